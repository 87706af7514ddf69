//! The CLI's end-to-end tests, one binary: each file beside this one is a module (its own doc
//! says what it checks), run against the `renju` binary cargo builds for them. One binary
//! links once instead of once per file. The server's own tests need the default feature
//! `serve`; `without_server` runs only without it.

#[macro_use]
mod common;
mod replay_common;
mod serve_common;

mod batch;
mod batch_board;
mod bench;
mod check;
mod completions;
mod conformance;
mod corpus;
mod explain;
mod help_examples;
mod limits;
mod match_runner;
mod package_metadata;
mod referee_games;
mod replay_corpus;
mod replay_formats;
mod replay_hostile;
mod rule_file;
mod rule_file_hostile;
mod rules;
#[cfg(feature = "serve")]
mod serve_formats;
#[cfg(feature = "serve")]
mod serve_hostile;
#[cfg(feature = "serve")]
mod serve_http;
#[cfg(feature = "serve")]
mod serve_load;
#[cfg(feature = "serve")]
mod serve_rule_file;
mod svg;
mod table;
mod units;
mod without_server;
mod worst_case;
