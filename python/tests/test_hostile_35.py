"""The hostile pass of issue 35 over the package: huge shapes, `out=` sharing memory with the
boards however it is reached, read-only and non-contiguous arrays, a fork in the middle of
reading records, `read_games` on hostile files, and hostile rule files. Every input is
answered with a clear error (or the right answer); nothing aborts the interpreter."""

import os
import re
import subprocess
import sys

import numpy as np
import pytest
import renju_rules as rr

from rule_files import SPECS


def double_three(size=15):
    """RIF 9.3's double-three, black f8 g8 h9 h10 ([row, col], row 0 = row "1"): h8
    ([7, 7]) is forbidden."""
    board = np.zeros((size, size), np.uint8)
    board[7, 5] = board[7, 6] = board[8, 7] = board[9, 7] = 1
    return board


def run_child(code, timeout=120):
    """Runs `code` in a fresh interpreter: a crash there is an exit status here."""
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=timeout, check=False
    )


# --- huge and odd shapes: refused from the shape alone, before anything is read or made ------


@pytest.mark.parametrize(
    "shape, message",
    [
        ((1, 10**6, 10**6), r"boards of shape \[1, 1000000, 1000000\] are 1000000x1000000: board sides of 5 to 26"),
        ((10**6, 10**6), r"boards of shape \[1000000, 1000000\] are 1000000x1000000"),
        ((2**40, 4, 4), r"are 4x4: board sides of 5 to 26"),
        ((1, 1, 15, 15), r"boards must have shape \(N, S, S\) or \(S, S\)"),
        ((15,), r"boards must have shape \(N, S, S\) or \(S, S\)"),
        ((), r"boards must have shape \(N, S, S\) or \(S, S\)"),
        ((2**40, 15, 16), r"boards must have shape \(N, S, S\)"),
    ],
)
def test_a_huge_or_odd_shape_is_refused_by_its_shape(shape, message):
    # A broadcast view: nothing of that size exists, and nothing may be allocated for it.
    boards = np.broadcast_to(np.uint8(0), shape)
    with pytest.raises(ValueError, match=message):
        rr.forbidden(boards)


def test_no_boards_is_no_answer():
    for size in (5, 15, 26):
        got = rr.forbidden(np.zeros((0, size, size), np.int64))
        assert got.shape == (0, size, size) and got.dtype == np.uint8


def test_a_huge_stack_of_boards_is_a_memory_error_not_an_abort():
    code = """
import numpy as np, renju_rules as rr
for size in (15, 26):
    boards = np.broadcast_to(np.zeros((size, size), np.uint8), (2**44, size, size))
    try:
        rr.forbidden(boards)
    except MemoryError:
        pass
    else:
        raise SystemExit("no MemoryError")
print("alive")
"""
    run = run_child(code)
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.strip() == "alive"


# --- out= sharing memory with the boards -----------------------------------------------------


def test_out_overlapping_the_boards_in_part_is_refused():
    buffer = np.zeros((8, 15, 15), np.uint8)
    buffer[:] = double_three()
    boards = buffer[:4]
    with pytest.raises(ValueError, match="sharing memory with boards"):
        rr.forbidden(boards, out=buffer[2:6])
    with pytest.raises(ValueError, match="sharing memory with boards"):
        rr.forbidden(boards, out=boards.view())
    assert (buffer == double_three()).all()  # nothing written


def test_out_in_the_bytes_of_boards_of_another_dtype_is_refused():
    # The boards are int16: they are copied before they are read, so writing `out` would
    # not change the answer, but it would overwrite the caller's boards. Refused as the
    # uint8 case is.
    boards = np.zeros((2, 15, 15), np.int16)
    boards[:] = double_three()
    out = boards.reshape(-1).view(np.uint8)[: 2 * 225].reshape(2, 15, 15)
    assert np.shares_memory(out, boards) and out.flags.c_contiguous
    with pytest.raises(ValueError, match="sharing memory with boards"):
        rr.forbidden(boards, out=out)
    assert (boards == double_three()).all()


def test_out_next_to_the_boards_is_taken():
    # The same buffer, not the same bytes: boards [0, 4), out [4, 8).
    buffer = np.zeros((8, 15, 15), np.uint8)
    buffer[:4] = double_three()
    assert rr.forbidden(buffer[:4], out=buffer[4:]) is not None
    assert (buffer[4:, 7, 7] == rr.KINDS.index("double-three")).all()
    assert int(buffer[4:].sum()) == 4 * rr.KINDS.index("double-three")
    assert (buffer[:4] == double_three()).all()


# --- read-only and non-contiguous arrays -------------------------------------------------------


