//! The `moves` format: one game per line, the form bug reports quote.
//!
//! ```text
//! # a comment line; blank lines are skipped too
//! h8 i9 j10 h9
//! g130: h8i9j10h9
//! ```
//!
//! A line is an optional `ID:` prefix (the game id; without one the id is the line number)
//! and the moves, black first, alternating. A move is a column letter (`a`..`o` on 15x15,
//! left to right, no letter skipped; upper case accepted) and a row number (`1`..`15`, bottom
//! to top), so `a1` is the bottom-left corner and `h8` the centre. Moves may be separated by
//! spaces or commas, or written together (`h8i9j10`: a row's digits run until the next
//! letter). A line does not say its board size: the points are read on
//! [`ReadOptions::default_size`](crate::ReadOptions::default_size) (15), and the games have
//! no [`size`](crate::Game::size). A UTF-8 byte-order mark before the first line is skipped.
//!
//! Between the moves, three words say what happened in the opening besides the stones
//! ([`OpeningNotes`]), each standing alone between spaces:
//!
//! - `swap` after a move: the player entitled to swap colours there did;
//! - `declare=K` after a move: K fifth-move offers were declared there (a whole number:
//!   whether the opening rule allows it is the referee's to judge);
//! - `offers=p,q,...`: the fifth-move offers (points, separated by commas); the next move is
//!   the one kept.
//!
//! ```text
//! g7: h8 h9 j10 swap i10 declare=2 offers=g9,j8 g9 f10
//! ```

use crate::lines::{LineRead, LineReader};
use crate::size::last_column;
use crate::{alternating, Game, Item, Location, Move, OpeningEvent, OpeningNotes, RecordError};
use std::io::BufRead;

/// Reads a list of moves on a board of side `size`, black first: `h8 i9 j10`, `h8,i9` or
/// `h8i9j10`. The error names the move: `move 2 (p3) is off the 15x15 board`.
///
/// ```
/// use renju_records::moves::parse_moves;
/// let moves = parse_moves("h8i9 J10,h15", 15).unwrap();
/// let names: Vec<String> = moves.iter().map(|m| m.point_name()).collect();
/// assert_eq!(names, ["h8", "i9", "j10", "h15"]);
/// assert_eq!(parse_moves("h8 p3", 15).unwrap_err(), "move 2 (p3) is off the 15x15 board");
/// assert_eq!(parse_moves("h8 h16", 15).unwrap_err(), "move 2 (h16) is off the 15x15 board");
/// assert_eq!(parse_moves("s19", 19).unwrap()[0].point_name(), "s19");
/// assert_eq!(parse_moves("h08", 15).unwrap()[0].point_name(), "h8");
/// let huge = "h99999999999999999999999";
/// assert_eq!(parse_moves(huge, 15).unwrap_err(), format!("move 1 ({huge}) is off the 15x15 board"));
/// assert_eq!(parse_moves("h0", 15).unwrap_err(), "move 1 (h0) is off the 15x15 board");
/// ```
pub fn parse_moves(text: &str, size: usize) -> Result<Vec<Move>, String> {
    parse(text, size, false, MOVES).map(|(moves, _)| moves)
}

/// Reads a list of points as [`parse_moves`] reads moves (the same forms: `h8 i9`, `h8,i9`,
/// `h8i9`), naming a bad one as an offer: `offer 2 (p3) is off the 15x15 board`. The colours
/// alternate from black as in [`parse_moves`]; the callers give them their own.
pub(crate) fn parse_offers(text: &str, size: usize) -> Result<Vec<Move>, String> {
    parse(text, size, false, OFFERS).map(|(moves, _)| moves)
}

/// How [`parse`] names what it reads, in its messages.
struct Names {
    /// One item, with its number: `move 2`.
    item: &'static str,
    /// What a good item is: `a move`.
    good: &'static str,
}

const MOVES: Names = Names {
    item: "move",
    good: "a move",
};

const OFFERS: Names = Names {
    item: "offer",
    good: "a point",
};

