import AutoLayout
import XCTest

final class HierarchyTests: XCTestCase {
    /// The code mirrors the hierarchy: each child is made and configured in one place.
    func testAddChildConfiguresTheChildWithItsParent() throws {
        let layout = Layout()
        let window = layout.node("window")
        var configured: [String] = []
        var item: Node?
        let sidebar = window.addChild("sidebar") { sidebar, window in
            configured.append("\(sidebar.name ?? "") in \(window.name ?? "")")
            layout.activate {
                sidebar.anchors.verticalEdges == window.anchors.verticalEdges
                sidebar.anchors.leading == window.anchors.leading
                sidebar.anchors.width == 200
            }
            item = sidebar.addChild("item") { item, sidebar in
                configured.append("\(item.name ?? "") in \(sidebar.name ?? "")")
                layout.activate {
                    item.anchors.horizontalEdges == sidebar.anchors.horizontalEdges - 8
                    item.anchors.top == sidebar.anchors.top + 8
                    item.anchors.height == 30
                }
            }
        }
        layout.activate { window.anchors.size == Size(width: 640, height: 480); window.anchors.left == 100; window.anchors.top == 50 }
        XCTAssertEqual(configured, ["sidebar in window", "item in sidebar"])
        XCTAssertEqual(sidebar.parent, window)
        XCTAssertNil(window.parent)
        try layout.update()
        XCTAssertEqual(sidebar.frame, Rect(x: 0, y: 0, width: 200, height: 480))
        XCTAssertEqual(sidebar.absoluteFrame, Rect(x: 100, y: 50, width: 200, height: 480))
        XCTAssertEqual(item?.parent, sidebar)
        XCTAssertEqual(item?.absoluteFrame, Rect(x: 108, y: 58, width: 184, height: 30))
    }

    func testParentIsTheSameObjectAndCanBeChanged() throws {
        let layout = Layout()
        let a = layout.node("a")
        let b = layout.node("b")
        let child = a.addChild()
        XCTAssertTrue(child.parent === a)
        XCTAssertNil(child.name)
        layout.activate {
            a.anchors.left == 10
            a.anchors.top == 0
            b.anchors.left == 100
            b.anchors.top == 0
            child.anchors.left == 150
            child.anchors.top == 0
            for node in [a, b, child] { node.anchors.size == Size(width: 1, height: 1) }
        }
        try layout.update()
        XCTAssertEqual(child.frame.x, 140)
        child.parent = b
        try layout.update()
        XCTAssertTrue(child.parent === b)
        XCTAssertEqual(child.frame.x, 50)
        child.parent = nil
        try layout.update()
        XCTAssertEqual(child.frame.x, 150)
    }

    func testFreeRemovesTheSubtreeAndItsConstraints() throws {
        let layout = Layout()
        let root = layout.node("root")
        let panel = root.addChild("panel")
        let label = panel.addChild("label")
        let pin = label.anchors.width == root.anchors.width
        layout.activate([pin])
        layout.activate { root.anchors.width == 10 }
        panel.free()
        XCTAssertFalse(pin.isActive)
        XCTAssertEqual(pin.description, "freed constraint")
        try layout.update()
        XCTAssertFalse(layout.describe().contains("label"))
    }
}
