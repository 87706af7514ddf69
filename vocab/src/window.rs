//! Line windows: the point under test and the 5 points on each side of it.

use crate::Cell;
use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

/// How many points on each side of the point under test a window sees.
///
/// Five is exactly enough to decide every concept on one line: a five through the point spans
/// at most 4 points to one side, and telling "exactly five" from "six" needs one more.
pub const REACH: usize = 5;

/// Points in a window, the point under test included.
pub const WINDOW_LEN: usize = 2 * REACH + 1;

/// Number of distinct windows: 3 states for each of the 10 outer points.
pub const WINDOW_COUNT: usize = 59_049;

/// The 11 points of one line centred on the point under test.
///
/// The centre always holds the stone being tested (drawn `*`); the ten outer points are
/// [`Cell`]s seen from that stone's colour. Offsets run from `-5` (left in pictures) to `+5`.
///
/// A window's [`index`](Window::index) is its base-3 code over the outer points (offset `-5` is
/// the least significant digit, `+5` the most; digits `.`=0, `X`=1, `O`=2), which is itself a
/// minimal perfect hash of all windows onto `0..59049`.
///
/// ```
/// use renju_vocab::Window;
/// let w: Window = "....X*.X...".parse().unwrap();
/// // X at offset -1 is digit 1 at position 4; X at +2 is digit 1 at position 6.
/// assert_eq!(w.index(), 3u16.pow(4) + 3u16.pow(6));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Window {
    index: u16,
}

const POW3: [u16; 10] = [1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683];

/// The digit position of an offset, or `None` for the centre and out-of-range offsets.
const fn position(offset: i8) -> Option<usize> {
    match offset {
        -5..=-1 => Some((offset + 5) as usize),
        1..=5 => Some((offset + 4) as usize),
        _ => None,
    }
}

impl Window {
    /// The window with every outer point empty: `.....*.....`.
    pub const EMPTY: Window = Window { index: 0 };

    /// The window with this dense index, or `None` when `index >= 59049`.
    pub const fn from_index(index: u16) -> Option<Window> {
        if (index as usize) < WINDOW_COUNT {
            Some(Window { index })
        } else {
            None
        }
    }

    /// Every window, in index order.
    pub fn all() -> impl Iterator<Item = Window> {
        (0..WINDOW_COUNT as u16).map(|index| Window { index })
    }

    /// The dense index `0..59049`.
    pub const fn index(self) -> u16 {
        self.index
    }

    /// The cell at `offset` from the centre (`-5..=5`). The centre itself is [`Cell::Own`];
    /// offsets beyond the window read as [`Cell::Opponent`], like the board edge.
    pub const fn cell(self, offset: i8) -> Cell {
        if offset == 0 {
            return Cell::Own;
        }
        match position(offset) {
            Some(p) => match (self.index / POW3[p]) % 3 {
                0 => Cell::Empty,
                1 => Cell::Own,
                _ => Cell::Opponent,
            },
            None => Cell::Opponent,
        }
    }

    /// This window with `offset` set to `cell`; the centre and offsets beyond `±5` cannot be
    /// changed and give `None`.
    ///
    /// ```
    /// use renju_vocab::{Cell, Window};
    /// let w = Window::EMPTY.with(2, Cell::Opponent).unwrap();
    /// assert_eq!(w.to_string(), ".....*.O...");
    /// assert!(Window::EMPTY.with(0, Cell::Own).is_none());
    /// ```
    pub const fn with(self, offset: i8, cell: Cell) -> Option<Window> {
        match position(offset) {
            Some(p) => {
                let old = (self.index / POW3[p]) % 3;
                Some(Window {
                    index: self.index - old * POW3[p] + cell.digit() * POW3[p],
                })
            }
            None => None,
        }
    }

    /// Bit masks of the own and opponent cells, bit `k` standing for offset `k - 5`; the
    /// centre (bit 5) is set in the own mask.
    ///
    /// ```
    /// use renju_vocab::Window;
    /// let w: Window = "O...X*.....".parse().unwrap();
    /// assert_eq!(w.masks(), (0b000_0011_0000, 0b000_0000_0001));
    /// ```
    pub const fn masks(self) -> (u16, u16) {
        let mut own = 1 << REACH;
        let mut opponent = 0;
        let mut k = 0;
        while k < WINDOW_LEN {
            match self.cell(k as i8 - REACH as i8) {
                Cell::Own => own |= 1 << k,
                Cell::Opponent | Cell::Edge => opponent |= 1 << k,
                Cell::Empty => {}
            }
            k += 1;
        }
        (own, opponent)
    }

