//! The command line, as clap reads it.

use crate::explain::PlayerColor;
use crate::point_name::parse_point;
use crate::rules::rule_by_name;
use clap::{Parser, Subcommand};
use renju::{Point, Rule};
use std::path::PathBuf;

const EXAMPLES: &str = "\
Examples:
  echo '{\"id\": 1, \"black\": [\"f8\", \"g8\", \"h9\", \"h10\"]}' | renju batch
  renju check position.txt
  renju explain h8 position.txt
  renju rules

Exit status: 0 all input good, 1 bad input (or an I/O error), 2 bad arguments.";

const BATCH_EXAMPLE: &str = "\
Input, one position a line (a missing \"black\" or \"white\" means no stones of that colour):
  {\"id\": \"x\", \"black\": [\"f8\", \"g8\", \"h9\", \"h10\"], \"white\": [\"i9\"]}
Output, one line per line in, in the same order:
  {\"id\":\"x\",\"forbidden\":[{\"point\":\"h8\",\"kind\":\"double-three\"}]}
A bad line is answered in its place, and the rest is still answered:
  {\"id\":\"x\",\"line\":3,\"error\":\"unknown field \\\"balck\\\": ...\"}

Example:
  renju batch --rule renju < positions.jsonl > forbidden.jsonl

Exit status: 0 every line good, 1 some line bad, 2 bad arguments.";

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

Examples:
  echo '{\"black\": [\"f8\", \"g8\", \"h9\", \"h10\"]}' | renju explain h8
  renju explain --rule renju-five-keeps-three --color white g8 position.txt

Exit status: 0 explained, 1 bad input, unreadable file or POINT occupied, 2 bad arguments
(a bad POINT name, an unknown rule).";

const RULES_EXAMPLE: &str = "\
One line per variant: its name, what it says, and (default) after the one used without --rule.

Examples:
  renju rules
  renju batch --rule gomoku-standard < positions.jsonl";

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
        /// Rule variant (default: renju; see `renju rules`)
        #[arg(long, value_name = "NAME", value_parser = parse_rule)]
        rule: Option<&'static Rule>,
    },
    /// One position (JSON or board diagram) drawn with its forbidden points marked
    #[command(after_help = CHECK_EXAMPLE)]
    Check {
        /// Rule variant (default: renju; see `renju rules`)
        #[arg(long, value_name = "NAME", value_parser = parse_rule)]
        rule: Option<&'static Rule>,
        /// File holding the position; `-` or none: stdin
        #[arg(value_name = "FILE")]
        file: Option<PathBuf>,
    },
    /// Why one point is forbidden or allowed: each line, each step, each straight-four point
    #[command(after_help = EXPLAIN_EXAMPLE)]
    Explain {
        /// Rule variant (default: renju; see `renju rules`)
        #[arg(long, value_name = "NAME", value_parser = parse_rule)]
        rule: Option<&'static Rule>,
        /// The colour to play at POINT: black (default) or white
        #[arg(long, value_enum, value_name = "COLOR", default_value_t = PlayerColor::Black,
              hide_possible_values = true, hide_default_value = true)]
        color: PlayerColor,
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
}

/// Clap's reading of a point name.
fn parse_point_arg(name: &str) -> Result<Point, String> {
    parse_point(name).map_err(|e| e.to_string())
}

/// Clap's reading of `--rule NAME`.
fn parse_rule(name: &str) -> Result<&'static Rule, String> {
    rule_by_name(name).map_err(|e| e.to_string())
}
