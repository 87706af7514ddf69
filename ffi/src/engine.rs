//! The module that calls the `renju` runtime for boards (the batch calls go through
//! `renju-batch`): everything else in this crate speaks in C numbers (cells, points, colors,
//! kinds) and error codes.
//!
//! Kind codes: 0 not forbidden, 1 double-three, 2 double-four, 3 overline.

use renju::cells::kind_code;
use renju::{AnyIncrementalBoard, Color, MoveError, Point, Rule, SizeError, Verdict};

/// What a stone placed on a [`Game`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Placed {
    /// An ordinary move.
    Allowed,
    /// It made a winning five.
    Five,
    /// It was forbidden for its color (a foul); the stone is on the board all the same.
    Foul,
}

/// A game in progress: the runtime's incremental board of a size chosen at run time, its
/// answers in the C ABI's terms.
pub(crate) struct Game {
    inner: AnyIncrementalBoard,
}

impl Game {
    /// An empty board of `size` points a side under `rule`.
    pub(crate) fn new(rule: &'static Rule, size: usize) -> Result<Game, SizeError> {
        Ok(Game {
            inner: AnyIncrementalBoard::new(rule, size)?,
        })
    }

    /// Points on a side of the board.
    pub(crate) fn size(&self) -> usize {
        self.inner.size()
    }

    /// The point with index `index` (`row * size + col`) on this board, if on it.
    pub(crate) fn point(&self, index: usize) -> Option<Point> {
        Point::from_index(index, self.inner.size())
    }

    /// Places a stone of `color` at `p` (on the board), saying what the move did, or the
    /// color of the stone already there.
    pub(crate) fn place(&mut self, p: Point, color: Color) -> Result<Placed, MoveError> {
        match self.inner.place(p, color)? {
            Verdict::Allowed => Ok(Placed::Allowed),
            Verdict::Five => Ok(Placed::Five),
            Verdict::Forbidden(_) => Ok(Placed::Foul),
        }
    }

    /// Takes back the last stone placed; `false` if there is none.
    pub(crate) fn undo(&mut self) -> bool {
        self.inner.undo().is_some()
    }

    /// The stone at `p`.
    pub(crate) fn get(&self, p: Point) -> Option<Color> {
        self.inner.get(p)
    }

    /// The kind code of `p` for `color` (0 when allowed or occupied).
    pub(crate) fn kind(&self, p: Point, color: Color) -> u8 {
        self.inner.forbidden_kind(p, color).map_or(0, kind_code)
    }

    /// Writes `color`'s forbidden map into `out` (`size * size` kinds, the caller's
    /// contract), returning the number forbidden.
    pub(crate) fn write_map(&self, color: Color, out: &mut [u8]) -> usize {
        self.inner.write_map(color, out).unwrap_or(0)
    }

    /// Empties the board and its undo history (keeps the rule and the size).
    pub(crate) fn clear(&mut self) {
        self.inner.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use renju::{point, ForbiddenKind};

    #[test]
    fn a_game_of_each_size_plays_on_its_own_board() {
        let renju = Rule::default_rule();
        for size in [5, 15, 20, 26] {
            let mut game = Game::new(renju, size).expect("a size");
            assert_eq!(game.size(), size);
            let corner = Point::new(size - 1, size - 1).expect("a point");
            assert_eq!(game.place(corner, Color::White), Ok(Placed::Allowed));
            assert_eq!(game.get(corner), Some(Color::White));
            // One past the corner is off this board.
            let past = Point::new(size.min(25), 0).expect("a point");
            if size < 26 {
                assert_eq!(
                    game.place(past, Color::Black),
                    Err(MoveError::OffBoard { point: past, size })
                );
            }
            let mut kinds = vec![0xAA; size * size];
            assert_eq!(game.write_map(Color::Black, &mut kinds), 0);
            assert!(kinds.iter().all(|&k| k == 0));
            game.clear();
            assert_eq!(game.get(corner), None);
            assert!(!game.undo());
        }
        assert_eq!(Game::new(renju, 27).err(), Some(SizeError { size: 27 }));
    }

    #[test]
    fn the_double_three_by_the_top_edge_of_20x20() {
        // Black p17 q17 r18 r19 (RIF 9.3's shape moved): r17 makes the open threes
        // p17-q17-r17 and r17-r18-r19 (r16-r19 can become a straight four).
        let mut game = Game::new(Rule::default_rule(), 20).expect("a size");
        for p in [point!(p17), point!(q17), point!(r18), point!(r19)] {
            assert_eq!(game.place(p, Color::Black), Ok(Placed::Allowed));
        }
        assert_eq!(
            game.kind(point!(r17), Color::Black),
            kind_code(ForbiddenKind::DoubleThree)
        );
        let mut kinds = vec![0u8; 400];
        assert_eq!(game.write_map(Color::Black, &mut kinds), 1);
        assert_eq!(kinds[point!(r17).index(20)], 1);
        assert_eq!(game.place(point!(r17), Color::Black), Ok(Placed::Foul));
        assert!(game.undo());
    }

    #[test]
    fn kind_codes_are_the_headers() {
        use crate::codes::*;
        assert_eq!(kind_code(ForbiddenKind::DoubleThree), RENJU_DOUBLE_THREE);
        assert_eq!(kind_code(ForbiddenKind::DoubleFour), RENJU_DOUBLE_FOUR);
        assert_eq!(kind_code(ForbiddenKind::Overline), RENJU_OVERLINE);
    }
}
