import AutoLayout
import XCTest

/// The programs the docs show, with the frames they state.
final class SketchTests: XCTestCase {
    /// API.md section 4 and docs/swift.md.
    func testSketch() throws {
        let layout = Layout()
        let window = layout.node("window")
        let toolbar = window.addChild("toolbar") { toolbar, window in     // add and configure in one place
            layout.activate {
                toolbar.anchors.horizontalEdges == window.anchors.horizontalEdges
                toolbar.anchors.bottom == window.anchors.bottom
                toolbar.anchors.height == 100
            }
        }
        let content = window.addChild("content")
        let compact = false
        let constraints = layout.activate {                                // result builder: if/else, for, arrays
            window.anchors.size == Size(width: 800, height: 600)
            window.anchors.left == 0
            window.anchors.top == 0
            if compact {
                content.anchors.allEdges == window.anchors.allEdges
            } else {
                content.anchors.allEdges == window.anchors.allEdges - 10    // `- d` insets every edge by d
            }
            content.anchors.width >= toolbar.anchors.width * 0.5 + 10 <~ .defaultHigh
        }
        let preview = layout.evaluate { content.anchors.center == window.anchors.center }  // created, not active
        try layout.update()                     // throws LayoutError.unsatisfiable(...) after laying out without the broken ones
        print(content.frame)                    // Rect(x: 10.0, y: 10.0, width: 780.0, height: 580.0)
        XCTAssertEqual(content.frame, Rect(x: 10.0, y: 10.0, width: 780.0, height: 580.0))
        XCTAssertEqual(constraints.count, 9)
        XCTAssertEqual(preview.count, 2)
    }

    /// The README's Swift section.
    func testReadmeExample() throws {
        let layout = Layout()
        let window = layout.node("window")
        let content = window.addChild("content")
        layout.activate {
            window.anchors.size == Size(width: 800, height: 600)
            window.anchors.left == 0
            window.anchors.top == 0
            content.anchors.allEdges == window.anchors.allEdges - 10
            content.anchors.width >= 400 <~ .defaultHigh
        }
        try layout.update()
        XCTAssertEqual(content.frame, Rect(x: 10.0, y: 10.0, width: 780.0, height: 580.0))
        XCTAssertEqual("\(content.frame)", "Rect(x: 10.0, y: 10.0, width: 780.0, height: 580.0)")
    }
}
