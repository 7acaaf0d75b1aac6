"""The wheel's build hook: bundles libautolayout.so inside the package, so that the
installed package needs nothing else. The library comes from $AUTOLAYOUT_LIBRARY if set,
else from `make` in the repository (a checkout) or in native/ (an sdist), which needs the
Swift toolchain. The Python code is pure (ctypes, no extension module), so the wheel is
tagged py3-none-PLATFORM; `make wheel` then has auditwheel give it a manylinux tag."""

import os
import pathlib
import shutil
import subprocess
import sysconfig

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

LIBRARY = "libautolayout.so"


class LibraryBuildHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version, build_data):
        if self.target_name != "wheel":
            return
        build_data["pure_python"] = False
        platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
        build_data["tag"] = f"py3-none-{platform}"
        build_data["force_include"][str(self.library())] = f"autolayout/{LIBRARY}"

    def library(self):
        explicit = os.environ.get("AUTOLAYOUT_LIBRARY")
        if explicit:
            path = pathlib.Path(explicit)
            if not path.is_file():
                raise RuntimeError(f"AUTOLAYOUT_LIBRARY is {explicit}, which is not a file")
            return path.resolve()
        root = pathlib.Path(self.root)
        for source in (root / "native", root.parent.parent):
            if (source / "Makefile").is_file() and (source / "Package.swift").is_file():
                break
        else:
            raise RuntimeError(f"cannot build {LIBRARY}: neither {root / 'native'} (an sdist) nor "
                               f"{root.parent.parent} (a checkout) holds its sources")
        swift = os.environ.get("SWIFT", "swift")
        missing = [tool for tool in (swift, "make") if shutil.which(tool) is None]
        if missing:
            raise RuntimeError(
                f"building {LIBRARY} from source needs the Swift toolchain (6.x) and make, and "
                f"{' and '.join(repr(tool) for tool in missing)} is not on PATH. Install Swift "
                "from swift.org (or set SWIFT to its swift), or install a prebuilt wheel of "
                "libautolayout instead of this source distribution.")
        subprocess.check_call(["make", "-C", str(source), "--no-print-directory", "all"])
        # The build's own name for it may be a link to a versioned file: bundle the file.
        return (source / "build" / "lib" / LIBRARY).resolve()
