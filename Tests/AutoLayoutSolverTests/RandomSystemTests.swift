import XCTest
@testable import AutoLayoutSolver

/// A small deterministic generator, so that a failing system can be replayed by seed.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }
}

/// Property tests on random systems: every required constraint holds, failed additions
/// leave the solver as it was, and constant edits end where a fresh solve ends.
final class RandomSystemTests: XCTestCase {
    struct Spec {
        var terms: [LinearTerm]
        var constant: Double
        var relation: Relation
        var priority: Double
    }

    /// Per priority, highest first, the summed violation of the optional constraints.
    func tierErrors(_ solver: Solver, _ specs: [Spec]) -> [Double] {
        let priorities = Set(specs.map { $0.priority }.filter { $0 < requiredPriority }).sorted(by: >)
        return priorities.map { priority in
            specs.filter { $0.priority == priority }
                .reduce(0) { $0 + solver.violation(of: $1.terms, constant: $1.constant, relation: $1.relation) }
        }
    }

    /// A solver with `count` variables, and a witness: a value for each, which the
    /// required constraints drawn from it (`randomSpec`) all hold.
    func randomSystem(_ random: inout SplitMix64, _ count: Int) -> (Solver, [Variable], [Double]) {
        let solver = Solver()
        let variables = (0..<count).map { _ in solver.makeVariable() }
        return (solver, variables, variables.map { _ in Double(random.int(-50...50)) })
    }

    func assertRequiredHold(_ solver: Solver, _ specs: [Spec], seed: UInt64, file: StaticString = #filePath, line: UInt = #line) {
        for spec in specs where spec.priority >= requiredPriority {
            let violation = solver.violation(of: spec.terms, constant: spec.constant, relation: spec.relation)
            XCTAssertLessThan(violation, 1e-6, "seed \(seed)", file: file, line: line)
        }
    }

    /// One to three terms, and their value at the witness; with `distinct`, no variable
    /// twice.
    func randomTerms(_ random: inout SplitMix64, _ variables: [Variable], witness: [Double],
                     distinct: Bool = false) -> (terms: [LinearTerm], value: Double) {
        var terms: [LinearTerm] = []
        var value = 0.0
        for _ in 0..<random.int(1...3) {
            let index = random.int(0...(variables.count - 1))
            let coefficient = Double(random.int(-4...4)) + (random.int(0...3) == 0 ? 0.5 : 0)
            if coefficient == 0 || distinct && terms.contains(where: { $0.variable.symbol == variables[index].symbol }) { continue }
            terms.append(LinearTerm(variables[index], coefficient))
            value += coefficient * witness[index]
        }
        if terms.isEmpty { terms.append(LinearTerm(variables[0], 1)); value = witness[0] }
        return (terms, value)
    }

    func randomSpec(_ random: inout SplitMix64, _ variables: [Variable], witness: [Double], required: Bool) -> Spec {
        let (terms, value) = randomTerms(&random, variables, witness: witness)
        let relation: Relation = [.equal, .lessOrEqual, .greaterOrEqual][random.int(0...2)]
        // The witness satisfies every required constraint, so the required set is feasible.
        var constant = -value
        if relation == .lessOrEqual { constant -= Double(random.int(0...20)) }
        if relation == .greaterOrEqual { constant += Double(random.int(0...20)) }
        if !required { constant = -Double(random.int(-100...100)) }
        let priorities = [100.0, 250, 500, 750, 999]
        return Spec(terms: terms, constant: constant, relation: relation,
                    priority: required ? requiredPriority : priorities[random.int(0...4)])
    }

    func add(_ solver: Solver, _ spec: Spec) throws -> ConstraintID {
        try solver.addConstraint(spec.terms, constant: spec.constant, relation: spec.relation, priority: spec.priority)
    }

    func fresh(_ specs: [Spec]) throws -> Solver {
        let solver = Solver()
        for _ in 0..<10 { _ = solver.makeVariable() }
        for spec in specs { _ = try add(solver, spec) }
        try solver.optimize()
        return solver
    }

