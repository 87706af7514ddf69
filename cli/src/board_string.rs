//! A position's stones as one string of `N * N` characters (`"board"` in a JSON position), in
//! the order of the board diagrams `renju check` reads and prints, without the row breaks:
//! the top row (row `N`) first, each row from column `a` to the right. `.` is an empty point,
//! `x` or `X` a black stone, `o` or `O` a white one. On 15x15, character 1 is `a15`, character
//! 15 `o15`, character 211 `a1` and character 225 `o1`; the point at column `c` (0 for `a`)
//! and row `r` is character `(N - r) * N + c + 1`.
//!
//! The rules text's double-three (RIF 9.3: black f8 g8 h9 h10, h8 forbidden) as rows, the
//! top one first,
//!
//! ```text
//! ...............  row 15
//!  (4 more empty rows)
//! .......x.......  row 10: h10
//! .......x.......  row 9: h9
//! .....xx........  row 8: f8 g8
//!  (7 more empty rows)
//! ```
//!
//! is, joined, the line
//!
//! ```text
//! {"id": 1, "board": "..................................................................................x..............x............xx................................................................................................................."}
//! ```
//!
//! The runtime reads it ([`renju::board_string`]: a few operations per row rather than JSON
//! work per stone, the fast input of `renju batch`); this module names what is wrong with a
//! string that is not a board in characters, as a person typed it.

use crate::position_error::PositionError;
use renju::{AnyBoard, Board, BoardSize, Point};

/// The board a board string describes, on a board of size `S`: an error names a character
/// that is no point (the first), else a string of the wrong length.
///
/// ```
/// use renju::{point, Color, Standard};
/// use renju_cli::board_string::board_of_string;
/// let mut text = ".".repeat(225);
/// text.replace_range(0..1, "X"); // a15, the top left corner
/// text.replace_range(224..225, "o"); // o1, the bottom right corner
/// let board = board_of_string::<Standard>(&text).unwrap();
/// assert_eq!(board.get(point!(a15)), Some(Color::Black));
/// assert_eq!(board.get(point!(o1)), Some(Color::White));
/// assert_eq!(board.stone_count(), 2);
/// assert_eq!(board_of_string::<Standard>("...").unwrap_err().to_string(),
///            "\"board\" has 3 characters, but a 15x15 board has 225 (\"size\" or --size gives another board)");
/// ```
pub fn board_of_string<S: BoardSize>(text: &str) -> Result<Board<S>, PositionError> {
    board_of_bytes(text.as_bytes())
}

/// [`board_of_string`] of the string's bytes (UTF-8).
pub(crate) fn board_of_bytes<S: BoardSize>(text: &[u8]) -> Result<Board<S>, PositionError> {
    let mut board = Board::new();
    board
        .set_board_string(text)
        .map_err(|_| string_error(text, S::N))?;
    Ok(board)
}

/// Makes `board` the one the board string `text` describes, in place (as
/// [`board_of_string`]); on an error the board is left as it was.
#[inline]
pub(crate) fn fill_from_string(board: &mut AnyBoard, text: &[u8]) -> Result<(), PositionError> {
    board
        .set_board_string(text)
        .map_err(|_| string_error(text, board.size()))
}

