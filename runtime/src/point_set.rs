//! Sets of points as bit boards, for whole-board work in a few dozen word operations.

use crate::layout::{Layout, Words};
use crate::point::Point;
use crate::size::{BoardSize, Standard};
use core::fmt;
use core::marker::PhantomData;

/// A set of points of a board of size `S` (15x15 unless said), such as a full forbidden map.
///
/// Stored as words, point `(col, row)` at bit `row << k | col` with rows of 16 bits (`k` = 4)
/// on boards up to 15x15 and of 32 bits beyond; the columns past the board are padding, so
/// that moving every point one step along a line is one shift of the whole set.
///
/// ```
/// use renju::{Point, PointSet};
/// let mut set: PointSet = PointSet::EMPTY;
/// assert!(set.insert("h8".parse().unwrap()));
/// assert!(set.insert("a1".parse().unwrap()));
/// assert!(!set.insert("t20".parse().unwrap()), "off the 15x15 board");
/// assert_eq!(set.len(), 2);
/// assert_eq!(set.iter().map(|p| p.to_string()).collect::<Vec<_>>(), ["a1", "h8"]);
/// ```
pub struct PointSet<S: BoardSize = Standard> {
    words: <S::Layout as Layout>::Words,
    size: PhantomData<S>,
}

impl<S: BoardSize> Clone for PointSet<S> {
    #[inline(always)]
    fn clone(&self) -> Self {
        *self
    }
}

impl<S: BoardSize> Copy for PointSet<S> {}

impl<S: BoardSize> Default for PointSet<S> {
    fn default() -> Self {
        PointSet::EMPTY
    }
}

impl<S: BoardSize> PartialEq for PointSet<S> {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.words == other.words
    }
}

impl<S: BoardSize> Eq for PointSet<S> {}

impl<S: BoardSize> core::hash::Hash for PointSet<S> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.words.hash(state);
    }
}

/// The bit of `p` in a set's words.
#[inline(always)]
const fn bit<S: BoardSize>(p: Point) -> usize {
    (p.row() << S::Layout::ROW_SHIFT) | p.col()
}

impl<S: BoardSize> PointSet<S> {
    /// No point.
    pub const EMPTY: PointSet<S> = PointSet {
        words: <<S::Layout as Layout>::Words as Words>::ZERO,
        size: PhantomData,
    };

    /// Every point of the board.
    pub const ALL: PointSet<S> = PointSet::from_words_unmasked(S::ALL_WORDS);

    /// The set of these words as they are.
    #[inline(always)]
    const fn from_words_unmasked(words: <S::Layout as Layout>::Words) -> PointSet<S> {
        PointSet {
            words,
            size: PhantomData,
        }
    }

    /// The set from its words (bit `row << k | col`; bits off the board are dropped).
    #[inline(always)]
    pub(crate) fn from_words(words: <S::Layout as Layout>::Words) -> PointSet<S> {
        PointSet::from_words_unmasked(words).and(PointSet::ALL)
    }

    /// The words (bit `row << k | col`).
    #[inline(always)]
    pub(crate) fn words(self) -> <S::Layout as Layout>::Words {
        self.words
    }

    /// The points whose content can change a verdict at `p` through `p`'s own lines: `p` and
    /// the 5 points each way along the 4 lines through it (the points of its windows), or
    /// nothing for a point off the board.
    ///
    /// ```
    /// use renju::{Point, PointSet};
    /// assert_eq!(PointSet::<renju::Standard>::star("h8".parse().unwrap()).len(), 41);
    /// assert_eq!(PointSet::<renju::Standard>::star("a1".parse().unwrap()).len(), 16);
    /// ```
    pub fn star(p: Point) -> PointSet<S> {
        if !p.is_on::<S>() {
            return PointSet::EMPTY;
        }
        PointSet::from_words_unmasked(S::star_words(p.col(), p.row()))
    }

    /// The points of the four lines through `p`, `p` included, to the edge of the board
    /// (empty for a point off the board).
    pub(crate) fn lines_through(p: Point) -> PointSet<S> {
        let mut set = PointSet::EMPTY;
        if !p.is_on::<S>() {
            return set;
        }
        set.put(p);
        for d in crate::direction::Direction::ALL {
            for sign in [-1, 1] {
                let mut k = sign;
                while let Some(q) = p.offset(d.step(), k).filter(|q| q.is_on::<S>()) {
                    set.put(q);
                    k += sign;
                }
            }
        }
        set
    }

