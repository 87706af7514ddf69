# The project's workflow in one place. CI is `.ci/run`: it installs what the machine lacks
# (make, valgrind, Java, cargo-fuzz), runs `rust-version`, `fmt`, `lint`, `doc`, then `test`
# (the README's test command, `cargo test --workspace`) and `package-check` in a fresh clone
# of HEAD with nothing beside it, then each step of `ci-rest` in that clone too, timing every
# step. `make ci` is the same in this checkout.
.PHONY: faces ci ci-rest ci-rest-steps test fmt lint rust-version doc package package-check example replay ffi-examples install-c c-install-check dist ffi-header kinds corpus regenerate snapshots cli-without-server wasm wasm-lint wasm-tests site site-e2e no-std

ci: rust-version fmt lint doc test package-check ci-rest

# The steps of CI after the test suite and the package check, in order.
CI_REST = example cli-without-server replay ffi-examples c-install-check no-std python dist e2e wasm-tests faces site-e2e fuzz
ci-rest:         ## the steps of CI after the test suite and the package check
ci-rest: $(CI_REST)

ci-rest-steps:   ## print the steps of ci-rest (.ci/run runs and times them one by one)
	@echo $(CI_REST)

package:         ## every crate packages and builds from its packaged contents
	cargo package --workspace

# The crates marked `publish = false` (the C and Python bindings, which ship as a library and
# a wheel, the reference, the test crate), read from cargo metadata: left out of the package
# check, as they are never packaged.
UNPUBLISHED = $(shell cargo metadata --no-deps --format-version 1 | python3 -c 'import json, sys; print(" ".join(p["name"] for p in json.load(sys.stdin)["packages"] if p["publish"] == []))')
package-check:   ## every published crate packages (`cargo package --no-verify`) and the packaged crates compile together from their .crate files alone (`cargo check`), and rules-spec/ is in the packaged renju crate byte for byte (release/package-check.sh says why not cargo's own verification)
	release/package-check.sh $(UNPUBLISHED)

rust-version:    ## the declared rust-version (Cargo.toml) is the active rustc's, the one CI builds with (.ci/rust-version states the policy)
	.ci/rust-version

doc:             ## `cargo doc --workspace --no-deps` with rustdoc's warnings denied (RUSTDOCFLAGS="-D warnings") and cargo's too
	@set -u; log="$$(mktemp)"; trap 'rm -f "$$log"' EXIT; \
	echo "== RUSTDOCFLAGS=\"-D warnings\" cargo doc --workspace --no-deps"; \
	RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps > "$$log" 2>&1; status=$$?; \
	cat "$$log"; \
	if [ "$$status" -ne 0 ]; then echo "make doc FAILED: cargo doc exited $$status (rustdoc's warnings are errors here)"; exit 1; fi; \
	if grep -q '^warning' "$$log"; then echo "make doc FAILED: cargo doc warned (above)"; exit 1; fi

test:            ## the whole test suite (the README's test command, `cargo test --workspace`), failing on a .snap file no test reads (snapshots/test.sh)
	snapshots/test.sh

fmt:
	cargo fmt --all -- --check

lint:            ## clippy with warnings denied on every target: the workspace, and renju-cli without its default feature `serve` (which must not depend on tokio, axum or hyper); the CLI, the C library and the Python extension build the core with the same features (release/same-core.sh)
	cargo clippy --workspace --all-targets -- -D warnings
	cargo clippy -p renju-cli --no-default-features --all-targets -- -D warnings
	@set -eu; tree="$$(cargo tree -p renju-cli --no-default-features -e normal)"; \
	server="$$(printf '%s\n' "$$tree" | grep -E 'tokio|axum|hyper' || true)"; \
	if [ -n "$$server" ]; then echo "renju-cli --no-default-features still depends on:"; echo "$$server"; exit 1; fi; \
	echo "== renju-cli --no-default-features: no tokio, axum or hyper"
	release/same-core.sh

cli-without-server: ## renju-cli built without its default feature `serve`: its `renju serve` says so (cli/tests/without_server.rs; `make lint` lints that build and checks it has no tokio, axum or hyper). In release, after `make example`: it reuses that build of the core (release/same-core.sh)
	cargo test --release -p renju-cli --no-default-features --test main without_server

example:         ## the main job on the bundled example (the README's run command)
	cargo run --release -p renju-cli -- batch < examples/rules-examples.jsonl

replay:          ## renju replay on the bundled game records (the README's)
	cargo run --release -p renju-cli -- replay examples/games.txt

faces:           ## the same game records through every face of the referee (the CLI, Python, the npm package under Node, C) under every rule: their answers must agree (tests/faces/run.sh; after example, python, ffi-examples and wasm-tests)
	tests/faces/run.sh

.PHONY: python
python:          ## the Python package: venv, `pip install ./python`, pytest with the Dask, Spark and Ray runs (python/run-tests.sh; Spark needs Java)
	python/run-tests.sh

