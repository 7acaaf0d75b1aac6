import XCTest
@testable import AutoLayoutSolver

/// Dual pivots that leave restricted rows stale (see `Tableau.lazyPivotCells`), forced on
/// every pivot of random sessions, or on the larger ones: batches of edits solved by `restoreFeasibility`, as the
/// model solves them, between additions and removals that read the rows in parameters.
/// After every step the solution is as good as a fresh solve's, the required constraints
/// hold, and every stale row's value is what its expansion in parameters says.
extension RandomSystemTests {
    func testSessionsWithStaleRowsMatchAFreshSolve() throws {
        try sessionsWithStaleRows(lazyPivotCells: 0)
    }

    /// Pivots that leave rows stale among pivots that rewrite them (and rows in
    /// parameters whose symbols stale rows name).
    func testSessionsMixingStaleAndRewrittenRowsMatchAFreshSolve() throws {
        try sessionsWithStaleRows(lazyPivotCells: 12)
    }

    func sessionsWithStaleRows(lazyPivotCells: Int) throws {
        var stepsWithStaleRows = 0
        for seed in UInt64(7000)...7120 {
            var random = SplitMix64(state: seed)
            var solver = Solver()
            solver.tableau.lazyPivotCells = lazyPivotCells
            let variables = (0..<10).map { _ in solver.makeVariable() }
            let witness = variables.map { _ in Double(random.int(-50...50)) }
            var specs: [Spec] = []
            var ids: [ConstraintID] = []
            for _ in 0..<18 {
                let spec = randomSpec(&random, variables, witness: witness, required: random.int(0...2) > 0)
                if let id = try? add(solver, spec) {
                    ids.append(id)
                    specs.append(spec)
                }
            }
            try solver.optimize()
            for _ in 0..<40 {
                let action = random.int(0...9)
                if action < 6 && !ids.isEmpty {
                    // A batch of edits, then one dual simplex.
                    for _ in 0..<random.int(1...6) {
                        let position = random.int(0...(ids.count - 1))
                        specs[position].constant += Double(random.int(-80...80))
                        solver.setRightSide(ids[position], -specs[position].constant)
                    }
                    if try !solver.restoreFeasibility() {
                        // The required constraints conflict with their new constants: the
                        // model starts again from them, as here.
                        guard let rebuilt = try? fresh(specs) else {
                            XCTAssertNil(try? fresh(specs), "seed \(seed)")
                            break
                        }
                        solver = rebuilt
                        solver.tableau.lazyPivotCells = lazyPivotCells
                        ids = []
                        for index in specs.indices { ids.append(ConstraintID(index: Int32(index))) }
                    }
                    if solver.tableau.hasStaleRows { stepsWithStaleRows += 1 }
                    XCTAssertTrue(solver.tableau.staleValuesHold(), "seed \(seed)")
                } else if action < 8 || ids.isEmpty {
                    let spec = randomSpec(&random, variables, witness: witness, required: random.int(0...2) > 0)
                    do {
                        ids.append(try add(solver, spec))
                        specs.append(spec)
                    } catch {
                        guard case .unsatisfiable = error as? SolverError else { throw error }
                    }
                } else {
                    let position = random.int(0...(ids.count - 1))
                    solver.removeConstraint(ids.remove(at: position))
                    specs.remove(at: position)
                }
                try solver.optimize()
                assertRequiredHold(solver, specs, seed: seed)
                assertRanksHold(solver, seed: seed)
                assertColumnsHold(solver.tableau, seed: seed)
                XCTAssertEqual(tierErrors(solver, specs), tierErrors(try fresh(specs), specs), accuracy: 1e-6, seed: seed)
            }
        }
        // The sessions did leave rows stale, so the comparisons above covered them.
        XCTAssertGreaterThan(stepsWithStaleRows, 40)
    }
}
