import XCTest
@testable import AutoLayoutModel

/// A node's UIKit properties live out of line (`NodeExtras`) but read and change as
/// stored properties do.
final class NodeExtrasTests: XCTestCase {
    func testDefaultsReadWithoutExtrasAndChangesMakeThem() {
        var node = Node()
        XCTAssertNil(node.extras)
        XCTAssertEqual(node.margins, Insets.standardMargins)
        XCTAssertEqual(node.safeAreaInsets, Insets.zero)
        XCTAssertEqual(node.firstBaselineOffset, -1)
        XCTAssertEqual(node.readableWidth, defaultReadableWidth)
        XCTAssertTrue(node.guides.isEmpty)
        XCTAssertFalse(node.isGuide)
        XCTAssertNil(node.measureWithBaselines)
        node.measureWithBaselines = nil
        node.margins = Insets.standardMargins
        node.firstBaselineOffset = -1
        XCTAssertNil(node.extras, "setting a default made extras")
        node.guides = [-1, -1, -1, -1]
        node.guides[2] = 7
        XCTAssertEqual(node.guides, [-1, -1, 7, -1])
        XCTAssertNotNil(node.extras)
        node.guideKind = .margins
        XCTAssertTrue(node.isGuide)
        node.measureWithBaselines = { _ in (1, 2, 3, 4) }
        XCTAssertEqual(node.measureWithBaselines?(NodeID(index: 0, generation: 1)).2, 3)
        XCTAssertEqual(node.guides, [-1, -1, 7, -1])
        XCTAssertNotNil(node.extras)
    }

    /// Each node has its own, and a freed node's slot starts again from the defaults.
    func testNodesKeepTheirOwnExtrasAndAFreedSlotStartsAfresh() throws {
        let layout = Layout()
        let root = try layout.makeNode(parent: nil, name: "root")
        let first = try layout.makeNode(parent: root, name: "first")
        let second = try layout.makeNode(parent: root, name: "second")
        let insets = Insets(top: 1, leading: 2, bottom: 3, trailing: 4)
        try layout.setMargins(first, insets)
        try layout.setBaselineOffsets(second, first: 12, last: 5)
        XCTAssertEqual(try layout.margins(of: first), insets)
        XCTAssertEqual(try layout.margins(of: second), Insets.standardMargins)
        XCTAssertNil(try layout.baselineOffsets(of: first))
        XCTAssertEqual(try layout.baselineOffsets(of: second)?.first, 12)
        try layout.freeNode(first)
        let reused = try layout.makeNode(parent: root, name: "reused")
        XCTAssertEqual(reused.index, first.index, "the freed slot was not reused")
        XCTAssertEqual(try layout.margins(of: reused), Insets.standardMargins)
        XCTAssertEqual(try layout.margins(of: root), Insets.standardMargins)
    }
}
