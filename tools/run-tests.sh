#!/bin/sh
# Runs each make target given (`make test`'s parts), stops at the first failure, and
# ends with one line counting the checks of every part: the parts' own closing lines
# ("N passed, N failed", pytest's "N passed", XCTest's "Executed N tests, with N
# failures", node's "# pass N"); a part without counts is one check.
set -u
make=${MAKE:-make}

count() {
    # node --test's report ends with "# pass N" and "# fail N" on lines of their own.
    node_passed=$(sed -E -n 's/^(# |ℹ )pass ([0-9]+)$/\2/p' "$1" | tail -n 1)
    if [ -n "$node_passed" ]; then
        node_failed=$(sed -E -n 's/^(# |ℹ )fail ([0-9]+)$/\2/p' "$1" | tail -n 1)
        echo "$node_passed ${node_failed:-0}"
        return
    fi
    sed -E -n \
        -e 's/^([a-z-]+: )?([0-9]+) passed, ([0-9]+) failed$/\2 \3/p' \
        -e 's/.*Executed ([0-9]+) tests?, with ([0-9]+) failures?.*/\1 \2/p' \
        -e 's/^=* ?([0-9]+) passed(, [0-9]+ (skipped|deselected|xfailed|warnings?))* in .*/\1 0/p' \
        -e 's/^=* ?([0-9]+) failed, ([0-9]+) passed.* in .*/\2 \1/p' \
        "$1" | tail -n 1
}

logs=build/test-logs
mkdir -p "$logs"
passed=0
failed=0
summary=""
for part in "$@"; do
    log="$logs/$part.log"
    { "$make" --no-print-directory "$part" 2>&1; echo $? > "$log.status"; } | tee "$log"
    status=$(cat "$log.status" 2>/dev/null)
    case "$status" in ''|*[!0-9]*) status=1 ;; esac   # no status written: a failure
    counts=$(count "$log")
    if [ "$status" -eq 0 ]; then
        [ -n "$counts" ] || counts="1 0"
    else   # the part's own failures, and its exit status as one more
        [ -n "$counts" ] || counts="0 0"
        counts="${counts% *} $((${counts#* } + 1))"
    fi
    passed=$((passed + ${counts% *}))
    failed=$((failed + ${counts#* }))
    summary="$summary${summary:+, }${part#test-} ${counts% *}"
    if [ "$status" -ne 0 ]; then
        echo "make test: $part failed (see $log); $passed passed, $failed failed ($summary)"
        exit 1
    fi
done
echo "make test: $passed passed, $failed failed ($summary)"
[ "$failed" -eq 0 ]
