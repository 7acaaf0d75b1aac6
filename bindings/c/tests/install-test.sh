#!/bin/sh
# Installs as a user or a distribution would and builds the README's C quick start
# against the installed files only: with pkg-config and with CMake's find_package, then
# runs it the ways the README says (loader path, rpath) and compares what it prints with
# what the README says it prints. Also: a staged install (DESTDIR, LIBDIR) has the
# versioned library, its links and SONAME, and paths pointing at the final place.
set -eu
top=$(cd "$(dirname "$0")/../../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
checks=0
fail() { echo "install-test: $*"; echo "install-test: $checks passed, 1 failed"; exit 1; }
pass() { checks=$((checks + 1)); }
# Only the system's tools on the path and no library path: no Swift toolchain reachable.
clean() { env -i PATH=/usr/bin:/bin "$@"; }

version_part() { awk -v name="AL_VERSION_$1" '$1 == "#define" && $2 == name { print $3 }' "$top/include/autolayout.h"; }
major=$(version_part MAJOR)
version=$major.$(version_part MINOR).$(version_part PATCH)

# The quick start as printed, and the line it says it prints ("/* 0 500 800 100 */").
awk '/^## C quick start/ { section = 1 } section && /^```c$/ { inside = 1; next }
     inside && /^```$/ { exit } inside' "$top/README.md" > "$work/app.c"
expected=$(grep 'printf' "$work/app.c" | sed -n 's|.*/\* *\(.*[^ ]\) *\*/ *$|\1|p')
[ -n "$expected" ] || fail "no C quick start with a printed result found in README.md"
first_line() { "$@" | head -n 1; }

# 1. Staged, as a package build does it: DESTDIR, a LIBDIR of its own.
stage=$work/stage
make -C "$top" --no-print-directory install DESTDIR="$stage" PREFIX=/opt/autolayout \
    LIBDIR=/opt/autolayout/lib64 >/dev/null
lib=$stage/opt/autolayout/lib64
[ -f "$lib/libautolayout.so.$version" ] && [ ! -L "$lib/libautolayout.so.$version" ] \
    || fail "no $lib/libautolayout.so.$version"; pass
[ "$(readlink "$lib/libautolayout.so.$major")" = "libautolayout.so.$version" ] \
    || fail "libautolayout.so.$major does not link to libautolayout.so.$version"; pass
[ "$(readlink "$lib/libautolayout.so")" = "libautolayout.so.$major" ] \
    || fail "libautolayout.so does not link to libautolayout.so.$major"; pass
readelf -d "$lib/libautolayout.so.$version" | grep -q "soname: \[libautolayout.so.$major\]" \
    || fail "the library's SONAME is not libautolayout.so.$major"; pass
grep -qx 'libdir=/opt/autolayout/lib64' "$lib/pkgconfig/autolayout.pc" \
    && grep -qx "Version: $version" "$lib/pkgconfig/autolayout.pc" \
    || fail "autolayout.pc does not name the final libdir and version"; pass
[ -f "$stage/opt/autolayout/include/autolayout.h" ] && [ -f "$stage/opt/autolayout/include/autolayout.hpp" ] \
    && [ -f "$lib/cmake/autolayout/autolayoutConfig.cmake" ] \
    && [ -f "$lib/cmake/autolayout/autolayoutConfigVersion.cmake" ] \
    || fail "headers or the CMake package missing from the staged tree"; pass

# 2. Installed into a prefix, built with pkg-config.
prefix=$work/prefix
make -C "$top" --no-print-directory install PREFIX="$prefix" >/dev/null
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
cc -std=c11 -Wall -Werror $(pkg-config --cflags autolayout) "$work/app.c" -o "$work/app" \
    $(pkg-config --libs autolayout)
libdir=$(pkg-config --variable=libdir autolayout)
[ "$(first_line clean LD_LIBRARY_PATH="$libdir" "$work/app")" = "$expected" ] \
    || fail "the quick start run with LD_LIBRARY_PATH did not print $expected"; pass
cc -std=c11 -Wall -Werror $(pkg-config --cflags autolayout) "$work/app.c" -o "$work/app-rpath" \
    $(pkg-config --libs autolayout) -Wl,-rpath,"$libdir"
[ "$(first_line clean "$work/app-rpath")" = "$expected" ] \
    || fail "the quick start built with an rpath did not print $expected"; pass
if clean LD_LIBRARY_PATH="$libdir" ldd "$work/app" | grep -qi swift; then
    fail "the installed program reaches a Swift library"
fi; pass
# A program of the whole documented ABI; it also checks the header's version macros
# against the library's al_version().
cc -std=c11 -Wall -Werror $(pkg-config --cflags autolayout) "$top/bindings/c/tests/contract_program.c" \
    -o "$work/contract_program" $(pkg-config --libs autolayout) -lm
clean LD_LIBRARY_PATH="$libdir" "$work/contract_program" >/dev/null || fail "the contract program failed"; pass

# 3. CMake's find_package, as the README says (CMAKE_PREFIX_PATH), and from the staged
#    tree, moved from where it was meant to live and with its lib64 (autolayout_DIR, as
#    for any directory CMake does not search). CMake records the library's directory as
#    the build's rpath, so the programs run as they are.
if command -v cmake >/dev/null; then
    user_project() {   # build directory, version asked for, then cmake's own options
        build=$1 request=$2; shift 2
        cmake -S "$top/bindings/c/tests/cmake" -B "$build" -DAPP_SOURCE="$work/app.c" \
            -DAUTOLAYOUT_REQUEST="$request" "$@" > "$build.log" 2>&1
    }
    user_project "$work/cmake" "$major.0" -DCMAKE_PREFIX_PATH="$prefix" \
        || { cat "$work/cmake.log"; fail "find_package(autolayout $major.0) failed"; }
    cmake --build "$work/cmake" >/dev/null || fail "the CMake build of the quick start failed"
    [ "$(first_line clean "$work/cmake/app")" = "$expected" ] \
        || fail "the quick start built with CMake did not print $expected"; pass
    user_project "$work/cmake-moved" "$major.0" -Dautolayout_DIR="$lib/cmake/autolayout" \
        || { cat "$work/cmake-moved.log"; fail "find_package(autolayout) failed in the moved tree"; }
    cmake --build "$work/cmake-moved" >/dev/null || fail "the CMake build against the moved tree failed"
    [ "$(first_line clean "$work/cmake-moved/app")" = "$expected" ] \
        || fail "the quick start built against the moved tree did not print $expected"; pass
    if user_project "$work/cmake-newer" "$((major + 1)).0" -DCMAKE_PREFIX_PATH="$prefix"; then
        fail "find_package(autolayout $((major + 1)).0) accepted version $version"
    fi
    grep -q "version: $version" "$work/cmake-newer.log" \
        || { cat "$work/cmake-newer.log"; fail "find_package did not refuse version $version"; }; pass
else
    echo "install-test: cmake not found, find_package not tested (.ci/run installs it)"
fi
echo "install-test: $checks passed, 0 failed"
