//! The reader's own tests: every mistake of the format refused at its line, and the cases'
//! boards and checks as written.

use super::*;

fn board_with(row8: &str) -> String {
    (1..=15)
        .rev()
        .map(|r| {
            if r == 8 {
                format!("{r:2} {row8}\n")
            } else {
                format!("{r:2} ...............\n")
            }
        })
        .collect()
}

fn case(extra: &str, row8: &str) -> Result<Case, CaseError> {
    let text = format!(
        "# A row.\nvariant: renju\nsource: RIF 9.2\nclause: five\n{}{extra}",
        board_with(row8)
    );
    parse("t", &text)
}

#[test]
fn reads_every_line_kind() {
    let c = case(
        "black forbidden: none\nblack fives: c8, h8\nwhite forbidden: none\nblack at h8: five\nblack at a1 after c8 b1: legal\n",
        "...XXXX........",
    )
    .unwrap();
    assert_eq!(c.black.len(), 4);
    assert_eq!(c.five_points(Color::Black).unwrap().len(), 2);
    assert_eq!(c.forbidden_map(Color::White), Some(&[][..]));
    assert_eq!(c.checks[1].after.len(), 2);
    assert_eq!(c.checks[1].expect, Expect::Legal);
    assert_eq!(c.title, "A row.");
    assert!(c.diagram.starts_with("15 ..............."));
}

#[test]
fn errors_name_the_line() {
    let e = case("black forbidden: h8 triple-three\n", "...............").unwrap_err();
    assert_eq!(e.line, 20);
    assert!(e.message.contains("unknown kind"), "{e}");
    let e = case("black forbidden: none\n", ".......").unwrap_err();
    assert!(e.message.contains("has 7 points"), "{e}");
    assert_eq!(e.line, 12, "row 8 is the 12th line");
    let e = case(
        "black forbidden: i8 overline, h8 overline\n",
        "...............",
    )
    .unwrap_err();
    assert!(e.message.contains("row by row"), "{e}");
    let e = case("", "...X...........").unwrap_err();
    assert!(e.message.contains("no expectation"), "{e}");
    let e = case("black forbidden: d8 overline\n", "...X...........").unwrap_err();
    assert!(e.message.contains("holds a stone"), "{e}");
    let e = case(
        "black forbidden: none\nblack at h8 before g8: legal\n",
        "...............",
    )
    .unwrap_err();
    assert!(e.message.contains("after POINT"), "{e}");
    let e = case("black forbidden: none\nclause: nine\n", "...............").unwrap_err();
    assert!(e.message.contains("given twice"), "{e}");
    let e = case("black forbidden: none\nfoo bar: 1\n", "...............").unwrap_err();
    assert!(e.message.contains("unknown header"), "{e}");
}

#[test]
fn header_lines_are_told_from_board_rows() {
    assert!(is_header("black at h8 after g8: legal"));
    assert!(is_header("variant: renju"));
    assert!(!is_header(" 8 . . . X . . . . . . . . . . .  8"));
    assert!(!is_header("   a b c d e f g h i j k l m n o"));
    assert!(!is_header("Black: x"));
}

/// A case on a board of `size` points a side, with the `size:` line `size_line` (none
/// when empty), black stones on the last column from row 1 up (`stones` of them).
fn sized_case(size_line: &str, size: usize, stones: usize, extra: &str) -> Result<Case, CaseError> {
    let letters: String = ('a'..='z').take(size).map(|c| format!(" {c}")).collect();
    let rows: String = (1..=size)
        .rev()
        .map(|r| {
            let last = if r <= stones { "X" } else { "." };
            format!("{r:2} {}{last} {r:2}\n", ".".repeat(size - 1))
        })
        .collect();
    let text = format!(
        "# A column.\nvariant: renju\nsource: RIF 9.2\nclause: five\n{size_line}\n  {letters}\n{rows}  {letters}\n{extra}"
    );
    parse("t", &text)
}

