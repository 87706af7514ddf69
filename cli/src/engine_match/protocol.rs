//! The Gomocup protocol's words, as the runner writes and reads them: coordinates, and what
//! a brain's line says.
//!
//! Gomocup names a point `x,y`, both counted from 0, `x` the column from the left and `y` the
//! row from the TOP. This project names it by its column letter from the left and its row
//! number from the BOTTOM (`a1` is the bottom-left corner). So on a board of side `n`,
//! Gomocup's `x,y` is column `x` and row `n - 1 - y` (0-based): `0,0` is `a15` on 15x15,
//! `0,14` is `a1`, `14,14` is `o1`, `7,7` is `h8`.

use renju::Point;

/// The point Gomocup calls `x,y` on a board of side `size`, if it is on the board.
///
/// ```
/// use renju_cli::engine_match::protocol::from_gomocup;
/// let name = |x, y| from_gomocup(x, y, 15).map(|p| p.to_string());
/// assert_eq!(name(0, 0).as_deref(), Some("a15")); // top-left
/// assert_eq!(name(0, 14).as_deref(), Some("a1")); // bottom-left
/// assert_eq!(name(14, 14).as_deref(), Some("o1")); // bottom-right
/// assert_eq!(name(7, 7).as_deref(), Some("h8")); // centre
/// assert_eq!(name(15, 0), None);
/// ```
pub fn from_gomocup(x: usize, y: usize, size: usize) -> Option<Point> {
    if x >= size || y >= size {
        return None;
    }
    Point::new(x, size - 1 - y)
}

/// Gomocup's `x,y` for `point` on a board of side `size` (the inverse of [`from_gomocup`]).
///
/// ```
/// use renju_cli::engine_match::protocol::to_gomocup;
/// assert_eq!(to_gomocup("a1".parse().unwrap(), 15), (0, 14));
/// assert_eq!(to_gomocup("t20".parse().unwrap(), 20), (19, 0));
/// ```
pub fn to_gomocup(point: Point, size: usize) -> (usize, usize) {
    (point.col(), size - 1 - point.row())
}

/// What one line from a brain says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BrainLine {
    /// `OK`: the answer to `START`.
    Ok,
    /// A move `x,y` (Gomocup coordinates; not checked against the board here).
    Move(usize, usize),
    /// `ERROR text`: the brain could not do what was asked.
    Error(String),
    /// `UNKNOWN text`: the brain did not understand the command.
    Unknown(String),
    /// `MESSAGE text`, `DEBUG text` or `SUGGEST x,y`: said in passing, not an answer.
    Aside(String),
    /// The answer to `ABOUT`: `key="value"` pairs, `name` among them (the line as written).
    About(String),
    /// Anything else (kept, for the game's `detail`).
    Other(String),
}

/// The blanks of the protocol's lines: ASCII space and tab (and the other ASCII white space,
/// form feed and the line ends). A no-break space (U+00A0), an ideographic space (U+3000) or
/// any other Unicode space is not a blank: a move wrapped in one is no move.
fn is_blank(c: char) -> bool {
    c.is_ascii_whitespace()
}

/// `text` without the blanks ([`is_blank`]) at either end.
fn trim_blanks(text: &str) -> &str {
    text.trim_matches(is_blank)
}

/// Reads one line a brain wrote (without its line end; ASCII blanks around it ignored, the
/// command words in any case).
///
/// A move is two numbers `x,y` (ASCII blanks allowed around each): each number is one or
/// more ASCII digits, however many. A number too large for the machine reads as
/// `usize::MAX`, so that every number past the board, `15` or `1000000` or longer, is a point
/// off the board alike ([`from_gomocup`] gives `None`); a sign, a decimal point or a
/// non-ASCII digit or space makes the line no move.
///
/// ```
/// use renju_cli::engine_match::protocol::{parse_brain_line, BrainLine};
/// assert_eq!(parse_brain_line(" 7,8\r"), BrainLine::Move(7, 8));
/// assert_eq!(parse_brain_line("ok"), BrainLine::Ok);
/// assert_eq!(parse_brain_line("MESSAGE thinking"), BrainLine::Aside("MESSAGE thinking".into()));
/// assert_eq!(parse_brain_line("ERROR no"), BrainLine::Error("no".into()));
/// assert_eq!(parse_brain_line("7,"), BrainLine::Other("7,".into()));
/// assert_eq!(parse_brain_line("-1,3"), BrainLine::Other("-1,3".into()));
/// // Past the board, however far: a move (that the game finds off the board).
/// assert_eq!(parse_brain_line("1000000,1"), BrainLine::Move(1_000_000, 1));
/// assert_eq!(parse_brain_line("99999999999999999999999,1"), BrainLine::Move(usize::MAX, 1));
/// // Only ASCII blanks around a move.
/// assert_eq!(parse_brain_line("\u{a0}7,7"), BrainLine::Other("\u{a0}7,7".into()));
/// assert_eq!(parse_brain_line("7,7\u{3000}"), BrainLine::Other("7,7\u{3000}".into()));
/// assert!(matches!(parse_brain_line(r#"name="x", version="1""#), BrainLine::About(_)));
/// ```
pub fn parse_brain_line(line: &str) -> BrainLine {
    let line = trim_blanks(line);
    let (word, rest) = match line.split_once(is_blank) {
        Some((word, rest)) => (word, trim_blanks(rest)),
        None => (line, ""),
    };
    match word.to_ascii_uppercase().as_str() {
        "OK" if rest.is_empty() => return BrainLine::Ok,
        "ERROR" => return BrainLine::Error(rest.to_string()),
        "UNKNOWN" => return BrainLine::Unknown(rest.to_string()),
        "MESSAGE" | "DEBUG" | "SUGGEST" => return BrainLine::Aside(line.to_string()),
        _ => {}
    }
    match parse_xy(line) {
        Some((x, y)) => BrainLine::Move(x, y),
        None if line.starts_with("name=\"") => BrainLine::About(line.to_string()),
        None => BrainLine::Other(line.to_string()),
    }
}

