import XCTest
@testable import AutoLayoutModel

/// Required equalities between two variables are kept as aliases (`VariableAliases`),
/// not rows: they must behave exactly like the constraints they stand for, through
/// edits, removals, conflicts and freeing.
final class AliasTests: XCTestCase {
    let layout = Layout()

    /// Makes and activates `a.attributeA relation b.attributeB + constant` in `layout`
    /// (this test's own unless another is given).
    func relate(_ a: NodeID, _ attributeA: Attribute, _ relation: LayoutRelation, _ b: NodeID?, _ attributeB: Attribute,
                _ constant: Double = 0, priority: Double = Priority.required, in other: Layout? = nil) throws -> LayoutConstraintID {
        let layout = other ?? self.layout
        let constraint = try layout.makeConstraint(.node(a), attributeA, relation, b.map { .node($0) }, attributeB,
                                                   multiplier: 1, constant: constant)
        if priority < Priority.required { try layout.setPriority(constraint, priority) }
        try layout.activate([constraint])
        return constraint
    }

    func nodes(_ count: Int) throws -> [NodeID] {
        try (0..<count).map { try layout.makeNode(parent: nil, name: "n\($0)") }
    }

    /// A column of labels, each as wide as the one above, preferring 100 and at least 60
    /// (the constraints of each label come before its link, as a program writes them).
    func testColumnOfEqualWidthsFollowsEveryLink() throws {
        let labels = try nodes(50)
        var links: [LayoutConstraintID] = []
        for (row, label) in labels.enumerated() {
            _ = try relate(label, .left, .equal, nil, .left, 20)
            _ = try relate(label, .width, .greaterOrEqual, nil, .left, 60)
            _ = try relate(label, .width, .equal, nil, .left, 100, priority: Priority.high)
            if row > 0 { links.append(try relate(label, .width, .equal, labels[row - 1], .width)) }
        }
        try layout.update()
        for label in labels { XCTAssertEqual(try layout.frame(of: label), Rect(x: 20, y: 0, width: 100, height: 0)) }
        XCTAssertGreaterThan(layout.aliases.aliasedCount, 0)

        let narrow = try relate(labels[10], .width, .lessOrEqual, nil, .left, 80)
        try layout.update()
        for label in labels { XCTAssertEqual(try layout.frame(of: label).width, 80) }

        try layout.deactivate([links[19]])       // labels[20] from labels[19]
        try layout.update()
        for (row, label) in labels.enumerated() { XCTAssertEqual(try layout.frame(of: label).width, row < 20 ? 80 : 100) }

        try layout.activate([links[19]])
        try layout.setConstant(narrow, 70)
        try layout.update()
        for label in labels { XCTAssertEqual(try layout.frame(of: label).width, 70) }
        XCTAssertEqual(layout.brokenConstraints, [])
    }

    func testConflictThroughAliasesNamesTheLinks() throws {
        let views = try nodes(3)
        let minimum = try relate(views[0], .width, .greaterOrEqual, nil, .left, 60)
        let first = try relate(views[1], .width, .equal, views[0], .width)
        let second = try relate(views[2], .width, .equal, views[1], .width)
        try layout.update()
        let maximum = try relate(views[2], .width, .lessOrEqual, nil, .left, 50)
        XCTAssertThrowsError(try layout.update())
        XCTAssertEqual(layout.brokenConstraints, [maximum])
        XCTAssertEqual(Set(try layout.explainConflict(maximum)), [minimum, first, second])
        for view in views { XCTAssertEqual(try layout.frame(of: view).width, 60) }
    }

    func testCycleOfAliasesIsRedundantOrBroken() throws {
        let views = try nodes(3)
        _ = try relate(views[0], .left, .equal, nil, .left, 5)
        let ab = try relate(views[0], .left, .equal, views[1], .left, 10)
        let bc = try relate(views[1], .left, .equal, views[2], .left)
        let ca = try relate(views[2], .left, .equal, views[0], .left, -10)      // redundant
        try layout.update()
        XCTAssertEqual(try layout.frame(of: views[2]).x, -5)
        let wrong = try relate(views[2], .left, .equal, views[0], .left)   // contradicts the other two
        XCTAssertThrowsError(try layout.update())
        XCTAssertEqual(layout.brokenConstraints, [wrong])
        // Two minimal conflicts: with the opposite link, or with the other two links.
        XCTAssertTrue([[ca], [ab, bc]].contains(Set(try layout.explainConflict(wrong))))
        XCTAssertEqual(try layout.frame(of: views[1]).x, -5)
    }

