import XCTest
@testable import AutoLayoutModel

/// "History does not matter": after every update the layout is the one that a fresh
/// layout with the same active constraints, activated in the same order, gives. The
/// named cases are the ones that once failed; the random sessions compare every update
/// of long sessions with such a fresh layout.
final class HistoryIndependenceTests: XCTestCase {
    func variable(_ layout: Layout, _ name: String) -> VariableID { layout.makeVariable(name: name) }

    /// `sum(coefficient * variable)  relation  constant @priority`, inactive.
    func constraint(_ layout: Layout, _ terms: [(VariableID, Double)], _ relation: LayoutRelation, _ constant: Double,
                    priority: Double = Priority.required) throws -> LayoutConstraintID {
        let id = try layout.makeConstraint(terms.map { ItemTerm(.variable($0.0), .value, $0.1) }, relation, constant)
        if priority < Priority.required { try layout.setPriority(id, priority) }
        return id
    }

    /// Updates, returning whether it reported broken constraints.
    func update(_ layout: Layout) throws -> Bool {
        do {
            try layout.update()
            return false
        } catch let error where error.kind == .unsatisfiable {
            return true
        }
    }

    // MARK: Cases that once failed

    /// Reference 002's pattern: one view filling its container, or two side by side,
    /// switched back and forth, deactivating first or activating first.
    func testSwitchingBetweenTwoConstraintSetsAndBack() throws {
        for activateFirst in [false, true] {
            let layout = Layout()
            let view = try layout.makeNode(parent: nil, name: "view")
            let container = try layout.makeNode(parent: view, name: "hogeView")
            let first = try layout.makeNode(parent: container, name: "view1")
            let second = try layout.makeNode(parent: container, name: "view2")
            func equal(_ a: NodeID, _ attribute: Attribute, _ b: NodeID?, _ other: Attribute, _ constant: Double = 0) throws
                -> LayoutConstraintID {
                try layout.makeConstraint(.node(a), attribute, .equal, b.map { .node($0) }, other, multiplier: 1, constant: constant)
            }
            try layout.activate([
                equal(view, .left, nil, .left, 0), equal(view, .top, nil, .top, 0),
                equal(view, .width, nil, .width, 375), equal(view, .height, nil, .height, 667),
                equal(container, .left, view, .left, 32), equal(container, .top, view, .top, 32),
                equal(container, .right, view, .right, -32), equal(container, .bottom, view, .bottom, -32),
            ])
            let corner = [
                try equal(first, .left, container, .left), try equal(first, .top, container, .top),
                try equal(first, .right, container, .right), try equal(first, .bottom, container, .bottom),
                try equal(second, .right, container, .right), try equal(second, .bottom, container, .bottom),
                try equal(second, .width, nil, .width, 0), try equal(second, .height, nil, .height, 0),
            ]
            let sideBySide = [
                try equal(first, .left, container, .left), try equal(first, .top, container, .top),
                try equal(first, .bottom, container, .bottom), try equal(second, .right, container, .right),
                try equal(second, .top, container, .top), try equal(second, .bottom, container, .bottom),
                try equal(second, .left, first, .right, 4), try equal(first, .width, second, .width),
                try equal(first, .height, second, .height),
            ]
            for round in 0..<3 {
                for (shown, hidden) in [(corner, sideBySide), (sideBySide, corner)] {
                    if activateFirst {
                        try layout.activate(shown)
                        try layout.deactivate(hidden)
                    } else {
                        try layout.deactivate(hidden)
                        try layout.activate(shown)
                    }
                    try layout.update()
                    let expected = shown == corner
                        ? [Rect(x: 0, y: 0, width: 311, height: 603), Rect(x: 311, y: 603, width: 0, height: 0)]
                        : [Rect(x: 0, y: 0, width: 153.5, height: 603), Rect(x: 157.5, y: 0, width: 153.5, height: 603)]
                    XCTAssertEqual([try layout.frame(of: first), try layout.frame(of: second)], expected,
                                   "round \(round), activate first: \(activateFirst)")
                }
            }
            XCTAssertEqual(layout.rebuildCount, 0, "switching sets is incremental")
        }
    }

    /// A preference sitting on a maximum stays when the maximum grows.
    func testPreferenceOnAGrowingMaximumStays() throws {
        let layout = Layout()
        let x = variable(layout, "x")
        let cap = try constraint(layout, [(x, 1)], .lessOrEqual, 76)
        try layout.activate([try constraint(layout, [(x, 1)], .equal, 76, priority: 250), cap])
        try layout.update()
        try layout.setConstant(cap, 950)
        try layout.update()
        XCTAssertEqual(try layout.value(of: x), 76)
    }

