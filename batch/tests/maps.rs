//! `forbidden_maps` against the runtime's per-point verdicts, on hand-worked positions, and on
//! bad input (named, with nothing written).

use renju::{point, with_board_size, Board, BoardSize, Color, Point, Rule};
use renju_batch::{forbidden_map, forbidden_maps, BatchError, Threads, MAX_THREADS};

/// Pseudo-random numbers from a fixed seed (xorshift64).
fn rng(mut state: u64) -> impl FnMut(u64) -> u64 {
    move |bound| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % bound
    }
}

/// `count` boards of `size`, as cells: each a cluster of stones around a random centre (often
/// by an edge or in a corner), black-heavy so that forbidden points occur.
fn random_boards(size: usize, count: usize, seed: u64) -> Vec<u8> {
    let mut next = rng(seed);
    let mut cells = vec![0u8; count * size * size];
    for board in cells.chunks_exact_mut(size * size) {
        let edge = size as u64 - 1;
        let corner = |roll: u64, next: &mut dyn FnMut(u64) -> u64| match roll {
            0 => 0,
            1 => edge,
            _ => next(size as u64),
        };
        let (cc, cr) = (corner(next(4), &mut next), corner(next(4), &mut next));
        let stones = 8 + next(30);
        for _ in 0..stones {
            let col = (cc as i64 + next(7) as i64 - 3).clamp(0, edge as i64) as usize;
            let row = (cr as i64 + next(7) as i64 - 3).clamp(0, edge as i64) as usize;
            board[row * size + col] = if next(5) == 0 { 2 } else { 1 };
        }
    }
    cells
}

/// The kind codes of `cells` judged point by point with `Rule::forbidden` on a board built
/// stone by stone: a path that shares neither the cell reader nor the full map.
fn maps_point_by_point<S: BoardSize>(rule: &Rule, color: Color, cells: &[u8]) -> Vec<u8> {
    let mut out = vec![0u8; cells.len()];
    for (cells, out) in cells
        .chunks_exact(S::N * S::N)
        .zip(out.chunks_exact_mut(S::N * S::N))
    {
        let mut board = Board::<S>::new();
        for (i, &cell) in cells.iter().enumerate() {
            let p = Point::from_index(i, S::N).expect("on the board");
            match cell {
                1 => board.place(p, Color::Black).expect("empty"),
                2 => board.place(p, Color::White).expect("empty"),
                _ => {}
            }
        }
        for (i, out) in out.iter_mut().enumerate() {
            let p = Point::from_index(i, S::N).expect("on the board");
            *out = rule
                .forbidden(&board, p, color)
                .map_or(0, renju::cells::kind_code);
        }
    }
    out
}

#[test]
fn every_size_and_thread_count_gives_the_point_by_point_maps() {
    let thread_counts = [
        Threads::ONE,
        Threads::count(2).unwrap(),
        Threads::count(3).unwrap(),
        Threads::ALL,
    ];
    for (i, size) in [5, 7, 15, 19, 20, 26].into_iter().enumerate() {
        // 100 boards: more than the 32 a worker takes at a time, so the pools share them out.
        let cells = random_boards(size, 100, 0x5EED + i as u64);
        for rule in [Rule::default_rule(), Rule::by_name("omok").unwrap()] {
            for color in [Color::Black, Color::White] {
                let expected =
                    with_board_size!(size, S => maps_point_by_point::<S>(rule, color, &cells))
                        .unwrap();
                let forbidden = expected.iter().filter(|&&k| k != 0).count();
                for threads in thread_counts {
                    let mut out = vec![0xAA; cells.len()];
                    let n = forbidden_maps(rule, size, color, &cells, &mut out, threads);
                    assert_eq!(
                        n,
                        Ok(forbidden),
                        "{size}x{size} {} {color} {threads}",
                        rule.name()
                    );
                    assert!(
                        out == expected,
                        "{size}x{size} {} {color} {threads}",
                        rule.name()
                    );
                }
                // One board at a time, by the one-board path (cells checked as they are
                // read, every code written): each board's part of the same maps.
                let points = size * size;
                for (board, (cells, expected)) in cells
                    .chunks_exact(points)
                    .zip(expected.chunks_exact(points))
                    .enumerate()
                {
                    let mut out = vec![0xAA; points];
                    let n = forbidden_map(rule, size, color, cells, &mut out);
                    let forbidden = expected.iter().filter(|&&k| k != 0).count();
                    let at = format!("{size}x{size} {} {color} board {board}", rule.name());
                    assert_eq!(n, Ok(forbidden), "{at}");
                    assert!(out == expected, "{at}");
                }
            }
        }
    }
    // The boards hold forbidden points for black under renju (else the test shows little).
    let cells = random_boards(20, 100, 0x5EED + 4);
    let mut out = vec![0; cells.len()];
    let n = forbidden_maps(
        Rule::default_rule(),
        20,
        Color::Black,
        &cells,
        &mut out,
        Threads::ONE,
    );
    assert!(n.unwrap() > 50);
}

/// Cells of one board of `size` with black stones at `black`.
fn board_of(size: usize, black: &[Point]) -> Vec<u8> {
    let mut cells = vec![0u8; size * size];
    for p in black {
        cells[p.index(size)] = 1;
    }
    cells
}

