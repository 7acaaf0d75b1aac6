#!/bin/sh
# Installs into a temporary prefix, then builds a program written only against the
# installed header with pkg-config and runs it with nothing but the installed library on
# its library path.
set -eu
top=$(cd "$(dirname "$0")/../../.." && pwd)
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
make -C "$top" --no-print-directory install PREFIX="$prefix" >/dev/null
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
cc -std=c11 -Wall -Werror $(pkg-config --cflags autolayout) "$top/bindings/c/tests/contract_program.c" \
    -o "$prefix/contract_program" $(pkg-config --libs autolayout) -lm
# No Swift toolchain on the path or library path: only the installed prefix.
env -i LD_LIBRARY_PATH="$prefix/lib" PATH=/usr/bin:/bin "$prefix/contract_program"
if env -i LD_LIBRARY_PATH="$prefix/lib" ldd "$prefix/contract_program" | grep -qi swift; then
    echo "install-test: the installed program reaches a Swift library"; exit 1
fi
echo "install-test: 1 passed, 0 failed"
