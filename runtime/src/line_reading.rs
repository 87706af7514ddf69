//! How the judge reads the classes of a point's lines: from a rule's table by seen index (the
//! rules that read [`Window`](renju_vocab::Window)s) or by wide seen index (those that read
//! [`WideWindow`](renju_vocab::WideWindow)s). The choice is made once per call, at the
//! public entry points ([`with_lines!`]), and the judge's procedures are generic over it: a
//! choice made per point, in the judge's loops, costs registers on every point. That is done
//! on the standard board only; on the other sizes one copy reads either way
//! ([`EitherReading`]), choosing per line read, for half their code (each of the 22 sizes has
//! its own in the C library and the Python extension).

use crate::board::line_view::LineView;
use crate::board::Board;
use crate::geometry::LinePlace;
use crate::line_class::LineClass;
use crate::point::Point;
use crate::rule::Lines;
use crate::size::BoardSize;
use renju_vocab::{Color, SEEN_COUNT, WIDE_SEEN_COUNT};

/// A way to read the classes of the lines through a point.
pub(crate) trait ReadLines: Copy {
    /// Whether a class can depend on points more than 5 away along its line: what ends a run
    /// of own stones reaching past a wide window's 5 points.
    fn whole_lines(self) -> bool;

    /// The classes of the four lines through the empty point `p` for `color`, in the order of
    /// [`Direction::ALL`](crate::direction::Direction::ALL), each with its tally.
    fn classes<S: BoardSize>(self, board: &Board<S>, p: Point, color: Color) -> [LineClass; 4];

    /// The class of the line at `place` (seen from `color` as `line`) through the empty point
    /// at position `pos` along it.
    fn line_class<S: BoardSize>(
        self,
        board: &Board<S>,
        place: LinePlace,
        line: LineView,
        pos: u8,
        color: Color,
    ) -> LineClass;
}

/// By seen index into the rule's tables of `COUNT` classes a colour: [`BySeenIndex`] for a
/// rule that reads windows (the edge read as an opponent stone), [`ByWideSeenIndex`] for one
/// that reads wide windows. The length of the table tells the two apart, a constant in each
/// copy, so that one piece of code serves both at no cost.
#[derive(Clone, Copy)]
pub(crate) struct ByIndex<'r, const COUNT: usize>(pub(crate) &'r [&'static [u16; COUNT]; 2]);

/// By seen index: a rule that reads windows.
pub(crate) type BySeenIndex<'r> = ByIndex<'r, SEEN_COUNT>;

/// By wide seen index: a rule that reads wide windows.
pub(crate) type ByWideSeenIndex<'r> = ByIndex<'r, WIDE_SEEN_COUNT>;

// The tables' lengths tell the two readings apart.
const _: () = assert!(SEEN_COUNT != WIDE_SEEN_COUNT);

impl<const COUNT: usize> ByIndex<'_, COUNT> {
    /// Whether the tables are of wide windows.
    const WIDE: bool = COUNT == WIDE_SEEN_COUNT;

    /// The class of the window (or wide window) with seen index `index` for `color`, with
    /// its tally.
    #[inline(always)]
    pub(crate) fn class(self, index: u16, color: Color) -> LineClass {
        LineClass::from_table_word(self.0[color as usize][usize::from(index) % COUNT])
    }
}

impl<const COUNT: usize> ReadLines for ByIndex<'_, COUNT> {
    #[inline(always)]
    fn whole_lines(self) -> bool {
        Self::WIDE
    }

    #[inline(always)]
    fn classes<S: BoardSize>(self, board: &Board<S>, p: Point, color: Color) -> [LineClass; 4] {
        let [a, b, c, d] = if Self::WIDE {
            board.wide_seen_indexes(p, color)
        } else {
            board.seen_indexes(p, color)
        };
        [
            self.class(a, color),
            self.class(b, color),
            self.class(c, color),
            self.class(d, color),
        ]
    }

    #[inline(always)]
    fn line_class<S: BoardSize>(
        self,
        board: &Board<S>,
        place: LinePlace,
        line: LineView,
        pos: u8,
        color: Color,
    ) -> LineClass {
        let index = if Self::WIDE {
            board.wide_line(place, color).seen_index(pos)
        } else {
            line.seen_index(pos)
        };
        self.class(index, color)
    }
}

/// Either way of reading, chosen at each read: the one copy of the judge and the incremental
/// board's work on the sizes other than the standard one.
#[derive(Clone, Copy)]
pub(crate) enum EitherReading<'r> {
    /// By seen index.
    Windows(BySeenIndex<'r>),
    /// By wide seen index.
    Wide(ByWideSeenIndex<'r>),
}

impl EitherReading<'_> {
    /// How the rule whose tables are `lines` reads them.
    #[inline(always)]
    pub(crate) fn of(lines: &Lines) -> EitherReading<'_> {
        match lines {
            Lines::Windows { seen, .. } => EitherReading::Windows(ByIndex(seen)),
            Lines::Wide { seen } => EitherReading::Wide(ByIndex(seen)),
        }
    }
}

impl ReadLines for EitherReading<'_> {
    #[inline(always)]
    fn whole_lines(self) -> bool {
        matches!(self, EitherReading::Wide(_))
    }

    #[inline(always)]
    fn classes<S: BoardSize>(self, board: &Board<S>, p: Point, color: Color) -> [LineClass; 4] {
        match self {
            EitherReading::Windows(reading) => reading.classes(board, p, color),
            EitherReading::Wide(reading) => reading.classes(board, p, color),
        }
    }

    #[inline(always)]
    fn line_class<S: BoardSize>(
        self,
        board: &Board<S>,
        place: LinePlace,
        line: LineView,
        pos: u8,
        color: Color,
    ) -> LineClass {
        match self {
            EitherReading::Windows(reading) => reading.line_class(board, place, line, pos, color),
            EitherReading::Wide(reading) => reading.line_class(board, place, line, pos, color),
        }
    }
}

/// `$body` with `$lines` bound to the [`ReadLines`] of the rule `$rule`, for a board of size
/// `$S`: the one place the reading is chosen. On the standard board the body is compiled once
/// per way of reading; on the others once, reading [`EitherReading`] (see
/// [`specialized_copies`](crate::size::specialized_copies), which decides both).
macro_rules! with_lines {
    ($S:ty, $rule:expr, $lines:ident => $body:expr) => {{
        let reading = $crate::line_reading::EitherReading::of(&$rule.lines);
        if $crate::size::specialized_copies::<$S>() {
            match reading {
                $crate::line_reading::EitherReading::Windows($lines) => $body,
                $crate::line_reading::EitherReading::Wide($lines) => $body,
            }
        } else {
            let $lines = reading;
            $body
        }
    }};
}

pub(crate) use with_lines;
