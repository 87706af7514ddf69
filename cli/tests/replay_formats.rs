//! Golden tests of `renju replay`, one or more per record format, from records written by
//! hand; and one game written in all five formats, which must get the same answer.
//!
//! The games, worked out by hand on the boards drawn below (X black, O white, numbers are
//! move numbers, `*` the decisive move):
//!
//! Game A, `h8 i8 i9 h9 j8 k9 j9 i10 j10`: black's fifth stone (move 9, j10) is a
//! double-three (RIF 9.3: two open threes at once).
//!
//! ```text
//!    f g h i j k l
//! 12 . . . . . . .      column j: j8 j9 j10 with j6 j7 j11 j12 empty: an open three
//! 11 . . . . . . .      diagonal: h8 i9 j10 with f6 g7 k11 l12 empty: an open three
//! 10 . . . 8 * . .      (the row is blocked at i10, the anti-diagonal holds k9 white)
//!  9 . . 4 3 7 6 .
//!  8 . . 1 2 5 . .
//!  7 . . . . . . .
//!  6 . . . . . . .
//! ```
//!
//! Game B, `h8 h9 i8 i9 g8 f8 j8 k8 j7 j9 k10 k9 g9 l9`: white's row h9-l9 is five at move
//! 14 (g9 black, m9 empty); black's row g8-j8 is shut by f8 and k8, and no black move made
//! two threes or fours.
//!
//! Game D, `e8 j10 h5 k11 f8 j11 h6 k10 g8 l12 h7 m13 h8`: black's h8 (move 13) makes the
//! four e8-h8 and the four h5-h8: a double-four (RIF 9.3).
//!
//! Game E, `e8 h9 j8 h10 f8 g10 i8 i11 g8 f9 h8`: black's h8 (move 11) fills e8-j8, six in
//! a row: an overline. Under gomoku-freestyle the same move wins (five or more); under
//! gomoku-standard six is neither a win nor forbidden.
//!
//! Game F, `h8 h9 i9 i10 j10 j11 k11 g7 l12`: black's diagonal h8-l12 is exactly five at
//! move 9 (g7 white, m13 empty).
//!
//! Game G, `h8 i9 g9 g10 j7`: nothing happens.

use crate::replay_common;

use replay_common::{
    moves_line, psq_file, renlib_byte, renlib_file, replay, rif_file, run, sgf_tree, xy, xys, Run,
    RENLIB_HEADER,
};

const A: &str = "h8 i8 i9 h9 j8 k9 j9 i10 j10";
const B: &str = "h8 h9 i8 i9 g8 f8 j8 k8 j7 j9 k10 k9 g9 l9";
const D: &str = "e8 j10 h5 k11 f8 j11 h6 k10 g8 l12 h7 m13 h8";
const E: &str = "e8 h9 j8 h10 f8 g10 i8 i11 g8 f9 h8";
const F: &str = "h8 h9 i9 i10 j10 j11 k11 g7 l12";
const G: &str = "h8 i9 g9 g10 j7";

/// The answer for game A under renju, with `game` as its id.
fn a_line(game: &str) -> String {
    format!(
        r#"{{"game":"{game}","moves":9,"result":"black-foul","foul":{{"move":9,"point":"j10","kind":"double-three"}},"five":null}}"#
    )
}

fn f_line(game: &str) -> String {
    format!(
        r#"{{"game":"{game}","moves":9,"result":"black-five","foul":null,"five":{{"move":9,"color":"black"}}}}"#
    )
}

fn lines(text: &str) -> Vec<&str> {
    text.lines().collect()
}

/// Checks a run's exit status (`code`) and its answer lines (`expected`, in order).
fn assert_answers(out: &Run, code: i32, expected: &[impl AsRef<str>]) {
    assert_eq!(out.code, code, "{}", out.stderr);
    let expected: Vec<&str> = expected.iter().map(AsRef::as_ref).collect();
    assert_eq!(lines(&out.stdout), expected);
}

