//! Board sizes: a side of 5 to 26 points, as a type ([`Size<N>`]) chosen at compile time, or
//! as a number chosen at run time and turned into the type by [`with_board_size!`].
//!
//! The pattern tables do not know the board's size (an 11-point window sees the edge as it
//! sees an opponent stone); only the board's own layout does. Three layouts serve every size:
//! - boards of 5 to 15 points a side keep each line in 32 bits (256 slots, 1 KB a board) and
//!   a point set in four 64-bit words (rows of 16 bits), the 15x15 board's own layout since
//!   the first release;
//! - boards of 16 to 21 points (19x19 and 20x20 among them) keep their lines the same way and
//!   point sets in eleven words (rows of 32 bits);
//! - boards of 22 to 26 points keep lines in 64 bits (512 slots) and sets in sixteen words.
//!
//! ```
//! use renju::{point, Board, Color, Rule, Size};
//! // Gomocup's boards are 20x20: a five along the last column, t16-t20.
//! let black = [point!(t16), point!(t17), point!(t18), point!(t19)];
//! let board = Board::<Size<20>>::from_stones(&black, &[]).unwrap();
//! let freestyle = Rule::by_name("gomoku-freestyle").unwrap();
//! assert!(freestyle.makes_five(&board, point!(t20), Color::Black));
//! // t20 is past the edge of a 15x15 board.
//! assert!(Board::<Size<15>>::from_stones(&[point!(t20)], &[]).is_err());
//! ```

use crate::geometry::{line_count, small_stars, star_rows, Geometry};
use crate::layout::{Large, Layout, LineStore, Medium, Small};
use core::fmt;
use core::hash::Hash;

pub use renju_vocab::{MAX_SIZE, MIN_SIZE, STANDARD_SIZE};

/// A board of `N` points a side, as a type: `Board<Size<20>>` is a 20x20 board. Every `N`
/// from [`MIN_SIZE`] to [`MAX_SIZE`] implements [`BoardSize`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Size<const N: usize>;

/// The 15x15 board's size, the default of every sized type.
pub type Standard = Size<STANDARD_SIZE>;

/// A board size the crate supports ([`Size<N>`] for `N` in 5..=26): what the board, point
/// sets, forbidden maps and the incremental board are generic over.
pub trait BoardSize:
    sealed::Sealed + Copy + Default + fmt::Debug + Eq + Ord + Hash + Send + Sync + 'static
{
    /// Points on a side.
    const N: usize;
    /// How boards of this size keep their lines and sets (an implementation detail).
    #[doc(hidden)]
    type Layout: Layout;
    /// The words of the point set of every point of the board.
    #[doc(hidden)]
    const ALL_WORDS: <Self::Layout as Layout>::Words;
    /// The words of the point set of the points up to 5 away from (`col`, `row`), on the
    /// board, along the four lines through it, and the point itself.
    #[doc(hidden)]
    fn star_words(col: usize, row: usize) -> <Self::Layout as Layout>::Words;
    /// The size's geometry: where each point lies on its lines, each line's edge, the stars.
    #[doc(hidden)]
    const GEOMETRY: &'static Geometry;
}

/// Whether the hot code for boards of size `S` (the judge, the whole map, the incremental
/// board's updates) is compiled in specialised copies, once per colour and per way of reading
/// lines, the colour and the reading constants in every line and table read: for the standard
/// size only. The other sizes have one copy for both colours and both readings, chosen at run
/// time: a quarter of the copies (each of the 22 sizes has its own in the C library and the
/// Python extension), for about 4% of their speed (docs/performance.md).
#[inline(always)]
pub(crate) const fn specialized_copies<S: BoardSize>() -> bool {
    S::N == STANDARD_SIZE
}

mod sealed {
    pub trait Sealed {}
}

/// The `W` words of a point set holding every point of a board of `n` points a side, with
/// rows of `1 << shift` bits.
const fn board_words<const W: usize>(n: usize, shift: usize) -> [u64; W] {
    let mut words = [0u64; W];
    let mut row = 0;
    while row < n {
        let mut col = 0;
        while col < n {
            let b = (row << shift) | col;
            words[b / 64] |= 1 << (b % 64);
            col += 1;
        }
        row += 1;
    }
    words
}

/// [`BoardSize::star_words`] up to 15x15, from a table of every point's (8 KB a size).
#[inline(always)]
fn small_star(stars: &'static [[u64; 4]; 256], col: usize, row: usize) -> [u64; 4] {
    stars[(row << 4 | col) & 255]
}

/// [`BoardSize::star_words`] past 15x15 (32-bit rows, `W` words): the point's column's 11
/// star rows from its size's `star_rows` (see [`star_rows`], 1.4 KB a size), each put in its
/// row if that is on the board.
#[inline(always)]
fn wide_star<S: BoardSize, const W: usize>(
    star_rows: &'static [[u32; 11]; 32],
    col: usize,
    row: usize,
) -> [u64; W] {
    let mut words = [0u64; W];
    for (k, &bits) in star_rows[col & 31].iter().enumerate() {
        // The row `k - 5` from the point's.
        let r = (row + k).wrapping_sub(5);
        if r < S::N {
            if let Some(word) = words.get_mut(r / 2) {
                *word |= u64::from(bits) << (32 * (r % 2));
            }
        }
    }
    words
}

