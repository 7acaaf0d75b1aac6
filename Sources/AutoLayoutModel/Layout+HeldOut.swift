import AutoLayoutSolver

/// Inequalities held out of the solver while the solution satisfies them, and their
/// terms flattened for the check after every solve: in plain arrays, that check costs a
/// few nanoseconds a term, which a resize of thousands of such bounds pays every time.
/// The terms name node variables as compiled under the current direction; aliases are
/// resolved at each check, so merging or splitting classes leaves the arrays valid.
struct HeldOutInequalities {
    /// The held-out constraints with the ticket each got when held out: an entry whose
    /// constraint was since freed, deactivated, admitted or held out again is stale.
    var entries: [(index: Int32, ticket: UInt64)] = []
    /// The last ticket given.
    var lastTicket: UInt64 = 0
    /// How many constraints are held out, each with one entry that stands for it: the
    /// other entries are stale (see `Layout.setHeldOut`).
    var heldCount = 0
    /// Whether the flattened form below matches `entries` and their constraints.
    var isCurrent = false
    /// Per entry: where its terms end, its right side, and +1 for `<=`, -1 for `>=`, 0
    /// for `==`.
    var forms: [(end: Int32, rightSide: Double, sign: Double)] = []
    var variables: [Variable] = []
    var coefficients: [Double] = []
    /// The terms by the representative of their variable, so that after an admission
    /// only the entries over a changed value are checked again: per symbol its last
    /// term (-1: none), per term the one before it over the same symbol. It covers the
    /// first `previousTerm.count` flattened terms (terms flattened since are added at
    /// the next use), while the aliases are at `indexedAliases`.
    var lastTerm: [Int32] = []
    var previousTerm: [Int32] = []
    /// Per term, the entry it belongs to.
    var entryOfTerm: [Int32] = []
    var indexedAliases: UInt64 = .max
    var isIndexed = false
    /// Scratch: the entries an admission's check reads.
    var entriesToCheck: [Int32] = []
    /// An entry kept, flattened, for a constraint deactivated while held out (a stack's
    /// hiding constraint, from a show to the next hide): activated again before anything
    /// else about it changes, it takes the entry back (see `togglesHeldOut`).
    var dormant: (index: Int32, ticket: UInt64)? = nil
    /// Whether the entries of the inequalities last found crossed are still in
    /// `entries`, flattened: one found to hold when its turn to be admitted comes takes
    /// its entry back (see `Layout.admit`).
    var crossedEntriesStand = false

    mutating func clear() {
        entries.removeAll(keepingCapacity: true)
        isCurrent = false
        isIndexed = false
        dormant = nil
    }
}

extension Layout {
    /// Whether an added constraint waits out of the solver while the solution satisfies
    /// it: a required inequality, or a stack's hiding constraint (the engine's only
    /// optional equality at its priority: the guides' there are inequalities). A hidden
    /// node's other wishes along the axis ask for the 0 it gets (see `Layout.syncItem`),
    /// so its hiding constraint usually holds without a row: hiding and showing then add
    /// and remove none. It goes in when something (a caller's wish for the node's size)
    /// pushes the node off 0. Native builds also hold out the compression resistance of
    /// a fill stack's stretched node (see `isStretchedCompression`).
    func holdsOutWhenAdded(_ index: Int) -> Bool {
        let required = constraints[index].isRequired
        if (constraints[index].relation == .equal) != required
            && (required || constraints[index].priority == stackHiddenPriority && constraints[index].owner >= 0) {
            return true
        }
        #if arch(wasm32)
        return false
        #else
        return isStretchedCompression(index)
        #endif
    }

    #if !arch(wasm32)
    /// Whether a constraint is the compression resistance along the axis of the node that
    /// stretches first in a fill stack (`Stack.stretching`), which holds with room to
    /// spare while the stack is wider than its content: installed, its slack was a
    /// second row through every link beside the hugging's error (the node's size names
    /// every other's), and a change of the node that stretches pivoted both. Held out,
    /// it goes in only when the node is pressed below its intrinsic size; in a stack last
    /// seen over-filled it goes in at once (`Stack.stretcherHeld`), since admitting it
    /// after a solve costs a second one.
    func isStretchedCompression(_ index: Int) -> Bool {
        guard constraints[index].relation == .greaterOrEqual && constraints[index].owner < 0 && termCount(index) == 1,
              case .node(let node) = term(index, 0).item else { return false }
        let item = Int(node.index), record = Int(nodes[item].arrangedIn)
        guard record >= 0 && stacks[record].distribution == .fill && stacks[record].stretching == Int32(item)
            && stacks[record].stretcherHeld else { return false }
        let compression = compressionAlongAxis(record, item)
        return isLiveConstraint(compression) && Int(compression.index) == index
    }

