import AutoLayoutSolver

extension Layout {
    // For speed in the WebAssembly module too, whose model is built for size: with
    // compiled(_:into:) the hottest of a build (grid 50: 1.6% fewer instructions, 0.6 KB).
    /// A new, inactive, required constraint `sum(coefficient * item.attribute)
    /// relation constant`.
    /// - Throws: `.invalidHandle` for an item that is not live here, `.invalidArgument`
    ///   for no terms, a non-finite number, or an attribute that does not fit its item
    ///   (`.value` belongs to variables, the rest to nodes).
    @_optimize(speed) public func makeConstraint(_ terms: [ItemTerm], _ relation: LayoutRelation, _ constant: Double) throws(LayoutError) -> LayoutConstraintID {
        guard !terms.isEmpty else {
            throw LayoutError(.invalidArgument, "a constraint needs at least one term")
        }
        _ = try checkedNumber(constant, "the constant")
        for (position, term) in terms.enumerated() { try checkTerm(term, position) }
        for term in terms { ensureGuide(for: term) }
        let first = termPool.count
        for term in terms { termPool.append(StoredTerm(term)) }
        return addConstraint(termsFrom: first, relation, constant)
    }

    /// Refuses a term whose item is not live here or has no such attribute.
    @inline(__always) private func checkTerm(_ term: ItemTerm, _ position: Int) throws(LayoutError) {
        _ = try checkedNumber(term.coefficient, "term \(position + 1): the coefficient")
        switch term.item {
        case .node(let node):
            _ = try nodeIndex(node, role: "term \(position + 1)")
            let guided = term.attribute.marginBase != nil || term.attribute == .firstBaseline || term.attribute == .lastBaseline
            if term.attribute == .value || (guided && nodes[Int(node.index)].isGuide) { throw termError(term, position) }
        case .variable(let variable):
            _ = try variableIndex(variable, role: "term \(position + 1)")
            if term.attribute != .value { throw termError(term, position) }
        }
    }

    /// Makes the record of a constraint whose checked terms are the pool's last, from
    /// `first` on, and lists it on their items.
    @inline(__always) private func addConstraint(termsFrom first: Int, _ relation: LayoutRelation, _ constant: Double) -> LayoutConstraintID {
        let free = freeConstraints.popLast()
        let index = free ?? UInt32(constraints.count)
        let generation = nextGeneration(free == nil ? 0 : constraints[Int(index)].generation)
        let count = termPool.count - first
        let constraint = LayoutConstraint(constant: constant, generation: generation, firstTerm: Int32(first),
                                          termCount: Int32(count), isLive: true, relation: relation)
        if free == nil { constraints.append(constraint) } else { constraints[Int(index)] = constraint }
        #if !arch(wasm32)   // see LayoutConstraint.hasDistinctTerms
        constraints[Int(index)].hasDistinctTerms = termsAreDistinct(from: first, count: count)
        constraints[Int(index)].reusesListedIndex = free != nil && mentions.hasStaleEntries
        #endif
        listMentions(Int(index), termsFrom: first, count: count)
        return LayoutConstraintID(index: index, generation: generation)
    }

    /// Lists constraint `index` on the items its terms, the pool's `count` from `first`,
    /// name.
    @inline(__always) private func listMentions(_ index: Int, termsFrom first: Int, count: Int) {
        for position in 0..<count {
            switch termPool[first + position].term.item {
            case .node(let node):
                mentions.append(Int32(index), to: &nodes[Int(node.index)].mentions)
            case .variable(let variable):
                mentions.append(Int32(index), to: &variables[Int(variable.index)].mentions)
            }
        }
    }

    /// Takes constraint `index` off the lists of the items its terms name.
    @inline(__always) private func unlistMentions(_ index: Int) {
        for position in 0..<termCount(index) {
            switch term(index, position).item {
            case .node(let node):
                mentions.remove(Int32(index), from: &nodes[Int(node.index)].mentions)
            case .variable(let variable):
                mentions.remove(Int32(index), from: &variables[Int(variable.index)].mentions)
            }
        }
    }

    #if !arch(wasm32)
    /// Gives a live constraint new terms, keeping its index and handle: its old items'
    /// lists keep its entry until the next sweep, as for a reused index.
    @_optimize(size) func replaceTerms(_ index: Int, with terms: [ItemTerm]) {
        unlistMentions(index)
        releaseTerms(index)
        for term in terms { ensureGuide(for: term) }
        let first = termPool.count
        for term in terms { termPool.append(StoredTerm(term)) }
        constraints[index].firstTerm = Int32(first)
        constraints[index].termCount = Int32(terms.count)
        constraints[index].hasDistinctTerms = termsAreDistinct(from: first, count: terms.count)
        constraints[index].reusesListedIndex = true
        listMentions(index, termsFrom: first, count: terms.count)
        if mentions.needsSweep { sweepMentions() }
    }

