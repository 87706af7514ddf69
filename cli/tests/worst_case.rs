//! Worst cases of the full map (issue 35): the slowest positions found for black's full
//! forbidden map under renju, on 15x15 and on 26x26, and what they cost the server.
//!
//! - `the_worst_positions_found_are_judged_and_the_server_stays_responsive` (runs in `cargo
//!   test`): the positions kept in `cli/tests/worst-case/` hold no five, their maps are
//!   those the CLI gives, and the server answers many of them at once while a client polling
//!   `/api/rules` keeps being answered quickly.
//! - `hunt_the_slowest_full_map` (ignored; run it in release) searches for them: a hill
//!   climb from random dense positions, one stone changed at a time, kept when the map
//!   takes longer (the least of several timings, so that noise does not pass for a gain):
//!
//! ```sh
//! cargo test --release -p renju-cli --test main worst_case -- --ignored --nocapture
//! ```
//!
//! It prints each size's slowest position as a `renju bench` line; the figures of
//! docs/performance.md ("Worst cases") come from `renju bench --reps 15` on those lines.

use crate::serve_common;

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use renju::{Board, BoardSize, Color, Point, Rule, Size};
use serve_common::{connect, runtime, send, stdout_of, Server};
use std::hint::black_box;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

/// The positions the hunt found, one `renju bench` line each (15x15, then 26x26).
const WORST: &str = include_str!("worst-case/worst.jsonl");

/// The stones of an `n`x`n` position: 0 empty, 1 black, 2 white, by `row * n + col`.
#[derive(Clone)]
struct Position {
    n: usize,
    cells: Vec<u8>,
}

impl Position {
    fn points(&self, color: u8) -> Vec<Point> {
        (0..self.cells.len())
            .filter(|&i| self.cells[i] == color)
            .filter_map(|i| Point::new(i % self.n, i / self.n))
            .collect()
    }

