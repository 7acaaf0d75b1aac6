"""An independent oracle for the layout contract ("History does not matter"), built on
linear programming with HiGHS and nothing of libautolayout.

Given the active constraints in their order (the order in which each was last activated
or had its constant or priority changed), the contract fixes:

- the broken required constraints (priority 1000): chosen greedily in that order, a
  required constraint is broken exactly when it makes the required constraints kept
  before it infeasible;
- the optional constraints (priority in (0, 1000)) as strict tiers: the lexicographic
  optimum of the summed errors, highest priority first. The error of an optional
  constraint is |lhs - rhs| for ==, and max(0, violation) for <= and >=, weight 1 each.

`solve(constraints, variable_count)` computes both: (a) the kept / broken required
constraints by LP feasibility (all of them at once; only when that is infeasible, the
greedy scan, which finds each next broken constraint by bisection over the prefixes of
the rest: feasibility is monotone in the prefix, so that is the one-by-one greedy with
fewer LPs), (b) the lexicographic optimum, one LP per tier: minimise the tier's summed
error subject to the kept required constraints and to every higher tier's summed error
<= its optimum (+ a tolerance scaled to its constants and coefficients only when HiGHS
needs one). A tier whose error is already zero at the current point needs no LP (zero
is a lower bound).

The LPs go to HiGHS, through scipy's bundled binding object when it is there (about
30 times faster than `scipy.optimize.linprog` for these small problems, and it keeps the
model between tiers), otherwise through `scipy.optimize.linprog(method="highs")`. Both
are the same solver; `solve(..., backend="linprog")` forces the second.

A constraint is `Constraint(terms, relation, constant, priority)`: `terms` is a sequence
of (variable index, coefficient) (repeated indices add up), relation one of "==", "<=",
">=", meaning `sum(coefficient * x[index]) relation constant`.
"""

import collections
import math

import numpy as np

REQUIRED = 1000.0
RELATIONS = ("==", "<=", ">=")

# HiGHS' feasibility tolerances (its defaults are 1e-7).
FEASIBILITY_TOLERANCE = 1e-10
# A held tier's bound: its optimum + HOLD_TOLERANCE * (1 + the tier's size), with the
# size the sum of its constants and coefficients. 0 first: any slack is given away to
# the lower tiers, times the conditioning of the system (1e4 and more with coefficients
# like 0.0273 and 35.3), so the oracle's values drift by that much. When HiGHS gives up
# at the exact bound (it is at the limit of its tolerances), the next ones are tried.
HOLD_TOLERANCES = (0.0, 1e-12, 1e-10, 1e-8)
# Duals (and reduced costs) above this fix the optimal face after a tier (_TierModel).
DUAL_THRESHOLD = 1e-9

Constraint = collections.namedtuple("Constraint", "terms relation constant priority")


class OracleError(RuntimeError):
    """HiGHS did not return a usable answer (numerical trouble); not a verdict."""


def is_required(priority):
    return priority >= REQUIRED


def row(constraint, variable_count):
    """The constraint's coefficients as a dense vector."""
    coefficients = np.zeros(variable_count)
    for index, coefficient in constraint.terms:
        coefficients[index] += coefficient
    return coefficients


def violation(constraint, values):
    """The error of `constraint` at `values`: |lhs - rhs| for ==, the violation otherwise."""
    lhs = sum(coefficient * values[index] for index, coefficient in constraint.terms)
    difference = lhs - constraint.constant
    if constraint.relation == "==":
        return abs(difference)
    if constraint.relation == "<=":
        return max(difference, 0.0)
    return max(-difference, 0.0)


def magnitude(constraint, values):
    """The size of the numbers in the constraint at `values`: what a tolerance scales to."""
    return abs(constraint.constant) + sum(abs(coefficient * values[index]) for index, coefficient in constraint.terms)


def summed_errors(constraints, values):
    """priority -> summed error of the optional constraints of that priority at `values`."""
    errors = {}
    for constraint in constraints:
        if not is_required(constraint.priority):
            errors[constraint.priority] = errors.get(constraint.priority, 0.0) + violation(constraint, values)
    return errors


