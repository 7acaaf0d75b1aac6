import XCTest
@testable import AutoLayoutModel
@testable import AutoLayoutSolver

/// Fill-equally and fill-proportionally size their shown nodes as shares of the stack's
/// unit (1 each, or the intrinsic size): the stack states its length in units rather
/// than through its chain, fill-proportionally states its nodes' wishes along the axis
/// on the unit, and wishes that are multiples of one another share a row. The frames
/// must be those of the same constraints written out on plain nodes, chained, where each
/// wish is a constraint on a node's own size.
final class UnitSizedStackTests: XCTestCase {
    struct Scenario {
        var distribution = StackDistribution.fillProportionally
        var widths: [Double] = []
        var hugging: [Double] = []
        var compression: [Double] = []
        var spacing = 0.0
        var window = 0.0
        /// The stack's trailing edge and the window's: 0 free, 1 equal, 2 at most.
        var trailing = 0
        /// Callers' optional wishes: an item's width (or the stack's, item -1) at a priority.
        var wishes: [(item: Int, width: Double, priority: Double)] = []
    }

    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    func scenario(_ seed: UInt64) -> Scenario {
        var random = Generator(state: seed)
        var scene = Scenario()
        scene.distribution = seed % 2 == 0 ? .fillEqually : .fillProportionally
        let priorities = [250.0, 251, 500, 749, 750]
        for _ in 0..<(2 + random.next(6)) {
            scene.widths.append(Double(5 + random.next(40)))
            scene.hugging.append(priorities[random.next(priorities.count)])
            scene.compression.append(priorities[random.next(priorities.count)])
        }
        scene.spacing = Double(random.next(3) * 4)
        scene.window = Double(40 + random.next(300))
        scene.trailing = random.next(3)
        for _ in 0..<random.next(3) {
            scene.wishes.append((random.next(scene.widths.count + 1) - 1, Double(random.next(200)), priorities[random.next(priorities.count)]))
        }
        return scene
    }

    func pin(_ layout: Layout, _ node: NodeID, _ attribute: Attribute, _ relation: LayoutRelation = .equal,
             to other: NodeID?, _ otherAttribute: Attribute, _ constant: Double, priority: Double = Priority.required) throws {
        let id = try layout.makeConstraint(.node(node), attribute, relation, other.map { .node($0) }, otherAttribute,
                                           multiplier: 1, constant: constant)
        if priority < Priority.required { try layout.setPriority(id, priority) }
        try layout.activate([id])
    }

    /// The window, a row 40 high at its top-left, and the scenario's constraints on the
    /// row's length and the callers' wishes.
    func frame(_ layout: Layout, _ scene: Scenario, row: NodeID, window: NodeID, items: [NodeID]) throws {
        try pin(layout, window, .left, to: nil, .left, 0)
        try pin(layout, window, .top, to: nil, .left, 0)
        try pin(layout, window, .width, to: nil, .left, scene.window)
        try pin(layout, window, .height, to: nil, .left, 40)
        try pin(layout, row, .leading, to: window, .leading, 0)
        try pin(layout, row, .top, to: window, .top, 0)
        try pin(layout, row, .height, to: nil, .left, 40)
        if scene.trailing > 0 {
            try pin(layout, row, .trailing, scene.trailing == 1 ? .equal : .lessOrEqual, to: window, .trailing, 0)
        }
        for wish in scene.wishes {
            try pin(layout, wish.item < 0 ? row : items[wish.item], .width, to: nil, .left, wish.width, priority: wish.priority)
        }
        for (index, item) in items.enumerated() {
            try layout.setIntrinsicSize(item, width: scene.widths[index], height: -1)
            try layout.setContentHuggingPriority(item, .horizontal, scene.hugging[index])
            try layout.setCompressionResistancePriority(item, .horizontal, scene.compression[index])
        }
    }

    func stacked(_ scene: Scenario) throws -> (Layout, [NodeID]) {
        let layout = Layout()
        let window = try layout.makeNode(parent: nil, name: "window")
        let row = try layout.makeStack(parent: window, name: "row", axis: .horizontal)
        try layout.setDistribution(row, scene.distribution)
        try layout.setSpacing(row, scene.spacing)
        var items: [NodeID] = []
        for index in scene.widths.indices {
            items.append(try layout.makeNode(parent: nil, name: "item\(index)"))
            try layout.addArranged(row, items[index])
        }
        try frame(layout, scene, row: row, window: window, items: items)
        try layout.update()
        return (layout, [row] + items)
    }

