import XCTest
@testable import AutoLayoutSolver

/// Cases in the spirit of kiwi's test suite, written against this solver's API.
final class SolverTests: XCTestCase {
    func add(_ solver: Solver, _ terms: [(Variable, Double)], _ constant: Double,
             _ relation: Relation, _ priority: Double = requiredPriority) throws -> ConstraintID {
        try solver.addConstraint(terms.map { LinearTerm($0.0, $0.1) }, constant: constant,
                                 relation: relation, priority: priority)
    }

    func testSimpleEquality() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        _ = try add(solver, [(x, 1)], -20, .equal)          // x == 20
        try solver.optimize()
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
    }

    func testALongConstraintSumsItsRepeatedTerms() throws {
        // Forty variables, each held at its index, and one sum over them: written with
        // distinct variables (appended at once) or with the first repeated in halves and
        // a third term cancelling (merged one by one), the sum's own variable follows.
        for repeated in [false, true] {
            let solver = Solver()
            let parts = (0..<40).map { _ in solver.makeVariable() }
            let total = solver.makeVariable()
            for (index, part) in parts.enumerated() { _ = try add(solver, [(part, 1)], -Double(index), .equal) }
            var terms: [(Variable, Double)] = [(total, 1)] + parts.map { ($0, -1.0) }
            if repeated {
                terms[1].1 = -0.5
                terms += [(parts[0], -0.5), (parts[5], 2), (parts[5], -2)]
            }
            _ = try add(solver, terms, 0, .equal)             // total == sum(parts)
            try solver.optimize()
            XCTAssertEqual(solver.value(of: total), 780, accuracy: 1e-9, "repeated: \(repeated)")
        }
    }

    func testChainOfEqualities() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable()
        _ = try add(solver, [(x, 1), (y, -1)], -10, .equal)  // x == y + 10
        _ = try add(solver, [(y, 1), (z, -2)], 0, .equal)    // y == 2z
        _ = try add(solver, [(z, 1)], -5, .equal)            // z == 5
        try solver.optimize()
        XCTAssertEqual(solver.value(of: z), 5, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 10, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
    }

    func testInequalityAndWeakPreference() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        _ = try add(solver, [(x, 1)], -10, .greaterOrEqual)       // x >= 10
        _ = try add(solver, [(x, 1)], 0, .equal, 250)             // x == 0 (weak)
        try solver.optimize()
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
    }

    func testTiersAreNotWeights() throws {
        // One HIGH preference against a thousand LOW ones pulling the other way: the
        // HIGH one wins whatever the count.
        let solver = Solver()
        let x = solver.makeVariable()
        _ = try add(solver, [(x, 1)], -100, .equal, 750)
        for _ in 0..<1000 { _ = try add(solver, [(x, 1)], 0, .equal, 250) }
        try solver.optimize()
        XCTAssertEqual(solver.value(of: x), 100, accuracy: 1e-9)
    }

    func testSummedErrorWithinATier() throws {
        // Two preferences x == 0 and one x == 30 at the same priority: the summed error
        // is least at x == 0.
        let solver = Solver()
        let x = solver.makeVariable()
        _ = try add(solver, [(x, 1)], 0, .equal, 500)
        _ = try add(solver, [(x, 1)], 0, .equal, 500)
        _ = try add(solver, [(x, 1)], -30, .equal, 500)
        try solver.optimize()
        XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-9)
    }

    func testTierAtZeroLeavesLowerTiersFree() throws {
        // A column of 200 labels of one width preferring 100 (HIGH, met: a tier at zero,
        // pinned rather than re-proved) above fields that want the rest of 400 to be at
        // least 320 (MEDIUM, cannot all be met) and labels that would rather be 0 wide
        // (LOW): the labels stay at 100, since MEDIUM never buys from HIGH.
        let solver = Solver()
        let labels = (0..<200).map { _ in solver.makeVariable() }
        for (previous, label) in zip(labels, labels.dropFirst()) {
            _ = try add(solver, [(label, 1), (previous, -1)], 0, .equal)       // same width
        }
        for label in labels {
            _ = try add(solver, [(label, 1)], -60, .greaterOrEqual)           // at least 60
            _ = try add(solver, [(label, 1)], -100, .equal, 750)              // prefers 100
        }
        try solver.optimize()
        for label in labels {
            _ = try add(solver, [(label, -1)], 400 - 320, .greaterOrEqual, 500)  // 400 - label >= 320
            _ = try add(solver, [(label, 1)], 0, .equal, 250)                  // prefers 0
        }
        try solver.optimize()
        for label in labels { XCTAssertEqual(solver.value(of: label), 100, accuracy: 1e-9) }
        // A required bound of 80 leaves HIGH unmet (no longer at zero): as close as it gets.
        let shrinking = try add(solver, [(labels[0], 1)], -80, .lessOrEqual)
        try solver.optimize()
        for label in labels { XCTAssertEqual(solver.value(of: label), 80, accuracy: 1e-9) }
        solver.removeConstraint(shrinking)
        try solver.optimize()
        for label in labels { XCTAssertEqual(solver.value(of: label), 100, accuracy: 1e-9) }
    }

    func testUnsatisfiableEqualityNamesTheConflict() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let first = try add(solver, [(x, 1)], -10, .equal)
        XCTAssertThrowsError(try add(solver, [(x, 1)], -20, .equal)) { error in
            guard case .unsatisfiable(let conflicts) = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertEqual(conflicts, [first])
        }
        try solver.optimize()
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(solver.constraintCount, 1)
    }

    func testUnsatisfiableInequalities() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        _ = try add(solver, [(y, 1)], 0, .equal, 250)
        let lower = try add(solver, [(x, 1)], -100, .greaterOrEqual)      // x >= 100
        let link = try add(solver, [(y, 1), (x, -1)], 0, .equal)          // y == x
        XCTAssertThrowsError(try add(solver, [(y, 1)], -50, .lessOrEqual)) { error in   // y <= 50
            guard case .unsatisfiable(let conflicts) = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertEqual(Set(conflicts), [lower, link])
        }
        try solver.optimize()
        XCTAssertEqual(solver.value(of: x), 100, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 100, accuracy: 1e-9)
        // The solver is still fully usable.
        let later = try add(solver, [(x, 1)], -150, .lessOrEqual)
        _ = try add(solver, [(x, 1)], -1000, .equal, 500)
        try solver.optimize()
        XCTAssertEqual(solver.value(of: x), 150, accuracy: 1e-9)
        solver.removeConstraint(later)
        try solver.optimize()
        XCTAssertEqual(solver.value(of: x), 1000, accuracy: 1e-9)
    }

    func testRemoveRestoresPreference() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        _ = try add(solver, [(x, 1)], -5, .equal, 250)
        let pin = try add(solver, [(x, 1)], -40, .equal)
        try solver.optimize()
        XCTAssertEqual(solver.value(of: x), 40, accuracy: 1e-9)
        solver.removeConstraint(pin)
        try solver.optimize()
        XCTAssertEqual(solver.value(of: x), 5, accuracy: 1e-9)
    }

    func testConstantEditFollowsDualPath() throws {
        let solver = Solver()
        let width = solver.makeVariable(), left = solver.makeVariable(), right = solver.makeVariable()
        let window = try add(solver, [(width, 1)], -800, .equal)
        _ = try add(solver, [(left, 1)], -10, .equal)
        _ = try add(solver, [(right, 1), (width, -1)], 10, .equal)          // right == width - 10
        _ = try add(solver, [(right, 1), (left, -1)], -100, .greaterOrEqual) // right - left >= 100
        try solver.optimize()
        XCTAssertEqual(solver.value(of: right), 790, accuracy: 1e-9)
        try solver.setConstant(window, -400)
        XCTAssertEqual(solver.value(of: right), 390, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.setConstant(window, -50)) { error in
            guard case .unsatisfiable(let conflicts) = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertEqual(conflicts.count, 3)
        }
        XCTAssertEqual(solver.constant(of: window), -400)
        XCTAssertEqual(solver.value(of: right), 390, accuracy: 1e-9)
    }

    func testOptionalConstantEdit() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        _ = try add(solver, [(x, 1)], -100, .lessOrEqual)
        let suggestion = try add(solver, [(x, 1)], -10, .equal, 900)
        try solver.optimize()
        for target in [20.0, 150.0, -30.0, 70.0] {
            try solver.setConstant(suggestion, -target)
            XCTAssertEqual(solver.value(of: x), min(target, 100), accuracy: 1e-9)
        }
    }

    func testRedundantRequiredEqualities() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        _ = try add(solver, [(x, 1), (y, 1)], -10, .equal)
        _ = try add(solver, [(x, 1), (y, -1)], 0, .equal)
        let again = try add(solver, [(x, 2), (y, 2)], -20, .equal)
        try solver.optimize()
        XCTAssertEqual(solver.value(of: x), 5, accuracy: 1e-9)
        solver.removeConstraint(again)
        try solver.optimize()
        XCTAssertEqual(solver.value(of: y), 5, accuracy: 1e-9)
    }

    func testPriorityChangeRepricesInPlace() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let left = try add(solver, [(x, 1)], -10, .equal, 300)
        _ = try add(solver, [(x, 1)], -90, .equal, 600)
        try solver.optimize()
        XCTAssertEqual(solver.value(of: x), 90, accuracy: 1e-9)
        XCTAssertTrue(solver.setPriority(left, 900))
        try solver.optimize()
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(solver.priority(of: left), 900)
        // Required is a different structure: refused, nothing changed.
        XCTAssertFalse(solver.setPriority(left, requiredPriority))
        XCTAssertEqual(solver.priority(of: left), 900)
        solver.removeConstraint(left)
        try solver.optimize()
        XCTAssertEqual(solver.value(of: x), 90, accuracy: 1e-9)
    }

    /// A column of label/field rows, each label centred on its field before the field is
    /// placed 8 below the one above: when a link arrives, the field's top is already named
    /// by the label's definition. The link may still define it (nothing but definitions
    /// names it), so the column stays a chain of short rows; written in free variables
    /// instead, the n-th link held the height errors of every field above (O(n^2) cells).
    func testChainLinkedAfterItsEdgesAreNamedStaysShort() throws {
        let solver = Solver()
        let rows = 200
        var fieldTops: [Variable] = [], fieldHeights: [Variable] = [], labelTops: [Variable] = []
        for row in 0..<rows {
            let labelTop = solver.makeVariable(), labelHeight = solver.makeVariable()
            let fieldTop = solver.makeVariable(), fieldHeight = solver.makeVariable()
            // label.centerY == field.centerY; label.height == 24; field.height == 28 (500)
            _ = try add(solver, [(labelTop, 1), (labelHeight, 0.5), (fieldTop, -1), (fieldHeight, -0.5)], 0, .equal)
            _ = try add(solver, [(labelHeight, 1)], -24, .equal)
            _ = try add(solver, [(fieldHeight, 1)], -28, .equal, 500)
            if row == 0 {
                _ = try add(solver, [(fieldTop, 1)], 0, .equal)
            } else {
                // field.top == previous.bottom + 8
                _ = try add(solver, [(fieldTop, 1), (fieldTops[row - 1], -1), (fieldHeights[row - 1], -1)], -8, .equal)
            }
            fieldTops.append(fieldTop)
            fieldHeights.append(fieldHeight)
            labelTops.append(labelTop)
        }
        try solver.optimize()
        let longest = solver.tableau.rows.map { $0.terms.count }.max() ?? 0
        XCTAssertLessThanOrEqual(longest, 6)
        for row in [0, 1, rows / 2, rows - 1] {
            XCTAssertEqual(solver.value(of: fieldTops[row]), Double(row) * 36, accuracy: 1e-9)
            XCTAssertEqual(solver.value(of: labelTops[row]), Double(row) * 36 + 2, accuracy: 1e-9)
        }
    }

    /// Equal spacing's shape: a chain of links that each name the gap, a room defined by
    /// its own row (the length less every size), and the gap times the count of gaps at
    /// the room, restated when the count changes. The gap is defined by that row as
    /// written, one cell, though every link names it (the walk that makes sure no basic
    /// symbol of the row depends on it stays below the room's rank instead of reading the
    /// chain), and taking that row out drops it, reading none of the room's definition
    /// (written out in parameters first, it named every size): a restatement costs the
    /// same at any length.
    func testAGapThatEveryLinkNamesIsDefinedByItsRoomAndRestatedInPlace() throws {
        let solver = Solver()
        let count = 200
        let length = solver.makeVariable(), room = solver.makeVariable(), gap = solver.makeVariable()
        let sizes = (0..<count).map { _ in solver.makeVariable() }
        let leading = (0..<count).map { _ in solver.makeVariable() }
        _ = try add(solver, [(length, 1)], -4000, .equal)
        for index in 0..<count {
            _ = try add(solver, [(sizes[index], 1)], -Double(10 + index % 7), .equal)
            if index == 0 {
                _ = try add(solver, [(leading[0], 1)], 0, .equal)
            } else {   // leading[i] == leading[i - 1] + sizes[i - 1] + gap
                _ = try add(solver, [(leading[index], 1), (leading[index - 1], -1), (sizes[index - 1], -1), (gap, -1)], 0, .equal)
            }
        }
        // room == length - sum(sizes)
        _ = try add(solver, [(room, 1), (length, -1)] + sizes.map { ($0, 1.0) }, 0, .equal)
        func divide(_ gaps: Double) throws -> ConstraintID {   // gaps * gap == room
            try add(solver, [(gap, gaps), (room, -1)], 0, .equal)
        }
        func gapRowLength() -> Int {
            let slot = solver.tableau.slotOfSymbol[Int(gap.symbol)]
            return slot < 0 ? 0 : solver.tableau.rows[Int(slot)].terms.count
        }
        var division = try divide(Double(count - 1))
        try solver.optimize()
        let sum = sizes.indices.reduce(0.0) { $0 + Double(10 + $1 % 7) }
        XCTAssertLessThanOrEqual(gapRowLength(), 2)
        XCTAssertEqual(solver.value(of: gap), (4000 - sum) / Double(count - 1), accuracy: 1e-9)
        for gaps in [Double(count - 2), Double(count - 1)] {
            solver.forgetRewrittenRows()
            solver.removeConstraint(division)
            XCTAssertEqual(solver.tableau.rewrittenSlots.count, 0, "the removal wrote rows")
            XCTAssertFalse(solver.tableau.rewrittenOverflow)
            XCTAssertFalse(solver.tableau.isBasic(gap.symbol))
            division = try divide(gaps)
            try solver.optimize()
            XCTAssertLessThanOrEqual(gapRowLength(), 2, "\(gaps) gaps")
            XCTAssertEqual(solver.value(of: gap), (4000 - sum) / gaps, accuracy: 1e-9)
            let last = sizes.indices.dropLast().reduce(0.0) { $0 + Double(10 + $1 % 7) } + Double(count - 1) * (4000 - sum) / gaps
            XCTAssertEqual(solver.value(of: leading[count - 1]), last, accuracy: 1e-7)
        }
        // Restated, the division's row is written anew where it stands: the gap stays
        // basic, and no other row is written.
        for gaps in [Double(count - 3), Double(count - 1)] {
            solver.forgetRewrittenRows()
            XCTAssertEqual(try solver.restate(division, [LinearTerm(gap, gaps), LinearTerm(room, -1)], 0, keepingRowsFeasible: true), .restated)
            XCTAssertEqual(solver.tableau.rewrittenSlots.count, 1, "\(gaps) gaps")
            XCTAssertTrue(solver.tableau.isBasic(gap.symbol))
            XCTAssertLessThanOrEqual(gapRowLength(), 2)
            try solver.optimize()
            XCTAssertEqual(solver.value(of: gap), (4000 - sum) / gaps, accuracy: 1e-9)
            let last = sizes.indices.dropLast().reduce(0.0) { $0 + Double(10 + $1 % 7) } + Double(count - 1) * (4000 - sum) / gaps
            XCTAssertEqual(solver.value(of: leading[count - 1]), last, accuracy: 1e-7)
        }
        // An equation naming a definition that names the gap would define the gap through
        // itself: declined, and nothing changes.
        XCTAssertEqual(try solver.restate(division, [LinearTerm(gap, 2), LinearTerm(leading[5], -1)], 0, keepingRowsFeasible: true), .declined)
        try solver.optimize()
        XCTAssertEqual(solver.value(of: gap), (4000 - sum) / Double(count - 1), accuracy: 1e-9)
    }

    func testRestatingARequiredEqualityInPlace() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable()
        let sum = try add(solver, [(x, 1), (y, 1)], -10, .equal)          // x + y == 10
        _ = try add(solver, [(x, 1), (y, -1)], 0, .equal)                  // x == y
        _ = try add(solver, [(z, 1)], -50, .equal, 500)                    // z == 50 @500
        try solver.optimize()
        XCTAssertEqual(solver.value(of: x), 5, accuracy: 1e-9)
        // x + y == 10 becomes x + 2y == 30: the other equations stay.
        XCTAssertTrue(solver.mayRestate(sum))
        XCTAssertEqual(try solver.restate(sum, [LinearTerm(x, 1), LinearTerm(y, 2)], 30, keepingRowsFeasible: true), .restated)
        XCTAssertTrue(try solver.restoreFeasibility())
        try solver.optimize()
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 10, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: z), 50, accuracy: 1e-9)
        XCTAssertEqual(solver.constant(of: sum), -30)
        // Its constant edits move the new equation.
        try solver.setConstant(sum, -60)
        try solver.optimize()
        XCTAssertEqual(solver.value(of: y), 20, accuracy: 1e-9)
        // A new equation that does not rest on the old one (here it names neither x nor
        // y) is declined, and nothing changes.
        XCTAssertEqual(try solver.restate(sum, [LinearTerm(z, 1)], 7, keepingRowsFeasible: false), .declined)
        try solver.optimize()
        XCTAssertEqual([solver.value(of: x), solver.value(of: y), solver.value(of: z)], [20, 20, 50], accuracy: 1e-9, seed: 0)
        // Only required equalities.
        let optional = try add(solver, [(z, 1), (x, -1)], 0, .equal, 250)
        let inequality = try add(solver, [(z, 1), (x, 1)], -1000, .lessOrEqual)
        XCTAssertFalse(solver.mayRestate(optional))
        XCTAssertFalse(solver.mayRestate(inequality))
        XCTAssertEqual(try solver.restate(optional, [LinearTerm(z, 1)], 1, keepingRowsFeasible: false), .declined)
        XCTAssertEqual(try solver.restate(inequality, [LinearTerm(z, 1)], 1, keepingRowsFeasible: false), .declined)
    }

    func testARestatementThatBreaksAnInequality() throws {
        let solver = Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        _ = try add(solver, [(x, 1)], 0, .greaterOrEqual)                  // x >= 0
        _ = try add(solver, [(x, 1), (y, 1)], -10, .equal)                 // x + y == 10
        let pin = try add(solver, [(y, 1), (x, -0.5)], -2, .equal)          // y == x / 2 + 2
        try solver.optimize()
        XCTAssertEqual(solver.value(of: y), 14.0 / 3, accuracy: 1e-9)
        XCTAssertTrue(solver.mayRestate(pin))
        // y == x / 2 + 12 needs x == -4/3: kept feasible, it is not made; made, the
        // dual simplex cannot mend x >= 0.
        XCTAssertEqual(try solver.restate(pin, [LinearTerm(y, 1), LinearTerm(x, -0.5)], 12, keepingRowsFeasible: true),
                       .wouldTurnRowsInfeasible)
        try solver.optimize()
        XCTAssertEqual(solver.value(of: y), 14.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(try solver.restate(pin, [LinearTerm(y, 1), LinearTerm(x, -0.5)], 12, keepingRowsFeasible: false), .restated)
        XCTAssertFalse(try solver.restoreFeasibility())
    }
}
