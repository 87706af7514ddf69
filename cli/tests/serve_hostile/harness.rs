//! The harness of the hostile-request tests: hostile records (a RenLib fan of games), replay
//! bodies, a poller of `/api/rules`, raw exchanges on a socket, and the server's memory.

use crate::serve_common;

use base64::Engine as _;
use serve_common::{connect, raw_exchange, runtime, send, Server};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

/// The most a replay's answer may hold, as docs/server.md states it: 8 MiB.
pub(super) const MAX_ANSWER_BYTES: usize = 8 * 1024 * 1024;

/// RIF 9.3's double-three as a request body.
pub(super) const DOUBLE_THREE: &str = r#"{"black": ["f8", "g8", "h9", "h10"]}"#;

/// The RenLib byte of a point: high nibble the row from the top (0-14), low nibble the
/// column 1-15 (the format as records/src/renlib.rs documents it).
pub(super) fn renlib_byte(from_top: u8, col: u8) -> u8 {
    (from_top << 4) | (col + 1)
}

/// The name of that point: column letter, row from the bottom.
pub(super) fn renlib_name(from_top: u8, col: u8) -> String {
    format!("{}{}", char::from(b'a' + col), 15 - from_top)
}

/// The hostile shape of issue 35: a RenLib 3.4 tree whose one line of 150 moves (the
/// points of rows 15 to 6, row by row from a15) ends in `leaves` sibling leaves (the other
/// 75 points in turn): every root-to-leaf line is a game of 151 moves whose id repeats the
/// whole line. 48,320 bytes for 24,000 leaves.
pub(super) fn renlib_fan(leaves: usize) -> Vec<u8> {
    let mut bytes = b"\xFFRenLib\xFF\x03\x04".to_vec();
    bytes.resize(20, 0xFF);
    let points: Vec<(u8, u8)> = (0..15u8)
        .flat_map(|r| (0..15u8).map(move |c| (r, c)))
        .collect();
    for &(r, c) in &points[..150] {
        // A move with a child and no sibling.
        bytes.extend([renlib_byte(r, c), 0x00]);
    }
    for i in 0..leaves {
        let (r, c) = points[150 + i % 75];
        // A leaf (0x40), with a sibling after it (0x80) but the last.
        let flags = if i + 1 == leaves { 0x40 } else { 0xC0 };
        bytes.extend([renlib_byte(r, c), flags]);
    }
    bytes
}

/// The id `renju replay` gives the fan's first game: its 151 moves' names.
pub(super) fn first_fan_id() -> String {
    let mut names: Vec<String> = (0..10u8)
        .flat_map(|r| (0..15u8).map(move |c| renlib_name(r, c)))
        .collect();
    names.push(renlib_name(10, 0));
    names.join(" ")
}

pub(super) fn replay_body(lib: &[u8], positions: Option<bool>) -> String {
    let encoded = base64::engine::general_purpose::STANDARD.encode(lib);
    let mut body = serde_json::json!({"record_base64": encoded, "format": "renlib"});
    if let Some(positions) = positions {
        body["positions"] = positions.into();
    }
    body.to_string()
}

/// Held by the tests that load the machine (many rulings at once, timings): they run one at
/// a time, so that one's load does not pass for another's slowness.
pub(super) fn heavy() -> std::sync::MutexGuard<'static, ()> {
    static HEAVY: std::sync::Mutex<()> = std::sync::Mutex::new(());
    HEAVY
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// The game number the 422 names: "… passed it at game N; …".
pub(super) fn game_named(error: &str) -> usize {
    error
        .split("at game ")
        .nth(1)
        .and_then(|rest| rest.split(';').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no game number in {error:?}"))
}

/// Polls `GET /api/rules` on its own connections until stopped; returns how many were
/// answered and the longest wait. Every answer must be a 200.
pub(super) struct Poller {
    stop: Arc<AtomicBool>,
    thread: thread::JoinHandle<(usize, Duration)>,
}

impl Poller {
    pub(super) fn start(server: &Server) -> Poller {
        let stop = Arc::new(AtomicBool::new(false));
        let addr = server.addr;
        let flag = Arc::clone(&stop);
        let thread = thread::spawn(move || {
            runtime().block_on(async move {
                let (mut answered, mut longest) = (0, Duration::ZERO);
                while !flag.load(Ordering::Relaxed) {
                    let start = Instant::now();
                    let mut connection = connect(addr).await;
                    let reply = send(&mut connection, "GET", "/api/rules", Vec::new()).await;
                    assert_eq!(reply.status, 200, "a poll of /api/rules");
                    longest = longest.max(start.elapsed());
                    answered += 1;
                    tokio::time::sleep(Duration::from_millis(20)).await;
                }
                (answered, longest)
            })
        });
        Poller { stop, thread }
    }

    pub(super) fn finish(self) -> (usize, Duration) {
        self.stop.store(true, Ordering::Relaxed);
        self.thread.join().expect("the poller")
    }
}

/// A raw request to `server` with the given head lines (after the request line), closing.
pub(super) fn exchange(
    server: &Server,
    request_line: &str,
    head: &[String],
    body: &str,
) -> serve_common::RawReply {
    let mut request = format!("{request_line}\r\n");
    for line in head {
        request.push_str(line);
        request.push_str("\r\n");
    }
    request.push_str(&format!(
        "Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    ));
    raw_exchange(server.addr, request.as_bytes(), Duration::from_secs(10))
}

/// A request as written, with its `Content-Length`.
pub(super) fn post_request(path: &str, body: &str) -> Vec<u8> {
    format!(
        "POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

/// The server's resident memory now and at most (`VmRSS`, `VmHWM`), in MiB.
pub(super) fn memory_mib(server: &Server) -> (u64, u64) {
    (
        server.status_kb("VmRSS") / 1024,
        server.status_kb("VmHWM") / 1024,
    )
}
