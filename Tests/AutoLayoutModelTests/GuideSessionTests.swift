import Foundation
import XCTest
@testable import AutoLayoutModel

/// Long random sessions on the guides: a window with safe-area insets set by the host
/// and margins, a panel placed in it (so that the window's safe area overlaps it more or
/// less), the panel's own margins, safe-area insets and readable width, and nodes pinned
/// to the panel's margins, safe area and readable content and to the window's margins
/// (centred within them); the window resized, the panel moved and resized, every inset,
/// margin and width changed, the direction flipped; several changes to a batch. After
/// every update the frames of the nodes and of the guides are those of the same scene
/// built afresh.
final class GuideSessionTests: XCTestCase {
    struct Scene {
        var window = (width: 800.0, height: 600.0)
        var panel = (x: 40.0, y: 30.0, width: 500.0, height: 400.0)
        var windowSafeArea = Insets(top: 44, leading: 0, bottom: 34, trailing: 0)
        var windowMargins = Insets(top: 8, leading: 16, bottom: 8, trailing: 16)
        var panelSafeArea = Insets(top: 0, leading: 0, bottom: 0, trailing: 0)
        var panelMargins = Insets(top: 8, leading: 8, bottom: 8, trailing: 8)
        var readableWidth = 300.0
        var direction = Direction.leftToRight
    }

    struct Built {
        var window: NodeID
        var panel: NodeID
        var nodes: [NodeID]
        var windowSize: [LayoutConstraintID]
        var panelPlace: [LayoutConstraintID]   // x, y, width, height
    }

    static func build(_ scene: Scene, into layout: Layout) throws -> Built {
        layout.setDirection(scene.direction)
        let window = try layout.makeNode(parent: nil, name: "window")
        var windowSize: [LayoutConstraintID] = []
        for (attribute, value) in [(Attribute.left, 0.0), (.top, 0), (.width, scene.window.width), (.height, scene.window.height)] {
            let constraint = try layout.makeConstraint(.node(window), attribute, .equal, nil, .left, multiplier: 1, constant: value)
            if attribute == .width || attribute == .height { windowSize.append(constraint) }
            try layout.activate([constraint])
        }
        try layout.setSafeAreaInsets(window, scene.windowSafeArea)
        try layout.setMargins(window, scene.windowMargins)
        let panel = try layout.makeNode(parent: window, name: "panel")
        var panelPlace: [LayoutConstraintID] = []
        for (attribute, other, value) in [(Attribute.left, Attribute.left, scene.panel.x), (.top, .top, scene.panel.y)] {
            panelPlace.append(try layout.makeConstraint(.node(panel), attribute, .equal, .node(window), other, multiplier: 1, constant: value))
        }
        panelPlace.append(try layout.makeConstraint(.node(panel), .width, .equal, nil, .left, multiplier: 1, constant: scene.panel.width))
        panelPlace.append(try layout.makeConstraint(.node(panel), .height, .equal, nil, .left, multiplier: 1, constant: scene.panel.height))
        try layout.activate(panelPlace)
        try layout.setSafeAreaInsets(panel, scene.panelSafeArea)
        try layout.setMargins(panel, scene.panelMargins)
        try layout.setReadableWidth(panel, scene.readableWidth)
        let safeArea = try layout.guide(.safeArea, of: panel)
        let margins = try layout.guide(.margins, of: panel)
        let readable = try layout.guide(.readableContent, of: panel)
        var nodes: [NodeID] = []
        for name in ["inSafeArea", "inMargins", "readable", "centred"] {
            nodes.append(try layout.makeNode(parent: name == "centred" ? window : panel, name: name))
        }
        var pins: [LayoutConstraintID] = []
        for attribute in [Attribute.leading, .trailing, .top, .bottom] {
            pins.append(try layout.makeConstraint(.node(nodes[0]), attribute, .equal, .node(safeArea), attribute, multiplier: 1, constant: 0))
        }
        for attribute in [Attribute.leading, .trailing, .top] {
            pins.append(try layout.makeConstraint(.node(nodes[1]), attribute, .equal, .node(margins), attribute, multiplier: 1, constant: 0))
        }
        pins.append(try layout.makeConstraint(.node(nodes[1]), .height, .equal, nil, .left, multiplier: 1, constant: 20))
        for attribute in [Attribute.leading, .trailing] {
            pins.append(try layout.makeConstraint(.node(nodes[2]), attribute, .equal, .node(readable), attribute, multiplier: 1, constant: 0))
        }
        pins.append(try layout.makeConstraint(.node(nodes[2]), .top, .equal, .node(readable), .top, multiplier: 1, constant: 30))
        pins.append(try layout.makeConstraint(.node(nodes[2]), .height, .equal, nil, .left, multiplier: 1, constant: 10))
        pins.append(try layout.makeConstraint(.node(nodes[3]), .centerX, .equal, .node(window), .centerXWithinMargins, multiplier: 1, constant: 0))
        pins.append(try layout.makeConstraint(.node(nodes[3]), .bottom, .equal, .node(window), .bottomMargin, multiplier: 1, constant: 0))
        pins.append(try layout.makeConstraint(.node(nodes[3]), .width, .equal, nil, .left, multiplier: 1, constant: 60))
        pins.append(try layout.makeConstraint(.node(nodes[3]), .height, .equal, nil, .left, multiplier: 1, constant: 24))
        try layout.activate(pins)
        nodes += [safeArea, margins, readable]
        try layout.update()
        return Built(window: window, panel: panel, nodes: [panel] + nodes, windowSize: windowSize, panelPlace: panelPlace)
    }

