//! Hostile input: `renju batch` keeps its memory bounded whatever it reads (a 100 MB line, a
//! stream without any newline), answers the lines around a long one, and `check` reads at
//! most 1 MiB; both colours in batch; messages on stderr cannot carry control characters.

use crate::common;

use common::{code, run};
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, Command, Stdio};

fn renju(args: &[&str], stdin: Stdio) -> Child {
    Command::new(env!("CARGO_BIN_EXE_renju"))
        .args(args)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the renju binary starts")
}

/// The most memory the process `child` has held so far, in kB (Linux: `VmHWM`).
fn peak_kb(child: &Child) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{}/status", child.id()))
        .expect("/proc/PID/status of a running child");
    let line = status
        .lines()
        .find(|line| line.starts_with("VmHWM:"))
        .expect("a VmHWM line");
    line.split_whitespace()
        .nth(1)
        .and_then(|kb| kb.parse().ok())
        .expect("VmHWM in kB")
}

/// Far below what holding the 100 MB line (or 50 MB of zeros) would take, far above what a
/// chunk (1 MiB plus one line of at most 1 MiB) and the program itself need.
const PEAK_LIMIT_KB: u64 = 48 * 1024;

#[test]
#[cfg(target_os = "linux")]
fn a_100_mb_line_is_answered_with_an_error_and_skipped_in_bounded_memory() {
    let mut child = renju(&["batch"], Stdio::piped());
    let mut stdin = child.stdin.take().expect("stdin is piped");
    // Line 1 good, line 2 a 100 MB line (JSON-looking, so only its length is wrong), line 3
    // good: the rules' double-three example, whose one forbidden point is h8.
    let good = "{\"id\": 1, \"black\": [\"f8\", \"g8\", \"h9\", \"h10\"]}\n";
    stdin.write_all(good.as_bytes()).expect("line 1");
    stdin
        .write_all(b"{\"id\": 2, \"black\": [")
        .expect("line 2");
    let piece = "\"h8\", ".repeat(1 << 16);
    for _ in 0..(100 << 20) / piece.len() {
        stdin.write_all(piece.as_bytes()).expect("line 2");
    }
    stdin.write_all(b"\"h8\"]}\n").expect("line 2");
    stdin
        .write_all(good.replace("\"id\": 1", "\"id\": 3").as_bytes())
        .expect("line 3");
    // Every byte but what the pipe holds (64 KiB) has been read by now.
    let peak = peak_kb(&child);
    drop(stdin);
    let output = child.wait_with_output().expect("renju batch runs");
    assert!(peak < PEAK_LIMIT_KB, "peak memory {peak} kB");
    assert_eq!(code(&output), Some(1), "a bad line");
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        "{\"id\":1,\"forbidden\":[{\"point\":\"h8\",\"kind\":\"double-three\"}]}\n\
         {\"id\":null,\"line\":2,\"error\":\"line too long: more than 1048576 bytes (the maximum, \
         see --max-line-bytes); skipped\"}\n\
         {\"id\":3,\"forbidden\":[{\"point\":\"h8\",\"kind\":\"double-three\"}]}\n"
    );
}

#[test]
#[cfg(target_os = "linux")]
fn dev_zero_is_answered_with_an_error_in_bounded_memory() {
    let zero = std::fs::File::open("/dev/zero").expect("/dev/zero");
    let mut child = renju(&["batch"], Stdio::from(zero));
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout is piped"));
    // The answer comes as soon as the line is found too long, not at its end (it has none).
    let mut answer = String::new();
    stdout.read_line(&mut answer).expect("an answer");
    // Let it skip some more zeros (about 1 GB a second in a release build).
    std::thread::sleep(std::time::Duration::from_millis(300));
    let peak = peak_kb(&child);
    // A process this test started, stopped by its handle.
    child.kill().expect("renju batch is still reading");
    let _ = child.wait();
    assert!(peak < PEAK_LIMIT_KB, "peak memory {peak} kB");
    assert_eq!(
        answer,
        "{\"id\":null,\"line\":1,\"error\":\"line too long: more than 1048576 bytes (the maximum, \
         see --max-line-bytes); skipped\"}\n"
    );
}

