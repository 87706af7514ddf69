//! `renju explain`: why one point of one position is forbidden or allowed, step by step.

use renju::{Board, Color, Occupied, Point, Rule};

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
/// [`Rule::explain`]'s explanation. An error if the point holds a stone.
///
/// ```
/// use renju::{Board, Color, Point, Rule};
/// let p = |s: &str| s.parse::<Point>().unwrap();
/// let board = Board::from_stones(&[p("f8"), p("g8"), p("h9"), p("h10")], &[]).unwrap();
/// let text = renju_cli::explain_report(Rule::default_rule(), &board, p("h8"), Color::Black);
/// assert!(text.unwrap().contains("\nh8 for black under renju: forbidden (double-three)\n"));
/// let error = renju_cli::explain_report(Rule::default_rule(), &board, p("g8"), Color::Black);
/// assert_eq!(error.unwrap_err().to_string(), "g8 already holds a black stone");
/// ```
pub fn explain_report(
    rule: &Rule,
    board: &Board,
    p: Point,
    color: Color,
) -> Result<String, Occupied> {
    let explanation = rule.explain(board, p, color)?;
    let mut out = renju::diagram::render(board, &[(p, '*')]);
    out.push('\n');
    out.push_str(&explanation.to_string());
    Ok(out)
}