def tier_magnitudes(constraints, values):
    """priority -> summed magnitude of the optional constraints of that priority."""
    sizes = {}
    for constraint in constraints:
        if not is_required(constraint.priority):
            sizes[constraint.priority] = sizes.get(constraint.priority, 0.0) + magnitude(constraint, values)
    return sizes


class Solution:
    """What the contract determines for one ordered list of constraints.

    kept, broken: positions (in the input list) of the required constraints kept and
    broken. tiers: the optional priorities, highest first. tier_errors: priority -> the
    optimal summed error. values: one lexicographically optimal point (the point, where
    the optimum is unique). lp_count: how many LPs it took."""

    def __init__(self, kept, broken, tiers, tier_errors, values, lp_count, model):
        self.kept = kept
        self.broken = broken
        self.tiers = tiers
        self.tier_errors = tier_errors
        self.values = values
        self.lp_count = lp_count
        self._model = model

    def value_range(self, index):
        """(lowest, highest) value of variable `index` over the lexicographically optimal
        set (each tier held at its optimum + its tolerance): two more LPs."""
        model = self._model
        costs = np.zeros(model.column_count)
        bounds = []
        for sign in (1.0, -1.0):
            costs[index] = sign
            counter = model._counter[0]
            status, x, objective = model.solve(costs)
            self.lp_count += model._counter[0] - counter
            if status == "unbounded":
                bounds.append(-sign * np.inf)
            elif status == "optimal":
                bounds.append(x[index])
            else:
                raise OracleError(f"value range of x{index}: HiGHS says {status}")
        return bounds[0], bounds[1]

    def nearest(self, values, tolerances):
        """How far `values` are from the lexicographically optimal set, per coordinate in
        units of `tolerances`: (t, point) with the smallest t such that an optimal point
        lies within t * tolerances[i] of values[i] for every i. t <= 1: `values` are
        optimal (to within the tolerances). One more LP."""
        model = self._model
        count = len(values)
        values = np.asarray(values, dtype=float)
        spare = model.column_count - 1          # the spare column t >= 0
        matrix = np.zeros((2 * count, model.column_count))
        for i in range(count):
            matrix[2 * i, i] = matrix[2 * i + 1, i] = 1.0
            matrix[2 * i, spare] = -tolerances[i]        # x - tol * t <= value
            matrix[2 * i + 1, spare] = tolerances[i]     # x + tol * t >= value
        low = np.repeat(values, 2)
        high = np.repeat(values, 2)
        low[0::2] = -np.inf
        high[1::2] = np.inf
        costs = np.zeros(model.column_count)
        costs[spare] = 1.0
        counter = model._counter[0]
        status, x, _ = model.solve(costs, (matrix, low, high))
        self.lp_count += model._counter[0] - counter
        if status != "optimal":
            raise OracleError(f"distance to the optimal set: HiGHS says {status}")
        return x[spare], x[:count]

    def __repr__(self):
        return (f"Solution(broken={self.broken}, tier_errors={self.tier_errors}, "
                f"values={[float(value) for value in self.values]})")


def solve(constraints, variable_count, backend=None):
    """The broken required constraints and the lexicographic optimum of `constraints`
    (in their order) over `variable_count` variables."""
    constraints = list(constraints)
    for constraint in constraints:
        if constraint.relation not in RELATIONS:
            raise ValueError(f"unknown relation {constraint.relation!r}")
        if not 0 < constraint.priority <= REQUIRED:
            raise ValueError(f"priority {constraint.priority} outside (0, 1000]")
    make = _backend(backend)
    rows = np.array([row(constraint, variable_count) for constraint in constraints]).reshape(len(constraints), variable_count)
    constants = np.array([float(constraint.constant) for constraint in constraints])
    counter = [0]

    required = [position for position, constraint in enumerate(constraints) if is_required(constraint.priority)]
    kept, broken = _greedy(make, rows, constants, constraints, required, variable_count, counter)
    tiers, tier_errors, values, model = _lexicographic(make, rows, constants, constraints, kept, variable_count, counter)
    return Solution(kept, broken, tiers, tier_errors, values, counter[0], model)


def _bounds(relation, constant):
    """Row bounds (lower, upper) of `a.x relation constant`."""
    if relation == "==":
        return constant, constant
    if relation == "<=":
        return -np.inf, constant
    return constant, np.inf


