#!/usr/bin/env bash
# Runs every cargo-fuzz target for a short time (default 20 s each), on the stable toolchain:
# `--sanitizer none` needs no nightly flag (see README.md). New inputs go to
# fuzz/corpus-new/<target>/ (ignored by git); the saved corpus fuzz/corpus/<target>/ is read,
# never written. Skips, successfully, when `cargo fuzz` is not installed.
#
#   fuzz/run.sh [SECONDS] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-20}"
shift || true
if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "fuzzing skipped: cargo fuzz is not installed (cargo install cargo-fuzz)"
  exit 0
fi
targets=("$@")
if [ "${#targets[@]}" -eq 0 ]; then
  mapfile -t targets < <(cargo fuzz list)
fi

echo "== cargo fuzz build --sanitizer none"
cargo fuzz build --sanitizer none
for target in "${targets[@]}"; do
  mkdir -p "fuzz/corpus-new/$target"
  args=(-max_total_time="$seconds" -timeout=10 -print_final_stats=1)
  if [ -f "fuzz/dict/$target.dict" ]; then
    args+=(-dict="fuzz/dict/$target.dict")
  fi
  case "$target" in
    # 225 byte pairs cover the 15x15 board (and 255 stones fill much of the larger ones); the
    # reference is slow on longer inputs for nothing.
    runtime_vs_reference) args+=(-max_len=512) ;;
  esac
  seeds=("fuzz/corpus/$target")
  case "$target" in
    # The conformance cases are diagram inputs too (`renju check` reads them as boards).
    diagram) seeds+=(conformance/cases) ;;
  esac
  log="fuzz/corpus-new/$target.log"
  echo "== fuzz $target for ${seconds}s (log: $log)"
  if ! cargo fuzz run --sanitizer none "$target" \
      "fuzz/corpus-new/$target" "${seeds[@]}" -- "${args[@]}" >"$log" 2>&1; then
    tail -n 60 "$log"
    echo "fuzz $target FAILED: the input is in fuzz/artifacts/$target/ (see fuzz/README.md)"
    exit 1
  fi
  grep -E '^(Done|stat::number_of_executed_units|stat::average_exec_per_sec)' "$log" || true
done
