//! How many threads a batch runs on.

use crate::BatchError;
use std::fmt;
use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The most threads a batch runs on: a larger count is an error ([`BatchError::Threads`]), and
/// "all cores" is capped at it.
pub const MAX_THREADS: usize = 256;

/// How many threads a batch runs on: the calling thread alone ([`Threads::ONE`]), a count of
/// 1 to [`MAX_THREADS`] ([`Threads::count`]), or all cores ([`Threads::ALL`]).
///
/// ```
/// use renju_batch::{Threads, MAX_THREADS};
/// assert_eq!(Threads::count(1), Ok(Threads::ONE));
/// assert_eq!(Threads::count(4).unwrap().resolve(), 4);
/// assert!(Threads::count(0).is_err());
/// assert_eq!(Threads::count(MAX_THREADS + 1).unwrap_err().to_string(),
///            "threads = 257: a batch runs on 1 to 256 threads (or all cores)");
/// assert!((1..=MAX_THREADS).contains(&Threads::ALL.resolve()));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Threads(Option<NonZeroUsize>);

impl Threads {
    /// The calling thread alone: no pool, no hand-off.
    pub const ONE: Threads = Threads(Some(NonZeroUsize::MIN));

    /// All cores: `RAYON_NUM_THREADS` threads if that variable holds a positive number, else
    /// as many as [`std::thread::available_parallelism`] says; at most [`MAX_THREADS`]. Worked
    /// out once per process, on first use.
    pub const ALL: Threads = Threads(None);

    /// Exactly `count` threads (the calling thread alone for 1), or the error for a count
    /// outside 1 ..= [`MAX_THREADS`].
    pub fn count(count: usize) -> Result<Threads, BatchError> {
        match NonZeroUsize::new(count) {
            Some(n) if count <= MAX_THREADS => Ok(Threads(Some(n))),
            _ => Err(BatchError::Threads { asked: count }),
        }
    }

    /// The number of threads this stands for in this process now (1 ..= [`MAX_THREADS`]).
    pub fn resolve(self) -> usize {
        match self.0 {
            Some(n) => n.get(),
            None => all_cores(),
        }
    }
}

impl fmt::Display for Threads {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(n) => write!(f, "{n} thread{}", if n.get() == 1 { "" } else { "s" }),
            None => write!(f, "all cores ({})", all_cores()),
        }
    }
}

/// What [`Threads::ALL`] resolves to, worked out on first use and kept (as rayon's global pool
/// reads `RAYON_NUM_THREADS` once). Kept in an atomic rather than behind a lock or a `Once`,
/// and the environment is read once, so that a forked child never waits on a lock some
/// thread of its parent held at the fork.
fn all_cores() -> usize {
    static ALL_CORES: AtomicUsize = AtomicUsize::new(0);
    match ALL_CORES.load(Ordering::Relaxed) {
        0 => {
            let from_env = std::env::var("RAYON_NUM_THREADS")
                .ok()
                .and_then(|v| v.trim().parse::<usize>().ok())
                .filter(|&n| n > 0);
            let cores = from_env.unwrap_or_else(|| {
                std::thread::available_parallelism().map_or(1, NonZeroUsize::get)
            });
            let cores = cores.clamp(1, MAX_THREADS);
            ALL_CORES.store(cores, Ordering::Relaxed);
            cores
        }
        cores => cores,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_one_to_the_maximum() {
        assert_eq!(Threads::count(0), Err(BatchError::Threads { asked: 0 }));
        assert_eq!(Threads::count(1), Ok(Threads::ONE));
        assert_eq!(Threads::count(MAX_THREADS).map(Threads::resolve), Ok(256));
        assert_eq!(
            Threads::count(usize::MAX),
            Err(BatchError::Threads { asked: usize::MAX })
        );
        assert_eq!(Threads::ONE.to_string(), "1 thread");
        assert_eq!(
            Threads::count(3).map(|t| t.to_string()),
            Ok("3 threads".into())
        );
    }
}
