//! Boards as arrays of cells, the form engines and array libraries keep them in: on a board
//! of `N` points a side, `N * N` cells, index `row * N + col` (on 15x15, `a1` = 0, `b1` = 1,
//! …, `o15` = 224), cell 0 empty, 1 black, 2 white. And forbidden maps as as many kind
//! codes: 0 not forbidden, 1 double-three, 2 double-four, 3 overline. The C ABI and the
//! Python package speak these numbers.

use crate::board::Board;
use crate::forbidden_map::ForbiddenMap;
use crate::layout::Layout;
use crate::point::Point;
use crate::rule::Rule;
use crate::size::BoardSize;
use alloc::string::ToString;
use core::fmt;
use renju_vocab::Color;
use renju_vocab::ForbiddenKind;

/// Cells of a 15x15 board.
pub const CELLS: usize = 225;

/// Cells that do not make a board: a value that is no cell (0 empty, 1 black, 2 white), or
/// the wrong number of cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellError {
    /// A cell holding a value that is not 0, 1 or 2.
    BadCell {
        /// Its index (`row * size + col`).
        index: usize,
        /// The value found.
        value: u8,
        /// The board's side.
        size: usize,
    },
    /// Not `size * size` cells.
    Length {
        /// The number of cells given.
        len: usize,
        /// The board's side.
        size: usize,
    },
}

impl fmt::Display for CellError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            CellError::BadCell { index, value, size } => {
                let point =
                    Point::from_index(index % (size * size).max(1), size).map(|p| p.to_string());
                write!(
                    f,
                    "cell {index} ({}) holds {value}: a cell is 0 (empty), 1 (black) or 2 (white)",
                    point.as_deref().unwrap_or("?"),
                )
            }
            CellError::Length { len, size } => write!(
                f,
                "{len} cells given: a {size}x{size} board has {} cells",
                size * size
            ),
        }
    }
}

impl core::error::Error for CellError {}

/// The first of `cells` (any number of cells: one board's or many boards' one after another,
/// of `size` points a side) that is not 0, 1 or 2, with its index in `cells`.
///
/// ```
/// use renju::cells::{first_bad_cell, CellError};
/// let mut cells = vec![0u8; 2 * 225];
/// assert_eq!(first_bad_cell(&cells, 15), None);
/// cells[300] = 7;
/// assert_eq!(first_bad_cell(&cells, 15), Some(CellError::BadCell { index: 300, value: 7, size: 15 }));
/// ```
pub fn first_bad_cell(cells: &[u8], size: usize) -> Option<CellError> {
    // The largest cell of each block, branch-free (the compiler vectorises it), then a search
    // only in a block that holds a bad cell.
    const BLOCK: usize = 4096;
    cells.chunks(BLOCK).enumerate().find_map(|(b, block)| {
        if block.iter().fold(0u8, |max, &c| max.max(c)) <= 2 {
            return None;
        }
        let i = block.iter().position(|&c| c > 2)?;
        Some(CellError::BadCell {
            index: b * BLOCK + i,
            value: block[i],
            size,
        })
    })
}

impl CellError {
    /// `Ok` if `len` cells (or kind codes) are those of a board of `size` points a side,
    /// else the length error.
    #[inline(always)]
    pub(crate) fn check_length(len: usize, size: usize) -> Result<(), CellError> {
        if len == size * size {
            Ok(())
        } else {
            Err(CellError::Length { len, size })
        }
    }
}

/// Cells known to be cells: each one 0, 1 or 2 (any number of them, one board's or many
/// boards' one after another). [`CheckedCells::new`] looks at every cell once, so that the
/// boards made of them ([`Board::from_checked_cells`],
/// [`Rule::write_map_of_checked_cells`]) need not look again: a batch checks all its cells
/// before any work, then builds each board without a second pass over its cells.
///
/// ```
/// use renju::cells::{CellError, CheckedCells};
/// use renju::{Board, Standard};
/// let mut cells = vec![0u8; 2 * 225];
/// cells[225 + 112] = 1; // h8 on the second board
/// let checked = CheckedCells::new(&cells, 15).unwrap();
/// let second = checked.get(225..450).unwrap();
/// let board = Board::<Standard>::from_checked_cells(second).unwrap();
/// assert_eq!(board.stone_count(), 1);
/// assert!(checked.get(225..451).is_none());
/// cells[3] = 9;
/// assert_eq!(CheckedCells::new(&cells, 15), Err(CellError::BadCell { index: 3, value: 9, size: 15 }));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckedCells<'a> {
    cells: &'a [u8],
}

impl<'a> CheckedCells<'a> {
    /// `cells` (of boards of `size` points a side, which only the error uses), or the first
    /// one that is not 0, 1 or 2 (as [`first_bad_cell`]).
    pub fn new(cells: &'a [u8], size: usize) -> Result<CheckedCells<'a>, CellError> {
        match first_bad_cell(cells, size) {
            Some(bad) => Err(bad),
            None => Ok(CheckedCells { cells }),
        }
    }

    /// The cells.
    pub fn cells(self) -> &'a [u8] {
        self.cells
    }

    /// The cells in `range` (a part of checked cells is checked), or `None` for a range that
    /// is not within them.
    #[inline]
    pub fn get(self, range: core::ops::Range<usize>) -> Option<CheckedCells<'a>> {
        self.cells.get(range).map(|cells| CheckedCells { cells })
    }
}

