//! Boards as arrays of 225 cells, the form engines and array libraries keep them in: index
//! `row * 15 + col` (`a1` = 0, `b1` = 1, …, `o15` = 224), cell 0 empty, 1 black, 2 white.
//! And forbidden maps as 225 kind codes: 0 not forbidden, 1 double-three, 2 double-four,
//! 3 overline. The C ABI and the Python package speak these numbers.

use crate::{Board, Color, ForbiddenKind, ForbiddenMap, Point, SIZE};
use alloc::string::ToString;
use core::fmt;

/// Points on the board, and so cells in a cell array.
pub const CELLS: usize = SIZE * SIZE;

/// A cell array holding a value that is no cell (0 empty, 1 black, 2 white).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellError {
    /// Its index (`row * 15 + col`).
    pub index: usize,
    /// The value found.
    pub value: u8,
}

impl fmt::Display for CellError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let point = Point::from_index(self.index).map(|p| p.to_string());
        write!(
            f,
            "cell {} ({}) holds {}: a cell is 0 (empty), 1 (black) or 2 (white)",
            self.index,
            point.as_deref().unwrap_or("?"),
            self.value
        )
    }
}

impl core::error::Error for CellError {}

/// Eight cells (one byte each, low byte first) whose bit 0 is wanted, as eight bits: bit `k`
/// is bit 0 of byte `k`. The multiplication moves bit `8k` to bit `56 + k` and nothing else
/// there (its partial products are distinct powers of two, so nothing carries).
#[inline]
fn gather(bits: u64) -> u64 {
    bits.wrapping_mul(0x0102_0408_1020_4080) >> 56
}

impl Board {
    /// The board that 225 cells describe (see the [module docs](self)): black where a cell
    /// is 1, white where it is 2. Any other value is an error naming the first such cell.
    ///
    /// ```
    /// use renju::{point, Board, Color};
    /// let mut cells = [0u8; 225];
    /// cells[point!(h8).index()] = 1;
    /// cells[point!(i9).index()] = 2;
    /// let board = Board::from_cells(&cells).unwrap();
    /// assert_eq!(board.get(point!(h8)), Some(Color::Black));
    /// assert_eq!(board.cells(), cells);
    /// cells[17] = 7;
    /// assert_eq!(Board::from_cells(&cells).unwrap_err().to_string(),
    ///            "cell 17 (c2) holds 7: a cell is 0 (empty), 1 (black) or 2 (white)");
    /// ```
    pub fn from_cells(cells: &[u8; CELLS]) -> Result<Board, CellError> {
        // The largest cell, branch-free (it vectorises), then a search only if one is bad.
        if cells.iter().fold(0, |max, &c| max.max(c)) > 2 {
            if let Some(index) = cells.iter().position(|&c| c > 2) {
                return Err(CellError {
                    index,
                    value: cells[index],
                });
            }
        }
        // Stones sit at unpredictable places, so a branch per cell would mispredict about
        // once per stone: gather each colour's cells eight at a time into bit sets (bit `i`
        // for index `i`), then place the stones one set bit at a time.
        const LOW: u64 = 0x0101_0101_0101_0101;
        let mut sets = [[0u64; 4]; 2];
        let words = cells.chunks_exact(8);
        let rest = words.remainder();
        for (w, eight) in words.enumerate() {
            let mut bytes = [0u8; 8];
            bytes.copy_from_slice(eight);
            let word = u64::from_le_bytes(bytes);
            // Black (1) has bit 0 set, white (2) bit 1.
            sets[0][w / 8] |= gather(word & LOW) << (8 * (w % 8));
            sets[1][w / 8] |= gather((word >> 1) & LOW) << (8 * (w % 8));
        }
        for (k, &c) in rest.iter().enumerate() {
            let i = CELLS - rest.len() + k;
            sets[0][i / 64] |= u64::from(c & 1) << (i % 64);
            sets[1][i / 64] |= u64::from(c >> 1) << (i % 64);
        }
        let mut board = Board::new();
        for (set, color) in sets.iter().zip(Color::ALL) {
            for (w, &word) in set.iter().enumerate() {
                let mut bits = word;
                while bits != 0 {
                    if let Some(p) = Point::from_index(w * 64 + bits.trailing_zeros() as usize) {
                        // Each index is in one set once: the point is empty when its stone
                        // comes.
                        board.put(p, color);
                    }
                    bits &= bits - 1;
                }
            }
        }
        Ok(board)
    }