    /// See `LayoutConstraint.hasDistinctTerms`: read once here, where every compile of
    /// the constraint (installing, checking its residual, looking for an alias) would
    /// otherwise look for repeats again.
    @inline(__always) private func termsAreDistinct(from first: Int, count: Int) -> Bool {
        for position in first..<first + count {
            let term = termPool[position]
            if !(abs(term.coefficient) >= 0x1p-1000) || term.attribute.rawValue > Attribute.value.rawValue { return false }
            // A long list is sorted instead (a stack's fit names every node's size).
            if count > 16 { continue }
            for earlier in first..<position where termPool[earlier].index == term.index
                && termPool[earlier].isVariable == term.isVariable { return false }
        }
        if count > 16 {
            var items = termPool[first..<first + count].map { UInt64($0.index) << 1 | ($0.isVariable ? 1 : 0) }
            items.sort()
            return !zip(items, items.dropFirst()).contains(where: { $0 == $1 })
        }
        return true
    }
    #endif

    /// Why a term of live items is refused: an attribute its item does not have. Out of
    /// line, so that the checks in `makeConstraint` stay small.
    @inline(never)
    private func termError(_ term: ItemTerm, _ position: Int) -> LayoutError {
        switch term.item {
        case .node(let node) where term.attribute == .value:
            return LayoutError(.invalidArgument, "term \(position + 1): the value attribute belongs to variables, not to node \(nodeName(Int(node.index)))")
        case .node(let node):
            return LayoutError(.invalidArgument, "term \(position + 1): \(nodeName(Int(node.index))) is a guide, which has no \(term.attribute.name)")
        case .variable(let variable):
            return LayoutError(.invalidArgument, "term \(position + 1): variable \(variableName(Int(variable.index))) has only the value attribute, not \(term.attribute.name)")
        }
    }

    /// `item1.attribute1 relation item2.attribute2 * multiplier + constant`, or with no
    /// second item `item1.attribute1 relation constant`.
    public func makeConstraint(_ item1: Item, _ attribute1: Attribute, _ relation: LayoutRelation,
                               _ item2: Item?, _ attribute2: Attribute,
                               multiplier: Double, constant: Double) throws(LayoutError) -> LayoutConstraintID {
        var terms = [ItemTerm(item1, attribute1, 1)]
        if let item2 {
            _ = try checkedNumber(multiplier, "the multiplier")
            terms.append(ItemTerm(item2, attribute2, -multiplier))
        }
        return try makeConstraint(terms, relation, constant)
    }

    /// Frees a constraint; if it was installed it leaves the solver at the next update.
    public func freeConstraint(_ id: LayoutConstraintID) throws(LayoutError) {
        discardConstraint(try callerConstraintIndex(id))
    }

    /// Activates all or, if any handle is invalid, none.
    public func activate(_ ids: [LayoutConstraintID]) throws(LayoutError) {
        try setActive(ids, true)
    }

    /// Deactivates all or, if any handle is invalid, none.
    public func deactivate(_ ids: [LayoutConstraintID]) throws(LayoutError) {
        try setActive(ids, false)
    }

    public func isActive(_ id: LayoutConstraintID) throws(LayoutError) -> Bool {
        constraints[try constraintIndex(id)].isActive
    }

    /// Sets the priority, in (0, 1000]; applied at the next update.
    public func setPriority(_ id: LayoutConstraintID, _ priority: Double) throws(LayoutError) {
        let index = try callerConstraintIndex(id)
        guard Priority.isValid(priority) else {
            throw LayoutError(.invalidArgument, "priority must be in (0, 1000], got \(priority) for \(describeConstraint(index))")
        }
        if constraints[index].priority == priority { return }
        constraints[index].priority = priority
        constraints[index].priorityChanged = true
        stamp(index)
        enqueue(index)
    }

    public func priority(of id: LayoutConstraintID) throws(LayoutError) -> Double {
        constraints[try constraintIndex(id)].priority
    }

    /// Sets the constant; on an installed constraint the next update edits it in place.
    public func setConstant(_ id: LayoutConstraintID, _ constant: Double) throws(LayoutError) {
        let index = try callerConstraintIndex(id)
        _ = try checkedNumber(constant, "the constant of \(self.describeConstraint(index))")
        editConstant(index, constant)
    }

