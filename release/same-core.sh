#!/usr/bin/env bash
# One build of the core for the CLI and the C library: fails when `cargo build -p renju-ffi`
# after `cargo build -p renju-cli` (or the other way round) would compile `renju` again.
#
# Cargo picks the features of shared dependencies per invocation, and `renju`'s build (its
# rule tables included) is reused only when everything it is built from has the same
# features in both: `renju` itself and every package it depends on, its build script's and
# proc-macros' included. ffi/Cargo.toml asks for what the CLI turns on; this compares the two
# dependency graphs (`cargo tree`, no build) and names each package whose features differ.
# Used by `make lint`.
set -euo pipefail
cd "$(dirname "$0")/.."

features() {
    cargo tree --locked -p "$1" -e normal,build -f '{p} [{f}]' --prefix none --no-dedupe |
        sed 's/ (\*)$//' | sort -u
}
core="$(cargo tree --locked -p renju -e normal,build -f '{p}' --prefix none --no-dedupe | sed 's/ (\*)$//' | sort -u)"
python3 - <(features renju-cli) <(features renju-ffi) <(printf '%s\n' "$core") <<'PY'
import sys
def graph(path):
    found = {}
    for line in open(path):
        package, _, features = line.rstrip('\n').rpartition(' [')
        found.setdefault(package, set()).add(features.rstrip(']'))
    return found
cli, ffi = graph(sys.argv[1]), graph(sys.argv[2])
core = {line.strip() for line in open(sys.argv[3]) if line.strip()}
drift = [p for p in sorted(core) if cli.get(p) != ffi.get(p)]
for p in drift:
    print(f"{p}: renju-cli builds it with {sorted(cli.get(p, []))}, renju-ffi with {sorted(ffi.get(p, []))}")
if drift:
    print(f"same-core: {len(drift)} package(s) the core is built from differ: "
          "make ffi/Cargo.toml ask for what renju-cli turns on")
    sys.exit(1)
print(f"same-core: renju-cli and renju-ffi build the core ({len(core)} packages) with the same features")
PY
