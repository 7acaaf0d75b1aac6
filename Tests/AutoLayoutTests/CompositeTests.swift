import AutoLayout
import XCTest

final class CompositeTests: XCTestCase {
    var layout = Layout()
    var window: Node!

    override func setUp() {
        layout = Layout()
        window = layout.node("window")
        layout.activate {
            window.anchors.size == Size(width: 800, height: 600)
            window.anchors.left == 0
            window.anchors.top == 0
        }
    }

    func testAllEdgesWithAndWithoutInset() throws {
        let flush = window.addChild("flush")
        let inset = window.addChild("inset")
        let outset = window.addChild("outset")
        let constraints = layout.activate {
            flush.anchors.allEdges == window.anchors.allEdges
            inset.anchors.allEdges == window.anchors.allEdges - 10
            outset.anchors.allEdges == window.anchors.allEdges + 5
        }
        XCTAssertEqual(constraints.count, 12)
        try layout.update()
        XCTAssertEqual(flush.frame, Rect(x: 0, y: 0, width: 800, height: 600))
        XCTAssertEqual(inset.frame, Rect(x: 10, y: 10, width: 780, height: 580))
        XCTAssertEqual(outset.frame, Rect(x: -5, y: -5, width: 810, height: 610))
    }

    func testHorizontalAndVerticalEdgesFollowTheDirection() throws {
        let bar = window.addChild("bar")
        layout.activate {
            bar.anchors.horizontalEdges == window.anchors.horizontalEdges - 20
            bar.anchors.verticalEdges == window.anchors.verticalEdges - 100
        }
        try layout.update()
        XCTAssertEqual(bar.frame, Rect(x: 20, y: 100, width: 760, height: 400))

        // Leading and trailing swap under right to left; a symmetric inset looks the same,
        // an asymmetric pair does not.
        let badge = window.addChild("badge")
        layout.activate {
            badge.anchors.leading == window.anchors.leading + 10
            badge.anchors.width == 50
            badge.anchors.verticalEdges == window.anchors.verticalEdges
        }
        try layout.update()
        XCTAssertEqual(badge.frame.x, 10)
        layout.direction = .rightToLeft
        XCTAssertEqual(layout.direction, .rightToLeft)
        try layout.update()
        XCTAssertEqual(badge.frame.x, 740)
        XCTAssertEqual(bar.frame, Rect(x: 20, y: 100, width: 760, height: 400))
    }

    func testEdgeInequalitiesMeanInsideAndAround() throws {
        let inside = window.addChild("inside")
        let around = window.addChild("around")
        layout.activate {
            inside.anchors.allEdges <= window.anchors.allEdges - 50
            inside.anchors.size == Size(width: 2000, height: 2000) <~ .defaultLow   // as large as it may be
            around.anchors.allEdges >= window.anchors.allEdges - 50
            around.anchors.size == Size(width: 0, height: 0) <~ .defaultLow         // as small as it may be
        }
        try layout.update()
        XCTAssertEqual(inside.frame, Rect(x: 50, y: 50, width: 700, height: 500))
        XCTAssertEqual(around.frame, Rect(x: 50, y: 50, width: 700, height: 500))
    }

    func testCenterWithOffsetAndSizeWithAddedSize() throws {
        let dialog = window.addChild("dialog")
        let shadow = window.addChild("shadow")
        layout.activate {
            dialog.anchors.center == window.anchors.center
            dialog.anchors.size == window.anchors.size * 0.5
            shadow.anchors.center == dialog.anchors.center + Offset(horizontal: 4, vertical: 6)
            shadow.anchors.size == dialog.anchors.size + Size(width: 8, height: 8)
        }
        try layout.update()
        XCTAssertEqual(dialog.frame, Rect(x: 200, y: 150, width: 400, height: 300))
        XCTAssertEqual(shadow.frame, Rect(x: 200, y: 152, width: 408, height: 308))
    }

    func testSizeInequalities() throws {
        let label = window.addChild("label")
        layout.activate {
            label.anchors.left == 0
            label.anchors.top == 0
            label.anchors.size <= Size(width: 120, height: 40)
            label.anchors.size >= Size(width: 60, height: 20)
            label.anchors.size == Size(width: 500, height: 0) <~ .defaultLow
        }
        try layout.update()
        XCTAssertEqual(label.frame, Rect(x: 0, y: 0, width: 120, height: 20))
    }

    func testCompositePriorityAppliesToEachConstraint() {
        let child = window.addChild("child")
        let constraints = child.anchors.size == window.anchors.size - Size(width: 10, height: 10) <~ 300
        XCTAssertEqual(constraints.map(\.priority), [300, 300])
        XCTAssertEqual(constraints.map(\.description), ["child.width == window.width - 10 @300", "child.height == window.height - 10 @300"])
    }
}