    func testRandomFeasibleSystems() throws {
        for seed in UInt64(1)...300 {
            var random = SplitMix64(state: seed)
            let (solver, variables, witness) = randomSystem(&random, 8)
            var specs: [Spec] = []
            var ids: [ConstraintID] = []
            for _ in 0..<random.int(2...14) {
                let spec = randomSpec(&random, variables, witness: witness, required: random.int(0...2) > 0)
                ids.append(try add(solver, spec))
                specs.append(spec)
            }
            try solver.optimize()
            assertRequiredHold(solver, specs, seed: seed)
            let reference = try fresh(specs)
            XCTAssertEqual(tierErrors(solver, specs), tierErrors(reference, specs), accuracy: 1e-6, seed: seed)

            // Remove some, then compare with a fresh solve of what is left.
            for _ in 0..<random.int(0...3) where !ids.isEmpty {
                let position = random.int(0...(ids.count - 1))
                solver.removeConstraint(ids.remove(at: position))
                specs.remove(at: position)
            }
            try solver.optimize()
            assertRequiredHold(solver, specs, seed: seed)
            XCTAssertEqual(tierErrors(solver, specs), tierErrors(try fresh(specs), specs), accuracy: 1e-6, seed: seed)
        }
    }

    func testConstantEditsMatchAFreshSolve() throws {
        for seed in UInt64(1000)...1200 {
            var random = SplitMix64(state: seed)
            let (solver, variables, witness) = randomSystem(&random, 8)
            var specs: [Spec] = []
            var ids: [ConstraintID] = []
            for _ in 0..<random.int(3...12) {
                let spec = randomSpec(&random, variables, witness: witness, required: random.int(0...1) == 0)
                ids.append(try add(solver, spec))
                specs.append(spec)
            }
            try solver.optimize()
            for _ in 0..<20 {
                let position = random.int(0...(ids.count - 1))
                let old = specs[position].constant
                let before = variables.map { solver.value(of: $0) }
                let new = old + Double(random.int(-30...30))
                do {
                    try solver.setConstant(ids[position], new)
                    specs[position].constant = new
                } catch {
                    guard case .unsatisfiable = error else { throw error }
                    // Refused: the old constant and the old solution stay.
                    XCTAssertEqual(solver.constant(of: ids[position]), old)
                    XCTAssertEqual(variables.map { solver.value(of: $0) }, before, accuracy: 1e-6, seed: seed)
                    XCTAssertNil(try? fresh(specs.enumerated().map { index, spec in
                        var changed = spec
                        if index == position { changed.constant = new }
                        return changed
                    }), "seed \(seed): a fresh solve accepted what the edit refused")
                }
                assertRequiredHold(solver, specs, seed: seed)
                XCTAssertEqual(tierErrors(solver, specs), tierErrors(try fresh(specs), specs), accuracy: 1e-6, seed: seed)
            }
        }
    }

    func testInfeasibleAdditionsLeaveTheSolverAsItWas() throws {
        for seed in UInt64(2000)...2200 {
            var random = SplitMix64(state: seed)
            let (solver, variables, witness) = randomSystem(&random, 8)
            var specs: [Spec] = []
            for _ in 0..<random.int(3...12) {
                let spec = randomSpec(&random, variables, witness: witness, required: random.int(0...2) > 0)
                _ = try add(solver, spec)
                specs.append(spec)
            }
            try solver.optimize()
            // Required constraints drawn without the witness: some conflict, some do not.
            for _ in 0..<5 {
                var spec = randomSpec(&random, variables, witness: witness, required: true)
                spec.constant += Double(random.int(-40...40))
                let before = variables.map { solver.value(of: $0) }
                do {
                    _ = try add(solver, spec)
                    specs.append(spec)
                    try solver.optimize()
                } catch {
                    guard case .unsatisfiable = error as? SolverError else { throw error }
                    // Refused: nothing moved, and a fresh solver refuses it too.
                    try solver.optimize()
                    XCTAssertEqual(variables.map { solver.value(of: $0) }, before, accuracy: 1e-6, seed: seed)
                    XCTAssertNil(try? fresh(specs + [spec]), "seed \(seed): refused a feasible constraint")
                }
                assertRequiredHold(solver, specs, seed: seed)
            }
        }
    }

