//! `renju explain`: why one point of one position is forbidden or allowed, step by step.

use renju::explain::{ExplainLimits, Explanation};
use renju::{AnyBoard, Color, MoveError, Point, Rule};

/// The colour to play, as `--color` reads it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum PlayerColor {
    /// Black, the colour Renju restricts.
    #[default]
    Black,
    /// White.
    White,
}

impl From<PlayerColor> for Color {
    fn from(color: PlayerColor) -> Color {
        match color {
            PlayerColor::Black => Color::Black,
            PlayerColor::White => Color::White,
        }
    }
}

/// The report of `renju explain`: the board with the point marked `*`, then
/// [`Rule::explain`]'s explanation. An error if the point holds a stone or is off the board.
///
/// ```
/// use renju::{AnyBoard, Color, Point, Rule};
/// let p = |s: &str| s.parse::<Point>().unwrap();
/// let board = AnyBoard::from_stones(15, &[p("f8"), p("g8"), p("h9"), p("h10")], &[]).unwrap();
/// let text = renju_cli::explain::explain_report(Rule::default_rule(), &board, p("h8"), Color::Black);
/// assert!(text.unwrap().contains("\nh8 for black under renju: forbidden (double-three)\n"));
/// let error = renju_cli::explain::explain_report(Rule::default_rule(), &board, p("g8"), Color::Black);
/// assert_eq!(error.unwrap_err().to_string(), "g8 already holds a black stone");
/// ```
pub fn explain_report(
    rule: &Rule,
    board: &AnyBoard,
    p: Point,
    color: Color,
) -> Result<String, MoveError> {
    let explanation = explain(rule, board, p, color)?;
    let mut out = board.diagram(&[(p, '*')]);
    out.push('\n');
    out.push_str(&explanation.to_string());
    Ok(out)
}

/// The explanation of `renju explain --json`: [`Rule::explain`]'s tree as one JSON document
/// (one line), points and kinds as words. An error if the point holds a stone or is off the
/// board.
///
/// ```
/// use renju::{point, AnyBoard, Color, Rule};
/// let board = AnyBoard::from_stones(15, &[point!(f8), point!(g8), point!(h9), point!(h10)], &[]).unwrap();
/// let json = renju_cli::explain::explain_json(Rule::default_rule(), &board, point!(h8), Color::Black);
/// assert!(json.unwrap().starts_with(r#"{"point":"h8","color":"black","rule":"renju","#));
/// ```
pub fn explain_json(
    rule: &Rule,
    board: &AnyBoard,
    p: Point,
    color: Color,
) -> Result<String, MoveError> {
    // A tree of plain data, points and kinds as strings: it always serializes.
    explain(rule, board, p, color)
        .map(|explanation| serde_json::to_string(&explanation).unwrap_or_default() + "\n")
}

/// [`Rule::explain`] of `p` on `board`: the explanation every form of `renju explain` writes
/// (the default limits on nested detail).
pub(crate) fn explain(
    rule: &Rule,
    board: &AnyBoard,
    p: Point,
    color: Color,
) -> Result<Explanation, MoveError> {
    board.explain(rule, p, color, ExplainLimits::default())
}
