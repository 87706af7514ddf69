//! Small tests of the runtime's API: point names, board diagrams, line classes, occupied
//! points, the board edge, and the order of the rules' steps. Expected values are worked out by
//! hand in the comments.

use crate::common;

use common::{board, p};
use renju::{
    Board, Color, DiagramError, Direction, ForbiddenKind, MoveError, Point, Rule, Size, Standard,
    Verdict,
};

// ---------------------------------------------------------------------------------------------
// Points

#[test]
fn point_names_parse() {
    let at = |s: &str| {
        let q = p(s);
        (q.col(), q.row())
    };
    assert_eq!(at("a1"), (0, 0));
    assert_eq!(at("o1"), (14, 0));
    assert_eq!(at("a15"), (0, 14));
    assert_eq!(at("o15"), (14, 14));
    assert_eq!(at("h8"), (7, 7));
    assert_eq!(at("j10"), (9, 9));
    // Row-major order: every row before the next one.
    assert!(p("o1") < p("a2") && p("a2") < p("b2") && p("h8") < p("a9"));
    // Every point's name reads back to the point.
    let mut count = 0;
    for q in Point::all::<Standard>() {
        assert_eq!(q.to_string().parse::<Point>(), Ok(q));
        count += 1;
    }
    assert_eq!(count, 225);
}

#[test]
fn bad_point_names_are_errors() {
    for bad in [
        "", "h", "8", "a0", "h08", "H8", "8h", "a-1", "a+1", " h8", "h8 ", "aa1", "h8h", "i99",
        "h 8", "é1", "a27", "{1",
    ] {
        let err = bad
            .parse::<Point>()
            .expect_err(&format!("{bad:?} is not a point"));
        assert_eq!(err.text, bad, "the error keeps the text");
    }
    assert_eq!(
        "a27".parse::<Point>().unwrap_err().to_string(),
        r#""a27" is not a point: a point is a column a-z and a row 1-26, like "h8""#
    );
}

#[test]
fn points_past_the_15x15_edge_are_errors_naming_the_board() {
    // Names of larger boards (columns p-z, rows 16-26) are points, but not on 15x15: every
    // board operation refuses them with the size, and the same points are on 26x26.
    let rule = Rule::default_rule();
    for name in ["p1", "z9", "a16", "o16", "z26"] {
        let q = p(name);
        assert!(!q.is_on::<Standard>() && q.is_on::<Size<26>>(), "{name}");
        let off = MoveError::OffBoard { point: q, size: 15 };
        assert_eq!(
            Board::<Standard>::from_stones(&[q], &[]),
            Err(off),
            "{name}"
        );
        let mut b = board(&["h8"], &[]);
        assert_eq!(b.place(q, Color::White), Err(off), "{name}");
        assert_eq!(rule.verdict(&b, q, Color::Black), Err(off), "{name}");
        assert_eq!(rule.forbidden(&b, q, Color::Black), None, "{name}");
        assert_eq!(
            off.to_string(),
            format!("{name} is off the 15x15 board (columns a-o, rows 1-15)")
        );
        assert!(Board::<Size<26>>::from_stones(&[q], &[]).is_ok(), "{name}");
    }
    // On 20x20, t20 is the corner and u1 is past the edge.
    let e = Board::<Size<20>>::from_stones(&[p("t20"), p("u1")], &[]).unwrap_err();
    assert_eq!(
        e.to_string(),
        "u1 is off the 20x20 board (columns a-t, rows 1-20)"
    );
}

// ---------------------------------------------------------------------------------------------
// Diagrams

/// The 15 rows of an empty board, row 15 first, each `"15 . . . … ."` with its label.
fn labelled_rows() -> Vec<String> {
    (1..=15)
        .rev()
        .map(|row| format!("{row:>2}{}", " .".repeat(15)))
        .collect()
}

const LETTERS: &str = "   a b c d e f g h i j k l m n o";

fn diagram_error(text: &str) -> DiagramError {
    Board::<Standard>::from_diagram(text).expect_err("the diagram is wrong")
}

