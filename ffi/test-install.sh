#!/usr/bin/env bash
# The C library as a user installs it: ffi/install.sh into an empty prefix under a temporary
# directory (a prefix no tool searches), then ffi/examples/check.c built against the installed
# copy only (no path into the repository's build), each program run:
#   - with the lines install.sh printed to run (export PKG_CONFIG_PATH=..., LD_LIBRARY_PATH,
#     CMAKE_PREFIX_PATH), run as printed, and nothing else set;
#   - with pkg-config (`pkg-config --cflags --libs renju`): the shared library, needed by its
#     soname;
#   - with `pkg-config --static`: the static library, no librenju*.so needed (readelf -d);
#   - with -lrenju and -L alone, and with -Wl,-rpath instead of LD_LIBRARY_PATH;
#   - with CMake's find_package(renju), against renju::renju (shared) and renju::renju_static;
# and the installed files checked: the soname, the links, the header's version macros.
# `make c-install-check` runs it (CI does); needs cmake, pkg-config and readelf.
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in cmake pkg-config cc readelf; do
    command -v "$tool" > /dev/null || { echo "ffi/test-install.sh: $tool is not installed" >&2; exit 1; }
done

prefix="$(mktemp -d)/prefix"
work="$(mktemp -d)"
trap 'rm -rf "$(dirname "$prefix")" "$work"' EXIT
# As a user's shell would be: none of the variables that would find the prefix set.
unset PKG_CONFIG_PATH LD_LIBRARY_PATH CMAKE_PREFIX_PATH
ffi/install.sh "$prefix" | tee "$work/install.log"

# The programs' shared libraries named renju, from their dynamic section.
needed() { readelf -d "$1" | sed -n 's/.*(NEEDED).*\[\(librenju[^]]*\)\].*/\1/p'; }

echo "== installed files"
(cd "$prefix" && find . -type f -o -type l | sort)
lib="$prefix/lib"
soname="$(readelf -d "$lib/librenju.so" | sed -n 's/.*(SONAME).*\[\(.*\)\].*/\1/p')"
[ -f "$lib/librenju.a" ] || { echo "librenju.a is not installed" >&2; exit 1; }
[ -L "$lib/librenju.so" ] && [ -L "$lib/$soname" ] || {
    echo "librenju.so and $soname must be links to the versioned file" >&2; exit 1; }
[ "$(readlink "$lib/librenju.so")" = "$soname" ] || { echo "librenju.so must point at $soname" >&2; exit 1; }
echo "soname $soname; librenju.so -> $soname -> $(readlink "$lib/$soname")"

echo "== the lines install.sh printed, run as printed"
grep '^  export ' "$work/install.log" > "$work/exports.sh" \
    || { echo "install.sh printed no export line for the prefix $prefix, which no tool searches" >&2; exit 1; }
for name in PKG_CONFIG_PATH LD_LIBRARY_PATH CMAKE_PREFIX_PATH; do
    grep -q "export $name=" "$work/exports.sh" || { echo "install.sh printed no export of $name" >&2; exit 1; }
done
cat "$work/exports.sh"
# shellcheck disable=SC1091  # written above
. "$work/exports.sh"

echo "== pkg-config renju: the shared library"
pkg-config --modversion renju
cc -std=c99 -Wall -Wextra -Werror ffi/examples/check.c $(pkg-config --cflags --libs renju) -o "$work/check_pkgconfig"
[ "$(needed "$work/check_pkgconfig")" = "$soname" ] \
    || { echo "check_pkgconfig needs \"$(needed "$work/check_pkgconfig")\", not the soname $soname" >&2; exit 1; }
"$work/check_pkgconfig" | tail -1

echo "== pkg-config --static renju: the static library"
pkg-config --static --libs renju
cc -std=c99 -Wall -Wextra -Werror ffi/examples/check.c $(pkg-config --cflags --static --libs renju) -o "$work/check_static_pc"
[ -z "$(needed "$work/check_static_pc")" ] \
    || { echo "check_static_pc, linked with pkg-config --static, needs $(needed "$work/check_static_pc")" >&2; exit 1; }
env -u LD_LIBRARY_PATH "$work/check_static_pc" | tail -1

echo "== -lrenju"
cc -std=c99 ffi/examples/check.c -I"$prefix/include" -L"$lib" -lrenju -o "$work/check_l"
[ "$(needed "$work/check_l")" = "$soname" ] || { echo "-lrenju did not link the shared library" >&2; exit 1; }
"$work/check_l" | tail -1
echo "== -lrenju with an rpath, and no LD_LIBRARY_PATH"
cc -std=c99 ffi/examples/check.c -I"$prefix/include" -L"$lib" -lrenju -Wl,-rpath,"$lib" -o "$work/check_rpath"
env -u LD_LIBRARY_PATH "$work/check_rpath" | tail -1

echo "== cmake find_package(renju)"
cmake -S ffi/examples/cmake -B "$work/cmake" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_FLAGS="-Wall -Wextra -Werror" > "$work/cmake.log" || { cat "$work/cmake.log"; exit 1; }
cmake --build "$work/cmake" > "$work/build.log" || { cat "$work/build.log"; exit 1; }
"$work/cmake/check_shared" | tail -1
if [ -n "$(needed "$work/cmake/check_static")" ]; then
    echo "check_static needs the shared library" >&2; exit 1
fi
env -u LD_LIBRARY_PATH "$work/cmake/check_static" | tail -1

echo "== a request for a version this is not is refused"
mkdir -p "$work/too-new"
cat > "$work/too-new/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(too_new C)
find_package(renju 99.0 REQUIRED)
CMAKE
if cmake -S "$work/too-new" -B "$work/too-new/build" > "$work/too-new.log" 2>&1; then
    echo "find_package(renju 99.0) was accepted" >&2; exit 1
fi
# CMake names the package it found and its version when it refuses it.
grep -q 'renjuConfig.cmake, version: ' "$work/too-new.log" \
    || { cat "$work/too-new.log"; echo "find_package(renju 99.0) failed, but not on the version" >&2; exit 1; }
echo "find_package(renju 99.0): refused ($(grep -o 'version: [0-9.]*' "$work/too-new.log" | head -1))"
echo "the installed C library is found by pkg-config and CMake with the printed exports, links statically with pkg-config --static and as -lrenju, and the examples pass against it"
