//! The conformance cases (`conformance/cases/`, read by `renju-conformance`) as runtime
//! values: points, boards, colours.

use renju::{Board, BoardSize, Color, Point};
use renju_conformance::{self as conformance, Case, Spot};

/// The runtime point of a case's point.
pub fn point(s: Spot) -> Point {
    Point::new(s.col, s.row).expect("the reader gives points on the board")
}

/// The runtime colour of a case's colour.
pub fn color(c: conformance::Color) -> Color {
    match c {
        conformance::Color::Black => Color::Black,
        conformance::Color::White => Color::White,
    }
}

/// The case `NAME` (`conformance/cases/NAME.txt`).
pub fn case(name: &str) -> Case {
    conformance::load(&conformance::cases_dir().join(format!("{name}.txt")))
        .unwrap_or_else(|e| panic!("{e}"))
}

/// Every case of the folder.
pub fn all() -> Vec<Case> {
    conformance::load_all().unwrap_or_else(|e| panic!("{e}"))
}

/// The cases of `clause`, in file-name order.
pub fn of_clause(clause: &str) -> Vec<Case> {
    all()
        .into_iter()
        .filter(|c| c.clauses.iter().any(|x| x == clause))
        .collect()
}

/// The examples of the rules text: the cases of clause `example` (`example-<id>.txt`), the
/// one place they are declared.
pub fn examples() -> Vec<Case> {
    of_clause("example")
}

/// The board `case` draws, as a board of size `S` (the case's own size).
pub fn board<S: BoardSize>(case: &Case) -> Board<S> {
    assert_eq!(
        case.size,
        S::N,
        "{}: a {}x{} case",
        case.name,
        case.size,
        case.size
    );
    Board::from_diagram(&case.diagram)
        .unwrap_or_else(|e| panic!("{}: the runtime cannot read the board: {e}", case.name))
}