#[test]
fn max_line_bytes_counts_the_bytes_of_a_line_without_its_newline() {
    // `{"id": 1}` is 9 bytes: read at a maximum of 9, too long at 8.
    let input = "{\"id\": 1}\n{\"id\": 2}";
    let output = run(&["batch", "--max-line-bytes", "9"], input);
    assert_eq!(code(&output), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        "{\"id\":1,\"forbidden\":[]}\n{\"id\":2,\"forbidden\":[]}\n"
    );
    let output = run(&["batch", "--max-line-bytes", "8"], input);
    assert_eq!(code(&output), Some(1));
    let too_long = |line| {
        format!(
            "{{\"id\":null,\"line\":{line},\"error\":\"line too long: more than 8 bytes (the \
             maximum, see --max-line-bytes); skipped\"}}\n"
        )
    };
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        too_long(1) + &too_long(2)
    );
    let zero = run(&["batch", "--max-line-bytes", "0"], input);
    assert_eq!(code(&zero), Some(2), "a maximum of 0 is a bad argument");
}

#[test]
#[cfg(target_os = "linux")]
fn check_reads_at_most_one_mib() {
    let zero = std::fs::File::open("/dev/zero").expect("/dev/zero");
    let child = renju(&["check"], Stdio::from(zero));
    let output = child.wait_with_output().expect("renju check runs");
    assert_eq!(code(&output), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "error: stdin: more than 1048576 bytes; a position (JSON or diagram) is at most 1 MiB\n"
    );
}

#[test]
fn explain_reads_at_most_one_mib_from_a_file_too() {
    let path = std::env::temp_dir().join(format!("renju-limits-{}.txt", std::process::id()));
    std::fs::write(&path, " ".repeat((1 << 20) + 1)).expect("a temporary file");
    let name = path.to_string_lossy().to_string();
    let output = run(&["explain", "h8", &name], "");
    let _ = std::fs::remove_file(&path);
    assert_eq!(code(&output), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        format!(
            "error: {name}: more than 1048576 bytes; a position (JSON or diagram) is at most \
             1 MiB\n"
        )
    );
}

#[test]
fn both_colours_under_omok() {
    // Omok forbids double-three to both colours. Black b2 c2 d3 d4 is the rules text's
    // double-three shape (f8 g8 h9 h10, point h8) moved 4 columns left and 6 rows down: d2
    // makes the open threes b2-c2-d2 and d2-d3-d4. White f8 g8 h9 h10 is the shape itself:
    // h8 for white. No other point lies on both lines of a pair, so each map has one point.
    let input = "{\"id\": \"x\", \"black\": [\"b2\", \"c2\", \"d3\", \"d4\"], \
                 \"white\": [\"f8\", \"g8\", \"h9\", \"h10\"]}\n";
    let black = "\"forbidden\":[{\"point\":\"d2\",\"kind\":\"double-three\"}]";
    let white = "\"forbidden_white\":[{\"point\":\"h8\",\"kind\":\"double-three\"}]";
    for (color, expected) in [
        (None, format!("{{\"id\":\"x\",{black}}}\n")),
        (Some("black"), format!("{{\"id\":\"x\",{black}}}\n")),
        (Some("white"), format!("{{\"id\":\"x\",{white}}}\n")),
        (Some("both"), format!("{{\"id\":\"x\",{black},{white}}}\n")),
    ] {
        let mut args = vec!["batch", "--rule", "omok"];
        args.extend(color.iter().flat_map(|c| ["--color", c]));
        let output = run(&args, input);
        assert_eq!(code(&output), Some(0), "{args:?}");
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            expected,
            "{args:?}"
        );
    }
    // Renju restricts black only: white's list is there, and empty.
    let output = run(&["batch", "--color", "both"], input);
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        format!("{{\"id\":\"x\",{black},\"forbidden_white\":[]}}\n")
    );
}

