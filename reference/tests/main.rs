//! The reference's integration tests, one binary: each file beside this one is a module.

mod conformance;
mod line_facts;
