import XCTest
@testable import AutoLayoutModel
@testable import AutoLayoutSolver

/// A new row leaves free the edges that links still to come in the same batch name
/// (`Layout+PendingLinks.swift`): a container closed on its content, or a child centred
/// in its container, leaves the edges for the links that place them from above, when
/// the program states the inside of every view before its place.
final class PendingLinksTests: XCTestCase {
    /// A column of sections built bottom-up, as a program assembling views from the
    /// leaves does. A section holds a row, then a label 8 below it at 300; the row holds a
    /// group of two buttons, the buttons centred in the group, the group in the row; the
    /// section closes on the label. Then the sections are linked one below the other at
    /// 300, and the window closes on the last. The row's top is an alias of its section's,
    /// so the group's centring may define the row's height or the section's top, and the
    /// section's closing the label's top or height: only the choices that leave the tops
    /// free keep each link short; otherwise it is written over every section above it.
    func testContainersStayFreeForTheirLinks() throws {
        let layout = Layout()
        func relate(_ a: NodeID, _ attributeA: Attribute, _ b: NodeID?, _ attributeB: Attribute, _ constant: Double = 0,
                    relation: LayoutRelation = .equal, priority: Double = Priority.required) throws {
            let constraint = try layout.makeConstraint(.node(a), attributeA, relation, b.map { .node($0) }, attributeB,
                                                       multiplier: 1, constant: constant)
            if priority < Priority.required { try layout.setPriority(constraint, priority) }
            try layout.activate([constraint])
        }
        let window = try layout.makeNode(parent: nil, name: "window")
        try relate(window, .top, nil, .left)
        var sections: [NodeID] = []
        for index in 0..<60 {
            let section = try layout.makeNode(parent: window, name: "section\(index)")
            let row = try layout.makeNode(parent: section, name: "row\(index)")
            let label = try layout.makeNode(parent: section, name: "label\(index)")
            let group = try layout.makeNode(parent: row, name: "group\(index)")
            for button in 0..<2 {
                let node = try layout.makeNode(parent: group, name: "button\(index).\(button)")
                try relate(node, .centerY, group, .centerY)
                try relate(node, .height, group, .height, relation: .lessOrEqual)
                try relate(node, .height, nil, .left, Double(20 + button * 4 + index % 3), priority: 750)
            }
            try relate(group, .centerY, row, .centerY)
            try relate(group, .height, row, .height, relation: .lessOrEqual)
            try relate(row, .height, nil, .left, 0, priority: 50)
            try relate(label, .height, nil, .left, 20, priority: 750)
            try relate(row, .top, section, .top, 8)
            try relate(label, .top, row, .bottom, 8, priority: 300)
            try relate(section, .bottom, label, .bottom, 8)
            if let previous = sections.last {
                try relate(section, .top, previous, .bottom, 8, priority: 300)
            } else {
                try relate(section, .top, window, .top, 8)
            }
            sections.append(section)
        }
        try relate(window, .bottom, sections.last!, .bottom, 8)
        try layout.update()
        // Sections 8 apart, each its taller button, a label 20 high and three gaps of 8.
        var top = 8.0
        for (index, section) in sections.enumerated() {
            let frame = try layout.frame(of: section)
            XCTAssertEqual(frame.y, top, accuracy: 1e-9)
            XCTAssertEqual(frame.height, Double(24 + index % 3) + 20 + 24, accuracy: 1e-9)
            top += frame.height + 8
        }
        let longest = layout.solver.tableau.rows.map { $0.terms.count }.max() ?? 0
        XCTAssertLessThanOrEqual(longest, 12, "a link was written over every section above it")
    }
}
