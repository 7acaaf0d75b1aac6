import AutoLayoutSolver

extension Layout {
    /// Applies every recorded change and solves.
    ///
    /// The result depends only on the active constraints and on their order (when each
    /// was last activated or had its constant or priority changed): required
    /// constraints are kept greedily in that order, each broken exactly when it
    /// conflicts with the ones kept before it, and the optional ones then give the
    /// lexicographic optimum of their tiers. Incrementally, removals come first, then
    /// the batch's constant edits all at once (one dual simplex), then additions,
    /// required before optional, and one optimisation. Where that path cannot show it
    /// reached the same result (a conflict in the batch, a change to the required
    /// constraints while some are broken, numerical trouble), the solver is emptied and
    /// every active constraint installed again in order, which is correct by
    /// construction.
    /// - Throws: `.unsatisfiable` when active required constraints conflict: the layout
    ///   is still computed without them, and `brokenConstraints` lists them.
    public func update() throws(LayoutError) {
        if isMeasuring {
            throw LayoutError(.invalidState, "update was called from inside a measure function")
        }
        isMeasuring = true
        do {
            try measureDirtyNodes()
        } catch {
            isMeasuring = false
            throw error
        }
        isMeasuring = false
        // Stacks state their constraints for what changed (measured sizes included).
        syncStacks()
        // Numerical trouble can leave the tableau unsound half-way through a batch, a
        // pivot gone wrong in rounding can lose an equation (see
        // `installedEquationsHold`), and values that were huge and shrank leave their
        // rounding behind (see `Solver.carriesRoundingOfLargerValues`): in each case, as
        // when the batch is not provably right, the solver starts again from the model.
        // A higher tier's tiny cell forbidding a lower tier's move, or a pivot's tiny
        // cell, may be rounding that grew over many pivots (see `Solver.sawSuspectBlock`):
        // a fresh solve tells.
        var settled = false
        solver.sawSuspectBlock = false
        #if !arch(wasm32)
        let structure = solver.structureVersion
        #endif
        if !solverNeedsRebuild {
            // A walk of the simplex longer than solving afresh is cut short, and the
            // solver starts again from the model (see `boundSolverWork`).
            #if !arch(wasm32)
            boundSolverWork()
            defer { solver.unboundWork() }
            #endif
            do { settled = try apply(inOrder: false) } catch { settled = false }
        }
        solverNeedsRebuild = false
        // Beyond a million points every equation is read (and refined) after an update
        // that changed a row, since substitutions at that scale lost equations; edits
        // that only shifted constants (resizing a long screen) changed none, and lose
        // nothing a row holds. The WebAssembly module, at its size limit, reads them
        // after every update there.
        #if arch(wasm32)
        let huge = solver.hasHugeValues
        #else
        let huge = solver.structureVersion != structure && solver.hasHugeValues
        #endif
        let checked = structureChanged || huge
        if constraintsCameOrWent { suspectBlockIsReal = false }
        let suspect = solver.sawSuspectBlock && !suspectBlockIsReal
        var rebuilt = false
        if !settled || suspect || solver.carriesRoundingOfLargerValues || (checked && !installedEquationsHold()) {
            solver.sawSuspectBlock = false
            try applyAfterRebuilding()
            if suspect && solver.sawSuspectBlock { suspectBlockIsReal = true }
            rebuilt = true
        }
        #if !arch(wasm32)
        if (rebuilt || huge) && !refineEquations() { try applyAfterRebuilding() }
        #endif
        requiredConstraintFreed = false
        try refreshFrames()
        if !broken.isEmpty { throw LayoutError(.unsatisfiable, brokenMessage()) }
    }

    /// Whether every installed required constraint holds in the solver's solution, to
    /// 1e-7 of the size of its terms: checked after a rebuild (which holds the optional
    /// ones to nothing more), so that a solve that lost one in rounding is done again in
    /// order or reported. An incremental update checks more (`installedEquationsHold`).
    func requiredConstraintsHold() -> Bool {
        for index in constraints.indices where constraints[index].installed != nil && constraints[index].isRequired {
            let (amount, scale) = violation(of: index)
            if !Tolerance.isResidual(amount, scale: scale) { return false }
        }
        return true
    }

