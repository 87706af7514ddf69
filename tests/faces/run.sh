#!/usr/bin/env bash
# `make faces`: the same game records through every face of the referee (issue 52): the CLI
# (`renju replay`), Python (`renju_rules.replay` and `Board`), the npm package under Node
# (`replay` and `Game`) and C (`renju_game_*`), under every shipped rule; tests/faces/compare.py
# fails on any two faces that answer differently. The records are made here from a seed
# (make_records.py): every board size from 5x5 to 26x26, set-up stones, white first, fouls,
# fives, draws by a full board, records that are no game.
#
# It runs what earlier CI steps built, and fails (never skips) when one is missing:
#   target/release/renju             make example
#   target/pyvenv (renju_rules)      make python
#   target/ffi-examples/game         make ffi-examples
#   target/npm/test-project          make wasm-tests
set -euo pipefail
cd "$(dirname "$0")/../.."
target="$(realpath -m "${CARGO_TARGET_DIR:-target}")"
renju="$target/release/renju"
python="$(realpath -m "${RENJU_PY_VENV:-$target/pyvenv}")/bin/python"
project="$target/npm/test-project"
game="$target/ffi-examples/game"
missing=()
[ -x "$renju" ] || missing+=("$renju (make example)")
"$python" -c "import renju_rules" 2> /dev/null || missing+=("renju_rules in $python (make python)")
[ -x "$game" ] || missing+=("$game (make ffi-examples)")
[ -d "$project/node_modules/renju-rules" ] || missing+=("$project/node_modules/renju-rules (make wasm-tests)")
if [ "${#missing[@]}" -gt 0 ]; then
    printf 'tests/faces/run.sh: missing %s\n' "${missing[@]}" >&2
    exit 1
fi

work="$target/faces"
rm -rf "$work"
mkdir -p "$work"
python3 tests/faces/make_records.py "$work/records"
cp wasm/tests/faces.mjs "$project/faces.mjs"
rules="$("$renju" rules | cut -d" " -f1)"
status=0
for rule in $rules; do
    for file in games.sgf games.txt; do
        format="${file##*.}"
        [ "$format" = txt ] && format=moves
        records="$work/records/$file"
        out="$work/$rule-$file"
        "$renju" replay --rule "$rule" --format "$format" "$records" > "$out.cli" 2> /dev/null || true
        "$python" python/tests/faces.py "$records" --format "$format" --rule "$rule" --plain "$out.plain" > "$out.py"
        (cd "$project" && node faces.mjs "$project/node_modules/renju-rules" "$records" --format "$format" --rule "$rule") > "$out.node"
        "$game" --face "$out.plain" > "$out.c"
        python3 tests/faces/compare.py "$out.cli" "$out.py" "$out.node" "$out.c" "$rule $file" || status=1
    done
done
exit "$status"
