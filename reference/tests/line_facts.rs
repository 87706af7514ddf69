//! The reference's line facts and API on small hand-worked lines: what one line through a
//! point holds (fives, fours, straight fours, straight-four points), for each colour, and how
//! bad input is answered. Whole positions with their verdicts and maps are conformance cases
//! (`conformance/cases/*.txt`, checked in `conformance.rs`). Line pictures read left to right,
//! `X` black, `O` white, `.` empty, `|` the edge, and `P` is the point under test.

use renju_reference::{
    forbidden, forbidden_map, line_facts, Board, Direction, ForbiddenKind, LineFacts, Reading,
    Stone,
};
use ForbiddenKind::DoubleThree;

fn pt(name: &str) -> (usize, usize) {
    Board::parse_point(name).expect("valid point name")
}

fn board(black: &[&str], white: &[&str]) -> Board {
    Board::from_names(black, white).expect("valid position")
}

/// The verdict for black at `p` under `reading`.
fn verdict(black: &[&str], white: &[&str], p: &str, reading: Reading) -> Option<ForbiddenKind> {
    let (col, row) = pt(p);
    forbidden(&board(black, white), col, row, reading)
}

/// The facts of line `dir` through `p`, on the board where `p` already holds a `color` stone.
fn facts(black: &[&str], white: &[&str], p: &str, dir: Direction, color: Stone) -> LineFacts {
    let mut b = board(black, white);
    let (col, row) = pt(p);
    assert!(
        b.get(col, row).is_none(),
        "{p} must be empty before the move"
    );
    assert!(b.set(col, row, Some(color)));
    line_facts(&b, col, row, dir, color)
}

fn names(points: &[(usize, usize)]) -> Vec<String> {
    points
        .iter()
        .map(|&(c, r)| Board::point_name(c, r))
        .collect()
}

#[test]
fn x_gap_xxxx_gap_is_a_four_but_not_straight() {
    // Row 8: c8 X, d8 ., e8 f8 g8 X, P = h8, i8 ., j8 .  ->  `X.XXXX..`.
    // Filling i8 makes e8-i8, exactly five (d8 empty, j8 empty): a four {e8,f8,g8,h8}.
    // Filling d8 makes c8-h8, six: so the run e8-h8 is not a straight four.
    let f = facts(
        &["c8", "e8", "f8", "g8"],
        &[],
        "h8",
        Direction::Horizontal,
        Stone::Black,
    );
    assert_eq!(f.fours, 1);
    assert!(!f.straight_four);
    assert!(!f.five && !f.overline);
    assert!(f.three_points.is_empty(), "a line with a four has no three");
}

#[test]
fn straight_four_is_one_four() {
    // Row 8: d8 ., e8 f8 g8 X, P = h8, i8 .  (c8, j8 empty)  ->  `..XXXX..`.
    // Windows d8-h8 (fill d8) and e8-i8 (fill i8) both give the set {e8,f8,g8,h8}: one four,
    // two completion points, and both ends make exactly five: a straight four.
    let f = facts(
        &["e8", "f8", "g8"],
        &[],
        "h8",
        Direction::Horizontal,
        Stone::Black,
    );
    assert_eq!(f.fours, 1);
    assert!(f.straight_four);
    assert_eq!(
        verdict(&["e8", "f8", "g8"], &[], "h8", Reading::Literal),
        None
    );
}

#[test]
fn open_three_has_two_straight_four_points() {
    // Row 8: `...XXX...` with f8 g8 X and P = h8: e8 gives e8-h8 (d8, i8 empty; c8, j8 not
    // black) and i8 gives f8-i8 (e8, j8 empty): both straight fours. d8 or j8 leave a gap.
    let f = facts(
        &["f8", "g8"],
        &[],
        "h8",
        Direction::Horizontal,
        Stone::Black,
    );
    assert_eq!(names(&f.three_points), ["e8", "i8"]);
    assert_eq!(f.fours, 0);
    assert!(!f.straight_four);
}

#[test]
fn split_three_has_one_straight_four_point() {
    // Row 8: `..XX.X..` with f8 g8 X, h8 ., P = i8: only h8 makes the unbroken f8-i8 (e8, j8
    // empty, d8, k8 not black). e8 makes e8-g8 plus a gap; j8 makes i8-j8 plus a gap.
    let f = facts(
        &["f8", "g8"],
        &[],
        "i8",
        Direction::Horizontal,
        Stone::Black,
    );
    assert_eq!(names(&f.three_points), ["h8"]);
}

#[test]
fn white_wins_with_six_and_has_no_overline() {
    // Row c8-h8 white, six stones, P = h8: a five for white (five or more), never an overline.
    let f = facts(
        &[],
        &["c8", "d8", "e8", "f8", "g8"],
        "h8",
        Direction::Horizontal,
        Stone::White,
    );
    assert!(f.five);
    assert!(!f.overline);
    assert_eq!(f.fours, 0);
    // The same stones in black: an overline, not a five.
    let f = facts(
        &["c8", "d8", "e8", "f8", "g8"],
        &[],
        "h8",
        Direction::Horizontal,
        Stone::Black,
    );
    assert!(f.overline);
    assert!(!f.five);
}

