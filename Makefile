# The project's workflow in one place. CI (.ci/run) runs `make ci`'s steps.
.PHONY: ci test fmt lint example corpus regenerate snapshots

ci: fmt lint test example python fuzz

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

corpus:          ## every shared corpus through `renju batch`; fails on any error line
	cargo build --release -p renju-cli
	for f in ../shared/corpus/*.jsonl; do \
	  echo "$$f"; ./target/release/renju batch < "$$f" > /tmp/renju-corpus.out || exit 1; \
	  ! grep -q '"error"' /tmp/renju-corpus.out || exit 1; \
	done

regenerate:      ## regenerate the tables from rules-spec/ (they are built into the runtime)
	touch rules-spec/*.toml && cargo build -p renju

snapshots:       ## review changed insta snapshots (needs cargo-insta)
	cargo insta review --workspace

.PHONY: fuzz
FUZZ_SECONDS ?= 20
fuzz:            ## each cargo-fuzz target for FUZZ_SECONDS s, stable toolchain; skipped without cargo fuzz (fuzz/README.md)
	fuzz/run.sh $(FUZZ_SECONDS)
