//! Putting, taking and reading the stones: whole positions at once (from lists, from a point
//! set's words), one stone at a time, and what the board holds.

use super::{line_places_of, mask_slot, place_index, Board, MoveError};
use crate::geometry::{self, first_line, line_count, off_board_slot, LINE_BITS, PLACE_ROW_SHIFT};
use crate::layout::{Layout, LineStore};
use crate::point::Point;
use crate::point_set::PointSet;
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
use crate::row_count::rows_hold;
use crate::size::BoardSize;
// The x86-64 path of `set_stones` counts the rows of boards up to 15x15 at the end.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
use crate::size::STANDARD_SIZE;
use renju_vocab::{Color, MAX_SIZE, REACH};

/// The bit of position `i` of a line ([`LinePlace::bit`](crate::geometry::LinePlace)), by
/// `i` up to 31: placing a stone loads it rather than shift for it.
static STONE_BITS: [u64; 32] = {
    let mut bits = [0; 32];
    let mut i = 0;
    while i < 32 {
        bits[i] = 1 << (i + REACH);
        i += 1;
    }
    bits
};

/// The black slots of the four lines of the point at (`col`, `row`) on a board of `n` points
/// a side, in the order of [`Direction::ALL`](crate::direction::Direction::ALL), computed
/// from the coordinates (each taken below 32) as [`line_places_from`](crate::geometry)
/// numbers the lines, without a table: on the board, the slots of
/// [`line_places_of`]. Off the board, wrapping sums (a diagonal's `c - r` may go below zero)
/// that [`LineStore`]'s `get` and `set` take modulo its length.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[inline(always)]
const fn computed_slots(col: usize, row: usize, n: usize) -> [usize; 4] {
    let (c, r) = (col & 31, row & 31);
    [
        2 * (first_line(0, n) + r),
        2 * (first_line(1, n) + c),
        (2 * (first_line(2, n) + n - 1 + c)).wrapping_sub(2 * r),
        2 * (first_line(3, n) + c + r),
    ]
}

/// Whether [`computed_slots`] may build boards of `n` points a side for `set_stones`'s
/// x86-64 path, which tells a stone off the board by the rows' count of their points on the
/// board ([`rows_hold`]): no point off the board with coordinates below
/// [`MAX_SIZE`] (as every [`Point`] has) has a computed slot, modulo the 256 slots of boards
/// up to 15x15, that is a row's (below `2 * n`) at a position on the board (below `n`).
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
const fn slots_computed_hold(n: usize) -> bool {
    let mut col = 0;
    while col < MAX_SIZE {
        let mut row = 0;
        while row < MAX_SIZE {
            if col >= n || row >= n {
                let slots = computed_slots(col, row, n);
                // Positions along the lines: the column, but along a column the row.
                let positions = [col, row, col, col];
                let mut d = 0;
                while d < 4 {
                    if slots[d] % 256 < 2 * n && positions[d] < n {
                        return false;
                    }
                    d += 1;
                }
            }
            row += 1;
        }
        col += 1;
    }
    true
}

/// [`place_index`] of the point of bit `bit` of a point set's words.
#[inline(always)]
fn place_index_of_set_bit<S: BoardSize>(bit: usize) -> usize {
    let shift = S::Layout::ROW_SHIFT;
    (((bit >> shift) << PLACE_ROW_SHIFT) | (bit & ((1 << shift) - 1))) & 1023
}

impl<S: BoardSize> Board<S> {
    /// A board holding the given stones. Fails on the first point given twice (in one list or
    /// in both), or the first past the board's edge.
    ///
    /// The board is a kilobyte: a caller building many boards can keep one and refill it
    /// with [`Board::set_stones`], which saves moving it out of the `Result`.
    ///
    /// ```
    /// use renju::{Board, Point};
    /// let p = |s: &str| s.parse::<Point>().unwrap();
    /// let board: Board = Board::from_stones(&[p("h8"), p("g8")], &[p("i9")]).unwrap();
    /// assert_eq!(board.stone_count(), 3);
    /// assert!(Board::<renju::Standard>::from_stones(&[p("h8")], &[p("h8")]).is_err());
    /// assert!(Board::<renju::Standard>::from_stones(&[p("p8")], &[]).is_err());
    /// ```
    #[inline]
    pub fn from_stones(black: &[Point], white: &[Point]) -> Result<Board<S>, MoveError> {
        let mut board = Board::<S>::new();
        board.set_stones(black, white)?;
        Ok(board)
    }

