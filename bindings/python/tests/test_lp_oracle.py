"""Random editing sessions against the LP oracle (lp_oracle.py): the contract's "History
does not matter" checked after every update.

A session is a list of steps (create a constraint, activate, deactivate, edit a
constant or a priority, switch the direction, free a node, update), drawn from a seeded
random.Random so that a failure is reproducible from its seed. After every update:

- the broken required constraints are exactly the oracle's (greedy in the order of last
  activation / constant or priority change), and the update raised iff there are any;
- the kept required constraints hold at the layout's values;
- every tier's summed error equals the oracle's optimum;
- the values equal the oracle's where the optimum is unique (every variable has a wish
  `v == target` at its own priority below all other tiers, so it is unique in most
  sessions), and otherwise are within tolerance of some optimal point;
- a fresh layout, built from the same active constraints activated in the same order
  and updated once, has the same broken set and the same values (or, where they are not
  unique, the same summed errors).

The default run checks at least 10,000 updates; AUTOLAYOUT_ORACLE_UPDATES=100000 (make
oracle) runs a longer one, AUTOLAYOUT_ORACLE_SEED moves the seeds. With
AUTOLAYOUT_ORACLE_WASM naming a WebAssembly module (make test-js-oracle), the same
sessions are replayed on it through the JS package (webassembly_sessions.mjs, in Node)
and its updates are held to the same oracle (AUTOLAYOUT_ORACLE_WASM_UPDATES of them).
A failure prints the seed and the session's steps, minimised. Replay a seed from the
command line:

    python3 bindings/python/tests/test_lp_oracle.py SEED...
"""

import json
import os
import random
import subprocess
import sys
import time

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)                       # lp_oracle
sys.path.insert(0, os.path.dirname(HERE))      # this checkout's autolayout (as conftest.py does)
import autolayout as al  # noqa: E402

pytest.importorskip("scipy")   # make python-test-packages installs it
import lp_oracle  # noqa: E402

TARGET_UPDATES = int(os.environ.get("AUTOLAYOUT_ORACLE_UPDATES", "10000"))
FIRST_SEED = int(os.environ.get("AUTOLAYOUT_ORACLE_SEED", "0"))
# The WebAssembly module whose sessions are checked too (`make test-js-oracle` names it), and
# how many of its updates.
WEBASSEMBLY_MODULE = os.environ.get("AUTOLAYOUT_ORACLE_WASM")
WEBASSEMBLY_UPDATES = int(os.environ.get("AUTOLAYOUT_ORACLE_WASM_UPDATES", "10000"))

REQUIRED = 1000.0
OPTIONAL_PRIORITIES = (1.0, 2.0, 50.0, 249.5, 250.0, 251.0, 500.0, 750.0, 999.0)
WISH_STEP = 0.001           # wish k (k = 1, 2, ...) has priority k * WISH_STEP: below every tier
ATTRIBUTES = ("left", "right", "top", "bottom", "leading", "trailing", "width", "height",
              "center_x", "center_y")
RELATIONS = ("==", "<=", ">=")
COEFFICIENTS = (1.0, -1.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 1 / 3, -1 / 3, 3.0)
UI_CONSTANTS = (0, 4, 8, 16, 20, 32, 44, 100, 311, 320, 375, 603, 667, 1000, 2000)

# Tolerances: relative to the magnitudes involved, plus a small absolute part.
RELATIVE = 1e-6
ABSOLUTE = 1e-6


# ---- the oracle itself, on hand-worked examples (both ways of reaching HiGHS) ----

BACKENDS = ["linprog"] + (["highs"] if lp_oracle._core is not None else [])
C = lp_oracle.Constraint


def x_(constant, relation="==", priority=REQUIRED, index=0):
    return C([(index, 1.0)], relation, constant, priority)


@pytest.mark.parametrize("backend", BACKENDS)
def test_oracle_greedy_required_in_order(backend):
    # x == 10 kept; x == 20 conflicts; x <= 15 fits; x >= 12 conflicts; x >= 5 fits.
    constraints = [x_(10), x_(20), x_(15, "<="), x_(12, ">="), x_(5, ">=")]
    solution = lp_oracle.solve(constraints, 1, backend)
    assert solution.broken == [1, 3] and solution.kept == [0, 2, 4]
    assert solution.values[0] == pytest.approx(10)
    # The same constraints in another order break others.
    solution = lp_oracle.solve([x_(20), x_(10), x_(15, "<="), x_(12, ">="), x_(5, ">=")], 1, backend)
    assert solution.broken == [1, 2]
    assert solution.values[0] == pytest.approx(20)