    /// The window whose own and opponent cells are the given masks (bit `k` = offset `k - 5`;
    /// the centre bit and bits above 10 are ignored). Where both masks set a bit, the
    /// opponent wins.
    pub const fn from_masks(own: u16, opponent: u16) -> Window {
        let mut index = 0;
        let mut k = 0;
        while k < WINDOW_LEN {
            if let Some(p) = position(k as i8 - REACH as i8) {
                if opponent & (1 << k) != 0 {
                    index += 2 * POW3[p];
                } else if own & (1 << k) != 0 {
                    index += POW3[p];
                }
            }
            k += 1;
        }
        Window { index }
    }
}

impl fmt::Display for Window {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for offset in -(REACH as i8)..=REACH as i8 {
            let c = if offset == 0 {
                '*'
            } else {
                self.cell(offset).symbol()
            };
            fmt::Write::write_char(f, c)?;
        }
        Ok(())
    }
}

impl fmt::Debug for Window {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Window({self})")
    }
}

/// Why a window picture could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseWindowError {
    /// The picture does not have exactly 11 characters.
    Length {
        /// How many characters it has.
        found: usize,
    },
    /// A character other than `.`, `X`, `O` (or `*` in the middle).
    Character {
        /// 1-based position of the character in the picture.
        position: usize,
        /// The character found.
        found: char,
        /// What is allowed there.
        expected: &'static str,
    },
}

impl fmt::Display for ParseWindowError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseWindowError::Length { found } => write!(
                f,
                "a window has {WINDOW_LEN} characters (5 points, `*`, 5 points), found {found}"
            ),
            ParseWindowError::Character {
                position,
                found,
                expected,
            } => write!(
                f,
                "character {position} is {found:?}; allowed there: {expected}"
            ),
        }
    }
}

impl core::error::Error for ParseWindowError {}

impl FromStr for Window {
    type Err = ParseWindowError;

    /// Reads a picture such as `...XX*.XO..`: 11 characters, `*` in the middle, and `.`
    /// (empty), `X` (own stone) or `O` (opponent stone or edge) elsewhere.
    fn from_str(text: &str) -> Result<Window, ParseWindowError> {
        let chars: Vec<char> = text.chars().collect();
        if chars.len() != WINDOW_LEN {
            return Err(ParseWindowError::Length { found: chars.len() });
        }
        let mut window = Window::EMPTY;
        for (k, &c) in chars.iter().enumerate() {
            let offset = k as i8 - REACH as i8;
            let character = |expected| ParseWindowError::Character {
                position: k + 1,
                found: c,
                expected,
            };
            if offset == 0 {
                if c != '*' {
                    return Err(character("`*` (the point under test)"));
                }
                continue;
            }
            let cell = match c {
                '.' => Cell::Empty,
                'X' => Cell::Own,
                'O' => Cell::Opponent,
                _ => {
                    return Err(character(
                        "`.` (empty), `X` (own stone), `O` (opponent or edge)",
                    ))
                }
            };
            window = window.with(offset, cell).unwrap_or(window);
        }
        Ok(window)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::prelude::rust_2021::*;

    #[test]
    fn index_text_and_masks_round_trip_for_every_window() {
        for w in Window::all() {
            let text = w.to_string();
            assert_eq!(text.parse::<Window>(), Ok(w), "{text}");
            let (own, opp) = w.masks();
            assert_eq!(Window::from_masks(own, opp), w, "{text}");
            assert_eq!(own & opp, 0);
        }
    }

    #[test]
    fn digits_follow_the_documented_order() {
        // Offset -5 is the least significant digit, +5 the most significant.
        assert_eq!("X....*.....".parse::<Window>().unwrap().index(), 1);
        assert_eq!(".....*....O".parse::<Window>().unwrap().index(), 2 * 19683);
        assert_eq!(
            Window::from_index(59_048).unwrap().to_string(),
            "OOOOO*OOOOO"
        );
        assert_eq!(Window::from_index(59_049), None);
    }

    #[test]
    fn bad_pictures_say_which_character() {
        assert_eq!(
            "...XX*.XO.".parse::<Window>(),
            Err(ParseWindowError::Length { found: 10 })
        );
        let err = "...XX*.Xo..".parse::<Window>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "character 9 is 'o'; allowed there: `.` (empty), `X` (own stone), `O` (opponent or edge)"
        );
        let err = "...XXX.XO..".parse::<Window>().unwrap_err();
        assert!(err.to_string().starts_with("character 6 is 'X'"), "{err}");
    }
}
