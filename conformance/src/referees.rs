//! Who wins, as the referees of real tournaments and engines state their rules: a test oracle
//! written from those statements alone, sharing nothing with the rule files or the tables.
//!
//! A move wins if, in one of the four lines through it, the unbroken run of the mover's
//! stones that holds it wins. Whether a run wins depends on its length and on the two points
//! just past its ends: each is empty, an opponent stone, or past the board's edge.
//!
//! - **Gomocup** (the tournament manager's referee, by the protocol's `INFO rule` number):
//!   0, five or more wins; 1, exactly five wins; 8 (caro), a run of exactly five wins unless an
//!   opponent stone stands just past each of its ends, and any run of six or more wins;
//!   9 (caro + exactly five), only exactly five, and only unless an opponent stone stands just
//!   past each end. Only opponent stones block: the edge never does.
//! - **KataGomo's caro engine**, with its two switches: whether the edge blocks (`wallBlock`),
//!   and what a run of six or more does: always wins, never wins, or wins unless blocked at
//!   both ends ("oxxxxxx. is win, oxxxxxxo is not win"). A five wins unless blocked at both
//!   ends.
//!
//! ```
//! use renju_conformance::referees::{wins, LongRun, Referee, Stone};
//! // A five against the left edge, an opponent stone past its right end: `|XXXXXO`.
//! let mut cells = vec![None; 15 * 15];
//! for col in 0..5 {
//!     cells[col] = Some(Stone::Black);
//! }
//! cells[5] = Some(Stone::White);
//! assert!(wins(Referee::Gomocup(8), &cells, 15, (4, 0)));
//! let walled = Referee::KataGomo { wall_blocks: true, long_run: LongRun::Wins };
//! assert!(!wins(walled, &cells, 15, (4, 0)));
//! ```

/// A stone on a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stone {
    /// Black's.
    Black,
    /// White's.
    White,
}

/// What a run of six or more does under KataGomo's caro (its second switch).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LongRun {
    /// It always wins.
    Wins,
    /// It never wins.
    DoesNotWin,
    /// It wins unless blocked at both ends.
    WinsUnlessBlockedAtBothEnds,
}

impl LongRun {
    /// The three, in the order above.
    pub const ALL: [LongRun; 3] = [
        LongRun::Wins,
        LongRun::DoesNotWin,
        LongRun::WinsUnlessBlockedAtBothEnds,
    ];
}

/// A referee's statement of who wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Referee {
    /// The Gomocup tournament's referee under this `INFO rule` number: 0, 1, 8 or 9.
    Gomocup(u32),
    /// KataGomo's caro engine with its two switches.
    KataGomo {
        /// `wallBlock`: the board edge blocks an end like an opponent stone.
        wall_blocks: bool,
        /// What a run of six or more does.
        long_run: LongRun,
    },
}

/// What lies just past one end of a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum End {
    Empty,
    Opponent,
    Edge,
}

impl Referee {
    /// Whether a run of `len` (5 or more) stones whose ends are `ends` wins.
    fn run_wins(self, len: usize, ends: [End; 2]) -> bool {
        match self {
            Referee::Gomocup(rule) => {
                let blocked_both = ends == [End::Opponent; 2];
                match rule {
                    0 => len >= 5,
                    1 => len == 5,
                    8 => (len == 5 && !blocked_both) || len >= 6,
                    9 => len == 5 && !blocked_both,
                    _ => panic!("Gomocup rule {rule} is not one of 0, 1, 8, 9"),
                }
            }
            Referee::KataGomo {
                wall_blocks,
                long_run,
            } => {
                let blocked = |end: End| end == End::Opponent || (wall_blocks && end == End::Edge);
                let blocked_both = blocked(ends[0]) && blocked(ends[1]);
                match (len, long_run) {
                    (5, _) => !blocked_both,
                    (_, LongRun::Wins) => true,
                    (_, LongRun::DoesNotWin) => false,
                    (_, LongRun::WinsUnlessBlockedAtBothEnds) => !blocked_both,
                }
            }
        }
    }
}