#[test]
fn render_draws_the_documented_diagram() {
    // Black a1 and h8, white o15 and b2. Rows from 15 down to 1, labels on both sides (right
    // label right-aligned), column letters above and below.
    let b = board(&["a1", "h8"], &["o15", "b2"]);
    let expected = "   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . O 15
14 . . . . . . . . . . . . . . . 14
13 . . . . . . . . . . . . . . . 13
12 . . . . . . . . . . . . . . . 12
11 . . . . . . . . . . . . . . . 11
10 . . . . . . . . . . . . . . . 10
 9 . . . . . . . . . . . . . . .  9
 8 . . . . . . . X . . . . . . .  8
 7 . . . . . . . . . . . . . . .  7
 6 . . . . . . . . . . . . . . .  6
 5 . . . . . . . . . . . . . . .  5
 4 . . . . . . . . . . . . . . .  4
 3 . . . . . . . . . . . . . . .  3
 2 . O . . . . . . . . . . . . .  2
 1 X . . . . . . . . . . . . . .  1
   a b c d e f g h i j k l m n o
";
    assert_eq!(b.to_string(), expected);
    assert_eq!(renju::diagram::render(&b, &[]), expected);
    // Marks show on empty points only; a stone is drawn over a mark.
    let marked = renju::diagram::render(&b, &[(p("i8"), '3'), (p("h8"), '6')]);
    assert!(
        marked.contains("\n 8 . . . . . . . X 3 . . . . . .  8\n"),
        "{marked}"
    );
}

#[test]
fn diagrams_round_trip() {
    let b = board(&["a1", "h8", "o1", "g7"], &["o15", "b2", "a15", "i9"]);
    let text = b.to_string();
    assert_eq!(Board::from_diagram(&text), Ok(b.clone()));
    assert_eq!(text.parse::<Board>(), Ok(b.clone()));
    // A bare diagram (no labels, no spaces, no letters) reads the same.
    let bare: String = text
        .lines()
        .filter(|l| !l.contains('a'))
        .map(|l| {
            let cells: String = l.chars().filter(|c| matches!(c, '.' | 'X' | 'O')).collect();
            cells + "\n"
        })
        .collect();
    assert_eq!(bare.lines().count(), 15);
    assert_eq!(bare.lines().nth(14), Some("X.............X"));
    assert_eq!(Board::from_diagram(&bare), Ok(b));
}

#[test]
fn diagram_with_fourteen_rows() {
    // Fourteen unlabelled rows (labelled ones would fail on the first label instead).
    let text = vec!["..............."; 14].join("\n");
    assert_eq!(
        diagram_error(&text),
        DiagramError {
            line: 0,
            message: "found 14 rows; a 15x15 diagram has 15".into()
        }
    );
    assert_eq!(
        diagram_error(&text).to_string(),
        "board diagram: found 14 rows; a 15x15 diagram has 15"
    );
}

#[test]
fn diagram_with_sixteen_rows() {
    // Sixteen unlabelled rows: named at the 16th, line 16.
    let text = vec!["..............."; 16].join("\n");
    let err = diagram_error(&text);
    assert_eq!(err.line, 16);
    assert_eq!(err.message, "found 16 rows; a 15x15 diagram has 15");
    // Rows of another size are counted before any is read: a 5x5 diagram's first row is
    // not "row 15 has 5 points" (issue 35).
    let five = [". . . . ."; 5].join("\n");
    assert_eq!(
        diagram_error(&five),
        DiagramError {
            line: 0,
            message: "found 5 rows; a 15x15 diagram has 15".into()
        }
    );
    let twenty = vec!["...................."; 20].join("\n");
    assert_eq!(diagram_error(&twenty).line, 16);
}

#[test]
fn diagram_with_a_wrong_row_label() {
    // Line 1 holds the column letters, so row 15 is line 2 and row 8 is line 2 + (15 - 8) = 9.
    let mut rows = labelled_rows();
    rows[15 - 8] = format!(" 9{}", " .".repeat(15));
    let text = format!("{LETTERS}\n{}\n{LETTERS}\n", rows.join("\n"));
    let err = diagram_error(&text);
    assert_eq!(err.line, 9);
    assert_eq!(
        err.to_string(),
        "board diagram, line 9: this row is labelled 9, but it is row 8 (rows run from 15 at the top to 1)"
    );
    // A wrong label on the right is caught too (row 1 is line 16).
    let mut rows = labelled_rows();
    rows[14] = format!(" 1{}  2", " .".repeat(15));
    let text = format!("{LETTERS}\n{}\n", rows.join("\n"));
    assert_eq!(diagram_error(&text).line, 16);
}

