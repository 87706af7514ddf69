//! The openings of a match: the file read to 1 MiB at most, each opening played twice with
//! `--repeat`, and c-gomoku-cli's offsets from the centre.

use super::harness::*;

#[test]
fn an_openings_file_is_read_to_1_mib_at_most() {
    // /dev/zero never ends: it is refused once 1 MiB is read (under a 500 MB limit, where
    // reading it whole aborted).
    let output = run_match_limited(
        500_000_000,
        &[
            "--engine",
            BRAIN,
            "--engine",
            BRAIN,
            "--openings",
            "/dev/zero",
        ],
    );
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert_stderr_has(
        &output,
        "/dev/zero: more than 1048576 bytes (1 MiB); an openings file is at most 1 MiB",
    );
    // A file of 1 MiB and one byte, all of it openings, is refused; errors say words.
    let dir = tempfile::tempdir().expect("tempdir");
    let big = dir.path().join("big.txt");
    let mut text = "h8 i9\n".repeat((1 << 20) / 6);
    text.push_str(&"\n".repeat((1 << 20) + 1 - text.len()));
    std::fs::write(&big, &text).expect("write");
    let output = run_match(&engines(
        &[BRAIN, BRAIN],
        &["--openings", &big.to_string_lossy()],
    ));
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert_stderr_has(&output, "more than 1048576 bytes");
    for (content, says) in [
        (&b"a: h8 zz9\n"[..], "line 1: move 2: \"zz9\" is not a move"),
        (
            &b"h8 i9\n\xff\n"[..],
            "not UTF-8 text: byte 7 is not part of a character",
        ),
    ] {
        let file = dir.path().join("bad.txt");
        std::fs::write(&file, content).expect("write");
        let output = run_match(&engines(
            &[BRAIN, BRAIN],
            &["--openings", &file.to_string_lossy()],
        ));
        assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
        let err = stderr(&output);
        assert!(err.contains(says), "{err}");
        // Words, not Rust's debug text.
        for debug in ["Error {", "Some(", "kind:", "Os {"] {
            assert!(!err.contains(debug), "{err}");
        }
    }
}

#[test]
fn repeat_with_openings_plays_each_opening_twice_colours_swapped() {
    let dir = tempfile::tempdir().expect("tempdir");
    let openings = dir.path().join("openings.txt");
    std::fs::write(&openings, "o1: h8 i9\no2: h8 g7\n").expect("write");
    let openings_arg = openings.to_string_lossy().into_owned();
    let output = run_match(&engines(
        &[BRAIN, &format!("{BRAIN} --seed 3")],
        &[
            "--name",
            "a",
            "--name",
            "b",
            "--games",
            "4",
            "--repeat",
            "--openings",
            &openings_arg,
        ],
    ));
    let games = finished_games(&output);
    assert_eq!(games.len(), 4);
    for pair in games.chunks(2) {
        assert_eq!(pair[0]["opening"], pair[1]["opening"], "{pair:?}");
        assert_eq!(pair[0]["black"], pair[1]["white"], "{pair:?}");
        assert_eq!(pair[0]["white"], pair[1]["black"], "{pair:?}");
    }
    assert_ne!(games[0]["opening"], games[2]["opening"]);
}

#[test]
fn openings_of_offsets_from_the_centre_are_read_as_c_gomoku_cli_writes_them() {
    // c-gomoku-cli's plaintext openings: `x,y` offsets from the centre (7,7 on 15x15), x to
    // the right and y down. By hand: 0,0 is h8; 1,-1 is one right and one up, i9; -1,1 is
    // one left and one down, g7.
    let dir = tempfile::tempdir().expect("tempdir");
    let openings = dir.path().join("openings.txt");
    std::fs::write(&openings, "0,0, 1,-1, -1,1\n").expect("write");
    let openings_arg = openings.to_string_lossy().into_owned();
    let output = run_match(&engines(
        &[BRAIN, BRAIN],
        &["--games", "1", "--openings", &openings_arg],
    ));
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let played = games(&output);
    assert_eq!(played.len(), 1);
    assert_eq!(played[0]["opening"], "line 1");
    assert_eq!(played[0]["opening_stones"], 3);
    let first: Vec<&str> = played[0]["moves"].as_array().expect("moves")[..3]
        .iter()
        .map(|m| m.as_str().expect("a point"))
        .collect();
    assert_eq!(first, ["h8", "i9", "g7"]);

    // 8,0 from the centre is past the 15x15 board's edge (column 15 of 0..14): refused, named.
    std::fs::write(&openings, "0,0, 8,0\n").expect("write");
    let output = run_match(&engines(&[BRAIN, BRAIN], &["--openings", &openings_arg]));
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert_stderr_has(&output, "opening line 1: move 2 (8,0) is not a legal move that leaves the game open (off the board)");
    // A file that starts with offsets holds nothing else.
    std::fs::write(&openings, "0,0\nh8 i9\n").expect("write");
    let output = run_match(&engines(&[BRAIN, BRAIN], &["--openings", &openings_arg]));
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert_stderr_has(&output, ":2: not an opening of offsets");
}
