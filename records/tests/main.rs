//! renju-records' integration tests, one binary: each file beside this one is a module.

mod common;
mod inputs;
mod renlib;
mod rif;
mod sgf;
mod text_formats;