#[test]
fn diagram_with_a_bad_character() {
    // `*` on row 3: line 2 + (15 - 3) = 14.
    let mut rows = labelled_rows();
    rows[15 - 3] = format!(" 3 . . *{}", " .".repeat(12));
    let text = format!("{LETTERS}\n{}\n", rows.join("\n"));
    let err = diagram_error(&text);
    assert_eq!(err.line, 14);
    assert_eq!(
        err.message,
        "'*' is not a point; use `.` (empty), `X` or `x` (black), `O` or `o` (white)"
    );
    // Lower case `x` and `o` are stones, as in board strings (issue 35): c3 black, d3 white.
    let mut rows = labelled_rows();
    rows[15 - 3] = format!(" 3 . . x o{}", " .".repeat(11));
    let text = format!("{LETTERS}\n{}\n", rows.join("\n"));
    assert_eq!(
        Board::<Standard>::from_diagram(&text),
        Ok(board(&["c3"], &["d3"]))
    );
}

#[test]
fn diagram_with_a_short_or_long_row() {
    // No header: row 15 is line 1, row 14 line 2.
    let mut rows = labelled_rows();
    rows[0] = format!("15{}", " .".repeat(14));
    let err = diagram_error(&rows.join("\n"));
    assert_eq!(
        (err.line, err.message.as_str()),
        (1, "row 15 has 14 points; a row has 15")
    );
    let mut rows = labelled_rows();
    rows[1] = format!("14{}", " .".repeat(16));
    let err = diagram_error(&rows.join("\n"));
    assert_eq!(
        (err.line, err.message.as_str()),
        (2, "row 14 has more than 15 points")
    );
}

// ---------------------------------------------------------------------------------------------
// Line classes, windows, occupied points

#[test]
fn line_classes_of_the_double_three() {
    // the rules' "double-three": black f8 g8 h9 h10, black at h8.
    let b = board(&["f8", "g8", "h9", "h10"], &[]);
    let classes = Rule::default_rule()
        .line_classes(&b, p("h8"), Color::Black)
        .expect("h8 is empty");
    let offsets = |d: Direction| -> Vec<i8> { classes[d as usize].three().offsets().collect() };
    // Row f8 g8 h8: straight fours at e8 (-3: e-h, d8 and i8 empty) and i8 (+1: f-i).
    assert_eq!(offsets(Direction::Horizontal), [-3, 1]);
    // Column h8 h9 h10: at h7 (-1) and h11 (+3).
    assert_eq!(offsets(Direction::Vertical), [-1, 3]);
    // Diagonals through h8 (g7 i9, g9 i7) hold no other stone.
    assert!(classes[Direction::Diagonal as usize].is_nothing());
    assert!(classes[Direction::AntiDiagonal as usize].is_nothing());
    for c in classes {
        assert_eq!((c.five(), c.overline(), c.fours()), (false, false, 0));
    }
}

#[test]
fn windows_read_the_edge_as_opponent() {
    let empty: Board = Board::new();
    // a1 along the row: nothing to the left (edge), a2..f1 to the right are empty.
    assert_eq!(
        empty
            .window(p("a1"), Direction::Horizontal, Color::Black)
            .expect("on the board")
            .to_string(),
        "OOOOO*....."
    );
    // h1 along the column: rows below 1 are off the board.
    assert_eq!(
        empty
            .window(p("h1"), Direction::Vertical, Color::Black)
            .expect("on the board")
            .to_string(),
        "OOOOO*....."
    );
    // o15 along the diagonal a1-o15: n14..j10 below-left, nothing beyond.
    assert_eq!(
        empty
            .window(p("o15"), Direction::Diagonal, Color::Black)
            .expect("on the board")
            .to_string(),
        ".....*OOOOO"
    );
    // c13 along the anti-diagonal (step +1 column, -1 row): a15 b14 then c13, d12..h8.
    assert_eq!(
        empty
            .window(p("c13"), Direction::AntiDiagonal, Color::White)
            .expect("on the board")
            .to_string(),
        "OOO..*....."
    );
    // Seen from white, black stones are the opponent: black b1, white c1, at a1.
    let b = board(&["b1"], &["c1"]);
    assert_eq!(
        b.window(p("a1"), Direction::Horizontal, Color::White)
            .expect("on the board")
            .to_string(),
        "OOOOO*OX..."
    );
}

