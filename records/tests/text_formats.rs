//! The `moves` and `psq` readers: sizes, byte-order marks (issue 25, defect 8), and nothing
//! after a psq trailer read as nothing.

use crate::common;

use common::{read, read_max, show, show_opening};
use renju_records::{read_games, Format, ReadOptions};

#[test]
fn moves_lines_are_read_on_the_default_size() {
    assert_eq!(
        show(&read(Format::Moves, b"# comment\n\ng1: h8 i9\nO15a1\n")),
        ["g1 None: h8 i9", "4 None: o15 a1"]
    );
    // On 19x19, s19 is the corner and t1 is off the board.
    let options = ReadOptions {
        default_size: 19,
        ..ReadOptions::new(Format::Moves)
    };
    let items: Vec<_> = read_games(&b"s19 a1\nt1\n"[..], &options).collect();
    assert_eq!(
        show(&items),
        [
            "1 None: s19 a1",
            "! 2 line 2: move 1 (t1) is off the 19x19 board"
        ]
    );
}

#[test]
fn a_byte_order_mark_starts_a_moves_file_or_a_psq_file() {
    // Both readers refused the first line with a mark before (format detection took it).
    assert_eq!(
        show(&read(Format::Moves, b"\xEF\xBB\xBFh8 i9\n")),
        ["1 None: h8 i9"]
    );
    assert_eq!(
        show(&read(
            Format::Psq,
            b"\xEF\xBB\xBFPiskvorky 15x15, 11:11, 0\n8,8,0\n"
        )),
        ["- Some(15): h8"]
    );
    // Only before the first line: later it is not white space.
    assert_eq!(
        show(&read(Format::Moves, b"h8\n\xEF\xBB\xBFi9\n")),
        [
            "1 None: h8",
            "! 2 line 2: move 1: \"\\u{feff}i9\" is not a move (a column a-o and a row 1-15, like h8)"
        ]
    );
}

#[test]
fn a_line_longer_than_the_bound_is_an_error_and_the_next_line_is_read() {
    let text = format!("long: {}\nG: h8\n", "h8 ".repeat(100));
    assert_eq!(
        show(&read_max(Format::Moves, text.as_bytes(), 100)),
        [
            "! - line 1: line longer than 100 bytes (--max-record-bytes)",
            "G None: h8"
        ]
    );
}

#[test]
fn psq_headers_give_the_size() {
    // 20x20: x from the left, y from the top, so 10,10 is j11 and 20,20 is t1.
    assert_eq!(
        show(&read(
            Format::Psq,
            b"Piskvorky 20x20, 11:11, 0\n10,10,0\n20,20,5\n1,1\n-1\n"
        )),
        ["- Some(20): j11 t1 a20"]
    );
    assert_eq!(
        show(&read(Format::Psq, b"Piskvorky 20x15, 11:11, 0\n1,1\n")),
        ["! - line 1: the header says a 20x15 board is not square"]
    );
    assert_eq!(
        show(&read(Format::Psq, b"Piskvorky 15x15, 11:11, 0\n16,3,0\n")),
        ["! - line 2: move 1 (16,3) is off the 15x15 board"]
    );
    assert_eq!(
        show(&read(Format::Psq, b"")),
        ["! - line 1: an empty .psq file (no header)"]
    );
}

#[test]
fn a_psq_move_after_the_trailer_is_an_error_not_dropped() {
    // The moves end at the first line that is not x,y[,time]; one more move after the
    // engines' names used to be dropped without a word.
    assert_eq!(
        show(&read(
            Format::Psq,
            b"Piskvorky 15x15, 11:11, 0\n8,8,0\npbrain-a.exe\n9,9,0\n-1\n"
        )),
        ["! - line 4: a move (9,9) after the end of the moves at line 3"]
    );
}

#[test]
fn moves_lines_carry_the_opening_in_three_words() {
    // g7: h8 h9 j10, then a swap (after move 3), i10, then 2 offers declared and offered
    // (after move 4): g9 and j8, black (the fifth move's colour); g9 is kept, then f10.
    // A line without the words says nothing of its opening; upper case is not the word.
    assert_eq!(
        show_opening(&read(
            Format::Moves,
            b"g7: h8 h9 j10 swap i10 declare=2 offers=g9,j8 g9 f10\n\
              g8: swap h8 offers=H9 h9 declare=10\n\
              g9: h8 h9\n\
              g10: h8 SWAP\n"
        )),
        [
            "g7 None: h8 h9 j10 i10 g9 f10 | 3:swap 4:declare=2 4:offers=g9,j8",
            // Before the first move, and after the last: as many moves before each. The
            // offers after move 1 are white stones, as a second move would be.
            "g8 None: h8 h9 | 0:swap 1:offers=w:h9 2:declare=10",
            "g9 None: h8 h9 | -",
            "! g10 line 4: move 2: \"SWAP\" is not a move (a column a-o and a row 1-15, like h8)",
        ]
    );
}

#[test]
fn opening_words_that_cannot_be_read_are_errors_naming_the_word() {
    // declare=0 is read: whether a rule allows it is the referee's to judge.
    assert_eq!(
        show_opening(&read(
            Format::Moves,
            b"a: h8 declare=0\nb: h8 declare=x\nc: h8 h9 offers=g9,p3\nd: h8 offers=\n"
        )),
        [
            "a None: h8 | 1:declare=0",
            "! b line 2: after move 1: \"declare=x\" declares no number (declare=K, K a whole number, like declare=2)",
            "! c line 3: after move 2: offers=g9,p3: \"p3\" is not a point (a column a-o and a row 1-15, like h8)",
            "! d line 4: after move 1: offers=: \"\" is not a point (a column a-o and a row 1-15, like h8)",
        ]
    );
}
