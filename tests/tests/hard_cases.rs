//! Hand-made hard cases, as snapshot tests (`snapshots/hard-cases/`).
//!
//! Every position is given as stone lists (and drawn in its snapshot); the verdict at its point
//! of interest P is worked out BY HAND in the comment above the case, step by step as RULES.md
//! ("Deciding whether black at empty point P is forbidden") says, and asserted exactly, for the
//! runtime (`renju` rule) and for the independent reference (`Reading::Literal`). Where the
//! verdict rests on the false-three recursion, the points the recursion visits are listed too
//! (`chain`), each with its hand-worked verdict on the board that already holds P and the chain
//! points before it, and asserted the same way. Where the comment works out the whole forbidden
//! map by hand, it is asserted as well; in every case the runtime's full map must equal the
//! reference's. The snapshot then shows the position, the verdicts and the map for a person to
//! read.
//!
//! Notation in the comments: `X` black, `O` white, `.` empty, `|` the edge, `P` the point of
//! interest (empty on the board, black once "placed"). "sf point" = straight-four point: an empty
//! point Q that turns a line into a straight four `.XXXX.` containing P and Q, both ends of which
//! make exactly five.

mod common;

use common::reference::{self as refimpl, Reading};
use common::{board, map_text, mark, p, verdict_text};
use renju::{Board, Color, Direction, ForbiddenKind, Point, Rule, Verdict};

use ForbiddenKind::{DoubleFour, DoubleThree, Overline};
use Verdict::{Allowed, Five, Forbidden};

/// One hand-made case.
struct Case {
    /// Snapshot name.
    name: &'static str,
    /// What the case shows, in one sentence (the snapshot's description).
    what: &'static str,
    black: &'static [&'static str],
    white: &'static [&'static str],
    /// The point of interest.
    at: &'static str,
    /// Hand-worked verdict at `at`.
    verdict: Verdict,
    /// Points the false-three recursion visits, each with its hand-worked verdict on the board
    /// holding `at` and every chain point before it.
    chain: &'static [(&'static str, Verdict)],
    /// Hand-worked classes of the four lines through `at` (row, column, diagonal,
    /// anti-diagonal), where the case is about what one line holds.
    lines: Option<[&'static str; 4]>,
    /// The whole forbidden map for black, where the comment works it out by hand.
    map: Option<&'static [(&'static str, ForbiddenKind)]>,
}

const NO_CHAIN: &[(&str, Verdict)] = &[];

fn forbidden_kind(v: Verdict) -> Option<ForbiddenKind> {
    match v {
        Forbidden(kind) => Some(kind),
        Allowed | Five => None,
    }
}

/// Asserts the hand-worked verdict `want` at `q` on `board`, for the runtime and the reference.
fn assert_verdict(case: &str, board: &Board, q: Point, want: Verdict, context: &str) {
    let rule = Rule::default_rule();
    let got = rule
        .verdict(board, q, Color::Black)
        .unwrap_or_else(|e| panic!("case {case}: {q} must be empty: {e}"));
    assert_eq!(
        got, want,
        "case {case}: runtime verdict at {q} {context}\n{}",
        board
    );
    assert_eq!(
        refimpl::forbidden(board, q, Reading::Literal),
        forbidden_kind(want),
        "case {case}: reference verdict at {q} {context}\n{}",
        board
    );
}

fn check(case: &Case) {
    let rule = Rule::by_name("renju").expect("the renju rule");
    let board = board(case.black, case.white);
    assert_eq!(
        board.stone_count(),
        case.black.len() + case.white.len(),
        "case {}: a point is listed twice",
        case.name
    );
    let at = p(case.at);

    // The verdict at P, hand-worked.
    assert_verdict(
        case.name,
        &board,
        at,
        case.verdict,
        "(the point of interest)",
    );
    assert_eq!(
        rule.forbidden(&board, at, Color::Black),
        forbidden_kind(case.verdict)
    );

    // The recursion's chain, hand-worked.
    let mut deeper = board.clone();
    deeper.place(at, Color::Black).expect("P is empty");
    let mut chain_text = Vec::new();
    let mut placed = vec![case.at];
    for &(name, want) in case.chain {
        let q = p(name);
        let context = format!("on the board that also holds {}", placed.join(" "));
        assert_verdict(case.name, &deeper, q, want, &context);
        chain_text.push(format!("  {name} {context}: {}", verdict_text(want)));
        deeper.place(q, Color::Black).expect("chain point is empty");
        placed.push(name);
    }

    // The lines through P.
    let classes = rule
        .line_classes(&board, at, Color::Black)
        .expect("P is empty")
        .map(|c| c.to_string());
    if let Some(want) = case.lines {
        assert_eq!(classes, want, "case {}: line classes at {at}", case.name);
    }

    // The full map: runtime equals reference; the hand-worked one where there is one.
    let map = rule
        .forbidden_map(&board, Color::Black)
        .iter()
        .collect::<Vec<_>>();
    let reference_map = refimpl::forbidden_map(&board, Reading::Literal);
    assert_eq!(
        map,
        reference_map,
        "case {}: runtime map {} but reference map {}",
        case.name,
        map_text(&map),
        map_text(&reference_map)
    );
    if let Some(want) = case.map {
        let want: Vec<(Point, ForbiddenKind)> = want.iter().map(|&(n, k)| (p(n), k)).collect();
        assert_eq!(
            map,
            want,
            "case {}: forbidden map\n  got:  {}\n  hand: {}",
            case.name,
            map_text(&map),
            map_text(&want)
        );
    }
    // The map agrees with the verdict at P.
    assert_eq!(
        map.iter().find(|(q, _)| *q == at).map(|&(_, k)| k),
        forbidden_kind(case.verdict)
    );

    // The snapshot.
    let mut marks: Vec<(Point, char)> = map.iter().map(|&(q, k)| (q, mark(k))).collect();
    if forbidden_kind(case.verdict).is_none() {
        marks.push((at, '*'));
    }
    let mut text = String::new();
    text += &format!("hard case {:?}: {}\n", case.name, case.what);
    text += &format!("rule {}, black to play {}\n", rule.name(), case.at);
    text += &format!("black stones: {}\n", case.black.join(" "));
    text += &format!(
        "white stones: {}\n",
        if case.white.is_empty() {
            "none".to_string()
        } else {
            case.white.join(" ")
        }
    );
    text += &format!("verdict at {}: {}\n", case.at, verdict_text(case.verdict));
    if !chain_text.is_empty() {
        text += "the false-three recursion visits:\n";
        text += &chain_text.join("\n");
        text += "\n";
    }
    text += &format!("lines through {} with a black stone on it:\n", case.at);
    for (d, class) in Direction::ALL.into_iter().zip(&classes) {
        text += &format!("  {:<15} {class}\n", format!("{}:", d.name()));
    }
    text += &format!("forbidden map (black): {}\n", map_text(&map));
    text += &format!(
        "board (X black, O white, 6 overline, 4 double-four, 3 double-three, * {} when not forbidden):\n",
        case.at
    );
    text += &renju::diagram::render(&board, &marks);

    insta::with_settings!({
        snapshot_path => "../../snapshots/hard-cases",
        prepend_module_to_snapshot => false,
        description => format!("hard case {:?}: {} (hand-worked expectations in tests/tests/hard_cases.rs)", case.name, case.what),
        omit_expression => true,
    }, {
        insta::assert_snapshot!(case.name, text);
    });
}

