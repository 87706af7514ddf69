//! The C library's integration tests, one binary: each file beside this one is a module.

mod header;
mod names;
mod rule_file;
