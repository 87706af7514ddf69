//! One line's class as the judge reads it per point: a word of a rule's table by seen index.

use renju_vocab::PatternClass;

/// The class of one line through a point as read from the table by seen index: the
/// [`PatternClass`] in bits 0-11 and its [`tally`](PatternClass::tally) in bits 12-15
/// ([`PatternClass::table_word`]). The sum of a point's four tallies tells whether its lines
/// hold two threes or two fours without a test per line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct LineClass(u16);

impl LineClass {
    /// A line that holds nothing.
    pub(crate) const NOTHING: LineClass = LineClass(0);

    /// The class of a table word ([`PatternClass::table_word`]).
    #[inline(always)]
    pub(crate) const fn from_table_word(word: u16) -> LineClass {
        LineClass(word)
    }

    /// The pattern class.
    #[inline(always)]
    pub(crate) const fn class(self) -> PatternClass {
        PatternClass::from_bits(self.0)
    }

    /// The class's [`tally`](PatternClass::tally).
    #[inline(always)]
    pub(crate) const fn tally(self) -> u16 {
        self.0 >> 12
    }

    /// The class's bits, as [`PatternClass::bits`] (for tests on several classes at once).
    #[inline(always)]
    pub(crate) const fn class_bits(self) -> u16 {
        self.0 & 0xFFF
    }
}
