import AutoLayout
import XCTest

// The helpers people write over Auto Layout, written here as they would write them.

/// A two-item constraint helper: `first == second * multiplier + constant`, with the
/// defaults UIKit's initializer has.
func constraint<Axis>(_ first: LayoutAnchor<Axis>, equalTo second: LayoutAnchor<Axis>,
                      multiplier: Double = 1, constant: Double = 0) -> Constraint {
    first == second * multiplier + constant
}

extension Node {
    /// Pins every edge to `other`'s, inset by `constant`.
    @discardableResult
    func align(with other: Node, constant: Double = 0) -> [Constraint] {
        layout.activate { anchors.allEdges == other.anchors.allEdges - constant }
    }

    /// Pins one edge to the same edge of the parent, at a priority.
    func pin(_ edge: KeyPath<Anchors, YAxisAnchor>, to other: Node, priority: Priority = .required) -> Constraint {
        anchors[keyPath: edge] == other.anchors[keyPath: edge] <~ priority
    }

    /// Constrains the given attributes to `other`'s, one by one.
    @discardableResult
    func constrain(_ attributes: [KeyPath<Anchors, XAxisAnchor>], to other: Node) -> [Constraint] {
        layout.activate {
            for attribute in attributes { anchors[keyPath: attribute] == other.anchors[keyPath: attribute] }
        }
    }
}

final class HelperPatternTests: XCTestCase {
    func testTwoItemHelperDefaultsToMultiplierOneAndConstantZero() throws {
        let layout = Layout()
        let root = layout.node("root")
        let a = root.addChild("a")
        let plain = constraint(a.anchors.width, equalTo: root.anchors.width)
        let scaled = constraint(a.anchors.height, equalTo: root.anchors.height, multiplier: 0.5, constant: 4)
        XCTAssertEqual(plain.constant, 0)
        XCTAssertEqual(plain.description, "a.width == root.width")
        XCTAssertEqual(scaled.description, "a.height == root.height * 0.5 + 4")
        XCTAssertFalse(plain.isActive, "a relation is inactive until activated")
        layout.activate([plain, scaled])
        layout.activate {
            root.anchors.size == Size(width: 300, height: 200)
            root.anchors.left == 0
            root.anchors.top == 0
            a.anchors.left == 0
            a.anchors.top == 0
        }
        try layout.update()
        XCTAssertEqual(a.frame, Rect(x: 0, y: 0, width: 300, height: 104))
    }

    func testOneViewToAnotherAttributeByAttribute() throws {
        let layout = Layout()
        let root = layout.node("root")
        let a = root.addChild("a")
        let b = root.addChild("b")
        layout.activate {
            root.anchors.size == Size(width: 400, height: 300)
            root.anchors.left == 0
            root.anchors.top == 0
            a.anchors.left == 20
            a.anchors.top == 30
            a.anchors.width == 100
            a.anchors.height == 50
        }
        b.constrain([\.leading, \.trailing], to: a)
        layout.activate {
            b.anchors.top == a.anchors.bottom + 8
            b.anchors.height == a.anchors.height
        }
        try layout.update()
        XCTAssertEqual(b.frame, Rect(x: 20, y: 88, width: 100, height: 50))
    }

    func testAlignWithConstantPinsAllEdgesInset() throws {
        let layout = Layout()
        let root = layout.node("root")
        let card = root.addChild("card")
        layout.activate { root.anchors.size == Size(width: 320, height: 480); root.anchors.left == 0; root.anchors.top == 0 }
        let pins = card.align(with: root, constant: 16)
        XCTAssertEqual(pins.map(\.description), ["card.top == root.top + 16", "card.leading == root.leading + 16",
                                                 "card.bottom == root.bottom - 16", "card.trailing == root.trailing - 16"])
        try layout.update()
        XCTAssertEqual(card.frame, Rect(x: 16, y: 16, width: 288, height: 448))
        XCTAssertEqual(card.absoluteFrame, Rect(x: 16, y: 16, width: 288, height: 448))
    }

    func testSingleEdgePinWithPrioritySwitchedOnAndOff() throws {
        let layout = Layout()
        let root = layout.node("root")
        let banner = root.addChild("banner")
        layout.activate {
            root.anchors.size == Size(width: 200, height: 400)
            root.anchors.left == 0
            root.anchors.top == 0
            banner.anchors.horizontalEdges == root.anchors.horizontalEdges
            banner.anchors.height == 50
            banner.anchors.top == 100 <~ .defaultLow       // where it rests when nothing else says
        }
        let toTop = banner.pin(\.top, to: root, priority: .defaultHigh)
        let toBottom = banner.pin(\.bottom, to: root, priority: .defaultHigh)
        XCTAssertEqual(toTop.priority, .defaultHigh)
        try layout.update()
        XCTAssertEqual(banner.frame.y, 100)

        toTop.isActive = true
        try layout.update()
        XCTAssertTrue(toTop.isActive)
        XCTAssertEqual(banner.frame.y, 0)

        toTop.isActive = false
        toBottom.isActive = true
        try layout.update()
        XCTAssertEqual(banner.frame.y, 350)

        toBottom.isActive = false
        try layout.update()
        XCTAssertFalse(toBottom.isActive)
        XCTAssertEqual(banner.frame.y, 100)
    }
}
