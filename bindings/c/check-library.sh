#!/bin/sh
# Checks what the shipped library promises: no Swift runtime (only libc and libm),
# only al_* exported, at most 500 KB stripped, no glibc symbol newer than 2.28.
set -eu
lib=${1:-build/lib/libautolayout.so}
failed=0
fail() { echo "check-library: $*"; failed=1; }

deps=$(ldd "$lib" | awk '{print $1}' | grep -vE '^(linux-vdso\.so|/lib64/ld-linux|libc\.so|libm\.so)' || true)
[ -z "$deps" ] || fail "depends on more than libc and libm: $deps"

exports=$(nm -D --defined-only "$lib" | awk '$2 ~ /^[A-Z]$/ {print $3}')
stray=$(printf '%s\n' "$exports" | grep -v '^al_' || true)
[ -z "$stray" ] || fail "exports symbols outside al_*: $stray"
count=$(printf '%s\n' "$exports" | grep -c '^al_')

size=$(wc -c < "$lib")
[ "$size" -le 512000 ] || fail "is $size bytes, over 500 KB"

newest=$(objdump -T "$lib" | grep -o 'GLIBC_[0-9.]*' | sed 's/GLIBC_//' | sort -t. -k1,1n -k2,2n | tail -n 1)
case "$(printf '%s\n2.28\n' "$newest" | sort -t. -k1,1n -k2,2n | tail -n 1)" in
    2.28) ;;
    *) fail "needs glibc $newest, newer than 2.28" ;;
esac

[ "$failed" -eq 0 ] || exit 1
echo "check-library: $lib: $count al_* exports, $size bytes, libc/libm only, glibc <= $newest"