/// A record's moves, and its opening's events each after the number of moves before it.
pub type MovesAndEvents = (Vec<Move>, Vec<(usize, OpeningEvent)>);

/// Reads a list of moves as [`parse_moves`] does, with the opening's words between them
/// (`swap`, `declare=K`, `offers=p,q,...`), each after the number of moves before it.
///
/// ```
/// use renju_records::moves::parse_record;
/// use renju_records::OpeningEvent;
/// let (moves, events) = parse_record("h8 h9 j10 swap i10 declare=2 offers=g9,j8 g9 f10", 15).unwrap();
/// assert_eq!(moves.len(), 6);
/// assert_eq!(events[0], (3, OpeningEvent::Swap));
/// assert_eq!(events[1], (4, OpeningEvent::Declare(2)));
/// let OpeningEvent::Offers(offers) = &events[2].1 else { panic!() };
/// assert_eq!((events[2].0, offers[0].point_name(), offers[1].point_name()), (4, "g9".to_string(), "j8".to_string()));
/// assert_eq!(parse_record("h8 declare=x", 15).unwrap_err(), "after move 1: \"declare=x\" declares no number (declare=K, K a whole number, like declare=2)");
/// assert_eq!(parse_record("h8 offers=h9,zz", 15).unwrap_err(), "after move 1: offers=h9,zz: \"zz\" is not a point (a column a-o and a row 1-15, like h8)");
/// ```
pub fn parse_record(text: &str, size: usize) -> Result<MovesAndEvents, String> {
    parse(text, size, true, MOVES)
}

/// The token at `start` of `text`, up to the next space or end.
fn word_at(bytes: &[u8], start: usize) -> &[u8] {
    let stop = bytes[start..]
        .iter()
        .position(|c| c.is_ascii_whitespace())
        .map_or(bytes.len(), |n| start + n);
    &bytes[start..stop]
}

/// One point name of an offer list, on a board of `size`.
fn offer_point(name: &str, size: usize) -> Option<(u8, u8)> {
    let mut chars = name.chars();
    let col = chars.next()?.to_ascii_lowercase();
    let digits = chars.as_str();
    if !col.is_ascii_lowercase() || digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit())
    {
        return None;
    }
    let col = usize::from(col as u8 - b'a');
    let row: usize = digits.parse().ok()?;
    (col < size && (1..=size).contains(&row)).then_some((col as u8, (row - 1) as u8))
}

/// An opening word at the start of `word`, after `played` moves: the event, or `None` if the
/// word is not one.
fn opening_word(word: &[u8], played: usize, size: usize) -> Option<Result<OpeningEvent, String>> {
    let text = String::from_utf8_lossy(word);
    if word == b"swap" {
        return Some(Ok(OpeningEvent::Swap));
    }
    if let Some(count) = text.strip_prefix("declare=") {
        return Some(match count.parse::<u32>() {
            Ok(k) => Ok(OpeningEvent::Declare(k)),
            Err(_) => Err(format!(
                "after move {played}: {text:?} declares no number (declare=K, K a whole number, like declare=2)"
            )),
        });
    }
    let list = text.strip_prefix("offers=")?;
    let color = alternating(played);
    let mut offers = Vec::new();
    for name in list.split(',') {
        let Some((col, row)) = offer_point(name, size) else {
            return Some(Err(format!(
                "after move {played}: {text}: {name:?} is not a point (a column a-{} and a row 1-{size}, like h8)",
                last_column(size)
            )));
        };
        offers.push(Move { col, row, color });
    }
    Some(Ok(OpeningEvent::Offers(offers)))
}

