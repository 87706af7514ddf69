//! The runtime's integration tests, one binary: each file beside this one is a module.

mod candidates;
mod common;
mod incremental;
