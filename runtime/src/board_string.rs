//! Boards as one string of `N * N` characters: a board diagram's rows joined, without the
//! row breaks, the top row (row `N`) first, each row from column `a` to the right; `.` an
//! empty point, `x` or `X` a black stone, `o` or `O` a white one. On 15x15, character 0 is
//! `a15`, character 14 `o15`, character 210 `a1` and character 224 `o1`: the point at column
//! `c` (0 for `a`) and row `r` (1-based) is character `(N - r) * N + c`. It is the fastest
//! form of a position to read (`renju batch`'s `"board"`): a few operations per row.
//!
//! ```
//! use renju::{point, AnyBoard, Color};
//! // RIF 9.3's double-three: black f8 g8 h9 h10 (characters 82, 97, 110 and 111).
//! let mut text = vec![b'.'; 225];
//! for at in [82, 97, 110, 111] {
//!     text[at] = b'x';
//! }
//! let mut board = AnyBoard::new(15)?;
//! board.set_board_string(&text)?;
//! assert_eq!(board.get(point!(f8)), Some(Color::Black));
//! assert_eq!(board.get(point!(h10)), Some(Color::Black));
//! assert_eq!(board.stone_count(), 4);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::board::Board;
use crate::size::{BoardSize, MAX_SIZE};
use core::fmt;

/// A board string that does not make a board: a byte that is no point, or the wrong length.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardStringError {
    /// The first byte that is not `.`, `x`, `X`, `o` or `O`.
    Character {
        /// Its index in the string.
        index: usize,
        /// The byte.
        byte: u8,
    },
    /// Not `size * size` bytes.
    Length {
        /// The number of bytes given.
        len: usize,
        /// The board's side.
        size: usize,
    },
}

impl fmt::Display for BoardStringError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            BoardStringError::Character { index, byte } => write!(
                f,
                "board string byte {index} (0x{byte:02x}) is not a point: use '.' (empty), 'x' or 'X' (black), 'o' or 'O' (white)"
            ),
            BoardStringError::Length { len, size } => write!(
                f,
                "board string of {len} bytes: a {size}x{size} board has {}",
                size * size
            ),
        }
    }
}

impl core::error::Error for BoardStringError {}

/// Each row's stones as bits (bit `c` for column `c`), black's and white's; index 0 is row 1.
pub(crate) struct StoneRows {
    pub(crate) black: [u32; MAX_SIZE],
    pub(crate) white: [u32; MAX_SIZE],
}

impl StoneRows {
    /// No stone.
    const EMPTY: StoneRows = StoneRows {
        black: [0; MAX_SIZE],
        white: [0; MAX_SIZE],
    };
}

/// Whether the byte `c` is a point of a board string: `.`, `x`, `X`, `o` or `O`.
#[inline(always)]
fn is_point(c: u8) -> bool {
    matches!(c, b'.' | b'x' | b'X' | b'o' | b'O')
}

/// The stones of a board string of a board of `n` points a side (5..=26), or what is wrong
/// with it (the tests' face of [`read_stone_rows`]). Not a copy per size: the side is a number here, not a type (three copies of the
/// loop: rows read 16 characters at a time, 32 at a time, and 15x15's, where the side is a
/// constant that shapes the loop).
#[cfg(test)]
pub(crate) fn stone_rows(text: &[u8], n: usize) -> Result<StoneRows, BoardStringError> {
    let mut rows = StoneRows::EMPTY;
    read_stone_rows(text, n, &mut rows)?;
    Ok(rows)
}

/// [`stone_rows`] into `rows`, which the caller keeps (a value of two hundred bytes is not
/// moved out of a `Result`): the rows past `n` are left as they were, those up to `n` are
/// overwritten; on an error, what `rows` holds means nothing.
#[inline]
pub(crate) fn read_stone_rows(
    text: &[u8],
    n: usize,
    rows: &mut StoneRows,
) -> Result<(), BoardStringError> {
    if text.len() != n * n {
        return Err(BoardStringError::Length {
            len: text.len(),
            size: n,
        });
    }
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    let good = match n {
        crate::size::STANDARD_SIZE => rows_sse2::<16>(text, crate::size::STANDARD_SIZE, rows),
        6..=16 => rows_sse2::<16>(text, n, rows),
        17.. => rows_sse2::<32>(text, n, rows),
        _ => rows_byte_at_a_time(text, n, rows),
    };
    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
    let good = rows_byte_at_a_time(text, n, rows);
    if good {
        Ok(())
    } else {
        Err(first_bad_byte(text))
    }
}

/// The first byte of `text` that is no point.
#[cold]
fn first_bad_byte(text: &[u8]) -> BoardStringError {
    let index = text.iter().position(|&b| !is_point(b)).unwrap_or_default();
    BoardStringError::Character {
        index,
        byte: text.get(index).copied().unwrap_or_default(),
    }
}

