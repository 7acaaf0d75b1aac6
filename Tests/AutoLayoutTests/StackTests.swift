import AutoLayout
import XCTest

/// Stack views, guides, margins and baselines through the Swift API, with frames
/// worked out by hand from UIKit's documented behaviour.
final class StackTests: XCTestCase {
    func window(_ layout: Layout, width: Double = 400, height: Double = 300) -> Node {
        let window = layout.node("window")
        layout.activate {
            window.anchors.left == 0
            window.anchors.top == 0
            window.anchors.size == Size(width: width, height: height)
        }
        return window
    }

    func label(_ layout: Layout, _ name: String, _ width: Double, _ height: Double) -> Node {
        let node = layout.node(name)
        node.intrinsicSize = Size(width: width, height: height)
        return node
    }

    func testFillStackUnderAndOverFilled() throws {
        let layout = Layout()
        let window = window(layout)
        let row = layout.stack("row", parent: window, axis: .horizontal, spacing: 10)
        let a = label(layout, "a", 50, 20), b = label(layout, "b", 80, 20)
        row.addArrangedSubview(a)
        row.addArrangedSubview(b)
        let width = layout.activate {
            row.anchors.leading == window.anchors.leading
            row.anchors.top == window.anchors.top
            row.anchors.width == 300
        }
        try layout.update()
        // Equal hugging: the later node stretches.
        XCTAssertEqual(a.frame, Rect(x: 0, y: 0, width: 50, height: 20))
        XCTAssertEqual(b.frame, Rect(x: 60, y: 0, width: 240, height: 20))
        XCTAssertEqual(row.arrangedSubviews, [a, b])
        XCTAssertTrue(a.parent === row)
        // Over-filled: the lower compression resistance gives.
        a.compressionResistance = (horizontal: 700, vertical: .defaultHigh)
        width[2].constant = 100
        try layout.update()
        XCTAssertEqual(a.frame.width, 10)
        XCTAssertEqual(b.frame, Rect(x: 20, y: 0, width: 80, height: 20))
    }

    func testDistributionsAndHiddenNodes() throws {
        let layout = Layout()
        let window = window(layout)
        let row = layout.stack("row", parent: window, distribution: .equalSpacing, spacing: 10)
        let nodes = [label(layout, "a", 50, 20), label(layout, "b", 80, 20), label(layout, "c", 30, 20)]
        for node in nodes { row.addArrangedSubview(node) }
        layout.activate {
            row.anchors.leading == window.anchors.leading
            row.anchors.top == window.anchors.top
            row.anchors.width == 300
        }
        try layout.update()
        XCTAssertEqual(nodes.map(\.frame.x), [0, 120, 270])
        row.distribution = .equalCentering
        try layout.update()
        XCTAssertEqual(nodes.map(\.frame.x), [0, 115, 270])
        row.distribution = .fillEqually
        nodes[1].isHidden = true
        try layout.update()
        // Two shown nodes share 290 points; the hidden one has no width and no spacing.
        XCTAssertEqual(nodes.map(\.frame.width), [145, 0, 145])
        XCTAssertEqual(nodes[2].frame.x, 155)
        XCTAssertTrue(nodes[1].isHidden)
        XCTAssertEqual(row.distribution, .fillEqually)
        row.distribution = .fillProportionally
        nodes[1].isHidden = false
        row.spacing = 0
        try layout.update()
        // 300 points in proportion 50 : 80 : 30.
        XCTAssertEqual(nodes[0].frame.width, 93.75, accuracy: 1e-9)
        XCTAssertEqual(nodes[1].frame.width, 150, accuracy: 1e-9)
        XCTAssertEqual(nodes[2].frame.width, 56.25, accuracy: 1e-9)
    }

