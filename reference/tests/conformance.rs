//! The conformance cases (`conformance/cases/*.txt`, hand-worked) against the reference, for
//! every case whose variants include `renju` (read literally) or `renju-completing-five-counts`:
//! black's full forbidden map where the case gives it, black's winning points where given,
//! and every `black at <point> [after …]` verdict. The runtime's and the CLI's tests read the
//! same files.

use renju_conformance::{self as conformance, Case, Color, Expect, Kind, Spot};
use renju_reference::{
    forbidden, forbidden_map, line_facts, Board, Direction, ForbiddenKind, Reading, Stone,
};

fn kind(k: Kind) -> ForbiddenKind {
    match k {
        Kind::Overline => ForbiddenKind::Overline,
        Kind::DoubleFour => ForbiddenKind::DoubleFour,
        Kind::DoubleThree => ForbiddenKind::DoubleThree,
    }
}

fn board(case: &Case) -> Board {
    let mut b = Board::with_size(case.size).unwrap_or_else(|e| panic!("{}: {e}", case.name));
    for (color, stone) in [(Color::Black, Stone::Black), (Color::White, Stone::White)] {
        for s in case.stones(color) {
            assert!(
                b.set(s.col, s.row, Some(stone)),
                "{}: {s} is on the board",
                case.name
            );
        }
    }
    b
}

/// Whether a black stone at `p` (empty) completes exactly five on some line.
fn completes_five(b: &Board, p: Spot) -> bool {
    let mut with = b.clone();
    with.set(p.col, p.row, Some(Stone::Black));
    Direction::ALL
        .iter()
        .any(|&d| line_facts(&with, p.col, p.row, d, Stone::Black).five)
}

/// The readings a case is about.
fn readings(case: &Case) -> Vec<Reading> {
    let mut out = Vec::new();
    for v in &case.variants {
        match v.as_str() {
            "renju" => out.push(Reading::Literal),
            // The variant's name, and its former name (an alias).
            "renju-completing-five-counts" | "renju-five-keeps-three" => {
                out.push(Reading::FiveKeepsThree)
            }
            _ => {}
        }
    }
    out
}

fn check(case: &Case, reading: Reading) -> usize {
    let b = board(case);
    let mut checked = 0;
    if let Some(want) = case.forbidden_map(Color::Black) {
        let got = forbidden_map(&b, reading);
        let want: Vec<((usize, usize), ForbiddenKind)> = want
            .iter()
            .map(|&(p, k)| ((p.col, p.row), kind(k)))
            .collect();
        assert_eq!(
            got, want,
            "{} ({reading:?}): black's forbidden map",
            case.name
        );
        checked += 1;
    }
    if let Some(want) = case.five_points(Color::Black) {
        let mut got = Vec::new();
        for row in 0..b.size() {
            for col in 0..b.size() {
                let p = Spot { col, row };
                if b.get(col, row).is_none() && completes_five(&b, p) {
                    got.push(p);
                }
            }
        }
        assert_eq!(
            got, want,
            "{} ({reading:?}): black's winning points",
            case.name
        );
        checked += 1;
    }
    for c in case.checks.iter().filter(|c| c.color == Color::Black) {
        let mut at = b.clone();
        for s in &c.after {
            at.set(s.col, s.row, Some(Stone::Black));
        }
        let got = forbidden(&at, c.point.col, c.point.row, reading);
        let want = match c.expect {
            Expect::Forbidden(k) => Some(kind(k)),
            Expect::Legal | Expect::Five => None,
        };
        assert_eq!(
            got, want,
            "{} line {} ({reading:?}): black at {}",
            case.name, c.line, c.point
        );
        assert_eq!(
            completes_five(&at, c.point),
            c.expect == Expect::Five,
            "{} line {} ({reading:?}): does black at {} make five?",
            case.name,
            c.line,
            c.point
        );
        checked += 1;
    }
    checked
}

#[test]
fn every_renju_case_holds_for_the_reference() {
    let cases = conformance::load_all().unwrap_or_else(|e| panic!("{e}"));
    let mut cases_checked = 0;
    let mut expectations = 0;
    for case in &cases {
        for reading in readings(case) {
            expectations += check(case, reading);
            cases_checked += 1;
        }
    }
    // Most cases are about renju; not vacuous.
    assert!(cases_checked >= 90, "{cases_checked} case readings");
    // Cases on other boards than 15x15 are among them.
    let sized = cases
        .iter()
        .filter(|c| c.size != 15 && !readings(c).is_empty())
        .count();
    assert!(sized >= 2, "{sized} renju cases off 15x15");
    assert!(expectations >= 150, "{expectations} expectations");
}