    /// What the stack says, on plain nodes: the chain and each width its share of units.
    /// Nodes with an intrinsic size never give first here, so they have no tie-break,
    /// and their intrinsic constraints size them: no rest (size 0 at 0.5) either.
    func writtenOut(_ scene: Scenario) throws -> (Layout, [NodeID]) {
        let layout = Layout()
        let window = try layout.makeNode(parent: nil, name: "window")
        let row = try layout.makeNode(parent: window, name: "row")
        let unit = layout.makeVariable(name: "unit")
        var items: [NodeID] = []
        for index in scene.widths.indices {
            let item = try layout.makeNode(parent: row, name: "item\(index)")
            if let previous = items.last {
                try pin(layout, item, .leading, to: previous, .trailing, scene.spacing)
            } else {
                try pin(layout, item, .leading, to: row, .leading, 0)
            }
            try pin(layout, item, .top, to: row, .top, 0)
            try pin(layout, item, .bottom, to: row, .bottom, 0)
            let share = scene.distribution == .fillEqually ? 1 : scene.widths[index]
            try layout.activate([try layout.makeConstraint([ItemTerm(.node(item), .width, 1), ItemTerm(.variable(unit), .value, -share)], .equal, 0)])
            items.append(item)
        }
        try pin(layout, row, .trailing, to: items.last!, .trailing, 0)
        try frame(layout, scene, row: row, window: window, items: items)
        try layout.update()
        return (layout, [row] + items)
    }

    func testFramesAreThoseOfTheConstraintsWrittenOut() throws {
        var compared = 0
        for seed in UInt64(1)...1000 {
            let scene = scenario(seed)
            let (layout, nodes) = try stacked(scene)
            let (plain, plainNodes) = try writtenOut(scene)
            if try nodes.contains(where: { try layout.hasAmbiguousLayout($0) })
                || plainNodes.contains(where: { try plain.hasAmbiguousLayout($0) }) { continue }
            compared += 1
            for (node, plainNode) in zip(nodes, plainNodes) {
                let frame = try layout.frame(of: node), expected = try plain.frame(of: plainNode)
                XCTAssertEqual(frame.x, expected.x, accuracy: 1e-6, "seed \(seed): \(scene)")
                XCTAssertEqual(frame.width, expected.width, accuracy: 1e-6, "seed \(seed): \(scene)")
            }
        }
        // Most scenes have one optimum: weights decide them.
        XCTAssertGreaterThan(compared, 700)
    }
}

extension UnitSizedStackTests {
    /// A window `width` wide holding a horizontal stack of `count` labels from edge to
    /// edge, label `index` `labelWidth(index)` wide by its intrinsic size (and hugging at
    /// `hugging(index)`), after its first update.
    func pinnedRow(_ count: Int, _ distribution: StackDistribution, spacing: Double, width: Double,
                   labelWidth: (Int) -> Double, hugging: ((Int) -> Double)? = nil) throws -> (Layout, NodeID) {
        let layout = Layout()
        let window = try layout.makeNode(parent: nil, name: "window")
        let row = try layout.makeStack(parent: window, name: "row", axis: .horizontal)
        try layout.setDistribution(row, distribution)
        try layout.setSpacing(row, spacing)
        for index in 0..<count {
            let label = try layout.makeNode(parent: nil, name: "label\(index)")
            try layout.setIntrinsicSize(label, width: labelWidth(index), height: 20)
            if let hugging { try layout.setContentHuggingPriority(label, .horizontal, hugging(index)) }
            try layout.addArranged(row, label)
        }
        try pin(layout, window, .left, to: nil, .left, 0)
        try pin(layout, window, .width, to: nil, .left, width)
        try pin(layout, row, .leading, to: window, .leading, 0)
        try pin(layout, row, .trailing, to: window, .trailing, 0)
        try layout.update()
        return (layout, row)
    }

    /// A stack of `count` labels of distinct widths and 3 hugging priorities between the
    /// window's edges: its tableau's cells, or with `hiding` the cells merged in the
    /// update that hides its middle label.
    func cells(_ count: Int, _ distribution: StackDistribution, hiding: Bool = false) throws -> Int {
        let (layout, row) = try pinnedRow(count, distribution, spacing: 0, width: Double(20 * count),
                                          labelWidth: { 10 + Double($0) / 64 }, hugging: { [250, 251, 300][$0 % 3] })
        if hiding {
            let labels = try layout.arranged(in: row)
            let before = layout.solver.cellsMerged
            try layout.setHidden(labels[count / 2], true)
            try layout.update()
            let merged = Int(layout.solver.cellsMerged - before)
            // The rest lie where they did, the hidden label's share spread over them.
            let first = try layout.frame(of: labels[0]), last = try layout.frame(of: labels[count - 1])
            XCTAssertEqual(first.x, 0, accuracy: 1e-6)
            XCTAssertEqual(last.x + last.width, Double(20 * count), accuracy: 1e-6)
            XCTAssertEqual(try layout.frame(of: labels[count / 2]).width, 0, accuracy: 1e-9)
            return merged
        }
        return layout.solver.cellCount
    }

