//! Wide windows: a window that tells the board edge from an opponent stone and sees what ends
//! a run reaching past it, for the rules whose wins are judged by their ends
//! ([`ColorRules::reads_wide_windows`](crate::ColorRules::reads_wide_windows)).
//!
//! A [`Window`] is 11 points, the edge drawn as an opponent stone. That decides every rule
//! whose runs of six or more win or lose whatever blocks them, and whose edge blocks like an
//! opponent. Two readings real referees use need more:
//!
//! - **an edge that does not block** (Gomocup's caro): `|XXXXX*O` is a five blocked at one
//!   end, not two, so the edge `|` must be told from `O`;
//! - **a long run judged by its ends** (KataGomo's caro, "a six wins unless blocked at both
//!   ends"): a run of six or more through the point can reach past the window, and its end
//!   lies farther out.
//!
//! A wide window is the 11 points with the edge as its own cell, and one more point on each
//! side, at offset `±6`: the first point past `±5` that holds no own stone. Own stones past
//! `±5` only lengthen a run that already holds six (from the centre to `±5`), so what ends it
//! is all that can matter, and no stone is ever tried past `±5` (a five through the centre
//! reaches at most `±4`, and one more stone at `±5` at most). So `±6` is empty, an opponent
//! stone or the edge, never an own stone; and once the edge appears, every point beyond it is
//! edge too.
//!
//! ```
//! use renju_vocab::{Cell, WideWindow};
//! // A five against the left edge (at -6), blocked by an opponent at +1.
//! let w: WideWindow = "|XXXXX*O....|".parse().unwrap();
//! assert_eq!(w.cell(-6), Cell::Edge);
//! assert_eq!(w.cell(1), Cell::Opponent);
//! assert_eq!(w.compact().to_string(), "XXXXX*O....");
//! ```

use crate::{side_view, Cell, Window, REACH};
use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

/// How many points on each side of the point under test a wide window sees: the 5 of a
/// [`Window`] and the point that ends a run reaching past them.
pub const WIDE_REACH: usize = REACH + 1;

/// Points in a wide window, the point under test included.
pub const WIDE_LEN: usize = 2 * WIDE_REACH + 1;

/// Codes of one side of a wide window as its wide seen index sees it ([`wide_side_code`]):
/// `view | kind << 6` for a 6-bit side view and a kind below 3.
pub const WIDE_SIDE_CODES: usize = 3 << SIDE_VIEW_BITS;

/// Number of wide seen indexes (`0..36864`; 158 codes of each side are used).
pub const WIDE_SEEN_COUNT: usize = WIDE_SIDE_CODES * WIDE_SIDE_CODES;

/// Bits of a side view ([`side_view`]).
const SIDE_VIEW_BITS: usize = REACH + 1;

/// The 13 points of one line centred on the point under test: a [`Window`] that tells the
/// board edge apart ([`Cell::Edge`]) and sees, at offsets `±6`, what ends a run of own stones
/// reaching past `±5` (see the module docs in `wide.rs`).
///
/// Pictures have 13 characters, `*` in the middle: `.` empty, `X` own stone, `O` opponent
/// stone, `|` past the board edge. Offsets `±6` are never `X`; past a `|` every point is `|`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct WideWindow {
    /// Two bits per outer point ([`Cell::WIDE`] order), offset -6 lowest, then -5 .. -1,
    /// +1 .. +6.
    code: u32,
}

/// The bit position (two bits per point) of an offset, or `None` for the centre and offsets
/// beyond `±6`.
const fn slot(offset: i8) -> Option<u32> {
    match offset {
        -6..=-1 => Some(2 * (offset + 6) as u32),
        1..=6 => Some(2 * (offset + 5) as u32),
        _ => None,
    }
}

/// The cell of a 2-bit code.
const fn cell_of(code: u32) -> Cell {
    match code & 3 {
        0 => Cell::Empty,
        1 => Cell::Own,
        2 => Cell::Opponent,
        _ => Cell::Edge,
    }
}

/// The 2-bit code of a cell.
const fn code_of(cell: Cell) -> u32 {
    match cell {
        Cell::Empty => 0,
        Cell::Own => 1,
        Cell::Opponent => 2,
        Cell::Edge => 3,
    }
}