@pytest.mark.parametrize("backend", BACKENDS)
def test_oracle_hand_worked_cases(backend):
    def solve(constraints, count=1):
        return lp_oracle.solve(constraints, count, backend)

    # case 1: x == 76 @250 under a cap edited from 76 to 950
    solution = solve([x_(76, "==", 250), x_(950, "<=")])
    assert solution.broken == [] and solution.values[0] == pytest.approx(76)
    # case 2: pin and cap edited in one batch (pin 150, cap 200) over x == 0 @1
    solution = solve([x_(0, "==", 1), x_(150), x_(200, "<=")])
    assert solution.broken == [] and solution.values[0] == pytest.approx(150)
    assert solution.tier_errors == {1: pytest.approx(150)}
    # case 3: x >= 200 after a cap x <= 100 is broken, and x = 0 (the wish); once the
    # cap moves to 300 (it is now last in the order) both hold and x = 200.
    solution = solve([x_(0, "==", 1), x_(100, "<="), x_(200, ">=")])
    assert solution.broken == [2] and solution.values[0] == pytest.approx(0)
    solution = solve([x_(0, "==", 1), x_(200, ">="), x_(300, "<=")])
    assert solution.broken == [] and solution.values[0] == pytest.approx(200)
    # case 4: x == 200 @2, y == 50 @1, y - x == -50 required: x = 200, y = 150
    solution = solve([x_(200, "==", 2), x_(50, "==", 1, index=1), C([(1, 1.0), (0, -1.0)], "==", -50, REQUIRED)], 2)
    assert list(solution.values) == pytest.approx([200, 150])
    assert solution.tier_errors == {2: pytest.approx(0, abs=1e-6), 1: pytest.approx(100)}
    # case 5: two identical wishes x + w >= 355 @500 over x == 0 @2, w == 0 @3
    wishes = [x_(0, "==", 2), x_(0, "==", 3, index=1)]
    at_least = [C([(0, 1.0), (1, 1.0)], ">=", 355, 500.0)] * 2
    solution = solve(wishes + at_least, 2)
    assert list(solution.values) == pytest.approx([355, 0], abs=1e-5)
    solution = solve(wishes + [at_least[0], C([(0, 1.0), (1, 1.0)], ">=", 360, 500.0)], 2)
    assert list(solution.values) == pytest.approx([360, 0], abs=1e-5)
    solution = solve(wishes + [at_least[0], C([(0, 1.0), (1, 1.0)], ">=", 0, 500.0)], 2)
    assert list(solution.values) == pytest.approx([355, 0], abs=1e-5)


@pytest.mark.parametrize("backend", BACKENDS)
def test_oracle_tiers_are_strict_and_count_duplicates(backend):
    # Two x == 0 @5 outweigh one x == 10 @5; x == 10 @6 beats any number below it.
    solution = lp_oracle.solve([x_(0, "==", 5), x_(0, "==", 5), x_(10, "==", 5)], 1, backend)
    assert solution.values[0] == pytest.approx(0) and solution.tier_errors[5] == pytest.approx(10)
    solution = lp_oracle.solve([x_(0, "==", 5)] * 5 + [x_(10, "==", 6)], 1, backend)
    assert solution.values[0] == pytest.approx(10) and solution.tier_errors == {6: 0, 5: pytest.approx(50)}
    # <= and >= count only their violation; a tie keeps the tier's error, not the value.
    solution = lp_oracle.solve([x_(10, "<=", 7), x_(20, ">=", 7), x_(0, "==", 1)], 1, backend)
    assert solution.tier_errors == {7: pytest.approx(10), 1: pytest.approx(10)}
    assert solution.values[0] == pytest.approx(10)
    low, high = solution.value_range(0)
    assert (low, high) == (pytest.approx(10), pytest.approx(10))
    solution = lp_oracle.solve([x_(10, "<=", 7), x_(20, ">=", 7)], 1, backend)
    low, high = solution.value_range(0)
    assert (low, high) == (pytest.approx(10), pytest.approx(20))
    distance, nearest = solution.nearest([15.0], [1.0])
    assert distance == pytest.approx(0, abs=1e-9)
    distance, nearest = solution.nearest([25.0], [2.0])
    assert distance == pytest.approx(2.5) and nearest[0] == pytest.approx(20)
    # The transient rows of nearest() are gone afterwards.
    assert solution.value_range(0) == (pytest.approx(10), pytest.approx(20))


def test_oracle_backends_agree_on_random_sessions():
    if len(BACKENDS) < 2:
        pytest.skip("only linprog")
    for seed in range(3):
        setup, steps = draw_session(seed)
        session = Session(setup, check=False)
        try:
            for step in steps:
                session.apply(step)
                if step[0] == "update":
                    slots = session.slots()
                    index = {slot: position for position, slot in enumerate(slots)}
                    constraints = session.oracle_constraints(session.ordered(), index)
                    fast = lp_oracle.solve(constraints, len(slots), "highs")
                    slow = lp_oracle.solve(constraints, len(slots), "linprog")
                    assert fast.broken == slow.broken
                    assert fast.tiers == slow.tiers
                    for tier in fast.tiers:
                        assert fast.tier_errors[tier] == pytest.approx(slow.tier_errors[tier], rel=1e-6, abs=1e-6)
                    if session.wished(session.ordered(), slots):
                        assert list(fast.values) == pytest.approx(list(slow.values), rel=1e-6, abs=1e-6)
        finally:
            session.close()

# ---- the node model: each node is four variables left, top, width, height ----

def expand(operand, coefficient, direction):
    """[(slot, coefficient)] of `coefficient * operand` where a slot is ("v", i) for a
    free variable or (node, 0..3) for a node's left, top, width, height. Under RTL
    leading/trailing mirror the x axis (x' = -x): leading = -right, trailing = -left
    (as in UIKit, where a leading constant of 10 is an inset of 10 from the right)."""
    if operand[0] == "v":
        return [(operand, coefficient)]
    _, node, attribute = operand
    if attribute in ("leading", "trailing"):
        if direction == "ltr":
            attribute = "left" if attribute == "leading" else "right"
        else:
            attribute = "right" if attribute == "leading" else "left"
            coefficient = -coefficient
    left, top, width, height = ((node, k) for k in range(4))
    return {
        "left": [(left, coefficient)],
        "top": [(top, coefficient)],
        "width": [(width, coefficient)],
        "height": [(height, coefficient)],
        "right": [(left, coefficient), (width, coefficient)],
        "bottom": [(top, coefficient), (height, coefficient)],
        "center_x": [(left, coefficient), (width, coefficient * 0.5)],
        "center_y": [(top, coefficient), (height, coefficient * 0.5)],
    }[attribute]


