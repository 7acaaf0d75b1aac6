"""Checks that a workload's optimum is unique, with an LP solver (scipy's HiGHS), so that
two engines must agree on every frame. Usage: check_unique.py N WORKLOAD... (N up to a
few hundred nodes: it solves two LPs per frame value).

For the window's size at build and at resize steps 0, 30, 60, 85, 95 and 99: solves the
priority tiers one by one (highest first, each minimising the summed errors of its
optional constraints, as docs/semantics.md defines them), keeps each tier at its
optimum (within 1e-6 relative, for HiGHS' tolerances), and then minimises and maximises
every node's left, top, width and height over what is left. Prints the widest range;
a unique optimum leaves ranges of the order of the tolerance (1e-2 at most here), a
tie leaves whole points."""
import pathlib
import subprocess
import sys

import numpy as np
from scipy.optimize import linprog
from scipy.sparse import csr_matrix, vstack

HERE = pathlib.Path(__file__).resolve().parent
DUMP = HERE.parent / "build" / "bench" / "dump_workload"
# attribute -> terms over (left, top, width, height)
ATTRIBUTES = {0: [(0, 1)], 1: [(0, 1), (2, 1)], 2: [(1, 1)], 3: [(1, 1), (3, 1)], 6: [(2, 1)], 7: [(3, 1)],
              8: [(0, 1), (2, 0.5)], 9: [(1, 1), (3, 0.5)]}
STEPS = (None, 0, 30, 60, 85, 95, 99)
TOLERANCE = 1e-6   # a tier kept at its optimum within this, relative


def load(workload, n, step):
    command = [str(DUMP), workload, str(n)] + ([] if step is None else [str(step)])
    lines = subprocess.check_output(command, text=True).splitlines()
    nodes = int(lines[0].split()[0])
    constraints = []
    for line in lines[1:]:
        fields = line.split()
        count = int(fields[3])
        terms = [(int(fields[4 + 3 * t]), int(fields[5 + 3 * t]), float(fields[6 + 3 * t])) for t in range(count)]
        constraints.append((float(fields[0]), int(fields[1]), float(fields[2]), terms))
    return nodes, constraints


def widest_range(workload, n, step):
    nodes, constraints = load(workload, n, step)
    variables = 4 * nodes
    optional = sum(1 for constraint in constraints if constraint[0] < 1000)
    size = variables + 2 * optional
    equal_rows, equal_constants, upper_rows, upper_constants, tiers = [], [], [], [], {}
    error = variables
    for priority, relation, constant, terms in constraints:
        row = np.zeros(size)
        for node, attribute, coefficient in terms:
            for offset, factor in ATTRIBUTES[attribute]:
                row[4 * node + offset] += coefficient * factor
        if priority < 1000:   # expression - constant == above - below, both >= 0
            tier = tiers.setdefault(priority, [])
            if relation >= 0:
                row[error + 1] = 1
                tier.append(error + 1)
            if relation <= 0:
                row[error] = -1
                tier.append(error)
            error += 2
        if relation == 0:
            equal_rows.append(row)
            equal_constants.append(constant)
        else:
            upper_rows.append(row * -relation)
            upper_constants.append(constant * -relation)
    bounds = [(None, None)] * variables + [(0, None)] * (2 * optional)
    equal = csr_matrix(np.array(equal_rows))
    upper = [csr_matrix(np.array(upper_rows))] if upper_rows else []

    def solve(objective):
        result = linprog(objective, A_ub=vstack(upper) if upper else None, b_ub=upper_constants or None, A_eq=equal,
                         b_eq=equal_constants, bounds=bounds, method="highs")
        if result.status != 0:
            raise RuntimeError(f"{workload} {n} step {step}: {result.message}")
        return result.fun

    for priority in sorted(tiers, reverse=True):
        objective = np.zeros(size)
        objective[tiers[priority]] = 1
        best = solve(objective)
        upper.append(csr_matrix(objective))
        upper_constants.append(best + TOLERANCE * (1 + abs(best)))
    widest, where = 0.0, None
    for variable in range(variables):
        objective = np.zeros(size)
        objective[variable] = 1
        low, high = solve(objective), -solve(-objective)
        if high - low > widest:
            widest, where = high - low, f"node {variable // 4} {'ltwh'[variable % 4]} {low:.4f}...{high:.4f}"
    return nodes, widest, where


def main():
    DUMP.parent.mkdir(parents=True, exist_ok=True)
    subprocess.check_call(["cc", "-O2", "-std=gnu11", f"-I{HERE}", str(HERE / "dump_workload.c"), "-lm", "-o", str(DUMP)])
    n = int(sys.argv[1])
    for workload in sys.argv[2:]:
        for step in STEPS:
            nodes, widest, where = widest_range(workload, n, step)
            print(f"{workload} {n} ({nodes} nodes), {'build' if step is None else f'resize step {step}'}: "
                  f"widest optimal range {widest:.2g} ({where})", flush=True)


if __name__ == "__main__":
    main()
