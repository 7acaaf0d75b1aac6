import XCTest
@testable import AutoLayoutModel

/// Stacks in the model: their constraints follow changes incrementally, touching only
/// what is around the change, and never rebuild the solver.
final class StackModelTests: XCTestCase {
    /// A horizontal stack of `count` items 10 by 20, spaced 4, at the top of a window
    /// 20,000 wide; at its leading edge, or `withinMargins` between the window's margins
    /// with the items within the stack's own.
    func makeRow(_ count: Int, withinMargins: Bool = false) throws -> (Layout, NodeID, [NodeID]) {
        let layout = Layout()
        let window = try layout.makeNode(parent: nil, name: "window")
        for (attribute, value) in [(Attribute.left, 0.0), (.top, 0), (.width, 20000), (.height, 40)] {
            try layout.activate([try layout.makeConstraint(.node(window), attribute, .equal, nil, .left, multiplier: 1, constant: value)])
        }
        let stack = try layout.makeStack(parent: window, name: "row", axis: .horizontal)
        try layout.setSpacing(stack, 4)
        if withinMargins {
            try layout.setMarginsRelative(stack, true)
            try layout.activate([try layout.makeConstraint(.node(stack), .leading, .equal, .node(window), .leadingMargin, multiplier: 1, constant: 0),
                                 try layout.makeConstraint(.node(stack), .trailing, .equal, .node(window), .trailingMargin, multiplier: 1, constant: 0)])
        } else {
            try layout.activate([try layout.makeConstraint(.node(stack), .leading, .equal, .node(window), .leading, multiplier: 1, constant: 0)])
        }
        try layout.activate([try layout.makeConstraint(.node(stack), .top, .equal, .node(window), .top, multiplier: 1, constant: 0)])
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

    func testHidingInAStretchedStackRewritesNoRow() throws {
        // Pinned at both ends, the last item stretches: its size's row names every
        // other item's, so a pivot would rewrite it. Hiding must not pivot at all.
        let (layout, stack, items) = try makeRow(300)
        let window = try layout.parent(of: stack)!
        try layout.activate([try layout.makeConstraint(.node(stack), .trailing, .equal, .node(window), .trailing, multiplier: 1, constant: 0)])
        try layout.update()
        let rewritten = layout.solver.rowsRewritten
        let rebuilds = layout.rebuildCount
        for (position, hidden) in [(150, true), (150, false), (1, true), (1, false), (150, true), (1, true)] {
            try layout.setHidden(items[position], hidden)
            try layout.update()
            XCTAssertEqual(layout.solver.rowsRewritten, rewritten, "hiding item \(position): \(hidden)")
        }
        XCTAssertEqual(layout.rebuildCount, rebuilds)
        // Items 1 and 150 hidden: 297 shown items of 10, each followed by a gap of 4,
        // before the last, which takes the rest.
        XCTAssertEqual(try layout.frame(of: items[150]).width, 0)
        let before = try layout.frame(of: items[149])
        XCTAssertEqual(try layout.frame(of: items[151]).x, before.x + before.width + 4)
        XCTAssertEqual(try layout.frame(of: items[299]).x, 297 * 14)
        XCTAssertEqual(try layout.frame(of: items[299]).width, 20000 - 297 * 14)
    }

    func testShowingKeepsTheHidingConstraintForTheNextHide() throws {
        // Shown again, a node's hiding constraint is deactivated, not freed: the next hide
        // activates the same one, and no constraint is made, named or freed. Inactive,
        // it is not described.
        let (layout, stack, items) = try makeRow(10)
        let record = Int(layout.nodes[Int(stack.index)].stack)
        let slot = 5 * Stack.slotsPerItem + StackSlot.hiding.rawValue
        let shownText = layout.describeText()
        try layout.setHidden(items[5], true)
        try layout.update()
        let hiding = layout.stacks[record].slots[slot]
        XCTAssertTrue(layout.isLiveConstraint(hiding))
        let live = layout.constraints.filter(\.isLive).count
        for hidden in [false, true, false, true, false] {
            try layout.setHidden(items[5], hidden)
            try layout.update()
            XCTAssertEqual(layout.stacks[record].slots[slot], hiding)
            XCTAssertEqual(layout.constraints[Int(hiding.index)].isActive, hidden)
            // Hidden, it holds without a row (see the next test).
            XCTAssertEqual(layout.constraints[Int(hiding.index)].isHeldOut, hidden)
            XCTAssertNil(layout.constraints[Int(hiding.index)].installed)
            XCTAssertEqual(layout.constraints.filter(\.isLive).count, live)
            XCTAssertEqual(try layout.frame(of: items[5]).width, hidden ? 0 : 10)
            XCTAssertEqual(try layout.frame(of: items[9]).x, hidden ? 8 * 14 : 9 * 14)
        }
        XCTAssertEqual(layout.describeText(), shownText)
        // A node whose place changes loses its slots, the kept one with them.
        try layout.insertArranged(stack, items[5], at: 0)
        try layout.update()
        XCTAssertFalse(layout.isLiveConstraint(hiding))
        XCTAssertEqual(layout.constraints.filter(\.isLive).count, live - 1)
        XCTAssertEqual(try layout.frame(of: items[5]).x, 0)
        XCTAssertEqual(try layout.frame(of: items[9]).x, 9 * 14)
        XCTAssertEqual(layout.rebuildCount, 0)
    }

    func testTheHidingConstraintWaitsOutOfTheSolverUntilSomethingPushesTheNode() throws {
        // The hidden node's other wishes ask for the 0 it gets, so its hiding constraint
        // holds without a row: hiding and showing add and remove none. A caller's wish
        // for the node's size pushes it off 0: then the hiding constraint goes in, and
        // wins (999 over 500); a required size wins over it.
        let (layout, stack, items) = try makeRow(10)
        let record = Int(layout.nodes[Int(stack.index)].stack)
        let slot = 5 * Stack.slotsPerItem + StackSlot.hiding.rawValue
        let rows = layout.solver.constraintCount
        try layout.setHidden(items[5], true)
        try layout.update()
        let hiding = Int(layout.stacks[record].slots[slot].index)
        XCTAssertTrue(layout.constraints[hiding].isHeldOut)
        XCTAssertEqual(layout.solver.constraintCount, rows)
        XCTAssertEqual(try layout.frame(of: items[5]).width, 0)
        XCTAssertEqual(try layout.frame(of: items[9]).x, 8 * 14)

        let wide = try layout.makeConstraint(.node(items[5]), .width, .greaterOrEqual, nil, .left, multiplier: 1, constant: 50)
        try layout.setPriority(wide, 500)
        try layout.activate([wide])
        try layout.update()
        XCTAssertFalse(layout.constraints[hiding].isHeldOut)
        XCTAssertNotNil(layout.constraints[hiding].installed)
        XCTAssertEqual(try layout.frame(of: items[5]).width, 0)
        XCTAssertEqual(try layout.frame(of: items[9]).x, 8 * 14)

        let exact = try layout.makeConstraint(.node(items[5]), .width, .equal, nil, .left, multiplier: 1, constant: 30)
        try layout.activate([exact])
        try layout.update()
        XCTAssertEqual(try layout.frame(of: items[5]).width, 30)
        // A hidden node has no spacing before it, only the one after the node before.
        XCTAssertEqual(try layout.frame(of: items[9]).x, 8 * 14 + 30)
        try layout.deactivate([exact, wide])
        try layout.update()
        XCTAssertEqual(try layout.frame(of: items[5]).width, 0)
        XCTAssertEqual(try layout.frame(of: items[9]).x, 8 * 14)

        // Shown, it leaves the solver; hidden again, it waits out of it again.
        try layout.setHidden(items[5], false)
        try layout.update()
        XCTAssertNil(layout.constraints[hiding].installed)
        XCTAssertFalse(layout.constraints[hiding].isHeldOut)
        XCTAssertEqual(try layout.frame(of: items[5]).width, 10)
        try layout.setHidden(items[5], true)
        try layout.update()
        XCTAssertTrue(layout.constraints[hiding].isHeldOut)
        XCTAssertEqual(layout.solver.constraintCount, rows)
        XCTAssertEqual(try layout.frame(of: items[5]).width, 0)
        XCTAssertFalse(try layout.hasAmbiguousLayout(items[5]))
        XCTAssertEqual(layout.rebuildCount, 0)
    }

    func testDormantHidingEntriesGiveTheFramesOfAFreshLayout() throws {
        // Shown, a node's hiding constraint leaves its held-out entry dormant and the next
        // hide takes it back without the update (see `togglesHeldOut`). Interleaved with a
        // caller's wish that pushes a hidden node off 0, a required bound held out of the
        // solver coming and going, and two nodes hidden at once, every step gives the
        // frames of a layout built afresh in that state, and the entries do not pile up.
        func build(hidden: Set<Int>, wish: Bool, bound: Bool) throws -> (Layout, [NodeID]) {
            let (layout, _, items) = try makeRow(10)
            let wide = try layout.makeConstraint(.node(items[5]), .width, .greaterOrEqual, nil, .left, multiplier: 1, constant: 50)
            try layout.setPriority(wide, 500)
            let cap = try layout.makeConstraint(.node(items[2]), .width, .lessOrEqual, nil, .left, multiplier: 1, constant: 6)
            if wish { try layout.activate([wide]) }
            if bound { try layout.activate([cap]) }
            for index in hidden { try layout.setHidden(items[index], true) }
            try layout.update()
            return (layout, items)
        }
        let (layout, _, items) = try makeRow(10)
        let wide = try layout.makeConstraint(.node(items[5]), .width, .greaterOrEqual, nil, .left, multiplier: 1, constant: 50)
        try layout.setPriority(wide, 500)
        let cap = try layout.makeConstraint(.node(items[2]), .width, .lessOrEqual, nil, .left, multiplier: 1, constant: 6)
        var hidden = Set<Int>(), wish = false, bound = false
        // 5 and 3 hidden or shown, the wish (on node 5) or the bound (on node 2) toggled;
        // "35" toggles both nodes in one update.
        let steps = ["5", "5", "5", "wish", "5", "5", "5", "bound", "5", "3", "5", "5", "3", "wish",
                     "5", "5", "bound", "35", "5", "wish", "5", "5", "3", "5", "bound", "5", "35", "5"]
        for (step, action) in steps.enumerated() {
            switch action {
            case "wish": wish.toggle(); if wish { try layout.activate([wide]) } else { try layout.deactivate([wide]) }
            case "bound": bound.toggle(); if bound { try layout.activate([cap]) } else { try layout.deactivate([cap]) }
            default: for index in action.compactMap({ $0.wholeNumberValue }) { hidden.formSymmetricDifference([index]) }
            }
            for index in [3, 5] { try layout.setHidden(items[index], hidden.contains(index)) }
            try layout.update()
            let (fresh, freshItems) = try build(hidden: hidden, wish: wish, bound: bound)
            for (item, freshItem) in zip(items, freshItems) {
                XCTAssertEqual(try layout.frame(of: item), try fresh.frame(of: freshItem), "step \(step)")
            }
            XCTAssertLessThanOrEqual(layout.heldOut.entries.count, 4, "step \(step)")
        }
        XCTAssertEqual(layout.rebuildCount, 0)
    }

    func testHidingInPlaceGivesTheFramesOfAFreshLayout() throws {
        // A node of a fill stack between shown ones, with plain spacing around it, is
        // hidden or shown at once (`setHiddenInPlace`), without queueing the stack;
        // the others (the first, the last shown, custom spacing around, a stack waiting
        // for its sync) go through the sync. Mixed in one session, with nodes of other
        // sizes, one without an intrinsic size, one whose compression resistance is
        // required, hides undone before the update and the spacing changed, every
        // update gives the frames of the same layout built afresh.
        let count = 12
        func build(hidden: [Bool], spacing: Double) throws -> (Layout, NodeID, [NodeID]) {
            let (layout, stack, items) = try makeRow(count)
            for index in 0..<count where index % 3 == 1 {
                try layout.setIntrinsicSize(items[index], width: Double(5 + index), height: 20)
            }
            try layout.setIntrinsicSize(items[7], width: -1, height: 20)
            try layout.setCompressionResistancePriority(items[4], .horizontal, 1000)
            try layout.setCustomSpacing(stack, after: items[9], 11)
            try layout.setSpacing(stack, spacing)
            for index in 0..<count where hidden[index] { try layout.setHidden(items[index], true) }
            try layout.update()
            return (layout, stack, items)
        }
        var hidden = [Bool](repeating: false, count: count), spacing = 4.0
        let (layout, stack, items) = try build(hidden: hidden, spacing: spacing)
        let record = Int(layout.nodes[Int(stack.index)].stack)
        var seed: UInt64 = 12345
        var inPlace = 0
        for step in 0..<120 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let index = Int(seed >> 33) % count
            if step % 17 == 16 {
                spacing = spacing == 4 ? 6 : 4
                try layout.setSpacing(stack, spacing)
            }
            if step % 13 == 12 {
                // Hidden and shown again before the update: nothing moves.
                try layout.setHidden(items[index], !hidden[index])
                try layout.setHidden(items[index], hidden[index])
            }
            let queued = layout.stacks[record].isQueued
            hidden[index].toggle()
            try layout.setHidden(items[index], hidden[index])
            if !queued && !layout.stacks[record].isQueued { inPlace += 1 }
            try layout.update()
            let (fresh, _, freshItems) = try build(hidden: hidden, spacing: spacing)
            for (item, freshItem) in zip(items, freshItems) {
                XCTAssertEqual(try layout.frame(of: item), try fresh.frame(of: freshItem), "step \(step)")
            }
        }
        XCTAssertGreaterThan(inPlace, 30)
        XCTAssertEqual(layout.rebuildCount, 0)
    }

