//! What `renju match` writes: one JSON line per finished game (stdout), each game as a
//! moves-format record line (`--records FILE`, which `renju replay` reads back), and the
//! table at the end (stderr).
//!
//! ```text
//! {"game":3,"black":"renju-test-brain","white":"pybrain","opening":"o2","opening_stones":2,"result":"white-wins","reason":"foul","foul":{"point":"j10","kind":"double-three"},"moves":["h8","i8",...]}
//! ```

use super::elo::Elo;
use super::game::{Played, Reason};
use super::protocol::escape_text;
use renju::Color;
use serde::Serialize;
use std::fmt::Write as _;

#[derive(Serialize)]
struct GameLine<'a> {
    game: usize,
    black: &'a str,
    white: &'a str,
    opening: Option<&'a str>,
    opening_stones: usize,
    result: &'static str,
    reason: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    foul: Option<FoulField>,
    #[serde(skip_serializing_if = "Option::is_none")]
    detail: Option<&'a str>,
    moves: Vec<String>,
}

#[derive(Serialize)]
struct FoulField {
    point: String,
    kind: &'static str,
}

/// The `result` word: `black-wins`, `white-wins` or `draw`.
pub fn result_word(winner: Option<Color>) -> &'static str {
    match winner {
        Some(Color::Black) => "black-wins",
        Some(Color::White) => "white-wins",
        None => "draw",
    }
}

/// The game's JSON line (with its newline); `names` are the engines' names (`--name`, else
/// their short names: see [`super::startup::engine_names`]).
pub fn game_line(played: &Played, names: &[String]) -> String {
    let spec = &played.spec;
    let line = GameLine {
        game: spec.number,
        black: &names[spec.black],
        white: &names[spec.white],
        opening: (!spec.opening.is_empty()).then_some(spec.opening.as_str()),
        opening_stones: spec.opening_moves.len(),
        result: result_word(played.winner),
        reason: played.reason.name(),
        foul: played.foul.map(|(kind, point)| FoulField {
            point: point.to_string(),
            kind: kind.name(),
        }),
        detail: played.detail.as_deref(),
        moves: played.moves.iter().map(ToString::to_string).collect(),
    };
    // Strings and numbers only: serialising cannot fail.
    let mut text = serde_json::to_string(&line).unwrap_or_default();
    text.push('\n');
    text
}

/// The game as a moves-format line, `g<number>: h8 i9 …` (the opening's stones first; an
/// occupied or off-board point, which is no stone, is left out), as `renju replay` reads it,
/// after a comment line that names the players (`# g1: black NAME, white NAME`; the moves
/// format has no other place for them, and `renju replay` skips comments). Names are
/// escaped ([`escape_text`]): none can break the line.
pub fn record_line(played: &Played, names: &[String]) -> String {
    let spec = &played.spec;
    let mut text = format!(
        "# g{}: black {}, white {}\ng{}:",
        spec.number,
        escape_text(&names[spec.black]),
        escape_text(&names[spec.white]),
        spec.number
    );
    for point in &played.moves {
        let _ = write!(text, " {point}");
    }
    text.push('\n');
    text
}

/// What the table at the end counts.
#[derive(Clone, Debug, PartialEq)]
pub struct Standings {
    /// Per engine: wins, losses, draws.
    pub scores: Vec<[u64; 3]>,
    /// Games by how they ended, in the order of [`Reason::ALL`].
    pub reasons: [u64; 10],
    /// Per engine: its losses by reason, in the order of [`Reason::ALL`].
    pub losses_by_reason: Vec<[u64; 10]>,
    /// Games finished.
    pub games: u64,
    /// Stones the brains placed.
    pub brain_moves: u64,
    /// Time in the referee, in nanoseconds.
    pub judging_ns: u128,
    /// Time waiting for the brains' moves, in nanoseconds.
    pub waiting_ns: u128,
    /// What each engine said of itself (`ABOUT`), the first time it did.
    pub about: Vec<Option<String>>,
    /// The SPRT's decision (`--sprt`), when it made one: the games counted then, the ratio
    /// and the hypothesis accepted. Games in play at that moment still finish and count in
    /// the table, not in the decision.
    pub sprt_decision: Option<(u64, f64, super::sprt::Decision)>,
}

