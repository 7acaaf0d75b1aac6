import XCTest
@testable import AutoLayoutModel

/// Stacks pinned to a window too small for their items, in every distribution: built so,
/// and resized across the width their items need, back and forth. Every node sits at
/// its intrinsic width but one, so the dual simplex took a walk from one to the next on
/// each crossing (2n pivots on rows as long as the stack: a fill stack of 1,000 labels
/// took 9 s a resize); the walk is now cut short and solved afresh
/// (`Solver.boundWork`). The frames must be those of a layout built at each width.
final class OverflowingStackTests: XCTestCase {
    /// A horizontal stack of `count` labels 10 to 16 wide (by index), spaced 4, pinned
    /// to both sides of a window `width` wide (the label at `hiding` hidden before the
    /// first update); the window's width constraint with it.
    func makeStack(_ distribution: StackDistribution, _ count: Int, width: Double, hiding: Int? = nil) throws
        -> (layout: Layout, width: LayoutConstraintID, labels: [NodeID]) {
        let layout = Layout()
        let window = try layout.makeNode(parent: nil, name: "window")
        var pins: [LayoutConstraintID] = []
        for (attribute, value) in [(Attribute.left, 0.0), (.top, 0), (.width, width), (.height, 40)] {
            pins.append(try layout.makeConstraint(.node(window), attribute, .equal, nil, .left, multiplier: 1, constant: value))
        }
        try layout.activate(pins)
        let stack = try layout.makeStack(parent: window, name: "row", axis: .horizontal)
        try layout.setSpacing(stack, 4)
        try layout.setDistribution(stack, distribution)
        try layout.activate([Attribute.left, .right, .top, .bottom].map { side in
            try layout.makeConstraint(.node(stack), side, .equal, .node(window), side, multiplier: 1, constant: 0)
        })
        var labels: [NodeID] = []
        for index in 0..<count {
            let label = try layout.makeNode(parent: nil, name: "label\(index)")
            try layout.setIntrinsicSize(label, width: Double(10 + index % 7), height: 20)
            try layout.addArranged(stack, label)
            labels.append(label)
        }
        if let hiding { try layout.setHidden(labels[hiding], true) }
        try layout.update()
        return (layout, pins[2], labels)
    }

    /// 300 labels need 300 x 13 (about) + 299 x 4 = 5,101 points; the window is 4,500
    /// wide or 20,000, in turn. Equal centring over-filled has many optima (which of two
    /// neighbours too wide for their centres' spacing gives is not decided by any
    /// priority): there the labels' widths must add up to the fresh layout's (its
    /// compression resistances' tier at its optimum) and keep their minimum gaps.
    func testResizingAcrossTheNeededWidthGivesTheFramesOfAFreshLayout() throws {
        for distribution in [StackDistribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering] {
            let (layout, width, labels) = try makeStack(distribution, 300, width: 20000)
            for (step, value) in [4500.0, 20000, 4500, 4600, 20000].enumerated() {
                try layout.setConstant(width, value)
                try layout.update()
                let fresh = try makeStack(distribution, 300, width: value)
                let context = "\(distribution.name), step \(step), window \(value) wide"
                if distribution != .equalCentering {
                    XCTAssertNil(try firstFrameDifference(layout, fresh.layout, Array(zip(labels, fresh.labels))), context)
                    continue
                }
                let frames = try labels.map { try layout.frame(of: $0) }
                let total = frames.reduce(0) { $0 + $1.width }
                let freshTotal = try fresh.labels.reduce(0) { $0 + (try fresh.layout.frame(of: $1)).width }
                XCTAssertEqual(total, freshTotal, accuracy: 1e-6, context)
                for index in 1..<frames.count {
                    XCTAssertGreaterThanOrEqual(frames[index].x - frames[index - 1].x - frames[index - 1].width, 4 - 1e-6, context)
                }
            }
        }
    }

