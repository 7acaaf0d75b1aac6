import XCTest
@testable import AutoLayoutModel
@testable import AutoLayoutSolver

/// Equal spacing and equal centring wish their gap (centre distance) as small as allowed
/// through the gap times the count of gaps, which the stack's length less its nodes'
/// sizes (or half the end nodes') is: a hide changes the count, and the gap alone, in
/// the objective, was a row dividing by it that named every node's size.
final class EqualDistributionStackTests: XCTestCase {
    let width = { (index: Int) in 10 + Double(index % 7) }

    /// A row of `count` labels (widths 10 to 16 unless `labelWidth` says, spacing 4) in a
    /// window `window` wide, or as long as it wants with `window` 0.
    func row(_ count: Int, _ distribution: StackDistribution, window: Double,
             labelWidth: ((Int) -> Double)? = nil) throws -> (Layout, [NodeID]) {
        let layout = Layout()
        let root = try layout.makeNode(parent: nil, name: "window")
        let row = try layout.makeStack(parent: root, name: "row", axis: .horizontal)
        try layout.setDistribution(row, distribution)
        try layout.setSpacing(row, 4)
        var labels: [NodeID] = []
        for index in 0..<count {
            labels.append(try layout.makeNode(parent: nil, name: "label\(index)"))
            try layout.setIntrinsicSize(labels[index], width: (labelWidth ?? width)(index), height: 20)
            try layout.addArranged(row, labels[index])
        }
        func pin(_ node: NodeID, _ attribute: Attribute, _ other: NodeID?, _ constant: Double) throws {
            try layout.activate([try layout.makeConstraint(.node(node), attribute, .equal, other.map { .node($0) },
                                                           other == nil ? .left : attribute, multiplier: 1, constant: constant)])
        }
        try pin(root, .left, nil, 0)
        try pin(root, .top, nil, 0)
        try pin(root, .height, nil, 40)
        try pin(row, .leading, root, 0)
        try pin(row, .top, root, 0)
        if window > 0 {
            try pin(root, .width, nil, window)
            try pin(row, .trailing, root, 0)
        }
        try layout.update()
        return (layout, [row] + labels)
    }

    /// The leading edges and widths the distribution gives the shown labels in a row
    /// `length` long (hidden ones: width 0).
    func expected(_ count: Int, _ distribution: StackDistribution, length: Double, hidden: Set<Int>) -> [(x: Double, width: Double)] {
        let shown = (0..<count).filter { !hidden.contains($0) }
        var frames = [(x: Double, width: Double)](repeating: (0, 0), count: count)
        if distribution == .equalSpacing {
            let gap = (length - shown.reduce(0) { $0 + width($1) }) / Double(shown.count - 1)
            var x = 0.0
            for index in shown {
                frames[index] = (x, width(index))
                x += width(index) + gap
            }
        } else {
            let first = width(shown[0]) / 2, last = length - width(shown[shown.count - 1]) / 2
            let distance = (last - first) / Double(shown.count - 1)
            for (position, index) in shown.enumerated() {
                frames[index] = (first + Double(position) * distance - width(index) / 2, width(index))
            }
        }
        return frames
    }

    func check(_ layout: Layout, _ labels: [NodeID], _ frames: [(x: Double, width: Double)], hidden: Set<Int>,
               _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        for (index, label) in labels.enumerated() {
            let frame = try layout.frame(of: label)
            XCTAssertEqual(frame.width, frames[index].width, accuracy: 1e-6, "\(message): label \(index)", file: file, line: line)
            if !hidden.contains(index) {
                XCTAssertEqual(frame.x, frames[index].x, accuracy: 1e-6, "\(message): label \(index)", file: file, line: line)
            }
        }
    }

