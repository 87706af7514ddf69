//! The `renju` command's logic, callable without a process: reading positions (JSON objects,
//! board diagrams, point names), answering them and formatting the answers. Each subcommand
//! has its module; the items most callers want are also at the crate's root.
//!
//! - [`batch`]: `renju batch`, JSON Lines in and out ([`run_batch`]), written by [`answer`].
//! - [`check`]: `renju check` ([`read_board`] and [`report`]); [`position`] and
//!   [`board_string`] read a position's JSON and its `board` string, [`point_name`] a point.
//! - [`explain`]: `renju explain` (text or `--json`).
//! - [`rules`]: `renju rules` and `--rule NAME` ([`rule_by_name`]); [`rule_file`]:
//!   `--rule-file PATH`, a rule file read at run time.
//! - [`table`], [`table_diff`] and [`table_window`]: `renju table dump`, `lookup`, `stats` and
//!   `diff`, for auditing the generated tables (11-point windows, or 13-point wide windows for
//!   the rules that read them: [`TableWindow`]).
//! - [`bench`](mod@bench): `renju bench`; [`corpus`]: `renju corpus`, deterministic random positions.
//! - [`replay`]: `renju replay`, the referee for game records (read by the crate
//!   `renju-records`: moves, RenjuNet XML, SGF, psq, RenLib); [`opening`]: `renju openings`
//!   and `renju opening`.
//! - [`engine_match`]: `renju match`, engines against engines over the Gomocup protocol,
//!   every move judged by the referee `renju replay` uses.
//! - [`serve`]: `renju serve`, the board page and its JSON API.
//! - `renju check --svg` and `renju explain --svg` draw with the crate `renju-svg` (which the
//!   WebAssembly package draws with too).
//! - [`Cli`] and [`run`]: the command line ([`args`]; the option groups several subcommands
//!   share in [`options`], its flags that choose one of several with [`one_flag`]) and its
//!   exit status ([`exit`]).
//!
//! ```
//! use renju_cli::{read_board, report};
//! let board = read_board(br#"{"black": ["f8", "g8", "h9", "h10"]}"#, 15).unwrap();
//! // Black at h8 would make two threes at once (f8 g8 h8, h8 h9 h10): a double-three.
//! assert!(report(renju::Rule::default_rule(), &board)
//!     .ends_with("forbidden for black: h8 double-three\n"));
//! ```

pub mod answer;
mod app;
pub mod args;
pub mod batch;
pub mod bench;
pub mod board_string;
pub mod check;
pub mod corpus;
pub mod engine_match;
pub mod exit;
pub mod explain;
pub mod one_flag;
pub mod opening;
pub mod options;
pub mod point_name;
pub mod position;
pub mod position_error;
mod progress;
pub mod replay;
pub mod rule_file;
pub mod rules;
pub mod serve;
pub mod table;
pub mod table_diff;
pub mod table_window;

// What the binaries, the tests (cli/tests, tests/) and the fuzz targets call; the rest by
// its module's path.
pub use answer::{write_answer, AnswerColors};
pub use app::run;
pub use args::Cli;
pub use batch::{run_batch, BatchSummary};
pub use bench::{bench_size, read_positions, read_positions_from, MAX_BENCH_BYTES};
pub use check::{board_size_of, read_board, report, CheckInputError};
pub use point_name::{parse_point, PointNameError};
pub use position::{id_of, parse_position};
pub use position_error::PositionError;
pub use rules::{rule_by_name, rules_table};
pub use table::{class_counts, colors_of, counted_windows, stats_report, table_line};
pub use table_diff::{write_diff, DiffOptions};
pub use table_window::{check_window, TableWindow, WIDE_REPRESENTATIVES};
