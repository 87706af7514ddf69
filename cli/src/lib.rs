//! The `renju` command's logic, callable without a process: reading positions (JSON objects,
//! board diagrams, point names), answering them and formatting the answers.
//!
//! - [`run_batch`]: `renju batch`, JSON Lines in and out.
//! - [`read_board`] and [`report`]: `renju check`.
//! - [`explain_report`] and [`explain_json`]: `renju explain` (text or `--json`).
//! - [`rules_table`] and [`rule_by_name`]: `renju rules` and `--rule NAME`;
//!   [`load_rule_file`]: `--rule-file PATH`, a rule file read at run time.
//! - [`write_dump`], [`lookup`], [`stats_report`] and [`write_diff`]: `renju table dump`,
//!   `lookup`, `stats` and `diff`, for auditing the generated tables (11-point windows, or
//!   13-point wide windows for the rules that read them: [`TableWindow`]).
//! - [`bench_full_map`], [`bench_incremental`] and [`bench_make_unmake`]: `renju bench`.
//! - [`write_corpus`]: `renju corpus`, deterministic random positions.
//! - [`replay`]: `renju replay`, the referee for game records (read by the crate
//!   `renju-records`: moves, RenjuNet XML, SGF, psq, RenLib).
//! - the module `r#match`: `renju match`, engines against engines over the Gomocup protocol,
//!   every move judged by the referee `renju replay` uses.
//! - [`serve`]: `renju serve`, the board page and its JSON API.
//! - [`board_svg`]: `renju check --svg` and `renju explain --svg`, a position as a picture
//!   (from the crate `renju-svg`, which the WebAssembly package draws with too).
//! - [`Cli`] and [`run`]: the command line and its exit status.

mod answer;
mod app;
mod args;
mod batch;
mod bench;
mod board_string;
mod check;
mod corpus;
mod explain;
#[path = "match/mod.rs"]
pub mod r#match;
mod opening;
mod point_name;
mod position;
mod position_error;
mod progress;
pub mod replay;
mod rule_file;
mod rules;
pub mod serve;
mod table;
mod table_diff;
mod table_window;

pub use answer::{write_answer, AnswerColors, LineError};
pub use app::run;
pub use args::{Cli, Command, MatchArgs, SizeArg, TableCommand};
pub use batch::{
    run_batch, run_batch_with, BatchOptions, BatchSummary, CHUNK_BYTES, CHUNK_LINES,
    DEFAULT_MAX_LINE_BYTES,
};
pub use bench::{
    bench, bench_full_map, bench_incremental, bench_make_unmake, bench_point, bench_size,
    read_positions, read_positions_from, BenchMode, Stones, Timing, MAX_BENCH_BYTES,
};
pub use board_string::board_of_string;
pub use check::{
    board_part, board_size_of, case_variant, mark, read_board, report, CheckInputError,
};
pub use corpus::write_corpus;
pub use explain::{explain_json, explain_report, PlayerColor};
pub use opening::{explain_openings, explain_record, openings_table, OpeningOptions};
pub use point_name::{parse_point, PointNameError};
pub use position::{id_of, parse_position, Position, StoneList};
pub use position_error::{Place, PositionError};
pub use renju_svg::{
    board_svg, check_svg, column_name, explain_svg, kind_colour, kind_label, BoardPicture,
};
pub use rule_file::{load_rule_file, BadRuleFile, RuleSource};
pub use rules::{rule_by_name, rules_table, UnknownRule};
pub use table::{
    class_counts, colors_of, counted_windows, lookup, stats_report, table_line, write_dump,
};
pub use table_diff::{settings_that_differ, write_diff, DiffOptions, PairCounts};
pub use table_window::{
    check_window, diff_windows, table_windows, wide_representatives, BadWindow, TableWindow,
    WIDE_REPRESENTATIVES, WIDE_WINDOW_COUNT,
};
