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

# The npm README states the module's size ("about **2.99 MB, 414 KB gzipped**"): checked here
# against the file just built, within 5%, so that the README cannot fall behind the build.
echo "== wasm/npm/README.md's size of renju_rules_bg.wasm, against the build (5%)"
wasm_file="$target/npm/renju-rules/renju_rules_bg.wasm"
size_line="$(grep -n 'renju_rules_bg.wasm` is about \*\*' wasm/npm/README.md || true)"
stated_mb="$(printf '%s' "$size_line" | sed -n 's/.* is about \*\*\([0-9.]*\) MB, \([0-9]*\) KB gzipped\*\*.*/\1/p')"
stated_kb="$(printf '%s' "$size_line" | sed -n 's/.* is about \*\*\([0-9.]*\) MB, \([0-9]*\) KB gzipped\*\*.*/\2/p')"
if [ -z "$stated_mb" ] || [ -z "$stated_kb" ]; then
  echo "wasm/run-tests.sh: wasm/npm/README.md has no line \"\`renju_rules_bg.wasm\` is about **X.XX MB, NNN KB gzipped**\" to check" >&2
  exit 1
fi
raw="$(wc -c < "$wasm_file")"
gzipped="$(gzip -9 -c "$wasm_file" | wc -c)"
if ! awk -v raw="$raw" -v gz="$gzipped" -v mb="$stated_mb" -v kb="$stated_kb" 'BEGIN {
  r = raw / (mb * 1e6); g = gz / (kb * 1e3);
  exit !(r >= 0.95 && r <= 1.05 && g >= 0.95 && g <= 1.05) }'; then
  echo "wasm/run-tests.sh: wasm/npm/README.md says renju_rules_bg.wasm is $stated_mb MB, $stated_kb KB gzipped;" >&2
  echo "  the build wrote $raw bytes, $gzipped gzipped (gzip -9): more than 5% off. Update the README's line ${size_line%%:*} to:" >&2
  awk -v raw="$raw" -v gz="$gzipped" 'BEGIN { printf "  `renju_rules_bg.wasm` is about **%.2f MB, %d KB gzipped**\n", raw / 1e6, gz / 1e3 + 0.5 }' >&2
  exit 1
fi
echo "   stated $stated_mb MB, $stated_kb KB gzipped; built $raw bytes, $gzipped gzipped: within 5%"

# `make site`'s closing hint, a command people copy, serves on the loopback address only.
echo "== make site's hint binds 127.0.0.1"
hint="$(wasm/build-site.sh "$target/npm/site-hint-check" | tail -1)"
rm -rf "$target/npm/site-hint-check"
case "$hint" in
  *"python3 -m http.server --bind 127.0.0.1 "*) echo "   $hint" ;;
  *)
    echo "wasm/run-tests.sh: wasm/build-site.sh's last line should give a server bound to 127.0.0.1 (python3 -m http.server --bind 127.0.0.1 -d DIR); it says:" >&2
    echo "  $hint" >&2
    exit 1
    ;;
esac
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