#[test]
fn control_characters_in_messages_are_escaped() {
    // A file name holding ESC and a newline: the message shows them as escapes, so it can
    // neither colour the terminal nor break into two lines.
    let output = run(&["check", "no\u{1b}[31msuch\nfile"], "");
    assert_eq!(code(&output), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.starts_with("error: cannot read no\\u{1b}[31msuch\\nfile: "),
        "{stderr}"
    );
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(!stderr.bytes().any(|b| b == 0x1b), "{stderr}");
}

#[test]
fn a_program_waiting_for_each_answer_gets_it() {
    // A script that sends a line and waits for its answer before sending the next: each
    // answer must come out while the input stays open (chunks end when no more input is
    // ready, and the output is flushed then).
    let mut child = renju(&["batch"], Stdio::piped());
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let stdout = child.stdout.take().expect("stdout is piped");
    let (answers, received) = std::sync::mpsc::channel();
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let _ = answers.send(line.expect("UTF-8 answers"));
        }
    });
    let wait = std::time::Duration::from_secs(20);
    for id in 1..=3 {
        writeln!(stdin, "{{\"id\": {id}}}").expect("renju batch reads");
        stdin.flush().expect("flushed");
        let answer = received
            .recv_timeout(wait)
            .expect("an answer while stdin is open");
        assert_eq!(answer, format!("{{\"id\":{id},\"forbidden\":[]}}"));
    }
    drop(stdin);
    let status = child.wait().expect("renju batch ends");
    let _ = reader.join();
    assert_eq!(status.code(), Some(0));
}

#[test]
fn bench_refuses_a_line_over_its_limit_without_reading_on() {
    // A generated file: one good position, then a 3 MiB line (the limit is 1 MiB a line),
    // then more. `renju bench` used to read the whole file into memory, whatever its size.
    let path = std::env::temp_dir().join(format!("renju-bench-limit-{}.jsonl", std::process::id()));
    let mut text = String::from("{\"black\": [\"h8\"]}\n{\"black\": [");
    text.push_str(&"\"h8\", ".repeat((3 << 20) / 6));
    text.push_str("\"h8\"]}\n{\"black\": [\"i9\"]}\n");
    std::fs::write(&path, &text).expect("a temporary file");
    let name = path.display().to_string();
    let output = run(&["bench", &name], "");
    let _ = std::fs::remove_file(&path);
    assert_eq!(code(&output), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        format!("error: {name}: line 2: longer than 1048576 bytes\n")
    );
}

#[test]
fn bench_reads_a_file_up_to_its_limit_and_no_further() {
    // The library reader with a small limit (the command's is MAX_BENCH_BYTES, 256 MiB): 40
    // lines of 18 bytes with their newlines are 720 bytes; a limit of 719 refuses the file at
    // its 40th line, a limit of 720 reads it all.
    let line = "{\"black\": [\"h8\"]}\n";
    assert_eq!(line.len(), 18);
    let text = line.repeat(40);
    let read = |max| renju_cli::read_positions_from(text.as_bytes(), max);
    assert_eq!(read(720).map(|p| p.len()), Ok(40));
    assert_eq!(
        read(719).map(|p| p.len()),
        Err("line 40: the file is longer than 719 bytes".to_string())
    );
    // An endless input (like /dev/zero, but finite here: 8 MiB of spaces without a newline)
    // stops at the line limit.
    let endless = std::io::repeat(b' ').take(8 << 20);
    assert_eq!(
        renju_cli::read_positions_from(endless, renju_cli::MAX_BENCH_BYTES).map(|p| p.len()),
        Err("line 1: longer than 1048576 bytes".to_string())
    );
}
