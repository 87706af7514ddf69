//! Small positions worked out by hand from the definitions of RULES.md. Each test explains the
//! reasoning; line pictures read left to right (or bottom to top), `X` black, `O` white, `.`
//! empty, `|` the edge, and `P` is the point under test.

use renju_reference::{
    forbidden, forbidden_map, line_facts, Board, Direction, ForbiddenKind, LineFacts, Reading,
    Stone,
};
use ForbiddenKind::{DoubleFour, DoubleThree, Overline};

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

// ---------------------------------------------------------------------------------------------
// Fours

#[test]
fn x_gap_xxxx_is_not_a_four() {
    // Row 8: c8 X, d8 ., e8 f8 g8 X, P = h8, i8 O  ->  `X.XXXXO`.
    // The windows of five points holding h8: d8-h8 `.XXXX` (filling d8 makes c8-h8, six: not a
    // five), and e8-i8, f8-j8, g8-k8, h8-l8 all hold the white i8. So no four on the row.
    // The column h8-h11 (h7, h12 empty, h6, h13 not black) is a straight four: one four.
    // If the row counted as a four this would be a double-four; it is not: legal.
    let black = ["c8", "e8", "f8", "g8", "h9", "h10", "h11"];
    let white = ["i8"];
    let row = facts(&black, &white, "h8", Direction::Horizontal, Stone::Black);
    assert_eq!(row, LineFacts::default(), "X.XXXX blocked: nothing at all");
    let column = facts(&black, &white, "h8", Direction::Vertical, Stone::Black);
    assert_eq!(column.fours, 1);
    assert!(column.straight_four);
    assert_eq!(verdict(&black, &white, "h8", Reading::Literal), None);

    // Control: without c8, filling d8 makes d8-h8, exactly five (c8 empty, i8 white), so the
    // row holds a four and h8 is a double-four.
    let black = ["e8", "f8", "g8", "h9", "h10", "h11"];
    let row = facts(&black, &white, "h8", Direction::Horizontal, Stone::Black);
    assert_eq!(row.fours, 1);
    assert!(!row.straight_four, "i8 is white");
    assert_eq!(
        verdict(&black, &white, "h8", Reading::Literal),
        Some(DoubleFour)
    );
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
fn x_gap_xxx_gap_x_is_a_double_four_on_one_line() {
    // Row 8: d8 X, e8 ., f8 g8 X, P = h8, i8 ., j8 X  ->  `X.XXX.X`.
    // Window d8-h8: fill e8 -> d8-h8, exactly five (c8, i8 empty): four {d8,f8,g8,h8}.
    // Window f8-j8: fill i8 -> f8-j8, exactly five (e8, k8 empty): four {f8,g8,h8,j8}.
    // Windows e8-i8, g8-k8, h8-l8 have two empty points. Two distinct sets: double-four.
    let black = ["d8", "f8", "g8", "j8"];
    let f = facts(&black, &[], "h8", Direction::Horizontal, Stone::Black);
    assert_eq!(f.fours, 2);
    assert!(
        !f.straight_four,
        "the run through h8 is f8-h8, three stones"
    );
    assert_eq!(
        verdict(&black, &[], "h8", Reading::Literal),
        Some(DoubleFour)
    );
}

#[test]
fn xx_gap_xx_gap_xx_is_a_double_four() {
    // Row 8: c8 d8 X, e8 ., f8 X, P = g8, h8 ., i8 j8 X  ->  `XX.XX.XX`.
    // Window c8-g8: fill e8 -> c8-g8 exactly five (b8, h8 empty): {c8,d8,f8,g8}.
    // Window f8-j8: fill h8 -> f8-j8 exactly five (e8, k8 empty): {f8,g8,i8,j8}.
    // The other windows holding g8 (d8-h8, e8-i8, g8-k8) have two empty points.
    let black = ["c8", "d8", "f8", "i8", "j8"];
    let f = facts(&black, &[], "g8", Direction::Horizontal, Stone::Black);
    assert_eq!(f.fours, 2);
    assert_eq!(
        verdict(&black, &[], "g8", Reading::Literal),
        Some(DoubleFour)
    );
}

#[test]
fn xxx_gap_x_gap_xxx_is_a_double_four() {
    // Row 8: b8 c8 d8 X, e8 ., P = f8, g8 ., h8 i8 j8 X  ->  `XXX.X.XXX`.
    // Window b8-f8: fill e8 -> b8-f8 exactly five (a8, g8 empty): {b8,c8,d8,f8}.
    // Window f8-j8: fill g8 -> f8-j8 exactly five (e8, k8 empty): {f8,h8,i8,j8}.
    // Windows c8-g8, d8-h8, e8-i8 have two empty points.
    let black = ["b8", "c8", "d8", "h8", "i8", "j8"];
    let f = facts(&black, &[], "f8", Direction::Horizontal, Stone::Black);
    assert_eq!(f.fours, 2);
    assert_eq!(
        verdict(&black, &[], "f8", Reading::Literal),
        Some(DoubleFour)
    );
}

// ---------------------------------------------------------------------------------------------
// Threes and the edge

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
fn three_against_the_edge_is_not_a_three() {
    // Row 8 from the left edge: `|XXX...` with a8 b8 X and P = c8. The only points that make
    // four in a row with c8 are d8 (a8-d8, but its left end is the edge, which blocks like a
    // white stone) and nothing on the left (a8, b8 taken, then the edge). So no three.
    // The column c8-c9-c10 is a three (c7 and c11 both give straight fours). One three: legal.
    let black = ["a8", "b8", "c9", "c10"];
    let row = facts(&black, &[], "c8", Direction::Horizontal, Stone::Black);
    assert_eq!(row, LineFacts::default());
    let column = facts(&black, &[], "c8", Direction::Vertical, Stone::Black);
    assert_eq!(names(&column.three_points), ["c7", "c11"]);
    assert_eq!(verdict(&black, &[], "c8", Reading::Literal), None);

    // Control, one point further from the edge: `|.XXX..` with b8 c8 X, P = d8. a8 gives a8-d8
    // against the edge (not straight), but e8 gives b8-e8 with a8 and f8 empty, and both make
    // exactly five: a three. With the column d8-d9-d10 that is a double-three, if the
    // straight-four points are legal: e8 (on the board with d8) makes only the straight four
    // b8-e8 (its other lines hold at most e8 and d9), and d7 only the straight four d7-d10
    // (its anti-diagonal holds c8 and d7, nothing more). So both threes are real.
    let black = ["b8", "c8", "d9", "d10"];
    let row = facts(&black, &[], "d8", Direction::Horizontal, Stone::Black);
    assert_eq!(names(&row.three_points), ["e8"]);
    assert_eq!(
        verdict(&black, &[], "d8", Reading::Literal),
        Some(DoubleThree)
    );
}

#[test]
fn diagonal_three_against_the_corner() {
    // Diagonal from a1: `|XXX..` with a1 b2 X, P = c3: d4 gives a1-d4, whose lower end is
    // the edge: no three. One point further, b2 c3 X and P = d4: e5 gives b2-e5 (a1, f6
    // empty, g7 not black): a three at e5 only (a1 would give a1-d4 against the corner).
    let f = facts(&["a1", "b2"], &[], "c3", Direction::Diagonal, Stone::Black);
    assert!(f.three_points.is_empty());
    let f = facts(&["b2", "c3"], &[], "d4", Direction::Diagonal, Stone::Black);
    assert_eq!(names(&f.three_points), ["e5"]);
}

#[test]
fn boxed_in_three_is_not_a_three() {
    // Row 8: `O.XXX.O`: c8 O, d8 ., e8 X, P = f8, g8 X, h8 ., i8 O. d8 makes d8-g8 whose left
    // end c8 is white; h8 makes e8-h8 whose right end i8 is white. Neither is straight, and
    // no window of five holding f8 has four black stones: nothing on the row.
    // The column f8-f9-f10 is one real three (f11 makes only the straight four f8-f11): legal.
    let black = ["e8", "g8", "f9", "f10"];
    let white = ["c8", "i8"];
    let row = facts(&black, &white, "f8", Direction::Horizontal, Stone::Black);
    assert_eq!(row, LineFacts::default());
    assert_eq!(verdict(&black, &white, "f8", Reading::Literal), None);

    // Control without the white stones: d8 (and h8) give straight fours, d8 is a plain legal
    // move (a straight four and nothing else), so the row is a real three: double-three.
    let row = facts(&black, &[], "f8", Direction::Horizontal, Stone::Black);
    assert_eq!(names(&row.three_points), ["d8", "h8"]);
    assert_eq!(
        verdict(&black, &[], "f8", Reading::Literal),
        Some(DoubleThree)
    );

    // Half-boxed `O.XXX...`: with only c8 white, h8 still makes e8-h8 with d8 and i8 empty;
    // filling d8 makes d8-h8, exactly five (c8 white), filling i8 makes e8-i8: straight. So
    // it is a three, with h8 as its only straight-four point.
    let row = facts(&black, &["c8"], "f8", Direction::Horizontal, Stone::Black);
    assert_eq!(names(&row.three_points), ["h8"]);
    assert_eq!(
        verdict(&black, &["c8"], "f8", Reading::Literal),
        Some(DoubleThree)
    );
}

// ---------------------------------------------------------------------------------------------
// Precedence: five, overline, double-four, double-three

#[test]
fn five_beats_an_overline_in_another_direction() {
    // Row: d8 e8 f8 g8 + P = h8 is exactly five (c8, i8 empty). Column: h5 h6 h7 + h8 + h9 h10
    // is six. Step 1 (five) comes before step 2 (overline): legal.
    let black = ["d8", "e8", "f8", "g8", "h5", "h6", "h7", "h9", "h10"];
    let row = facts(&black, &[], "h8", Direction::Horizontal, Stone::Black);
    assert!(row.five && !row.overline);
    let column = facts(&black, &[], "h8", Direction::Vertical, Stone::Black);
    assert!(column.overline && !column.five);
    assert_eq!(verdict(&black, &[], "h8", Reading::Literal), None);

    // Control: with i8 black too the row is six as well, no five anywhere: overline.
    let mut black = black.to_vec();
    black.push("i8");
    assert_eq!(verdict(&black, &[], "h8", Reading::Literal), Some(Overline));
}

#[test]
fn overline_is_reported_before_double_four() {
    // Row e8 f8 g8 P i8 j8 is six; column h8-h11 and diagonal h8-i9-j10-k11 are two fours.
    // Overline comes first (and a four does not excuse an overline).
    let black = [
        "e8", "f8", "g8", "i8", "j8", "h9", "h10", "h11", "i9", "j10", "k11",
    ];
    assert_eq!(verdict(&black, &[], "h8", Reading::Literal), Some(Overline));
}

#[test]
fn double_four_is_reported_before_double_three() {
    // Row e8-h8 and column h8-h11 are two straight fours (one four each); diagonal h8-i9-j10
    // and anti-diagonal h8-g9-f10 are two threes. Double-four comes first.
    let black = [
        "e8", "f8", "g8", "h9", "h10", "h11", "i9", "j10", "g9", "f10",
    ];
    assert_eq!(
        verdict(&black, &[], "h8", Reading::Literal),
        Some(DoubleFour)
    );
}

#[test]
fn four_three_three_is_a_double_three() {
    // Row e8-h8 is a straight four (a four); column h8-h9-h10 is a three whose point h11 makes
    // only the straight four h8-h11 (legal); diagonal h8-i9-j10 is a three whose point g7
    // makes the straight four g7-j10 and otherwise only pairs (g7-g8, g7-f8): legal.
    // One four plus two real threes: double-three (4-3-3).
    let black = ["e8", "f8", "g8", "h9", "h10", "i9", "j10"];
    let row = facts(&black, &[], "h8", Direction::Horizontal, Stone::Black);
    assert_eq!(row.fours, 1);
    assert!(
        row.three_points.is_empty(),
        "no three on a line with a four"
    );
    assert_eq!(
        verdict(&black, &[], "h8", Reading::Literal),
        Some(DoubleThree)
    );
}

// ---------------------------------------------------------------------------------------------
// The recursion (false threes) and the disputed point

#[test]
fn false_three_two_levels_deep() {
    // Black f8 g8 h9 h10 i9 i10 j9 k10, white d8; P = h8.
    //
    // Level 0, P = h8. Row `O.XXX...` (d8 O): e8 gives e8-h8 against the white d8, so the only
    // straight-four point is i8 (f8-i8; filling e8 gives e8-i8, exactly five because d8 is
    // white; filling j8 gives f8-j8, k8 empty). Column h8-h9-h10: points h7 and h11. The
    // diagonal holds h8 i9 only, the anti-diagonal h8 only. So two candidate threes.
    //
    // Level 1, Q = i8 (board with h8): row f8-i8 is a straight four (one four); column
    // i8-i9-i10 is a three (points i7, i11); diagonal i8-j9-k10 is a three (points h7, l11);
    // anti-diagonal holds h9 i8 only. Are these threes real?
    //   - i11 (board with h8, i8): straight four i8-i11, and on its diagonal f8 . h10 i11 a
    //     three (g9), nothing else: a 4-3, legal. So the column three of i8 is real.
    //   - h7: straight four h7-k10 on the diagonal and also h7-h10 on the column (h6, h11
    //     empty): a double-four, forbidden. But l11 makes only the straight four i8-l11:
    //     legal. So the diagonal three of i8 is real.
    //   So i8 is 4-3-3: a double-three, forbidden.
    //
    // Back at level 0: the row three's only point i8 is forbidden, so the row three is false.
    // The column three is real: h11 makes the straight four h8-h11 plus the anti-diagonal
    // three h11-i10-j9 (4-3, legal). One real three: h8 is legal.
    let black = ["f8", "g8", "h9", "h10", "i9", "i10", "j9", "k10"];
    let white = ["d8"];
    let row = facts(&black, &white, "h8", Direction::Horizontal, Stone::Black);
    assert_eq!(names(&row.three_points), ["i8"]);
    assert_eq!(verdict(&black, &white, "h8", Reading::Literal), None);

    // Check the chain step by step.
    let mut with_h8 = board(&black, &white);
    with_h8.set(7, 7, Some(Stone::Black));
    let at = |b: &Board, name: &str| {
        let (c, r) = pt(name);
        forbidden(b, c, r, Reading::Literal)
    };
    assert_eq!(at(&with_h8, "i8"), Some(DoubleThree));
    assert_eq!(at(&with_h8, "h11"), None);
    let mut with_h8_i8 = with_h8.clone();
    with_h8_i8.set(8, 7, Some(Stone::Black));
    assert_eq!(at(&with_h8_i8, "h7"), Some(DoubleFour));
    assert_eq!(at(&with_h8_i8, "l11"), None);
    assert_eq!(at(&with_h8_i8, "i11"), None);

    // Control: remove k10. Then i8's diagonal holds only i8-j9, so i8 makes the straight four
    // and just the column three (4-3, legal); the row three of h8 is real, and h8 (row three
    // plus column three) is a double-three.
    let black_no_k10 = ["f8", "g8", "h9", "h10", "i9", "i10", "j9"];
    assert_eq!(
        verdict(&black_no_k10, &white, "h8", Reading::Literal),
        Some(DoubleThree)
    );
}

#[test]
fn the_disputed_point_separates_the_two_readings() {
    // Black f8 g8 h9 h10 i9 i10 i11 i12, white d8; P = h8.
    // Row `O.XXX...`: the only straight-four point is i8 (e8 gives e8-h8 against white d8).
    // But i8 also completes the five i8-i12 on column i (i7, i13 empty).
    //   Literal: i8 is then not a straight-four point; the row holds no three.
    //   FiveKeepsThree: i8 still counts, and it is legal (the five wins): the row is a three.
    // Column h8-h9-h10 is a real three under both readings: h11 makes the straight four
    // h8-h11 and only pairs on its other lines (h11-i11, h11-i12, h11-i10).
    // Diagonal h8-i9 and anti-diagonal h8 alone: nothing.
    let black = ["f8", "g8", "h9", "h10", "i9", "i10", "i11", "i12"];
    let white = ["d8"];
    // The line-only test does not look at other directions: i8 is listed either way.
    let row = facts(&black, &white, "h8", Direction::Horizontal, Stone::Black);
    assert_eq!(names(&row.three_points), ["i8"]);
    assert_eq!(verdict(&black, &white, "h8", Reading::Literal), None);
    assert_eq!(
        verdict(&black, &white, "h8", Reading::FiveKeepsThree),
        Some(DoubleThree)
    );
    assert_eq!(Reading::default(), Reading::Literal);
}

// ---------------------------------------------------------------------------------------------
// White lines, and inputs that are not moves

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