/// What is wrong with a board string that [`board_of_string`] did not take, in characters:
/// its first character that is no point, else its length.
#[cold]
fn string_error(bytes: &[u8], n: usize) -> PositionError {
    let text = String::from_utf8_lossy(bytes);
    let bad = text
        .char_indices()
        .enumerate()
        .find(|(_, (_, c))| !matches!(c, '.' | 'x' | 'X' | 'o' | 'O'));
    match bad {
        Some((index, (_, found))) => PositionError::BoardCharacter {
            index,
            found,
            point: Point::new(index % n, n - 1 - (index / n).min(n - 1)).filter(|_| index < n * n),
        },
        None => PositionError::BoardLength {
            len: text.chars().count(),
            size: n,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use renju::{point, Color, Size, Standard, MAX_SIZE, MIN_SIZE, STANDARD_SIZE};

    /// The string of a 15x15 board with black on `black`, white on `white`: index
    /// `(15 - row) * 15 + col` for a point at 0-based `col` and 1-based `row`.
    fn string_of(black: &[Point], white: &[Point]) -> String {
        let n = STANDARD_SIZE;
        let mut chars = vec![b'.'; n * n];
        for (points, c) in [(black, b'X'), (white, b'O')] {
            for p in points {
                chars[(n - 1 - p.row()) * n + p.col()] = c;
            }
        }
        String::from_utf8(chars).expect("ASCII")
    }

    /// The module docs' line: the rules text's double-three (RIF 9.3).
    const DOUBLE_THREE: &str = "..................................................................................x..............x............xx.................................................................................................................";

    #[test]
    fn the_module_docs_example_is_the_double_three() {
        // f8 g8 h9 h10: characters (15 - 8) * 15 + 5 + 1 = 111, 112, (15 - 9) * 15 + 7 + 1 =
        // 98 and (15 - 10) * 15 + 7 + 1 = 83, counted from 1.
        let mut chars = vec![b'.'; 225];
        for at in [83, 98, 111, 112] {
            chars[at - 1] = b'x';
        }
        assert_eq!(DOUBLE_THREE.as_bytes(), chars);
        let stones = [point!(f8), point!(g8), point!(h9), point!(h10)];
        assert_eq!(DOUBLE_THREE, string_of(&stones, &[]).to_lowercase());
        let board = board_of_string::<Standard>(DOUBLE_THREE).expect("a board");
        let want: Board = Board::from_stones(&stones, &[]).expect("stones");
        assert!(board == want);
    }

    #[test]
    fn corners_and_both_cases() {
        let text = string_of(&[point!(a15), point!(o1)], &[point!(o15), point!(a1)]);
        assert_eq!(&text[..1], "X");
        assert_eq!(&text[14..15], "O");
        let board = board_of_string::<Standard>(&text).expect("a board");
        assert_eq!(board.get(point!(a15)), Some(Color::Black));
        assert_eq!(board.get(point!(o1)), Some(Color::Black));
        assert_eq!(board.get(point!(o15)), Some(Color::White));
        assert_eq!(board.get(point!(a1)), Some(Color::White));
        let lower = board_of_string::<Standard>(&text.to_lowercase()).expect("a board");
        assert!(lower == board);
    }

    #[test]
    fn a_bad_character_is_named_with_its_place() {
        let mut text = ".".repeat(225);
        text.replace_range(16..17, "z");
        let e = board_of_string::<Standard>(&text).unwrap_err();
        assert_eq!(
            e,
            PositionError::BoardCharacter {
                index: 16,
                found: 'z',
                point: Some(point!(b14))
            }
        );
        assert_eq!(
            e.to_string(),
            "\"board\" character 17 (b14): 'z' is not a point: use '.' (empty), 'x' or 'X' (black), 'o' or 'O' (white)"
        );
        // A character past the board: no point to name; a bad character is named before a
        // bad length.
        let e = board_of_string::<Standard>(&(".".repeat(230) + "é")).unwrap_err();
        assert_eq!(
            e.to_string(),
            "\"board\" character 231: 'é' is not a point: use '.' (empty), 'x' or 'X' (black), 'o' or 'O' (white)"
        );
        // The same length in bytes as a board, but a character of two bytes.
        let e = board_of_string::<Standard>(&(".".repeat(223) + "é")).unwrap_err();
        assert_eq!(
            e,
            PositionError::BoardCharacter {
                index: 223,
                found: 'é',
                point: Some(point!(n1))
            }
        );
        for c in [' ', '+', '0', '1', '2', '_', '-', '\n', '\u{e}', 'N', 'Y'] {
            let text = String::from(c) + &".".repeat(224);
            assert!(
                matches!(
                    board_of_string::<Standard>(&text),
                    Err(PositionError::BoardCharacter { index: 0, found, .. }) if found == c
                ),
                "{c:?}"
            );
        }
    }

    #[test]
    fn a_string_of_the_wrong_length_says_what_it_should_be() {
        for len in [0, 1, 224, 226, 400] {
            let e = board_of_string::<Standard>(&".".repeat(len)).unwrap_err();
            assert_eq!(
                e,
                PositionError::BoardLength {
                    len,
                    size: STANDARD_SIZE
                }
            );
        }
        let e = board_of_string::<Size<20>>(&".".repeat(225)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "\"board\" has 225 characters, but a 20x20 board has 400 (\"size\" or --size gives another board)"
        );
        assert!(board_of_string::<Size<20>>(&".".repeat(400)).is_ok());
    }

    /// Every point of every size, alone on its board in either colour, lands where the
    /// string's order puts it.
    fn every_character_lands_on_its_point<S: BoardSize>() {
        let n = S::N;
        for index in 0..n * n {
            let p = Point::new(index % n, n - 1 - index / n).expect("a point");
            for (c, color) in [('x', Color::Black), ('O', Color::White)] {
                let mut text = ".".repeat(n * n);
                text.replace_range(index..index + 1, &c.to_string());
                let board = board_of_string::<S>(&text).expect("a board");
                let mut want = Board::<S>::new();
                want.place(p, color).expect("empty");
                assert!(board == want, "{index} {p}");
            }
        }
    }

    #[test]
    fn every_character_of_every_size_lands_on_its_point() {
        every_character_lands_on_its_point::<Size<MIN_SIZE>>();
        every_character_lands_on_its_point::<Size<STANDARD_SIZE>>();
        every_character_lands_on_its_point::<Size<16>>();
        every_character_lands_on_its_point::<Size<20>>();
        every_character_lands_on_its_point::<Size<MAX_SIZE>>();
    }
}
