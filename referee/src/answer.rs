//! The answer to one record, as `renju replay` prints it and every face gives it: one JSON
//! line per game, or an error line in its place.
//!
//! ```text
//! {"game":"g130","moves":57,"result":"black-foul","foul":{"move":57,"point":"k10","kind":"double-three"},"five":null}
//! {"game":"g131","moves":39,"result":"black-five","foul":null,"five":{"move":39,"color":"black"}}
//! {"game":"g132","moves":12,"result":"none","foul":null,"five":null}
//! {"game":"g133","line":7,"error":"move 14 (h8) is on an occupied point"}
//! {"game":"g134","moves":20,"result":"white-five","foul":null,"five":{"move":18,"color":"white"},"moves_after_end":2}
//! ```
//!
//! `result` is `black-foul` (or `white-foul` under a rule that restricts white),
//! `black-five`, `white-five` or `none` (neither: a record that stops before either, or a
//! board filled without either). `move` counts the record's moves from 1 (set-up stones are
//! not moves). `moves_after_end` is left out when nothing follows the end.

use crate::opening::OpeningJudgement;
use crate::outcome::Outcome;
pub use crate::record::ReplayOptions;
use crate::record::{judge, Judgement, RecordOpening};
use crate::summary::Tally;
use renju_records::{Item, Location};
use serde::Serialize;
use std::borrow::Cow;

/// The answer to one record: a judged game, or why it could not be judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer<'a> {
    /// The record was judged.
    Judged {
        /// The game's id.
        id: &'a str,
        /// The verdict.
        judgement: Judgement,
        /// The opening rule the record names, when it names one.
        named: Option<&'a str>,
    },
    /// The record could not be read, or is no game.
    Refused {
        /// The game's id, when it could be read.
        id: Option<&'a str>,
        /// Where the record starts.
        location: Location,
        /// Why.
        message: Cow<'a, str>,
    },
}

/// Judges the record `item` (as `renju-records` read it) under `options`.
///
/// ```
/// use renju::Rule;
/// use renju_referee::answer::{answer, ReplayOptions};
/// use renju_records::{read_games, Format, ReadOptions};
/// let text = b"g7: h8 i8 i9 h9 j8 k9 j9 i10 j10 a1\n";
/// let item = read_games(&text[..], &ReadOptions::new(Format::Moves)).next().unwrap();
/// let options = ReplayOptions::new(Rule::default_rule());
/// assert_eq!(
///     answer(&item, options).json_line(),
///     "{\"game\":\"g7\",\"moves\":10,\"result\":\"black-foul\",\"foul\":{\"move\":9,\"point\":\"j10\",\"kind\":\"double-three\"},\"five\":null,\"moves_after_end\":1}\n"
/// );
/// let strict = ReplayOptions { strict: true, ..options };
/// assert_eq!(
///     answer(&item, strict).json_line(),
///     "{\"game\":\"g7\",\"line\":1,\"error\":\"move 10 (a1) comes after the game ended: black's move 9 was a foul (double-three) (--strict)\"}\n"
/// );
/// ```
pub fn answer(item: &Item, options: ReplayOptions) -> Answer<'_> {
    match item {
        Err(e) => Answer::Refused {
            id: e.id.as_deref(),
            location: e.location,
            message: Cow::Borrowed(&e.message),
        },
        Ok(game) => match judge(game, &options) {
            Ok(judgement) => Answer::Judged {
                id: &game.id,
                judgement,
                named: game.opening.rule.as_deref(),
            },
            Err(e) => Answer::Refused {
                id: Some(&game.id),
                location: game.location,
                message: Cow::Owned(e.to_string()),
            },
        },
    }
}

/// The `result` word of a record's answer: the outcome's [name](Outcome::name), but `none`
/// for a draw (a board filled without five or foul), as it always was for records.
pub fn result_word(outcome: &Outcome) -> &'static str {
    match outcome {
        Outcome::Draw { .. } => "none",
        _ => outcome.name(),
    }
}

/// How a live game stands, as the faces give it (Python's `Board.result` as a dict, the
/// WebAssembly package's `result` as an object): `result` the outcome's
/// [name](Outcome::name), `winner` a colour or null, then `move` (the deciding move's number),
/// and a foul's `point` and `kind` or a draw's `reason`, each only where it applies.
///
/// ```
/// use renju::{point, Color, ForbiddenKind};
/// use renju_referee::{answer::outcome_json, DrawReason, Outcome};
/// let foul = Outcome::Foul { at: 9, point: point!(h8), color: Color::Black, kind: ForbiddenKind::DoubleThree };
/// assert_eq!(outcome_json(&foul), r#"{"result":"black-foul","winner":"white","move":9,"point":"h8","kind":"double-three"}"#);
/// let draw = Outcome::Draw { at: 225, reason: DrawReason::FullBoard };
/// assert_eq!(outcome_json(&draw), r#"{"result":"draw","winner":null,"move":225,"reason":"full-board"}"#);
/// assert_eq!(outcome_json(&Outcome::Unfinished), r#"{"result":"none","winner":null}"#);
/// ```
pub fn outcome_json(outcome: &Outcome) -> String {
    #[derive(Serialize)]
    struct Standing {
        result: &'static str,
        winner: Option<&'static str>,
        #[serde(rename = "move", skip_serializing_if = "Option::is_none")]
        at: Option<usize>,
        #[serde(skip_serializing_if = "Option::is_none")]
        point: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        kind: Option<&'static str>,
        #[serde(skip_serializing_if = "Option::is_none")]
        reason: Option<&'static str>,
    }
    let (point, kind, reason) = match *outcome {
        Outcome::Foul { point, kind, .. } => (Some(point.to_string()), Some(kind.name()), None),
        Outcome::Draw { reason, .. } => (None, None, Some(reason.name())),
        Outcome::Five { .. } | Outcome::OpeningFoul { .. } | Outcome::Unfinished => {
            (None, None, None)
        }
    };
    to_json(&Standing {
        result: outcome.name(),
        winner: outcome.winner().map(|c| c.name()),
        at: outcome.end(),
        point,
        kind,
        reason,
    })
}