    /// Edits in one batch are judged together, not one at a time.
    func testEditsOfOneBatchAreJudgedTogether() throws {
        let layout = Layout()
        let x = variable(layout, "x")
        let pin = try constraint(layout, [(x, 1)], .equal, 50)
        let cap = try constraint(layout, [(x, 1)], .lessOrEqual, 100)
        try layout.activate([try constraint(layout, [(x, 1)], .equal, 0, priority: 1), pin, cap])
        try layout.update()
        try layout.setConstant(pin, 150)
        try layout.setConstant(cap, 200)
        XCTAssertFalse(try update(layout))
        XCTAssertEqual(try layout.value(of: x), 150)
        XCTAssertFalse(try update(layout))
        XCTAssertEqual(layout.rebuildCount, 0)
    }

    /// A broken constraint is kept again once its conflict is edited away.
    func testBrokenConstraintIsRetriedAfterAnEdit() throws {
        let layout = Layout()
        let x = variable(layout, "x")
        let cap = try constraint(layout, [(x, 1)], .lessOrEqual, 100)
        try layout.activate([try constraint(layout, [(x, 1)], .equal, 0, priority: 1), cap])
        try layout.update()
        let floor = try constraint(layout, [(x, 1)], .greaterOrEqual, 200)
        try layout.activate([floor])
        XCTAssertTrue(try update(layout))
        XCTAssertEqual(layout.brokenConstraints, [floor])
        XCTAssertEqual(try layout.value(of: x), 0)
        try layout.setConstant(cap, 300)
        XCTAssertFalse(try update(layout))
        XCTAssertEqual(try layout.value(of: x), 200)
    }

    /// An edited required constraint moves to the end of the order: the older one of two
    /// conflicting constraints is kept.
    func testEditedConstraintIsJudgedLast() throws {
        let layout = Layout()
        let x = variable(layout, "x")
        let first = try constraint(layout, [(x, 1)], .equal, 10)
        let second = try constraint(layout, [(x, 1)], .lessOrEqual, 5)
        try layout.activate([first, second])
        XCTAssertTrue(try update(layout))
        XCTAssertEqual(layout.brokenConstraints, [second])
        try layout.setConstant(first, 20)     // now after `second`: it breaks instead
        XCTAssertTrue(try update(layout))
        XCTAssertEqual(layout.brokenConstraints, [first])
        XCTAssertEqual(try layout.value(of: x), 5)
        try layout.deactivate([second])
        try layout.activate([second])         // reactivated: last again
        XCTAssertTrue(try update(layout))
        XCTAssertEqual(layout.brokenConstraints, [second])
        XCTAssertEqual(try layout.value(of: x), 20)
    }

    /// A redundant required equality does not freeze later edits.
    func testRedundantEqualityLetsLaterEditsThrough() throws {
        let layout = Layout()
        let x = variable(layout, "x"), y = variable(layout, "y")
        let wish = try constraint(layout, [(x, 1)], .equal, 100, priority: 2)
        try layout.activate([wish, try constraint(layout, [(y, 1)], .equal, 50, priority: 1)])
        try layout.update()
        try layout.activate([try constraint(layout, [(y, 1), (x, -1)], .equal, -50)])
        try layout.update()
        try layout.setConstant(wish, 200)
        try layout.update()
        XCTAssertEqual(try layout.value(of: x), 200)
        XCTAssertEqual(try layout.value(of: y), 150)
    }

    /// Two identical optional constraints, one of them edited.
    func testIdenticalOptionalConstraintsEditedApart() throws {
        for editFirst in [false, true] {
            let layout = Layout()
            let x = variable(layout, "x"), w = variable(layout, "w")
            try layout.activate([try constraint(layout, [(x, 1)], .equal, 0, priority: 2),
                                 try constraint(layout, [(w, 1)], .equal, 0, priority: 3)])
            let a = try constraint(layout, [(x, 1), (w, 1)], .greaterOrEqual, 355, priority: 500)
            let b = try constraint(layout, [(x, 1), (w, 1)], .greaterOrEqual, 355, priority: 500)
            try layout.activate([a, b])
            try layout.update()
            XCTAssertEqual(try layout.value(of: x), 355)
            if editFirst {
                try layout.setConstant(a, 0)       // b still asks for 355
                try layout.update()
                XCTAssertEqual(try layout.value(of: x), 355)
            } else {
                try layout.setConstant(b, 360)
                try layout.update()
                XCTAssertEqual(try layout.value(of: x), 360)
            }
            XCTAssertEqual(try layout.value(of: w), 0)
        }
    }
}