#[test]
fn a_size_line_gives_the_board_s_side() {
    let c = sized_case("size: 19", 19, 4, "black fives: s5\nblack at s5: five\n").unwrap();
    assert_eq!(c.size, 19);
    assert_eq!(c.black.len(), 4);
    assert_eq!(c.black[3], Spot { col: 18, row: 3 });
    assert_eq!(c.black[3].to_string(), "s4");
    assert_eq!(
        c.five_points(Color::Black),
        Some(&[Spot { col: 18, row: 4 }][..])
    );
    // The size line may come anywhere, after the points too; `size: 15` is the default.
    let c = sized_case("", 20, 2, "black at t3: legal\nsize: 20\n").unwrap();
    assert_eq!((c.size, c.checks[0].point.col), (20, 19));
    let c = sized_case("size: 15", 15, 2, "black at o3: legal\n").unwrap();
    assert_eq!(c.size, 15);
    let c = sized_case("size: 5", 5, 1, "black at e2: legal\n").unwrap();
    assert_eq!(
        c.diagram.lines().count(),
        7,
        "5 rows and 2 lines of letters"
    );
}

#[test]
fn a_wrong_size_is_an_error_in_its_place() {
    // The size line is line 5.
    let e = sized_case("size: 30", 19, 0, "black at a1: legal\n").unwrap_err();
    assert_eq!(
        (e.line, e.message.as_str()),
        (5, "`size: 30` is not supported: a side has 5 to 26 points")
    );
    let e = sized_case("size: 4", 19, 0, "black at a1: legal\n").unwrap_err();
    assert_eq!(e.line, 5);
    let e = sized_case("size: nineteen", 19, 0, "black at a1: legal\n").unwrap_err();
    assert_eq!(e.line, 5);
    assert!(e.message.contains("a number from 5 to 26"), "{e}");
    let e = sized_case("size: 19", 19, 0, "black at a1: legal\nsize: 19\n").unwrap_err();
    assert_eq!(e.message, "`size:` given twice");
    // A 19x19 board without a size line is 4 rows too many for 15x15: the first letters
    // line (a-s) is no line of a 15x15 case, so it is read as a row.
    let e = sized_case("", 19, 0, "black at a1: legal\n").unwrap_err();
    assert!(e.message.contains("row 15 has 19 points"), "{e}");
    // Rows and size disagree.
    let e = sized_case("size: 20", 19, 0, "black at a1: legal\n").unwrap_err();
    assert!(e.message.contains("row 20 has 19 points"), "{e}");
    // A point past the edge of the board the case declares.
    let e = sized_case("size: 19", 19, 0, "black at t1: legal\n").unwrap_err();
    assert_eq!(
        e.message,
        "\"t1\" is not a point of the 19x19 board (a1 to s19)"
    );
    let e = case("black at p1: legal\n", "...............").unwrap_err();
    assert_eq!(
        e.message,
        "\"p1\" is not a point of the 15x15 board (a1 to o15)"
    );
}

#[test]
fn a_15x15_board_needs_15_rows() {
    let text = "# A row.\nvariant: renju\nsource: RIF 9.2\nclause: five\n...............\nblack at a1: legal\n";
    let e = parse("t", text).unwrap_err();
    assert_eq!(
        e.message,
        "the board has 1 rows; it needs 15 (a board of another size needs a `size:` line)"
    );
    let e = sized_case("size: 7", 7, 0, "black at a1: legal\n8 .......\n").unwrap_err();
    assert!(
        e.message
            .starts_with("a board row past the 7 of a 7x7 board"),
        "{e}"
    );
}

#[test]
fn point_names() {
    assert_eq!(Spot::parse("a1"), Some(Spot { col: 0, row: 0 }));
    assert_eq!(Spot::parse("o15").unwrap().to_string(), "o15");
    for bad in ["p1", "a0", "a16", "a01", "A1", "a", ""] {
        assert_eq!(Spot::parse(bad), None, "{bad}");
    }
    assert_eq!(Spot::parse_on("z26", 26), Some(Spot { col: 25, row: 25 }));
    assert_eq!(Spot::parse_on("e5", 5), Some(Spot { col: 4, row: 4 }));
    for (bad, size) in [
        ("f1", 5),
        ("a6", 5),
        ("t1", 19),
        ("a20", 19),
        ("a27", 26),
        ("{1", 26),
    ] {
        assert_eq!(Spot::parse_on(bad, size), None, "{bad} on {size}");
    }
}