    func testACallersWishForAHiddenNodesSizeComesBackWhenItIsShown() throws {
        // Hidden, a node's size is 0 against a caller's wish at 500; shown again, the
        // wish (50, above its hugging at 250) holds again, each time. (The hiding row
        // kept in the solver at no price, instead of taken out, left it at 0.)
        let (layout, _, items) = try makeRow(10)
        let wide = try layout.makeConstraint(.node(items[5]), .width, .greaterOrEqual, nil, .left, multiplier: 1, constant: 50)
        try layout.setPriority(wide, 500)
        try layout.activate([wide])
        try layout.update()
        XCTAssertEqual(try layout.frame(of: items[5]).width, 50)
        for hidden in [true, false, true, false, true, false] {
            try layout.setHidden(items[5], hidden)
            try layout.update()
            XCTAssertEqual(try layout.frame(of: items[5]).width, hidden ? 0 : 50)
            XCTAssertEqual(try layout.frame(of: items[9]).x, hidden ? 8 * 14 : 9 * 14 + 40)
        }
    }

    func testHidingStatesOnlyWhatLiesAlongTheAxis() throws {
        // A hide states the hidden node's slots along the axis and the next node's link;
        // the rest and cross-axis constraints, and the stack's own, are left as they are.
        let (layout, stack, items) = try makeRow(10)
        try layout.setAlignment(stack, .center)
        try layout.update()
        let record = Int(layout.nodes[Int(stack.index)].stack)
        let orders = { layout.stacks[record].slots.map { layout.isLiveConstraint($0) ? layout.constraints[Int($0.index)].order : 0 } }
        let ownOrders = { layout.stacks[record].stackSlots.map { layout.isLiveConstraint($0) ? layout.constraints[Int($0.index)].order : 0 } }
        let before = orders(), ownBefore = ownOrders()
        try layout.setHidden(items[5], true)
        try layout.update()
        let after = orders()
        let along = Set([StackSlot.link, .minimumGap, .distribution, .tie, .hiding].map(\.rawValue))
        for slot in after.indices where after[slot] != before[slot] {
            let (position, kind) = slot.quotientAndRemainder(dividingBy: Stack.slotsPerItem)
            XCTAssertTrue(position == 5 && along.contains(kind) || position == 6 && kind == StackSlot.link.rawValue,
                          "slot \(kind) of item \(position) stated again")
        }
        XCTAssertEqual(ownOrders(), ownBefore)
        XCTAssertEqual(try layout.frame(of: items[6]).x, 5 * 14)
        XCTAssertEqual(try layout.frame(of: items[6]).y, try layout.frame(of: items[4]).y)
        // Arranging one more states the stack's own again: its trailing edge moves.
        let extra = try layout.makeNode(parent: nil, name: "extra")
        try layout.setIntrinsicSize(extra, width: 10, height: 20)
        try layout.addArranged(stack, extra)
        try layout.update()
        XCTAssertEqual(try layout.frame(of: extra).x, 9 * 14)
        XCTAssertEqual(try layout.frame(of: stack).width, 9 * 14 + 10)
    }

