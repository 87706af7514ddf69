//! How `renju replay` runs ([`Options`]): the rule, the records' format and size, what is
//! written, and the opening rule.

use renju::Rule;
use renju_records::{Format, ReadOptions};

/// How `renju replay` runs.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// The rule the games are judged under.
    pub rule: &'static Rule,
    /// The input format, or [`Format::Auto`] to detect it per input.
    pub format: Format,
    /// Print every position before each move (as `renju batch` input) instead of verdicts.
    pub positions: bool,
    /// The largest record read, in bytes.
    pub max_record_bytes: usize,
    /// A record with moves after the game ended is an error, not a result.
    pub strict: bool,
    /// The board size asked for (`--size`), if any: a record that states another is an
    /// error (see [`renju_referee::record::board_size`]).
    pub size: Option<usize>,
    /// The opening rule each game's opening is judged under (`--opening-rule`); `None`: the
    /// rule a record names, if any.
    pub opening: Option<&'static renju_referee::opening::OpeningRule>,
    /// How symmetrical fifth-move offers are read (`--symmetry`); `None`: the rule's way.
    pub symmetry: Option<renju_referee::opening::SymmetryReading>,
}

impl Options {
    /// The defaults under `rule`: auto format, verdicts, 1 MiB records, not strict, the size
    /// from each record.
    pub fn new(rule: &'static Rule) -> Options {
        Options {
            rule,
            format: Format::Auto,
            positions: false,
            max_record_bytes: renju_records::DEFAULT_MAX_RECORD_BYTES,
            strict: false,
            size: None,
            opening: None,
            symmetry: None,
        }
    }

    /// How the records of an input named `name` are read.
    pub(super) fn read_options(&self, name: &str) -> ReadOptions {
        ReadOptions {
            format: self.format,
            name: name.to_string(),
            max_record_bytes: self.max_record_bytes,
            default_size: self.size.unwrap_or(self.rule.board_size()),
        }
    }
}
