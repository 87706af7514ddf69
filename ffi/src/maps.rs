//! Forbidden maps of many boards at once, on a chosen number of threads.
//!
//! `threads` = 1 works on the calling thread; 0 uses rayon's global pool (all cores, or
//! `RAYON_NUM_THREADS`); any other count uses a pool of that size, built on first use and
//! kept for later calls (building one costs far more than a batch of maps: see the README).

use crate::codes::RENJU_ERR_THREADS_UNAVAILABLE;
use crate::engine::{write_map_of_cells, POINTS};
use crate::error::Error;
use rayon::prelude::*;
use rayon::{ThreadPool, ThreadPoolBuilder};
use renju::{Color, Rule};
use std::sync::{Arc, Mutex};

/// Boards handed to a worker at a time: a map takes about a microsecond, so smaller pieces
/// would cost more in hand-offs than they gain in balance.
const MIN_BOARDS_PER_TASK: usize = 32;

/// The pools built so far, by thread count.
static POOLS: Mutex<Vec<(usize, Arc<ThreadPool>)>> = Mutex::new(Vec::new());

/// The kept pool of `threads` threads, built if it is the first call with that count.
fn pool(threads: usize) -> Result<Arc<ThreadPool>, Error> {
    let mut pools = POOLS
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some((_, pool)) = pools.iter().find(|(n, _)| *n == threads) {
        return Ok(Arc::clone(pool));
    }
    let pool = ThreadPoolBuilder::new()
        .num_threads(threads)
        .thread_name(|i| format!("renju-ffi-{i}"))
        .build()
        .map_err(|e| {
            Error::new(
                RENJU_ERR_THREADS_UNAVAILABLE,
                format!("renju_forbidden_maps: could not start {threads} threads: {e}"),
            )
        })?;
    let pool = Arc::new(pool);
    pools.push((threads, Arc::clone(&pool)));
    Ok(pool)
}

/// One board's map: `cells` (checked) to `out`, returning the number forbidden.
fn one(rule: &Rule, color: Color, cells: &[u8], out: &mut [u8]) -> usize {
    match (
        <&[u8; POINTS]>::try_from(cells),
        <&mut [u8; POINTS]>::try_from(out),
    ) {
        (Ok(cells), Ok(out)) => write_map_of_cells(rule, cells, color, out),
        // Both are chunks of exactly POINTS bytes.
        _ => 0,
    }
}

/// The maps of the boards in `cells` (checked, a multiple of 225 long) into `out` (as long),
/// on `threads` threads; returns the total number forbidden.
pub(crate) fn maps(
    rule: &Rule,
    color: Color,
    cells: &[u8],
    out: &mut [u8],
    threads: usize,
) -> Result<usize, Error> {
    let sequential = |cells: &[u8], out: &mut [u8]| {
        cells
            .chunks_exact(POINTS)
            .zip(out.chunks_exact_mut(POINTS))
            .map(|(c, o)| one(rule, color, c, o))
            .sum()
    };
    let parallel = |cells: &[u8], out: &mut [u8]| -> usize {
        cells
            .par_chunks_exact(POINTS)
            .zip(out.par_chunks_exact_mut(POINTS))
            .with_min_len(MIN_BOARDS_PER_TASK)
            .map(|(c, o)| one(rule, color, c, o))
            .sum()
    };
    Ok(match threads {
        1 => sequential(cells, out),
        0 => parallel(cells, out),
        n => pool(n)?.install(|| parallel(cells, out)),
    })
}
