import XCTest
@testable import AutoLayoutSolver

/// Near-degenerate systems: wide coefficient ranges, many equal priorities, long chains,
/// redundant required constraints, and thousands of constant edits without drift.
final class NumericsTests: XCTestCase {
    func testCoefficientsFromMicroToMega() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable()
        // 1e-6 x == y, 1e6 z == y, y == 3
        _ = try solver.addConstraint([LinearTerm(x, 1e-6), LinearTerm(y, -1)], constant: 0, relation: .equal, priority: requiredPriority)
        _ = try solver.addConstraint([LinearTerm(z, 1e6), LinearTerm(y, -1)], constant: 0, relation: .equal, priority: requiredPriority)
        let pin = try solver.addConstraint([LinearTerm(y, 1)], constant: -3, relation: .equal, priority: requiredPriority)
        try solver.optimize()
        XCTAssertEqual(solver.value(of: x), 3e6, accuracy: 1e-3)
        XCTAssertEqual(solver.value(of: z), 3e-6, accuracy: 1e-12)
        try solver.setConstant(pin, -7)
        XCTAssertEqual(solver.value(of: x), 7e6, accuracy: 1e-3)
    }

    func testHundredsOfEqualPriorities() throws {
        // 300 preferences at one priority pulling x to 0...299: the summed error is
        // least anywhere between the two middle targets (149 and 150).
        let solver = Solver()
        let x = solver.makeVariable()
        for target in 0..<300 {
            _ = try solver.addConstraint([LinearTerm(x, 1)], constant: -Double(target), relation: .equal, priority: 500)
        }
        try solver.optimize()
        XCTAssertGreaterThanOrEqual(solver.value(of: x), 149 - 1e-9)
        XCTAssertLessThanOrEqual(solver.value(of: x), 150 + 1e-9)
    }

    func testLongChainOfEqualitiesWithoutDrift() throws {
        let solver = Solver()
        let variables = (0..<150).map { _ in solver.makeVariable() }
        for (previous, next) in zip(variables, variables.dropFirst()) {
            _ = try solver.addConstraint([LinearTerm(next, 1), LinearTerm(previous, -1)], constant: -1, relation: .equal, priority: requiredPriority)
        }
        let start = try solver.addConstraint([LinearTerm(variables[0], 1)], constant: 0, relation: .equal, priority: requiredPriority)
        try solver.optimize()
        XCTAssertEqual(solver.value(of: variables[149]), 149, accuracy: 1e-9)
        for step in 0..<10_000 {
            try solver.setConstant(start, -Double(step % 97) * 1.25)
        }
        XCTAssertEqual(solver.value(of: variables[0]), Double(9_999 % 97) * 1.25, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: variables[149]), Double(9_999 % 97) * 1.25 + 149, accuracy: 1e-7)
    }

    func testRedundantRequiredConstraintsAreNotConflicts() throws {
        let solver = Solver()
        let a = solver.makeVariable(), b = solver.makeVariable(), c = solver.makeVariable()
        // a + b == 10 stated in several equivalent ways, plus implied inequalities.
        _ = try solver.addConstraint([LinearTerm(a, 1), LinearTerm(b, 1)], constant: -10, relation: .equal, priority: requiredPriority)
        _ = try solver.addConstraint([LinearTerm(a, 3), LinearTerm(b, 3)], constant: -30, relation: .equal, priority: requiredPriority)
        _ = try solver.addConstraint([LinearTerm(a, -0.5), LinearTerm(b, -0.5)], constant: 5, relation: .equal, priority: requiredPriority)
        _ = try solver.addConstraint([LinearTerm(a, 1), LinearTerm(b, 1)], constant: -10, relation: .lessOrEqual, priority: requiredPriority)
        _ = try solver.addConstraint([LinearTerm(a, 1), LinearTerm(b, 1)], constant: -10, relation: .greaterOrEqual, priority: requiredPriority)
        _ = try solver.addConstraint([LinearTerm(c, 1), LinearTerm(a, -1), LinearTerm(b, -1)], constant: 0, relation: .equal, priority: requiredPriority)
        _ = try solver.addConstraint([LinearTerm(a, 1)], constant: -4, relation: .equal, priority: 250)
        try solver.optimize()
        XCTAssertEqual(solver.value(of: c), 10, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: a), 4, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: b), 6, accuracy: 1e-9)
    }

    /// 10,000 edits of a grid's window size, with a fresh solve of the final constants
    /// to compare against.
    func testTenThousandEditsMatchAFreshSolve() throws {
        func build(width: Double) throws -> (Solver, [Variable], ConstraintID) {
            let solver = Solver()
            let columns = 12
            let window = solver.makeVariable()
            let edit = try solver.addConstraint([LinearTerm(window, 1)], constant: -width, relation: .equal, priority: requiredPriority)
            var lefts: [Variable] = [], widths: [Variable] = []
            for column in 0..<columns {
                let left = solver.makeVariable(), size = solver.makeVariable()
                lefts.append(left)
                widths.append(size)
                if column == 0 {
                    _ = try solver.addConstraint([LinearTerm(left, 1)], constant: 0, relation: .equal, priority: requiredPriority)
                } else {
                    _ = try solver.addConstraint([LinearTerm(left, 1), LinearTerm(lefts[column - 1], -1), LinearTerm(widths[column - 1], -1)],
                                                 constant: -2, relation: .equal, priority: requiredPriority)
                    _ = try solver.addConstraint([LinearTerm(size, 1), LinearTerm(widths[0], -1)], constant: 0, relation: .equal, priority: 750)
                }
                _ = try solver.addConstraint([LinearTerm(size, 1)], constant: -10, relation: .greaterOrEqual, priority: requiredPriority)
                _ = try solver.addConstraint([LinearTerm(size, 1)], constant: -Double(30 + column * 7), relation: .equal, priority: 250)
            }
            _ = try solver.addConstraint([LinearTerm(window, 1), LinearTerm(lefts[columns - 1], -1), LinearTerm(widths[columns - 1], -1)],
                                         constant: 0, relation: .equal, priority: requiredPriority)
            try solver.optimize()
            return (solver, lefts + widths, edit)
        }
        var random = SplitMix64(state: 42)
        let (solver, variables, edit) = try build(width: 600)
        var width = 600.0
        for _ in 0..<10_000 {
            width = Double(random.int(200...2000)) + 0.25 * Double(random.int(0...3))
            try solver.setConstant(edit, -width)
        }
        let (fresh, freshVariables, _) = try build(width: width)
        for (incremental, reference) in zip(variables, freshVariables) {
            XCTAssertEqual(solver.value(of: incremental), fresh.value(of: reference), accuracy: 1e-7)
        }
    }

    func testAMoveThatWouldTakeAnEqualityHeldToItsRoundingOffItDoesNotHappen() throws {
        // Fuzz input `tiny-multiplier-chain-leaves-a-bound-off`. The last equality pins
        // w1 and, through two multipliers of 1e-6, n0's right edge near 1e-6, which the
        // bounds on n0 forbid; with n0 at left -64 and width 128 it holds to 6.4e-11,
        // kept as redundant: its dummy's row has cells of 1e-12 on the bounds' slacks.
        // The tie-breakers' optimisation then stepped one of them by 1.25e7 (the dummy's
        // cell, rounding next to its others, did not block) and n0.centerX >= 1e-6 ended
        // 32 below.
        let solver = Solver()
        let (l0, t0, w0, h0) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        let (l1, t1, w1, h1) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        _ = try solver.addConstraint([LinearTerm(l0, 1), LinearTerm(w0, 0.5)], .greaterOrEqual, 1e-6, priority: requiredPriority)
        _ = try solver.addConstraint([LinearTerm(l1, 1), LinearTerm(w1, 1), LinearTerm(l0, -1e-6), LinearTerm(w0, -1e-6)], .equal, 1e-6,
                                     priority: requiredPriority)
        _ = try solver.addConstraint([LinearTerm(l0, 1)], .lessOrEqual, -64, priority: requiredPriority)
        _ = try solver.addConstraint([LinearTerm(w1, 1 - 1e-6), LinearTerm(l1, -1e-6)], .equal, 1e-6, priority: requiredPriority)
        _ = try solver.addConstraint([LinearTerm(w1, 1 - 1e-6)], .equal, 1e-6, priority: requiredPriority)
        for (index, variable) in [l0, t0, w0, h0, l1, t1, w1, h1].enumerated() {
            _ = try solver.addConstraint([LinearTerm(variable, 1)], .equal, Double(index * 7 % 23) * 5, priority: 0.25 + 1e-4 * Double(index))
        }
        try solver.optimize()
        _ = solver.evaluateChanges()
        let left = solver.value(of: l0), width = solver.value(of: w0)
        XCTAssertLessThanOrEqual(left, -64 + 1e-9)
        XCTAssertGreaterThanOrEqual(left + width / 2, 1e-6 - 1e-9)
        XCTAssertEqual((1 - 1e-6) * solver.value(of: w1), 1e-6, accuracy: 1e-9)
    }
}
