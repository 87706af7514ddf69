//! The arguments of `renju table`: its subcommands `dump`, `lookup`, `stats` and `diff`.

use super::help::TABLE_EXAMPLE;
use crate::explain::PlayerColor;
use crate::options::{parse_rule, RuleArg, WindowColorArg};
use crate::rule_file::RuleSource;
use crate::table_window::check_window;
use clap::Subcommand;
use std::path::PathBuf;

/// The subcommands of `renju table`.
#[derive(Debug, Subcommand)]
pub enum TableCommand {
    /// Every window with its class, one line each, in index order (59,049 lines; for a rule
    /// that reads wide windows, one 13-point wide window per wide seen index, 24,964 lines)
    #[command(after_help = TABLE_EXAMPLE)]
    Dump {
        /// The rule variant.
        #[command(flatten)]
        rule: RuleArg,
        /// The colour whose windows.
        #[command(flatten)]
        color: WindowColorArg,
    },
    /// The class of one window (11 characters) or wide window (13), looked up by its text
    #[command(after_help = TABLE_EXAMPLE)]
    Lookup {
        /// The window, like '...XX*.X...', or the wide window, like '||XXXX*O.....' (quoted:
        /// `*` and `|` are special to the shell)
        #[arg(value_name = "WINDOW", value_parser = parse_window_arg)]
        window: String,
        /// The rule variant.
        #[command(flatten)]
        rule: RuleArg,
        /// The colour whose windows.
        #[command(flatten)]
        color: WindowColorArg,
    },
    /// Windows per class and colour (the windows dump lists), with the rule file, its
    /// SHA-256 and its settings
    #[command(after_help = TABLE_EXAMPLE)]
    Stats {
        /// The rule variant.
        #[command(flatten)]
        rule: RuleArg,
    },
    /// What differs between two variants: settings, every window whose class differs, counts
    /// (over every wide window if either reads wide windows)
    #[command(after_help = TABLE_EXAMPLE)]
    Diff {
        /// The first variant: a rule's name (see `renju rules`), or a rule file's path (an
        /// argument ending in `.toml` or holding a `/`, read as --rule-file reads it)
        #[arg(value_name = "RULE_A", value_parser = parse_rule_source)]
        a: RuleSource,
        /// The second variant, a name or a path as RULE_A
        #[arg(value_name = "RULE_B", value_parser = parse_rule_source)]
        b: RuleSource,
        /// Compare only this colour's windows: black or white (default: both)
        #[arg(long, value_enum, value_name = "COLOR", hide_possible_values = true)]
        color: Option<PlayerColor>,
        /// Leave out the list of windows: settings and counts only
        #[arg(long)]
        summary: bool,
    },
}

/// Clap's reading of a window: checked here (so that a bad one is a usage error, saying
/// which character is wrong), kept as text for the lookup by text.
fn parse_window_arg(text: &str) -> Result<String, String> {
    check_window(text)
        .map(|_| text.to_string())
        .map_err(|e| e.to_string())
}

/// Clap's reading of a rule of `renju table diff`: a path ([`RuleSource::is_path`]), read
/// once the arguments are all read, or a rule's name, checked here.
fn parse_rule_source(argument: &str) -> Result<RuleSource, String> {
    if RuleSource::is_path(argument) {
        Ok(RuleSource::File(PathBuf::from(argument)))
    } else {
        parse_rule(argument).map(RuleSource::Named)
    }
}