// ---------------------------------------------------------------------------------------------
// Nested false threes.
//
// All six cases are cut from one skeleton (rows 1-12, columns a-i; P = c3), drawn here with
// every stone any of them uses:
//
//      a b c d e f g h i
//   12 . . . X X S X X X      S = f12 (black in depth-2-forbidden); d12 e12 g12 h12 i12:
//   11 . . . . . X . . .        depth-3-legal only. f10 f11: the three E of R (with white
//   10 . . . . . X . . .        f7) in both depth-3 cases; f10 f11 f12 in depth-2-forbidden
//    9 . . . . . R X X .      R = f9; g9 h9: the three F of R
//    8 . . . . X . . . .      d7 e8 (and white a4): the three C of Q
//    7 . . . X . O . . .
//    6 . . Q X X f . . .      Q = c6; d6 e6: the three D of Q (f6 black: depth-1-legal only)
//    5 . . X . . . . . .      c4 c5 (and white c1): the three A of P
//    4 O . X . . . . . .
//    3 . . P X X . . . .      d3 e3: the three B of P
//    2 . . . . . . . . .
//    1 . . O . . . . . .
//
// The chain: P's column three A = c3 c4 c5 has exactly one sf point, Q = c6 (c2 cannot be one:
// c2-c5 would be a four whose lower end c1 is white). Q completes the straight four c3-c6 and
// may hold two threes of its own: the row three D = c6 d6 e6 and the diagonal three C =
// c6 d7 e8, whose only sf point is R = f9 (b5 would give b5-e8, blocked by white a4). R
// completes the straight four c6-f9 and may hold the row three F = f9 g9 h9 and the column three
// E = f9 f10 f11, whose only sf point is S = f12 (f8 would give f8-f11, blocked by white f7).
// Each level's other three (B, D, F) is plainly real: one of its sf points (f3, f6, i9) is a
// single straight four with nothing on its other lines.
//
// "Depth n" = the false-three rule has to be decided at n points in a row (P, then Q, then R)
// before the verdict at P is known; the last point visited (Q, R or S) is decided without it.
// ---------------------------------------------------------------------------------------------

// Depth 1, P legal. Stones c4 c5 d3 e3 d6 e6 f6, white c1.
//
// P = c3 placed:
// 1. No five: column c3 c4 c5 is 3, row c3 d3 e3 is 3. 2. No overline. 3. No four (no line
//    holds 4 black stones within 5 points). 4. Threes:
//    - column: `|O . P X X . . .` (c1 white, c2 empty, c6 c7 c8 empty). c6 gives c3-c6 with
//      c2 (c2-c6 exactly five: c1 is white) and c7 (c3-c7, c8 empty) both making five:
//      straight four, so c6 is an sf point; c2 would give c2-c5 with c1 white: not straight.
//      Three A, only sf point c6.
//    - row: `. . P X X . .` (a3 b3 f3 g3 h3 empty): sf points b3 and f3. Three B.
//    - diagonal: b2 d4 e5 empty (f6, black here, is three points away): no three.
//      Anti-diagonal b4 d2: empty.
//    Is A real? Q = c6 on the board with P: column c3-c6 is a straight four (one four); row
//    c6 d6 e6 f6 is a run of four with b6 (b6-f6, a6 empty) and g6 (c6-g6, h6 empty) both
//    making five: a second straight four. Two fours: Q is a DOUBLE-FOUR, forbidden. So A's only
//    sf point is forbidden: A is false.
//    Is B real? f3 on the board with P: row c3-f3 straight four; column f (f2, f4 empty; f6 is
//    three points away), diagonal e2 g4 and anti-diagonal e4 g2 empty: one four, legal. B is real.
//    One real three: P is legal.
#[test]
fn nested_depth1_legal() {
    check(&Case {
        name: "nested-depth1-legal",
        what: "P's column three is false because its only straight-four point is a double-four",
        black: &["c4", "c5", "d3", "e3", "d6", "e6", "f6"],
        white: &["c1"],
        at: "c3",
        verdict: Allowed,
        chain: &[("c6", Forbidden(DoubleFour))],
        lines: Some([
            "three (straight-four points -1 +3)",
            "three (straight-four point +3)",
            "nothing",
            "nothing",
        ]),
        map: None,
    });
}

