//! The workspace's integration tests, one binary: each file beside this one is a module (its own
//! doc says what it checks). One binary links the workspace once instead of once per file.

mod board_api;
mod codegen;
mod common;
mod conformance;
mod derived_tables;
mod differential;
mod docs_paths;
mod explain;
mod fuzz_replay;
mod incremental_wide;
mod kinds;
mod metamorphic;
mod packaging;
mod random_boards;
mod readings;
mod referees;
mod rule_files;
mod spec_errors;
mod tables;
mod variant_summary;
mod windows_vs_reference;
