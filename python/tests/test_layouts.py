"""Any integer dtype and any memory layout give the same answer as a C-contiguous uint8
array; one board in, one board out."""

import numpy as np
import pytest
import renju_rules as rr

INTEGER_DTYPES = [np.uint8, np.int8, np.uint16, np.int16, np.uint32, np.int32, np.uint64, np.int64]


@pytest.fixture(scope="module")
def boards(positions):
    return positions[:400]


@pytest.fixture(scope="module")
def want(boards):
    return rr.forbidden(boards)


@pytest.mark.parametrize("dtype", INTEGER_DTYPES)
def test_every_integer_dtype(boards, want, dtype):
    np.testing.assert_array_equal(rr.forbidden(boards.astype(dtype)), want)


@pytest.mark.parametrize("dtype", [">i4", ">u2", "<i8"])
def test_either_byte_order(boards, want, dtype):
    np.testing.assert_array_equal(rr.forbidden(boards.astype(dtype)), want)


def test_fortran_order(boards, want):
    f = np.asfortranarray(boards)
    assert not f.flags.c_contiguous
    np.testing.assert_array_equal(rr.forbidden(f), want)


def test_strided_views(boards, want):
    # Every other board, reversed, and boards cut out of a larger padded array.
    np.testing.assert_array_equal(rr.forbidden(boards[::2]), want[::2])
    np.testing.assert_array_equal(rr.forbidden(boards[::-1]), want[::-1])
    padded = np.zeros((len(boards), 20, 19), np.int32)
    padded[:, 3:18, 2:17] = boards
    view = padded[:, 3:18, 2:17]
    np.testing.assert_array_equal(rr.forbidden(view), want)


def test_transposed_axes_are_read_as_given(boards, want):
    # A transposed view is a different board ([col, row] read as [row, col]); the answer is
    # that board's, i.e. the transposed input's copy gives the same as the view.
    t = boards.transpose(0, 2, 1)
    np.testing.assert_array_equal(rr.forbidden(t), rr.forbidden(np.ascontiguousarray(t)))


def test_one_board_in_one_board_out(boards, want):
    got = rr.forbidden(boards[5])
    assert got.shape == (15, 15)
    np.testing.assert_array_equal(got, want[5])


def test_nested_lists(boards, want):
    np.testing.assert_array_equal(rr.forbidden(boards[:3].tolist()), want[:3])


def test_empty_batch():
    got = rr.forbidden(np.zeros((0, 15, 15), np.uint8))
    assert got.shape == (0, 15, 15) and got.dtype == np.uint8


def test_the_input_is_not_changed(boards):
    copy = boards.copy()
    rr.forbidden(boards)
    np.testing.assert_array_equal(boards, copy)


def test_read_only_input(boards, want):
    ro = boards.copy()
    ro.flags.writeable = False
    np.testing.assert_array_equal(rr.forbidden(ro), want)


def test_the_answer_is_a_fresh_c_contiguous_uint8_array(boards):
    got = rr.forbidden(boards)
    assert got.dtype == np.uint8 and got.flags.c_contiguous and got.flags.writeable
    assert got.shape == boards.shape


def test_occupied_points_are_never_forbidden(boards, want):
    assert not (want[boards != 0]).any()
