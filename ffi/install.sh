#!/usr/bin/env bash
# Installs the C library under PREFIX as a system package would: the header, the static and
# the shared library (with its versioned soname and the usual links), a pkg-config file and
# a CMake package. `make install-c PREFIX=...` runs it; ffi/test-install.sh checks the result.
#
#   ffi/install.sh PREFIX              # builds (release) and installs under PREFIX
#   DESTDIR=/tmp/stage ffi/install.sh /usr/local   # staged: files under DESTDIR/PREFIX,
#                                                  # paths inside them say PREFIX
#
# Installed (0.1.0 as the example version):
#   PREFIX/include/renju.h
#   PREFIX/lib/librenju_ffi.a
#   PREFIX/lib/librenju_ffi.so.0.1.0, librenju_ffi.so.0.1 (the soname) -> it, librenju_ffi.so -> that
#   PREFIX/lib/pkgconfig/renju.pc                     (pkg-config renju)
#   PREFIX/lib/cmake/renju/renjuConfig.cmake,         (find_package(renju): targets
#   PREFIX/lib/cmake/renju/renjuConfigVersion.cmake    renju::renju, renju::renju_static)
set -euo pipefail
prefix="${1:?usage: ffi/install.sh PREFIX (an absolute path, e.g. /usr/local)}"
case "$prefix" in
/*) ;;
*) echo "ffi/install.sh: PREFIX must be an absolute path, not \"$prefix\"" >&2; exit 2 ;;
esac
prefix="${prefix%/}"
dest="${DESTDIR:-}$prefix"
cd "$(dirname "$0")/.."

cargo build --locked --release -p renju-ffi
target="$(cargo metadata --format-version 1 --no-deps \
    | python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')"
built="$target/release"

# The version the header states (its macros are checked against Cargo.toml when it is made).
part() { sed -n "s/^#define RENJU_VERSION_$1 \([0-9]*\)$/\1/p" ffi/include/renju.h; }
version="$(part MAJOR).$(part MINOR).$(part PATCH)"
soname="$(objdump -p "$built/librenju_ffi.so" | awk '$1 == "SONAME" { print $2 }')"
case "$soname" in
librenju_ffi.so.*) ;;
*) echo "ffi/install.sh: $built/librenju_ffi.so has no versioned soname (\"$soname\")" >&2; exit 1 ;;
esac
real="librenju_ffi.so.$version"

install -d "$dest/include" "$dest/lib/pkgconfig" "$dest/lib/cmake/renju"
install -m 644 ffi/include/renju.h "$dest/include/renju.h"
install -m 644 "$built/librenju_ffi.a" "$dest/lib/librenju_ffi.a"
install -m 755 "$built/librenju_ffi.so" "$dest/lib/$real"
ln -sfn "$real" "$dest/lib/$soname"
ln -sfn "$soname" "$dest/lib/librenju_ffi.so"

# What the static library needs besides itself: the Rust standard library's system
# libraries (rustc --print native-static-libs says so for this target).
static_libs="-lgcc_s -lutil -lrt -lpthread -lm -ldl -lc"

sed -e "s|@PREFIX@|$prefix|g" -e "s|@VERSION@|$version|g" -e "s|@STATIC_LIBS@|$static_libs|g" \
    ffi/install/renju.pc.in > "$dest/lib/pkgconfig/renju.pc"
sed -e "s|@VERSION@|$version|g" -e "s|@REAL@|$real|g" -e "s|@SONAME@|$soname|g" \
    ffi/install/renjuConfig.cmake.in > "$dest/lib/cmake/renju/renjuConfig.cmake"
sed -e "s|@VERSION@|$version|g" \
    ffi/install/renjuConfigVersion.cmake.in > "$dest/lib/cmake/renju/renjuConfigVersion.cmake"

echo "installed renju $version (soname $soname) under ${DESTDIR:+$DESTDIR}$prefix"
