import AutoLayout
import XCTest

final class ErrorTests: XCTestCase {
    private func assertUpdateThrows(_ layout: Layout, _ expected: String, file: StaticString = #filePath, line: UInt = #line,
                                    _ check: (LayoutError) -> Bool) {
        do {
            try layout.update()
            XCTFail("update did not throw", file: file, line: line)
        } catch {
            XCTAssertTrue(check(error), "\(error)", file: file, line: line)
            XCTAssertTrue(error.message.contains(expected), "\(error.message)", file: file, line: line)
        }
    }

    private func isInvalidArgument(_ error: LayoutError) -> Bool {
        if case .invalidArgument = error { return true }
        return false
    }

    private func isInvalidState(_ error: LayoutError) -> Bool {
        if case .invalidState = error { return true }
        return false
    }

    func testNodeOfAnotherLayoutIsReportedNotTrapped() throws {
        let layout = Layout()
        let other = Layout()
        let mine = layout.node("mine")
        let theirs = other.node("theirs")
        let mixed = mine.anchors.width == theirs.anchors.width
        layout.activate([mixed])
        XCTAssertFalse(mixed.isActive)
        assertUpdateThrows(layout, "two different layouts", isInvalidArgument)
        try layout.update()   // reported once

        let foreign = theirs.anchors.width == 10
        layout.activate([mine.anchors.width == 20, foreign])
        assertUpdateThrows(layout, "belongs to another layout", isInvalidArgument)
        XCTAssertEqual(mine.frame.width, 0, "none of the list was activated")

        let orphan = layout.node("orphan", parent: theirs)
        XCTAssertEqual(orphan.frame, .zero)
        assertUpdateThrows(layout, "belongs to another layout", isInvalidArgument)
        mine.parent = theirs
        assertUpdateThrows(layout, "belongs to another layout", isInvalidArgument)
        XCTAssertNil(mine.parent)
    }

    func testFreedNodeIsReportedNotTrapped() throws {
        let layout = Layout()
        let node = layout.node("node")
        node.free()
        XCTAssertEqual(node.frame, .zero)
        assertUpdateThrows(layout, "not a live node", isInvalidArgument)
        let late = node.anchors.width == 10
        late.isActive = true
        late.constant = 3
        XCTAssertFalse(late.isActive)
        assertUpdateThrows(layout, "not a live node", isInvalidArgument)
        node.free()
        node.intrinsicSize = Size(width: 1, height: 1)
        node.markDirty()
        _ = node.addChild("child")
        assertUpdateThrows(layout, "not a live node", isInvalidArgument)
    }

    func testBadNumbersAndPrioritiesChangeNothing() throws {
        let layout = Layout()
        let node = layout.node("node")
        let width = node.anchors.width == 10
        layout.activate([width])
        try layout.update()
        width.priority = 0
        assertUpdateThrows(layout, "priority must be in (0, 1000]", isInvalidArgument)
        XCTAssertEqual(width.priority, .required)
        width.constant = .nan
        assertUpdateThrows(layout, "constant", isInvalidArgument)
        XCTAssertEqual(width.constant, 10)
        let infinite = node.anchors.height == .infinity
        infinite.isActive = true
        assertUpdateThrows(layout, "constant", isInvalidArgument)
        node.hugging = (horizontal: 300, vertical: 2000)
        assertUpdateThrows(layout, "priority must be in (0, 1000]", isInvalidArgument)
        XCTAssertEqual(node.hugging.horizontal, .defaultLow, "neither axis was set")
        layout.scale = -1
        assertUpdateThrows(layout, "scale", isInvalidArgument)
        XCTAssertEqual(layout.scale, 0)
        node.intrinsicSize = Size(width: .nan, height: 1)
        assertUpdateThrows(layout, "width", isInvalidArgument)
        XCTAssertNil(node.intrinsicSize)
    }

    func testInvalidStates() throws {
        let layout = Layout()
        let parent = layout.node("parent")
        let child = parent.addChild("child")
        parent.parent = child
        assertUpdateThrows(layout, "parent cycle", isInvalidState)
        XCTAssertNil(parent.parent)
        child.markDirty()
        assertUpdateThrows(layout, "no measure function", isInvalidState)
        var inner: LayoutError?
        child.measure = { _ in
            do { try layout.update() } catch { inner = error as? LayoutError }
            return Size(width: 1, height: 1)
        }
        try layout.update()
        XCTAssertEqual(inner?.message, "update was called from inside a measure function")
        XCTAssertEqual(child.intrinsicSize, Size(width: 1, height: 1))
    }

    func testConstrainThrowsWithLineAndColumn() throws {
        let layout = Layout()
        _ = layout.node("a")
        XCTAssertThrowsError(try layout.constrain("a.width == 10\na.nowhere == 3")) { error in
            guard case .invalidArgument(let message) = error as? LayoutError else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("line 2"), message)
        }
        XCTAssertEqual(layout.brokenConstraints, [])
        let made = try layout.constrain("a.width == 10; a.height >= a.width * 2 @750")
        XCTAssertEqual(made.map(\.isActive), [true, true])
        XCTAssertEqual(made[1].priority, .defaultHigh)
    }
}
