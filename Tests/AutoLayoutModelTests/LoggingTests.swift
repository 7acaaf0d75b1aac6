import XCTest
@testable import AutoLayoutModel

/// The logger: one report per change of the set of broken constraints.
final class LoggingTests: XCTestCase {
    func pin(_ layout: Layout, _ node: NodeID, _ attribute: Attribute, _ relation: LayoutRelation,
             _ value: Double) throws -> LayoutConstraintID {
        let constraint = try layout.makeConstraint(.node(node), attribute, relation, nil, .left, multiplier: 1, constant: value)
        try layout.activate([constraint])
        return constraint
    }

    func testReportsEachChangeOfTheBrokenSetOnce() throws {
        let layout = Layout()
        var messages: [String] = []
        layout.setLogger { messages.append($0) }
        let a = try layout.makeNode(parent: nil, name: "a")
        _ = try pin(layout, a, .width, .greaterOrEqual, 100)
        let cap = try pin(layout, a, .width, .lessOrEqual, 50)
        try layout.setName(cap, "cap")
        XCTAssertThrowsError(try layout.update())
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].contains("Breaking cap (a.width <= 50)"), messages[0])
        XCTAssertTrue(messages[0].contains("\n        a.width >= 100"), messages[0])

        try layout.setConstant(cap, 40)   // still broken: no new report
        XCTAssertThrowsError(try layout.update())
        XCTAssertEqual(messages.count, 1)

        try layout.setConstant(cap, 400)
        try layout.update()
        XCTAssertEqual(messages.count, 2)
        XCTAssertTrue(messages[1].hasPrefix("Every required constraint holds again"), messages[1])
        try layout.update()
        XCTAssertEqual(messages.count, 2)
    }

    func testAnUpdateInsideTheLoggerDoesNotEnterItAgain() throws {
        let layout = Layout()
        var calls = 0
        var innerFailed = false
        layout.setLogger { _ in
            calls += 1
            do { try layout.update() } catch { innerFailed = true }
        }
        let a = try layout.makeNode(parent: nil, name: "a")
        _ = try pin(layout, a, .width, .equal, 10)
        _ = try pin(layout, a, .width, .equal, 20)
        XCTAssertThrowsError(try layout.update())
        XCTAssertEqual(calls, 1)
        XCTAssertTrue(innerFailed)
        layout.setLogger(nil)   // the closure holds the layout
    }
}