    func testAHideLeavesTheObjectiveAloneAndChecksAsMuchAtAnyLength() throws {
        // Hiding and showing the middle label twice merged 8,466 cells into the tiers in
        // equal spacing of 100 labels and 2,997 in equal centring (33,657 and 11,397 of
        // 400): the wish on the gap alone took its row at every pivot. None now.
        // And the gap (centre distance) is the stack's room divided by the count of gaps,
        // a row of one cell that a hide writes again, the links naming the gap. Defined
        // through the last node's trailing edge at the stack's, the gap's row ran through
        // every link and named every node's size: each hide wrote it again, and the check
        // after it read every constraint (these hides: equal spacing 2,820 at 100 labels
        // and 11,220 at 400, equal centring 436 and 1,636; now 8 and 12 at either length).
        for distribution in [StackDistribution.equalSpacing, .equalCentering] {
            var checked: [Int] = []
            for count in [100, 400] {
                let window = Double(20 * count)
                let (layout, nodes) = try row(count, distribution, window: window)
                let labels = Array(nodes.dropFirst())
                let before = layout.solver.tierCellsMerged, equations = layout.equationsChecked
                for round in 0..<4 {
                    let hidden: Set<Int> = round % 2 == 0 ? [count / 2] : []
                    try layout.setHidden(labels[count / 2], round % 2 == 0)
                    try layout.update()
                    try check(layout, labels, expected(count, distribution, length: window, hidden: hidden), hidden: hidden,
                              "\(distribution) of \(count), round \(round)")
                }
                let merged = Int(layout.solver.tierCellsMerged - before)
                XCTAssertLessThan(merged, 40, "\(distribution) of \(count): \(merged) cells merged into the objective")
                checked.append(layout.equationsChecked - equations)
            }
            XCTAssertGreaterThan(checked[0], 0, "\(distribution): the hides were not checked")
            XCTAssertLessThan(checked[1], 2 * max(checked[0], 32),
                              "\(distribution): \(checked[0]) constraints checked for 100 labels, \(checked[1]) for 400")
        }
    }

    func testAHiddenEndNodeKeepsACallersRequiredSize() throws {
        // Three labels 20 wide in 300, the first or the last hidden but held 60 wide. Equal
        // spacing chains every node (a hidden one after the node before it, gap 0); equal
        // centring sits hidden nodes at the stack's leading edge before the first shown
        // node and at the last shown node's trailing edge after it, and the last arranged
        // node ends at the stack's trailing edge. Either way: x of each label.
        let cases: [(StackDistribution, hidden: Int, x: [Double])] = [
            (.equalSpacing, 2, [0, 220, 240]), (.equalCentering, 2, [0, 220, 240]),
            (.equalSpacing, 0, [0, 60, 280]), (.equalCentering, 0, [0, 0, 280]),
        ]
        for (distribution, hidden, x) in cases {
            let (layout, nodes) = try row(3, distribution, window: 300, labelWidth: { _ in 20 })
            let labels = Array(nodes.dropFirst())
            try layout.activate([try layout.makeConstraint(.node(labels[hidden]), .width, .equal, nil, .left, multiplier: 1, constant: 60)])
            for round in 0..<3 {
                try layout.setHidden(labels[hidden], round % 2 == 0)
                try layout.update()
                for index in 0..<3 {
                    let frame = try layout.frame(of: labels[index])
                    XCTAssertEqual(frame.width, index == hidden ? 60 : 20, accuracy: 1e-9, "\(distribution), round \(round)")
                    if round % 2 == 0 {
                        XCTAssertEqual(frame.x, x[index], accuracy: 1e-9, "\(distribution), label \(index) of 3, \(hidden) hidden")
                    }
                }
            }
        }
    }

    func testHidingEveryNodeAndShowingThemAgain() throws {
        // The room is stated while two nodes or more are shown (with none shown, the
        // first shown position is past the end and the last before the start: reading
        // them crashed). Each hidden node in turn, then each shown again.
        for distribution in [StackDistribution.equalSpacing, .equalCentering] {
            let (layout, nodes) = try row(5, distribution, window: 200)
            let labels = Array(nodes.dropFirst())
            var hidden = Set<Int>()
            for index in [3, 0, 4, 1, 2] + [2, 0, 4, 1, 3] {
                try layout.setHidden(labels[index], !hidden.contains(index))
                if hidden.contains(index) { hidden.remove(index) } else { hidden.insert(index) }
                try layout.update()
                if hidden.count <= 3 {
                    try check(layout, labels, expected(5, distribution, length: 200, hidden: hidden), hidden: hidden,
                              "\(distribution), \(hidden.sorted()) hidden")
                }
            }
        }
    }