/// Every side of a wide window, nearest point first ([`WideWindow::sides`]).
fn sides() -> Vec<[Cell; WIDE_REACH]> {
    let mut sides = Vec::new();
    for code in 0..1u32 << (2 * WIDE_REACH) {
        let cells: [Cell; WIDE_REACH] = core::array::from_fn(|k| cell_of(code >> (2 * k)));
        if side_is_valid(&cells) {
            sides.push(cells);
        }
    }
    sides
}

/// A side (nearest point first) holds no own stone at its last point and nothing but edge
/// past an edge.
const fn side_is_valid(cells: &[Cell; WIDE_REACH]) -> bool {
    if matches!(cells[WIDE_REACH - 1], Cell::Own) {
        return false;
    }
    let mut k = 1;
    while k < WIDE_REACH {
        if matches!(cells[k - 1], Cell::Edge) && !matches!(cells[k], Cell::Edge) {
            return false;
        }
        k += 1;
    }
    true
}

impl WideWindow {
    /// The wide window with every outer point empty: `......*......`.
    pub const EMPTY: WideWindow = WideWindow { code: 0 };

    /// The wide window whose sides are `left` and `right`, each nearest point first (offsets
    /// `-1` to `-6` and `+1` to `+6`), or `None` if a side has an own stone at `±6` or
    /// anything but edge past an edge.
    ///
    /// ```
    /// use renju_vocab::{Cell, WideWindow};
    /// use Cell::{Edge as E, Empty as N, Own as X};
    /// let w = WideWindow::from_sides([X, X, E, E, E, E], [N, N, N, N, N, N]).unwrap();
    /// assert_eq!(w.to_string(), "||||XX*......");
    /// assert!(WideWindow::from_sides([X, E, N, E, E, E], [N; 6]).is_none());
    /// ```
    pub const fn from_sides(
        left: [Cell; WIDE_REACH],
        right: [Cell; WIDE_REACH],
    ) -> Option<WideWindow> {
        if !side_is_valid(&left) || !side_is_valid(&right) {
            return None;
        }
        let mut code = 0;
        let mut k = 0;
        while k < WIDE_REACH {
            let d = k as i8 + 1;
            if let (Some(l), Some(r)) = (slot(-d), slot(d)) {
                code |= code_of(left[k]) << l | code_of(right[k]) << r;
            }
            k += 1;
        }
        Some(WideWindow { code })
    }

    /// Every side a wide window can have (850), nearest point first: 6 cells, no own stone at
    /// the last and nothing but edge past an edge.
    pub fn sides() -> Vec<[Cell; WIDE_REACH]> {
        sides()
    }

    /// Every wide window: 850 sides each way, 722,500 in all, in an order that is the same on
    /// every run.
    pub fn all() -> impl Iterator<Item = WideWindow> {
        let sides = sides();
        let rights = sides.clone();
        sides.into_iter().flat_map(move |left| {
            rights
                .clone()
                .into_iter()
                .filter_map(move |right| WideWindow::from_sides(left, right))
        })
    }

    /// The cell at `offset` from the centre (`-6..=6`). The centre itself is [`Cell::Own`];
    /// offsets beyond `±6` read as [`Cell::Edge`].
    pub const fn cell(self, offset: i8) -> Cell {
        if offset == 0 {
            return Cell::Own;
        }
        match slot(offset) {
            Some(s) => cell_of(self.code >> s),
            None => Cell::Edge,
        }
    }

    /// One side, nearest point first: offsets `-1` to `-6` for `-1`, `+1` to `+6` for `+1`.
    pub const fn side(self, sign: i8) -> [Cell; WIDE_REACH] {
        let step = if sign < 0 { -1 } else { 1 };
        let mut cells = [Cell::Empty; WIDE_REACH];
        let mut k = 0;
        while k < WIDE_REACH {
            cells[k] = self.cell(step * (k as i8 + 1));
            k += 1;
        }
        cells
    }

    /// Bit masks of the own, opponent and edge cells, bit `k` standing for offset `k - 6`;
    /// the centre (bit 6) is set in the own mask.
    ///
    /// ```
    /// use renju_vocab::WideWindow;
    /// let w: WideWindow = "||XO.X*......".parse().unwrap();
    /// assert_eq!(w.masks(), (0b110_0100, 0b1000, 0b11));
    /// ```
    pub const fn masks(self) -> (u16, u16, u16) {
        let (mut own, mut opponent, mut edge) = (1 << WIDE_REACH, 0, 0);
        let mut k = 0;
        while k < WIDE_LEN {
            match self.cell(k as i8 - WIDE_REACH as i8) {
                Cell::Own => own |= 1 << k,
                Cell::Opponent => opponent |= 1 << k,
                Cell::Edge => edge |= 1 << k,
                Cell::Empty => {}
            }
            k += 1;
        }
        (own, opponent, edge)
    }