    /// Whether some row of 5 or more stones of one colour is on the board (the map of such a
    /// position is not a question a game asks).
    fn has_five(&self) -> bool {
        let n = self.n as isize;
        let at = |c: isize, r: isize| -> u8 {
            if (0..n).contains(&c) && (0..n).contains(&r) {
                self.cells[(r * n + c) as usize]
            } else {
                0
            }
        };
        for r in 0..n {
            for c in 0..n {
                let color = at(c, r);
                if color == 0 {
                    continue;
                }
                for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                    // Only from the first stone of a run.
                    if at(c - dc, r - dr) == color {
                        continue;
                    }
                    let run = (0..)
                        .take_while(|&k| at(c + k * dc, r + k * dr) == color)
                        .count();
                    if run >= 5 {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// The position as a `renju bench` / `renju batch` line, `worst-N` its id.
    fn json(&self) -> String {
        let names = |color| {
            self.points(color)
                .iter()
                .map(|p| format!("\"{p}\""))
                .collect::<Vec<_>>()
                .join(",")
        };
        format!(
            "{{\"id\":\"worst-{}\",\"black\":[{}],\"white\":[{}],\"size\":{}}}",
            self.n,
            names(1),
            names(2),
            self.n
        )
    }
}

/// The least of `reps` timings of black's full map of `position`, in nanoseconds.
fn map_ns<S: BoardSize>(rule: &Rule, position: &Position, reps: usize) -> u128 {
    let (black, white) = (position.points(1), position.points(2));
    let board = Board::<S>::from_stones(&black, &white).expect("a good position");
    (0..reps)
        .map(|_| {
            let start = Instant::now();
            black_box(rule.forbidden_map(black_box(&board), Color::Black));
            start.elapsed().as_nanos()
        })
        .min()
        .unwrap_or(u128::MAX)
}

/// A random dense position: black-heavy clusters around the centre.
fn dense(rng: &mut ChaCha8Rng, n: usize) -> Position {
    let mut position = Position {
        n,
        cells: vec![0; n * n],
    };
    let stones = rng.random_range(n..=3 * n);
    let mut placed = 0;
    while placed < stones {
        let (c, r) = (rng.random_range(0..n), rng.random_range(0..n));
        let i = r * n + c;
        if position.cells[i] != 0 {
            continue;
        }
        position.cells[i] = if rng.random_range(0..3) == 0 { 2 } else { 1 };
        if position.has_five() {
            position.cells[i] = 0;
        } else {
            placed += 1;
        }
    }
    position
}

/// The slowest position the climb reaches from `starts` random ones in `budget`.
fn hunt<S: BoardSize>(rule: &Rule, seed: u64, budget: Duration) -> (Position, u128) {
    let n = S::N;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let start = Instant::now();
    let mut best = dense(&mut rng, n);
    let mut best_ns = map_ns::<S>(rule, &best, 9);
    // A few random starts first, then the climb from the slowest.
    for _ in 0..200 {
        let p = dense(&mut rng, n);
        let ns = map_ns::<S>(rule, &p, 9);
        if ns > best_ns {
            (best, best_ns) = (p, ns);
        }
    }
    while start.elapsed() < budget {
        let mut p = best.clone();
        for _ in 0..rng.random_range(1..=3) {
            let i = rng.random_range(0..n * n);
            p.cells[i] = match p.cells[i] {
                0 if rng.random_range(0..4) == 0 => 2,
                0 => 1,
                1 if rng.random_range(0..2) == 0 => 2,
                _ => 0,
            };
        }
        if p.has_five() {
            continue;
        }
        let ns = map_ns::<S>(rule, &p, 9);
        // Kept only if it is still slower timed again: noise does not climb.
        if ns > best_ns && map_ns::<S>(rule, &p, 9) > best_ns {
            (best, best_ns) = (p, ns);
        }
    }
    // Timed once more, at length.
    let ns = map_ns::<S>(rule, &best, 101);
    (best, ns)
}

#[test]
#[ignore = "a search of a few minutes; run in release (see the module's documentation)"]
fn hunt_the_slowest_full_map() {
    let rule = Rule::default_rule();
    let budget = Duration::from_secs(
        std::env::var("RENJU_HUNT_SECS")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(120),
    );
    let (p15, ns15) = hunt::<Size<15>>(rule, 35, budget);
    let (p26, ns26) = hunt::<Size<26>>(rule, 3526, budget);
    for (p, ns) in [(&p15, ns15), (&p26, ns26)] {
        eprintln!(
            "{}x{}: {} black, {} white, map {} ns",
            p.n,
            p.n,
            p.points(1).len(),
            p.points(2).len(),
            ns
        );
        println!("{}", p.json());
        assert!(!p.has_five());
    }
}

/// The positions of `WORST`.
fn worst_positions() -> Vec<(usize, String)> {
    WORST
        .lines()
        .map(|line| {
            let value: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
            let size = value["size"].as_u64().expect("a size") as usize;
            (size, line.to_string())
        })
        .collect()
}

#[test]
fn the_worst_positions_found_are_judged_and_the_server_stays_responsive() {
    let positions = worst_positions();
    let sizes: Vec<usize> = positions.iter().map(|(n, _)| *n).collect();
    assert_eq!(sizes, [15, 26]);
    let server = Server::start(&[]);
    // The server answers each as `renju batch` does.
    let mut bodies = Vec::new();
    for (_, line) in &positions {
        let batch = stdout_of(&["batch"], format!("{line}\n").as_bytes());
        let reply = server.post("/api/forbidden", line);
        assert_eq!(reply.status, 200, "{}", reply.text());
        assert_eq!(reply.text(), batch);
        // A worst case is a position with forbidden points to find.
        let answer: serde_json::Value = serde_json::from_str(&batch).unwrap();
        assert!(
            answer["forbidden"]
                .as_array()
                .is_some_and(|f| !f.is_empty()),
            "{batch}"
        );
        bodies.push(line.clone());
    }
    // Many at once (more than the 32 ruling threads), while a client polls /api/rules: the
    // poller is answered all along.
    let stop = Arc::new(AtomicBool::new(false));
    let addr = server.addr;
    let poller = {
        let stop = Arc::clone(&stop);
        thread::spawn(move || {
            runtime().block_on(async move {
                let mut longest = Duration::ZERO;
                let mut answered = 0;
                while !stop.load(Ordering::Relaxed) {
                    let start = Instant::now();
                    let mut connection = connect(addr).await;
                    let reply = send(&mut connection, "GET", "/api/rules", Vec::new()).await;
                    assert_eq!(reply.status, 200);
                    longest = longest.max(start.elapsed());
                    answered += 1;
                    tokio::time::sleep(Duration::from_millis(10)).await;
                }
                (answered, longest)
            })
        })
    };
    let clients: Vec<_> = (0..48)
        .map(|i| {
            let body = bodies[i % bodies.len()].clone().into_bytes();
            thread::spawn(move || {
                runtime().block_on(async move {
                    let mut connection = connect(addr).await;
                    let mut statuses = Vec::new();
                    for _ in 0..5 {
                        let reply =
                            send(&mut connection, "POST", "/api/forbidden", body.clone()).await;
                        statuses.push(reply.status);
                    }
                    statuses
                })
            })
        })
        .collect();
    for client in clients {
        assert_eq!(client.join().expect("a client"), [200; 5]);
    }
    stop.store(true, Ordering::Relaxed);
    let (answered, longest) = poller.join().expect("the poller");
    assert!(answered >= 1, "{answered} polls");
    assert!(
        longest < Duration::from_secs(2),
        "a poll waited {longest:?}"
    );
}
