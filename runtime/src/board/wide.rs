//! The 13-point wide windows ([`WideWindow`]) of the rules that judge wins by their ends past
//! a point: the edge told apart from an opponent stone, and at `±6` what ends a run of own
//! stones past `±5` ([`WideLine`]).

use super::{line_places_at, mask_slot, Board, MoveError, WINDOW_MASK};
use crate::direction::Direction;
use crate::geometry::LinePlace;
use crate::layout::LineStore;
use crate::point::Point;
use crate::size::BoardSize;
use renju_vocab::{wide_seen_index, Cell, Color, WideWindow, REACH, WIDE_REACH};

/// One line of the board seen from a colour, the edge told apart from the opponent's stones:
/// what a rule that reads wide windows looks up.
#[derive(Clone, Copy)]
pub(crate) struct WideLine {
    own: u64,
    /// Opponent stones only.
    opponent: u64,
    /// The bits off the board.
    edge: u64,
}

impl WideLine {
    /// What holds the bit `bit` of the line (`None`: past the line's 64 bits, the edge).
    #[inline(always)]
    fn cell(self, bit: Option<u32>) -> Cell {
        match bit {
            Some(b) if b < u64::BITS => {
                if self.opponent >> b & 1 != 0 {
                    Cell::Opponent
                } else if self.edge >> b & 1 != 0 {
                    Cell::Edge
                } else if self.own >> b & 1 != 0 {
                    Cell::Own
                } else {
                    Cell::Empty
                }
            }
            _ => Cell::Edge,
        }
    }

    /// What ends a run of own stones from offset `-6` (`sign` -1) or `+6` (`sign` 1) outwards
    /// of the point at position `pos`: the first point there without an own stone.
    #[inline(always)]
    fn beyond(self, pos: u8, sign: i8) -> Cell {
        let pos = u32::from(pos);
        if sign < 0 {
            // Bits `pos - 1` and down: offset -6 is bit `pos + 5 - 6`.
            if pos == 0 {
                return Cell::Edge;
            }
            let run = (self.own << (u64::BITS - pos)).leading_ones();
            self.cell((pos - 1).checked_sub(run))
        } else {
            let from = pos + (2 * REACH as u32 + 1);
            let run = self.own.checked_shr(from).unwrap_or(0).trailing_ones();
            self.cell(Some(from + run))
        }
    }

    /// The wide seen index ([`renju_vocab::wide_seen_index`]) of the wide window around
    /// position `pos`.
    #[inline(always)]
    pub(crate) fn seen_index(self, pos: u8) -> u16 {
        let window = |m: u64| ((m >> pos) & WINDOW_MASK) as u16;
        wide_seen_index(
            window(self.own),
            window(self.opponent),
            window(self.edge),
            self.beyond(pos, -1),
            self.beyond(pos, 1),
        )
    }

    /// The wide window around position `pos`.
    fn window(self, pos: u8) -> WideWindow {
        let side = |sign: i8| {
            let mut cells = [Cell::Empty; WIDE_REACH];
            for (k, cell) in cells.iter_mut().enumerate().take(REACH) {
                let offset = i32::from(sign) * (k as i32 + 1);
                *cell = self.cell(u32::try_from(i32::from(pos) + REACH as i32 + offset).ok());
            }
            cells[REACH] = match cells[REACH - 1] {
                Cell::Edge => Cell::Edge,
                _ => self.beyond(pos, sign),
            };
            cells
        };
        WideWindow::from_sides(side(-1), side(1)).unwrap_or(WideWindow::EMPTY)
    }
}

impl<S: BoardSize> Board<S> {
    /// The wide window of `p` along `d`, seen from `color`: the 5 points on each side, the
    /// edge told apart from an opponent stone, and at `±6` what ends a run of own stones past
    /// `±5` ([`WideWindow`]). Whatever is on `p` itself is not part of the window.
    ///
    /// ```
    /// use renju::{Board, Color, Direction, Point};
    /// let p = |s: &str| s.parse::<Point>().unwrap();
    /// let board: Board = Board::from_stones(&[p("b1")], &[p("c1")]).unwrap();
    /// let w = board.wide_window(p("a1"), Direction::Horizontal, Color::Black).unwrap();
    /// assert_eq!(w.to_string(), "||||||*XO....");
    /// ```
    pub fn wide_window(
        &self,
        p: Point,
        d: Direction,
        color: Color,
    ) -> Result<WideWindow, MoveError> {
        Board::<S>::check(p)?;
        let place = line_places_at::<S>(p)[d.index()];
        Ok(self.wide_line(place, color).window(place.pos))
    }