    /// Offsets that add up only to within rounding (0.1 + 0.2 is not 0.3 in binary) still
    /// close a cycle redundantly (`Tolerance.aliasOffset`).
    func testCycleWithFractionalOffsetsIsRedundant() throws {
        let views = try nodes(3)
        _ = try relate(views[0], .left, .equal, views[1], .left, 0.1)
        _ = try relate(views[1], .left, .equal, views[2], .left, 0.2)
        _ = try relate(views[2], .left, .equal, views[0], .left, -0.3)
        _ = try relate(views[0], .left, .equal, nil, .left, 1)
        try layout.update()
        XCTAssertEqual(layout.brokenConstraints, [])
        XCTAssertEqual(try layout.frame(of: views[2]).x, 0.7, accuracy: 1e-12)
    }

    func testEditsReachAliasedVariables() throws {
        let root = try layout.makeNode(parent: nil, name: "root")
        let child = try layout.makeNode(parent: root, name: "child")
        _ = try relate(root, .left, .equal, nil, .left)
        let rootWidth = try relate(root, .width, .equal, nil, .left, 300, priority: 999)
        let inset = try relate(child, .left, .equal, root, .left, 10)
        _ = try relate(child, .width, .equal, root, .width)
        try layout.update()
        XCTAssertEqual(try layout.frame(of: child), Rect(x: 10, y: 0, width: 300, height: 0))
        try layout.setConstant(inset, 25)             // the alias's own offset
        try layout.setConstant(rootWidth, 410)        // a row on an aliased variable
        try layout.update()
        XCTAssertEqual(try layout.frame(of: child), Rect(x: 25, y: 0, width: 410, height: 0))
        try layout.setConstant(rootWidth, 200)
        try layout.update()
        XCTAssertEqual(try layout.frame(of: child).width, 200)
    }

    func testFreeingTheRepresentativeKeepsTheRest() throws {
        let views = try nodes(3)
        _ = try relate(views[0], .width, .equal, nil, .left, 50)
        _ = try relate(views[1], .width, .equal, views[0], .width)
        _ = try relate(views[2], .width, .equal, views[1], .width)
        _ = try relate(views[1], .width, .equal, nil, .left, 70, priority: 500)
        try layout.update()
        XCTAssertEqual(try layout.frame(of: views[2]).width, 50)
        try layout.freeNode(views[0])
        try layout.update()
        XCTAssertEqual(try layout.frame(of: views[1]).width, 70)
        XCTAssertEqual(try layout.frame(of: views[2]).width, 70)
        let another = try layout.makeNode(parent: nil, name: "another")   // may reuse the freed symbols
        _ = try relate(another, .width, .equal, nil, .left, 5)
        try layout.update()
        XCTAssertEqual(try layout.frame(of: another).width, 5)
        XCTAssertEqual(try layout.frame(of: views[2]).width, 70)
    }

    func testALinkThatLeavesTakesOnlyItsLeafOffTheClass() throws {
        // Three views aligned on the window's left edge share its class; the link of
        // one leaves (deactivated, then freed): that view's edge alone leaves the class,
        // and its constraint written in the class's representative goes in again on it.
        let views = try nodes(4)
        let window = views[0]
        _ = try relate(window, .left, .equal, nil, .left, 0)
        var links: [LayoutConstraintID] = []
        for index in 1...3 { links.append(try relate(views[index], .left, .equal, window, .left, Double(10 * index))) }
        _ = try relate(views[1], .right, .equal, window, .left, 120)
        try layout.update()
        let edges = views.map { layout.nodeVariables[Int($0.index)].left }
        let root = layout.aliases.resolve(edges[0]).0
        XCTAssertEqual(Set(edges.map { layout.aliases.resolve($0).0 }), [root])
        let aliased = layout.aliases.aliasedCount
        XCTAssertEqual(try layout.frame(of: views[1]), Rect(x: 10, y: 0, width: 110, height: 0))

        try layout.deactivate([links[0]])
        _ = try relate(views[1], .left, .equal, nil, .left, 30)
        try layout.update()
        XCTAssertEqual(layout.aliases.resolve(edges[1]).0, edges[1])
        XCTAssertEqual(layout.aliases.resolve(edges[2]).0, root)
        XCTAssertEqual(layout.aliases.resolve(edges[3]).0, root)
        XCTAssertEqual(layout.aliases.aliasedCount, aliased - 1)
        XCTAssertEqual(try layout.frame(of: views[1]), Rect(x: 30, y: 0, width: 90, height: 0))
        XCTAssertEqual(try layout.frame(of: views[2]).x, 20)
        XCTAssertEqual(try layout.frame(of: views[3]).x, 30)

        try layout.freeConstraint(links[2])
        _ = try relate(views[3], .left, .equal, nil, .left, 50)
        try layout.update()
        XCTAssertEqual(layout.aliases.resolve(edges[3]).0, edges[3])
        XCTAssertEqual(layout.aliases.resolve(edges[2]).0, root)
        XCTAssertEqual(layout.aliases.aliasedCount, aliased - 2)
        XCTAssertEqual(try layout.frame(of: views[3]).x, 50)
        XCTAssertEqual(try layout.frame(of: views[2]).x, 20)
        XCTAssertEqual(try layout.frame(of: views[1]), Rect(x: 30, y: 0, width: 90, height: 0))
        XCTAssertEqual(layout.brokenConstraints, [])
        XCTAssertEqual(layout.rebuildCount, 0)
    }