def expanded_terms(terms, direction):
    """slot -> summed coefficient of a constraint's terms."""
    result = {}
    for operand, coefficient in terms:
        for slot, value in expand(operand, coefficient, direction):
            result[slot] = result.get(slot, 0.0) + value
    return result


def degenerate(terms):
    """Whether the terms (nearly) cancel on some variable in either direction: a sum of
    rounded coefficients near zero could be 0 for one solver and 1e-17 for another."""
    for direction in ("ltr", "rtl"):
        contributions = {}
        for operand, coefficient in terms:
            for slot, value in expand(operand, coefficient, direction):
                contributions.setdefault(slot, []).append(value)
        for values in contributions.values():
            if len(values) > 1 and abs(sum(values)) <= 1e-9 * max(abs(v) for v in values):
                return True
        if not contributions:
            return True
    return False


def operand_text(operand):
    return f"v{operand[1]}" if operand[0] == "v" else f"n{operand[1]}.{operand[2]}"


def terms_text(terms):
    text = ""
    for operand, coefficient in terms:
        name = operand_text(operand)
        size = abs(coefficient)
        part = name if size == 1 else f"{size!r}*{name}"
        if not text:
            text = part if coefficient >= 0 else f"-{part}"
        else:
            text += f" {'-' if coefficient < 0 else '+'} {part}"
    return text


def step_text(step):
    kind = step[0]
    if kind == "new":
        _, cid, terms, relation, constant, priority, wish = step
        suffix = "" if priority == REQUIRED else f" @ {priority!r}"
        return f"c{cid} = ({terms_text(terms)} {relation} {constant!r}){suffix}{'  # wish' if wish else ''}"
    if kind in ("activate", "deactivate"):
        return f"{kind}({', '.join(f'c{cid}' for cid in step[1])})"
    if kind == "constant":
        return f"c{step[1]}.constant = {step[2]!r}"
    if kind == "priority":
        return f"c{step[1]}.priority = {step[2]!r}"
    if kind == "direction":
        return f"direction = {step[1]!r}"
    if kind == "free":
        return f"n{step[1]}.free()"
    if kind == "update":
        return "update()"
    return repr(step)


def session_text(setup, steps):
    variables, parents = setup
    lines = [f"# variables v0..v{variables - 1}" if variables else "# no free variables"]
    for node, parent in enumerate(parents):
        lines.append(f"# node n{node}" + (f" in n{parent}" if parent is not None else " (root)"))
    lines += [step_text(step) for step in steps]
    return "\n".join(lines)


class Mismatch(AssertionError):
    pass


class Record:
    __slots__ = ("cid", "terms", "relation", "constant", "priority", "wish", "handle",
                 "active", "stamp", "freed")

    def __init__(self, cid, terms, relation, constant, priority, wish, handle):
        self.cid, self.terms, self.relation = cid, terms, relation
        self.constant, self.priority, self.wish, self.handle = constant, priority, wish, handle
        self.active, self.stamp, self.freed = False, None, False


def relate(expression, relation, constant):
    if relation == "==":
        return expression == constant
    if relation == "<=":
        return expression <= constant
    return expression >= constant