// Depth 1, P forbidden: the same without f6.
//
// P = c3: threes A (column, only sf point c6) and B (row, sf b3 f3) exactly as in
// `nested_depth1_legal` (f6 played no part in them).
// Q = c6 with P: column c3-c6 straight four (one four); row c6 d6 e6 with b6, f6 empty (and a6,
// g6, h6 empty): a three (D), but only one line without a four holds a three, so Q is a 4-3:
// legal, whatever D's sf points are. A is real; B is real (f3, as before): two real threes,
// P is a DOUBLE-THREE.
#[test]
fn nested_depth1_forbidden() {
    check(&Case {
        name: "nested-depth1-forbidden",
        what: "the same three is real once its straight-four point is only a four-three",
        black: &["c4", "c5", "d3", "e3", "d6", "e6"],
        white: &["c1"],
        at: "c3",
        verdict: Forbidden(DoubleThree),
        chain: &[("c6", Allowed)],
        lines: Some([
            "three (straight-four points -1 +3)",
            "three (straight-four point +3)",
            "nothing",
            "nothing",
        ]),
        map: None,
    });
}

// Depth 2, P legal. Stones c4 c5 d3 e3 d6 e6 d7 e8 g9 h9, white c1 a4.
//
// P = c3: threes A (column, only sf point c6) and B (row, real via f3), as above.
// Q = c6 on the board with P:
// - column c3-c6: straight four (c2 and c7 both make exactly five), one four;
// - row c6 d6 e6, b6 f6 empty, a6 g6 h6 empty: three D, sf points b6 and f6;
// - diagonal: a4 is white, b5 empty, c6 d7 e8, f9 g10 h11 empty. f9 gives c6-f9 with b5
//   (b5-f9 exactly five: a4 white) and g10 (c6-g10, h11 empty): straight four, sf point f9.
//   b5 gives b5-e8 with a4 white below: not straight. Three C, only sf point f9;
// - anti-diagonal b7 d5: empty.
// 1 four, no double-four; two lines with a three, so the recursion decides:
// - D real? f6 with P and Q: row c6-f6 straight four; column f (f5, f7 empty), diagonal e5 g7
//   (c3 is 3 points away, d4 e5 empty), anti-diagonal e7 g5 empty: one four, legal. D is real.
// - C real? R = f9 with P and Q: diagonal c6-f9 straight four; row f9 g9 h9 with e9 i9 empty
//   (d9 j9 empty): a three (F), the only line without a four that holds one; column f and
//   anti-diagonal e10 g8 empty. A 4-3: legal. C is real.
// Q is 4-3-3 with two real threes: a DOUBLE-THREE, forbidden. A is false; P has one real three
// (B): P is legal.
#[test]
fn nested_depth2_legal() {
    check(&Case {
        name: "nested-depth2-legal",
        what: "P's column three is false because its only straight-four point is a 4-3-3 whose threes are real",
        black: &["c4", "c5", "d3", "e3", "d6", "e6", "d7", "e8", "g9", "h9"],
        white: &["c1", "a4"],
        at: "c3",
        verdict: Allowed,
        chain: &[("c6", Forbidden(DoubleThree)), ("f9", Allowed)],
        lines: None,
        map: None,
    });
}

// Depth 2, P forbidden. Stones c4 c5 d3 e3 d6 e6 d7 e8 f10 f11 f12, white c1 a4 (no g9 h9).
//
// P = c3: threes A (only sf c6) and B (real via f3) as before; f10-f12 are far from P's lines.
// Q = c6 with P: column straight four (one four), row three D (real via f6, as above: column f
// holds nothing near f6), diagonal three C with only sf point R = f9 (as above).
// R = f9 with P and Q: diagonal c6-f9 straight four; column f9 f10 f11 f12 with f8 (f8-f12, f7
// empty) and f13 (f9-f13, f14 empty) both making five: a second straight four. Two fours: R is
// a DOUBLE-FOUR, forbidden. So C is false; Q is a 4-3 (D only): legal. A is real, B is real:
// P is a DOUBLE-THREE.
#[test]
fn nested_depth2_forbidden() {
    check(&Case {
        name: "nested-depth2-forbidden",
        what: "P's column three is real: the 4-3-3 at its straight-four point has a false three (its own straight-four point is a double-four)",
        black: &["c4", "c5", "d3", "e3", "d6", "e6", "d7", "e8", "f10", "f11", "f12"],
        white: &["c1", "a4"],
        at: "c3",
        verdict: Forbidden(DoubleThree),
        chain: &[("c6", Allowed), ("f9", Forbidden(DoubleFour))],
        lines: None,
        map: None,
    });
}

