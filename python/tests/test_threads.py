"""Threads on and off give the same maps, and the GIL is released during the call."""

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
