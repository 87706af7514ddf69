//! The conformance cases of the Renju rules, and their one reader.
//!
//! Each file `cases/<name>.txt` is one position with its hand-worked expectations, written
//! for a Renju expert rather than a programmer (the format is in `README.md` beside this
//! crate). The runtime's tests, the reference's tests, the CLI's tests and the fuzz replay all
//! read the cases through [`load_all`], so each case is declared once.
//!
//! ```
//! let text = "\
//! ## Three in a row and three in a column: double-three.
//! variant: renju
//! source: RIF 9.2
//! clause: double-three
//! 15 ...............
//! 14 ...............
//! 13 ...............
//! 12 ...............
//! 11 ...............
//! 10 .......X.......
//!  9 .......X.......
//!  8 .....XX........
//!  7 ...............
//!  6 ...............
//!  5 ...............
//!  4 ...............
//!  3 ...............
//!  2 ...............
//!  1 ...............
//! black forbidden: h8 double-three
//! black at h8: double-three
//! ";
//! let case = renju_conformance::parse("double-three", text).unwrap();
//! assert_eq!(case.variants, ["renju"]);
//! assert_eq!(case.size, 15);
//! assert_eq!(case.black.len(), 4);
//! let map = case.forbidden_map(renju_conformance::Color::Black).unwrap();
//! assert_eq!(map[0].0.to_string(), "h8");
//! ```
//!
//! A case on another board says so on a `size:` line (15 when there is none), and draws that
//! many rows:
//!
//! ```
//! let text = "\
//! ## A five along the last column of a 5x5 board.
//! variant: gomoku-freestyle
//! source: gomoku: five in a row wins
//! clause: five, edge
//! size: 5
//! 5 ....X
//! 4 ....X
//! 3 ....X
//! 2 ....X
//! 1 .....
//! black at e1: five
//! ";
//! let case = renju_conformance::parse("tiny", text).unwrap();
//! assert_eq!(case.size, 5);
//! assert_eq!(case.checks[0].point.to_string(), "e1");
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod openings;
pub mod referees;

use std::fmt;
use std::path::{Path, PathBuf};

/// The side of the board of a case without a `size:` line: 15, the RIF board.
pub const SIZE: usize = 15;

/// The smallest side a `size:` line may give.
pub const MIN_SIZE: usize = 5;

/// The largest side a `size:` line may give (columns `a`..`z`).
pub const MAX_SIZE: usize = 26;

/// The rule clauses a case may name on its `clause:` line (what it tests), with what each
/// means. A case names one or more.
pub const CLAUSES: &[(&str, &str)] = &[
    ("example", "one of the six examples of the rules text"),
    ("five", "a five wins (exactly five for black; five or more for white in renju)"),
    ("overline", "six or more in a row is forbidden for black (RIF 9.2)"),
    ("five-beats-overline", "a five wins even when the same stone makes an overline, a double-four or a double-three elsewhere (RIF 9.2)"),
    ("four", "what is a four and what is a straight four (RIF chapter 3)"),
    ("double-four-one-line", "two fours on one line: X.XXX.X, XX.XX.XX, XXX.X.XXX"),
    ("double-four", "two fours on different lines (RIF 9.2)"),
    ("three", "what is a three and what is not (RIF chapter 3)"),
    ("double-three", "two real threes (RIF 9.2)"),
    ("four-three", "one four and one three is legal"),
    ("four-three-three", "one four and two real threes is a double-three; two fours and a three a double-four"),
    ("false-three-depth-1", "a three whose straight-four points are decided without further threes (RIF 9.3)"),
    ("false-three-depth-2", "the false-three rule applied at two points in a row"),
    ("false-three-depth-3", "the false-three rule applied at three points in a row"),
    ("false-three-depth-4", "the false-three rule applied at four points in a row"),
    ("disputed-point", "a straight-four point that also completes a five (the two readings)"),
    ("edge", "the board edge blocks like a white stone; short lines at the corners"),
    ("edge-does-not-block", "where a rule says board-edge = \"does-not-block\", an end of a winning run at the edge counts as open (the edge still cannot be played)"),
    ("six-judged-by-ends", "a run of six or more judged by its ends: always a win, never, or only when open at enough ends (six-or-more-needs-open-ends)"),
    ("white", "white has no forbidden moves and wins with five or more (renju)"),
    ("variant-caro", "caro as Gomocup plays it (rule 8): a five blocked at both ends by opponent stones does not win, six or more always wins, the edge does not block"),
    ("variant-caro-exactly-five", "caro with exactly five (Gomocup rule 9): exactly five wins unless blocked at both ends by opponent stones, six or more does not win, the edge does not block"),
    ("variant-caro-edge-blocks", "caro with a blocking edge: a five blocked at both ends (the edge blocking like an opponent stone) does not win, six or more always wins"),
    ("variant-renju-overline-wins", "renju with overlines allowed: black's six or more wins, double-four and double-three stay forbidden, X.XXXX is a four for black"),
    ("variant-omok", "omok: double-three forbidden for both colours, double-four allowed, six does not win"),
    ("variant-gomoku-standard", "standard gomoku: exactly five wins, six does not, nothing forbidden"),
    ("variant-gomoku-freestyle", "freestyle gomoku: five or more wins, nothing forbidden"),
];

