"""Shared fixtures: the repository root, the `renju` CLI, and the generated corpus."""

import os
import pathlib

import pytest

from positions import corpus

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
def positions():
    """2,000 generated positions (three game-like to one dense), seed 11."""
    return corpus(2000, seed=11)
