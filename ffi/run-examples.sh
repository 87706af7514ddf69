#!/usr/bin/env bash
# Builds the static library, compiles the C and C++ examples against it with the system
# compilers (warnings are errors), runs them (boards of 15x15 and 20x20; fork checks a forked
# child's batches; game referees hand-worked games, and its face mode answers
# examples/game-face.txt exactly as examples/game-face.expected says), and runs check,
# check_cpp and game (both modes) under valgrind (no leak, no invalid access). Also links
# check against the shared library once. Used by .ci/run.
#
#   ffi/run-examples.sh            # from anywhere in the repository
#   BENCH=1 ffi/run-examples.sh    # also a short run of the benchmark
set -euo pipefail
cd "$(dirname "$0")/.."

cargo build --release -p renju-ffi
lib=target/release
out=target/ffi-examples
mkdir -p "$out"
flags=(-Wall -Wextra -Werror -O2 -Iffi/include)
link=("$lib/librenju_ffi.a" -lpthread -ldl -lm)

echo "== C (cc $(cc -dumpversion)) and C++ (c++ $(c++ -dumpversion)) against librenju_ffi.a"
cc -std=c99 "${flags[@]}" ffi/examples/check.c "${link[@]}" -o "$out/check"
cc -std=c99 "${flags[@]}" ffi/examples/cfpf_adapter.c "${link[@]}" -o "$out/cfpf_adapter"
cc -std=c99 "${flags[@]}" ffi/examples/bench.c "${link[@]}" -o "$out/bench"
cc -std=c99 "${flags[@]}" ffi/examples/fork.c "${link[@]}" -o "$out/fork"
cc -std=c99 "${flags[@]}" ffi/examples/game.c "${link[@]}" -o "$out/game"
c++ -std=c++17 "${flags[@]}" ffi/examples/check_cpp.cpp "${link[@]}" -o "$out/check_cpp"
c++ -std=c++17 "${flags[@]}" ffi/examples/rapfi_adapter.cpp "${link[@]}" -o "$out/rapfi_adapter"

echo "== check (the six examples on 15x15, 20x20 by its edges, a replayed game, batches, every error code, rule files)"
"$out/check" > "$out/check.txt" || { cat "$out/check.txt"; exit 1; }
sed -n '1,/^== bad input/p' "$out/check.txt" | sed '$d'   # the six maps, the game, the batches
grep -E '^== bad input|^== rule files|passed' "$out/check.txt"
"$out/check_cpp"
"$out/cfpf_adapter"
"$out/rapfi_adapter"
"$out/fork"

echo "== game (renju_game: hand-worked games, refusals, draws; the face mode on examples/game-face.txt)"
"$out/game" > "$out/game.txt" || { cat "$out/game.txt"; exit 1; }
grep -E '^==|passed' "$out/game.txt"
"$out/game" --face ffi/examples/game-face.txt > "$out/game-face.out" 2> "$out/game-face.err"
diff -u ffi/examples/game-face.expected "$out/game-face.out"
echo "game --face: $(wc -l < "$out/game-face.out") games as examples/game-face.expected says"

echo "== check against the shared library"
cc -std=c99 "${flags[@]}" ffi/examples/check.c -L"$lib" -lrenju_ffi -o "$out/check_shared"
# The program needs the library by its soname (librenju.so.0.1, ffi/build.rs), the name
# an installed copy has (make install-c); here a link by that name stands for it.
soname="$(objdump -p "$lib/librenju_ffi.so" | awk '$1 == "SONAME" { print $2 }')"
ln -sfn "$PWD/$lib/librenju_ffi.so" "$out/$soname"
LD_LIBRARY_PATH="$out" "$out/check_shared" | tail -1

echo "== check, check_cpp and game under valgrind"
# (Not fork: in a forked child, what only the parent's worker threads pointed to is lost to
# a leak checker by the nature of fork(), though nothing leaks.)
# valgrind.supp: only the thread blocks of the worker threads alive at exit.
vg=(valgrind --quiet --leak-check=full --errors-for-leak-kinds=definite,indirect,possible
    --error-exitcode=1 --suppressions=ffi/examples/valgrind.supp)
"${vg[@]}" "$out/check" > /dev/null
"${vg[@]}" "$out/check_cpp" > /dev/null
"${vg[@]}" "$out/game" > /dev/null
"${vg[@]}" "$out/game" --face ffi/examples/game-face.txt > /dev/null 2>&1
echo "valgrind: no leak, no invalid access"

if [[ "${BENCH:-0}" != 0 ]]; then
    echo "== bench (generated positions)"
    "$out/bench" --generate 5000 --passes 5
fi
