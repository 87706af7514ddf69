//! The board as the rules text sees it: a plain array of points of any side from 5 to 26,
//! [`Stone`]s on it, point names (`h8`), and positions read from lists of names.

/// A point's content.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stone {
    /// The first player; the only one with forbidden moves. Wins with exactly five.
    Black,
    /// The second player; no forbidden moves. Wins with five or more.
    White,
}

impl Stone {
    /// Whether an unbroken run of `run` stones of this colour is a winning five:
    /// black needs exactly five, white five or more.
    pub(crate) fn wins_with(self, run: usize) -> bool {
        match self {
            Stone::Black => run == 5,
            Stone::White => run >= 5,
        }
    }
}

/// A Renju board: 15x15 ([`Board::new`]) or any side from 5 to 26 ([`Board::with_size`]).
///
/// Points are addressed as `(col, row)`: `col` 0 is column `a` (left), `row` 0 is row `1`
/// (bottom), so `(7, 7)` is `h8`, the centre of the 15x15 board.
///
/// ```
/// use renju_reference::{Board, Stone};
///
/// let mut board = Board::new();
/// assert_eq!(board.size(), 15);
/// assert!(board.set(7, 7, Some(Stone::Black)));
/// assert_eq!(board.get(7, 7), Some(Stone::Black));
/// assert_eq!(board.get(0, 0), None); // empty
/// assert_eq!(board.get(15, 0), None); // off board
/// assert!(!board.set(15, 0, Some(Stone::White))); // off board: refused
///
/// let mut big = Board::with_size(20).unwrap();
/// assert!(big.set(19, 19, Some(Stone::White))); // t20
/// assert!(!big.set(20, 0, Some(Stone::White)));
/// assert!(Board::with_size(27).is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// Points on a side.
    size: usize,
    /// `cells[row * size + col]`.
    cells: Vec<Option<Stone>>,
}

impl Default for Board {
    fn default() -> Self {
        Board::new()
    }
}

impl Board {
    // The reference states its own sizes on purpose, as it states the rules on its own: it
    // shares no code with the runtime it checks (not even `renju-vocab`'s numbers), so that a
    // mistake there cannot hide in both. A test compares the numbers.

    /// The side of the standard (RIF) board, that of [`Board::new`].
    pub const STANDARD_SIZE: usize = 15;

    /// The smallest side [`Board::with_size`] takes.
    pub const MIN_SIZE: usize = 5;

    /// The largest side [`Board::with_size`] takes (columns `a`..`z`).
    pub const MAX_SIZE: usize = 26;

    /// An empty 15x15 board.
    pub fn new() -> Self {
        Board::with_size(Board::STANDARD_SIZE).expect("15 is a supported size")
    }

    /// An empty board of `size` points a side; an error naming the size unless it is 5 to 26.
    ///
    /// ```
    /// use renju_reference::Board;
    /// assert_eq!(Board::with_size(19).unwrap().size(), 19);
    /// assert_eq!(
    ///     Board::with_size(4).unwrap_err(),
    ///     "board size 4 is not supported: a side has 5 to 26 points"
    /// );
    /// ```
    pub fn with_size(size: usize) -> Result<Board, String> {
        if !(Board::MIN_SIZE..=Board::MAX_SIZE).contains(&size) {
            return Err(format!(
                "board size {size} is not supported: a side has {} to {} points",
                Board::MIN_SIZE,
                Board::MAX_SIZE
            ));
        }
        Ok(Board {
            size,
            cells: vec![None; size * size],
        })
    }

    /// The number of columns and of rows.
    pub fn size(&self) -> usize {
        self.size
    }

    /// Whether `(col, row)` is on this board.
    pub fn contains(&self, col: usize, row: usize) -> bool {
        col < self.size && row < self.size
    }

    /// The stone at `(col, row)`; `None` if the point is empty or off the board.
    pub fn get(&self, col: usize, row: usize) -> Option<Stone> {
        if self.contains(col, row) {
            self.cells[row * self.size + col]
        } else {
            None
        }
    }

    /// Puts `stone` on `(col, row)` (`None` empties the point). Returns `false`, and changes
    /// nothing, if the point is off the board.
    pub fn set(&mut self, col: usize, row: usize, stone: Option<Stone>) -> bool {
        if self.contains(col, row) {
            self.cells[row * self.size + col] = stone;
            true
        } else {
            false
        }
    }

    /// Parses a point name of the 15x15 board such as `"h8"`, `"a1"` or `"o15"` into
    /// `(col, row)`: [`Board::parse_point_on`] with size 15.
    ///
    /// The column is one letter `a`..`o` (upper case is accepted too), the row a decimal number
    /// `1`..`15` without sign or leading zero. Returns `None` for anything else, including
    /// points off the board.
    ///
    /// ```
    /// use renju_reference::Board;
    ///
    /// assert_eq!(Board::parse_point("h8"), Some((7, 7)));
    /// assert_eq!(Board::parse_point("a1"), Some((0, 0)));
    /// assert_eq!(Board::parse_point("o15"), Some((14, 14)));
    /// assert_eq!(Board::parse_point("p1"), None);
    /// assert_eq!(Board::parse_point("a16"), None);
    /// assert_eq!(Board::parse_point("a08"), None);
    /// ```
    pub fn parse_point(name: &str) -> Option<(usize, usize)> {
        Board::parse_point_on(name, Board::STANDARD_SIZE)
    }

