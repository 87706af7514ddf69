//! The `psq` format: game records of Piskvork, the Gomocup tournament manager. One file is
//! one game; its id is the input's name as given (`-` for standard input).
//!
//! ```text
//! Piskvorky 20x20, 11:11, 0
//! 10,10,0
//! 11,9,1250
//! 12,8,900
//! pbrain-one.exe
//! pbrain-two.exe
//! -1
//! ```
//!
//! The header gives the board's width and height, which must be equal (the game's
//! [`size`](crate::Game::size); the rest of the header, the players' levels and who began, is
//! not read). Each move is a line `x,y,time` (or `x,y`), 1-based: `x` is the column from the
//! **left** and `y` the row from the **top**, as Piskvork draws its board. So on 15x15 `1,1`
//! is a15, `15,15` is o1 and `8,8` is h8. The first move is black's, then they alternate. The
//! moves end at the first line that is not `x,y[,time]` (Piskvork then writes the engines'
//! names and a result code such as `-1`), or at the end of the file; a move line after that
//! trailer is an error (nothing is dropped without a word). A UTF-8 byte-order mark before
//! the header is skipped.

use crate::lines::{LineRead, LineReader};
use crate::{alternating, check_size, Game, Item, Location, Move, RecordError};
use std::io::BufRead;

/// The single game of a `.psq` input named `name`.
pub fn read<'a, R: BufRead + Send + 'a>(
    reader: R,
    name: &str,
    max_record_bytes: usize,
) -> impl Iterator<Item = Item> + Send + 'a {
    std::iter::once(read_game(reader, name.to_string(), max_record_bytes))
}

fn read_game<R: BufRead>(reader: R, id: String, max_bytes: usize) -> Item {
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
    let mut size = 0;
    let mut trailer_from: Option<u64> = None;
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
                return fail(
                    line_no,
                    format!("a line longer than {max_bytes} bytes (--max-record-bytes)"),
                )
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
        let line = if line_no == 1 {
            crate::format::strip_bom(&buf)
        } else {
            &buf[..]
        };
        let text = String::from_utf8_lossy(line);
        let text = text.trim();
        if line_no == 1 {
            let header = match header_size(text) {
                Some((w, h)) => check_size(w, h).map_err(|why| format!("the header says {why}")),
                None => Err(
                    "not a .psq file: the first line must be a header like \"Piskvorky 15x15, 11:11, 0\""
                        .to_string(),
                ),
            };
            match header {
                Ok(side) => size = side,
                Err(message) => return fail(1, message),
            }
            continue;
        }
        let Some((x, y)) = move_line(text) else {
            trailer_from.get_or_insert(line_no); // engine names and the result code
            continue;
        };
        if let Some(trailer) = trailer_from {
            return fail(
                line_no,
                format!("a move ({x},{y}) after the end of the moves at line {trailer}"),
            );
        }
        let k = moves.len() + 1;
        if k > size * size {
            return fail(line_no, format!("more than {} moves", size * size));
        }
        let on_board = |v: i64| (1..=size as i64).contains(&v);
        if !on_board(x) || !on_board(y) {
            return fail(
                line_no,
                format!("move {k} ({x},{y}) is off the {size}x{size} board"),
            );
        }
        moves.push(Move {
            col: (x - 1) as u8,
            row: (size as i64 - y) as u8,
            color: alternating(moves.len()),
        });
    }
    if size == 0 {
        return fail(1, "an empty .psq file (no header)".to_string());
    }
    Ok(Game {
        id,
        location: Location::Line(1),
        size: Some(size),
        setup: Vec::new(),
        moves,
        opening: crate::OpeningNotes::default(),
    })
}

/// The width and height of a `Piskvorky WxH, …` header.
fn header_size(line: &str) -> Option<(usize, usize)> {
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