class Session:
    """Runs steps on a layout and keeps the model of the contract: which constraints are
    active and in what order."""

    def __init__(self, setup, check=True, fresh=True):
        self.setup = setup
        variable_count, parents = setup
        self.layout = al.Layout()
        self.variables = [self.layout.variable(f"v{i}") for i in range(variable_count)]
        self.nodes = []
        for node, parent in enumerate(parents):
            self.nodes.append(self.layout.node(f"n{node}", parent=None if parent is None else self.nodes[parent]))
        self.parents = list(parents)
        self.alive = [True] * len(parents)
        self.direction = "ltr"
        self.records = {}
        self.clock = 0
        self.check_updates = check
        self.check_fresh = fresh
        self.updates = 0
        self.lp_count = 0
        # The steps carried out (those on freed or unknown objects are skipped), for the
        # WebAssembly module to replay; and what its updates gave, to be checked too.
        self.executed = []
        self.webassembly = None

    def close(self):
        self.layout.close()

    # building constraints on a layout
    def operand(self, operand, variables=None, nodes=None):
        variables = self.variables if variables is None else variables
        nodes = self.nodes if nodes is None else nodes
        if operand[0] == "v":
            return variables[operand[1]]
        return getattr(nodes[operand[1]], operand[2])

    def build(self, terms, relation, constant, priority, variables=None, nodes=None):
        expression = 0
        for operand, coefficient in terms:
            expression = expression + self.operand(operand, variables, nodes) * coefficient
        constraint = relate(expression, relation, constant)
        if priority != REQUIRED:
            constraint.priority = priority
        return constraint

    def mentions_dead_node(self, terms):
        return any(operand[0] == "n" and not self.alive[operand[1]] for operand, _ in terms)

    def live(self, cid):
        record = self.records.get(cid)
        return record if record is not None and not record.freed else None

    def touch(self, record):
        self.clock += 1
        record.stamp = self.clock

    # steps
    def apply(self, step):
        kind = step[0]
        if kind == "new":
            _, cid, terms, relation, constant, priority, wish = step
            if cid in self.records or self.mentions_dead_node(terms):
                return
            handle = self.build(terms, relation, constant, priority)
            self.records[cid] = Record(cid, terms, relation, constant, priority, wish, handle)
            self.executed.append(step)
        elif kind in ("activate", "deactivate"):
            records = [self.live(cid) for cid in step[1]]
            records = [record for record in records if record is not None]
            if not records:
                return
            self.executed.append((kind, [record.cid for record in records]))
            if kind == "activate":
                self.layout.activate([record.handle for record in records])
                for record in records:
                    if not record.active:
                        record.active = True
                        self.touch(record)
            else:
                self.layout.deactivate([record.handle for record in records])
                for record in records:
                    record.active = False
        elif kind == "constant":
            record = self.live(step[1])
            if record is None:
                return
            self.executed.append(step)
            record.handle.constant = step[2]
            if step[2] != record.constant:
                record.constant = step[2]
                self.touch(record)
        elif kind == "priority":
            record = self.live(step[1])
            if record is None:
                return
            self.executed.append(step)
            record.handle.priority = step[2]
            if step[2] != record.priority:
                record.priority = step[2]
                self.touch(record)
        elif kind == "direction":
            self.executed.append(step)
            self.layout.direction = step[1]
            self.direction = step[1]
        elif kind == "free":
            node = step[1]
            if node >= len(self.alive) or not self.alive[node]:
                return
            self.executed.append(step)
            self.nodes[node].free()
            dead = {node}
            changed = True
            while changed:
                changed = False
                for other, parent in enumerate(self.parents):
                    if parent in dead and other not in dead:
                        dead.add(other)
                        changed = True
            for other in dead:
                self.alive[other] = False
            for record in self.records.values():
                if not record.freed and self.mentions_dead_node(record.terms):
                    record.freed = True
                    record.active = False
        elif kind == "update":
            self.executed.append(step)
            self.update()
        else:
            raise ValueError(f"unknown step {step!r}")

    # the model's view
    def slots(self):
        """Live variables in a fixed order: free variables, then each live node's four."""
        result = [("v", i) for i in range(len(self.variables))]
        for node, alive in enumerate(self.alive):
            if alive:
                result += [(node, k) for k in range(4)]
        return result

    def ordered(self):
        active = [record for record in self.records.values() if record.active and not record.freed]
        return sorted(active, key=lambda record: record.stamp)

    def oracle_constraints(self, ordered, index):
        result = []
        for record in ordered:
            terms = [(index[slot], coefficient)
                     for slot, coefficient in expanded_terms(record.terms, self.direction).items()]
            result.append(lp_oracle.Constraint(terms, record.relation, record.constant, record.priority))
        return result

    def wished(self, ordered, slots):
        """Whether every live variable has its own wish: then the optimum is unique."""
        wishes = {}
        for record in ordered:
            if record.wish and record.priority < 1:
                slot = next(iter(expanded_terms(record.terms, self.direction)))
                wishes.setdefault(slot, []).append(record.priority)
        priorities = [p for values in wishes.values() for p in values]
        return all(slot in wishes for slot in slots) and len(set(priorities)) == len(priorities)

    def read_values(self, variables, nodes, slots):
        frames = {}
        values = []
        for slot in slots:
            if slot[0] == "v":
                values.append(variables[slot[1]].value)
            else:
                node = slot[0]
                if node not in frames:
                    frames[node] = nodes[node].absolute_frame
                values.append(frames[node][slot[1]])
        return values

    # checking an update
    def update(self):
        self.updates += 1
        ordered = self.ordered()
        raised = False
        try:
            self.layout.update()
        except al.UnsatisfiableConstraintError:
            raised = True
        except al.AutoLayoutError as error:
            raise Mismatch(f"update failed: {type(error).__name__}: {error}")
        if not self.check_updates:
            return
        slots = self.slots()
        index = {slot: position for position, slot in enumerate(slots)}
        constraints = self.oracle_constraints(ordered, index)
        solution = lp_oracle.solve(constraints, len(slots))
        self.lp_count += solution.lp_count
        unique = self.wished(ordered, slots)
        names = {id(record): f"c{record.cid}" for record in ordered}

        def label(positions):
            return sorted(names[id(ordered[position])] for position in positions)

        handles = {record.handle._handle: record for record in ordered}
        broken = [handles.get(constraint._handle) for constraint in self.layout.broken_constraints]
        if None in broken:
            raise Mismatch("broken_constraints lists a constraint that is not active")
        broken_positions = sorted(ordered.index(record) for record in broken)
        if broken_positions != sorted(solution.broken):
            raise Mismatch(f"broken constraints: layout {label(broken_positions)}, oracle {label(solution.broken)}")
        if raised != bool(broken_positions):
            raise Mismatch(f"update {'raised' if raised else 'did not raise'} UnsatisfiableConstraintError "
                           f"with broken {label(broken_positions)}")

        values = self.read_values(self.variables, self.nodes, slots)
        self.compare(constraints, solution, values, unique, slots, "layout")

        if self.check_fresh:
            fresh_values, fresh_broken = self.fresh(ordered, slots)
            if fresh_broken != broken_positions:
                raise Mismatch(f"a fresh layout breaks {label(fresh_broken)}, the incremental one {label(broken_positions)}")
            if unique:
                for slot, ours, theirs in zip(slots, values, fresh_values):
                    if not close(ours, theirs, RELATIVE):
                        raise Mismatch(f"{slot_text(slot)}: incremental {ours!r}, fresh layout {theirs!r}")
            else:
                self.compare(constraints, solution, fresh_values, False, slots, "fresh layout")

        if self.webassembly is not None:
            result = next(self.webassembly, {"error": "none: the replay stopped before this update"})
            self.check_webassembly(result, ordered, constraints, solution, unique, slots, label)

    def check_webassembly(self, result, ordered, constraints, solution, unique, slots, label):
        """The WebAssembly module's update, replayed (webassembly_sessions.mjs), held to
        what the layout's is held to."""
        if "error" in result:
            raise Mismatch(f"the WebAssembly module's update failed: {result['error']}")
        positions = {record.cid: position for position, record in enumerate(ordered)}
        if any(cid not in positions for cid in result["broken"]):
            raise Mismatch("the WebAssembly module lists a broken constraint that is not active")
        broken = sorted(positions[cid] for cid in result["broken"])
        if broken != sorted(solution.broken):
            raise Mismatch(f"the WebAssembly module's broken constraints: {label(broken)}, oracle {label(solution.broken)}")
        if result["raised"] != bool(broken):
            raise Mismatch(f"the WebAssembly module's update {'raised' if result['raised'] else 'did not raise'} "
                           f"with broken {label(broken)}")
        values = [result["variables"][slot[1]] if slot[0] == "v" else result["frames"][slot[0]][slot[1]]
                  for slot in slots]
        self.compare(constraints, solution, values, unique, slots, "the WebAssembly module")

    def compare(self, constraints, solution, values, unique, slots, who):
        kept = [constraints[position] for position in solution.kept]
        for constraint in kept:
            error = lp_oracle.violation(constraint, values)
            if error > RELATIVE * lp_oracle.magnitude(constraint, values) + ABSOLUTE:
                raise Mismatch(f"{who}: a kept required constraint is violated by {error!r}: {constraint}")
        errors = lp_oracle.summed_errors(constraints, values)
        ours_size = lp_oracle.tier_magnitudes(constraints, values)
        oracle_size = lp_oracle.tier_magnitudes(constraints, solution.values)
        for tier in solution.tiers:
            expected, actual = float(solution.tier_errors[tier]), errors.get(tier, 0.0)
            size = max(ours_size.get(tier, 0.0), oracle_size.get(tier, 0.0))
            if abs(actual - expected) > RELATIVE * size + ABSOLUTE:
                raise Mismatch(f"{who}: summed error of tier {tier!r} is {actual!r}, the optimum {expected!r} "
                               f"(all tiers: layout {format_errors(errors)}, oracle {format_errors(solution.tier_errors)})")
        for position, (slot, value) in enumerate(zip(slots, values)):
            if unique:
                expected = float(solution.values[position])
                if not close(value, expected, RELATIVE):
                    raise Mismatch(f"{who}: {slot_text(slot)} = {value!r}, the oracle's unique optimum {expected!r} "
                                   f"(values: {[round(v, 6) for v in values]} vs "
                                   f"{[round(float(v), 6) for v in solution.values]})")
        if not unique and values:
            # Not unique: some lexicographically optimal point must be within tolerance.
            tolerances = [RELATIVE * (1 + abs(value)) + ABSOLUTE for value in values]
            distance, nearest = solution.nearest(values, tolerances)
            if distance > 1:
                far = max(range(len(values)), key=lambda i: abs(values[i] - nearest[i]) / tolerances[i])
                raise Mismatch(f"{who}: the values are not optimal: {slot_text(slots[far])} = {values[far]!r}, "
                               f"the nearest optimal point has {float(nearest[far])!r} "
                               f"(values: {[round(v, 6) for v in values]}, nearest: {[round(float(v), 6) for v in nearest]})")

    def fresh(self, ordered, slots):
        """Values and broken positions of a new layout with the same constraints, activated
        in order in one call, updated once."""
        with al.Layout() as layout:
            variables = [layout.variable(f"v{i}") for i in range(len(self.variables))]
            nodes = [None] * len(self.alive)
            for node, parent in enumerate(self.parents):
                if self.alive[node]:
                    nodes[node] = layout.node(f"n{node}", parent=None if parent is None else nodes[parent])
            layout.direction = self.direction
            handles = [build_directly(layout, record, variables, nodes) for record in ordered]
            layout.activate(handles)
            try:
                layout.update()
            except al.UnsatisfiableConstraintError:
                pass
            except al.AutoLayoutError as error:
                raise Mismatch(f"a fresh layout's update failed: {type(error).__name__}: {error}")
            positions = {handle._handle: position for position, handle in enumerate(handles)}
            broken = sorted(positions[constraint._handle] for constraint in layout.broken_constraints)
            return self.read_values(variables, nodes, slots), broken