    enum Step {
        case windowSize(Double, Double), panelPlace(Int, Double), windowSafeArea(Insets), windowMargins(Insets)
        case panelSafeArea(Insets), panelMargins(Insets), readableWidth(Double), direction(Direction), update
    }

    static func steps(seed: UInt64, count: Int) -> [Step] {
        var random = SeededGenerator(seed: seed)
        func inset() -> Double { Double([0, 0, 8, 20, 44, 60].randomElement(using: &random)!) }
        func insets() -> Insets { Insets(top: inset(), leading: inset(), bottom: inset(), trailing: inset()) }
        var steps: [Step] = []
        for _ in 0..<count {
            switch Int.random(in: 0..<8, using: &random) {
            case 0: steps.append(.windowSize(Double(Int.random(in: 300...1000, using: &random)), Double(Int.random(in: 300...900, using: &random))))
            case 1:
                let which = Int.random(in: 0..<4, using: &random)
                steps.append(.panelPlace(which, Double(which < 2 ? Int.random(in: -50...400, using: &random) : Int.random(in: 50...700, using: &random))))
            case 2: steps.append(.windowSafeArea(insets()))
            case 3: steps.append(.windowMargins(insets()))
            case 4: steps.append(.panelSafeArea(insets()))
            case 5: steps.append(.panelMargins(insets()))
            case 6: steps.append(.readableWidth(Double(Int.random(in: 50...800, using: &random))))
            default: steps.append(.direction(Bool.random(using: &random) ? .leftToRight : .rightToLeft))
            }
            if Int.random(in: 0..<3, using: &random) != 0 { steps.append(.update) }
        }
        return steps
    }

    /// Applies a change to the layout and the scene alike; false for an update.
    static func apply(_ step: Step, _ layout: Layout, _ built: Built, _ scene: inout Scene) throws -> Bool {
        switch step {
        case .windowSize(let width, let height):
            scene.window = (width, height)
            try layout.setConstant(built.windowSize[0], width)
            try layout.setConstant(built.windowSize[1], height)
        case .panelPlace(let which, let value):
            switch which {
            case 0: scene.panel.x = value
            case 1: scene.panel.y = value
            case 2: scene.panel.width = value
            default: scene.panel.height = value
            }
            try layout.setConstant(built.panelPlace[which], value)
        case .windowSafeArea(let insets):
            scene.windowSafeArea = insets
            try layout.setSafeAreaInsets(built.window, insets)
        case .windowMargins(let insets):
            scene.windowMargins = insets
            try layout.setMargins(built.window, insets)
        case .panelSafeArea(let insets):
            scene.panelSafeArea = insets
            try layout.setSafeAreaInsets(built.panel, insets)
        case .panelMargins(let insets):
            scene.panelMargins = insets
            try layout.setMargins(built.panel, insets)
        case .readableWidth(let width):
            scene.readableWidth = width
            try layout.setReadableWidth(built.panel, width)
        case .direction(let direction):
            scene.direction = direction
            layout.setDirection(direction)
        case .update:
            return false
        }
        return true
    }

    static func run(_ steps: [Step]) throws -> (failure: String?, checked: Int) {
        var scene = Scene()
        let layout = Layout()
        let built = try build(scene, into: layout)
        var checked = 0
        for step in steps {
            if try apply(step, layout, built, &scene) { continue }
            try layout.update()
            let fresh = Layout()
            let expected = try build(scene, into: fresh)
            if let difference = try firstFrameDifference(layout, fresh, Array(zip(built.nodes, expected.nodes))) {
                return (difference, checked)
            }
            checked += 1
        }
        return (nil, checked)
    }

    /// 40 sessions of 40 changes; AUTOLAYOUT_GUIDE_SESSIONS sets another number, and
    /// AUTOLAYOUT_GUIDE_SEED the first seed.
    func testGuideSessionsEqualFreshLayouts() throws {
        let environment = ProcessInfo.processInfo.environment
        let sessions = environment["AUTOLAYOUT_GUIDE_SESSIONS"].flatMap { Int($0) } ?? 40
        let first = environment["AUTOLAYOUT_GUIDE_SEED"].flatMap { UInt64($0) } ?? 1
        var checked = 0
        for seed in first..<(first + UInt64(max(sessions, 1))) {
            let session = Self.steps(seed: seed, count: 40)
            let result = try Self.run(session)
            checked += result.checked
            if let failure = result.failure {
                let shortest = try shrunk(session) { try Self.run($0).failure != nil }
                XCTFail("seed \(seed): \(failure); shortest failing session:\n"
                        + shortest.map { "\($0)" }.joined(separator: "\n") + "\nthere: \(try Self.run(shortest).failure ?? "")")
                return
            }
        }
        print("guide sessions: \(checked) updates checked against fresh layouts")
        XCTAssertGreaterThan(checked, sessions * 20)
    }
}
