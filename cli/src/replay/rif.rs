//! The `rif` format: the RenjuNet database XML, read as a stream with constant memory (the
//! public database is hundreds of megabytes).
//!
//! ```xml
//! <database>
//!   <games>
//!     <game id="130" rule="1" black="12" white="34" bresult="0">
//!       <move>h8 i9 j10 h9</move>
//!     </game>
//!   </games>
//! </database>
//! ```
//!
//! Every `<game>` element anywhere in the document is one game; its id is the `id`
//! attribute (else its 1-based index among the games). Its `<move>` child holds the moves,
//! black first, separated by white space, written as in the `moves` format: column letter
//! `a`..`o` left to right, row `1`..`15` bottom to top (a1 = bottom-left). Other elements and
//! attributes (players, tournaments, the `rule` and `bresult` attributes) are not read: the
//! games are judged under `--rule`. A game without `<move>` has no moves.
//!
//! Memory is bounded: no game's move text may exceed `--max-record-bytes`, nor may a single
//! XML event (tag, text run) by more than one read buffer (64 KiB); past that the file is
//! answered with an error line and not read on.

use super::moves::parse_moves;
use super::{Item, Location, Record, RecordError};
use quick_xml::events::Event;
use quick_xml::Reader;
use std::io::{self, BufRead, Read};

/// A reader that counts the lines consumed and refuses to let one XML event run longer than
/// its budget (so quick-xml's buffer stays bounded).
struct Tracked<R> {
    inner: R,
    lines: u64,
    since_reset: usize,
    budget: usize,
}

impl<R: BufRead> Read for Tracked<R> {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(out.len());
        out[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl<R: BufRead> BufRead for Tracked<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if self.since_reset > self.budget {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                format!(
                    "an XML tag or text longer than {} bytes (--max-record-bytes)",
                    self.budget
                ),
            ));
        }
        self.inner.fill_buf()
    }

    fn consume(&mut self, amount: usize) {
        if let Ok(buf) = self.inner.fill_buf() {
            let n = amount.min(buf.len());
            self.lines += buf[..n].iter().filter(|&&b| b == b'\n').count() as u64;
        }
        self.since_reset += amount;
        self.inner.consume(amount);
    }
}

/// A `<game>` being read.
struct Game {
    id: String,
    line: u64,
    moves: Option<String>,
    in_move: bool,
}

impl Game {
    /// Adds text to the moves, refusing more than `max` bytes in all.
    fn append(&mut self, text: &str, max: usize) -> Result<(), String> {
        let moves = self.moves.get_or_insert_with(String::new);
        if moves.len() + text.len() > max {
            return Err(format!(
                "move text longer than {max} bytes (--max-record-bytes)"
            ));
        }
        moves.push_str(text);
        Ok(())
    }
}

/// The games of a RenjuNet XML input, in document order.
pub fn read(
    reader: Box<dyn BufRead + Send>,
    max_record_bytes: usize,
) -> impl Iterator<Item = Item> + Send {
    let mut xml = Reader::from_reader(Tracked {
        inner: reader,
        lines: 0,
        since_reset: 0,
        budget: max_record_bytes,
    });
    let mut buf = Vec::new();
    let mut game: Option<Game> = None;
    let mut count = 0u64;
    let mut done = false;
    std::iter::from_fn(move || {
        while !done {
            buf.clear();
            xml.get_mut().since_reset = 0;
            // An empty element (`<game id="1"/>`) opens and closes at once.
            let (event, empty) = match xml.read_event_into(&mut buf) {
                Ok(Event::Empty(tag)) => (Ok(Event::Start(tag)), true),
                other => (other, false),
            };
            let line = xml.get_mut().lines + 1;
            let fail = |game: &Option<Game>, message: String| {
                Some(Err(RecordError {
                    id: game.as_ref().map(|g| g.id.clone()),
                    location: Location::Line(game.as_ref().map_or(line, |g| g.line)),
                    message,
                }))
            };
            match event {
                Err(e) => {
                    done = true;
                    return fail(
                        &game,
                        format!("bad XML at line {line}: {e}; stopped reading"),
                    );
                }
                Ok(Event::Eof) => {
                    done = true;
                    if game.is_some() {
                        return fail(&game, "the file ends inside this <game>".to_string());
                    }
                }
                Ok(Event::Start(tag)) => match tag.name().as_ref() {
                    "game" => {
                        if game.is_some() {
                            done = true;
                            return fail(&game, "a <game> inside a <game>".to_string());
                        }
                        count += 1;
                        let id = tag
                            .try_get_attribute("id")
                            .ok()
                            .flatten()
                            .map(|a| a.value.into_owned())
                            .unwrap_or_else(|| count.to_string());
                        let opened = Game {
                            id,
                            line,
                            moves: None,
                            in_move: false,
                        };
                        if empty {
                            return Some(finish(opened));
                        }
                        game = Some(opened);
                    }
                    "move" => {
                        if let Some(g) = &mut game {
                            if g.moves.is_some() {
                                let error = fail(&game, "two <move> elements".to_string());
                                game = None;
                                skip_to_game_end(&mut xml, &mut buf);
                                return error;
                            }
                            g.moves = Some(String::new());
                            g.in_move = !empty;
                        }
                    }
                    _ => {}
                },
                Ok(Event::Text(text)) => {
                    if let Some(g) = game.as_mut().filter(|g| g.in_move) {
                        if let Err(message) = g.append(&text.xml10_content(), max_record_bytes) {
                            done = true;
                            return fail(&game, message);
                        }
                    }
                }
                Ok(Event::CData(data)) => {
                    if let Some(g) = game.as_mut().filter(|g| g.in_move) {
                        if let Err(message) = g.append(&data, max_record_bytes) {
                            done = true;
                            return fail(&game, message);
                        }
                    }
                }
                Ok(Event::GeneralRef(_)) if game.as_ref().is_some_and(|g| g.in_move) => {
                    let error = fail(
                        &game,
                        "an entity reference (&...;) in the move text".to_string(),
                    );
                    game = None;
                    skip_to_game_end(&mut xml, &mut buf);
                    return error;
                }
                Ok(Event::End(tag)) => match tag.name().as_ref() {
                    "move" => {
                        if let Some(g) = &mut game {
                            g.in_move = false;
                        }
                    }
                    "game" => {
                        if let Some(g) = game.take() {
                            return Some(finish(g));
                        }
                    }
                    _ => {}
                },
                Ok(_) => {}
            }
        }
        None
    })
}

/// Reads on to the end of the current `<game>` (after an error inside it).
fn skip_to_game_end<R: BufRead>(xml: &mut Reader<R>, buf: &mut Vec<u8>) {
    loop {
        buf.clear();
        match xml.read_event_into(buf) {
            Ok(Event::End(tag)) if tag.name().as_ref() == "game" => return,
            Ok(Event::Eof) | Err(_) => return,
            Ok(_) => {}
        }
    }
}

/// The record of a complete `<game>`.
fn finish(game: Game) -> Item {
    let location = Location::Line(game.line);
    match parse_moves(game.moves.as_deref().unwrap_or("")) {
        Ok(moves) => Ok(Record {
            id: game.id,
            location,
            board_size: None,
            setup: Vec::new(),
            moves,
        }),
        Err(message) => Err(RecordError {
            id: Some(game.id),
            location,
            message,
        }),
    }
}