    /// Makes this the board holding the given stones and no other, as
    /// [`Board::from_stones`] would build it, in place. Fails on the first point given twice
    /// (in one list or in both), or the first past the board's edge, and then leaves the
    /// board empty.
    ///
    /// ```
    /// use renju::{point, Board, MoveError, Color};
    /// let mut board: Board = Board::new();
    /// board.set_stones(&[point!(h8), point!(g8)], &[point!(i9)]).unwrap();
    /// assert_eq!(board, Board::from_stones(&[point!(g8), point!(h8)], &[point!(i9)]).unwrap());
    /// // The stones before are gone.
    /// board.set_stones(&[point!(a1)], &[]).unwrap();
    /// assert_eq!((board.stone_count(), board.get(point!(a1))), (1, Some(Color::Black)));
    /// let e = board.set_stones(&[point!(h8)], &[point!(h8)]).unwrap_err();
    /// assert_eq!(e, MoveError::Occupied { point: point!(h8), by: Color::Black });
    /// assert_eq!(board.stone_count(), 0);
    /// ```
    #[inline]
    pub fn set_stones(&mut self, black: &[Point], white: &[Point]) -> Result<(), MoveError> {
        // Placed without a branch per stone: a stone landing on one already placed shows in
        // `clash`, one off the board in the line kept for them (its places are all there),
        // and then the board is built again stone by stone to name the first.
        self.clear_lines_in_use();
        let lists = [(black, Color::Black), (white, Color::White)];
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        if S::N <= STANDARD_SIZE && const { slots_computed_hold(S::N) } {
            // Up to 15x15 the rows are counted at the end instead ([`rows_hold`]): they all
            // lie in the first 32 line slots. The stones' slots are computed from their
            // coordinates ([`Board::put_computed`]): a stone off the board lands where the
            // count of the rows' points on the board misses it.
            for (stones, color) in lists {
                // Two stones a turn of the loop: its count and test are a fair share of a
                // stone's few instructions.
                let pairs = stones.chunks_exact(2);
                for &p in pairs.remainder() {
                    self.put_computed(p, color);
                }
                for pair in pairs {
                    self.put_computed(pair[0], color);
                    self.put_computed(pair[1], color);
                }
            }
            if !rows_hold(self.row_lines(), S::N, black.len() + white.len()) {
                self.clear();
                return Err(Self::first_clash(black, white));
            }
            return Ok(());
        }
        let mut clash = 0;
        for (stones, color) in lists {
            for &p in stones {
                let at = place_index(p);
                let row = S::GEOMETRY.row_place(at);
                clash |= (self.lines.get(mask_slot::<S>(row, Color::Black))
                    | self.lines.get(mask_slot::<S>(row, Color::White)))
                    & LINE_BITS[at & 1023][0];
                self.put(p, color);
            }
        }
        let off = off_board_slot(<<S::Layout as Layout>::Lines as LineStore>::LEN);
        if clash | self.lines.get(off) | self.lines.get(off + 1) != 0 {
            self.clear();
            return Err(Self::first_clash(black, white));
        }
        Ok(())
    }

    /// Takes every stone off the board, as [`clear`](Board::clear), writing only the slots
    /// that may hold one: those of the board's lines and the off-board line's (the slots
    /// between them are never written but by `set_stones`, which clears them all after).
    #[inline]
    pub(crate) fn clear_lines_in_use(&mut self) {
        for slot in 0..2 * line_count(S::N) {
            self.lines.set(slot, 0);
        }
        let off = off_board_slot(<<S::Layout as Layout>::Lines as LineStore>::LEN);
        self.lines.set(off, 0);
        self.lines.set(off + 1, 0);
    }

