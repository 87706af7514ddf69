//! The thread pools batches run on: kept between calls, bounded, and rebuilt in a forked
//! process.
//!
//! **Bounded.** A pool is kept per thread count, at most [`MAX_POOLS`] of them; a call with a
//! new count when that many are kept lets the least recently used one go (its threads end
//! once the calls running on it, if any, are done).
//!
//! **Fork-safe.** After `fork()` the child has only the thread that forked: the pools' worker
//! threads are not there, so work handed to an inherited pool would wait forever, and a lock
//! that some other thread of the parent held at the fork stays locked. So the kept pools
//! belong to a [`Registry`] stamped with its process: the process id, and on Unix a fork
//! generation that a `pthread_atfork` handler counts up in every child (so that a child whose
//! process id happens to equal an ancestor's is not mistaken for it). The registry is reached
//! through one atomic pointer, with no lock. A call from another process than the stamp's (a
//! forked child, or its child) starts a new registry and never touches the inherited one: its
//! pools and its lock are left as they are (dropping them would wake threads through their
//! locks), kept reachable from the new registry, so that leak checkers see no loss.

use crate::{BatchError, Threads};
use rayon::{ThreadPool, ThreadPoolBuilder};
use std::ptr;
use std::sync::atomic::{AtomicPtr, Ordering};
use std::sync::{Arc, Mutex};

/// The most pools kept at once (one per thread count in use).
pub const MAX_POOLS: usize = 4;

/// The pools of one process.
struct Registry {
    /// The process that made this registry: its id and fork generation.
    process: (u32, usize),
    /// The kept pools by thread count, the most recently used last.
    pools: Mutex<Vec<(usize, Arc<ThreadPool>)>>,
    /// The registry of the process this one was forked from, if it had one: never used.
    #[allow(dead_code)]
    inherited: Option<&'static Registry>,
}

/// The current process's registry, or NULL before its first pool. Every non-NULL value comes
/// from `Box::into_raw` and is never freed (a registry lives as long as its process; one
/// inherited by a fork is abandoned).
static CURRENT: AtomicPtr<Registry> = AtomicPtr::new(ptr::null_mut());

/// The registry of this process, made on first use (and first use after a fork).
fn registry() -> &'static Registry {
    fork_handler::install();
    let process = (std::process::id(), fork_handler::generation());
    loop {
        let current = CURRENT.load(Ordering::Acquire);
        // SAFETY: CURRENT holds NULL or a registry leaked by `Box::into_raw` below, never freed.
        let current_ref = unsafe { current.as_ref() };
        if let Some(registry) = current_ref.filter(|r| r.process == process) {
            return registry;
        }
        let fresh = Box::into_raw(Box::new(Registry {
            process,
            pools: Mutex::new(Vec::new()),
            inherited: current_ref,
        }));
        match CURRENT.compare_exchange(current, fresh, Ordering::AcqRel, Ordering::Acquire) {
            // SAFETY: just made, and published: never freed from now on.
            Ok(_) => return unsafe { &*fresh },
            // Another thread of this process published one first: use that one.
            // SAFETY: `fresh` was never published, so nothing else refers to it.
            Err(_) => drop(unsafe { Box::from_raw(fresh) }),
        }
    }
}

/// The pool to run `boards` boards on with `threads`, or `None` for the calling thread: one
/// thread, or too few boards to cut into two pieces of `min_boards_per_task` (a batch of one
/// piece would wait for one worker to be woken and run it all: the hand-off for nothing;
/// see [`crate::maps`]).
pub(crate) fn pool_for(
    threads: Threads,
    boards: usize,
    min_boards_per_task: usize,
) -> Result<Option<Arc<ThreadPool>>, BatchError> {
    let count = threads.resolve();
    if count == 1 || boards < 2 * min_boards_per_task {
        return Ok(None);
    }
    let registry = registry();
    let mut pools = registry
        .pools
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(i) = pools.iter().position(|&(n, _)| n == count) {
        let kept = pools.remove(i);
        let pool = Arc::clone(&kept.1);
        pools.push(kept);
        return Ok(Some(pool));
    }
    let pool = ThreadPoolBuilder::new()
        .num_threads(count)
        .thread_name(|i| format!("renju-batch-{i}"))
        .build()
        .map_err(|e| BatchError::ThreadsUnavailable {
            threads: count,
            reason: e.to_string(),
        })?;
    let pool = Arc::new(pool);
    pools.push((count, Arc::clone(&pool)));
    let evicted = (pools.len() > MAX_POOLS).then(|| pools.remove(0));
    drop(pools);
    // Let the evicted pool go outside the lock (its threads end when its last user is done).
    drop(evicted);
    Ok(Some(pool))
}

/// The thread counts of the pools this process keeps, least recently used first (for the
/// tests).
#[cfg(test)]
pub(crate) fn kept_counts() -> Vec<usize> {
    let pools = registry()
        .pools
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    pools.iter().map(|&(n, _)| n).collect()
}

#[cfg(unix)]
mod fork_handler {
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

    /// Forks since the first registry of this process's ancestry: 0 in the process that
    /// installed the handler, one more in each generation of children.
    static GENERATION: AtomicUsize = AtomicUsize::new(0);

    /// The fork generation of this process.
    pub(super) fn generation() -> usize {
        GENERATION.load(Ordering::Acquire)
    }

    /// Runs in the child of every `fork()` (an atomic add, which is async-signal-safe).
    unsafe extern "C" fn count_in_child() {
        GENERATION.fetch_add(1, Ordering::AcqRel);
    }

    /// Registers [`count_in_child`] once per process (children inherit it). A flag rather
    /// than a `Once`: a `Once` that another thread was running at a fork would make the
    /// child wait for it forever.
    pub(super) fn install() {
        static INSTALLED: AtomicBool = AtomicBool::new(false);
        if !INSTALLED.swap(true, Ordering::AcqRel) {
            // SAFETY: a plain C function with no arguments, valid for the process's life. If
            // registration fails (no memory), the process-id check still tells a child.
            let _ = unsafe { libc::pthread_atfork(None, None, Some(count_in_child)) };
        }
    }
}

#[cfg(not(unix))]
mod fork_handler {
    /// No `fork()` here: always the first generation.
    pub(super) fn generation() -> usize {
        0
    }

    /// Nothing to install.
    pub(super) fn install() {}
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn at_most_max_pools_are_kept_the_least_recently_used_going_first() {
        // Thread counts 2 ..= 7 (more than MAX_POOLS), with 3 used again after 5.
        for n in [2, 3, 4, 5, 3, 6, 7] {
            let threads = Threads::count(n).expect("a count");
            let pool = pool_for(threads, 100, 32)
                .expect("threads")
                .expect("a pool");
            assert_eq!(pool.current_num_threads(), n);
        }
        // Kept, least recently used first: 2 and 4 went, 3 stayed because it was used again.
        let kept = kept_counts();
        assert_eq!(kept.len(), MAX_POOLS);
        assert_eq!(kept, [5, 3, 6, 7]);
        // One thread, or few boards: the calling thread.
        let two = Threads::count(2).expect("a count");
        assert!(pool_for(Threads::ONE, 100, 32).expect("threads").is_none());
        assert!(pool_for(two, 32, 32).expect("threads").is_none());
        // Fewer than two pieces of 32: still the calling thread; two pieces: the pool.
        assert!(pool_for(two, 63, 32).expect("threads").is_none());
        assert!(pool_for(two, 64, 32).expect("threads").is_some());
    }
}