    /// Long sessions of interleaved additions (often chains, which take the short
    /// definition path), removals and constant edits, each step checked against a
    /// fresh solve.
    func testLongRandomSessions() throws {
        for seed in UInt64(3000)...3150 {
            var random = SplitMix64(state: seed)
            let (solver, variables, witness) = randomSystem(&random, 10)
            var specs: [Spec] = []
            var ids: [ConstraintID] = []
            for _ in 0..<60 {
                let action = random.int(0...9)
                if action < 5 || ids.isEmpty {
                    var spec = randomSpec(&random, variables, witness: witness, required: random.int(0...2) > 0)
                    if random.int(0...1) == 0 {
                        // A link of a chain: next == previous + gap.
                        let next = random.int(1...9), previous = random.int(0...(next - 1))
                        spec.terms = [LinearTerm(variables[next], 1), LinearTerm(variables[previous], -1)]
                        spec.relation = .equal
                        spec.constant = spec.priority >= requiredPriority ? witness[previous] - witness[next] : Double(random.int(-9...9))
                    }
                    do {
                        ids.append(try add(solver, spec))
                        specs.append(spec)
                    } catch {
                        // Edits may have moved the required set away from the witness.
                        guard case .unsatisfiable = error as? SolverError else { throw error }
                        XCTAssertNil(try? fresh(specs + [spec]), "seed \(seed): refused a feasible constraint")
                    }
                } else if action < 7 {
                    let position = random.int(0...(ids.count - 1))
                    solver.removeConstraint(ids.remove(at: position))
                    specs.remove(at: position)
                } else {
                    try solver.optimize()
                    let position = random.int(0...(ids.count - 1))
                    let new = specs[position].constant + Double(random.int(-20...20))
                    do {
                        try solver.setConstant(ids[position], new)
                        specs[position].constant = new
                    } catch {
                        guard case .unsatisfiable = error else { throw error }
                    }
                }
                try solver.optimize()
                assertRequiredHold(solver, specs, seed: seed)
                assertRanksHold(solver, seed: seed)
                assertColumnsHold(solver.tableau, seed: seed)
                XCTAssertEqual(tierErrors(solver, specs), tierErrors(try fresh(specs), specs), accuracy: 1e-6, seed: seed)
            }
        }
    }

    /// After any change, `evaluateChanges`, which evaluates only what the change reached
    /// (the path admissions take), writes exactly the values a whole evaluation writes.
    func testPartialEvaluationsMatchWholeOnes() throws {
        var partial = 0, steps = 0
        for seed in UInt64(5000)...5080 {
            var random = SplitMix64(state: seed)
            let (solver, variables, witness) = randomSystem(&random, 10)
            var ids: [ConstraintID] = []
            for _ in 0..<20 {
                let spec = randomSpec(&random, variables, witness: witness, required: random.int(0...1) == 0)
                if let id = try? add(solver, spec) { ids.append(id) }
            }
            try solver.optimize()
            _ = solver.withValues { values, _ in values.count }
            for _ in 0..<40 {
                switch random.int(0...3) {
                case 0:
                    // An inequality the solution may cross, admitted by the dual simplex.
                    let spec = randomSpec(&random, variables, witness: witness, required: true)
                    if spec.relation != .equal {
                        let sum = spec.terms.reduce(0.0) { $0 + $1.coefficient * solver.value(of: $1.variable) }
                        let shift = Double(random.int(-10...10))
                        if (try? solver.admitInequality(spec.terms, spec.relation, sum + shift)) == nil { return }
                    }
                case 1:
                    try? solver.setConstant(ids[random.int(0...(ids.count - 1))], Double(random.int(-60...60)))
                case 2:
                    if let id = try? add(solver, randomSpec(&random, variables, witness: witness, required: false)) { ids.append(id) }
                default:
                    break
                }
                try solver.optimize()
                steps += 1
                if solver.evaluateChanges() { partial += 1 }
                let values = solver.withValues { values, _ in Array(values) }
                var tableau = solver.tableau
                var whole: [Double] = []
                _ = tableau.evaluate(into: &whole)
                for symbol in whole.indices where solver.tableau.isBasic(Int32(symbol))
                    && solver.tableau.kind(Int32(symbol)) == .external {
                    XCTAssertEqual(values[symbol].bitPattern, whole[symbol].bitPattern, "seed \(seed): symbol \(symbol)")
                }
            }
        }
        // Most steps change a few rows: they must take the partial path.
        XCTAssertGreaterThan(partial, steps / 4)
    }

