//! The SGF reader: sizes from `SZ`, points on every size, and the strict reading of property
//! names and values (issue 25, defects 3, 11 and 14). Expected points are worked out from the
//! format's rule: column letter from the left, row letter from the top.

mod common;

use common::{read, read_max, show};
use renju_records::{Color, Format};

fn sgf(text: &str) -> Vec<String> {
    show(&read(Format::Sgf, text.as_bytes()))
}

#[test]
fn sz_gives_the_size_and_the_points_are_read_on_it() {
    // On 19x19 the rows run from the top: `a` is row 19, `s` is row 1. `jj` = j10, `ss` = s1,
    // `as` = a1. On 20x20 `tt` = t1 and `ta` = t20. Without SZ: 15x15 (`ao` = a1).
    assert_eq!(
        sgf("(;GM[4]SZ[19];B[jj];W[ss];B[as])\n\
             (;GM[4]SZ[20:20];B[tt];W[ta])\n\
             (;GM[4];B[ao])\n\
             (;GM[4]SZ[5];B[ee])\n\
             (;GM[4]SZ[26];B[zz])"),
        [
            "1 Some(19): j10 s1 a1",
            "2 Some(20): t1 t20",
            "3 None: a1",
            "4 Some(5): e1",
            "5 Some(26): z1",
        ]
    );
}

#[test]
fn a_size_that_is_not_square_or_out_of_range_is_an_error() {
    assert_eq!(
        sgf("(;GM[4]SZ[19:15];B[aa])\n(;GM[4]SZ[4];B[aa])\n(;GM[4]SZ[27])\n(;GM[4]SZ[big])\n"),
        [
            "! 1 line 1: SZ says a 19x15 board is not square",
            "! 2 line 2: SZ says a 4x4 board: sizes from 5x5 to 26x26 are read",
            "! 3 line 3: SZ says a 27x27 board: sizes from 5x5 to 26x26 are read",
            "! 4 line 4: bad board size SZ[big]: a number, or columns:rows",
        ]
    );
}

#[test]
fn a_point_past_the_stated_size_is_off_the_board() {
    // `pa` is column p, the 16th: on 15x15 it is off the board, on 19x19 it is p19.
    assert_eq!(
        sgf("(;GM[4];B[pa])\n(;GM[4]SZ[19];B[pa])\n(;GM[4]SZ[19];B[at])"),
        [
            "! 1 line 1: move 1 (pa) is off the 15x15 board",
            "2 Some(19): p19",
            "! 3 line 3: move 1 (at) is off the 19x19 board",
        ]
    );
}

#[test]
fn a_property_name_without_a_value_is_an_error_not_a_dropped_move() {
    // Before, `A;B[hh]` was read as a name "A;B" and the move lost: a game of 0 moves.
    assert_eq!(
        sgf("(;GM[4]A;B[hh])\n(;GM[4];B[hh]W;B[ii])"),
        [
            "! - line 1: property A at line 1 has no value",
            "! - line 2: property W at line 2 has no value",
        ]
    );
}

#[test]
fn lower_case_property_names_are_errors() {
    // FF[4] names are upper-case; `b[hh]` was read as an empty name and the move lost.
    assert_eq!(
        sgf("(;GM[4];b[hh];W[ii])\n(;GM[4];AddBlack[hh])\n(;GM[4]\n;B[hh];w[aa])"),
        [
            "! - line 1: property name \"b\" at line 1 is not upper-case letters (B, W, AB, …)",
            "! - line 2: property name \"AddBlack\" at line 2 is not upper-case letters (B, W, AB, …)",
            "! - line 3: property name \"w\" at line 4 is not upper-case letters (B, W, AB, …)",
        ]
    );
}

#[test]
fn white_space_between_a_name_and_its_value_is_read_alike_for_every_property() {
    // `GM [4]` was refused (no GM[4]) while `B [hh]` was read: now both are read.
    assert_eq!(
        sgf("(;GM [4]SZ\n[15];B [hh];W\t[ii]  [jj])"),
        ["! 1 line 1: bad W value [ii][jj]: a move has one value"]
    );
    assert_eq!(sgf("(;GM [4];B [hh] ;W [ii])"), ["1 None: h8 i7"]);
}

#[test]
fn stray_text_and_properties_outside_a_node_are_errors() {
    assert_eq!(
        sgf("(B[hh])\n(;GM[4];B[hh]+)\n(;GM[4];[hh])"),
        [
            "! - line 1: a property outside any node at line 1 (a node starts with ';')",
            "! - line 2: '+' at line 2 is not part of an SGF game tree",
            "! - line 3: a value without a property name at line 3",
        ]
    );
}

