//! Helpers shared by the workspace tests (each test file uses a part of them).
#![allow(dead_code)]

pub mod cases;
pub mod corpus;
pub mod reference;
pub mod sized;

use renju::{Board, BoardSize, Color, ForbiddenKind, Point, Rule, Verdict};
use std::path::PathBuf;

/// The point named `name` (`a1` .. `z26`); panics on a bad name, which is a bug in the test.
pub fn p(name: &str) -> Point {
    name.parse()
        .unwrap_or_else(|e| panic!("test uses a bad point name: {e}"))
}

/// The points named in `names`.
pub fn points(names: &[&str]) -> Vec<Point> {
    names.iter().map(|n| p(n)).collect()
}

/// A 15x15 board with the named black and white stones.
pub fn board(black: &[&str], white: &[&str]) -> Board {
    sized_board(black, white)
}

/// A board of size `S` with the named black and white stones.
pub fn sized_board<S: BoardSize>(black: &[&str], white: &[&str]) -> Board<S> {
    Board::from_stones(&points(black), &points(white))
        .unwrap_or_else(|e| panic!("test position is not a board of its size: {e}"))
}

/// The mark drawn on a forbidden point: `6` overline, `4` double-four, `3` double-three.
pub fn mark(kind: ForbiddenKind) -> char {
    match kind {
        ForbiddenKind::Overline => '6',
        ForbiddenKind::DoubleFour => '4',
        ForbiddenKind::DoubleThree => '3',
    }
}

/// A verdict in words, for snapshots and messages.
pub fn verdict_text(v: Verdict) -> String {
    match v {
        Verdict::Five => "legal: the move completes a winning five".into(),
        Verdict::Allowed => "legal".into(),
        Verdict::Forbidden(kind) => format!("forbidden: {kind}"),
    }
}

/// `rule`'s forbidden map for black on `board`, as the list of (point, kind) in row-major
/// order that the reference gives.
pub fn black_map<S: BoardSize>(rule: &Rule, board: &Board<S>) -> Vec<(Point, ForbiddenKind)> {
    rule.forbidden_map(board, Color::Black).iter().collect()
}

/// A forbidden map as `name kind` pairs, e.g. `g8 overline, e9 double-three`, or `none`.
pub fn map_text(map: &[(Point, ForbiddenKind)]) -> String {
    if map.is_empty() {
        return "none".into();
    }
    map.iter()
        .map(|(q, k)| format!("{q} {k}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The workspace root (the parent of this crate's directory).
pub fn workspace_root() -> PathBuf {
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    here.parent()
        .map(PathBuf::from)
        .expect("the tests crate lives inside the workspace")
}

/// The shipped rule files' directory, `rules-spec/`.
pub fn rules_spec_dir() -> PathBuf {
    workspace_root().join("rules-spec")
}