@pytest.mark.parametrize(
    "make",
    [
        lambda b: b[::-1],  # negative stride
        lambda b: b[:, ::-1, ::-1][:, ::-1, ::-1],  # reversed twice: the same boards
        lambda b: np.asfortranarray(b),
        lambda b: np.lib.stride_tricks.as_strided(b, b.shape, b.strides),
        lambda b: b.astype(">i4"),  # big-endian
        lambda b: np.repeat(b, 3, axis=2)[:, :, ::3],  # every third column of a wider array
    ],
    ids=["reversed", "reversed-twice", "fortran", "as-strided", "big-endian", "strided"],
)
def test_read_only_and_non_contiguous_boards(make):
    # The double-three board and an empty one, however laid out and made read-only: one
    # forbidden point in all, h8 ([7, 7]) of the double-three board.
    boards = np.stack([double_three(), np.zeros((15, 15), np.uint8)])
    view = make(boards)
    view.flags.writeable = False
    got = rr.forbidden(view)
    np.testing.assert_array_equal(got, rr.forbidden(np.ascontiguousarray(view)))
    assert int((got > 0).sum()) == 1
    which = 0 if (np.asarray(view[0]) == double_three()).all() else 1
    assert got[which, 7, 7] == rr.KINDS.index("double-three")
    assert not view.flags.writeable and (np.asarray(view[which]) == double_three()).all()


def test_a_board_of_python_ints_too_large_for_any_dtype_is_refused():
    board = [[0] * 15 for _ in range(15)]
    board[3][4] = 2**70
    with pytest.raises((ValueError, TypeError, OverflowError)):
        rr.forbidden(board)


# --- fork ------------------------------------------------------------------------------------


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_a_child_forked_while_records_are_read_reads_on():
    text = "".join(f"g{i}: h8 i9 j10\n" for i in range(100))
    games = rr.read_games(text)
    first = [next(games).id for _ in range(10)]
    assert first == [f"g{i}" for i in range(10)]
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: reads the rest of the records, and a map
        os.close(read)
        try:
            rest = [g.id for g in games]
            ok = rest == [f"g{i}" for i in range(10, 100)]
            ok &= int(rr.forbidden(double_three()).sum()) == rr.KINDS.index("double-three")
            os.write(write, b"ok" if ok else b"wrong")
        finally:
            os._exit(0)
    os.close(write)
    with os.fdopen(read, "rb") as pipe:
        said = pipe.read()
    _, status = os.waitpid(pid, 0)
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0
    assert said == b"ok"
    # The parent reads on as well, from where it was.
    assert [g.id for g in games] == [f"g{i}" for i in range(10, 100)]


# --- read_games on hostile files --------------------------------------------------------------

# The formats whose first record comes from /dev/zero (auto reads it as a move list). The
# others (RenjuNet XML, SGF) read on for a record's start, in bounded memory (about 12 MB,
# measured through `renju replay`), as `renju batch` skips an endless line: an endless input
# is an endless read, never a growing one.
ENDLESS_FIRST = ("moves", "psq", "renlib", "auto")


