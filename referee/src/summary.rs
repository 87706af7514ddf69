//! The counts a run of judged records ends with: games by result, fouls by kind, errors,
//! games that go on after their end.

use crate::outcome::Outcome;
use renju::{Color, ForbiddenKind};
use std::fmt;

/// What one record counts for in the summary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tally {
    /// A game judged: its outcome, and whether its record goes on after the end.
    Game(Outcome, bool),
    /// A record answered with an error line.
    Error,
}

/// The counts of a run: `renju replay` prints them on stderr when it ends.
///
/// ```
/// use renju::{point, Color, ForbiddenKind};
/// use renju_referee::{Outcome, Summary, Tally};
/// let mut summary = Summary::default();
/// let foul = Outcome::Foul { at: 9, point: point!(j10), color: Color::Black, kind: ForbiddenKind::DoubleThree };
/// summary.add(&Tally::Game(foul, true));
/// summary.add(&Tally::Game(Outcome::Five { at: 39, color: Color::White }, false));
/// summary.add(&Tally::Error);
/// assert_eq!(
///     summary.to_string(),
///     "replay: 2 games judged (1 with moves after the end), 1 errors\n\
///      results: black-five 0, white-five 1, black-foul 1, white-foul 0, none 0\n\
///      fouls: overline 0, double-four 0, double-three 1\n"
/// );
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Records answered with a verdict.
    pub games: u64,
    /// Games by result: black five, white five, black foul, white foul, none.
    pub black_five: u64,
    /// See [`Summary::black_five`].
    pub white_five: u64,
    /// See [`Summary::black_five`].
    pub black_foul: u64,
    /// See [`Summary::black_five`].
    pub white_foul: u64,
    /// See [`Summary::black_five`]: neither a five nor a foul (a draw counts here).
    pub none: u64,
    /// Games whose opening broke their opening rule (judged only with one).
    pub opening_fouls: u64,
    /// Fouls by kind, in the order of [`ForbiddenKind::ALL`].
    pub fouls: [u64; 3],
    /// Records answered with an error line.
    pub errors: u64,
    /// Games judged whose records go on after the end (`"moves_after_end"`).
    pub after_end: u64,
}

impl Summary {
    /// Counts one answer.
    pub fn add(&mut self, tally: &Tally) {
        let outcome = match tally {
            Tally::Error => {
                self.errors += 1;
                return;
            }
            Tally::Game(outcome, after_end) => {
                self.after_end += u64::from(*after_end);
                outcome
            }
        };
        self.games += 1;
        match *outcome {
            Outcome::Five {
                color: Color::Black,
                ..
            } => self.black_five += 1,
            Outcome::Five { .. } => self.white_five += 1,
            Outcome::Foul { color, kind, .. } => {
                match color {
                    Color::Black => self.black_foul += 1,
                    Color::White => self.white_foul += 1,
                }
                if let Some(i) = ForbiddenKind::ALL.iter().position(|&k| k == kind) {
                    self.fouls[i] += 1;
                }
            }
            Outcome::OpeningFoul { .. } => self.opening_fouls += 1,
            Outcome::Draw { .. } | Outcome::Unfinished => self.none += 1,
        }
    }
}

impl fmt::Display for Summary {
    /// Three lines: games (and how many go on after the end) and errors, results by kind,
    /// fouls by kind.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let after_end = match self.after_end {
            0 => String::new(),
            n => format!(" ({n} with moves after the end)"),
        };
        writeln!(
            f,
            "replay: {} games judged{after_end}, {} errors",
            self.games, self.errors
        )?;
        let opening = match self.opening_fouls {
            0 => String::new(),
            n => format!(", opening-foul {n}"),
        };
        writeln!(
            f,
            "results: black-five {}, white-five {}, black-foul {}, white-foul {}, none {}{opening}",
            self.black_five, self.white_five, self.black_foul, self.white_foul, self.none
        )?;
        let fouls: Vec<String> = ForbiddenKind::ALL
            .iter()
            .zip(self.fouls)
            .map(|(kind, n)| format!("{kind} {n}"))
            .collect();
        writeln!(f, "fouls: {}", fouls.join(", "))
    }
}