    /// Takes every stone off the board.
    ///
    /// ```
    /// use renju::{point, Board, Color};
    /// let mut board: Board = Board::from_stones(&[point!(h8)], &[point!(i9)]).unwrap();
    /// board.clear();
    /// assert_eq!(board, Board::new());
    /// ```
    #[inline]
    pub fn clear(&mut self) {
        self.lines = <<S::Layout as Layout>::Lines as LineStore>::EMPTY;
    }

    /// The board of the stones given as the words of two point sets (as in [`PointSet`]),
    /// black's and white's, which share no point. The rows are the sets' rows as they are;
    /// the other lines take the stones one at a time, a colour at a time. (Were the rows
    /// filled stone by stone too, the stones of a row, coming one after the other, would each
    /// wait for the last one's write to the row's mask.)
    #[cfg(test)]
    pub(crate) fn from_stone_words(
        black: <S::Layout as Layout>::Words,
        white: <S::Layout as Layout>::Words,
    ) -> Board<S> {
        let mut board = Board::<S>::new();
        board.put_stone_words(black, white);
        board
    }

    /// [`from_stone_words`](Board::from_stone_words) onto this board, which holds no stone.
    pub(crate) fn put_stone_words(
        &mut self,
        black: <S::Layout as Layout>::Words,
        white: <S::Layout as Layout>::Words,
    ) {
        let row_bits = 1 << S::Layout::ROW_SHIFT;
        let row_mask = (1u64 << S::N) - 1;
        let (b, w) = (black.as_ref(), white.as_ref());
        for row in 0..S::N {
            let (word, shift) = (row * row_bits / 64, row * row_bits % 64);
            let bits = |words: &[u64]| ((words[word] >> shift) & row_mask) << REACH;
            self.lines.set(2 * row, bits(b));
            self.lines.set(2 * row + 1, bits(w));
        }
        self.put_across_words(b, Color::Black);
        self.put_across_words(w, Color::White);
    }

    /// Puts the stones of rows given as bits (bit `c` of `black[r]` a black stone at column
    /// `c` of row `r`, row 0 the first; bits at or past the board's side not set) onto this
    /// board, which holds no stone. Each row's masks are its bits moved up; its stones go
    /// across, one at a time, to their columns and diagonals, whose slots, along a row,
    /// step by two from the row's first: a few instructions a stone.
    pub(crate) fn put_rows(&mut self, black: &[u32; MAX_SIZE], white: &[u32; MAX_SIZE]) {
        for r in 0..S::N {
            self.put_row(r, black[r], Color::Black);
            self.put_row(r, white[r], Color::White);
        }
    }

    /// The row `r` (below `N`) of [`put_rows`](Board::put_rows) for one `color`, `bits` its
    /// stones (none at or past the board's side), onto a board whose row `r` holds no stone:
    /// the row's mask is set, each stone's bit ORed into its column's and diagonals' masks.
    #[inline(always)]
    pub(crate) fn put_row(&mut self, r: usize, bits: u32, color: Color) {
        let (color, n) = (color as usize, S::N);
        // The slots of the lines through the row's first point (`r` is below `n`: nothing
        // wraps, and a stone's slots are those plus twice its column). The diagonal's is
        // read from the table, where the compiler, which sees `2 * (n - 1 - r) + 2 * c`,
        // would work out `c - r` for every stone.
        let (row_slot, column_slot, anti_diagonal_slot) = (
            2 * (first_line(0, n) + r),
            2 * first_line(1, n),
            2 * (first_line(3, n) + r),
        );
        let diagonal_slot = usize::from(S::GEOMETRY.places(geometry::place_index(0, r))[2].line);
        self.lines.set(row_slot + color, u64::from(bits) << REACH);
        let along_column = STONE_BITS[r & 31];
        let mut left = bits;
        while left != 0 {
            let c = left.trailing_zeros() as usize;
            let along_row = STONE_BITS[c & 31];
            self.or(column_slot + 2 * c + color, along_column);
            self.or(diagonal_slot + 2 * c + color, along_row);
            self.or(anti_diagonal_slot + 2 * c + color, along_row);
            left &= left - 1;
        }
    }