    func testAHiddenItemsIntrinsicSizeComesBackWhereItStopsCollapsing() throws {
        let (layout, stack, items) = try makeRow(3)
        try layout.setAlignment(stack, .leading)
        try layout.setHidden(items[1], true)
        try layout.update()
        XCTAssertEqual(try layout.frame(of: items[1]).width, 0)
        XCTAssertEqual(try layout.frame(of: items[1]).height, 20)
        // Along a vertical axis it keeps its intrinsic width and has no height.
        try layout.setAxis(stack, .vertical)
        try layout.update()
        XCTAssertEqual(try layout.frame(of: items[1]).width, 10)
        XCTAssertEqual(try layout.frame(of: items[1]).height, 0)
        // Out of the stack, hidden or not, it has its intrinsic size.
        try layout.removeArranged(stack, items[1])
        try layout.update()
        XCTAssertEqual(try layout.frame(of: items[1]).width, 10)
        XCTAssertEqual(try layout.frame(of: items[1]).height, 20)
        // A required compression resistance beats hiding, as a caller's required size
        // does: the node keeps its height, still without spacing before it.
        try layout.insertArranged(stack, items[1], at: 1)
        try layout.setCompressionResistancePriority(items[1], .vertical, 1000)
        try layout.update()
        let first = try layout.frame(of: items[0]), hidden = try layout.frame(of: items[1])
        XCTAssertEqual(hidden.height, 20)
        XCTAssertEqual(hidden.y, first.y + first.height)
        XCTAssertEqual(try layout.frame(of: items[2]).y, hidden.y + 20 + 4)
    }

