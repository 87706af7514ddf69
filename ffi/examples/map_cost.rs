//! What a forbidden map of cells costs through the C ABI against the Rust API, on the same
//! positions, one way per run: to count instructions under callgrind, where the difference of
//! two repetition counts cancels the start-up (reading the file, making the boards).
//!
//!     cargo run --release -p renju-ffi --example map_cost -- MODE POSITIONS [REPS] [REPEAT]
//!     valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//!         target/release/examples/map_cost c-map game.jsonl 5
//!
//! POSITIONS is JSON Lines as `renju corpus` writes them (`black`, `white`, and `size` off
//! 15x15; one size per file), tiled REPEAT times (default 1). Every mode maps black's points
//! of every position REPS times (default 1) into a kind array of `size * size` codes, zeros
//! included, and prints the time per map (the median pass) and the forbidden points found.
//! The first three modes write all boards' kinds into one array, made before the passes (as
//! `renju_forbidden_maps`'s `kinds_out`); the board modes write each map into the same
//! `size * size` kinds.
//!
//! - `rust`: `Board::from_cells`, `Rule::forbidden_map`, `ForbiddenMap::write_codes` into
//!   the board's zeroed part of an array as long as the cells (the Rust API, written out);
//! - `c-map`: `renju_forbidden_map`, one call per board;
//! - `c-maps`: `renju_forbidden_maps` of all boards at once on the calling thread;
//! - `rust-board`: the map an `IncrementalBoard` keeps, written out as `rust`'s (the boards
//!   are made once, before the passes);
//! - `c-board`: `renju_board_forbidden_map` on a `renju_board_new` board per position (made
//!   once, before the passes, by `renju_board_place`);
//! - `bench`: what `renju bench` times, in this binary: one board refilled from each
//!   position's stone lists (`Board::set_stones`) and black's full map counted, writing
//!   nothing (the denominator of the bindings' ratios, without building the CLI).

// As in the library (src/lib.rs): every unsafe block says why it is sound.
#![deny(clippy::undocumented_unsafe_blocks)]

use renju::{with_board_size, BoardSize, Color, IncrementalBoard, Point, Rule};
use renju_ffi::*;
use std::hint::black_box;
use std::time::Instant;

/// The positions of a corpus file as cells, board after board, and their side.
fn read(path: &str, repeat: usize) -> Result<(Vec<u8>, usize), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let (mut cells, mut sizes) = (Vec::new(), Vec::new());
    for (i, line) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
    {
        let at = |e: String| format!("{path}:{}: {e}", i + 1);
        let v: serde_json::Value = serde_json::from_str(line).map_err(|e| at(e.to_string()))?;
        let size = v["size"].as_u64().unwrap_or(15) as usize;
        sizes.push(size);
        let start = cells.len();
        cells.resize(start + size * size, 0);
        for (key, code) in [("black", 1), ("white", 2)] {
            for name in v[key].as_array().into_iter().flatten() {
                let p: Point = (name.as_str().unwrap_or("?").parse())
                    .map_err(|e: renju::ParsePointError| at(e.to_string()))?;
                cells[start + p.index(size)] = code;
            }
        }
    }
    sizes.dedup();
    match sizes[..] {
        [size] => Ok((cells.repeat(repeat), size)),
        _ => Err(format!("{path}: one board size per file, not {sizes:?}")),
    }
}

/// The median of `reps` timed passes of `pass`, in microseconds per map, and what the last
/// pass found.
fn timed(reps: usize, maps: usize, mut pass: impl FnMut() -> usize) -> (f64, usize) {
    let (mut times, mut found) = (Vec::new(), 0);
    for _ in 0..reps {
        let start = Instant::now();
        found = pass();
        times.push(start.elapsed().as_secs_f64() * 1e6 / maps as f64);
    }
    times.sort_by(f64::total_cmp);
    (times[times.len() / 2], found)
}

/// The Rust API's map of every board, written out into `kinds` (as long as the cells, as
/// the C ABI's), `reps` times.
fn rust<S: BoardSize>(rule: &Rule, cells: &[u8], kinds: &mut [u8], reps: usize) -> (f64, usize) {
    let points = S::N * S::N;
    timed(reps, cells.len() / points, || {
        let mut found = 0;
        for (cells, kinds) in cells
            .chunks_exact(points)
            .zip(kinds.chunks_exact_mut(points))
        {
            let board = renju::Board::<S>::from_cells(black_box(cells)).expect("valid cells");
            kinds.fill(0);
            let map = rule.forbidden_map(&board, Color::Black);
            found += map.write_codes(black_box(kinds)).expect("N * N kinds");
        }
        found
    })
}