    /// A stack's node's intrinsic compression resistance along the stack's axis.
    func compressionAlongAxis(_ record: Int, _ item: Int) -> LayoutConstraintID {
        let owned = nodes[item].intrinsicConstraints
        return stacks[record].axis == .horizontal ? owned.compressionHorizontal : owned.compressionVertical
    }
    #endif

    /// Holds a constraint out of the solver until a solution crosses it.
    func holdOut(_ index: Int) {
        setHeldOut(index, true)
        heldOut.lastTicket += 1
        constraints[index].heldOutTicket = heldOut.lastTicket
        // Flattened at the next check after the others, which may be thousands.
        heldOut.entries.append((Int32(index), heldOut.lastTicket))
    }

    /// Marks a constraint held out, or not, under its entry's ticket, counting those held
    /// out: the check after a solve then tells how many entries are stale without
    /// reading every constraint's record.
    func setHeldOut(_ index: Int, _ held: Bool) {
        if constraints[index].isHeldOut == held { return }
        constraints[index].isHeldOut = held
        heldOut.heldCount += held ? 1 : -1
    }

    /// Stops holding a deactivated constraint out: its entry goes stale. When the entry
    /// is flattened, it stays dormant for the constraint's next activation, so that
    /// showing and hiding a stack's node neither compiles its hiding constraint again nor
    /// leaves stale entries to compact.
    func releaseHeldOut(_ index: Int) {
        setHeldOut(index, false)
        if heldOut.isCurrent && heldOut.forms.count == heldOut.entries.count {
            heldOut.dormant = (Int32(index), constraints[index].heldOutTicket)
        }
    }

    /// Takes a held-out optional constraint just activated or deactivated (a stack's
    /// hiding constraint) in or out of the held-out entries at once, when nothing else
    /// about it waits for the update: deactivated, it leaves its entry dormant;
    /// activated, it takes its dormant entry back. The solver never sees it either way,
    /// so the update has nothing to apply. Returns false, changing nothing, otherwise.
    func togglesHeldOut(_ index: Int) -> Bool {
        if constraints[index].isQueued || constraints[index].isRequired { return false }
        if !constraints[index].isActive {
            if !constraints[index].isHeldOut { return false }
            releaseHeldOut(index)
            return true
        }
        guard let dormant = heldOut.dormant, Int(dormant.index) == index, heldOut.isCurrent,
              constraints[index].heldOutTicket == dormant.ticket else { return false }
        heldOut.dormant = nil
        setHeldOut(index, true)
        // What applying it would have said (see `apply`).
        heldOutCameBack = true
        return true
    }

    /// Installs the held-out inequalities that the solution violates and solves again,
    /// until it violates none. Sound because a solution that is optimal without some
    /// constraints and satisfies them is optimal with them, tier by tier; and it keeps
    /// the tableau to the constraints that bind or once did, so that the inequalities
    /// of a layout that never bind (content inside its container, minimum sizes) cost
    /// no rows and no fill-in. Returns false when an admitted one conflicts: then
    /// which constraint breaks is for the order to say, not for this check.
    func admitViolatedInequalities() throws(SolverError) -> Bool {
        conflictFound = false
        var admitted = false
        while true {
            // All are checked against one solution before any is admitted: admitting
            // changes the values, and reading them again after each would evaluate the
            // whole tableau once per admission. After an admission only what its pivots
            // reached is evaluated again, and only the inequalities over a value that
            // changed are checked again (reading them all cost ui-tree's resizes at
            // 10,000 nodes 0.8 M instructions an admission).
            let partial = admitted && solver.evaluateChanges()
            collectCrossedInequalities(overChangedValuesOnly: partial)
            if crossed.isEmpty { return true }
            if try admitCrossed() != nil { return false }
            admitted = true
        }
    }