/// The words of a point set ([`PointSet`](crate::point_set::PointSet)) of black's and of white's stones.
type StoneWords<S> = [<<S as BoardSize>::Layout as Layout>::Words; 2];

/// The stones of `N * N` valid cells one cell at a time, without a branch per cell: the
/// reading every layout has.
#[inline(always)]
fn stone_words_cell_at_a_time<S: BoardSize>(cells: &[u8]) -> StoneWords<S> {
    let mut words = [<S::Layout as Layout>::Words::default(); 2];
    for (row, cells) in cells.chunks_exact(S::N).take(S::N).enumerate() {
        let (mut black, mut white) = (0u64, 0u64);
        for (col, &cell) in cells.iter().enumerate() {
            black |= u64::from(cell & 1) << col;
            white |= u64::from(cell >> 1 & 1) << col;
        }
        let b = row << S::Layout::ROW_SHIFT;
        words[0].as_mut()[b / 64] |= black << (b % 64);
        words[1].as_mut()[b / 64] |= white << (b % 64);
    }
    words
}

/// The readings of cells with SSE2 (part of every x86-64 processor): a row's cells compared
/// with 1 and with 2 at once, each comparison's bytes taken down to a bit each.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
mod sse2 {
    use super::{stone_words_cell_at_a_time, StoneWords};
    use crate::board::Board;
    use crate::layout::Layout;
    use crate::size::BoardSize;
    use renju_vocab::Color;
    use safe_arch::{
        cmp_eq_mask_i8_m128i, m128i, max_u8_m128i, move_mask_i8_m128i, set_splat_i8_m128i,
    };

    /// A black cell (1) and a white one (2) in each byte of a register, to compare cells with.
    #[inline(always)]
    fn stone_cells() -> (m128i, m128i) {
        (set_splat_i8_m128i(1), set_splat_i8_m128i(2))
    }

    /// The stones of `N * N` valid cells with SSE2, for rows of 32 bits and 16 to 26 cells: per
    /// row, 32 cells (two registers) compared with 1 and with 2 at once, each comparison's
    /// bytes taken down to a bit each. The last row's 32 cells end where the cells end (so as
    /// not to read past them), and its bits are moved down.
    #[inline(always)]
    pub(super) fn stone_words_wide_sse2<S: BoardSize>(cells: &[u8]) -> StoneWords<S> {
        let (n, len) = (S::N, S::N * S::N);
        let (black_cell, white_cell) = stone_cells();
        let mut words = [<S::Layout as Layout>::Words::default(); 2];
        let Some(last_start) = len.checked_sub(32) else {
            return stone_words_cell_at_a_time::<S>(cells);
        };
        for row in 0..n {
            let start = (n * row).min(last_start);
            let Some(bytes) = cells.get(start..start + 32) else {
                return stone_words_cell_at_a_time::<S>(cells);
            };
            let mut low = [0u8; 16];
            let mut high = [0u8; 16];
            low.copy_from_slice(&bytes[..16]);
            high.copy_from_slice(&bytes[16..]);
            let (low, high) = (m128i::from(low), m128i::from(high));
            let bits = |cell: m128i| {
                let mask = |v: m128i| move_mask_i8_m128i(cmp_eq_mask_i8_m128i(v, cell)) as u32;
                let both = u64::from(mask(low) | mask(high) << 16);
                ((both >> (n * row - start)) & ((1 << n) - 1)) << (32 * (row % 2))
            };
            words[0].as_mut()[row / 2] |= bits(black_cell);
            words[1].as_mut()[row / 2] |= bits(white_cell);
        }
        words
    }

    /// The stones of `N * N` valid cells with SSE2 (part of every x86-64 processor), for rows
    /// of 16 bits (boards up to 15x15): per row, 16 cells compared with 1 and with 2 at once,
    /// each comparison's bytes taken down to a bit each.
    #[inline(always)]
    pub(super) fn stone_words_narrow_sse2<S: BoardSize>(cells: &[u8]) -> StoneWords<S> {
        stone_words_narrow_checked_sse2::<S>(cells).0
    }

    /// [`stone_words_narrow_sse2`] of `N * N` cells not yet checked, and whether every one is
    /// a cell (0, 1 or 2): the largest byte of the registers read, which cover every cell,
    /// kept on the way (a few instructions, where a pass of its own reads the cells again).
    #[inline(always)]
    pub(super) fn stone_words_narrow_checked_sse2<S: BoardSize>(
        cells: &[u8],
    ) -> (StoneWords<S>, bool) {
        let (n, len) = (S::N, S::N * S::N);
        let (black_cell, white_cell) = stone_cells();
        let mut words = [<S::Layout as Layout>::Words::default(); 2];
        let mut largest = m128i::default();
        for row in 0..n {
            // The row's cells and those after it, 16 in all; the last rows' are read from
            // earlier (so as not to read past the end; 5x5 boards have 25 cells), and their
            // bits moved down.
            let start = (n * row).min(len - 16);
            let mut bytes = [0u8; 16];
            bytes.copy_from_slice(&cells[start..start + 16]);
            let v = m128i::from(bytes);
            largest = max_u8_m128i(largest, v);
            let bits = |cell: m128i| {
                let mask = move_mask_i8_m128i(cmp_eq_mask_i8_m128i(v, cell)) as u32;
                u64::from((mask >> (n * row - start)) & ((1 << n) - 1)) << (16 * (row % 4))
            };
            words[0].as_mut()[row / 4] |= bits(black_cell);
            words[1].as_mut()[row / 4] |= bits(white_cell);
        }
        // Every byte at most 2: the largest of each lane and 2 are equal in every lane.
        let capped = cmp_eq_mask_i8_m128i(max_u8_m128i(largest, white_cell), white_cell);
        (words, move_mask_i8_m128i(capped) == 0xFFFF)
    }