fn parse(text: &str, size: usize, words: bool, names: Names) -> Result<MovesAndEvents, String> {
    let Names { item, good } = names;
    let bytes = text.as_bytes();
    let mut events = Vec::new();
    let max_moves = size * size;
    // A move takes at least 3 bytes with its separator: room for all at once.
    let mut moves = Vec::with_capacity((bytes.len() / 3 + 1).min(max_moves));
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b.is_ascii_whitespace() || b == b',' {
            i += 1;
            continue;
        }
        let start = i;
        let digits = i + 1;
        let (mut end, mut row) = (digits, 0usize);
        while end < bytes.len() && bytes[end].is_ascii_digit() {
            row = row
                .saturating_mul(10)
                .saturating_add(usize::from(bytes[end] - b'0'));
            end += 1;
        }
        let boundary = end == bytes.len() || !bytes[end].is_ascii_digit() && bytes[end].is_ascii();
        if !b.is_ascii_alphabetic() || end == digits || !boundary {
            // Not a move: an opening word (a token that is no move costs the test, a move
            // does not), else an error naming the token up to the next separator.
            if words {
                let word = word_at(bytes, i);
                if let Some(event) = opening_word(word, moves.len(), size) {
                    events.push((moves.len(), event?));
                    i += word.len();
                    continue;
                }
            }
            let stop = bytes[start..]
                .iter()
                .position(|c| c.is_ascii_whitespace() || *c == b',')
                .map_or(bytes.len(), |n| start + n);
            let token = String::from_utf8_lossy(&bytes[start..stop]);
            let k = moves.len() + 1;
            return Err(format!(
                "{item} {k}: {token:?} is not {good} (a column a-{} and a row 1-{size}, like h8)",
                last_column(size)
            ));
        }
        let k = moves.len() + 1;
        if k > max_moves {
            return Err(if item == MOVES.item {
                format!("more than {max_moves} moves: not a game on a {size}x{size} board")
            } else {
                format!(
                    "more than {max_moves} {item}s: a {size}x{size} board has {max_moves} points"
                )
            });
        }
        let col = usize::from(b.to_ascii_lowercase() - b'a');
        if col >= size || !(1..=size).contains(&row) {
            let name = &text[start..end];
            return Err(format!(
                "{item} {k} ({name}) is off the {size}x{size} board"
            ));
        }
        moves.push(Move {
            col: col as u8,
            row: (row - 1) as u8,
            color: alternating(moves.len()),
        });
        i = end;
    }
    Ok((moves, events))
}

/// The games of a `moves` input, one per line that is neither blank nor a comment, each read
/// on a board of side `size`.
pub fn read<'a, R: BufRead + Send + 'a>(
    reader: R,
    max_line_bytes: usize,
    size: usize,
) -> impl Iterator<Item = Item> + Send + 'a {
    let mut reader = LineReader::new(reader, max_line_bytes, 1 << 16);
    let mut buf = Vec::new();
    let mut line_no = 0u64;
    let mut done = false;
    std::iter::from_fn(move || loop {
        if done {
            return None;
        }
        line_no += 1;
        let location = Location::Line(line_no);
        let error = |id: Option<String>, message: String| {
            Some(Err(RecordError {
                id,
                location,
                message,
            }))
        };
        buf.clear();
        match reader.read_line(&mut buf) {
            Err(e) => {
                done = true;
                return error(None, format!("cannot read: {e}; stopped reading"));
            }
            Ok(LineRead::End) => return None,
            Ok(LineRead::TooLong) => {
                return error(
                    None,
                    format!("line longer than {max_line_bytes} bytes (--max-record-bytes)"),
                )
            }
            Ok(LineRead::Line) => {}
        }
        let line = if line_no == 1 {
            crate::format::strip_bom(&buf)
        } else {
            &buf[..]
        };
        let Ok(text) = std::str::from_utf8(line) else {
            return error(None, "the line is not UTF-8 text".to_string());
        };
        let text = text.trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        let (id, list) = match text.split_once(':') {
            Some((id, list)) if !id.trim().is_empty() => (id.trim().to_string(), list),
            Some((_, list)) => (line_no.to_string(), list),
            None => (line_no.to_string(), text),
        };
        return Some(match parse_record(list, size) {
            Ok((moves, events)) => Ok(Game {
                id,
                location,
                size: None,
                setup: Vec::new(),
                moves,
                opening: OpeningNotes {
                    events,
                    ..OpeningNotes::default()
                },
            }),
            Err(message) => Err(RecordError {
                id: Some(id),
                location,
                message,
            }),
        });
    })
}
