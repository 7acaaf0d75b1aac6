/// Stale rows: restricted rows that keep naming symbols which entered the basis after
/// they were written, instead of being rewritten in parameters at each pivot.
///
/// A dual pivot whose entering symbol many long rows name (`lazyPivotCells`) leaves them
/// as they are, stale, and keeps their values apart (`staleValues`): a change of a basic
/// symbol's value moves its stale users' values along (`propagateValues`, by rank, so
/// that each row is visited once), and a row is rewritten only when read in parameters
/// (`freshen`: the leaving row of a dual pivot; everything before edits, additions,
/// removals and primal ratio tests, `freshenAll`), by merging in the rows of the
/// symbols it lists, lowest rank first. Violated preferences' error rows, which name
/// every binding minimum below them, are then rewritten once an update instead of once
/// a pivot: split-panes' resizes at 10,000 nodes 41% fewer instructions.
///
/// The WebAssembly module keeps every row in parameters: its 100 KB cannot hold this.
#if !arch(wasm32)
extension Tableau {
    /// Marks the restricted rows that name `symbol` stale, keeping their values.
    mutating func markStaleUsers(of symbol: Int32) {
        for slot in columns.slots(of: symbol) where kinds[Int(basicOfSlot[Int(slot)])] != .external {
            let index = Int(slot)
            if !isStale[index] {
                isStale[index] = true
                staleValues[index] = rows[index].constant
                staleSlots.append(slot)
            }
            // Not basic before, so not listed yet (see `dropReferences`).
            assert(!staleReferences[index].contains { $0.symbol == symbol }, "a stale row lists a symbol not basic")
            let coefficient = rows[index].coefficient(of: symbol)
            staleReferences[index].append(Term(symbol: symbol, coefficient: coefficient))
            addUser(slot, of: symbol, coefficient)
            staleReferenceCount += 1
        }
    }

    /// The value of the basic symbol of a restricted row: its constant, unless the row is
    /// stale.
    @inline(__always) func value(ofSlot slot: Int32) -> Double {
        isStale[Int(slot)] ? staleValues[Int(slot)] : rows[Int(slot)].constant
    }

    /// Whether some restricted row may name a basic symbol.
    var hasStaleRows: Bool { !staleSlots.isEmpty }

    /// Makes room for more slots in the per-slot arrays of stale rows at once: growing
    /// them by one element a row was a few percent of a build.
    @inline(never) mutating func growSlots() {
        let added = max(64, rows.count / 16)
        isStale.append(contentsOf: repeatElement(false, count: added))
        staleValues.append(contentsOf: repeatElement(0, count: added))
        staleReferences.append(contentsOf: repeatElement([], count: added))
        queuedSlots.append(contentsOf: repeatElement(false, count: added))
        pendingDeltas.append(contentsOf: repeatElement(0, count: added))
        needsRecompute.append(contentsOf: repeatElement(false, count: added))
        staleGenerations.append(contentsOf: repeatElement(0, count: added))
        isRewritten.append(contentsOf: repeatElement(false, count: added))
    }

    /// Makes a slot fresh: it lists no references any more.
    mutating func forgetStaleReferences(_ slot: Int32) {
        isStale[Int(slot)] = false
        staleGenerations[Int(slot)] &+= 1
        staleReferenceCount -= staleReferences[Int(slot)].count
        staleReferences[Int(slot)].removeAll(keepingCapacity: true)
    }

    /// Drops every stale row's reference to a symbol that leaves the basis: a parameter
    /// again, it is a cell like any other, which later substitutions may change or cancel
    /// (a reference kept would then move the row by a cell it no longer has). References
    /// list basic symbols only.
    mutating func dropReferences(to symbol: Int32) {
        let index = Int(symbol)
        if staleReferenceCount == 0 || staleUsers[index].isEmpty { return }
        for user in staleUsers[index] where isStale[Int(user.slot)] && user.generation == staleGenerations[Int(user.slot)] {
            let slot = Int(user.slot)
            guard let position = staleReferences[slot].firstIndex(where: { $0.symbol == symbol }) else { continue }
            staleReferences[slot].swapAt(position, staleReferences[slot].count - 1)
            staleReferences[slot].removeLast()
            staleReferenceCount -= 1
        }
        staleUsers[index].removeAll(keepingCapacity: true)
    }