// Depth 3, P legal: the whole skeleton. Stones c4 c5 d3 e3 d6 e6 d7 e8 g9 h9 f10 f11 d12 e12
// g12 h12 i12, white c1 a4 f7.
//
// P = c3: threes A (only sf c6) and B (real via f3), as before.
// Q = c6 with P: column straight four; row three D, real via f6 (f6: row c6-f6 straight four;
// column f: f5 empty, f7 white; diagonal e5 g7 and anti-diagonal e7 g5 empty: legal); diagonal
// three C, only sf point R = f9. Whether Q is forbidden depends on C.
// R = f9 with P and Q:
// - diagonal c6-f9: straight four (one four);
// - row f9 g9 h9, e9 i9 empty (d9 j9 empty): three F, sf e9 and i9;
// - column: f7 white, f8 empty, f9 f10 f11, f12 f13 f14 empty. f12 gives f9-f12 with f8
//   (f8-f12 exactly five: f7 white) and f13 (f9-f13, f14 empty): sf point. f8 gives f8-f11
//   with white f7 below: not straight. Three E, only sf point S = f12;
// - anti-diagonal e10 g8: empty.
//   F real? i9 with P Q R: row f9-i9 straight four; column i, diagonal h8 j10, anti-diagonal
//   h10 j8 empty: legal. Real.
//   E real? S = f12 with P Q R: row 12 is d12 e12 f12 g12 h12 i12, a run of SIX: no five on any
//   line (column f9-f12 is four), so S is an OVERLINE, forbidden. E is false.
//   R: one four and one real three (F): legal.
// So C is real, D is real: Q is a 4-3-3, a DOUBLE-THREE. A is false: P (B only) is legal.
#[test]
fn nested_depth3_legal() {
    check(&Case {
        name: "nested-depth3-legal",
        what: "three levels: P's three is false because Q is a 4-3-3, one of whose threes is real because R's second three is false (overline at S)",
        black: &[
            "c4", "c5", "d3", "e3", "d6", "e6", "d7", "e8", "g9", "h9", "f10", "f11", "d12",
            "e12", "g12", "h12", "i12",
        ],
        white: &["c1", "a4", "f7"],
        at: "c3",
        verdict: Allowed,
        chain: &[
            ("c6", Forbidden(DoubleThree)),
            ("f9", Allowed),
            ("f12", Forbidden(Overline)),
        ],
        lines: None,
        map: None,
    });
}

// Depth 3, P forbidden: the skeleton without row 12's stones (d12 e12 g12 h12 i12).
//
// Everything as in `nested_depth3_legal` except S: S = f12 with P Q R is now a straight four in
// column f (f9-f12, f8 and f13 both make five) with nothing on row 12 or its diagonals: legal.
// So E is real; F is real: R (one four, two real threes) is a 4-3-3, a DOUBLE-THREE. So C is
// false: Q is a 4-3 (D only), legal. A is real, B is real: P is a DOUBLE-THREE.
// Three levels of the rule flip the verdict at P compared with `nested_depth3_legal`.
#[test]
fn nested_depth3_forbidden() {
    check(&Case {
        name: "nested-depth3-forbidden",
        what: "three levels: P's three is real because Q's diagonal three is false because R is a 4-3-3",
        black: &[
            "c4", "c5", "d3", "e3", "d6", "e6", "d7", "e8", "g9", "h9", "f10", "f11",
        ],
        white: &["c1", "a4", "f7"],
        at: "c3",
        verdict: Forbidden(DoubleThree),
        chain: &[
            ("c6", Allowed),
            ("f9", Forbidden(DoubleThree)),
            ("f12", Allowed),
        ],
        lines: None,
        map: None,
    });
}

// ---------------------------------------------------------------------------------------------
// One-line double fours (RULES.md step 3: `X.XXX.X`, `XX.XX.XX`, `XXX.X.XXX`, P among the
// stones). Only row 8 (or column a) holds stones, so every point off that line has at most one
// black stone on each of its lines and can be nothing; the maps below only need the line.
// ---------------------------------------------------------------------------------------------

// `X.XXX.X` with P in the middle: c8 . e8 [f8] g8 . i8.
//
// P = f8: row c8 . e8 f8 g8 . i8 (b8, j8 empty). Windows of five through f8 with one empty
// point: c-g (d8 empty; d8 gives c-g, b8 and h8 not black: exactly five) → four {c e f g};
// e-i (h8 empty; e-i, d8 and j8 not black: five) → four {e f g i}; b-f, d-h, f-j have two
// empty points. Two fours: DOUBLE-FOUR.
// Map: d8 → window c-g holds c d e . g (f8 completes c-g, exactly five), the windows a-e,
// b-f and d-h have two empty points: one four, legal; h8 is d8's mirror image: legal;
// b8 → no window of five holds four black stones; d8 would give the run b-e, but f8 would then
// make b-g six, so b-e is not straight: no three; j8 is b8's mirror image; a8, k8 and the
// points off row 8: nothing. Map: f8 double-four only.
#[test]
fn one_line_double_four_x_xxx_x_middle() {
    check(&Case {
        name: "double-four-x.xxx.x-middle",
        what: "X.XXX.X with P the middle stone: two fours on one line",
        black: &["c8", "e8", "g8", "i8"],
        white: &[],
        at: "f8",
        verdict: Forbidden(DoubleFour),
        chain: NO_CHAIN,
        lines: Some(["two fours", "nothing", "nothing", "nothing"]),
        map: Some(&[("f8", DoubleFour)]),
    });
}

