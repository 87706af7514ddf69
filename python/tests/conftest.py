"""Shared fixtures: the repository root, the `renju` CLI, and the generated corpus."""

import os
import pathlib

import pytest

import numpy as np

from positions import cli_corpus

REPO = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def repo():
    """The repository root."""
    return REPO


@pytest.fixture(scope="session")
def renju_cli():
    """The `renju` binary: $RENJU_BIN, else target/release/renju (python/run-tests.sh builds
    it). Missing is a failure, not a skip: the differential test must run."""
    path = pathlib.Path(os.environ.get("RENJU_BIN", REPO / "target" / "release" / "renju"))
    if not path.is_file():
        pytest.fail(
            f"the renju CLI is not at {path}; build it with "
            "`cargo build --release -p renju-cli` or set RENJU_BIN"
        )
    return path


@pytest.fixture(scope="session")
def positions(renju_cli):
    """2,000 positions from `renju corpus`: 1,500 game-like (seed 11), then 500 dense (seed
    12: many forbidden points of every kind, false threes nested deep)."""
    _, game = cli_corpus(renju_cli, "game", 1500, 11)
    _, dense = cli_corpus(renju_cli, "dense", 500, 12)
    return np.concatenate([game, dense])