    /// The part of [`put_stone_words`](Board::put_stone_words) beside the rows for the stones
    /// of one `color`, given as a point set's words: a pass of its own per colour, so that the
    /// colour is a constant in its slot arithmetic.
    #[inline(always)]
    fn put_across_words(&mut self, words: &[u64], color: Color) {
        for (i, &word) in words.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let bit = bits.trailing_zeros() as usize;
                self.put_across(place_index_of_set_bit::<S>(64 * i + bit), color);
                bits &= bits - 1;
            }
        }
    }

    /// Puts a stone of `color` on `p`, which the caller knows to be empty: its line bits
    /// from a table, no test and no branch. A point off the board goes to the line kept for
    /// them ([`off_board_slot`]).
    #[inline]
    pub(crate) fn put(&mut self, p: Point, color: Color) {
        let at = place_index(p);
        let slot = mask_slot::<S>(S::GEOMETRY.row_place(at), color);
        self.lines
            .set(slot, self.lines.get(slot) | LINE_BITS[at & 1023][0]);
        self.put_across(at, color);
    }

    /// Puts a stone of `color` on `p` as [`put`](Board::put) does, the slots of its four
    /// lines computed from its coordinates (`2 * (first line of the direction + the line's
    /// number) + colour`: a few additions, no table). A point on the board gets what `put`
    /// gives it; one off the board sets bits that are garbage, in slots below
    /// [`LineStore::LEN`] all the same, which [`slots_computed_hold`] shows never to be a
    /// point of a row on the board: only `set_stones`'s x86-64 path, which counts those, and
    /// clears the board when the count is short, puts stones this way.
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    #[inline(always)]
    fn put_computed(&mut self, p: Point, color: Color) {
        let [row_slot, column_slot, diagonal_slot, anti_diagonal_slot] =
            computed_slots(p.col(), p.row(), S::N);
        let color = color as usize;
        let (c, r) = (p.col() & 31, p.row() & 31);
        let (along_row, along_column) = (STONE_BITS[c], STONE_BITS[r]);
        self.or(row_slot + color, along_row);
        self.or(column_slot + color, along_column);
        self.or(diagonal_slot + color, along_row);
        self.or(anti_diagonal_slot + color, along_row);
    }

    /// Sets `bits` in the mask of `slot`.
    #[inline(always)]
    fn or(&mut self, slot: usize, bits: u64) {
        self.lines.set(slot, self.lines.get(slot) | bits);
    }

    /// The part of [`put`](Board::put) beside the row: the stone's bit in its column and its
    /// two diagonals, for the point at `at` ([`place_index`]).
    #[inline(always)]
    fn put_across(&mut self, at: usize, color: Color) {
        let at = at & 1023;
        let ([_, column, diagonal, anti_diagonal], [along_row, along_column]) =
            (S::GEOMETRY.places(at), LINE_BITS[at]);
        self.or(mask_slot::<S>(column, color), along_column);
        self.or(mask_slot::<S>(diagonal, color), along_row);
        self.or(mask_slot::<S>(anti_diagonal, color), along_row);
    }

    /// The first point given twice to [`Board::from_stones`] or off the board, found by
    /// placing the stones one at a time (only the error comes back, so that the board of the
    /// common case is built where the caller keeps it, not copied out of a second one).
    #[cold]
    fn first_clash(black: &[Point], white: &[Point]) -> MoveError {
        let mut board = Board::<S>::new();
        let stones = black.iter().map(|&p| (p, Color::Black));
        for (p, color) in stones.chain(white.iter().map(|&p| (p, Color::White))) {
            if let Err(e) = board.place(p, color) {
                return e;
            }
        }
        unreachable!("a clash is only reported when a point is given twice or off the board")
    }

    /// The stone at `p`, if any (`None` off the board).
    #[inline]
    pub fn get(&self, p: Point) -> Option<Color> {
        if !p.is_on::<S>() {
            return None;
        }
        self.stone_at(p)
    }

    /// The stone at `p`, which the caller knows to be on the board.
    #[inline(always)]
    pub(crate) fn stone_at(&self, p: Point) -> Option<Color> {
        let place = line_places_of::<S>(p)[0];
        if self.lines.get(mask_slot::<S>(place, Color::Black)) & place.bit() != 0 {
            Some(Color::Black)
        } else if self.lines.get(mask_slot::<S>(place, Color::White)) & place.bit() != 0 {
            Some(Color::White)
        } else {
            None
        }
    }

    /// `Ok` if `p` is on the board and empty, else why not.
    #[inline(always)]
    pub(crate) fn check_empty(&self, p: Point) -> Result<(), MoveError> {
        Board::<S>::check(p)?;
        match self.stone_at(p) {
            Some(by) => Err(MoveError::Occupied { point: p, by }),
            None => Ok(()),
        }
    }

    /// Puts a stone of `color` on the empty point `p`.
    #[inline]
    pub fn place(&mut self, p: Point, color: Color) -> Result<(), MoveError> {
        self.check_empty(p)?;
        for place in line_places_of::<S>(p) {
            self.or(mask_slot::<S>(place, color), place.bit());
        }
        Ok(())
    }

    /// Takes the stone off `p`, returning its colour (`None` if `p` was empty or off the
    /// board).
    #[inline]
    pub fn remove(&mut self, p: Point) -> Option<Color> {
        let color = self.get(p)?;
        for place in line_places_of::<S>(p) {
            let slot = mask_slot::<S>(place, color);
            self.lines.set(slot, self.lines.get(slot) & !place.bit());
        }
        Some(color)
    }

    /// The points holding a stone of `color`, in row-major order.
    pub fn stones(&self, color: Color) -> impl Iterator<Item = Point> + '_ {
        Point::all::<S>().filter(move |&p| self.stone_at(p) == Some(color))
    }

    /// The points holding a stone of `color`, as a set.
    pub fn stone_set(&self, color: Color) -> PointSet<S> {
        let mut words = <S::Layout as Layout>::Words::default();
        let row_bits = 1 << S::Layout::ROW_SHIFT;
        let row_mask = (1u64 << S::N) - 1;
        // The rows are the first lines: slots 0, 2, ... for black, 1, 3, ... for white.
        for row in 0..S::N {
            let bits = (self.lines.get(2 * row + color as usize) >> REACH) & row_mask;
            words.as_mut()[row * row_bits / 64] |= bits << (row * row_bits % 64);
        }
        PointSet::from_words(words)
    }

    /// How many stones are on the board.
    pub fn stone_count(&self) -> usize {
        // Each stone is on one row; the rows are the first `2 * N` slots.
        (0..2 * S::N)
            .map(|slot| self.lines.get(slot).count_ones() as usize)
            .sum()
    }
}