/// A stone colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Color {
    /// Black, who plays first.
    Black,
    /// White.
    White,
}

impl Color {
    /// Both colours, black first.
    pub const ALL: [Color; 2] = [Color::Black, Color::White];

    /// `black` or `white`.
    pub fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A point of the board: `col` 0.. is `a`.. (left to right), `row` 0.. is `1`.. (bottom to
/// top); on the 15x15 board `a`..`o` and `1`..`15`. Points order row by row (`a1`, `b1`, …,
/// `o1`, `a2`, …).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Spot {
    /// 0 (row `1`) to the size less one; first, so that points order row by row.
    pub row: usize,
    /// 0 (column `a`) to the size less one.
    pub col: usize,
}

impl Spot {
    /// Reads a point name of the 15x15 board like `h8` (lower-case column letter `a`..`o`,
    /// row 1 to 15): [`Spot::parse_on`] with size 15.
    pub fn parse(name: &str) -> Option<Spot> {
        Spot::parse_on(name, SIZE)
    }

    /// Reads a point name of a board of `size` points a side (at most 26): a lower-case
    /// column letter, the first `size` of `a`..`z`, and a row 1 to `size` without a leading
    /// zero.
    ///
    /// ```
    /// use renju_conformance::Spot;
    /// assert_eq!(Spot::parse_on("t20", 20), Some(Spot { col: 19, row: 19 }));
    /// assert_eq!(Spot::parse_on("t20", 19), None);
    /// assert_eq!(Spot::parse_on("p1", 15), None);
    /// ```
    pub fn parse_on(name: &str, size: usize) -> Option<Spot> {
        let mut chars = name.chars();
        let letter = chars.next()?;
        let digits = chars.as_str();
        if !letter.is_ascii_lowercase()
            || digits.is_empty()
            || digits.starts_with('0')
            || !digits.bytes().all(|b| b.is_ascii_digit())
        {
            return None;
        }
        let col = letter as usize - 'a' as usize;
        let row: usize = digits.parse().ok()?;
        (col < size && (1..=size).contains(&row)).then_some(Spot { col, row: row - 1 })
    }
}

impl fmt::Display for Spot {
    /// The point's name, like `h8`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.col as u8) as char, self.row + 1)
    }
}

/// Why a move is forbidden.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Six or more in a row.
    Overline,
    /// Two or more fours.
    DoubleFour,
    /// Two or more real threes.
    DoubleThree,
}

impl Kind {
    /// `overline`, `double-four` or `double-three`.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Overline => "overline",
            Kind::DoubleFour => "double-four",
            Kind::DoubleThree => "double-three",
        }
    }

    fn parse(word: &str) -> Option<Kind> {
        [Kind::Overline, Kind::DoubleFour, Kind::DoubleThree]
            .into_iter()
            .find(|k| k.name() == word)
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The expected verdict on one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Expect {
    /// The move may be played and does not win.
    Legal,
    /// The move completes a winning five.
    Five,
    /// The move is forbidden.
    Forbidden(Kind),
}

impl Expect {
    fn parse(word: &str) -> Option<Expect> {
        match word {
            "legal" => Some(Expect::Legal),
            "five" => Some(Expect::Five),
            other => Kind::parse(other).map(Expect::Forbidden),
        }
    }
}

impl fmt::Display for Expect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expect::Legal => f.write_str("legal"),
            Expect::Five => f.write_str("five"),
            Expect::Forbidden(kind) => kind.fmt(f),
        }
    }
}

