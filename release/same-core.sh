#!/usr/bin/env bash
# One build of the core for every front end built in a row: fails when building one of them
# after another would compile `renju` again. Three pairs are checked:
#   - `renju-cli` and `renju-ffi` (`cargo build -p renju-ffi` after `cargo build -p renju-cli`);
#   - `renju-cli` with and without its default feature `serve` (CI's `make cli-without-server`
#     after `make example`);
#   - `renju-cli` and `renju-python` (the wheel maturin builds in CI's `make python`).
#
# Cargo picks the features of shared dependencies per invocation, and `renju`'s build (its
# rule tables included) is reused only when everything it is built from has the same
# features in both: `renju` itself and every package it depends on, its build script's and
# proc-macros' included. ffi/, cli/ and python/Cargo.toml ask for what the others turn on
# (PyO3's macros turn on syn features the CLI's do not: the CLI asks for them as a build
# dependency); this compares the dependency graphs (`cargo tree`, no build) and names each
# package of the core's whose features differ. Used by `make lint`.
set -euo pipefail
cd "$(dirname "$0")/.."

# features ARGS...: each package of the graph `cargo tree ARGS` resolves, with its features.
features() {
    cargo tree --locked "$@" -e normal,build -f '{p} [{f}]' --prefix none --no-dedupe |
        sed 's/ (\*)$//' | sort -u
}
core="$(cargo tree --locked -p renju -e normal,build -f '{p}' --prefix none --no-dedupe | sed 's/ (\*)$//' | sort -u)"

compare() {
    local a="$1" b="$2"
    # shellcheck disable=SC2086 # the names are words of cargo's arguments
    python3 - "$a" "$b" <(features $a) <(features $b) <(printf '%s\n' "$core") <<'PY'
import sys
def graph(path):
    found = {}
    for line in open(path):
        package, _, features = line.rstrip('\n').rpartition(' [')
        found.setdefault(package, set()).add(features.rstrip(']'))
    return found
a_name, b_name = sys.argv[1], sys.argv[2]
a, b = graph(sys.argv[3]), graph(sys.argv[4])
core = {line.strip() for line in open(sys.argv[5]) if line.strip()}
drift = [p for p in sorted(core) if a.get(p) != b.get(p)]
for p in drift:
    print(f"{p}: `{a_name}` builds it with {sorted(a.get(p, []))}, `{b_name}` with {sorted(b.get(p, []))}")
if drift:
    print(f"same-core: {len(drift)} package(s) the core is built from differ between `{a_name}` and "
          f"`{b_name}`: make the second ask for what the first turns on")
    sys.exit(1)
print(f"same-core: `{a_name}` and `{b_name}` build the core ({len(core)} packages) with the same features")
PY
}

compare "-p renju-cli" "-p renju-ffi"
compare "-p renju-cli" "-p renju-cli --no-default-features"
compare "-p renju-cli" "-p renju-python"
