"""mypy --strict over the package, its examples and typed uses (all must pass), and over
misuses (each marked line must fail, no other line)."""
import pathlib
import re
import subprocess
import sys

PACKAGE = pathlib.Path(__file__).resolve().parents[1]
TYPING = PACKAGE / "tests" / "typing"
CACHE = PACKAGE.parents[1] / "build" / "mypy-cache"


def mypy(*paths):
    result = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(CACHE),
                             "--no-error-summary", *map(str, paths)],
                            cwd=PACKAGE, capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr


def test_package_examples_and_typed_uses_pass_strict():
    status, output = mypy(PACKAGE / "autolayout", PACKAGE / "examples", TYPING / "well_typed.py")
    assert status == 0, output
    assert (PACKAGE / "autolayout" / "py.typed").is_file()


def test_each_misuse_is_an_error_and_nothing_else_is():
    source = (TYPING / "misuse.py").read_text().splitlines()
    marked = {number for number, line in enumerate(source, 1) if "# error" in line}
    assert len(marked) >= 10
    status, output = mypy(TYPING / "misuse.py")
    assert status == 1, output
    flagged = {int(match.group(1)) for match in re.finditer(r"misuse\.py:(\d+): error", output)}
    assert flagged == marked, output