/// `renju bench`'s pass (cli/src/bench.rs, `bench_full_map`): one board refilled from the
/// stone lists of each position of `cells`, black's full map counted, `reps` times.
fn bench<S: BoardSize>(rule: &Rule, cells: &[u8], reps: usize) -> (f64, usize) {
    let points = S::N * S::N;
    let stones: Vec<[Vec<Point>; 2]> = (cells.chunks_exact(points))
        .map(|cells| {
            let board = renju::Board::<S>::from_cells(cells).expect("valid cells");
            [Color::Black, Color::White].map(|c| board.stone_set(c).iter().collect())
        })
        .collect();
    let mut board = renju::Board::<S>::new();
    timed(reps, stones.len(), || {
        let mut found = 0;
        for [black, white] in &stones {
            if board.set_stones(black, white).is_ok() {
                found += black_box(rule.forbidden_map(&board, Color::Black)).len();
            }
        }
        found
    })
}

/// The map an incremental board keeps, written out, `reps` times per board.
fn rust_board<S: BoardSize>(rule: &'static Rule, cells: &[u8], reps: usize) -> (f64, usize) {
    let points = S::N * S::N;
    let games: Vec<IncrementalBoard<S>> = (cells.chunks_exact(points))
        .map(|cells| {
            let board = renju::Board::<S>::from_cells(cells).expect("valid cells");
            let mut game = IncrementalBoard::<S>::new(rule);
            for color in [Color::Black, Color::White] {
                for p in board.stone_set(color).iter() {
                    game.place(p, color).expect("an empty point");
                }
            }
            game
        })
        .collect();
    let mut kinds = vec![0u8; points];
    timed(reps, games.len(), || {
        let mut found = 0;
        for game in &games {
            kinds.fill(0);
            let map = black_box(game).forbidden_map(Color::Black);
            found += map.write_codes(black_box(&mut kinds)).expect("N * N kinds");
        }
        found
    })
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let usage =
        "usage: map_cost rust|c-map|c-maps|rust-board|c-board|bench POSITIONS [REPS] [REPEAT]";
    let (Some(mode), Some(path)) = (args.get(1), args.get(2)) else {
        eprintln!("{usage}");
        std::process::exit(2);
    };
    let number = |i: usize| args.get(i).map_or(Ok(1), |s| s.parse::<usize>());
    let (Ok(reps @ 1..), Ok(repeat @ 1..)) = (number(3), number(4)) else {
        eprintln!("{usage}: REPS and REPEAT are counts of 1 or more");
        std::process::exit(2);
    };
    let (cells, size) = read(path, repeat).unwrap_or_else(|e| {
        eprintln!("map_cost: {e}");
        std::process::exit(2);
    });
    let points = size * size;
    let boards = cells.len() / points;
    let rule = Rule::default_rule();
    let id = Rule::all().iter().position(|r| r == rule).unwrap_or(0) as i32;
    let mut kinds = vec![0u8; cells.len()];
    let (us, found) = match mode.as_str() {
        "rust" => {
            with_board_size!(size, S => rust::<S>(rule, &cells, &mut kinds, reps)).expect("a size")
        }
        "bench" => with_board_size!(size, S => bench::<S>(rule, &cells, reps)).expect("a size"),
        "rust-board" => {
            with_board_size!(size, S => rust_board::<S>(rule, &cells, reps)).expect("a size")
        }
        "c-map" => timed(reps, boards, || {
            (cells
                .chunks_exact(points)
                .zip(kinds.chunks_exact_mut(points)))
            .map(|(cells, kinds)| {
                // SAFETY: `size * size` cells and kinds.
                let n = unsafe {
                    renju_forbidden_map(id, size as i32, 1, cells.as_ptr(), kinds.as_mut_ptr())
                };
                usize::try_from(n).expect("a count")
            })
            .sum()
        }),
        "c-maps" => timed(reps, boards, || {
            // SAFETY: `boards` boards of cells and of kinds.
            let n = unsafe {
                renju_forbidden_maps(
                    id,
                    size as i32,
                    1,
                    cells.as_ptr(),
                    boards,
                    kinds.as_mut_ptr(),
                    1,
                )
            };
            usize::try_from(n).expect("a count")
        }),
        "c-board" => {
            let games: Vec<*mut RenjuBoard> = (cells.chunks_exact(points))
                .map(|cells| {
                    let board = renju_board_new(id, size as i32);
                    for color in [1, 2] {
                        for (i, _) in cells.iter().enumerate().filter(|(_, &c)| c == color) {
                            // SAFETY: a live board.
                            let placed =
                                unsafe { renju_board_place(board, i as i32, color as i32) };
                            assert!(placed >= 0, "placed");
                        }
                    }
                    board
                })
                .collect();
            let mut kinds = vec![0u8; points];
            let result = timed(reps, boards, || {
                (games.iter())
                    .map(|&board| {
                        // SAFETY: a live board; `size * size` kinds.
                        let n = unsafe { renju_board_forbidden_map(board, 1, kinds.as_mut_ptr()) };
                        usize::try_from(n).expect("a count")
                    })
                    .sum()
            });
            for board in games {
                // SAFETY: made by renju_board_new, freed once.
                unsafe { renju_board_free(board) };
            }
            result
        }
        _ => {
            eprintln!("{usage}");
            std::process::exit(2);
        }
    };
    println!("{mode}: {boards} boards of {size}x{size}, {reps} passes: us_per_map={us:.4} forbidden={found}");
}
