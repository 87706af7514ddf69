//! The SGF reader: sizes from `SZ`, points on every size, and the strict reading of property
//! names and values (issue 25, defects 3, 11 and 14). Expected points are worked out from the
//! format's rule: column letter from the left, row letter from the top.

use crate::common;

use common::{read, read_max, show, show_opening};
use renju_records::{Color, Format};

fn sgf(text: &str) -> Vec<String> {
    show(&read(Format::Sgf, text.as_bytes()))
}

/// Each record with what it says of its opening.
fn sgf_opening(text: &str) -> Vec<String> {
    show_opening(&read(Format::Sgf, text.as_bytes()))
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

/// The moves of the opening samples: hh hg jf ig jh kg = h8 h9 j10 i9 j8 k9 (rows from the
/// top: `g` is row 9, `f` row 10, `h` row 8), so the fifth move is j8, black.
const MOVES: &str = ";B[hh];W[hg];B[jf];W[ig];B[jh];W[kg]";

#[test]
fn orc_game_center_trees_give_the_rule_the_swap_and_the_offers() {
    // The rule from GN's "... : RIF rule" (ORC Game Center writes no RU); SW[YES] is the
    // swap mark R (the referee places it at RIF's one place, after move 3). 5A[gi][jh] = g7
    // and j8: the fifth move j8 is among them.
    // Tree 2: FA lists only g7; the fifth move j8 is added. SW[NO]: the mark -.
    // Tree 3: RU is read before GN, as written; SW in another node, in lower case.
    assert_eq!(
        sgf_opening(&format!(
            "(;GM[4]FF[4]SZ[15]GN[PlayerA-PlayerB(B) : RIF rule]SW[YES]5A[gi][jh]{MOVES})\n\
             (;GM[4]GN[A-B : RIF rule]SW[NO]FA[gi]{MOVES})\n\
             (;GM[4]GN[A-B : RIF rule]RU[Yamaguchi]{MOVES}SW[yes])"
        )),
        [
            "PlayerA-PlayerB(B) : RIF rule Some(15): h8 h9 j10 i9 j8 k9 | rule=RIF swap=R 4:offers=g7,j8",
            "A-B : RIF rule None: h8 h9 j10 i9 j8 k9 | rule=RIF swap=- 4:offers=g7,j8",
            "A-B : RIF rule None: h8 h9 j10 i9 j8 k9 | rule=Yamaguchi swap=R",
        ]
    );
}

#[test]
fn a_swap_is_kept_as_a_mark_for_the_referee_to_place() {
    // SW[YES] is the mark R whatever the rule: Taraguchi-10 (whose five places for a swap
    // the one mark does not fit: the referee says so), "Unknown rule" and a name of another
    // form (no rule), and a game of two moves (no move 3 to swap after, no fifth move to
    // keep: no offers).
    assert_eq!(
        sgf_opening(&format!(
            "(;GM[4]RU[Taraguchi-10]SW[YES]{MOVES})\n\
             (;GM[4]GN[A-B : Unknown rule]SW[YES]{MOVES})\n\
             (;GM[4]GN[Final, round 2]SW[YES]{MOVES})\n\
             (;GM[4]RU[RIF]SW[YES]5A[gi];B[hh];W[hg])"
        )),
        [
            "1 None: h8 h9 j10 i9 j8 k9 | rule=Taraguchi-10 swap=R",
            "A-B : Unknown rule None: h8 h9 j10 i9 j8 k9 | swap=R",
            "Final, round 2 None: h8 h9 j10 i9 j8 k9 | swap=R",
            "4 None: h8 h9 | rule=RIF swap=R",
        ]
    );
}

#[test]
fn offers_are_points_of_the_board_and_take_the_fifth_moves_colour() {
    // On 19x19 `aa` is a19. With a setup stone white moves first: the fifth move, kg = k9,
    // is white, and so are the offers (ii = i7).
    assert_eq!(
        sgf_opening(&format!(
            "(;GM[4]SZ[19]5A[aa]{MOVES})\n\
             (;GM[4]AB[hh]5A[ii];W[hg];B[jf];W[ig];B[jh];W[kg])"
        )),
        [
            "1 Some(19): h12 h13 j14 i13 j12 k13 | 4:offers=a19,j12",
            "2 None: h9 j10 i9 j8 k9 | 4:offers=w:i7,w:k9",
        ]
    );
}

#[test]
fn offers_that_cannot_be_read_are_errors_naming_the_property() {
    // An SW value other than YES or NO is kept as written (the referee cannot place it, and
    // says so); an offer or a rule that cannot be read is an error.
    assert_eq!(
        sgf_opening(&format!(
            "(;GM[4]SW[maybe]{MOVES})\n\
             (;GM[4]SW[YES][NO]{MOVES})\n\
             (;GM[4]5A[gi][zz]{MOVES})\n\
             (;GM[4]FA[g]{MOVES})\n\
             (;GM[4]5A[]{MOVES})\n\
             (;GM[4]5A[gi]{MOVES}FA[jh])\n\
             (;GM[4]SW[NO];B[hh]SW[NO])\n\
             (;GM[4]RU[RIF][Yamaguchi];B[hh])\n\
             (;GM[4]RU[RIF]SW[NO]5A[gi];B[hh])"
        )),
        [
            "1 None: h8 h9 j10 i9 j8 k9 | swap=maybe",
            "2 None: h8 h9 j10 i9 j8 k9 | swap=YES,NO",
            "! 3 line 3: bad 5A value [gi][zz]: offer 2 (zz) is off the 15x15 board",
            "! 4 line 4: bad FA value [g]: offer 1 (\"g\") is not an SGF point (two letters a-o: column, then row from the top)",
            "! 5 line 5: bad 5A value []: offer 1 is empty",
            "! 6 line 6: 5A is given twice",
            "! 7 line 7: SW is given twice",
            "! 8 line 8: bad RU value [RIF][Yamaguchi]: one opening rule name",
            "9 None: h8 | rule=RIF swap=-",
        ]
    );
}

#[test]
fn five_a_is_the_one_property_name_with_a_digit() {
    // 5A is read (as FA); other names with digits are refused like lower-case ones, and a
    // lower-case 5a too.
    assert_eq!(
        sgf(&format!(
            "(;GM[4]1B[hh])\n(;GM[4]5a[gi]{MOVES})\n(;GM[4]A5[gi])\n(;GM[4]5A [gi]{MOVES})"
        )),
        [
            "! - line 1: property name \"1B\" at line 1 is not upper-case letters (B, W, AB, …)",
            "! - line 2: property name \"5a\" at line 2 is not upper-case letters (B, W, AB, …)",
            "! - line 3: property name \"A5\" at line 3 is not upper-case letters (B, W, AB, …)",
            "4 None: h8 h9 j10 i9 j8 k9",
        ]
    );
    assert_eq!(
        sgf_opening(&format!("(;GM[4]5A [gi]{MOVES})")),
        ["1 None: h8 h9 j10 i9 j8 k9 | 4:offers=g7,j8"]
    );
}
