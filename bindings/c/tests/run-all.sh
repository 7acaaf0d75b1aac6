#!/bin/sh
# Runs each test program given, stops at the first failure, and ends with one
# "total: N passed, N failed" line summing the programs' own closing lines (examples
# have none: they only have to run to completion).
set -u
passed=0
failed=0
for program in "$@"; do
    echo "== $program"
    output=$("$program" 2>&1)
    status=$?
    printf '%s\n' "$output"
    line=$(printf '%s\n' "$output" | grep -E '^([a-z-]+: )?[0-9]+ passed, [0-9]+ failed$' | tail -n 1)
    if [ -n "$line" ]; then
        counts=$(printf '%s' "$line" | sed -E 's/^([a-z-]+: )?([0-9]+) passed, ([0-9]+) failed$/\2 \3/')
        passed=$((passed + ${counts% *}))
        failed=$((failed + ${counts#* }))
    fi
    if [ "$status" -ne 0 ]; then
        failed=$((failed + 1))
        echo "total: $passed passed, $failed failed"
        exit 1
    fi
done
echo "total: $passed passed, $failed failed"
