import AutoLayout
import XCTest

final class LayoutTests: XCTestCase {
    func testDescribeSvgScaleAndAmbiguity() throws {
        let layout = Layout()
        let root = layout.node("root")
        let box = root.addChild("box")
        let size = box.anchors.size == Size(width: 10.4, height: 20)
        layout.activate(size)
        layout.activate { root.anchors.left == 0; root.anchors.top == 0; root.anchors.size == Size(width: 100, height: 100) }
        try layout.update()
        XCTAssertTrue(box.hasAmbiguousLayout, "its position is open")
        XCTAssertFalse(root.hasAmbiguousLayout)
        layout.activate { box.anchors.left == 0.3; box.anchors.top == 0 }
        layout.scale = 2
        XCTAssertEqual(layout.scale, 2)
        try layout.update()
        XCTAssertFalse(box.hasAmbiguousLayout)
        XCTAssertEqual(box.frame, Rect(x: 0.5, y: 0, width: 10, height: 20), "edges (0.3 and 10.7) rounded to half points")
        size[0].name = "box width"
        XCTAssertEqual(size[0].name, "box width")
        let text = layout.describe()
        XCTAssertTrue(text.contains("box.width == 10.4"), text)
        let svg = layout.svg()
        XCTAssertTrue(svg.hasPrefix("<svg"), svg)
        XCTAssertTrue(svg.contains(">box</text>"), svg)
    }

    func testBrokenConstraintsAreTheSameObjects() throws {
        let layout = Layout()
        let node = layout.node("node")
        let first = node.anchors.width == 10
        let second = node.anchors.width == 20
        layout.activate([first, second])
        XCTAssertThrowsError(try layout.update())
        XCTAssertTrue(layout.brokenConstraints.first === second)
        XCTAssertEqual(node.frame.width, 10)
    }

    func testActiveConstraintsOutliveTheirObjectsAndLayoutOutlivesItsOwner() throws {
        var node: Node?
        do {
            let layout = Layout()
            node = layout.node("kept")
            layout.activate { node!.anchors.size == Size(width: 30, height: 40) }
        }
        try node!.layout.update()
        XCTAssertEqual(node!.frame.width, 30)
        XCTAssertEqual(node!.frame.height, 40)
    }

    func testLayoutIsFreedWithItsLastReference() {
        weak var weakLayout: Layout?
        do {
            let layout = Layout()
            weakLayout = layout
            let node = layout.node("n")
            node.measure = { _ in Size(width: 1, height: 1) }
            layout.activate { node.anchors.width == 10 }
            _ = layout.evaluate { node.anchors.height == 10 }
        }
        XCTAssertNil(weakLayout)
    }

    func testLoggerHearsOfEachChangeOfTheBrokenSet() throws {
        let layout = Layout()
        let node = layout.node("node")
        var messages: [String] = []
        layout.logger = { message in
            messages.append(message)
            try? layout.update()    // not called again from inside
        }
        let wide = node.anchors.width == 10
        let narrow = node.anchors.width == 20
        layout.activate([wide, narrow])
        XCTAssertThrowsError(try layout.update())
        XCTAssertThrowsError(try layout.update())
        XCTAssertEqual(messages.count, 1, "the same broken set is told once")
        XCTAssertTrue(messages[0].contains("Breaking node.width == 20"), messages[0])
        XCTAssertTrue(messages[0].contains("node.width == 10"), messages[0])
        narrow.isActive = false
        try layout.update()
        XCTAssertEqual(messages.count, 2)
        XCTAssertTrue(messages[1].hasPrefix("Every required constraint holds again"), messages[1])
        layout.logger = nil
        narrow.isActive = true
        XCTAssertThrowsError(try layout.update())
        XCTAssertEqual(messages.count, 2)
    }
}
