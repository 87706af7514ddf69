#!/usr/bin/env bash
# `make package-check`: every published crate packages, and the packaged crates compile from
# what is in their .crate files alone, together, as a user's download would; and the renju
# crate carries rules-spec/ byte for byte.
#
#   release/package-check.sh CRATE_TO_LEAVE_OUT...   (the unpublished crates: the Makefile
#                                                    reads them from cargo metadata)
#
# How: `cargo package --no-verify` writes the .crate files; each is unpacked into one folder,
# and a workspace made there of all of them, each crate's dependency on another of ours
# patched to the unpacked copy ([patch.crates-io]), is checked in one `cargo check
# --workspace` (build scripts run, every file a module, include_str! or the build reads must
# be in the package, or it fails). `cargo package`'s own verification builds the same crates
# one at a time, each with its dependencies compiled again in full: 155 s of CI's 2 cores
# (stop 59), for the same finding. What a check does not do, code generation and linking,
# does not depend on what a package holds; the test suite builds both.
set -euo pipefail
cd "$(dirname "$0")/.."

target="${CARGO_TARGET_DIR:-target}"
case "$target" in /*) ;; *) target="$PWD/$target" ;; esac
unpacked="$(mktemp -d)"
trap 'rm -rf "$unpacked"' EXIT

excludes=()
for crate in "$@"; do excludes+=(--exclude "$crate"); done
echo "== cargo package --no-verify, all but the unpublished: $*"
rm -f "$target"/package/*.crate
cargo package --workspace "${excludes[@]}" --no-verify

echo "== the packaged crates, unpacked side by side, checked together (cargo check --workspace)"
members=()
patches=()
for crate in "$target"/package/*.crate; do
    tar -xzf "$crate" -C "$unpacked"
    dir="$(basename "$crate" .crate)"
    name="${dir%-[0-9]*}"
    members+=("\"$dir\"")
    patches+=("$name = { path = \"$dir\" }")
done
{
    echo '[workspace]'
    echo 'resolver = "2"'
    echo "members = [$(IFS=,; echo "${members[*]}")]"
    echo
    echo '[patch.crates-io]'
    printf '%s\n' "${patches[@]}"
} > "$unpacked/Cargo.toml"
# The same versions of every dependency as the repository's build.
cp Cargo.lock "$unpacked/"
(cd "$unpacked" && CARGO_TARGET_DIR="$target/package-check" cargo check --workspace)

echo "== the renju package carries rules-spec/ byte for byte"
diff -r rules-spec "$unpacked"/renju-[0-9]*/rules-spec
echo "== package-check: $(ls "$target"/package/*.crate | wc -l) crates packaged and checked"