    /// Puts the stones of row `row` of `N * N` cells onto `board` (as [`Board::put_row`]),
    /// reading the 16 cells from `start` on (the row's first or before it), and returns them.
    #[inline(always)]
    fn put_cells_row<S: BoardSize>(
        board: &mut Board<S>,
        cells: &[u8],
        row: usize,
        start: usize,
    ) -> m128i {
        let (black_cell, white_cell) = stone_cells();
        let mut bytes = [0u8; 16];
        bytes.copy_from_slice(&cells[start..start + 16]);
        let v = m128i::from(bytes);
        let bits = |cell: m128i| {
            let mask = move_mask_i8_m128i(cmp_eq_mask_i8_m128i(v, cell)) as u32;
            (mask >> (S::N * row - start)) & ((1 << S::N) - 1)
        };
        board.put_row(row, bits(black_cell), Color::Black);
        board.put_row(row, bits(white_cell), Color::White);
        v
    }

    /// Puts the stones of `N * N` cells not yet checked onto `board`, which holds no stone,
    /// for rows of 16 bits (boards up to 15x15), and says whether every one is a cell (0, 1
    /// or 2): each row read as [`stone_words_narrow_checked_sse2`] reads it, its bits put
    /// straight on the board ([`Board::put_row`]) rather than gathered into a point set's
    /// words and taken out of them again. On bad cells the board holds some stones.
    #[inline(always)]
    pub(super) fn put_cells_narrow_sse2<S: BoardSize>(board: &mut Board<S>, cells: &[u8]) -> bool {
        let (n, len) = (S::N, S::N * S::N);
        let white_cell = stone_cells().1;
        let mut largest = m128i::default();
        // The rows whose 16 cells end within the cells are read where they start (on 15x15
        // all but the last); the last rows' from earlier, so as not to read past the end (5x5
        // boards have 25 cells), and their bits moved down: two loops, so that the first
        // (the most rows) neither works out where to read nor moves bits.
        let read_in_place = (len - 16) / n + 1;
        for row in 0..read_in_place {
            largest = max_u8_m128i(largest, put_cells_row(board, cells, row, n * row));
        }
        for row in read_in_place..n {
            largest = max_u8_m128i(largest, put_cells_row(board, cells, row, len - 16));
        }
        let capped = cmp_eq_mask_i8_m128i(max_u8_m128i(largest, white_cell), white_cell);
        move_mask_i8_m128i(capped) == 0xFFFF
    }
}

/// Puts the stones of `N * N` cells known to be cells onto `board`, which holds no stone:
/// row by row straight onto the board with SSE2 up to 15x15 on x86-64, else through a point
/// set's words ([`stone_words`]).
#[inline(always)]
fn put_valid_cells<S: BoardSize>(board: &mut Board<S>, cells: &[u8]) {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    if S::Layout::ROW_SHIFT == 4 {
        sse2::put_cells_narrow_sse2::<S>(board, cells);
        return;
    }
    let [black, white] = stone_words::<S>(cells);
    board.put_stone_words(black, white);
}

/// Puts the stones of `N * N` cells not yet checked onto `board`, which holds no stone, or
/// returns the first cell that is no cell (the board then holds some stones): checked as
/// they are read where the rows are read 16 cells at a time (up to 15x15 on x86-64), else
/// checked first ([`first_bad_cell`]), then read.
#[inline(always)]
fn put_checked_cells<S: BoardSize>(board: &mut Board<S>, cells: &[u8]) -> Result<(), CellError> {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    if S::Layout::ROW_SHIFT == 4 {
        return match sse2::put_cells_narrow_sse2::<S>(board, cells) {
            true => Ok(()),
            false => Err(bad_cells(cells, S::N)),
        };
    }
    match first_bad_cell(cells, S::N) {
        None => {
            put_valid_cells::<S>(board, cells);
            Ok(())
        }
        Some(bad) => Err(bad),
    }
}

/// The stones of `N * N` valid cells as the words of two point sets, black's and white's:
/// with SSE2 on x86-64 (a row of 16 cells at a time up to 15x15, of 32 past it), else a cell
/// at a time.
#[inline(always)]
fn stone_words<S: BoardSize>(cells: &[u8]) -> StoneWords<S> {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    if S::Layout::ROW_SHIFT == 4 {
        return sse2::stone_words_narrow_sse2::<S>(cells);
    } else if S::N >= 16 {
        return sse2::stone_words_wide_sse2::<S>(cells);
    }
    stone_words_cell_at_a_time::<S>(cells)
}

