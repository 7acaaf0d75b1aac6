import XCTest
@testable import AutoLayoutModel

/// An update reads again only the frames of the nodes whose values changed (see
/// `Layout.refreshFrames`), and lists exactly the nodes whose frames changed. Debug
/// builds also check every such update against the whole refresh.
final class ChangedFrameTests: XCTestCase {
    func pin(_ layout: Layout, _ node: NodeID, _ attribute: Attribute, _ value: Double) throws -> LayoutConstraintID {
        let constraint = try layout.makeConstraint(.node(node), attribute, .equal, nil, .left, multiplier: 1, constant: value)
        try layout.activate([constraint])
        return constraint
    }

    func equal(_ layout: Layout, _ first: NodeID, _ attribute: Attribute, _ second: NodeID, _ other: Attribute,
               _ constant: Double = 0) throws -> LayoutConstraintID {
        let constraint = try layout.makeConstraint(.node(first), attribute, .equal, .node(second), other, multiplier: 1, constant: constant)
        try layout.activate([constraint])
        return constraint
    }

    func changed(_ layout: Layout) -> Set<UInt32> { Set(layout.changedNodes.map { $0.index }) }

    /// A fill stack of 200 labels pinned to both sides of a window: resizing the window
    /// moves the window, the stack and the last label (which stretches) and nothing else.
    func testAResizeThatStretchesTheLastLabelReadsThreeNodes() throws {
        let layout = Layout()
        let window = try layout.makeNode(parent: nil, name: "window")
        _ = try pin(layout, window, .left, 0)
        _ = try pin(layout, window, .top, 0)
        let width = try pin(layout, window, .width, 5000)
        _ = try pin(layout, window, .height, 40)
        let stack = try layout.makeStack(parent: window, name: "row", axis: .horizontal)
        try layout.setSpacing(stack, 4)
        for (attribute, other) in [(Attribute.left, Attribute.left), (.right, .right), (.top, .top), (.bottom, .bottom)] {
            _ = try equal(layout, stack, attribute, window, other)
        }
        var labels: [NodeID] = []
        for _ in 0..<200 {
            let label = try layout.makeNode(parent: nil, name: "")
            try layout.setIntrinsicSize(label, width: 10, height: 20)
            try layout.addArranged(stack, label)
            labels.append(label)
        }
        try layout.update()
        // The second update after the build is the first whose evaluation can be partial.
        for constant in [4900.0, 5000, 4800, 5000] {
            try layout.setConstant(width, constant)
            try layout.update()
        }
        XCTAssertEqual(layout.framesReadByLastRefresh, 3)
        XCTAssertEqual(changed(layout), [window.index, stack.index, labels[199].index])
        // 199 labels of 10 and 199 gaps of 4 before the last.
        XCTAssertEqual(try layout.frame(of: labels[199]), Rect(x: 2786, y: 0, width: 5000 - 2786, height: 40))
        XCTAssertEqual(try layout.frame(of: labels[198]), Rect(x: 2772, y: 0, width: 10, height: 40))
    }

    /// A node whose parent's origin moves keeps its place on screen (it is pinned to the
    /// window, not to the parent): only its relative frame changes, and it is listed. A
    /// parent that only grows leaves its children's relative frames alone.
    func testChildrenOfAParentThatMovesGetNewRelativeFrames() throws {
        let layout = Layout()
        let window = try layout.makeNode(parent: nil, name: "window")
        for attribute in [Attribute.left, .top, .width, .height] { _ = try pin(layout, window, attribute, 0) }
        let panel = try layout.makeNode(parent: window, name: "panel")
        let panelLeft = try pin(layout, panel, .left, 100)
        let panelWidth = try pin(layout, panel, .width, 300)
        for attribute in [Attribute.top, .height] { _ = try pin(layout, panel, attribute, 50) }
        let badge = try layout.makeNode(parent: panel, name: "badge")
        for (attribute, value) in [(Attribute.left, 150.0), (.top, 60), (.width, 20), (.height, 20)] {
            _ = try pin(layout, badge, attribute, value)
        }
        let margins = try layout.guide(.margins, of: panel)
        // Bystanders, so that a few changed values are few among the nodes.
        for index in 0..<40 {
            let other = try layout.makeNode(parent: window, name: "other\(index)")
            for attribute in [Attribute.left, .top, .width, .height] { _ = try pin(layout, other, attribute, Double(index)) }
        }
        try layout.update()
        try layout.setConstant(panelLeft, 120)
        try layout.update()
        try layout.setConstant(panelLeft, 110)
        try layout.update()
        XCTAssertLessThan(layout.framesReadByLastRefresh, 10, "the panel and its guide")
        XCTAssertEqual(changed(layout), [panel.index, badge.index])
        XCTAssertEqual(try layout.frame(of: badge), Rect(x: 40, y: 10, width: 20, height: 20))
        XCTAssertEqual(try layout.absoluteFrame(of: badge), Rect(x: 150, y: 60, width: 20, height: 20))
        XCTAssertEqual(try layout.absoluteFrame(of: margins), Rect(x: 118, y: 58, width: 284, height: 34))
        XCTAssertEqual(try layout.frame(of: margins), Rect(x: 8, y: 8, width: 284, height: 34))

        try layout.setConstant(panelWidth, 320)
        try layout.update()
        XCTAssertEqual(changed(layout), [panel.index], "the badge's relative frame stays")
        XCTAssertEqual(try layout.frame(of: badge), Rect(x: 40, y: 10, width: 20, height: 20))
        XCTAssertEqual(try layout.absoluteFrame(of: margins), Rect(x: 118, y: 58, width: 304, height: 34))
    }

    /// An edit of an alias's constant moves the members on one side of it without any
    /// value of the solver changing: they are read again all the same.
    func testAShiftedAliasMovesItsMembers() throws {
        let layout = Layout()
        let window = try layout.makeNode(parent: nil, name: "window")
        for attribute in [Attribute.left, .top, .width, .height] { _ = try pin(layout, window, attribute, 0) }
        let first = try layout.makeNode(parent: window, name: "first")
        let second = try layout.makeNode(parent: window, name: "second")
        let third = try layout.makeNode(parent: window, name: "third")
        _ = try pin(layout, first, .left, 30)
        let gap = try equal(layout, second, .left, first, .left, 10)
        _ = try equal(layout, third, .left, second, .left, 10)
        for node in [first, second, third] {
            for attribute in [Attribute.top, .width, .height] { _ = try pin(layout, node, attribute, 5) }
        }
        for index in 0..<40 {
            let other = try layout.makeNode(parent: window, name: "other\(index)")
            for attribute in [Attribute.left, .top, .width, .height] { _ = try pin(layout, other, attribute, Double(index)) }
        }
        try layout.update()
        for constant in [20.0, 15, 25] {
            try layout.setConstant(gap, constant)
            try layout.update()
        }
        XCTAssertLessThan(layout.framesReadByLastRefresh, 10)
        XCTAssertEqual(changed(layout), [second.index, third.index])
        XCTAssertEqual(try layout.frame(of: first).x, 30)
        XCTAssertEqual(try layout.frame(of: second).x, 55)
        XCTAssertEqual(try layout.frame(of: third).x, 65)
    }
}