    func testRightToLeftAlignmentAndNesting() throws {
        let layout = Layout()
        let window = window(layout)
        window.margins = Insets(top: 10, leading: 20, bottom: 10, trailing: 40)
        let column = layout.stack("column", parent: window, axis: .vertical, alignment: .leading, spacing: 8)
        let row = layout.stack("row", axis: .horizontal, alignment: .firstBaseline, spacing: 4)
        let title = label(layout, "title", 60, 20), value = label(layout, "value", 100, 30)
        title.baselineOffsets = (first: 15, last: 5)
        value.baselineOffsets = (first: 22, last: 8)
        row.addArrangedSubview(title)
        row.addArrangedSubview(value)
        let footer = label(layout, "footer", 120, 10)
        column.addArrangedSubview(row)
        column.addArrangedSubview(footer)
        layout.activate {
            column.anchors.horizontalEdges == window.anchors.margins.horizontalEdges
            column.anchors.top == window.anchors.safeArea.top
        }
        window.safeAreaInsets = Insets(top: 44, leading: 0, bottom: 0, trailing: 0)
        try layout.update()
        XCTAssertEqual(column.frame, Rect(x: 20, y: 44, width: 340, height: 48))
        XCTAssertEqual(row.frame, Rect(x: 0, y: 0, width: 164, height: 30))
        XCTAssertEqual(title.frame, Rect(x: 0, y: 7, width: 60, height: 20))
        XCTAssertEqual(footer.frame, Rect(x: 0, y: 38, width: 120, height: 10))
        layout.direction = .rightToLeft
        try layout.update()
        // Leading is the right: the margins swap sides and everything mirrors.
        XCTAssertEqual(column.frame.x, 40)
        XCTAssertEqual(row.frame.x, 340 - 164)
        XCTAssertEqual(title.frame.x, 104)
        XCTAssertEqual(value.frame.x, 0)
        XCTAssertEqual(footer.frame.x, 220)
        // The readable guide: at most 672 wide, so here the margins' 340.
        XCTAssertEqual(window.readableWidth, 672)
        let anchored = layout.node("anchored", parent: window)
        layout.activate {
            anchored.anchors.allEdges == window.anchors.readable.allEdges
        }
        try layout.update()
        XCTAssertEqual(anchored.frame, Rect(x: 40, y: 10, width: 340, height: 280))
        window.readableWidth = 300
        try layout.update()
        XCTAssertEqual(anchored.frame, Rect(x: 60, y: 10, width: 300, height: 280))
    }

    func testStackReadsBackThroughTheLanguage() throws {
        let layout = Layout()
        let window = window(layout)
        let a = layout.node("a", parent: window), b = layout.node("b", parent: window)
        a.intrinsicSize = Size(width: 40, height: 10)
        b.intrinsicSize = Size(width: 60, height: 10)
        let made = try layout.constrain("""
            stack bar in window horizontal spacing 5 alignment center: a (spacing 9), b
            bar.leading == window.leadingMargin
            bar.top == window.topMargin
            """)
        XCTAssertEqual(made.count, 2)
        try layout.update()
        XCTAssertEqual(a.frame, Rect(x: 0, y: 0, width: 40, height: 10))
        XCTAssertEqual(b.frame, Rect(x: 49, y: 0, width: 60, height: 10))
        guard let bar = a.parent as? Stack else { return XCTFail("a is not in a stack") }
        XCTAssertEqual(bar.frame, Rect(x: 8, y: 8, width: 109, height: 10))
        XCTAssertEqual(bar.alignment, .center)
        XCTAssertTrue(layout.describe().contains("stack bar in window horizontal spacing 5 alignment center: a (spacing 9), b\n"))
    }

    func testMisuseIsReportedByTheNextUpdate() {
        let layout = Layout(), other = Layout()
        let stack = layout.stack("stack")
        let stranger = other.node("stranger")
        stack.addArrangedSubview(stranger)
        XCTAssertThrowsError(try layout.update())
        let node = layout.node("node")
        stack.removeArrangedSubview(node)   // not arranged: invalid state
        XCTAssertThrowsError(try layout.update())
        node.margins = Insets(top: .nan, leading: 0, bottom: 0, trailing: 0)
        XCTAssertThrowsError(try layout.update())
        XCTAssertEqual(node.margins, Insets(top: 8, leading: 8, bottom: 8, trailing: 8))
    }
}
