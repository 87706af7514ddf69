//! The `rif` format: the RenjuNet database XML, read as a stream with constant memory (the
//! public database is hundreds of megabytes).
//!
//! ```xml
//! <database>
//!   <rules><rule id="1" name="RIF"/></rules>
//!   <openings><opening id="21" abbr="d8" name="Shougetsu"/></openings>
//!   <games>
//!     <game id="130" rule="1" opening="21" alt="i8" swap="R" black="12" white="34" bresult="0">
//!       <move>h8 h9 h7 h6 i9 g7</move>
//!     </game>
//!   </games>
//! </database>
//! ```
//!
//! Every `<game>` element anywhere in the document is one game; its id is the `id`
//! attribute, XML-unescaped (else its 1-based index among the games). Its `<move>` child
//! holds the moves, black first, separated by white space, written as in the `moves` format:
//! column letter `a`..`o` left to right, row `1`..`15` bottom to top (a1 = bottom-left); the
//! board is 15x15 (every game has [`size`](crate::Game::size) 15). A game without `<move>`
//! has no moves. Players, tournaments, results and times are not read.
//!
//! # The opening
//!
//! Four attributes of a `<game>` say what else happened in its opening; the game's
//! [`opening`](crate::Game::opening) holds what they say ([`OpeningNotes`]):
//!
//! - `rule`: an id of the database's rule table, `<rules>` of `<rule id=".." name="..">`: the
//!   game's [`rule`](crate::OpeningNotes::rule) is that entry's `name`, as written (`RIF`).
//! - `opening`: an id of the opening table, `<openings>` of `<opening id=".." abbr=".."
//!   name="..">`: the game's [`opening`](crate::OpeningNotes::opening) is that entry's `abbr`.
//! - `alt`: the fifth-move offers that were not kept, points written as in `<move>` (`i8`);
//!   the fifth move is the offer kept. A game of five moves or more has the offers after move
//!   4: `alt`'s points, then the fifth move (unless `alt` names it too), black stones. Above,
//!   the offers are i8 and i9, and i9 was kept.
//! - `swap`: a character for each place the game's opening rule allows a swap, in order,
//!   `R` where one was made and `-` where none was (one character under RIF: the swap after
//!   move 3). The reader keeps it as written
//!   ([`swap_marks`](crate::OpeningNotes::swap_marks)); the referee, which knows each opening
//!   rule's places for a swap, places the swaps, and says it could not when the value does
//!   not fit the rule (its length, a character other than `R` and `-`).
//!
//! What a game does not say stays empty: an attribute absent, blank or `0` (the database's
//! value for a field it has nothing in), an id the table does not hold, a table entry without its `name` (`abbr`). An `alt` that cannot be read is an
//! error in the game's place, naming the attribute and its text: `alt="i8 zz"` (a point that
//! is not one).
//!
//! RenjuNet publishes no description of these attributes (a reader's author found no
//! specification or schema: quinstella.net/dev/renjunet_database_format). This reading
//! rests on: the reader renju-note (github.com/renju-note/renju-note, `src/database/rif.ts`),
//! which maps `rule` through `<rule id name>` and `opening` through `<opening id name abbr>`
//! and keeps `alt` and `swap` as text; a game of the database quoted in public code
//! (`rule="1" opening="21" alt="i8" swap="R"`, moves `h8 h9 h7 h6 i9 ...`: the one point of
//! `alt` is not the fifth move, so `alt` lists the offers not kept); and a public reader of
//! the database that reads `swap` as `R`/`-` per swap point of the game's rule (under RIF a
//! single character: the swap after move 3).
//!
//! The tables are read as the stream passes them, and held to `--max-record-bytes` in all
//! (an entry past that is an error once, and a game naming it has no rule or opening). When
//! they come after the games (or between them), the games read before them have no rule and
//! no opening (their `swap` and `alt` are read all the same, and judged under an opening rule
//! asked for).
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

use crate::moves::{parse_moves, parse_offers};
use crate::notes::fifth_offers;
use crate::{Game, Item, Location, Move, OpeningNotes, RecordError, DEFAULT_SIZE};
use bounded::Bounded;
use quick_xml::events::{BytesStart, Event};
use quick_xml::{Reader, XmlVersion};
use std::collections::{HashMap, VecDeque};
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
    /// What its attributes say of the opening, as written.
    notes: Attributes,
}

/// The attributes of a `<game>` that speak of its opening, XML-unescaped, as written (each
/// within the tag, so within `--max-record-bytes`).
#[derive(Default)]
struct Attributes {
    rule: Option<String>,
    opening: Option<String>,
    alt: Option<String>,
    swap: Option<String>,
}

/// What a table entry costs besides its id and name, towards the bound on the tables: room
/// for the map's own keeping, so that many empty entries cannot grow it without bound.
const ENTRY_COST: usize = 64;

