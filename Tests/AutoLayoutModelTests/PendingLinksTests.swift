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

    /// A settings screen: a column of sections (vertical stacks), each of ten rows
    /// (horizontal stacks of a label and a value on their first baselines). The rows'
    /// pulls (`label.top == row.top` at 1, a link whose first item is the label) must not
    /// keep the section's links from defining the rows' tops: a link that defined the
    /// row above's height instead wrote every height over the whole column above it.
    func testStackPullsLeaveTheRowsTopsToTheirLinks() throws {
        let layout = Layout()
        let window = try layout.makeNode(parent: nil, name: "window")
        for (attribute, value) in [(Attribute.left, 0.0), (.top, 0), (.width, 800)] {
            try layout.activate([try layout.makeConstraint(.node(window), attribute, .equal, nil, .left, multiplier: 1, constant: value)])
        }
        let form = try layout.makeStack(parent: window, name: "form", axis: .vertical)
        try layout.setSpacing(form, 20)
        try layout.activate([try layout.makeConstraint(.node(form), .left, .equal, .node(window), .left, multiplier: 1, constant: 0),
                             try layout.makeConstraint(.node(form), .right, .equal, .node(window), .right, multiplier: 1, constant: 0),
                             try layout.makeConstraint(.node(form), .top, .equal, .node(window), .top, multiplier: 1, constant: 0)])
        var sections: [NodeID] = [], rows: [NodeID] = [], labels: [NodeID] = []
        for index in 0..<60 {
            if index % 10 == 0 {
                let section = try layout.makeStack(parent: nil, name: "section\(index / 10)", axis: .vertical)
                try layout.setSpacing(section, 8)
                try layout.addArranged(form, section)
                sections.append(section)
            }
            let row = try layout.makeStack(parent: nil, name: "row\(index)", axis: .horizontal)
            try layout.setAlignment(row, .firstBaseline)
            try layout.setSpacing(row, 12)
            let label = try layout.makeNode(parent: nil, name: "label\(index)")
            let value = try layout.makeNode(parent: nil, name: "value\(index)")
            try layout.setIntrinsicSize(label, width: 120, height: 20)
            try layout.setBaselineOffsets(label, first: 15, last: 5)
            try layout.setIntrinsicSize(value, width: Double(80 + index % 50), height: 28)
            try layout.setBaselineOffsets(value, first: 20, last: 8)
            try layout.setContentHuggingPriority(label, .horizontal, 300)
            try layout.addArranged(row, label)
            try layout.addArranged(row, value)
            try layout.addArranged(sections.last!, row)
            rows.append(row)
            labels.append(label)
        }
        try layout.update()
        // Each row as tall as its value (28), the label 5 lower on the same baseline;
        // rows 8 apart, sections of 10 rows (352 high) 20 apart.
        for (index, row) in rows.enumerated() {
            let frame = try layout.frame(of: row)
            XCTAssertEqual(frame.y, Double(index % 10) * 36, accuracy: 1e-9)
            XCTAssertEqual(frame.height, 28, accuracy: 1e-9)
            XCTAssertEqual(try layout.frame(of: labels[index]).y, 5, accuracy: 1e-9)
        }
        for (index, section) in sections.enumerated() {
            XCTAssertEqual(try layout.frame(of: section).y, Double(index) * 372, accuracy: 1e-9)
        }
        // A few rows of a section's worth of cells each (51, with 60 rows as with 120);
        // with the row heights written over the column, 180.
        let longest = layout.solver.tableau.rows.map { $0.terms.count }.max() ?? 0
        XCTAssertLessThanOrEqual(longest, 60, "a row's height was written over the column above it")
    }
}