#[test]
fn white_o_gap_oooo_gap_is_a_straight_four() {
    // Row 8 white: c8 O, d8 ., e8 f8 g8 O, P = h8, i8 ., j8 .  ->  `O.OOOO..`.
    // The run e8-h8 is four; filling d8 gives c8-h8, six, which is a five for white; filling
    // i8 gives e8-i8. Both ends win: a straight four for white (for black it is not).
    // Fours holding h8: windows d8-h8 and e8-i8 both give {e8,f8,g8,h8}; f8-j8 has two
    // empty points; c8-g8 does not hold h8. One four.
    let f = facts(
        &[],
        &["c8", "e8", "f8", "g8"],
        "h8",
        Direction::Horizontal,
        Stone::White,
    );
    assert!(f.straight_four);
    assert_eq!(f.fours, 1);
    assert!(f.three_points.is_empty());
    // The black stone in the way of white: a black d8 blocks, leaving only the four e8-i8.
    let f = facts(
        &["d8"],
        &["c8", "e8", "f8", "g8"],
        "h8",
        Direction::Horizontal,
        Stone::White,
    );
    assert!(!f.straight_four);
    assert_eq!(f.fours, 1);
}

#[test]
fn line_facts_of_a_point_without_that_stone_is_empty() {
    let b = board(&["h8", "g8", "f8"], &["i8"]);
    // h8 holds black, not white.
    assert_eq!(
        line_facts(&b, 7, 7, Direction::Horizontal, Stone::White),
        LineFacts::default()
    );
    // a1 is empty; (15, 3) and (usize::MAX, 0) are off the board.
    assert_eq!(
        line_facts(&b, 0, 0, Direction::Vertical, Stone::Black),
        LineFacts::default()
    );
    assert_eq!(
        line_facts(&b, 15, 3, Direction::Diagonal, Stone::Black),
        LineFacts::default()
    );
    assert_eq!(
        line_facts(&b, usize::MAX, 0, Direction::AntiDiagonal, Stone::Black),
        LineFacts::default()
    );
    // And h8 itself, in black, does hold something: the row g8-f8-h8 against white i8.
    let row = line_facts(&b, 7, 7, Direction::Horizontal, Stone::Black);
    assert_eq!(names(&row.three_points), Vec::<String>::new());
    assert!(!row.five && row.fours == 0);
}

#[test]
fn occupied_and_off_board_points_are_never_forbidden() {
    // h8 is a double-three point for black; once a stone stands there it is not a move.
    let black = ["f8", "g8", "h9", "h10"];
    let mut b = board(&black, &[]);
    assert_eq!(forbidden(&b, 7, 7, Reading::Literal), Some(DoubleThree));
    b.set(7, 7, Some(Stone::White));
    assert_eq!(forbidden(&b, 7, 7, Reading::Literal), None);
    assert_eq!(forbidden(&b, 15, 7, Reading::Literal), None);
    assert_eq!(forbidden(&b, 7, usize::MAX, Reading::FiveKeepsThree), None);
    assert!(forbidden_map(&b, Reading::Literal).is_empty());
}

#[test]
fn direction_steps() {
    assert_eq!(
        Direction::ALL.map(Direction::step),
        [(1, 0), (0, 1), (1, 1), (1, -1)]
    );
}

#[test]
fn from_names_reports_bad_and_repeated_points() {
    assert!(Board::from_names(&["h8", "h8"], &[]).is_err());
    assert!(Board::from_names(&["h8"], &["h8"]).is_err());
    assert!(Board::from_names(&[], &["p1"]).is_err());
    assert!(Board::from_names(&["a0"], &[]).is_err());
    let b = Board::from_names(&["a1"], &["o15"]).expect("valid");
    assert_eq!(b.get(0, 0), Some(Stone::Black));
    assert_eq!(b.get(14, 14), Some(Stone::White));
}

#[test]
fn forbidden_map_agrees_with_forbidden_point_by_point() {
    // The false-three example (several kinds on one board), under both readings.
    let b = board(
        &["e8", "f8", "g6", "g7", "g9", "g10", "g11", "h9", "h10"],
        &[],
    );
    for reading in [Reading::Literal, Reading::FiveKeepsThree] {
        let map = forbidden_map(&b, reading);
        let mut expected = Vec::new();
        for row in 0..Board::SIZE {
            for col in 0..Board::SIZE {
                if let Some(kind) = forbidden(&b, col, row, reading) {
                    expected.push(((col, row), kind));
                }
            }
        }
        assert_eq!(map, expected);
        assert!(!map.is_empty());
    }
}
