//! What `renju replay` prints: one JSON line per game (or per position with `--positions`),
//! an error line in place of a record that cannot be a game, and the summary on stderr.
//!
//! ```text
//! {"game":"g130","moves":57,"result":"black-foul","foul":{"move":57,"point":"k10","kind":"double-three"},"five":null}
//! {"game":"g131","moves":39,"result":"black-five","foul":null,"five":{"move":39,"color":"black"}}
//! {"game":"g132","moves":12,"result":"none","foul":null,"five":null}
//! {"game":"g133","line":7,"error":"move 14 (h8) is on an occupied point"}
//! {"game":"g134","moves":20,"result":"white-five","foul":null,"five":{"move":18,"color":"white"},"moves_after_end":2}
//! ```

use super::judge::{after_end_error, judge, Judgement, Outcome};
use super::Options;
use renju::{Color, ForbiddenKind};
use renju_records::{Game, Item, Location};
use serde::Serialize;
use std::fmt;

/// The answer to one record: the text to print (whole lines) and what to count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// One or more JSON lines, each ending in a newline.
    pub text: String,
    /// What the summary counts for it.
    pub tally: Tally,
}

/// What one record counts for in the summary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tally {
    /// A game judged: its outcome, and whether its record goes on after the end.
    Game(Outcome, bool),
    /// A record answered with an error line.
    Error,
}

#[derive(Serialize)]
struct GameLine<'a> {
    game: &'a str,
    moves: usize,
    result: String,
    foul: Option<FoulField>,
    five: Option<FiveField>,
    #[serde(skip_serializing_if = "is_zero")]
    moves_after_end: usize,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

#[derive(Serialize)]
struct FoulField {
    #[serde(rename = "move")]
    at: usize,
    point: String,
    kind: &'static str,
}

#[derive(Serialize)]
struct FiveField {
    #[serde(rename = "move")]
    at: usize,
    color: &'static str,
}

#[derive(Serialize)]
struct ErrorLine<'a> {
    game: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    line: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    byte: Option<u64>,
    error: &'a str,
}

/// One position as a `renju batch` input line, as `--positions` writes it (and the server's
/// replay answers it).
#[derive(Serialize)]
pub(crate) struct PositionLine<'a> {
    pub(crate) id: &'a str,
    pub(crate) black: &'a [String],
    pub(crate) white: &'a [String],
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) size: Option<usize>,
}

/// The `result` word of an outcome: `black-five`, `white-foul`, `none`, ….
pub fn result_word(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Five { color, .. } => format!("{color}-five"),
        Outcome::Foul { color, .. } => format!("{color}-foul"),
        Outcome::Unfinished => "none".to_string(),
    }
}

/// Judges `item` under `options.rule` and writes its answer.
pub fn answer(item: Item, options: Options) -> Answer {
    let game = match item {
        Ok(game) => game,
        Err(e) => return error_answer(e.id.as_deref(), e.location, &e.message),
    };
    let judged = judge(options.rule, &game, options.size).and_then(|judgement| {
        match after_end_error(&game, &judgement).filter(|_| options.strict) {
            Some(message) => Err(message),
            None => Ok(judgement),
        }
    });
    match judged {
        Err(message) => error_answer(Some(&game.id), game.location, &message),
        Ok(judgement) => Answer {
            text: if options.positions {
                // The size goes with each position unless it is 15x15 under a 15x15 rule,
                // so that `renju batch --rule R` reads it on the board it was played on.
                let size = (judgement.size, options.rule.board_size());
                let standard = (renju::STANDARD_SIZE, renju::STANDARD_SIZE);
                positions_text(&game, (size != standard).then_some(judgement.size))
            } else {
                game_line(&game.id, &judgement)
            },
            tally: Tally::Game(judgement.outcome, judgement.moves_after_end > 0),
        },
    }
}

fn game_line(id: &str, judgement: &Judgement) -> String {
    let (foul, five) = match judgement.outcome {
        Outcome::Foul {
            at, point, kind, ..
        } => (
            Some(FoulField {
                at,
                point: point.to_string(),
                kind: kind.name(),
            }),
            None,
        ),
        Outcome::Five { at, color } => (
            None,
            Some(FiveField {
                at,
                color: color.name(),
            }),
        ),
        Outcome::Unfinished => (None, None),
    };
    let line = GameLine {
        game: id,
        moves: judgement.moves,
        result: result_word(&judgement.outcome),
        foul,
        five,
        moves_after_end: judgement.moves_after_end,
    };
    to_line(&line)
}

fn error_answer(id: Option<&str>, location: Location, message: &str) -> Answer {
    let (line, byte) = match location {
        Location::Line(n) => (Some(n), None),
        Location::Byte(n) => (None, Some(n)),
        Location::Input => (None, None),
    };
    Answer {
        text: to_line(&ErrorLine {
            game: id,
            line,
            byte,
            error: message,
        }),
        tally: Tally::Error,
    }
}

/// Every position before each move, as `renju batch` input lines: `<id>-m<k>` is the
/// position black or white faces before playing move `k`.
fn positions_text(game: &Game, size: Option<usize>) -> String {
    let mut black = Vec::new();
    let mut white = Vec::new();
    for stone in &game.setup {
        stones_of(stone.color, &mut black, &mut white).push(stone.point_name());
    }
    let mut text = String::new();
    for (i, stone) in game.moves.iter().enumerate() {
        let id = format!("{}-m{}", game.id, i + 1);
        text.push_str(&to_line(&PositionLine {
            id: &id,
            black: &black,
            white: &white,
            size,
        }));
        stones_of(stone.color, &mut black, &mut white).push(stone.point_name());
    }
    text
}

/// The list of `color`'s stones of the two.
pub(crate) fn stones_of<'a>(
    color: Color,
    black: &'a mut Vec<String>,
    white: &'a mut Vec<String>,
) -> &'a mut Vec<String> {
    match color {
        Color::Black => black,
        Color::White => white,
    }
}

fn to_line<T: Serialize>(value: &T) -> String {
    // These values hold only strings and numbers: serialising cannot fail.
    let mut line = serde_json::to_string(value).unwrap_or_default();
    line.push('\n');
    line
}

/// The counts `renju replay` ends with on stderr.
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
    /// See [`Summary::black_five`].
    pub none: u64,
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
            Outcome::Unfinished => self.none += 1,
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
        writeln!(
            f,
            "results: black-five {}, white-five {}, black-foul {}, white-foul {}, none {}",
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