    /// The wide seen indexes ([`renju_vocab::wide_seen_index`]) of `p`'s wide windows in the
    /// four directions, seen from `color`.
    #[inline(always)]
    pub(crate) fn wide_seen_indexes(&self, p: Point, color: Color) -> [u16; 4] {
        line_places_at::<S>(p).map(|place| self.wide_line(place, color).seen_index(place.pos))
    }

    /// The line through `place`, seen from `color`, the edge apart.
    #[inline(always)]
    pub(crate) fn wide_line(&self, place: LinePlace, color: Color) -> WideLine {
        WideLine {
            own: self.lines.get(mask_slot::<S>(place, color)),
            opponent: self.lines.get(mask_slot::<S>(place, color.opponent())),
            edge: S::GEOMETRY.edge[usize::from(place.line >> 1) & 255],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::size::Size;

    /// Random boards with long runs: every point's wide window (cells within 5 as on the
    /// board, the edge as `|`, at `±6` the first point past 5 without an own stone) and its
    /// wide seen index, as the judge reads it.
    fn wide_windows_agree<S: BoardSize>() {
        let mut next = crate::test_rng::xorshift(0x9E37_79B9_7F4A_7C15 ^ S::N as u64);
        let n = S::N;
        for _ in 0..40 {
            let mut board = Board::<S>::new();
            // Rows, columns and diagonals of one colour, some broken, and scattered stones.
            for _ in 0..(n * n / 3) {
                let r = next();
                let color = Color::ALL[(r & 1) as usize];
                let p = Point::new((r >> 8) as usize % n, (r >> 24) as usize % n);
                let d = Direction::ALL[(r >> 40) as usize % 4];
                let len = 1 + (r >> 44) as usize % 8;
                for k in 0..len as isize {
                    if let Some(q) = p
                        .and_then(|p| p.offset(d.step(), k))
                        .filter(|q| q.is_on::<S>())
                    {
                        let _ = board.place(q, color);
                    }
                }
            }
            for q in Point::all::<S>() {
                let cell_at = |k: isize, d: Direction, color: Color| match q
                    .offset(d.step(), k)
                    .filter(|r| r.is_on::<S>())
                {
                    None => Cell::Edge,
                    Some(r) => match board.get(r) {
                        None => Cell::Empty,
                        Some(c) if c == color => Cell::Own,
                        Some(_) => Cell::Opponent,
                    },
                };
                for color in Color::ALL {
                    let wide = board.wide_seen_indexes(q, color);
                    for (i, d) in Direction::ALL.into_iter().enumerate() {
                        let window = board.wide_window(q, d, color).expect("on the board");
                        assert_eq!(wide[i], window.seen_index(), "{q} {d:?} {color}");
                        for sign in [-1isize, 1] {
                            for k in 1..=5 {
                                let want = cell_at(sign * k, d, color);
                                assert_eq!(
                                    window.cell((sign * k) as i8),
                                    want,
                                    "{q} {d:?} {color} {}",
                                    sign * k
                                );
                            }
                            // Past 5: the first point that holds no own stone (or the edge).
                            let mut k = 6;
                            while cell_at(sign * k, d, color) == Cell::Own {
                                k += 1;
                            }
                            let want = cell_at(sign * k, d, color);
                            assert_eq!(
                                window.cell((sign * 6) as i8),
                                want,
                                "{q} {d:?} {color} {}",
                                sign * 6
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn wide_windows_of_the_board_are_its_cells_and_what_ends_its_runs() {
        wide_windows_agree::<Size<5>>();
        wide_windows_agree::<Size<7>>();
        wide_windows_agree::<Size<15>>();
        wide_windows_agree::<Size<20>>();
        wide_windows_agree::<Size<26>>();
    }
}