    func testChangingMarginsEditsConstantsOnly() throws {
        // A stack of 100 in a window's margins: new margins move every item, and only
        // the margins guide's constants change: nothing is installed again.
        let (layout, stack, items) = try makeRow(100, withinMargins: true)
        let window = try XCTUnwrap(try layout.parent(of: stack))
        let state = { layout.constraints.map { "\($0.isLive) \(String(describing: $0.installed)) \($0.aliasedSymbol)" } }
        let before = state()
        try layout.setMargins(window, Insets(top: 8, leading: 30, bottom: 8, trailing: 50))
        try layout.update()
        XCTAssertEqual(state(), before)
        // Between the window's new margins; the items within the stack's own (8).
        XCTAssertEqual(try layout.frame(of: stack), Rect(x: 30, y: 0, width: 20000 - 80, height: 36))
        XCTAssertEqual(try layout.frame(of: items[0]).x, 8)
        XCTAssertEqual(try layout.frame(of: items[99]).x + (try layout.frame(of: items[99]).width), 20000 - 80 - 8)
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
        // The gap, the room it divides and the shared baseline.
        XCTAssertEqual(layout.variables.filter(\.isLive).count, 3)
        try layout.freeNode(stack)
        try layout.update()
        XCTAssertEqual(layout.variables.filter(\.isLive).count, 0)
        XCTAssertEqual(layout.constraints.filter { $0.isLive && $0.isEngineOwned }.count, 0)
        XCTAssertTrue(layout.stacks.allSatisfy { !$0.isLive })
    }

