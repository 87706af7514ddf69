//! The `renju` command's logic, callable without a process: reading positions (JSON objects,
//! board diagrams, point names), answering them and formatting the answers.
//!
//! - [`run_batch`]: `renju batch`, JSON Lines in and out.
//! - [`read_board`] and [`report`]: `renju check`.
//! - [`explain_report`]: `renju explain`.
//! - [`rules_table`] and [`rule_by_name`]: `renju rules` and `--rule NAME`.
//! - [`Cli`] and [`run`]: the command line and its exit status.

mod app;
mod args;
mod batch;
mod check;
mod explain;
mod json_kind;
mod point_name;
mod position;
mod rules;

pub use app::run;
pub use args::{Cli, Command};
pub use batch::{run_batch, write_answer, BatchSummary, LineError};
pub use check::{mark, read_board, report, CheckInputError};
pub use explain::{explain_report, PlayerColor};
pub use point_name::{parse_point, PointNameError};
pub use position::{parse_position, Place, Position, PositionError, RawPosition};
pub use rules::{rule_by_name, rules_table, UnknownRule};