RELATION_CODES = {"<=": -1, "==": 0, ">=": 1}


def build_directly(layout, record, variables, nodes):
    """The record's constraint on another layout, made with one call into C (the
    operators of the expression language cost most of a fresh layout's time)."""
    terms = {}
    for operand, coefficient in record.terms:
        if operand[0] == "v":
            terms[(variables[operand[1]], al.Attribute.VALUE)] = coefficient
        else:
            terms[(nodes[operand[1]], al.Attribute[operand[2].upper()])] = coefficient
    constraint = al.Constraint._create(layout, terms, RELATION_CODES[record.relation], record.constant, None)
    if record.priority != REQUIRED:
        constraint.priority = record.priority
    return constraint


def slot_text(slot):
    if slot[0] == "v":
        return f"v{slot[1]}"
    return f"n{slot[0]}.{('left', 'top', 'width', 'height')[slot[1]]}"


def format_errors(errors):
    return "{" + ", ".join(f"{tier!r}: {errors[tier]:.9g}" for tier in sorted(errors, reverse=True)) + "}"


def close(actual, expected, relative):
    return abs(actual - expected) <= relative * (1 + abs(expected)) + ABSOLUTE


# ---- random sessions ----

class Generator:
    """Draws a session: its setup (free variables, node parents) and its steps, updating
    a light model of which constraints exist and are active to pick sensible steps."""

    def __init__(self, seed):
        self.rng = random.Random(seed)
        rng = self.rng
        # One session in five draws many coefficients from 1e-2 to 1e2 (a third of the
        # terms instead of one in 25): badly scaled systems, where numerical drift shows.
        # From its own generator, so that the other sessions stay as they were.
        self.extreme = 0.3 if random.Random(seed * 31 + 7).random() < 0.2 else 0.04
        variable_count = rng.randint(1, 4)
        node_count = rng.choice((0, 1, 1, 2, 2, 3))
        parents = []
        for node in range(node_count):
            parents.append(None if node == 0 or rng.random() < 0.6 else rng.randrange(node))
        self.setup = (variable_count, tuple(parents))
        self.operands = [("v", i) for i in range(variable_count)]
        for node in range(node_count):
            self.operands += [("n", node, attribute) for attribute in ATTRIBUTES]
        # A witness point (values of left, top, width, height, free variables) for
        # required constraints that hold together.
        self.witness = {("v", i): rng.uniform(-200, 600) for i in range(variable_count)}
        for node in range(node_count):
            for k in range(4):
                self.witness[(node, k)] = rng.uniform(0, 400)
        self.steps = []
        self.next_cid = 0
        self.state = {}        # cid -> dict(active, priority, wish, terms, relation, constant)
        self.alive = [True] * node_count
        self.parents = parents

    # constraints
    def draw_terms(self):
        rng = self.rng
        count = rng.choices((1, 2, 3, 4), weights=(30, 45, 17, 8))[0]
        for _ in range(100):
            live = [operand for operand in self.operands if operand[0] == "v" or self.alive[operand[1]]]
            operands = rng.sample(live, min(count, len(live)))
            terms = []
            for position, operand in enumerate(operands):
                if rng.random() < self.extreme:
                    coefficient = float(f"{rng.choice((-1, 1)) * 10 ** rng.uniform(-2, 2):.3g}")
                elif position == 0 and rng.random() < 0.7:
                    coefficient = 1.0
                else:
                    coefficient = rng.choice(COEFFICIENTS)
                terms.append((operand, coefficient))
            if not degenerate(terms):
                return terms
        return [(("v", 0), 1.0)]

    def witness_value(self, terms):
        return sum(coefficient * self.witness[slot]
                   for slot, coefficient in expanded_terms(terms, "ltr").items())

    def draw_constant(self, terms, relation, required):
        rng = self.rng
        roll = rng.random()
        if roll < (0.65 if required else 0.35):
            value = self.witness_value(terms)
            slack = rng.choice((0, 0, rng.randint(1, 100)))
            value = value + slack if relation == "<=" else value - slack if relation == ">=" else value
            return round(value, 3)
        if roll < 0.85:
            return float(rng.choice((-1, 1)) * rng.choice(UI_CONSTANTS))
        return float(rng.randint(-2000, 2000))

    def draw_priority(self):
        if self.rng.random() < 0.45:
            return REQUIRED
        return self.rng.choice(OPTIONAL_PRIORITIES)

    def new_constraint(self, terms=None, relation=None, constant=None, priority=None, wish=False):
        rng = self.rng
        terms = self.draw_terms() if terms is None else terms
        relation = rng.choice(RELATIONS) if relation is None else relation
        priority = self.draw_priority() if priority is None else priority
        if constant is None:
            constant = self.draw_constant(terms, relation, priority == REQUIRED)
        cid = self.next_cid
        self.next_cid += 1
        self.steps.append(("new", cid, tuple(terms), relation, constant, priority, wish))
        self.state[cid] = dict(active=False, priority=priority, wish=wish, terms=terms,
                               relation=relation, constant=constant)
        return cid

    def usable(self, predicate):
        return [cid for cid, state in self.state.items()
                if not any(operand[0] == "n" and not self.alive[operand[1]] for operand, _ in state["terms"])
                and predicate(state)]

    # steps
    def activate(self, cids):
        self.steps.append(("activate", tuple(cids)))
        for cid in cids:
            self.state[cid]["active"] = True

    def deactivate(self, cids):
        self.steps.append(("deactivate", tuple(cids)))
        for cid in cids:
            self.state[cid]["active"] = False

    def edit_constant(self, cid):
        rng = self.rng
        state = self.state[cid]
        roll = rng.random()
        if roll < 0.1:
            value = state["constant"]                     # the same value: no change of order
        elif roll < 0.45:
            value = state["constant"] + rng.choice((-1, 1)) * rng.choice((1, 4, 8, 10, 50, 100, 300))
        else:
            value = self.draw_constant(state["terms"], state["relation"], state["priority"] == REQUIRED)
        value = float(value)
        self.steps.append(("constant", cid, value))
        state["constant"] = value

    def edit_priority(self, cid):
        rng = self.rng
        state = self.state[cid]
        if rng.random() < 0.08:
            value = state["priority"]
        elif state["priority"] == REQUIRED:
            value = rng.choice(OPTIONAL_PRIORITIES)
        else:
            value = REQUIRED if rng.random() < 0.4 else rng.choice(OPTIONAL_PRIORITIES)
        self.steps.append(("priority", cid, value))
        state["priority"] = value

    def draw(self, updates):
        rng = self.rng
        variable_count, parents = self.setup
        # Wishes first: one per variable (free variables, each node's left, top, width,
        # height) at distinct priorities below every tier, so the optimum is unique.
        slots = [("v", i) for i in range(variable_count)]
        for node in range(len(parents)):
            slots += [("n", node, attribute) for attribute in ("left", "top", "width", "height")]
        full = rng.random() < 0.85
        wished = slots if full else [slot for slot in slots if rng.random() < 0.5]
        ranks = list(range(1, len(wished) + 1))
        rng.shuffle(ranks)
        wishes = []
        for operand, rank in zip(wished, ranks):
            target = float(rng.randint(-100, 500) if operand[0] == "v" else rng.randint(0, 400))
            wishes.append(self.new_constraint([(operand, 1.0)], "==", target, round(rank * WISH_STEP, 3), wish=True))
        if wishes:
            rng.shuffle(wishes)
            self.activate(wishes)
        first = [self.new_constraint() for _ in range(rng.randint(2, 8))]
        if rng.random() < 0.5:
            self.activate(first)
        else:
            for cid in first:
                self.activate([cid])
        self.steps.append(("update",))
        for _ in range(updates - 1):
            for _ in range(rng.choice((1, 1, 1, 2, 2, 3, 4))):
                self.draw_step()
            self.steps.append(("update",))
        return self.steps

    def draw_step(self):
        rng = self.rng
        ops = ("new", "activate", "deactivate", "constant", "priority", "direction", "free",
               "wish", "toggle", "clone")
        weights = (18, 10, 14, 26, 14, 3, 1, 4, 4, 3)
        for _ in range(20):
            op = rng.choices(ops, weights=weights)[0]
            if op == "new":
                active = len(self.usable(lambda s: s["active"] and not s["wish"]))
                cid = self.new_constraint()
                if active < 20 or rng.random() < 0.3:
                    self.activate([cid])
                return
            if op == "activate":
                cids = self.usable(lambda s: not s["active"])
                if cids:
                    self.activate(rng.sample(cids, min(len(cids), rng.choice((1, 1, 2)))))
                    return
            elif op == "deactivate":
                cids = self.usable(lambda s: s["active"] and not s["wish"])
                if cids:
                    self.deactivate(rng.sample(cids, min(len(cids), rng.choice((1, 1, 2)))))
                    return
            elif op == "constant":
                cids = self.usable(lambda s: not s["wish"] and (s["active"] or rng.random() < 0.1))
                if cids:
                    self.edit_constant(rng.choice(cids))
                    return
            elif op == "priority":
                cids = self.usable(lambda s: not s["wish"] and (s["active"] or rng.random() < 0.1))
                if cids:
                    self.edit_priority(rng.choice(cids))
                    return
            elif op == "direction":
                self.steps.append(("direction", rng.choice(("ltr", "rtl"))))
                return
            elif op == "free":
                nodes = [node for node, alive in enumerate(self.alive) if alive]
                if nodes:
                    node = rng.choice(nodes)
                    self.steps.append(("free", node))
                    dead = {node}
                    for other, parent in enumerate(self.parents):   # parents come first
                        if parent in dead:
                            dead.add(other)
                    for other in dead:
                        self.alive[other] = False
                    return
            elif op == "wish":
                cids = self.usable(lambda s: s["wish"])
                if cids:
                    cid = rng.choice(cids)
                    value = self.state[cid]["constant"] + rng.choice((-1, 1)) * rng.choice((10, 50, 100))
                    self.steps.append(("constant", cid, float(value)))
                    self.state[cid]["constant"] = float(value)
                    return
            elif op == "toggle":
                # Both calls in one batch: deactivate then activate (moves it to the end)
                # or activate then deactivate (no effect).
                cids = self.usable(lambda s: not s["wish"])
                if cids:
                    cid = rng.choice(cids)
                    if self.state[cid]["active"]:
                        self.deactivate([cid])
                        self.activate([cid])
                    else:
                        self.activate([cid])
                        self.deactivate([cid])
                    return
            elif op == "clone":
                # Two identical optional constraints count twice.
                cids = self.usable(lambda s: s["active"] and not s["wish"])
                if cids:
                    state = self.state[rng.choice(cids)]
                    cid = self.new_constraint(state["terms"], state["relation"], state["constant"], state["priority"])
                    self.activate([cid])
                    return


