#!/usr/bin/env bash
# The C library as a user installs it: ffi/install.sh into an empty prefix, then
# ffi/examples/check.c built against the installed copy only (no path into the repository's
# build) three ways, each run:
#   - with pkg-config (`pkg-config --cflags --libs renju`), the shared library;
#   - with CMake's find_package(renju), against renju::renju (shared) and renju::renju_static;
# and the installed files checked: the soname, the links, the header's version macros.
# `make c-install-check` runs it (CI does); needs cmake and pkg-config.
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in cmake pkg-config cc objdump; do
    command -v "$tool" > /dev/null || { echo "ffi/test-install.sh: $tool is not installed" >&2; exit 1; }
done

prefix="$(mktemp -d)"
work="$(mktemp -d)"
trap 'rm -rf "$prefix" "$work"' EXIT
ffi/install.sh "$prefix"

echo "== installed files"
(cd "$prefix" && find . -type f -o -type l | sort)
soname="$(objdump -p "$prefix/lib/librenju_ffi.so" | awk '$1 == "SONAME" { print $2 }')"
[ -L "$prefix/lib/librenju_ffi.so" ] && [ -L "$prefix/lib/$soname" ] || {
    echo "librenju_ffi.so and $soname must be links to the versioned file" >&2; exit 1; }
[ "$(readlink "$prefix/lib/librenju_ffi.so")" = "$soname" ] || { echo "librenju_ffi.so must point at $soname" >&2; exit 1; }
echo "soname $soname; librenju_ffi.so -> $soname -> $(readlink "$prefix/lib/$soname")"

echo "== pkg-config renju"
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
pkg-config --modversion renju
cc -std=c99 -Wall -Wextra -Werror ffi/examples/check.c $(pkg-config --cflags --libs renju) -o "$work/check_pkgconfig"
needed="$(objdump -p "$work/check_pkgconfig" | awk '$1 == "NEEDED" && $2 ~ /renju/ { print $2 }')"
[ "$needed" = "$soname" ] || { echo "check_pkgconfig needs \"$needed\", not the soname $soname" >&2; exit 1; }
LD_LIBRARY_PATH="$prefix/lib" "$work/check_pkgconfig" | tail -1

echo "== cmake find_package(renju)"
cmake -S ffi/examples/cmake -B "$work/cmake" -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_FLAGS="-Wall -Wextra -Werror" > "$work/cmake.log" || { cat "$work/cmake.log"; exit 1; }
cmake --build "$work/cmake" > "$work/build.log" || { cat "$work/build.log"; exit 1; }
LD_LIBRARY_PATH="$prefix/lib" "$work/cmake/check_shared" | tail -1
if objdump -p "$work/cmake/check_static" | grep -q 'NEEDED.*renju'; then
    echo "check_static needs the shared library" >&2; exit 1
fi
"$work/cmake/check_static" | tail -1

echo "== a request for a version this is not is refused"
mkdir -p "$work/too-new"
cat > "$work/too-new/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(too_new C)
find_package(renju 99.0 REQUIRED)
CMAKE
if cmake -S "$work/too-new" -B "$work/too-new/build" -DCMAKE_PREFIX_PATH="$prefix" > "$work/too-new.log" 2>&1; then
    echo "find_package(renju 99.0) was accepted" >&2; exit 1
fi
# CMake names the package it found and its version when it refuses it.
grep -q 'renjuConfig.cmake, version: ' "$work/too-new.log" \
    || { cat "$work/too-new.log"; echo "find_package(renju 99.0) failed, but not on the version" >&2; exit 1; }
echo "find_package(renju 99.0): refused ($(grep -o 'version: [0-9.]*' "$work/too-new.log" | head -1))"
echo "the installed C library is found by pkg-config and CMake, and the examples pass against it"