    func testTheTableauGrowsAsTheStack() throws {
        // Every node's wishes along the axis are about the stack's unit: through the
        // chain, its definition named every link, and so did every row on it, one per
        // node and wish (a fourfold stack, sixteen times the cells).
        for distribution in [StackDistribution.fillEqually, .fillProportionally] {
            let small = try cells(100, distribution), large = try cells(400, distribution)
            XCTAssertLessThan(large, 5 * small, "\(distribution): \(small) cells for 100 labels, \(large) for 400")
        }
    }

    func testAHideMergesCellsAsTheStackGrows() throws {
        // Fill-equally's sizes were aliases of the unit: a hide split the hidden label's
        // size off and installed its link again, which made that size the subject of a
        // row through every link before it, written into every row on the unit (two a
        // label where widths differ): 1,996 cells merged for 100 labels, 334,573 for
        // 400 (2,596 and 9,582 now), and a stack of 4,000 took 7.6 s for its first
        // hide. Its wishes are now on the unit as fill-proportionally's are (`stackShare`).
        for distribution in [StackDistribution.fillEqually, .fillProportionally] {
            let small = try cells(100, distribution, hiding: true), large = try cells(400, distribution, hiding: true)
            XCTAssertLessThan(large, 5 * max(small, 100), "\(distribution): \(small) cells merged for 100 labels, \(large) for 400")
        }
    }

    func testAHideOrShowWritesEachRowOnTheUnitOnce() throws {
        // Labels of distinct widths, stretched: each one's hugging is a row on the unit.
        // A hide restates the stack's length in units (one pass over those rows); done
        // before the removals, it named the hidden label's size through its share of
        // the unit, whose removal then pivoted through every such row, and the label's
        // own wishes went through them once more: 599 rows for 100 labels, where 31f1e94
        // (removing the length and adding it) rewrote 397; a show 199 and 394. The
        // length now waits for the additions when it would spread a leaving constraint's
        // marker (`Solver.restate`'s `unlessNaming`).
        let (layout, row) = try pinnedRow(100, .fillEqually, spacing: 4, width: 2000,
                                          labelWidth: { 10 + 6 * Double($0) / 100 })
        let labels = try layout.arranged(in: row)
        for step in 0..<4 {
            let hidden = step % 2 == 0
            let before = layout.solver.rowsRewritten
            try layout.setHidden(labels[50], hidden)
            try layout.update()
            let rewritten = layout.solver.rowsRewritten - before
            XCTAssertLessThan(rewritten, 300, "step \(step)")
            let shown: Double = hidden ? 99 : 100
            let unit: Double = (2000 - (shown - 1) * 4) / shown
            let last = try layout.frame(of: labels[99])
            XCTAssertEqual(last.width, unit, accuracy: 1e-9, "step \(step)")
            XCTAssertEqual(last.x, 2000 - unit, accuracy: 1e-9, "step \(step)")
        }
        XCTAssertEqual(layout.rebuildCount, 0)
    }

    func testAnOverFilledStackHidesWithoutWalkingItsUnit() throws {
        // Widths from 10 to 16, 4 apart, in 15 points a label: most are compressed, some
        // stretched. A fill-equally hide restates the stack's length and edits the
        // hidden label's link. The removal optimised on its own before the edit let the
        // unit run past every label's compression threshold and back (3 pivots a label):
        // 191,347 cells merged for 100 labels and 2,562,466 for 400. Now the edit's dual
        // simplex starts where the removal left the tableau, and the unit moves by the
        // hidden label's share: 4,396 and 21,564.
        func merged(_ count: Int) throws -> Int {
            let (layout, row) = try pinnedRow(count, .fillEqually, spacing: 4, width: Double(15 * count),
                                              labelWidth: { 10 + 6 * Double($0) / Double(count) })
            let labels = try layout.arranged(in: row)
            let before = layout.solver.cellsMerged
            try layout.setHidden(labels[count / 2], true)
            try layout.update()
            let cells = Int(layout.solver.cellsMerged - before)
            // The others share the window less the gaps between them equally.
            let share = (Double(15 * count) - 4 * Double(count - 2)) / Double(count - 1)
            for index in [0, count / 2 - 1, count / 2 + 1, count - 1] {
                XCTAssertEqual(try layout.frame(of: labels[index]).width, share, accuracy: 1e-6)
            }
            XCTAssertEqual(try layout.frame(of: labels[count / 2]).width, 0, accuracy: 1e-9)
            return cells
        }
        let small = try merged(100), large = try merged(400)
        XCTAssertLessThan(large, 6 * max(small, 100), "\(small) cells merged for 100 labels, \(large) for 400")
    }

