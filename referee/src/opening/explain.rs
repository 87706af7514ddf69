//! An opening judged, in words and pictures, as `renju explain` explains a forbidden point:
//! the rule, the canonical opening, and for a foul the sentence that cites the clause and the
//! board it was made on: for a move outside its square, the square drawn (`+` its empty
//! points) and the move (`*`); for symmetrical offers, the two offers (`a`, `b`) and the
//! symmetry that maps the one position onto the other; for a fifth move not offered, the
//! offers (`+`) and the move (`*`).

use crate::opening::judge::{OpeningFoulKind, OpeningJudgement};
use crate::opening::spec::Square;
use crate::stone::Move;
use renju::{AnyBoard, Color, Point};
use std::fmt::Write as _;

/// The opening `judged` of a game whose moves are `moves`, on a board of `size` points a
/// side, explained in words with a picture of the board the foul was made on.
///
/// ```
/// use renju::{point, Color};
/// use renju_referee::opening::{explain, OpeningReferee, OpeningRule};
/// use renju_referee::Move;
/// let rule = OpeningRule::by_name("rif")?;
/// let mut opening = OpeningReferee::new(rule, None, 15)?;
/// let moves = [Move { point: point!(h8), color: Color::Black }, Move { point: point!(h10), color: Color::White }];
/// for m in &moves {
///     let _ = opening.on_move(m.point, m.color);
/// }
/// let text = explain(&opening.judgement(), &moves, 15);
/// assert!(text.starts_with("opening rule rif"));
/// assert!(text.contains("move 2 (h10) lies outside the central 3x3 square"));
/// assert!(text.contains(" 9 . . . . . . + + + . . . . . .  9"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn explain(judged: &OpeningJudgement, moves: &[Move], size: usize) -> String {
    let mut out = format!(
        "opening rule {} (symmetrical offers read on the {})\n",
        judged.rule,
        match judged.symmetry {
            crate::opening::SymmetryReading::Board => "board",
            crate::opening::SymmetryReading::Pattern => "stones alone: pattern",
        }
    );
    match judged.opening {
        Some(o) => {
            let _ = writeln!(out, "opening: {} ({})", o.code, o.name);
        }
        None => out.push_str("opening: none of the 26 (moves 1 to 3 are not in the RIF squares)\n"),
    }
    let Some(foul) = &judged.foul else {
        out.push_str("no foul of the opening\n");
        if !judged.unchecked.is_empty() {
            let _ = writeln!(
                out,
                "not checked (the record does not carry it): {}",
                judged.unchecked.join(", ")
            );
        }
        return out;
    };
    let _ = writeln!(out, "foul at move {}: {}", foul.at, foul.kind.code());
    let _ = writeln!(out, "{}", foul.sentence);
    // The board the foul was made on: the moves before the one judged (a swap or a
    // declaration: the moves up to it).
    let before = match foul.kind {
        OpeningFoulKind::SwapNotAllowed | OpeningFoulKind::DeclareOutOfRange => foul.at,
        _ => foul.at.saturating_sub(1),
    };
    let shown = &moves[..before.min(moves.len())];
    let black: Vec<Point> = shown
        .iter()
        .filter(|m| m.color == Color::Black)
        .map(|m| m.point)
        .collect();
    let white: Vec<Point> = shown
        .iter()
        .filter(|m| m.color == Color::White)
        .map(|m| m.point)
        .collect();
    let Ok(board) = AnyBoard::from_stones(size, &black, &white) else {
        return out;
    };
    let mut marks: Vec<(Point, char)> = Vec::new();
    let legend = match foul.kind {
        OpeningFoulKind::OutsideSquare => {
            if let Some(Square::Centred(side)) = foul.square {
                let (c, r) = ((size / 2) as i32, i32::from(side / 2));
                for p in Point::all_of(size) {
                    if (p.col() as i32 - c).abs() <= r && (p.row() as i32 - c).abs() <= r {
                        marks.push((p, '+'));
                    }
                }
            }
            marks.retain(|(p, _)| !foul.points.contains(p));
            marks.extend(foul.points.iter().map(|&p| (p, '*')));
            "+ the square, * the move"
        }
        OpeningFoulKind::SymmetricOffers => {
            marks.extend(foul.points.iter().zip(['a', 'b']).map(|(&p, c)| (p, c)));
            if let (Some(symmetry), [a, b, ..]) = (foul.symmetry, foul.points.as_slice()) {
                let _ = writeln!(
                    out,
                    "{symmetry} maps the stones with {a} (a) onto the stones with {b} (b)"
                );
            }
            "a, b the two offers"
        }
        OpeningFoulKind::NotOffered => {
            if let Some((&fifth, offers)) = foul.points.split_first() {
                marks.extend(offers.iter().map(|&p| (p, '+')));
                marks.push((fifth, '*'));
            }
            "+ the offers, * the fifth move"
        }
        OpeningFoulKind::OfferCount | OpeningFoulKind::OfferOccupied => {
            marks.extend(foul.points.iter().map(|&p| (p, '+')));
            "+ the offers at fault"
        }
        OpeningFoulKind::SwapNotAllowed | OpeningFoulKind::DeclareOutOfRange => "",
    };
    out.push_str(&board.diagram(&marks));
    if legend.is_empty() {
        out.push_str("legend: X black, O white\n");
    } else {
        let _ = writeln!(out, "legend: X black, O white, {legend}");
    }
    out
}
