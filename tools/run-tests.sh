#!/bin/sh
# Runs each make target given (`make test`'s parts), stops at the first failure, and
# ends with one line counting the checks of every part: the parts' own closing lines
# ("N passed, N failed", pytest's "N passed", XCTest's "Executed N tests, with N
# failures"); a part without counts is one check.
set -u
make=${MAKE:-make}
logs=build/test-logs
mkdir -p "$logs"
passed=0
failed=0
summary=""
for part in "$@"; do
    log="$logs/$part.log"
    { "$make" --no-print-directory "$part" 2>&1; echo $? > "$log.status"; } | tee "$log"
    status=$(cat "$log.status")
    counts=$(sed -E -n \
        -e 's/^([a-z-]+: )?([0-9]+) passed, ([0-9]+) failed$/\2 \3/p' \
        -e 's/.*Executed ([0-9]+) tests?, with ([0-9]+) failures?.*/\1 \2/p' \
        -e 's/^=* ?([0-9]+) passed(, [0-9]+ (skipped|deselected|xfailed|warnings?))* in .*/\1 0/p' \
        -e 's/^=* ?([0-9]+) failed, ([0-9]+) passed.* in .*/\2 \1/p' \
        "$log" | tail -n 1)
    [ -n "$counts" ] || counts="1 0"
    [ "$status" -eq 0 ] || counts="${counts% *} $((${counts#* } + 1))"
    passed=$((passed + ${counts% *}))
    failed=$((failed + ${counts#* }))
    summary="$summary${summary:+, }${part#test-} ${counts% *}"
    if [ "$status" -ne 0 ]; then
        echo "make test: $part failed (see $log); $passed passed, $failed failed ($summary)"
        exit 1
    fi
done
echo "make test: $passed passed, $failed failed ($summary)"
