"""Shared fixtures: the repository root, the `renju` CLI, the generated corpora, Java; and the
`java` marker."""

import os
import pathlib
import shutil

import pytest

import numpy as np

from positions import cli_corpus

REPO = pathlib.Path(__file__).resolve().parents[2]


def pytest_configure(config):
    config.addinivalue_line(
        "markers",
        "java: needs a Java runtime (the Spark job). Without one the test fails; a machine "
        "without Java leaves these out only when asked: pytest -m 'not java'",
    )


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


@pytest.fixture(scope="session")
def job_positions(renju_cli):
    """3,000 positions for the distributed jobs, from `renju corpus`: 2,000 game-like (seed
    31), then 1,000 dense (seed 32)."""
    _, game = cli_corpus(renju_cli, "game", 2000, 31)
    _, dense = cli_corpus(renju_cli, "dense", 1000, 32)
    return np.concatenate([game, dense])


@pytest.fixture(scope="session")
def job_positions_20(renju_cli):
    """600 positions of the 20x20 board for the distributed jobs, from `renju corpus --size
    20`: 400 game-like (seed 33), then 200 dense (seed 34)."""
    _, game = cli_corpus(renju_cli, "game", 400, 33, 20)
    _, dense = cli_corpus(renju_cli, "dense", 200, 34, 20)
    return np.concatenate([game, dense])


@pytest.fixture(scope="session")
def java():
    """The `java` command (JAVA_HOME's, else the PATH's). Missing is a failure, not a skip:
    CI must run the Spark job (.ci/run installs Java when it is missing)."""
    home = os.environ.get("JAVA_HOME")
    path = pathlib.Path(home, "bin", "java") if home else shutil.which("java")
    if not path or not pathlib.Path(path).is_file():
        pytest.fail(
            "no Java runtime (java on the PATH or in $JAVA_HOME/bin): install Java 17, or "
            "leave the Spark tests out with -m 'not java'"
        )
    return path
