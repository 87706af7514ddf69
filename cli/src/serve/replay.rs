//! `POST /api/replay`: `{record, format?, rule?, size?, opening_rule?, symmetry?}` → each
//! game's `renju replay` answer and, for a game that could be judged, its stones in order
//! (and the opening's swaps, declaration and offers the record carries) and the forbidden
//! points of every position from the first move to the last: what a page needs to step
//! through it.
//!
//! ```text
//! {"rule":"renju","size":15,"games":[
//!   {"answer":{"game":"g1","moves":9,"result":"black-foul",…},
//!    "setup":[],
//!    "moves":[{"point":"h8","color":"black"},…],
//!    "positions":[{"id":"g1-m1","forbidden":[],"forbidden_white":[]},…,{"id":"g1-end",…}]},
//!   {"answer":{"game":"g2","line":2,"error":"move 3 (h8) is on an occupied point"}}]}
//! ```
//!
//! With `"opening_rule": "rif"` (and `"symmetry"`: `board` or `pattern`) every game's opening
//! is judged under that opening rule, as `renju replay --opening-rule rif [--symmetry S]`
//! judges it, and its answer carries the `"opening"` object the command prints (a record that
//! names its own opening rule carries it without); a game whose record carries swaps, a
//! declaration or fifth-move offers has them in `"opening_events"`, after `"moves"`:
//! `[{"after":3,"event":"swap"},{"after":4,"event":"offers","points":["g9","j8"]}]`
//! (`"declare"` with its `"count"`), as written.
//!
//! `positions[k]` is the position after `k` moves (before move `k + 1`, id `<game>-m<k+1>`
//! as `renju replay --positions` names it; the last, after every move, is `<game>-end`),
//! answered as `renju batch --color both` answers it. With `"positions": false` the games
//! come without `positions` (their answers, setup and moves only).
//!
//! # Bounds
//!
//! The answer is written as the games are read, one at a time, into one buffer that may hold
//! at most [`MAX_ANSWER_BYTES`]: a record whose answer would be larger (many games, long
//! ones, long ids: a RenLib tree of a long line with thousands of sibling leaves answers
//! every position of every root-to-leaf line, each with an id that repeats the line) is
//! refused 422 as soon as the answer passes the limit, naming it. The work checks its
//! [`Cancel`] before each game and each position, so it stops at the request's deadline,
//! when its client goes, or when the server stops.

use super::cancel::Cancel;
use super::catalogue::Catalogue;
use super::error::{json_error, ApiError};
use super::limits::{MAX_ANSWER_BYTES, MAX_BODY_BYTES};
use super::ruling::Ruling;
use crate::answer::{write_answer, AnswerColors};
use crate::replay::output::{stones_of, PositionLine};
use axum::http::StatusCode;
use base64::Engine as _;
use renju_records::{Format, Move, OpeningEvent, ReadOptions};
use renju_referee::opening::{OpeningRule, SymmetryReading};
use renju_referee::{Answer as Judged, ReplayOptions};
use serde::Serialize;
use std::io;

/// The body of a replay request.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct ReplayRequest {
    /// The record, as text.
    record: Option<String>,
    /// The record's bytes in base64 (for a binary RenLib file).
    record_base64: Option<String>,
    /// The record's file name: `--format auto` goes by its extension, and it is a `.psq`
    /// game's id.
    name: Option<String>,
    /// The format (default `auto`), as `renju replay --format` reads it.
    format: Option<String>,
    rule: Option<String>,
    size: Option<u64>,
    /// Whether each judged game comes with the answer to every position (default true).
    positions: Option<bool>,
    /// The opening rule every game's opening is judged under (`--opening-rule`).
    opening_rule: Option<String>,
    /// How symmetrical fifth-move offers are read (`--symmetry`): `board` or `pattern`.
    symmetry: Option<String>,
}

#[derive(Serialize)]
struct Stone {
    point: String,
    color: &'static str,
}

/// A swap, a declaration or the fifth-move offers a record carries, after `after` moves.
#[derive(Serialize)]
struct Event {
    after: usize,
    event: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    count: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    points: Option<Vec<String>>,
}

