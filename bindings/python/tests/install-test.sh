#!/bin/sh
# The source distribution: it carries the Swift sources, so `pip install` of it builds
# the library where Swift is present and says clearly what is missing where it is not.
# And `pip install ./bindings/python` from the checkout leaves nothing in the tree.
set -eu
top=$(cd "$(dirname "$0")/../../.." && pwd)
python=${PYTHON:-python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$top/build/venv/bin/python" -m build -q --no-isolation --sdist --outdir "$work/dist" "$top/bindings/python" > "$work/build.log" 2>&1 \
    || { cat "$work/build.log"; exit 1; }
sdist=$(ls "$work"/dist/libautolayout-*.tar.gz)
# Made without pip (quicker); the tools venv's pip installs into it.
"$python" -m venv --without-pip "$work/venv"
pip="$top/build/venv/bin/pip --python $work/venv/bin/python"
passed=0

# No Swift on PATH: a failure that says so.
if env PATH="$work/venv/bin:/usr/bin:/bin" sh -c 'command -v swift' >/dev/null; then
    echo "python-install-test: swift is in /usr/bin or /bin: the no-Swift check is left out"
else
    if env PATH="$work/venv/bin:/usr/bin:/bin" $pip install -q --disable-pip-version-check "$sdist" > "$work/no-swift.log" 2>&1; then
        echo "python-install-test: the sdist installed without Swift"; exit 1
    fi
    grep -q "needs the Swift toolchain" "$work/no-swift.log" \
        || { cat "$work/no-swift.log"; echo "python-install-test: no clear message without Swift"; exit 1; }
    passed=$((passed + 1))
fi

check() {
    (cd "$work" && env -u AUTOLAYOUT_LIBRARY "$work/venv/bin/python" - <<'PYTHON'
import pathlib
import autolayout as al
assert pathlib.Path(al.library_path).parent == pathlib.Path(al.__file__).parent, al.library_path
with al.Layout() as layout:
    root = layout.node("root")
    child = layout.node("child", parent=root)
    layout.activate(root.left == 0, root.top == 0, root.size == (800, 600),
                    child.edges == root.edges.inset(10))
    layout.update()
    assert child.frame == al.Rect(10, 10, 780, 580), child.frame
PYTHON
    )
}

# With Swift: the sdist builds the library from the sources it carries.
$pip install -q --disable-pip-version-check "$sdist"
check
passed=$((passed + 1))

# From the checkout: installs, and the tree holds nothing new (no build/, no *.egg-info).
leftovers() { find "$top/bindings/python" \( -name build -o -name dist -o -name '*.egg-info' \) -print; }
before=$(leftovers)
$pip install -q --disable-pip-version-check --force-reinstall --no-deps "$top/bindings/python"
check
after=$(leftovers)
if [ "$before" != "$after" ]; then
    echo "python-install-test: pip install left files in bindings/python:"
    printf '%s\n' "$after"; exit 1
fi
passed=$((passed + 1))
echo "python-install-test: $passed passed, 0 failed"