    /// Installs the held-out inequalities that the solution meets with equality, so that
    /// the solver can tell a direction they block from a free one: a node whose edge
    /// rests on a required minimum and is pulled against it by an optional maximum is
    /// fully determined, but without the minimum in the tableau the solver sees the edge
    /// free to move down. They hold, so the solution stays as it is. Should one conflict
    /// after all (rounding), it is held out again, as the last update left it, and the
    /// next update starts from an emptied solver.
    func admitTightInequalities() {
        conflictFound = false
        collectCrossedInequalities(orTight: true)
        do throws(SolverError) {
            if let conflicting = try admitCrossed() {
                unbreak(conflicting)
                holdOut(conflicting)
                solverNeedsRebuild = true
            }
        } catch {
            solverNeedsRebuild = true
        }
    }

    /// Admits the inequalities of `crossed`, required ones by the dual simplex and
    /// optional ones by installing them, and solves again. Returns the first that
    /// conflicted (marked broken; the rest are not admitted and nothing is solved).
    private func admitCrossed() throws(SolverError) -> Int? {
        #if arch(wasm32)
        // The WebAssembly module admits them in the order they were found: the sort
        // does not fit its size limit.
        crossedOrder.removeAll(keepingCapacity: true)
        for position in crossed.indices { crossedOrder.append(Int32(position)) }
        #else
        orderCrossedByExcess()
        #endif
        for position in crossedOrder {
            let index = crossed[Int(position)]
            if constraints[Int(index)].isRequired {
                try admit(Int(index), unlessItHoldsBy: crossedMargin[Int(position)])
            } else {
                // A row added whole (a stack's hiding constraint) may rewrite others: the
                // required constraints are checked after this update (see `update`).
                try install(Int(index))
                structureChanged = true
            }
            if conflictFound { return Int(index) }
        }
        // Admitting pivots only in the dual simplex, as constant edits do, so it does
        // not call for the check of every required constraint that a change of
        // structure does (`structureChanged`).
        applyAddedWeights()
        try solver.optimize()
        return nil
    }

    #if !arch(wasm32)
    /// Lists the positions of `crossed` in `crossedOrder`, the most violated first.
    /// Each admission mends its row by dual pivots before the next is expanded, and the
    /// worst violation's pivots mend others on the way (the dual simplex's own rule, the
    /// worst row first): in the order the constraints were made, split-panes' resizes at
    /// 1,000 nodes took 340 pivots where this takes 307, and chains' 263 where this
    /// takes 207.
    private func orderCrossedByExcess() {
        crossedOrder.removeAll(keepingCapacity: true)
        for position in crossed.indices { crossedOrder.append(Int32(position)) }
        if crossed.count < 2 { return }
        // A heap sort, written out: the standard library's sort, inlined here, took
        // 1.6 KB of the WebAssembly module. A min-heap by excess: popping the least to
        // the end leaves the most first.
        crossedExcess.withUnsafeBufferPointer { excess in
            crossedOrder.withUnsafeMutableBufferPointer { order in
                func siftDown(_ start: Int, _ count: Int) {
                    var parent = start
                    while true {
                        var child = 2 * parent + 1
                        if child >= count { return }
                        if child + 1 < count && excess[Int(order[child + 1])] < excess[Int(order[child])] { child += 1 }
                        if !(excess[Int(order[child])] < excess[Int(order[parent])]) { return }
                        order.swapAt(parent, child)
                        parent = child
                    }
                }
                var count = order.count
                for start in stride(from: count / 2 - 1, through: 0, by: -1) { siftDown(start, count) }
                while count > 1 {
                    count -= 1
                    order.swapAt(0, count)
                    siftDown(0, count)
                }
            }
        }
    }
    #endif