#[test]
fn moves_format_answers_every_game_in_order() {
    let input = format!(
        "# games A, B, D, E, F, G of this file's comment\nA: {A}\nB: {B}\n\nD: {D}\nE: {E}\n{F}\nG:{G}\n"
    );
    let out = replay("moves", &[], input.as_bytes());
    assert_answers(
        &out,
        0,
        &[
            a_line("A").as_str(),
            r#"{"game":"B","moves":14,"result":"white-five","foul":null,"five":{"move":14,"color":"white"}}"#,
            r#"{"game":"D","moves":13,"result":"black-foul","foul":{"move":13,"point":"h8","kind":"double-four"},"five":null}"#,
            r#"{"game":"E","moves":11,"result":"black-foul","foul":{"move":11,"point":"h8","kind":"overline"},"five":null}"#,
            // No `ID:` prefix: the id is the line number.
            f_line("7").as_str(),
            r#"{"game":"G","moves":5,"result":"none","foul":null,"five":null}"#,
        ],
    );
    // The summary counts them: 6 games, 3 fouls of 3 kinds, one five each.
    assert_eq!(
        out.stderr,
        "replay: 6 games judged, 0 errors\n\
         results: black-five 1, white-five 1, black-foul 3, white-foul 0, none 1\n\
         fouls: overline 1, double-four 1, double-three 1\n"
    );
}

#[test]
fn moves_format_reads_compact_and_comma_separated_moves() {
    // Game F three ways: together, with commas, upper case.
    let input = "h8h9i9i10j10j11k11g7l12\nh8,h9,i9,i10,j10,j11,k11,g7,l12\nH8 H9 I9 I10 J10 J11 K11 G7 L12\n";
    let out = run(&["replay", "-"], input.as_bytes());
    assert_answers(&out, 0, &[f_line("1"), f_line("2"), f_line("3")]);
}

#[test]
fn the_rule_decides_what_an_overline_is() {
    let input = format!("E: {E}\n");
    let freestyle = run(
        &["replay", "--rule", "gomoku-freestyle", "-"],
        input.as_bytes(),
    );
    assert_eq!(
        freestyle.stdout,
        "{\"game\":\"E\",\"moves\":11,\"result\":\"black-five\",\"foul\":null,\"five\":{\"move\":11,\"color\":\"black\"}}\n"
    );
    let standard = run(
        &["replay", "--rule", "gomoku-standard", "-"],
        input.as_bytes(),
    );
    assert_eq!(
        standard.stdout,
        "{\"game\":\"E\",\"moves\":11,\"result\":\"none\",\"foul\":null,\"five\":null}\n"
    );
}

#[test]
fn bad_records_are_answered_in_place_and_the_rest_still_answered() {
    let input = format!(
        "ok: {G}\n\
         twice: h8 i9 h8\n\
         edge: h8 p3\n\
         late: {F} a1\n\
         junk: h8 ?9\n\
         F: {F}\n"
    );
    let out = run(&["replay", "-"], input.as_bytes());
    assert_answers(
        &out,
        1,
        &[
            r#"{"game":"ok","moves":5,"result":"none","foul":null,"five":null}"#,
            r#"{"game":"twice","line":2,"error":"move 3 (h8) is on an occupied point"}"#,
            r#"{"game":"edge","line":3,"error":"move 2 (p3) is off the 15x15 board"}"#,
            // Judged to its end: the five at move 9, and one move after it.
            r#"{"game":"late","moves":10,"result":"black-five","foul":null,"five":{"move":9,"color":"black"},"moves_after_end":1}"#,
            r#"{"game":"junk","line":5,"error":"move 2: \"?9\" is not a move (a column a-o and a row 1-15, like h8)"}"#,
            f_line("F").as_str(),
        ],
    );
    assert!(
        out.stderr
            .starts_with("replay: 3 games judged (1 with moves after the end), 3 errors\n"),
        "{}",
        out.stderr
    );
}

