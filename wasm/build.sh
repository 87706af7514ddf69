#!/usr/bin/env bash
# Builds the npm package `renju-rules` (`make wasm`): the crate `renju-wasm` for
# wasm32-unknown-unknown, its JavaScript glue by wasm-bindgen-cli (`--target web`), and the
# package's own files (wasm/npm/: package.json, README, entries, TypeScript declarations) with
# the licences, into one folder that `npm install FOLDER` accepts:
# ${CARGO_TARGET_DIR:-target}/npm/renju-rules, or the folder given as $1.
#
# It installs what it needs and fails, never skips, when it cannot: the wasm32 target (rustup)
# and wasm-bindgen-cli at exactly the version of the crate wasm-bindgen (cargo install
# --locked; about 4 minutes on 2 cores, once).
set -euo pipefail
cd "$(dirname "$0")/.."
target="${CARGO_TARGET_DIR:-target}"
out="${1:-$target/npm/renju-rules}"

# One version, stated once: the crate's exact requirement in wasm/Cargo.toml.
version="$(sed -n 's/^wasm-bindgen = "=\([0-9.]*\)"$/\1/p' wasm/Cargo.toml)"
if [ -z "$version" ]; then
  echo "wasm/build.sh: wasm/Cargo.toml has no exact wasm-bindgen requirement (wasm-bindgen = \"=X.Y.Z\")" >&2
  exit 1
fi

echo "== rustup target add wasm32-unknown-unknown"
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi

echo "== wasm-bindgen-cli $version"
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$version" ]; then
  # A debug build: half the time to build, the same output (.ci/run says how much).
  cargo install --locked --debug wasm-bindgen-cli --version "$version"
fi
have="$(wasm-bindgen --version | awk '{print $2}')"
if [ "$have" != "$version" ]; then
  echo "wasm/build.sh: wasm-bindgen on PATH is $have, the crate needs $version" >&2
  exit 1
fi

echo "== cargo build -p renju-wasm --target wasm32-unknown-unknown --profile wasm-release (warnings denied)"
# With --target, RUSTFLAGS reach only the wasm32 crates (not build scripts): a warning in code
# compiled only for wasm32 fails here (`make lint` runs clippy on the host build).
RUSTFLAGS="${RUSTFLAGS:-} -D warnings" \
  cargo build -p renju-wasm --target wasm32-unknown-unknown --profile wasm-release
module="$target/wasm32-unknown-unknown/wasm-release/renju_wasm.wasm"

echo "== wasm-bindgen --target web -> $out"
rm -rf "$out"
mkdir -p "$out"
wasm-bindgen --target web --no-typescript --out-name renju_rules --out-dir "$out" "$module"

# The package's own files, and its version checked against the crate's.
cp wasm/npm/package.json wasm/npm/README.md wasm/npm/index.js wasm/npm/node.js wasm/npm/index.d.ts "$out"/
cp LICENSE-MIT LICENSE-APACHE "$out"/
crate_version="$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -1)"
package_version="$(node -p "require('./wasm/npm/package.json').version")"
if [ "$crate_version" != "$package_version" ]; then
  echo "wasm/build.sh: wasm/npm/package.json has version $package_version, the workspace $crate_version" >&2
  exit 1
fi

raw="$(wc -c < "$out/renju_rules_bg.wasm")"
gzipped="$(gzip -9 -c "$out/renju_rules_bg.wasm" | wc -c)"
echo "== $out: renju_rules_bg.wasm $raw bytes, $gzipped gzipped (gzip -9)"
