#!/usr/bin/env bash
# Installs the C library under PREFIX as a system package would: the header, the static and
# the shared library (with its versioned soname and the usual links), pkg-config files and a
# CMake package. `make install-c PREFIX=...` runs it; ffi/test-install.sh checks the result.
# Why these files are written here rather than by cargo-c: docs/c-packaging.md.
#
#   ffi/install.sh PREFIX              # builds (release) and installs under PREFIX
#   DESTDIR=/tmp/stage ffi/install.sh /usr/local   # staged: files under DESTDIR/PREFIX,
#                                                  # paths inside them say PREFIX
#
# Installed (0.1.0 as the example version; the library answers to -lrenju):
#   PREFIX/include/renju.h
#   PREFIX/lib/librenju.a
#   PREFIX/lib/librenju.so.0.1.0, SONAME -> it, librenju.so -> SONAME
#                         (SONAME as the build gives it, ffi/build.rs: librenju_ffi.so.0.1)
#   PREFIX/lib/pkgconfig/renju.pc, renju-libs.pc      (pkg-config renju; --static links
#                                                      librenju.a, see renju.pc.in)
#   PREFIX/lib/cmake/renju/renjuConfig.cmake,         (find_package(renju): targets
#   PREFIX/lib/cmake/renju/renjuConfigVersion.cmake    renju::renju, renju::renju_static)
# Then, when PREFIX is not where pkg-config, the dynamic loader or CMake look by default, it
# prints the lines to run (`export PKG_CONFIG_PATH=...` and the like) to use it.
set -euo pipefail
prefix="${1:?usage: ffi/install.sh PREFIX (an absolute path, e.g. /usr/local)}"
case "$prefix" in
/*) ;;
*) echo "ffi/install.sh: PREFIX must be an absolute path, not \"$prefix\" (try \"\$PWD/$prefix\")" >&2; exit 2 ;;
esac
[ "$prefix" = / ] || prefix="${prefix%/}"
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
librenju.so.* | librenju_ffi.so.*) ;;
*) echo "ffi/install.sh: $built/librenju_ffi.so has no versioned soname (\"$soname\"; ffi/build.rs sets it)" >&2; exit 1 ;;
esac
# Cargo names the library after its crate, renju_ffi; installed, it is renju (-lrenju), the
# name a C user expects. The file keeps the soname the build wrote into it, which is the name
# the programs linked against it ask the loader for.
real="librenju.so.$version"

install -d "$dest/include" "$dest/lib/pkgconfig" "$dest/lib/cmake/renju"
install -m 644 ffi/include/renju.h "$dest/include/renju.h"
install -m 644 "$built/librenju_ffi.a" "$dest/lib/librenju.a"
install -m 755 "$built/librenju_ffi.so" "$dest/lib/$real"
[ "$soname" = "$real" ] || ln -sfn "$real" "$dest/lib/$soname"
ln -sfn "$soname" "$dest/lib/librenju.so"

# What the static library needs besides itself: the Rust standard library's system
# libraries (rustc --print native-static-libs says so for this target).
static_libs="-lgcc_s -lutil -lrt -lpthread -lm -ldl -lc"

for pc in renju.pc renju-libs.pc; do
    sed -e "s|@PREFIX@|$prefix|g" -e "s|@VERSION@|$version|g" -e "s|@STATIC_LIBS@|$static_libs|g" \
        "ffi/install/$pc.in" > "$dest/lib/pkgconfig/$pc"
done
sed -e "s|@VERSION@|$version|g" -e "s|@REAL@|$real|g" -e "s|@SONAME@|$soname|g" \
    ffi/install/renjuConfig.cmake.in > "$dest/lib/cmake/renju/renjuConfig.cmake"
sed -e "s|@VERSION@|$version|g" \
    ffi/install/renjuConfigVersion.cmake.in > "$dest/lib/cmake/renju/renjuConfigVersion.cmake"

echo "installed renju $version (-lrenju; soname $soname) under ${DESTDIR:+$DESTDIR}$prefix"
# A staged install is not where it will be used: nothing to tell.
[ -z "${DESTDIR:-}" ] || exit 0

# Whether a colon-separated list holds a directory.
holds() { case ":$1:" in *":$2:"*) return 0 ;; *) return 1 ;; esac; }
lib="$prefix/lib"
[ "$prefix" = / ] && lib=/lib
exports=()
# pkg-config: its built-in search path, then PKG_CONFIG_PATH.
pc_path="$(pkg-config --variable pc_path pkg-config 2> /dev/null || true)"
if ! holds "$pc_path:${PKG_CONFIG_PATH:-}" "$lib/pkgconfig"; then
    exports+=("export PKG_CONFIG_PATH=$(printf %q "$lib/pkgconfig")\${PKG_CONFIG_PATH:+:\$PKG_CONFIG_PATH}")
fi
# The dynamic loader: its trusted directories and those of ld.so.conf (ldconfig -v lists
# both), then LD_LIBRARY_PATH. A directory of ld.so.conf is read from the loader's cache,
# which ldconfig rebuilds: a library new there is found only after `ldconfig` runs.
ldconfig="$(command -v ldconfig || echo /sbin/ldconfig)"
loader_dirs="$("$ldconfig" -v -N -X 2> /dev/null | sed -n 's|^\(/[^:]*\):.*|\1|p' | tr '\n' ':' || true)"
if holds "$loader_dirs" "$lib"; then
    if [ "$lib" != /lib ] && [ "$lib" != /usr/lib ]; then
        refresh="run ldconfig (as root, e.g. sudo ldconfig) so that the loader's cache lists $lib/$soname"
    fi
elif ! holds "${LD_LIBRARY_PATH:-}" "$lib"; then
    exports+=("export LD_LIBRARY_PATH=$(printf %q "$lib")\${LD_LIBRARY_PATH:+:\$LD_LIBRARY_PATH}")
    rpath="or, instead of LD_LIBRARY_PATH, link with -Wl,-rpath,$lib (the program then finds the library by itself), or link statically: pkg-config --static --libs renju"
fi
# CMake: find_package looks under its system prefixes (/usr/local, /usr, /) and each
# PATH entry's parent, then CMAKE_PREFIX_PATH.
case "$prefix" in
/ | /usr | /usr/local) ;;
*)
    if ! holds "${PATH:-}" "$prefix/bin" && ! holds "${CMAKE_PREFIX_PATH:-}" "$prefix"; then
        exports+=("export CMAKE_PREFIX_PATH=$(printf %q "$prefix")\${CMAKE_PREFIX_PATH:+:\$CMAKE_PREFIX_PATH}")
    fi
    ;;
esac
if [ "${#exports[@]}" -gt 0 ]; then
    echo "$prefix is not where pkg-config, the dynamic loader or CMake look by default. To use renju"
    echo "from this shell, run (and add to your shell's start-up file, e.g. ~/.profile, to keep it):"
    printf '  %s\n' "${exports[@]}"
fi
[ -z "${rpath:-}" ] || echo "($rpath)"
[ -z "${refresh:-}" ] || echo "To run programs linked against the shared library, $refresh."
