//! The forbidden points of one colour, with why: the one map type of the crate.

use crate::{ForbiddenKind, Point, PointSet};
use core::fmt;

/// The empty points one colour may not play, each with its [`ForbiddenKind`]: what
/// [`Rule::forbidden_map`](crate::Rule::forbidden_map) computes and
/// [`IncrementalBoard::forbidden_map`](crate::IncrementalBoard::forbidden_map) keeps.
///
/// It is three 225-bit sets, one per kind (96 bytes, `Copy`): testing a point, counting, and
/// taking the whole map as a bit set are a few word operations.
///
/// ```
/// use renju::{point, Board, Color, ForbiddenKind, Rule};
/// // RIF 9.3's false three: black e8 f8 g6 g7 g9 g10 g11 h9 h10 (drawn in the crate docs).
/// let black = [point!(e8), point!(f8), point!(g6), point!(g7), point!(g9), point!(g10),
///              point!(g11), point!(h9), point!(h10)];
/// let board = Board::from_stones(&black, &[]).unwrap();
/// let map = Rule::default_rule().forbidden_map(&board, Color::Black);
/// assert_eq!(map.len(), 5);
/// assert_eq!(map.kind(point!(g8)), Some(ForbiddenKind::Overline));
/// assert!(map.contains(point!(e9)) && !map.contains(point!(h8)));
/// assert_eq!(map.to_string(), "g8 overline, e9 double-three, f9 double-three, i9 double-three, h11 double-three");
/// let (first, kind) = map.iter().next().unwrap();   // row-major: a1, b1, …, o15
/// assert_eq!((first, kind), (point!(g8), ForbiddenKind::Overline));
/// assert_eq!(map.points().len(), 5);
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct ForbiddenMap {
    /// Per kind, in the order of [`ForbiddenKind::ALL`], its points.
    by_kind: [PointSet; 3],
}

/// The slot of `kind` in [`ForbiddenMap::by_kind`].
#[inline]
fn slot(kind: ForbiddenKind) -> usize {
    match kind {
        ForbiddenKind::Overline => 0,
        ForbiddenKind::DoubleFour => 1,
        ForbiddenKind::DoubleThree => 2,
    }
}

impl ForbiddenMap {
    /// No forbidden point.
    pub const EMPTY: ForbiddenMap = ForbiddenMap {
        by_kind: [PointSet::EMPTY; 3],
    };

    /// Why `p` is forbidden, or `None` if it is not.
    #[inline]
    pub fn kind(&self, p: Point) -> Option<ForbiddenKind> {
        ForbiddenKind::ALL
            .into_iter()
            .zip(&self.by_kind)
            .find_map(|(kind, set)| set.contains(p).then_some(kind))
    }

    /// Whether `p` is forbidden.
    #[inline]
    pub fn contains(&self, p: Point) -> bool {
        self.points().contains(p)
    }

    /// The forbidden points, whatever the kind, as a bit set.
    #[inline]
    pub fn points(&self) -> PointSet {
        let [a, b, c] = self.by_kind;
        a.or(b).or(c)
    }

    /// The points forbidden for `kind`.
    #[inline]
    pub fn of_kind(&self, kind: ForbiddenKind) -> PointSet {
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

    /// The forbidden points with their kinds, in row-major order (`a1`, `b1`, …, `o15`).
    pub fn iter(&self) -> impl Iterator<Item = (Point, ForbiddenKind)> {
        let map = *self;
        self.points()
            .iter()
            .filter_map(move |p| Some((p, map.kind(p)?)))
    }

    /// Records that `p` is forbidden for `kind`, or (`None`) that it is not.
    #[inline]
    pub fn set(&mut self, p: Point, kind: Option<ForbiddenKind>) {
        for set in &mut self.by_kind {
            set.remove(p);
        }
        if let Some(kind) = kind {
            self.by_kind[slot(kind)].insert(p);
        }
    }
}

impl FromIterator<(Point, ForbiddenKind)> for ForbiddenMap {
    fn from_iter<I: IntoIterator<Item = (Point, ForbiddenKind)>>(points: I) -> ForbiddenMap {
        let mut map = ForbiddenMap::EMPTY;
        for (p, kind) in points {
            map.set(p, Some(kind));
        }
        map
    }
}

impl fmt::Display for ForbiddenMap {
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

impl fmt::Debug for ForbiddenMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}