#[test]
fn occupied_points_are_errors() {
    let mut b = board(&["f8", "g8", "h9", "h10"], &["a1"]);
    let rule = Rule::default_rule();
    let occupied = MoveError::Occupied {
        point: p("f8"),
        by: Color::Black,
    };
    assert_eq!(rule.verdict(&b, p("f8"), Color::Black), Err(occupied));
    assert_eq!(
        rule.verdict(&b, p("a1"), Color::Black),
        Err(MoveError::Occupied {
            point: p("a1"),
            by: Color::White
        })
    );
    assert_eq!(rule.line_classes(&b, p("f8"), Color::White), Err(occupied));
    assert_eq!(occupied.to_string(), "f8 already holds a black stone");
    // `forbidden` answers None for an occupied point, and maps never list one.
    assert_eq!(rule.forbidden(&b, p("f8"), Color::Black), None);
    assert!(rule
        .forbidden_map(&b, Color::Black)
        .iter()
        .all(|(q, _)| b.get(q).is_none()));
    // Placing on an occupied point fails and leaves the board as it was.
    let before = b.clone();
    assert_eq!(
        b.place(p("a1"), Color::Black),
        Err(MoveError::Occupied {
            point: p("a1"),
            by: Color::White
        })
    );
    assert_eq!(b, before);
    assert_eq!(b.stone_count(), 5);
    assert!(Board::<Standard>::from_stones(&[p("h8"), p("h8")], &[]).is_err());
}

