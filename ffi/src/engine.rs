//! The one module that calls the `renju` runtime: everything else in this crate speaks in C
//! numbers (cells, points, colours, kinds) and error codes.
//!
//! Kind codes: 0 not forbidden, 1 double-three, 2 double-four, 3 overline.

use renju::{Color, ForbiddenMap, IncrementalBoard, Point, Rule, Verdict};

/// Points on the board (15 x 15): the runtime's cells of a cell array.
pub(crate) const POINTS: usize = renju::cells::CELLS;

/// Every rule, in id order (sorted by name).
pub(crate) fn rules() -> &'static [Rule] {
    Rule::all()
}

/// The C code of a forbidden kind (the runtime's kind codes are the header's).
pub(crate) use renju::cells::kind_code;

/// Writes `map` into `out` (one kind code per point, row-major; 0 where not forbidden) and
/// returns the number of forbidden points.
fn write_kinds(map: &ForbiddenMap, out: &mut [u8; POINTS]) -> usize {
    out.fill(0);
    map.write_codes(out)
}

/// Writes `color`'s forbidden map under `rule` of the board of 225 validated `cells` into
/// `out` (one kind code per point, row-major) and returns the number of forbidden points.
pub(crate) fn write_map_of_cells(
    rule: &Rule,
    cells: &[u8; POINTS],
    color: Color,
    out: &mut [u8; POINTS],
) -> usize {
    // The callers checked every cell first (so that nothing is written on a bad one), so this
    // cannot fail; were it to, the map written is the empty one.
    out.fill(0);
    rule.write_map_of_cells(cells, color, out).unwrap_or(0)
}

/// What a stone placed on a [`Game`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Placed {
    /// An ordinary move.
    Allowed,
    /// It made a winning five.
    Five,
    /// It was forbidden for its colour (a foul); the stone is on the board all the same.
    Foul,
}

/// The point already holds a stone of this colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Occupied(pub(crate) Color);

/// A game in progress: an [`IncrementalBoard`] under one rule.
pub(crate) struct Game {
    inner: IncrementalBoard,
}

impl Game {
    /// An empty board under `rule`.
    pub(crate) fn new(rule: &'static Rule) -> Game {
        Game {
            inner: IncrementalBoard::new(rule),
        }
    }

    /// The rule the board follows.
    pub(crate) fn rule(&self) -> &'static Rule {
        self.inner.rule()
    }

    /// Places a stone of `color` at `p`, saying what the move did.
    pub(crate) fn place(&mut self, p: Point, color: Color) -> Result<Placed, Occupied> {
        match self.inner.place(p, color) {
            Ok(Verdict::Allowed) => Ok(Placed::Allowed),
            Ok(Verdict::Five) => Ok(Placed::Five),
            Ok(Verdict::Forbidden(_)) => Ok(Placed::Foul),
            Err(occupied) => Err(Occupied(occupied.by)),
        }
    }

    /// Takes back the last stone placed; `false` if there is none.
    pub(crate) fn undo(&mut self) -> bool {
        self.inner.undo().is_some()
    }

    /// The stone at `p`.
    pub(crate) fn get(&self, p: Point) -> Option<Color> {
        self.inner.board().get(p)
    }

    /// The kind code of `p` for `color` (0 when allowed or occupied).
    pub(crate) fn kind(&self, p: Point, color: Color) -> u8 {
        self.inner.forbidden_kind(p, color).map_or(0, kind_code)
    }

    /// Writes `color`'s forbidden map into `out`, returning the number forbidden.
    pub(crate) fn write_map(&self, color: Color, out: &mut [u8; POINTS]) -> usize {
        write_kinds(&self.inner.forbidden_map(color), out)
    }

    /// Empties the board and its undo history.
    pub(crate) fn clear(&mut self) {
        self.inner = IncrementalBoard::new(self.rule());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use renju::{Board, ForbiddenKind};

    #[test]
    fn cells_make_the_same_board_as_stone_lists() {
        // Stones at both ends (a1 = 0, o15 = 224, the odd cell after the 28 whole words),
        // across a word boundary (7, 8) and a full word (16 .. 23).
        let black = [0, 7, 16, 17, 18, 19, 224];
        let white = [8, 20, 21, 22, 23, 112];
        let mut cells = [0u8; POINTS];
        black.iter().for_each(|&i| cells[i] = 1);
        white.iter().for_each(|&i| cells[i] = 2);
        let points = |list: &[usize]| -> Vec<Point> {
            list.iter().filter_map(|&i| Point::from_index(i)).collect()
        };
        let expected = Board::from_stones(&points(&black), &points(&white)).expect("distinct");
        assert_eq!(Board::from_cells(&cells), Ok(expected));
    }

    #[test]
    fn random_cells_make_the_same_board_as_stone_lists() {
        // 500 boards of pseudo-random density (a linear congruential generator), each
        // compared with the board built from its stone lists.
        let mut seed = 12345u64;
        let mut next = |bound: u64| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) % bound
        };
        for _ in 0..500 {
            let density = 1 + next(100);
            let mut cells = [0u8; POINTS];
            let (mut black, mut white) = (Vec::new(), Vec::new());
            for (i, cell) in cells.iter_mut().enumerate() {
                if next(100) < density {
                    *cell = 1 + next(2) as u8;
                    let p = Point::from_index(i).expect("on the board");
                    if *cell == 1 {
                        black.push(p)
                    } else {
                        white.push(p)
                    }
                }
            }
            let expected = Board::from_stones(&black, &white).expect("distinct");
            assert_eq!(Board::from_cells(&cells), Ok(expected), "{cells:?}");
        }
    }

    #[test]
    fn kind_codes_are_the_headers() {
        use crate::codes::*;
        assert_eq!(kind_code(ForbiddenKind::DoubleThree), RENJU_DOUBLE_THREE);
        assert_eq!(kind_code(ForbiddenKind::DoubleFour), RENJU_DOUBLE_FOUR);
        assert_eq!(kind_code(ForbiddenKind::Overline), RENJU_OVERLINE);
    }
}
