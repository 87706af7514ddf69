//! `renju explain`: why one point of one position is forbidden or allowed, step by step.

use renju::{Board, BoardSize, Color, MoveError, Point, Rule};

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
/// use renju::{Board, Color, Point, Rule};
/// let p = |s: &str| s.parse::<Point>().unwrap();
/// let board: Board = Board::from_stones(&[p("f8"), p("g8"), p("h9"), p("h10")], &[]).unwrap();
/// let text = renju_cli::explain_report(Rule::default_rule(), &board, p("h8"), Color::Black);
/// assert!(text.unwrap().contains("\nh8 for black under renju: forbidden (double-three)\n"));
/// let error = renju_cli::explain_report(Rule::default_rule(), &board, p("g8"), Color::Black);
/// assert_eq!(error.unwrap_err().to_string(), "g8 already holds a black stone");
/// ```
pub fn explain_report<S: BoardSize>(
    rule: &Rule,
    board: &Board<S>,
    p: Point,
    color: Color,
) -> Result<String, MoveError> {
    let explanation = rule.explain(board, p, color)?;
    let mut out = renju::diagram::render(board, &[(p, '*')]);
    out.push('\n');
    out.push_str(&explanation.to_string());
    Ok(out)
}

/// The explanation of `renju explain --json`: [`Rule::explain`]'s tree as one JSON document
/// (one line), points and kinds as words. An error if the point holds a stone or is off the
/// board.
///
/// ```
/// use renju::{point, Board, Color, Rule};
/// let board: Board = Board::from_stones(&[point!(f8), point!(g8), point!(h9), point!(h10)], &[]).unwrap();
/// let json = renju_cli::explain_json(Rule::default_rule(), &board, point!(h8), Color::Black);
/// assert!(json.unwrap().starts_with(r#"{"point":"h8","color":"black","rule":"renju","#));
/// ```
pub fn explain_json<S: BoardSize>(
    rule: &Rule,
    board: &Board<S>,
    p: Point,
    color: Color,
) -> Result<String, MoveError> {
    let explanation = rule.explain(board, p, color)?;
    // A tree of plain data, points and kinds as strings: it always serializes.
    let mut json = serde_json::to_string(&explanation).unwrap_or_default();
    json.push('\n');
    Ok(json)
}
