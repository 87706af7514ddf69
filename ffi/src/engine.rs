//! The one module that calls the `renju` runtime: everything else in this crate speaks in C
//! numbers (cells, points, colours, kinds) and error codes.
//!
//! Kind codes: 0 not forbidden, 1 double-three, 2 double-four, 3 overline.

use renju::{Board, Color, ForbiddenKind, IncrementalBoard, Point, Rule, SIZE};

/// Points on the board (15 x 15).
pub(crate) const POINTS: usize = SIZE * SIZE;

/// Every rule, in id order (sorted by name).
pub(crate) fn rules() -> &'static [Rule] {
    Rule::all()
}

/// The C code of a forbidden kind.
pub(crate) fn kind_code(kind: ForbiddenKind) -> u8 {
    match kind {
        ForbiddenKind::DoubleThree => 1,
        ForbiddenKind::DoubleFour => 2,
        ForbiddenKind::Overline => 3,
    }
}

/// The board of 225 validated cells (0 empty, 1 black, 2 white; see `cells::first_bad`).
/// Reads 8 cells at a time and skips empty words: most of a game's board is empty.
pub(crate) fn board_from_cells(cells: &[u8; POINTS]) -> Board {
    let mut board = Board::new();
    let mut put = |index: usize, cell: u8| {
        let color = if cell == 1 {
            Color::Black
        } else {
            Color::White
        };
        if let Some(p) = Point::from_index(index) {
            // Each index comes once, so the point is empty and `place` cannot fail.
            let _ = board.place(p, color);
        }
    };
    let mut words = cells.chunks_exact(8);
    for (w, chunk) in words.by_ref().enumerate() {
        let mut bytes = [0u8; 8];
        bytes.copy_from_slice(chunk);
        let mut word = u64::from_le_bytes(bytes);
        while word != 0 {
            let byte = word.trailing_zeros() / 8;
            put(w * 8 + byte as usize, (word >> (8 * byte)) as u8);
            word &= !(0xFF << (8 * byte));
        }
    }
    let rest = POINTS - words.remainder().len();
    for (i, &cell) in words.remainder().iter().enumerate() {
        if cell != 0 {
            put(rest + i, cell);
        }
    }
    board
}

/// Writes `color`'s forbidden map of `board` under `rule` into `out` (one kind code per
/// point, row-major) and returns the number of forbidden points.
pub(crate) fn write_map(rule: &Rule, board: &Board, color: Color, out: &mut [u8; POINTS]) -> usize {
    out.fill(0);
    let map = rule.forbidden_map(board, color);
    for &(p, kind) in &map {
        out[p.index()] = kind_code(kind);
    }
    map.len()
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
        // A five beats every prohibition (RIF 9.2): one table look-up per line says whether
        // the stone makes one; the kept map already knows the fouls.
        let classes = self
            .rule()
            .line_classes(self.inner.board(), p, color)
            .map_err(|e| Occupied(e.by))?;
        let placed = if classes.iter().any(|class| class.five()) {
            Placed::Five
        } else if self.inner.forbidden_kind(p, color).is_some() {
            Placed::Foul
        } else {
            Placed::Allowed
        };
        self.inner.place(p, color).map_err(|_| Occupied(color))?;
        Ok(placed)
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
        out.fill(0);
        let forbidden = self.inner.forbidden(color);
        for p in forbidden.iter() {
            if let Some(kind) = self.inner.forbidden_kind(p, color) {
                out[p.index()] = kind_code(kind);
            }
        }
        forbidden.len()
    }

    /// Empties the board and its undo history.
    pub(crate) fn clear(&mut self) {
        self.inner = IncrementalBoard::new(self.rule());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(board_from_cells(&cells), expected);
    }

    #[test]
    fn kind_codes_are_the_headers() {
        use crate::codes::*;
        assert_eq!(kind_code(ForbiddenKind::DoubleThree), RENJU_DOUBLE_THREE);
        assert_eq!(kind_code(ForbiddenKind::DoubleFour), RENJU_DOUBLE_FOUR);
        assert_eq!(kind_code(ForbiddenKind::Overline), RENJU_OVERLINE);
    }
}
