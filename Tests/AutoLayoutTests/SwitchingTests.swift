import AutoLayout
import XCTest

final class SwitchingTests: XCTestCase {
    /// One view filling its parent, or two side by side with margins: the sets are made
    /// once and switched by deactivating one and activating the other before an update.
    func testSwitchingBetweenTwoConstraintSetsHasNoTransientConflict() throws {
        let layout = Layout()
        let window = layout.node("window")
        let first = window.addChild("first")
        let second = window.addChild("second")
        layout.activate {
            window.anchors.size == Size(width: 600, height: 400)
            window.anchors.left == 0
            window.anchors.top == 0
        }
        let filling = layout.evaluate {
            first.anchors.allEdges == window.anchors.allEdges
            second.anchors.size == Size(width: 0, height: 0)
            second.anchors.left == 0
            second.anchors.top == 0
        }
        let sideBySide = layout.evaluate {
            first.anchors.verticalEdges == window.anchors.verticalEdges - 20
            second.anchors.verticalEdges == window.anchors.verticalEdges - 20
            first.anchors.leading == window.anchors.leading + 20
            second.anchors.leading == first.anchors.trailing + 20
            second.anchors.trailing == window.anchors.trailing - 20
            first.anchors.width == second.anchors.width
        }
        XCTAssertFalse(sideBySide.contains { $0.isActive })

        layout.activate(filling)
        try layout.update()
        XCTAssertEqual(first.frame, Rect(x: 0, y: 0, width: 600, height: 400))

        for _ in 0..<3 {
            layout.deactivate(filling)
            layout.activate(sideBySide)
            try layout.update()   // would throw .unsatisfiable if both sets met
            XCTAssertEqual(first.frame, Rect(x: 20, y: 20, width: 270, height: 360))
            XCTAssertEqual(second.frame, Rect(x: 310, y: 20, width: 270, height: 360))
            XCTAssertTrue(layout.brokenConstraints.isEmpty)

            layout.deactivate(sideBySide)
            layout.activate(filling)
            try layout.update()
            XCTAssertEqual(first.frame, Rect(x: 0, y: 0, width: 600, height: 400))
            XCTAssertEqual(second.frame, Rect(x: 0, y: 0, width: 0, height: 0))
        }
    }

    /// Both sets at once do conflict: the update says so and names the broken ones.
    func testBothSetsAtOnceAreReportedAsUnsatisfiable() throws {
        let layout = Layout()
        let window = layout.node("window")
        let child = window.addChild("child")
        layout.activate { window.anchors.size == Size(width: 100, height: 100); window.anchors.left == 0; window.anchors.top == 0 }
        let wide = layout.activate { child.anchors.allEdges == window.anchors.allEdges }
        let narrow = layout.activate { child.anchors.width == 50 }
        XCTAssertThrowsError(try layout.update()) { error in
            guard case let .unsatisfiable(broken, message) = error as? LayoutError else { return XCTFail("\(error)") }
            XCTAssertEqual(broken, narrow)
            XCTAssertTrue(message.contains("child.width == 50"), message)
        }
        XCTAssertEqual(layout.brokenConstraints, narrow)
        XCTAssertEqual(child.frame.width, 100, "laid out without the broken one")
        layout.deactivate(wide)
        try layout.update()
        XCTAssertEqual(child.frame.width, 50)
    }
}
