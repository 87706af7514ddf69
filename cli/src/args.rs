//! The command line, as clap reads it.

use crate::answer::AnswerColors;
use crate::batch::DEFAULT_MAX_LINE_BYTES;
use crate::explain::PlayerColor;
use crate::point_name::parse_point;
use crate::rules::rule_by_name;
use crate::table::check_window;
use clap::{Args, Parser, Subcommand};
use renju::{Point, Rule};
use std::path::PathBuf;

const EXAMPLES: &str = "\
Examples:
  echo '{\"id\": 1, \"black\": [\"f8\", \"g8\", \"h9\", \"h10\"]}' | renju batch
  renju check position.txt
  renju explain h8 position.txt
  renju rules
  renju table lookup '...XX*.X...'

Exit status: 0 all input good, 1 bad input (or an I/O error), 2 bad arguments.";

const BATCH_EXAMPLE: &str = "\
Input, one position a line (a missing \"black\" or \"white\" means no stones of that colour):
  {\"id\": \"x\", \"black\": [\"f8\", \"g8\", \"h9\", \"h10\"], \"white\": [\"i9\"]}
Output, one line per line in, in the same order (blank lines are skipped):
  {\"id\":\"x\",\"forbidden\":[{\"point\":\"h8\",\"kind\":\"double-three\"}]}
With --color both, white's too (only omok restricts white, and only its double-three):
  {\"id\":\"x\",\"forbidden\":[...],\"forbidden_white\":[]}
A bad line is answered in its place, and the rest is still answered:
  {\"id\":\"x\",\"line\":3,\"error\":\"unknown field `balck`, expected ...\"}
A line longer than --max-line-bytes (default 1048576) is answered with an error as soon as it
is found too long, and skipped without being kept: memory stays bounded whatever the input.

Example:
  renju batch --rule renju < positions.jsonl > forbidden.jsonl

Exit status: 0 every line good, 1 some line bad, an I/O error or the output closed before
every line was answered, 2 bad arguments.";

const CHECK_EXAMPLE: &str = "\
Input: a JSON position ({\"black\": [\"h8\"], \"white\": [\"i9\"]}, id optional) or a board
diagram: 15 rows of '.', 'X' (black) and 'O' (white), row 15 first, row numbers and column
letters optional. Forbidden points are marked 3 (double-three), 4 (double-four) and 6 (overline).

Examples:
  echo '{\"black\": [\"f8\", \"g8\", \"h9\", \"h10\"]}' | renju check
  renju check --rule gomoku-standard position.txt

Exit status: 0 position read, 1 bad input or unreadable file, 2 bad arguments.";

const EXPLAIN_EXAMPLE: &str = "\
Input: one position, as for `renju check` (a JSON position or a board diagram).
Output: the board with POINT marked *, then why a stone there is forbidden or allowed: each
line's window (5 points each side) and class, the step that decided (five, overline, fours,
threes), and for threes each straight-four point, explained in turn on the board that already
holds POINT. Every straight-four point is tried; nested detail stops at 3 levels or 40 points.

With --json, the same tree as one JSON document: point, color, rule, verdict, the four lines
(direction, window, class) and the threes with each straight-four point's trial.

Examples:
  echo '{\"black\": [\"f8\", \"g8\", \"h9\", \"h10\"]}' | renju explain h8
  renju explain --rule renju-five-keeps-three --color white g8 position.txt
  renju explain --json h8 position.txt

Exit status: 0 explained, 1 bad input, unreadable file or POINT occupied, 2 bad arguments
(a bad POINT name, an unknown rule).";

const RULES_EXAMPLE: &str = "\
One line per variant: its name, what it says, and (default) after the one used without --rule.

Examples:
  renju rules
  renju batch --rule gomoku-standard < positions.jsonl";

const BENCH_EXAMPLE: &str = "\
The file is read and checked first; then each pass times only the engine's work:
building each board from its stone lists and computing black's full forbidden map with
kinds (us_per_pos), or with --incremental, replaying each position from an empty board,
black, white, black, ... (the rest of the longer list at the end) and reading black's map
after every placement (ns_per_move). The last line is the median pass.

Example:
  renju bench ../shared/corpus/game.jsonl
  renju bench --incremental --reps 15 ../shared/corpus/game.jsonl";

const TABLE_EXAMPLE: &str = "\
A window is 11 characters: 5 points, `*` (the point under test, where the stone is placed),
5 points; `X` own stone, `O` opponent stone or the board edge, `.` empty. Quote it for the
shell (`*`). Classes are said in words: five, overline, four, straight four, two fours,
three (straight-four points ...), nothing.

Examples:
  renju table dump --rule caro --color white | less
  renju table lookup '....X*.X...'
  renju table stats --rule omok
  renju table diff renju omok --summary

Exit status: 0 done, 1 an I/O error, 2 bad arguments (an unknown rule, a bad window).";

/// `renju`: the Renju forbidden-move rules (RIF), for people and scripts.
#[derive(Debug, Parser)]
#[command(name = "renju", version, after_help = EXAMPLES)]
#[command(
    about = "Forbidden moves of Renju: which empty points black may not play (overline, double-four, double-three)"
)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Forbidden points of many positions: JSON Lines on stdin, one JSON line out per line in
    #[command(after_help = BATCH_EXAMPLE)]
    Batch {
        #[command(flatten)]
        rule: RuleArg,
        /// Whose forbidden points: black (default, under "forbidden"), white (under
        /// "forbidden_white") or both
        #[arg(long = "color", value_enum, value_name = "COLOR", default_value_t = AnswerColors::Black,
              hide_possible_values = true, hide_default_value = true)]
        colors: AnswerColors,
        /// The longest input line read, in bytes; a longer one is answered with an error and
        /// skipped
        #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_LINE_BYTES,
              value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
        max_line_bytes: usize,
    },
    /// One position (JSON or board diagram) drawn with its forbidden points marked
    #[command(after_help = CHECK_EXAMPLE)]
    Check {
        #[command(flatten)]
        rule: RuleArg,
        /// File holding the position; `-` or none: stdin
        #[arg(value_name = "FILE")]
        file: Option<PathBuf>,
    },
    /// Why one point is forbidden or allowed: each line, each step, each straight-four point
    #[command(after_help = EXPLAIN_EXAMPLE)]
    Explain {
        #[command(flatten)]
        rule: RuleArg,
        /// The colour to play at POINT: black (default) or white
        #[arg(long, value_enum, value_name = "COLOR", default_value_t = PlayerColor::Black,
              hide_possible_values = true, hide_default_value = true)]
        color: PlayerColor,
        /// Print the explanation tree as one JSON document instead of text
        #[arg(long)]
        json: bool,
        /// The empty point to explain, like h8
        #[arg(value_name = "POINT", value_parser = parse_point_arg)]
        point: Point,
        /// File holding the position; `-` or none: stdin
        #[arg(value_name = "FILE")]
        file: Option<PathBuf>,
    },
    /// List the rule variants, for --rule NAME
    #[command(after_help = RULES_EXAMPLE)]
    Rules,
    /// Time the forbidden maps of a file of positions (median of several passes, last line)
    #[command(after_help = BENCH_EXAMPLE)]
    Bench {
        #[command(flatten)]
        rule: RuleArg,
        /// Passes over the file (at least 5)
        #[arg(long, value_name = "N", default_value_t = 9,
              value_parser = clap::value_parser!(u32).range(5..=10_000))]
        reps: u32,
        /// Replay each position stone by stone on an incremental board instead
        #[arg(long)]
        incremental: bool,
        /// JSON Lines positions, as for `renju batch` (ids optional)
        #[arg(value_name = "FILE")]
        file: PathBuf,
    },
    /// The generated tables, for auditing: dump, look up, count, compare two variants
    #[command(after_help = TABLE_EXAMPLE)]
    Table {
        /// What to show.
        #[command(subcommand)]
        command: TableCommand,
    },
}

