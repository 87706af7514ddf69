//! Colours and cells.

use crate::ParseNameError;
use core::fmt;
use core::str::FromStr;

/// A player's colour. Black moves first and is the colour Renju restricts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// The first player; the one with forbidden moves in Renju.
    Black,
    /// The second player.
    White,
}

impl Color {
    /// Both colours, black first.
    pub const ALL: [Color; 2] = [Color::Black, Color::White];

    /// The other colour.
    ///
    /// ```
    /// use renju_vocab::Color;
    /// assert_eq!(Color::Black.opponent(), Color::White);
    /// ```
    pub const fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// The lower-case English name, as used on the command line and in rule files.
    pub const fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Color {
    type Err = ParseNameError;

    /// Reads `black` or `white`.
    ///
    /// ```
    /// use renju_vocab::Color;
    /// assert_eq!("white".parse::<Color>(), Ok(Color::White));
    /// assert!("White".parse::<Color>().is_err());
    /// ```
    fn from_str(name: &str) -> Result<Color, ParseNameError> {
        Color::ALL
            .into_iter()
            .find(|c| c.name() == name)
            .ok_or_else(|| ParseNameError::new("colour", "black, white", name))
    }
}

/// What one point of a line holds, seen from the colour whose patterns are being read.
///
/// In a [`Window`](crate::Window) the board edge is drawn as an [`Cell::Opponent`] (the
/// tables of most rules need no more: there the edge blocks a row exactly like an opponent
/// stone); a [`WideWindow`](crate::WideWindow) tells it apart, as [`Cell::Edge`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Cell {
    /// No stone.
    Empty,
    /// A stone of the colour being read.
    Own,
    /// A stone of the other colour (in a [`Window`](crate::Window), or a point beyond the
    /// board edge).
    Opponent,
    /// A point beyond the board edge (in a [`WideWindow`](crate::WideWindow)).
    Edge,
}

impl Cell {
    /// The three cells of a [`Window`](crate::Window), in the order of their base-3 digit (0,
    /// 1, 2).
    pub const ALL: [Cell; 3] = [Cell::Empty, Cell::Own, Cell::Opponent];

    /// The four cells of a [`WideWindow`](crate::WideWindow), in the order of their 2-bit
    /// code (0 to 3).
    pub const WIDE: [Cell; 4] = [Cell::Empty, Cell::Own, Cell::Opponent, Cell::Edge];

    /// The base-3 digit of this cell in a window index (the edge, as in a window, an
    /// opponent's 2).
    pub const fn digit(self) -> u16 {
        match self {
            Cell::Empty => 0,
            Cell::Own => 1,
            Cell::Opponent | Cell::Edge => 2,
        }
    }

    /// The character that draws this cell in a window picture: `.`, `X`, `O` or `|`.
    pub const fn symbol(self) -> char {
        match self {
            Cell::Empty => '.',
            Cell::Own => 'X',
            Cell::Opponent => 'O',
            Cell::Edge => '|',
        }
    }
}