#[test]
fn garbage_is_an_error_not_zero_games() {
    // Bytes of 0x80 and more used to pass as white space outside the trees: "0 games".
    let garbage: Vec<u8> = (0x80..=0xFF).collect();
    assert_eq!(
        show(&read(Format::Sgf, &garbage)),
        ["! - line 1: text outside any game tree (a game tree starts with \"(;\")"]
    );
    assert_eq!(
        show(&read(Format::Sgf, b"  \n\n")),
        ["! - line 3: no SGF game tree (a game tree starts with \"(;\")"]
    );
    // A byte-order mark at the start is not garbage.
    assert_eq!(
        show(&read(Format::Sgf, b"\xEF\xBB\xBF(;GM[4];B[hh])")),
        ["1 None: h8"]
    );
}

#[test]
fn a_size_too_large_for_the_parser_is_named_as_a_size() {
    // SZ[300] was "bad board size SZ[300]: a number, or columns:rows" (issue 35): it is a
    // number, and a size that is not read.
    assert_eq!(
        sgf("(;GM[4]SZ[300];B[aa])\n(;GM[4]SZ[300:15])\n(;GM[4]SZ[99999999999999999999999])\n(;GM[4]SZ[300x])\n"),
        [
            "! 1 line 1: SZ says a 300x300 board: sizes from 5x5 to 26x26 are read",
            "! 2 line 2: SZ says a 300x15 board is not square",
            "! 3 line 3: SZ says a 99999999999999999999999x99999999999999999999999 board: sizes from 5x5 to 26x26 are read",
            "! 4 line 4: bad board size SZ[300x]: a number, or columns:rows",
        ]
    );
}

#[test]
fn errors_show_sgf_values_not_rust_values() {
    // These were `bad B value ["hh", "ii"]` and `bad board size Invalid("SZ", ["x"])`.
    assert_eq!(
        sgf("(;GM[4];B[hh][ii])\n(;GM[4];AB[hh:ii];W[a])\n(;GM[4]SZ[x])"),
        [
            "! 1 line 1: bad B value [hh][ii]: a move has one value",
            "! 2 line 2: move 1 (\"a\") is not an SGF point (two letters a-o: column, then row from the top)",
            "! 3 line 3: bad board size SZ[x]: a number, or columns:rows",
        ]
    );
}

#[test]
fn setup_stones_and_colours() {
    // AB h8 (hh) and the rectangle g9:h10 (`gg:hf`: columns g-h, rows 9-10), AW i9 (ig);
    // then W g8 (gh), B k8 (kh). Setup in row-major order from the bottom: g9 h9 g10 h10.
    let items = read(
        Format::Sgf,
        b"(;GM[4]AB[hh][gg:hf]AW[ig];W[gh];B[kh](;W[kg])(;W[lh]))",
    );
    let game = items[0].as_ref().expect("a game");
    let setup: Vec<(String, Color)> = game
        .setup
        .iter()
        .map(|m| (m.point_name(), m.color))
        .collect();
    let black = Color::Black;
    assert_eq!(
        setup,
        [
            ("h8".to_string(), black),
            ("g9".to_string(), black),
            ("h9".to_string(), black),
            ("g10".to_string(), black),
            ("h10".to_string(), black),
            ("i9".to_string(), Color::White),
        ]
    );
    let moves: Vec<(String, Color)> = game
        .moves
        .iter()
        .map(|m| (m.point_name(), m.color))
        .collect();
    assert_eq!(
        moves,
        [
            ("g8".to_string(), Color::White),
            ("k8".to_string(), black),
            ("k9".to_string(), Color::White),
        ]
    );
}

#[test]
fn a_tree_too_long_or_too_deep_is_refused_and_the_next_still_read() {
    let long = format!("(;GM[4]C[{}];B[hh])\n(;GM[4];B[ii])", "x".repeat(5000));
    assert_eq!(
        show(&read_max(Format::Sgf, long.as_bytes(), 1000)),
        [
            "! - line 1: a game tree longer than 1000 bytes (--max-record-bytes)",
            "2 None: i7",
        ]
    );
    let deep = format!("(;GM[4]{})\n(;GM[4];B[hh])", ";C[x]".repeat(3000));
    assert_eq!(
        sgf(&deep),
        [
            "! - line 1: a line of play deeper than 2000 nodes",
            "2 None: h8"
        ]
    );
}
