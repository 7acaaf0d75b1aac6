#!/usr/bin/env python3
"""Runs the code blocks of the READMEs, as a reader would: Python blocks run (against the
package of this checkout), C blocks are compiled against build/lib and run, a `text`
block of the constraint language is laid out by the console script, each `make` target
named in a shell block must exist, and a Swift program must type-check against the
package's modules (`swift build` leaves them in .build/debug/Modules). Fragments are
left to the tests that use them whole: a Package.swift fragment to `make
test-swift-package` (a package depending on this one), a CMake one to `make
test-install` (the C quick start built with find_package). What a block says it prints (a comment on its print line, see
readme_blocks.py) must be what it prints.

    check_readme.py README.md bindings/python/README.md
"""

import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

from readme_blocks import blocks, expected_output

TOP = pathlib.Path(__file__).resolve().parents[1]


def run(command, **options):
    return subprocess.run(command, capture_output=True, text=True, timeout=120, **options)


def printed_as_said(language, code, result):
    """None if the block ran and printed what its comments say, else what went wrong."""
    if result.returncode != 0:
        return f"exit status {result.returncode}\n{result.stdout}{result.stderr}"
    expected = expected_output(language, code)
    if expected and result.stdout.splitlines() != expected:
        return f"printed {result.stdout.splitlines()}, the README says {expected}"
    return None


def check_python(code, work):
    environment = dict(os.environ, PYTHONPATH=str(TOP / "bindings" / "python"))
    return printed_as_said("python", code, run([sys.executable, "-c", code], cwd=work, env=environment))


def check_c(code, work):
    source = pathlib.Path(work) / "readme.c"
    program = pathlib.Path(work) / "readme"
    source.write_text(code)
    library = TOP / "build" / "lib"
    compiled = run([os.environ.get("CC", "cc"), "-std=c11", "-Wall", "-Werror", f"-I{TOP / 'include'}",
                    str(source), "-o", str(program), f"-L{library}", "-lautolayout", "-lm",
                    f"-Wl,-rpath,{library}"])
    if compiled.returncode != 0:
        return "does not compile:\n" + compiled.stderr
    return printed_as_said("c", code, run([str(program)]))


def check_layout_file(code, work):
    """A file of the console script: lays out with no error (broken constraints would
    warn) and describes every node it declares."""
    path = pathlib.Path(work) / "readme.layout"
    path.write_text(code)
    environment = dict(os.environ, PYTHONPATH=str(TOP / "bindings" / "python"))
    result = run([sys.executable, "-m", "autolayout", str(path)], env=environment)
    if result.returncode != 0 or result.stderr:
        return f"exit status {result.returncode}\n{result.stdout}{result.stderr}"
    declared = re.findall(r"^node (\w+)", code, re.MULTILINE)
    described = re.findall(r"^#\s+(\w+) \(", result.stdout, re.MULTILINE)
    if not declared or described != declared:
        return f"declared nodes {declared}, described {described}"
    return None


def make_targets():
    """The Makefile's targets, from make's database (the target ':' runs nothing; `make
    -n` would still run the recursive makes of `make test`)."""
    database = run(["make", "-C", str(TOP), "-pRrq", ":"], env=dict(os.environ, MAKEFLAGS="")).stdout
    return set(re.findall(r"^([\w.-]+):", database, re.MULTILINE))


def check_shell(code, work):
    """Each `make TARGET` must name a target of the Makefile, each `pip install PATH` an
    existing directory (not run: `make test` would run itself)."""
    for target in re.findall(r"^make (\S+)", code, re.MULTILINE):
        if target not in make_targets():
            return f"no make target {target}"
    for path in re.findall(r"^pip install (\S+)", code, re.MULTILINE):
        if not (TOP / path).is_dir():
            return f"no directory {path} to install"
    return None


SKIPPED = "skipped"


def check_swift(code, work):
    if "import " not in code:
        return SKIPPED
    modules = TOP / ".build" / "debug" / "Modules"
    if not (modules / "AutoLayout.swiftmodule").exists():
        return f"no {modules}/AutoLayout.swiftmodule: run `swift build` first"
    source = pathlib.Path(work) / "main.swift"
    source.write_text(code)
    swiftc = pathlib.Path(shutil.which(os.environ.get("SWIFT", "swift")) or "swift").parent / "swiftc"
    checked = run([str(swiftc), "-typecheck", "-I", str(modules), str(source)])
    return None if checked.returncode == 0 else "does not type-check:\n" + checked.stderr


def check_cmake(code, work):
    return SKIPPED


CHECKS = {"python": check_python, "c": check_c, "text": check_layout_file, "sh": check_shell,
          "swift": check_swift, "cmake": check_cmake}


def main(files):
    passed = failed = 0
    for name in files:
        text = (TOP / name).read_text(encoding="utf-8")
        for section, language, code, line in blocks(text):
            check = CHECKS.get(language)
            if check is None:
                print(f"{name}:{line}: a block in {language or 'no language'}, which no check knows")
                failed += 1
                continue
            with tempfile.TemporaryDirectory() as work:
                problem = check(code, work)
            if problem == SKIPPED:
                print(f"{name}:{line} ({section}, {language}): not checked here")
            elif problem:
                print(f"{name}:{line} ({section}, {language}): {problem}")
                failed += 1
            else:
                passed += 1
    print(f"readme: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
