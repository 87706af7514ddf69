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
//! attribute, XML-unescaped (else its 1-based index among the games). Its `<move>` child
//! holds the moves, black first, separated by white space, written as in the `moves` format:
//! column letter `a`..`o` left to right, row `1`..`15` bottom to top (a1 = bottom-left); the
//! board is 15x15 (every game has [`size`](crate::Game::size) 15). Other elements and
//! attributes (players, tournaments, the `rule` and `bresult` attributes) are not read. A
//! game without `<move>` has no moves.
//!
//! Every `<game>` is answered, with its moves or with an error:
//!
//! - a game whose move text holds an entity (`&amp;`), a second `<move>`, or more than
//!   `--max-record-bytes` of text is an error, and the reading goes on after its `</game>`;
//! - a `<game>` inside a `<game>` makes the outer one an error ("holds another `<game>`"),
//!   and the inner one is read as a game of its own;
//! - a document with no `<game>` at all is an error, not an empty database;
//! - XML that is not well formed (a mismatched end tag, a stray `<`) stops the file with an
//!   error naming the line and the game it is in.
//!
//! Memory is bounded: no game's move text, nor any one XML tag or text run, is held beyond
//! `--max-record-bytes`. A text longer than that is cut (the game it is in is an error; one
//! outside the games is reported once) and the reading goes on; a tag longer than that stops
//! the file with an error.

mod bounded;

use crate::moves::parse_moves;
use crate::{Game, Item, Location, RecordError, DEFAULT_SIZE};
use bounded::Bounded;
use quick_xml::events::{BytesStart, Event};
use quick_xml::{Reader, XmlVersion};
use std::collections::VecDeque;
use std::io::{self, BufRead};

/// The `<game>` being read.
struct Open {
    id: String,
    line: u64,
    /// How many `<game>` elements were open, this one included, when it started.
    level: usize,
    moves: Option<String>,
    in_move: bool,
    /// Already answered with an error: the rest of it is skipped.
    failed: bool,
}

/// The reading of one document.
struct Games<R> {
    xml: Reader<Bounded<R>>,
    buf: Vec<u8>,
    max: usize,
    game: Option<Open>,
    /// `<game>` elements open now.
    open_games: usize,
    /// `<game>` elements seen.
    count: u64,
    ready: VecDeque<Item>,
    /// A text or tag outside any game was found too long, and no event has ended it yet.
    long_outside: bool,
    done: bool,
}

impl<R: BufRead> Games<R> {
    /// Reads events until some records are ready or the document ends.
    fn advance(&mut self) {
        while self.ready.is_empty() && !self.done {
            self.buf.clear();
            // Whether the text this event may hold is move text.
            let in_move = self.in_move();
            let event = self.xml.read_event_into(&mut self.buf);
            let line = self.xml.get_mut().lines + 1;
            let cut = self.xml.get_mut().take_cut();
            if event.is_ok() && !cut {
                self.long_outside = false;
            }
            match event {
                Err(quick_xml::Error::Io(e)) if e.kind() == io::ErrorKind::FileTooLarge => {
                    self.done = true;
                    let message = format!(
                        "an XML tag longer than {} bytes (--max-record-bytes); stopped reading",
                        self.max
                    );
                    let error = self.error(line, message);
                    self.ready.push_back(error);
                }
                Err(e) => {
                    self.done = true;
                    let message = format!("bad XML at line {line}: {e}; stopped reading");
                    let error = self.error(line, message);
                    self.ready.push_back(error);
                }
                Ok(Event::Eof) => {
                    self.done = true;
                    if self.game.is_some() {
                        let error = self.error(line, "the file ends inside this <game>".into());
                        self.ready.push_back(error);
                    } else if self.count == 0 {
                        self.ready.push_back(Err(RecordError {
                            id: None,
                            location: Location::Line(line),
                            message: "no <game> element: not a RenjuNet database".to_string(),
                        }));
                    }
                }
                Ok(Event::Start(tag)) => {
                    let tag = tag.into_owned();
                    self.start(&tag, line, false);
                }
                Ok(Event::Empty(tag)) => {
                    let tag = tag.into_owned();
                    self.start(&tag, line, true);
                }
                Ok(Event::Text(text)) => {
                    let text = text.xml10_content().into_owned();
                    self.append(&text, line);
                }
                Ok(Event::CData(data)) => {
                    let text = data.to_string();
                    self.append(&text, line);
                }
                Ok(Event::GeneralRef(_)) => {
                    if in_move {
                        let message = "an entity reference (&...;) in the move text";
                        self.fail_or_report(line, message.to_string());
                    }
                }
                Ok(Event::End(tag)) => match tag.name().as_ref() {
                    "move" => {
                        if let Some(g) = &mut self.game {
                            g.in_move = false;
                        }
                    }
                    "game" => self.end_game(),
                    _ => {}
                },
                Ok(_) => {}
            }
            if cut {
                let what = if in_move { "move text" } else { "a text" };
                let message = format!("{what} longer than {} bytes (--max-record-bytes)", self.max);
                self.fail_or_report(line, message);
            }
        }
    }