#[test]
fn the_double_three_on_15x15_and_by_the_far_edge_of_20x20() {
    let renju = Rule::default_rule();
    // RIF 9.3: black f8 g8 h9 h10; h8 makes the open threes f8-g8-h8 and h8-h9-h10.
    let cells = board_of(15, &[point!(f8), point!(g8), point!(h9), point!(h10)]);
    let mut kinds = vec![0u8; 225];
    assert_eq!(
        forbidden_maps(renju, 15, Color::Black, &cells, &mut kinds, Threads::ONE),
        Ok(1)
    );
    assert_eq!(kinds[point!(h8).index(15)], 1);
    // White has no forbidden points under renju (RIF 9.2: prohibitions are black's).
    assert_eq!(
        forbidden_maps(renju, 15, Color::White, &cells, &mut kinds, Threads::ONE),
        Ok(0)
    );
    assert!(kinds.iter().all(|&k| k == 0));

    // The same shape moved to p17 q17 r18 r19 on 20x20: r17 makes the row p17-q17-r17 (open:
    // n17 o17 s17 t17 are empty) and the column r17-r18-r19, which can become the straight
    // four r16-r19 (r15 and r20 empty): a double-three two points from the top edge.
    let cells = board_of(20, &[point!(p17), point!(q17), point!(r18), point!(r19)]);
    let mut kinds = vec![0u8; 400];
    assert_eq!(
        forbidden_maps(renju, 20, Color::Black, &cells, &mut kinds, Threads::ONE),
        Ok(1)
    );
    assert_eq!(kinds[point!(r17).index(20)], 1);
    // One row higher, the column r18-r19-r20 is against the edge (no r21): it cannot become
    // a straight four, so r18 makes only one three and nothing is forbidden.
    let cells = board_of(20, &[point!(p18), point!(q18), point!(r19), point!(r20)]);
    assert_eq!(
        forbidden_maps(renju, 20, Color::Black, &cells, &mut kinds, Threads::ONE),
        Ok(0)
    );
}

#[test]
fn bad_input_is_named_and_nothing_is_written() {
    let renju = Rule::default_rule();
    let untouched = vec![0xAAu8; 3 * 400];
    let mut out = untouched.clone();
    let mut cells = vec![0u8; 3 * 400];
    let call = |cells: &[u8], size, out: &mut [u8], threads| {
        forbidden_maps(renju, size, Color::Black, cells, out, threads)
    };
    let two = Threads::count(2).unwrap();

    for size in [0, 4, 27, usize::MAX] {
        let e = call(&cells, size, &mut out, two).unwrap_err();
        assert_eq!(e, BatchError::Size(renju::SizeError { size }));
    }
    // 1200 cells are three 20x20 boards but not whole 15x15 boards (5.33 of them).
    assert_eq!(
        call(&cells, 15, &mut out, two).unwrap_err().to_string(),
        "1200 cells are not whole 15x15 boards (225 cells each)"
    );
    assert_eq!(
        call(&cells, 20, &mut out[..800], two),
        Err(BatchError::OutLength {
            cells: 1200,
            out: 800
        })
    );
    // Bad cells on boards 2 and 1: board 1's is the first, named by its index on the board
    // and its point (index 399 of a 20x20 board is t20, the last point).
    cells[2 * 400 + 5] = 3;
    cells[400 + 399] = 255;
    for threads in [Threads::ONE, two, Threads::ALL] {
        let e = call(&cells, 20, &mut out, threads).unwrap_err();
        assert_eq!(
            e,
            BatchError::BadCell {
                board: 1,
                index: 399,
                point: point!(t20),
                value: 255,
                size: 20
            }
        );
        assert_eq!(
            e.to_string(),
            "board 1, cell 399 (t20) holds 255: a cell is 0 (empty), 1 (black) or 2 (white)"
        );
    }
    assert!(out == untouched);

    // Thread counts: 1 to MAX_THREADS.
    assert_eq!(Threads::count(0), Err(BatchError::Threads { asked: 0 }));
    assert_eq!(
        Threads::count(MAX_THREADS + 1),
        Err(BatchError::Threads {
            asked: MAX_THREADS + 1
        })
    );

    // No boards at all: nothing to do, no error.
    assert_eq!(call(&[], 20, &mut [], two), Ok(0));
}

#[test]
fn calls_from_many_threads_at_once_share_the_pools() {
    // 8 callers at once, with 4 thread counts (the registry's lock and its pools under
    // contention), each checking its answer against a one-thread run.
    let cells = random_boards(15, 200, 99);
    let rule = Rule::default_rule();
    let mut expected = vec![0u8; cells.len()];
    let n = forbidden_maps(rule, 15, Color::Black, &cells, &mut expected, Threads::ONE).unwrap();
    std::thread::scope(|scope| {
        for t in 0..8 {
            let (cells, expected) = (&cells, &expected);
            scope.spawn(move || {
                let threads = Threads::count(2 + t % 4).unwrap();
                for _ in 0..20 {
                    let mut out = vec![0u8; cells.len()];
                    assert_eq!(
                        forbidden_maps(rule, 15, Color::Black, cells, &mut out, threads),
                        Ok(n)
                    );
                    assert!(out == *expected);
                }
            });
        }
    });
}
