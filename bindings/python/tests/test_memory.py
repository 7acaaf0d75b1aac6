"""Creating and dropping many layouts does not make the process grow."""
import gc

import autolayout as al


def resident_kilobytes():
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS in /proc/self/status")


def churn(count):
    for index in range(count):
        layout = al.Layout()
        root = layout.node("root")
        child = layout.node("child", parent=root)
        child.measure = lambda node: (10, 10)
        layout.activate(root.size == (100 + index % 7, 50), child.edges == root.edges.inset(5),
                        (child.width == 1000) @ al.Priority.LOW)
        layout.update()
        if index % 2:
            layout.close()      # half closed explicitly, half left to the collector
    gc.collect()


def test_ten_thousand_layouts_do_not_leak():
    churn(2_000)   # warm up allocators and caches
    before = resident_kilobytes()
    churn(10_000)
    after = resident_kilobytes()
    # A leak of even one small layout each would be megabytes; allow allocator noise.
    assert after - before < 4_000, f"resident memory grew from {before} kB to {after} kB"
