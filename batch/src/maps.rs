//! The batch itself: check everything, then one map per board on the chosen threads.

use crate::{pools, BatchError, Threads};
use rayon::prelude::*;
use renju::cells::{CellError, CheckedCells};
use renju::{BoardSize, Color, Point, Rule, SizeError};

/// Boards handed to a worker at a time: a map takes about half a microsecond, so smaller
/// pieces would cost more in hand-offs than they gain in balance. A batch that cannot be cut
/// into two such pieces (fewer than twice this many boards) runs on the calling thread: on
/// the pool it would be one piece, run by one worker while the caller waits, the hand-off
/// (waking a worker and waiting for it, 5 to 20 µs) for nothing (see `pools::pool_for`).
const MIN_BOARDS_PER_TASK: usize = 32;

/// Writes `color`'s forbidden map under `rule` of each board of `cells` into `out`, and
/// returns the number of forbidden points over all boards.
///
/// `cells` holds whole boards of `size` points a side (`size * size` cells each, see the
/// [crate docs](crate)); `out` is as long and receives, board by board, the kind codes (0
/// where not forbidden or occupied). The boards are shared out among `threads`.
///
/// Everything is checked before any map is computed, and on an error `out` is left as it
/// was: the size (5 ..= 26), the lengths, every cell (the first bad one is named by board,
/// index and point), and the thread pool (which is built, or found kept, first).
///
/// ```
/// use renju::{point, Color, Rule};
/// use renju_batch::{forbidden_maps, BatchError, Threads};
/// // Gomocup's freestyle board is 20x20; its rule forbids nothing, renju's does.
/// let mut cells = vec![0u8; 400];
/// for p in [point!(p17), point!(q17), point!(r18), point!(r19)] {
///     cells[p.index(20)] = 1;
/// }
/// let mut kinds = vec![0u8; 400];
/// let renju = Rule::default_rule();
/// assert_eq!(forbidden_maps(renju, 20, Color::Black, &cells, &mut kinds, Threads::ONE), Ok(1));
/// assert_eq!(kinds[point!(r17).index(20)], 1); // double-three by the far edge
///
/// let error = forbidden_maps(renju, 27, Color::Black, &cells, &mut kinds, Threads::ONE);
/// assert_eq!(error.unwrap_err().to_string(),
///            "board size 27 is not supported: a side has 5 to 26 points");
/// let error = forbidden_maps(renju, 19, Color::Black, &cells, &mut kinds, Threads::ONE);
/// assert_eq!(error, Err(BatchError::CellsLength { len: 400, size: 19 }));
/// ```
pub fn forbidden_maps(
    rule: &Rule,
    size: usize,
    color: Color,
    cells: &[u8],
    out: &mut [u8],
    threads: Threads,
) -> Result<usize, BatchError> {
    let points = SizeError::check(size)? * size;
    if !cells.len().is_multiple_of(points) {
        return Err(BatchError::CellsLength {
            len: cells.len(),
            size,
        });
    }
    out_fits(cells, out)?;
    if out.len() == points {
        // One board: on the calling thread whatever `threads` says (see `forbidden_map`).
        return forbidden_map(rule, size, color, cells, out);
    }
    // Every cell is looked at here, once: the boards are made from checked cells.
    let cells = CheckedCells::new(cells, size).map_err(|bad| bad_cell(bad, size, 0))?;
    // The one part that depends on the size, chosen here: the thread pools and the work
    // split around it are the same code for every size.
    let map_of_board = renju::with_board_size!(size, S => map_of_board::<S> as MapOfBoard)?;
    let pool = pools::pool_for(threads, out.len() / points, MIN_BOARDS_PER_TASK)?;
    match &pool {
        Some(pool) => pool.install(|| maps_of(map_of_board, size, rule, color, cells, out, true)),
        None => maps_of(map_of_board, size, rule, color, cells, out, false),
    }
}

