//! One summary per shipped variant, as an insta snapshot (`snapshots/variants/<name>.snap`):
//! the rule file and its SHA-256, its settings in words, and how many windows of each class
//! its tables hold for black and for white (what `renju table stats` prints). Any change to a
//! rule file, or to the generator, shows up as a snapshot diff in review.
//!
//! Then the behaviour of the variants added as spec files only (caro, omok), on hand-made
//! positions, through the runtime's generic verdict code.

mod common;

use common::{board, p};
use renju::{Color, ForbiddenKind, Rule, Verdict};
use std::path::Path;

const SNAPSHOTS: &str = "../../snapshots/variants";

#[test]
fn every_variant_has_a_summary() {
    for rule in Rule::all() {
        insta::with_settings!({
            snapshot_path => SNAPSHOTS,
            prepend_module_to_snapshot => false,
            description => format!("`renju table stats --rule {}`: file, hash, settings, windows per class", rule.name()),
            omit_expression => true,
        }, {
            insta::assert_snapshot!(rule.name(), renju_cli::stats_report(rule));
        });
    }
    // No summary of a variant that is gone.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../snapshots/variants");
    for entry in std::fs::read_dir(&dir).expect("snapshots/variants exists") {
        let path = entry.expect("readable").path();
        let Some(stem) = path
            .file_name()
            .and_then(|n| n.to_str())
            .and_then(|n| n.strip_suffix(".snap"))
        else {
            continue;
        };
        assert!(
            Rule::by_name(stem).is_some(),
            "{}: no variant is called {stem}; remove the summary",
            path.display()
        );
    }
}

fn rule(name: &str) -> &'static Rule {
    Rule::by_name(name).unwrap_or_else(|| panic!("no variant {name}"))
}

fn verdict(rule_name: &str, black: &[&str], white: &[&str], at: &str, color: Color) -> Verdict {
    rule(rule_name)
        .verdict(&board(black, white), p(at), color)
        .unwrap_or_else(|e| panic!("{e}"))
}

/// omok forbids double-three to both colours: the runtime's verdict is generic over colour
/// (each colour's forbidden set), so white's double-three is judged like black's in renju.
#[test]
fn omok_double_three_is_forbidden_for_white_too() {
    // the rules' double-three example, in white: row f8 g8 (h8) and column (h8) h9 h10, each
    // an open three. Black has a stone far away (a1) so that the position is a game's.
    let white = ["f8", "g8", "h9", "h10"];
    let dt = Verdict::Forbidden(ForbiddenKind::DoubleThree);
    assert_eq!(verdict("omok", &["a1"], &white, "h8", Color::White), dt);
    // The same stones in black: forbidden for black as well.
    assert_eq!(verdict("omok", &white, &["a1"], "h8", Color::Black), dt);
    // Under renju white has no forbidden moves.
    assert_eq!(
        verdict("renju", &["a1"], &white, "h8", Color::White),
        Verdict::Allowed
    );
    // The forbidden map of white lists h8, and only h8.
    let map = rule("omok")
        .forbidden_map(&board(&["a1"], &white), Color::White)
        .iter()
        .collect::<Vec<_>>();
    assert_eq!(map, vec![(p("h8"), ForbiddenKind::DoubleThree)]);
    // One of the threes blocked by black (e8 and i8 around f8 g8 _: the row can no longer
    // become a straight four): a single three, allowed.
    assert_eq!(
        verdict("omok", &["e8", "i8"], &white, "h8", Color::White),
        Verdict::Allowed
    );
    // `renju explain --rule omok --color white` says the same.
    let text =
        renju_cli::explain_report(rule("omok"), &board(&["a1"], &white), p("h8"), Color::White)
            .expect("h8 is empty");
    assert!(
        text.contains("h8 for white under omok: forbidden (double-three)"),
        "{text}"
    );
}