/// One `<colour> at <point> [after <points>]: <verdict>` line: the verdict on a move of
/// `color` at `point`, on the board that also holds `after` (stones of `color`, placed first;
/// the points the false-three rule visits on the way).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PointCheck {
    /// The colour to play.
    pub color: Color,
    /// Where.
    pub point: Spot,
    /// Stones of `color` added to the board first, in order.
    pub after: Vec<Spot>,
    /// The hand-worked verdict.
    pub expect: Expect,
    /// The line in the file.
    pub line: usize,
}

/// One conformance case: a position and its hand-worked expectations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// The file's name without `.txt`.
    pub name: String,
    /// The first comment line: what the case shows, in one sentence.
    pub title: String,
    /// Every comment line, without the `# ` (the reasoning), title included.
    pub comments: Vec<String>,
    /// The rule variants the expectations hold for (`renju`, `omok`, …), as written.
    pub variants: Vec<String>,
    /// Where the rule comes from (an article of the RIF rules, a variant's description).
    pub source: String,
    /// The clauses of the rules the case tests (names from [`CLAUSES`]).
    pub clauses: Vec<String>,
    /// The side of the board: the `size:` line's, else 15.
    pub size: usize,
    /// The board diagram's lines, as written (the top row first).
    pub diagram: String,
    /// Black stones, row by row.
    pub black: Vec<Spot>,
    /// White stones, row by row.
    pub white: Vec<Spot>,
    /// `black forbidden:` and `white forbidden:`: every empty point forbidden to that colour,
    /// with its kind, row by row (`None`: the line is absent).
    pub forbidden: [Option<Vec<(Spot, Kind)>>; 2],
    /// `black fives:` and `white fives:`: every empty point where a stone of that colour
    /// completes a winning five, row by row (`None`: the line is absent).
    pub fives: [Option<Vec<Spot>>; 2],
    /// The `<colour> at …` lines, in file order.
    pub checks: Vec<PointCheck>,
}

impl Case {
    /// The expected forbidden map of `color` (`None` when the file gives none).
    pub fn forbidden_map(&self, color: Color) -> Option<&[(Spot, Kind)]> {
        self.forbidden[color as usize].as_deref()
    }

    /// The expected winning points of `color` (`None` when the file gives none).
    pub fn five_points(&self, color: Color) -> Option<&[Spot]> {
        self.fives[color as usize].as_deref()
    }

    /// The stones of `color`.
    pub fn stones(&self, color: Color) -> &[Spot] {
        match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }

    /// Whether a stone of either colour stands on `p`.
    pub fn occupied(&self, p: Spot) -> bool {
        self.black.contains(&p) || self.white.contains(&p)
    }
}

/// A case file that could not be read: which file, which line (0: the file as a whole), what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaseError {
    /// The case's name or path.
    pub file: String,
    /// 1-based line (0: the whole file).
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for CaseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}: {}", self.file, self.message)
        } else {
            write!(f, "{}:{}: {}", self.file, self.line, self.message)
        }
    }
}

impl std::error::Error for CaseError {}

/// The folder of the case files, `cases/` beside this crate's `Cargo.toml`.
pub fn cases_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("cases")
}

/// The folder of the rule files that cases may name besides the shipped rules (readings no
/// tournament plays, loaded at run time): `rules/` beside this crate's `Cargo.toml`.
pub fn rules_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("rules")
}

/// Every `*.txt` file of [`cases_dir`], read, in name order.
pub fn load_all() -> Result<Vec<Case>, CaseError> {
    let dir = cases_dir();
    let entries = std::fs::read_dir(&dir).map_err(|e| CaseError {
        file: dir.display().to_string(),
        line: 0,
        message: format!("cannot list the cases: {e}"),
    })?;
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    paths.sort();
    paths.iter().map(|p| load(p)).collect()
}

/// Reads one case file.
pub fn load(path: &Path) -> Result<Case, CaseError> {
    let text = std::fs::read_to_string(path).map_err(|e| CaseError {
        file: path.display().to_string(),
        line: 0,
        message: format!("cannot read: {e}"),
    })?;
    let name = path
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or_default();
    parse(name, &text)
}

