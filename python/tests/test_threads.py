"""Threads on and off give the same maps, the GIL is released during the call, and the
thread pools are kept, bounded and safe across fork()."""

import multiprocessing
import pathlib
import threading
import time

import numpy as np
import pytest
import renju_rules as rr


@pytest.mark.parametrize("rule", ["renju", "omok"])
def test_threads_on_and_off_agree(positions, rule):
    one = rr.forbidden(positions, rule=rule, threads=1)
    assert one.any()
    for threads in (None, 2, 3, 8):
        np.testing.assert_array_equal(rr.forbidden(positions, rule=rule, threads=threads), one)


def test_small_batches_on_all_threads(positions):
    # Fewer boards than a rayon task takes: the same answer, per board.
    for n in (1, 2, 63, 65):
        np.testing.assert_array_equal(
            rr.forbidden(positions[:n], threads=None), rr.forbidden(positions[:n], threads=1)
        )


def test_calls_from_many_python_threads(positions):
    want = rr.forbidden(positions, threads=1)
    results = [None] * 4

    def work(k):
        results[k] = rr.forbidden(positions, threads=None if k % 2 else 1)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for got in results:
        np.testing.assert_array_equal(got, want)


def test_the_gil_is_released_while_the_maps_are_computed(positions):
    # One long call on a worker thread (threads=1: one core for it, one for us). Were the GIL
    # held for the whole call, this thread could not run until it returned: the longest pause
    # between our loop's steps would be about the call's length. Released, the pauses are
    # those of the interpreter's thread switching (milliseconds).
    boards = np.concatenate([positions] * 150)  # 300,000 boards: 0.2 s or more
    done = threading.Event()
    timing = {}

    def work():
        start = time.perf_counter()
        rr.forbidden(boards, threads=1)
        timing["call"] = time.perf_counter() - start
        done.set()

    worker = threading.Thread(target=work)
    worker.start()
    longest, last = 0.0, time.perf_counter()
    while not done.is_set():
        now = time.perf_counter()
        longest, last = max(longest, now - last), now
    worker.join()
    assert timing["call"] > 0.1, "the call was too short to tell"
    assert longest < timing["call"] / 2, (longest, timing["call"])


# --- the pools: kept, bounded, fork-safe (issue 25, defects 1 and 5) ---------------------------


def batch_thread_ids():
    """The ids of this process's threads that run batches (renju-batch names them
    "renju-batch-<i>"), from /proc/self/task."""
    ids = set()
    for task in pathlib.Path("/proc/self/task").iterdir():
        try:
            if (task / "comm").read_text().startswith("renju-batch"):
                ids.add(task.name)
        except (FileNotFoundError, ProcessLookupError):  # a thread that ended meanwhile
            pass
    return ids


def batch_threads():
    """How many threads of this process run batches."""
    return len(batch_thread_ids())


def wait_for(condition, seconds=20.0):
    """Whether `condition()` holds within `seconds` (a pool let go ends its threads soon
    after, not at once)."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def settled_batch_threads():
    """The batch threads once no pool let go is still ending its threads."""
    last = batch_thread_ids()
    while True:
        time.sleep(0.3)
        now = batch_thread_ids()
        if now == last:
            return now
        last = now


@pytest.mark.skipif(not pathlib.Path("/proc/self/task").is_dir(), reason="needs /proc")
def test_a_pool_is_kept_between_calls(positions):
    rr.forbidden(positions, threads=3)
    kept = settled_batch_threads()
    assert len(kept) >= 3
    for _ in range(20):
        rr.forbidden(positions, threads=3)
    assert batch_thread_ids() == kept  # the same threads: no new pool per call


@pytest.mark.skipif(not pathlib.Path("/proc/self/task").is_dir(), reason="needs /proc")
def test_the_threads_stay_bounded_over_many_thread_counts(positions):
    boards = positions[:200]  # enough boards to be shared out (more than one task's worth)
    want = rr.forbidden(boards, threads=1)
    for k in list(range(2, 41)) * 2:
        np.testing.assert_array_equal(rr.forbidden(boards, threads=k), want)
    # renju-batch keeps at most 4 pools (MAX_POOLS), the least recently used let go: here
    # those of 37, 38, 39 and 40 threads. Without a bound this would be 2 * (2 + ... + 40).
    assert wait_for(lambda: batch_threads() <= 37 + 38 + 39 + 40), batch_threads()
    assert batch_threads() >= 40


def child_answers(boards, queue):
    """In a forked child: the maps on all cores and on 2 threads, put on `queue`."""
    queue.put((rr.forbidden(boards, threads=None), rr.forbidden(boards, threads=2)))


def test_a_child_forked_after_a_threaded_call_answers(positions):
    # The parent's pools are in use before the fork; the child has none of their threads and
    # must make its own pools (it waited forever before: defect 1).
    want = rr.forbidden(positions, threads=None)
    rr.forbidden(positions, threads=2)
    context = multiprocessing.get_context("fork")
    queue = context.Queue()
    child = context.Process(target=child_answers, args=(positions, queue))
    child.start()
    try:
        got_all, got_two = queue.get(timeout=120)
    finally:
        child.join(timeout=30)
        if child.is_alive():
            child.kill()
    assert child.exitcode == 0
    np.testing.assert_array_equal(got_all, want)
    np.testing.assert_array_equal(got_two, want)


def test_a_fork_pool_of_workers_answers(positions):
    # multiprocessing.Pool with "fork", as DataLoader workers are made: each worker answers
    # its slice after the parent's threaded call.
    want = rr.forbidden(positions, threads=None)
    parts = np.array_split(positions, 4)
    with multiprocessing.get_context("fork").Pool(2) as pool:
        answers = pool.map_async(rr.forbidden, parts).get(timeout=120)
    np.testing.assert_array_equal(np.concatenate(answers), want)