    /// The [`Window`] of the 11 middle points, the edge drawn as an opponent stone: what the
    /// tables of a rule that tells neither apart read.
    pub const fn compact(self) -> Window {
        let (own, opponent, edge) = self.masks();
        Window::from_masks(own >> 1, (opponent | edge) >> 1)
    }

    /// The wide window of a [`Window`] on an open line: its `O`s opponent stones, and past
    /// `±5` an empty point.
    ///
    /// ```
    /// use renju_vocab::{WideWindow, Window};
    /// let w: Window = "O.XXX*X....".parse().unwrap();
    /// assert_eq!(WideWindow::from_window(w).to_string(), ".O.XXX*X.....");
    /// ```
    pub const fn from_window(window: Window) -> WideWindow {
        let mut code = 0;
        let mut k = 1;
        while k <= REACH {
            let d = k as i8;
            if let (Some(l), Some(r)) = (slot(-d), slot(d)) {
                code |= code_of(window.cell(-d)) << l | code_of(window.cell(d)) << r;
            }
            k += 1;
        }
        WideWindow { code }
    }

    /// The window's wide seen index (`0..36864`): equal for windows that agree on what the
    /// stone at the centre can see on each side (the cells up to the nearest opponent stone or
    /// edge, what that is, and on an open side what ends a run past it). See
    /// [`wide_seen_index`].
    pub const fn seen_index(self) -> u16 {
        let (own, opponent, edge) = self.masks();
        wide_seen_index(
            own >> 1,
            opponent >> 1,
            edge >> 1,
            self.cell(-(WIDE_REACH as i8)),
            self.cell(WIDE_REACH as i8),
        )
    }

    /// One wide window per wide seen index, in index order (24,964: [`from_seen_index`] of
    /// every index some window has): the windows the generator classifies.
    ///
    /// [`from_seen_index`]: WideWindow::from_seen_index
    pub fn representatives() -> impl Iterator<Item = WideWindow> {
        (0..WIDE_SEEN_COUNT as u16).filter_map(WideWindow::from_seen_index)
    }

    /// A wide window with this wide seen index, the hidden points empty, or `None` for an
    /// index no window has: how the generator classifies each index once.
    ///
    /// ```
    /// use renju_vocab::WideWindow;
    /// let w: WideWindow = ".XO.XX*.XO..|".parse().unwrap();
    /// let r = WideWindow::from_seen_index(w.seen_index()).unwrap();
    /// assert_eq!(r.to_string(), "..O.XX*.XO...");
    /// assert_eq!(r.seen_index(), w.seen_index());
    /// ```
    pub fn from_seen_index(index: u16) -> Option<WideWindow> {
        let index = usize::from(index);
        if index >= WIDE_SEEN_COUNT {
            return None;
        }
        let left = side_of_code((index / WIDE_SIDE_CODES) as u8)?;
        let right = side_of_code((index % WIDE_SIDE_CODES) as u8)?;
        WideWindow::from_sides(left, right)
    }
}

/// The side (nearest point first) that a side code ([`wide_side_code`]) stands for, its hidden
/// points empty; `None` for a code no side has.
fn side_of_code(code: u8) -> Option<[Cell; WIDE_REACH]> {
    let view = code & 63;
    let kind = code >> 6;
    if view == 0 {
        return None;
    }
    let mut cells = [Cell::Empty; WIDE_REACH];
    let top = 7 - view.leading_zeros(); // the highest set bit: the blocker's, or 5 when open
    for (k, cell) in cells.iter_mut().enumerate().take(top as usize) {
        if view & (1 << k) != 0 {
            *cell = Cell::Own;
        }
    }
    if top < REACH as u32 {
        // Blocked at distance top + 1: by an opponent (kind 0) or the edge (kind 1).
        let at = top as usize;
        match kind {
            0 => cells[at] = Cell::Opponent,
            1 => cells[at..].fill(Cell::Edge),
            _ => return None,
        }
    } else {
        cells[REACH] = match kind {
            0 => Cell::Empty,
            1 => Cell::Opponent,
            2 => Cell::Edge,
            _ => return None,
        };
    }
    Some(cells)
}