    func testAHideOrdersOnlyTheDefinitionsItChanges() throws {
        // A hide restates the stack's length in units, which changes the definitions of
        // a few externals (the unit's among them); evaluating the others needs them in
        // an order where each comes after what it names. Finding that order again walked
        // every definition of the layout (four a label): a fifth of a hide of 1,000.
        func ordered(_ count: Int, _ distribution: StackDistribution) throws -> Int {
            let width = { (index: Int) in 10 + Double(index % 7) }
            let (layout, row) = try pinnedRow(count, distribution, spacing: 4, width: Double(20 * count), labelWidth: width)
            let labels = try layout.arranged(in: row)
            let before = layout.solver.definitionsOrdered
            for round in 0..<4 {
                try layout.setHidden(labels[count / 2], round % 2 == 0)
                try layout.update()
            }
            let placed = Int(layout.solver.definitionsOrdered - before)
            // Shown again, the labels share the window less the gaps equally
            // (fill-equally) or in proportion to their intrinsic widths (fill-proportionally).
            let free = Double(20 * count) - 4 * Double(count - 1)
            let total = (0..<count).reduce(0.0) { $0 + width($1) }
            for index in [0, count / 2, count - 1] {
                let share = distribution == .fillEqually ? free / Double(count) : free * width(index) / total
                XCTAssertEqual(try layout.frame(of: labels[index]).width, share, accuracy: 1e-6)
            }
            return placed
        }
        for distribution in [StackDistribution.fillEqually, .fillProportionally] {
            let small = try ordered(100, distribution), large = try ordered(400, distribution)
            XCTAssertLessThan(large, 2 * max(small, 32), "\(distribution): \(small) definitions ordered for 100 labels, \(large) for 400")
        }
    }

    func testAHideChecksOnlyTheEquationsItRewrites() throws {
        // After a change of structure the solution is checked against the installed
        // constraints for an equation lost in rounding, which only a rewritten row can
        // lose. Reading every constraint (five a label) was three fifths of a hide of
        // 1,000 labels; the constraints that the rewritten rows combine are a handful.
        func checked(_ count: Int, _ distribution: StackDistribution) throws -> Int {
            let width = { (index: Int) in 10 + Double(index % 7) }
            let (layout, row) = try pinnedRow(count, distribution, spacing: 4, width: Double(20 * count), labelWidth: width)
            let labels = try layout.arranged(in: row)
            let before = layout.equationsChecked
            for round in 0..<4 {
                try layout.setHidden(labels[count / 2], round % 2 == 0)
                try layout.update()
            }
            let free = Double(20 * count) - 4 * Double(count - 1)
            let total = (0..<count).reduce(0.0) { $0 + width($1) }
            for index in [0, count / 2, count - 1] {
                let share = distribution == .fillEqually ? free / Double(count) : free * width(index) / total
                XCTAssertEqual(try layout.frame(of: labels[index]).width, share, accuracy: 1e-6)
            }
            return layout.equationsChecked - before
        }
        for distribution in [StackDistribution.fillEqually, .fillProportionally] {
            let small = try checked(100, distribution), large = try checked(400, distribution)
            XCTAssertGreaterThan(small, 0, "\(distribution): the hides were not checked")
            XCTAssertLessThan(large, 2 * max(small, 32), "\(distribution): \(small) constraints checked for 100 labels, \(large) for 400")
        }
    }

