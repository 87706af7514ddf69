//! The option groups several subcommands share: `--rule NAME` or `--rule-file PATH`,
//! `--size N`, the opening rule with `--symmetry`, and the window colour of `renju table`.
//! Each is a clap [`Args`] group that a subcommand flattens into its own arguments.

use crate::explain::PlayerColor;
use crate::rule_file::{load_rule_file, BadRuleFile};
use crate::rules::rule_by_name;
use clap::Args;
use renju::Rule;
use renju_referee::opening::{OpeningFileError, OpeningRule, SymmetryReading};
use std::path::PathBuf;

/// `--size N`, the board's side (5 to 26), as every subcommand that reads positions takes it.
#[derive(Clone, Copy, Debug, Default, Args)]
pub struct SizeArg {
    /// Board size, 5 to 26 points a side (default: the input's own, else the rule's board,
    /// see `renju rules`)
    #[arg(long = "size", value_name = "N",
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new()
              .range(renju::MIN_SIZE as u64..=renju::MAX_SIZE as u64))]
    pub size: Option<usize>,
}

/// `--opening-rule NAME` or `--opening-rule-file PATH`, and `--symmetry READING`, as the
/// subcommands that judge openings take them.
#[derive(Clone, Debug, Args)]
pub struct OpeningArg {
    /// Judge each game's opening under this opening rule (rif, yamaguchi, soosorv-N,
    /// taraguchi-N, swap1, swap2, none: `renju openings`): its squares, swaps, declared
    /// number and fifth-move offers; default: the rule a record names, if any
    #[arg(long, value_name = "NAME", conflicts_with = "opening_rule_file")]
    opening_rule: Option<String>,
    /// Judge each game's opening under the opening rule of this file (the format of
    /// openings/*.toml)
    #[arg(long, value_name = "PATH")]
    opening_rule_file: Option<PathBuf>,
    /// How "no two fifth-move offers may be symmetrical" is read: board (the 8 symmetries of
    /// the board about its centre) or pattern (any rotation, reflection and shift of the
    /// stones); default: as the opening rule's file says
    #[arg(long, value_name = "READING", value_parser = ["board", "pattern"])]
    symmetry: Option<String>,
}

impl OpeningArg {
    /// The opening rule asked for: the one `--opening-rule` names, or the one
    /// `--opening-rule-file`'s file states (refused with its file, line and caret); `None` if
    /// neither was given.
    pub fn rule(&self) -> Result<Option<&'static OpeningRule>, OpeningFileError> {
        match (&self.opening_rule, &self.opening_rule_file) {
            (_, Some(path)) => OpeningRule::from_file(path).map(Some),
            (Some(name), None) => OpeningRule::by_name(name).map(Some),
            (None, None) => Ok(None),
        }
    }

    /// The reading of symmetrical offers asked for, if one was.
    pub fn symmetry(&self) -> Option<SymmetryReading> {
        self.symmetry
            .as_deref()
            .and_then(SymmetryReading::from_name)
    }
}

/// `--rule NAME` or `--rule-file PATH`, as every subcommand that reads a rule takes it.
#[derive(Clone, Debug, Args)]
pub struct RuleArg {
    /// Rule variant (default: renju; see `renju rules`)
    #[arg(long = "rule", value_name = "NAME", value_parser = parse_rule)]
    rule: Option<&'static Rule>,
    /// Rule file to judge by instead (the format of rules-spec/*.toml): checked and made into
    /// tables as the build does; a bad one is refused with the build's message
    #[arg(long = "rule-file", value_name = "PATH", conflicts_with = "rule")]
    rule_file: Option<PathBuf>,
}

impl RuleArg {
    /// The rule asked for, or the default rule (`renju`); see [`RuleArg::given`].
    pub fn rule(&self) -> Result<&'static Rule, BadRuleFile> {
        Ok(self.given()?.unwrap_or_else(Rule::default_rule))
    }

    /// The rule asked for: the one `--rule` names, or the one `--rule-file`'s file makes
    /// (refused with the build's message if the build would refuse the file); `None` if
    /// neither was given.
    pub fn given(&self) -> Result<Option<&'static Rule>, BadRuleFile> {
        match (&self.rule_file, self.rule) {
            (Some(path), _) => load_rule_file(path).map(Some),
            (None, rule) => Ok(rule),
        }
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

/// Clap's reading of `--rule NAME`.
pub(crate) fn parse_rule(name: &str) -> Result<&'static Rule, String> {
    rule_by_name(name).map_err(|e| e.to_string())
}
