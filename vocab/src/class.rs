//! Pattern classes: what one line through a just-placed stone holds.

use alloc::{format, string::String, vec::Vec};
use core::fmt;

/// The straight-four points of a three: offsets `-3..=3` (never 0) from the point under test
/// at which one more stone makes a straight four containing both.
///
/// ```
/// use renju_vocab::StraightFourPoints;
/// let points = StraightFourPoints::from_offsets(&[-1, 3]).unwrap();
/// assert_eq!(points.offsets().collect::<Vec<_>>(), vec![-1, 3]);
/// assert_eq!(points.to_string(), "-1 +3");
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StraightFourPoints(u8);

/// Offsets representable in a [`StraightFourPoints`] set, in bit order.
const OFFSETS: [i8; 6] = [-3, -2, -1, 1, 2, 3];

impl StraightFourPoints {
    /// The empty set: the line holds no three.
    pub const NONE: StraightFourPoints = StraightFourPoints(0);

    /// The set of the given offsets, or `None` if one is 0 or beyond `±3` (a straight four
    /// holding the point under test cannot be completed farther away).
    pub fn from_offsets(offsets: &[i8]) -> Option<StraightFourPoints> {
        offsets
            .iter()
            .try_fold(StraightFourPoints::NONE, |set, &o| {
                let bit = OFFSETS.iter().position(|&x| x == o)?;
                Some(StraightFourPoints(set.0 | 1 << bit))
            })
    }

    /// The set from its 6-bit form (bits above 5 are dropped).
    pub const fn from_bits(bits: u8) -> StraightFourPoints {
        StraightFourPoints(bits & 0b11_1111)
    }

    /// The 6-bit form: bit `i` is offset `[-3, -2, -1, 1, 2, 3][i]`.
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// True when the set holds no point.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The offsets in the set, ascending.
    pub fn offsets(self) -> impl Iterator<Item = i8> {
        OFFSETS
            .into_iter()
            .enumerate()
            .filter(move |(bit, _)| self.0 & (1 << bit) != 0)
            .map(|(_, o)| o)
    }
}

impl fmt::Display for StraightFourPoints {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for o in self.offsets() {
            if !first {
                f.write_str(" ")?;
            }
            first = false;
            write!(f, "{o:+}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for StraightFourPoints {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "StraightFourPoints[{self}]")
    }
}

/// What one line through the point under test holds once a stone is placed there, for one
/// colour under one rule variant. This is the value of the generated tables.
///
/// Every part counts only patterns that contain the placed stone:
/// - `five`: the run through the stone wins for this colour (exactly five, or five or more);
/// - `overline`: the run is six or more and six does not win for this colour;
/// - `fours`: distinct fours (sets of four stones one move from a five); a straight four is one;
/// - `straight_four`: one of those fours has two completion points;
/// - `three`: the [`StraightFourPoints`] of a three (empty when the line holds no three).
///
/// Packed into a `u16`: bit 0 five, bit 1 overline, bits 2-4 fours, bit 5 straight four,
/// bits 6-11 the straight-four points.
///
/// ```
/// use renju_vocab::{PatternClass, StraightFourPoints};
/// let c = PatternClass::new(false, false, 1, true, StraightFourPoints::NONE);
/// assert_eq!(c.fours(), 1);
/// assert_eq!(PatternClass::from_bits(c.bits()), c);
/// assert_eq!(c.to_string(), "straight four");
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PatternClass(u16);

impl PatternClass {
    /// The class of a line that holds nothing.
    pub const NOTHING: PatternClass = PatternClass(0);

    /// Packs a class. `fours` is capped at [`PatternClass::MAX_FOURS`].
    pub const fn new(
        five: bool,
        overline: bool,
        fours: u8,
        straight_four: bool,
        three: StraightFourPoints,
    ) -> PatternClass {
        let fours = if fours > Self::MAX_FOURS {
            Self::MAX_FOURS
        } else {
            fours
        };
        PatternClass(
            five as u16
                | (overline as u16) << 1
                | (fours as u16) << 2
                | (straight_four as u16) << 5
                | (three.bits() as u16) << 6,
        )
    }

    /// The most fours a class can record. A black line holds at most 2 fours through one
    /// stone; a five-or-more colour can hold more (`OOOO.OOOO`: one gap, four 5-point rows).
    pub const MAX_FOURS: u8 = 7;

    /// The class from its packed form (bits above 11 are dropped).
    pub const fn from_bits(bits: u16) -> PatternClass {
        PatternClass(bits & 0xFFF)
    }

    /// The packed form, as stored in the generated tables.
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// The run through the stone wins.
    pub const fn five(self) -> bool {
        self.0 & 1 != 0
    }

    /// The run through the stone is six or more and does not win.
    pub const fn overline(self) -> bool {
        self.0 & 2 != 0
    }

