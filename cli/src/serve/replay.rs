//! `POST /api/replay`: `{record, format?, rule?, size?}` → each game's `renju replay` answer
//! and, for a game that could be judged, its stones in order and the forbidden points of
//! every position from the first move to the last: what a page needs to step through it.
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
use super::ruling::Ruling;
use super::MAX_ANSWER_BYTES;
use crate::answer::{write_answer, AnswerColors};
use crate::replay::output::{stones_of, PositionLine};
use axum::http::StatusCode;
use base64::Engine as _;
use renju_records::{Format, Move, ReadOptions};
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
}

#[derive(Serialize)]
struct Stone {
    point: String,
    color: &'static str,
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
            ))
        }
        (Some(_), Some(_)) => {
            return Err(ApiError::bad_request(
                "both `record` and `record_base64`: give the record once",
            ))
        }
    };
    let format = match request.format.as_deref() {
        None => Format::Auto,
        Some(name) => name.parse::<Format>().map_err(|_| {
            ApiError::bad_request(format!(
                "unknown format {name:?}: the formats are auto, moves, rif, sgf, psq, renlib"
            ))
        })?,
    };
    let ruling = Ruling::new(rules, request.rule.as_deref(), request.size)?;
    let asked = request.size.map(|_| ruling.size);
    let name = request.name.unwrap_or_else(|| "record".to_string());
    // The body limit bounds the record, so no record can be larger than the body.
    let max_record_bytes = super::MAX_BODY_BYTES;
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
        opening: None,
        symmetry: None,
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
            id, setup, moves, ..
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