    func testTwoLinksOfAChainLeavingInOneBatchFreeBothEnds() throws {
        // window.left <- a.left <- b.left, both links written from a (each alias's handle
        // on its class is a.left): freed together, the first leaves a alone, and the
        // second must still take b off the window's class, not find a's done.
        let views = try nodes(3)
        let (window, a, b) = (views[0], views[1], views[2])
        _ = try relate(window, .left, .equal, nil, .left, 0)
        let first = try relate(a, .left, .equal, window, .left, 10)
        let second = try relate(a, .left, .equal, b, .left, -5)
        try layout.update()
        XCTAssertEqual(try layout.frame(of: b).x, 15)
        let rebuilds = layout.rebuildCount
        try layout.freeConstraint(first)
        try layout.freeConstraint(second)
        _ = try relate(a, .left, .equal, nil, .left, 40)
        _ = try relate(b, .left, .equal, nil, .left, 100)
        try layout.update()
        let edges = views.map { layout.nodeVariables[Int($0.index)].left }
        for edge in edges { XCTAssertEqual(layout.aliases.resolve(edge).0, edge) }
        XCTAssertEqual(try layout.frame(of: a).x, 40)
        XCTAssertEqual(try layout.frame(of: b).x, 100)
        XCTAssertEqual(layout.brokenConstraints, [])
        // Solved incrementally: a class left holding b would have read b.left == 100 as
        // the window's left edge at 85, a conflict that only a fresh solve untangles.
        XCTAssertEqual(layout.rebuildCount, rebuilds)
    }

    func testAnAliasThroughALinkOfItsBatchSplitsItsClass() throws {
        // `v3 + v4 - 2 * v0 == 259` is an alias of v0 and the class of v3 and v4 once
        // `v3 - v4 == -37` holds. Freed and deactivated in one batch: the link splits its
        // leaf off, and the alias, whose link is not known, must still split what is left,
        // or v4 stays tied to v0 by nothing, and `v0 + v1 - 2 * v4 == -259` held v1 3 off
        // its wish (the chained-alias sessions' seed 11200488, minimised).
        let v = (0..<5).map { layout.makeVariable(name: "v\($0)") }
        func terms(_ pairs: [(Int, Double)]) -> [ItemTerm] { pairs.map { ItemTerm(.variable(v[$0.0]), .value, $0.1) } }
        let first = try layout.makeConstraint(terms([(0, 1)]), .equal, 1), second = try layout.makeConstraint(terms([(1, 1)]), .equal, 41)
        try layout.setPriority(first, 0.02)
        try layout.setPriority(second, 0.01)
        let through = try layout.makeConstraint(terms([(3, 1), (4, 1), (0, -2)]), .equal, 259)
        let link = try layout.makeConstraint(terms([(3, 1), (4, -1)]), .equal, -37)
        try layout.activate([first, second, through, link])
        try layout.update()
        try layout.freeConstraint(link)
        try layout.deactivate([through])
        try layout.activate([try layout.makeConstraint(terms([(0, 1), (1, 1), (4, -2)]), .equal, -259)])
        try layout.update()
        for index in [0, 3, 4] { XCTAssertEqual(layout.aliases.resolve(layout.variables[Int(v[index].index)].variable).0.symbol,
                                                layout.variables[Int(v[index].index)].variable.symbol, "v\(index)") }
        XCTAssertEqual(try layout.value(of: v[0]), 1, accuracy: 1e-9)
        XCTAssertEqual(try layout.value(of: v[1]), 41, accuracy: 1e-9)
        XCTAssertEqual(try layout.value(of: v[4]), 150.5, accuracy: 1e-9)
    }

