//! Boards as arrays of 225 cells, the form engines and array libraries keep them in: index
//! `row * 15 + col` (`a1` = 0, `b1` = 1, …, `o15` = 224), cell 0 empty, 1 black, 2 white.
//! And forbidden maps as 225 kind codes: 0 not forbidden, 1 double-three, 2 double-four,
//! 3 overline. The C ABI and the Python package speak these numbers.

use crate::{Board, Color, ForbiddenKind, ForbiddenMap, Point, Rule, SIZE};
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

/// The first of `cells` (any number of cells: one board's or many boards' one after another)
/// that is not 0, 1 or 2, with its index in `cells`.
///
/// ```
/// use renju::cells::{first_bad_cell, CellError};
/// let mut cells = vec![0u8; 2 * 225];
/// assert_eq!(first_bad_cell(&cells), None);
/// cells[300] = 7;
/// assert_eq!(first_bad_cell(&cells), Some(CellError { index: 300, value: 7 }));
/// ```
pub fn first_bad_cell(cells: &[u8]) -> Option<CellError> {
    // The largest cell of each block, branch-free (the compiler vectorises it), then a search
    // only in a block that holds a bad cell.
    const BLOCK: usize = 4096;
    cells.chunks(BLOCK).enumerate().find_map(|(b, block)| {
        if block.iter().fold(0u8, |max, &c| max.max(c)) <= 2 {
            return None;
        }
        let i = block.iter().position(|&c| c > 2)?;
        Some(CellError {
            index: b * BLOCK + i,
            value: block[i],
        })
    })
}

/// Eight cells (one byte each, low byte first) whose bit 0 is wanted, as eight bits: bit `k`
/// is bit 0 of byte `k`. The multiplication moves bit `8k` to bit `56 + k` and nothing else
/// there (its partial products are distinct powers of two, so nothing carries).
#[cfg_attr(target_arch = "x86_64", cfg(test))]
#[inline(always)]
fn gather(bits: u64) -> u64 {
    const LOW: u64 = 0x0101_0101_0101_0101;
    (bits & LOW).wrapping_mul(0x0102_0408_1020_4080) >> 56
}

/// The stones of 225 valid cells (0, 1 or 2) as the words of two point sets, black's and
/// white's (bit `16 * row + col`, as in [`PointSet`](crate::PointSet)).
#[inline(always)]
fn stone_words(cells: &[u8; CELLS]) -> [[u64; 4]; 2] {
    #[cfg(target_arch = "x86_64")]
    return stone_words_sse2(cells);
    #[cfg(not(target_arch = "x86_64"))]
    return stone_words_portable(cells);
}

/// [`stone_words`] with SSE2 (part of every x86-64 processor): per row, 16 cells compared
/// with 1 and with 2 at once, each comparison's bytes taken down to a bit each.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn stone_words_sse2(cells: &[u8; CELLS]) -> [[u64; 4]; 2] {
    use safe_arch::{cmp_eq_mask_i8_m128i, m128i, move_mask_i8_m128i, set_splat_i8_m128i};
    let (black_cell, white_cell) = (set_splat_i8_m128i(1), set_splat_i8_m128i(2));
    let mut words = [[0u64; 4]; 2];
    for row in 0..SIZE {
        // The row's 15 cells and the next one; the last row's are read from one cell earlier
        // (so as not to read past the end), and their bits moved down one.
        let start = (SIZE * row).min(CELLS - 16);
        let mut bytes = [0u8; 16];
        bytes.copy_from_slice(&cells[start..start + 16]);
        let v = m128i::from(bytes);
        let bits = |cell: m128i| {
            let mask = move_mask_i8_m128i(cmp_eq_mask_i8_m128i(v, cell)) as u32;
            u64::from((mask >> (SIZE * row - start)) & 0x7FFF) << (16 * (row % 4))
        };
        words[0][row / 4] |= bits(black_cell);
        words[1][row / 4] |= bits(white_cell);
    }
    words
}

