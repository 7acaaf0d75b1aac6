import Foundation
import XCTest
@testable import AutoLayoutModel

/// Long random sessions on alias classes: eight nodes linked by equalities of their
/// tops, lefts and leading edges (each two variables, kept as aliases, so classes grow,
/// split and dissolve), links activated, deactivated, freed, made optional and required
/// again, the direction flipped (a leading link is an alias left to right only). Every
/// link agrees with the nodes' targets, so none conflicts and cycles are redundant; each
/// node prefers its target plus a noise of its own at a priority of its own, so the
/// optimum is unique. After every update the frames are those of the same active links
/// on fresh nodes.
final class AliasSessionTests: XCTestCase {
    static let nodeCount = 8

    struct Link {
        var first: Int, second: Int
        var attribute: Attribute
        var required = true
        var active = true
    }

    struct Scene {
        var links: [Link?] = []   // nil once freed
        var direction = Direction.leftToRight
    }

    /// Where node `index` wants its top and left edge; links keep these differences. The
    /// nodes stand in three columns: a leading link joins two of one column (offset 0),
    /// since right to left its constant reads the other way round.
    static func target(_ index: Int) -> (top: Double, left: Double) { (Double(37 * index), Double(53 * (index % 3))) }

    static func makeLink(_ link: Link, _ nodes: [NodeID], into layout: Layout) throws -> LayoutConstraintID {
        let first = target(link.first), second = target(link.second)
        let offset = link.attribute == .top ? first.top - second.top : first.left - second.left
        let id = try layout.makeConstraint(.node(nodes[link.first]), link.attribute, .equal, .node(nodes[link.second]), link.attribute,
                                           multiplier: 1, constant: offset)
        if !link.required { try layout.setPriority(id, 600) }
        return id
    }

    static func makeNodes(_ scene: Scene, into layout: Layout) throws -> [NodeID] {
        layout.setDirection(scene.direction)
        var nodes: [NodeID] = []
        var preferences: [LayoutConstraintID] = []
        for index in 0..<nodeCount {
            let node = try layout.makeNode(parent: nil, name: "n\(index)")
            nodes.append(node)
            let (top, left) = target(index)
            for (attribute, value) in [(Attribute.width, 50.0), (.height, 30)] {
                preferences.append(try layout.makeConstraint(.node(node), attribute, .equal, nil, .left, multiplier: 1, constant: value))
            }
            for (number, (attribute, value)) in [(Attribute.top, top), (.left, left)].enumerated() {
                let preference = try layout.makeConstraint(.node(node), attribute, .equal, nil, .left, multiplier: 1,
                                                           constant: value + Double(3 * index + number))
                try layout.setPriority(preference, 0.01 * Double(2 * index + number + 1))
                preferences.append(preference)
            }
        }
        try layout.activate(preferences)
        return nodes
    }

    /// Runs a session drawn from `seed`; returns the first difference from a fresh layout.
    static func run(seed: UInt64, steps: Int) throws -> (failure: String?, checked: Int) {
        var random = SeededGenerator(seed: seed)
        var scene = Scene()
        let layout = Layout()
        let nodes = try makeNodes(scene, into: layout)
        var ids: [LayoutConstraintID] = []
        var log: [String] = []
        var checked = 0
        for _ in 0..<steps {
            let live = scene.links.indices.filter { scene.links[$0] != nil }
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1, 2, 3:
                let first = Int.random(in: 0..<nodeCount, using: &random)
                var second = (first + Int.random(in: 1..<nodeCount, using: &random)) % nodeCount
                let attribute = [Attribute.top, .left, .leading].randomElement(using: &random)!
                if attribute == .leading { second = (first + 3 * Int.random(in: 1...2, using: &random)) % (nodeCount - nodeCount % 3) }
                if second == first { continue }
                let link = Link(first: first, second: second, attribute: attribute)
                let id = try makeLink(link, nodes, into: layout)
                try layout.activate([id])
                scene.links.append(link)
                ids.append(id)
                log.append("link \(scene.links.count - 1): n\(first).\(link.attribute) to n\(second)")
            case 4 where !live.isEmpty, 5 where !live.isEmpty:
                let index = live.randomElement(using: &random)!
                scene.links[index]!.active.toggle()
                if scene.links[index]!.active { try layout.activate([ids[index]]) } else { try layout.deactivate([ids[index]]) }
                log.append("link \(index) active \(scene.links[index]!.active)")
            case 6 where !live.isEmpty:
                let index = live.randomElement(using: &random)!
                scene.links[index] = nil
                try layout.freeConstraint(ids[index])
                log.append("link \(index) freed")
            case 7 where !live.isEmpty:
                let index = live.randomElement(using: &random)!
                scene.links[index]!.required.toggle()
                try layout.setPriority(ids[index], scene.links[index]!.required ? Priority.required : 600)
                log.append("link \(index) required \(scene.links[index]!.required)")
            case 8:
                scene.direction = scene.direction == .leftToRight ? .rightToLeft : .leftToRight
                layout.setDirection(scene.direction)
                log.append("direction \(scene.direction)")
            default:
                break
            }
            if Int.random(in: 0..<3, using: &random) == 0 { continue }
            try layout.update()
            log.append("update")
            let fresh = Layout()
            let freshNodes = try makeNodes(scene, into: fresh)
            for link in scene.links.compactMap({ $0 }) where link.active {
                try fresh.activate([try makeLink(link, freshNodes, into: fresh)])
            }
            try fresh.update()
            if let difference = try firstFrameDifference(layout, fresh, Array(zip(nodes, freshNodes))) {
                return ("seed \(seed): \(difference), after\n" + log.joined(separator: "\n"), checked)
            }
            checked += 1
        }
        return (nil, checked)
    }

    /// 30 sessions of 60 steps; AUTOLAYOUT_ALIAS_SESSIONS sets another number, and
    /// AUTOLAYOUT_ALIAS_SEED the first seed.
    func testAliasSessionsEqualFreshLayouts() throws {
        guard let (sessions, checked) = try runSessionCampaign("ALIAS", sessions: 30, { try Self.run(seed: $0, steps: 60) })
        else { return }
        print("alias sessions: \(checked) updates checked against fresh layouts")
        XCTAssertGreaterThan(checked, sessions * 30)
    }
}