impl Event {
    fn of(&(after, ref event): &(usize, OpeningEvent)) -> Event {
        let (event, count, points) = match event {
            OpeningEvent::Swap => ("swap", None, None),
            OpeningEvent::Declare(count) => ("declare", Some(*count), None),
            OpeningEvent::Offers(offers) => (
                "offers",
                None,
                Some(offers.iter().map(Move::point_name).collect()),
            ),
        };
        Event {
            after,
            event,
            count,
            points,
        }
    }
}

/// The opening rule `opening_rule` names, if any, or the 400 with the referee's message
/// (`unknown opening rule "chess" (the opening rules are none, rif, …)`).
fn opening_rule(name: Option<&str>) -> Result<Option<&'static OpeningRule>, ApiError> {
    name.map(OpeningRule::by_name)
        .transpose()
        .map_err(|e| ApiError::bad_request(e.to_string()))
}

/// The reading `symmetry` names, if any, or the 400 worded as the referee words a rule
/// file's (`symmetry: the reading is "board" or "pattern"; got "mirror"`).
fn symmetry(name: Option<&str>) -> Result<Option<SymmetryReading>, ApiError> {
    name.map(|name| {
        SymmetryReading::from_name(name).ok_or_else(|| {
            ApiError::bad_request(format!(
                "symmetry: the reading is \"board\" or \"pattern\"; got {name:?}"
            ))
        })
    })
    .transpose()
}

/// The answer being written, and how far it has got.
struct Answer {
    /// The JSON written so far.
    json: Vec<u8>,
    /// Games begun.
    games: usize,
    /// Whether positions are answered.
    positions: bool,
}

impl Answer {
    /// Appends `bytes`.
    fn push(&mut self, bytes: &[u8]) {
        self.json.extend_from_slice(bytes);
    }

    /// Appends `value` as JSON.
    fn push_json(&mut self, value: &impl Serialize) -> Result<(), ApiError> {
        serde_json::to_writer(&mut self.json, value).map_err(json_error)
    }

    /// `Ok` while the answer is within [`MAX_ANSWER_BYTES`]; else the 422 that names the
    /// limit.
    fn within_limit(&self) -> Result<(), ApiError> {
        if self.json.len() <= MAX_ANSWER_BYTES {
            return Ok(());
        }
        let advice = if self.positions {
            "send fewer games, or ask for the answers without positions (\"positions\": false)"
        } else {
            "send fewer games"
        };
        Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            format!(
                "the answer would be larger than {MAX_ANSWER_BYTES} bytes (8 MiB), the most a \
                 replay answer may hold: the record's games passed it at game {}; {advice}",
                self.games
            ),
        ))
    }
}

