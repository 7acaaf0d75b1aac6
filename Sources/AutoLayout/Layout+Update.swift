import AutoLayoutSolver

extension Layout {
    /// Applies every recorded change and solves.
    ///
    /// Removals come first, then constant edits (the dual simplex, no rebuild), then
    /// additions, required before optional, with one optimisation for the batch.
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
        // Numerical trouble can leave the tableau unsound half-way through a batch, a
        // pivot gone wrong in rounding can lose an equation (see
        // `requiredConstraintsHold`), and values that were huge and shrank leave their
        // rounding behind (see `Solver.carriesRoundingOfLargerValues`): in each case the
        // solver starts again from the model, once.
        var failed = false
        do { try apply() } catch { failed = true }
        let checked = structureChanged || solver.hasHugeValues
        if failed || solver.carriesRoundingOfLargerValues || (checked && !requiredConstraintsHold()) {
            try applyAfterRebuilding()
        }
        try refreshFrames()
        if !broken.isEmpty { throw LayoutError(.unsatisfiable, brokenMessage()) }
    }

    /// Whether every installed required constraint holds in the solver's solution, to
    /// 1e-7 of the size of its terms: checked after every update that added or removed
    /// constraints, and whenever values are huge (chains of 1e-6 and 1e6 multipliers lost
    /// equations in substitutions at that scale), so that a pivot gone wrong in rounding
    /// costs a fresh solve, not a broken layout. Constant edits alone (resizing) are not
    /// checked: they pivot only in the dual simplex.
    func requiredConstraintsHold() -> Bool {
        for index in constraints.indices where constraints[index].installed != nil && constraints[index].isRequired {
            let form = compiled(index, into: &scratchTerms)
            var sum = form.constant, size = abs(form.constant)
            for term in scratchTerms {
                let value = term.coefficient * solvedValue(term.variable)
                sum += value
                size += abs(value)
            }
            let tolerance = 1e-7 * size + 1e-7
            switch form.relation {
            case .equal: if abs(sum) > tolerance { return false }
            case .lessOrEqual: if sum > tolerance { return false }
            case .greaterOrEqual: if sum < -tolerance { return false }
            }
        }
        return true
    }

    /// Installs the whole model into an emptied solver. If that fails too, the next
    /// update starts from scratch again, and the frames stay as they were.
    private func applyAfterRebuilding() throws(LayoutError) {
        rebuildSolver()
        do {
            try apply()
        } catch {
            rebuildSolver()
            throw LayoutError(.internalFailure, "the solver failed: \(error.description)")
        }
    }

    private func apply() throws(SolverError) {
        structureChanged = true   // until the batch is through
        // The lists live in the layout and keep their capacity, so that a steady
        // sequence of updates (resizing, animation) allocates nothing.
        swap(&pending, &queue)
        queue.removeAll(keepingCapacity: true)
        additions.removeAll(keepingCapacity: true)
        edits.removeAll(keepingCapacity: true)
        var removedAny = !retiredConstraints.isEmpty
        var repriced = false

        // 1. Removals: freed objects, deactivations and rebuilds. Classes that lose an
        //    alias split first, while their variables are still registered.
        for symbol in dissolving { dissolveClass(of: symbol) }
        removedAny = removedAny || !dissolving.isEmpty
        dissolving.removeAll(keepingCapacity: true)
        for installed in retiredWeights { solver.addWeight(installed, -1) }
        removedAny = removedAny || !retiredWeights.isEmpty
        retiredWeights.removeAll(keepingCapacity: true)
        for installed in retiredConstraints { solver.removeConstraint(installed) }
        retiredConstraints.removeAll(keepingCapacity: true)
        for variable in retiredVariables { solver.removeVariable(variable) }
        retiredVariables.removeAll(keepingCapacity: true)
        for index in pending {
            let position = Int(index)
            if !constraints[position].isLive || !constraints[position].isQueued { continue }
            constraints[position].isQueued = false
            let constraint = constraints[position]
            let changed = constraint.needsRebuild || constraint.constantChanged || constraint.priorityChanged
            if constraint.isBroken && (!constraint.isActive || changed) {
                unbreak(position)
            }
            if constraint.aliasedSymbol >= 0 && (!constraint.isActive || changed) {
                // Its class splits and every constraint on it is installed again.
                dissolveClass(of: constraint.aliasedSymbol)
                removedAny = true
            }
            if constraint.host >= 0 && (!constraint.isActive || changed) {
                uninstall(position)
                removedAny = true
            }
            if let installed = constraint.installed {
                // An optional-to-optional priority change only reprices the objective;
                // a constraint that others ride on is installed again instead.
                let shared = !constraint.riders.isEmpty
                let inPlace = constraint.priorityChanged && !constraint.needsRebuild && constraint.isActive && !shared
                    && solver.setPriority(installed, constraint.priority)
                repriced = repriced || inPlace
                if !constraint.isActive || constraint.needsRebuild || (constraint.priorityChanged && !inPlace)
                    || (shared && constraint.constantChanged) {
                    uninstall(position)
                    removedAny = true
                }
            }
            constraints[position].needsRebuild = false
            constraints[position].priorityChanged = false
            if constraints[position].isActive && !constraints[position].isBroken {
                if constraints[position].installed == nil && constraints[position].host < 0 {
                    additions.append(index)
                } else if constraint.constantChanged {
                    edits.append(index)
                }
            }
            constraints[position].constantChanged = false
        }
        pending.removeAll(keepingCapacity: true)
        // The dual simplex of the edits below starts from an optimal tableau.
        if removedAny || repriced { try solver.optimize() }

        // 2. Constant edits in place.
        for index in edits {
            guard let installed = constraints[Int(index)].installed else { continue }
            do {
                let constant = -constraints[Int(index)].constant + aliasShift(Int(index))
                try solver.setConstant(installed, constant)
                updateHostConstant(Int(index), constant)
            } catch {
                guard case .unsatisfiable(let conflicts) = error else { throw error }
                uninstall(Int(index))
                try solver.optimize()
                markBroken(Int(index), owners(of: conflicts))
            }
        }

        // 3. Additions: broken ones get another chance once something was removed,
        //    then the new ones, required first so that optional rows are added into an
        //    already settled required system.
        if removedAny && !broken.isEmpty {
            let retry = broken
            for index in retry { unbreak(Int(index)) }
            additions = retry + additions
        }
        // Equalities that can be aliases go first, while their variables are in no row.
        for index in additions where constraints[Int(index)].isRequired && mayBecomeAlias(Int(index)) {
            try install(Int(index))
        }
        for index in additions where constraints[Int(index)].isRequired { try install(Int(index)) }
        for index in additions where !constraints[Int(index)].isRequired { try install(Int(index)) }
        applyAddedWeights()
        // After edits too: the dual simplex keeps optimality only in tiers that were
        // proved optimal, and tiers found at zero were not (see `Solver.enteringSymbol`).
        structureChanged = !additions.isEmpty || removedAny
        if !additions.isEmpty || !edits.isEmpty || removedAny || repriced { try solver.optimize() }
    }

    /// Adds a constraint to the solver or as an alias, or marks it broken if it
    /// conflicts. Does nothing if that was done already in this update.
    private func install(_ index: Int) throws(SolverError) {
        if constraints[index].installed != nil || constraints[index].aliasedSymbol >= 0 || constraints[index].host >= 0
            || constraints[index].isBroken {
            return
        }
        let form = compiled(index, into: &scratchTerms)
        let shift = resolveAliases(&scratchTerms)
        let constant = form.constant + shift
        if constraints[index].isRequired && form.relation == .equal
            && installAsAlias(index, constant, scale: abs(form.constant) + abs(shift)) {
            return
        }
        let single = scratchTerms.count == 1
        let symbol = single ? scratchTerms[0].variable.symbol : -1, coefficient = single ? scratchTerms[0].coefficient : 0
        if single {
            let host = identicalHost(symbol, coefficient, constant, form.relation, constraints[index].priority)
            if host >= 0 {
                ride(index, on: host)
                return
            }
        }
        do {
            let installed = try solver.addConstraint(
                scratchTerms, constant: constant, relation: form.relation, priority: constraints[index].priority)
            constraints[index].installed = installed
            if single { registerHost(index, symbol, coefficient, constant, form.relation) }
            while ownerOfInstalled.count <= Int(installed.index) { ownerOfInstalled.append(-1) }
            ownerOfInstalled[Int(installed.index)] = Int32(index)
        } catch {
            guard case .unsatisfiable(let conflicts) = error else { throw error }
            markBroken(index, owners(of: conflicts))
        }
    }

    /// The constraint in the solver's form, `sum(terms) + constant  relation  0`, under
    /// the current direction.
    func compiled(_ index: Int) -> (terms: [LinearTerm], constant: Double, relation: Relation) {
        var terms: [LinearTerm] = []
        let form = compiled(index, into: &terms)
        return (terms, form.constant, form.relation)
    }

    /// The same, writing the terms into a caller's list (emptied first).
    func compiled(_ index: Int, into terms: inout [LinearTerm]) -> (constant: Double, relation: Relation) {
        terms.removeAll(keepingCapacity: true)
        let count = constraints[index].terms.count
        for position in 0..<count { appendSolverTerms(constraints[index].terms[position], to: &terms) }
        let relation: Relation
        switch constraints[index].relation {
        case .lessOrEqual: relation = .lessOrEqual
        case .equal: relation = .equal
        case .greaterOrEqual: relation = .greaterOrEqual
        }
        return (-constraints[index].constant, relation)
    }

    /// The solver terms of `coefficient * item.attribute`.
    private func appendSolverTerms(_ term: ItemTerm, to terms: inout [LinearTerm]) {
        var coefficient = term.coefficient
        switch term.item {
        case .variable(let id):
            terms.append(LinearTerm(variables[Int(id.index)].variable, coefficient))
        case .node(let id):
            // The four variables only: copying the whole Node would retain its arrays.
            let index = Int(id.index)
            let left = nodes[index].left, top = nodes[index].top
            let width = nodes[index].width, height = nodes[index].height
            var attribute = term.attribute
            if attribute.isDirectional {
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
            case .left: terms.append(LinearTerm(left, coefficient))
            case .top: terms.append(LinearTerm(top, coefficient))
            case .width: terms.append(LinearTerm(width, coefficient))
            case .height: terms.append(LinearTerm(height, coefficient))
            case .right:
                terms.append(LinearTerm(left, coefficient))
                terms.append(LinearTerm(width, coefficient))
            case .bottom:
                terms.append(LinearTerm(top, coefficient))
                terms.append(LinearTerm(height, coefficient))
            case .centerX:
                terms.append(LinearTerm(left, coefficient))
                terms.append(LinearTerm(width, coefficient * 0.5))
            case .centerY:
                terms.append(LinearTerm(top, coefficient))
                terms.append(LinearTerm(height, coefficient * 0.5))
            case .leading, .trailing, .value:
                break
            }
        }
    }

    /// The layout constraints behind solver constraints.
    private func owners(of installed: [ConstraintID]) -> [Int32] {
        installed.compactMap { constraint in
            let owner = ownerOfInstalled[Int(constraint.index)]
            return owner >= 0 ? owner : nil
        }
    }

    /// Marks a constraint broken; `candidates` (layout constraints) contain a conflict,
    /// together with the alias constraints of the classes they and it touch.
    func markBroken(_ index: Int, _ candidates: [Int32]) {
        constraints[index].isBroken = true
        var all = candidates
        if aliases.aliasedCount > 0 {
            for constraint in [Int32(index)] + candidates {
                for alias in aliasConstraints(touching: Int(constraint)) where !all.contains(alias) { all.append(alias) }
            }
        }
        constraints[index].conflicts = minimalConflict(index, all)
        broken.append(Int32(index))
    }

    /// Empties the solver and queues every live constraint to be installed again, broken
    /// ones included (they get another chance, as after a removal).
    func rebuildSolver() {
        solver.removeAllConstraints()
        aliases.dissolveAll()
        dissolving.removeAll(keepingCapacity: true)
        for symbol in sharedHosts.indices { sharedHosts[symbol].removeAll() }
        retiredWeights.removeAll(keepingCapacity: true)
        weightedHosts.removeAll(keepingCapacity: true)
        retiredConstraints.removeAll(keepingCapacity: true)
        pending.removeAll(keepingCapacity: true)
        queue.removeAll(keepingCapacity: true)
        broken.removeAll(keepingCapacity: true)
        for index in ownerOfInstalled.indices { ownerOfInstalled[index] = -1 }
        for index in constraints.indices {
            constraints[index].isQueued = false
            constraints[index].installed = nil
            constraints[index].aliasedSymbol = -1
            constraints[index].host = -1
            constraints[index].riders = []
            constraints[index].hostSymbol = -1
            constraints[index].addedWeight = 0
            constraints[index].needsRebuild = false
            constraints[index].constantChanged = false
            constraints[index].priorityChanged = false
            constraints[index].isBroken = false
            constraints[index].conflicts = []
            if constraints[index].isLive { enqueue(index) }
        }
    }

    private func unbreak(_ index: Int) {
        constraints[index].isBroken = false
        constraints[index].conflicts = []
        broken.removeAll { $0 == Int32(index) }
    }

    /// "Unsatisfiable: `a.width == 10` conflicts with `a.width == 20`; ..."
    func brokenMessage() -> String {
        var message = "\(broken.count) required constraint\(broken.count == 1 ? "" : "s") could not be satisfied and \(broken.count == 1 ? "was" : "were") left out: "
        for (position, index) in broken.enumerated() {
            if position > 0 { message += "; " }
            message += describeConstraint(Int(index))
            let conflicts = constraints[Int(index)].conflicts
            if conflicts.isEmpty {
                message += " can never hold"
            } else {
                message += " conflicts with "
                for (number, other) in conflicts.enumerated() {
                    if number > 0 { message += ", " }
                    message += describeConstraint(Int(other))
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
        }
    }
}
