//! The six examples of RULES.md ("The six examples, as positions": black to play h8, no white
//! stones) under the default rule.
//!
//! Every expected value below is copied from RULES.md by hand (the table of verdicts and the
//! paragraph "Full forbidden maps of these positions"), never from the program's output. Each
//! example is checked twice: hard assertions of the verdict at h8 and of the full forbidden map,
//! then one snapshot (`snapshots/examples/`) that shows the position, the verdict, the class of
//! each line through h8 and the map, for a person to read.

mod common;

use common::{board, map_text, mark, p, verdict_text};
use renju::{Color, Direction, ForbiddenKind, Point, Rule, Verdict};

use ForbiddenKind::{DoubleFour, DoubleThree, Overline};

/// One example of RULES.md.
struct Example {
    /// The name RULES.md gives it (also the snapshot's name).
    name: &'static str,
    /// The black stones; there are no white stones.
    black: &'static [&'static str],
    /// What RULES.md says about h8, in its own words.
    rules_md: &'static str,
    /// The verdict at h8 that RULES.md's words mean.
    verdict: Verdict,
    /// The full forbidden map for black, in row-major order (a1, b1, …, o1, a2, …).
    map: &'static [(&'static str, ForbiddenKind)],
}

/// Hard assertions of one example, then its snapshot.
fn check(ex: &Example) {
    let rule = Rule::default_rule();
    assert_eq!(rule.name(), "renju", "RULES.md's examples are about renju");
    let board = board(ex.black, &[]);
    assert_eq!(board.stone_count(), ex.black.len());
    let h8 = p("h8");

    // (a) The verdict at h8, black to play.
    let verdict = rule
        .verdict(&board, h8, Color::Black)
        .expect("h8 is empty in every example");
    assert_eq!(
        verdict, ex.verdict,
        "example {:?}: verdict at h8 (RULES.md: {})",
        ex.name, ex.rules_md
    );
    let expected_forbidden = match ex.verdict {
        Verdict::Forbidden(kind) => Some(kind),
        _ => None,
    };
    assert_eq!(rule.forbidden(&board, h8, Color::Black), expected_forbidden);

    // (a) The full forbidden map, every empty point.
    let map = rule
        .forbidden_map(&board, Color::Black)
        .iter()
        .collect::<Vec<_>>();
    let expected: Vec<(Point, ForbiddenKind)> = ex.map.iter().map(|&(n, k)| (p(n), k)).collect();
    assert_eq!(
        map,
        expected,
        "example {:?}: forbidden map\n  got:      {}\n  RULES.md: {}",
        ex.name,
        map_text(&map),
        map_text(&expected)
    );
    // The map agrees with the point-by-point verdict (h8 included).
    assert_eq!(
        map.iter().find(|(q, _)| *q == h8).map(|&(_, k)| k),
        expected_forbidden
    );
    // White has no forbidden moves: white's map is empty, white may play h8.
    assert!(rule.forbidden_map(&board, Color::White).is_empty());
    assert_ne!(
        rule.verdict(&board, h8, Color::White)
            .map(|v| matches!(v, Verdict::Forbidden(_))),
        Ok(true)
    );

    // (b) The snapshot.
    let classes = rule
        .line_classes(&board, h8, Color::Black)
        .expect("h8 is empty");
    let mut marks: Vec<(Point, char)> = map.iter().map(|&(q, k)| (q, mark(k))).collect();
    if expected_forbidden.is_none() {
        marks.push((h8, '*'));
    }
    let mut text = String::new();
    text += &format!(
        "RULES.md example {:?}: rule {}, black to play h8, no white stones\n",
        ex.name,
        rule.name()
    );
    text += &format!("black stones: {}\n", ex.black.join(" "));
    text += &format!("RULES.md says: {}\n", ex.rules_md);
    text += &format!("verdict at h8: {}\n", verdict_text(verdict));
    text += "lines through h8 with a black stone on it:\n";
    for (d, class) in Direction::ALL.into_iter().zip(classes) {
        text += &format!("  {:<15} {class}\n", format!("{}:", d.name()));
    }
    text += &format!("forbidden map (black): {}\n", map_text(&map));
    text +=
        "board (X black, 6 overline, 4 double-four, 3 double-three, * h8 when not forbidden):\n";
    text += &renju::diagram::render(&board, &marks);

    insta::with_settings!({
        snapshot_path => "../../snapshots/examples",
        prepend_module_to_snapshot => false,
        description => format!("RULES.md example {:?} (expected values are in tests/tests/examples.rs)", ex.name),
        omit_expression => true,
    }, {
        insta::assert_snapshot!(ex.name, text);
    });
}

#[test]
fn double_three() {
    check(&Example {
        name: "double-three",
        black: &["f8", "g8", "h9", "h10"],
        rules_md: "forbidden, double-three (row f8-g8-h8, column h8-h9-h10)",
        verdict: Verdict::Forbidden(DoubleThree),
        map: &[("h8", DoubleThree)],
    });
}

