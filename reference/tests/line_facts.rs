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
        for row in 0..b.size() {
            for col in 0..b.size() {
                if let Some(kind) = forbidden(&b, col, row, reading) {
                    expected.push(((col, row), kind));
                }
            }
        }
        assert_eq!(map, expected);
        assert!(!map.is_empty());
    }
}

/// The facts of line `dir` through `p` on a board of `size` points a side, where `p` already
/// holds a black stone.
fn facts_on(size: usize, black: &[&str], p: &str, dir: Direction) -> LineFacts {
    let mut b = Board::sized_from_names(size, black, &[]).expect("valid position");
    let (col, row) = Board::parse_point_on(p, size).expect("valid point name");
    assert!(
        b.get(col, row).is_none(),
        "{p} must be empty before the move"
    );
    assert!(b.set(col, row, Some(Stone::Black)));
    line_facts(&b, col, row, dir, Stone::Black)
}

#[test]
fn the_edge_cuts_a_three_only_on_the_board_it_is_the_edge_of() {
    // Row 8, black m8 n8, P = l8: `. . X X X . |` on 15x15 (o8 the last column).
    // - k8 makes k8-n8, ends j8 (a five j8-n8, i8 empty) and o8 (a five k8-o8, the edge
    //   beyond): a straight four, so k8 is a straight-four point.
    // - o8 makes l8-o8, whose right end is the edge: not straight on 15x15.
    // On 19x19 (columns a-s) p8 is empty and o8 makes l8-o8 with ends k8 and p8, both making
    // exactly five (j8 and q8 empty): a straight four, a second straight-four point.
    let f = facts_on(15, &["m8", "n8"], "l8", Direction::Horizontal);
    assert_eq!(names(&f.three_points), ["k8"]);
    let f = facts_on(19, &["m8", "n8"], "l8", Direction::Horizontal);
    let names19: Vec<String> = f
        .three_points
        .iter()
        .map(|&(c, r)| Board::point_name_on(c, r, 19))
        .collect();
    assert_eq!(names19, ["k8", "o8"]);
}

#[test]
fn a_four_on_the_last_column_of_every_size_is_not_straight() {
    // Column: black on the last column's top three points, P the point below them: the run
    // of four ends on the edge, so only the point below completes a five (exactly five: two
    // below P is empty, or the edge on 5x5). One four, not straight.
    for size in [5, 7, 19, 20, 26] {
        let last = char::from(b'a' + size as u8 - 1);
        let name = |row: usize| format!("{last}{row}");
        let top: Vec<String> = (size - 2..=size).map(name).collect();
        let top: Vec<&str> = top.iter().map(String::as_str).collect();
        let f = facts_on(size, &top, &name(size - 3), Direction::Vertical);
        assert_eq!(f.fours, 1, "size {size}");
        assert!(!f.straight_four, "size {size}");
        assert!(
            !f.five && !f.overline && f.three_points.is_empty(),
            "size {size}"
        );
    }
}

#[test]
fn the_far_corner_of_26x26_holds_a_straight_four_that_25x25_cuts() {
    // Diagonal w23 x24 y25, P = v22: the run v22-y25. Its ends are u21 (a five u21-y25,
    // t20 empty) and z26 (a five v22-z26, the corner beyond). On 26x26 both are on the
    // board: a straight four. On 25x25 (columns a-y) z26 is off the board: one end, one
    // four, not straight.
    let f = facts_on(26, &["w23", "x24", "y25"], "v22", Direction::Diagonal);
    assert!(f.straight_four);
    assert_eq!(f.fours, 1);
    let f = facts_on(25, &["w23", "x24", "y25"], "v22", Direction::Diagonal);
    assert!(!f.straight_four);
    assert_eq!(f.fours, 1);
}

#[test]
fn sized_boards_report_bad_names_with_the_board() {
    assert_eq!(
        Board::sized_from_names(7, &["h1"], &[]).unwrap_err(),
        "bad point name \"h1\" (the board is 7x7: columns a-g, rows 1-7)"
    );
    assert!(Board::sized_from_names(19, &["s19"], &["s19"]).is_err());
    // The 15x15 reading of the same names is unchanged.
    assert!(Board::from_names(&["s19"], &[]).is_err());
    // A board of another size is never equal to the 15x15 one, even empty.
    assert_ne!(Board::with_size(19).unwrap(), Board::new());
    // Off-board points of a larger board are never forbidden either.
    let b = Board::with_size(20).unwrap();
    assert_eq!(forbidden(&b, 20, 0, Reading::Literal), None);
    assert!(forbidden_map(&b, Reading::Literal).is_empty());
}
