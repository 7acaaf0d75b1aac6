#!/bin/sh
# A separate package that depends on this repository by a version tag, as users add it:
# `.package(url: ..., from: "X.Y.Z")`. SwiftPM refuses such a dependency when a target it
# uses declares unsafe flags. The check snapshots the working tree (tracked and new
# files) into a fresh repository tagged with the library's version, builds a package
# whose main.swift is the sketch of docs/swift.md, and checks the frame it prints.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
SWIFT=${SWIFT:-swift}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The version is the header's (AL_VERSION_MAJOR, _MINOR, _PATCH), as the Makefile reads it.
part() { awk -v name="AL_VERSION_$1" '$1 ~ /define$/ && $2 == name { print $3 }' "$top/include/autolayout.h"; }
version=$(part MAJOR).$(part MINOR).$(part PATCH)
case "$version" in
    [0-9]*.[0-9]*.[0-9]*) ;;
    *) echo "version-dependency: no version in include/autolayout.h (got '$version')"; exit 1 ;;
esac

mkdir "$work/autolayout"
git -C "$top" ls-files --cached --others --exclude-standard |
    while IFS= read -r file; do [ -e "$top/$file" ] && printf '%s\n' "$file"; done > "$work/files"
tar -C "$top" -cf - -T "$work/files" | tar -C "$work/autolayout" -xf -
git -C "$work/autolayout" init -q
git -C "$work/autolayout" add -A
git -C "$work/autolayout" -c user.name=check -c user.email=check@localhost commit -q -m "snapshot"
git -C "$work/autolayout" tag "$version"

mkdir -p "$work/consumer/Sources/Consumer"
cp "$top/Examples/VersionDependency/main.swift" "$work/consumer/Sources/Consumer/main.swift"
cat > "$work/consumer/Package.swift" <<PACKAGE
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "consumer",
    dependencies: [
        .package(url: "file://$work/autolayout", from: "$version"),
    ],
    targets: [
        .executableTarget(name: "Consumer", dependencies: [.product(name: "AutoLayout", package: "autolayout")]),
    ]
)
PACKAGE

expected="Rect(x: 10.0, y: 10.0, width: 780.0, height: 580.0)"
if ! output=$(cd "$work/consumer" && "$SWIFT" run -q Consumer 2>"$work/errors"); then
    cat "$work/errors"
    echo "version-dependency: the package depending on autolayout $version did not build or run"
    exit 1
fi
if [ "$output" != "$expected" ]; then
    printf '%s\n' "$output"
    echo "version-dependency: expected $expected"
    exit 1
fi
echo "version-dependency: a package depending on autolayout from \"$version\" prints $output"