/// The answer to a `POST /api/replay` body, or the error that says what is wrong with it
/// (a 400), that its answer would be too large (a 422) or that it was stopped (`cancel`);
/// `rule` is one of `rules`.
pub fn replay(rules: &Catalogue, body: &[u8], cancel: &Cancel) -> Result<Vec<u8>, ApiError> {
    let request: ReplayRequest = serde_json::from_slice(body).map_err(json_error)?;
    let record = match (request.record, request.record_base64) {
        (Some(text), None) => text.into_bytes(),
        (None, Some(encoded)) => base64::engine::general_purpose::STANDARD
            .decode(encoded.trim())
            .map_err(|e| ApiError::bad_request(format!("`record_base64` is not base64: {e}")))?,
        (None, None) => {
            return Err(ApiError::bad_request(
                "missing field `record`: the game record, as text (or `record_base64`)",
            ));
        }
        (Some(_), Some(_)) => {
            return Err(ApiError::bad_request(
                "both `record` and `record_base64`: give the record once",
            ));
        }
    };
    let format = match request.format.as_deref() {
        None => Format::Auto,
        Some(name) => name.parse::<Format>().map_err(|_| {
            let names: Vec<&str> = Format::names().collect();
            ApiError::bad_request(format!(
                "unknown format {name:?}: the formats are {}",
                names.join(", ")
            ))
        })?,
    };
    let ruling = Ruling::new(rules, request.rule.as_deref(), request.size)?;
    let opening = opening_rule(request.opening_rule.as_deref())?;
    let symmetry = symmetry(request.symmetry.as_deref())?;
    let asked = request.size.map(|_| ruling.size);
    let name = request.name.unwrap_or_else(|| "record".to_string());
    // The body limit bounds the record, so no record can be larger than the body.
    let max_record_bytes = MAX_BODY_BYTES;
    let read = ReadOptions {
        format,
        name,
        max_record_bytes,
        default_size: ruling.size,
    };
    let options = ReplayOptions {
        rule: ruling.rule,
        // A record that states no size is judged on the size asked for, as it was read.
        size: asked,
        strict: false,
        opening,
        symmetry,
    };
    let mut answer = Answer {
        json: Vec::new(),
        games: 0,
        positions: request.positions.unwrap_or(true),
    };
    answer.push(b"{\"rule\":");
    answer.push_json(&ruling.rule.name())?;
    answer.push(format!(",\"size\":{},\"games\":[", ruling.size).as_bytes());
    // One game at a time, as `renju replay` reads and judges it (`renju replay --size N`
    // when the request names a size): this is the one place the server calls the readers.
    for item in renju_records::read_games(io::Cursor::new(record), &read) {
        cancel.check()?;
        let judged = renju_referee::answer(&item, options);
        if answer.games > 0 {
            answer.push(b",");
        }
        answer.games += 1;
        let game = match (&item, &judged) {
            (Ok(game), Judged::Judged { judgement, .. }) => Some((game, judgement.size)),
            _ => None,
        };
        write_game(
            &mut answer,
            judged.json_line().trim_end(),
            game,
            ruling.rule,
            cancel,
        )?;
    }
    answer.push(b"]}\n");
    Ok(answer.json)
}

/// Writes one game's part of the answer: its answer line, and for a judged game (`game`,
/// with the size it was judged on) its stones and, if asked for, the batch answer to every
/// position on that board.
fn write_game(
    answer: &mut Answer,
    line: &str,
    game: Option<(&renju_records::Game, usize)>,
    rule: &'static renju::Rule,
    cancel: &Cancel,
) -> Result<(), ApiError> {
    answer.push(b"{\"answer\":");
    answer.push(line.as_bytes());
    let Some((
        renju_records::Game {
            id,
            setup,
            moves,
            opening,
            ..
        },
        size,
    )) = game
    else {
        answer.push(b"}");
        return answer.within_limit();
    };
    answer.push(b",\"setup\":");
    answer.push_json(&setup.iter().map(stone).collect::<Vec<_>>())?;
    answer.push(b",\"moves\":");
    answer.push_json(&moves.iter().map(stone).collect::<Vec<_>>())?;
    if !opening.events.is_empty() {
        answer.push(b",\"opening_events\":");
        answer.push_json(&opening.events.iter().map(Event::of).collect::<Vec<_>>())?;
    }
    answer.within_limit()?;
    if answer.positions {
        let mut black = Vec::new();
        let mut white = Vec::new();
        for stone in setup {
            stones_of(stone.color, &mut black, &mut white).push(stone.point_name());
        }
        answer.push(b",\"positions\":[");
        for k in 0..=moves.len() {
            cancel.check()?;
            if k > 0 {
                answer.push(b",");
            }
            let id = if k < moves.len() {
                format!("{id}-m{}", k + 1)
            } else {
                format!("{id}-end")
            };
            let line = serde_json::to_string(&PositionLine {
                id: &id,
                black: &black,
                white: &white,
                size: None,
            })
            .map_err(json_error)?;
            // The position is one the replay judged: its line is good, and a Vec takes any
            // write. The answer is one JSON object, with no newline.
            let _ = write_answer(
                &mut answer.json,
                rule,
                AnswerColors::Both,
                Some(size),
                k + 1,
                line.as_bytes(),
            );
            answer.within_limit()?;
            if let Some(stone) = moves.get(k) {
                stones_of(stone.color, &mut black, &mut white).push(stone.point_name());
            }
        }
        answer.push(b"]");
    }
    answer.push(b"}");
    answer.within_limit()
}

