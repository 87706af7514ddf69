//! The server's limits: a replay whose answer would be too large is refused by its named
//! limit while other clients are answered, a body declared too large is refused at once, and
//! heads over 16 KiB are refused and hold no memory.

use super::harness::*;
use crate::serve_common;
use serve_common::{raw_exchange, runtime, Server};
use std::thread;
use std::time::{Duration, Instant};

#[test]
fn the_hostile_renlib_fan_is_refused_by_its_answer_limit_while_others_are_answered() {
    let _heavy = heavy();
    // A deadline far enough that the answer's limit is what stops the fan, even in a debug
    // build on a loaded machine (with the default 10 s a slow machine may stop it at the
    // deadline first: a 408, which names its limit too).
    let server = Server::start(&["--request-timeout", "120"]);
    let lib = renlib_fan(24_000);
    assert_eq!(lib.len(), 20 + 2 * 150 + 2 * 24_000);
    let poller = Poller::start(&server);
    thread::sleep(Duration::from_millis(100));

    // With every position: each game's 152 positions carry ids at least as long as the
    // game's own (`first_fan_id`, 542 bytes: 90 names of 3 characters, 61 of 2, 150
    // spaces), so the answer passes 8 MiB by game ceil(8 MiB / (152 * 542)) = 102.
    let id_len = first_fan_id().len();
    assert_eq!(id_len, 542);
    let start = Instant::now();
    let reply = server.post("/api/replay", &replay_body(&lib, None));
    let took = start.elapsed();
    assert_eq!(reply.status, 422, "{}", reply.text());
    let error = reply.error();
    assert!(
        error.starts_with(
            "the answer would be larger than 8388608 bytes (8 MiB), the most a replay answer \
             may hold: the record's games passed it at game "
        ),
        "{error}"
    );
    assert!(
        error.ends_with(
            "; send fewer games, or ask for the answers without positions (\"positions\": false)"
        ),
        "{error}"
    );
    let at = game_named(&error);
    assert!(
        (1..=MAX_ANSWER_BYTES.div_ceil(152 * id_len)).contains(&at),
        "{error}"
    );
    // Without positions each game still holds its id and its 151 moves, each at least
    // `{"point":"a1","color":"black"}` (30 bytes): refused by game
    // ceil(8 MiB / (542 + 151 * 30)) = 1,654, of the 24,000.
    let reply = server.post("/api/replay", &replay_body(&lib, Some(false)));
    assert_eq!(reply.status, 422, "{}", reply.text());
    let error = reply.error();
    assert!(error.ends_with("; send fewer games"), "{error}");
    let at = game_named(&error);
    assert!(
        (1..=MAX_ANSWER_BYTES.div_ceil(id_len + 151 * 30)).contains(&at),
        "{error}"
    );
    let took = took.max(start.elapsed());
    let (answered, longest) = poller.finish();
    // The poller was answered all along.
    eprintln!("the fan refused in {took:?}; {answered} polls, the longest {longest:?}");
    assert!(answered >= 3, "{answered} polls answered");
    assert!(
        longest < Duration::from_secs(2),
        "a poll waited {longest:?}"
    );

    // The same shape with a few leaves is answered: one game's id is the whole line.
    let small = renlib_fan(3);
    let reply = server.post("/api/replay", &replay_body(&small, None));
    assert_eq!(reply.status, 200, "{}", reply.text());
    let answer: serde_json::Value = serde_json::from_slice(&reply.body).unwrap();
    let games = answer["games"].as_array().unwrap();
    assert_eq!(games.len(), 3);
    assert_eq!(games[0]["answer"]["game"], first_fan_id());
    assert_eq!(games[0]["positions"].as_array().unwrap().len(), 152);
    assert_eq!(
        games[0]["positions"][151]["id"],
        format!("{}-end", first_fan_id())
    );
    // Asked without positions: the same games, answers and moves, and no positions.
    let reply = server.post("/api/replay", &replay_body(&small, Some(false)));
    assert_eq!(reply.status, 200, "{}", reply.text());
    let bare: serde_json::Value = serde_json::from_slice(&reply.body).unwrap();
    for (with, without) in games.iter().zip(bare["games"].as_array().unwrap()) {
        assert_eq!(with["answer"], without["answer"]);
        assert_eq!(with["moves"], without["moves"]);
        assert!(without.get("positions").is_none(), "{without}");
    }
}