def _greedy(make, rows, constants, constraints, required, variable_count, counter):
    """Kept and broken required constraints, greedily in order."""
    if not required:
        return [], []
    model = make(np.full(variable_count, -np.inf), np.full(variable_count, np.inf))
    # Every required row, switched off (free bounds) until a check switches it on.
    model.add_rows(rows[required], np.full(len(required), -np.inf), np.full(len(required), np.inf))
    bounds = [_bounds(constraints[position].relation, constants[position]) for position in required]
    enabled = [False] * len(required)

    def feasible(on):
        for slot in range(len(required)):
            if on[slot] != enabled[slot]:
                model.set_row_bounds(slot, *(bounds[slot] if on[slot] else (-np.inf, np.inf)))
                enabled[slot] = on[slot]
        model.set_costs(np.zeros(variable_count))
        status, _, _ = model.solve()
        counter[0] += 1
        if status == "optimal":
            return True
        if status == "infeasible":
            return False
        raise OracleError(f"feasibility check: HiGHS says {status}")

    kept_slots = []
    rest = list(range(len(required)))
    while rest:
        def prefix(length):
            on = [False] * len(required)
            for slot in kept_slots + rest[:length]:
                on[slot] = True
            return on

        if feasible(prefix(len(rest))):
            kept_slots += rest
            break
        # The shortest prefix of the rest that is infeasible with the kept ones: its last
        # constraint is the next broken one (every shorter prefix is kept).
        low, high = 1, len(rest)
        while low < high:
            middle = (low + high) // 2
            if feasible(prefix(middle)):
                low = middle + 1
            else:
                high = middle
        kept_slots += rest[:low - 1]
        rest = rest[low:]
    kept = sorted(required[slot] for slot in kept_slots)
    kept_set = set(kept)
    broken = [position for position in required if position not in kept_set]
    return kept, broken


def _lexicographic(make, rows, constants, constraints, kept, variable_count, counter):
    """Tier by tier: minimise the tier's summed error, holding the tiers above at their
    optima. Returns (tiers, tier_errors, values, model)."""
    optional = [position for position, constraint in enumerate(constraints) if not is_required(constraint.priority)]
    tiers = sorted({constraints[position].priority for position in optional}, reverse=True)

    # Columns: the variables (free), then the error columns of the optional constraints
    # (>= 0): two for == (above and below), one for <= and >=.
    error_columns = {}
    column_count = variable_count
    for position in optional:
        width = 2 if constraints[position].relation == "==" else 1
        error_columns[position] = list(range(column_count, column_count + width))
        column_count += width
    column_count += 1     # a spare column (>= 0), used by Solution.nearest
    lower = np.concatenate([np.full(variable_count, -np.inf), np.zeros(column_count - variable_count)])
    upper = np.full(column_count, np.inf)

    matrix = np.zeros((len(kept) + len(optional), column_count))
    low_bounds, high_bounds = [], []
    for line, position in enumerate(kept):
        matrix[line, :variable_count] = rows[position]
        low, high = _bounds(constraints[position].relation, constants[position])
        low_bounds.append(low)
        high_bounds.append(high)
    for line, position in enumerate(optional, start=len(kept)):
        matrix[line, :variable_count] = rows[position]
        relation, constant = constraints[position].relation, constants[position]
        columns = error_columns[position]
        if relation == "==":
            # a.x - above + below == constant
            matrix[line, columns[0]] = -1.0
            matrix[line, columns[1]] = 1.0
            low_bounds.append(constant)
            high_bounds.append(constant)
        elif relation == "<=":
            matrix[line, columns[0]] = -1.0      # a.x - error <= constant
            low_bounds.append(-np.inf)
            high_bounds.append(constant)
        else:
            matrix[line, columns[0]] = 1.0       # a.x + error >= constant
            low_bounds.append(constant)
            high_bounds.append(np.inf)
    model = _TierModel(make, lower, upper, matrix, np.array(low_bounds), np.array(high_bounds), counter)

    point = None
    tier_errors = {}
    for tier in tiers:
        members = [position for position in optional if constraints[position].priority == tier]
        columns = [column for position in members for column in error_columns[position]]
        member_constraints = [constraints[position] for position in members]
        # Tolerances scale with the tier's constants and coefficients, not with the
        # values: where the optimum is not unique a vertex can sit far out.
        size = 1.0 + sum(abs(constraint.constant) + sum(abs(c) for _, c in constraint.terms)
                         for constraint in member_constraints)
        if point is not None:
            error = sum(violation(constraint, point) for constraint in member_constraints)
        if point is None or error > 1e-12 * size:
            costs = np.zeros(column_count)
            costs[columns] = 1.0
            status, x, objective = model.solve(costs)
            if status != "optimal":
                raise OracleError(f"tier {tier}: HiGHS says {status}")
            point = x[:variable_count]
            error = max(objective, 0.0)
            model.fix_face(x)
        tier_errors[tier] = error
        model.hold(columns, error, size)

    if point is None:
        # No optional constraint: any point of the kept required constraints.
        status, x, _ = model.solve(np.zeros(column_count))
        if status != "optimal":
            raise OracleError(f"kept required constraints: HiGHS says {status}")
        point = x[:variable_count]
    return tiers, tier_errors, np.array(point, dtype=float), model