    func testVariablesAlias() throws {
        let first = layout.makeVariable(name: "first"), second = layout.makeVariable(name: "second")
        let link = try layout.makeConstraint([ItemTerm(.variable(first), .value, 1), ItemTerm(.variable(second), .value, -1)],
                                             .equal, 5)
        let pin = try layout.makeConstraint([ItemTerm(.variable(second), .value, 1)], .equal, 10)
        try layout.activate([link, pin])
        try layout.update()
        XCTAssertEqual(try layout.value(of: first), 15)
        XCTAssertEqual(try layout.value(of: second), 10)
    }

    func testDirectionChangeRebuildsAliases() throws {
        let views = try nodes(2)
        _ = try relate(views[0], .left, .equal, nil, .left, 0)
        _ = try relate(views[0], .width, .equal, nil, .left, 100)
        _ = try relate(views[1], .width, .equal, nil, .left, 40)
        _ = try relate(views[1], .leading, .equal, views[0], .leading, 10)
        try layout.update()
        XCTAssertEqual(try layout.frame(of: views[1]).x, 10)
        layout.setDirection(.rightToLeft)
        try layout.update()
        XCTAssertEqual(try layout.frame(of: views[1]).x, 100 - 10 - 40)
    }

    /// A root 400 wide and a row of views whose lefts are linked one to the next by
    /// `offsets` (odd links written the other way round), each preferring 50 wide and
    /// centred on the root, at most at its right edge: every link is an alias, and rows
    /// name the aliased lefts.
    func linkedRow(_ offsets: [Double], in layout: Layout) throws -> (views: [NodeID], links: [LayoutConstraintID]) {
        let root = try layout.makeNode(parent: nil, name: "root")
        _ = try relate(root, .left, .equal, nil, .left, in: layout)
        _ = try relate(root, .width, .equal, nil, .left, 400, in: layout)
        var views: [NodeID] = [], links: [LayoutConstraintID] = []
        for (position, offset) in offsets.enumerated() {
            let view = try layout.makeNode(parent: root, name: "v\(position)")
            let previous = views.last ?? root
            links.append(position % 2 == 0 ? try relate(view, .left, .equal, previous, .left, offset, in: layout)
                                            : try relate(previous, .left, .equal, view, .left, -offset, in: layout))
            _ = try relate(view, .width, .equal, nil, .left, 50, priority: 500, in: layout)
            _ = try relate(view, .right, .lessOrEqual, root, .right, in: layout)
            _ = try relate(view, .centerX, .equal, root, .centerX, priority: 200, in: layout)
            views.append(view)
        }
        return (views, links)
    }

    /// Editing a link's constant moves the views on one side of it, without splitting the
    /// class: no other constraint is installed again, and the frames are those of a fresh
    /// layout with the new constants, whichever side holds the representative.
    func testEditingALinkMovesOneSideOfItsClass() throws {
        var offsets: [Double] = [10, 10, 10, 10, 10, 10, 10, 10]
        let (views, links) = try linkedRow(offsets, in: layout)
        try layout.update()
        let aliased = layout.aliases.aliasedCount
        XCTAssertEqual(aliased, offsets.count)
        for (link, offset) in [(3, 200.0), (0, 30), (7, -5), (3, 330), (6, 12.5), (1, 0)] {
            let installed = layout.constraints.map(\.installed)
            offsets[link] = offset
            try layout.setConstant(links[link], link % 2 == 0 ? offset : -offset)
            try layout.update()
            XCTAssertEqual(layout.aliases.aliasedCount, aliased)
            for (position, constraint) in layout.constraints.enumerated() where installed[position] != nil {
                XCTAssertEqual(constraint.installed, installed[position], "constraint \(position) was installed again")
            }
            let fresh = Layout()
            let expected = try linkedRow(offsets, in: fresh)
            try fresh.update()
            for (view, other) in zip(views, expected.views) {
                let frame = try layout.frame(of: view), oracle = try fresh.frame(of: other)
                XCTAssertEqual(frame.x, oracle.x, accuracy: 1e-9, "link \(link) to \(offset)")
                XCTAssertEqual(frame.width, oracle.width, accuracy: 1e-9, "link \(link) to \(offset)")
            }
        }
        XCTAssertEqual(try layout.frame(of: views[7]).x, 30 + 0 + 10 + 330 + 10 + 10 + 12.5 - 5)
        XCTAssertEqual(layout.brokenConstraints, [])
    }