/// Whether `line` is a header line (`word word: value`): a lower-case letter first, then
/// letters, digits, spaces and `-` up to a colon. Board rows and column letters never are.
pub fn is_header(line: &str) -> bool {
    let line = line.trim_start();
    let Some((key, _)) = line.split_once(':') else {
        return false;
    };
    key.starts_with(|c: char| c.is_ascii_lowercase())
        && key
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == ' ' || c == '-')
}

/// The variants named on the `variant:` line of `text`, read as [`parse`] reads them, without
/// the rest of the file (which may be only a board, as `renju check` takes it).
///
/// ```
/// let text = "# RIF 9.3\nvariant: renju, renju-completing-five-counts\n 8 ...\n";
/// let named: Vec<&str> = renju_conformance::named_variants(text).collect();
/// assert_eq!(named, ["renju", "renju-completing-five-counts"]);
/// assert_eq!(renju_conformance::named_variants("# variant: caro").count(), 0);
/// ```
pub fn named_variants(text: &str) -> impl Iterator<Item = &str> {
    let value = text
        .lines()
        .filter(|line| is_header(line))
        .find_map(|line| {
            let (key, value) = line.split_once(':')?;
            (key.trim() == "variant").then_some(value)
        });
    list(value.unwrap_or_default())
}

/// Reads the text of a case file named `name`.
pub fn parse(name: &str, text: &str) -> Result<Case, CaseError> {
    let err = |line: usize, message: String| CaseError {
        file: format!("{name}.txt"),
        line,
        message,
    };
    let mut case = Case {
        name: name.to_string(),
        title: String::new(),
        comments: Vec::new(),
        variants: Vec::new(),
        source: String::new(),
        clauses: Vec::new(),
        size: SIZE,
        diagram: String::new(),
        black: Vec::new(),
        white: Vec::new(),
        forbidden: [None, None],
        fives: [None, None],
        checks: Vec::new(),
    };
    // The size first: every point name of the file is read against it.
    let mut size_line = None;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if is_header(line)
            && line
                .split_once(':')
                .is_some_and(|(k, _)| k.trim() == "size")
        {
            let n = i + 1;
            once(size_line.is_none(), n, "size").map_err(|m| err(n, m))?;
            size_line = Some(n);
            case.size = board_size(line.split_once(':').map_or("", |(_, v)| v.trim()))
                .map_err(|m| err(n, m))?;
        }
    }
    let size = case.size;
    let spot = |name: &str| spot(name, size);
    let mut rows: Vec<(usize, &str)> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let line = raw.trim();
        if line.is_empty() || size_line == Some(n) {
            continue;
        }
        if let Some(comment) = line.strip_prefix('#') {
            case.comments
                .push(comment.strip_prefix(' ').unwrap_or(comment).to_string());
            continue;
        }
        if !is_header(line) {
            rows.push((n, raw));
            continue;
        }
        let (key, value) = line.split_once(':').expect("a header has a colon");
        let (key, value) = (key.trim(), value.trim());
        let words: Vec<&str> = key.split_whitespace().collect();
        match words.as_slice() {
            ["variant"] => {
                once(case.variants.is_empty(), n, key).map_err(|m| err(n, m))?;
                case.variants = list(value).map(String::from).collect();
            }
            ["source"] => {
                once(case.source.is_empty(), n, key).map_err(|m| err(n, m))?;
                case.source = value.to_string();
            }
            ["clause"] => {
                once(case.clauses.is_empty(), n, key).map_err(|m| err(n, m))?;
                for clause in list(value) {
                    if !CLAUSES.iter().any(|(c, _)| *c == clause) {
                        let known: Vec<&str> = CLAUSES.iter().map(|(c, _)| *c).collect();
                        return Err(err(
                            n,
                            format!("unknown clause {clause:?}; known: {}", known.join(", ")),
                        ));
                    }
                    case.clauses.push(clause.to_string());
                }
            }
            [color, "forbidden"] => {
                let c =
                    color_of(color).ok_or_else(|| err(n, format!("unknown colour {color:?}")))?;
                once(case.forbidden[c as usize].is_none(), n, key).map_err(|m| err(n, m))?;
                case.forbidden[c as usize] =
                    Some(forbidden_list(value, size).map_err(|m| err(n, m))?);
            }
            [color, "fives"] => {
                let c =
                    color_of(color).ok_or_else(|| err(n, format!("unknown colour {color:?}")))?;
                once(case.fives[c as usize].is_none(), n, key).map_err(|m| err(n, m))?;
                case.fives[c as usize] = Some(point_list(value, size).map_err(|m| err(n, m))?);
            }
            [color, "at", point, rest @ ..] => {
                let c =
                    color_of(color).ok_or_else(|| err(n, format!("unknown colour {color:?}")))?;
                let point = spot(point).map_err(|m| err(n, m))?;
                let after = match rest {
                    [] => Vec::new(),
                    ["after", points @ ..] if !points.is_empty() => points
                        .iter()
                        .map(|p| spot(p))
                        .collect::<Result<_, _>>()
                        .map_err(|m| err(n, m))?,
                    _ => {
                        return Err(err(
                            n,
                            format!("expected `{color} at POINT` or `{color} at POINT after POINT …`, found `{key}`"),
                        ))
                    }
                };
                let expect = Expect::parse(value).ok_or_else(|| {
                    err(
                        n,
                        format!("unknown verdict {value:?}: use legal, five, overline, double-four or double-three"),
                    )
                })?;
                case.checks.push(PointCheck {
                    color: c,
                    point,
                    after,
                    expect,
                    line: n,
                });
            }
            _ => return Err(err(n, format!("unknown header `{key}:`"))),
        }
    }
    read_board(&mut case, &rows).map_err(|(line, m)| err(line, m))?;
    case.title = case.comments.first().cloned().unwrap_or_default();
    let missing = |what: &str| err(0, format!("no `{what}` line"));
    if case.title.is_empty() {
        return Err(err(
            1,
            "the first line must be a comment saying what the case shows".into(),
        ));
    }
    if case.variants.is_empty() {
        return Err(missing("variant:"));
    }
    if case.source.is_empty() {
        return Err(missing("source:"));
    }
    if case.clauses.is_empty() {
        return Err(missing("clause:"));
    }
    let expectations = case.forbidden.iter().flatten().count()
        + case.fives.iter().flatten().count()
        + case.checks.len();
    if expectations == 0 {
        return Err(err(
            0,
            "no expectation: give `black forbidden:` (the full map), `black fives:` or `black at …` lines".into(),
        ));
    }
    check_points(&case).map_err(|(line, m)| err(line, m))?;
    Ok(case)
}

