import AutoLayout
import XCTest

final class IntrinsicSizeTests: XCTestCase {
    func testIntrinsicSizeHuggingAndCompression() throws {
        let layout = Layout()
        let root = layout.node("root")
        let label = root.addChild("label")
        let button = root.addChild("button")
        XCTAssertNil(label.intrinsicSize)
        label.intrinsicSize = Size(width: 120, height: 20)
        button.intrinsicSize = Size(width: 80, height: Node.noIntrinsicMetric)
        XCTAssertEqual(label.intrinsicSize, Size(width: 120, height: 20))
        XCTAssertEqual(button.intrinsicSize, Size(width: 80, height: Node.noIntrinsicMetric))
        XCTAssertEqual(label.hugging.horizontal, .defaultLow)
        XCTAssertEqual(label.compressionResistance.vertical, .defaultHigh)
        label.hugging = (horizontal: 260, vertical: .defaultLow)
        XCTAssertEqual(label.hugging.horizontal, 260)
        layout.activate {
            root.anchors.left == 0
            root.anchors.top == 0
            root.anchors.size == Size(width: 400, height: 20)
            label.anchors.leading == root.anchors.leading
            button.anchors.leading == label.anchors.trailing
            button.anchors.trailing == root.anchors.trailing
            label.anchors.verticalEdges == root.anchors.verticalEdges
            button.anchors.verticalEdges == root.anchors.verticalEdges
        }
        try layout.update()
        // The label hugs harder (260 > 250), so the button takes the extra room.
        XCTAssertEqual(label.frame.width, 120)
        XCTAssertEqual(button.frame.width, 280)
    }

    func testMeasureFunctionIsCalledAtUpdateAndAfterMarkDirty() throws {
        let layout = Layout()
        let root = layout.node("root")
        let text = root.addChild("text")
        var characters = 5
        var calls = 0
        XCTAssertNil(text.measure)
        text.measure = { node in
            calls += 1
            XCTAssertEqual(node.name, "text")
            return Size(width: Double(characters) * 10, height: 16)
        }
        XCTAssertNotNil(text.measure)
        layout.activate { text.anchors.left == 0; text.anchors.top == 0 }
        try layout.update()
        XCTAssertEqual(text.frame, Rect(x: 0, y: 0, width: 50, height: 16))
        characters = 12
        try layout.update()
        XCTAssertEqual(calls, 1, "measured again only when marked dirty")
        text.markDirty()
        try layout.update()
        XCTAssertEqual(calls, 2)
        XCTAssertEqual(text.frame.width, 120)
        text.measure = nil
        XCTAssertNil(text.measure)
    }
}
