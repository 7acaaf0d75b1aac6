import AutoLayout
import XCTest

final class BuilderTests: XCTestCase {
    func testIfElseForAndArraysInTheBuilder() throws {
        let layout = Layout()
        let row = layout.node("row")
        let cells = (0..<4).map { row.addChild("cell\($0)") }
        let extra = [row.anchors.left == 0, row.anchors.top == 0]
        for compact in [false, true] {
            let constraints = layout.evaluate {
                extra
                row.anchors.height == 50
                if compact {
                    row.anchors.width == 200
                } else {
                    row.anchors.width == 400
                }
                for (index, cell) in cells.enumerated() {
                    cell.anchors.verticalEdges == row.anchors.verticalEdges
                    cell.anchors.width == row.anchors.width / 4
                    if index == 0 {
                        cell.anchors.leading == row.anchors.leading
                    } else {
                        cell.anchors.leading == cells[index - 1].anchors.trailing
                    }
                }
            }
            XCTAssertEqual(constraints.count, 2 + 1 + 1 + 4 * 4)
            XCTAssertFalse(constraints.contains { $0.isActive }, "evaluate makes constraints without activating them")
            layout.activate(constraints)
            try layout.update()
            let width = compact ? 50.0 : 100.0
            XCTAssertEqual(cells.map(\.frame), (0..<4).map { Rect(x: Double($0) * width, y: 0, width: width, height: 50) })
            layout.deactivate(constraints)
        }
    }

    func testPriorityOperatorBindsLooserThanRelations() throws {
        let layout = Layout()
        let root = layout.node("root")
        let wish = root.anchors.width >= 100 <~ .defaultHigh
        let wishes = root.anchors.size == Size(width: 1, height: 2) <~ .fittingSizeLevel
        XCTAssertEqual(wish.priority, .defaultHigh)
        XCTAssertEqual(wish.priority.rawValue, 750)
        XCTAssertEqual(wishes.map(\.priority.rawValue), [50, 50])
        XCTAssertEqual(Priority.required.rawValue, 1000)
        XCTAssertEqual(Priority.defaultLow.rawValue, 250)
        XCTAssertEqual(Priority.defaultHigh + 1, 751)
        XCTAssertEqual((root.anchors.width == 3 <~ 999.5).priority.rawValue, 999.5)
    }

    func testStrongerWishWinsWhateverTheCount() throws {
        let layout = Layout()
        let root = layout.node("root")
        layout.activate {
            root.anchors.left == 0
            root.anchors.top == 0
            root.anchors.height == 10
            root.anchors.width == 300 <~ .defaultHigh
            for width in [100.0, 120, 140] { root.anchors.width == width <~ .defaultLow }
        }
        try layout.update()
        XCTAssertEqual(root.frame.width, 300)
    }
}