/// One side's code in a wide seen index: its [`side_view`] (`1..=63`, the own stones up to
/// the nearest blocking cell) and, above it, the kind of what ends the side: for a blocked
/// side (view below 32) 0 for an opponent stone, 1 for the edge; for an open one (view 32 or
/// more) the cell `beyond`, past its 5 points: 0 empty, 1 opponent, 2 edge.
///
/// `own`, `opponent` and `edge` are the side's 5 cells, bit 0 nearest the centre.
///
/// ```
/// use renju_vocab::{wide_side_code, Cell};
/// assert_eq!(wide_side_code(0b00011, 0b00100, 0, Cell::Empty), 0b111);         // `XXO`
/// assert_eq!(wide_side_code(0b00011, 0, 0b11100, Cell::Edge), 0b111 | 1 << 6); // `XX|`
/// assert_eq!(wide_side_code(0b11111, 0, 0, Cell::Opponent), 63 | 1 << 6);      // `XXXXX` then `O`
/// ```
pub const fn wide_side_code(own: u8, opponent: u8, edge: u8, beyond: Cell) -> u8 {
    let view = side_view(own, opponent | edge);
    let kind = if view < 1 << REACH {
        // The lowest set bit of the blockers is the view's marker bit.
        ((edge & view) != 0) as u8
    } else {
        match beyond {
            Cell::Empty | Cell::Own => 0,
            Cell::Opponent => 1,
            Cell::Edge => 2,
        }
    };
    view | kind << SIDE_VIEW_BITS
}

/// The 5 low bits of `mask` in reverse order.
const fn reverse5(mask: u16) -> u8 {
    let mut out = 0;
    let mut k = 0;
    while k < REACH {
        if mask & (1 << k) != 0 {
            out |= 1 << (REACH - 1 - k);
        }
        k += 1;
    }
    out
}

/// The wide seen index of the window with 11-bit own, opponent-stone and edge masks (bit `k`
/// = offset `k - 5`, as [`Window::masks`]; the centre bit ignored) and the cells past `-5`
/// and `+5` (read only on a side with no opponent or edge within 5): the left side's code
/// ([`wide_side_code`]) times 192 plus the right side's.
pub const fn wide_seen_index(
    own: u16,
    opponent: u16,
    edge: u16,
    beyond_left: Cell,
    beyond_right: Cell,
) -> u16 {
    const LOW: u16 = (1 << REACH) - 1;
    let left = wide_side_code(
        reverse5(own),
        reverse5(opponent),
        reverse5(edge),
        beyond_left,
    );
    let right = wide_side_code(
        ((own >> (REACH + 1)) & LOW) as u8,
        ((opponent >> (REACH + 1)) & LOW) as u8,
        ((edge >> (REACH + 1)) & LOW) as u8,
        beyond_right,
    );
    left as u16 * WIDE_SIDE_CODES as u16 + right as u16
}

impl fmt::Display for WideWindow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for offset in -(WIDE_REACH as i8)..=WIDE_REACH as i8 {
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

impl fmt::Debug for WideWindow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "WideWindow({self})")
    }
}

/// Why a wide window picture could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseWideWindowError {
    /// The picture does not have exactly 13 characters.
    Length {
        /// How many characters it has.
        found: usize,
    },
    /// A character that cannot stand where it is.
    Character {
        /// 1-based position of the character in the picture.
        position: usize,
        /// The character found.
        found: char,
        /// What is allowed there.
        expected: &'static str,
    },
    /// A point that is not past the edge lies beyond one that is.
    PastTheEdge {
        /// 1-based position of the point.
        position: usize,
    },
}

impl fmt::Display for ParseWideWindowError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseWideWindowError::Length { found } => write!(
                f,
                "a wide window has {WIDE_LEN} characters (6 points, `*`, 6 points), found {found}"
            ),
            ParseWideWindowError::Character {
                position,
                found,
                expected,
            } => write!(
                f,
                "character {position} is {found:?}; allowed there: {expected}"
            ),
            ParseWideWindowError::PastTheEdge { position } => write!(
                f,
                "character {position} lies past the edge `|` nearer the centre, so it must be `|` too"
            ),
        }
    }
}

impl core::error::Error for ParseWideWindowError {}

impl FromStr for WideWindow {
    type Err = ParseWideWindowError;

