//! The RenLib reader: paths to leaves as games, and errors at the byte where the fault is
//! (issue 25, defect 14). Bytes are written from the format's rule: high nibble the row from
//! the top (0-14), low nibble the column (1-15), so h8 is 0x78.

use crate::common;

use common::{read, read_max, show};
use renju_records::Format;

const HEADER: [u8; 20] = [
    0xFF, b'R', b'e', b'n', b'L', b'i', b'b', 0xFF, 3, 4, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF,
];

fn lib(nodes: &[u8]) -> Vec<u8> {
    let mut bytes = HEADER.to_vec();
    bytes.extend(nodes);
    bytes
}

#[test]
fn two_lines_of_play() {
    // root; h8 (0x78) with a sibling-bearing child i8 (0x79, flags 0x80), leaf i9 (0x69);
    // then i8's sibling h9 (0x68), a leaf.
    let bytes = lib(&[0x00, 0x00, 0x78, 0x00, 0x79, 0x80, 0x69, 0x40, 0x68, 0x40]);
    assert_eq!(
        show(&read(Format::Renlib, &bytes)),
        ["h8 i8 i9 Some(15): h8 i8 i9", "h8 h9 Some(15): h8 h9"]
    );
}

#[test]
fn errors_are_at_the_byte_of_the_fault() {
    // A node 0x7F (column 15 + 1: no such column) at byte 24.
    let bytes = lib(&[0x00, 0x00, 0x78, 0x00, 0x70, 0x40]);
    assert_eq!(
        show(&read(Format::Renlib, &bytes)),
        ["! - byte 24: 0x70 is not a point (column 1-15, row 0-14); stopped reading this file"]
    );
    // A comment (flag 0x08) on the node at byte 22 that starts at byte 24 and never ends:
    // the file ends at byte 28.
    let bytes = lib(&[0x00, 0x00, 0x78, 0x08, b'a', b'b', b'c', b'd']);
    assert_eq!(
        show(&read(Format::Renlib, &bytes)),
        ["! - byte 28: the file ends inside the comment that starts at byte 24; stopped reading this file"]
    );
    // A comment longer than the bound is named at its start.
    let mut nodes = vec![0x00, 0x00, 0x78, 0x08];
    nodes.extend(b"x".repeat(200));
    nodes.extend([0, 0]);
    assert_eq!(
        show(&read_max(Format::Renlib, &lib(&nodes), 100)),
        ["! - byte 24: a comment longer than 100 bytes (--max-record-bytes); stopped reading this file"]
    );
    // Bytes after the end of the tree: at the first of them.
    let bytes = lib(&[0x00, 0x00, 0x78, 0x40, 0x79, 0x40]);
    assert_eq!(
        show(&read(Format::Renlib, &bytes)),
        [
            "h8 Some(15): h8",
            "! - byte 24: bytes after the end of the move tree; stopped reading this file"
        ]
    );
    // One stray byte after the tree (issue 35: such a file was read as if whole): at it.
    let bytes = lib(&[0x00, 0x00, 0x78, 0x40, 0x79]);
    assert_eq!(
        show(&read(Format::Renlib, &bytes)),
        [
            "h8 Some(15): h8",
            "! - byte 24: a stray byte after the end of the move tree (its nodes are two bytes each); stopped reading this file"
        ]
    );
    // One byte into a node inside the tree: the file is cut short there.
    let bytes = lib(&[0x00, 0x00, 0x78, 0x00, 0x79]);
    assert_eq!(
        show(&read(Format::Renlib, &bytes)),
        ["! - byte 24: the file ends inside the move tree; stopped reading this file"]
    );
    // A file cut short inside the tree: at its end.
    let bytes = lib(&[0x00, 0x00, 0x78, 0x00]);
    assert_eq!(
        show(&read(Format::Renlib, &bytes)),
        ["! - byte 24: the file ends inside the move tree; stopped reading this file"]
    );
    assert_eq!(
        show(&read(Format::Renlib, b"not a library at all")),
        ["! - byte 0: not a RenLib file: it does not start with FF \"RenLib\" FF; stopped reading this file"]
    );
}
