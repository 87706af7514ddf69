//! SIGTERM stops the rulings in flight and the server within 5 s.

use super::harness::*;
use crate::serve_common;
use serve_common::{connect, runtime, Server};
use std::thread;
use std::time::{Duration, Instant};

/// A record whose positions take long to answer: `games` games of 676 moves on 26x26 (every
/// point, row by row from a1), each position a board of up to 675 stones.
fn slow_record(games: usize) -> String {
    let names: String = (1..=26)
        .flat_map(|row| (b'a'..=b'z').map(move |col| format!("{}{row}", char::from(col))))
        .collect();
    let record: String = (0..games).map(|g| format!("g{g}: {names}\n")).collect();
    serde_json::json!({"record": record, "size": 26}).to_string()
}

#[test]
fn sigterm_stops_the_rulings_in_flight_and_the_server_within_5_s() {
    let _heavy = heavy();
    let server = Server::start(&["--request-timeout", "600"]);
    let body = slow_record(30);
    assert!(body.len() < 64 * 1024, "{}", body.len());
    let addr = server.addr;
    // Sixteen replays sent at once, twelve of 30 x 677 positions on 26x26 and four RenLib
    // fans (issue 35's body): four are judged at a time, the others wait their turn.
    let fan = replay_body(&renlib_fan(24_000), None);
    let clients: Vec<_> = (0..16)
        .map(|i| {
            let body = if i % 4 == 0 {
                fan.clone()
            } else {
                body.clone()
            };
            thread::spawn(move || {
                runtime().block_on(async move {
                    let mut connection = connect(addr).await;
                    let request = hyper::Request::builder()
                        .method("POST")
                        .uri("/api/replay")
                        .header("host", "127.0.0.1")
                        .header("content-type", "application/json")
                        .body(http_body_util::Full::new(hyper::body::Bytes::from(body)))
                        .expect("a request");
                    connection.ready().await.ok()?;
                    let response = connection.send_request(request).await.ok()?;
                    let status = response.status().as_u16();
                    use http_body_util::BodyExt as _;
                    let body = response.into_body().collect().await.ok()?.to_bytes();
                    Some((status, String::from_utf8_lossy(&body).into_owned()))
                })
            })
        })
        .collect();
    thread::sleep(Duration::from_millis(700));
    let start = Instant::now();
    let (code, stderr) = server.stop_with("TERM");
    let took = start.elapsed();
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(stderr, "renju serve: stopped on SIGTERM\n");
    assert!(took < Duration::from_secs(5), "stopped after {took:?}");
    let replies: Vec<_> = clients
        .into_iter()
        .map(|c| c.join().expect("a client"))
        .collect();
    // Each replay was answered: in full (or a fan by its answer's limit) if it ended before
    // the signal, else 503, its ruling stopped. Those in flight were stopped, not waited for.
    let mut stopped = 0;
    for reply in &replies {
        match reply {
            Some((200 | 422, _)) => {}
            Some((503, text)) => {
                assert_eq!(
                    text,
                    "{\"error\":\"the server is stopping: this ruling was stopped before its end\"}\n"
                );
                stopped += 1;
            }
            other => panic!("{other:?}"),
        }
    }
    assert!(stopped >= 1, "{replies:?}");
}