    /// Whether the solution keeps every equation the solver holds, to the tolerance of
    /// `requiredConstraintsHold`: each installed constraint's expression minus its right
    /// side is what the tableau says its slack and errors take up (0 for a required
    /// equality). Checked after every incremental update that added or removed
    /// constraints, and after every update that changed a row while values are huge
    /// (chains of 1e-6 and 1e6 multipliers lost equations in substitutions at that
    /// scale; constants shifted alone lose none), so that a pivot gone wrong in rounding
    /// costs a fresh solve, not a broken layout; constant edits alone (resizing) are not
    /// checked: they pivot only in the dual simplex. Pivots on cells a few thousandths
    /// of their rows' largest grow the rows' rounding a few hundredfold each, and an
    /// optional constraint's equation or a tight bound's can be lost as well as a
    /// required one, with no violation of any required constraint to show it (the LP
    /// oracle's seed 503249: a removal brought rounding grown to 1e-9 in the
    /// coefficients into v0's definition, v0 came out 2.3e-5 off and v3, a difference of
    /// terms of 1.4e5, 1.2e-4 off its bound of -12 that the tableau held tight; a fresh
    /// solve is exact).
    ///
    /// Only the constraints that the rows written since the last check combine can show
    /// a lost equation (see `Solver.recordsToCheck`), so a change of structure reads
    /// those, not every constraint: a fill-equally stack's hide about 20, at any length.
    func installedEquationsHold() -> Bool {
        #if !arch(wasm32)
        growResidualsByRecord()
        let narrowed = solver.hasHugeValues ? nil : solver.recordsToCheck(into: &recordsToCheck)
        let hold = solver.withValues { values, slots -> Bool in
            @inline(__always) func holds(_ index: Int, _ installed: ConstraintID) -> Bool {
                equationsChecked += 1
                let (unexplained, scale) = unexplainedResidual(index, installed, values, slots)
                if !Tolerance.isResidual(unexplained, scale: scale) { return false }
                residualsByRecord[Int(installed.index)] = unexplained
                scalesByRecord[Int(installed.index)] = scale
                return true
            }
            if narrowed != nil {
                for record in recordsToCheck {
                    let index = Int(record) < ownerOfInstalled.count ? Int(ownerOfInstalled[Int(record)]) : -1
                    guard index >= 0, let installed = constraints[index].installed, installed.index == record else { continue }
                    if !holds(index, installed) { return false }
                }
            } else {
                for index in constraints.indices {
                    guard let installed = constraints[index].installed else { continue }
                    if !holds(index, installed) { return false }
                }
            }
            return true
        }
        // Residuals each within tolerance can still add up, through an ill-conditioned
        // basis, to values far off the vertex (see `Solver.residualsHold`).
        let refined: Bool
        if let named = narrowed {
            refined = hold && solver.residualsHold(residualsByRecord, scales: scalesByRecord, of: recordsToCheck, named: named)
            for record in recordsToCheck {
                residualsByRecord[Int(record)] = 0
                scalesByRecord[Int(record)] = 0
            }
        } else {
            refined = hold && solver.residualsHold(residualsByRecord, scales: scalesByRecord)
            // Zeroed whole (a fill costs less than a loop over the records).
            let count = residualsByRecord.count
            residualsByRecord.removeAll(keepingCapacity: true)
            residualsByRecord.append(contentsOf: repeatElement(0, count: count))
            scalesByRecord.removeAll(keepingCapacity: true)
            scalesByRecord.append(contentsOf: repeatElement(0, count: count))
        }
        if refined { solver.forgetRewrittenRows() }
        return refined
        #else
        for index in constraints.indices {
            guard let installed = constraints[index].installed else { continue }
            let (sum, scale, _) = residual(of: index)
            if !Tolerance.isResidual(sum - solver.heldResidual(of: installed), scale: scale) { return false }
        }
        return true
        #endif
    }

    #if !arch(wasm32)
    /// Makes the scratch by record of the checks as long as the solver's records (zero
    /// between checks).
    private func growResidualsByRecord() {
        let capacity = solver.recordCapacity
        if residualsByRecord.count < capacity {
            residualsByRecord.append(contentsOf: repeatElement(0, count: capacity - residualsByRecord.count))
            scalesByRecord.append(contentsOf: repeatElement(0, count: capacity - scalesByRecord.count))
        }
    }

    /// One step of iterative refinement, after a rebuild or on values beyond a million
    /// points: the rows' constants carry the rounding of every pivot, of the size of the
    /// layout's largest values, and an equation of small values can be missed by more
    /// than its own rounding (the LP oracle's seed 42300921: a fresh layout among values
    /// of 3.7e7 held `0.0285*v0 <= -5.049` tight in its tableau with v0 0.0064 off its
    /// bound, then, once that was mended, an optional equality at priority 2 missed by
    /// 0.002, and a tier 131 off its optimum in both). The rows of each installed
    /// constraint whose values miss what the tableau holds, by more than the rounding of
    /// evaluating it, move as by an edit of its constant by what they miss, which puts
    /// the values back on it to the rounding of the step. Returns false when restoring
    /// feasibility after that failed, or a held-out inequality the values then crossed
    /// conflicts (the tableau must be built again).
    private func refineEquations() -> Bool {
        // An overflow is reported when the frames are read; its residuals would put NaN
        // in the rows.
        if !solver.valuesAreFinite { return true }
        var missed: [ConstraintID] = []
        growResidualsByRecord()
        solver.withValues { values, slots in
            for index in constraints.indices {
                guard let installed = constraints[index].installed else { continue }
                let (unexplained, scale) = unexplainedResidual(index, installed, values, slots)
                // Within the rounding of evaluating it, a step would only move that rounding
                // about: a tier's errors at 0 took some, and the tiers below were judged
                // against it (the LP oracle's seed 42800577, a tier 1.3% off its optimum).
                // Constraints riding on one row are one equation.
                if Tolerance.holdsHeldOut(abs(unexplained), scale: scale) || !unexplained.isFinite
                    || residualsByRecord[Int(installed.index)] != 0 { continue }
                residualsByRecord[Int(installed.index)] = unexplained
                missed.append(installed)
            }
        }
        if missed.isEmpty { return true }
        for installed in missed {
            solver.absorbResidual(installed, residualsByRecord[Int(installed.index)])
            residualsByRecord[Int(installed.index)] = 0
        }
        do throws(SolverError) {
            guard try solver.restoreFeasibility() else { return false }
            // As after edits in `apply`: the dual simplex keeps optimality only in tiers
            // proved optimal, and tiers found at zero were not.
            try solver.optimize()
            // The values moved: a held-out inequality they cross now goes in, as in `apply`.
            return try admitViolatedInequalities()
        } catch {
            return false
        }
    }
    #endif

