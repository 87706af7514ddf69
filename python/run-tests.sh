#!/usr/bin/env bash
# The Python package's tests, as CI runs them (.ci/run, `make python`):
#   1. a virtualenv (python3 -m venv) with what the tests need, from PyPI;
#   2. the wheel users install, built by maturin (abi3, manylinux_2_34) into target/wheels/,
#      and installed into the virtualenv with NO Rust toolchain on the PATH (no cargo, no
#      rustc: a wheel needs none), so that what is tested is the wheel as users get it;
#   3. the `renju` CLI (release), for the differential test;
#   4. pytest on python/tests, again with no Rust toolchain on the PATH, including real runs
#      of the Dask (LocalCluster), Spark (local mode; needs Java 17, which .ci/run installs
#      when missing) and Ray (local instance) jobs of examples/python/. Without Java, leave
#      the Spark tests out explicitly: python/run-tests.sh -m "not java".
# Arguments are passed to pytest. The virtualenv is target/pyvenv, or $RENJU_PY_VENV.
# (`pip install ./python`, the README's command, builds the same wheel through maturin.)
set -euo pipefail
cd "$(dirname "$0")/.."

venv="$(realpath -m "${RENJU_PY_VENV:-target/pyvenv}")"
if [ ! -x "$venv/bin/python" ]; then
    echo "== python3 -m venv $venv"
    python3 -m venv "$venv"
fi
# renju==0.1.0 (PyPI's `renju`, another project's package, import `renju`) is for the tests
# only: test_openings.py checks symmetric_offers(reading="pattern") against its
# RenjuBoard.find_symmetric_candidates.
echo "== pip install: maturin"
"$venv/bin/pip" install --quiet --disable-pip-version-check maturin
# The tests' packages (about 1 GB from PyPI on a fresh machine: pyspark, ray, pyarrow) are
# fetched while maturin builds the wheel, which needs none of them: the one waits on the
# network, the other on the processors. pip's output is shown after the build.
pip_log="$(mktemp)"
echo "== pip install, beside the build: pytest numpy dask[distributed] pyarrow pandas pyspark ray[data] pettingzoo gymnasium renju==0.1.0"
"$venv/bin/pip" install --quiet --disable-pip-version-check \
    pytest numpy "dask[distributed]" pyarrow pandas pyspark "ray[data]" pettingzoo gymnasium \
    renju==0.1.0 > "$pip_log" 2>&1 &
pip_pid=$!
# A failed build stops here: the install beside it with it.
trap 'kill "$pip_pid" 2> /dev/null || true; rm -f "$pip_log"' EXIT

echo "== the wheel: maturin build --release --compatibility manylinux_2_34 (abi3) into target/wheels"
wheels="$(cargo metadata --format-version 1 --no-deps \
    | python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')/wheels"
rm -f "$wheels"/renju_rules-*.whl
"$venv/bin/maturin" build --release --locked --manifest-path python/Cargo.toml \
    --compatibility manylinux_2_34 --out "$wheels"
wheel=("$wheels"/renju_rules-*.whl)
if [ "${#wheel[@]}" -ne 1 ] || [ ! -f "${wheel[0]}" ]; then
    echo "expected one wheel in $wheels, found: ${wheel[*]}" >&2
    exit 1
fi
case "${wheel[0]}" in
*-cp39-abi3-manylinux*_x86_64*.whl) echo "built ${wheel[0]##*/}" ;;
*) echo "the wheel is not abi3 manylinux: ${wheel[0]##*/}" >&2; exit 1 ;;
esac

pip_status=0
wait "$pip_pid" || pip_status=$?
cat "$pip_log"
if [ "$pip_status" -ne 0 ]; then
    echo "pip install of the tests' packages failed (exit $pip_status, its output above)" >&2
    exit 1
fi

# The PATH without any folder holding cargo or rustc, and no Rust setting in the environment.
no_rust_path="$(printf '%s\n' "$PATH" | tr ':' '\n' \
    | while read -r dir; do [ -e "$dir/cargo" ] || [ -e "$dir/rustc" ] || printf '%s\n' "$dir"; done \
    | paste -sd:)"
without_rust() { env -u CARGO_HOME -u RUSTUP_HOME -u RUSTUP_TOOLCHAIN -u CARGO PATH="$no_rust_path" "$@"; }
if without_rust sh -c 'command -v cargo || command -v rustc'; then
    echo "a Rust toolchain is still on the PATH: $no_rust_path" >&2
    exit 1
fi

echo "== the wheel installed with no Rust toolchain on the PATH"
"$venv/bin/pip" uninstall --quiet --yes renju-rules >/dev/null 2>&1 || true
without_rust "$venv/bin/pip" install --quiet --disable-pip-version-check --no-index --no-deps "${wheel[0]}"

echo "== cargo build --release -p renju-cli (the differential test's reference)"
cargo build --release -p renju-cli

echo "== the README's check"
(cd /tmp && without_rust "$venv/bin/python" -c "import renju_rules as rr, numpy as np; print(rr.forbidden(np.zeros((15,15),np.uint8)).sum())")

echo "== pytest python/tests (no Rust toolchain on the PATH)"
status=0
# From the repository root, with the pytest script (not `python -m pytest`, which would put
# the current folder first on sys.path): the installed package is the one tested.
RENJU_BIN="$PWD/target/release/renju" without_rust "$venv/bin/pytest" python/tests "$@" || status=$?
if [ "$status" -eq 5 ]; then
    echo "pytest collected no tests: that is a failure here" >&2
    exit 1
fi
exit "$status"
