//! Sets of points as 256-bit boards, for whole-board work in a few dozen word operations.

use crate::point::{Point, SIZE};
use core::fmt;

/// A set of points of the board, such as a full forbidden map.
///
/// Stored as 4 words, point `(col, row)` at bit `16 * row + col` (column 15 of each row is
/// padding), so that moving every point one step along a line is one shift of the whole set.
///
/// ```
/// use renju::{Point, PointSet};
/// let mut set = PointSet::EMPTY;
/// set.insert("h8".parse().unwrap());
/// set.insert("a1".parse().unwrap());
/// assert_eq!(set.len(), 2);
/// assert_eq!(set.iter().map(|p| p.to_string()).collect::<Vec<_>>(), ["a1", "h8"]);
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct PointSet([u64; 4]);

const fn bit(p: Point) -> usize {
    p.row() * 16 + p.col()
}

impl PointSet {
    /// No point.
    pub const EMPTY: PointSet = PointSet([0; 4]);

    /// Every point of the board.
    pub const ALL: PointSet = {
        let mut words = [0u64; 4];
        let mut row = 0;
        while row < SIZE {
            let b = row * 16;
            words[b / 64] |= 0x7FFF << (b % 64);
            row += 1;
        }
        PointSet(words)
    };

    /// The set from its words (bit `16 * row + col`; bits off the board are dropped).
    pub(crate) const fn from_words(words: [u64; 4]) -> PointSet {
        PointSet(words).and(PointSet::ALL)
    }

    /// The words (bit `16 * row + col`).
    #[inline(always)]
    #[cfg(all(test, target_arch = "x86_64"))]
    pub(crate) const fn words(self) -> [u64; 4] {
        self.0
    }

    /// The points whose content can change a verdict at `p` through `p`'s own lines: `p` and
    /// the 5 points each way along the 4 lines through it (the points of its windows).
    ///
    /// ```
    /// use renju::{Point, PointSet};
    /// assert_eq!(PointSet::star("h8".parse().unwrap()).len(), 41);
    /// assert_eq!(PointSet::star("a1".parse().unwrap()).len(), 16);
    /// ```
    pub fn star(p: Point) -> PointSet {
        STARS[p.index()]
    }

    /// Whether the sets share a point.
    #[inline]
    pub const fn intersects(self, other: PointSet) -> bool {
        !self.and(other).is_empty()
    }

    /// Whether `p` is in the set.
    #[inline]
    pub const fn contains(&self, p: Point) -> bool {
        let b = bit(p);
        self.0[b / 64] & (1 << (b % 64)) != 0
    }

    /// Adds `p`.
    #[inline]
    pub fn insert(&mut self, p: Point) {
        let b = bit(p);
        self.0[b / 64] |= 1 << (b % 64);
    }

    /// Removes `p`.
    #[inline]
    pub fn remove(&mut self, p: Point) {
        let b = bit(p);
        self.0[b / 64] &= !(1 << (b % 64));
    }

