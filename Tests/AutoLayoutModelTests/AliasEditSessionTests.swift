import XCTest
@testable import AutoLayoutModel

/// Random sessions of edits on layouts held together by aliases: each node hangs from
/// an earlier one by one horizontal and one vertical link (edges, centres, margins,
/// baselines), so every frame is determined and no constraint conflicts. Link constants,
/// baseline offsets and margins change, links move to other nodes, the direction flips;
/// after every update the frames must be those of a fresh layout of the same
/// constraints. An edited alias moves one side of its class (`shiftAliasedSide`): this
/// checks that the side is found whole, guides' edges included.
final class AliasEditSessionTests: XCTestCase {
    static let nodeCount = 8
    nonisolated(unsafe) static let horizontalLinks: [(Attribute, Attribute)] = [
        (.left, .left), (.leading, .leading), (.left, .leftMargin), (.leadingMargin, .left), (.centerX, .centerX),
        (.trailing, .trailing), (.left, .right),
    ]
    nonisolated(unsafe) static let verticalLinks: [(Attribute, Attribute)] = [
        (.top, .top), (.firstBaseline, .firstBaseline), (.top, .firstBaseline), (.firstBaseline, .top),
        (.lastBaseline, .lastBaseline), (.centerY, .centerY), (.topMargin, .top), (.top, .bottom),
    ]

    struct Link {
        var parent: Int
        var kind: Int
        var constant: Double
    }

    struct Scene {
        var sizes: [(Double, Double)] = []
        var baselines: [(Double, Double)] = []
        var margins: [Insets] = []
        /// Per node from the second: its horizontal and its vertical link.
        var links: [[Link]] = []
        var direction = Direction.leftToRight
    }

    /// Builds the scene in `layout`; returns its nodes and each node's two links.
    func build(_ scene: Scene, in layout: Layout) throws -> (nodes: [NodeID], links: [[LayoutConstraintID]]) {
        layout.setDirection(scene.direction)
        var nodes: [NodeID] = [], links: [[LayoutConstraintID]] = [[]]
        for index in 0..<Self.nodeCount {
            let node = try layout.makeNode(parent: nil, name: "n\(index)")
            nodes.append(node)
            try layout.setBaselineOffsets(node, first: scene.baselines[index].0, last: scene.baselines[index].1)
            try layout.setMargins(node, scene.margins[index])
            var own = [try layout.makeConstraint(.node(node), .width, .equal, nil, .left, multiplier: 1, constant: scene.sizes[index].0),
                       try layout.makeConstraint(.node(node), .height, .equal, nil, .left, multiplier: 1, constant: scene.sizes[index].1)]
            if index == 0 {
                own.append(try layout.makeConstraint(.node(node), .left, .equal, nil, .left, multiplier: 1, constant: 0))
                own.append(try layout.makeConstraint(.node(node), .top, .equal, nil, .left, multiplier: 1, constant: 0))
            }
            try layout.activate(own)
        }
        for index in 1..<Self.nodeCount {
            links.append(try (0..<2).map { axis in try link(scene.links[index][axis], axis, nodes[index], nodes, in: layout) })
        }
        return (nodes, links)
    }

    func link(_ link: Link, _ axis: Int, _ node: NodeID, _ nodes: [NodeID], in layout: Layout) throws -> LayoutConstraintID {
        let (own, other) = (axis == 0 ? Self.horizontalLinks : Self.verticalLinks)[link.kind]
        let constraint = try layout.makeConstraint(.node(node), own, .equal, .node(nodes[link.parent]), other,
                                                   multiplier: 1, constant: link.constant)
        try layout.activate([constraint])
        return constraint
    }

    func testEditedAliasesMoveWhatHangsFromThem() throws {
        var checked = 0, aliased = 0
        for seed in 1...40 {
            var random = SeededGenerator(seed: UInt64(seed))
            func constant() -> Double { Double(Int.random(in: -40...40, using: &random)) }
            func newLink(_ index: Int, _ axis: Int) -> Link {
                Link(parent: Int.random(in: 0..<index, using: &random),
                     kind: Int.random(in: 0..<(axis == 0 ? Self.horizontalLinks : Self.verticalLinks).count, using: &random),
                     constant: constant())
            }
            func insets() -> Insets {
                Insets(top: Double(Int.random(in: 0...12, using: &random)), leading: Double(Int.random(in: 0...12, using: &random)),
                       bottom: 8, trailing: 8)
            }
            var scene = Scene()
            scene.sizes = (0..<Self.nodeCount).map { _ in (Double(Int.random(in: 20...90, using: &random)),
                                                           Double(Int.random(in: 20...60, using: &random))) }
            scene.baselines = (0..<Self.nodeCount).map { _ in Int.random(in: 0..<4, using: &random) == 0 ? (-1, -1) : (12, 5) }
            scene.margins = (0..<Self.nodeCount).map { _ in insets() }
            scene.links = [[]] + (1..<Self.nodeCount).map { index in [newLink(index, 0), newLink(index, 1)] }
            let layout = Layout()
            var (nodes, links) = try build(scene, in: layout)
            var log: [String] = []
            for _ in 0..<30 {
                let index = Int.random(in: 1..<Self.nodeCount, using: &random), axis = Int.random(in: 0...1, using: &random)
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<5:
                    scene.links[index][axis].constant = constant()
                    try layout.setConstant(links[index][axis], scene.links[index][axis].constant)
                    log.append("n\(index) link \(axis) constant \(scene.links[index][axis].constant)")
                case 5:
                    scene.baselines[index] = (Double(Int.random(in: 0...20, using: &random)), Double(Int.random(in: 0...9, using: &random)))
                    try layout.setBaselineOffsets(nodes[index], first: scene.baselines[index].0, last: scene.baselines[index].1)
                    log.append("n\(index) baselines \(scene.baselines[index])")
                case 6:
                    scene.margins[index] = insets()
                    try layout.setMargins(nodes[index], scene.margins[index])
                    log.append("n\(index) margins \(scene.margins[index])")
                case 7, 8:
                    scene.links[index][axis] = newLink(index, axis)
                    try layout.deactivate([links[index][axis]])
                    links[index][axis] = try link(scene.links[index][axis], axis, nodes[index], nodes, in: layout)
                    log.append("n\(index) link \(axis) now \(scene.links[index][axis])")
                default:
                    scene.direction = scene.direction == .leftToRight ? .rightToLeft : .leftToRight
                    layout.setDirection(scene.direction)
                    log.append("direction \(scene.direction)")
                }
                if Int.random(in: 0..<3, using: &random) == 0 { continue }   // a batch of edits
                try layout.update()
                XCTAssertEqual(layout.brokenConstraints, [], "seed \(seed)")
                aliased = max(aliased, layout.aliases.aliasedCount)
                let fresh = Layout()
                let expected = try build(scene, in: fresh)
                try fresh.update()
                for (node, other) in zip(nodes, expected.nodes) {
                    let frame = try layout.frame(of: node), oracle = try fresh.frame(of: other)
                    guard abs(frame.x - oracle.x) < 1e-9 && abs(frame.y - oracle.y) < 1e-9 else {
                        XCTFail("seed \(seed): \(node) at \(frame), a fresh layout has \(oracle), after\n" + log.joined(separator: "\n"))
                        return
                    }
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 500)
        XCTAssertGreaterThan(aliased, Self.nodeCount)
    }
}