// `X.XXX.X` with P the inner stone next to a gap: c8 . [e8] f8 g8 . i8.
//
// P = e8: window c-g (d8 empty: c-g exactly five, b8 h8 empty) → four {c e f g}; e-i (h8:
// e-i five, d8 j8 empty) → four {e f g i}. Two fours: DOUBLE-FOUR.
// Map: d8 → c d . f g (e8 completes c-g five) one four, legal; h8 → f g h i run of four, e8
// (e-i, d8 j8 empty) and j8 (f-j, e8 k8 empty) both five: one straight four, legal; j8 → f g .
// i j (h8 completes f-j) one four, legal; b8, k8: no four, no three (b8: b c . . f; k8: i . k).
// Map: e8 double-four only.
#[test]
fn one_line_double_four_x_xxx_x_inner() {
    check(&Case {
        name: "double-four-x.xxx.x-inner",
        what: "X.XXX.X with P the second stone: still two fours on one line",
        black: &["c8", "f8", "g8", "i8"],
        white: &[],
        at: "e8",
        verdict: Forbidden(DoubleFour),
        chain: NO_CHAIN,
        lines: Some(["two fours", "nothing", "nothing", "nothing"]),
        map: Some(&[("e8", DoubleFour)]),
    });
}

// `XX.XX.XX`: d8 e8 . [g8] h8 . j8 k8.
//
// P = g8: window d-h (f8: d-h five, c8 i8 empty) → four {d e g h}; g-k (i8: g-k five, f8 l8
// empty) → four {g h j k}; c-g, e-i, f-j have two empty points. DOUBLE-FOUR.
// Map: f8 → d e f . h (g8 completes d-h) one four, legal; i8 → h i j k run of four, g8 (g-k,
// f8 l8 empty) and l8 (h-l, m8 empty) both five: one straight four, legal; c8 → run c d e: b8
// gives b-e with a8 (a-e) and f8 (b-f, g8 empty) both five, a straight four, so a three (f8
// gives c-f, whose end g8 would make c-h six: not straight); one line only: legal; b8 → c8
// gives b-e, straight as before: a three, legal; l8 → h . j k l (i8 completes h-l) one four,
// legal; m8 → l8 would give j-m with i8 making h-m six, not straight: nothing.
// Map: g8 double-four only.
#[test]
fn one_line_double_four_xx_xx_xx() {
    check(&Case {
        name: "double-four-xx.xx.xx",
        what: "XX.XX.XX with P an inner stone: two fours on one line",
        black: &["d8", "e8", "h8", "j8", "k8"],
        white: &[],
        at: "g8",
        verdict: Forbidden(DoubleFour),
        chain: NO_CHAIN,
        lines: Some(["two fours", "nothing", "nothing", "nothing"]),
        map: Some(&[("g8", DoubleFour)]),
    });
}

// `XXX.X.XXX` on column a, against the bottom edge: a1 a2 a3 . [a5] . a7 a8 a9.
//
// P = a5: window a1-a5 (a4: a1-a5 five, the edge below, a6 empty) → four {a1 a2 a3 a5};
// a5-a9 (a6: a5-a9 five, a4 a10 empty) → four {a5 a7 a8 a9}. The edge blocks like a white
// stone but does not spoil a five. DOUBLE-FOUR.
// Map: a4 → a1-a4 run of four against the edge, a5 completes a1-a5 (a6 empty): one four,
// legal; a6 → a6-a9 run, a5 (a5-a9, a4 empty) and a10 (a6-a10, a11 empty) both five: straight
// four, legal; a10 → a7-a10 run, a6 and a11 both five: legal; a11 → a7 a8 a9 . a11 one four,
// legal; a12: nothing. Map: a5 double-four only.
#[test]
fn one_line_double_four_xxx_x_xxx_edge() {
    check(&Case {
        name: "double-four-xxx.x.xxx-edge",
        what: "XXX.X.XXX against the edge with P the middle stone: two fours on one line",
        black: &["a1", "a2", "a3", "a7", "a8", "a9"],
        white: &[],
        at: "a5",
        verdict: Forbidden(DoubleFour),
        chain: NO_CHAIN,
        lines: Some(["nothing", "two fours", "nothing", "nothing"]),
        map: Some(&[("a5", DoubleFour)]),
    });
}

// `XXX.X.XXX` with P an OUTER stone: [d8] e8 f8 . h8 . j8 k8 l8.
//
// P = d8: windows through d8: d-h (g8 empty: d-h five, c8 i8 empty) → four {d e f h}; the
// others (a-e, b-f, c-g) hold at most three stones. The line holds a second four, {h j k l},
// but it does not contain P: only fours through P count. One four: legal.
// Map: g8 → e-h run of four: d8 makes d-h five, but i8 makes e-l eight: one four, legal;
// i8 → h i j k l is exactly five: wins; m8 → j-m run: n8 makes j-n five, i8 would make h-m six:
// one four, legal; c8 → c . e f: d8 gives c-f with g8 making c-h six, not straight: nothing.
// No point is forbidden.
#[test]
fn one_line_double_four_xxx_x_xxx_outer() {
    check(&Case {
        name: "double-four-xxx.x.xxx-outer",
        what:
            "XXX.X.XXX with P an outer stone: only one of the line's two fours contains P, so legal",
        black: &["e8", "f8", "h8", "j8", "k8", "l8"],
        white: &[],
        at: "d8",
        verdict: Allowed,
        chain: NO_CHAIN,
        lines: Some(["four", "nothing", "nothing", "nothing"]),
        map: Some(&[]),
    });
}

// ---------------------------------------------------------------------------------------------
// Edges and corners.
// ---------------------------------------------------------------------------------------------