    /// Whether the sets share a point.
    #[inline]
    pub fn intersects(self, other: PointSet<S>) -> bool {
        !self.and(other).is_empty()
    }

    /// Whether `p` is in the set (never, for a point off the board).
    #[inline]
    pub fn contains(&self, p: Point) -> bool {
        p.is_on::<S>() && self.has(p)
    }

    /// Whether `p`, which the caller knows to be on the board, is in the set.
    #[inline(always)]
    pub(crate) fn has(&self, p: Point) -> bool {
        let b = bit::<S>(p);
        self.words.as_ref()[b / 64] & (1 << (b % 64)) != 0
    }

    /// Adds `p` if it is on the board; returns whether the set changed (`false` for a point
    /// already in it or off the board).
    #[inline]
    pub fn insert(&mut self, p: Point) -> bool {
        if !p.is_on::<S>() || self.has(p) {
            return false;
        }
        self.put(p);
        true
    }

    /// Adds `p`, which the caller knows to be on the board.
    #[inline(always)]
    pub(crate) fn put(&mut self, p: Point) {
        let b = bit::<S>(p);
        self.words.as_mut()[b / 64] |= 1 << (b % 64);
    }

    /// Removes `p`; returns whether it was in the set.
    #[inline]
    pub fn remove(&mut self, p: Point) -> bool {
        if !self.contains(p) {
            return false;
        }
        self.take(p);
        true
    }

    /// Removes `p`, which the caller knows to be on the board.
    #[inline(always)]
    pub(crate) fn take(&mut self, p: Point) {
        let b = bit::<S>(p);
        self.words.as_mut()[b / 64] &= !(1 << (b % 64));
    }

    /// How many points the set holds.
    pub fn len(&self) -> usize {
        self.words
            .as_ref()
            .iter()
            .map(|w| w.count_ones() as usize)
            .sum()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.words.as_ref().iter().fold(0, |any, w| any | w) == 0
    }

    /// The points, in row-major order (`a1`, `b1`, …).
    #[inline]
    pub fn iter(&self) -> impl Iterator<Item = Point> {
        let mut next = self.words;
        let words = next.as_mut();
        let current = words[0];
        let n = words.len();
        for i in 0..n - 1 {
            words[i] = words[i + 1];
        }
        words[n - 1] = 0;
        Points::<S> {
            current,
            base: 0,
            next,
        }
    }

    /// Each word of the two sets combined by `f`.
    #[inline(always)]
    fn zip(self, other: PointSet<S>, f: impl Fn(u64, u64) -> u64) -> PointSet<S> {
        let mut words = self.words;
        for (w, o) in words.as_mut().iter_mut().zip(other.words.as_ref()) {
            *w = f(*w, *o);
        }
        PointSet::from_words_unmasked(words)
    }

    /// Points in both sets.
    #[inline]
    pub fn and(self, other: PointSet<S>) -> PointSet<S> {
        self.zip(other, |a, b| a & b)
    }

    /// Points in exactly one of the sets.
    #[inline]
    pub(crate) fn xor(self, other: PointSet<S>) -> PointSet<S> {
        self.zip(other, |a, b| a ^ b)
    }

    /// Points in either set.
    #[inline]
    pub fn or(self, other: PointSet<S>) -> PointSet<S> {
        self.zip(other, |a, b| a | b)
    }

    /// Points of the board not in the set.
    #[inline]
    pub fn complement(self) -> PointSet<S> {
        self.zip(PointSet::ALL, |a, all| !a & all)
    }

