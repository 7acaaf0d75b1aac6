import XCTest
import Foundation
import AutoLayoutHeader
@testable import CAutoLayout

/// The export layer called from Swift: handles, statuses and per-thread messages.
final class ExportsTests: XCTestCase {
    func message() -> String { String(cString: CAutoLayout.al_last_error_message()) }

    func testHandlesCarryLayoutKindAndGeneration() throws {
        let layout = CAutoLayout.al_layout_new()
        defer { CAutoLayout.al_layout_free(layout) }
        var node: UInt64 = 0
        XCTAssertEqual(CAutoLayout.al_node_new(layout, 0, "n", &node), AL_OK)
        XCTAssertNotEqual(node, 0)
        XCTAssertEqual((node >> 44) & 0xF, HandleKind.node.rawValue)
        var constraint: UInt64 = 0
        XCTAssertEqual(CAutoLayout.al_constraint_new(layout, node, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 3, &constraint), AL_OK)
        XCTAssertEqual((constraint >> 44) & 0xF, HandleKind.constraint.rawValue)
        XCTAssertEqual(CAutoLayout.al_node_free(layout, node), AL_OK)
        var again: UInt64 = 0
        XCTAssertEqual(CAutoLayout.al_node_new(layout, 0, "again", &again), AL_OK)
        // Same slot, new generation.
        XCTAssertEqual(again & 0xFF_FFFF, node & 0xFF_FFFF)
        XCTAssertNotEqual(again, node)
        var frame = al_rect()
        XCTAssertEqual(CAutoLayout.al_node_get_frame(layout, node, &frame), AL_ERROR_INVALID_HANDLE)
        XCTAssertTrue(message().hasPrefix("al_node_get_frame: "), message())
    }

    func testLayoutsDoNotShareHandles() {
        let first = CAutoLayout.al_layout_new(), second = CAutoLayout.al_layout_new()
        defer { CAutoLayout.al_layout_free(first); CAutoLayout.al_layout_free(second) }
        var a: UInt64 = 0, b: UInt64 = 0
        XCTAssertEqual(CAutoLayout.al_node_new(first, 0, nil, &a), AL_OK)
        XCTAssertEqual(CAutoLayout.al_node_new(second, 0, nil, &b), AL_OK)
        XCTAssertNotEqual(a >> 48, b >> 48)
        var frame = al_rect()
        XCTAssertEqual(CAutoLayout.al_node_get_frame(second, a, &frame), AL_ERROR_INVALID_HANDLE)
        XCTAssertTrue(message().contains("not a handle of this layout"), message())
    }

    func testEachThreadKeepsItsOwnMessage() {
        let group = DispatchGroup()
        let seen = Messages()
        for index in 0..<8 {
            group.enter()
            Thread {
                let layout = CAutoLayout.al_layout_new()
                var frame = al_rect()
                if index % 2 == 0 {
                    _ = CAutoLayout.al_node_get_frame(layout, 0, &frame)
                } else {
                    _ = CAutoLayout.al_layout_set_scale(layout, -Double(index))
                }
                for _ in 0..<100 { _ = CAutoLayout.al_layout_update(layout) }
                let text = String(cString: CAutoLayout.al_last_error_message())
                CAutoLayout.al_layout_free(layout)
                seen.set(index, text)
                group.leave()
            }.start()
        }
        group.wait()
        for index in 0..<8 {
            let text = seen.get(index)
            if index % 2 == 0 {
                XCTAssertTrue(text.hasPrefix("al_node_get_frame: node is 0"), text)
            } else {
                XCTAssertTrue(text.contains("got -\(index)"), text)
            }
        }
    }

    func testStatusStrings() {
        XCTAssertEqual(String(cString: CAutoLayout.al_status_string(AL_ERROR_UNSATISFIABLE)), "unsatisfiable constraints")
        XCTAssertEqual(String(cString: CAutoLayout.al_status_string(al_status(rawValue: 77))), "unknown status")
        XCTAssertEqual(String(cString: AutoLayoutHeader.al_version()), "\(AL_VERSION_MAJOR).\(AL_VERSION_MINOR).\(AL_VERSION_PATCH)")
    }
}

/// Messages collected from threads.
final class Messages: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [Int: String] = [:]
    func set(_ index: Int, _ text: String) { lock.lock(); texts[index] = text; lock.unlock() }
    func get(_ index: Int) -> String { lock.lock(); defer { lock.unlock() }; return texts[index] ?? "" }
}
