#!/bin/sh
# Checks what the shipped library promises: no Swift runtime (only libc and libm),
# exactly the functions include/autolayout.h declares exported, the SONAME of its major
# version, at most 500 KB stripped, no glibc symbol newer than 2.28.
set -eu
lib=${1:-build/lib/libautolayout.so}
header=${2:-include/autolayout.h}
failed=0
fail() { echo "check-library: $*"; failed=1; }

deps=$(ldd "$lib" | awk '{print $1}' | grep -vE '^(linux-vdso\.so|/lib64/ld-linux|libc\.so|libm\.so)' || true)
[ -z "$deps" ] || fail "depends on more than libc and libm: $deps"

exports=$(nm -D --defined-only "$lib" | awk '$2 ~ /^[A-Z]$/ {print $3}')
stray=$(printf '%s\n' "$exports" | grep -v '^al_' || true)
[ -z "$stray" ] || fail "exports symbols outside al_*: $stray"
count=$(printf '%s\n' "$exports" | grep -c '^al_')
# Every function the header declares ("al_name(") is exported, and nothing else is.
lists=$(mktemp -d)
trap 'rm -rf "$lists"' EXIT
grep -oE '\bal_[a-z_]+\(' "$header" | tr -d '(' | sort -u > "$lists/declared"
printf '%s\n' "$exports" | sort -u > "$lists/exported"
undeclared=$(comm -13 "$lists/declared" "$lists/exported")
missing=$(comm -23 "$lists/declared" "$lists/exported")
[ -z "$undeclared" ] || fail "exports symbols the header does not declare:" $undeclared
[ -z "$missing" ] || fail "does not export functions the header declares:" $missing

major=$(awk '$1 == "#define" && $2 == "AL_VERSION_MAJOR" { print $3 }' "$header")
soname=$(readelf -d "$lib" | sed -n 's/.*Library soname: \[\(.*\)\]/\1/p')
[ "$soname" = "libautolayout.so.$major" ] || fail "SONAME is '$soname', not libautolayout.so.$major"

size=$(wc -c < "$lib")
[ "$size" -le 512000 ] || fail "is $size bytes, over 500 KB"

newest=$(objdump -T "$lib" | grep -o 'GLIBC_[0-9.]*' | sed 's/GLIBC_//' | sort -t. -k1,1n -k2,2n | tail -n 1)
case "$(printf '%s\n2.28\n' "$newest" | sort -t. -k1,1n -k2,2n | tail -n 1)" in
    2.28) ;;
    *) fail "needs glibc $newest, newer than 2.28" ;;
esac

[ "$failed" -eq 0 ] || exit 1
echo "check-library: $lib: $count al_* exports, $size bytes, libc/libm only, glibc <= $newest"
