//! Boards whose size is chosen at run time: [`AnyBoard`] (a [`Board`] of any supported size)
//! and [`AnyIncrementalBoard`] (an [`IncrementalBoard`] of any size under one rule), for
//! callers that learn the size from their input (bindings, the command line) rather than at
//! compile time.
//!
//! Each holds a board of its size behind one interface; the size is turned into a type here,
//! once ([`AnyBoard::new`]), so that no caller writes its own facade. Code whose hot loop is
//! generic over the size (whole-batch maps, benchmarks) keeps the generic API; everything else
//! can speak in sizes.
//!
//! ```
//! use renju::{point, AnyBoard, AnyIncrementalBoard, Color, ForbiddenKind, Rule, Verdict};
//! // RIF 9.3's double-three on a 19x19 board chosen at run time.
//! let board = AnyBoard::from_stones(19, &[point!(f8), point!(g8), point!(h9), point!(h10)], &[])?;
//! let renju = Rule::default_rule();
//! assert_eq!(board.forbidden_map(renju, Color::Black), [(point!(h8), ForbiddenKind::DoubleThree)]);
//!
//! let mut game = AnyIncrementalBoard::new(renju, 20)?;
//! assert_eq!(game.place(point!(t20), Color::Black), Ok(Verdict::Allowed));
//! assert_eq!(game.size(), 20);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Its rooms: this file turns a size into a type ([`at_size`]); `board` is
//! [`AnyBoard`](board::AnyBoard) and what it asks of a board of one size, `incremental` is
//! [`AnyIncrementalBoard`](incremental::AnyIncrementalBoard) and what it asks of an
//! incremental board, `error` is [`AnyError`](error::AnyError).

pub(crate) mod board;
pub(crate) mod error;
pub(crate) mod incremental;

use crate::size::{BoardSize, SizeError};

/// Work to do at one board size, given as a type: [`at_size`] turns a size chosen at run time
/// into the type and runs it.
trait ForEachSize {
    type Output;
    fn at<S: BoardSize>(self) -> Self::Output;
}

/// `work` at the size `size`, or the error for a size outside 5..=26: the one place in the
/// crate where a size chosen at run time becomes a type. Each face asks for its own work
/// (a board, an incremental board), so that a program using only one of them carries only its
/// code for each size, not the other's.
#[inline]
fn at_size<W: ForEachSize>(size: usize, work: W) -> Result<W::Output, SizeError> {
    crate::with_board_size!(size, S => work.at::<S>())
}

#[cfg(test)]
mod tests {
    use super::board::AnyBoard;
    use super::incremental::AnyIncrementalBoard;
    use crate::board::Board;
    use crate::diagram;
    use crate::explain::ExplainLimits;
    use crate::judge::Verdict;
    use crate::point;
    use crate::point::Point;
    use crate::rule::Rule;
    use crate::size::Size;
    use alloc::vec::Vec;
    use renju_vocab::Color;

    #[test]
    fn every_size_is_made_and_answers_on_its_own_board() {
        let renju = Rule::default_rule();
        for size in crate::size::MIN_SIZE..=crate::size::MAX_SIZE {
            let mut game = AnyIncrementalBoard::new(renju, size).expect("a size");
            assert_eq!(game.size(), size);
            let corner = Point::new(size - 1, size - 1).expect("a point");
            assert_eq!(game.place(corner, Color::Black), Ok(Verdict::Allowed));
            assert_eq!(game.get(corner), Some(Color::Black));
            // Past the edge (beyond `z`, no point has a name).
            if let Some(past) = Point::new(size, 0) {
                assert!(game.place(past, Color::White).is_err());
            }
            assert_eq!(game.board().cells().len(), size * size);
            assert_eq!(game.undo(), Some((corner, Color::Black)));
        }
        assert!(AnyBoard::new(4).is_err() && AnyBoard::new(27).is_err());
    }

    #[test]
    fn the_face_answers_as_the_sized_board() {
        let renju = Rule::default_rule();
        let black = [point!(f8), point!(g8), point!(h9), point!(h10)];
        let any = AnyBoard::from_stones(15, &black, &[]).expect("a board");
        let sized: Board = Board::from_stones(&black, &[]).expect("a board");
        assert_eq!(any.cells(), sized.cells());
        assert_eq!(
            any.forbidden_map(renju, Color::Black),
            renju
                .forbidden_map(&sized, Color::Black)
                .iter()
                .collect::<Vec<_>>()
        );
        assert_eq!(
            any.explain(renju, point!(h8), Color::Black, ExplainLimits::default()),
            renju.explain(&sized, point!(h8), Color::Black)
        );
        assert_eq!(any.diagram(&[]), diagram::render(&sized, &[]));
        let mut out = [0u8; 225];
        assert_eq!(any.write_map(renju, Color::Black, &mut out), Ok(1));
        assert!(any.write_map(renju, Color::Black, &mut [0u8; 10]).is_err());
        assert_eq!(
            AnyBoard::from_diagram(&any.diagram(&[]), None),
            Ok(any.clone())
        );
        assert_eq!(AnyBoard::from(sized.clone()), any);
    }

    #[test]
    fn the_incremental_face_explains_and_draws_as_the_board_face() {
        let renju = Rule::default_rule();
        // RIF 9.3's double-three on a 19x19 board, h8 open for black.
        let black = [point!(f8), point!(g8), point!(h9), point!(h10)];
        let white = [point!(s19)];
        let game = AnyIncrementalBoard::from_stones(renju, 19, &black, &white).expect("a board");
        let any = AnyBoard::from_stones(19, &black, &white).expect("a board");
        assert_eq!(game.cells(), any.cells());
        assert_eq!(game.stone_count(), 5);
        let limits = ExplainLimits::default();
        let explained = game.explain(point!(h8), Color::Black, limits);
        assert_eq!(
            explained,
            any.explain(renju, point!(h8), Color::Black, limits)
        );
        assert!(explained.is_ok());
        // Off the 19x19 board (t20), the same error from both.
        let off = game.explain(point!(t20), Color::Black, limits);
        assert!(off.is_err());
        assert_eq!(off, any.explain(renju, point!(t20), Color::Black, limits));
        let marks = [(point!(h8), '3')];
        assert_eq!(game.diagram(&marks), any.diagram(&marks));
        assert_eq!(game.board(), any);
        // The stones it was made with are not history: nothing to undo.
        let mut game = game;
        assert_eq!(game.undo(), None);
        assert!(
            AnyIncrementalBoard::from_stones(renju, 19, &black, &[point!(f8)]).is_err(),
            "f8 given twice"
        );
        assert!(AnyIncrementalBoard::from_stones(renju, 4, &[], &[]).is_err());
    }

    #[test]
    fn a_sized_board_keeps_its_size_and_stones_as_any_board() {
        let board = Board::<Size<7>>::from_stones(&[point!(g7)], &[point!(a1)]).expect("a board");
        let any = AnyBoard::from(board.clone());
        assert_eq!(any.size(), 7);
        assert_eq!(any.cells(), board.cells());
        assert_eq!(any.stones(Color::White), [point!(a1)]);
        // The same stones on another size are another board.
        assert_ne!(
            any,
            AnyBoard::from_stones(8, &[point!(g7)], &[point!(a1)]).expect("a board")
        );
    }
}
