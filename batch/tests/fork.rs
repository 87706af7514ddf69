//! Fork safety, for real: a process that used the pools forks, and the child batches on
//! several threads again (then forks a grandchild that does the same). Without the rebuild in the child this waits forever (the pools'
//! workers are not in the child), so the parent waits with a timeout and fails the test if
//! the child has not answered by then.
//!
//! One test per binary (this file): `fork()` copies only the calling thread, so no other test
//! should be running in the process at the time.

#![cfg(unix)]

use renju::{point, Color, Rule};
use renju_batch::{forbidden_maps, Threads};
use std::time::{Duration, Instant};

/// 64 copies of RIF 9.3's double-three (black f8 g8 h9 h10, h8 forbidden) on 15x15: more
/// boards than a worker takes at a time, so a pool is used.
fn boards() -> Vec<u8> {
    let mut board = vec![0u8; 225];
    for p in [point!(f8), point!(g8), point!(h9), point!(h10)] {
        board[p.index(15)] = 1;
    }
    board.repeat(64)
}

/// Whether a batch of [`boards`] on `threads` gives 64 forbidden points, each at h8.
fn judged(cells: &[u8], threads: Threads) -> bool {
    let mut out = vec![0u8; cells.len()];
    let n = forbidden_maps(
        Rule::default_rule(),
        15,
        Color::Black,
        cells,
        &mut out,
        threads,
    );
    n == Ok(64)
        && out.chunks_exact(225).all(|map| {
            map[point!(h8).index(15)] == 1 && map.iter().filter(|&&k| k != 0).count() == 1
        })
}

/// How a child ended: its exit status, or `None` if it was still running after `limit` (it
/// is then killed).
fn wait_for(child: libc::pid_t, limit: Duration) -> Option<i32> {
    let start = Instant::now();
    loop {
        let mut status = 0;
        // SAFETY: waits for our own child without blocking; `status` is a valid place.
        let done = unsafe { libc::waitpid(child, &mut status, libc::WNOHANG) };
        assert!(done >= 0, "waitpid failed");
        if done == child {
            return Some(if libc::WIFEXITED(status) {
                libc::WEXITSTATUS(status)
            } else {
                -1
            });
        }
        if start.elapsed() > limit {
            // SAFETY: our own child, still running; reaped right after.
            unsafe {
                libc::kill(child, libc::SIGKILL);
                libc::waitpid(child, &mut status, 0);
            }
            return None;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn a_forked_child_batches_on_threads_again_even_with_a_batch_running_at_the_fork() {
    let cells = boards();
    // The parent uses a 2-thread pool and the all-cores one.
    assert!(judged(&cells, Threads::count(2).unwrap()));
    assert!(judged(&cells, Threads::ALL));
    // And keeps batching on another thread while it forks, so that the fork may come while
    // that thread holds the pools' lock or has work on a pool.
    let stop = std::sync::atomic::AtomicBool::new(false);
    std::thread::scope(|scope| {
        let busy = scope.spawn(|| {
            let mut rounds = 0u32;
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                assert!(judged(&cells, Threads::count(2).unwrap()));
                rounds += 1;
            }
            rounds
        });
        std::thread::sleep(Duration::from_millis(50));

        // SAFETY: the child only batches and leaves with `_exit` (no unwinding into the test
        // harness, no destructors of the parent's state).
        let child = unsafe { libc::fork() };
        assert!(child >= 0, "fork failed");
        if child == 0 {
            // The child, and a grandchild it forks after using pools of its own.
            let ok = std::panic::catch_unwind(|| {
                let judged_here = || {
                    judged(&cells, Threads::count(2).unwrap())
                        && judged(&cells, Threads::ALL)
                        && judged(&cells, Threads::count(3).unwrap())
                        && judged(&cells, Threads::ONE)
                };
                if !judged_here() {
                    return false;
                }
                // SAFETY: as above.
                let grandchild = unsafe { libc::fork() };
                if grandchild == 0 {
                    // SAFETY: as above.
                    unsafe { libc::_exit(if judged_here() { 0 } else { 1 }) };
                }
                grandchild > 0 && wait_for(grandchild, Duration::from_secs(30)) == Some(0)
            });
            // SAFETY: ends the child at once.
            unsafe { libc::_exit(if matches!(ok, Ok(true)) { 0 } else { 1 }) };
        }
        let status = wait_for(child, Duration::from_secs(60));
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
        assert!(busy.join().expect("the busy thread") > 0);
        assert_eq!(
            status,
            Some(0),
            "the forked child did not answer within 60 s (None: deadlock) or answered wrong"
        );
    });
    // The parent's pools still work.
    assert!(judged(&cells, Threads::count(2).unwrap()));
}
