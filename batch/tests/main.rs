//! renju-batch's integration tests, one binary: each file beside this one is a module.

mod fork;
mod maps;
