import XCTest
@testable import AutoLayoutModel

/// What a logger is told: one message per change of the set of broken constraints.
final class LoggingTests: XCTestCase {
    func pin(_ layout: Layout, _ node: NodeID, _ attribute: Attribute, _ relation: LayoutRelation,
             _ value: Double) throws -> LayoutConstraintID {
        let constraint = try layout.makeConstraint(.node(node), attribute, relation, nil, .left, multiplier: 1, constant: value)
        try layout.activate([constraint])
        return constraint
    }

    func testOneMessagePerChangeOfTheBrokenSet() throws {
        let layout = Layout()
        var log = BrokenConstraintsLog()
        let a = try layout.makeNode(parent: nil, name: "a")
        _ = try pin(layout, a, .width, .greaterOrEqual, 100)
        try layout.update()
        XCTAssertNil(log.message(after: layout))

        let cap = try pin(layout, a, .width, .lessOrEqual, 50)
        try layout.setName(cap, "cap")
        XCTAssertThrowsError(try layout.update())
        let message = try XCTUnwrap(log.message(after: layout))
        XCTAssertTrue(message.hasPrefix("Unable to satisfy every required constraint; 1 broken"), message)
        XCTAssertTrue(message.contains("\nBreaking cap (a.width <= 50)\n"), message)
        XCTAssertTrue(message.hasSuffix("\n        a.width >= 100"), message)

        try layout.setConstant(cap, 40)   // still broken: nothing new to say
        XCTAssertThrowsError(try layout.update())
        XCTAssertNil(log.message(after: layout))

        try layout.setConstant(cap, 400)
        try layout.update()
        XCTAssertEqual(log.message(after: layout), "Every required constraint holds again (1 broken before).")
        try layout.update()
        XCTAssertNil(log.message(after: layout))

        // Forgotten (a new logger): told again about what is broken now.
        try layout.setConstant(cap, 40)
        XCTAssertThrowsError(try layout.update())
        XCTAssertNotNil(log.message(after: layout))
        log.forget()
        XCTAssertNotNil(log.message(after: layout))
        XCTAssertNil(log.message(after: layout))
    }
}
