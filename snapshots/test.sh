#!/usr/bin/env bash
# The README's test command, `cargo test --workspace`, with the insta snapshots checked both
# ways (`make test`, and CI in its fresh clone):
#
# - every snapshot compares as it is: INSTA_UPDATE=no (nothing written, a difference fails its
#   test) and INSTA_FORCE_PASS unset;
# - every `.snap` file of the repository (tracked, or new and not ignored by git) is read by a
#   test of this run. insta appends each snapshot file an assertion reads to the file named by
#   INSTA_SNAPSHOT_REFERENCES_FILE (the list `cargo insta test --unreferenced=reject` uses);
#   a `.snap` not on it is left over (its test renamed or removed) and fails the check.
#
# Why not `cargo insta test --unreferenced=reject` itself: it looks for unreferenced
# snapshots only inside each package's folder, and this workspace keeps them in the top-level
# `snapshots/`, outside every package, so it would never find one (tried with cargo-insta
# 1.49.0: a stray snapshots/cli/*.snap passed). This check needs no cargo-insta.
#
#   snapshots/test.sh
set -euo pipefail
cd "$(dirname "$0")/.."

if ! git rev-parse --is-inside-work-tree > /dev/null 2>&1; then
  echo "snapshots/test.sh: not in a git work tree; it lists the repository's .snap files with git" >&2
  exit 2
fi

refs="$(mktemp)"
trap 'rm -f "$refs"' EXIT
unset INSTA_FORCE_PASS
export INSTA_UPDATE=no
export INSTA_SNAPSHOT_REFERENCES_FILE="$refs"

echo "== cargo test --workspace (INSTA_UPDATE=no; the snapshot files read are listed)"
cargo test --workspace

echo "== every .snap file is read by a test"
# Relative paths on both sides; insta writes absolute ones, possibly with `..` in them.
root="$(pwd -P)"
read_by_tests="$(mktemp)"
on_disk="$(mktemp)"
trap 'rm -f "$refs" "$read_by_tests" "$on_disk"' EXIT
if [ ! -s "$refs" ]; then
  echo "FAILED: no test reported a snapshot file in INSTA_SNAPSHOT_REFERENCES_FILE (has insta stopped writing it?)"
  exit 1
fi
sort -u "$refs" | while IFS= read -r path; do
  full="$(realpath -m "$path")"
  echo "${full#"$root"/}"
done | sort -u > "$read_by_tests"
git ls-files --cached --others --exclude-standard -- '*.snap' | sort -u > "$on_disk"

unread="$(comm -23 "$on_disk" "$read_by_tests")"
if [ -n "$unread" ]; then
  echo "FAILED: these snapshot files are read by no test (left over from a renamed or removed"
  echo "test or case?); delete them, or restore the test that reads them:"
  echo "$unread" | sed 's/^/  /'
  exit 1
fi
echo "$(wc -l < "$on_disk") snapshot files, each read by a test"
