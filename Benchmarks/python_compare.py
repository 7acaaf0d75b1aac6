"""The grid and form workloads built through bindings/python and through kiwisolver's
Python API (natural order, build and first solve). Prints one key=value line per run."""
import sys
import time

import kiwisolver

import autolayout as al


def grid_ours(n):
    start = time.perf_counter()
    with al.Layout() as layout:
        root = layout.node("root")
        constraints = [root.left == 0, root.top == 0, (root.width == 800) @ 999, (root.height == 600) @ 999]
        cells = []
        for i in range(n):
            for j in range(n):
                cell = layout.node(parent=root)
                cells.append(cell)
                constraints.append(cell.left == (root.left if j == 0 else cells[-2].right))
                constraints.append(cell.top == (root.top if i == 0 else cells[-1 - n].bottom))
                if j == n - 1:
                    constraints.append(cell.right == root.right)
                if i == n - 1:
                    constraints.append(cell.bottom == root.bottom)
                if j > 0:
                    constraints.append(cell.width == cells[-2].width)
                if i > 0:
                    constraints.append(cell.height == cells[-1 - n].height)
                constraints += [(cell.width == 50) @ 250, (cell.height == 50) @ 250]
        layout.activate(constraints)
        layout.update()
        last = cells[-1].frame
    return time.perf_counter() - start, last.x + last.width


def kiwi_node():
    Var = kiwisolver.Variable
    return [Var(), Var(), Var(), Var()]   # left, top, width, height


def kiwi_window():
    """A solver with the window at the origin, its size a strong edit (800 x 600)."""
    solver = kiwisolver.Solver()
    root = kiwi_node()
    solver.addEditVariable(root[2], "strong")
    solver.addEditVariable(root[3], "strong")
    solver.suggestValue(root[2], 800)
    solver.suggestValue(root[3], 600)
    solver.addConstraint(root[0] == 0)
    solver.addConstraint(root[1] == 0)
    return solver, root


def grid_kiwi(n):
    start = time.perf_counter()
    solver, root = kiwi_window()
    cells = []
    for i in range(n):
        for j in range(n):
            cell = kiwi_node()
            cells.append(cell)
            left = root[0] if j == 0 else cells[-2][0] + cells[-2][2]
            top = root[1] if i == 0 else cells[-1 - n][1] + cells[-1 - n][3]
            solver.addConstraint(cell[0] == left)
            solver.addConstraint(cell[1] == top)
            if j == n - 1:
                solver.addConstraint(cell[0] + cell[2] == root[0] + root[2])
            if i == n - 1:
                solver.addConstraint(cell[1] + cell[3] == root[1] + root[3])
            if j > 0:
                solver.addConstraint(cell[2] == cells[-2][2])
            if i > 0:
                solver.addConstraint(cell[3] == cells[-1 - n][3])
            solver.addConstraint((cell[2] == 50) | "weak")
            solver.addConstraint((cell[3] == 50) | "weak")
    solver.updateVariables()
    last = cells[-1]
    return time.perf_counter() - start, last[0].value() + last[2].value()


def form_ours(n):
    start = time.perf_counter()
    with al.Layout() as layout:
        root = layout.node("root")
        constraints = [root.left == 0, root.top == 0, (root.width == 800) @ 999, (root.height == 600) @ 999]
        previous = None
        for _ in range(n):
            label, field = layout.node(parent=root), layout.node(parent=root)
            constraints += [
                label.left == root.left + 20,
                label.top == (root.top if previous is None else previous.bottom) + 8,
                label.height == 24, label.width >= 60, (label.width == 100) @ 750,
                field.left == label.right + 8, field.right == root.right - 20,
                field.top == label.top, field.height == label.height, (field.width >= 200) @ 500,
            ]
            if previous is not None:
                constraints.append(label.width == previous.width)   # one column of labels
            previous = label
        constraints.append(root.height >= previous.bottom + 8)
        layout.activate(constraints)
        layout.update()
        bottom = previous.frame
    return time.perf_counter() - start, bottom.y


def form_kiwi(n):
    start = time.perf_counter()
    solver, root = kiwi_window()
    previous = None
    for _ in range(n):
        label, field = kiwi_node(), kiwi_node()
        for constraint in (
            label[0] == root[0] + 20,
            label[1] == (root[1] if previous is None else previous[1] + previous[3]) + 8,
            label[3] == 24, label[2] >= 60, (label[2] == 100) | "medium",
            field[0] == label[0] + label[2] + 8, field[0] + field[2] == root[0] + root[2] - 20,
            field[1] == label[1], field[3] == label[3], (field[2] >= 200) | 500,
        ):
            solver.addConstraint(constraint)
        if previous is not None:
            solver.addConstraint(label[2] == previous[2])
        previous = label
    solver.addConstraint(root[3] >= previous[1] + previous[3] + 8)
    solver.updateVariables()
    return time.perf_counter() - start, previous[1].value()


if __name__ == "__main__":
    workload, n = sys.argv[1], int(sys.argv[2])
    ours = {"grid": grid_ours, "form": form_ours}[workload](n)
    kiwi = {"grid": grid_kiwi, "form": form_kiwi}[workload](n)
    print(f"python workload={workload} n={n} ours={ours[0]:.6f} kiwisolver={kiwi[0]:.6f} "
          f"check_ours={ours[1]:.6f} check_kiwisolver={kiwi[1]:.6f}")