/// [`stone_rows`] a byte at a time, into `rows` (which hold no stone): whether every byte
/// is a point. The reading every target has.
#[inline(never)]
fn rows_byte_at_a_time(text: &[u8], n: usize, rows: &mut StoneRows) -> bool {
    let mut good = true;
    for (r, row) in text.chunks_exact(n).enumerate() {
        let (mut black, mut white) = (0u32, 0u32);
        for (col, &c) in row.iter().enumerate() {
            // `c | 0x20` is the lower case of `X` and `O`.
            black |= u32::from(c | 0x20 == b'x') << col;
            white |= u32::from(c | 0x20 == b'o') << col;
            good &= is_point(c);
        }
        rows.black[n - 1 - r] = black;
        rows.white[n - 1 - r] = white;
    }
    good
}

/// [`stone_rows`] with SSE2 (part of every x86-64 processor), into `rows`: per row, `W`
/// characters (16, or 32 past 16x16) compared at once with `x`, `o` (after `| 0x20`) and
/// `.`, the first two comparisons' bytes taken down to a bit each. The last rows' characters
/// are read from earlier, so as not to read past the string, and their bits moved down.
/// Whether every byte is a point: every byte read (each is the string's, and together they
/// are all of it) is checked in the registers, the checks ANDed there and taken down to bits
/// once, at the end. `n * n` must be at least `W`.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[inline(always)]
fn rows_sse2<const W: usize>(text: &[u8], n: usize, rows: &mut StoneRows) -> bool {
    use safe_arch::{
        bitand_m128i, bitor_m128i, cmp_eq_mask_i8_m128i, m128i, move_mask_i8_m128i,
        set_splat_i8_m128i,
    };
    let (fold, black_char, white_char, empty_char) = (
        set_splat_i8_m128i(0x20),
        set_splat_i8_m128i(b'x' as i8),
        set_splat_i8_m128i(b'o' as i8),
        set_splat_i8_m128i(b'.' as i8),
    );
    // All ones while every byte read is a point.
    let mut all_points = set_splat_i8_m128i(-1);
    // The two bit masks of 16 characters, black and white; their points ANDed into
    // `all_points`.
    let mut masks = |chunk: [u8; 16]| -> [u32; 2] {
        let v = m128i::from(chunk);
        let lower = bitor_m128i(v, fold);
        let black = cmp_eq_mask_i8_m128i(lower, black_char);
        let white = cmp_eq_mask_i8_m128i(lower, white_char);
        let point = bitor_m128i(
            bitor_m128i(black, white),
            cmp_eq_mask_i8_m128i(v, empty_char),
        );
        all_points = bitand_m128i(all_points, point);
        [black, white].map(|m| move_mask_i8_m128i(m) as u32)
    };
    let row_mask = (1u32 << n) - 1;
    let last_start = n * n - W;
    for r in 0..n {
        let start = (n * r).min(last_start);
        let Some(chunk) = text.get(start..start + W) else {
            return false;
        };
        let mut low = [0u8; 16];
        low.copy_from_slice(&chunk[..16]);
        let [mut black, mut white] = masks(low);
        if W == 32 {
            let mut high = [0u8; 16];
            high.copy_from_slice(&chunk[16..]);
            let [b, w] = masks(high);
            (black, white) = (black | b << 16, white | w << 16);
        }
        let shift = n * r - start;
        rows.black[n - 1 - r] = (black >> shift) & row_mask;
        rows.white[n - 1 - r] = (white >> shift) & row_mask;
    }
    move_mask_i8_m128i(all_points) == 0xFFFF
}