    /// The set moved by `delta` bits (up for a positive `delta`, down for a negative one),
    /// as [`PointSet::shift`] does but by any distance (whole words and bits); bits moved
    /// past either end are dropped.
    #[inline(always)]
    pub(crate) fn shift_far(self, delta: i32) -> PointSet<S> {
        let w = self.words;
        let w = w.as_ref();
        let mut out = PointSet::<S>::EMPTY.words;
        let o = out.as_mut();
        let n = o.len();
        let (words, bits) = (
            delta.unsigned_abs() as usize / 64,
            delta.unsigned_abs() % 64,
        );
        for (i, o) in o.iter_mut().enumerate() {
            // The word `words` places away, and the bits its neighbour beyond gives.
            let (near, beyond) = if delta >= 0 {
                (i.checked_sub(words), i.checked_sub(words + 1))
            } else {
                (
                    Some(i + words).filter(|&j| j < n),
                    Some(i + words + 1).filter(|&j| j < n),
                )
            };
            let near = near.map_or(0, |j| {
                if delta >= 0 {
                    w[j] << bits
                } else {
                    w[j] >> bits
                }
            });
            let beyond = match beyond {
                Some(j) if bits > 0 && delta >= 0 => w[j] >> (64 - bits),
                Some(j) if bits > 0 => w[j] << (64 - bits),
                _ => 0,
            };
            *o = near | beyond;
        }
        PointSet::from_words_unmasked(out)
    }

    /// [`PointSet::shift_far`] as moves of at most 63 bits, one after another: the test's
    /// definition.
    #[cfg(test)]
    pub(crate) fn shift_far_by_steps(self, delta: i32) -> PointSet<S> {
        let step = delta.signum() * 63;
        let mut set = self;
        let mut left = delta;
        while left != 0 {
            let d = if left.abs() > 63 { step } else { left };
            set = set.shift(d);
            left -= d;
        }
        set
    }

    /// Every point moved by `delta` bits (`rows << k + cols`, `-64 < delta < 64`), with
    /// nothing dropped: a point moved off the board lands on the padding (the columns and
    /// rows past the board) or past either end (and is lost), or, from the padding, on the
    /// board. So a move by one step along a line is exact for the points that started on the
    /// board; chains of steps need the padding cleared in between ([`PointSet::and`] with a
    /// set of the board does it), since a point leaving a row on one side steps onto the
    /// padding first.
    #[inline(always)]
    pub(crate) fn shift(self, delta: i32) -> PointSet<S> {
        let w = self.words;
        let w = w.as_ref();
        let mut out = self.words;
        let o = out.as_mut();
        let n = o.len();
        if delta >= 0 {
            let s = delta as u32;
            o[0] = w[0] << s;
            for i in 1..n {
                o[i] = (w[i] << s) | (w[i - 1] >> (64 - s));
            }
        } else {
            let s = (-delta) as u32;
            for i in 0..n - 1 {
                o[i] = (w[i] >> s) | (w[i + 1] << (64 - s));
            }
            o[n - 1] = w[n - 1] >> s;
        }
        PointSet::from_words_unmasked(out)
    }
}

impl<S: BoardSize> FromIterator<Point> for PointSet<S> {
    /// The set of the points given that are on the board (the others are left out).
    fn from_iter<I: IntoIterator<Item = Point>>(iter: I) -> PointSet<S> {
        let mut set = PointSet::EMPTY;
        for p in iter {
            set.insert(p);
        }
        set
    }
}

impl<S: BoardSize> fmt::Debug for PointSet<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// The iterator of [`PointSet::iter`]: the lowest bit of the current word at a time. The
/// words still to come move down one place per word done, so that no word is picked by a
/// variable index and, on boards up to 15x15, all of them stay in registers.
struct Points<S: BoardSize> {
    /// What is left of the word being read.
    current: u64,
    /// The bit number of the current word's bit 0.
    base: usize,
    /// The words after it, the next first (then zeros).
    next: <S::Layout as Layout>::Words,
}

impl<S: BoardSize> Iterator for Points<S> {
    type Item = Point;

    #[inline]
    fn next(&mut self) -> Option<Point> {
        while self.current == 0 {
            let next = self.next.as_mut();
            let n = next.len();
            if self.base == 64 * (n - 1) {
                return None;
            }
            self.current = next[0];
            for i in 0..n - 1 {
                next[i] = next[i + 1];
            }
            next[n - 1] = 0;
            self.base += 64;
        }
        let bit = self.current.trailing_zeros() as usize;
        self.current &= self.current - 1;
        // Padding bits are never set, so every bit is a point.
        Some(Point::of_set_bit(self.base + bit, S::Layout::ROW_SHIFT))
    }
}