    /// A redundant link closes a cycle: editing one link of the cycle contradicts the
    /// others, so the edited link breaks (edited, it comes last in the order).
    func testEditingALinkOfACycleBreaksIt() throws {
        let (views, links) = try linkedRow([10, 10, 10, 10], in: layout)
        _ = try relate(views[3], .left, .equal, views[1], .left, 20)     // redundant with links 2 and 3
        try layout.update()
        XCTAssertEqual(layout.brokenConstraints, [])
        try layout.setConstant(links[2], 15)
        XCTAssertThrowsError(try layout.update())
        XCTAssertEqual(layout.brokenConstraints, [links[2]])
        XCTAssertEqual(try layout.frame(of: views[3]).x, 40)
        try layout.setConstant(links[2], 10)
        try layout.update()
        XCTAssertEqual(layout.brokenConstraints, [])
        XCTAssertEqual(try layout.frame(of: views[2]).x, 30)
    }

    /// Two identical pulls on a class's variables share one row (`b.left == 40` and
    /// `a.left == 40`, a and b linked, against `b.left == 20`, all at 300); moving a's
    /// side apart makes them differ, and each gets its own row again (shared, the pair
    /// would still outweigh the third and hold b at 40).
    func testEditingALinkSeparatesTheRowsItsSidesShared() throws {
        func build(_ offset: Double, in layout: Layout) throws -> (a: NodeID, b: NodeID, link: LayoutConstraintID) {
            let a = try layout.makeNode(parent: nil, name: "a"), b = try layout.makeNode(parent: nil, name: "b")
            _ = try relate(b, .left, .equal, nil, .left, 20, priority: 300, in: layout)
            let link = try relate(a, .left, .equal, b, .left, offset, in: layout)
            _ = try relate(a, .left, .equal, nil, .left, 40, priority: 300, in: layout)
            _ = try relate(b, .left, .equal, nil, .left, 40, priority: 300, in: layout)
            return (a, b, link)
        }
        let (a, b, link) = try build(0, in: layout)
        try layout.update()
        XCTAssertEqual(try layout.frame(of: b).x, 40)     // two pulls to 40 outweigh one to 20
        for offset in [15.0, -10, 0, 30] {
            try layout.setConstant(link, offset)
            try layout.update()
            let fresh = Layout()
            let expected = try build(offset, in: fresh)
            try fresh.update()
            XCTAssertEqual(try layout.frame(of: a).x, try fresh.frame(of: expected.a).x, accuracy: 1e-9, "offset \(offset)")
            XCTAssertEqual(try layout.frame(of: b).x, try fresh.frame(of: expected.b).x, accuracy: 1e-9, "offset \(offset)")
        }
        try layout.setConstant(link, 15)
        try layout.update()
        XCTAssertEqual(try layout.frame(of: b).x, 25)
        XCTAssertEqual(try layout.frame(of: a).x, 40)
    }

    /// `v2 + v1 - 2 * v0 == 0` is a link of v2 and v0 only while `v1 == v0` holds: it
    /// became an alias through that one. When the link of v1 goes, the class must split
    /// three ways and the three-variable equality go into the solver; joining everything
    /// it names kept v1 on v0, and the wish stayed at the cap's 50 (the LP oracle's seed
    /// 25001416, whose tier 251 stayed 8 off its optimum of 0).
    func testAnAliasMadeThroughAnotherLeavesWithIt() throws {
        let v0 = layout.makeVariable(name: "v0"), v1 = layout.makeVariable(name: "v1"), v2 = layout.makeVariable(name: "v2")
        func term(_ variable: VariableID, _ coefficient: Double) -> ItemTerm { ItemTerm(.variable(variable), .value, coefficient) }
        let wish = try layout.makeConstraint([term(v0, 1)], .greaterOrEqual, 100)
        try layout.setPriority(wish, 251)
        let link = try layout.makeConstraint([term(v1, 1), term(v0, -1)], .equal, 0)
        let through = try layout.makeConstraint([term(v2, 1), term(v1, 1), term(v0, -2)], .equal, 0)
        let cap = try layout.makeConstraint([term(v0, 2), term(v1, -1)], .lessOrEqual, 50)
        try layout.activate([wish, link, through, cap])
        try layout.update()
        XCTAssertGreaterThan(layout.aliases.aliasedCount, 1)
        XCTAssertEqual([try layout.value(of: v0), try layout.value(of: v1), try layout.value(of: v2)], [50, 50, 50])

        try layout.deactivate([link])
        try layout.update()
        XCTAssertEqual(try layout.value(of: v0), 100, accuracy: 1e-9)
        XCTAssertEqual(try layout.value(of: v1), 150, accuracy: 1e-9)
        XCTAssertEqual(try layout.value(of: v2), 50, accuracy: 1e-9)
        XCTAssertEqual(layout.brokenConstraints, [])
    }
}
