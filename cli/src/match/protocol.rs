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
/// use renju_cli::r#match::protocol::from_gomocup;
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
/// use renju_cli::r#match::protocol::to_gomocup;
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

/// Reads one line a brain wrote (without its line end; surrounding blanks ignored, the
/// command words in any case).
///
/// ```
/// use renju_cli::r#match::protocol::{parse_brain_line, BrainLine};
/// assert_eq!(parse_brain_line(" 7,8\r"), BrainLine::Move(7, 8));
/// assert_eq!(parse_brain_line("ok"), BrainLine::Ok);
/// assert_eq!(parse_brain_line("MESSAGE thinking"), BrainLine::Aside("MESSAGE thinking".into()));
/// assert_eq!(parse_brain_line("ERROR no"), BrainLine::Error("no".into()));
/// assert_eq!(parse_brain_line("7,"), BrainLine::Other("7,".into()));
/// assert_eq!(parse_brain_line("-1,3"), BrainLine::Other("-1,3".into()));
/// assert!(matches!(parse_brain_line(r#"name="x", version="1""#), BrainLine::About(_)));
/// ```
pub fn parse_brain_line(line: &str) -> BrainLine {
    let line = line.trim();
    let (word, rest) = match line.split_once(char::is_whitespace) {
        Some((word, rest)) => (word, rest.trim()),
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

/// The name and version an `ABOUT` answer gives (`name="x", version="1"` gives `x 1`).
///
/// ```
/// use renju_cli::r#match::protocol::about_name;
/// assert_eq!(about_name(r#"name="pybrain", version="1.0", author="t""#), "pybrain 1.0");
/// assert_eq!(about_name(r#"name="solo""#), "solo");
/// ```
pub fn about_name(line: &str) -> String {
    let value = |key: &str| {
        let start = line.find(&format!("{key}=\""))? + key.len() + 2;
        let end = line[start..].find('"')? + start;
        Some(line[start..end].to_string())
    };
    match (value("name"), value("version")) {
        (Some(name), Some(version)) => format!("{name} {version}"),
        (Some(name), None) => name,
        _ => line.to_string(),
    }
}

/// `x,y` with two whole numbers (blanks allowed around each).
fn parse_xy(text: &str) -> Option<(usize, usize)> {
    let (x, y) = text.split_once(',')?;
    let number = |s: &str| {
        let s = s.trim();
        (!s.is_empty() && s.len() <= 6 && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse().ok())
            .flatten()
    };
    Some((number(x)?, number(y)?))
}
