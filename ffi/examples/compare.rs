//! The C ABI against the Rust API on the same positions, pass for pass in one process: on a
//! shared, noisy machine, alternating the two and taking the median of each pair's ratio
//! compares them under the same load (separate runs of `bench.c` and `renju bench` do not).
//!
//!     cargo run --release -p renju-ffi --example compare -- POSITIONS [PASSES]
//!
//! POSITIONS is the text format of `examples/bench.c` (a line per position, black's points,
//! `/`, white's points). The Rust side is what `renju bench` times: the board from stone
//! lists plus black's full map (`us_per_pos`); an incremental replay, black, white, black,
//! ..., reading black's map after every stone (`ns_per_move`). The C side is the same work
//! through `renju_forbidden_maps` (one thread) and `renju_board_place` +
//! `renju_board_forbidden_map`, called as C calls them.

// As in the library (src/lib.rs): every unsafe block says why it is sound.
#![deny(clippy::undocumented_unsafe_blocks)]

use renju::{Board, Color, IncrementalBoard, Point, Rule, Standard};
use renju_ffi::*;
use std::hint::black_box;
use std::time::Instant;

/// This thread's CPU time in seconds: unlike the wall clock, it does not count the time the
/// thread waits for a core on a busy machine.
fn thread_cpu() -> f64 {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: a valid clock id and a valid out-pointer.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    t.tv_sec as f64 + t.tv_nsec as f64 * 1e-9
}

struct Position {
    black: Vec<Point>,
    white: Vec<Point>,
}

impl Position {
    /// Black, white, black, ..., then the rest of the longer list (as `renju bench`).
    fn alternating(&self) -> impl Iterator<Item = (Point, Color)> + '_ {
        (0..self.black.len().max(self.white.len())).flat_map(move |i| {
            let b = self.black.get(i).map(|&p| (p, Color::Black));
            let w = self.white.get(i).map(|&p| (p, Color::White));
            b.into_iter().chain(w)
        })
    }
}

fn read(path: &str) -> Result<Vec<Position>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let mut positions = Vec::new();
    for (i, line) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
    {
        let (black, white) = line.split_once('/').unwrap_or((line, ""));
        let points = |list: &str| -> Result<Vec<Point>, String> {
            list.split_whitespace()
                .map(|s| {
                    s.parse::<Point>()
                        .map_err(|e| format!("line {}: {e}", i + 1))
                })
                .collect()
        };
        positions.push(Position {
            black: points(black)?,
            white: points(white)?,
        });
    }
    Ok(positions)
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// Runs `a` and `b` alternately `passes` times; prints each one's median time per unit and
/// the median of the per-pass ratios b / a.
fn compare(
    name: &str,
    unit: &str,
    scale: f64,
    units: usize,
    passes: usize,
    mut a: impl FnMut() -> usize,
    mut b: impl FnMut() -> usize,
) {
    let (mut ta, mut tb, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
    let (mut cpu_a, mut cpu_b) = (0.0, 0.0);
    let (mut fa, mut fb) = (0, 0);
    for pass in 0..passes {
        // Odd passes run the C side first, so neither side always inherits the other's cache.
        let time = |f: &mut dyn FnMut() -> usize, cpu: &mut f64| {
            let (start, cpu_start) = (Instant::now(), thread_cpu());
            let found = f();
            *cpu += thread_cpu() - cpu_start;
            (start.elapsed().as_secs_f64(), found)
        };
        let ((x, found_a), (y, found_b)) = if pass % 2 == 0 {
            let first = time(&mut a, &mut cpu_a);
            (first, time(&mut b, &mut cpu_b))
        } else {
            let first = time(&mut b, &mut cpu_b);
            (time(&mut a, &mut cpu_a), first)
        };
        (fa, fb) = (found_a, found_b);
        ta.push(x * scale / units as f64);
        tb.push(y * scale / units as f64);
        ratios.push(y / x);
    }
    assert_eq!(
        fa, fb,
        "{name}: the two sides found different forbidden points"
    );
    let per_unit = scale / (units * passes) as f64;
    println!(
        "{name}: rust {unit}={:.3} c-abi {unit}={:.3} ratio={:.3} (wall, median of {passes} alternating passes); \
         cpu: rust {:.3} c-abi {:.3} ratio={:.3}; {fa} forbidden",
        median(ta),
        median(tb),
        median(ratios),
        cpu_a * per_unit,
        cpu_b * per_unit,
        cpu_b / cpu_a
    );
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(path) = args.get(1) else {
        eprintln!("usage: compare POSITIONS [PASSES]");
        std::process::exit(2);
    };
    let passes = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(21);
    let positions = read(path).unwrap_or_else(|e| {
        eprintln!("compare: {e}");
        std::process::exit(2);
    });
    let rule = Rule::default_rule();
    let id = Rule::all().iter().position(|r| r == rule).unwrap_or(0) as i32;
    let mut cells = vec![0u8; positions.len() * 225];
    for (i, pos) in positions.iter().enumerate() {
        pos.black
            .iter()
            .for_each(|p| cells[i * 225 + p.index(15)] = 1);
        pos.white
            .iter()
            .for_each(|p| cells[i * 225 + p.index(15)] = 2);
    }
    let mut kinds = vec![0u8; cells.len()];
    let moves: usize = positions
        .iter()
        .map(|p| p.black.len() + p.white.len())
        .sum();

    compare(
        "full map",
        "us_per_pos",
        1e6,
        positions.len(),
        passes,
        || {
            positions
                .iter()
                .map(|pos| {
                    Board::<Standard>::from_stones(&pos.black, &pos.white).map_or(0, |board| {
                        black_box(rule.forbidden_map(&board, Color::Black)).len()
                    })
                })
                .sum()
        },
        || {
            // SAFETY: cells and kinds hold positions.len() boards each.
            let n = unsafe {
                renju_forbidden_maps(
                    id,
                    15,
                    1,
                    cells.as_ptr(),
                    positions.len(),
                    kinds.as_mut_ptr(),
                    1,
                )
            };
            n.max(0) as usize
        },
    );

    let board = renju_board_new(id, 15);
    let mut map = [0u8; 225];
    compare(
        "incremental",
        "ns_per_move",
        1e9,
        moves,
        passes,
        || {
            let mut forbidden = 0;
            for pos in &positions {
                let mut game = IncrementalBoard::<Standard>::new(rule);
                for (p, color) in pos.alternating() {
                    if game.place(p, color).is_ok() {
                        forbidden += black_box(game.forbidden_map(Color::Black)).len();
                    }
                }
            }
            forbidden
        },
        || {
            let mut forbidden = 0;
            for pos in &positions {
                // SAFETY: board is live; map holds 225 kinds.
                unsafe {
                    renju_board_clear(board);
                    for (p, color) in pos.alternating() {
                        let color = if color == Color::Black { 1 } else { 2 };
                        if renju_board_place(board, p.index(15) as i32, color) >= 0 {
                            forbidden += renju_board_forbidden_map(board, 1, map.as_mut_ptr())
                                .max(0) as usize;
                        }
                    }
                }
            }
            forbidden
        },
    );
    // SAFETY: made by renju_board_new above.
    unsafe { renju_board_free(board) };
}
