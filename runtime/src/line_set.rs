//! A set of points kept the way the board keeps its stones: one bit mask per line.

use crate::board::line_places_of;
use crate::geometry::LinePlace;
use crate::layout::{Layout, LineStore};
use crate::point::Point;
use crate::size::BoardSize;
use core::marker::PhantomData;

/// A set of points of a board of size `S` (on it: the callers know) as one bit mask per line
/// of each direction, in the layout of one colour of the board's stones, so that the members
/// near a point along one of its lines are a shift and a mask away ([`LineSet::line`]), as
/// its stones are.
pub(crate) struct LineSet<S: BoardSize> {
    /// By the black slot of [`LinePlace::line`] (the white slots stay empty).
    lines: <S::Layout as Layout>::Lines,
    size: PhantomData<S>,
}

impl<S: BoardSize> Clone for LineSet<S> {
    fn clone(&self) -> Self {
        LineSet {
            lines: self.lines,
            size: PhantomData,
        }
    }
}

impl<S: BoardSize> LineSet<S> {
    /// The empty set.
    pub(crate) const EMPTY: LineSet<S> = LineSet {
        lines: <<S::Layout as Layout>::Lines as LineStore>::EMPTY,
        size: PhantomData,
    };

    /// Adds `p`: a bit in each of its four lines.
    #[inline]
    pub(crate) fn insert(&mut self, p: Point) {
        for place in line_places_of::<S>(p) {
            let slot = usize::from(place.line);
            self.lines.set(slot, self.lines.get(slot) | place.bit());
        }
    }

    /// Removes `p`.
    #[inline]
    pub(crate) fn remove(&mut self, p: Point) {
        for place in line_places_of::<S>(p) {
            let slot = usize::from(place.line);
            self.lines.set(slot, self.lines.get(slot) & !place.bit());
        }
    }

    /// Whether `p` is in the set.
    #[inline]
    pub(crate) fn contains(&self, p: Point) -> bool {
        let row = line_places_of::<S>(p)[0];
        self.lines.get(usize::from(row.line)) & row.bit() != 0
    }

    /// The members on the line through `place`, as a mask of that line (bit of position `pos`
    /// at `pos + 5`, as the board's line masks).
    #[inline(always)]
    pub(crate) fn line(&self, place: LinePlace) -> u64 {
        self.lines.get(usize::from(place.line))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::direction::Direction;
    use crate::point_set::PointSet;
    use crate::size::Size;

    fn members_are_seen<S: BoardSize>(names: &[&str]) {
        let mut set = LineSet::<S>::EMPTY;
        let members: PointSet<S> = names
            .iter()
            .map(|s| s.parse::<Point>().expect("point"))
            .collect();
        assert_eq!(members.len(), names.len());
        for p in members.iter() {
            set.insert(p);
        }
        for p in Point::all::<S>() {
            assert_eq!(set.contains(p), members.contains(p), "{p}");
            for (d, &place) in line_places_of::<S>(p).iter().enumerate() {
                // The members within 5 along `d` are the points of that line in the set.
                let window = (set.line(place) >> place.pos) & 0x7FF;
                for k in -5i8..=5 {
                    let q = p.offset(Direction::ALL[d].step(), isize::from(k));
                    let q = q.filter(|q| q.is_on::<S>());
                    let want = q.is_some_and(|q| members.contains(q));
                    assert_eq!(window >> (k + 5) & 1 == 1, want, "{p} {d} {k}");
                    if let Some(q) = q {
                        assert_eq!(p.along(d, k), q);
                    }
                }
            }
        }
        set.remove("c3".parse().expect("point"));
        assert!(!set.contains("c3".parse().expect("point")));
        assert!(set.contains("a1".parse().expect("point")));
    }

    #[test]
    fn members_are_seen_along_every_line_through_them() {
        members_are_seen::<Size<15>>(&["a1", "h8", "o15", "c13", "n2", "c3"]);
        members_are_seen::<Size<5>>(&["a1", "e5", "c3", "a5"]);
        members_are_seen::<Size<20>>(&["a1", "t20", "c3", "t1", "a20", "k10"]);
        members_are_seen::<Size<26>>(&["a1", "z26", "c3", "z1", "a26"]);
    }
}