class _TierModel:
    """The rows of the lexicographic LPs plus the held tiers (sum of a tier's error
    columns <= its optimum + tolerance).

    A hold alone is not enough where a tier's error is nearly flat along some direction:
    HiGHS meets the hold only to within its tolerances, and a lower tier takes that
    slack times 1 / the slope (1e-10 becomes 1e-5 at a slope of 1e-5). So after each
    tier's LP the optimal face is fixed as complementary slackness says: every row with
    a dual above DUAL_THRESHOLD is held at its active bound and every error column with a
    reduced cost above it stays at 0 (for any dual optimum y, the optimal points are
    exactly the feasible points complementary to y).

    Solves warm; when HiGHS gives up (at the limit of its tolerances) it solves again
    from scratch, then with the looser holds of HOLD_TOLERANCES, and at last without the
    fixed faces."""

    def __init__(self, make, lower, upper, matrix, low, high, counter):
        self._make = make
        self._lower, self._upper = np.array(lower, dtype=float), np.array(upper, dtype=float)
        self._matrix, self._low, self._high = matrix, np.array(low, dtype=float), np.array(high, dtype=float)
        self._original = (self._lower.copy(), self._upper.copy(), self._low.copy(), self._high.copy())
        self._counter = counter
        self._holds = []
        self._relaxation = HOLD_TOLERANCES[0]
        self._fixing = True
        self.column_count = len(lower)
        self._model = self._build()

    def _build(self):
        model = self._make(self._lower, self._upper)
        model.add_rows(self._matrix, self._low, self._high)
        for columns, error, size in self._holds:
            self._add_hold(model, columns, error, size)
        return model

    def _add_hold(self, model, columns, error, size):
        row = np.zeros((1, self.column_count))
        row[0, columns] = 1.0
        model.add_rows(row, np.array([-np.inf]), np.array([error + self._relaxation * size]))

    def hold(self, columns, error, size):
        self._holds.append((columns, error, size))
        self._add_hold(self._model, columns, error, size)

    def fix_face(self, x):
        """After an optimal solve at x: hold the rows and error columns that complementary
        slackness says every optimal point has tight."""
        if not self._fixing:
            return
        model = self._model
        rows = len(self._low)
        duals, activity = model.row_duals[:rows], model.row_activity[:rows]
        for row in np.nonzero(np.abs(duals) > DUAL_THRESHOLD)[0]:
            low, high = self._low[row], self._high[row]
            if low == high:
                continue
            scale = 1e-7 * (1.0 + abs(activity[row]))
            if math.isfinite(high) and abs(activity[row] - high) <= scale:
                self._low[row] = high
            elif math.isfinite(low) and abs(activity[row] - low) <= scale:
                self._high[row] = low
            else:
                continue
            model.set_row_bounds(row, self._low[row], self._high[row])
        reduced = model.column_duals
        for column in np.nonzero(np.abs(reduced) > DUAL_THRESHOLD)[0]:
            if math.isfinite(self._lower[column]) and self._upper[column] != self._lower[column] \
                    and abs(x[column] - self._lower[column]) <= 1e-9:
                self._upper[column] = self._lower[column]
                model.set_column_bounds(column, self._lower[column], self._upper[column])

    def solve(self, costs, extra=None):
        """Minimises costs; `extra` = (matrix, low, high): rows for this solve only."""
        status, x, objective = self._attempt(costs, extra)
        if status in ("optimal", "unbounded"):
            return status, x, objective
        for relaxation in HOLD_TOLERANCES + (None,):
            if relaxation is None:
                # Last resort: without the fixed faces, at the loosest holds.
                self._fixing = False
                self._lower, self._upper, self._low, self._high = (a.copy() for a in self._original)
            elif relaxation < self._relaxation:
                continue
            else:
                self._relaxation = relaxation
            self._model = self._build()
            status, x, objective = self._attempt(costs, extra)
            if status in ("optimal", "unbounded"):
                return status, x, objective
        return status, x, objective

    def _attempt(self, costs, extra):
        model = self._model
        first = model.row_count
        if extra is not None:
            model.add_rows(*extra)
        model.set_costs(costs)
        try:
            self._counter[0] += 1
            return model.solve()
        finally:
            if extra is not None:
                for row in range(first, model.row_count):
                    model.set_row_bounds(row, -np.inf, np.inf)


