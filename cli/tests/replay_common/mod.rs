//! Helpers of the `renju replay` tests: running the binary on bytes, and writing one game in
//! each record format. The writers follow each format's convention as the formats'
//! documentation states it, independently of the readers under test.

// Each test file uses only some of these helpers.
#![allow(dead_code)]

use crate::common;

/// What one run of `renju` did.
pub struct Run {
    /// The exit status (-1 if killed by a signal).
    pub code: i32,
    /// Standard output.
    pub stdout: String,
    /// Standard error.
    pub stderr: String,
}

/// Runs `renju ARGS` with `stdin` as standard input (the shared runner), as text.
pub fn run(args: &[&str], stdin: &[u8]) -> Run {
    let output = common::run_bytes(args, stdin);
    Run {
        code: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8(output.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(output.stderr).expect("stderr is UTF-8"),
    }
}

/// Runs `renju replay --format FORMAT OPTIONS... -` with `stdin` as the records.
pub fn replay(format: &str, options: &[&str], stdin: &[u8]) -> Run {
    let mut args = vec!["replay", "--format", format];
    args.extend_from_slice(options);
    args.push("-");
    run(&args, stdin)
}

/// A point as (column, row), both 0-based: (0, 0) is a1, (7, 7) is h8.
pub type Xy = (u8, u8);

/// Reads a point name like `h8` (test input, assumed well formed).
pub fn xy(name: &str) -> Xy {
    let col = name.as_bytes()[0] - b'a';
    let row: u8 = name[1..].parse().expect("a row number");
    (col, row - 1)
}

/// The points of a space-separated move list.
pub fn xys(moves: &str) -> Vec<Xy> {
    moves.split_whitespace().map(xy).collect()
}

/// The name of a point: `h8`.
pub fn name((col, row): Xy) -> String {
    format!("{}{}", char::from(b'a' + col), row + 1)
}

/// One `moves` line: `ID: h8 i9 ...`.
pub fn moves_line(id: &str, game: &[Xy]) -> String {
    let names: Vec<String> = game.iter().map(|&p| name(p)).collect();
    format!("{id}: {}\n", names.join(" "))
}

/// A RenjuNet XML file holding `games` (id, moves).
pub fn rif_file(games: &[(String, Vec<Xy>)]) -> String {
    let mut xml = String::from("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<database>\n<games>\n");
    for (id, game) in games {
        let names: Vec<String> = game.iter().map(|&p| name(p)).collect();
        xml.push_str(&format!(
            "<game id=\"{id}\" bid=\"1\" rule=\"1\" black=\"1\" white=\"2\" bresult=\"0.5\">\n<move>{}</move>\n</game>\n",
            names.join(" ")
        ));
    }
    xml.push_str("</games>\n</database>\n");
    xml
}

/// An SGF point: the column letter from the left, then the row letter from the top.
pub fn sgf_point((col, row): Xy) -> String {
    format!(
        "{}{}",
        char::from(b'a' + col),
        char::from(b'a' + (14 - row))
    )
}

/// One SGF game tree named `id`, stones alternating from black.
pub fn sgf_tree(id: &str, game: &[Xy]) -> String {
    let mut sgf = format!("(;FF[4]GM[4]SZ[15]GN[{id}]");
    for (i, &p) in game.iter().enumerate() {
        let color = if i % 2 == 0 { 'B' } else { 'W' };
        sgf.push_str(&format!(";{color}[{}]", sgf_point(p)));
    }
    sgf.push_str(")\n");
    sgf
}

/// A Piskvork `.psq` file: 1-based x from the left, y from the top.
pub fn psq_file(game: &[Xy]) -> String {
    let mut psq = String::from("Piskvorky 15x15, 11:11, 0\n");
    for (i, &(col, row)) in game.iter().enumerate() {
        psq.push_str(&format!("{},{},{}\n", col + 1, 15 - row, 100 * i));
    }
    psq.push_str("pbrain-black.exe\npbrain-white.exe\n-1\n");
    psq
}

/// The RenLib byte of a point: high nibble the row from the top, low nibble the column 1-15.
pub fn renlib_byte((col, row): Xy) -> u8 {
    ((14 - row) << 4) | (col + 1)
}

/// The 20-byte RenLib 3.4 header.
pub const RENLIB_HEADER: [u8; 20] = [
    0xFF, b'R', b'e', b'n', b'L', b'i', b'b', 0xFF, 3, 4, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF,
];

/// A RenLib file holding the single line `game`: a null root, then one node per move, the
/// last flagged as a leaf (0x40).
pub fn renlib_file(game: &[Xy]) -> Vec<u8> {
    let mut bytes = RENLIB_HEADER.to_vec();
    bytes.extend([0x00, 0x00]);
    for (i, &p) in game.iter().enumerate() {
        let flags = if i + 1 == game.len() { 0x40 } else { 0x00 };
        bytes.extend([renlib_byte(p), flags]);
    }
    bytes
}