impl<S: BoardSize> Board<S> {
    /// The masks of the rows, both colours, on boards up to 15x15: row `r`'s black at `2 * r`,
    /// its white next (the first lines of [`Board::lines`]); those past the board's rows are
    /// empty. Boards past 16x16 keep rows of other widths: a caller asks only up to 15x15.
    /// (Only the x86-64 path of `set_stones` reads them.)
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    #[inline(always)]
    pub(crate) fn row_lines(&self) -> &[u32; 32] {
        match self.lines.first_32_bit_masks() {
            Some(rows) if S::N <= 16 => rows,
            _ => unreachable!("only boards up to 16x16 have rows of 32 bits in 32 slots"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::size::Size;
    use std::prelude::rust_2021::*;

    /// Stone lists from a fixed seed, of every length up to a full board, with points off
    /// the board and points given twice now and then: `set_stones` gives the board, or the
    /// error, that placing the stones one at a time gives (black's first), and leaves the
    /// board empty on an error.
    fn set_stones_agrees_with_placing<S: BoardSize>() -> [usize; 2] {
        let mut next = crate::test_rng::xorshift(0x5DEE_CE66_D1CE_4E5B_u64 ^ S::N as u64);
        let mut board = Board::<S>::new();
        let mut outcomes = [0; 2];
        for i in 0..3_000u64 {
            let len = (next() % (S::N * S::N) as u64) as usize;
            // Mostly on the board; one point in about 600 anywhere up to z26.
            let point = |r: u64| {
                let n = if r.is_multiple_of(600) {
                    26
                } else {
                    S::N as u64
                };
                Point::new(
                    (r >> 10) as usize % n as usize,
                    (r >> 20) as usize % n as usize,
                )
                .expect("a point")
            };
            let stones: Vec<Point> = (0..len).map(|_| point(next())).collect();
            let split = if len == 0 { 0 } else { (i as usize * 7) % len };
            let (black, white) = stones.split_at(split);
            let mut want = Board::<S>::new();
            let placed = black
                .iter()
                .map(|&p| (p, Color::Black))
                .chain(white.iter().map(|&p| (p, Color::White)))
                .try_for_each(|(p, color)| want.place(p, color));
            let got = board.set_stones(black, white);
            assert_eq!(got, placed, "{black:?} {white:?}");
            match got {
                Ok(()) => assert_eq!(board, want),
                Err(_) => assert_eq!(board, Board::new()),
            }
            outcomes[usize::from(got.is_err())] += 1;
        }
        outcomes
    }

    #[test]
    fn set_stones_builds_what_placing_builds_or_names_the_first_bad_stone() {
        for [good, bad] in [
            set_stones_agrees_with_placing::<Size<5>>(),
            set_stones_agrees_with_placing::<Size<6>>(),
            set_stones_agrees_with_placing::<Size<7>>(),
            set_stones_agrees_with_placing::<Size<8>>(),
            set_stones_agrees_with_placing::<Size<9>>(),
            set_stones_agrees_with_placing::<Size<10>>(),
            set_stones_agrees_with_placing::<Size<11>>(),
            set_stones_agrees_with_placing::<Size<12>>(),
            set_stones_agrees_with_placing::<Size<13>>(),
            set_stones_agrees_with_placing::<Size<14>>(),
            set_stones_agrees_with_placing::<Size<15>>(),
            set_stones_agrees_with_placing::<Size<16>>(),
            set_stones_agrees_with_placing::<Size<20>>(),
            set_stones_agrees_with_placing::<Size<26>>(),
        ] {
            assert!(good > 100 && bad > 100, "{good} good, {bad} bad");
        }
    }

    /// 15x15 and the sizes near it build their boards with computed slots (the smallest do
    /// not: a diagonal's slot of a point off the board wraps into their rows).
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    #[test]
    fn computed_slots_serve_the_sizes_whose_rows_they_cannot_reach() {
        use crate::geometry::line_places_from;
        let served: Vec<usize> = (5..=15).filter(|&n| slots_computed_hold(n)).collect();
        assert!(served.contains(&15), "{served:?}");
        // Where they serve, a point on the board gets the slots of the table.
        for n in served {
            for row in 0..n {
                for col in 0..n {
                    let want = line_places_from(col, row, n).map(|place| usize::from(place.line));
                    assert_eq!(computed_slots(col, row, n), want, "{n}: {col} {row}");
                }
            }
        }
    }

    #[test]
    fn a_point_past_the_edge_is_an_error_naming_the_size() {
        let t20 = Point::new(19, 19).expect("a point");
        assert_eq!(
            Board::<Size<15>>::from_stones(&[t20], &[]),
            Err(MoveError::OffBoard {
                point: t20,
                size: 15
            })
        );
        // Points whose coordinates or together to the size or more, all on the board.
        let (h8, g9) = (Point::new(8, 7).expect("i8"), Point::new(7, 8).expect("h9"));
        assert!(Board::<Size<15>>::from_stones(&[h8, g9], &[]).is_ok());
        assert!(Board::<Size<20>>::from_stones(&[t20], &[]).is_ok());
        assert_eq!(
            Board::<Size<20>>::new().get(Point::new(20, 0).expect("u1")),
            None
        );
    }
}