/// Stops a header given twice.
fn once(first: bool, _line: usize, key: &str) -> Result<(), String> {
    if first {
        Ok(())
    } else {
        Err(format!("`{key}:` given twice"))
    }
}

/// The items of a list: separated by commas and/or spaces.
fn list(value: &str) -> impl Iterator<Item = &str> {
    value
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|s| !s.is_empty())
}

fn color_of(word: &str) -> Option<Color> {
    Color::ALL.into_iter().find(|c| c.name() == word)
}

/// The value of a `size:` line: a side of 5 to 26 points.
fn board_size(value: &str) -> Result<usize, String> {
    let size: usize = value.parse().map_err(|_| {
        format!(
            "`size: {value}`: give the side of the board, a number from {MIN_SIZE} to {MAX_SIZE}"
        )
    })?;
    if (MIN_SIZE..=MAX_SIZE).contains(&size) {
        Ok(size)
    } else {
        Err(format!(
            "`size: {size}` is not supported: a side has {MIN_SIZE} to {MAX_SIZE} points"
        ))
    }
}

/// The name of the last column of a board of `size` points a side.
fn last_column(size: usize) -> char {
    char::from(b'a' + size as u8 - 1)
}

fn spot(name: &str, size: usize) -> Result<Spot, String> {
    Spot::parse_on(name, size).ok_or_else(|| {
        format!(
            "{name:?} is not a point of the {size}x{size} board (a1 to {}{size})",
            last_column(size)
        )
    })
}

/// `none`, or points in row-by-row order without repeats.
fn point_list(value: &str, size: usize) -> Result<Vec<Spot>, String> {
    if value == "none" {
        return Ok(Vec::new());
    }
    let points: Vec<Spot> = list(value)
        .map(|name| spot(name, size))
        .collect::<Result<_, _>>()?;
    in_order(&points)?;
    Ok(points)
}