/// The impls of [`BoardSize`] for the sizes `$n` of a layout: each size's [`Geometry`] and its
/// table of stars (up to 15x15, of every point; past, of each column) is a `static`, made
/// once, which every reader shares.
macro_rules! sizes {
    (@star Small, $words:literal, $n:literal, $col:ident, $row:ident) => {{
        static STARS: [[u64; 4]; 256] = small_stars($n);
        small_star(&STARS, $col, $row)
    }};
    (@star $layout:ident, $words:literal, $n:literal, $col:ident, $row:ident) => {{
        static STAR_ROWS: [[u32; 11]; 32] = star_rows($n);
        wide_star::<Self, $words>(&STAR_ROWS, $col, $row)
    }};
    ($layout:ident, $words:literal: $($n:literal)*) => {$(
        impl sealed::Sealed for Size<$n> {}
        impl BoardSize for Size<$n> {
            const N: usize = $n;
            type Layout = $layout;
            const ALL_WORDS: [u64; $words] =
                board_words::<$words>($n, <$layout as Layout>::ROW_SHIFT);
            const GEOMETRY: &'static Geometry = {
                static GEOMETRY: Geometry =
                    Geometry::of($n, <<$layout as Layout>::Lines as LineStore>::LEN);
                &GEOMETRY
            };
            #[inline(always)]
            fn star_words(col: usize, row: usize) -> [u64; $words] {
                sizes!(@star $layout, $words, $n, col, row)
            }
        }
    )*};
}

/// Whether the layout `L` holds boards of up to `n` points a side: a line's points and 5 bits
/// of edge each side in a line word, every line's two slots below the last two (kept for
/// stones off the board, see [`Board::from_stones`](crate::board::Board)), a row of a point set with
/// at least one padding column, and every row in the set's words.
const fn holds<L: Layout>(n: usize) -> bool {
    let line_slots = <L::Lines as LineStore>::LEN;
    let line_bits = 8 * size_of::<L::Lines>() / line_slots;
    let words = size_of::<L::Words>() / 8;
    n + 10 <= line_bits
        && line_count(n) * 2 <= line_slots - 2
        && n < 1 << L::ROW_SHIFT
        && (n + 1) << L::ROW_SHIFT <= 64 * words
}

const _: () = assert!(holds::<Small>(15));
const _: () = assert!(holds::<Medium>(21));
const _: () = assert!(holds::<Large>(MAX_SIZE));
// And each layout ends where the next begins.
const _: () = assert!(!holds::<Small>(16) && !holds::<Medium>(22));

sizes!(Small, 4: 5 6 7 8 9 10 11 12 13 14 15);
sizes!(Medium, 11: 16 17 18 19 20 21);
sizes!(Large, 16: 22 23 24 25 26);

/// A board size that is not supported: a side must have 5 to 26 points.
///
/// ```
/// use renju::SizeError;
/// assert_eq!(SizeError::check(19), Ok(19));
/// assert_eq!(SizeError::check(27).unwrap_err().to_string(),
///            "board size 27 is not supported: a side has 5 to 26 points");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SizeError {
    /// The size asked for.
    pub size: usize,
}

impl SizeError {
    /// `size` if supported, else the error.
    pub const fn check(size: usize) -> Result<usize, SizeError> {
        if size >= MIN_SIZE && size <= MAX_SIZE {
            Ok(size)
        } else {
            Err(SizeError { size })
        }
    }
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "board size {} is not supported: a side has {MIN_SIZE} to {MAX_SIZE} points",
            self.size
        )
    }
}

impl core::error::Error for SizeError {}

/// Runs code written for a board size type on a size known only at run time: in
/// `with_board_size!(size, S => expr)`, `S` names [`Size<size>`](Size) inside `expr`, and the
/// whole is `Ok(expr)`, or `Err(`[`SizeError`]`)` for a size outside 5..=26. The expression
/// is compiled once per size.
///
/// ```
/// use renju::{with_board_size, Board, BoardSize, Color, Rule};
/// fn forbidden_count(size: usize) -> Result<usize, renju::SizeError> {
///     renju::with_board_size!(size, S => {
///         let board = Board::<S>::new();
///         assert_eq!(S::N, size);
///         Rule::default_rule().forbidden_map(&board, Color::Black).len()
///     })
/// }
/// assert_eq!(forbidden_count(19), Ok(0));
/// assert!(forbidden_count(4).is_err());
/// ```
#[macro_export]
macro_rules! with_board_size {
    ($size:expr, $S:ident => $body:expr) => {
        $crate::with_board_size!(@arms $size, $S, $body;
            5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26)
    };
    (@arms $size:expr, $S:ident, $body:expr; $($n:literal)*) => {
        match $size {
            $($n => {
                #[allow(unused)]
                type $S = $crate::Size<$n>;
                ::core::result::Result::Ok($body)
            })*
            other => ::core::result::Result::Err($crate::SizeError { size: other }),
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stars_from_rows_are_stars<S: BoardSize>() {
        for row in 0..S::N {
            for col in 0..S::N {
                let want = crate::geometry::star_words::<16>(col, row, S::N, 5);
                let got = S::star_words(col, row);
                assert_eq!(got.as_ref(), &want[..got.as_ref().len()], "{col} {row}");
            }
        }
    }

    #[test]
    fn the_stars_of_boards_past_15x15_are_those_of_the_definition() {
        stars_from_rows_are_stars::<Size<16>>();
        stars_from_rows_are_stars::<Size<20>>();
        stars_from_rows_are_stars::<Size<21>>();
        stars_from_rows_are_stars::<Size<22>>();
        stars_from_rows_are_stars::<Size<26>>();
    }

    #[test]
    fn the_dispatch_names_the_size_it_was_given() {
        for size in 0..40 {
            let n = with_board_size!(size, S => S::N);
            match SizeError::check(size) {
                Ok(_) => assert_eq!(n, Ok(size)),
                Err(e) => assert_eq!(n, Err(e)),
            }
        }
    }
}