    func testRemovingAnItemSplitsOnlyItsVariablesOffTheirClasses() throws {
        // The items' tops share the stack's class (their alignment across the axis);
        // taking one item out lets only its own top go, and the other items'
        // constraints stay in the solver as they were.
        let (layout, stack, items) = try makeRow(60)
        let variables = items.map { layout.nodeVariables[Int($0.index)] }
        let representatives = variables.map { layout.aliases.resolve($0.top).0 }
        XCTAssertEqual(Set(representatives.map(\.symbol)).count, 1)
        let installed = layout.constraints.indices.compactMap { index in layout.constraints[index].installed.map { (index, $0) } }
        let aliasedBefore = layout.aliases.aliasedCount
        try layout.removeArranged(stack, items[20])
        try layout.update()
        XCTAssertEqual(layout.aliases.resolve(variables[20].top).0, variables[20].top)
        for index in items.indices where index != 20 {
            XCTAssertEqual(layout.aliases.resolve(variables[index].top).0, representatives[index])
        }
        XCTAssertEqual(layout.aliases.aliasedCount, aliasedBefore - 1)
        // Only the removed item's and its neighbours' constraints left the solver (or
        // went in again).
        let left = installed.filter { index, id in layout.constraints[index].installed != id }
        XCTAssertLessThan(left.count, 12, "\(left.count) constraints left the solver")
        XCTAssertEqual(try layout.frame(of: items[21]).x, 20 * 14)
        XCTAssertEqual(layout.rebuildCount, 0)
    }