    func testRightToLeftMirrorsTheRowAcrossHidesAndFlips() throws {
        // Equal centring relates the centres' x: right to left, the distance between
        // one shown node and the next is negative, and the room (a length) is not: the
        // distance times the count of gaps is the room negated (stating it as for left
        // to right made the update unsatisfiable: the stack sessions, seed 8,800,093).
        for distribution in [StackDistribution.equalSpacing, .equalCentering] {
            let (layout, nodes) = try row(5, distribution, window: 200)
            let labels = Array(nodes.dropFirst())
            let steps: [(Direction, hide: Int?)] = [(.rightToLeft, nil), (.rightToLeft, 1), (.leftToRight, nil), (.rightToLeft, 3), (.leftToRight, 1)]
            var hidden = Set<Int>()
            for (direction, hide) in steps {
                layout.setDirection(direction)
                if let hide {
                    try layout.setHidden(labels[hide], !hidden.contains(hide))
                    if hidden.contains(hide) { hidden.remove(hide) } else { hidden.insert(hide) }
                }
                try layout.update()
                var frames = expected(5, distribution, length: 200, hidden: hidden)
                if direction == .rightToLeft { frames = frames.map { (x: 200 - $0.x - $0.width, width: $0.width) } }
                try check(layout, labels, frames, hidden: hidden, "\(distribution), \(direction), \(hidden.sorted()) hidden")
            }
        }
    }

    func testAHiddenNodeKeepsACallersRequiredSize() throws {
        // Three labels 20 wide in 300, the middle one hidden but held 60 wide. Equal
        // spacing chains every node: the hidden one takes its room after the first, and
        // the one gap left is what remains. Equal centring sits it at the first's
        // trailing edge, the others' centres as far apart as the row allows.
        for (distribution, gap) in [(StackDistribution.equalSpacing, 200.0), (.equalCentering, 260.0)] {
            let (layout, nodes) = try row(3, distribution, window: 300, labelWidth: { _ in 20 })
            let labels = Array(nodes.dropFirst())
            try layout.activate([try layout.makeConstraint(.node(labels[1]), .width, .equal, nil, .left, multiplier: 1, constant: 60)])
            try layout.setHidden(labels[1], true)
            try layout.update()
            let first = try layout.frame(of: labels[0]), hidden = try layout.frame(of: labels[1]), last = try layout.frame(of: labels[2])
            XCTAssertEqual(first.x, 0, accuracy: 1e-9, "\(distribution)")
            XCTAssertEqual(hidden.x, 20, accuracy: 1e-9, "\(distribution)")
            XCTAssertEqual(hidden.width, 60, accuracy: 1e-9, "\(distribution)")
            XCTAssertEqual(last.x, 280, accuracy: 1e-9, "\(distribution)")
            let before = distribution == .equalSpacing ? hidden.x + hidden.width : first.x + first.width
            XCTAssertEqual(last.x - before, gap, accuracy: 1e-9, "\(distribution)")
        }
    }

    func testARowAsLongAsItWantsHasItsSmallestGaps() throws {
        // Equal spacing: the spacing between every two shown labels. Equal centring: the
        // least centre distance that keeps every two neighbours the spacing apart.
        for distribution in [StackDistribution.equalSpacing, .equalCentering] {
            let count = 9
            let (layout, nodes) = try row(count, distribution, window: 0)
            let labels = Array(nodes.dropFirst())
            // Hidden in turn: a middle label, the first and the last (equal centring
            // restates its wish when the end nodes change), then the first two.
            for hidden in [Set<Int>(), [4], [0], [8], [0, 1], [0, 8]] {
                for (index, label) in labels.enumerated() { try layout.setHidden(label, hidden.contains(index)) }
                try layout.update()
                let shown = (0..<count).filter { !hidden.contains($0) }
                var length = 0.0
                if distribution == .equalSpacing {
                    length = shown.reduce(0) { $0 + width($1) } + 4 * Double(shown.count - 1)
                } else {
                    let distance = zip(shown, shown.dropFirst()).map { (width($0) + width($1)) / 2 + 4 }.max()!
                    length = width(shown[0]) / 2 + Double(shown.count - 1) * distance + width(shown.last!) / 2
                }
                XCTAssertEqual(try layout.frame(of: nodes[0]).width, length, accuracy: 1e-6, "\(distribution), hidden \(hidden)")
                try check(layout, labels, expected(count, distribution, length: length, hidden: hidden), hidden: hidden,
                          "\(distribution), hidden \(hidden)")
            }
        }
    }
}
