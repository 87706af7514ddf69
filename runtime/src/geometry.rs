//! The geometry of a board of one size: where each point lies on its four lines (its
//! [`LinePlace`]s), which bits of each line are past the edge, and the stars of points (a
//! point and its lines up to 5 away). Pure numbers of the size, made by `const fn`s and kept
//! once per size in a `static` ([`BoardSize::GEOMETRY`](crate::size::BoardSize)): a `const`
//! table would be copied into every function that reads it. Each point's bit in its lines
//! does not depend on the size: one table serves them all ([`LINE_BITS`]).

use renju_vocab::REACH;

/// The tables of a board of one size, made by [`Geometry::of`].
#[doc(hidden)]
#[derive(Debug)]
pub struct Geometry {
    /// The lines of each point in the four directions, by [`place_index`]: each line's black
    /// slot. Placing a stone or reading a window needs no arithmetic on coordinates
    /// ([`Geometry::places`]). The points past the edge are all on the off-board line
    /// ([`off_board_slot`]).
    lines: [[u16; 4]; 1024],
    /// Bits of each line that are not on the board: the edge, read as opponent stones by the
    /// tables of windows (by line: the slot halved).
    pub(crate) edge: [u64; 256],
    /// [`Geometry::edge`] moved up 32 bits, by line as it: where a line's two masks are read
    /// as one word (own low, opponent high), the edge is or'ed into it without a shift.
    pub(crate) edge_high: [u64; 256],
}

impl Geometry {
    /// The geometry of a board of `n` points a side whose lines take `line_slots` slots.
    pub const fn of(n: usize, line_slots: usize) -> Geometry {
        Geometry {
            lines: line_slots_table(n, line_slots),
            edge: edge_table(n),
            edge_high: edge_high_table(n),
        }
    }

    /// The [`LinePlace`]s of the point at `at` ([`place_index`]), in the order of
    /// [`Direction::ALL`](crate::direction::Direction::ALL). A point's position along its
    /// lines is its column (its row along a column), whatever the size: only the lines' slots
    /// are kept per size (a point past the edge is on the off-board line, where its position
    /// means nothing).
    #[inline(always)]
    pub(crate) fn places(&self, at: usize) -> [LinePlace; 4] {
        let at = at & 1023;
        let lines = &self.lines[at];
        let (col, r) = (
            (at & ((1 << PLACE_ROW_SHIFT) - 1)) as u8,
            (at >> PLACE_ROW_SHIFT) as u8,
        );
        [
            LinePlace::new(lines[0], col),
            LinePlace::new(lines[1], r),
            LinePlace::new(lines[2], col),
            LinePlace::new(lines[3], col),
        ]
    }

    /// The [`LinePlace`] of the point at `at` ([`place_index`]) on its row, as in
    /// [`Geometry::places`].
    #[inline(always)]
    pub(crate) fn row_place(&self, at: usize) -> LinePlace {
        self.places(at)[0]
    }
}

/// Where the [`LinePlace`]s of the point at (`col`, `row`) are in [`Geometry::places`]: `row << 5 |
/// col` (a shift and an or, where the row-major index needs a multiplication), masked so that
/// it indexes without a check. Every point up to `z26` has an entry, on the board or not.
#[inline(always)]
pub(crate) const fn place_index(col: usize, row: usize) -> usize {
    ((row << PLACE_ROW_SHIFT) | col) & 1023
}

/// Where a point sits on its line in one direction: the line's black slot in
/// a board's line masks (even; the white slot is the next) and the point's position along it.
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct LinePlace {
    pub(crate) line: u16,
    pub(crate) pos: u8,
}

impl LinePlace {
    /// The place at position `pos` on the line whose black slot is `line`.
    #[inline(always)]
    const fn new(line: u16, pos: u8) -> LinePlace {
        LinePlace { line, pos }
    }

    /// The bit of the point itself in its line's masks.
    #[inline(always)]
    pub(crate) fn bit(self) -> u64 {
        1 << (self.pos as usize + REACH)
    }
}

/// The number of the first line of direction `d` (in the order of [`Direction::ALL`]) on a
/// board of `n` points a side: the `n` rows come first, then the `n` columns, then the
/// `2n - 1` diagonals of each kind. (Numbered so, a board of 21x21 has 248 line slots, and
/// its lines fit in the 256 slots of 15x15's.)
pub(crate) const fn first_line(d: usize, n: usize) -> usize {
    [0, n, 2 * n, 4 * n - 1][d]
}

/// The number of lines of a board of `n` points a side, all directions.
pub(crate) const fn line_count(n: usize) -> usize {
    6 * n - 2
}

/// The slots a layout keeps for stones off the board: [`Board::from_stones`](crate::board::Board::from_stones) places such a
/// stone in the line of this (black) slot, which no point of the board uses, and finds it
/// there afterwards, so that its loop has no test per stone. The last two slots.
pub(crate) const fn off_board_slot(line_slots: usize) -> usize {
    line_slots - 2
}

/// Rows of the place tables ([`place_index`]): 32 entries each, so that every point up to
/// `z26`, on the board or not, has an entry of its own.
pub(crate) const PLACE_ROW_SHIFT: usize = 5;

/// [`Geometry::lines`] of a board of `n` points a side whose lines take `line_slots` slots:
/// the points past the edge are all on the off-board line.
const fn line_slots_table(n: usize, line_slots: usize) -> [[u16; 4]; 1024] {
    let off = off_board_slot(line_slots) as u16;
    let mut lines = [[off; 4]; 1024];
    let mut row = 0;
    while row < n {
        let mut col = 0;
        while col < n {
            let places = line_places_from(col, row, n);
            let mut d = 0;
            while d < 4 {
                lines[(row << PLACE_ROW_SHIFT) | col][d] = places[d].line;
                d += 1;
            }
            col += 1;
        }
        row += 1;
    }
    lines
}