    /// Installs the whole model into an emptied solver, in order. If that fails too,
    /// the next update starts from scratch again, and the frames stay as they were.
    private func applyAfterRebuilding() throws(LayoutError) {
        rebuildCount += 1
        rebuildSolver()
        var beyondPrecision = false
        do throws(SolverError) {
            // Checked again, whatever the values: admitting by the dual simplex among
            // multipliers of 1e-6 lost an inequality by 1e-4 (fuzz input
            // `admitted-among-tiny-multipliers`), and by 1.2e-4 where an error of a
            // million met a multiplier of 1e-6 with every edge tiny (fuzz input
            // `bound-lost-under-a-million-times-a-million`); installing it in order
            // does not. A rebuild costs more than the check.
            #if arch(wasm32)
            if try apply(inOrder: true) && requiredConstraintsHold() { return }
            // An inequality held out while equalities went in conflicted when it was
            // admitted, or was admitted inexactly: which constraint breaks is for the
            // order alone to say, so this time every constraint goes in by its place in
            // the order.
            rebuildSolver()
            holdsInequalitiesOut = false
            let settled = try apply(inOrder: true)
            holdsInequalitiesOut = true
            if !settled { throw SolverError.internalFailure("a rebuild in order found a conflict it could not place") }
            #else
            let held = try applyInOrder(holdingInequalitiesOut: true, bounded: true)
            if held == true && requiredConstraintsHold() { return }
            // Every constraint by its place in the order: the reference. Held out, an
            // inequality conflicted when it was admitted, or was admitted inexactly:
            // which constraint breaks is for the order alone to say. Or admitting the
            // crossed ones took the dual simplex on a walk (a stack of equal spacing
            // that overflows its window crosses every minimum gap): every constraint in
            // its place may take none (see `Solver.boundWork`), or take the primal
            // simplex on a walk of its own (equal centring), and the dual's, let run, is
            // then the shorter. Each within bounds first.
            var settled: Bool? = nil
            if held == nil {
                rebuildSolver()
                settled = try applyInOrder(holdingInequalitiesOut: false, bounded: true)
                if settled == nil {
                    rebuildSolver()
                    if try applyInOrder(holdingInequalitiesOut: true, bounded: false) == true && requiredConstraintsHold() { return }
                }
            }
            if settled == nil {
                rebuildSolver()
                settled = try applyInOrder(holdingInequalitiesOut: false, bounded: false)
            }
            if settled != true { throw SolverError.internalFailure("a rebuild in order found a conflict it could not place") }
            #endif
            // Values so large that doubles cannot hold the required constraints to their
            // precision even when everything went in by the order (a multiplier of 1e-300
            // met a constant of a million: an edge at -1e306) are as unusable as an
            // overflow, and answered as one (fuzz input `multiplier-1e-300-solved-for`);
            // an overflow itself is reported as such when the frames are read.
            beyondPrecision = solver.hasHugeValues && solver.valuesAreFinite && !requiredConstraintsHold()
        } catch {
            holdsInequalitiesOut = true
            rebuildSolver()
            #if !arch(wasm32)   // the WebAssembly module, at its size limit, says internal
            if isIllConditioned() {
                throw LayoutError(.invalidState, "the simplex could not settle a layout that doubles cannot resolve (\(error.description); an active constraint has a multiplier below 1e-3 or above 1e3 in size, or a constant beyond 1e9); frames were left as they were")
            }
            #endif
            throw LayoutError(.internalFailure, "the solver failed: \(error.description)")
        }
        if beyondPrecision {
            rebuildSolver()
            throw LayoutError(.invalidState, "the solution is too large for doubles to hold every required constraint (multipliers far from 1 against large constants); frames were left as they were")
        }
    }

    #if !arch(wasm32)
    /// Whether an active constraint of the caller's has a multiplier below 1e-3 or above
    /// 1e3 in size, or a constant beyond 1e9: there the optimum can lie where doubles
    /// cannot tell the priorities' costs apart (multipliers of 1e-6 chained to a wish of
    /// 100 points put it near 1e14), and a simplex that gives up is lost in rounding,
    /// not in a fault of ours. Read only when the solver gave up.
    func isIllConditioned() -> Bool {
        for index in constraints.indices where constraints[index].isLive && constraints[index].isActive && constraints[index].owner < 0 {
            if abs(constraints[index].constant) > 1e9 { return true }
            for position in 0..<termCount(index) {
                let size = abs(term(index, position).coefficient)
                if size != 0 && (size < 1e-3 || size > 1e3) { return true }
            }
        }
        return false
    }

    /// `apply(inOrder: true)` into an emptied solver, with inequalities held out while
    /// they hold or every one in its place. `bounded`, the simplex's work is bounded
    /// (see `Solver.boundWork`), and nil says it went beyond.
    private func applyInOrder(holdingInequalitiesOut holding: Bool, bounded: Bool) throws(SolverError) -> Bool? {
        holdsInequalitiesOut = holding
        defer { holdsInequalitiesOut = true }
        if bounded { boundSolverWork() }
        defer { solver.unboundWork() }
        do {
            return try apply(inOrder: true)
        } catch {
            if case .workLimitReached = error { return nil }
            throw error
        }
    }

    /// Bounds the solver's work (`Solver.boundWork`) by the tableau, or by what an empty
    /// one (the first update, a rebuild) grows to: a few cells a constraint.
    private func boundSolverWork() {
        solver.boundWork(atLeast: 4 * constraints.count)
    }
    #endif

    /// Whether the batch changes the set of required constraints that came before a
    /// broken one: a kept required constraint removed, edited, re-prioritised or
    /// re-activated (which moves it to the end of the order). Broken constraints must
    /// then be judged again, in order.
    private func batchChangesKeptRequiredConstraints() -> Bool {
        if requiredConstraintFreed { return true }
        for index in queue {
            let constraint = constraints[Int(index)]
            if !constraint.isLive || constraint.isBroken { continue }
            if constraint.mayBeKeptRequired { return true }
        }
        return false
    }