/// [`stone_words`] in 64-bit words: per row, its first 8 cells and its last 8 (the middle
/// one read twice) gathered a bit per cell.
#[cfg_attr(target_arch = "x86_64", cfg(test))]
#[inline(always)]
fn stone_words_portable(cells: &[u8; CELLS]) -> [[u64; 4]; 2] {
    let mut words = [[0u64; 4]; 2];
    for (row, cells) in cells.chunks_exact(SIZE).enumerate() {
        let eight = |from: usize| {
            let mut bytes = [0u8; 8];
            bytes.copy_from_slice(&cells[from..from + 8]);
            u64::from_le_bytes(bytes)
        };
        let (first, last) = (eight(0), eight(SIZE - 8));
        // Black (1) has bit 0 set, white (2) bit 1.
        let black = gather(first) | gather(last) << (SIZE - 8);
        let white = gather(first >> 1) | gather(last >> 1) << (SIZE - 8);
        words[0][row / 4] |= black << (16 * (row % 4));
        words[1][row / 4] |= white << (16 * (row % 4));
    }
    words
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
        if let Some(bad) = first_bad_cell(cells) {
            return Err(bad);
        }
        // Stones sit at unpredictable places, so a branch per cell would mispredict about
        // once per stone: take each colour's cells into bit sets row by row.
        let [black, white] = stone_words(cells);
        Ok(Board::from_stone_words(black, white))
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

impl Rule {
    /// `color`'s forbidden map of the board that `cells` describes, written into `out` as kind
    /// codes at the forbidden points only (as [`ForbiddenMap::write_codes`]: pass zeros), with
    /// how many points are forbidden; or the first cell that is no cell, with nothing written.
    /// What the C ABI and the Python package do for each board.
    ///
    /// ```
    /// use renju::{point, Color, Rule};
    /// // RIF 9.3's double-three: black f8 g8 h9 h10.
    /// let mut cells = [0u8; 225];
    /// for p in [point!(f8), point!(g8), point!(h9), point!(h10)] {
    ///     cells[p.index()] = 1;
    /// }
    /// let (renju, mut kinds) = (Rule::default_rule(), [0u8; 225]);
    /// assert_eq!(renju.write_map_of_cells(&cells, Color::Black, &mut kinds), Ok(1));
    /// assert_eq!(kinds[point!(h8).index()], 1);
    /// cells[0] = 3;
    /// assert!(renju.write_map_of_cells(&cells, Color::Black, &mut kinds).is_err());
    /// ```
    pub fn write_map_of_cells(
        &self,
        cells: &[u8; CELLS],
        color: Color,
        out: &mut [u8; CELLS],
    ) -> Result<usize, CellError> {
        // The board is read where `from_cells` left it: taking it out of the `Result` would
        // copy its kilobyte.
        match Board::from_cells(cells) {
            Ok(ref board) => Ok(self.forbidden_map(board, color).write_codes(out)),
            Err(e) => Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::prelude::rust_2021::*;

    /// Every index, alone and in a full board, lands on its own point with its own colour:
    /// the last, 225th cell included (the last row is read one cell early with SSE2, and in
    /// two halves sharing the middle cell elsewhere).
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

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn sse2_and_portable_cell_reading_agree() {
        // Boards of every density from a fixed seed (xorshift), and every cell alone.
        let mut next = crate::test_rng::xorshift(0x9E37_79B9_7F4A_7C15_u64);
        let mut boards: Vec<[u8; CELLS]> = (0..2_000)
            .map(|i| {
                let density = 1 + i % 16;
                core::array::from_fn(|_| match next() % 32 {
                    roll if roll < density => 1 + (roll % 2) as u8,
                    _ => 0,
                })
            })
            .collect();
        for i in 0..CELLS {
            for code in [1, 2] {
                let mut cells = [0u8; CELLS];
                cells[i] = code;
                boards.push(cells);
            }
        }
        for cells in &boards {
            assert_eq!(
                stone_words_sse2(cells),
                stone_words_portable(cells),
                "{cells:?}"
            );
        }
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