/// `none`, or `point kind` pairs separated by commas, row by row.
fn forbidden_list(value: &str, size: usize) -> Result<Vec<(Spot, Kind)>, String> {
    if value == "none" {
        return Ok(Vec::new());
    }
    let mut map = Vec::new();
    for item in value.split(',') {
        let words: Vec<&str> = item.split_whitespace().collect();
        let [point, kind] = words.as_slice() else {
            return Err(format!(
                "expected `POINT KIND, POINT KIND, …` (or `none`), found {:?}",
                item.trim()
            ));
        };
        let kind = Kind::parse(kind).ok_or_else(|| {
            format!("unknown kind {kind:?}: use overline, double-four or double-three")
        })?;
        map.push((spot(point, size)?, kind));
    }
    in_order(&map.iter().map(|&(p, _)| p).collect::<Vec<_>>())?;
    Ok(map)
}

fn in_order(points: &[Spot]) -> Result<(), String> {
    match points.windows(2).find(|w| w[0] >= w[1]) {
        Some(w) => Err(format!(
            "list points row by row (a1 b1 … o1 a2 …), each once: {} before {}",
            w[0], w[1]
        )),
        None => Ok(()),
    }
}

/// Reads the diagram: `size` rows (15 unless a `size:` line says otherwise) of `.`, `X`, `O`
/// (spaces allowed between), the top row first, row numbers at either end allowed (and
/// checked), lines of column letters allowed.
fn read_board(case: &mut Case, rows: &[(usize, &str)]) -> Result<(), (usize, String)> {
    let size = case.size;
    let letters: String = ('a'..='z').take(size).collect();
    let mut row_count = 0;
    let mut diagram = String::new();
    for &(n, raw) in rows {
        diagram.push_str(raw.trim_end());
        diagram.push('\n');
        let cells: String = raw.chars().filter(|c| !c.is_whitespace()).collect();
        if cells == letters {
            continue;
        }
        if row_count == size {
            return Err((
                n,
                format!(
                    "a board row past the {size} of a {size}x{size} board (or an unknown line): {:?}",
                    raw.trim()
                ),
            ));
        }
        let row = size - 1 - row_count;
        let label_left: String = cells.chars().take_while(|c| c.is_ascii_digit()).collect();
        let rest = &cells[label_left.len()..];
        let label_right: String = {
            let digits: Vec<char> = rest
                .chars()
                .rev()
                .take_while(|c| c.is_ascii_digit())
                .collect();
            digits.into_iter().rev().collect()
        };
        let points = &rest[..rest.len() - label_right.len()];
        for label in [&label_left, &label_right] {
            if !label.is_empty() && label.parse::<usize>() != Ok(row + 1) {
                return Err((
                    n,
                    format!("row labelled {label}, but it is row {}", row + 1),
                ));
            }
        }
        if points.chars().count() != size {
            return Err((
                n,
                format!(
                    "row {} has {} points; a row has {size}",
                    row + 1,
                    points.chars().count()
                ),
            ));
        }
        for (col, c) in points.chars().enumerate() {
            let p = Spot { col, row };
            match c {
                '.' => {}
                'X' => case.black.push(p),
                'O' => case.white.push(p),
                other => {
                    return Err((
                        n,
                        format!(
                            "{other:?} is not a point: use `.` (empty), `X` (black) or `O` (white)"
                        ),
                    ))
                }
            }
        }
        row_count += 1;
    }
    if row_count != size {
        let hint = if size == SIZE {
            " (a board of another size needs a `size:` line)"
        } else {
            ""
        };
        return Err((
            0,
            format!("the board has {row_count} rows; it needs {size}{hint}"),
        ));
    }
    case.black.sort();
    case.white.sort();
    case.diagram = diagram;
    Ok(())
}