    /// Applies the recorded changes. With `inOrder` (into an emptied solver) every
    /// active constraint is installed in order, required ones first. Otherwise the
    /// changes are applied incrementally; returns false, having left the solver to be
    /// rebuilt, when that path could not prove its result is the one the order
    /// defines.
    private func apply(inOrder: Bool) throws(SolverError) -> Bool {
        structureChanged = true   // until the batch is through
        constraintsCameOrWent = true
        conflictFound = false
        if !inOrder && !broken.isEmpty && batchChangesKeptRequiredConstraints() { return false }
        // The lists live in the layout and keep their capacity, so that a steady
        // sequence of updates (resizing, animation) allocates nothing.
        swap(&pending, &queue)
        queue.removeAll(keepingCapacity: true)
        additions.removeAll(keepingCapacity: true)
        edits.removeAll(keepingCapacity: true)
        var removedAny = !retiredConstraints.isEmpty
        var repriced = false
        var heldOutOptional = heldOutCameBack
        heldOutCameBack = false
        #if !arch(wasm32)
        // Every alias that leaves with this batch lets go before any class splits: a
        // split reads the links that remain from their terms as they are now, and an
        // alias rebuilt by a change of direction reads its new edges there, not the
        // ones that made its link. The module dissolves classes, which reads no links.
        for index in pending {
            let position = Int(index)
            guard constraints[position].isLive && constraints[position].isQueued && constraints[position].aliasedSymbol >= 0 else { continue }
            if !constraints[position].isActive || constraints[position].needsRebuild || constraints[position].priorityChanged {
                noteLeavingAlias(position)
                constraints[position].aliasedSymbol = -1
            }
        }
        #endif
        // Whether required constraints come or go (see `structureChanged` below).
        var requiredStructure = !dissolving.isEmpty
        let rowsRewritten = solver.rowsRewritten

        // 1. Removals: freed objects, deactivations and rebuilds. Classes that lose an
        //    alias split first, while their variables are still registered.
        #if arch(wasm32)
        for symbol in dissolving { splitClass(of: symbol) }
        #else
        // Aliases whose link is not known (an alias through others, `v3 + v4 - 2 * v0 ==
        // c` once `v3 == v4 + d` held) split their classes by the links left first: had
        // a link of the batch (`v3 == v4 + d`, freed) split a leaf off before, and that
        // leaf been the alias's handle, its split would find the handle alone and leave
        // the rest of the class linked by nothing (the chained-alias sessions' seed
        // 11200488).
        for (symbol, other) in zip(dissolving, dissolvingOthers) where other < 0 { splitClass(of: symbol) }
        for (symbol, other) in zip(dissolving, dissolvingOthers) where other >= 0 { splitClass(of: symbol, linkedTo: other) }
        dissolvingOthers.removeAll(keepingCapacity: true)
        #endif
        removedAny = removedAny || !dissolving.isEmpty
        dissolving.removeAll(keepingCapacity: true)
        #if arch(wasm32)
        let restatedAny = false
        #else
        var restatedAny = try restateBeforeRemovals()
        #endif
        for (installed, weight) in retiredWeights { solver.addWeight(installed, -weight) }
        removedAny = removedAny || !retiredWeights.isEmpty
        retiredWeights.removeAll(keepingCapacity: true)
        for installed in retiredConstraints {
            if solver.priority(of: installed) >= Priority.required { requiredStructure = true }
            solver.removeConstraint(installed)
        }
        retiredConstraints.removeAll(keepingCapacity: true)
        for variable in retiredVariables { solver.removeVariable(variable) }
        retiredVariables.removeAll(keepingCapacity: true)
        for index in pending {
            let position = Int(index)
            if !constraints[position].isLive || !constraints[position].isQueued { continue }
            constraints[position].isQueued = false
            // Changed otherwise, a held-out constraint's dormant entry no longer stands
            // for it (see `togglesHeldOut`).
            if let entry = heldOut.dormant, Int(entry.index) == position { heldOut.dormant = nil }
            // A constant edit of a constraint in the solver (a resize, most of a hide).
            if constraints[position].constantChanged && constraints[position].installed != nil && constraints[position].isActive
                && !constraints[position].needsRebuild && !constraints[position].priorityChanged && !hasRiders(position) {
                constraints[position].constantChanged = false
                edits.append(index)
                continue
            }
            // As queued: the steps below change the record (an uninstall clears `installed`).
            let constraint = constraints[position]
            let shared = hasRiders(position)
            if constraint.isHeldOut {
                // Out of the solver, so nothing to undo: whatever changed, it is checked
                // against the solution at the end, and leaves when deactivated.
                // Deactivated, it lets go of its entry; changed, it is flattened again.
                if constraint.isActive { heldOut.isCurrent = false } else { releaseHeldOut(position) }
                constraints[position].needsRebuild = false
                constraints[position].priorityChanged = false
                constraints[position].constantChanged = false
                continue
            }
            let changed = constraint.needsRebuild || constraint.constantChanged || constraint.priorityChanged
            if constraint.isBroken && (!constraint.isActive || changed) {
                // Moved to the end of the order: judged again after everything kept.
                unbreak(position)
            }
            let onlyItsConstant = constraint.isActive && !constraint.needsRebuild && !constraint.priorityChanged
            let reinstalled = additions.count
            if constraint.aliasedSymbol >= 0 && (!constraint.isActive || changed)
                && !(onlyItsConstant && shiftAliasedSide(position)) {
                // It goes in again below as any constraint would; its class splits where
                // it was the only link, and the constraints on the parts that leave the
                // representative are installed again.
                constraints[position].aliasedSymbol = -1
                splitClass(of: constraint.aliasedSymbol)
                removedAny = true
                requiredStructure = true
            }
            // Moving a side takes shared rows out to install them again.
            removedAny = removedAny || additions.count > reinstalled
            if constraint.host >= 0 && (!constraint.isActive || changed) {
                uninstall(position)
                removedAny = true
                requiredStructure = requiredStructure || constraint.isRequired || constraint.priorityChanged
            }
            if let installed = constraint.installed {
                // An optional-to-optional priority change only reprices the objective;
                // a constraint that others ride on is installed again instead.
                let inPlace = constraint.priorityChanged && !constraint.needsRebuild && constraint.isActive && !shared
                    && solver.setPriority(installed, constraint.priority)
                if inPlace { updateHostKey(position) { $0.priority = constraint.priority } }
                repriced = repriced || inPlace
                if !constraint.isActive || constraint.needsRebuild || (constraint.priorityChanged && !inPlace)
                    || (shared && constraint.constantChanged) {
                    uninstall(position)
                    removedAny = true
                    requiredStructure = requiredStructure || constraint.isRequired || constraint.priorityChanged
                }
            }
            constraints[position].needsRebuild = false
            constraints[position].priorityChanged = false
            if constraints[position].isActive && !constraints[position].isBroken {
                if constraints[position].installed == nil && constraints[position].host < 0
                    && constraints[position].aliasedSymbol < 0 {
                    // A stack's hiding constraint waits out of the solver at once: none
                    // of the additions' handling below concerns it.
                    if holdsInequalitiesOut && !constraint.isRequired && holdsOutWhenAdded(position) {
                        holdOut(position)
                        heldOutOptional = true
                    } else {
                        additions.append(index)
                    }
                } else if constraint.constantChanged {
                    edits.append(index)
                }
            }
            constraints[position].constantChanged = false
        }
        pending.removeAll(keepingCapacity: true)
        #if !arch(wasm32)
        // The restatements that would have turned rows infeasible (see `restateBeforeRemovals`).
        if !restatedInPlace.isEmpty {
            guard let restated = try restateDeferred(&restatedInPlace, afterAdditions: false, removedAny: &removedAny) else { return false }
            restatedAny = restatedAny || restated
        }
        if restatedAny { requiredStructure = true }
        #endif
        // The removals (and a repricing) are not optimised on their own: the edits' dual
        // simplex below needs only a feasible tableau to restore feasibility (a row it
        // cannot mend proves a conflict whatever the objective), and the optimisation
        // after the additions settles everything. Optimised in between, what the
        // removals freed ran to the optimum of a system that the edits and additions were
        // about to change, and came back: a stack that lost the last of its items (and its
        // closing link) let its rest tier shrink every item, a degenerate pivot each on
        // rows as long as the stack, and the additions took every one back (2 x 1,000
        // pivots to arrange one item in a stack of 1,000); an over-filled fill-equally
        // stack, whose hide restates its length and edits a link, had its unit walk
        // across every node's compression threshold and back (3 pivots a node: 1,000
        // labels of distinct widths, 0.2 s a hide).

        // 2. Constant edits in place, and the restatements that waited for the
        //    removals: every shift first, then one dual simplex, so that the batch is
        //    judged as a whole. If the changed required constraints cannot hold
        //    together, which of them breaks is for the order to say.
        if !edits.isEmpty || restatedAny {
            for index in edits {
                guard let installed = constraints[Int(index)].installed else { continue }
                let rightSide = constraints[Int(index)].constant - aliasShift(Int(index))
                solver.setRightSide(installed, rightSide)
            }
            if !(try solver.restoreFeasibility()) { return false }
        }

        // 3. Additions, required first so that optional rows are added into an already
        //    settled required system. Incrementally, equalities that can be aliases go
        //    first, while their variables are in no row: harmless unless something
        //    conflicts, and then the batch is applied again in order. Inequalities wait
        //    out of the solver (step 4).
        if holdsInequalitiesOut {
            for index in additions where holdsOutWhenAdded(Int(index)) { holdOut(Int(index)) }
        }
        if inOrder {
            additions.sort { constraints[Int($0)].order < constraints[Int($1)].order }
        } else {
            for index in additions where constraints[Int(index)].isRequired {
                guard let form = aliasCandidateForm(Int(index)) else { continue }
                try install(Int(index), compiledAs: form)
                if conflictFound { return false }
            }
        }
        let counting = !additions.isEmpty
        if counting { countPendingLinks() }
        defer { if counting { clearPendingLinks() } }
        for index in additions where constraints[Int(index)].isRequired {
            try install(Int(index))
            if conflictFound && !inOrder { return false }
        }
        for index in additions where !constraints[Int(index)].isRequired { try install(Int(index)) }
        applyAddedWeights()
        #if !arch(wasm32)
        if !retriedAfterAdditions.isEmpty {
            guard let changed = try retryRestatements(&restatedAny, &removedAny), !conflictFound || inOrder else { return false }
            if changed { requiredStructure = true }
        }
        // The restatements that waited for the additions (see `restateBeforeRemovals`),
        // and the dual simplex for the rows they turn infeasible.
        if !restatedAfterAdditions.isEmpty {
            guard let restated = try restateDeferred(&restatedAfterAdditions, afterAdditions: true, removedAny: &removedAny),
                  !conflictFound || inOrder else { return false }
            if restated {
                restatedAny = true
                requiredStructure = true
                if !(try solver.restoreFeasibility()) { return false }
            }
        }
        #endif
        // The check of every required constraint after a change of structure guards
        // against an equation lost in rounding, which only a rewritten row can do: when
        // only optional constraints came and went as whole rows (hiding a stack's node),
        // the equations stand as they were checked, and the check, O(n), is skipped.
        for index in additions where constraints[Int(index)].isRequired { requiredStructure = true }
        constraintsCameOrWent = !additions.isEmpty || removedAny || heldOutOptional || restatedAny
        structureChanged = constraintsCameOrWent && (requiredStructure || solver.rowsRewritten != rowsRewritten)
        // After edits too: the dual simplex keeps optimality only in tiers that were
        // proved optimal, and tiers found at zero were not (see `Solver.enteringSymbol`).
        if !additions.isEmpty || !edits.isEmpty || removedAny || repriced || heldOutOptional || restatedAny { try solver.optimize() }

        // 4. The held-out inequalities the solution violates.
        return try admitViolatedInequalities()
    }

