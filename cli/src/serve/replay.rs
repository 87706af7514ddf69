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
//! answered as `renju batch --color both` answers it.

use super::catalogue::Catalogue;
use super::error::{json_error, ApiError};
use super::ruling::Ruling;
use crate::answer::{write_answer, AnswerColors};
use crate::replay::output::{stones_of, PositionLine};
use crate::replay::{self, Tally};
use base64::Engine as _;
use renju_records::{Format, Move, ReadOptions};
use serde::Serialize;
use serde_json::value::RawValue;
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
}

/// One game read from the record: its answer line and, if it was judged, its stones.
struct Game {
    /// The `renju replay` answer line.
    answer: String,
    /// The game as read (its id, board size if the record states it, setup stones and
    /// moves), when it was judged.
    stones: Option<renju_records::Game>,
}

/// Every game of `record` as `renju replay` reads and judges it (`renju replay --size N` when
/// the request names a size, `asked`). This is the one place the server calls the replay
/// readers.
fn read_games(
    record: Vec<u8>,
    name: String,
    format: Format,
    ruling: Ruling,
    asked: Option<usize>,
    max_record_bytes: usize,
) -> io::Result<Vec<Game>> {
    let read = ReadOptions {
        format,
        name,
        max_record_bytes,
        default_size: ruling.size,
    };
    let options = replay::Options {
        rule: ruling.rule,
        format,
        positions: false,
        max_record_bytes,
        strict: false,
        // A record that states no size is judged on the size asked for, as it was read.
        size: asked,
    };
    let games = renju_records::read_games(io::Cursor::new(record), &read)
        .map(|item| {
            let stones = item.as_ref().ok().cloned();
            let answer = replay::answer(item, options);
            Game {
                stones: stones.filter(|_| matches!(answer.tally, Tally::Game(..))),
                answer: answer.text,
            }
        })
        .collect();
    Ok(games)
}

#[derive(Serialize)]
struct Stone {
    point: String,
    color: &'static str,
}

#[derive(Serialize)]
struct GameAnswer {
    answer: Box<RawValue>,
    #[serde(skip_serializing_if = "Option::is_none")]
    setup: Option<Vec<Stone>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    moves: Option<Vec<Stone>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    positions: Option<Vec<Box<RawValue>>>,
}

#[derive(Serialize)]
struct ReplayAnswer<'a> {
    rule: &'a str,
    size: usize,
    games: Vec<GameAnswer>,
}

/// The answer to a `POST /api/replay` body, or the 400 that says what is wrong with it;
/// `rule` is one of `rules`.
pub fn replay(rules: &Catalogue, body: &[u8]) -> Result<Vec<u8>, ApiError> {
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
    let games = read_games(record, name, format, ruling, asked, super::MAX_BODY_BYTES)
        .map_err(|e| ApiError::bad_request(format!("the record cannot be read: {e}")))?;
    let games = games
        .into_iter()
        .map(|game| answer_game(game, ruling, asked))
        .collect::<Result<Vec<_>, _>>()?;
    let answer = ReplayAnswer {
        rule: ruling.rule.name(),
        size: ruling.size,
        games,
    };
    let mut json = serde_json::to_vec(&answer).map_err(json_error)?;
    json.push(b'\n');
    Ok(json)
}

/// One game's part of the answer: its answer line, and for a judged game its stones and the
/// batch answer to every position (on the board it was judged on: its own size, else
/// `asked`, else the rule's board).
fn answer_game(game: Game, ruling: Ruling, asked: Option<usize>) -> Result<GameAnswer, ApiError> {
    let rule = ruling.rule;
    let raw = |text: String| RawValue::from_string(text).map_err(json_error);
    let answer = raw(game.answer.trim_end().to_string())?;
    let Some(renju_records::Game {
        id,
        size,
        setup,
        moves,
        ..
    }) = game.stones
    else {
        return Ok(GameAnswer {
            answer,
            setup: None,
            moves: None,
            positions: None,
        });
    };
    let mut black = Vec::new();
    let mut white = Vec::new();
    for stone in &setup {
        stones_of(stone.color, &mut black, &mut white).push(stone.point_name());
    }
    // The game was judged on this board, so it is no error here.
    let size = replay::board_size(size, asked, rule.board_size()).map_err(ApiError::bad_request)?;
    let mut positions = Vec::with_capacity(moves.len() + 1);
    for k in 0..=moves.len() {
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
        let mut out = Vec::new();
        // The position is one the replay judged: its line is good, and a Vec takes any write.
        let _ = write_answer(
            &mut out,
            rule,
            AnswerColors::Both,
            Some(size),
            k + 1,
            line.as_bytes(),
        );
        positions.push(raw(String::from_utf8_lossy(&out).into_owned())?);
        if let Some(stone) = moves.get(k) {
            stones_of(stone.color, &mut black, &mut white).push(stone.point_name());
        }
    }
    Ok(GameAnswer {
        answer,
        setup: Some(setup.iter().map(stone).collect()),
        moves: Some(moves.iter().map(stone).collect()),
        positions: Some(positions),
    })
}

fn stone(m: &Move) -> Stone {
    Stone {
        point: m.point_name(),
        color: m.color.name(),
    }
}