#[test]
fn a_foul_ends_the_game_but_later_stones_must_still_land_on_empty_points() {
    // Game A goes on after the foul, and white makes five k10-o10 at move 18: too late, the
    // foul at move 9 decided (and black's a1-a4 is only four). 9 moves follow the end.
    let on = format!("{A} k10 a1 l10 a2 m10 a3 n10 a4 o10\n");
    let out = run(&["replay", "-"], on.as_bytes());
    assert_eq!(out.code, 0);
    assert_eq!(
        out.stdout,
        a_line("1")
            .replace("\"moves\":9", "\"moves\":18")
            .replace("\"five\":null}", "\"five\":null,\"moves_after_end\":9}")
            + "\n"
    );
    assert!(
        out.stderr
            .starts_with("replay: 1 games judged (1 with moves after the end), 0 errors\n"),
        "{}",
        out.stderr
    );
    // With --strict the record is an error, naming the first move after the end.
    let strict = run(&["replay", "--strict", "-"], on.as_bytes());
    assert_eq!(strict.code, 1);
    assert_eq!(
        strict.stdout,
        "{\"game\":\"1\",\"line\":1,\"error\":\"move 10 (k10) comes after the game ended: \
         black's move 9 was a foul (double-three) (--strict)\"}\n"
    );
    let onto = format!("{A} j10\n");
    let out = run(&["replay", "-"], onto.as_bytes());
    assert_eq!(
        out.stdout,
        "{\"game\":\"1\",\"line\":1,\"error\":\"move 10 (j10) is on an occupied point\"}\n"
    );
}

#[test]
fn a_line_longer_than_the_bound_is_an_error_not_an_allocation() {
    let long = format!("long: {}\n", "h8 ".repeat(100));
    let input = format!("{long}G: {G}\n");
    let out = run(
        &["replay", "--max-record-bytes", "100", "-"],
        input.as_bytes(),
    );
    assert_answers(
        &out,
        1,
        &[
            r#"{"game":null,"line":1,"error":"line longer than 100 bytes (--max-record-bytes)"}"#,
            r#"{"game":"G","moves":5,"result":"none","foul":null,"five":null}"#,
        ],
    );
}

/// A RenjuNet-style database: players and tournaments around the games, which are the only
/// part read.
const RIF: &str = r#"<?xml version="1.0" encoding="utf-8"?>
<database>
  <players>
    <player id="1" name="Ann" surname="Black" country="1"/>
    <player id="2" name="Bo" surname="White" country="2"/>
  </players>
  <games>
    <game id="1001" bid="1" tournament="1" round="1" black="1" white="2" rule="1" opening="1" alt="0" swap="0" bresult="0" btime="0" wtime="0">
      <move>h8 i8 i9 h9 j8 k9 j9 i10 j10</move>
      <publisher id="1"/>
    </game>
    <game id="1002" bid="1" rule="1" black="2" white="1" bresult="1">
      <move>h8 h9 i9 i10 j10 j11 k11 g7 l12</move>
    </game>
    <game id="1003" rule="1" black="1" white="2" bresult="0.5">
      <move>h8 i9 h8</move>
    </game>
    <game id="1004" rule="1" black="1" white="2" bresult="0.5"/>
    <game rule="1"><move>h8 i9 g9 g10 j7</move></game>
  </games>
</database>
"#;

#[test]
fn rif_games_are_answered_by_their_id_attribute() {
    let out = replay("rif", &[], RIF.as_bytes());
    assert_answers(
        &out,
        1,
        &[
            a_line("1001").as_str(),
            f_line("1002").as_str(),
            r#"{"game":"1003","line":15,"error":"move 3 (h8) is on an occupied point"}"#,
            r#"{"game":"1004","moves":0,"result":"none","foul":null,"five":null}"#,
            // No id attribute: the game's index among the games.
            r#"{"game":"5","moves":5,"result":"none","foul":null,"five":null}"#,
        ],
    );
}