    mutating func addUser(_ slot: Int32, of symbol: Int32, _ coefficient: Double) {
        if staleUsers[Int(symbol)].isEmpty { symbolsWithStaleUsers.append(symbol) }
        staleUsers[Int(symbol)].append(StaleUser(slot: slot, generation: staleGenerations[Int(slot)], coefficient: coefficient))
    }

    /// Queues the stale restricted rows that name `symbol` for `propagateValues`, each
    /// to move by its cell times `delta`, the change of the symbol's value.
    @inline(__always) mutating func queueStaleUsers(of symbol: Int32, by delta: Double) {
        if staleReferenceCount == 0 || delta == 0 { return }
        queueUsers(of: symbol, by: delta)
    }

    @inline(never) mutating func queueUsers(of symbol: Int32, by delta: Double) {
        let index = Int(symbol)
        if staleUsers[index].isEmpty { return }
        // Entries out of date are dropped on the way.
        var users = staleUsers[index]
        staleUsers[index] = []
        var kept = 0
        for user in users where isStale[Int(user.slot)] && user.generation == staleGenerations[Int(user.slot)] {
            users[kept] = user
            kept += 1
            pendingDeltas[Int(user.slot)] += user.coefficient * delta
            queueForPropagation(user.slot)
        }
        users.removeLast(users.count - kept)
        staleUsers[index] = users
    }