    /// Required equalities restated in place (`Solver.restate`) end where a fresh solve
    /// of the changed system ends; one the solver declines to restate is left as it was,
    /// and goes out and in again instead.
    func testRestatementsMatchAFreshSolve() throws {
        var restated = 0
        for seed in UInt64(4000)...4150 {
            var random = SplitMix64(state: seed)
            let (solver, variables, witness) = randomSystem(&random, 8)
            var specs: [Spec] = []
            var ids: [ConstraintID] = []
            for _ in 0..<random.int(3...14) {
                var spec = randomSpec(&random, variables, witness: witness, required: random.int(0...2) > 0)
                if spec.priority >= requiredPriority && random.int(0...1) == 0 { spec = requiredEquality(&random, variables, witness) }
                ids.append(try add(solver, spec))
                specs.append(spec)
            }
            try solver.optimize()
            for _ in 0..<12 {
                let equalities = specs.indices.filter { specs[$0].priority >= requiredPriority && specs[$0].relation == .equal }
                guard !equalities.isEmpty else { break }
                let position = equalities[random.int(0...(equalities.count - 1))]
                let new = requiredEquality(&random, variables, witness)
                let before = variables.map { solver.value(of: $0) }
                let keeping = random.int(0...1) == 0
                let outcome = try solver.restate(ids[position], new.terms, -new.constant, keepingRowsFeasible: keeping)
                if outcome == .restated {
                    restated += 1
                    XCTAssertTrue(try solver.restoreFeasibility(), "seed \(seed): the witness satisfies every required constraint")
                    XCTAssertEqual(solver.constant(of: ids[position]), new.constant)
                } else {
                    XCTAssertTrue(keeping || outcome == .declined)
                    XCTAssertEqual(variables.map { solver.value(of: $0) }, before, accuracy: 1e-9, seed: seed)
                    solver.removeConstraint(ids[position])
                    ids[position] = try add(solver, new)
                }
                specs[position] = new
                try solver.optimize()
                assertRequiredHold(solver, specs, seed: seed)
                XCTAssertEqual(tierErrors(solver, specs), tierErrors(try fresh(specs), specs), accuracy: 1e-6, seed: seed)
            }
        }
        // Most are restated in place (of the others, most have their marker in one
        // definition only, or basic).
        XCTAssertGreaterThan(restated, 250)
    }

    /// A required equality of one to three terms that the witness satisfies.
    func requiredEquality(_ random: inout SplitMix64, _ variables: [Variable], _ witness: [Double]) -> Spec {
        let (terms, value) = randomTerms(&random, variables, witness: witness, distinct: true)
        return Spec(terms: terms, constant: -value, relation: .equal, priority: requiredPriority)
    }
}

/// What `Tableau.expand` relies on: every basic symbol that a row names is ranked below
/// the row's own, kept so by every change of the basis; and an expansion in rank order
/// equals one by plain substitution, as does every external's evaluated value.
func assertRanksHold(_ solver: Solver, seed: UInt64, file: StaticString = #filePath, line: UInt = #line) {
    let tableau = solver.tableau
    for slot in tableau.basicOfSlot.indices where tableau.basicOfSlot[slot] >= 0 {
        let basic = tableau.basicOfSlot[slot]
        for term in tableau.rows[slot].terms where tableau.isBasic(term.symbol) {
            XCTAssertLessThan(tableau.ranks[Int(term.symbol)], tableau.ranks[Int(basic)],
                              "seed \(seed): symbol \(basic)'s row names \(term.symbol)", file: file, line: line)
        }
    }
    var expanding = tableau
    for slot in tableau.basicOfSlot.indices where tableau.basicOfSlot[slot] >= 0 {
        var expected: [Int32: Double] = [:]
        var constant = 0.0
        func substitute(_ row: Row, _ weight: Double) {
            constant += row.constant * weight
            for term in row.terms {
                if tableau.isBasic(term.symbol) {
                    substitute(tableau.rows[Int(tableau.slotOfSymbol[Int(term.symbol)])], term.coefficient * weight)
                } else {
                    expected[term.symbol, default: 0] += term.coefficient * weight
                }
            }
        }
        let row = tableau.rows[slot]
        substitute(row, 1)
        // An external's value, from the evaluation program as patched through the
        // pivots so far, is its definition's constant in parameters (which are zero).
        let basic = tableau.basicOfSlot[slot]
        if tableau.kinds[Int(basic)] == .external {
            let value = solver.withValues { values, _ in values[Int(basic)] }
            XCTAssertEqual(value, constant, accuracy: 1e-9 * max(1, abs(constant)), "seed \(seed): the value of \(basic)",
                           file: file, line: line)
        }
        let expanded = expanding.expand(row)
        XCTAssertEqual(expanded.constant, constant, accuracy: 1e-9 * max(1, abs(constant)), "seed \(seed)", file: file, line: line)
        for term in expanded.terms {
            XCTAssertEqual(term.coefficient, expected[term.symbol] ?? 0, accuracy: 1e-9 * max(1, abs(term.coefficient)),
                           "seed \(seed)", file: file, line: line)
            expected[term.symbol] = nil
        }
        for (symbol, coefficient) in expected {
            XCTAssertEqual(coefficient, 0, accuracy: 1e-9, "seed \(seed): \(symbol) missing", file: file, line: line)
        }
    }
}

func XCTAssertEqual(_ a: [Double], _ b: [Double], accuracy: Double, seed: UInt64, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.count, b.count, "seed \(seed)", file: file, line: line)
    for (x, y) in zip(a, b) {
        XCTAssertEqual(x, y, accuracy: accuracy * max(1, abs(y)), "seed \(seed): tier errors \(a) vs fresh \(b)", file: file, line: line)
    }
}
