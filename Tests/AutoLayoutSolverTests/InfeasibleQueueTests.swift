import XCTest
@testable import AutoLayoutSolver

/// The dual simplex's work list gives back what was queued, lowest key first.
final class InfeasibleQueueTests: XCTestCase {
    func testPopsComeLowestFirstAndNothingIsLost() {
        var random = SplitMix64(state: 77)
        var queue = InfeasibleQueue()
        var model: [(key: Double, symbol: Int32)] = []
        var popped = 0
        for step in 0..<5_000 {
            if random.int(0...2) > 0 {
                // Keys with many repeats, so that equal keys meet in the heap.
                let key = Double(random.int(-40...5)), symbol = Int32(step)
                queue.push(symbol, key: key)
                model.append((key, symbol))
            } else if let symbol = queue.popLowest() {
                let lowest = model.map(\.key).min()!
                guard let position = model.firstIndex(where: { $0.symbol == symbol }) else {
                    return XCTFail("popped \(symbol), which was not queued or came out twice")
                }
                XCTAssertEqual(model[position].key, lowest, "step \(step): popped a key above the lowest")
                model.remove(at: position)
                popped += 1
            } else {
                XCTAssertTrue(model.isEmpty)
            }
            XCTAssertEqual(queue.isEmpty, model.isEmpty)
            if !model.isEmpty { XCTAssertEqual(queue.lowestKey, model.map(\.key).min()!) }
        }
        XCTAssertGreaterThan(popped, 1_000)
        var last = -Double.infinity
        while let symbol = queue.popLowest() {
            let position = model.firstIndex { $0.symbol == symbol }!
            XCTAssertGreaterThanOrEqual(model[position].key, last)
            last = model[position].key
            model.remove(at: position)
        }
        XCTAssertTrue(model.isEmpty, "symbols were lost")
        queue.push(3, key: 1)
        queue.removeAll()
        XCTAssertTrue(queue.isEmpty)
        XCTAssertNil(queue.popLowest())
    }
}
