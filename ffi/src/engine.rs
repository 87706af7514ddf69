//! The one module that calls the `renju` runtime: everything else in this crate speaks in C
//! numbers (cells, points, colours, kinds) and error codes.
//!
//! Kind codes: 0 not forbidden, 1 double-three, 2 double-four, 3 overline.

use renju::{
    Board, Color, ForbiddenKind, ForbiddenMap, IncrementalBoard, Point, Rule, Verdict, SIZE,
};

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

/// Each point by row-major index: a look-up instead of a division per stone.
const POINT_AT: [Point; POINTS] = {
    let mut points = [renju::point!(a1); POINTS];
    let mut i = 0;
    while i < POINTS {
        if let Some(p) = Point::from_index(i) {
            points[i] = p;
        }
        i += 1;
    }
    points
};

/// For each 8-bit occupancy mask, the positions of its set bits in ascending order, one per
/// byte (the rest 0): the offsets of the stones among 8 cells.
const STONE_OFFSETS: [u64; 256] = {
    let mut table = [0u64; 256];
    let mut mask = 0;
    while mask < 256 {
        let (mut bit, mut k) = (0, 0);
        while bit < 8 {
            if mask & (1 << bit) != 0 {
                table[mask] |= (bit as u64) << (8 * k);
                k += 1;
            }
            bit += 1;
        }
        mask += 1;
    }
    table
};

/// The board of 225 validated cells (0 empty, 1 black, 2 white; see `args::check_cells`).
///
/// Stones sit at unpredictable places, so a branch per cell (or per word of cells) would
/// mispredict about once per stone. Instead each 8 cells, read as one word, give their
/// occupancy mask, whose stones' indexes [`STONE_OFFSETS`] lists: all 8 slots are written and
/// the count advances by the number of stones. Then the stones are placed in one loop.
pub(crate) fn board_from_cells(cells: &[u8; POINTS]) -> Board {
    const LOW: u64 = 0x0101_0101_0101_0101;
    const COLORS: [Color; 4] = [Color::White, Color::Black, Color::White, Color::White];
    let mut stones = [0u8; POINTS + 8];
    let mut n = 0;
    let mut words = cells.chunks_exact(8);
    for (w, chunk) in words.by_ref().enumerate() {
        let mut bytes = [0u8; 8];
        bytes.copy_from_slice(chunk);
        let word = u64::from_le_bytes(bytes);
        // Cells are 0, 1 or 2: a stone has bit 0 or bit 1 set. Gather those bits, one per
        // cell, into a byte (cell k's bit to bit k).
        let occupied =
            (((word | (word >> 1)) & LOW).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u8;
        // `8 * w + offset` fits a byte (at most 223), so adding per byte never carries.
        let indexes = STONE_OFFSETS[usize::from(occupied)] + (8 * w as u64) * LOW;
        stones[n..n + 8].copy_from_slice(&indexes.to_le_bytes());
        n += occupied.count_ones() as usize;
    }
    // The 225th cell, after 28 whole words.
    stones[n] = (POINTS - 1) as u8;
    n += usize::from(words.remainder().first().is_some_and(|&c| c != 0));

    let mut board = Board::new();
    for &i in &stones[..n] {
        let i = usize::from(i);
        // Each index comes once, so the point is empty and `place` cannot fail.
        let _ = board.place(POINT_AT[i], COLORS[usize::from(cells[i] & 3)]);
    }
    board
}

/// Writes `map` into `out` (one kind code per point, row-major; 0 where not forbidden) and
/// returns the number of forbidden points.
fn write_kinds(map: &ForbiddenMap, out: &mut [u8; POINTS]) -> usize {
    out.fill(0);
    if map.is_empty() {
        return 0;
    }
    for kind in ForbiddenKind::ALL {
        for p in map.of_kind(kind).iter() {
            out[p.index()] = kind_code(kind);
        }
    }
    map.len()
}

/// Writes `color`'s forbidden map of `board` under `rule` into `out` (one kind code per
/// point, row-major) and returns the number of forbidden points.
pub(crate) fn write_map(rule: &Rule, board: &Board, color: Color, out: &mut [u8; POINTS]) -> usize {
    write_kinds(&rule.forbidden_map(board, color), out)
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
            assert_eq!(board_from_cells(&cells), expected, "{cells:?}");
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