impl<S: BoardSize> Board<S> {
    /// Makes this board the one a board string describes (see the [module docs](self)), in
    /// place: a caller refilling one board for many positions copies no board. On an error
    /// the board is left as it was.
    ///
    /// ```
    /// use renju::{point, Board, Color, Size};
    /// let mut board = Board::<Size<5>>::new();
    /// board.set_board_string(b"X...........o...........o").unwrap();
    /// assert_eq!(board.get(point!(a5)), Some(Color::Black));
    /// assert_eq!(board.get(point!(c3)), Some(Color::White));
    /// assert_eq!(board.get(point!(e1)), Some(Color::White));
    /// assert_eq!(board.set_board_string(b"..").unwrap_err().to_string(),
    ///            "board string of 2 bytes: a 5x5 board has 25");
    /// assert_eq!(board.stone_count(), 3, "left as it was");
    /// ```
    pub fn set_board_string(&mut self, text: &[u8]) -> Result<(), BoardStringError> {
        let mut rows = StoneRows::EMPTY;
        read_stone_rows(text, S::N, &mut rows)?;
        self.clear_lines_in_use();
        self.put_rows(&rows.black, &rows.white);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_rng::xorshift;
    use alloc::string::String;
    use alloc::vec::Vec;

    /// The rows of a board string as the rules of the format say, a character at a time.
    fn rows_slow(text: &[u8], n: usize) -> Option<([u32; MAX_SIZE], [u32; MAX_SIZE])> {
        let (mut black, mut white) = ([0u32; MAX_SIZE], [0u32; MAX_SIZE]);
        for (index, &c) in text.iter().enumerate() {
            let (row, col) = (n - 1 - index / n, index % n);
            match c {
                b'x' | b'X' => black[row] |= 1 << col,
                b'o' | b'O' => white[row] |= 1 << col,
                b'.' => {}
                _ => return None,
            }
        }
        Some((black, white))
    }

    #[test]
    fn every_size_reads_as_the_format_says_including_bad_bytes() {
        let mut next = xorshift(36);
        let mut below = |k: usize| (next() % k as u64) as usize;
        let alphabet = b".xXoO";
        for n in crate::size::MIN_SIZE..=MAX_SIZE {
            for round in 0..200 {
                let mut text: Vec<u8> = (0..n * n)
                    .map(|_| alphabet[below(alphabet.len())])
                    .collect();
                // Every fourth string holds one byte that is no point, somewhere (the
                // first and last characters included).
                if round % 4 == 0 {
                    let at = [0, n * n - 1, below(n * n)][round / 4 % 3];
                    text[at] = [b'0', b' ', 0x0e, b'N', 0xc3, b'-'][below(6)];
                }
                let want = rows_slow(&text, n);
                let got = stone_rows(&text, n);
                match (want, got) {
                    (Some((black, white)), Ok(rows)) => {
                        assert_eq!((rows.black, rows.white), (black, white), "{n}x{n}");
                        let mut slow = StoneRows::EMPTY;
                        assert!(rows_byte_at_a_time(&text, n, &mut slow));
                        assert_eq!((slow.black, slow.white), (black, white), "{n}x{n}");
                    }
                    (None, Err(BoardStringError::Character { index, byte })) => {
                        assert_eq!(
                            first_bad_byte(&text),
                            BoardStringError::Character { index, byte }
                        );
                        assert!(!b".xXoO".contains(&byte), "{n}x{n}: {byte}");
                        let mut slow = StoneRows::EMPTY;
                        assert!(!rows_byte_at_a_time(&text, n, &mut slow));
                    }
                    (want, got) => panic!("{n}x{n}: {want:?} against {:?}", got.err()),
                }
            }
        }
    }

    /// `set_board_string` (its rows put straight into the lines) builds, at every size, the
    /// board that placing the string's stones one at a time builds, on a board that held
    /// other stones before (and left as it was by a bad string).
    #[test]
    fn a_board_string_builds_the_board_placing_its_stones_builds() {
        fn agree<S: BoardSize>(next: &mut impl FnMut() -> u64) {
            let n = S::N;
            let mut board = Board::<S>::new();
            for round in 0..300 {
                // From empty to full, both colours, in clusters and scattered.
                let fill = next() % 101;
                let text: Vec<u8> = (0..n * n)
                    .map(|_| match next() % 100 {
                        k if k >= fill => b'.',
                        k if k % 2 == 0 => [b'x', b'X'][round % 2],
                        _ => [b'o', b'O'][round % 3 % 2],
                    })
                    .collect();
                let mut want = Board::<S>::new();
                for (index, &c) in text.iter().enumerate() {
                    let p =
                        crate::point::Point::new(index % n, n - 1 - index / n).expect("a point");
                    match c {
                        b'x' | b'X' => want.place(p, renju_vocab::Color::Black).expect("empty"),
                        b'o' | b'O' => want.place(p, renju_vocab::Color::White).expect("empty"),
                        _ => {}
                    }
                }
                board.set_board_string(&text).expect("a good string");
                assert!(board == want, "{n}x{n}: {}", String::from_utf8_lossy(&text));
                let mut bad = text.clone();
                bad[(next() % (n * n) as u64) as usize] = b'#';
                assert!(board.set_board_string(&bad).is_err());
                assert!(board == want, "{n}x{n}: left as it was");
            }
        }
        let mut next = xorshift(57);
        macro_rules! every_size {
            ($($n:literal)*) => { $(agree::<crate::size::Size<$n>>(&mut next);)* };
        }
        every_size!(5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26);
    }

    #[test]
    fn a_string_of_the_wrong_length_is_named() {
        for (len, n) in [(0, 15), (224, 15), (226, 15), (225, 20)] {
            let text = alloc::vec![b'.'; len];
            assert_eq!(
                stone_rows(&text, n).err(),
                Some(BoardStringError::Length { len, size: n })
            );
        }
    }
}
