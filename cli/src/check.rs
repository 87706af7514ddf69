//! `renju check`: one position, given as JSON or as a board diagram, drawn with its forbidden
//! points marked.

use crate::position::parse_position;
use crate::position_error::PositionError;
use renju::{
    resolve_size, AnyBoard, AnyError, Color, DiagramError, ForbiddenKind, Point, Rule,
    SizeChoiceError, SizeError, SizePolicy, MAX_SIZE, MIN_SIZE,
};
use std::fmt::Write as _;

/// The character marking a forbidden point of a kind on the board (the runtime's diagrams' own).
pub use renju::diagram::mark;

/// What is wrong with the input of `renju check`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CheckInputError {
    /// The input is not UTF-8.
    #[error("not UTF-8 text")]
    NotUtf8,
    /// The input is empty or only whitespace.
    #[error("empty input: expected a board diagram or a JSON position")]
    Empty,
    /// The input starts with `{` but is not a good JSON position.
    #[error("JSON position: {0}")]
    Json(PositionError),
    /// The input is not a good board diagram.
    #[error(transparent)]
    Diagram(#[from] DiagramError),
    /// The board size is not supported.
    #[error(transparent)]
    Size(#[from] SizeError),
    /// The input draws or names a board of one size, and another was asked for.
    #[error("the position is a {given}x{given} board, but a {asked}x{asked} board was asked for (--size)")]
    SizeConflict {
        /// The input's own size.
        given: usize,
        /// The size asked for.
        asked: usize,
    },
}

/// A size that could not be settled on ([`resolve_size`]): the diagram's and the one asked
/// for disagree, or the size is not supported.
impl From<SizeChoiceError> for CheckInputError {
    fn from(e: SizeChoiceError) -> CheckInputError {
        match e {
            SizeChoiceError::Conflict { own, asked } => {
                CheckInputError::SizeConflict { given: own, asked }
            }
            SizeChoiceError::Unsupported(size) => CheckInputError::Size(SizeError { size }),
        }
    }
}

impl From<PositionError> for CheckInputError {
    fn from(e: PositionError) -> CheckInputError {
        CheckInputError::Json(e)
    }
}

/// The text of one position, and whether it is JSON: a JSON object when the first
/// non-whitespace character is `{`, else a diagram.
fn position_text(input: &[u8]) -> Result<(&str, bool), CheckInputError> {
    let text = std::str::from_utf8(input).map_err(|_| CheckInputError::NotUtf8)?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let body = text.trim_start();
    if body.is_empty() {
        return Err(CheckInputError::Empty);
    }
    Ok((text, body.starts_with('{')))
}

/// The board size of one position as [`read_board`] reads it: a JSON position's `"size"`,
/// else `--size` (`asked`), else `default` (the rule's board); a diagram's number of rows
/// (`asked` must agree with it). An error if the input says one size and `asked` another
/// ([`resolve_size`] under [`SizePolicy::OwnMustAgree`]).
///
/// ```
/// use renju_cli::board_size_of;
/// assert_eq!(board_size_of(br#"{"black": ["h8"]}"#, None, 15), Ok(15));
/// assert_eq!(board_size_of(br#"{"size": 20, "black": ["t20"]}"#, None, 15), Ok(20));
/// let nineteen = renju::Board::<renju::Size<19>>::new().to_string();
/// assert_eq!(board_size_of(nineteen.as_bytes(), None, 15), Ok(19));
/// assert!(board_size_of(nineteen.as_bytes(), Some(15), 15).is_err());
/// assert_eq!(
///     board_size_of(b"X...\n....\n....\n....\n", None, 15).unwrap_err().to_string(),
///     "board diagram: found 4 rows; a diagram has 5 to 26, one per row of its board"
/// );
/// ```
pub fn board_size_of(
    input: &[u8],
    asked: Option<usize>,
    default: usize,
) -> Result<usize, CheckInputError> {
    let (text, json) = position_text(input)?;
    if json {
        return Ok(parse_position(text, false)?.size_or(default, asked)?);
    }
    let board = board_part(text);
    let own = renju::diagram::rows_of(&board);
    if own.is_none() && asked.is_none() {
        // A diagram of no supported size is named as such, not read against the rule's
        // board (whose "row 15" it may not have).
        return Err(CheckInputError::Diagram(DiagramError {
            line: 0,
            message: format!(
                "found {} rows; a diagram has {MIN_SIZE} to {MAX_SIZE}, one per row of its board",
                renju::diagram::row_count(&board)
            ),
        }));
    }
    // With a size asked, a diagram of another size is named as such when it is read.
    Ok(resolve_size(own, asked, default, SizePolicy::OwnMustAgree)?)
}

/// Reads one position on a board of `size` points a side: a JSON object (when the first
/// non-whitespace character is `{`; its `id` is optional) or a board diagram as
/// [`AnyBoard::from_diagram`] reads it, after [`board_part`] (so a conformance case file,
/// `conformance/cases/*.txt`, reads as its board). [`board_size_of`] says which size the
/// input is.
///
/// ```
/// use renju_cli::read_board;
/// let board = read_board(br#"{"black": ["h8"], "white": ["h9"]}"#, 15).unwrap();
/// assert_eq!((board.size(), board.stone_count()), (15, 2));
/// assert!(read_board(b"   ", 15).is_err());
/// ```
pub fn read_board(input: &[u8], size: usize) -> Result<AnyBoard, CheckInputError> {
    let (text, json) = position_text(input)?;
    if json {
        // Parse the whole text, so that JSON line numbers count from the input's first line.
        Ok(parse_position(text, false)?.any_board(size)?)
    } else {
        AnyBoard::from_diagram(&board_part(text), Some(size)).map_err(|e| match e {
            AnyError::Diagram(e) => CheckInputError::Diagram(e),
            AnyError::Size(e) => CheckInputError::Size(e),
            // Not made by a diagram (stones given twice, bad cells): the diagram as a whole.
            other => CheckInputError::Diagram(DiagramError {
                line: 0,
                message: other.to_string(),
            }),
        })
    }
}

/// The text with its `#` comment lines and `name: value` header lines (as in a conformance
/// case file) blanked, other lines kept, so that line numbers stay those of the input.
///
/// ```
/// let text = "# a comment\nvariant: renju\n 8 ...............\n";
/// assert_eq!(renju_cli::check::board_part(text), "\n\n 8 ...............\n");
/// ```
pub fn board_part(text: &str) -> String {
    text.split_inclusive('\n')
        .map(|line| {
            let body = line.trim_start();
            if body.starts_with('#') || renju_conformance::is_header(body) {
                // Keep the line's ending only.
                &line[line.trim_end_matches(['\r', '\n']).len()..]
            } else {
                line
            }
        })
        .collect()
}

/// The first rule a conformance case file names on its `variant:` line, if the input has
/// one (`variant: renju renju-completing-five-counts` names two; a JSON position has none):
/// the rule `renju check` and `renju explain` use when `--rule` is not given.
///
/// ```
/// let case = b"# RIF 9.3\nvariant: renju renju-completing-five-counts\n 8 .....\n";
/// assert_eq!(renju_cli::check::case_variant(case), Some("renju"));
/// assert_eq!(renju_cli::check::case_variant(br#"{"black": ["h8"]}"#), None);
/// ```
pub fn case_variant(input: &[u8]) -> Option<&str> {
    renju_conformance::named_variants(std::str::from_utf8(input).ok()?).next()
}

/// The report of `renju check`: the rule, the board with black's forbidden points marked, a
/// legend and the forbidden points with their kinds (white's too, under a rule that
/// restricts white).
///
/// ```
/// use renju::{AnyBoard, Point, Rule};
/// let p = |s: &str| s.parse::<Point>().unwrap();
/// let board = AnyBoard::from_stones(15, &[p("f8"), p("g8"), p("h9"), p("h10")], &[]).unwrap();
/// let report = renju_cli::report(Rule::default_rule(), &board);
/// assert!(report.ends_with("forbidden for black: h8 double-three\n"));
/// ```
pub fn report(rule: &Rule, board: &AnyBoard) -> String {
    let forbidden = board.forbidden_map(rule, Color::Black);
    let marks: Vec<(Point, char)> = forbidden.iter().map(|&(p, k)| (p, mark(k))).collect();
    let mut out = format!("rule: {} - {}\n", rule.name(), rule.summary());
    if board.size() != rule.board_size() {
        let _ = writeln!(out, "board: {0}x{0}", board.size());
    }
    out.push_str(&board.diagram(&marks));
    out.push_str("legend: X black, O white; black may not play ");
    let legend: Vec<String> = ForbiddenKind::ALL
        .iter()
        .rev()
        .map(|&k| format!("{} {}", mark(k), k.name()))
        .collect();
    out.push_str(&legend.join(", "));
    out.push('\n');
    out.push_str("forbidden for black: ");
    if forbidden.is_empty() {
        out.push_str("none");
        if rule.settings().color(Color::Black).forbidden.is_empty() {
            let _ = write!(out, " (rule {} forbids nothing)", rule.name());
        }
    } else {
        let list: Vec<String> = forbidden.iter().map(|(p, k)| format!("{p} {k}")).collect();
        out.push_str(&list.join(", "));
    }
    out.push('\n');
    // Rules that restrict white too (omok) get white's list as well; the board marks black's.
    if !rule.settings().color(Color::White).forbidden.is_empty() {
        let white = board.forbidden_map(rule, Color::White);
        out.push_str("forbidden for white: ");
        if white.is_empty() {
            out.push_str("none");
        } else {
            let list: Vec<String> = white.iter().map(|(p, k)| format!("{p} {k}")).collect();
            out.push_str(&list.join(", "));
        }
        out.push('\n');
    }
    out
}