#[test]
fn a_body_declared_too_large_is_refused_at_once_without_an_invitation_to_send_it() {
    let server = Server::start(&[]);
    let poller = Poller::start(&server);
    for (expect, path) in [
        ("", "/api/replay"),
        ("Expect: 100-continue\r\n", "/api/replay"),
        ("Expect: 100-continue\r\n", "/api/forbidden"),
        ("", "/api/nothing"),
    ] {
        let start = Instant::now();
        let request = format!(
            "POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n\
             Content-Length: 10000000000\r\n{expect}Connection: close\r\n\r\n"
        );
        let reply = raw_exchange(server.addr, request.as_bytes(), Duration::from_secs(10));
        let took = start.elapsed();
        // The first thing the server says is the 413: no `100 Continue` first.
        assert!(
            reply.head.starts_with("HTTP/1.1 413 Payload Too Large\r\n"),
            "{path} {expect:?}: {}",
            reply.head
        );
        assert_eq!(reply.header("connection"), Some("close"));
        assert_eq!(
            reply.error(),
            "the body is larger than 65536 bytes (64 KiB), the most a request may send"
        );
        assert!(took < Duration::from_secs(2), "{path}: {took:?}");
    }
    // One byte over, declared: refused before it is read, as one byte under is answered.
    for (length, invited) in [(65_536, true), (65_537, false)] {
        let request = format!(
            "POST /api/forbidden HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n\
             Content-Length: {length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n"
        );
        let reply = raw_exchange(server.addr, request.as_bytes(), Duration::from_millis(500));
        if invited {
            // At the limit the server invites the body (and then waits for it).
            assert!(
                reply.head.starts_with("HTTP/1.1 100 Continue"),
                "{}",
                reply.head
            );
        } else {
            assert_eq!(reply.status(), 413, "{}", reply.head);
        }
    }
    let (answered, longest) = poller.finish();
    assert!(answered >= 1 && longest < Duration::from_secs(2));
}

#[test]
fn heads_over_16_kib_are_refused_and_hold_no_memory() {
    // Issue 54: each connection could hold about 0.4 MB of headers not yet ended (hyper's
    // default buffer), 3,000 of them 623 MB. Now a head over 16 KiB is answered 431 and its
    // connection closed.
    let _heavy = heavy();
    let server = Server::start_under(
        &["prlimit", "--as=1000000000", "--"],
        &["--request-timeout", "10"],
    );
    let addr = server.addr;
    // Just under the limit: taken; just over: refused.
    for (filler, status) in [(15 * 1024, 200), (17 * 1024, 431)] {
        let filler = "a".repeat(filler);
        let reply = raw_exchange(
            addr,
            format!(
                "GET /api/rules HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: {filler}\r\n\
                 Connection: close\r\n\r\n"
            )
            .as_bytes(),
            Duration::from_secs(5),
        );
        assert_eq!(reply.status(), status, "{}", reply.head);
    }
    let poller = Poller::start(&server);
    // 300 connections each send 400 KB of a head that never ends, and stay open.
    let (streams, closed) = runtime().block_on(async move {
        use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
        let clients: Vec<_> = (0..300)
            .map(|_| {
                tokio::spawn(async move {
                    let mut stream = tokio::net::TcpStream::connect(addr)
                        .await
                        .expect("the server accepts");
                    let mut head = b"GET /api/rules HTTP/1.1\r\nHost: 127.0.0.1\r\nX: ".to_vec();
                    head.resize(400_000, b'a');
                    let _ = tokio::time::timeout(Duration::from_secs(10), stream.write_all(&head))
                        .await;
                    // The server answers 431 and closes (the answer may be lost to the reset
                    // of a connection closed with bytes unread), or waits for the rest.
                    let mut answer = [0u8; 64];
                    let read =
                        tokio::time::timeout(Duration::from_secs(2), stream.read(&mut answer))
                            .await;
                    (stream, read.is_ok())
                })
            })
            .collect();
        let mut streams = Vec::new();
        let mut closed = 0;
        for client in clients {
            let (stream, was_closed) = client.await.expect("a client");
            streams.push(stream);
            closed += usize::from(was_closed);
        }
        (streams, closed)
    });
    let (rss, peak) = memory_mib(&server);
    let (answered, longest) = poller.finish();
    eprintln!(
        "300 heads of 400 KB: {closed} connections closed by the server; resident memory \
         {rss} MiB, at most {peak} MiB; {answered} polls, the longest {longest:?}"
    );
    drop(streams);
    assert_eq!(closed, 300);
    // 300 x 16 KiB is under 5 MiB: the rest is the server itself, the polls and its threads.
    assert!(peak < 64, "peak resident memory {peak} MiB");
    // The server kept answering while the 300 heads came: a poll waits at most 3 s (as the
    // other attacks' polls), where a server stalled by them would keep it until the clients'
    // 10 s timeouts. (1 s was too close: 1.03 s was seen under a loaded test run.)
    assert!(
        answered >= 2 && longest < Duration::from_secs(3),
        "{answered} polls, the longest {longest:?}"
    );
}