// Two fours against two edges, in the corner: row 1 `|P X X X .`, column a the same.
//
// P = a1: row a1 b1 c1 d1, e1 completes a-e (the edge on the left, f1 empty): one four, not
// straight (nothing left of a1). Column a1 a2 a3 a4, a5 completes (a6 empty): a second four.
// Diagonal b2 c3: empty. No five, no overline, two fours: DOUBLE-FOUR.
// Map: e1 → b-e run, a1 (a-e) and f1 (b-f, g1 empty) five: straight four, legal; a5 the same
// on the column; f1 → b c d . f one four, legal; a6 likewise; b2 → its anti-diagonal a3 b2 c1
// is only three points long, its row a2 b2 and column b1 b2 are two stones: legal; c2, b3 →
// two stones per line (the anti-diagonal a4-d1 is only four points long): legal.
// Map: a1 double-four only.
#[test]
fn corner_double_four() {
    check(&Case {
        name: "corner-double-four",
        what: "two fours against the edges meeting in the corner",
        black: &["b1", "c1", "d1", "a2", "a3", "a4"],
        white: &[],
        at: "a1",
        verdict: Forbidden(DoubleFour),
        chain: NO_CHAIN,
        lines: Some(["four", "four", "nothing", "nothing"]),
        map: Some(&[("a1", DoubleFour)]),
    });
}

// A "three" on a diagonal only five points long is not a three.
//
// P = d2: row 2 `| . X X P . . .` (a2 empty, b2 c2, e2 f2 g2 empty): e2 gives b2-e2 with a2
// (a-e, the edge beyond) and f2 (b-f, g2 empty) both five: straight four, sf point e2; a2
// gives a2-d2 with nothing left of a2: not straight. A three.
// Anti-diagonal a5 b4 c3 d2 e1 is five points long: no straight four `.XXXX.` (six points) fits
// on it, so b4 c3 d2 is not a three, whatever is added. Column d (d1 d3) and diagonal (c1 e3):
// empty. One three: legal.
#[test]
fn corner_short_diagonal_is_not_a_three() {
    check(&Case {
        name: "corner-short-diagonal",
        what: "three stones on the five-point diagonal a5-e1 are no three, so P is a single three",
        black: &["b2", "c2", "b4", "c3"],
        white: &[],
        at: "d2",
        verdict: Allowed,
        chain: NO_CHAIN,
        lines: Some([
            "three (straight-four point +1)",
            "nothing",
            "nothing",
            "nothing",
        ]),
        map: None,
    });
}

// The same shape one row up: the diagonal a6-f1 is six points long, just enough.
//
// P = d3: row 3 as above (sf point e3 only). Anti-diagonal a6 b5 c4 d3 e2 f1: e2 gives b5-e2
// with a6 (a6-e2, the edge beyond a6) and f1 (b5-f1, the edge beyond f1) both exactly five:
// straight four, sf point e2; a6 gives a6-d3 with nothing beyond a6: not straight. A three.
// Real? e3 with P: row b3-e3 straight four, nothing else on e3's lines (e2 e4, d2 f4, d4 f2
// empty): legal. e2 with P: anti-diagonal b5-e2 straight four; row d2 f2, column e1 e3,
// diagonal d1 f3 empty: legal. Two real threes: DOUBLE-THREE.
#[test]
fn short_diagonal_of_six_points_holds_a_three() {
    check(&Case {
        name: "corner-six-point-diagonal",
        what: "one row further from the corner the diagonal a6-f1 holds a three: double-three",
        black: &["b3", "c3", "b5", "c4"],
        white: &[],
        at: "d3",
        verdict: Forbidden(DoubleThree),
        chain: NO_CHAIN,
        lines: Some([
            "three (straight-four point +1)",
            "nothing",
            "nothing",
            "three (straight-four point +1)",
        ]),
        map: None,
    });
}

// A three against the edge `|X X P . .` is no three.
//
// P = c2: row 2 `|X X P . . .` (a2 b2 black, d2 e2 f2 empty): the only way to four stones in a
// row is d2, giving a2-d2 with nothing left of a2: a four, never a straight four. No three.
// Column c: c1 empty (below it the edge), c2 c3 c4, c5 c6 c7 empty: c5 gives c2-c5 with c1
// (c1-c5, the edge below) and c6 (c2-c6, c7 empty) both five: straight four, sf point c5; c1
// gives c1-c4 with nothing below: not straight. A three. Diagonal b1 d3, anti-diagonal b3 d1:
// empty. One three: legal.
#[test]
fn edge_blocked_three_is_not_a_three() {
    check(&Case {
        name: "edge-blocked-three",
        what: "|XXX.. against the edge is no three, so P is a single three",
        black: &["a2", "b2", "c3", "c4"],
        white: &[],
        at: "c2",
        verdict: Allowed,
        chain: NO_CHAIN,
        lines: Some([
            "nothing",
            "three (straight-four point +3)",
            "nothing",
            "nothing",
        ]),
        map: None,
    });
}

// One point away from the edge `|. X P X . .` is a three.
//
// P = c2: row 2 `|. X P X . .` (a2 empty, b2 d2 black, e2 f2 g2 empty): e2 gives b2-e2 with a2
// (a2-e2, the edge beyond) and f2 (b2-f2, g2 empty) both five: sf point e2; a2 gives a2-d2
// with nothing beyond: not straight. A three. Column c: the three of `edge_blocked_three...`,
// sf point c5. Real? e2 with P: row straight four, e2's other lines (e1 e3, d1 f3, d3 f1)
// empty: legal. c5 with P: column straight four, c5's other lines (b5 d5, b4 d6, b6 d4)
// empty: legal. Two real threes: DOUBLE-THREE.
#[test]
fn three_one_point_from_the_edge_is_a_three() {
    check(&Case {
        name: "edge-open-three",
        what: "|.XXX.. one point from the edge is a three: double-three",
        black: &["b2", "d2", "c3", "c4"],
        white: &[],
        at: "c2",
        verdict: Forbidden(DoubleThree),
        chain: NO_CHAIN,
        lines: Some([
            "three (straight-four point +2)",
            "three (straight-four point +3)",
            "nothing",
            "nothing",
        ]),
        map: None,
    });
}