    /// Parses a point name of a board of `size` points a side into `(col, row)`: a column
    /// letter, the first `size` of `a`..`z` (upper case too), and a row `1`..`size` without
    /// sign or leading zero. `None` for anything else, including points off that board.
    ///
    /// ```
    /// use renju_reference::Board;
    ///
    /// assert_eq!(Board::parse_point_on("t20", 20), Some((19, 19)));
    /// assert_eq!(Board::parse_point_on("t20", 19), None);
    /// assert_eq!(Board::parse_point_on("e5", 5), Some((4, 4)));
    /// assert_eq!(Board::parse_point_on("f1", 5), None);
    /// assert_eq!(Board::parse_point_on("z26", 26), Some((25, 25)));
    /// ```
    pub fn parse_point_on(name: &str, size: usize) -> Option<(usize, usize)> {
        let mut chars = name.chars();
        let letter = chars.next()?.to_ascii_lowercase();
        if !letter.is_ascii_lowercase() {
            return None;
        }
        let col = letter as usize - 'a' as usize;
        let digits = chars.as_str();
        if col >= size
            || digits.is_empty()
            || digits.len() > 2
            || digits.starts_with('0')
            || !digits.bytes().all(|b| b.is_ascii_digit())
        {
            return None;
        }
        let number: usize = digits.parse().ok()?;
        if (1..=size).contains(&number) {
            Some((col, number - 1))
        } else {
            None
        }
    }

    /// The name of `(col, row)` on the 15x15 board, such as `"h8"` for `(7, 7)`:
    /// [`Board::point_name_on`] with size 15.
    ///
    /// For a point off the board it returns `"(col,row)"`, which [`Board::parse_point`] rejects.
    ///
    /// ```
    /// use renju_reference::Board;
    ///
    /// assert_eq!(Board::point_name(7, 7), "h8");
    /// assert_eq!(Board::point_name(14, 14), "o15");
    /// assert_eq!(Board::point_name(15, 0), "(15,0)");
    /// ```
    pub fn point_name(col: usize, row: usize) -> String {
        Board::point_name_on(col, row, Board::STANDARD_SIZE)
    }

    /// The name of `(col, row)` on a board of `size` points a side (at most 26), such as
    /// `"t20"` for `(19, 19)` on 20x20; `"(col,row)"` for a point off that board.
    ///
    /// ```
    /// use renju_reference::Board;
    ///
    /// assert_eq!(Board::point_name_on(19, 19, 20), "t20");
    /// assert_eq!(Board::point_name_on(19, 19, 19), "(19,19)");
    /// ```
    pub fn point_name_on(col: usize, row: usize, size: usize) -> String {
        if col < size && row < size && size <= Board::MAX_SIZE {
            let letter = char::from(b'a' + col as u8);
            format!("{}{}", letter, row + 1)
        } else {
            format!("({},{})", col, row)
        }
    }

    /// Builds a 15x15 board from lists of black and white point names:
    /// [`Board::sized_from_names`] with size 15.
    ///
    /// Returns `Err(message)` if a name does not parse or a point is named twice (in either
    /// list).
    ///
    /// ```
    /// use renju_reference::{Board, Stone};
    ///
    /// let board = Board::from_names(&["h8", "h9"], &["i9"]).unwrap();
    /// assert_eq!(board.get(7, 8), Some(Stone::Black));
    /// assert_eq!(board.get(8, 8), Some(Stone::White));
    /// assert!(Board::from_names(&["h8"], &["h8"]).is_err());
    /// assert!(Board::from_names(&["z9"], &[]).is_err());
    /// ```
    pub fn from_names(black: &[&str], white: &[&str]) -> Result<Board, String> {
        Board::sized_from_names(Board::STANDARD_SIZE, black, white)
    }

    /// Builds a board of `size` points a side from lists of black and white point names.
    ///
    /// Returns `Err(message)` if the size is not supported, a name is not a point of that
    /// board or a point is named twice (in either list).
    ///
    /// ```
    /// use renju_reference::{Board, Stone};
    ///
    /// let board = Board::sized_from_names(20, &["t20"], &["a1"]).unwrap();
    /// assert_eq!(board.get(19, 19), Some(Stone::Black));
    /// assert_eq!(
    ///     Board::sized_from_names(19, &["t20"], &[]).unwrap_err(),
    ///     "bad point name \"t20\" (the board is 19x19: columns a-s, rows 1-19)"
    /// );
    /// ```
    pub fn sized_from_names(size: usize, black: &[&str], white: &[&str]) -> Result<Board, String> {
        let mut board = Board::with_size(size)?;
        let lists = [(black, Stone::Black), (white, Stone::White)];
        for (names, stone) in lists {
            for name in names {
                let (col, row) = Board::parse_point_on(name, size).ok_or_else(|| {
                    let last = char::from(b'a' + size as u8 - 1);
                    format!(
                        "bad point name {name:?} (the board is {size}x{size}: columns a-{last}, rows 1-{size})"
                    )
                })?;
                if board.get(col, row).is_some() {
                    return Err(format!("point {name} is named twice"));
                }
                board.set(col, row, Some(stone));
            }
        }
        Ok(board)
    }

    /// A copy of this board with `stone` added on `(col, row)`.
    pub(crate) fn with_stone(&self, (col, row): (usize, usize), stone: Stone) -> Board {
        let mut copy = self.clone();
        copy.set(col, row, Some(stone));
        copy
    }
}
