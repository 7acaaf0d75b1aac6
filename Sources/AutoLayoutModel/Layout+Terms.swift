/// A constraint's term as the layout keeps it: 16 bytes where an `ItemTerm` takes 24.
/// The terms of every constraint share one array (`Layout.termPool`): an array of its
/// own cost a constraint about 80 bytes with its header, and a layout of 70,000
/// constraints keeps about 100,000 terms.
struct StoredTerm {
    var index: UInt32
    /// The item's generation (bits 0-19), whether it is a variable (bit 20), and the
    /// attribute (bits 24-31, its in-memory case number: decoding a raw value was a call).
    var tag: UInt32
    var coefficient: Double

    init(_ term: ItemTerm) {
        let attribute = UInt32(unsafeBitCast(term.attribute, to: UInt8.self)) << 24
        switch term.item {
        case .node(let node): index = node.index; tag = node.generation | attribute
        case .variable(let variable): index = variable.index; tag = variable.generation | 1 << 20 | attribute
        }
        coefficient = term.coefficient
    }

    var isVariable: Bool { tag & 1 << 20 != 0 }
    /// Whether the term is a node's edge or centre, the sum of two of its variables
    /// under either direction (leading and trailing are one or two by the direction).
    var namesTwoVariables: Bool {
        let attribute = self.attribute
        return !isVariable && (attribute == .right || attribute == .bottom || attribute == .centerX || attribute == .centerY)
    }
    var attribute: Attribute { unsafeBitCast(UInt8(truncatingIfNeeded: tag >> 24), to: Attribute.self) }

    var term: ItemTerm {
        let generation = tag & generationMask
        let item: Item = isVariable
            ? .variable(VariableID(index: index, generation: generation))
            : .node(NodeID(index: index, generation: generation))
        return ItemTerm(item, attribute, coefficient)
    }
}

extension Layout {
    /// How many terms constraint `index` has (none once freed).
    @inline(__always) func termCount(_ index: Int) -> Int { Int(constraints[index].termCount) }

    /// Term `position` of constraint `index`.
    @inline(__always) func term(_ index: Int, _ position: Int) -> ItemTerm {
        termPool[Int(constraints[index].firstTerm) + position].term
    }

    /// The terms of constraint `index` in order, as a new array (for descriptions).
    @_optimize(size) func terms(of index: Int) -> [ItemTerm] {
        var terms: [ItemTerm] = []
        for position in 0..<termCount(index) { terms.append(term(index, position)) }
        return terms
    }

    /// Gives back the pool room of constraint `index`, which is being freed; when over
    /// half the pool is such room, the live constraints' terms move together.
    func releaseTerms(_ index: Int) {
        unusedTerms += termCount(index)
        constraints[index].termCount = 0
        constraints[index].firstTerm = 0
        if unusedTerms > 1024 && unusedTerms * 2 > termPool.count { compactTerms() }
    }

    /// Moves the live constraints' terms together, in the order of the constraints.
    @inline(never) @_optimize(size) private func compactTerms() {
        var kept: [StoredTerm] = []
        kept.reserveCapacity(termPool.count - unusedTerms)
        for position in constraints.indices where constraints[position].termCount > 0 {
            let first = Int(constraints[position].firstTerm)
            constraints[position].firstTerm = Int32(kept.count)
            kept.append(contentsOf: termPool[first..<first + Int(constraints[position].termCount)])
        }
        termPool = kept
        unusedTerms = 0
    }

    /// Whether constraint `index` has a term whose attribute follows the layout direction.
    func isDirectional(_ index: Int) -> Bool {
        (0..<termCount(index)).contains { term(index, $0).attribute.isDirectional }
    }
}