    func testArrangingAndRemovingGiveTheFramesOfAFreshLayout() throws {
        // Items inserted, removed, moved, hidden and shown at random in stacks of every
        // distribution and several alignments (baselines too), some items without an
        // intrinsic size, one with a caller's constraint on its top: after every update
        // the frames are those of the same arrangement built afresh. (One item has no
        // intrinsic size: two such, shown, would share a fill stack's extra room in any
        // proportion at the same cost, an optimum that is not unique.)
        let pool = 10
        struct Scene {
            var arranged: [Int] = []
            var hidden = [Bool](repeating: false, count: 10)
        }
        func build(_ scene: Scene, _ distribution: StackDistribution, _ alignment: StackAlignment,
                   into layout: Layout) throws -> (NodeID, [NodeID]) {
            let window = try layout.makeNode(parent: nil, name: "window")
            for (attribute, value) in [(Attribute.left, 0.0), (.top, 0), (.width, 400), (.height, 90)] {
                try layout.activate([try layout.makeConstraint(.node(window), attribute, .equal, nil, .left, multiplier: 1, constant: value)])
            }
            let stack = try layout.makeStack(parent: window, name: "row", axis: .horizontal)
            try layout.setSpacing(stack, 5)
            try layout.setDistribution(stack, distribution)
            try layout.setAlignment(stack, alignment)
            try layout.activate([try layout.makeConstraint(.node(stack), .leading, .equal, .node(window), .leading, multiplier: 1, constant: 0),
                                 try layout.makeConstraint(.node(stack), .trailing, .equal, .node(window), .trailing, multiplier: 1, constant: 0),
                                 try layout.makeConstraint(.node(stack), .top, .equal, .node(window), .top, multiplier: 1, constant: 0)])
            var nodes: [NodeID] = []
            for index in 0..<pool {
                let node = try layout.makeNode(parent: window, name: "item\(index)")
                if index != 3 { try layout.setIntrinsicSize(node, width: Double(12 + 7 * index), height: Double(10 + 3 * index)) }
                try layout.setBaselineOffsets(node, first: Double(4 + index), last: 2)
                try layout.setHidden(node, scene.hidden[index])
                nodes.append(node)
            }
            // A caller's wish on one item's top, which its alignment may override.
            let wish = try layout.makeConstraint(.node(nodes[5]), .top, .equal, nil, .left, multiplier: 1, constant: 7)
            try layout.setPriority(wish, 600)
            try layout.activate([wish])
            for index in scene.arranged { try layout.addArranged(stack, nodes[index]) }
            try layout.update()
            return (stack, nodes)
        }
        var random = SeededGenerator(seed: 77)
        var checked = 0
        for (distribution, alignment) in [(StackDistribution.fill, StackAlignment.fill), (.fill, .center), (.fillEqually, .firstBaseline),
                                          (.equalSpacing, .leading), (.fillProportionally, .lastBaseline), (.equalCentering, .trailing)] {
            var scene = Scene()
            scene.arranged = Array(0..<6)
            let layout = Layout()
            let (stack, nodes) = try build(scene, distribution, alignment, into: layout)
            var log: [String] = []
            for step in 0..<40 {
                let node = Int.random(in: 0..<pool, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    let position = Int.random(in: 0...scene.arranged.count - (scene.arranged.contains(node) ? 1 : 0), using: &random)
                    scene.arranged.removeAll { $0 == node }
                    scene.arranged.insert(node, at: position)
                    try layout.insertArranged(stack, nodes[node], at: position)
                    log.append("insert item\(node) at \(position)")
                case 1 where scene.arranged.contains(node):
                    scene.arranged.removeAll { $0 == node }
                    try layout.removeArranged(stack, nodes[node])
                    log.append("remove item\(node)")
                case 2:
                    scene.arranged.removeAll { $0 == node }
                    scene.arranged.append(node)
                    try layout.addArranged(stack, nodes[node])
                    log.append("append item\(node)")
                default:
                    scene.hidden[node].toggle()
                    try layout.setHidden(nodes[node], scene.hidden[node])
                    log.append("item\(node) hidden \(scene.hidden[node])")
                }
                if step % 3 == 1 { continue }   // a batch of changes
                try layout.update()
                let fresh = Layout()
                let (_, freshNodes) = try build(scene, distribution, alignment, into: fresh)
                // Nodes out of the arrangement have no position (nothing constrains it).
                for index in scene.arranged {
                    let node = nodes[index]
                    let frame = try layout.frame(of: node), expected = try fresh.frame(of: freshNodes[index])
                    guard abs(frame.x - expected.x) < 1e-9 && abs(frame.y - expected.y) < 1e-9
                        && abs(frame.width - expected.width) < 1e-9 && abs(frame.height - expected.height) < 1e-9 else {
                        XCTFail("\(distribution) \(alignment): \(node) at \(frame), a fresh layout has \(expected), after\n"
                                + log.joined(separator: "\n"))
                        return
                    }
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 150)
    }

    func testANodeHuggingAndResistingBelowTheRestKeepsItsIntrinsicSize() throws {
        // UIKit sizes such nodes by their intrinsic constraints alone: at 0.25 they are
        // weak, but nothing else asks anything of their widths. The rest (size 0 at 0.5)
        // that every node of a fill stack had took the last one, which gives, to 0; on
        // the unit of fill-equally and fill-proportionally it took every node to 0. There
        // the unit settles where the three wishes weigh least: fill-equally's at 11, one
        // point short of 12 and one over 10; fill-proportionally's at 1, each node its
        // intrinsic width.
        let intrinsic = [(0.0, 10.0), (10, 11), (21, 12)]
        for (distribution, frames) in [(StackDistribution.fill, intrinsic), (.fillEqually, [(0, 11), (11, 11), (22, 11)]),
                                       (.fillProportionally, intrinsic)] {
            let layout = Layout()
            let window = try layout.makeNode(parent: nil, name: "window")
            for (attribute, value) in [(Attribute.left, 0.0), (.top, 0), (.height, 40)] {
                try layout.activate([try layout.makeConstraint(.node(window), attribute, .equal, nil, .left, multiplier: 1, constant: value)])
            }
            let stack = try layout.makeStack(parent: window, name: "row", axis: .horizontal)
            try layout.setDistribution(stack, distribution)
            try layout.activate([try layout.makeConstraint(.node(stack), .left, .equal, .node(window), .left, multiplier: 1, constant: 0),
                                 try layout.makeConstraint(.node(stack), .top, .equal, .node(window), .top, multiplier: 1, constant: 0)])
            var items: [NodeID] = []
            for index in 0..<3 {
                let item = try layout.makeNode(parent: nil, name: "item\(index)")
                try layout.setIntrinsicSize(item, width: Double(10 + index), height: 20)
                try layout.setContentHuggingPriority(item, .horizontal, 0.25)
                try layout.setCompressionResistancePriority(item, .horizontal, 0.25)
                try layout.addArranged(stack, item)
                items.append(item)
            }
            try layout.update()
            for (index, (x, width)) in frames.enumerated() {
                let frame = try layout.frame(of: items[index])
                XCTAssertEqual(frame.x, x, accuracy: 1e-9, "\(distribution) item \(index)")
                XCTAssertEqual(frame.width, width, accuracy: 1e-9, "\(distribution) item \(index)")
            }
            XCTAssertEqual(try layout.frame(of: stack).width, 33, accuracy: 1e-9, "\(distribution)")
        }
    }

    func testHidingTheLastItemOfAStretchedStackMergesOneRowThroughIt() throws {
        // The last item gives: its hugging's error is a row through every link (its size
        // names every other's). Hiding it moves that to the item before, a pivot that
        // merges the row into the one that names the entering symbol. Its compression
        // resistance, which holds with room to spare, waits out of the solver: installed,
        // its slack was a second such row (2,703 cells a hide), and a rest on every item
        // a third (4,505).
        let (layout, stack, items) = try makeRow(300)
        let window = try layout.parent(of: stack)!
        try layout.activate([try layout.makeConstraint(.node(stack), .trailing, .equal, .node(window), .trailing, multiplier: 1, constant: 0)])
        try layout.update()
        for step in 0..<4 {
            let before = layout.solver.cellsMerged
            try layout.setHidden(items[299], step % 2 == 0)
            try layout.update()
            let merged = layout.solver.cellsMerged - before
            XCTAssertLessThan(merged, 4 * 300, "step \(step)")
            let frame = try layout.frame(of: items[298])
            XCTAssertEqual(frame.x + frame.width, step % 2 == 0 ? 20000 : 298 * 14 + 10)
        }
        XCTAssertEqual(layout.rebuildCount, 0)
    }

    func testTheStretchedItemsCompressionWaitsOutUntilTheStackIsOverFilled() throws {
        // The item that stretches has its compression resistance held out while the
        // stack is wider than its items; narrowed below them, the stack's items shrink as
        // they would with it installed (the last first, down to what the others leave),
        // and widened again they stretch: the frames of the same layout built afresh,
        // at every step, through hides that change the item that stretches.
        func build(width: Double, hidden: Set<Int>) throws -> (Layout, [NodeID], LayoutConstraintID) {
            let layout = Layout()
            let window = try layout.makeNode(parent: nil, name: "window")
            var widthConstraint = LayoutConstraintID(index: 0, generation: 0)
            for (attribute, value) in [(Attribute.left, 0.0), (.top, 0), (.width, width), (.height, 40)] {
                let constraint = try layout.makeConstraint(.node(window), attribute, .equal, nil, .left, multiplier: 1, constant: value)
                try layout.activate([constraint])
                if attribute == .width { widthConstraint = constraint }
            }
            let stack = try layout.makeStack(parent: window, name: "row", axis: .horizontal)
            try layout.setSpacing(stack, 4)
            try layout.activate([try layout.makeConstraint(.node(stack), .leading, .equal, .node(window), .leading, multiplier: 1, constant: 0),
                                 try layout.makeConstraint(.node(stack), .trailing, .equal, .node(window), .trailing, multiplier: 1, constant: 0),
                                 try layout.makeConstraint(.node(stack), .top, .equal, .node(window), .top, multiplier: 1, constant: 0)])
            var items: [NodeID] = []
            for index in 0..<12 {
                let item = try layout.makeNode(parent: nil, name: "item\(index)")
                try layout.setIntrinsicSize(item, width: Double(10 + index % 3), height: 20)
                try layout.addArranged(stack, item)
                if hidden.contains(index) { try layout.setHidden(item, true) }
                items.append(item)
            }
            try layout.update()
            return (layout, items, widthConstraint)
        }
        var hidden = Set<Int>()
        let (layout, items, width) = try build(width: 400, hidden: hidden)
        let steps: [(hide: Int?, width: Double)] = [(11, 400), (nil, 100), (nil, 400), (10, 400), (nil, 120), (11, 120),
                                                    (nil, 400), (10, 400), (11, 60), (nil, 400)]
        for (step, change) in steps.enumerated() {
            if let item = change.hide {
                if hidden.contains(item) { hidden.remove(item) } else { hidden.insert(item) }
                try layout.setHidden(items[item], hidden.contains(item))
            }
            try layout.setConstant(width, change.width)
            try layout.update()
            let (fresh, freshItems, _) = try build(width: change.width, hidden: hidden)
            for (item, freshItem) in zip(items, freshItems) {
                XCTAssertEqual(try layout.frame(of: item), try fresh.frame(of: freshItem), "step \(step)")
            }
            // Over-filled, the last shown item is pressed below its intrinsic width.
            let last = (0..<12).last { !hidden.contains($0) }!
            let frame = try layout.frame(of: items[last])
            if change.width < 120 { XCTAssertLessThan(frame.width, Double(10 + last % 3), "step \(step)") }
            XCTAssertEqual(frame.x + frame.width, change.width, accuracy: 1e-9, "step \(step)")
            // The item that took over stretching in a wide stack holds its compression
            // out of the solver; pressed, it has it in.
            let compression = layout.nodes[Int(items[last].index)].intrinsicConstraints.compressionHorizontal
            if step == 0 { XCTAssertNil(layout.constraints[Int(compression.index)].installed) }
            if step == 1 { XCTAssertNotNil(layout.constraints[Int(compression.index)].installed) }
        }
        XCTAssertEqual(layout.rebuildCount, 0)
    }

    func testANodeArrangedAfterTheLastTakesTheClosingLinkInPlace() throws {
        // The stack's closing link (its trailing edge at its last node's) moves to a node
        // arranged after the last one. Its new equation names the old one's marker only
        // through the new node's link, which the same update adds: restated after the
        // additions, the link keeps its row (a dozen cells for a hidden node, about one
        // row through every link for a shown one, which then gives). Declined before the
        // removals, it was removed and added, through the rows of the node that gave:
        // 3,623 to 4,524 cells either way.
        let (layout, stack, items) = try makeRow(300)
        let window = try layout.parent(of: stack)!
        try layout.activate([try layout.makeConstraint(.node(stack), .trailing, .equal, .node(window), .trailing, multiplier: 1, constant: 0)])
        let extra = try layout.makeNode(parent: window, name: "extra")
        try layout.setIntrinsicSize(extra, width: 12, height: 20)
        try layout.update()
        for step in 0..<8 {
            let hidden = step < 4, arranging = step % 2 == 0
            try layout.setHidden(extra, hidden)
            let cells = layout.solver.cellsMerged
            if arranging { try layout.addArranged(stack, extra) } else { try layout.removeArranged(stack, extra) }
            try layout.update()
            let merged = layout.solver.cellsMerged - cells
            let context = "step \(step)"
            if arranging { XCTAssertLessThan(merged, hidden ? 100 : 4 * 300, context) }
            // The last of the 300 gives (stretches to the window's edge) unless the extra
            // node, shown, is arranged after it, and gives instead.
            let last = try layout.frame(of: items[299])
            XCTAssertEqual(last.x + last.width, arranging && !hidden ? 299 * 14 + 10 : 20000, context)
            if arranging {
                let frame = try layout.frame(of: extra)
                XCTAssertEqual(frame.x + frame.width, 20000, context)
                XCTAssertEqual(frame.width, hidden ? 0 : 20000 - 300 * 14, context)
            }
        }
        XCTAssertEqual(layout.rebuildCount, 0)
    }

    func testArrangingOneMoreItemRewritesAFewRows() throws {
        // At the end, the stack's last item changes (its closing link moves to the new
        // one): the update optimises once, after the additions. Optimised between the
        // removals and the additions too, the stack without its closing link let its rest
        // tier shrink every item (a degenerate pivot each, on rows as long as the stack)
        // and the additions took every one back.
        // In the middle, the next item's link is restated to the item before (see
        // `Solver.restate`) before the leaving item's constraints are removed: its link's
        // marker is then in its own row alone. Removed first, that marker was pivoted into
        // the rows of the item that gives, which name every link, and so was the new
        // link's: 6,348 cells to take an item out of 300 (17 now); to put it in, 6,357
        // (2,279 now).
        // Between the window's margins, so that the last item takes the extra room.
        for middle in [false, true] {
            let (layout, stack, items) = try makeRow(300, withinMargins: true)
            let extra = try layout.makeNode(parent: nil, name: "extra")
            try layout.setIntrinsicSize(extra, width: 12, height: 20)
            try layout.update()
            for step in 0..<4 {
                let rows = layout.solver.rowsRewritten, cells = layout.solver.cellsMerged
                let inserting = step % 2 == 0
                if !inserting {
                    try layout.removeArranged(stack, extra)
                } else if middle {
                    try layout.insertArranged(stack, extra, at: 150)
                } else {
                    try layout.addArranged(stack, extra)
                }
                try layout.update()
                let context = "\(middle ? "middle" : "end") step \(step)"
                if middle {
                    XCTAssertLessThan(layout.solver.cellsMerged - cells, inserting ? 4000 : 100, context)
                    XCTAssertEqual(try layout.frame(of: items[151]).x, 8 + 151 * 14 + (inserting ? 16 : 0), context)
                    if inserting { XCTAssertEqual(try layout.frame(of: extra).x, 8 + 150 * 14, context) }
                } else {
                    XCTAssertLessThan(layout.solver.rowsRewritten - rows, 100, context)
                }
                XCTAssertEqual(try layout.frame(of: items[298]).x, 8 + 298 * 14 + (middle && inserting ? 16 : 0), context)
            }
            XCTAssertEqual(layout.rebuildCount, 0)
        }
    }

    func testHidingInAnEqualDistributionRewritesAFewRows() throws {
        // The equal distributions relate each shown item to the shown one before, so a
        // hide restates links and the simplex runs. With size 0 at 0.5 on every item,
        // each item held at its intrinsic size (hugging and compression both tight) was
        // a degenerate move to take, and its reverse after: about 1,600 rows rewritten a
        // hide of this stack of 200 (4 to 6 now).
        for distribution in [StackDistribution.equalSpacing, .equalCentering] {
            let (layout, stack, items) = try makeRow(200, withinMargins: true)
            try layout.setDistribution(stack, distribution)
            try layout.update()
            let first = try layout.frame(of: items[0]).x, last = try layout.frame(of: items[199]).x
            for step in 0..<4 {
                let before = layout.solver.rowsRewritten
                try layout.setHidden(items[100], step % 2 == 0)
                try layout.update()
                let rewritten = layout.solver.rowsRewritten - before
                XCTAssertLessThan(rewritten, 100, "\(distribution) step \(step): \(rewritten) rows rewritten")
                // The ends stay; between them the shown items' gaps (or centres) are equal.
                XCTAssertEqual(try layout.frame(of: items[0]).x, first, accuracy: 1e-6)
                XCTAssertEqual(try layout.frame(of: items[199]).x, last, accuracy: 1e-6)
                let shown = items.indices.filter { !(step % 2 == 0 && $0 == 100) }
                let xs = try shown.map { try layout.frame(of: items[$0]).x }
                let expected = (last - first) / Double(shown.count - 1)
                for position in 1..<xs.count {
                    XCTAssertEqual(xs[position] - xs[position - 1], expected, accuracy: 1e-6, "\(distribution) step \(step)")
                }
            }
        }
    }
}