#[derive(Serialize)]
struct GameLine<'a> {
    game: &'a str,
    moves: usize,
    result: &'static str,
    foul: Option<FoulField>,
    five: Option<FiveField>,
    #[serde(skip_serializing_if = "is_zero")]
    moves_after_end: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    opening: Option<OpeningLine<'a>>,
}

/// The `"opening"` object of a record's answer.
#[derive(Serialize)]
struct OpeningLine<'a> {
    /// The opening rule's name; `null` when the record names one the referee does not know.
    rule: Option<&'static str>,
    /// The rule the record itself names, when it names one.
    #[serde(skip_serializing_if = "Option::is_none")]
    named: Option<&'a str>,
    /// How symmetrical offers were read.
    #[serde(skip_serializing_if = "Option::is_none")]
    symmetry: Option<&'static str>,
    /// The canonical opening's code (`D4`), or null.
    name: Option<&'static str>,
    /// Its traditional name (`Kagetsu`), or null.
    title: Option<&'static str>,
    foul: Option<OpeningFoulLine<'a>>,
    unchecked: &'a [&'static str],
}

#[derive(Serialize)]
struct OpeningFoulLine<'a> {
    #[serde(rename = "move")]
    at: usize,
    kind: &'static str,
    points: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    square: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    symmetry: Option<String>,
    sentence: &'a str,
}

fn opening_line<'a>(opening: &'a RecordOpening, named: Option<&'a str>) -> OpeningLine<'a> {
    match opening {
        RecordOpening::UnknownRule(name) => OpeningLine {
            rule: None,
            named: Some(name),
            symmetry: None,
            name: None,
            title: None,
            foul: None,
            unchecked: &["rule"],
        },
        RecordOpening::Judged(judged) => judged_line(judged, named),
    }
}

fn judged_line<'a>(judged: &'a OpeningJudgement, named: Option<&'a str>) -> OpeningLine<'a> {
    OpeningLine {
        rule: Some(judged.rule),
        named,
        symmetry: Some(judged.symmetry.name()),
        name: judged.opening.map(|o| o.code),
        title: judged.opening.map(|o| o.name),
        foul: judged.foul.as_ref().map(|foul| OpeningFoulLine {
            at: foul.at,
            kind: foul.kind.code(),
            points: foul.points.iter().map(|p| p.to_string()).collect(),
            square: foul.square.map(|s| s.words()),
            symmetry: foul.symmetry.map(|s| s.to_string()),
            sentence: &foul.sentence,
        }),
        unchecked: &judged.unchecked,
    }
}

/// An opening judged (a live game's [`Game::opening_judgement`](crate::Game::opening_judgement),
/// or a record's) as the faces give it: the `"opening"` object of a record's answer, one
/// JSON object: `rule`, `symmetry`, `name` (the canonical opening's code, or null), `title`
/// (its name), `foul` (null, or `move`, `kind`, `points`, a square's `square` or offers'
/// `symmetry` in words, and `sentence`), `unchecked`.
///
/// ```
/// use renju::{point, Rule};
/// use renju_referee::{answer::opening_json, opening::OpeningRule, Game};
/// let mut game: Game = Game::new(Rule::default_rule(), 15)?;
/// game.set_opening_rule(OpeningRule::by_name("rif")?, None)?;
/// game.play(point!(h8))?;
/// game.swap()?;
/// let json = opening_json(&game.opening_judgement().unwrap());
/// assert!(json.starts_with(r#"{"rule":"rif","symmetry":"board","name":null,"title":null,"foul":{"move":1,"kind":"swap-not-allowed","#), "{json}");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn opening_json(judged: &OpeningJudgement) -> String {
    to_json(&judged_line(judged, None))
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

impl Answer<'_> {
    /// The answer as one JSON line, ending in a newline.
    pub fn json_line(&self) -> String {
        let mut line = match self {
            Answer::Judged {
                id,
                judgement,
                named,
            } => game_json(id, judgement, *named),
            Answer::Refused {
                id,
                location,
                message,
            } => {
                let (line, byte) = match *location {
                    Location::Line(n) => (Some(n), None),
                    Location::Byte(n) => (None, Some(n)),
                    Location::Input => (None, None),
                };
                to_json(&ErrorLine {
                    game: *id,
                    line,
                    byte,
                    error: message,
                })
            }
        };
        line.push('\n');
        line
    }

    /// What the answer counts for in a [`Summary`](crate::Summary).
    pub fn tally(&self) -> Tally {
        match self {
            Answer::Judged { judgement, .. } => {
                Tally::Game(judgement.outcome, judgement.moves_after_end > 0)
            }
            Answer::Refused { .. } => Tally::Error,
        }
    }
}

fn game_json(id: &str, judgement: &Judgement, named: Option<&str>) -> String {
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
        Outcome::OpeningFoul { .. } | Outcome::Draw { .. } | Outcome::Unfinished => (None, None),
    };
    to_json(&GameLine {
        game: id,
        moves: judgement.moves,
        result: result_word(&judgement.outcome),
        foul,
        five,
        moves_after_end: judgement.moves_after_end,
        opening: judgement.opening.as_ref().map(|o| opening_line(o, named)),
    })
}

fn to_json<T: Serialize>(value: &T) -> String {
    // These values hold only strings and numbers: serialising cannot fail.
    serde_json::to_string(value).unwrap_or_default()
}
