import XCTest
@testable import AutoLayoutSolver

/// Sequences that once went wrong, replayed at the solver level.
final class RegressionTests: XCTestCase {
    /// Found by the fuzzer (right-to-left layout, a 1e6 multiplier): after a required
    /// equality was turned optional, another required equality no longer held, because a
    /// cell of 8.5e-9 that multiplied a slack of 1e6 had been dropped as noise.
    func testPriorityChangeNextToLargeCoefficients() throws {
        let solver = Solver()
        let left = solver.makeVariable(), width = solver.makeVariable()
        func terms(_ l: Double, _ w: Double) -> [LinearTerm] { [LinearTerm(left, l), LinearTerm(width, w)] }
        let c0 = (terms(-236, -117.5), -1e6, Relation.lessOrEqual)
        let c1 = (terms(7, 7), -86.0, Relation.lessOrEqual)
        let c2 = (terms(7, 7), -8.0, Relation.equal)
        let c3 = (terms(-1_000_001, -1), -1e6, Relation.equal)
        var id0 = try solver.addConstraint(c0.0, constant: c0.1, relation: c0.2, priority: 1000)
        try solver.optimize()
        solver.removeConstraint(id0)
        try solver.optimize()
        var id1 = try solver.addConstraint(c1.0, constant: c1.1, relation: c1.2, priority: 1000)
        id0 = try solver.addConstraint(c0.0, constant: c0.1, relation: c0.2, priority: 130)
        try solver.optimize()
        var id2 = try solver.addConstraint(c2.0, constant: c2.1, relation: c2.2, priority: 1000)
        try solver.optimize()
        solver.removeConstraint(id1)
        try solver.optimize()
        _ = try solver.addConstraint(c3.0, constant: c3.1, relation: c3.2, priority: 1000)
        id1 = try solver.addConstraint(c1.0, constant: c1.1, relation: c1.2, priority: 130)
        try solver.optimize()
        XCTAssertLessThan(solver.violation(of: c3.0, constant: c3.1, relation: c3.2), 1e-3)   // coefficients of 1e6
        solver.removeConstraint(id2)
        try solver.optimize()
        XCTAssertLessThan(solver.violation(of: c3.0, constant: c3.1, relation: c3.2), 1e-3)   // coefficients of 1e6
        id2 = try solver.addConstraint(c2.0, constant: c2.1, relation: c2.2, priority: 999)
        try solver.optimize()
        XCTAssertLessThan(solver.violation(of: c3.0, constant: c3.1, relation: c3.2), 1e-3)   // coefficients of 1e6
        _ = (id0, id1, id2)
    }

    /// Found by the fuzzer: required equalities with 1e-6 multipliers on one view conflict
    /// by 3.5e-10, within tolerance, so the residual sits in the rows of basic dummies.
    /// Removing a constraint pivoted on such a row and spread the residual into another
    /// dummy's row multiplied by 2e7: `trailing == top * 20` then missed by 7e-3.
    func testRemovalDoesNotSpreadToleratedResiduals() throws {
        let solver = Solver()
        let left = solver.makeVariable(), top = solver.makeVariable()
        let width = solver.makeVariable(), height = solver.makeVariable()
        func trailing(_ k: Double) -> [LinearTerm] { [LinearTerm(left, k), LinearTerm(width, k)] }
        func bottom(_ k: Double) -> [LinearTerm] { [LinearTerm(top, k), LinearTerm(height, k)] }
        let tiny = 1e-6
        let system: [([LinearTerm], Double, Relation)] = [
            (trailing(1) + bottom(-tiny), -tiny, .equal),                      // trailing == bottom * 1e-6 + 1e-6
            (bottom(1) + trailing(-352.5), -tiny, .equal),                     // bottom == trailing * 352.5 + 1e-6
            (trailing(1) + [LinearTerm(height, -tiny)], -tiny, .equal),        // right == height * 1e-6 + 1e-6
            (trailing(1), -tiny, .equal),                                      // trailing == 1e-6
            (trailing(1 - tiny), -tiny, .equal),                               // trailing == trailing * 1e-6 + 1e-6
            (trailing(1) + [LinearTerm(top, -20)], -tiny, .equal),             // trailing == top * 20 + 1e-6
            (trailing(1 - tiny), -tiny, .greaterOrEqual),
        ]
        var ids: [ConstraintID] = []
        for (terms, constant, relation) in system {
            ids.append(try solver.addConstraint(terms, constant: constant, relation: relation, priority: requiredPriority))
        }
        try solver.optimize()
        solver.removeConstraint(ids[0])
        try solver.optimize()
        for (terms, constant, relation) in system.dropFirst() {
            XCTAssertLessThan(solver.violation(of: terms, constant: constant, relation: relation), 1e-8)
        }
    }

