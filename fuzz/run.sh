#!/usr/bin/env bash
# Runs every cargo-fuzz target for a short time (default 20 s each), on the stable toolchain:
# `--sanitizer none` needs no nightly flag (see README.md). New inputs go to
# fuzz/corpus-new/<target>/ (ignored by git); the saved corpus fuzz/corpus/<target>/ is read,
# never written. Fails (never skips) when `cargo fuzz` is not installed, when a target does
# not build, crashes or runs no input.
#
#   fuzz/run.sh [SECONDS] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-20}"
shift || true
if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "fuzz/run.sh FAILED: cargo fuzz is not installed. Install it (a few minutes) with"
  echo "    cargo install --locked --debug cargo-fuzz --version 0.13.2"
  echo "(the version .ci/run installs; see fuzz/README.md)."
  exit 1
fi
echo "== $(cargo fuzz --version)"
targets=("$@")
if [ "${#targets[@]}" -eq 0 ]; then
  listed="$(cargo fuzz list)"
  mapfile -t targets <<< "$listed"
fi
if [ "${#targets[@]}" -eq 0 ] || [ -z "${targets[0]}" ]; then
  echo "fuzz/run.sh FAILED: no fuzz target (cargo fuzz list printed none)"
  exit 1
fi

echo "== cargo fuzz build --sanitizer none"
if ! cargo fuzz build --sanitizer none; then
  echo "fuzz/run.sh FAILED: the fuzz targets do not build (cargo fuzz build --sanitizer none, above)"
  exit 1
fi
# One target for $seconds s; its report on standard output, status 1 if it failed.
fuzz_one() {
  local target="$1" args seeds log runs
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
    # The panic's message (a failed check says what and on which input), then libFuzzer's
    # summary and where it wrote the input.
    sed -n '/panicked at/,/^\(stack backtrace\|note: run with\|==[0-9]*== ERROR\)/p' "$log" | head -n 120 || true
    echo "..."
    tail -n 20 "$log"
    echo "fuzz $target FAILED: the input is in fuzz/artifacts/$target/ (see fuzz/README.md)"
    return 1
  fi
  # A run that ended without executing an input (libFuzzer stopped early, or a -runs/-max_total_time
  # mistake) is a failure too, not a pass.
  runs="$(sed -n 's/^stat::number_of_executed_units: *\([0-9]*\).*/\1/p' "$log" | tail -n 1)"
  if [ -z "$runs" ] || [ "$runs" -eq 0 ]; then
    tail -n 30 "$log"
    echo "fuzz $target FAILED: no input was run (no stat::number_of_executed_units > 0 in $log)"
    return 1
  fi
  grep -E '^(Done|stat::number_of_executed_units|stat::average_exec_per_sec)' "$log" || true
}

# The targets run side by side, one per core (each libFuzzer run is one process), in rounds of
# FUZZ_JOBS (the cores by default); each one's report is printed when its round ends.
jobs="${FUZZ_JOBS:-$(nproc)}"
failed=()
for ((first = 0; first < ${#targets[@]}; first += jobs)); do
  round=("${targets[@]:first:jobs}")
  pids=()
  for target in "${round[@]}"; do
    mkdir -p "fuzz/corpus-new"
    fuzz_one "$target" > "fuzz/corpus-new/$target.report" 2>&1 &
    pids+=($!)
  done
  for i in "${!round[@]}"; do
    status=0
    wait "${pids[$i]}" || status=$?
    cat "fuzz/corpus-new/${round[$i]}.report"
    if [ "$status" -ne 0 ]; then
      failed+=("${round[$i]}")
    fi
  done
done
if [ "${#failed[@]}" -gt 0 ]; then
  echo "fuzz/run.sh FAILED: ${failed[*]}"
  exit 1
fi
echo "fuzzed ${#targets[@]} targets for ${seconds}s each: ${targets[*]}"