/// Writes `color`'s forbidden map under `rule` of one board of `size` points a side into
/// `out`, and returns its number of forbidden points: [`forbidden_maps`] of one board, on the
/// calling thread, without the pool's look-up or the work split (the C ABI's
/// `renju_forbidden_map`, a game loop's call).
///
/// `cells` is `size * size` cells and `out` as long; the size, the lengths and every cell are
/// checked (the cells as they are read), and on an error `out` is left as it was.
///
/// ```
/// use renju::{point, Color, Rule};
/// use renju_batch::{forbidden_map, BatchError};
/// let mut cells = vec![0u8; 225];
/// for p in [point!(g8), point!(i8), point!(h7), point!(h9)] {
///     cells[p.index(15)] = 1;
/// }
/// let mut kinds = vec![0u8; 225];
/// let renju = Rule::default_rule();
/// assert_eq!(forbidden_map(renju, 15, Color::Black, &cells, &mut kinds), Ok(1));
/// assert_eq!(kinds[point!(h8).index(15)], 1); // double-three
/// cells[7] = 3;
/// assert!(matches!(
///     forbidden_map(renju, 15, Color::Black, &cells, &mut kinds),
///     Err(BatchError::BadCell { board: 0, index: 7, value: 3, .. })
/// ));
/// assert_eq!(
///     forbidden_map(renju, 16, Color::Black, &cells, &mut kinds),
///     Err(BatchError::CellsLength { len: 225, size: 16 })
/// );
/// ```
// Not `#[inline]`: its table of the 22 sizes' functions would be made again in each crate
// that calls it (the C library would hold two copies of each).
pub fn forbidden_map(
    rule: &Rule,
    size: usize,
    color: Color,
    cells: &[u8],
    out: &mut [u8],
) -> Result<usize, BatchError> {
    // The size is checked first (5 ..= 26), so `size * size` cannot overflow.
    let whole_map =
        renju::with_board_size!(size, S => Rule::write_whole_map_of_cells::<S> as WholeMap)?;
    if cells.len() != size * size {
        return Err(BatchError::CellsLength {
            len: cells.len(),
            size,
        });
    }
    out_fits(cells, out)?;
    // The cells are checked as they are read: nothing is written before they are found good.
    whole_map(rule, cells, color, out).map_err(|e| bad_cell(e, size, 0))
}

/// Writes the map of one board's checked cells into its `out` (zeroed first) and returns the
/// number of forbidden points: [`map_of_board`] at one size.
type MapOfBoard = fn(&Rule, Color, CheckedCells<'_>, &mut [u8]) -> Result<usize, CellError>;

/// [`MapOfBoard`] on boards of size `S`.
fn map_of_board<S: BoardSize>(
    rule: &Rule,
    color: Color,
    cells: CheckedCells<'_>,
    out: &mut [u8],
) -> Result<usize, CellError> {
    // Zeroed board by board, while the board's kinds are in cache anyway; sliced to a length
    // the compiler knows, in a few stores. (`out` is whole boards long: see `maps_of`.)
    if let Some(out) = out.get_mut(..S::N * S::N) {
        out.fill(0);
    }
    rule.write_map_of_checked_cells::<S>(cells, color, out)
}

/// Writes the map of one board's cells (not yet checked) into its `out`, every code, and
/// returns the number of forbidden points; on a bad cell, `out` is left as it was:
/// `Rule::write_whole_map_of_cells` at one size.
type WholeMap = fn(&Rule, &[u8], Color, &mut [u8]) -> Result<usize, CellError>;

/// The maps of checked `cells` (boards of `size` points a side) into `out`, each made by
/// `map_of_board`: shared out among the threads of the pool this runs in if `parallel`, else
/// one after another on this thread.
fn maps_of(
    map_of_board: MapOfBoard,
    size: usize,
    rule: &Rule,
    color: Color,
    cells: CheckedCells<'_>,
    out: &mut [u8],
    parallel: bool,
) -> Result<usize, BatchError> {
    let points = size * size;
    let one = |(board, out): (usize, &mut [u8])| {
        // `out` is as long as the cells, so the board is there and the map is written; were
        // it not, the error is named.
        let cells = (cells.get(board * points..(board + 1) * points)).ok_or_else(|| {
            BatchError::CellsLength {
                len: cells.cells().len(),
                size,
            }
        })?;
        map_of_board(rule, color, cells, out).map_err(|e| bad_cell(e, size, board))
    };
    if parallel {
        out.par_chunks_exact_mut(points)
            .enumerate()
            .with_min_len(MIN_BOARDS_PER_TASK)
            .map(one)
            .sum()
    } else {
        out.chunks_exact_mut(points).enumerate().map(one).sum()
    }
}

/// `Ok` if `out` has a code for each of `cells`, else the error saying both lengths.
fn out_fits(cells: &[u8], out: &[u8]) -> Result<(), BatchError> {
    if out.len() != cells.len() {
        return Err(BatchError::OutLength {
            cells: cells.len(),
            out: out.len(),
        });
    }
    Ok(())
}

/// The batch error of `error`, for cells that start at board `first_board`.
#[cold]
#[inline(never)]
fn bad_cell(error: CellError, size: usize, first_board: usize) -> BatchError {
    match error {
        CellError::BadCell { index, value, .. } => {
            let points = size * size;
            let index_on_board = index % points;
            BatchError::BadCell {
                board: first_board + index / points,
                index: index_on_board,
                // On the board: the index is below size * size.
                point: Point::from_index(index_on_board, size).unwrap_or(renju::point!(a1)),
                value,
                size,
            }
        }
        CellError::Length { len, size } => BatchError::CellsLength { len, size },
    }
}