    /// Distinct fours containing the stone.
    pub const fn fours(self) -> u8 {
        ((self.0 >> 2) & 7) as u8
    }

    /// One of the fours is straight (two completion points).
    pub const fn straight_four(self) -> bool {
        self.0 & 32 != 0
    }

    /// The straight-four points of a three through the stone (empty: no three).
    pub const fn three(self) -> StraightFourPoints {
        StraightFourPoints::from_bits((self.0 >> 6) as u8)
    }

    /// True when the line holds none of the patterns.
    pub const fn is_nothing(self) -> bool {
        self.0 == 0
    }

    /// What the line adds to the count of fours and threes through its point: 1 for a three
    /// in a line without a four, 5 per four up to two, else 0. The sum `s` of the four lines'
    /// tallies (at most 40) gives the lines holding a three as `s % 5` and the fours, as far
    /// as a verdict needs them (two or more), as `s / 5`: one addition per line where
    /// counting each needs tests. It is kept in the generated tables beside the class
    /// ([`PatternClass::table_word`]).
    ///
    /// ```
    /// use renju_vocab::{PatternClass, StraightFourPoints};
    /// let three = PatternClass::new(false, false, 0, false, StraightFourPoints::from_offsets(&[-1, 3]).unwrap());
    /// let four = PatternClass::new(false, false, 1, false, StraightFourPoints::NONE);
    /// let two_fours = PatternClass::new(false, false, 2, false, StraightFourPoints::NONE);
    /// assert_eq!((three.tally(), four.tally(), two_fours.tally()), (1, 5, 10));
    /// let s = three.tally() + three.tally() + four.tally();
    /// assert_eq!((s % 5, s / 5), (2, 1)); // two lines with a three, one four
    /// ```
    pub const fn tally(self) -> u16 {
        match self.fours() {
            0 if !self.three().is_empty() => 1,
            0 => 0,
            1 => 5,
            _ => 10,
        }
    }

    /// The class as a word of the tables the judge reads per line (by seen index): the
    /// class's bits (0-11) and its [`tally`](PatternClass::tally) in bits 12-15.
    /// [`PatternClass::from_bits`] reads the class back.
    ///
    /// ```
    /// use renju_vocab::{PatternClass, StraightFourPoints};
    /// let four = PatternClass::new(false, false, 1, true, StraightFourPoints::NONE);
    /// assert_eq!(four.table_word() >> 12, 5);
    /// assert_eq!(PatternClass::from_bits(four.table_word()), four);
    /// ```
    pub const fn table_word(self) -> u16 {
        self.0 | self.tally() << 12
    }
}

impl fmt::Display for PatternClass {
    /// The class in words, e.g. `five`, `two fours`, `three (straight-four points -1 +3)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts: Vec<String> = Vec::new();
        if self.five() {
            parts.push("five".into());
        }
        if self.overline() {
            parts.push("overline".into());
        }
        match (self.fours(), self.straight_four()) {
            (0, _) => {}
            (1, true) => parts.push("straight four".into()),
            (1, false) => parts.push("four".into()),
            (n, straight) => parts.push(format!(
                "{} fours{}",
                ["", "one", "two", "three", "four", "five", "six", "seven"][n as usize & 7],
                if straight { " (one straight)" } else { "" }
            )),
        }
        if !self.three().is_empty() {
            let points = self.three();
            let word = if points.offsets().count() == 1 {
                "point"
            } else {
                "points"
            };
            parts.push(format!("three (straight-four {word} {points})"));
        }
        if parts.is_empty() {
            f.write_str("nothing")
        } else {
            f.write_str(&parts.join(", "))
        }
    }
}

impl fmt::Debug for PatternClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PatternClass({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::prelude::rust_2021::*;

    #[test]
    fn packing_round_trips() {
        for bits in 0..=0xFFFu16 {
            let c = PatternClass::from_bits(bits);
            let again = PatternClass::new(
                c.five(),
                c.overline(),
                c.fours(),
                c.straight_four(),
                c.three(),
            );
            assert_eq!(again, c);
        }
    }

    #[test]
    fn words() {
        let three = StraightFourPoints::from_offsets(&[-2, 1]).unwrap();
        assert_eq!(
            PatternClass::new(false, false, 0, false, three).to_string(),
            "three (straight-four points -2 +1)"
        );
        assert_eq!(
            PatternClass::new(false, false, 2, false, StraightFourPoints::NONE).to_string(),
            "two fours"
        );
        assert_eq!(PatternClass::NOTHING.to_string(), "nothing");
        assert_eq!(StraightFourPoints::from_offsets(&[0]), None);
        assert_eq!(StraightFourPoints::from_offsets(&[4]), None);
    }
}
