//! Judging one game: each move's verdict under the rule ([`Rule::verdict`] on the board
//! before it), then its stone. A referee needs one verdict per move, not whole maps, so a
//! plain [`Board`] serves (an `IncrementalBoard` gave the same answers on 100,000 games at
//! 5x the cost: it keeps full maps up to date that replay never reads). This is the only place
//! `renju replay` reads the runtime's verdicts.
//!
//! A record cannot be a game when a stone lands on an occupied point, when a move follows
//! the winning five, when one side moves twice in a row (only SGF can say so), or when it
//! declares a board other than 15x15. A foul does not end the record: players may miss it,
//! so later moves are only checked for landing on empty points.

use super::{Move, Record};
use renju::{Board, Color, ForbiddenKind, Point, Rule, Verdict, SIZE};

/// What the rules make of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Move `at` (1-based) made a winning five for `color`.
    Five {
        /// The move's number.
        at: usize,
        /// Who made five.
        color: Color,
    },
    /// Move `at` was forbidden for `color` when played: the first foul.
    Foul {
        /// The move's number.
        at: usize,
        /// Where it was played.
        point: Point,
        /// Who played it.
        color: Color,
        /// Why it was forbidden.
        kind: ForbiddenKind,
    },
    /// Neither: the record stops before any five or foul.
    Unfinished,
}

/// The verdict on one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judgement {
    /// The record's moves (setup stones not counted).
    pub moves: usize,
    /// What the rules make of them.
    pub outcome: Outcome,
}

/// Replays `record` under `rule`: `Ok` with the first five or foul, or `Err` with why the
/// record cannot be a game, naming the move (`move 14 (h8) is on an occupied point`).
///
/// ```
/// use renju::{Color, Point, Rule};
/// use renju_cli::replay::{judge, Location, Move, Outcome, Record};
/// let p = |s: &str| s.parse::<Point>().unwrap();
/// // Black h8 h9 h10 h11 h12 with white elsewhere: black's fifth stone (move 9) makes five.
/// let moves = ["h8", "a1", "h9", "a3", "h10", "a5", "h11", "a7", "h12"];
/// let record = Record {
///     id: "g1".into(),
///     location: Location::Line(1),
///     board_size: None,
///     setup: vec![],
///     moves: moves.iter().enumerate()
///         .map(|(i, s)| Move { point: p(s), color: renju_cli::replay::alternating(i) })
///         .collect(),
/// };
/// let judgement = judge(Rule::default_rule(), &record).unwrap();
/// assert_eq!(judgement.outcome, Outcome::Five { at: 9, color: Color::Black });
/// ```
pub fn judge(rule: &'static Rule, record: &Record) -> Result<Judgement, String> {
    if let Some((columns, rows)) = record.board_size {
        if (columns, rows) != (SIZE as u32, SIZE as u32) {
            return Err(format!(
                "board size {columns}x{rows}: {} is played on {SIZE}x{SIZE}",
                rule.name()
            ));
        }
    }
    let mut setup = Board::<renju::Standard>::new();
    for (i, stone) in record.setup.iter().enumerate() {
        setup.place(stone.point, stone.color).map_err(|_| {
            format!(
                "setup stone {} ({}) is on an occupied point",
                i + 1,
                stone.point
            )
        })?;
    }
    let mut board = setup;
    let mut outcome = Outcome::Unfinished;
    let mut previous: Option<Color> = None;
    for (i, &stone) in record.moves.iter().enumerate() {
        let at = i + 1;
        let Move { point, color } = stone;
        if previous == Some(color) {
            return Err(format!(
                "move {at} ({point}) is {color}'s second move in a row"
            ));
        }
        previous = Some(color);
        if let Outcome::Five { at: five, color } = outcome {
            return Err(format!(
                "move {at} ({point}) comes after the game ended: {color} made five at move {five}"
            ));
        }
        let occupied = || format!("move {at} ({point}) is on an occupied point");
        // The verdict the move had, judged on the board before it (once a foul is found,
        // judging stops; later stones must still land on empty points).
        if outcome == Outcome::Unfinished {
            match rule.verdict(&board, point, color).map_err(|_| occupied())? {
                Verdict::Five => outcome = Outcome::Five { at, color },
                Verdict::Forbidden(kind) => {
                    outcome = Outcome::Foul {
                        at,
                        point,
                        color,
                        kind,
                    }
                }
                Verdict::Allowed => {}
            }
        }
        board.place(point, color).map_err(|_| occupied())?;
    }
    Ok(Judgement {
        moves: record.moves.len(),
        outcome,
    })
}
