//! The `psq` format: game records of Piskvork, the Gomocup tournament manager. One file is
//! one game; its id is the file name as given (`-` for standard input).
//!
//! ```text
//! Piskvorky 15x15, 11:11, 0
//! 8,8,0
//! 9,7,1250
//! 10,6,900
//! pbrain-one.exe
//! pbrain-two.exe
//! -1
//! ```
//!
//! The header gives the board's width and height (the rest of it, the players' levels and
//! who began, is not read). Each move is a line `x,y,time` (or `x,y`), 1-based: `x` is the
//! column from the **left** and `y` the row from the **top**, as Piskvork draws its board
//! (its window puts `y = 1` at the top). So `1,1` is a15, `15,15` is o1 and `8,8` is h8. The
//! first move is black's, then they alternate. The moves end at the first line that is not
//! `x,y[,time]` (Piskvork then writes the engines' names and a result code such as `-1`), or
//! at the end of the file.

use super::{alternating, Item, Location, Move, Record, RecordError, MAX_MOVES};
use crate::lines::{LineRead, LineReader};
use renju::{Point, SIZE};
use std::io::BufRead;

/// The single game of a `.psq` input named `name`.
pub fn read(
    reader: Box<dyn BufRead + Send>,
    name: &str,
    max_record_bytes: usize,
) -> impl Iterator<Item = Item> + Send {
    std::iter::once(read_game(reader, name.to_string(), max_record_bytes))
}

fn read_game(reader: Box<dyn BufRead + Send>, id: String, max_bytes: usize) -> Item {
    let fail = |line: u64, message: String| {
        Err(RecordError {
            id: Some(id.clone()),
            location: Location::Line(line),
            message,
        })
    };
    let mut reader = LineReader::new(reader, max_bytes, 1 << 16);
    let mut buf = Vec::new();
    let mut total = 0usize;
    let mut line_no = 0u64;
    let mut board_size = None;
    let mut moves = Vec::new();
    loop {
        line_no += 1;
        buf.clear();
        let read = match reader.read_line(&mut buf) {
            Ok(read) => read,
            Err(e) => return fail(line_no, format!("cannot read: {e}")),
        };
        match read {
            LineRead::End => break,
            LineRead::TooLong => {
                return fail(line_no, format!("a line longer than {max_bytes} bytes"))
            }
            LineRead::Line => {}
        }
        total += buf.len() + 1;
        if total > max_bytes {
            return fail(
                line_no,
                format!("a .psq file longer than {max_bytes} bytes (--max-record-bytes)"),
            );
        }
        let text = String::from_utf8_lossy(&buf);
        let text = text.trim();
        if line_no == 1 {
            match header_size(text) {
                Some(size) => board_size = Some(size),
                None => {
                    return fail(
                        1,
                        "not a .psq file: the first line must be a header like \"Piskvorky 15x15, 11:11, 0\""
                            .to_string(),
                    )
                }
            }
            continue;
        }
        let Some((x, y)) = move_line(text) else {
            break; // the trailer: engine names and the result code
        };
        if board_size != Some((SIZE as u32, SIZE as u32)) {
            continue; // judged as a board-size error; the moves cannot be placed
        }
        let k = moves.len() + 1;
        if k > MAX_MOVES {
            return fail(line_no, format!("more than {MAX_MOVES} moves"));
        }
        let point = (1..=SIZE as i64)
            .contains(&x)
            .then_some(())
            .filter(|()| (1..=SIZE as i64).contains(&y))
            .and_then(|()| Point::new(x as usize - 1, SIZE - y as usize));
        let Some(point) = point else {
            return fail(line_no, format!("move {k} ({x},{y}) is off the board"));
        };
        moves.push(Move {
            point,
            color: alternating(moves.len()),
        });
    }
    if line_no == 1 && board_size.is_none() {
        return fail(1, "an empty .psq file (no header)".to_string());
    }
    Ok(Record {
        id,
        location: Location::Line(1),
        board_size,
        setup: Vec::new(),
        moves,
    })
}

/// The board size of a `Piskvorky WxH, …` header.
fn header_size(line: &str) -> Option<(u32, u32)> {
    let rest = line.strip_prefix("Piskvorky ")?;
    let size = rest.split(',').next()?.trim();
    let (w, h) = size.split_once('x')?;
    Some((w.trim().parse().ok()?, h.trim().parse().ok()?))
}

/// The `x` and `y` of a move line `x,y` or `x,y,time`.
fn move_line(line: &str) -> Option<(i64, i64)> {
    let mut fields = line.split(',').map(|f| f.trim().parse::<i64>());
    let x = fields.next()?.ok()?;
    let y = fields.next()?.ok()?;
    match (fields.next(), fields.next()) {
        (None, None) | (Some(Ok(_)), None) => Some((x, y)),
        _ => None,
    }
}
