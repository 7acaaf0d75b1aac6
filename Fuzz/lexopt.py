#!/usr/bin/env python3
"""Referee for a mismatch the fuzzer found between a layout and a fresh one.

    AUTOLAYOUT_FUZZ_TRACE=1 .build-fuzz/debug/AutoLayoutFuzzer FILE | python3 Fuzz/lexopt.py

reads the last "PROBLEM {...}" line of the trace (the active constraints in their order,
expanded to left/top/width/height/value variables, and the values of both layouts) and
solves it independently with scipy's HiGHS: the required constraints greedily in order
(each kept when it can hold together with the ones kept before it), then every optional
tier from the highest priority down (summed error minimised, then fixed). It prints the
reference broken set and tier errors next to those of the layout after the updates
("session") and of the fresh layout, and says which of them is wrong.

It is a referee, not part of the fuzzer: an LP solver's tolerances (1e-7) are not the
engine's, so near-degenerate problems at huge magnitudes can fool it too.
"""
import json
import sys

import numpy as np
from scipy.optimize import linprog


def row_of(constraint, n):
    a = np.zeros(n)
    for column, coefficient in constraint["terms"]:
        a[column] += coefficient
    return a


def feasible(rows, n):
    """Whether the rows (a, relation, b) of `a.x relation b` can hold together."""
    if not rows:
        return True
    a_ub, b_ub, a_eq, b_eq = [], [], [], []
    for a, relation, b in rows:
        scale = max(1.0, np.abs(a).max(initial=0))
        if relation == 0:
            a_eq.append(a / scale)
            b_eq.append(b / scale)
        elif relation < 0:
            a_ub.append(a / scale)
            b_ub.append(b / scale)
        else:
            a_ub.append(-a / scale)
            b_ub.append(-b / scale)
    result = linprog(np.zeros(n), A_ub=np.array(a_ub) if a_ub else None, b_ub=b_ub or None,
                     A_eq=np.array(a_eq) if a_eq else None, b_eq=b_eq or None,
                     bounds=[(None, None)] * n, method="highs")
    return result.status == 0


def error(a, relation, b, x):
    residual = float(a @ x) - b
    if relation == 0:
        return abs(residual)
    return max(0.0, residual) if relation < 0 else max(0.0, -residual)


def solve(problem):
    n = len(problem["names"])
    constraints = problem["constraints"]
    kept, broken = [], []
    for constraint in constraints:
        if constraint["priority"] != 1000:
            continue
        row = (row_of(constraint, n), constraint["relation"], constraint["constant"])
        if feasible(kept + [row], n):
            kept.append(row)
        else:
            broken.append(constraint["record"])
    # Lexicographic tiers: variables x (n) then one error variable per optional constraint.
    optional = [c for c in constraints if c["priority"] != 1000]
    m = len(optional)
    total = n + m
    a_ub, b_ub, a_eq, b_eq = [], [], [], []
    for a, relation, b in kept:
        scale = max(1.0, np.abs(a).max(initial=0))
        full = np.concatenate([a, np.zeros(m)]) / scale
        if relation == 0:
            a_eq.append(full)
            b_eq.append(b / scale)
        elif relation < 0:
            a_ub.append(full)
            b_ub.append(b / scale)
        else:
            a_ub.append(-full)
            b_ub.append(-b / scale)
    for k, constraint in enumerate(optional):
        a = row_of(constraint, n)
        b = constraint["constant"]
        e = np.zeros(m)
        e[k] = -1
        relation = constraint["relation"]
        if relation <= 0:   # a.x - b <= e
            a_ub.append(np.concatenate([a, e]))
            b_ub.append(b)
        if relation >= 0:   # b - a.x <= e
            a_ub.append(np.concatenate([-a, e]))
            b_ub.append(-b)
    bounds = [(None, None)] * n + [(0, None)] * m
    tiers = sorted({c["priority"] for c in optional}, reverse=True)
    optimum = {}
    x = None
    for priority in tiers:
        objective = np.zeros(total)
        for k, constraint in enumerate(optional):
            if constraint["priority"] == priority:
                objective[n + k] = 1
        result = linprog(objective, A_ub=np.array(a_ub) if a_ub else None, b_ub=b_ub or None,
                         A_eq=np.array(a_eq) if a_eq else None, b_eq=b_eq or None, bounds=bounds, method="highs")
        if result.status != 0:
            print(f"LP for tier {priority} failed: {result.message}")
            return broken, optimum, x
        optimum[priority] = result.fun
        x = result.x[:n]
        a_ub.append(objective)
        b_ub.append(result.fun + 1e-9 * (1 + abs(result.fun)))
    if x is None and kept:
        result = linprog(np.zeros(total), A_ub=np.array(a_ub) if a_ub else None, b_ub=b_ub or None,
                         A_eq=np.array(a_eq) if a_eq else None, b_eq=b_eq or None, bounds=bounds, method="highs")
        x = result.x[:n] if result.status == 0 else None
    return broken, optimum, x


def tier_errors(problem, values, broken_key):
    n = len(problem["names"])
    x = np.array([v if v is not None else np.nan for v in values])
    errors = {}
    for constraint in problem["constraints"]:
        if constraint["priority"] == 1000:
            continue
        a = row_of(constraint, n)
        errors[constraint["priority"]] = errors.get(constraint["priority"], 0.0) + error(
            a, constraint["relation"], constraint["constant"], x)
    return errors


def main():
    lines = [line for line in sys.stdin if line.startswith("PROBLEM ")]
    if not lines:
        sys.exit("no PROBLEM line in the input (run the fuzzer with AUTOLAYOUT_FUZZ_TRACE=1)")
    problem = json.loads(lines[-1][len("PROBLEM "):])
    broken, optimum, _ = solve(problem)
    session_broken = sorted(c["record"] for c in problem["constraints"] if c["broken"])
    fresh_broken = sorted(c["record"] for c in problem["constraints"] if c["brokenInFresh"])
    print(f"reference broken: {sorted(broken)}")
    print(f"session broken:   {session_broken}{'' if session_broken == sorted(broken) else '   <- WRONG'}")
    print(f"fresh broken:     {fresh_broken}{'' if fresh_broken == sorted(broken) else '   <- WRONG'}")
    if session_broken != sorted(broken) or fresh_broken != sorted(broken):
        return
    session = tier_errors(problem, problem["session"], "broken")
    fresh = tier_errors(problem, problem["fresh"], "brokenInFresh")
    for priority in sorted(optimum, reverse=True):
        reference = optimum[priority]
        tolerance = 1e-6 * (1 + abs(reference))
        marks = []
        if abs(session[priority] - reference) > tolerance:
            marks.append("session WRONG")
        if abs(fresh[priority] - reference) > tolerance:
            marks.append("fresh WRONG")
        print(f"tier @{priority}: reference {reference:.9g} session {session[priority]:.9g} "
              f"fresh {fresh[priority]:.9g} {' '.join(marks)}")


if __name__ == "__main__":
    main()