/// Whether a line whose first bytes are `start` is said in passing (`MESSAGE`, `DEBUG`,
/// `SUGGEST`): its first word tells, so an over-long line can be judged by its start alone.
///
/// ```
/// use renju_cli::engine_match::protocol::is_aside;
/// assert!(is_aside("MESSAGE a very long message"));
/// assert!(is_aside("debug"));
/// assert!(!is_aside("7,7"));
/// ```
pub fn is_aside(start: &str) -> bool {
    matches!(parse_brain_line(start), BrainLine::Aside(_))
}

/// The name and version an `ABOUT` answer gives (`name="x", version="1"` gives `x 1`), as the
/// brain wrote them: escape them ([`escape_text`]) before they are shown.
///
/// ```
/// use renju_cli::engine_match::protocol::about_name;
/// assert_eq!(about_name(r#"name="pybrain", version="1.0", author="t""#), "pybrain 1.0");
/// assert_eq!(about_name(r#"name="solo""#), "solo");
/// ```
pub fn about_name(line: &str) -> String {
    let value = |key: &str| about_field(line, key);
    match (value("name"), value("version")) {
        (Some(name), Some(version)) => format!("{name} {version}"),
        (Some(name), None) => name,
        _ => line.to_string(),
    }
}

/// The value of `key="…"` in an `ABOUT` answer, as the brain wrote it.
///
/// ```
/// use renju_cli::engine_match::protocol::about_field;
/// let about = r#"name="Rapfi", version="0.43.02", author="dhbloo""#;
/// assert_eq!(about_field(about, "name").as_deref(), Some("Rapfi"));
/// assert_eq!(about_field(about, "country"), None);
/// ```
pub fn about_field(line: &str, key: &str) -> Option<String> {
    let start = line.find(&format!("{key}=\""))? + key.len() + 2;
    let end = line[start..].find('"')? + start;
    Some(line[start..end].to_string())
}

/// `text` (a brain's words) with every control character (ESC, BEL, a line end, DEL, the C1
/// controls such as U+009B) and every bidirectional control (U+200E, U+200F, U+202A to
/// U+202E, U+2066 to U+2069) written as an escape like `\u{1b}`, so that what a brain says
/// cannot drive the terminal (clear the screen, colour it, set the window's title), break a
/// line or reorder the text around it.
///
/// ```
/// use renju_cli::engine_match::protocol::escape_text;
/// assert_eq!(escape_text("brain\u{1b}[2J\u{1b}]0;title\u{7}"), "brain\\u{1b}[2J\\u{1b}]0;title\\u{7}");
/// assert_eq!(escape_text("a\u{9b}31m\u{202e}b"), "a\\u{9b}31m\\u{202e}b");
/// assert_eq!(escape_text("Rapfi 0.43 (g++ on Linux)"), "Rapfi 0.43 (g++ on Linux)");
/// ```
pub fn escape_text(text: &str) -> String {
    let bidi = |c: char| matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() || bidi(c) {
            escaped.extend(c.escape_unicode());
        } else {
            escaped.push(c);
        }
    }
    escaped
}

/// `x,y` with two whole numbers (ASCII blanks allowed around each): see [`parse_brain_line`].
fn parse_xy(text: &str) -> Option<(usize, usize)> {
    let (x, y) = text.split_once(',')?;
    let number = |s: &str| {
        let s = trim_blanks(s);
        if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        // Digits only: the one failure left is a number too large, which is off the board.
        Some(s.parse().unwrap_or(usize::MAX))
    };
    Some((number(x)?, number(y)?))
}