#[test]
fn double_four() {
    check(&Example {
        name: "double-four",
        black: &["d8", "e8", "f8", "j8", "k8", "l8"],
        rules_md:
            "forbidden, double-four (g8 completes d8-h8, i8 completes h8-l8: two fours on one line)",
        verdict: Verdict::Forbidden(DoubleFour),
        map: &[("h8", DoubleFour)],
    });
}

#[test]
fn overline() {
    check(&Example {
        name: "overline",
        black: &["e8", "f8", "g8", "i8", "j8"],
        rules_md: "forbidden, overline (e8-j8 is six)",
        verdict: Verdict::Forbidden(Overline),
        map: &[("h8", Overline)],
    });
}

#[test]
fn false_three() {
    check(&Example {
        name: "false-three",
        black: &["e8", "f8", "g6", "g7", "g9", "g10", "g11", "h9", "h10"],
        rules_md:
            "legal: the row three e8-f8-.-h8 can become a straight four only at g8, and g8 is \
                   itself forbidden (overline g6-g11), so the row three is false; only the column \
                   three h8-h9-h10 is real",
        verdict: Verdict::Allowed,
        // RULES.md: `g8` overline, `e9 f9 i9 h11` double-three; here in row-major order.
        map: &[
            ("g8", Overline),
            ("e9", DoubleThree),
            ("f9", DoubleThree),
            ("i9", DoubleThree),
            ("h11", DoubleThree),
        ],
    });
}

#[test]
fn four_three() {
    check(&Example {
        name: "four-three",
        black: &["e8", "f8", "g8", "h9", "h10"],
        rules_md: "legal: straight four e8-h8 plus one three h8-h9-h10",
        verdict: Verdict::Allowed,
        map: &[],
    });
}

#[test]
fn five_wins() {
    check(&Example {
        name: "five-wins",
        black: &["d8", "e8", "f8", "g8", "h9", "h10", "i9", "j10"],
        rules_md: "legal: exactly five d8-h8 wins, although the column and the diagonal look like \
                   two threes",
        verdict: Verdict::Five,
        map: &[("g9", DoubleThree), ("i10", DoubleThree)],
    });
}

/// The line classes at h8 that RULES.md's explanations name, worked out by hand per example
/// (row, column, diagonal a1-o15, anti-diagonal a15-o1), as hard assertions next to the
/// snapshots.
#[test]
fn line_classes_at_h8_match_the_explanations() {
    let rule = Rule::default_rule();
    let classes = |black: &[&str]| {
        rule.line_classes(&board(black, &[]), p("h8"), Color::Black)
            .expect("h8 is empty")
            .map(|c| c.to_string())
    };
    // Row f8 g8 h8: straight fours at e8 (e-h, d8 and i8 empty) and i8 (f-i); column h8 h9
    // h10: at h7 and h11.
    assert_eq!(
        classes(&["f8", "g8", "h9", "h10"]),
        [
            "three (straight-four points -3 +1)",
            "three (straight-four points -1 +3)",
            "nothing",
            "nothing"
        ]
    );
    // XXX.X.XXX with h8 in the middle: d-h completed at g8, h-l completed at i8.
    assert_eq!(
        classes(&["d8", "e8", "f8", "j8", "k8", "l8"]),
        ["two fours", "nothing", "nothing", "nothing"]
    );
    // e8-j8 is six.
    assert_eq!(
        classes(&["e8", "f8", "g8", "i8", "j8"]),
        ["overline", "nothing", "nothing", "nothing"]
    );
    // Row e8 f8 . h8: only g8 makes a straight four (d8 or i8 would leave a gap). Column as in
    // the double-three. The diagonal holds g7 h8 and the anti-diagonal g9 h8: two stones only.
    assert_eq!(
        classes(&["e8", "f8", "g6", "g7", "g9", "g10", "g11", "h9", "h10"]),
        [
            "three (straight-four point -1)",
            "three (straight-four points -1 +3)",
            "nothing",
            "nothing"
        ]
    );
    // e8-h8 with d8 and i8 empty (and c8, j8 empty, so both make exactly five).
    assert_eq!(
        classes(&["e8", "f8", "g8", "h9", "h10"]),
        [
            "straight four",
            "three (straight-four points -1 +3)",
            "nothing",
            "nothing"
        ]
    );
    // d8-h8 is exactly five (c8, i8 empty); the column h8 h9 h10 and the diagonal h8 i9 j10
    // are threes taken alone (the five decides the move before threes are looked at).
    assert_eq!(
        classes(&["d8", "e8", "f8", "g8", "h9", "h10", "i9", "j10"]),
        [
            "five",
            "three (straight-four points -1 +3)",
            "three (straight-four points -1 +3)",
            "nothing"
        ]
    );
}