fn stone(m: &Move) -> Stone {
    Stone {
        point: m.point_name(),
        color: m.color.name(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::serve::cancel::Stopping;
    use std::time::Duration;

    /// The answer to `body`, or its error.
    fn replayed(body: &str) -> Result<serde_json::Value, ApiError> {
        let (cancel, _watch) = Cancel::new(Duration::from_secs(60), Stopping::default());
        let answer = replay(&Catalogue::built_in(), body.as_bytes(), &cancel)?;
        Ok(serde_json::from_slice(&answer).expect("JSON"))
    }

    #[test]
    fn an_opening_rule_asked_for_judges_every_opening_and_the_offers_come_along() {
        // conformance/openings/rif.txt, "symmetrical offers": moves 1 to 4 on column h, so
        // the reflection in column h keeps them and sends g9 to i9; h8 h9 h10 is D1.
        let record = "g: h8 h9 h10 swap h6 offers=g9,i9 g9 a1\n";
        let body = serde_json::json!({
            "record": record, "format": "moves", "opening_rule": "rif", "positions": false
        });
        let answer = replayed(&body.to_string()).expect("an answer");
        let game = &answer["games"][0];
        assert_eq!(game["answer"]["result"], "opening-foul");
        let opening = &game["answer"]["opening"];
        assert_eq!(opening["rule"], "rif");
        assert_eq!(
            (&opening["name"], &opening["title"]),
            (&"D1".into(), &"Kansei".into())
        );
        assert_eq!(opening["foul"]["kind"], "symmetric-offers");
        assert_eq!(opening["foul"]["move"], 5);
        assert_eq!(opening["foul"]["points"], serde_json::json!(["g9", "i9"]));
        assert_eq!(
            game["opening_events"],
            serde_json::json!([
                {"after": 3, "event": "swap"},
                {"after": 4, "event": "offers", "points": ["g9", "i9"]}
            ])
        );
        // The answer is the line `renju replay --opening-rule rif` prints: the same judgement
        // through the library's own answer.
        let item = renju_records::read_games(
            io::Cursor::new(record.as_bytes()),
            &ReadOptions::new(Format::Moves),
        )
        .next()
        .expect("one record");
        let options = ReplayOptions {
            opening: OpeningRule::by_name("rif").ok(),
            ..ReplayOptions::new(renju::Rule::default_rule())
        };
        let line: serde_json::Value =
            serde_json::from_str(&renju_referee::answer(&item, options).json_line()).expect("JSON");
        assert_eq!(game["answer"], line);
        // Without an opening rule, the answer says nothing of the opening, and a record
        // without events has no `opening_events`.
        let plain = replayed(r#"{"record": "g: h8 h9 h10 swap h6 offers=g9,i9 g9 a1\n"}"#)
            .expect("an answer");
        assert_eq!(plain["games"][0]["answer"].get("opening"), None);
        assert_eq!(plain["games"][0]["answer"]["result"], "none");
        let bare = replayed(r#"{"record": "h8 h9\n"}"#).expect("an answer");
        assert_eq!(bare["games"][0].get("opening_events"), None);
        // The other reading is taken.
        let pattern =
            replayed(r#"{"record": "h8 h9 h10\n", "opening_rule": "rif", "symmetry": "pattern"}"#)
                .expect("an answer");
        assert_eq!(
            pattern["games"][0]["answer"]["opening"]["symmetry"],
            "pattern"
        );
    }

    #[test]
    fn an_unknown_opening_rule_or_reading_is_refused_with_the_referees_message() {
        let refused = |body: &str| replayed(body).expect_err("refused");
        let unknown = refused(r#"{"record": "h8", "opening_rule": "chess"}"#);
        assert_eq!(unknown.status, StatusCode::BAD_REQUEST);
        assert_eq!(
            unknown.message,
            OpeningRule::by_name("chess").unwrap_err().to_string()
        );
        assert!(unknown
            .message
            .starts_with("unknown opening rule \"chess\" (the opening rules are none, rif, "));
        let reading = refused(r#"{"record": "h8", "symmetry": "mirror"}"#);
        assert_eq!(reading.status, StatusCode::BAD_REQUEST);
        assert_eq!(
            reading.message,
            "symmetry: the reading is \"board\" or \"pattern\"; got \"mirror\""
        );
    }
}
