import XCTest
@testable import AutoLayoutModel

/// A fill-proportionally stack states its shown nodes' wishes along the axis on the
/// stack's unit (each node is a share of it) and lets those that are multiples of one
/// another share a row: the frames must be those of the same constraints written out on
/// plain nodes, where each wish is a constraint on a node's own size.
final class FillProportionallyTests: XCTestCase {
    struct Scenario {
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
        try layout.setDistribution(row, .fillProportionally)
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

    /// What the stack says, on plain nodes: the chain, each width that many units and the
    /// rest at 0 (priority 0.5). Nodes with an intrinsic size never give first here, so
    /// they have no tie-break.
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
            try layout.activate([try layout.makeConstraint([ItemTerm(.node(item), .width, 1), ItemTerm(.variable(unit), .value, -scene.widths[index])], .equal, 0)])
            try pin(layout, item, .width, to: nil, .left, 0, priority: stackRestPriority)
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

extension FillProportionallyTests {
    /// A stack of `count` labels of 5 widths and 3 hugging priorities between the
    /// window's edges: its tableau's cells.
    func cells(_ count: Int) throws -> Int {
        let layout = Layout()
        let window = try layout.makeNode(parent: nil, name: "window")
        let row = try layout.makeStack(parent: window, name: "row", axis: .horizontal)
        try layout.setDistribution(row, .fillProportionally)
        for index in 0..<count {
            let label = try layout.makeNode(parent: nil, name: "label\(index)")
            try layout.setIntrinsicSize(label, width: Double(10 + index % 5), height: 20)
            try layout.setContentHuggingPriority(label, .horizontal, [250, 251, 300][index % 3])
            try layout.addArranged(row, label)
        }
        try pin(layout, window, .left, to: nil, .left, 0)
        try pin(layout, window, .width, to: nil, .left, Double(20 * count))
        try pin(layout, row, .leading, to: window, .leading, 0)
        try pin(layout, row, .trailing, to: window, .trailing, 0)
        try layout.update()
        return layout.solver.cellCount
    }

    func testTheTableauGrowsAsTheStack() throws {
        // Every node's wishes along the axis say the same of the stack's unit, whose
        // definition names every link: on each node's own size, each such row carried
        // it (a fourfold stack, sixteen times the cells).
        let small = try cells(100), large = try cells(400)
        XCTAssertLessThan(large, 5 * small, "\(small) cells for 100 labels, \(large) for 400")
    }
}