/// Expectations name empty points only; the points a check adds are empty and distinct.
fn check_points(case: &Case) -> Result<(), (usize, String)> {
    for color in Color::ALL {
        let forbidden = case.forbidden_map(color).unwrap_or_default();
        let fives = case.five_points(color).unwrap_or_default();
        for p in forbidden
            .iter()
            .map(|&(p, _)| p)
            .chain(fives.iter().copied())
        {
            if case.occupied(p) {
                return Err((
                    0,
                    format!("{color} expectation at {p}, which holds a stone"),
                ));
            }
        }
        if let Some(p) = fives
            .iter()
            .find(|p| forbidden.iter().any(|(q, _)| q == *p))
        {
            return Err((0, format!("{p} is both a {color} five and forbidden")));
        }
    }
    for check in &case.checks {
        let mut seen: Vec<Spot> = Vec::new();
        for &p in check.after.iter().chain([&check.point]) {
            if case.occupied(p) || seen.contains(&p) {
                return Err((check.line, format!("{p} is not empty")));
            }
            seen.push(p);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board_with(row8: &str) -> String {
        (1..=15)
            .rev()
            .map(|r| {
                if r == 8 {
                    format!("{r:2} {row8}\n")
                } else {
                    format!("{r:2} ...............\n")
                }
            })
            .collect()
    }

    fn case(extra: &str, row8: &str) -> Result<Case, CaseError> {
        let text = format!(
            "# A row.\nvariant: renju\nsource: RIF 9.2\nclause: five\n{}{extra}",
            board_with(row8)
        );
        parse("t", &text)
    }

    #[test]
    fn reads_every_line_kind() {
        let c = case(
            "black forbidden: none\nblack fives: c8, h8\nwhite forbidden: none\nblack at h8: five\nblack at a1 after c8 b1: legal\n",
            "...XXXX........",
        )
        .unwrap();
        assert_eq!(c.black.len(), 4);
        assert_eq!(c.five_points(Color::Black).unwrap().len(), 2);
        assert_eq!(c.forbidden_map(Color::White), Some(&[][..]));
        assert_eq!(c.checks[1].after.len(), 2);
        assert_eq!(c.checks[1].expect, Expect::Legal);
        assert_eq!(c.title, "A row.");
        assert!(c.diagram.starts_with("15 ..............."));
    }

    #[test]
    fn errors_name_the_line() {
        let e = case("black forbidden: h8 triple-three\n", "...............").unwrap_err();
        assert_eq!(e.line, 20);
        assert!(e.message.contains("unknown kind"), "{e}");
        let e = case("black forbidden: none\n", ".......").unwrap_err();
        assert!(e.message.contains("has 7 points"), "{e}");
        assert_eq!(e.line, 12, "row 8 is the 12th line");
        let e = case(
            "black forbidden: i8 overline, h8 overline\n",
            "...............",
        )
        .unwrap_err();
        assert!(e.message.contains("row by row"), "{e}");
        let e = case("", "...X...........").unwrap_err();
        assert!(e.message.contains("no expectation"), "{e}");
        let e = case("black forbidden: d8 overline\n", "...X...........").unwrap_err();
        assert!(e.message.contains("holds a stone"), "{e}");
        let e = case(
            "black forbidden: none\nblack at h8 before g8: legal\n",
            "...............",
        )
        .unwrap_err();
        assert!(e.message.contains("after POINT"), "{e}");
        let e = case("black forbidden: none\nclause: nine\n", "...............").unwrap_err();
        assert!(e.message.contains("given twice"), "{e}");
        let e = case("black forbidden: none\nfoo bar: 1\n", "...............").unwrap_err();
        assert!(e.message.contains("unknown header"), "{e}");
    }

    #[test]
    fn header_lines_are_told_from_board_rows() {
        assert!(is_header("black at h8 after g8: legal"));
        assert!(is_header("variant: renju"));
        assert!(!is_header(" 8 . . . X . . . . . . . . . . .  8"));
        assert!(!is_header("   a b c d e f g h i j k l m n o"));
        assert!(!is_header("Black: x"));
    }

    /// A case on a board of `size` points a side, with the `size:` line `size_line` (none
    /// when empty), black stones on the last column from row 1 up (`stones` of them).
    fn sized_case(
        size_line: &str,
        size: usize,
        stones: usize,
        extra: &str,
    ) -> Result<Case, CaseError> {
        let letters: String = ('a'..='z').take(size).map(|c| format!(" {c}")).collect();
        let rows: String = (1..=size)
            .rev()
            .map(|r| {
                let last = if r <= stones { "X" } else { "." };
                format!("{r:2} {}{last} {r:2}\n", ".".repeat(size - 1))
            })
            .collect();
        let text = format!(
            "# A column.\nvariant: renju\nsource: RIF 9.2\nclause: five\n{size_line}\n  {letters}\n{rows}  {letters}\n{extra}"
        );
        parse("t", &text)
    }

    #[test]
    fn a_size_line_gives_the_board_s_side() {
        let c = sized_case("size: 19", 19, 4, "black fives: s5\nblack at s5: five\n").unwrap();
        assert_eq!(c.size, 19);
        assert_eq!(c.black.len(), 4);
        assert_eq!(c.black[3], Spot { col: 18, row: 3 });
        assert_eq!(c.black[3].to_string(), "s4");
        assert_eq!(
            c.five_points(Color::Black),
            Some(&[Spot { col: 18, row: 4 }][..])
        );
        // The size line may come anywhere, after the points too; `size: 15` is the default.
        let c = sized_case("", 20, 2, "black at t3: legal\nsize: 20\n").unwrap();
        assert_eq!((c.size, c.checks[0].point.col), (20, 19));
        let c = sized_case("size: 15", 15, 2, "black at o3: legal\n").unwrap();
        assert_eq!(c.size, 15);
        let c = sized_case("size: 5", 5, 1, "black at e2: legal\n").unwrap();
        assert_eq!(
            c.diagram.lines().count(),
            7,
            "5 rows and 2 lines of letters"
        );
    }

    #[test]
    fn a_wrong_size_is_an_error_in_its_place() {
        // The size line is line 5.
        let e = sized_case("size: 30", 19, 0, "black at a1: legal\n").unwrap_err();
        assert_eq!(
            (e.line, e.message.as_str()),
            (5, "`size: 30` is not supported: a side has 5 to 26 points")
        );
        let e = sized_case("size: 4", 19, 0, "black at a1: legal\n").unwrap_err();
        assert_eq!(e.line, 5);
        let e = sized_case("size: nineteen", 19, 0, "black at a1: legal\n").unwrap_err();
        assert_eq!(e.line, 5);
        assert!(e.message.contains("a number from 5 to 26"), "{e}");
        let e = sized_case("size: 19", 19, 0, "black at a1: legal\nsize: 19\n").unwrap_err();
        assert_eq!(e.message, "`size:` given twice");
        // A 19x19 board without a size line is 4 rows too many for 15x15: the first letters
        // line (a-s) is no line of a 15x15 case, so it is read as a row.
        let e = sized_case("", 19, 0, "black at a1: legal\n").unwrap_err();
        assert!(e.message.contains("row 15 has 19 points"), "{e}");
        // Rows and size disagree.
        let e = sized_case("size: 20", 19, 0, "black at a1: legal\n").unwrap_err();
        assert!(e.message.contains("row 20 has 19 points"), "{e}");
        // A point past the edge of the board the case declares.
        let e = sized_case("size: 19", 19, 0, "black at t1: legal\n").unwrap_err();
        assert_eq!(
            e.message,
            "\"t1\" is not a point of the 19x19 board (a1 to s19)"
        );
        let e = case("black at p1: legal\n", "...............").unwrap_err();
        assert_eq!(
            e.message,
            "\"p1\" is not a point of the 15x15 board (a1 to o15)"
        );
    }

    #[test]
    fn a_15x15_board_needs_15_rows() {
        let text = "# A row.\nvariant: renju\nsource: RIF 9.2\nclause: five\n...............\nblack at a1: legal\n";
        let e = parse("t", text).unwrap_err();
        assert_eq!(
            e.message,
            "the board has 1 rows; it needs 15 (a board of another size needs a `size:` line)"
        );
        let e = sized_case("size: 7", 7, 0, "black at a1: legal\n8 .......\n").unwrap_err();
        assert!(
            e.message
                .starts_with("a board row past the 7 of a 7x7 board"),
            "{e}"
        );
    }

    #[test]
    fn point_names() {
        assert_eq!(Spot::parse("a1"), Some(Spot { col: 0, row: 0 }));
        assert_eq!(Spot::parse("o15").unwrap().to_string(), "o15");
        for bad in ["p1", "a0", "a16", "a01", "A1", "a", ""] {
            assert_eq!(Spot::parse(bad), None, "{bad}");
        }
        assert_eq!(Spot::parse_on("z26", 26), Some(Spot { col: 25, row: 25 }));
        assert_eq!(Spot::parse_on("e5", 5), Some(Spot { col: 4, row: 4 }));
        for (bad, size) in [
            ("f1", 5),
            ("a6", 5),
            ("t1", 19),
            ("a20", 19),
            ("a27", 26),
            ("{1", 26),
        ] {
            assert_eq!(Spot::parse_on(bad, size), None, "{bad} on {size}");
        }
    }
}
