"""`make bench`: builds the drivers (kiwi from kiwisolver's source distribution,
downloaded with pip now, never vendored), runs every workload for both engines, prints
a table of figures and whether each target of the performance issue is met.

`make bench-shapes` (`run.py --shapes`): the layout shapes of issue 13 instead (see
shapes_main)."""
import array
import os
import pathlib
import shutil
import subprocess
import time
import sys
import tarfile

HERE = pathlib.Path(__file__).resolve().parent
TOP = HERE.parent
WORK = TOP / "build" / "bench"
KIWI_TIMEOUT = int(os.environ.get("KIWI_TIMEOUT", "120"))


def kiwi_headers():
    """kiwi is header-only: unpack kiwisolver's sdist and return its top folder."""
    WORK.mkdir(parents=True, exist_ok=True)
    found = sorted(WORK.glob("kiwisolver-*/kiwi/kiwi.h"))
    if found:
        return found[-1].parent.parent
    subprocess.check_call([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--no-binary", ":all:",
                           "kiwisolver", "-d", str(WORK)])
    archive = sorted(WORK.glob("kiwisolver-*.tar.gz"))[-1]
    with tarfile.open(archive) as tar:
        tar.extractall(WORK)
    return sorted(WORK.glob("kiwisolver-*/kiwi/kiwi.h"))[-1].parent.parent


def build_drivers(directory=WORK, library=True, pin=False):
    """Builds the library (unless `library` is false) and both drivers into `directory`.
    With `pin`, `ours` links a copy of the library in `directory`/lib, so that a rebuild
    during the run (make copies over the mapped file: SIGBUS) does not touch it."""
    if library:
        subprocess.check_call(["make", "-C", str(TOP), "--no-print-directory"])
    directory.mkdir(parents=True, exist_ok=True)
    library_dir = TOP / "build" / "lib"
    if pin:
        pinned = directory / "lib"
        pinned.mkdir(parents=True, exist_ok=True)
        # Under the name programs load it by (its SONAME, what libautolayout.so links to),
        # with libautolayout.so beside it for the linker.
        soname = os.readlink(library_dir / "libautolayout.so")
        shutil.copy2(library_dir / "libautolayout.so", pinned / "libautolayout.so.new")
        os.replace(pinned / "libautolayout.so.new", pinned / soname)
        if not (pinned / "libautolayout.so").is_symlink():
            (pinned / "libautolayout.so").unlink(missing_ok=True)
            (pinned / "libautolayout.so").symlink_to(soname)
        library_dir = pinned
    ours, kiwi = directory / "ours", directory / "kiwi"
    subprocess.check_call(["cc", "-O2", "-std=gnu11", f"-I{TOP}/include", f"-I{HERE}", str(HERE / "ours.c"),
                           str(HERE / "allocations.c"), f"-L{library_dir}", "-lautolayout", "-lm",
                           f"-Wl,-rpath,{library_dir}", "-o", str(ours)])
    # The allocation counter is C: compiled on its own, as g++ would give it C++'s standard.
    allocations = directory / "allocations.o"
    subprocess.check_call(["cc", "-O2", "-std=gnu11", "-c", str(HERE / "allocations.c"), "-o", str(allocations)])
    subprocess.check_call(["g++", "-O2", "-std=c++17", f"-I{kiwi_headers()}", f"-I{HERE}",
                           str(HERE / "kiwi.cpp"), str(allocations), "-o", str(kiwi)])
    return ours, kiwi


def run(command, timeout=None):
    """The driver's key=value figures; None when it did not finish within `timeout`, or
    only {"build": ...} when it finished its build but not its resizes."""
    try:
        output = subprocess.run([str(part) for part in command], capture_output=True, text=True, check=True,
                                timeout=timeout).stdout
    except subprocess.TimeoutExpired as expired:
        partial = (expired.stderr or b"").decode() if isinstance(expired.stderr, bytes) else (expired.stderr or "")
        builds = [line.split("=", 1)[1] for line in partial.split() if line.startswith("build=")]
        return {"build": builds[0]} if builds else None
    return dict(item.split("=", 1) for item in output.split())