    /// A binary heap of slots, lowest rank of their basic symbols on top.
    mutating func queueForPropagation(_ slot: Int32) {
        if queuedSlots[Int(slot)] { return }
        queuedSlots[Int(slot)] = true
        var heap = propagationQueue
        propagationQueue = []
        let entry = (rank: ranks[Int(basicOfSlot[Int(slot)])], slot: slot)
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if heap[parent].rank <= entry.rank { break }
            heap[child] = heap[parent]
            child = parent
        }
        heap[child] = entry
        propagationQueue = heap
    }

    mutating func popPropagation() -> Int32? {
        var heap = propagationQueue
        propagationQueue = []
        defer { propagationQueue = heap }
        guard let last = heap.popLast() else { return nil }
        if heap.isEmpty { return last.slot }
        let top = heap[0].slot
        var parent = 0
        while true {
            var child = 2 * parent + 1
            if child >= heap.count { break }
            if child + 1 < heap.count && heap[child + 1].rank < heap[child].rank { child += 1 }
            if heap[child].rank >= last.rank { break }
            heap[parent] = heap[child]
            parent = child
        }
        heap[parent] = last
        return top
    }

    /// Moves the values of the queued stale rows by what they wait for (or computes them
    /// again, for a row a substitution rewrote), lowest rank first so that a row whose
    /// references all changed moves once (a row names only basic symbols ranked below
    /// it), and then those of the stale rows that name each one that moved; reports the
    /// rows that turn infeasible.
    mutating func propagateValues(infeasible: inout [Int32]) {
        while let slot = popPropagation() {
            let index = Int(slot)
            queuedSlots[index] = false
            var delta = pendingDeltas[index]
            pendingDeltas[index] = 0
            if needsRecompute[index] {
                needsRecompute[index] = false
                var value = rows[index].constant
                for term in staleReferences[index] {
                    let inner = slotOfSymbol[Int(term.symbol)]
                    if inner >= 0 { value += term.coefficient * self.value(ofSlot: inner) }
                }
                delta = value - staleValues[index]
            }
            assert(rows[index].terms.allSatisfy { term in slotOfSymbol[Int(term.symbol)] < 0
                || staleReferences[index].contains { $0.symbol == term.symbol && $0.coefficient == term.coefficient } },
                   "a stale row names a basic symbol it does not list")
            if delta == 0 { continue }
            staleValues[index] += delta
            let basic = basicOfSlot[index]
            changes.note(basic)
            if isInfeasible(slot: slot) { infeasible.append(basic) }
            queueStaleUsers(of: basic, by: delta)
        }
    }

    /// Rewrites a stale row in parameters (its value stays, to rounding): the stale rows
    /// it depends on first, lowest rank first, each by merging in the rows of the basic
    /// symbols it lists, as the substitutions it was spared would have.
    mutating func freshen(_ slot: Int32) {
        guard isStale[Int(slot)] else { return }
        assert(propagationQueue.isEmpty, "freshened while values propagate")
        // Marks borrowed from the propagation, idle now.
        var closure: [Int32] = [slot]
        queuedSlots[Int(slot)] = true
        var position = 0
        while position < closure.count {
            let current = closure[position]
            position += 1
            for reference in staleReferences[Int(current)] {
                let inner = slotOfSymbol[Int(reference.symbol)]
                if inner >= 0 && isStale[Int(inner)] && !queuedSlots[Int(inner)] {
                    queuedSlots[Int(inner)] = true
                    closure.append(inner)
                }
            }
        }
        for slot in closure { queuedSlots[Int(slot)] = false }
        if closure.count > 1 { closure.sort { ranks[Int(basicOfSlot[Int($0)])] < ranks[Int(basicOfSlot[Int($1)])] } }
        for slot in closure { mergeReferences(slot) }
    }

    /// Writes a stale row whose references are fresh in parameters.
    mutating func mergeReferences(_ slot: Int32) {
        let references = staleReferences[Int(slot)]
        for reference in references {
            let inner = slotOfSymbol[Int(reference.symbol)]
            if inner < 0 { continue }
            assert(!isStale[Int(inner)], "a reference merged before its own")
            let coefficient = takeCell(reference.symbol, fromSlot: slot, unlinking: true)
            if coefficient != 0 { addScaled(rows[Int(inner)], times: coefficient, toSlot: slot) }
        }
        forgetStaleReferences(slot)
        structureVersion &+= 1
        changes.note(basicOfSlot[Int(slot)])
    }

    /// Rewrites every stale row in parameters, lowest rank first, so that each expands
    /// through fresh rows only: what readers of the rows' cells need.
    @inline(__always) mutating func freshenAll() {
        if !staleSlots.isEmpty { freshenEveryStaleRow() }
    }

    @inline(never) mutating func freshenEveryStaleRow() {
        defer {
            for symbol in symbolsWithStaleUsers { staleUsers[Int(symbol)].removeAll(keepingCapacity: true) }
            symbolsWithStaleUsers.removeAll(keepingCapacity: true)
        }
        var slots = staleSlots
        staleSlots = []
        slots.removeAll { !isStale[Int($0)] }
        slots.sort { ranks[Int(basicOfSlot[Int($0)])] < ranks[Int(basicOfSlot[Int($1)])] }
        // Lowest rank first, every row's references are fresh when its turn comes.
        for slot in slots { mergeReferences(slot) }
        slots.removeAll(keepingCapacity: true)
        staleSlots = slots
    }

    /// Debug builds: every stale row's value is what its expansion in parameters says.
    mutating func staleValuesHold() -> Bool {
        for slot in staleSlots where isStale[Int(slot)] {
            let expanded = expand(rows[Int(slot)])
            var scale = abs(expanded.constant) + 1
            for term in expanded.terms { scale = max(scale, abs(term.coefficient)) }
            if abs(expanded.constant - staleValues[Int(slot)]) > 1e-7 * scale { return false }
        }
        return true
    }
}

/// A stale row that names a symbol, with its cell, valid while its slot's generation is
/// the one it was listed under (see `Tableau.staleUsers`).
struct StaleUser {
    var slot: Int32
    var generation: UInt32
    var coefficient: Double
}
#else
extension Tableau {
    /// Every row is in parameters: its constant is its value.
    @inline(__always) func value(ofSlot slot: Int32) -> Double { rows[Int(slot)].constant }
    var hasStaleRows: Bool { false }
    @inline(__always) mutating func freshen(_ slot: Int32) {}
    @inline(__always) mutating func freshenAll() {}
    mutating func staleValuesHold() -> Bool { true }
}
#endif
