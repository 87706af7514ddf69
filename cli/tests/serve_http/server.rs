//! The server itself: the first line names the loopback address and a signal stops it, any
//! other address is warned about, the page and its files come from the binary, a slow client
//! holds up no one, and long rulings run beside quick ones.

use super::harness::*;
use crate::serve_common;
use serve_common::{connect, run, runtime, send, Server};
use std::io::Read;
use std::time::{Duration, Instant};

#[test]
fn the_first_line_names_the_loopback_address_and_signals_stop_it_cleanly() {
    for signal in ["TERM", "INT"] {
        let server = Server::start(&[]);
        let line = &server.first_line;
        let port = line
            .strip_prefix("listening on http://127.0.0.1:")
            .and_then(|rest| rest.strip_suffix('/'))
            .unwrap_or_else(|| panic!("first line {line:?}"));
        assert!(port.parse::<u16>().is_ok_and(|p| p > 0), "{line}");
        assert_eq!(server.get("/api/rules").status, 200);
        let (code, stderr) = server.stop_with(signal);
        assert_eq!(
            code,
            Some(0),
            "exit status after SIG{signal}; stderr: {stderr}"
        );
        assert_eq!(stderr, format!("renju serve: stopped on SIG{signal}\n"));
    }
}

#[test]
fn a_signal_sent_as_soon_as_the_first_line_is_read_stops_it_cleanly() {
    // The signal handlers are in place before the first line is written: a signal that
    // follows it at once, with no request between, is a clean stop, not a kill.
    for round in 0..20 {
        let signal = ["INT", "TERM"][round % 2];
        let (code, stderr) = Server::start(&[]).stop_with(signal);
        assert_eq!(
            code,
            Some(0),
            "round {round}, SIG{signal}; stderr: {stderr}"
        );
        assert_eq!(stderr, format!("renju serve: stopped on SIG{signal}\n"));
    }
}

#[test]
fn any_other_address_than_loopback_is_warned_about() {
    // 192.0.2.1 (TEST-NET-1, RFC 5737) is no address of this machine: the warning comes
    // first, then the bind fails, so nothing listens beyond loopback.
    let output = run(&["serve", "--bind", "192.0.2.1", "--port", "0"], b"");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(
        stderr
            .starts_with("WARNING: renju serve: binding 192.0.2.1: this is not a loopback address"),
        "{stderr}"
    );
    assert!(
        stderr.contains("error: cannot listen on 192.0.2.1:0"),
        "{stderr}"
    );
    assert!(output.stdout.is_empty());
}