#[test]
fn rif_move_text_may_be_cdata_but_not_hold_entities() {
    let xml = "<games>\n<game id=\"1\"><move><![CDATA[h8 i9 g9 g10 j7]]></move></game>\n\
               <game id=\"2\"><move>h8 &amp; i9</move></game>\n\
               <game id=\"3\"><move>h8</move></game>\n</games>";
    let out = replay("rif", &[], xml.as_bytes());
    assert_eq!(
        lines(&out.stdout),
        [
            r#"{"game":"1","moves":5,"result":"none","foul":null,"five":null}"#,
            r#"{"game":"2","line":3,"error":"an entity reference (&...;) in the move text"}"#,
            r#"{"game":"3","moves":1,"result":"none","foul":null,"five":null}"#,
        ]
    );
}

#[test]
fn broken_xml_ends_the_file_with_an_error_after_the_games_before_it() {
    let broken = "<database><games><game id=\"1\"><move>h8 i9 g9 g10 j7</move></game>\n<game id=\"2\"><move>h8</mvoe></game></games></database>";
    let out = replay("rif", &[], broken.as_bytes());
    assert_eq!(out.code, 1);
    let got = lines(&out.stdout);
    assert_eq!(got.len(), 2, "{}", out.stdout);
    assert_eq!(
        got[0],
        r#"{"game":"1","moves":5,"result":"none","foul":null,"five":null}"#
    );
    assert!(
        got[1].starts_with(r#"{"game":"2","line":2,"error":"bad XML"#),
        "{}",
        got[1]
    );
}

/// An SGF collection: game A as RenLib-like software writes it, a game from setup stones
/// with a variation, a Go game and a 19x19 board.
///
/// The second tree sets up black h8 i8 j8 and white h9 i9, then white plays g8 (move 1) and
/// black k8 (move 2): h8 i8 j8 k8 with g8 white and l8 empty is only a four. The main line
/// takes the first variation: white k9 (`kg`, move 3), black h10 (`hf`, move 4); the second
/// variation, white l8 (`lh`), is not played. Nothing is decided.
const SGF: &str = "\
(;FF[4]GM[4]SZ[15]CA[UTF-8]AP[RenLib:3.6]GN[Game A]PB[Ann]PW[Bo]RE[W+F]
;B[hh];W[ih];B[ig];W[hg];B[jh];W[kg];B[jg];W[if];B[jf])
(;FF[4]GM[4]SZ[15]AB[hh][ih][jh]AW[hg][ig];W[gh];B[kh](;W[kg];B[hf])(;W[lh]))
(;FF[4]GM[1]SZ[19];B[pd])
(;FF[4]GM[4]SZ[19]GN[big];B[jj])
";

#[test]
fn sgf_main_lines_with_setup_stones() {
    let out = replay("sgf", &[], SGF.as_bytes());
    assert_answers(
        &out,
        1,
        &[
            a_line("Game A").as_str(),
            r#"{"game":"2","moves":4,"result":"none","foul":null,"five":null}"#,
            r#"{"game":null,"line":4,"error":"not a Gomoku/Renju game tree: the root must say GM[4]"}"#,
            // Read on 19x19 (`jj` is j10 there); not judged until the runtime plays 19x19.
            r#"{"game":"big","moves":1,"result":"none","foul":null,"five":null}"#,
        ],
    );
}

#[test]
fn sgf_positions_show_the_setup_stones() {
    // The second tree of SGF: setup black h8 i8 j8, white h9 i9; moves W g8, B k8, W k9, B h10.
    let tree = SGF.lines().nth(2).expect("the second tree");
    let out = run(
        &["replay", "--format", "sgf", "--positions", "-"],
        tree.as_bytes(),
    );
    assert_answers(
        &out,
        0,
        &[
            r#"{"id":"1-m1","black":["h8","i8","j8"],"white":["h9","i9"]}"#,
            r#"{"id":"1-m2","black":["h8","i8","j8"],"white":["h9","i9","g8"]}"#,
            r#"{"id":"1-m3","black":["h8","i8","j8","k8"],"white":["h9","i9","g8"]}"#,
            r#"{"id":"1-m4","black":["h8","i8","j8","k8"],"white":["h9","i9","g8","k9"]}"#,
        ],
    );
}