// ---------------------------------------------------------------------------------------------
// Fours that are not (straight) fours for black, and threes that are not threes.
// ---------------------------------------------------------------------------------------------

// `X.XXXX` closed by a white stone is no four for black: c8 . e8 f8 g8 [h8] O.
//
// P = h8: row c8 . e8 f8 g8 h8, i8 white. Windows of five through h8: d-h (d8 empty) — d8
// would make c-h, six, not a five; every window reaching i8 holds a white stone. No four; the
// run e-h is four stones, so no five or overline either; and no three (a straight four needs
// d8, which makes six). Column h8 h9 h10 h11, h7 (h7-h11, h6 empty) and h12 (h8-h12, h13
// empty) both five: one straight four. Diagonals g7 i9, g9 i7: empty. One four: legal.
// (Counting `X.XXXX` as a four would make it a double-four.)
#[test]
fn x_gap_xxxx_is_not_a_four() {
    check(&Case {
        name: "x.xxxx-not-a-four",
        what: "X.XXXX closed by white is no four for black (filling the gap makes six): P is a single four",
        black: &["c8", "e8", "f8", "g8", "h9", "h10", "h11"],
        white: &["i8"],
        at: "h8",
        verdict: Allowed,
        chain: NO_CHAIN,
        lines: Some(["nothing", "straight four", "nothing", "nothing"]),
        map: None,
    });
}

// `.XXXX.X`: a straight four spoiled by a sixth stone: d8 . e8 f8 g8 [h8] . j8.
//
// P = h8: row e-h is a run of four; d8 makes d-h exactly five (c8 empty, i8 empty); i8 makes
// e-j, six: not a five. One completion point: a four, not a straight four. No other line holds
// a stone. One four: legal (and the row's class must say "four", not "straight four").
#[test]
fn straight_four_spoiled_by_a_sixth_stone() {
    check(&Case {
        name: "spoiled-straight-four",
        what: ".XXXX.X: only one end makes five, so it is a four but not a straight four",
        black: &["e8", "f8", "g8", "j8"],
        white: &[],
        at: "h8",
        verdict: Allowed,
        chain: NO_CHAIN,
        lines: Some(["four", "nothing", "nothing", "nothing"]),
        map: None,
    });
}

// `X..XXX..X`: both would-be straight fours are spoiled by a sixth stone, so no three.
//
// P = g8: row b8 . . e8 f8 g8 . . j8. d8 gives d-g: c8 would make b-g six, so only h8 ends it:
// not straight. h8 gives e-h: i8 would make e-j six, so only d8 ends it: not straight. No
// other point makes four in a row with P. No three in the row. Column g8 g9 g10, g7 g11 (and
// g6 g12) empty: a three (sf g7, g11). Diagonals: empty. One three: legal.
#[test]
fn three_spoiled_on_both_sides_is_not_a_three() {
    check(&Case {
        name: "spoiled-three",
        what: "X..XXX..X: each straight four would be spoiled by a sixth stone, so no three",
        black: &["b8", "e8", "f8", "j8", "g9", "g10"],
        white: &[],
        at: "g8",
        verdict: Allowed,
        chain: NO_CHAIN,
        lines: Some([
            "nothing",
            "three (straight-four points -1 +3)",
            "nothing",
            "nothing",
        ]),
        map: None,
    });
}

// The same without b8: `..XXX..X` is a three on its open side.
//
// P = g8: d8 gives d-g with c8 (c-g, b8 empty) and h8 (d-h, i8 empty) both five: straight four,
// sf point d8 (h8 still spoiled by j8). Real? d8 with P: row straight four; column d, diagonals
// c7 e9 and c9 e7: empty. Legal. Column three as before, real (g11: column straight four,
// nothing else on its lines). Two real threes: DOUBLE-THREE.
#[test]
fn three_spoiled_on_one_side_is_a_three() {
    check(&Case {
        name: "spoiled-on-one-side-three",
        what: "..XXX..X: spoiled on one side only, still a three: double-three",
        black: &["e8", "f8", "j8", "g9", "g10"],
        white: &[],
        at: "g8",
        verdict: Forbidden(DoubleThree),
        chain: NO_CHAIN,
        lines: Some([
            "three (straight-four point -3)",
            "three (straight-four points -1 +3)",
            "nothing",
            "nothing",
        ]),
        map: None,
    });
}

// Boxed in: `O.XXX.O` is no three.
//
// P = g8: row c8 white, d8 empty, e8 f8 g8, h8 empty, i8 white. d8 gives d-g with c8 white:
// only h8 ends it, not straight. h8 gives e-h with i8 white: only d8 ends it, not straight. No
// three. Column three g8 g9 g10 (sf g7, g11). One three: legal.
#[test]
fn boxed_in_three_is_not_a_three() {
    check(&Case {
        name: "boxed-three",
        what: "O.XXX.O is no three, so P is a single three",
        black: &["e8", "f8", "g9", "g10"],
        white: &["c8", "i8"],
        at: "g8",
        verdict: Allowed,
        chain: NO_CHAIN,
        lines: Some([
            "nothing",
            "three (straight-four points -1 +3)",
            "nothing",
            "nothing",
        ]),
        map: None,
    });
}

