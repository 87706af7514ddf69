#!/usr/bin/env bash
# `make wasm-tests`: builds the npm package (wasm/build.sh, which installs the wasm32 target
# and wasm-bindgen-cli when missing, and fails when it cannot), packs it with `npm pack`,
# installs the tarball into an empty project (as a user would: `npm install FILE`, no
# registry), and runs the tests of wasm/tests/ there with Node's own test runner, against
# the `renju` command built from this checkout (the Rust answers).
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$(pwd)"
target="${CARGO_TARGET_DIR:-target}"
case "$target" in /*) ;; *) target="$repo/$target" ;; esac

node_major="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$node_major" -lt 18 ]; then
  echo "wasm/run-tests.sh: Node $(node --version) is too old: the package needs Node 18 or newer" >&2
  exit 1
fi

wasm/build.sh "$target/npm/renju-rules"
echo "== cargo build --release -p renju-cli (the Rust answers)"
cargo build --release -p renju-cli

work="$target/npm/test-project"
rm -rf "$work"
mkdir -p "$work"
echo "== npm pack; npm install the tarball into $work"
tarball="$(cd "$target/npm" && npm pack --silent ./renju-rules)"
cat > "$work/package.json" <<'EOF'
{ "name": "renju-rules-tests", "private": true, "type": "module" }
EOF
(cd "$work" && npm install --no-audit --no-fund --offline "$target/npm/$tarball" > /dev/null)
cp wasm/tests/*.mjs "$work"/

echo "== node --test (Node $(node --version))"
cd "$work"
RENJU_BIN="$target/release/renju" RENJU_REPO="$repo" node --test --test-reporter=spec ./*.test.mjs