    /// The board as 225 cells (see the [module docs](self)).
    pub fn cells(&self) -> [u8; CELLS] {
        let mut cells = [0u8; CELLS];
        for (color, code) in [(Color::Black, 1), (Color::White, 2)] {
            for p in self.stone_set(color).iter() {
                cells[p.index()] = code;
            }
        }
        cells
    }
}

/// The code of a forbidden kind in a kind array: 1 double-three, 2 double-four, 3 overline
/// (0 is "not forbidden").
///
/// ```
/// use renju::{cells::kind_code, ForbiddenKind};
/// assert_eq!(kind_code(ForbiddenKind::DoubleThree), 1);
/// assert_eq!(kind_code(ForbiddenKind::Overline), 3);
/// ```
pub const fn kind_code(kind: ForbiddenKind) -> u8 {
    match kind {
        ForbiddenKind::DoubleThree => 1,
        ForbiddenKind::DoubleFour => 2,
        ForbiddenKind::Overline => 3,
    }
}

impl ForbiddenMap {
    /// Writes the map as kind codes (see the [module docs](crate::cells)) into `out`, at the
    /// forbidden points only: `out` is left as it is elsewhere, so pass zeros. Returns how
    /// many points are forbidden.
    ///
    /// ```
    /// use renju::{point, Board, Color, Rule};
    /// // RIF 9.3's double-three: black f8 g8 h9 h10.
    /// let board = Board::from_stones(&[point!(f8), point!(g8), point!(h9), point!(h10)], &[]).unwrap();
    /// let mut kinds = [0u8; 225];
    /// let n = Rule::default_rule().forbidden_map(&board, Color::Black).write_codes(&mut kinds);
    /// assert_eq!(n, 1);
    /// assert_eq!(kinds[point!(h8).index()], 1);
    /// ```
    pub fn write_codes(&self, out: &mut [u8; CELLS]) -> usize {
        let mut n = 0;
        for kind in ForbiddenKind::ALL {
            for p in self.of_kind(kind).iter() {
                out[p.index()] = kind_code(kind);
                n += 1;
            }
        }
        n
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::prelude::rust_2021::*;

    /// Every index, alone and in a full board, lands on its own point with its own colour:
    /// the eight-at-a-time gathering and the last, 225th cell included.
    #[test]
    fn every_cell_lands_on_its_point() {
        for i in 0..CELLS {
            let p = Point::from_index(i).expect("an index of the board");
            for (code, color) in [(1, Color::Black), (2, Color::White)] {
                let mut cells = [0u8; CELLS];
                cells[i] = code;
                let board = Board::from_cells(&cells).expect("valid cells");
                assert_eq!(
                    board,
                    Board::from_stones(&[], &[])
                        .map(|mut b| {
                            b.place(p, color).expect("empty");
                            b
                        })
                        .expect("a board")
                );
                assert_eq!(board.cells(), cells);
            }
        }
        // Every cell filled: 0, 1, 2, 0, 1, 2, … (75 black and 75 white stones).
        let cells: [u8; CELLS] = core::array::from_fn(|i| (i % 3) as u8);
        let board = Board::from_cells(&cells).expect("valid cells");
        assert_eq!(board.stone_count(), 150);
        // 224 = 3 * 74 + 2: the last cell, o15, is white.
        assert_eq!(
            board.get(Point::from_index(224).expect("o15")),
            Some(Color::White)
        );
        assert_eq!(board.cells(), cells);
    }

    #[test]
    fn a_bad_cell_is_named_wherever_it_is() {
        for i in [0, 7, 8, 223, 224] {
            let mut cells = [0u8; CELLS];
            cells[i] = 3;
            assert_eq!(
                Board::from_cells(&cells),
                Err(CellError { index: i, value: 3 })
            );
        }
    }
}