def draw_session(seed):
    generator = Generator(seed)
    rng = random.Random(seed * 7919 + 1)
    steps = generator.draw(rng.randint(12, 36))
    return generator.setup, steps


def run(setup, steps, check=True, fresh=True, webassembly=None):
    """Runs a session; returns (updates checked, LPs) or raises Mismatch with the
    number of steps done. `webassembly`: what the module's updates gave for these steps
    (replay_in_webassembly), checked at each update against the oracle too."""
    session = Session(setup, check=check, fresh=fresh)
    if webassembly is not None:
        session.webassembly = iter(webassembly)
    try:
        for position, step in enumerate(steps):
            try:
                session.apply(step)
            except Mismatch as mismatch:
                mismatch.step = position
                mismatch.updates = session.updates
                raise
        return session.updates, session.lp_count
    finally:
        session.close()


def failure(setup, steps):
    """The mismatch message of running the steps, or None when they pass."""
    try:
        run(setup, steps)
    except Mismatch as mismatch:
        return str(mismatch), mismatch.step
    except lp_oracle.OracleError:
        return None
    return None


def shrink(setup, steps, deadline=None):
    """A shorter list of steps that still fails (any mismatch): drop the steps after the
    failure, then chunks and single steps (delta debugging), then merge updates."""
    found = failure(setup, steps)
    if found is None:
        return steps
    steps = list(steps[:found[1] + 1])

    def fails(candidate):
        if not candidate or candidate[-1] != ("update",):
            candidate = list(candidate) + [("update",)]
        result = failure(setup, candidate)
        return candidate[:result[1] + 1] if result else None

    chunk = max(1, len(steps) // 2)
    while chunk >= 1:
        position = 0
        while position < len(steps):
            if deadline is not None and time.monotonic() > deadline:
                return steps
            candidate = steps[:position] + steps[position + chunk:]
            shorter = fails(candidate)
            if shorter is not None and len(shorter) < len(steps):
                steps = shorter
            else:
                position += chunk
        chunk //= 2
    # Simplify what is left: drop the wish marker of nothing, shorten activation lists.
    changed = True
    while changed:
        changed = False
        for position, step in enumerate(steps):
            if step[0] in ("activate", "deactivate") and len(step[1]) > 1:
                for cid in step[1]:
                    candidate = steps[:position] + [(step[0], tuple(c for c in step[1] if c != cid))] + steps[position + 1:]
                    shorter = fails(candidate)
                    if shorter is not None:
                        steps = shorter
                        changed = True
                        break
            if changed:
                break
    return steps


def test_random_sessions_match_the_lp_oracle():
    updates = 0
    lps = 0
    sessions = 0
    oracle_trouble = []
    failures = []
    started = time.monotonic()
    seed = FIRST_SEED
    while updates < TARGET_UPDATES:
        setup, steps = draw_session(seed)
        try:
            done, lp_count = run(setup, steps)
            updates += done
            lps += lp_count
        except Mismatch as mismatch:
            updates += mismatch.updates
            failures.append((seed, setup, steps, str(mismatch), mismatch.step))
        except lp_oracle.OracleError as error:
            oracle_trouble.append((seed, str(error)))
        sessions += 1
        seed += 1
    elapsed = time.monotonic() - started
    print(f"\nLP oracle: {updates} updates checked in {sessions} sessions (seeds {FIRST_SEED}..{seed - 1}), "
          f"{lps} LPs, {elapsed:.1f} s; {len(failures)} failing sessions, {len(oracle_trouble)} skipped (oracle trouble)")
    assert updates >= TARGET_UPDATES
    assert len(oracle_trouble) <= max(2, sessions // 100), f"HiGHS failed too often: {oracle_trouble[:5]}"
    if failures:
        # Minimise the shortest few failures (a time budget, so that a broken engine
        # still finishes quickly).
        failures.sort(key=lambda item: item[4])
        deadline = time.monotonic() + 30
        reports = []
        for seed, setup, steps, message, position in failures[:3]:
            small = shrink(setup, steps, deadline)
            result = failure(setup, small)
            reports.append(f"seed {seed} (fails at step {position}): {message}\n"
                           f"minimised ({len(small)} steps): {result[0] if result else '(passes when minimised)'}\n"
                           + session_text(setup, small))
        pytest.fail(f"{len(failures)} of {sessions} sessions disagree with the LP oracle "
                    f"(seeds {[item[0] for item in failures[:20]]}...)\n\n" + "\n\n".join(reports))


# ---- the same sessions on the WebAssembly module ----

def executed_steps(setup, steps):
    """The steps a session carries out (the model skips those on freed objects)."""
    session = Session(setup, check=False, fresh=False)
    try:
        for step in steps:
            session.apply(step)
        return session.executed
    finally:
        session.close()


def replay_in_webassembly(module, sessions):
    """[(setup, executed steps)] -> for each session, what the module's updates gave
    (webassembly_sessions.mjs, in one Node process)."""
    document = {"module": module,
                "sessions": [{"setup": [setup[0], list(setup[1])], "steps": steps} for setup, steps in sessions]}
    completed = subprocess.run(["node", os.path.join(HERE, "webassembly_sessions.mjs")],
                               input=json.dumps(document), capture_output=True, text=True)
    assert completed.returncode == 0, f"webassembly_sessions.mjs failed:\n{completed.stderr}"
    return json.loads(completed.stdout)


def test_random_sessions_in_webassembly_match_the_lp_oracle():
    if not WEBASSEMBLY_MODULE:
        pytest.skip("AUTOLAYOUT_ORACLE_WASM names no module (make test-js-oracle runs this with its module)")
    sessions, seeds = [], []
    updates = 0
    seed = FIRST_SEED
    while updates < WEBASSEMBLY_UPDATES:
        setup, steps = draw_session(seed)
        executed = executed_steps(setup, steps)
        sessions.append((setup, executed))
        seeds.append(seed)
        updates += sum(1 for step in executed if step[0] == "update")
        seed += 1
    started = time.monotonic()
    replayed = replay_in_webassembly(WEBASSEMBLY_MODULE, sessions)
    checked = 0
    failures = []
    oracle_trouble = []
    for seed, (setup, steps), results in zip(seeds, sessions, replayed):
        try:
            checked += run(setup, steps, fresh=False, webassembly=results)[0]
        except Mismatch as mismatch:
            failures.append(f"seed {seed} (fails at step {mismatch.step}): {mismatch}\n" + session_text(setup, steps))
        except lp_oracle.OracleError as error:
            oracle_trouble.append((seed, str(error)))
    print(f"\nLP oracle, WebAssembly module: {checked} updates checked in {len(sessions)} sessions "
          f"(seeds {FIRST_SEED}..{seeds[-1]}), {time.monotonic() - started:.1f} s; {len(failures)} failing")
    assert not failures, (f"{len(failures)} of {len(sessions)} sessions disagree with the LP oracle in the "
                          f"WebAssembly module:\n\n" + "\n\n".join(failures[:3]))
    assert len(oracle_trouble) <= max(2, len(sessions) // 100), f"HiGHS failed too often: {oracle_trouble[:5]}"
    # A session the oracle could not solve has at most 36 steps.
    assert checked >= WEBASSEMBLY_UPDATES - 36 * len(oracle_trouble)


def main(arguments):
    """Replays seeds: prints the session, the mismatch and a minimised failing session."""
    for argument in arguments:
        seed = int(argument)
        setup, steps = draw_session(seed)
        found = failure(setup, steps)
        print(f"== seed {seed}: {len(steps)} steps, {'fails: ' + found[0] if found else 'passes'}")
        if found:
            small = shrink(setup, steps)
            print(session_text(setup, small))
            print("->", failure(setup, small))


if __name__ == "__main__":
    main(sys.argv[1:])