def test_an_endless_file_gives_its_first_record_in_bounded_memory():
    # /dev/zero never ends. A reader that reads records one by one answers its first record
    # (an error: no record ends within max_record_bytes) without holding more than that; the
    # run is in a child, so that a reader that never answers is a timeout here, not a hang.
    code = """
import resource, sys, renju_rules as rr
records = rr.read_games("/dev/zero", format=sys.argv[1], max_record_bytes=1 << 16)
first = next(records)
print(first.error is not None, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""
    for fmt in ENDLESS_FIRST:
        run = subprocess.run(
            [sys.executable, "-c", code, fmt], capture_output=True, text=True, timeout=60
        )
        assert run.returncode == 0, (fmt, run.stderr[-2000:])
        error, peak_kb = run.stdout.split()
        assert error == "True", fmt
        assert int(peak_kb) < 200_000, (fmt, peak_kb)


@pytest.mark.parametrize("limit", [-1, 2**64])
def test_a_record_limit_that_is_no_size_is_refused(limit):
    with pytest.raises(OverflowError):
        rr.read_games("h8\n", max_record_bytes=limit)


def test_a_record_limit_of_nothing_reads_nothing_whole():
    (record,) = list(rr.read_games("h8 i9\n", max_record_bytes=0))
    assert record.error and "0 bytes" in record.error


def test_deep_and_wide_sgf_trees_are_errors_not_crashes():
    deep = "(;GM[4]" + "(;B[hh]" * 100_000 + ")" * 100_001
    (record,) = list(rr.read_games(deep.encode(), format="sgf"))
    assert record.error and "deep" in record.error
    # Many variations at one node: the main line is read. SGF rows count from the top: on
    # 15x15 `hh` is h8 (the 8th row from the top is row 8) and `ii` is i7.
    wide = "(;GM[4];B[hh]" + "(;W[ii])" * 20_000 + ")"
    (record,) = list(rr.read_games(wide.encode(), format="sgf"))
    assert record.error is None and record.moves == ["h8", "i7"]


def test_a_renlib_fan_is_read_a_game_at_a_time():
    # A line of 150 moves ending in 24,000 sibling leaves: 24,000 games of 151 moves (the
    # server's hostile body of issue 35), read lazily, each named by its line.
    points = [(r, c) for r in range(15) for c in range(15)]
    lib = bytearray(b"\xffRenLib\xff\x03\x04" + b"\xff" * 10)
    for r, c in points[:150]:
        lib += bytes([(r << 4) | (c + 1), 0x00])
    leaves = 24_000
    for i in range(leaves):
        r, c = points[150 + i % 75]
        lib += bytes([(r << 4) | (c + 1), 0x40 if i + 1 == leaves else 0xC0])
    games = rr.read_games(bytes(lib), format="renlib")
    count = 0
    for game in games:
        assert game.error is None and len(game.moves) == 151
        count += 1
    assert count == leaves


@pytest.mark.parametrize("seed", range(8))
def test_random_bytes_in_every_format_are_games_or_errors(seed):
    rng = np.random.default_rng(seed)
    data = rng.integers(0, 256, size=20_000, dtype=np.uint8).tobytes()
    for fmt in ("moves", "rif", "sgf", "psq", "renlib", "auto"):
        for record in rr.read_games(data, format=fmt):
            assert (record.error is None) != (record.size is None), (fmt, record)


def test_paths_that_are_no_files():
    for path in ("/", "/proc/self/mem", "no\0such"):
        records = list(rr.read_games(path))
        assert len(records) == 1 and records[0].error, (path, records)


# --- hostile rule files ---------------------------------------------------------------------


def renju_text():
    return (SPECS / "renju.toml").read_text()


def test_a_rule_file_nested_too_deep_is_refused(tmp_path):
    deep = renju_text() + "\nx = " + "[" * 100_000 + "]" * 100_000 + "\n"
    with pytest.raises(ValueError, match=r"renju\.toml:\d+:\d+"):
        rr.Rule.from_text(deep, "renju.toml")


TOO_LARGE = (
    r"{}: cannot read the rule file: it is larger than 1048576 bytes \(1 MiB\), the most a "
    r"rule file may hold \(the shipped ones are under 4 KB\)$"
)


def test_a_huge_rule_file_is_refused_by_its_size(tmp_path):
    # A good rule file and a comment of 20 MiB: refused unread past 1 MiB. One byte under
    # the limit is read (and is the rule).
    path = tmp_path / "renju.toml"
    path.write_text(renju_text() + "\n# " + "x" * (20 << 20) + "\n")
    with pytest.raises(OSError, match=TOO_LARGE.format(re.escape(str(path)))):
        rr.Rule.from_file(path)
    with pytest.raises(OSError, match="larger than 1048576 bytes"):
        rr.forbidden(np.zeros((15, 15), np.uint8), rule_file=path)
    text = renju_text() + "\n#"
    path.write_text(text + "x" * ((1 << 20) - len(text.encode()) - 1) + "\n")
    assert path.stat().st_size == 1 << 20
    assert rr.Rule.from_file(path).name == "renju"


def test_an_endless_rule_file_is_refused_by_its_size():
    with pytest.raises(OSError, match=TOO_LARGE.format("/dev/zero")):
        rr.Rule.from_file("/dev/zero")


def test_contradictory_settings_are_refused():
    text = renju_text().replace('wins-with = "exactly-five"', 'wins-with = "five-or-more"', 1)
    assert text != renju_text()
    with pytest.raises(ValueError, match=r"renju\.toml:\d+:\d+: "):
        rr.Rule.from_text(text, "renju.toml")


@pytest.mark.parametrize(
    "name",
    ["Renju", "RENJU", "renju_", "r\u00e9nju", "\uff52enju", "renju\u200b"],
)
def test_names_that_fold_to_another_are_refused(name, tmp_path):
    text = renju_text().replace('name = "renju"', f'name = "{name}"', 1)
    assert text != renju_text()
    with pytest.raises(ValueError, match=r"name"):
        rr.Rule.from_text(text, f"{name}.toml")


def test_a_rule_file_that_is_not_utf8_anywhere_is_refused(tmp_path):
    path = tmp_path / "renju.toml"
    for bad in (b"\xff\xfe", b"\xc3", b"\xed\xa0\x80"):
        path.write_bytes(renju_text().encode() + b"\n# " + bad + b"\n")
        with pytest.raises(ValueError, match=r"encoding: byte 0x.. is not UTF-8"):
            rr.Rule.from_file(path)