/// `--rule NAME`, as every subcommand that reads a rule takes it.
#[derive(Clone, Copy, Debug, Args)]
pub struct RuleArg {
    /// Rule variant (default: renju; see `renju rules`)
    #[arg(long = "rule", value_name = "NAME", value_parser = parse_rule)]
    rule: Option<&'static Rule>,
}

impl RuleArg {
    /// The rule named, or the default rule (`renju`).
    pub fn rule(self) -> &'static Rule {
        self.rule.unwrap_or_else(Rule::default_rule)
    }
}

/// `--color`, for the table subcommands that read one colour's windows.
#[derive(Clone, Copy, Debug, Args)]
pub struct WindowColorArg {
    /// The colour of the stone placed at `*`: black (default) or white
    #[arg(long = "color", value_enum, value_name = "COLOR", default_value_t = PlayerColor::Black,
          hide_possible_values = true, hide_default_value = true)]
    color: PlayerColor,
}

impl WindowColorArg {
    /// The colour given (black by default).
    pub fn color(self) -> renju::Color {
        self.color.into()
    }
}

/// The subcommands of `renju table`.
#[derive(Debug, Subcommand)]
pub enum TableCommand {
    /// Every window with its class, one line each, in index order (59,049 lines)
    #[command(after_help = TABLE_EXAMPLE)]
    Dump {
        #[command(flatten)]
        rule: RuleArg,
        #[command(flatten)]
        color: WindowColorArg,
    },
    /// The class of one window, looked up by its text
    #[command(after_help = TABLE_EXAMPLE)]
    Lookup {
        /// The window, like '...XX*.X...' (quoted: `*` is special to the shell)
        #[arg(value_name = "WINDOW", value_parser = parse_window_arg)]
        window: String,
        #[command(flatten)]
        rule: RuleArg,
        #[command(flatten)]
        color: WindowColorArg,
    },
    /// Windows per class and colour, with the rule file, its SHA-256 and its settings
    #[command(after_help = TABLE_EXAMPLE)]
    Stats {
        #[command(flatten)]
        rule: RuleArg,
    },
    /// What differs between two variants: settings, every window whose class differs, counts
    #[command(after_help = TABLE_EXAMPLE)]
    Diff {
        /// The first variant (see `renju rules`)
        #[arg(value_name = "RULE_A", value_parser = parse_rule)]
        a: &'static Rule,
        /// The second variant
        #[arg(value_name = "RULE_B", value_parser = parse_rule)]
        b: &'static Rule,
        /// Compare only this colour's windows: black or white (default: both)
        #[arg(long, value_enum, value_name = "COLOR", hide_possible_values = true)]
        color: Option<PlayerColor>,
        /// Leave out the list of windows: settings and counts only
        #[arg(long)]
        summary: bool,
    },
}

/// Clap's reading of a point name.
fn parse_point_arg(name: &str) -> Result<Point, String> {
    parse_point(name).map_err(|e| e.to_string())
}

/// Clap's reading of a window: checked here (so that a bad one is a usage error, saying
/// which character is wrong), kept as text for the lookup by text.
fn parse_window_arg(text: &str) -> Result<String, String> {
    check_window(text)
        .map(|_| text.to_string())
        .map_err(|e| e.to_string())
}

/// Clap's reading of `--rule NAME`.
fn parse_rule(name: &str) -> Result<&'static Rule, String> {
    rule_by_name(name).map_err(|e| e.to_string())
}
