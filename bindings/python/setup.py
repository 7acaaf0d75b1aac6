"""Builds libautolayout.so from the repository (make, with the Swift toolchain) and
bundles it inside the package, so the installed package needs nothing else. The wheel
is tagged for the platform since it carries a native library, though the Python code
itself is pure (ctypes, no extension module)."""

import os
import pathlib
import shutil
import subprocess

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.dist import Distribution

try:
    from wheel.bdist_wheel import bdist_wheel
except ImportError:   # wheel too old or absent: plain installs still work
    bdist_wheel = None

HERE = pathlib.Path(__file__).resolve().parent
REPOSITORY = HERE.parent.parent
LIBRARY = "libautolayout.so"


def built_library():
    """The library to bundle: $AUTOLAYOUT_LIBRARY if set, else `make` in the repository."""
    explicit = os.environ.get("AUTOLAYOUT_LIBRARY")
    if explicit:
        return pathlib.Path(explicit)
    if not (REPOSITORY / "Makefile").is_file():
        raise RuntimeError(f"cannot build {LIBRARY}: no repository Makefile at {REPOSITORY}")
    subprocess.check_call(["make", "-C", str(REPOSITORY), "--no-print-directory"])
    return REPOSITORY / "build" / "lib" / LIBRARY


class BuildWithLibrary(build_py):
    def run(self):
        super().run()
        target = pathlib.Path(self.build_lib) / "autolayout" / LIBRARY
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(built_library(), target)


class BinaryDistribution(Distribution):
    def has_ext_modules(self):
        return True


commands = {"build_py": BuildWithLibrary}
if bdist_wheel is not None:
    class PlatformWheel(bdist_wheel):
        def finalize_options(self):
            super().finalize_options()
            self.root_is_pure = False

        def get_tag(self):
            _, _, platform = super().get_tag()
            return "py3", "none", platform

    commands["bdist_wheel"] = PlatformWheel

setup(cmdclass=commands, distclass=BinaryDistribution)