    /// How many points the set holds.
    pub const fn len(&self) -> usize {
        (self.0[0].count_ones()
            + self.0[1].count_ones()
            + self.0[2].count_ones()
            + self.0[3].count_ones()) as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(&self) -> bool {
        (self.0[0] | self.0[1] | self.0[2] | self.0[3]) == 0
    }

    /// The points, in row-major order (`a1`, `b1`, …, `o15`).
    #[inline]
    pub fn iter(&self) -> impl Iterator<Item = Point> {
        let [current, a, b, c] = self.0;
        Points {
            current,
            base: 0,
            next: [a, b, c],
        }
    }

    /// Points in both sets.
    #[inline]
    pub const fn and(self, other: PointSet) -> PointSet {
        PointSet([
            self.0[0] & other.0[0],
            self.0[1] & other.0[1],
            self.0[2] & other.0[2],
            self.0[3] & other.0[3],
        ])
    }

    /// Points in exactly one of the sets.
    #[inline]
    pub(crate) const fn xor(self, other: PointSet) -> PointSet {
        PointSet([
            self.0[0] ^ other.0[0],
            self.0[1] ^ other.0[1],
            self.0[2] ^ other.0[2],
            self.0[3] ^ other.0[3],
        ])
    }

    /// Points in either set.
    #[inline]
    pub const fn or(self, other: PointSet) -> PointSet {
        PointSet([
            self.0[0] | other.0[0],
            self.0[1] | other.0[1],
            self.0[2] | other.0[2],
            self.0[3] | other.0[3],
        ])
    }

    /// Points of the board not in the set.
    #[inline]
    pub const fn complement(self) -> PointSet {
        PointSet([
            !self.0[0] & PointSet::ALL.0[0],
            !self.0[1] & PointSet::ALL.0[1],
            !self.0[2] & PointSet::ALL.0[2],
            !self.0[3] & PointSet::ALL.0[3],
        ])
    }

    /// Every point moved by `delta` bits (`16 * rows + cols`, `-64 < delta < 64`), with
    /// nothing dropped: a point moved off the board lands on the padding (column 15, row 15)
    /// or past either end (and is lost), or, from the padding, on the board. So a move by one
    /// step along a line is exact for the points that started on the board; chains of steps
    /// need the padding cleared in between ([`PointSet::and`] with a set of the board does
    /// it), since a point leaving a row on one side steps onto the padding column first.
    #[inline(always)]
    pub(crate) fn shift(self, delta: i32) -> PointSet {
        let w = self.0;
        PointSet(if delta >= 0 {
            let s = delta as u32;
            [
                w[0] << s,
                (w[1] << s) | (w[0] >> (64 - s)),
                (w[2] << s) | (w[1] >> (64 - s)),
                (w[3] << s) | (w[2] >> (64 - s)),
            ]
        } else {
            let s = (-delta) as u32;
            [
                (w[0] >> s) | (w[1] << (64 - s)),
                (w[1] >> s) | (w[2] << (64 - s)),
                (w[2] >> s) | (w[3] << (64 - s)),
                w[3] >> s,
            ]
        })
    }
}

impl FromIterator<Point> for PointSet {
    fn from_iter<I: IntoIterator<Item = Point>>(iter: I) -> PointSet {
        let mut set = PointSet::EMPTY;
        for p in iter {
            set.insert(p);
        }
        set
    }
}

impl fmt::Debug for PointSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// [`PointSet::star`] of every point, by row-major index.
static STARS: [PointSet; SIZE * SIZE] = {
    let mut stars = [PointSet::EMPTY; SIZE * SIZE];
    let mut i = 0;
    while i < SIZE * SIZE {
        let (col, row) = ((i % SIZE) as isize, (i / SIZE) as isize);
        let mut words = [0u64; 4];
        let steps = [(1, 0), (0, 1), (1, 1), (1, -1)];
        let mut d = 0;
        while d < 4 {
            let (dc, dr) = steps[d];
            let mut k = -5;
            while k <= 5 {
                let (c, r) = (col + dc * k, row + dr * k);
                if c >= 0 && r >= 0 && c < SIZE as isize && r < SIZE as isize {
                    let b = r as usize * 16 + c as usize;
                    words[b / 64] |= 1 << (b % 64);
                }
                k += 1;
            }
            d += 1;
        }
        stars[i] = PointSet(words);
        i += 1;
    }
    stars
};

/// The iterator of [`PointSet::iter`]: the lowest bit of the current word at a time. The
/// words still to come move down one place per word done, so that no word is picked by a
/// variable index and all of them stay in registers.
struct Points {
    /// What is left of the word being read.
    current: u64,
    /// The bit number of the current word's bit 0.
    base: usize,
    /// The words after it, the next first.
    next: [u64; 3],
}

impl Iterator for Points {
    type Item = Point;

    #[inline]
    fn next(&mut self) -> Option<Point> {
        while self.current == 0 {
            if self.base == 192 {
                return None;
            }
            self.current = self.next[0];
            self.next = [self.next[1], self.next[2], 0];
            self.base += 64;
        }
        let bit = self.current.trailing_zeros() as usize;
        self.current &= self.current - 1;
        // Padding bits (column 15, row 15) are never set, so every bit is a point.
        Some(Point::of_set_bit(self.base + bit))
    }
}
