import XCTest
@testable import AutoLayoutSolver

/// A pivot's merge, `row += factor * source` (`Tableau.addScaled`): cells that cancel
/// leave holes that the merge's new cells take, so the row must come out as the exact
/// sum, every symbol once, no zero cell, and the column index exact, merge after merge.
final class MergeTests: XCTestCase {
    func testMergesThatCancelAndAddGiveTheExactSum() {
        let parameters = 6..<60
        for seed in UInt64(1)...20 {
            var random = SplitMix64(state: seed)
            var tableau = Tableau()
            for _ in 0..<parameters.upperBound { _ = tableau.makeSymbol(.slack) }
            // Small whole numbers and factors that are powers of two keep every sum exact,
            // so a cell cancels exactly when the model says it does.
            func cells(_ count: Int) -> [Int32: Double] {
                var cells: [Int32: Double] = [:]
                while cells.count < count {
                    cells[Int32(random.int(parameters.lowerBound...(parameters.upperBound - 1)))] = Double(random.int(1...6)) * (random.int(0...1) == 0 ? 1 : -1)
                }
                return cells
            }
            func row(_ cells: [Int32: Double], constant: Double) -> Row {
                Row(constant: constant, terms: cells.keys.sorted().map { Term(symbol: $0, coefficient: cells[$0]!) })
            }
            var model: [[Int32: Double]] = []
            var slots: [Int32] = []
            for basic in Int32(0)..<6 {
                let start = cells(random.int(0...30))
                model.append(start)
                slots.append(tableau.insertRow(row(start, constant: 0), basic: basic))
            }
            for step in 0..<300 {
                let target = random.int(0...5)
                let factor = [1.0, -1.0, 2.0, 0.5, -4.0][random.int(0...4)]
                // Some of the target's own cells with the opposite sign (they cancel),
                // some of them otherwise (they change), and new ones.
                var source = cells(random.int(0...25))
                for (symbol, coefficient) in model[target] where random.int(0...2) == 0 {
                    source[symbol] = -coefficient / factor
                }
                tableau.addScaled(row(source, constant: 1), times: factor, toSlot: slots[target])
                for (symbol, coefficient) in source {
                    let sum = (model[target][symbol] ?? 0) + coefficient * factor
                    model[target][symbol] = sum == 0 ? nil : sum
                }
                let terms = tableau.rows[Int(slots[target])].terms
                var found: [Int32: Double] = [:]
                for term in terms {
                    XCTAssertNil(found[term.symbol], "seed \(seed), step \(step): symbol \(term.symbol) twice")
                    XCTAssertNotEqual(term.coefficient, 0, "seed \(seed), step \(step): a zero cell")
                    found[term.symbol] = term.coefficient
                }
                XCTAssertEqual(found, model[target], "seed \(seed), step \(step)")
                if step % 25 == 0 { assertColumnsHold(tableau, seed: seed) }
            }
            assertColumnsHold(tableau, seed: seed)
        }
    }
}