    #if !arch(wasm32)
    /// Restates in the solver the constraints whose terms changed in place since the last
    /// update (see `restateInPlace`), before any removal where no row turns infeasible:
    /// a link restated so that the chain passes by a node leaving the stack lets that
    /// node's own link go with its row alone, where removed first it was pivoted into
    /// the rows of the node that gives, which name every link. The others wait:
    /// - for the removals, in `restatedInPlace`, those that would turn rows infeasible
    ///   (the removals' ratio tests need a feasible tableau, and mending it first set the
    ///   dual simplex on a walk through a system that the removals were about to change);
    /// - for the additions, in `restatedAfterAdditions`, those whose new equation names a
    ///   constraint leaving in this batch (a fill-equally node hidden: the length in
    ///   units names its size, still its share of the unit; restated first, every row on
    ///   the unit took that share's marker, which its removal then pivoted through all of
    ///   them, and the node's own wishes, added after, went through them once more).
    /// - after the additions, in `retriedAfterAdditions`, those the solver declines: the
    ///   new equation may name the old one's marker only through a constraint the batch
    ///   adds (see `retryRestatements`).
    /// Those changed otherwise since stay queued and leave and come in as any other.
    /// Returns whether any was restated.
    @_optimize(size) private func restateBeforeRemovals() throws(SolverError) -> Bool {
        var restated: [Int32] = []
        swap(&restated, &restatedInPlace)
        if restated.isEmpty { return false }
        // What leaves in this batch: freed (or taken off a stack's unit), deactivated, or
        // repriced.
        var leaving = retiredConstraints
        for index in pending {
            let constraint = constraints[Int(index)]
            guard constraint.isLive && constraint.isQueued, let installed = constraint.installed else { continue }
            if !constraint.isActive || constraint.priorityChanged { leaving.append(installed) }
        }
        var restatedAny = false
        for index in restated {
            let position = Int(index)
            let constraint = constraints[position]
            guard constraint.isLive && constraint.isQueued && constraint.needsRebuild && !constraint.priorityChanged
                && isRestatable(position), let installed = constraint.installed else { continue }
            switch try restateInSolver(position, installed, keepingRowsFeasible: true, unlessNaming: leaving) {
            case .declined: retriedAfterAdditions.append(index)
            case .wouldTurnRowsInfeasible: restatedInPlace.append(index)
            case .namesALeavingConstraint: restatedAfterAdditions.append(index)
            case .restated: restatedAny = true
            }
            // Left queued with nothing to do, or waiting.
            constraints[position].needsRebuild = false
            constraints[position].constantChanged = false
        }
        return restatedAny
    }

