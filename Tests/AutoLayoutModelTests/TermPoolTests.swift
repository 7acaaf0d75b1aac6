import XCTest
@testable import AutoLayoutModel

/// Constraints keep their terms in one pool (`Layout.termPool`), packed as `StoredTerm`.
final class TermPoolTests: XCTestCase {
    func testEveryAttributeAndItemKindReadsBackAsStored() {
        var attributes: [Attribute] = []
        var raw: Int32 = 0
        while let attribute = Attribute(rawValue: raw) { attributes.append(attribute); raw += 1 }
        XCTAssertGreaterThan(attributes.count, 20)
        for attribute in attributes {
            for generation in [1, 77, generationMask] {
                for item in [Item.node(NodeID(index: UInt32.max, generation: generation)),
                             Item.variable(VariableID(index: 3, generation: generation))] {
                    let term = StoredTerm(ItemTerm(item, attribute, -0.25)).term
                    XCTAssertEqual(term.item, item)
                    XCTAssertEqual(term.attribute, attribute)
                    XCTAssertEqual(term.coefficient, -0.25)
                }
            }
        }
    }

    /// Freeing most constraints moves the survivors' terms together; each still reads
    /// its own terms, and constraints made afterwards too.
    func testFreedConstraintsGiveTheirRoomBackAndSurvivorsKeepTheirTerms() throws {
        let layout = Layout()
        let root = try layout.makeNode(parent: nil, name: "root")
        var nodes: [NodeID] = []
        for index in 0..<20 { nodes.append(try layout.makeNode(parent: root, name: "n\(index)")) }
        let variable = layout.makeVariable(name: "v")
        let attributes: [Attribute] = [.left, .right, .width, .centerY, .leading, .leftMargin, .firstBaseline]
        var made: [(LayoutConstraintID, [ItemTerm])] = []
        func make(_ count: Int) throws {
            for number in 0..<count {
                var terms: [ItemTerm] = []
                for position in 0...(number % 3) {
                    let node = nodes[(number * 7 + position * 3) % nodes.count]
                    terms.append(ItemTerm(.node(node), attributes[(number + position) % attributes.count], Double(number % 11) - 5.5))
                }
                if number % 5 == 0 { terms.append(ItemTerm(.variable(variable), .value, 2)) }
                // The two-item form too.
                if number % 4 == 0 {
                    let id = try layout.makeConstraint(terms[0].item, terms[0].attribute, .lessOrEqual, .node(root), .height,
                                                       multiplier: 0.5, constant: 1)
                    made.append((id, [ItemTerm(terms[0].item, terms[0].attribute, 1), ItemTerm(.node(root), .height, -0.5)]))
                } else {
                    made.append((try layout.makeConstraint(terms, .equal, Double(number)), terms))
                }
            }
        }
        func checkTerms() {
            for (id, terms) in made {
                let stored = layout.terms(of: Int(id.index))
                XCTAssertEqual(stored.count, terms.count)
                for (kept, wanted) in zip(stored, terms) {
                    XCTAssertEqual(kept.item, wanted.item)
                    XCTAssertEqual(kept.attribute, wanted.attribute)
                    XCTAssertEqual(kept.coefficient, wanted.coefficient)
                }
            }
        }
        try make(3000)
        let full = layout.termPool.count
        XCTAssertGreaterThan(full, 6000)
        // Every third survives, freed from the middle outwards.
        var survivors: [(LayoutConstraintID, [ItemTerm])] = []
        for (number, entry) in made.enumerated().reversed() {
            if number % 3 == 0 { survivors.append(entry) } else { try layout.freeConstraint(entry.0) }
        }
        made = survivors
        XCTAssertLessThan(layout.termPool.count, full / 2, "the pool kept the freed constraints' room")
        XCTAssertLessThanOrEqual(layout.unusedTerms * 2, layout.termPool.count)
        checkTerms()
        try make(500)
        checkTerms()
        try layout.freeConstraint(made[1].0)
        XCTAssertEqual(layout.termCount(Int(made[1].0.index)), 0)
        XCTAssertThrowsError(try layout.freeConstraint(made[1].0))
    }
}
