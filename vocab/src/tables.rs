//! The tables of one colour of a rule, as the generator makes them: what the build emits as
//! statics and what a rule file loaded at run time is given in memory.

use alloc::vec::Vec;

/// How one colour's lines are looked up.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LineTables {
    /// By [`Window`](crate::Window): the class bits of every window by
    /// [`index`](crate::Window::index) (the dense table, [`WINDOW_COUNT`](crate::WINDOW_COUNT)
    /// entries), and the class and tally ([`PatternClass::table_word`](crate::PatternClass::table_word))
    /// by [seen index](crate::seen_index) ([`SEEN_COUNT`](crate::SEEN_COUNT)).
    Windows {
        /// The class bits of every window, by index.
        dense: Vec<u16>,
        /// Class and tally by seen index.
        seen: Vec<u16>,
    },
    /// By [`WideWindow`](crate::WideWindow): class and tally by
    /// [wide seen index](crate::WideWindow::seen_index)
    /// ([`WIDE_SEEN_COUNT`](crate::WIDE_SEEN_COUNT)), for a rule that
    /// [reads wide windows](crate::RuleSettings::reads_wide_windows).
    Wide {
        /// Class and tally by wide seen index.
        seen: Vec<u16>,
    },
}

/// The tables of one colour of one rule.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ColorTables {
    /// The classes of the colour's lines.
    pub lines: LineTables,
    /// The weight of each 11-bit own-stone mask (2,048 entries): 2 if some line with those
    /// own stones has a class that decides a verdict alone, 1 if some has any class, else 0;
    /// 2 with the centre bit set.
    pub weights: Vec<u8>,
}