    /// Asks the solver to restate an installed constraint as it now reads.
    @_optimize(size) private func restateInSolver(_ position: Int, _ installed: ConstraintID, keepingRowsFeasible: Bool,
                                                  unlessNaming leaving: [ConstraintID] = []) throws(SolverError) -> Solver.Restatement {
        let form = compiled(position, into: &scratchTerms)
        let shift = resolveAliases(&scratchTerms)
        return try solver.restate(installed, scratchTerms, form.rightSide - shift, keepingRowsFeasible: keepingRowsFeasible, unlessNaming: leaving)
    }

    /// Restates again, after the additions, the constraints the solver declined to
    /// restate before the removals, where no row turns infeasible (the others join
    /// `restatedAfterAdditions`); one declined again leaves and comes in at once, before
    /// anything has turned a row infeasible. A new
    /// equation independent of the old one in the tableau as it stood may name the old
    /// one's marker through a constraint the batch adds: the stack's closing link moved
    /// to a node arranged after its last one names, through that node's new link, the
    /// size of the node the old one defined (the node that gives, whose size names every
    /// link), where removed and added it took every link's row through three pivots
    /// (arranging one more node at the end of a fill stack of 1,000 and taking it out:
    /// 11.2 M -> 8.9 M instructions). Returns whether any constraint came or went, or nil
    /// when one can no longer be restated (the additions made it a host, say), still
    /// installed as it read: the batch is then applied again in order.
    @_optimize(size) private func retryRestatements(_ restatedAny: inout Bool, _ removedAny: inout Bool) throws(SolverError) -> Bool? {
        defer { retriedAfterAdditions.removeAll(keepingCapacity: true) }
        var changed = false
        for index in retriedAfterAdditions {
            let position = Int(index)
            guard constraints[position].isLive, let installed = constraints[position].installed else { continue }
            if !isRestatable(position) { return nil }
            changed = true
            switch try restateInSolver(position, installed, keepingRowsFeasible: true) {
            case .restated:
                restatedAny = true
            case .wouldTurnRowsInfeasible:
                // With the others that may turn rows infeasible, after this.
                restatedAfterAdditions.append(index)
            case .declined, .namesALeavingConstraint:
                uninstall(position)
                removedAny = true
                try install(position)
                if conflictFound { return changed }
            }
        }
        return changed
    }

    /// Restates the constraints `restateBeforeRemovals` left for after the removals or
    /// the additions, whatever rows turn infeasible (the dual simplex after them mends
    /// them); one declined leaves and comes in again. Returns whether any was restated,
    /// or nil when one is declined after others have turned rows infeasible (a
    /// removal's ratio test must not meet them): the batch is then applied again in
    /// order.
    @_optimize(size) private func restateDeferred(_ deferred: inout [Int32], afterAdditions: Bool, removedAny: inout Bool) throws(SolverError) -> Bool? {
        defer { deferred.removeAll(keepingCapacity: true) }
        var restatedAny = false
        for index in deferred {
            let position = Int(index)
            guard let installed = constraints[position].installed else {
                // Taken out meanwhile (an alias class split): in again as any other.
                let constraint = constraints[position]
                if constraint.isLive && constraint.isActive && !constraint.isBroken && constraint.host < 0 && constraint.aliasedSymbol < 0 {
                    if afterAdditions { try install(position) } else if !additions.contains(index) { additions.append(index) }
                }
                continue
            }
            if try restateInSolver(position, installed, keepingRowsFeasible: false) == .restated {
                restatedAny = true
                continue
            }
            if restatedAny { return nil }
            uninstall(position)
            removedAny = true
            if afterAdditions { try install(position) } else { additions.append(index) }
        }
        return restatedAny
    }
    #endif

