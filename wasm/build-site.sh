#!/usr/bin/env bash
# Writes the board page as a static site (`make site`): ${CARGO_TARGET_DIR:-target}/site/, or
# the folder given as $1, a folder any static file server can host, from any path. It is the
# page `renju serve` serves (cli/assets/), with two changes made here, so that the CLI's
# build never depends on the WebAssembly one:
#
# - assets/api.js is wasm/site/api.js: the page's questions answered in the browser by the npm
#   package renju-rules (built first by wasm/build.sh, copied into assets/renju-rules/), not
#   by the server's JSON API;
# - index.html names its files by relative paths (`assets/app.js`, not `/assets/app.js`), so
#   that the page works from a sub-path, and carries a Content-Security-Policy that lets it
#   load its own files only ('wasm-unsafe-eval': WebAssembly compiled from its own .wasm).
set -euo pipefail
cd "$(dirname "$0")/.."
target="${CARGO_TARGET_DIR:-target}"
out="${1:-$target/site}"
package="$target/npm/renju-rules"

wasm/build.sh "$package"

echo "== the page (cli/assets/) with the WebAssembly back end -> $out"
rm -rf "$out"
mkdir -p "$out/assets/renju-rules"
for file in cli/assets/*; do
  case "$(basename "$file")" in
    index.html) ;;
    api.js) cp wasm/site/api.js "$out/assets/api.js" ;;
    *) cp "$file" "$out/assets/" ;;
  esac
done
# The browser entry of the package and what it loads; its licences go with it.
cp "$package"/index.js "$package"/renju_rules.js "$package"/renju_rules_bg.wasm \
  "$package"/package.json "$package"/LICENSE-MIT "$package"/LICENSE-APACHE "$out/assets/renju-rules/"

csp="default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'"
sed -e 's#\(href\|src\)="/assets/#\1="assets/#g' \
  -e "s#<meta charset=\"utf-8\">#<meta charset=\"utf-8\">\n<meta http-equiv=\"Content-Security-Policy\" content=\"$csp\">#" \
  cli/assets/index.html > "$out/index.html"

# Nothing may be named from the root of the host (it would miss under a sub-path), and the
# page must name every file it loads.
if grep -nE '(href|src)="/' "$out/index.html"; then
  echo "wasm/build-site.sh: $out/index.html still names a file from the host's root (above)" >&2
  exit 1
fi
if grep -nE "from '/|import\('/|fetch\('/" "$out"/assets/*.js; then
  echo "wasm/build-site.sh: a module of $out/assets names a file from the host's root (above)" >&2
  exit 1
fi
grep -q 'Content-Security-Policy' "$out/index.html"

# The hint binds the loopback address: http.server's default listens on every interface.
echo "== $out: $(find "$out" -type f | wc -l) files, $(du -sk "$out" | cut -f1) KB; serve it with e.g. python3 -m http.server --bind 127.0.0.1 -d $out"