/// The error of `cells`, which hold a bad one: the first. (Only the SSE2 reader, which
/// checks as it reads, needs to look for it again.)
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[cold]
#[inline(never)]
fn bad_cells(cells: &[u8], size: usize) -> CellError {
    first_bad_cell(cells, size).unwrap_or(CellError::Length {
        len: cells.len(),
        size,
    })
}

impl<S: BoardSize> Board<S> {
    /// The board that `N * N` cells describe (see the [module docs](self)): black where a
    /// cell is 1, white where it is 2. Any other value is an error naming the first such
    /// cell, and so is a wrong number of cells.
    ///
    /// ```
    /// use renju::{point, Board, Color, Size};
    /// let mut cells = [0u8; 225];
    /// cells[point!(h8).index(15)] = 1;
    /// cells[point!(i9).index(15)] = 2;
    /// let board: Board = Board::from_cells(&cells).unwrap();
    /// assert_eq!(board.get(point!(h8)), Some(Color::Black));
    /// assert_eq!(board.cells(), cells);
    /// cells[17] = 7;
    /// assert_eq!(Board::<renju::Standard>::from_cells(&cells).unwrap_err().to_string(),
    ///            "cell 17 (c2) holds 7: a cell is 0 (empty), 1 (black) or 2 (white)");
    /// assert_eq!(Board::<Size<20>>::from_cells(&cells).unwrap_err().to_string(),
    ///            "225 cells given: a 20x20 board has 400 cells");
    /// ```
    pub fn from_cells(cells: &[u8]) -> Result<Board<S>, CellError> {
        CellError::check_length(cells.len(), S::N)?;
        Board::from_checked_cells(CheckedCells::new(cells, S::N)?)
    }

    /// The board that `N * N` [checked](CheckedCells) cells describe, as
    /// [`from_cells`](Board::from_cells) without looking at the cells' values again; a
    /// wrong number of cells is still an error.
    ///
    /// ```
    /// use renju::cells::CheckedCells;
    /// use renju::{point, Board, Color, Size};
    /// let mut cells = vec![0u8; 400];
    /// cells[point!(t20).index(20)] = 2;
    /// let checked = CheckedCells::new(&cells, 20).unwrap();
    /// let board = Board::<Size<20>>::from_checked_cells(checked).unwrap();
    /// assert_eq!(board.get(point!(t20)), Some(Color::White));
    /// assert_eq!(Board::<Size<19>>::from_checked_cells(checked).unwrap_err().to_string(),
    ///            "400 cells given: a 19x19 board has 361 cells");
    /// ```
    #[inline]
    pub fn from_checked_cells(cells: CheckedCells<'_>) -> Result<Board<S>, CellError> {
        let cells = cells.cells();
        CellError::check_length(cells.len(), S::N)?;
        // Stones sit at unpredictable places, so a branch per cell would mispredict about
        // once per stone: take each colour's cells into bit sets row by row.
        let mut board = Board::<S>::new();
        put_valid_cells::<S>(&mut board, cells);
        Ok(board)
    }

    /// Makes this board the one that `N * N` cells describe (as
    /// [`from_cells`](Board::from_cells)), in place: a caller refilling one board for many
    /// positions copies no board. On an error the board is left as it was.
    ///
    /// ```
    /// use renju::{point, Board, Color, Size};
    /// let mut board = Board::<Size<5>>::from_stones(&[point!(c3)], &[]).unwrap();
    /// let mut cells = [0u8; 25];
    /// cells[point!(a1).index(5)] = 2;
    /// board.set_cells(&cells).unwrap();
    /// assert_eq!((board.get(point!(a1)), board.get(point!(c3))), (Some(Color::White), None));
    /// assert!(board.set_cells(&[7; 25]).is_err());
    /// assert_eq!(board.get(point!(a1)), Some(Color::White), "left as it was");
    /// ```
    #[inline]
    pub fn set_cells(&mut self, cells: &[u8]) -> Result<(), CellError> {
        CellError::check_length(cells.len(), S::N)?;
        let cells = CheckedCells::new(cells, S::N)?;
        self.clear();
        put_valid_cells::<S>(self, cells.cells());
        Ok(())
    }

    /// The board as `N * N` cells (see the [module docs](self)).
    pub fn cells(&self) -> alloc::vec::Vec<u8> {
        let mut cells = alloc::vec![0u8; S::N * S::N];
        for (color, code) in [(Color::Black, 1), (Color::White, 2)] {
            for p in self.stone_set(color).iter() {
                cells[p.index(S::N)] = code;
            }
        }
        cells
    }
}

/// The code of a forbidden kind in a kind array: 1 double-three, 2 double-four, 3 overline
/// (0 is "not forbidden"), from the kind's row of [`renju_vocab::KINDS`].
///
/// ```
/// use renju::{cells::kind_code, ForbiddenKind};
/// assert_eq!(kind_code(ForbiddenKind::DoubleThree), 1);
/// assert_eq!(kind_code(ForbiddenKind::Overline), 3);
/// ```
pub const fn kind_code(kind: ForbiddenKind) -> u8 {
    kind.code()
}

/// The names of the kind codes, by code: `none` (0), then each kind's name at its code (1
/// double-three, 2 double-four, 3 overline): what a binding hands its users beside a kind
/// array.
///
/// ```
/// assert_eq!(renju::cells::kind_names(), ["none", "double-three", "double-four", "overline"]);
/// ```
pub fn kind_names() -> [&'static str; 1 + ForbiddenKind::ALL.len()] {
    let mut names = ["none"; 1 + ForbiddenKind::ALL.len()];
    for kind in ForbiddenKind::ALL {
        names[usize::from(kind_code(kind))] = kind.name();
    }
    names
}