    /// Adds a constraint to the solver or as an alias, or marks it broken if it
    /// conflicts. Does nothing if that was done already in this update. A caller that
    /// has just compiled it into `scratchTerms` passes the form, so that it is not
    /// compiled twice (alias candidates are half of some layouts' constraints).
    func install(_ index: Int, compiledAs compiledForm: CompiledForm? = nil) throws(SolverError) {
        if constraints[index].installed != nil || constraints[index].aliasedSymbol >= 0 || constraints[index].host >= 0
            || constraints[index].isBroken || constraints[index].isHeldOut {
            return
        }
        let form = compiledForm ?? compiled(index, into: &scratchTerms)
        #if !arch(wasm32)
        let named = scratchTerms.isEmpty ? -1 : scratchTerms[0].variable.symbol
        #else
        let named: Int32 = -1
        #endif
        let shift = resolveAliases(&scratchTerms)
        let rightSide = form.rightSide - shift
        uncountPendingLink(index)
        if constraints[index].isRequired && form.relation == .equal && !constraints[index].isNeverAliased
            && installAsAlias(index, rightSide, scale: abs(form.rightSide) + abs(shift), named: named) {
            return
        }
        let single = scratchTerms.count == 1
        let symbol = single ? scratchTerms[0].variable.symbol : -1, coefficient = single ? scratchTerms[0].coefficient : 0
        if single {
            let (host, weight) = sharedHost(symbol, coefficient, rightSide, form.relation, constraints[index].priority)
            if host >= 0 {
                ride(index, on: host, weight: weight)
                return
            }
        }
        do {
            let installed = try solver.addConstraint(scratchTerms, form.relation, rightSide,
                                                     priority: constraints[index].priority)
            recordInstalled(index, installed)
            if single { registerHost(index, symbol, coefficient, form.relation) }
        } catch {
            guard case .unsatisfiable(let conflicts) = error else { throw error }
            markBroken(index, owners(of: conflicts))
        }
    }

    /// Notes that a layout constraint is now the solver's `installed` constraint.
    func recordInstalled(_ index: Int, _ installed: ConstraintID) {
        constraints[index].installed = installed
        while ownerOfInstalled.count <= Int(installed.index) { ownerOfInstalled.append(-1) }
        ownerOfInstalled[Int(installed.index)] = Int32(index)
    }

    /// The constraint over solver variables, `sum(terms)  relation  rightSide`, under the
    /// current direction.
    func compiled(_ index: Int) -> Solver.Constraint {
        var terms: [LinearTerm] = []
        let form = compiled(index, into: &terms)
        return Solver.Constraint(terms: terms, relation: form.relation, rightSide: form.rightSide)
    }

    /// A compiled constraint's right side and relation (its terms go to a list).
    typealias CompiledForm = (rightSide: Double, relation: Relation)

    /// The same, writing the terms into a caller's list (emptied first). Built for speed
    /// in the WebAssembly module too (see makeConstraint).
    @_optimize(speed) func compiled(_ index: Int, into terms: inout [LinearTerm]) -> CompiledForm {
        // Emptied a term at a time: `removeAll(keepingCapacity:)` costs the Embedded build
        // about 60 instructions even on a list of two, and this runs for every
        // constraint added (twice for some).
        while !terms.isEmpty { terms.removeLast() }
        for position in 0..<termCount(index) { appendSolverTerms(index, position, to: &terms) }
        #if arch(wasm32)
        mergeRepeatedVariables(&terms)
        #else
        if !constraints[index].hasDistinctTerms { mergeRepeatedVariables(&terms) }
        if constraints[index].isOnStackUnit { placeOnStackUnit(index, &terms) }
        #endif
        let relation: Relation
        switch constraints[index].relation {
        case .lessOrEqual: relation = .lessOrEqual
        case .equal: relation = .equal
        case .greaterOrEqual: relation = .greaterOrEqual
        }
        return (constraints[index].constant, relation)
    }

    /// One term per variable, none with a zero coefficient: `a.right * 0 == 0` (what
    /// `a.right == a.right` becomes in Python) names a.left and a.width with 0 each,
    /// which read as the alias `a.left == a.width + 0 / 0`: the next update's values
    /// were NaN.
    private func mergeRepeatedVariables(_ terms: inout [LinearTerm]) {
        // Most lists have nothing to merge: read first, written only when they do.
        let clean = terms.withUnsafeBufferPointer { terms in
            for position in terms.indices {
                if terms[position].coefficient == 0 { return false }
                for earlier in 0..<position where terms[earlier].variable.symbol == terms[position].variable.symbol { return false }
            }
            return true
        }
        if clean { return }
        // Through the buffer: indexing the list checked its uniqueness at every write,
        // for lists of two or three terms.
        let kept = terms.withUnsafeMutableBufferPointer { terms in
            var kept = 0
            for position in terms.indices {
                var merged = false
                for earlier in 0..<kept where terms[earlier].variable.symbol == terms[position].variable.symbol {
                    terms[earlier].coefficient += terms[position].coefficient
                    merged = true
                    break
                }
                if !merged {
                    terms[kept] = terms[position]
                    kept += 1
                }
            }
            var nonzero = 0
            for position in 0..<kept where terms[position].coefficient != 0 {
                terms[nonzero] = terms[position]
                nonzero += 1
            }
            return nonzero
        }
        // Only when it has something to do: a constant edit compiles its constraint
        // (see `aliasShift`), and a hide edits four.
        if kept < terms.count { terms.removeLast(terms.count - kept) }
    }

    /// The solver terms of term `position` of constraint `constraint`,
    /// `coefficient * item.attribute`.
    /// Not inlined: the pending links' count calls it too, and a second copy of it cost
    /// the WebAssembly module 0.5 KB.
    @inline(never) func appendSolverTerms(_ constraint: Int, _ position: Int, to terms: inout [LinearTerm]) {
        let solved = solverTerms(constraint, position)
        if solved.count > 0 { terms.append(LinearTerm(solved.first, solved.firstCoefficient)) }
        if solved.count > 1 { terms.append(LinearTerm(solved.second, solved.secondCoefficient)) }
    }

