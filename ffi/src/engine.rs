//! The module that calls the `renju` runtime for boards (the batch calls go through
//! `renju-batch`): everything else in this crate speaks in C numbers (cells, points, colors,
//! kinds) and error codes.
//!
//! Kind codes: 0 not forbidden, 1 double-three, 2 double-four, 3 overline.

use renju::cells::kind_code;
use renju::{BoardSize, Color, IncrementalBoard, MoveError, Point, Rule, SizeError, Verdict};

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

/// An [`IncrementalBoard`] of any size, behind one interface (the size is chosen at run
/// time, when the board is made).
trait Play: Send {
    fn size(&self) -> usize;
    fn point(&self, index: usize) -> Option<Point>;
    fn place(&mut self, p: Point, color: Color) -> Result<Verdict, MoveError>;
    fn undo(&mut self) -> bool;
    fn get(&self, p: Point) -> Option<Color>;
    fn kind(&self, p: Point, color: Color) -> u8;
    fn write_map(&self, color: Color, out: &mut [u8]) -> usize;
    fn clear(&mut self);
}

// Every size's board is `Send` (the bound is here because the runtime's layout types do not
// promise it for every size in general).
impl<S: BoardSize> Play for IncrementalBoard<S>
where
    IncrementalBoard<S>: Send,
{
    fn size(&self) -> usize {
        S::N
    }

    fn point(&self, index: usize) -> Option<Point> {
        // The size is a constant here: a multiply and a shift rather than a division.
        Point::from_index(index, S::N)
    }

    fn place(&mut self, p: Point, color: Color) -> Result<Verdict, MoveError> {
        IncrementalBoard::place(self, p, color)
    }

    fn undo(&mut self) -> bool {
        IncrementalBoard::undo(self).is_some()
    }

    fn get(&self, p: Point) -> Option<Color> {
        self.board().get(p)
    }

    fn kind(&self, p: Point, color: Color) -> u8 {
        self.forbidden_kind(p, color).map_or(0, kind_code)
    }

    fn write_map(&self, color: Color, out: &mut [u8]) -> usize {
        // `out` is the board's `N * N` kinds (the caller's contract), so this writes. Sliced
        // to a length the compiler knows, the zeroing is a few stores rather than a call.
        let out = &mut out[..S::N * S::N];
        out.fill(0);
        self.forbidden_map(color).write_codes(out).unwrap_or(0)
    }

    fn clear(&mut self) {
        *self = IncrementalBoard::new(IncrementalBoard::rule(self));
    }
}

/// A game in progress: an incremental board of some size under one rule.
pub(crate) struct Game {
    inner: Box<dyn Play>,
}

impl Game {
    /// An empty board of `size` points a side under `rule`.
    pub(crate) fn new(rule: &'static Rule, size: usize) -> Result<Game, SizeError> {
        let inner = renju::with_board_size!(size, S => {
            Box::new(IncrementalBoard::<S>::new(rule)) as Box<dyn Play>
        })?;
        Ok(Game { inner })
    }

    /// Points on a side of the board.
    pub(crate) fn size(&self) -> usize {
        self.inner.size()
    }

    /// The point with index `index` (`row * size + col`) on this board, if on it.
    pub(crate) fn point(&self, index: usize) -> Option<Point> {
        self.inner.point(index)
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
        self.inner.undo()
    }

    /// The stone at `p`.
    pub(crate) fn get(&self, p: Point) -> Option<Color> {
        self.inner.get(p)
    }

    /// The kind code of `p` for `color` (0 when allowed or occupied).
    pub(crate) fn kind(&self, p: Point, color: Color) -> u8 {
        self.inner.kind(p, color)
    }

    /// Writes `color`'s forbidden map into `out` (`size * size` kinds), returning the number
    /// forbidden.
    pub(crate) fn write_map(&self, color: Color, out: &mut [u8]) -> usize {
        self.inner.write_map(color, out)
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