impl<S: BoardSize> ForbiddenMap<S> {
    /// Writes the map as kind codes (see the [module docs](crate::cells)) into `out`, which
    /// has `N * N` cells, at the forbidden points only: `out` is left as it is elsewhere, so
    /// pass zeros. Returns how many points are forbidden, or (writing nothing) the error of
    /// an `out` of another length.
    ///
    /// ```
    /// use renju::{point, Board, Color, Rule};
    /// // RIF 9.3's double-three: black f8 g8 h9 h10.
    /// let board: Board = Board::from_stones(&[point!(f8), point!(g8), point!(h9), point!(h10)], &[]).unwrap();
    /// let mut kinds = [0u8; 225];
    /// let n = Rule::default_rule().forbidden_map(&board, Color::Black).write_codes(&mut kinds);
    /// assert_eq!(n, Ok(1));
    /// assert_eq!(kinds[point!(h8).index(15)], 1);
    /// ```
    pub fn write_codes(&self, out: &mut [u8]) -> Result<usize, CellError> {
        CellError::check_length(out.len(), S::N)?;
        // Word by word: a set bit's number is `row << ROW_SHIFT | col`, so its cell is a
        // shift, a mask and a multiply away; most words are empty (one test each).
        let shift = S::Layout::ROW_SHIFT;
        let mut n = 0;
        for kind in ForbiddenKind::ALL {
            let code = kind_code(kind);
            for (w, &word) in self.of_kind(kind).words().as_ref().iter().enumerate() {
                let mut bits = word;
                while bits != 0 {
                    // Counted here: without the POPCNT instruction (not in baseline x86-64),
                    // `count_ones` is a dozen instructions a word.
                    n += 1;
                    let bit = 64 * w + bits.trailing_zeros() as usize;
                    let (row, col) = (bit >> shift, bit & ((1 << shift) - 1));
                    // A set's bits are points of the board, so the cell is always there.
                    if let Some(cell) = out.get_mut(row * S::N + col) {
                        *cell = code;
                    }
                    bits &= bits - 1;
                }
            }
        }
        Ok(n)
    }
}

impl Rule {
    /// `color`'s forbidden map of the board of size `S` that `cells` describe, written into
    /// `out` as kind codes at the forbidden points only (as [`ForbiddenMap::write_codes`]:
    /// pass zeros), with how many points are forbidden; or the first cell that is no cell
    /// (or the wrong number of cells), with nothing written. What the C ABI and the Python
    /// package do for each board.
    ///
    /// ```
    /// use renju::{point, Color, Rule, Standard};
    /// // RIF 9.3's double-three: black f8 g8 h9 h10.
    /// let mut cells = [0u8; 225];
    /// for p in [point!(f8), point!(g8), point!(h9), point!(h10)] {
    ///     cells[p.index(15)] = 1;
    /// }
    /// let (renju, mut kinds) = (Rule::default_rule(), [0u8; 225]);
    /// assert_eq!(renju.write_map_of_cells::<Standard>(&cells, Color::Black, &mut kinds), Ok(1));
    /// assert_eq!(kinds[point!(h8).index(15)], 1);
    /// cells[0] = 3;
    /// assert!(renju.write_map_of_cells::<Standard>(&cells, Color::Black, &mut kinds).is_err());
    /// ```
    pub fn write_map_of_cells<S: BoardSize>(
        &self,
        cells: &[u8],
        color: Color,
        out: &mut [u8],
    ) -> Result<usize, CellError> {
        CellError::check_length(out.len(), S::N)?;
        CellError::check_length(cells.len(), S::N)?;
        let mut board = Board::<S>::new();
        put_checked_cells::<S>(&mut board, cells)?;
        self.write_map_of_board(&board, color, out)
    }

    /// [`write_map_of_cells`](Rule::write_map_of_cells) writing every one of `out`'s `N * N`
    /// codes, zeros included (`out` need not be zeroed), once the cells are found good: on an
    /// error `out` is left as it was. What one board of a batch (a game loop's call) does: the
    /// cells are checked as they are read, not in a pass of their own.
    ///
    /// ```
    /// use renju::{point, Color, Rule, Standard};
    /// let mut cells = [0u8; 225];
    /// for p in [point!(f8), point!(g8), point!(h9), point!(h10)] {
    ///     cells[p.index(15)] = 1;
    /// }
    /// let (renju, mut kinds) = (Rule::default_rule(), [9u8; 225]);
    /// assert_eq!(renju.write_whole_map_of_cells::<Standard>(&cells, Color::Black, &mut kinds), Ok(1));
    /// assert_eq!((kinds[point!(h8).index(15)], kinds.iter().filter(|&&k| k != 0).count()), (1, 1));
    /// cells[224] = 3;
    /// let mut untouched = [9u8; 225];
    /// assert!(renju.write_whole_map_of_cells::<Standard>(&cells, Color::Black, &mut untouched).is_err());
    /// assert!(untouched.iter().all(|&k| k == 9));
    /// ```
    pub fn write_whole_map_of_cells<S: BoardSize>(
        &self,
        cells: &[u8],
        color: Color,
        out: &mut [u8],
    ) -> Result<usize, CellError> {
        CellError::check_length(out.len(), S::N)?;
        CellError::check_length(cells.len(), S::N)?;
        let mut board = Board::<S>::new();
        put_checked_cells::<S>(&mut board, cells)?;
        // Zeroed here, sliced to a length the compiler knows, in a few stores.
        if let Some(out) = out.get_mut(..S::N * S::N) {
            out.fill(0);
        }
        self.write_map_of_board(&board, color, out)
    }