    /// Changes a constraint's constant, applied at the next update (in place when it
    /// is installed): the caller's, an engine constraint's and an intrinsic size's.
    @inline(never) func editConstant(_ index: Int, _ constant: Double) {
        if constraints[index].constant == constant { return }
        constraints[index].constant = constant
        constraints[index].constantChanged = true
        stamp(index)
        enqueue(index)
    }

    public func constant(of id: LayoutConstraintID) throws(LayoutError) -> Double {
        constraints[try constraintIndex(id)].constant
    }

    public func setName(_ id: LayoutConstraintID, _ name: String) throws(LayoutError) {
        setConstraintName(try callerConstraintIndex(id), name)
    }

    public func name(of id: LayoutConstraintID) throws(LayoutError) -> String {
        constraintName(try constraintIndex(id))
    }

    /// Active constraints that were left out because they conflict, in the order they
    /// broke, as of the last update.
    public var brokenConstraints: [LayoutConstraintID] {
        broken.map { LayoutConstraintID(index: UInt32($0), generation: constraints[Int($0)].generation) }
    }

    /// The constraints a broken constraint conflicted with when it broke.
    public func conflicts(of id: LayoutConstraintID) throws(LayoutError) -> [LayoutConstraintID] {
        let index = try constraintIndex(id)
        return conflicts(ofConstraint: index).compactMap { other in
            let constraint = constraints[Int(other)]
            return constraint.isLive ? LayoutConstraintID(index: UInt32(other), generation: constraint.generation) : nil
        }
    }

    /// The constraint as text, `name: a.width >= b.width * 2 + 10 @750`.
    public func describe(_ id: LayoutConstraintID) throws(LayoutError) -> String {
        describeConstraint(try constraintIndex(id))
    }

    // MARK: Internals

    func setActive(_ ids: [LayoutConstraintID], _ active: Bool) throws(LayoutError) {
        var indices: [Int] = []
        indices.reserveCapacity(ids.count)
        for (position, id) in ids.enumerated() {
            do {
                indices.append(try constraintIndex(id))
            } catch {
                throw LayoutError(.invalidHandle, "constraint \(position + 1) of \(ids.count) is not a live constraint of this layout; none was \(active ? "activated" : "deactivated")")
            }
            if constraints[indices[indices.count - 1]].isEngineOwned {
                throw LayoutError(.invalidState, "constraint \(position + 1) of \(ids.count), \(describeConstraint(indices[indices.count - 1])), is kept by the engine; none was \(active ? "activated" : "deactivated")")
            }
        }
        for index in indices where constraints[index].isActive != active {
            constraints[index].isActive = active
            if active { stamp(index) }
            enqueue(index)
        }
    }

    /// Moves a constraint to the end of the order in which required constraints are
    /// kept (see `update()`).
    func stamp(_ index: Int) {
        nextOrder += 1
        constraints[index].order = nextOrder
    }

    func enqueue(_ index: Int) {
        if constraints[index].isQueued { return }
        constraints[index].isQueued = true
        queue.append(Int32(index))
    }

    /// Frees a constraint's slot: the solver lets go of it at the next update.
    func discardConstraint(_ index: Int) {
        let constraint = constraints[index]
        // One still kept from the last update counts even if deactivated since: a broken
        // constraint may have conflicted with it (deactivated and freed in one batch, it
        // left a constraint broken that nothing conflicted with any more). So does one
        // kept whose priority changed since, which may have been required when kept
        // (made optional and freed in one batch, the same; fuzz input
        // `repriced-then-freed-leaves-a-conflict-broken`).
        if constraint.isRequired && constraint.isActive || constraint.mayBeKeptRequired { requiredConstraintFreed = true }
        retire(index)
        if constraint.aliasedSymbol >= 0 { noteLeavingAlias(index) }
        if constraint.isBroken { broken.removeAll { $0 == Int32(index) } }
        unlistMentions(index)
        dropDetails(index)
        releaseTerms(index)
        setHeldOut(index, false)
        var dead = LayoutConstraint()
        dead.generation = constraint.generation
        constraints[index] = dead
        freeConstraints.append(UInt32(index))
        #if !arch(wasm32)
        if mentions.needsSweep { sweepMentions() }
        #endif
    }