    /// The solver terms of term `position` of constraint `constraint`: none (an
    /// attribute without variables), one, or two (`right` is `left + width`), in the
    /// order `appendSolverTerms` lists them.
    @inline(__always) func solverTerms(_ constraint: Int, _ position: Int)
        -> (count: Int, first: Variable, firstCoefficient: Double, second: Variable, secondCoefficient: Double) {
        // Read as stored: making an `ItemTerm` of it first cost a build 1% more.
        let term = termPool[Int(constraints[constraint].firstTerm) + position]
        var coefficient = term.coefficient
        if term.isVariable {
            let variable = variables[Int(term.index)].variable
            return (1, variable, coefficient, variable, 0)
        }
        var index = Int(term.index), attribute = term.attribute
        // Margin and baseline attributes (those after `.value`) are those of the
        // node's guides.
        if attribute.rawValue > Attribute.value.rawValue { (index, attribute) = resolvedGuideTerm(index, attribute) }
        // The four variables only: copying the whole Node would retain its arrays.
        let left = nodeVariables[index].left, top = nodeVariables[index].top
        let width = nodeVariables[index].width, height = nodeVariables[index].height
        // Resolved, only these two are directional.
        if attribute == .leading || attribute == .trailing {
            // Right-to-left mirrors the x axis for leading and trailing (x' = -x), so
            // `a.leading == b.leading + 10` is an inset of 10 from the right edge.
            let leading = attribute == .leading
            if direction == .leftToRight {
                attribute = leading ? .left : .right
            } else {
                attribute = leading ? .right : .left
                coefficient = -coefficient
            }
        }
        switch attribute {
        case .left: return (1, left, coefficient, left, 0)
        case .top: return (1, top, coefficient, top, 0)
        case .width: return (1, width, coefficient, width, 0)
        case .height: return (1, height, coefficient, height, 0)
        case .right: return (2, left, coefficient, width, coefficient)
        case .bottom: return (2, top, coefficient, height, coefficient)
        case .centerX: return (2, left, coefficient, width, coefficient * 0.5)
        case .centerY: return (2, top, coefficient, height, coefficient * 0.5)
        default: return (0, left, 0, left, 0)
        }
    }

    /// The layout constraints behind solver constraints.
    func owners(of installed: [ConstraintID]) -> [Int32] {
        installed.compactMap { constraint in
            let owner = ownerOfInstalled[Int(constraint.index)]
            return owner >= 0 ? owner : nil
        }
    }

    /// Marks a constraint broken; `candidates` (layout constraints) contain a conflict,
    /// together with the alias constraints of the classes they and it touch.
    @_optimize(size) func markBroken(_ index: Int, _ candidates: [Int32]) {
        conflictFound = true
        constraints[index].isBroken = true
        var all = candidates
        if aliases.aliasedCount > 0 {
            for constraint in [Int32(index)] + candidates {
                for alias in aliasConstraints(touching: Int(constraint)) where !all.contains(alias) { all.append(alias) }
            }
        }
        setConflicts(index, minimalConflict(index, all))
        broken.append(Int32(index))
    }

    /// Empties the solver and queues every live constraint to be installed again, broken
    /// ones included (they get another chance, as after a removal).
    func rebuildSolver() {
        solver.removeAllConstraints()
        aliases.dissolveAll()
        dissolving.removeAll(keepingCapacity: true)
        #if !arch(wasm32)
        dissolvingOthers.removeAll(keepingCapacity: true)
        restatedInPlace.removeAll(keepingCapacity: true)
        restatedAfterAdditions.removeAll(keepingCapacity: true)
        retriedAfterAdditions.removeAll(keepingCapacity: true)
        #endif
        for symbol in sharedHosts.indices { sharedHosts[symbol].removeAll() }
        retiredWeights.removeAll(keepingCapacity: true)
        weightedHosts.removeAll(keepingCapacity: true)
        retiredConstraints.removeAll(keepingCapacity: true)
        pending.removeAll(keepingCapacity: true)
        queue.removeAll(keepingCapacity: true)
        broken.removeAll(keepingCapacity: true)
        heldOut.clear()
        for index in ownerOfInstalled.indices { ownerOfInstalled[index] = -1 }
        for index in constraints.indices {
            constraints[index].isQueued = false
            constraints[index].installed = nil
            constraints[index].aliasedSymbol = -1
            constraints[index].host = -1
            constraints[index].hostSymbol = -1
            constraints[index].needsRebuild = false
            constraints[index].constantChanged = false
            constraints[index].priorityChanged = false
            constraints[index].isBroken = false
            setHeldOut(index, false)
            if constraints[index].isLive { enqueue(index) }
        }
        for index in constraintDetails.indices {
            constraintDetails[index].riders = []
            constraintDetails[index].riderWeights = []
            constraintDetails[index].conflicts = []
            constraintDetails[index].addedWeight = 0
        }
    }

    func unbreak(_ index: Int) {
        constraints[index].isBroken = false
        setConflicts(index, [])
        broken.removeAll { $0 == Int32(index) }
    }

    /// "Unsatisfiable: `a.width == 10` conflicts with `a.width == 20`; ..."
    @_optimize(size) func brokenMessage() -> Text {
        var message: Text = "\(broken.count) required constraint\(broken.count == 1 ? "" : "s") could not be satisfied and \(broken.count == 1 ? "was" : "were") left out: "
        for (position, index) in broken.enumerated() {
            if position > 0 { message.add("; ") }
            message.add(describeConstraint(Int(index)))
            let conflicts = conflicts(ofConstraint: Int(index))
            if conflicts.isEmpty {
                message.add(" can never hold")
            } else {
                message.add(" conflicts with ")
                for (number, other) in conflicts.enumerated() {
                    if number > 0 { message.add(", ") }
                    message.add(describeConstraint(Int(other)))
                }
            }
        }
        return message
    }
}

extension SolverError {
    var description: String {
        switch self {
        case .unsatisfiable: return "unsatisfiable"
        case .internalFailure(let reason): return reason
        #if !arch(wasm32)
        case .workLimitReached: return "the simplex reached its work limit"
        #endif
        }
    }
}

