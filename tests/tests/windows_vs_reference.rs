//! Exhaustive: every one of the 59,049 windows, for every shipped variant and both colours,
//! classified by the generated table and by the independent reference (`renju-reference`,
//! which counts stones on a real board) gives the same class.
//!
//! Each window is laid out on row 8 with the point under test at h8 (offsets -5..+5 are
//! c8..m8; own stones of the colour under test, opponent cells as the other colour). The
//! points beyond the window (a8, b8, n8, o8) are tried both empty and as opponent stones: a
//! class must not depend on them, which is what makes 5 points per side enough.
//!
//! The reference knows two colours: black wins with exactly five, white with five or more.
//! Each variant's colour is compared with the reference colour that wins the same way.

use renju::tables::{OpenEnds, PatternClass, Win, Window};
use renju::{Color, Rule};
use renju_reference as reference;

fn reference_class(
    window: Window,
    as_color: reference::Stone,
    beyond: Option<reference::Stone>,
) -> PatternClass {
    let other = match as_color {
        reference::Stone::Black => reference::Stone::White,
        reference::Stone::White => reference::Stone::Black,
    };
    let mut board = reference::Board::new();
    let (h, row) = (7usize, 7usize);
    for offset in -5i8..=5 {
        let col = (h as isize + isize::from(offset)) as usize;
        let stone = match window.cell(offset) {
            renju::tables::Cell::Own => Some(as_color),
            renju::tables::Cell::Opponent | renju::tables::Cell::Edge => Some(other),
            renju::tables::Cell::Empty => None,
        };
        board.set(col, row, stone);
    }
    for col in [0, 1, 13, 14] {
        board.set(col, row, beyond);
    }
    let facts = reference::line_facts(&board, h, row, reference::Direction::Horizontal, as_color);
    let offsets: Vec<i8> = facts
        .three_points
        .iter()
        .map(|&(c, _)| (c as isize - h as isize) as i8)
        .collect();
    let three = renju::tables::StraightFourPoints::from_offsets(&offsets)
        .unwrap_or_else(|| panic!("reference three points {offsets:?} beyond ±3 for {window}"));
    PatternClass::new(
        facts.five,
        facts.overline,
        u8::try_from(facts.fours).unwrap_or(u8::MAX),
        facts.straight_four,
        three,
    )
}

/// The table's class as the reference reports it: the rules' step 4 only looks for a three in a
/// line without a four (or five), and the reference lists three points only there.
fn as_reference_reports(class: PatternClass) -> PatternClass {
    if class.five() || class.fours() > 0 {
        PatternClass::new(
            class.five(),
            class.overline(),
            class.fours(),
            class.straight_four(),
            renju::tables::StraightFourPoints::NONE,
        )
    } else {
        class
    }
}

#[test]
fn every_window_of_every_variant_matches_the_reference() {
    let mut compared = 0usize;
    let mut mismatches = Vec::new();
    // The reference models two five rules only (exactly five, five or more; a blocked five
    // wins either way). Variants whose fives can be blocked (caro: `five-needs-open-ends`)
    // have their own hand-checked tests (tests/codegen.rs, tests/tables.rs).
    let modelled = |rule: &Rule| {
        Color::ALL
            .iter()
            .all(|&c| rule.settings().color(c).five_needs_open_ends == OpenEnds::NoEnd)
    };
    for rule in Rule::all().iter().filter(|r| modelled(r)) {
        for color in Color::ALL {
            let as_color = match rule.settings().color(color).win {
                Win::ExactlyFive => reference::Stone::Black,
                Win::FiveOrMore => reference::Stone::White,
            };
            for window in Window::all() {
                let table = as_reference_reports(rule.class(window, color));
                for beyond in [
                    None,
                    Some(as_color),
                    Some(match as_color {
                        reference::Stone::Black => reference::Stone::White,
                        reference::Stone::White => reference::Stone::Black,
                    }),
                ] {
                    let want = reference_class(window, as_color, beyond);
                    compared += 1;
                    if table != want && mismatches.len() < 10 {
                        mismatches.push(format!(
                            "{} {color} {window} (beyond: {beyond:?}): table {table}, reference {want}",
                            rule.name()
                        ));
                    }
                }
            }
        }
    }
    assert!(
        compared > Rule::all().iter().filter(|r| modelled(r)).count() * 2 * 59_049,
        "compared only {compared}"
    );
    assert!(
        mismatches.is_empty(),
        "windows differ:\n{}",
        mismatches.join("\n")
    );
}
