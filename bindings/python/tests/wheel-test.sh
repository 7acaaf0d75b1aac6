#!/bin/sh
# The wheel of `make wheel` as a user gets it: auditwheel names a manylinux tag, and in
# a fresh virtual environment, on a PATH with no Swift toolchain, it installs from the
# file alone, the README's Python quick start prints what the README says, and the
# console script runs.
set -eu
top=$(cd "$(dirname "$0")/../../.." && pwd)
python=${PYTHON:-python3}
venv_tools="$top/build/venv/bin"
wheel=$(ls "$top"/build/wheelhouse/libautolayout-*.whl)
# The PEP 600 tag, after its legacy alias where it has one (manylinux2014 for 2.17).
case "$wheel" in
    *-py3-none-*manylinux_2_*_x86_64.whl|*-py3-none-*manylinux_2_*_aarch64.whl) ;;
    *) echo "wheel-test: $wheel has no manylinux tag"; exit 1 ;;
esac
# manylinux_2_28 or older: installable on the distributions of the last several years.
minor=$(printf '%s\n' "$wheel" | sed -E 's/.*manylinux_2_([0-9]+)_.*/\1/')
[ "$minor" -le 28 ] || { echo "wheel-test: $wheel needs glibc 2.$minor, newer than 2.28"; exit 1; }
"$venv_tools/auditwheel" show "$wheel" | tr '\n' ' ' | grep -q 'consistent with the following platform tag: "manylinux_' \
    || { echo "wheel-test: auditwheel show names no manylinux tag for $wheel"; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$python" "$top/tools/readme_blocks.py" "$top/README.md" "Python quick start" python > "$work/quickstart.py"
"$python" "$top/tools/readme_blocks.py" "$top/README.md" "Python quick start" python --expected > "$work/expected"
# Made without pip (quicker); the tools venv's pip installs into it.
"$python" -m venv --without-pip "$work/venv"
# From here on: the environment's own programs and the system's, nothing else.
bare="env -i HOME=$work PATH=$work/venv/bin:/usr/bin:/bin"
if $bare sh -c 'command -v swift' >/dev/null; then
    echo "wheel-test: swift is in /usr/bin or /bin, so it cannot be left out of PATH"; exit 1
fi
$bare "$venv_tools/pip" --python "$work/venv/bin/python" install -q --no-index --disable-pip-version-check "$wheel"
cd "$work"
$bare python quickstart.py > printed
diff -u expected printed || { echo "wheel-test: the quick start printed something else"; exit 1; }
$bare python -c 'import autolayout, pathlib, sys; sys.exit(pathlib.Path(autolayout.library_path).parent != pathlib.Path(autolayout.__file__).parent)' \
    || { echo "wheel-test: the package does not use its bundled library"; exit 1; }
printf 'node root\nroot.left == 0; root.top == 0; root.width == 40; root.height == 30\n' > one.layout
$bare autolayout one.layout > described
grep -qx '# root (0, 0, 40, 30)' described || { cat described; echo "wheel-test: the console script did not describe the layout"; exit 1; }
echo "wheel-test: 4 passed, 0 failed"
