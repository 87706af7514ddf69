#!/usr/bin/env bash
# The Python package's tests, as CI runs them (.ci/run, `make python`):
#   1. a virtualenv (python3 -m venv) with what the tests need, from PyPI;
#   2. the package built and installed with the README's command, `pip install ./python`;
#   3. the `renju` CLI (release), for the differential test;
#   4. pytest on python/tests, including real runs of the Dask (LocalCluster), Spark (local
#      mode; needs Java 17, which .ci/run installs when missing) and Ray (local instance)
#      jobs of examples/python/. Without Java, leave the Spark tests out explicitly:
#      python/run-tests.sh -m "not java".
# Arguments are passed to pytest. The virtualenv is target/pyvenv, or $RENJU_PY_VENV.
set -euo pipefail
cd "$(dirname "$0")/.."

venv="$(realpath -m "${RENJU_PY_VENV:-target/pyvenv}")"
if [ ! -x "$venv/bin/python" ]; then
    echo "== python3 -m venv $venv"
    python3 -m venv "$venv"
fi
echo "== pip install: maturin pytest numpy dask[distributed] pyarrow pandas pyspark ray[data]"
"$venv/bin/pip" install --quiet --disable-pip-version-check \
    maturin pytest numpy "dask[distributed]" pyarrow pandas pyspark "ray[data]"

echo "== pip install ./python (the README's install command)"
"$venv/bin/pip" uninstall --quiet --yes renju-rules >/dev/null 2>&1 || true
"$venv/bin/pip" install --quiet --disable-pip-version-check ./python

echo "== cargo build --release -p renju-cli (the differential test's reference)"
cargo build --release -p renju-cli

echo "== the README's check"
(cd /tmp && "$venv/bin/python" -c "import renju_rules as rr, numpy as np; print(rr.forbidden(np.zeros((15,15),np.uint8)).sum())")

echo "== pytest python/tests"
status=0
# From the repository root, with the pytest script (not `python -m pytest`, which would put
# the current folder first on sys.path): the installed package is the one tested.
RENJU_BIN="$PWD/target/release/renju" "$venv/bin/pytest" python/tests "$@" || status=$?
if [ "$status" -eq 5 ]; then
    echo "pytest collected no tests: that is a failure here" >&2
    exit 1
fi
exit "$status"
