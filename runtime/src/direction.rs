//! The four line directions.

/// One of the four lines through a point.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Direction {
    /// Along a row (`a8` → `o8` on 15x15).
    #[default]
    Horizontal,
    /// Along a column (`h1` → `h15` on 15x15).
    Vertical,
    /// Up and to the right (`a1` → `o15`).
    Diagonal,
    /// Down and to the right (`a15` → `o1`).
    AntiDiagonal,
}

impl Direction {
    /// The four directions.
    pub const ALL: [Direction; 4] = [
        Direction::Horizontal,
        Direction::Vertical,
        Direction::Diagonal,
        Direction::AntiDiagonal,
    ];

    /// The step `(columns, rows)` towards positive offsets.
    ///
    /// ```
    /// use renju::Direction;
    /// assert_eq!(Direction::AntiDiagonal.step(), (1, -1));
    /// ```
    pub const fn step(self) -> (isize, isize) {
        match self {
            Direction::Horizontal => (1, 0),
            Direction::Vertical => (0, 1),
            Direction::Diagonal => (1, 1),
            Direction::AntiDiagonal => (1, -1),
        }
    }

    /// A short name: `row`, `column`, `diagonal`, `anti-diagonal`.
    pub const fn name(self) -> &'static str {
        match self {
            Direction::Horizontal => "row",
            Direction::Vertical => "column",
            Direction::Diagonal => "diagonal",
            Direction::AntiDiagonal => "anti-diagonal",
        }
    }

    pub(crate) const fn index(self) -> usize {
        self as usize
    }
}

impl core::fmt::Display for Direction {
    /// The [`name`](Direction::name).
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}