def ratio(kiwi, ours):
    return float(kiwi) / float(ours) if kiwi is not None and float(ours) > 0 else None


# The workloads, then (without targets) the variants earlier tables measured, on
# which kiwi does not degrade: cells equal to the first cell, labels of their own widths.
WORKLOADS = [("grid", 10), ("grid", 20), ("grid", 50), ("grid", 100), ("form", 10), ("form", 200),
             ("form", 1000), ("form", 10000), ("switch", 1000), ("grid-first", 20), ("form-plain", 200)]
UNFINISHED = "unfinished"


def main():
    ours_driver, kiwi_driver = build_drivers()
    rows = []
    unfinished = set()   # workloads on which kiwi ran out of time: larger sizes are skipped
    print(f"{'workload':<16}{'engine':<15}{'build s':>10}{'us/node':>11}{'resize ms':>11}{'switch ms':>11}"
          f"{'allocs/resize':>14}{'peak MB':>9}{'build ratio':>12}{'resize ratio':>13}{'same frames':>12}")
    for workload, n in WORKLOADS:
        ours = run([ours_driver, workload, n])
        kiwi = best = None
        for order in ("natural", "best") if (workload, n) == ("grid", 50) else ("natural",):
            if (workload, order) in unfinished:
                figures = UNFINISHED
            else:
                figures = run([kiwi_driver, workload, n, order], KIWI_TIMEOUT) or UNFINISHED
                if figures == UNFINISHED:
                    unfinished.add((workload, order))
            if order == "natural":
                kiwi = figures
            else:
                best = figures
        rows.append((workload, n, ours, kiwi, best))
        for name, figures in (("ours", ours), ("kiwi natural", kiwi), ("kiwi best", best)):
            if name == "kiwi best" and best is None:
                continue
            label = f"{workload} {n}"
            if figures == UNFINISHED:
                print(f"{label:<16}{name:<15}{'> ' + str(KIWI_TIMEOUT) + ' s (not finished, or a smaller size did not)':>30}")
                continue
            if "nodes" not in figures:
                ratio_shown = f"{ratio(figures['build'], ours['build']):.1f}x"
                print(f"{label:<16}{name:<15}{float(figures['build']):>10.4f}{'':>11}"
                      f"{'(resizes not finished in ' + str(KIWI_TIMEOUT) + ' s)':>45}{ratio_shown:>12}")
                continue
            nodes = int(figures["nodes"])
            same = ""
            if name != "ours":
                same = "yes" if all(abs(float(figures[key]) - float(ours[key])) <= 1e-6 * max(1.0, abs(float(ours[key])))
                                    for key in ("checksum_build", "checksum_resize", "checksum_switch")) else "NO"
            build_ratio = ratio(figures["build"], ours["build"]) if name != "ours" else None
            resize_ratio = ratio(figures["resize"], ours["resize"]) if name != "ours" else None
            print(f"{label:<16}{name:<15}{float(figures['build']):>10.4f}{float(figures['build']) / nodes * 1e6:>11.2f}"
                  f"{float(figures['resize']) * 1e3:>11.4f}{float(figures['switch']) * 1e3:>11.3f}"
                  f"{float(figures['allocations_per_resize']):>14.1f}{int(figures['peak_kb']) / 1024:>9.1f}"
                  f"{(f'{build_ratio:.1f}x' if build_ratio else ''):>12}{(f'{resize_ratio:.2f}x' if resize_ratio else ''):>13}"
                  f"{same:>12}")

    environment = dict(os.environ, PYTHONPATH=str(TOP / "bindings" / "python"))
    python = {}
    for workload, n in (("grid", 20), ("form", 200)):
        line = subprocess.run([sys.executable, str(HERE / "python_compare.py"), workload, str(n)], capture_output=True,
                              text=True, check=True, env=environment).stdout
        python[workload] = dict(item.split("=", 1) for item in line.split()[1:])
        figures = python[workload]
        print(f"python {workload} {n}: ours {float(figures['ours']):.4f} s, kiwisolver {float(figures['kiwisolver']):.4f} s "
              f"({float(figures['kiwisolver']) / float(figures['ours']):.2f}x)")

    figures = {(w, n): (o, k, b) for w, n, o, k, b in rows}

    def build_ratio(workload, n, best=False):
        """kiwi's build time over ours; when kiwi did not finish, the timeout over ours,
        which is a lower bound of the ratio."""
        ours, kiwi, kiwi_best = figures[(workload, n)]
        other = kiwi_best if best else kiwi
        if other == UNFINISHED:
            return KIWI_TIMEOUT / float(ours["build"])
        return ratio(other["build"], ours["build"])

    def per_node(workload, n):
        ours = figures[(workload, n)][0]
        return float(ours["build"]) / int(ours["nodes"])

    def bound(workload, n, best=False):
        kiwi = figures[(workload, n)][2 if best else 1]
        return " (a lower bound: kiwi did not finish)" if kiwi == UNFINISHED else ""

    targets = [
        ("build grid 20 >= 100x kiwi (natural order)" + bound("grid", 20), build_ratio("grid", 20), 100),
        ("build form 200 >= 100x kiwi (natural order)" + bound("form", 200), build_ratio("form", 200), 100),
        ("build grid 50 >= 10x kiwi's best order" + bound("grid", 50, True), build_ratio("grid", 50, best=True), 10),
        # kiwi's switching figure is missing when its switches ran out of time: the target
        # is then reported unmeasured rather than the run failing.
        ("switching >= 20x kiwi's remove-and-add",
         ratio(figures[("switch", 1000)][1]["switch"], figures[("switch", 1000)][0]["switch"])
         if figures[("switch", 1000)][1] != UNFINISHED and "switch" in figures[("switch", 1000)][1] else None, 20),
        ("form 10 build no slower than kiwi", build_ratio("form", 10), 1),
        ("python grid 20 build no slower than kiwisolver",
         float(python["grid"]["kiwisolver"]) / float(python["grid"]["ours"]), 1),
    ]
    for workload, n in WORKLOADS:
        if workload not in ("grid", "form", "switch"):
            continue
        ours, kiwi, kiwi_best = figures[(workload, n)]
        if kiwi != UNFINISHED and "resize" in kiwi:
            targets.append((f"resize {workload} {n} no slower than kiwi's suggestValue", ratio(kiwi["resize"], ours["resize"]), 1))
        elif kiwi_best not in (None, UNFINISHED) and "resize" in kiwi_best:
            targets.append((f"resize {workload} {n} no slower than kiwi's suggestValue (kiwi built in its best order)",
                            ratio(kiwi_best["resize"], ours["resize"]), 1))
        targets.append((f"resize {workload} {n}: zero allocations per step", 1 if float(ours["allocations_per_resize"]) == 0 else 0, 1))
    targets.append(("time per node form 10000 within 3x of form 10",
                    3 / max(per_node("form", 10000) / per_node("form", 10), per_node("form", 10) / per_node("form", 10000)), 1))
    targets.append(("time per cell grid 100 within 3x of grid 10",
                    3 / max(per_node("grid", 100) / per_node("grid", 10), per_node("grid", 10) / per_node("grid", 100)), 1))
    met = 0
    print()
    for name, value, floor in targets:
        ok = value is not None and value >= floor
        met += ok
        shown = "n/a" if value is None else ("inf" if value == float("inf") else f"{value:.2f}")
        print(f"{'met' if ok else 'NOT MET':>8}  {name}  (measured {shown}, floor {floor})")
    print(f"\ntargets: {met} of {len(targets)} met")