/// Whether the stone at `point` (column, row, from 0) of the `size` x `size` board `cells`
/// (row-major, row 0 first) wins under `referee`: one of the four lines through it holds a
/// winning run of its colour through it. `point` must hold a stone.
pub fn wins(referee: Referee, cells: &[Option<Stone>], size: usize, point: (usize, usize)) -> bool {
    let at = |col: isize, row: isize| -> Option<Option<Stone>> {
        let inside = (0..size as isize).contains(&col) && (0..size as isize).contains(&row);
        inside.then(|| cells[row as usize * size + col as usize])
    };
    let (col, row) = (point.0 as isize, point.1 as isize);
    let Some(Some(mover)) = at(col, row) else {
        panic!("no stone at {point:?}");
    };
    [(1, 0), (0, 1), (1, 1), (1, -1)]
        .into_iter()
        .any(|(dc, dr)| {
            let mut len = 1;
            let mut ends = [End::Edge; 2];
            for (side, sign) in [-1isize, 1].into_iter().enumerate() {
                let mut k = 1;
                loop {
                    match at(col + sign * k * dc, row + sign * k * dr) {
                        Some(Some(s)) if s == mover => {
                            len += 1;
                            k += 1;
                        }
                        Some(Some(_)) => {
                            ends[side] = End::Opponent;
                            break;
                        }
                        Some(None) => {
                            ends[side] = End::Empty;
                            break;
                        }
                        None => {
                            ends[side] = End::Edge;
                            break;
                        }
                    }
                }
            }
            len >= 5 && referee.run_wins(len, ends)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 9x9 board with one row drawn as text (`X` black, `O` white, `.` empty) on row 0.
    fn row(text: &str) -> Vec<Option<Stone>> {
        let mut cells = vec![None; 81];
        for (col, c) in text.chars().enumerate() {
            cells[col] = match c {
                'X' => Some(Stone::Black),
                'O' => Some(Stone::White),
                _ => None,
            };
        }
        cells
    }

    #[test]
    fn the_statements_on_the_shapes_they_name() {
        let kata = |wall_blocks, long_run| Referee::KataGomo {
            wall_blocks,
            long_run,
        };
        // `oxxxxxo`: no win under 8 and 9; `xxxxxx` (six, open): a win under 8 only.
        assert!(!wins(Referee::Gomocup(8), &row(".OXXXXXO."), 9, (2, 0)));
        assert!(!wins(Referee::Gomocup(9), &row(".OXXXXXO."), 9, (2, 0)));
        assert!(wins(Referee::Gomocup(8), &row(".XXXXXX.."), 9, (1, 0)));
        assert!(!wins(Referee::Gomocup(9), &row(".XXXXXX.."), 9, (1, 0)));
        assert!(wins(Referee::Gomocup(0), &row(".XXXXXX.."), 9, (1, 0)));
        assert!(!wins(Referee::Gomocup(1), &row(".XXXXXX.."), 9, (1, 0)));
        // KataGomo: `oxxxxxx.` wins, `oxxxxxxo` does not, under "unless blocked".
        let unless = LongRun::WinsUnlessBlockedAtBothEnds;
        assert!(wins(kata(true, unless), &row("OXXXXXX.."), 9, (1, 0)));
        assert!(!wins(kata(true, unless), &row("OXXXXXXO."), 9, (1, 0)));
        // The edge: `|XXXXXO` is blocked at both ends only with `wallBlock`.
        assert!(!wins(
            kata(true, LongRun::Wins),
            &row("XXXXXO..."),
            9,
            (0, 0)
        ));
        assert!(wins(
            kata(false, LongRun::Wins),
            &row("XXXXXO..."),
            9,
            (0, 0)
        ));
        assert!(wins(Referee::Gomocup(9), &row("XXXXXO..."), 9, (0, 0)));
    }
}
