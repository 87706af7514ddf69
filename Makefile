# The project's workflow in one place. CI (.ci/run) runs `make ci`'s steps.
.PHONY: ci test fmt lint package example ffi-examples ffi-header corpus regenerate snapshots

ci: fmt lint test package example ffi-examples python e2e fuzz

package:         ## every crate packages and builds from its packaged contents
	cargo package --workspace

test:            ## the whole test suite (the README's test command)
	cargo test --workspace

fmt:
	cargo fmt --all -- --check

lint:
	cargo clippy --workspace --all-targets -- -D warnings

example:         ## the main job on the bundled example (the README's run command)
	cargo run --release -p renju-cli -- batch < examples/rules-examples.jsonl

.PHONY: python
python:          ## the Python package: venv, `pip install ./python`, pytest with the Dask run (python/run-tests.sh)
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