corpus:          ## the three test corpora (renju corpus) through `renju batch`; fails on any error line
	cargo build --release -p renju-cli
	mkdir -p target/corpus
	./target/release/renju corpus --style game --count 10000 --seed 101 > target/corpus/game.jsonl
	./target/release/renju corpus --style dense --count 10000 --seed 102 > target/corpus/dense.jsonl
	./target/release/renju corpus --style wide --count 3000 --seed 103 > target/corpus/wide.jsonl
	for f in target/corpus/*.jsonl; do \
	  echo "$$f"; ./target/release/renju batch < "$$f" > target/corpus/out.jsonl || exit 1; \
	  ! grep -q '"error"' target/corpus/out.jsonl || exit 1; \
	done

ffi-examples:    ## the C ABI from C and C++ (ffi/examples), check under valgrind
	ffi/run-examples.sh

PREFIX ?= /usr/local
install-c:       ## install the C library under PREFIX (default /usr/local; DESTDIR stages): header, librenju.a and librenju.so with its soname (-lrenju), pkg-config `renju` (--static links librenju.a), CMake package; prints the exports a PREFIX outside the system's paths needs (ffi/install.sh; why not cargo-c: docs/c-packaging.md)
	ffi/install.sh "$(PREFIX)"

c-install-check: ## install the C library into an empty prefix under a temporary directory, run the exports it prints, and build and run the C example against it with pkg-config (shared, and --static with no librenju*.so needed), -lrenju, an rpath and CMake's find_package (ffi/test-install.sh)
	ffi/test-install.sh

no-std:          ## the runtime checked for a target with no std at all (x86_64-unknown-none, added with rustup when missing): what `#![no_std]` in runtime/src/lib.rs claims. `cargo check`, not `build`: a use of std fails name resolution, which check does; the build's code generation (every size's judge at opt-level 3) adds 140 s and no check of std
	@rustup target list --installed | grep -qx x86_64-unknown-none || rustup target add x86_64-unknown-none
	cargo check -p renju --target x86_64-unknown-none

dist:            ## the release artifacts in target/dist/ (CLI tarball with completions and man pages, C library tarball, abi3 wheel, crates, SHA256SUMS), each unpacked and checked (release/dist.sh)
	release/dist.sh

wasm:            ## the npm package renju-rules (WebAssembly, for Node and the browser) in target/npm/renju-rules (wasm/build.sh; installs the wasm32 target and wasm-bindgen-cli when missing, fails when it cannot)
	wasm/build.sh

wasm-lint:       ## clippy on the WebAssembly binding built for wasm32-unknown-unknown, warnings denied (`make lint` checks it on the host; CI's `make wasm-tests` builds it for wasm32 with rustc's warnings denied, which spares CI this second wasm32 build)
	cargo clippy -p renju-wasm --target wasm32-unknown-unknown --all-targets -- -D warnings

wasm-tests:      ## the npm package under Node's test runner: corpora, conformance cases, explain, svg, records and bad input against the renju command (wasm/run-tests.sh)
	wasm/run-tests.sh

site:            ## the board page as a static site in target/site/, computing with the npm package in the browser (wasm/build-site.sh; builds the package first); any static server hosts it, from any path (on this machine only: python3 -m http.server --bind 127.0.0.1 -d target/site)
	wasm/build-site.sh

site-e2e:        ## the static site end to end in Debian's chromium, served by python3 -m http.server from a sub-path of 127.0.0.1: the page's tests (e2e/) with E2E_SITE=target/site; screenshots in target/e2e/site/
	wasm/build-site.sh
	E2E_SITE=$${CARGO_TARGET_DIR:-target}/site e2e/run.sh

kinds:           ## rewrite the other languages' lists of forbidden kinds (the C header's comments, .pyi, index.d.ts, the page's scripts and styles) from the one table, vocab/src/kind.rs (tests/tests/kinds.rs checks them)
	RENJU_KINDS_BLESS=1 cargo test -p renju-tests --test main kinds

ffi-header:      ## regenerate ffi/include/renju.h with cbindgen (a test checks it is current)
	RENJU_FFI_BLESS=1 cargo test -p renju-ffi --test main header

regenerate:      ## regenerate the tables from rules-spec/ (they are built into the runtime)
	touch rules-spec/*.toml && cargo build -p renju

snapshots:       ## review changed insta snapshots (needs cargo-insta)
	cargo insta review --workspace

.PHONY: fuzz
FUZZ_SECONDS ?= 20
fuzz:            ## each cargo-fuzz target for FUZZ_SECONDS s, one per core side by side, stable toolchain (--sanitizer none); fails without cargo fuzz, on a build failure, a crash or no input run (fuzz/README.md)
	fuzz/run.sh $(FUZZ_SECONDS)

.PHONY: serve-tests e2e
serve-tests:     ## renju serve over HTTP (every endpoint and error path), the bounded load test on 127.0.0.1, the SVG pictures
	cargo test -p renju-cli --test main -- serve_http serve_load svg

e2e:             ## the board page end to end in Debian's chromium with playwright-core (e2e/run.sh); screenshots in target/e2e/
	e2e/run.sh