/// The database's `<rules>` and `<openings>` tables, as far as read: ids to names.
#[derive(Default)]
struct Tables {
    /// `<rule id name>`: id to name.
    rules: HashMap<String, String>,
    /// `<opening id abbr>`: id to abbreviation.
    openings: HashMap<String, String>,
    /// The bytes held: ids, names and [`ENTRY_COST`] each, at most `--max-record-bytes`.
    held: usize,
    /// An entry was left out for want of room (said once).
    full: bool,
    /// `<rules>` elements open now.
    in_rules: usize,
    /// `<openings>` elements open now.
    in_openings: usize,
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
    /// The rule and opening tables read so far.
    tables: Tables,
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
                    "rules" => self.tables.in_rules = self.tables.in_rules.saturating_sub(1),
                    "openings" => {
                        self.tables.in_openings = self.tables.in_openings.saturating_sub(1);
                    }
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
                let id = attribute(tag, "id").unwrap_or_else(|| self.count.to_string());
                let notes = Attributes {
                    rule: attribute(tag, "rule"),
                    opening: attribute(tag, "opening"),
                    alt: attribute(tag, "alt"),
                    swap: attribute(tag, "swap"),
                };
                self.game = Some(Open {
                    id,
                    line,
                    level: self.open_games,
                    moves: None,
                    in_move: false,
                    failed: false,
                    notes,
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
            "rules" if !empty => self.tables.in_rules += 1,
            "openings" if !empty => self.tables.in_openings += 1,
            "rule" if self.tables.in_rules > 0 && self.game.is_none() => {
                self.table_entry(tag, line, true);
            }
            "opening" if self.tables.in_openings > 0 && self.game.is_none() => {
                self.table_entry(tag, line, false);
            }
            _ => {}
        }
    }

    /// A `<rule id name>` (`rule`) or `<opening id abbr>` entry of the tables, kept while the
    /// tables hold at most `--max-record-bytes`; an entry without an id or a name says
    /// nothing, and a second entry of an id is not read over the first.
    fn table_entry(&mut self, tag: &BytesStart<'_>, line: u64, rule: bool) {
        let named = attribute(tag, if rule { "name" } else { "abbr" });
        let (Some(id), Some(name)) = (attribute(tag, "id"), named) else {
            return;
        };
        let (id, name) = (id.trim(), name.trim());
        let tables = &mut self.tables;
        let table = if rule {
            &mut tables.rules
        } else {
            &mut tables.openings
        };
        if id.is_empty() || name.is_empty() || table.contains_key(id) {
            return;
        }
        let cost = id.len() + name.len() + ENTRY_COST;
        if tables.held + cost > self.max {
            if !tables.full {
                tables.full = true;
                self.ready.push_back(Err(RecordError {
                    id: None,
                    location: Location::Line(line),
                    message: format!(
                        "the <rules> and <openings> tables hold more than {} bytes (--max-record-bytes): \
                         their entries from here on are not read, and a game naming one has no rule or opening",
                        self.max
                    ),
                }));
            }
            return;
        }
        tables.held += cost;
        table.insert(id.to_string(), name.to_string());
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
                let item = finish(g, &self.tables);
                self.ready.push_back(item);
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
        tables: Tables::default(),
        done: false,
    };
    std::iter::from_fn(move || {
        games.advance();
        games.ready.pop_front()
    })
}

/// An attribute's value, XML-unescaped (as written if it cannot be).
fn attribute(tag: &BytesStart<'_>, name: &str) -> Option<String> {
    let a = tag.try_get_attribute(name).ok().flatten()?;
    Some(match a.normalized_value(XmlVersion::Implicit1_0) {
        Ok(value) => value.into_owned(),
        Err(_) => a.value.into_owned(),
    })
}

/// The record of a complete `<game>`, its rule and opening named through `tables`.
fn finish(game: Open, tables: &Tables) -> Item {
    let location = Location::Line(game.line);
    let fail = |message: String| {
        Err(RecordError {
            id: Some(game.id.clone()),
            location,
            message,
        })
    };
    let moves = match parse_moves(game.moves.as_deref().unwrap_or(""), DEFAULT_SIZE) {
        Ok(moves) => moves,
        Err(message) => return fail(message),
    };
    let opening = match opening(&game.notes, tables, &moves) {
        Ok(opening) => opening,
        Err(message) => return fail(message),
    };
    Ok(Game {
        id: game.id,
        location,
        size: Some(DEFAULT_SIZE),
        setup: Vec::new(),
        moves,
        opening,
    })
}

/// A value that says something: trimmed, not empty, and not `0` (the database's value for a
/// field it has nothing in: `alt="0" swap="0"` beside `btime="0"` in the samples this
/// project's tests were written from).
fn said(value: &Option<String>) -> Option<&str> {
    value
        .as_deref()
        .map(str::trim)
        .filter(|v| !v.is_empty() && *v != "0")
}

/// What a game's attributes say of its opening, with its `moves`: the rule's name and the
/// opening's abbreviation from the tables, the swap and the offers (see the module's docs).
fn opening(notes: &Attributes, tables: &Tables, moves: &[Move]) -> Result<OpeningNotes, String> {
    let rule = said(&notes.rule)
        .and_then(|id| tables.rules.get(id))
        .cloned();
    let opening = said(&notes.opening)
        .and_then(|id| tables.openings.get(id))
        .cloned();
    let mut events = Vec::new();
    if let Some(text) = said(&notes.alt) {
        let offered =
            parse_offers(text, DEFAULT_SIZE).map_err(|why| format!("alt={text:?}: {why}"))?;
        events.extend(fifth_offers(&offered, moves));
    }
    Ok(OpeningNotes {
        events,
        rule,
        opening,
        // Placed by the referee, which knows the rule's places for a swap.
        swap_marks: said(&notes.swap).map(str::to_string),
    })
}