# ---- `make bench-shapes` -----------------------------------------------------------------

SHAPES = ["form-bounded", "split-panes", "wrapping-rows", "chains", "ui-tree"]
SHAPE_SIZES = [100, 1000, 10000]
OURS_TIMEOUT = int(os.environ.get("OURS_TIMEOUT", "300"))


def run_shape(command, timeout, frames_path):
    """Like run(), with every frame the driver dumps (after building and after every tenth
    resize) in `frames_path`; ("failed", message) when the driver exits with an error."""
    frames_path.unlink(missing_ok=True)
    environment = dict(os.environ, BENCH_FRAMES=str(frames_path))
    try:
        completed = subprocess.run([str(part) for part in command], capture_output=True, text=True, timeout=timeout,
                                   env=environment)
    except subprocess.TimeoutExpired as expired:
        partial = (expired.stderr or b"").decode() if isinstance(expired.stderr, bytes) else (expired.stderr or "")
        builds = [line.split("=", 1)[1] for line in partial.split() if line.startswith("build=")]
        return {"build": builds[0]} if builds else None
    if completed.returncode != 0:
        return ("failed", (completed.stderr.strip().splitlines() or ["exit %d" % completed.returncode])[-1])
    return dict(item.split("=", 1) for item in completed.stdout.split())


