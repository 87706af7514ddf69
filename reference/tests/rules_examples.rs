//! The six examples of RULES.md ("The six examples, as positions"; black to play h8, no white
//! stones), with the verdict at h8 and the full forbidden map listed in "Full forbidden maps of
//! these positions" (literal RIF reading). The expected values are copied from RULES.md, not
//! from this crate's output.

use renju_reference::{forbidden, forbidden_map, Board, ForbiddenKind, Reading};

fn board(black: &[&str]) -> Board {
    Board::from_names(black, &[]).expect("valid example position")
}

fn h8_verdict(black: &[&str], reading: Reading) -> Option<ForbiddenKind> {
    forbidden(&board(black), 7, 7, reading)
}

/// The forbidden map as `(point name, kind)` pairs, in the map's own order.
fn named_map(black: &[&str], reading: Reading) -> Vec<(String, ForbiddenKind)> {
    forbidden_map(&board(black), reading)
        .into_iter()
        .map(|((col, row), kind)| (Board::point_name(col, row), kind))
        .collect()
}

fn expected(points: &[(&str, ForbiddenKind)]) -> Vec<(String, ForbiddenKind)> {
    points
        .iter()
        .map(|&(name, kind)| (name.to_string(), kind))
        .collect()
}

use ForbiddenKind::{DoubleFour, DoubleThree, Overline};

const DOUBLE_THREE: &[&str] = &["f8", "g8", "h9", "h10"];
const DOUBLE_FOUR: &[&str] = &["d8", "e8", "f8", "j8", "k8", "l8"];
const OVERLINE: &[&str] = &["e8", "f8", "g8", "i8", "j8"];
const FALSE_THREE: &[&str] = &["e8", "f8", "g6", "g7", "g9", "g10", "g11", "h9", "h10"];
const FOUR_THREE: &[&str] = &["e8", "f8", "g8", "h9", "h10"];
const FIVE_WINS: &[&str] = &["d8", "e8", "f8", "g8", "h9", "h10", "i9", "j10"];

// In examples 1 to 5 no black point completes a five at h8's level (black has no four on the
// board), so the disputed point cannot arise at h8 and both readings must agree there. In
// example 6, h8 itself completes the five d8-h8, which wins under either reading.
const BOTH: [Reading; 2] = [Reading::Literal, Reading::FiveKeepsThree];

#[test]
fn example_double_three() {
    // Row f8-g8-h8 (straight-four points e8, i8) and column h8-h9-h10 (h7, h11): two threes.
    for reading in BOTH {
        assert_eq!(h8_verdict(DOUBLE_THREE, reading), Some(DoubleThree));
    }
    assert_eq!(
        named_map(DOUBLE_THREE, Reading::Literal),
        expected(&[("h8", DoubleThree)])
    );
}

#[test]
fn example_double_four() {
    // d8 e8 f8 h8 completes at g8; h8 j8 k8 l8 completes at i8: two fours on one line.
    for reading in BOTH {
        assert_eq!(h8_verdict(DOUBLE_FOUR, reading), Some(DoubleFour));
    }
    assert_eq!(
        named_map(DOUBLE_FOUR, Reading::Literal),
        expected(&[("h8", DoubleFour)])
    );
}

#[test]
fn example_overline() {
    // e8 to j8 is six.
    for reading in BOTH {
        assert_eq!(h8_verdict(OVERLINE, reading), Some(Overline));
    }
    assert_eq!(
        named_map(OVERLINE, Reading::Literal),
        expected(&[("h8", Overline)])
    );
}

#[test]
fn example_false_three() {
    // The row three e8-f8-.-h8 becomes a straight four only at g8, which is an overline
    // (g6-g11), so only the column three h8-h9-h10 is real: legal.
    for reading in BOTH {
        assert_eq!(h8_verdict(FALSE_THREE, reading), None);
    }
    // The map also checks the order: row 8 before row 9 (e9 f9 i9 by column) before row 11.
    assert_eq!(
        named_map(FALSE_THREE, Reading::Literal),
        expected(&[
            ("g8", Overline),
            ("e9", DoubleThree),
            ("f9", DoubleThree),
            ("i9", DoubleThree),
            ("h11", DoubleThree),
        ])
    );
}

#[test]
fn example_four_three() {
    // Straight four e8-h8 plus one three h8-h9-h10: 4-3 is legal.
    for reading in BOTH {
        assert_eq!(h8_verdict(FOUR_THREE, reading), None);
    }
    assert_eq!(named_map(FOUR_THREE, Reading::Literal), expected(&[]));
}

#[test]
fn example_five_wins() {
    // Exactly five d8-h8 wins although the column and the diagonal look like two threes.
    for reading in BOTH {
        assert_eq!(h8_verdict(FIVE_WINS, reading), None);
    }
    assert_eq!(
        named_map(FIVE_WINS, Reading::Literal),
        expected(&[("g9", DoubleThree), ("i10", DoubleThree)])
    );
}

#[test]
fn without_the_five_the_five_wins_shape_is_a_double_three() {
    // Control for example 6: remove d8, so h8 makes the four e8-h8 (not a five) plus the
    // column three h8-h9-h10 (h7/h11) and the diagonal three h8-i9-j10 (g7/k11): 4-3-3, which
    // is a double-three. This shows the five, not an accident of the shape, made h8 legal.
    let black = ["e8", "f8", "g8", "h9", "h10", "i9", "j10"];
    assert_eq!(h8_verdict(&black, Reading::Literal), Some(DoubleThree));
}
