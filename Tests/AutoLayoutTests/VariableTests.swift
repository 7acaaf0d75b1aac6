import AutoLayout
import XCTest

final class VariableTests: XCTestCase {
    func testVariablesWorkInExpressionsLikeAnchors() throws {
        let layout = Layout()
        let root = layout.node("root")
        let a = root.addChild("a")
        let b = root.addChild("b")
        let gap = layout.variable("gap")
        XCTAssertEqual(gap.name, "gap")
        layout.activate {
            root.anchors.left == 0
            root.anchors.top == 0
            root.anchors.size == Size(width: 500, height: 100)
            a.anchors.verticalEdges == root.anchors.verticalEdges
            b.anchors.verticalEdges == root.anchors.verticalEdges
            a.anchors.leading == root.anchors.leading + gap
            b.anchors.leading == a.anchors.trailing + gap
            root.anchors.trailing == b.anchors.trailing + gap
            a.anchors.width == 100
            b.anchors.width == 100
            gap >= 0
        }
        try layout.update()
        XCTAssertEqual(gap.value, 100)
        XCTAssertEqual(b.frame.x, 300)
    }

    func testVariablesAloneAndScaled() throws {
        let layout = Layout()
        let total = layout.variable("total")
        let part = layout.variable()
        XCTAssertNil(part.name)
        layout.activate {
            total == 90
            part * 3 == total
            part + 1 <= total - 50
        }
        try layout.update()
        XCTAssertEqual(total.value, 90)
        XCTAssertEqual(part.value, 30, accuracy: 1e-9)
    }
}