def read_frames(path):
    frames = array.array("d")
    if path.exists():
        frames.frombytes(path.read_bytes())
    return frames


def compare_frames(ours, theirs, nodes):
    """'yes' when every frame of every snapshot both wrote agrees within 1e-6 (relative
    above 1), 'NO (...)' naming the first difference; '(build only)' when one engine
    stopped before the resizes' snapshots."""
    common = min(len(ours), len(theirs))
    if common == 0:
        return "n/a"
    for index in range(common):
        a, b = ours[index], theirs[index]
        if abs(a - b) > 1e-6 * max(1.0, abs(a)):
            snapshot, rest = divmod(index, 4 * nodes)
            when = "build" if snapshot == 0 else f"resize {snapshot * 10}"
            return f"NO ({when}, node {rest // 4} {'xywh'[rest % 4]}: {a:.4f} vs {b:.4f})"
    return "yes" if len(ours) == len(theirs) else "yes (build only)"


def kiwi_lines(workload, measured, n=1000):
    """Issue 13's lines against kiwi at `n` nodes: the build at least 100x faster than
    kiwi's in natural order and 10x faster than in its best order (a kiwi that ran out
    of time gives a lower bound: its timeout), and each resize step no slower than kiwi's
    suggestValue, where kiwi finished its resizes."""
    ours = measured.get((workload, n, "ours"))
    if not isinstance(ours, dict) or "build" not in ours:
        return []
    lines = []
    for engine, floor in (("kiwi natural", 100), ("kiwi best", 10)):
        kiwi = measured.get((workload, n, engine), "skipped")
        if kiwi is None or kiwi == "skipped":
            # Out of time, or skipped because a smaller size was.
            value, note = KIWI_TIMEOUT / float(ours["build"]), " (a lower bound: kiwi did not finish)"
        elif isinstance(kiwi, dict) and "build" in kiwi:
            value, note = float(kiwi["build"]) / float(ours["build"]), ""
        else:
            continue
        lines.append(f"{'met' if value >= floor else 'NOT MET':>8}  build {workload} {n} >= {floor}x {engine}{note}"
                     f"  (measured {value:.1f}x)")
    for engine in ("kiwi natural", "kiwi best"):
        kiwi = measured.get((workload, n, engine))
        if isinstance(kiwi, dict) and "resize" in kiwi and "resize" in ours and float(ours["resize"]) > 0:
            value = float(kiwi["resize"]) / float(ours["resize"])
            lines.append(f"{'met' if value >= 1 else 'NOT MET':>8}  resize {workload} {n} no slower than {engine}'s"
                         f" suggestValue  (measured {value:.1f}x)")
    return lines


