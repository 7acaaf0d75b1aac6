import XCTest
@testable import AutoLayoutSolver

/// An objective tier's cells against a plain model (a coefficient per symbol): its hash
/// table of positions must find every cell through growth, removals that move the last
/// cell into the hole, runs that wrap around the table's end, and clearing.
final class ObjectiveTierTests: XCTestCase {
    func testRandomAddsAndRemovalsMatchAPlainModel() {
        var random = SplitMix64(state: 2026)
        // Dense ids (long runs in the table) and ids spread over a large range.
        let universe = (0..<96).map { Int32($0) } + (0..<400).map { _ in Int32(random.int(96...300_000)) }
        var tier = ObjectiveTier(priority: 500, symbolCapacity: 300_001)
        var model = [Int32: Double]()
        for step in 0..<20_000 {
            let symbol = universe[random.int(0...(universe.count - 1))]
            switch random.int(0...9) {
            case 0...5:
                // Whole numbers add exactly; a negated cell cancels and leaves.
                let amount = random.int(0...4) == 0 ? -(model[symbol] ?? 1) : Double(random.int(-5...5) | 1)
                tier.add(symbol, amount)
                let sum = (model[symbol] ?? 0) + amount
                model[symbol] = sum == 0 ? nil : sum
            case 6...8:
                tier.remove(symbol)
                model[symbol] = nil
            default:
                if random.int(0...199) == 0 {
                    tier.clear()
                    model.removeAll()
                }
            }
            if step % 97 == 0 || step > 19_900 {
                for symbol in universe {
                    XCTAssertEqual(tier.coefficient(of: symbol), model[symbol] ?? 0, "symbol \(symbol) at step \(step)")
                }
                XCTAssertEqual(Set(tier.symbols), Set(model.keys), "step \(step)")
                XCTAssertEqual(tier.symbols.count, model.count)
            }
        }
    }

    func testSymbolsThatHashAlikeAreAllFound() {
        // 8, 16, 21 and 29 all hash to the last slot of the first table (eight slots):
        // one run that wraps around its end, which removals must keep unbroken.
        var tier = ObjectiveTier(priority: 500, symbolCapacity: 30)
        let alike: [Int32] = [8, 16, 21, 29]
        for (number, symbol) in alike.enumerated() { tier.add(symbol, Double(number + 1)) }
        for (number, symbol) in alike.enumerated() { XCTAssertEqual(tier.coefficient(of: symbol), Double(number + 1)) }
        tier.remove(alike[1])
        XCTAssertEqual(tier.coefficient(of: alike[1]), 0)
        XCTAssertEqual(tier.coefficient(of: alike[0]), 1)
        XCTAssertEqual(tier.coefficient(of: alike[2]), 3)
        XCTAssertEqual(tier.coefficient(of: alike[3]), 4)
        tier.add(alike[1], 7)
        XCTAssertEqual(tier.coefficient(of: alike[1]), 7)
        XCTAssertEqual(tier.symbols.count, 4)
    }
}