/// Each point's bit in its line ([`LinePlace::bit`]) along a row and along a column, by
/// [`place_index`]: placing a stone loads the bits instead of shifting for them. Both
/// diagonals number a point's position by its column too, so they take the row's bit. The
/// same for every size: a point's position along its lines is its column or its row,
/// whatever the board. (A point past the edge has its places on the off-board line, at
/// position 0, not at these bits; only whether that line holds a stone is ever read.)
pub(crate) static LINE_BITS: [[u64; 2]; 1024] = line_bits_table();

/// [`LINE_BITS`].
const fn line_bits_table() -> [[u64; 2]; 1024] {
    let mut bits = [[0; 2]; 1024];
    let mut i = 0;
    while i < 1024 {
        let (col, row) = (i & ((1 << PLACE_ROW_SHIFT) - 1), i >> PLACE_ROW_SHIFT);
        bits[i] = [1 << (col + REACH), 1 << (row + REACH)];
        i += 1;
    }
    bits
}

/// [`Geometry::edge`] of a board of `n` points a side.
const fn edge_table(n: usize) -> [u64; 256] {
    let mut on = [0u64; 256];
    let mut row = 0;
    while row < n {
        let mut col = 0;
        while col < n {
            let places = line_places_from(col, row, n);
            let mut d = 0;
            while d < 4 {
                let place = places[d];
                on[place.line as usize / 2] |= 1 << (place.pos as usize + REACH);
                d += 1;
            }
            col += 1;
        }
        row += 1;
    }
    let mut edge = [0u64; 256];
    let mut l = 0;
    while l < 256 {
        edge[l] = !on[l];
        l += 1;
    }
    edge
}

/// [`Geometry::edge_high`] of a board of `n` points a side.
const fn edge_high_table(n: usize) -> [u64; 256] {
    let edge = edge_table(n);
    let mut high = [0u64; 256];
    let mut l = 0;
    while l < 256 {
        high[l] = edge[l] << 32;
        l += 1;
    }
    high
}

/// The [`LinePlace`]s of the point at `col`, `row` on a board of `n` points a side, in the order
/// of [`Direction::ALL`].
#[inline(always)]
pub(crate) const fn line_places_from(col: usize, row: usize, n: usize) -> [LinePlace; 4] {
    let (c, r, top) = (col as u16, row as u16, n as u16 - 1);
    let (columns, diagonals, anti_diagonals) = (
        first_line(1, n) as u16,
        first_line(2, n) as u16,
        first_line(3, n) as u16,
    );
    [
        LinePlace {
            line: 2 * r,
            pos: c as u8,
        },
        LinePlace {
            line: 2 * (columns + c),
            pos: r as u8,
        },
        // Diagonal `c + n - 1 - r`, summed so that no step goes below zero (`top` is at least `r`).
        LinePlace {
            line: 2 * (diagonals + top + c - r),
            pos: c as u8,
        },
        LinePlace {
            line: 2 * (anti_diagonals + c + r),
            pos: c as u8,
        },
    ]
}

/// The `W` words of the star of (`col`, `row`) ([`BoardSize::star_words`](crate::size::BoardSize::star_words))
/// on a board of `n` points a side, with rows of `1 << shift` bits: the point and the points of
/// its four lines up to 5 away, on the board.
pub(crate) const fn star_words<const W: usize>(
    col: usize,
    row: usize,
    n: usize,
    shift: usize,
) -> [u64; W] {
    let mut words = [0u64; W];
    let steps: [(isize, isize); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];
    let mut d = 0;
    while d < 4 {
        let (dc, dr) = steps[d];
        let mut k = -5;
        while k <= 5 {
            let (c, r) = (col as isize + dc * k, row as isize + dr * k);
            if c >= 0 && r >= 0 && c < n as isize && r < n as isize {
                let b = ((r as usize) << shift) | c as usize;
                words[b / 64] |= 1 << (b % 64);
            }
            k += 1;
        }
        d += 1;
    }
    words
}

/// [`star_words`] of every point of a board of `n` points a side up to 15x15, by
/// `row << 4 | col`.
pub(crate) const fn small_stars(n: usize) -> [[u64; 4]; 256] {
    let mut stars = [[0; 4]; 256];
    let mut i = 0;
    while i < 256 {
        stars[i] = star_words::<4>(i & 15, i >> 4, n, 4);
        i += 1;
    }
    stars
}

/// The rows of the star ([`star_words`]) of each point of column `col` of a board
/// of `n` points a side, by `col`: the star's columns in each row from 5 below the point's
/// (`[0]`) to 5 above (`[10]`). In its own row, the columns up to 5 away; in the row `d` away,
/// the point's column and the columns `d` either side.
pub(crate) const fn star_rows(n: usize) -> [[u32; 11]; 32] {
    let mut rows = [[0u32; 11]; 32];
    let mut col = 0;
    while col < n {
        let mut k = 0;
        while k < 11 {
            let d = k as isize - 5;
            let mut c = 0;
            while c < n {
                let dc = c as isize - col as isize;
                let on = if d == 0 {
                    -5 <= dc && dc <= 5
                } else {
                    dc == 0 || dc == d || dc == -d
                };
                if on {
                    rows[col][k] |= 1 << c;
                }
                c += 1;
            }
            k += 1;
        }
        col += 1;
    }
    rows
}