    /// [`write_map_of_cells`](Rule::write_map_of_cells) of [checked](CheckedCells) cells,
    /// without looking at their values again: what a batch does for each board once it has
    /// checked all of them.
    ///
    /// ```
    /// use renju::cells::CheckedCells;
    /// use renju::{point, Color, Rule, Standard};
    /// // RIF 9.3's double-three: black f8 g8 h9 h10.
    /// let mut cells = [0u8; 225];
    /// for p in [point!(f8), point!(g8), point!(h9), point!(h10)] {
    ///     cells[p.index(15)] = 1;
    /// }
    /// let (renju, mut kinds) = (Rule::default_rule(), [0u8; 225]);
    /// let checked = CheckedCells::new(&cells, 15).unwrap();
    /// assert_eq!(renju.write_map_of_checked_cells::<Standard>(checked, Color::Black, &mut kinds), Ok(1));
    /// assert_eq!(kinds[point!(h8).index(15)], 1);
    /// ```
    pub fn write_map_of_checked_cells<S: BoardSize>(
        &self,
        cells: CheckedCells<'_>,
        color: Color,
        out: &mut [u8],
    ) -> Result<usize, CellError> {
        CellError::check_length(out.len(), S::N)?;
        let cells = cells.cells();
        CellError::check_length(cells.len(), S::N)?;
        // The board is built where it is read, not returned: a `Board` (a kilobyte) taken
        // out of a `Result` or a function's return is copied.
        let mut board = Board::<S>::new();
        put_valid_cells::<S>(&mut board, cells);
        self.write_map_of_board(&board, color, out)
    }
}