    /// Fills `crossed` with the held-out inequalities the solution violates (with
    /// `orTight`, also those it meets with equality, to rounding), which stop being held
    /// out, and drops stale entries. With `overChangedValuesOnly`, after an admission
    /// whose evaluation was partial, it checks only the entries over a variable whose
    /// value that evaluation changed (the others held before and still do).
    private func collectCrossedInequalities(orTight: Bool = false, overChangedValuesOnly: Bool = false) {
        crossed.removeAll(keepingCapacity: true)
        crossedMargin.removeAll(keepingCapacity: true)
        crossedExcess.removeAll(keepingCapacity: true)
        heldOut.crossedEntriesStand = false
        // A dormant entry alone has nothing to check (a stack whose hidden node is shown).
        if heldOut.entries.count == (heldOut.dormant == nil ? 0 : 1) { return }
        flattenHeldOut()
        let aliased = aliases.aliasedCount > 0
        // Entries to check: all, or those over a changed value, gathered first so that one
        // loop checks both (one copy of it in the WebAssembly module).
        var count = heldOut.forms.count
        if overChangedValuesOnly {
            if !heldOut.isIndexed || heldOut.indexedAliases != aliases.version
                || heldOut.previousTerm.count < heldOut.variables.count {
                indexHeldOut()
            }
            heldOut.entriesToCheck.removeAll(keepingCapacity: true)
            for symbol in solver.changedVariables where Int(symbol) < heldOut.lastTerm.count {
                var term = heldOut.lastTerm[Int(symbol)]
                while term >= 0 {
                    heldOut.entriesToCheck.append(heldOut.entryOfTerm[Int(term)])
                    term = heldOut.previousTerm[Int(term)]
                }
            }
            count = heldOut.entriesToCheck.count
        }
        solver.withValues { values, slots in
            for number in 0..<count {
                let position = overChangedValuesOnly ? Int(heldOut.entriesToCheck[number]) : number
                let (index, ticket) = heldOut.entries[position]
                // An entry's constraint is read only when the entry crosses: records lie
                // far apart in memory, most entries hold, and reading each record first
                // waited on memory (split-panes' resizes at 10,000 nodes: 4% of their
                // time). A stale entry's terms are read for nothing, harmlessly.
                let (excess, scale) = crossing(position, values, slots, aliased, orTight: orTight)
                if excess >= 0 && isHeldOut(Int(index), ticket) {
                    crossed.append(index)
                    // Far beyond what this check can tell from rounding; one found
                    // tight goes in whatever it holds.
                    crossedMargin.append(excess > 0 ? Tolerance.residual * (scale + 1) : .infinity)
                    crossedExcess.append(excess)
                    // An entry reached through two changed values is taken once.
                    setHeldOut(Int(index), false)
                }
            }
            // Debug builds check that the entries left unread all still hold.
            assert(!overChangedValuesOnly || heldOut.entries.indices.allSatisfy { position in
                !isHeldOut(Int(heldOut.entries[position].index), heldOut.entries[position].ticket)
                    || crossing(position, values, slots, aliased, orTight: false).excess < 0
            }, "an inequality over no changed value crossed")
        }
        // Entries that left (admitted, deactivated, freed) stay in the arrays, skipped,
        // until they are a quarter of all, so that a resize crossing a few bounds does
        // not flatten thousands again (judged by whole checks only).
        // Every held-out constraint has one entry that stands for it; debug builds check.
        assert(heldOut.heldCount == heldOut.entries.indices.count { position in
            isHeldOut(Int(heldOut.entries[position].index), heldOut.entries[position].ticket)
        }, "the count of held-out constraints is not that of their entries")
        // A dormant entry is stale but wanted back (see `releaseHeldOut`).
        let stale = heldOut.entries.count - heldOut.heldCount - (heldOut.dormant == nil ? 0 : 1)
        if !overChangedValuesOnly && stale * 4 > heldOut.entries.count {
            heldOut.entries.removeAll { !isHeldOut(Int($0.index), $0.ticket) }
            heldOut.isCurrent = false
            heldOut.dormant = nil
        } else {
            heldOut.crossedEntriesStand = true
        }
    }

    /// By how much the solution violates the held-out inequality of entry `position`
    /// (with `orTight`, 0 when it meets it with equality, to rounding), or -1 when it
    /// does not; and the size of its terms' values and right side.
    @inline(__always) private func crossing(_ position: Int, _ values: UnsafeBufferPointer<Double>, _ slots: UnsafeBufferPointer<Int32>,
                                            _ aliased: Bool, orTight: Bool) -> (excess: Double, scale: Double) {
        let form = heldOut.forms[position]
        var sum = 0.0, scale = abs(form.rightSide)
        for term in (position == 0 ? 0 : Int(heldOut.forms[position - 1].end))..<Int(form.end) {
            var variable = heldOut.variables[term], offset = 0.0
            if aliased { (variable, offset) = aliases.resolve(variable) }
            let symbol = Int(variable.symbol)
            let value = heldOut.coefficients[term] * ((slots[symbol] >= 0 ? values[symbol] : 0) + offset)
            sum += value
            scale += abs(value)
        }
        let excess = form.sign == 0 ? abs(sum - form.rightSide) : form.sign * (sum - form.rightSide)
        // A value that is not a number crosses every bound.
        if !Tolerance.holdsHeldOut(max(excess, 0), scale: scale) { return (excess > 0 ? excess : .infinity, scale) }
        return (orTight && Tolerance.isResidual(excess, scale: scale) ? 0 : -1, scale)
    }

