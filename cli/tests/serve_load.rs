//! A bounded load test of `renju serve` on 127.0.0.1: 20,000 requests over 32 keep-alive
//! connections, every answer checked against what the commands print for the same position,
//! then requests per second and the median and 99th-percentile latency printed (the figures
//! in docs/server.md come from `cargo test --release -p renju-cli --test main serve_load --
//! --nocapture`).

use crate::serve_common;

use serve_common::{connect, repo_file, runtime, send, stdout_of, Server};
use std::time::{Duration, Instant};

/// Requests in all.
const REQUESTS: usize = 20_000;
/// Connections, each sending its share one request after another.
const CONNECTIONS: usize = 32;
/// The most the whole run may take; past it the test fails rather than hang.
const LIMIT: Duration = Duration::from_secs(600);

/// One request and the exact answer it must get.
struct Case {
    path: &'static str,
    body: String,
    answer: String,
}

/// The rules text's six examples under two rules (the batch answer), and two explanations
/// (the `renju explain --json` document).
fn cases() -> Vec<Case> {
    let examples = repo_file("examples/rules-examples.jsonl");
    let mut cases = Vec::new();
    for rule in ["renju", "omok"] {
        let answers = stdout_of(
            &["batch", "--rule", rule, "--color", "both"],
            examples.as_bytes(),
        );
        for (line, answer) in examples.lines().zip(answers.lines()) {
            let body = format!(
                r#"{}, "rule": "{rule}", "color": "both"}}"#,
                line.trim_end().trim_end_matches('}')
            );
            cases.push(Case {
                path: "/api/forbidden",
                body,
                answer: format!("{answer}\n"),
            });
        }
    }
    for (position, point) in [
        (r#""black": ["f8", "g8", "h9", "h10"]"#, "h8"),
        (
            r#""black": ["e8", "f8", "g6", "g7", "g9", "g10", "g11", "h9", "h10"]"#,
            "h8",
        ),
    ] {
        let answer = stdout_of(
            &["explain", "--json", point],
            format!("{{{position}}}").as_bytes(),
        );
        cases.push(Case {
            path: "/api/explain",
            body: format!(r#"{{{position}, "point": "{point}"}}"#),
            answer,
        });
    }
    cases
}

/// The `q`-quantile of sorted `values`.
fn quantile(sorted: &[Duration], q: f64) -> Duration {
    let index = ((sorted.len() as f64 - 1.0) * q).round() as usize;
    sorted[index.min(sorted.len() - 1)]
}

#[test]
fn twenty_thousand_requests_over_thirty_two_connections_all_answered_right() {
    let cases = std::sync::Arc::new(cases());
    assert_eq!(cases.len(), 14);
    let server = Server::start(&[]);
    let addr = server.addr;
    let (latencies, wall) = runtime().block_on(async move {
        let start = Instant::now();
        let mut tasks = Vec::new();
        for c in 0..CONNECTIONS {
            let cases = cases.clone();
            tasks.push(tokio::spawn(async move {
                let mut connection = connect(addr).await;
                let mut latencies = Vec::with_capacity(REQUESTS / CONNECTIONS + 1);
                // Connection c sends requests c, c + 32, c + 64, … of the 20,000.
                for i in (c..REQUESTS).step_by(CONNECTIONS) {
                    let case = &cases[i % cases.len()];
                    let sent = Instant::now();
                    let reply = send(
                        &mut connection,
                        "POST",
                        case.path,
                        case.body.clone().into_bytes(),
                    )
                    .await;
                    latencies.push(sent.elapsed());
                    assert_eq!(reply.status, 200, "request {i}: {}", reply.text());
                    assert_eq!(reply.text(), case.answer, "request {i}: {}", case.body);
                }
                latencies
            }));
        }
        let mut all = Vec::with_capacity(REQUESTS);
        let joined = tokio::time::timeout(LIMIT, async {
            for task in tasks {
                all.extend(
                    task.await
                        .expect("a connection's requests all answered right"),
                );
            }
        })
        .await;
        assert!(joined.is_ok(), "the load test took longer than {LIMIT:?}");
        (all, start.elapsed())
    });
    assert_eq!(latencies.len(), REQUESTS);
    let mut sorted = latencies;
    sorted.sort();
    let per_second = REQUESTS as f64 / wall.as_secs_f64();
    println!(
        "serve_load: {REQUESTS} requests over {CONNECTIONS} connections in {:.2} s: {per_second:.0} requests/s, \
         latency p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        wall.as_secs_f64(),
        quantile(&sorted, 0.50).as_secs_f64() * 1e3,
        quantile(&sorted, 0.99).as_secs_f64() * 1e3,
        sorted[sorted.len() - 1].as_secs_f64() * 1e3,
    );
    // The server is still well after the run.
    assert_eq!(server.get("/api/rules").status, 200);
}
