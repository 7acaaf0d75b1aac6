#!/bin/sh
# pip-installs the package from a copy of this checkout into a fresh virtual
# environment, deletes the copy, and uses the installed package with no environment
# variable set: the bundled library must carry it.
set -eu
top=$(cd "$(dirname "$0")/../../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/source"
(cd "$top" && tar --exclude=./.build --exclude=./.build-embedded --exclude=./build --exclude=.git -cf - .) \
    | tar -xf - -C "$work/source"
${PYTHON:-python3} -m venv "$work/venv"
"$work/venv/bin/pip" install -q "$work/source/bindings/python"
rm -rf "$work/source"
cd "$work"
env -u AUTOLAYOUT_LIBRARY "$work/venv/bin/python" - <<'PYTHON'
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
print("python-install-test: 1 passed, 0 failed")
PYTHON
