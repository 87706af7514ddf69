# The project's workflow in one place. `make ci` is the whole of CI: .ci/run installs what the
# machine lacks (make, valgrind, Java) and runs it.
.PHONY: ci test fresh-clone-test fmt lint package example replay ffi-examples ffi-header corpus regenerate snapshots

# The test suite and the package check run once, in the fresh clone (`fresh-clone-test`);
# `make test` and `make package` are the same steps in this checkout.
ci: fmt lint fresh-clone-test example replay ffi-examples python e2e fuzz

package:         ## every crate packages and builds from its packaged contents
	cargo package --workspace

test:            ## the whole test suite (the README's test command)
	cargo test --workspace

# A clone of HEAD in an empty temporary folder, built in a target folder of its own: cargo
# would reuse this checkout's artifacts for the clone (their fingerprints hold relative
# paths), and with them the paths compiled in by env!("CARGO_MANIFEST_DIR"), which point back
# here. So a test reaching outside the repository (or needing an uncommitted file) fails.
fresh-clone-test: ## the test suite, then `cargo package --workspace` and rules-spec/ against the packaged renju crate, in a fresh clone of HEAD with nothing beside it
	@set -eu; tmp="$$(mktemp -d)"; trap 'rm -rf "$$tmp"' EXIT; \
	export CARGO_TARGET_DIR="$$tmp/target"; \
	echo "== git clone $(CURDIR) $$tmp/renju"; \
	git clone --quiet "$(CURDIR)" "$$tmp/renju"; \
	cd "$$tmp/renju"; \
	echo "== cargo test --workspace (in the clone)"; \
	cargo test --workspace; \
	echo "== cargo package --workspace (in the clone)"; \
	cargo package --workspace; \
	echo "== the renju package carries rules-spec/ byte for byte"; \
	mkdir "$$tmp/unpacked"; \
	tar -xzf "$$tmp"/target/package/renju-[0-9]*.crate -C "$$tmp/unpacked"; \
	diff -r rules-spec "$$tmp"/unpacked/renju-[0-9]*/rules-spec

fmt:
	cargo fmt --all -- --check

lint:
	cargo clippy --workspace --all-targets -- -D warnings

example:         ## the main job on the bundled example (the README's run command)
	cargo run --release -p renju-cli -- batch < examples/rules-examples.jsonl

replay:          ## renju replay on the bundled game records (the README's)
	cargo run --release -p renju-cli -- replay examples/games.txt

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

ffi-header:      ## regenerate ffi/include/renju.h with cbindgen (a test checks it is current)
	RENJU_FFI_BLESS=1 cargo test -p renju-ffi --test header

regenerate:      ## regenerate the tables from rules-spec/ (they are built into the runtime)
	touch rules-spec/*.toml && cargo build -p renju

snapshots:       ## review changed insta snapshots (needs cargo-insta)
	cargo insta review --workspace

.PHONY: fuzz
FUZZ_SECONDS ?= 20
fuzz:            ## each cargo-fuzz target for FUZZ_SECONDS s, stable toolchain; skipped without cargo fuzz (fuzz/README.md)
	fuzz/run.sh $(FUZZ_SECONDS)

.PHONY: serve-tests e2e
serve-tests:     ## renju serve over HTTP (every endpoint and error path), the bounded load test on 127.0.0.1, the SVG pictures
	cargo test -p renju-cli --test serve_http --test serve_load --test svg

e2e:             ## the board page end to end in Debian's chromium with playwright-core (e2e/run.sh); screenshots in target/e2e/
	e2e/run.sh