    /// The live constraints that mention a node (or, `isVariable`, a free variable), each
    /// once, in the order they were made: in native builds its list keeps the entries of
    /// constraints freed since the last sweep, whose indices may have been reused (see
    /// `MentionLists.remove`).
    func constraintsMentioning(_ item: Int, isVariable: Bool) -> [Int32] {
        let list = isVariable ? variables[item].mentions : nodes[item].mentions
        #if arch(wasm32)
        return mentions.constraints(in: list)
        #else
        prepareMentionMarks()
        // Filtered in place: a second array cost an allocation and its growth per call
        // (alias splits read the lists of every member's node).
        var result = mentions.constraints(in: list)
        var kept = 0, marked = false
        for position in result.indices {
            let constraint = result[position]
            if !constraints[Int(constraint)].isLive { continue }
            // Only a reused index can stand for a constraint that does not name the item,
            // or be listed twice.
            if constraints[Int(constraint)].reusesListedIndex {
                if mentionMarks[Int(constraint)] || !self.constraint(Int(constraint), mentions: item, isVariable: isVariable) { continue }
                mentionMarks[Int(constraint)] = true
                marked = true
            }
            result[kept] = constraint
            kept += 1
        }
        result.removeLast(result.count - kept)
        if marked { for constraint in result { mentionMarks[Int(constraint)] = false } }
        return result
        #endif
    }

    #if !arch(wasm32)
    /// Makes `mentionMarks` as long as there are constraints (false between calls).
    private func prepareMentionMarks() {
        if mentionMarks.count < constraints.count {
            mentionMarks.append(contentsOf: repeatElement(false, count: constraints.count - mentionMarks.count))
        }
    }

    /// Whether constraint `index` is live and names the item.
    private func constraint(_ index: Int, mentions item: Int, isVariable: Bool) -> Bool {
        guard constraints[index].isLive else { return false }
        let first = Int(constraints[index].firstTerm)
        for position in first..<first + termCount(index)
        where termPool[position].index == UInt32(item) && termPool[position].isVariable == isVariable {
            return true
        }
        return false
    }

    /// Drops from every list the entries of constraints freed since the last sweep, and
    /// repeated ones.
    @inline(never) private func sweepMentions() {
        prepareMentionMarks()
        func sweep(_ list: inout MentionLists.List, _ item: Int, _ isVariable: Bool) {
            mentions.sweep(&list) { constraint in
                if mentionMarks[Int(constraint)] || !self.constraint(Int(constraint), mentions: item, isVariable: isVariable) { return false }
                mentionMarks[Int(constraint)] = true
                return true
            }
            for constraint in mentions.constraints(in: list) { mentionMarks[Int(constraint)] = false }
        }
        for index in nodes.indices { sweep(&nodes[index].mentions, index, false) }
        for index in variables.indices { sweep(&variables[index].mentions, index, true) }
        mentions.sweptEveryList()
        for index in constraints.indices { constraints[index].reusesListedIndex = false }
    }
    #endif

    /// `name (a.width >= b.width * 2 + 10 @750)`: the first term on the left, the rest
    /// moved to the right, as the two-item form reads.
    func describeConstraint(_ index: Int) -> String {
        let text = statementText(index)
        let name = constraintName(index)
        return name.isEmpty ? text : ("\(name) (\(text))" as Text).string
    }

    /// The constraint as a statement of the constraint language, without its name.
    @_optimize(size) func statementText(_ index: Int) -> String {
        let constraint = constraints[index]
        var text = Text()
        for (position, term) in terms(of: index).enumerated() {
            // The first term stays on the left; the others change sign on the right.
            var coefficient = position == 0 ? term.coefficient : -term.coefficient
            if position == 1 { text.add(" "); text.add(constraint.relation.symbol); text.add(" ") }
            if position > 1 || (position == 1 && coefficient < 0) {
                text.add(coefficient < 0 ? (position == 1 ? "-" : " - ") : " + ")
                coefficient = coefficient < 0 ? -coefficient : coefficient
            } else if position == 0 && coefficient < 0 {
                text.add("-")
                coefficient = -coefficient
            }
            switch term.item {
            case .node(let node): text.add(nodeName(Int(node.index))); text.add("."); text.add(term.attribute.name)
            case .variable(let variable): text.add(variableName(Int(variable.index)))
            }
            if coefficient != 1 { text.add(" * "); text.number(coefficient) }
        }
        if constraint.termCount == 1 {
            text.add(" "); text.add(constraint.relation.symbol); text.add(" "); text.number(constraint.constant)
        } else if constraint.constant != 0 {
            let constant = constraint.constant
            text.add(constant < 0 ? " - " : " + "); text.number(constant < 0 ? -constant : constant)
        }
        if !constraint.isRequired { text.add(" @"); text.number(constraint.priority) }
        return text.string
    }
}

