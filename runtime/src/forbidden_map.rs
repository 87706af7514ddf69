//! The forbidden points of one colour, with why: the one map type of the crate.

use crate::point::Point;
use crate::point_set::PointSet;
use crate::size::{BoardSize, Standard};
use core::fmt;
use renju_vocab::ForbiddenKind;

/// The empty points one colour may not play, each with its [`ForbiddenKind`]: what
/// [`Rule::forbidden_map`](crate::rule::Rule::forbidden_map) computes and
/// [`IncrementalBoard::forbidden_map`](crate::incremental::IncrementalBoard::forbidden_map) keeps.
///
/// It is three point sets, one per kind (96 bytes on boards up to 15x15, `Copy`): testing a
/// point, counting, and taking the whole map as a bit set are a few word operations. Like
/// the board, it is of a size `S`, 15x15 unless said.
///
/// ```
/// use renju::{point, Board, Color, ForbiddenKind, Rule};
/// // RIF 9.3's false three: black e8 f8 g6 g7 g9 g10 g11 h9 h10 (drawn in the crate docs).
/// let black = [point!(e8), point!(f8), point!(g6), point!(g7), point!(g9), point!(g10),
///              point!(g11), point!(h9), point!(h10)];
/// let board: Board = Board::from_stones(&black, &[]).unwrap();
/// let map = Rule::default_rule().forbidden_map(&board, Color::Black);
/// assert_eq!(map.len(), 5);
/// assert_eq!(map.kind(point!(g8)), Some(ForbiddenKind::Overline));
/// assert!(map.contains(point!(e9)) && !map.contains(point!(h8)));
/// assert_eq!(map.to_string(), "g8 overline, e9 double-three, f9 double-three, i9 double-three, h11 double-three");
/// let (first, kind) = map.iter().next().unwrap();   // row-major: a1, b1, …, o15
/// assert_eq!((first, kind), (point!(g8), ForbiddenKind::Overline));
/// assert_eq!(map.points().len(), 5);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ForbiddenMap<S: BoardSize = Standard> {
    /// Per kind, in the order of [`ForbiddenKind::ALL`], its points.
    by_kind: [PointSet<S>; ForbiddenKind::COUNT],
}

impl<S: BoardSize> Default for ForbiddenMap<S> {
    fn default() -> Self {
        ForbiddenMap::EMPTY
    }
}

/// The slot of `kind` in [`ForbiddenMap::by_kind`]: its index.
#[inline]
fn slot(kind: ForbiddenKind) -> usize {
    kind.index()
}

impl<S: BoardSize> ForbiddenMap<S> {
    /// No forbidden point.
    pub const EMPTY: ForbiddenMap<S> = ForbiddenMap {
        by_kind: [PointSet::EMPTY; ForbiddenKind::COUNT],
    };

    /// Why `p` is forbidden, or `None` if it is not (or is off the board).
    #[inline]
    pub fn kind(&self, p: Point) -> Option<ForbiddenKind> {
        if !p.is_on::<S>() {
            return None;
        }
        self.kind_at(p)
    }

    /// [`kind`](ForbiddenMap::kind) of a point the caller knows to be on the board.
    #[inline(always)]
    pub(crate) fn kind_at(&self, p: Point) -> Option<ForbiddenKind> {
        ForbiddenKind::ALL
            .into_iter()
            .zip(&self.by_kind)
            .find_map(|(kind, set)| set.has(p).then_some(kind))
    }

    /// Whether `p` is forbidden.
    #[inline]
    pub fn contains(&self, p: Point) -> bool {
        self.points().contains(p)
    }

    /// The forbidden points, whatever the kind, as a bit set.
    #[inline]
    pub fn points(&self) -> PointSet<S> {
        let [a, b, c] = self.by_kind;
        a.or(b).or(c)
    }

    /// The points forbidden for `kind`.
    #[inline]
    pub fn of_kind(&self, kind: ForbiddenKind) -> PointSet<S> {
        self.by_kind[slot(kind)]
    }

    /// How many points are forbidden.
    pub fn len(&self) -> usize {
        // The kinds' sets are disjoint; most maps are empty.
        let points = self.points();
        if points.is_empty() {
            0
        } else {
            points.len()
        }
    }

    /// Whether no point is forbidden.
    pub fn is_empty(&self) -> bool {
        self.by_kind.iter().all(PointSet::is_empty)
    }

    /// The forbidden points with their kinds, in row-major order (`a1`, `b1`, …).
    pub fn iter(&self) -> impl Iterator<Item = (Point, ForbiddenKind)> {
        let map = *self;
        self.points()
            .iter()
            .filter_map(move |p| Some((p, map.kind_at(p)?)))
    }

    /// Records that `p` is forbidden for `kind`, or (`None`) that it is not; returns `false`
    /// (and records nothing) for a point off the board.
    #[inline]
    pub fn set(&mut self, p: Point, kind: Option<ForbiddenKind>) -> bool {
        if !p.is_on::<S>() {
            return false;
        }
        self.put(p, kind);
        true
    }

    /// [`set`](ForbiddenMap::set) for a point the caller knows to be on the board.
    #[inline(always)]
    pub(crate) fn put(&mut self, p: Point, kind: Option<ForbiddenKind>) {
        for set in &mut self.by_kind {
            set.take(p);
        }
        if let Some(kind) = kind {
            self.by_kind[slot(kind)].put(p);
        }
    }
}

impl<S: BoardSize> FromIterator<(Point, ForbiddenKind)> for ForbiddenMap<S> {
    /// The map of the points given that are on the board (the others are left out).
    fn from_iter<I: IntoIterator<Item = (Point, ForbiddenKind)>>(points: I) -> ForbiddenMap<S> {
        let mut map = ForbiddenMap::EMPTY;
        for (p, kind) in points {
            map.set(p, Some(kind));
        }
        map
    }
}

impl<S: BoardSize> fmt::Display for ForbiddenMap<S> {
    /// `e9 double-three, g8 overline`, in row-major order; `none` when empty.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("none");
        }
        for (i, (p, kind)) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{p} {kind}")?;
        }
        Ok(())
    }
}

impl<S: BoardSize> fmt::Debug for ForbiddenMap<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}
