#!/usr/bin/env bash
# The board page end to end: builds `renju` (release), installs playwright-core from the
# committed lock (npm ci), and runs the tests with node's test runner in Debian's Chromium
# (/usr/bin/chromium; `apt-get install -y chromium` where it is missing). Each test starts
# its own `renju serve --port 0` on 127.0.0.1. Screenshots go to target/e2e/. Used by
# .ci/run and `make e2e`.
#
# With E2E_SITE=FOLDER (`make site-e2e`), the same tests run on the static site in FOLDER
# (`make site`), served by `python3 -m http.server` from a sub-path of 127.0.0.1, and the
# site's own tests (tests/site.test.mjs) with them; screenshots go to target/e2e/site/.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${E2E_SITE:-}" ]; then
    if [ ! -f "$E2E_SITE/index.html" ]; then
        echo "e2e: E2E_SITE=$E2E_SITE holds no index.html: run \`make site\` first" >&2
        exit 1
    fi
    E2E_SITE="$(cd "$E2E_SITE" && pwd)"
    export E2E_SITE
fi

if [ ! -x /usr/bin/chromium ]; then
    echo "e2e: /usr/bin/chromium is missing; installing Debian's chromium"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
fi
cargo build --release -p renju-cli
(cd e2e && npm ci --no-audit --no-fund --loglevel=error)
cd e2e
RENJU_BIN="$PWD/../target/release/renju" node --test --test-concurrency=1 tests/
echo "e2e: screenshots in target/e2e/${E2E_SITE:+site/}"
