//! `renju replay` on the hostile inputs of issue 25 (defects 3, 4, 7, 8, 11, 12): each is
//! answered in its place, and the run goes on.

use crate::replay_common;

use replay_common::{replay, run};
use std::process::Command;

/// A file in a fresh temporary directory, removed with it at the end of the test.
struct Scratch(std::path::PathBuf);

impl Scratch {
    fn new(test: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("renju-{test}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary directory");
        Scratch(dir)
    }

    fn file(&self, name: &str, bytes: &[u8]) -> String {
        let path = self.0.join(name);
        std::fs::write(&path, bytes).expect("written");
        path.display().to_string()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

const G: &str = "{\"game\":\"G\",\"moves\":5,\"result\":\"none\",\"foul\":null,\"five\":null}";

#[test]
fn a_directory_among_the_files_is_answered_in_its_place() {
    let scratch = Scratch::new("replay-dir");
    let games = scratch.file("games.txt", b"G: h8 i9 g9 g10 j7\n");
    let dir = scratch.0.display().to_string();
    let out = run(&["replay", &dir, &games], b"");
    assert_eq!(out.code, 1);
    assert_eq!(
        out.stdout,
        format!("{{\"game\":null,\"error\":\"{dir} is a directory, not a record file\"}}\n{G}\n")
    );
}

#[test]
fn garbage_is_an_error_not_zero_games() {
    let scratch = Scratch::new("replay-garbage");
    let garbage: Vec<u8> = (0x80..=0xFF).collect();
    let sgf = scratch.file("garbage.sgf", &garbage);
    let xml = scratch.file("empty.xml", b"<?xml version=\"1.0\"?>\n<database/>\n");
    let out = run(&["replay", &sgf, &xml], b"");
    assert_eq!(out.code, 1);
    assert_eq!(
        out.stdout,
        "{\"game\":null,\"line\":1,\"error\":\"text outside any game tree (a game tree starts with \\\"(;\\\")\"}\n\
         {\"game\":null,\"line\":3,\"error\":\"no <game> element: not a RenjuNet database\"}\n"
    );
    assert!(out.stderr.starts_with("replay: 0 games judged, 2 errors\n"));
}

#[test]
fn sgf_moves_are_never_dropped_silently() {
    // Each was answered as a game with fewer moves ("none", exit 0).
    let sgf = "(;GM[4]A;B[hh])\n(;GM[4];b[hh])\n(;GM [4];B [hh];W[ii])\n";
    let out = replay("sgf", &[], sgf.as_bytes());
    assert_eq!(out.code, 1);
    assert_eq!(
        out.stdout,
        "{\"game\":null,\"line\":1,\"error\":\"property A at line 1 has no value\"}\n\
         {\"game\":null,\"line\":2,\"error\":\"property name \\\"b\\\" at line 2 is not upper-case letters (B, W, AB, …)\"}\n\
         {\"game\":\"3\",\"moves\":2,\"result\":\"none\",\"foul\":null,\"five\":null}\n"
    );
}

#[test]
fn every_rif_game_is_answered_or_named() {
    let long = "h8 ".repeat(400);
    let xml = format!(
        "<games>\n<game id=\"a\"><move>h8 &amp; {long}</move></game>\n\
         <game id=\"b\"><move>h8</move><move>{long}</move></game>\n\
         <game id=\"c\"><game id=\"d\"><move>h8 i9 g9 g10 j7</move></game></game>\n\
         <game id=\"G\"><move>h8 i9 g9 g10 j7</move></game>\n</games>\n"
    );
    let out = replay("rif", &["--max-record-bytes", "1000"], xml.as_bytes());
    assert_eq!(out.code, 1);
    assert_eq!(
        out.stdout,
        format!(
            "{{\"game\":\"a\",\"line\":2,\"error\":\"an entity reference (&...;) in the move text\"}}\n\
             {{\"game\":\"b\",\"line\":3,\"error\":\"two <move> elements\"}}\n\
             {{\"game\":\"c\",\"line\":4,\"error\":\"holds another <game> (at line 4); not judged\"}}\n\
             {}\n{G}\n",
            G.replace("\"G\"", "\"d\"")
        )
    );
}

#[test]
fn a_byte_order_mark_starts_a_moves_or_psq_file() {
    let out = run(&["replay", "-"], b"\xEF\xBB\xBFG: h8 i9 g9 g10 j7\n");
    assert_eq!(
        (out.code, out.stdout.as_str()),
        (0, format!("{G}\n").as_str())
    );
    let out = run(
        &["replay", "--format", "psq", "-"],
        b"\xEF\xBB\xBFPiskvorky 15x15, 11:11, 0\n8,8,0\n-1\n",
    );
    assert_eq!(out.code, 0, "{}", out.stdout);
    assert_eq!(
        out.stdout,
        "{\"game\":\"-\",\"moves\":1,\"result\":\"none\",\"foul\":null,\"five\":null}\n"
    );
}

#[test]
#[cfg(unix)]
fn a_closed_stdout_is_an_error() {
    // `>&-`: the answers cannot go anywhere. The run used to exit 0 having written nothing.
    for command in ["replay -", "batch"] {
        let output = Command::new("sh")
            .arg("-c")
            .arg(format!("echo 'h8' | \"$0\" {command} >&-",))
            .arg(env!("CARGO_BIN_EXE_renju"))
            .output()
            .expect("sh runs");
        assert_eq!(output.status.code(), Some(1), "{command}");
        assert_eq!(
            String::from_utf8_lossy(&output.stderr),
            "error: standard output is closed: the answers cannot be written\n",
            "{command}"
        );
    }
    // `> /dev/null` is a place to write to: answered, exit 0.
    let output = Command::new("sh")
        .arg("-c")
        .arg("echo 'h8' | \"$0\" replay - > /dev/null")
        .arg(env!("CARGO_BIN_EXE_renju"))
        .output()
        .expect("sh runs");
    assert_eq!(output.status.code(), Some(0));
}