impl Standings {
    /// Nothing counted yet, for `engines` engines.
    pub fn new(engines: usize) -> Standings {
        Standings {
            scores: vec![[0; 3]; engines],
            reasons: [0; 10],
            losses_by_reason: vec![[0; 10]; engines],
            games: 0,
            brain_moves: 0,
            judging_ns: 0,
            waiting_ns: 0,
            about: vec![None; engines],
            sprt_decision: None,
        }
    }

    /// Counts one game.
    pub fn add(&mut self, played: &Played) {
        let (black, white) = (played.spec.black, played.spec.white);
        let r = Reason::ALL
            .iter()
            .position(|&r| r == played.reason)
            .unwrap_or(0);
        self.reasons[r] += 1;
        self.games += 1;
        self.brain_moves += played.brain_moves as u64;
        self.judging_ns += played.judging.as_nanos();
        self.waiting_ns += played.waiting.as_nanos();
        for (engine, about) in [(black, &played.about[0]), (white, &played.about[1])] {
            if self.about[engine].is_none() {
                self.about[engine].clone_from(about);
            }
        }
        match played.winner {
            Some(color) => {
                let (winner, loser) = match color {
                    Color::Black => (black, white),
                    Color::White => (white, black),
                };
                self.scores[winner][0] += 1;
                self.scores[loser][1] += 1;
                self.losses_by_reason[loser][r] += 1;
            }
            None => {
                self.scores[black][2] += 1;
                self.scores[white][2] += 1;
            }
        }
    }

    /// The table: a line per engine naming it (its name, command line and what it said of
    /// itself, `ABOUT`), then a row per engine by name (wins, losses, draws, score, losses by
    /// reason), the games by reason, and for two engines the first's Elo difference with its
    /// 95% error bar. Names, command lines and a brain's words are written escaped
    /// ([`escape_text`]): no control character reaches the terminal.
    pub fn table(&self, names: &[String], commands: &[String]) -> String {
        let engines: Vec<String> = names.iter().map(|e| escape_text(e)).collect();
        let mut text = format!("match: {} games\n", self.games);
        for ((engine, command), about) in engines.iter().zip(commands).zip(&self.about) {
            let _ = write!(text, "{engine}: {}", escape_text(command));
            if let Some(about) = about {
                // The brain's own words: escaped, so that they cannot drive the terminal.
                let _ = write!(text, " ({})", escape_text(about));
            }
            text.push('\n');
        }
        let width = engines.iter().map(String::len).max().unwrap_or(6).max(6);
        let _ = writeln!(
            text,
            "{:<width$}  {:>5} {:>5} {:>5}  {:>6}  losses by reason",
            "engine", "wins", "losses", "draws", "score"
        );
        for (i, engine) in engines.iter().enumerate() {
            let [w, l, d] = self.scores[i];
            let played = w + l + d;
            let score = if played == 0 {
                "-".to_string()
            } else {
                format!(
                    "{:.1}%",
                    100.0 * (w as f64 + d as f64 / 2.0) / played as f64
                )
            };
            let reasons: Vec<String> = Reason::ALL
                .iter()
                .zip(self.losses_by_reason[i])
                .filter(|(_, n)| *n > 0)
                .map(|(r, n)| format!("{} {n}", r.name()))
                .collect();
            let row = format!(
                "{engine:<width$}  {w:>5} {l:>6} {d:>5}  {score:>6}  {}",
                reasons.join(", ")
            );
            let _ = writeln!(text, "{}", row.trim_end());
        }
        let reasons: Vec<String> = Reason::ALL
            .iter()
            .zip(self.reasons)
            .filter(|(_, n)| *n > 0)
            .map(|(r, n)| format!("{} {n}", r.name()))
            .collect();
        let _ = writeln!(text, "reasons: {}", reasons.join(", "));
        if engines.len() == 2 {
            let [w, l, d] = self.scores[0];
            let _ = writeln!(
                text,
                "elo of {} against {}: {}",
                engines[0],
                engines[1],
                Elo::of(w, l, d)
            );
        }
        text
    }
}