    /// Over-filled, a fill stack shrinks the node that gives first (the last one, all
    /// compression resistances being equal), even below zero; built so or resized so.
    func testAnOverfilledFillStackShrinksItsLastNode() throws {
        let count = 300
        let needed = (0..<(count - 1)).reduce(0.0) { $0 + Double(10 + $1 % 7) + 4 }
        let resized = try makeStack(.fill, count, width: 20000)
        try resized.layout.setConstant(resized.width, 4500)
        try resized.layout.update()
        let built = try makeStack(.fill, count, width: 4500)
        for (layout, labels) in [(resized.layout, resized.labels), (built.layout, built.labels)] {
            var x = 0.0
            for index in 0..<(count - 1) {
                let frame = try layout.frame(of: labels[index])
                XCTAssertEqual(frame.x, x)
                XCTAssertEqual(frame.width, Double(10 + index % 7))
                x += frame.width + 4
            }
            let last = try layout.frame(of: labels[count - 1])
            XCTAssertEqual(last.x, needed)
            XCTAssertEqual(last.width, 4500 - needed)
        }
    }

    /// The walk is cut short, not taken: the crossing is solved afresh. (A fill stack of
    /// 300 took its 600 pivots before, each on rows as long as the stack.)
    func testACrossingIsSolvedAfresh() throws {
        let (layout, width, _) = try makeStack(.fill, 300, width: 20000)
        let rebuilds = layout.rebuildCount
        try layout.setConstant(width, 4500)
        try layout.update()
        XCTAssertEqual(layout.rebuildCount, rebuilds + 1)
        // Within the overflow, the basis holds: a constant edit as usual.
        try layout.setConstant(width, 4400)
        try layout.update()
        XCTAssertEqual(layout.rebuildCount, rebuilds + 1)
    }

    /// A hide in an over-filled equal distribution restates the links around the hidden
    /// label (see `Solver.restate`). Removed and added, each link's marker was pivoted
    /// into a row of the label that gives, which names every label's errors, and that row
    /// was written into the others naming the marker: 4,835 cells a hide in equal
    /// spacing (10 now), about 19,500 in equal centring (about 7,000).
    func testAHideInAnOverfilledEqualDistributionRestatesItsLinksInPlace() throws {
        for (distribution, bound) in [(StackDistribution.equalSpacing, 100), (.equalCentering, 12_000)] {
            let (layout, _, labels) = try makeStack(distribution, 300, width: 4500)
            let rebuilds = layout.rebuildCount
            // Built once each, hiding and not.
            let freshLayouts = [try makeStack(distribution, 300, width: 4500), try makeStack(distribution, 300, width: 4500, hiding: 150)]
            for step in 0..<4 {
                let hidden = step % 2 == 0
                let before = layout.solver.cellsMerged
                try layout.setHidden(labels[150], hidden)
                try layout.update()
                let merged = Int(layout.solver.cellsMerged - before)
                XCTAssertLessThan(merged, bound, "\(distribution.name) step \(step)")
                let fresh = freshLayouts[hidden ? 1 : 0]
                let context = "\(distribution.name), step \(step)"
                if distribution == .equalSpacing {
                    XCTAssertNil(try firstFrameDifference(layout, fresh.layout, Array(zip(labels, fresh.labels))), context)
                } else {
                    // Many optima (see above): the same total width and the minimum gaps.
                    let widths = try labels.map { try layout.frame(of: $0).width }
                    let freshWidths = try fresh.labels.map { try fresh.layout.frame(of: $0).width }
                    XCTAssertEqual(widths.reduce(0, +), freshWidths.reduce(0, +), accuracy: 1e-6, context)
                    let shown = try labels.indices.filter { !hidden || $0 != 150 }.map { try layout.frame(of: labels[$0]) }
                    for index in 1..<shown.count {
                        XCTAssertGreaterThanOrEqual(shown[index].x - (shown[index - 1].x + shown[index - 1].width), 4 - 1e-6, context)
                    }
                }
            }
            XCTAssertEqual(layout.rebuildCount, rebuilds, distribution.name)
        }
    }
}