def shapes_main(library=True):
    """Every shape at 100, 1,000 and 10,000 nodes (SHAPES_SIZES and SHAPES narrow it):
    ours (with OURS_TIMEOUT seconds, default 300) and kiwi in natural and best order
    (required constraints first; KIWI_TIMEOUT each). A size is skipped for an engine (and
    order) that did not finish the size below it. Prints build time, resize time per
    step, time per node, peak memory and bytes per constraint (ours: peak resident memory
    above the process's before the first layout, over the constraints), kiwi's times and
    ratios (kiwi / ours), allocations per resize step, whether the frames agree, and how
    time per node grows."""
    ours_driver, kiwi_driver = build_drivers(WORK / "shapes", library, pin=True)
    built = (TOP / "build" / "lib" / "libautolayout.so").stat().st_mtime
    head = subprocess.run(["git", "-C", str(TOP), "log", "-1", "--format=%h %s"], capture_output=True,
                          text=True).stdout.strip()
    print(f"library built {time.strftime('%Y-%m-%d %H:%M', time.gmtime(built))} UTC (a copy is measured); "
          f"HEAD {head[:70]}")
    sizes = [int(size) for size in os.environ.get("SHAPES_SIZES", ",".join(map(str, SHAPE_SIZES))).split(",")]
    shapes = os.environ.get("SHAPES", ",".join(SHAPES)).split(",")
    frames_dir = WORK / "shapes" / "frames"
    frames_dir.mkdir(parents=True, exist_ok=True)
    print(f"{'workload':<20}{'nodes':>7}{'constr':>8}  {'engine':<14}{'build s':>10}{'us/node':>10}{'resize ms':>11}"
          f"{'allocs/resize':>14}{'peak MB':>9}{'B/constr':>10}{'build ratio':>12}{'resize ratio':>13}  same frames")
    per_node = {}
    resize_per_node = {}
    bytes_per_constraint = {}
    # Each engine's figures by (workload, n, engine): a dict, or None when it ran out of time.
    measured = {}
    skipped = set()
    for workload in shapes:
        for n in sizes:
            label = f"{workload} {n}"
            results = []
            for engine, command, timeout in (("ours", [ours_driver, workload, n], OURS_TIMEOUT),
                                             ("kiwi natural", [kiwi_driver, workload, n, "natural"], KIWI_TIMEOUT),
                                             ("kiwi best", [kiwi_driver, workload, n, "best"], KIWI_TIMEOUT)):
                path = frames_dir / f"{workload}-{n}-{engine.replace(' ', '-')}.bin"
                if (workload, engine) in skipped:
                    results.append((engine, "skipped", path))
                    continue
                figures = run_shape(command, timeout, path)
                measured[(workload, n, engine)] = figures
                if figures is None or isinstance(figures, tuple) or "nodes" not in figures:
                    skipped.add((workload, engine))
                results.append((engine, figures, path))
            ours = results[0][1]
            ours_frames = read_frames(results[0][2])
            for engine, figures, path in results:
                if figures == "skipped":
                    print(f"{label:<20}{'':>15}  {engine:<14}  skipped (a smaller size did not finish)")
                    continue
                if figures is None:
                    limit = OURS_TIMEOUT if engine == "ours" else KIWI_TIMEOUT
                    bound = ""
                    if engine == "ours":
                        per_node[(workload, n)] = (limit / n, n, True)
                    elif isinstance(ours, dict):
                        bound = f"> {limit / float(ours['build']):.1f}x"
                    print(f"{label:<20}{'':>15}  {engine:<14}{'> ' + str(limit):>10}{'':>10}"
                          f"{'(build not finished)':>54}{bound:>12}")
                    continue
                if isinstance(figures, tuple):
                    print(f"{label:<20}{'':>15}  {engine:<14}  failed: {figures[1]}")
                    continue
                ours_build = float(ours["build"]) if isinstance(ours, dict) else None
                build = float(figures["build"])
                build_ratio = f"{build / ours_build:.1f}x" if engine != "ours" and ours_build else ""
                if "nodes" not in figures:
                    limit = OURS_TIMEOUT if engine == "ours" else KIWI_TIMEOUT
                    if engine == "ours":
                        per_node[(workload, n)] = (build / n, n, False)
                    print(f"{label:<20}{'':>15}  {engine:<14}{build:>10.4f}{'':>10}{'(resizes not finished in ' + str(limit) + ' s)':>54}"
                          f"{build_ratio:>12}")
                    continue
                nodes, constraints = int(figures["nodes"]), int(figures["constraints"])
                resize = float(figures["resize"])
                peak = int(figures["high_water_kb"]) / 1024
                per_constraint = ""
                if engine == "ours":
                    per_node[(workload, n)] = (build / nodes, nodes, False)
                    resize_per_node[(workload, n)] = resize / nodes
                    bytes_per_constraint[(workload, n)] = (int(figures['high_water_kb']) - int(figures['base_kb'])) * 1024 / constraints
                    per_constraint = f"{bytes_per_constraint[(workload, n)]:.0f}"
                resize_ratio = ""
                if engine != "ours" and isinstance(ours, dict) and "resize" in ours and float(ours["resize"]) > 0:
                    resize_ratio = f"{resize / float(ours['resize']):.2f}x"
                same = "" if engine == "ours" else compare_frames(ours_frames, read_frames(path), nodes)
                print(f"{label:<20}{nodes:>7}{constraints:>8}  {engine:<14}{build:>10.4f}{build / nodes * 1e6:>10.2f}"
                      f"{resize * 1e3:>11.4f}{float(figures['allocations_per_resize']):>14.1f}{peak:>9.1f}{per_constraint:>10}{build_ratio:>12}{resize_ratio:>13}  {same}")
            sys.stdout.flush()

    print("\nours, build time per node as the layout grows (x: growth per 10 times the nodes; 1 is linear;"
          " '>' marks a build that ran out of time)")
    for workload in shapes:
        known = [(n, per_node[(workload, n)]) for n in sizes if (workload, n) in per_node]
        if not known:
            continue
        parts = [f"{n}: {'> ' if figures[2] else ''}{figures[0] * 1e6:.1f} us" for n, figures in known]
        growth = []
        for (n1, (t1, _, bound1)), (n2, (t2, _, bound2)) in zip(known, known[1:]):
            if not bound1:
                growth.append(f"{n1}->{n2}: {'> ' if bound2 else ''}{t2 / t1:.1f}x")
        print(f"  {workload:<16}" + ", ".join(parts) + ("   (" + ", ".join(growth) + ")" if growth else ""))

    print("\nours, resize time per node and step as the layout grows (one pass of 100 resizes at each size)")
    for workload in shapes:
        known = [(n, resize_per_node[(workload, n)]) for n in sizes if (workload, n) in resize_per_node]
        if not known:
            continue
        parts = [f"{n}: {figure * 1e6:.3f} us" for n, figure in known]
        growth = [f"{n1}->{n2}: {t2 / t1:.1f}x" for (n1, t1), (n2, t2) in zip(known, known[1:])]
        print(f"  {workload:<16}" + ", ".join(parts) + ("   (" + ", ".join(growth) + ")" if growth else ""))

    print()
    if 1000 in sizes:
        for workload in shapes:
            for line in kiwi_lines(workload, measured):
                print(line)

    # Issue 13's lines, where this run measured both ends: time per node at the largest
    # size within 3x of the smallest's (build and resize), memory under 1 KB a constraint.
    smallest, largest = min(sizes), max(sizes)
    if smallest == largest:
        return
    for workload in shapes:
        low, high = per_node.get((workload, smallest)), per_node.get((workload, largest))
        if low and high and not low[2] and not high[2]:
            growth = high[0] / low[0]
            print(f"{'met' if growth <= 3 else 'NOT MET':>8}  build per node, {workload} {largest} within 3x of {smallest}"
                  f"  (measured {growth:.2f}x)")
        low, high = resize_per_node.get((workload, smallest)), resize_per_node.get((workload, largest))
        if low and high:
            growth = high / low
            print(f"{'met' if growth <= 3 else 'NOT MET':>8}  resize per node, {workload} {largest} within 3x of {smallest}"
                  f"  (measured {growth:.2f}x)")
        if (workload, largest) in bytes_per_constraint:
            used = bytes_per_constraint[(workload, largest)]
            print(f"{'met' if used < 1024 else 'NOT MET':>8}  memory, {workload} {largest} under 1,024 bytes a constraint"
                  f"  (measured {used:.0f})")


if __name__ == "__main__":
    if "--shapes" in sys.argv[1:]:
        shapes_main(library="--no-library" not in sys.argv[1:])
    else:
        main()