    /// Lists the flattened terms by the representative of their variable (see
    /// `HeldOutInequalities.lastTerm`): from scratch when the aliases changed, else the
    /// terms flattened since.
    private func indexHeldOut() {
        if !heldOut.isIndexed || heldOut.indexedAliases != aliases.version {
            heldOut.previousTerm.removeAll(keepingCapacity: true)
            heldOut.entryOfTerm.removeAll(keepingCapacity: true)
            for symbol in heldOut.lastTerm.indices { heldOut.lastTerm[symbol] = -1 }
        }
        var position = Int(heldOut.entryOfTerm.last ?? 0)
        for term in heldOut.previousTerm.count..<heldOut.variables.count {
            while Int(heldOut.forms[position].end) <= term { position += 1 }
            let symbol = Int(aliases.resolve(heldOut.variables[term]).0.symbol)
            while heldOut.lastTerm.count <= symbol { heldOut.lastTerm.append(-1) }
            heldOut.previousTerm.append(heldOut.lastTerm[symbol])
            heldOut.entryOfTerm.append(Int32(position))
            heldOut.lastTerm[symbol] = Int32(term)
        }
        heldOut.indexedAliases = aliases.version
        heldOut.isIndexed = true
    }

    /// Whether an entry still stands for its constraint.
    @inline(__always) private func isHeldOut(_ index: Int, _ ticket: UInt64) -> Bool {
        constraints[index].isHeldOut && constraints[index].heldOutTicket == ticket
    }

    /// Compiles the held-out inequalities' terms into `heldOut`'s arrays: all of them
    /// when they are not current, else those held out since.
    private func flattenHeldOut() {
        if !heldOut.isCurrent {
            heldOut.dormant = nil
            heldOut.forms.removeAll(keepingCapacity: true)
            heldOut.variables.removeAll(keepingCapacity: true)
            heldOut.coefficients.removeAll(keepingCapacity: true)
            heldOut.isIndexed = false
        }
        for position in heldOut.forms.count..<heldOut.entries.count {
            let (index, ticket) = heldOut.entries[position]
            if isHeldOut(Int(index), ticket) {
                let form = compiled(Int(index), into: &scratchTerms)
                for term in scratchTerms {
                    heldOut.variables.append(term.variable)
                    heldOut.coefficients.append(term.coefficient)
                }
                let sign: Double = form.relation == .lessOrEqual ? 1 : form.relation == .equal ? 0 : -1
                heldOut.forms.append((Int32(heldOut.variables.count), form.rightSide, sign))
            } else {
                // Kept in step with `entries`; the check skips it.
                heldOut.forms.append((Int32(heldOut.variables.count), 0, 1))
            }
        }
        heldOut.isCurrent = true
    }

    /// Installs a held-out required inequality that the solution violates, by the dual
    /// simplex (see `Solver.admitInequality`), or marks it broken: the solver must then
    /// be rebuilt, which the caller does since a conflict was found.
    ///
    /// One that the admissions before it have mended by `margin` (the size of its terms
    /// times `Tolerance.residual`; infinite for one found tight, see
    /// `admitTightInequalities`) is held out again: its row would only lengthen every
    /// later pivot's substitution (split-panes' minimums, crossed by the dozen as a
    /// window shrinks, where a few pivots settle the rest; chains' bounds).
    private func admit(_ index: Int, unlessItHoldsBy margin: Double) throws(SolverError) {
        let form = compiled(index, into: &scratchTerms)
        let shift = resolveAliases(&scratchTerms)
        do {
            let once = constraints[index].wasHeldOutAgain ? Double.infinity : margin
            guard let installed = try solver.admitInequality(scratchTerms, form.relation, form.rightSide - shift,
                                                             unlessItHoldsBy: once) else {
                if heldOut.crossedEntriesStand { setHeldOut(index, true) } else { holdOut(index) }
                constraints[index].wasHeldOutAgain = true
                return
            }
            recordInstalled(index, installed)
        } catch {
            guard case .unsatisfiable(let conflicts) = error else { throw error }
            markBroken(index, owners(of: conflicts))
        }
    }
}
