//! A set of points kept the way the board keeps its stones: one bit mask per line.

use crate::board::{spots_of, Spot};
use crate::Point;

/// A set of points as one bit mask per line of each direction, in the layout of one colour of
/// the board's stones, so that the members near a point along one of its lines are a shift
/// and a mask away ([`LineSet::line`]), as its stones are.
#[derive(Clone)]
pub(crate) struct LineSet {
    /// By [`Spot::line_index`].
    lines: [u32; 128],
}

impl LineSet {
    /// The empty set.
    pub(crate) const EMPTY: LineSet = LineSet { lines: [0; 128] };

    /// Adds `p`: a bit in each of its four lines.
    #[inline]
    pub(crate) fn insert(&mut self, p: Point) {
        for &spot in spots_of(p) {
            self.lines[spot.line_index()] |= spot.bit();
        }
    }

    /// Removes `p`.
    #[inline]
    pub(crate) fn remove(&mut self, p: Point) {
        for &spot in spots_of(p) {
            self.lines[spot.line_index()] &= !spot.bit();
        }
    }

    /// Whether `p` is in the set.
    #[inline]
    pub(crate) fn contains(&self, p: Point) -> bool {
        let row = spots_of(p)[0];
        self.lines[row.line_index()] & row.bit() != 0
    }

    /// The members on the line through `spot`, as a mask of that line (bit of position `pos`
    /// at `pos + 5`, as the board's line masks).
    #[inline(always)]
    pub(crate) fn line(&self, spot: Spot) -> u32 {
        self.lines[spot.line_index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Direction, PointSet};

    #[test]
    fn members_are_seen_along_every_line_through_them() {
        let mut set = LineSet::EMPTY;
        let members: PointSet = ["a1", "h8", "o15", "c13", "n2"]
            .into_iter()
            .map(|s| s.parse::<Point>().expect("point"))
            .collect();
        for p in members.iter() {
            set.insert(p);
        }
        for p in Point::all() {
            assert_eq!(set.contains(p), members.contains(p), "{p}");
            for (d, &spot) in spots_of(p).iter().enumerate() {
                // The members within 5 along `d` are the points of that line in the set.
                let window = (set.line(spot) >> spot.pos) & 0x7FF;
                for k in -5i8..=5 {
                    let q = p.offset(Direction::ALL[d].step(), isize::from(k));
                    let want = q.is_some_and(|q| members.contains(q));
                    assert_eq!(window >> (k + 5) & 1 == 1, want, "{p} {d} {k}");
                    if let Some(q) = q {
                        assert_eq!(p.along(d, k), q);
                    }
                }
            }
        }
        set.remove("h8".parse().expect("point"));
        assert!(!set.contains("h8".parse().expect("point")));
        assert!(set.contains("a1".parse().expect("point")));
    }
}