/// Game B as Piskvork saves it: `x,y,time` with x from the left and y from the top, so
/// h8 = 8,8; h9 = 8,7; i8 = 9,8; i9 = 9,7; g8 = 7,8; f8 = 6,8; j8 = 10,8; k8 = 11,8;
/// j7 = 10,9; j9 = 10,7; k10 = 11,6; k9 = 11,7; g9 = 7,7; l9 = 12,7.
const PSQ_B: &str = "\
Piskvorky 15x15, 11:11, 0
8,8,0
8,7,1450
9,8,312
9,7,2200
7,8,98
6,8,875
10,8,1203
11,8,640
10,9,3301
10,7,512
11,6,2999
11,7,1700
7,7,804
12,7,1000
pbrain-embryo21_s.exe
pbrain-rapfi.exe
-1
";

#[test]
fn psq_files_are_one_game_named_by_the_file() {
    let dir = std::env::temp_dir().join(format!("renju-replay-psq-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let b = dir.join("0x1-14(1).psq");
    std::fs::write(&b, PSQ_B).expect("written");
    let big = dir.join("big.psq");
    std::fs::write(&big, "Piskvorky 20x20, 11:11, 0\n10,10,0\n-1\n").expect("written");
    let b_name = b.display().to_string();
    let big_name = big.display().to_string();
    let out = run(&["replay", &b_name, &big_name], b"");
    std::fs::remove_dir_all(&dir).expect("removed");
    assert_answers(
        &out,
        0,
        &[
            format!(
                r#"{{"game":"{b_name}","moves":14,"result":"white-five","foul":null,"five":{{"move":14,"color":"white"}}}}"#
            ),
            // The header's 20x20 board: its one stone, 10,10, is j11 there.
            format!(r#"{{"game":"{big_name}","moves":1,"result":"none","foul":null,"five":null}}"#),
        ],
    );
}

#[test]
fn psq_moves_off_the_board_name_the_line() {
    let out = run(
        &["replay", "--format", "psq", "-"],
        b"Piskvorky 15x15, 11:11, 0\n8,8,0\n16,3,0\n-1\n",
    );
    assert_eq!(
        out.stdout,
        "{\"game\":\"-\",\"line\":3,\"error\":\"move 2 (16,3) is off the 15x15 board\"}\n"
    );
}

/// A RenLib tree with two lines from h8 (as bytes: point, flags):
///
/// ```text
/// root 00 00
/// └ h8 78 08 + comment "Sure win\0" (padded to 10 bytes)
///   ├ i8 79 81 (has a sibling, extension) + ext 00 01 + board text "A\0"
///   │ └ i9 69, h9 68, j8 7A, k9 6B, j9 6A, i10 59, j10 5A 40 (leaf)     = game A
///   └ h9 68 00
///     └ i9 69, i10 59, j10 5A, j11 4A, k11 4B, g7 87, l12 3C 40 (leaf) = game F
/// ```
fn renlib_tree() -> Vec<u8> {
    let mut bytes = RENLIB_HEADER.to_vec();
    bytes.extend([0x00, 0x00, 0x78, 0x08]);
    bytes.extend(b"Sure win\0\0");
    bytes.extend([0x79, 0x81, 0x00, 0x01, b'A', 0x00]);
    for p in ["i9", "h9", "j8", "k9", "j9", "i10"] {
        bytes.extend([renlib_byte(xy(p)), 0x00]);
    }
    bytes.extend([0x5A, 0x40]);
    bytes.extend([0x68, 0x00]);
    for p in [0x69, 0x59, 0x5A, 0x4A, 0x4B, 0x87] {
        bytes.extend([p, 0x00]);
    }
    bytes.extend([0x3C, 0x40]);
    bytes
}

#[test]
fn renlib_every_path_to_a_leaf_is_a_game() {
    // The hand-written bytes of the tree agree with the byte rule for the points named.
    assert_eq!(
        [xy("j10"), xy("j11"), xy("k11"), xy("g7"), xy("l12")].map(renlib_byte),
        [0x5A, 0x4A, 0x4B, 0x87, 0x3C]
    );
    let out = replay("renlib", &[], &renlib_tree());
    assert_answers(&out, 0, &[a_line(A).as_str(), f_line(F).as_str()]);
}

#[test]
fn renlib_truncated_files_end_with_an_error() {
    let mut bytes = renlib_tree();
    bytes.truncate(bytes.len() - 6); // cuts game F short
    let out = replay("renlib", &[], &bytes);
    assert_eq!(out.code, 1);
    let got = lines(&out.stdout);
    assert_eq!(got[0], a_line(A));
    assert_eq!(
        got[1],
        r#"{"game":null,"byte":64,"error":"the file ends inside the move tree; stopped reading this file"}"#
    );
    let out = run(
        &["replay", "--format", "renlib", "-"],
        b"not a library at all",
    );
    assert_eq!(
        out.stdout,
        "{\"game\":null,\"byte\":0,\"error\":\"not a RenLib file: it does not start with FF \\\"RenLib\\\" FF; stopped reading this file\"}\n"
    );
}

#[test]
fn one_game_in_all_five_formats_gets_one_answer() {
    let game = xys(D);
    let expected = |id: &str| {
        format!(
            r#"{{"game":"{id}","moves":13,"result":"black-foul","foul":{{"move":13,"point":"h8","kind":"double-four"}},"five":null}}"#
        ) + "\n"
    };
    let cases: [(&str, Vec<u8>, &str); 5] = [
        ("moves", moves_line("D", &game).into_bytes(), "D"),
        (
            "rif",
            rif_file(&[("D".into(), game.clone())]).into_bytes(),
            "D",
        ),
        ("sgf", sgf_tree("D", &game).into_bytes(), "D"),
        ("psq", psq_file(&game).into_bytes(), "-"),
        ("renlib", renlib_file(&game), D),
    ];
    for (format, bytes, id) in cases {
        // Named explicitly, and detected from the content.
        for args in [vec!["replay", "--format", format, "-"], vec!["replay", "-"]] {
            let out = run(&args, &bytes);
            assert_eq!(
                out.stdout,
                expected(id),
                "{format} with {args:?}: {}",
                out.stderr
            );
            assert_eq!(out.code, 0);
        }
    }
}

#[test]
fn positions_feed_renju_batch() {
    // Game G: the position before each of its 5 moves.
    let out = run(
        &["replay", "--positions", "-"],
        format!("G: {G}\n").as_bytes(),
    );
    assert_answers(
        &out,
        0,
        &[
            r#"{"id":"G-m1","black":[],"white":[]}"#,
            r#"{"id":"G-m2","black":["h8"],"white":[]}"#,
            r#"{"id":"G-m3","black":["h8"],"white":["i9"]}"#,
            r#"{"id":"G-m4","black":["h8","g9"],"white":["i9"]}"#,
            r#"{"id":"G-m5","black":["h8","g9"],"white":["i9","g10"]}"#,
        ],
    );
    let batch = run(&["batch"], out.stdout.as_bytes());
    assert_eq!(batch.code, 0, "{}", batch.stdout);
    assert_eq!(batch.stdout.lines().count(), 5);
}

#[test]
fn hostile_inputs_are_refused_in_bounded_memory() {
    // An SGF line of 3,000 nodes (a game has at most 225 moves) is refused before parsing,
    // and the tree after it is still answered.
    let deep = format!(
        "(;FF[4]GM[4]{})\n(;FF[4]GM[4];B[hh])\n",
        ";C[x]".repeat(3000)
    );
    let out = replay("sgf", &[], deep.as_bytes());
    assert_eq!(
        lines(&out.stdout),
        [
            r#"{"game":null,"line":1,"error":"a line of play deeper than 2000 nodes"}"#,
            r#"{"game":"2","moves":1,"result":"none","foul":null,"five":null}"#,
        ]
    );
    // An SGF tree longer than the bound.
    let long = format!("(;FF[4]GM[4]C[{}];B[hh])\n", "x".repeat(5000));
    let out = replay("sgf", &["--max-record-bytes", "1000"], long.as_bytes());
    assert_eq!(
        out.stdout,
        "{\"game\":null,\"line\":1,\"error\":\"a game tree longer than 1000 bytes (--max-record-bytes)\"}\n"
    );
    // RIF move text longer than the bound: the file stops there.
    let rif = format!(
        "<games><game id=\"1\"><move>h8</move></game><game id=\"2\"><move>{}</move></game></games>",
        "h8 ".repeat(2000)
    );
    let out = replay("rif", &["--max-record-bytes", "1000"], rif.as_bytes());
    let got = lines(&out.stdout);
    assert_eq!(
        got[0],
        r#"{"game":"1","moves":1,"result":"none","foul":null,"five":null}"#
    );
    assert_eq!(
        got[1],
        r#"{"game":"2","line":1,"error":"move text longer than 1000 bytes (--max-record-bytes)"}"#
    );
    assert_eq!(got.len(), 2);
    // A RenLib path of 1,000 nodes: deeper than any game, refused. The path holds the root
    // and 899 nodes when the 900th (at byte 20 + 2 + 899 * 2 = 1820) would make it 901 deep.
    let mut lib = RENLIB_HEADER.to_vec();
    lib.extend([0x00, 0x00]);
    for _ in 0..1000 {
        lib.extend([0x78, 0x00]);
    }
    let out = replay("renlib", &[], &lib);
    assert_eq!(
        out.stdout,
        "{\"game\":null,\"byte\":1820,\"error\":\"a line of play deeper than 900 nodes; stopped reading this file\"}\n"
    );
}

#[test]
fn a_file_that_cannot_be_read_is_answered_in_its_place() {
    let example = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/games.txt");
    let out = run(&["replay", "/no/such/file.txt", example], b"");
    assert_eq!(out.code, 1);
    let got = lines(&out.stdout);
    assert!(
        got[0].starts_with(r#"{"game":null,"error":"cannot read /no/such/file.txt: "#),
        "{}",
        got[0]
    );
    // Then the bundled example: the six games of this file's comment, as the README shows.
    assert_eq!(got.len(), 7);
    assert_eq!(got[1], a_line("double-three"));
    assert_eq!(got[5], f_line("black-five"));
}

#[test]
fn sgf_faults_are_answered_in_place() {
    let sgf = "\
(;FF[4]GM[4];B[hh][ii];W[aa])
(;FF[4]GM[4];B[hh];W[])
(;FF[4]GM[4];B[hh];W[pa])
(;FF[4]GM[4];B[hh];B[ii])
(;FF[4]GM[4]AB[hh]AW[hh];W[aa])
(;FF[4]GM[4];B[hh];W[aa];B[ii])
";
    let out = replay("sgf", &[], sgf.as_bytes());
    assert_answers(
        &out,
        1,
        &[
            r#"{"game":"1","line":1,"error":"bad B value [hh][ii]: a move has one value"}"#,
            r#"{"game":"2","line":2,"error":"move 2 is a pass (an empty value), which renju records cannot hold"}"#,
            r#"{"game":"3","line":3,"error":"move 2 (pa) is off the 15x15 board"}"#,
            // `ii` is i7: column i, the 9th row from the top.
            r#"{"game":"4","line":4,"error":"move 2 (i7) is black's second move in a row"}"#,
            r#"{"game":"5","line":5,"error":"setup stone 2 (h8) is on an occupied point"}"#,
            r#"{"game":"6","moves":3,"result":"none","foul":null,"five":null}"#,
        ],
    );
}

/// The hand-worked opening cases (conformance/openings/*.txt) through `renju replay
/// --opening-rule` (and `--symmetry` where a case asks for a reading): every answer's
/// `"opening"` says what the case worked out.
#[test]
fn the_opening_cases_through_renju_replay() {
    let files = renju_conformance::openings::load_all().expect("the opening cases read");
    let mut checked = 0;
    for file in &files {
        for case in &file.cases {
            let mut args = vec![
                "replay",
                "--format",
                "moves",
                "--opening-rule",
                case.rule.as_str(),
            ];
            if let Some(reading) = &case.symmetry {
                args.extend(["--symmetry", reading.as_str()]);
            }
            args.push("-");
            let input = format!("case: {}\n", case.record);
            let run = run(&args, input.as_bytes());
            let at = format!("{}:{} ({})", file.file, case.line, case.name);
            assert_eq!(run.code, 0, "{at}: {}", run.stderr);
            let answer: serde_json::Value =
                serde_json::from_str(run.stdout.trim()).expect("one JSON line");
            let opening = &answer["opening"];
            assert_eq!(opening["rule"], case.rule.as_str(), "{at}");
            match &case.expect {
                None => {
                    assert!(opening["foul"].is_null(), "{at}: {opening}");
                    assert_ne!(answer["result"], "opening-foul", "{at}");
                }
                Some((kind, move_at)) => {
                    assert_eq!(opening["foul"]["kind"], kind.as_str(), "{at}: {opening}");
                    assert_eq!(opening["foul"]["move"], *move_at, "{at}");
                    assert_eq!(answer["result"], "opening-foul", "{at}");
                    if !case.points.is_empty() {
                        assert_eq!(
                            opening["foul"]["points"],
                            serde_json::json!(case.points),
                            "{at}"
                        );
                    }
                }
            }
            if let Some(code) = &case.opening {
                let named = opening["name"].as_str().unwrap_or("none");
                assert_eq!(named, code, "{at}");
            }
            assert_eq!(
                opening["unchecked"],
                serde_json::json!(case.unchecked),
                "{at}"
            );
            checked += 1;
        }
    }
    assert!(checked >= 59, "{checked}");
    // Without an opening rule, nothing is said of the opening.
    let plain = replay("moves", &[], b"g: h8 h10 j10\n");
    assert_eq!(
        plain.stdout,
        "{\"game\":\"g\",\"moves\":3,\"result\":\"none\",\"foul\":null,\"five\":null}\n"
    );
    // An unknown opening rule is a bad argument.
    let unknown = run(&["replay", "--opening-rule", "chess", "-"], b"");
    assert_eq!(unknown.code, 2, "{}", unknown.stderr);
    assert!(
        unknown
            .stderr
            .starts_with("error: unknown opening rule \"chess\""),
        "{}",
        unknown.stderr
    );
}

/// `renju opening` explains an opening foul as worked out by hand: the reflection in column h
/// keeps h8 h9 h10 h6 and sends g9 to i9 (conformance/openings/rif.txt, "symmetrical offers"),
/// drawn with the two offers as `a` and `b`; and `renju openings` lists the shipped rules.
#[test]
fn renju_opening_explains_a_foul_with_its_picture() {
    let explained = run(
        &["opening", "--opening-rule", "rif", "--format", "moves", "-"],
        b"g: h8 h9 h10 swap h6 offers=g9,i9 g9\nok: h8 h9 j10 swap i10 offers=g9,j8 g9 f10\n",
    );
    assert_eq!(explained.code, 0, "{}", explained.stderr);
    let text = &explained.stdout;
    assert!(text.starts_with("game g:\nopening rule rif (symmetrical offers read on the board)\nopening: D1 (Kansei)\nfoul at move 5: symmetric-offers\n"), "{text}");
    assert!(
        text.contains(
            "the reflection in column h maps the stones with g9 (a) onto the stones with i9 (b)"
        ),
        "{text}"
    );
    assert!(
        text.contains(" 9 . . . . . . a O b . . . . . .  9\n"),
        "{text}"
    );
    assert!(text.contains("game ok:\nopening rule rif (symmetrical offers read on the board)\nopening: D3 (Sosei)\nno foul of the opening\n"), "{text}");
    let list = run(&["openings"], b"");
    let names: Vec<&str> = list
        .stdout
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert_eq!(
        names,
        [
            "none",
            "rif",
            "soosorv-8",
            "swap1",
            "swap2",
            "taraguchi-10",
            "yamaguchi"
        ]
    );
}