    /// Found by the fuzzer (switching a layout from right-to-left back): the artificial
    /// row of a conflicting equality held a cell of 1.5e-9 where exact arithmetic
    /// cancels to zero, and phase one entered on it, moving a slack to 3e10 and
    /// accepting the conflict. Such cells are now ignored next to the row's largest.
    func testArtificialPhaseIgnoresRoundingCells() throws {
        let solver = Solver()
        let variables = (0..<4).map { _ in solver.makeVariable() }   // left, top, width, height
        func terms(_ pairs: [(Double, Int)]) -> [LinearTerm] { pairs.map { LinearTerm(variables[$0.1], $0.0) } }
        func add(_ pairs: [(Double, Int)], _ constant: Double, _ relation: Relation, _ priority: Double = 1000) throws -> ConstraintID {
            try solver.addConstraint(terms(pairs), constant: constant, relation: relation, priority: priority)
        }
        // Right to left: trailing is -left.
        let centerY = try add([(1, 1), (0.5, 3), (52.5, 0)], -52.5, .equal)        // centerY == trailing * 52.5 + 52.5
        _ = try add([(1, 0), (1, 2), (-750, 0)], -21, .greaterOrEqual)            // right >= left * 750 + 21
        let bound = try add([(-1, 0), (52.5, 0)], -52.5, .lessOrEqual)            // trailing <= trailing * 52.5 + 52.5
        XCTAssertThrowsError(try add([(-1, 0), (-9, 1), (-4.5, 3)], -52, .equal)) // trailing == centerY * 9 + 52
        let last = try add([(-1, 0), (-30, 3)], -30, .greaterOrEqual)             // trailing >= height * 30 + 30
        _ = try add([(1, 2)], -2, .lessOrEqual, 250)                              // intrinsic size 2 x 21
        _ = try add([(1, 2)], -2, .greaterOrEqual, 750)
        _ = try add([(1, 3)], -21, .lessOrEqual, 250)
        _ = try add([(1, 3)], -21, .greaterOrEqual, 750)
        _ = try add([(1, 0), (40, 2)], -52.5, .equal, 250)                        // left == width * -40 + 52.5
        try solver.optimize()
        // Back to left to right: the directional constraints are rebuilt.
        for constraint in [centerY, bound, last] { solver.removeConstraint(constraint) }
        try solver.optimize()
        _ = try add([(1, 1), (0.5, 3), (-52.5, 0), (-52.5, 2)], -52.5, .equal)
        _ = try add([(1, 0), (1, 2), (-52.5, 0), (-52.5, 2)], -52.5, .lessOrEqual)
        // trailing = 9 * centerY + 52 with centerY = 52.5 * trailing + 52.5 puts trailing
        // at -1.112, below the bound's -1.019: a conflict.
        XCTAssertThrowsError(try add([(1, 0), (1, 2), (-9, 1), (-4.5, 3)], -52, .equal))
    }

    /// Found by the fuzzer: `right <= right * -1e6 - 1e6` next to `trailing <= trailing *
    /// 347.5 + 21` conflicts, but once expanded its row kept a height cell of 1.8e-12 (the
    /// height's terms cancel exactly) which became the subject: height 5e17, no conflict.
    func testCancellationRemnantsAreNotSubjects() throws {
        let solver = Solver()
        let left = solver.makeVariable(), top = solver.makeVariable()
        let width = solver.makeVariable(), height = solver.makeVariable()
        func right(_ k: Double) -> [LinearTerm] { [LinearTerm(left, k), LinearTerm(width, k)] }
        // centerY == trailing * 52.5 + 52.5
        _ = try solver.addConstraint([LinearTerm(top, 1), LinearTerm(height, 0.5)] + right(-52.5), constant: -52.5,
                                     relation: .equal, priority: requiredPriority)
        // trailing <= trailing * 347.5 + 21, and trailing <= trailing * 52.5 + 52.5
        _ = try solver.addConstraint(right(1) + right(-347.5), constant: -21, relation: .lessOrEqual, priority: requiredPriority)
        _ = try solver.addConstraint(right(1) + right(-52.5), constant: -52.5, relation: .lessOrEqual, priority: requiredPriority)
        // right <= right * -1e6 - 1e6 needs right <= -0.999999, the first bound right >= -0.0606.
        XCTAssertThrowsError(try solver.addConstraint(right(1) + right(1e6), constant: 1e6, relation: .lessOrEqual,
                                                      priority: requiredPriority))
        try solver.optimize()
        XCTAssertLessThan(abs(solver.value(of: height)), 1e6)
    }
}