#[test]
fn the_page_and_its_files_are_served_from_the_binary() {
    let server = Server::start(&[]);
    let page = server.get("/");
    assert_eq!(page.status, 200);
    assert_eq!(
        page.header("content-type"),
        Some("text/html; charset=utf-8")
    );
    let csp = page.header("content-security-policy").unwrap();
    assert!(
        csp.starts_with("default-src 'self'; script-src 'self'"),
        "{csp}"
    );
    assert_eq!(page.header("x-content-type-options"), Some("nosniff"));
    let html = page.text();
    assert!(html.contains(r#"<script type="module" src="/assets/app.js"></script>"#));
    for (path, kind) in [
        ("/assets/style.css", "text/css; charset=utf-8"),
        ("/assets/app.js", "text/javascript; charset=utf-8"),
        ("/assets/board.js", "text/javascript; charset=utf-8"),
        ("/assets/api.js", "text/javascript; charset=utf-8"),
        ("/assets/explain.js", "text/javascript; charset=utf-8"),
        ("/assets/replay.js", "text/javascript; charset=utf-8"),
        ("/assets/rule.js", "text/javascript; charset=utf-8"),
        ("/assets/state.js", "text/javascript; charset=utf-8"),
        ("/assets/icon.svg", "image/svg+xml"),
    ] {
        let reply = server.get(path);
        assert_eq!(reply.status, 200, "{path}");
        assert_eq!(reply.header("content-type"), Some(kind), "{path}");
        // Nothing from another host: the only URL any file holds is the SVG namespace,
        // which names and loads nothing.
        let text = reply.text().replace("http://www.w3.org/2000/svg", "");
        assert!(
            !text.contains("http://") && !text.contains("https://"),
            "{path}"
        );
        assert!(!text.is_empty(), "{path}");
    }
    assert_eq!(server.get("/assets/nothing.js").status, 404);
}

#[test]
fn a_slow_client_holds_up_no_one_and_is_cut_off_at_the_deadline() {
    let server = Server::start(&["--request-timeout", "1"]);
    let start = Instant::now();
    // Headers that promise a body that never comes, and headers that never end.
    let mut body_never_sent = raw(
        &server,
        b"POST /api/forbidden HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
    );
    let mut headers_never_end = raw(&server, b"GET /api/rules HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    // Meanwhile others are answered at once.
    for _ in 0..20 {
        let reply = server.post("/api/forbidden", &format!("{{{DOUBLE_THREE}}}"));
        assert_eq!(reply.status, 200);
    }
    assert!(
        start.elapsed() < Duration::from_secs(1),
        "{:?}",
        start.elapsed()
    );
    // The deadline answers the first 408 and closes the second.
    let mut answer = String::new();
    body_never_sent
        .read_to_string(&mut answer)
        .expect("answered");
    assert!(
        answer.starts_with("HTTP/1.1 408 Request Timeout\r\n"),
        "{answer}"
    );
    let mut rest = Vec::new();
    let _ = headers_never_end.read_to_end(&mut rest);
    let took = start.elapsed();
    assert!(
        took >= Duration::from_secs(1) && took < Duration::from_secs(5),
        "{took:?}"
    );
}

#[test]
fn long_rulings_run_beside_quick_ones() {
    // A deadline that no replay reaches, so that every one is answered.
    let server = Server::start(&["--request-timeout", "600"]);
    // Eight replays of about 60 KB of games each (18 moves a game, 900 games: 17,100
    // positions answered per request), sent at once; a quick request sent a little after
    // them is answered before they are.
    let game = "h8 i9 j7 g9 f8 h10 k8 e10 g6 j11 l9 d11 e6 m10 c12 n12 b13 a14";
    let record: String = (0..900).map(|i| format!("g{i}: {game}\n")).collect();
    assert!(record.len() < 64 * 1024);
    let body = serde_json::json!({"record": record}).to_string();
    let addr = server.addr;
    runtime().block_on(async move {
        // "A little after" is a quarter of one replay alone, as long as this build and
        // machine take for it: the heavy requests have arrived by then, and the first of
        // them cannot be answered before about twice that (eight share two cores, four at a
        // time), whatever the speed (a release build takes a few ms a replay, a debug one
        // about a second).
        let alone = Instant::now();
        let mut connection = connect(addr).await;
        let reply = send(
            &mut connection,
            "POST",
            "/api/replay",
            body.clone().into_bytes(),
        )
        .await;
        assert_eq!(reply.status, 200);
        let wait = (alone.elapsed() / 4).clamp(Duration::from_millis(1), Duration::from_millis(20));
        let mut heavy = Vec::new();
        for _ in 0..8 {
            let body = body.clone();
            heavy.push(tokio::spawn(async move {
                let mut connection = connect(addr).await;
                let reply = send(&mut connection, "POST", "/api/replay", body.into_bytes()).await;
                (reply.status, Instant::now())
            }));
        }
        tokio::time::sleep(wait).await;
        let mut connection = connect(addr).await;
        let quick = send(&mut connection, "GET", "/api/rules", Vec::new()).await;
        let quick_done = Instant::now();
        assert_eq!(quick.status, 200);
        for task in heavy {
            let (status, done) = task.await.expect("the request task");
            assert_eq!(status, 200);
            assert!(
                done > quick_done,
                "a long replay ended before the quick request"
            );
        }
    });
}
