import XCTest
@testable import AutoLayoutModel

/// Stacks in the model: their constraints follow changes incrementally, touching only
/// what is around the change, and never rebuild the solver.
final class StackModelTests: XCTestCase {
    func makeRow(_ count: Int) throws -> (Layout, NodeID, [NodeID]) {
        let layout = Layout()
        let window = try layout.makeNode(parent: nil, name: "window")
        for (attribute, value) in [(Attribute.left, 0.0), (.top, 0), (.width, 20000), (.height, 40)] {
            try layout.activate([try layout.makeConstraint(.node(window), attribute, .equal, nil, .left, multiplier: 1, constant: value)])
        }
        let stack = try layout.makeStack(parent: window, name: "row", axis: .horizontal)
        try layout.setSpacing(stack, 4)
        try layout.activate([try layout.makeConstraint(.node(stack), .leading, .equal, .node(window), .leading, multiplier: 1, constant: 0),
                             try layout.makeConstraint(.node(stack), .top, .equal, .node(window), .top, multiplier: 1, constant: 0)])
        var items: [NodeID] = []
        for index in 0..<count {
            let item = try layout.makeNode(parent: nil, name: "item\(index)")
            try layout.setIntrinsicSize(item, width: 10, height: 20)
            try layout.addArranged(stack, item)
            items.append(item)
        }
        try layout.update()
        return (layout, stack, items)
    }

    func testHidingTouchesAFewConstraintsWithoutRebuilding() throws {
        let (layout, stack, items) = try makeRow(1000)
        XCTAssertEqual(try layout.frame(of: stack).width, 1000 * 10 + 999 * 4)
        let rebuilds = layout.rebuildCount
        for (position, hidden) in [(500, true), (500, false), (0, true), (0, false), (999, true), (999, false)] {
            let before = layout.nextOrder
            try layout.setHidden(items[position], hidden)
            try layout.update()
            // The hiding constraint, the node's link and the next one's, and at the end
            // the tie-break of the last shown node: a handful, whatever the length.
            XCTAssertLessThanOrEqual(layout.nextOrder - before, 6, "hiding item \(position): \(hidden)")
            let width = hidden ? 999 * 10 + 998 * 4 : 1000 * 10 + 999 * 4
            XCTAssertEqual(try layout.frame(of: stack).width, Double(width))
        }
        XCTAssertEqual(layout.rebuildCount, rebuilds, "stack changes are incremental")
        XCTAssertEqual(try layout.frame(of: items[999]).x, 999 * 14)
    }

    func testSpacingChangeIsConstantEdits() throws {
        let (layout, stack, items) = try makeRow(50)
        let constraintsBefore = layout.constraints.filter(\.isLive).count
        try layout.setSpacing(stack, 6)
        try layout.update()
        XCTAssertEqual(layout.constraints.filter(\.isLive).count, constraintsBefore)
        XCTAssertEqual(try layout.frame(of: items[49]).x, 49 * 16)
        XCTAssertEqual(layout.rebuildCount, 0)
    }

    func testFreeingAStackReleasesItsVariablesAndConstraints() throws {
        let (layout, stack, _) = try makeRow(3)
        try layout.setDistribution(stack, .equalSpacing)
        try layout.setAlignment(stack, .firstBaseline)
        try layout.update()
        XCTAssertEqual(layout.variables.filter(\.isLive).count, 2)
        try layout.freeNode(stack)
        try layout.update()
        XCTAssertEqual(layout.variables.filter(\.isLive).count, 0)
        XCTAssertEqual(layout.constraints.filter { $0.isLive && $0.isEngineOwned }.count, 0)
        XCTAssertTrue(layout.stacks.allSatisfy { !$0.isLive })
    }
}