#[test]
fn omok_three_is_real_when_its_point_is_an_overline() {
    // the rules' false three: the row three e8 f8 _ h8 can become a straight four only at g8,
    // which also makes the column g6-g11, six. In renju g8 is forbidden (overline) for
    // black, so the row three is false and h8 is allowed. omok does not forbid overlines: g8
    // may be played (the six simply does not win), the row three is real, and h8 is a
    // double-three, for either colour.
    let stones = ["e8", "f8", "g6", "g7", "g9", "g10", "g11", "h9", "h10"];
    let dt = Verdict::Forbidden(ForbiddenKind::DoubleThree);
    assert_eq!(
        verdict("renju", &stones, &["a1"], "h8", Color::Black),
        Verdict::Allowed
    );
    assert_eq!(verdict("omok", &stones, &["a1"], "h8", Color::Black), dt);
    assert_eq!(verdict("omok", &["a1"], &stones, "h8", Color::White), dt);
    // g8 itself (h8 empty): the six g6-g11, which omok does not forbid, and one three (the
    // row e8 f8 g8): allowed.
    assert_eq!(
        verdict("omok", &["a1"], &stones, "g8", Color::White),
        Verdict::Allowed
    );
}

#[test]
fn omok_allows_double_four_and_overline_but_six_does_not_win() {
    // the rules' double-four (d8 e8 f8 _ j8 k8 l8, h8): allowed in omok, for either colour.
    let fours = ["d8", "e8", "f8", "j8", "k8", "l8"];
    for color in Color::ALL {
        let (black, white): (&[&str], &[&str]) = match color {
            Color::Black => (&fours, &["a1"]),
            Color::White => (&["a1"], &fours),
        };
        assert_eq!(
            verdict("omok", black, white, "h8", color),
            Verdict::Allowed,
            "{color}"
        );
    }
    // the rules' overline (e8 f8 g8 _ i8 j8, h8 makes six): not forbidden, and not a win, for
    // white too (omok.toml's choice); in renju white's six wins.
    let six = ["e8", "f8", "g8", "i8", "j8"];
    assert_eq!(
        verdict("omok", &["a1"], &six, "h8", Color::White),
        Verdict::Allowed
    );
    assert_eq!(
        verdict("renju", &["a1"], &six, "h8", Color::White),
        Verdict::Five
    );
}

#[test]
fn caro_blocked_fives_do_not_win() {
    for color in Color::ALL {
        // Stones of `color` and of the other colour, as (black, white).
        let place = |own: &[&'static str], other: &[&'static str]| match color {
            Color::Black => (own.to_vec(), other.to_vec()),
            Color::White => (other.to_vec(), own.to_vec()),
        };
        let check = |own: &[&'static str], other: &[&'static str], at: &str, want: Verdict| {
            let (black, white) = place(own, other);
            assert_eq!(
                verdict("caro", &black, &white, at, color),
                want,
                "{color} at {at}: own {own:?}, other {other:?}"
            );
        };
        // e8 f8 g8 h8, opponents d8 and j8: i8 makes e8-i8, blocked at both ends.
        check(
            &["e8", "f8", "g8", "h8"],
            &["d8", "j8"],
            "i8",
            Verdict::Allowed,
        );
        // The same with j8 empty: blocked at one end, it wins.
        check(&["e8", "f8", "g8", "h8"], &["d8"], "i8", Verdict::Five);
        // The edge blocks: b1 c1 d1 e1 and an opponent on f1; a1 makes a1-e1, with the edge
        // past a1 and the opponent past e1.
        check(&["b1", "c1", "d1", "e1"], &["f1"], "a1", Verdict::Allowed);
        check(&["b1", "c1", "d1", "e1"], &[], "a1", Verdict::Five);
        // Six, blocked at both ends (c8, j8): a run of six is not judged by its ends; it wins.
        check(
            &["d8", "e8", "f8", "g8", "h8"],
            &["c8", "j8"],
            "i8",
            Verdict::Five,
        );
        // A diagonal only five points long (a11 b12 c13 d14 e15): a five along it has the
        // edge past both ends.
        check(&["a11", "b12", "c13", "d14"], &[], "e15", Verdict::Allowed);
    }
    // Nothing is forbidden in caro: the rules' double-three is allowed.
    assert_eq!(
        verdict("caro", &["f8", "g8", "h9", "h10"], &[], "h8", Color::Black),
        Verdict::Allowed
    );
}