    fn start(&mut self, tag: &BytesStart<'_>, line: u64, empty: bool) {
        match tag.name().as_ref() {
            "game" => {
                if let Some(outer) = self.game.take().filter(|g| !g.failed) {
                    let message = format!("holds another <game> (at line {line}); not judged");
                    self.ready.push_back(Err(RecordError {
                        id: Some(outer.id),
                        location: Location::Line(outer.line),
                        message,
                    }));
                }
                self.count += 1;
                self.open_games += 1;
                let id = tag
                    .try_get_attribute("id")
                    .ok()
                    .flatten()
                    .map(|a| match a.normalized_value(XmlVersion::Implicit1_0) {
                        Ok(id) => id.into_owned(),
                        Err(_) => a.value.into_owned(),
                    })
                    .unwrap_or_else(|| self.count.to_string());
                self.game = Some(Open {
                    id,
                    line,
                    level: self.open_games,
                    moves: None,
                    in_move: false,
                    failed: false,
                });
                if empty {
                    self.end_game();
                }
            }
            "move" => {
                let Some(g) = self.game.as_mut().filter(|g| !g.failed) else {
                    return;
                };
                if g.moves.is_some() {
                    self.fail_or_report(line, "two <move> elements".to_string());
                    return;
                }
                g.moves = Some(String::new());
                g.in_move = !empty;
            }
            _ => {}
        }
    }

    /// Whether the reading is inside the move text of a game not yet failed.
    fn in_move(&self) -> bool {
        self.game.as_ref().is_some_and(|g| g.in_move && !g.failed)
    }

    /// Adds text to the current game's moves, refusing more than the maximum in all.
    fn append(&mut self, text: &str, line: u64) {
        if !self.in_move() {
            return;
        }
        let max = self.max;
        let Some(moves) = self.game.as_mut().and_then(|g| g.moves.as_mut()) else {
            return;
        };
        if moves.len() + text.len() > max {
            let message = format!("move text longer than {max} bytes (--max-record-bytes)");
            self.fail_or_report(line, message);
            return;
        }
        moves.push_str(text);
    }

    /// Answers the current game with `message` and skips the rest of it; outside a game,
    /// answers the place (`line`) with it.
    fn fail_or_report(&mut self, line: u64, message: String) {
        match &mut self.game {
            Some(g) if g.failed => {}
            Some(g) => {
                g.failed = true;
                g.in_move = false;
                self.ready.push_back(Err(RecordError {
                    id: Some(g.id.clone()),
                    location: Location::Line(g.line),
                    message,
                }));
            }
            // One error for a text run however many budgets long.
            None if self.long_outside => {}
            None => {
                self.long_outside = true;
                self.ready.push_back(Err(RecordError {
                    id: None,
                    location: Location::Line(line),
                    message: format!("{message}, outside any <game>"),
                }));
            }
        }
    }

    /// An error naming the current game (if any) and where it starts, else `line`.
    fn error(&self, line: u64, message: String) -> Item {
        let game = self.game.as_ref().filter(|g| !g.failed);
        Err(RecordError {
            id: game.map(|g| g.id.clone()),
            location: Location::Line(game.map_or(line, |g| g.line)),
            message,
        })
    }

    /// A `</game>` (or the end of an empty `<game/>`): the current game is answered if it is
    /// the element that ends.
    fn end_game(&mut self) {
        if self
            .game
            .as_ref()
            .is_some_and(|g| g.level == self.open_games)
        {
            if let Some(g) = self.game.take().filter(|g| !g.failed) {
                self.ready.push_back(finish(g));
            }
        }
        self.open_games = self.open_games.saturating_sub(1);
    }
}

/// The games of a RenjuNet XML input, in document order.
pub fn read<'a, R: BufRead + Send + 'a>(
    reader: R,
    max_record_bytes: usize,
) -> impl Iterator<Item = Item> + Send + 'a {
    let mut games = Games {
        xml: Reader::from_reader(Bounded::new(reader, max_record_bytes)),
        buf: Vec::new(),
        max: max_record_bytes,
        game: None,
        open_games: 0,
        count: 0,
        ready: VecDeque::new(),
        long_outside: false,
        done: false,
    };
    std::iter::from_fn(move || {
        games.advance();
        games.ready.pop_front()
    })
}

/// The record of a complete `<game>`.
fn finish(game: Open) -> Item {
    let location = Location::Line(game.line);
    match parse_moves(game.moves.as_deref().unwrap_or(""), DEFAULT_SIZE) {
        Ok(moves) => Ok(Game {
            id: game.id,
            location,
            size: Some(DEFAULT_SIZE),
            setup: Vec::new(),
            moves,
            opening: crate::OpeningNotes::default(),
        }),
        Err(message) => Err(RecordError {
            id: Some(game.id),
            location,
            message,
        }),
    }
}