# ---- LP backends: `lower <= A z <= upper`, `column_lower <= z <= column_upper`, min c.z ----

def _backend(name):
    if name is None:
        name = "highs" if _core is not None else "linprog"
    if name == "highs":
        if _core is None:
            raise OracleError("scipy's HiGHS binding object is not available; use backend='linprog'")
        return _HighsModel
    if name == "linprog":
        return _LinprogModel
    raise ValueError(f"unknown backend {name!r}")


try:   # scipy >= 1.15 bundles HiGHS' own Python binding; older ones only linprog
    from scipy.optimize._highspy import _core
    if not hasattr(_core, "_Highs"):
        _core = None
except ImportError:
    _core = None


class _HighsModel:
    """One HiGHS model kept between solves (warm starts across tiers)."""

    def __init__(self, column_lower, column_upper):
        self._highs = _core._Highs()
        for option, value in (("output_flag", False),
                              ("primal_feasibility_tolerance", FEASIBILITY_TOLERANCE),
                              ("dual_feasibility_tolerance", FEASIBILITY_TOLERANCE)):
            self._highs.setOptionValue(option, value)
        self._columns = len(column_lower)
        self.row_count = 0
        self._column_lower = np.asarray(column_lower, dtype=float)
        self._column_upper = np.asarray(column_upper, dtype=float)
        if self._columns:
            self._highs.addVars(self._columns, self._column_lower, self._column_upper)
        self._costs = np.zeros(self._columns)

    def add_rows(self, matrix, lower, upper):
        matrix = np.asarray(matrix, dtype=float).reshape(-1, self._columns)
        count = matrix.shape[0]
        if count == 0:
            return
        rows, columns = np.nonzero(matrix)
        starts = np.searchsorted(rows, np.arange(count)).astype(np.int32)
        self._highs.addRows(count, np.asarray(lower, dtype=float), np.asarray(upper, dtype=float),
                            len(rows), starts, columns.astype(np.int32), matrix[rows, columns])
        self.row_count += count

    def set_row_bounds(self, index, lower, upper):
        self._highs.changeRowBounds(index, lower, upper)

    def set_column_bounds(self, index, lower, upper):
        self._highs.changeColBounds(index, lower, upper)
        self._column_lower[index], self._column_upper[index] = lower, upper

    def set_costs(self, costs):
        costs = np.asarray(costs, dtype=float)
        changed = np.nonzero(costs != self._costs)[0]
        if len(changed):
            self._highs.changeColsCost(len(changed), changed.astype(np.int32), costs[changed])
            self._costs = costs.copy()

    def solve(self):
        if self.row_count == 0:
            # Nothing constrains the columns: optimal at the bound nearest 0 when the
            # costs allow it.
            if np.any((self._costs > 0) & ~np.isfinite(self._column_lower)) or \
                    np.any((self._costs < 0) & ~np.isfinite(self._column_upper)):
                return "unbounded", None, None
            x = np.clip(np.zeros(self._columns), self._column_lower, self._column_upper)
            self.row_duals = self.row_activity = np.zeros(0)
            self.column_duals = self._costs.copy()
            return "optimal", x, float(self._costs @ x)
        self._highs.run()
        status = self._highs.getModelStatus()
        if status == _core.HighsModelStatus.kOptimal:
            solution = self._highs.getSolution()
            x = np.array(solution.col_value)
            self.row_duals = np.array(solution.row_dual)
            self.row_activity = np.array(solution.row_value)
            self.column_duals = np.array(solution.col_dual)
            return "optimal", x, float(self._costs @ x)
        if status == _core.HighsModelStatus.kInfeasible:
            return "infeasible", None, None
        if status == _core.HighsModelStatus.kUnboundedOrInfeasible and not np.any(self._costs):
            return "infeasible", None, None   # a zero objective cannot be unbounded
        if status == _core.HighsModelStatus.kUnbounded:
            return "unbounded", None, None
        return self._highs.modelStatusToString(status), None, None