    /// Reads a picture such as `|XXXXX*O.....`: 13 characters, `*` in the middle, `.`, `X`,
    /// `O` or `|` elsewhere, never `X` at either end, and `|` from the edge outwards.
    fn from_str(text: &str) -> Result<WideWindow, ParseWideWindowError> {
        let chars: Vec<char> = text.chars().collect();
        if chars.len() != WIDE_LEN {
            return Err(ParseWideWindowError::Length { found: chars.len() });
        }
        let mut sides = [[Cell::Empty; WIDE_REACH]; 2];
        for (k, &c) in chars.iter().enumerate() {
            let offset = k as i8 - WIDE_REACH as i8;
            let character = |expected| ParseWideWindowError::Character {
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
            let end = offset.unsigned_abs() as usize == WIDE_REACH;
            let cell = match c {
                '.' => Cell::Empty,
                'X' if !end => Cell::Own,
                'O' => Cell::Opponent,
                '|' => Cell::Edge,
                _ if end => {
                    return Err(character(
                        "`.` (empty), `O` (opponent) or `|` (edge): what ends a run past the window, never `X`",
                    ))
                }
                _ => {
                    return Err(character(
                        "`.` (empty), `X` (own stone), `O` (opponent) or `|` (past the edge)",
                    ))
                }
            };
            let side = usize::from(offset > 0);
            sides[side][offset.unsigned_abs() as usize - 1] = cell;
        }
        for (side, cells) in sides.iter().enumerate() {
            for k in 1..WIDE_REACH {
                if cells[k - 1] == Cell::Edge && cells[k] != Cell::Edge {
                    let position = if side == 0 {
                        WIDE_REACH - k
                    } else {
                        WIDE_REACH + k + 2
                    };
                    return Err(ParseWideWindowError::PastTheEdge { position });
                }
            }
        }
        WideWindow::from_sides(sides[0], sides[1]).ok_or(ParseWideWindowError::Length { found: 0 })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;
    use std::prelude::rust_2021::*;

    #[test]
    fn every_wide_window_round_trips_and_its_seen_index_is_that_of_its_representative() {
        let mut count = 0;
        let mut seen = BTreeSet::new();
        for w in WideWindow::all() {
            count += 1;
            let text = w.to_string();
            assert_eq!(text.parse::<WideWindow>(), Ok(w), "{text}");
            let index = w.seen_index();
            let r = WideWindow::from_seen_index(index).expect("a representative");
            assert_eq!(r.seen_index(), index, "{text} -> {r}");
            seen.insert(index);
        }
        assert_eq!(count, 850 * 850);
        assert_eq!(seen.len(), 158 * 158);
        let valid = (0..WIDE_SEEN_COUNT as u16)
            .filter(|&i| WideWindow::from_seen_index(i).is_some())
            .count();
        assert_eq!(valid, 158 * 158);
    }

    #[test]
    fn compact_and_from_window_agree_with_the_pictures() {
        let w: WideWindow = "|XXXXX*O....|".parse().unwrap();
        assert_eq!(w.compact().to_string(), "XXXXX*O....");
        for window in Window::all().step_by(97) {
            assert_eq!(WideWindow::from_window(window).compact(), window);
        }
    }

    #[test]
    fn what_is_hidden_and_what_is_seen() {
        let i = |s: &str| s.parse::<WideWindow>().expect(s).seen_index();
        // Past an opponent stone nothing is seen; past the edge there is only edge.
        assert_eq!(i(".XXXXO*OXXXX."), i(".....O*O....."));
        // The edge and an opponent at the same place are told apart.
        assert_ne!(i("||XXXX*......"), i(".OXXXX*......"));
        // On an open side, what ends a run past the window is seen.
        assert_ne!(i(".XXXXX*O....."), i("OXXXXX*O....."));
        assert_ne!(i("|XXXXX*O....."), i("OXXXXX*O....."));
    }

    #[test]
    fn bad_pictures_say_which_character() {
        let e = "XXXXXX*......".parse::<WideWindow>().unwrap_err();
        assert!(e.to_string().starts_with("character 1 is 'X'"), "{e}");
        let e = "|.|XXX*......".parse::<WideWindow>().unwrap_err();
        assert_eq!(
            e.to_string(),
            "character 2 lies past the edge `|` nearer the centre, so it must be `|` too"
        );
        let e = "......*...|.|".parse::<WideWindow>().unwrap_err();
        assert!(e.to_string().starts_with("character 12 lies past"), "{e}");
        assert_eq!(
            "......*.....".parse::<WideWindow>(),
            Err(ParseWideWindowError::Length { found: 12 })
        );
    }
}