// With one more point of room, `O.XXX..O` is a three.
//
// P = g8: h8 gives e-h with d8 (d-h, c8 white beyond: exactly five) and i8 (e-i, j8 white
// beyond) both five: straight four, sf point h8 (d8 still blocked by c8). Real? h8 with P: row
// straight four; column h7 h9, diagonal g7 i9 empty; anti-diagonal g9 h8 (f10, i7 empty): two
// stones. Legal. Column three real (g11, as before). DOUBLE-THREE.
#[test]
fn three_with_room_is_a_three() {
    check(&Case {
        name: "boxed-three-with-room",
        what: "O.XXX..O is a three: double-three",
        black: &["e8", "f8", "g9", "g10"],
        white: &["c8", "j8"],
        at: "g8",
        verdict: Forbidden(DoubleThree),
        chain: NO_CHAIN,
        lines: Some([
            "three (straight-four point +1)",
            "three (straight-four points -1 +3)",
            "nothing",
            "nothing",
        ]),
        map: None,
    });
}

// ---------------------------------------------------------------------------------------------
// 4-3, 4-3-3, 4-4-3, five against overline, overline against four.
// ---------------------------------------------------------------------------------------------

// 4-3 with a closed four: O d8 e8 f8 [g8] . plus a column three.
//
// P = g8: row d-g, c8 white: only h8 makes five (d-h, i8 empty): one four, not straight.
// Column g8 g9 g10, g7 g11 (g6 g12) empty: three. Diagonals: empty. No five, no overline, one
// four, one line with a three: step 5, legal.
#[test]
fn four_three_is_legal() {
    check(&Case {
        name: "four-three",
        what: "a four and a three: legal",
        black: &["d8", "e8", "f8", "g9", "g10"],
        white: &["c8"],
        at: "g8",
        verdict: Allowed,
        chain: NO_CHAIN,
        lines: Some([
            "four",
            "three (straight-four points -1 +3)",
            "nothing",
            "nothing",
        ]),
        map: None,
    });
}

// 4-3-3: a straight four and two real threes is a double-three.
//
// P = g8: row d8 e8 f8 g8, c8 (c-g, b8 empty) and h8 (d-h, i8 empty) both five: one straight
// four. Column g8 g9 g10 (g7 g11 g6 g12 empty): three, sf g7 g11. Diagonal g8 h9 i10 (f7 j11
// e6 k12 empty): three, sf f7 j11. Anti-diagonal f9 h7: empty. No five, no overline, one four
// (no double-four). Threes: g11 with P: column straight four; row f11 h11, diagonal f10 h12,
// anti-diagonal f12 h10 empty: legal, so the column three is real. j11 with P: diagonal
// g8-j11 straight four; row, column j and anti-diagonal i12 k10 empty: legal, so the diagonal
// three is real. Two real threes: DOUBLE-THREE (the four does not excuse it).
#[test]
fn four_three_three_is_a_double_three() {
    check(&Case {
        name: "four-three-three",
        what: "4-3-3: one four and two real threes is a double-three",
        black: &["d8", "e8", "f8", "g9", "g10", "h9", "i10"],
        white: &[],
        at: "g8",
        verdict: Forbidden(DoubleThree),
        chain: NO_CHAIN,
        lines: Some([
            "straight four",
            "three (straight-four points -1 +3)",
            "three (straight-four points -1 +3)",
            "nothing",
        ]),
        map: None,
    });
}

// 4-4-3: two fours and a three is a double-four (double-four is decided before threes).
//
// P = g8: row d-g straight four (as in 4-3-3); column g8 g9 g10 g11 with g7 (g7-g11, g6 empty)
// and g12 (g8-g12, g13 empty) both five: a second straight four; diagonal g8 h9 i10: a three.
// No five, no overline; two fours: DOUBLE-FOUR, whatever the three.
#[test]
fn four_four_three_is_a_double_four() {
    check(&Case {
        name: "four-four-three",
        what: "4-4-3 is a double-four (checked before threes)",
        black: &["d8", "e8", "f8", "g9", "g10", "g11", "h9", "i10"],
        white: &[],
        at: "g8",
        verdict: Forbidden(DoubleFour),
        chain: NO_CHAIN,
        lines: Some([
            "straight four",
            "straight four",
            "three (straight-four points -1 +3)",
            "nothing",
        ]),
        map: None,
    });
}

// A five beats an overline made by the same stone in another direction.
//
// P = h8: row d8 e8 f8 g8 h8, c8 and i8 empty: exactly five. Column h5 h6 h7 h8 h9 h10: six.
// Step 1 comes first: the five wins, the move is legal (a five, not forbidden).
#[test]
fn five_beats_an_overline_in_another_direction() {
    check(&Case {
        name: "five-and-overline",
        what: "exactly five in one direction and six in another: the five wins",
        black: &["d8", "e8", "f8", "g8", "h5", "h6", "h7", "h9", "h10"],
        white: &[],
        at: "h8",
        verdict: Five,
        chain: NO_CHAIN,
        lines: Some(["five", "overline", "nothing", "nothing"]),
        map: None,
    });
}

// A four does not excuse an overline.
//
// P = h8: row e8 f8 g8 h8 i8 j8: six, no five on any line (column h8-h11 is four stones).
// Step 2: OVERLINE, although the column is a straight four (h7 and h12 both make five).
#[test]
fn a_four_does_not_excuse_an_overline() {
    check(&Case {
        name: "overline-and-four",
        what: "six in one direction and a straight four in another: overline",
        black: &["e8", "f8", "g8", "i8", "j8", "h9", "h10", "h11"],
        white: &[],
        at: "h8",
        verdict: Forbidden(Overline),
        chain: NO_CHAIN,
        lines: Some(["overline", "straight four", "nothing", "nothing"]),
        map: None,
    });
}