class _LinprogModel:
    """The same through scipy.optimize.linprog(method="highs"): a new LP each solve."""

    def __init__(self, column_lower, column_upper):
        self._column_lower = np.asarray(column_lower, dtype=float)
        self._column_upper = np.asarray(column_upper, dtype=float)
        self._columns = len(column_lower)
        self._matrix = np.zeros((0, self._columns))
        self._lower = np.zeros(0)
        self._upper = np.zeros(0)
        self._costs = np.zeros(self._columns)

    @property
    def row_count(self):
        return len(self._lower)

    def add_rows(self, matrix, lower, upper):
        matrix = np.asarray(matrix, dtype=float).reshape(-1, self._columns)
        self._matrix = np.vstack([self._matrix, matrix])
        self._lower = np.concatenate([self._lower, np.asarray(lower, dtype=float)])
        self._upper = np.concatenate([self._upper, np.asarray(upper, dtype=float)])

    def set_row_bounds(self, index, lower, upper):
        self._lower[index] = lower
        self._upper[index] = upper

    def set_column_bounds(self, index, lower, upper):
        self._column_lower[index], self._column_upper[index] = lower, upper

    def set_costs(self, costs):
        self._costs = np.asarray(costs, dtype=float).copy()

    def solve(self):
        from scipy.optimize import linprog
        equal = self._lower == self._upper
        above = ~equal & np.isfinite(self._upper)
        below = ~equal & np.isfinite(self._lower)
        a_ub = np.vstack([self._matrix[above], -self._matrix[below]])
        b_ub = np.concatenate([self._upper[above], -self._lower[below]])
        bounds = [(None if math.isinf(low) else low, None if math.isinf(high) else high)
                  for low, high in zip(self._column_lower, self._column_upper)]
        result = linprog(self._costs,
                         A_ub=a_ub if len(b_ub) else None, b_ub=b_ub if len(b_ub) else None,
                         A_eq=self._matrix[equal] if equal.any() else None,
                         b_eq=self._lower[equal] if equal.any() else None,
                         bounds=bounds, method="highs",
                         options={"primal_feasibility_tolerance": FEASIBILITY_TOLERANCE,
                                  "dual_feasibility_tolerance": FEASIBILITY_TOLERANCE})
        if result.status == 0:
            x = np.asarray(result.x)
            duals = np.zeros(len(self._lower))
            marginals = result.ineqlin.marginals if len(b_ub) else np.zeros(0)
            duals[np.nonzero(above)[0]] += marginals[:above.sum()]
            duals[np.nonzero(below)[0]] -= marginals[above.sum():]
            if equal.any():
                duals[np.nonzero(equal)[0]] = result.eqlin.marginals
            self.row_duals = duals
            self.row_activity = self._matrix @ x
            self.column_duals = np.asarray(result.lower.marginals) + np.asarray(result.upper.marginals)
            return "optimal", x, float(result.fun)
        if result.status == 2:
            return "infeasible", None, None
        if result.status == 3:
            return "unbounded", None, None
        return result.message, None, None