impl Rule {
    /// The map of `board` for `color`, its codes written into `out` (which holds the board's
    /// points): the one copy of the map at each size that every cell entry point calls, out of
    /// line, so that the C library and the Python extension do not hold a copy of the whole map
    /// inlined into each entry point at each of the 22 sizes (it took the C library from 4.05
    /// to 4.55 MB).
    #[inline(never)]
    fn write_map_of_board<S: BoardSize>(
        &self,
        board: &Board<S>,
        color: Color,
        out: &mut [u8],
    ) -> Result<usize, CellError> {
        self.forbidden_map(board, color).write_codes(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::size::Size;
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    use sse2::{stone_words_narrow_sse2, stone_words_wide_sse2};
    use std::prelude::rust_2021::*;

    /// Every index, alone and in a full board, lands on its own point with its own colour:
    /// the last cell included (the last rows are read early with SSE2).
    fn every_cell_lands_on_its_point<S: BoardSize>() {
        let cells_of = S::N * S::N;
        for i in 0..cells_of {
            let p = Point::from_index(i, S::N).expect("an index of the board");
            for (code, color) in [(1, Color::Black), (2, Color::White)] {
                let mut cells = vec![0u8; cells_of];
                cells[i] = code;
                let board = Board::<S>::from_cells(&cells).expect("valid cells");
                let mut want = Board::<S>::new();
                want.place(p, color).expect("empty");
                assert_eq!(board, want, "{p}");
                assert_eq!(board.cells(), cells);
            }
        }
        // Every cell filled: 0, 1, 2, 0, 1, 2, …
        let cells: Vec<u8> = (0..cells_of).map(|i| (i % 3) as u8).collect();
        let board = Board::<S>::from_cells(&cells).expect("valid cells");
        assert_eq!(
            board.stone_count(),
            cells.iter().filter(|&&c| c != 0).count()
        );
        assert_eq!(board.cells(), cells);
    }

    #[test]
    fn every_cell_of_every_size_lands_on_its_point() {
        every_cell_lands_on_its_point::<Size<5>>();
        every_cell_lands_on_its_point::<Size<8>>();
        every_cell_lands_on_its_point::<Size<15>>();
        every_cell_lands_on_its_point::<Size<16>>();
        every_cell_lands_on_its_point::<Size<20>>();
        every_cell_lands_on_its_point::<Size<26>>();
    }

    /// Boards of `S` of every density from a fixed seed (xorshift), each given to `check`.
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    fn random_cells<S: BoardSize>(mut check: impl FnMut(&[u8])) {
        let mut next = crate::test_rng::xorshift(0x9E37_79B9_7F4A_7C15_u64);
        for i in 0..2_000 {
            let density = 1 + i % 16;
            let cells: Vec<u8> = (0..S::N * S::N)
                .map(|_| match next() % 32 {
                    roll if roll < density => 1 + (roll % 2) as u8,
                    _ => 0,
                })
                .collect();
            check(&cells);
        }
    }

    /// The board of valid cells built from the cell-at-a-time reading's words: what every
    /// other way of building it must build.
    fn board_of_words<S: BoardSize>(cells: &[u8]) -> Board<S> {
        let [black, white] = stone_words_cell_at_a_time::<S>(cells);
        Board::from_stone_words(black, white)
    }

    /// Rows read with SSE2 and put straight on the board build the board the words of the
    /// cell-at-a-time reading build, on boards of every density, checked or not.
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    fn rows_put_as_words_put<S: BoardSize>() {
        random_cells::<S>(|cells| {
            let want = board_of_words::<S>(cells);
            let mut board = Board::<S>::new();
            put_valid_cells::<S>(&mut board, cells);
            assert_eq!(board, want, "{cells:?}");
            let mut board = Board::<S>::new();
            assert_eq!(put_checked_cells::<S>(&mut board, cells), Ok(()));
            assert_eq!(board, want, "{cells:?}");
            let mut board = Board::<S>::new();
            assert!(sse2::put_cells_narrow_sse2::<S>(&mut board, cells));
            assert_eq!(board, want, "{cells:?}");
        });
    }

    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    #[test]
    fn rows_put_with_sse2_build_the_board_of_the_words_on_every_small_size() {
        rows_put_as_words_put::<Size<5>>();
        rows_put_as_words_put::<Size<6>>();
        rows_put_as_words_put::<Size<9>>();
        rows_put_as_words_put::<Size<11>>();
        rows_put_as_words_put::<Size<14>>();
        rows_put_as_words_put::<Size<15>>();
    }

    /// `read` reads what the cell-at-a-time reading reads, on boards of every density.
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    fn reads_as_cell_by_cell<S: BoardSize>(read: fn(&[u8]) -> StoneWords<S>) {
        random_cells::<S>(|cells| {
            assert_eq!(
                read(cells),
                stone_words_cell_at_a_time::<S>(cells),
                "{cells:?}"
            );
        });
    }

    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    #[test]
    fn sse2_and_cell_by_cell_reading_agree_on_every_small_size() {
        reads_as_cell_by_cell::<Size<5>>(stone_words_narrow_sse2::<Size<5>>);
        reads_as_cell_by_cell::<Size<6>>(stone_words_narrow_sse2::<Size<6>>);
        reads_as_cell_by_cell::<Size<11>>(stone_words_narrow_sse2::<Size<11>>);
        reads_as_cell_by_cell::<Size<15>>(stone_words_narrow_sse2::<Size<15>>);
    }

    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    #[test]
    fn wide_sse2_and_cell_by_cell_reading_agree_on_every_wide_size() {
        reads_as_cell_by_cell::<Size<16>>(stone_words_wide_sse2::<Size<16>>);
        reads_as_cell_by_cell::<Size<17>>(stone_words_wide_sse2::<Size<17>>);
        reads_as_cell_by_cell::<Size<19>>(stone_words_wide_sse2::<Size<19>>);
        reads_as_cell_by_cell::<Size<20>>(stone_words_wide_sse2::<Size<20>>);
        reads_as_cell_by_cell::<Size<21>>(stone_words_wide_sse2::<Size<21>>);
        reads_as_cell_by_cell::<Size<22>>(stone_words_wide_sse2::<Size<22>>);
        reads_as_cell_by_cell::<Size<25>>(stone_words_wide_sse2::<Size<25>>);
        reads_as_cell_by_cell::<Size<26>>(stone_words_wide_sse2::<Size<26>>);
    }

    /// Codes written where the points are, by hand: the corners, the centre and a point by
    /// the top edge, of each kind; then every point of the board, kinds in turn.
    fn codes_land_on_their_cells<S: BoardSize>() {
        use ForbiddenKind::{DoubleFour, DoubleThree, Overline};
        let (n, last) = (S::N, S::N - 1);
        let picks = [
            (0, 0, DoubleThree),
            (last, 0, DoubleFour),
            (0, last, Overline),
            (last, last, DoubleThree),
            (n / 2, n / 2, DoubleFour),
            (1, last, Overline),
        ];
        let at = |col, row| Point::new(col, row).expect("a point");
        let map: ForbiddenMap<S> = picks.iter().map(|&(c, r, k)| (at(c, r), k)).collect();
        let mut out = vec![0u8; n * n];
        assert_eq!(map.write_codes(&mut out), Ok(picks.len()));
        let mut want = vec![0u8; n * n];
        for (col, row, kind) in picks {
            want[row * n + col] = kind_code(kind);
        }
        assert_eq!(out, want, "{n}x{n}");
        // Every point: index i holds ALL[i % 3] (overline, double-four, double-three in turn).
        let all: ForbiddenMap<S> = (0..n * n)
            .map(|i| {
                (
                    at(i % n, i / n),
                    ForbiddenKind::ALL[i % ForbiddenKind::COUNT],
                )
            })
            .collect();
        let mut out = vec![0u8; n * n];
        assert_eq!(all.write_codes(&mut out), Ok(n * n));
        let want: Vec<u8> = (0..n * n)
            .map(|i| kind_code(ForbiddenKind::ALL[i % ForbiddenKind::COUNT]))
            .collect();
        assert_eq!(out, want, "{n}x{n}");
        // Another length: an error, and nothing written.
        let mut short = vec![9u8; n * n - 1];
        assert_eq!(
            all.write_codes(&mut short),
            Err(CellError::Length {
                len: n * n - 1,
                size: n
            })
        );
        assert!(short.iter().all(|&c| c == 9));
    }

    #[test]
    fn codes_land_on_their_cells_on_every_layout() {
        codes_land_on_their_cells::<Size<5>>();
        codes_land_on_their_cells::<Size<15>>();
        codes_land_on_their_cells::<Size<16>>();
        codes_land_on_their_cells::<Size<20>>();
        codes_land_on_their_cells::<Size<21>>();
        codes_land_on_their_cells::<Size<22>>();
        codes_land_on_their_cells::<Size<26>>();
    }

    #[test]
    fn checked_cells_keep_every_length_check() {
        let cells = vec![0u8; 450];
        let checked = CheckedCells::new(&cells, 15).expect("valid");
        assert_eq!(checked.cells().len(), 450);
        assert_eq!(
            Board::<Size<15>>::from_checked_cells(checked),
            Err(CellError::Length { len: 450, size: 15 })
        );
        let mut kinds = [0u8; 225];
        let renju = Rule::default_rule();
        assert_eq!(
            renju.write_map_of_checked_cells::<Size<15>>(checked, Color::Black, &mut kinds),
            Err(CellError::Length { len: 450, size: 15 })
        );
        let one = checked.get(0..225).expect("a board");
        assert_eq!(
            renju.write_map_of_checked_cells::<Size<15>>(one, Color::Black, &mut kinds[..224]),
            Err(CellError::Length { len: 224, size: 15 })
        );
        assert!(checked.get(400..451).is_none());
    }

    #[test]
    fn a_bad_cell_is_named_wherever_it_is() {
        for i in [0, 7, 8, 223, 224] {
            let mut cells = [0u8; CELLS];
            cells[i] = 3;
            assert_eq!(
                Board::<Size<15>>::from_cells(&cells),
                Err(CellError::BadCell {
                    index: i,
                    value: 3,
                    size: 15
                })
            );
        }
        let mut cells = vec![0u8; 400];
        cells[399] = 9;
        let e = Board::<Size<20>>::from_cells(&cells).unwrap_err();
        assert_eq!(
            e.to_string(),
            "cell 399 (t20) holds 9: a cell is 0 (empty), 1 (black) or 2 (white)"
        );
        assert_eq!(
            Board::<Size<15>>::from_cells(&cells[..224]),
            Err(CellError::Length { len: 224, size: 15 })
        );
    }

    /// The reading that checks as it reads finds a bad cell wherever it is and whatever it
    /// holds (the first of two named), and on good cells reads as the cell-at-a-time reading.
    fn checked_reading_finds_every_bad_cell<S: BoardSize>() {
        let len = S::N * S::N;
        let good: Vec<u8> = (0..len).map(|i| (i * 7 % 3) as u8).collect();
        let checked_stone_words = |cells: &[u8]| {
            let mut board = Board::<S>::new();
            put_checked_cells::<S>(&mut board, cells).map(|()| board)
        };
        assert_eq!(checked_stone_words(&good), Ok(board_of_words::<S>(&good)));
        for i in 0..len {
            for value in [3, 4, 0x7F, 0x80, 0xFF] {
                let mut cells = good.clone();
                cells[i] = value;
                let want = CellError::BadCell {
                    index: i,
                    value,
                    size: S::N,
                };
                assert_eq!(checked_stone_words(&cells), Err(want), "cell {i}: {value}");
                if i + 1 < len {
                    cells[len - 1] = 9;
                    assert_eq!(
                        checked_stone_words(&cells),
                        Err(want),
                        "cell {i} then the last"
                    );
                }
            }
        }
    }

    #[test]
    fn checked_reading_finds_every_bad_cell_of_every_size() {
        checked_reading_finds_every_bad_cell::<Size<5>>();
        checked_reading_finds_every_bad_cell::<Size<6>>();
        checked_reading_finds_every_bad_cell::<Size<11>>();
        checked_reading_finds_every_bad_cell::<Size<15>>();
        checked_reading_finds_every_bad_cell::<Size<16>>();
        checked_reading_finds_every_bad_cell::<Size<26>>();
    }

    /// The whole map of cells is the map of the board of those cells, every code written.
    #[test]
    fn the_whole_map_of_cells_is_the_boards_map() {
        let rule = Rule::default_rule();
        let mut next = crate::test_rng::xorshift(0x2545_F491_4F6C_DD1D_u64);
        for i in 0..500 {
            let cells: Vec<u8> = (0..225)
                .map(|_| match next() % 16 {
                    roll if roll < 1 + i % 6 => 1 + (roll % 2) as u8,
                    _ => 0,
                })
                .collect();
            let board = Board::<crate::Standard>::from_cells(&cells).expect("valid cells");
            for color in [Color::Black, Color::White] {
                let mut want = [0u8; 225];
                let n = rule.forbidden_map(&board, color).write_codes(&mut want);
                let mut got = [0xAAu8; 225];
                let m = rule.write_whole_map_of_cells::<crate::Standard>(&cells, color, &mut got);
                assert_eq!((m, got), (n, want));
                let mut again = [0u8; 225];
                let k = rule.write_map_of_cells::<crate::Standard>(&cells, color, &mut again);
                assert_eq!((k, again), (n, want));
            }
        }
    }
}
