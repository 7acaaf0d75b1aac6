extension Solver {
    /// Changes the constant of an added constraint in place, by the dual simplex: no
    /// remove-and-add. The tableau must be optimal (call `optimize()` first after adds
    /// and removes); it is optimal again afterwards.
    /// - Throws: `.unsatisfiable` when the new constant makes required constraints
    ///   conflict; the old constant is then restored.
    /// - Complexity: proportional to the rows that mention the constraint's marker,
    ///   plus the dual pivots needed.
    public func setConstant(_ constraint: ConstraintID, _ constant: Double) throws(SolverError) {
        let index = Int(constraint.index)
        guard index >= 0 && index < records.count && records[index].isLive else { return }
        let old = records[index].constant
        if constant == old { return }
        shiftConstant(constraint, to: constant)
        pivotLog.removeAll(keepingCapacity: true)
        isLoggingPivots = true
        let outcome: Row?
        do {
            outcome = try dualOptimize()
        } catch {
            isLoggingPivots = false
            undoLoggedPivots()
            shiftConstant(constraint, to: old)
            infeasibleRows.removeAll(keepingCapacity: true)
            throw error
        }
        isLoggingPivots = false
        guard let proof = outcome else { return }

        // Undo exactly: the inverse pivots in reverse order restore the old basis, so
        // the solution is the one from before, not merely an equally good one.
        undoLoggedPivots()
        shiftConstant(constraint, to: old)
        infeasibleRows.removeAll(keepingCapacity: true)
        let symbols = proof.terms.filter { !isNearZero($0.coefficient) }.map { $0.symbol }
        throw .unsatisfiable(conflicts: requiredOwners(of: symbols, excluding: constraint.index))
    }

    /// Changes the right side of a constraint added in the model's form
    /// (`sum(terms)  relation  rightSide`) without restoring feasibility: a batch of
    /// edits moves every right side first and then runs one dual simplex
    /// (`restoreFeasibility()`), so the edits are judged together, never through a
    /// half-applied intermediate state.
    public func setRightSide(_ constraint: ConstraintID, _ rightSide: Double) {
        shiftConstant(constraint, to: -rightSide)
    }

    /// The same for the tableau's form, `sum(terms) + constant  relation  0`.
    func shiftConstant(_ constraint: ConstraintID, to constant: Double) {
        let index = Int(constraint.index)
        guard index >= 0 && index < records.count && records[index].isLive else { return }
        let delta = constant - records[index].constant
        if delta == 0 { return }
        shiftConstant(records[index], by: delta)
        records[index].constant = constant
    }

    /// Brings the rows that shifted constants made infeasible back into their domain by
    /// the dual simplex. Returns false when the required constraints cannot all hold
    /// with their new constants: the tableau is then feasible for no solution and must
    /// be rebuilt.
    public func restoreFeasibility() throws(SolverError) -> Bool {
        try dualOptimize() == nil
    }

    /// Changing the constant by `delta` is the same as shifting the marker by
    /// `delta / markerCoefficient` in the constraint's original row, so only the rows
    /// that mention the marker move.
    func shiftConstant(_ record: ConstraintRecord, by delta: Double) {
        valuesAreCurrent = false
        tableau.freshenAll()
        let shift = delta / record.markerCoefficient
        let marker = record.marker
        let basicSlot = tableau.slotOfSymbol[Int(marker)]
        if basicSlot >= 0 {
            tableau.setConstant(tableau.rows[Int(basicSlot)].constant - shift, ofSlot: basicSlot)
            if tableau.isInfeasible(slot: basicSlot) { infeasibleRows.append(marker) }
        }
        // The rows that mention the marker: as a parameter, or (definitions of externals)
        // by name while it is basic.
        tableau.shiftConstants(by: marker, times: shift, infeasible: &infeasibleRows)
        // The objective's value moves too: the tiers name the marker as a parameter,
        // and an optional equality's marker is an error priced in its own tier, which
        // now measures from the new constant. A stale value would let `enteringSymbol`
        // take a tier for settled at zero and skip it. The tiers are written in
        // parameters, so a basic marker is in none of them: only its own tier is looked
        // up (a hide edits four constants, two of them on basic markers, and looking
        // each up in every tier was a third of their shift).
        let own = tableau.kind(marker) == .error ? tierIndex(for: record.priority, create: false) : -1
        if basicSlot < 0 {
            for tier in tableau.tiers.indices {
                var cost = tableau.tiers[tier].coefficient(of: marker)
                if tier == own { cost -= record.weight }
                if cost != 0 { tableau.tiers[tier].addToConstant(cost * shift) }
            }
        } else if own >= 0 {
            assert(tableau.tiers.allSatisfy { $0.coefficient(of: marker) == 0 })
            tableau.tiers[own].addToConstant(-record.weight * shift)
        }
    }
}

extension Solver {
    /// Moves an optional constraint to another optional priority by repricing its error
    /// symbols: the tableau's rows are untouched, only the objective changes. Call
    /// `optimize()` afterwards.
    /// - Returns: false, changing nothing, when either priority is required: that
    ///   changes the constraint's rows, so remove it and add it again instead.
    public func setPriority(_ constraint: ConstraintID, _ priority: Double) -> Bool {
        let index = Int(constraint.index)
        guard index >= 0 && index < records.count && records[index].isLive else { return false }
        if records[index].isRequired || priority >= requiredPriority { return false }
        if records[index].priority == priority { return true }
        price(records[index], by: -1)
        let old = records[index].priority
        records[index].priority = priority
        price(records[index], by: 1)
        dropTierIfUnused(old)
        return true
    }
}

#if !arch(wasm32)
extension Solver {
    /// Moves the rows as an edit of the constraint's constant by `residual` would, and
    /// leaves its constant as it is: where the solution misses the constraint's equation
    /// by `residual` (rounding the rows carry), this is a step of iterative refinement
    /// back onto it (the marker's column holds what the basis's inverse does with a
    /// change of the constraint's right side). Call `restoreFeasibility()` after the batch.
    public func absorbResidual(_ constraint: ConstraintID, _ residual: Double) {
        let index = Int(constraint.index)
        guard index >= 0 && index < records.count && records[index].isLive else { return }
        shiftConstant(records[index], by: residual)
    }
}
#endif
