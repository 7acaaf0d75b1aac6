"""Random constraint systems solved by autolayout and by kiwisolver as an oracle: every
required constraint holds, and where both use a single optional priority the total
error of the optional constraints is the same."""

import math

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import autolayout as al

kiwisolver = pytest.importorskip("kiwisolver")

VARIABLES = 5
coefficients = st.sampled_from([-3.0, -2.0, -1.0, -0.5, 0.5, 1.0, 2.0, 3.0])
relations = st.sampled_from(["==", "<=", ">="])


@st.composite
def systems(draw):
    witness = draw(st.lists(st.integers(-50, 50), min_size=VARIABLES, max_size=VARIABLES))
    required, optional = [], []
    for _ in range(draw(st.integers(1, 8))):
        terms = draw(st.lists(st.tuples(st.integers(0, VARIABLES - 1), coefficients), min_size=1, max_size=3))
        relation = draw(relations)
        value = sum(coefficient * witness[index] for index, coefficient in terms)
        slack = draw(st.integers(0, 20))
        # The witness satisfies each required constraint, so the set is feasible.
        constant = value + slack if relation == "<=" else value - slack if relation == ">=" else value
        required.append((terms, relation, constant))
    for _ in range(draw(st.integers(1, 8))):
        terms = draw(st.lists(st.tuples(st.integers(0, VARIABLES - 1), coefficients), min_size=1, max_size=2))
        optional.append((terms, draw(relations), draw(st.integers(-100, 100))))
    return required, optional


def build(expression_of, terms):
    expression = 0
    for index, coefficient in terms:
        expression = expression + expression_of(index) * coefficient
    return expression


def relate(left, relation, right):
    return left == right if relation == "==" else left <= right if relation == "<=" else left >= right


def violation(values, terms, relation, constant):
    value = sum(coefficient * values[index] for index, coefficient in terms) - constant
    if relation == "==":
        return abs(value)
    if relation == "<=":
        return max(value, 0.0)
    return max(-value, 0.0)


def solve_ours(required, optional):
    with al.Layout() as layout:
        variables = [layout.variable(f"v{i}") for i in range(VARIABLES)]
        constraints = [relate(build(variables.__getitem__, terms), relation, constant)
                       for terms, relation, constant in required]
        constraints += [relate(build(variables.__getitem__, terms), relation, constant) @ 500
                        for terms, relation, constant in optional]
        # Anchor every variable weakly so that both solvers have a unique optimum to agree on.
        constraints += [(variable == 0) @ 1 for variable in variables]
        layout.activate(constraints)
        layout.update()
        return [variable.value for variable in variables]


def solve_kiwi(required, optional):
    solver = kiwisolver.Solver()
    variables = [kiwisolver.Variable(f"v{i}") for i in range(VARIABLES)]
    for terms, relation, constant in required:
        solver.addConstraint(relate(build(variables.__getitem__, terms), relation, constant))
    for terms, relation, constant in optional:
        solver.addConstraint(relate(build(variables.__getitem__, terms), relation, constant) | "medium")
    for variable in variables:
        solver.addConstraint((variable == 0) | 0.001)
    solver.updateVariables()
    return [variable.value() for variable in variables]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(systems())
def test_matches_kiwisolver(system):
    required, optional = system
    ours = solve_ours(required, optional)
    kiwi = solve_kiwi(required, optional)
    for terms, relation, constant in required:
        assert violation(ours, terms, relation, constant) < 1e-6
    our_error = sum(violation(ours, *constraint) for constraint in optional)
    kiwi_error = sum(violation(kiwi, *constraint) for constraint in optional)
    assert math.isclose(our_error, kiwi_error, rel_tol=1e-6, abs_tol=1e-6)