    func testARowWrittenOutsideTheChangeIsCheckedWithIt() throws {
        // A row is checked at the first change of structure after it was written, whatever
        // wrote it (here a definition made wrong through the tableau's own merge, as a
        // pivot gone wrong in rounding would leave it): the check reads its constraints,
        // finds the solution off, and the layout is solved afresh.
        let count = 20
        let (layout, row) = try pinnedRow(count, .fillEqually, spacing: 4, width: 1000, labelWidth: { _ in 10 })
        let labels = try layout.arranged(in: row)
        let tableau = layout.solver.tableau
        let definition = try XCTUnwrap(tableau.rows.indices.last { slot in
            let basic = tableau.basicOfSlot[slot]
            return basic >= 0 && tableau.kind(basic) == .external && !tableau.rows[slot].terms.isEmpty
        })
        layout.solver.tableau.addScaled(Row(constant: 50), times: 1, toSlot: Int32(definition))
        let rebuilds = layout.rebuildCount
        try layout.setHidden(labels[0], true)
        try layout.update()
        XCTAssertEqual(layout.rebuildCount, rebuilds + 1, "the wrong definition went unseen")
        let share = (1000 - 4 * Double(count - 2)) / Double(count - 1)
        for index in 1..<count {
            let frame = try layout.frame(of: labels[index])
            XCTAssertEqual(frame.width, share, accuracy: 1e-9)
            XCTAssertEqual(frame.x, Double(index - 1) * (share + 4), accuracy: 1e-9)
        }
    }
}

extension UnitSizedStackTests {
    /// The stack's length in units stands for its chain: through random hides, shows,
    /// custom spacings and intrinsic sizes (some nodes without one), the last node's
    /// trailing edge stays at the stack's, the shown nodes keep their shares and the
    /// gaps are the spacings after each shown node.
    func testTheLengthInUnitsIsTheChainsLength() throws {
        for seed in UInt64(1)...40 {
            var random = Generator(state: seed)
            let distribution: StackDistribution = seed % 2 == 0 ? .fillEqually : .fillProportionally
            let layout = Layout()
            let window = try layout.makeNode(parent: nil, name: "window")
            let row = try layout.makeStack(parent: window, name: "row", axis: seed % 3 == 0 ? .vertical : .horizontal)
            try layout.setDistribution(row, distribution)
            try layout.setSpacing(row, 6)
            var items: [NodeID] = []
            var widths: [Double] = []
            for index in 0..<(3 + random.next(8)) {
                items.append(try layout.makeNode(parent: nil, name: "item\(index)"))
                widths.append(random.next(5) == 0 ? -1 : Double(5 + random.next(30)))
                try layout.setIntrinsicSize(items[index], width: widths[index], height: widths[index])
                try layout.addArranged(row, items[index])
            }
            for attribute in [Attribute.left, .top, .width, .height] {
                try pin(layout, window, attribute, to: nil, .left, attribute == .width || attribute == .height ? 600 : 0)
            }
            for attribute in [Attribute.left, .top, .right, .bottom] {
                try pin(layout, row, attribute, to: window, attribute, 0)
            }
            let vertical = seed % 3 == 0
            var spacingAfter = [Double](repeating: 6, count: items.count)
            for step in 0..<25 {
                let item = random.next(items.count)
                switch random.next(3) {
                case 0: try layout.setHidden(items[item], !(try layout.isHidden(items[item])))
                case 1:
                    spacingAfter[item] = Double(random.next(20))
                    try layout.setCustomSpacing(row, after: items[item], spacingAfter[item])
                default:
                    widths[item] = random.next(5) == 0 ? -1 : Double(5 + random.next(30))
                    try layout.setIntrinsicSize(items[item], width: widths[item], height: widths[item])
                }
                try layout.update()
                func along(_ frame: Rect) -> (start: Double, size: Double) {
                    vertical ? (frame.y, frame.height) : (frame.x, frame.width)
                }
                let stack = along(try layout.frame(of: row))
                let last = along(try layout.frame(of: items.last!))
                XCTAssertEqual(last.start + last.size, stack.size, accuracy: 1e-6, "seed \(seed) step \(step)")
                var previousEnd: Double? = nil, previousShown = -1
                var unit: Double? = nil
                for index in items.indices where !(try layout.isHidden(items[index])) {
                    let frame = along(try layout.frame(of: items[index]))
                    if let end = previousEnd {
                        XCTAssertEqual(frame.start, end + spacingAfter[previousShown], accuracy: 1e-6, "seed \(seed) step \(step)")
                    }
                    let share = distribution == .fillEqually ? 1 : widths[index]
                    if share > 0 {
                        if let unit { XCTAssertEqual(frame.size, share * unit, accuracy: 1e-6, "seed \(seed) step \(step)") }
                        else { unit = frame.size / share }
                    }
                    previousEnd = frame.start + frame.size
                    previousShown = index
                }
            }
        }
    }
}