#[test]
fn every_occupied_point_is_an_error_for_either_colour_asking() {
    // Lone stones (no other stone of either colour within 5 points on any line, so nothing
    // on their lines hints at a pattern) and stones in a crowd, on the edge and in the
    // middle: asking about any of them, as either colour, names the stone there.
    let b = board(
        &["a1", "h8", "i8", "j9", "o15"],
        &["o1", "h9", "a15", "c13"],
    );
    let rule = Rule::default_rule();
    for q in Point::all::<Standard>() {
        for asking in Color::ALL {
            let verdict = rule.verdict(&b, q, asking);
            match b.get(q) {
                Some(by) => assert_eq!(
                    verdict,
                    Err(MoveError::Occupied { point: q, by }),
                    "{q} {asking}"
                ),
                None => assert!(verdict.is_ok(), "{q} {asking}"),
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The board edge

#[test]
fn a_run_against_the_edge() {
    let rule = Rule::default_rule();
    // a1 b1 c1, black at d1: a1-d1 has the edge on its left, so only e1 completes it (a1-e1,
    // f1 empty: exactly five). One four, not straight, no three.
    let b = board(&["a1", "b1", "c1"], &[]);
    let row = rule.line_classes(&b, p("d1"), Color::Black).expect("empty")[0];
    assert_eq!(row.to_string(), "four");
    assert_eq!((row.fours(), row.straight_four()), (1, false));
    assert_eq!(
        rule.verdict(&b, p("d1"), Color::Black),
        Ok(Verdict::Allowed)
    );
    // The same stones one point in (b1 c1 d1, black at e1): a1 and f1 both complete b1-e1 ...
    // a1-e1 (edge left, f1 empty) and b1-f1 (a1, g1 empty): a straight four.
    let b = board(&["b1", "c1", "d1"], &[]);
    let row = rule.line_classes(&b, p("e1"), Color::Black).expect("empty")[0];
    assert_eq!(row.to_string(), "straight four");
}

#[test]
fn a_three_against_the_edge_is_one_sided() {
    let rule = Rule::default_rule();
    // b1 c1 on the row, d2 d3 on the column, black at d1.
    // Row b1 c1 d1 (a1 empty): a1 gives a1-d1, completed only at e1 (the edge is left of a1):
    // not straight. e1 gives b1-e1, completed at a1 (a1-e1, f1 empty) and f1 (b1-f1, a1 and g1
    // empty): straight. A three with one straight-four point, e1 (+1).
    // Column d1 d2 d3: below d1 is the edge, so d4 gives d1-d4, completed only at d5: no
    // straight four; d5 leaves a gap. No three.
    let b = board(&["b1", "c1", "d2", "d3"], &[]);
    let classes = rule.line_classes(&b, p("d1"), Color::Black).expect("empty");
    assert_eq!(
        classes.map(|c| c.to_string()),
        [
            "three (straight-four point +1)",
            "nothing",
            "nothing",
            "nothing"
        ]
    );
    // One three: black may play d1.
    assert_eq!(
        rule.verdict(&b, p("d1"), Color::Black),
        Ok(Verdict::Allowed)
    );

    // The same shape four rows up (b5 c5 d6 d7, black at d5): the row is the same one-sided
    // three (a5 is next to the edge), but the column d5 d6 d7 is now open: d4 (d3..d8 room)
    // and d8 make straight fours. Both threes are real: e5 (a straight four b5-e5 and nothing
    // else) and d4 (a straight four d4-d7; c5 d4 on the anti-diagonal is two stones) are
    // legal moves. Two real threes: double-three.
    let b = board(&["b5", "c5", "d6", "d7"], &[]);
    let classes = rule.line_classes(&b, p("d5"), Color::Black).expect("empty");
    assert_eq!(classes[0].to_string(), "three (straight-four point +1)");
    assert_eq!(classes[1].to_string(), "three (straight-four points -1 +3)");
    assert_eq!(
        rule.verdict(&b, p("d5"), Color::Black),
        Ok(Verdict::Forbidden(ForbiddenKind::DoubleThree))
    );
}

// ---------------------------------------------------------------------------------------------
// the rules' steps, in order

#[test]
fn five_beats_an_overline_in_another_direction() {
    // Row d8 e8 f8 g8 + h8: exactly five (c8, i8 empty). Column h7 + h8 + h9..h12: six.
    // Step 1 comes first: the five wins.
    let b = board(
        &["d8", "e8", "f8", "g8", "h7", "h9", "h10", "h11", "h12"],
        &[],
    );
    let rule = Rule::default_rule();
    let classes = rule.line_classes(&b, p("h8"), Color::Black).expect("empty");
    assert!(classes[0].five() && classes[1].overline());
    assert_eq!(rule.verdict(&b, p("h8"), Color::Black), Ok(Verdict::Five));
    assert_eq!(rule.forbidden(&b, p("h8"), Color::Black), None);
}

#[test]
fn overline_is_reported_before_double_four() {
    // Row e8 f8 g8 + h8 + i8 j8: six. Column XXX.X.XXX (h4 h5 h6, h8, h10 h11 h12): two fours.
    // Both apply; overline comes first. (A four does not excuse an overline either.)
    let b = board(
        &[
            "e8", "f8", "g8", "i8", "j8", "h4", "h5", "h6", "h10", "h11", "h12",
        ],
        &[],
    );
    let rule = Rule::default_rule();
    let classes = rule.line_classes(&b, p("h8"), Color::Black).expect("empty");
    assert!(classes[0].overline());
    assert_eq!(classes[1].fours(), 2);
    assert_eq!(
        rule.verdict(&b, p("h8"), Color::Black),
        Ok(Verdict::Forbidden(ForbiddenKind::Overline))
    );
}

#[test]
fn double_four_is_reported_before_double_three() {
    // Row XXX.X.XXX (d8 e8 f8, h8, j8 k8 l8): two fours. Column h9 h10 and diagonal i9 j10:
    // two open threes. Double-four comes first.
    let b = board(
        &["d8", "e8", "f8", "j8", "k8", "l8", "h9", "h10", "i9", "j10"],
        &[],
    );
    assert_eq!(
        Rule::default_rule().verdict(&b, p("h8"), Color::Black),
        Ok(Verdict::Forbidden(ForbiddenKind::DoubleFour))
    );
}

#[test]
fn four_three_three_is_a_double_three() {
    // Row e8 f8 g8 + h8: a straight four (d8 and i8 complete it). Column h8 h9 h10 and
    // diagonal h8 i9 j10: two threes. Both are real: h11 (column h8-h11 straight, nothing else
    // through h11) and k11 (diagonal h8-k11 straight, nothing else) are legal. The rules text: 4-3-3
    // is a double-three.
    let b = board(&["e8", "f8", "g8", "h9", "h10", "i9", "j10"], &[]);
    assert_eq!(
        Rule::default_rule().verdict(&b, p("h8"), Color::Black),
        Ok(Verdict::Forbidden(ForbiddenKind::DoubleThree))
    );
    // Without the diagonal it is the four-three of the rules text: legal.
    let b = board(&["e8", "f8", "g8", "h9", "h10"], &[]);
    assert_eq!(
        Rule::default_rule().verdict(&b, p("h8"), Color::Black),
        Ok(Verdict::Allowed)
    );
}

// ---------------------------------------------------------------------------------------------
// Colours and variants

#[test]
fn six_in_a_row_per_colour_and_variant() {
    // e8 f8 g8 + h8 + i8 j8 is six.
    let black_six = board(&["e8", "f8", "g8", "i8", "j8"], &[]);
    let white_six = board(&[], &["e8", "f8", "g8", "i8", "j8"]);
    let h8 = p("h8");
    let verdict = |rule: &str, b: &Board, color| {
        Rule::by_name(rule)
            .unwrap_or_else(|| panic!("{rule}"))
            .verdict(b, h8, color)
            .expect("h8 empty")
    };
    // Renju: black overline forbidden; white wins with five or more.
    assert_eq!(
        verdict("renju", &black_six, Color::Black),
        Verdict::Forbidden(ForbiddenKind::Overline)
    );
    assert_eq!(verdict("renju", &white_six, Color::White), Verdict::Five);
    // Standard gomoku: six does not win and nothing is forbidden, for either colour.
    assert_eq!(
        verdict("gomoku-standard", &black_six, Color::Black),
        Verdict::Allowed
    );
    assert_eq!(
        verdict("gomoku-standard", &white_six, Color::White),
        Verdict::Allowed
    );
    // Freestyle: six wins for both.
    assert_eq!(
        verdict("gomoku-freestyle", &black_six, Color::Black),
        Verdict::Five
    );
    assert_eq!(
        verdict("gomoku-freestyle", &white_six, Color::White),
        Verdict::Five
    );
    // Gomoku variants forbid nothing: the double-three example has an empty map.
    let double_three = board(&["f8", "g8", "h9", "h10"], &[]);
    for name in ["gomoku-standard", "gomoku-freestyle"] {
        let rule = Rule::by_name(name).expect("shipped");
        assert!(rule.forbidden_map(&double_three, Color::Black).is_empty());
        assert_eq!(
            rule.verdict(&double_three, h8, Color::Black),
            Ok(Verdict::Allowed)
        );
    }
}

#[test]
fn the_disputed_point_default_is_the_literal_reading() {
    // Black f8 g8 + h8: a row three whose straight-four points are e8 and i8. Black also has
    // two fours elsewhere: e4 e5 e6 e7 (e8 completes e4-e8, e3 and e9 empty: exactly five) and
    // i9 i10 i11 i12 (i8 completes i8-i12, i7 and i13 empty). So each straight-four point of
    // the row also completes a five. Column h9 h10 + h8: a three, real (h11 makes the straight
    // four h8-h11 and nothing else forbidden).
    // Literal RIF (the rules text, the default): a point that completes a five is not a
    // straight-four point, so the row is no three; one real three: h8 is legal. (The other
    // reading would count the row and forbid h8 as a double-three.)
    let b = board(
        &[
            "f8", "g8", "h9", "h10", "e4", "e5", "e6", "e7", "i9", "i10", "i11", "i12",
        ],
        &[],
    );
    let rule = Rule::default_rule();
    assert_eq!(
        rule.settings().straight_four_point_completing_five,
        renju::tables::StraightFourPointCompletingFive::DoesNotCount
    );
    let classes = rule.line_classes(&b, p("h8"), Color::Black).expect("empty");
    // The row's table class still shows the shape of a three; only the judgement drops it.
    assert_eq!(classes[0].to_string(), "three (straight-four points -3 +1)");
    assert_eq!(classes[1].to_string(), "three (straight-four points -1 +3)");
    assert_eq!(rule.verdict(&b, p("e8"), Color::Black), Ok(Verdict::Five));
    assert_eq!(rule.verdict(&b, p("i8"), Color::Black), Ok(Verdict::Five));
    assert_eq!(
        rule.verdict(&b, p("h8"), Color::Black),
        Ok(Verdict::Allowed)
    );
    // Control: without the two fours the same h8 is the double-three of the rules text.
    let b = board(&["f8", "g8", "h9", "h10"], &[]);
    assert_eq!(
        rule.verdict(&b, p("h8"), Color::Black),
        Ok(Verdict::Forbidden(ForbiddenKind::DoubleThree))
    );
}
