import AutoLayoutSolver

extension Layout {
    /// The other constraints of a minimal set that cannot hold together with a broken
    /// constraint: drop any one of them and the rest, with it, could.
    /// - Throws: `.invalidState` if the constraint is not broken.
    public func explainConflict(_ id: LayoutConstraintID) throws(LayoutError) -> [LayoutConstraintID] {
        let index = try constraintIndex(id)
        guard constraints[index].isBroken else {
            throw LayoutError(.invalidState, "\(describeConstraint(index)) is not broken, so there is no conflict to explain")
        }
        return try conflicts(of: id)
    }

    /// Whether the node's frame is not fully determined by the active constraints as of
    /// the last update (another frame would satisfy them equally well).
    @_optimize(size) public func hasAmbiguousLayout(_ id: NodeID) throws(LayoutError) -> Bool {
        let node = nodeVariables[try nodeIndex(id, role: "node")]
        // Inequalities held out of the solver may block a move it would see as free.
        if !heldOut.entries.isEmpty && !solverNeedsRebuild { admitTightInequalities() }
        return [node.left, node.top, node.width, node.height].contains { solver.isAmbiguous(aliases.resolve($0).0) }
    }

    /// Shrinks a conflict that the solver proved to a minimal one (deletion filter:
    /// drop each member whose absence keeps the conflict), trying each candidate set in
    /// a scratch solver.
    func minimalConflict(_ index: Int, _ candidates: [Int32]) -> [Int32] {
        if candidates.count <= 1 { return candidates }
        let broken = compiled(index)
        var kept = candidates
        if !Solver.conflict(kept.map { compiled(Int($0)) } + [broken]) { return candidates }
        var position = 0
        while position < kept.count {
            var trial = kept
            trial.remove(at: position)
            if Solver.conflict(trial.map { compiled(Int($0)) } + [broken]) {
                kept = trial
            } else {
                position += 1
            }
        }
        return kept
    }

    /// How far the current solution is from satisfying a constraint (0 when it holds),
    /// and the size of its terms' values, for a tolerance relative to them.
    func violation(of index: Int) -> (amount: Double, scale: Double) {
        let (sum, scale, relation) = residual(of: index)
        switch relation {
        case .equal: return (abs(sum), scale)
        case .lessOrEqual: return (max(sum, 0), scale)
        case .greaterOrEqual: return (max(-sum, 0), scale)
        }
    }

    /// The constraint's expression minus its right side at the solution, with the size
    /// of its terms' values (and of its right side) and its relation.
    func residual(of index: Int) -> (sum: Double, scale: Double, relation: Relation) {
        let form = compiled(index, into: &scratchTerms)
        var sum = -form.rightSide, scale = abs(form.rightSide)
        for term in scratchTerms {
            let value = term.coefficient * solvedValue(term.variable)
            sum += value
            scale += abs(value)
        }
        return (sum, scale, form.relation)
    }

    #if !arch(wasm32)
    /// What the solution's values leave of installed constraint `index`'s equation
    /// beyond what the tableau holds its slack and errors to take up
    /// (`Solver.heldResidual`), and the size of its terms: an equation lost in the rows'
    /// rounding shows here (see `installedEquationsHold`, `refineEquations`).
    @inline(__always) func unexplainedResidual(_ index: Int, _ installed: ConstraintID, _ values: UnsafeBufferPointer<Double>,
                                               _ slots: UnsafeBufferPointer<Int32>) -> (residual: Double, scale: Double) {
        let (sum, scale) = residualReadInPlace(index, values, slots)
        return (sum - solver.heldResidual(of: installed), scale)
    }

    /// `residual(of:)`'s sum and scale, with the values read in place. A constraint whose
    /// terms name distinct plain attributes (`hasDistinctTerms`) and that is not compiled
    /// on a stack's unit compiles to exactly the terms `solverTerms` gives: their
    /// products are summed in the same order without writing them to a list first (the
    /// check after a change of structure, `installedEquationsHold`, reads every installed
    /// constraint of the layout).
    @inline(__always) func residualReadInPlace(_ index: Int, _ values: UnsafeBufferPointer<Double>,
                                               _ slots: UnsafeBufferPointer<Int32>) -> (sum: Double, scale: Double) {
        if !constraints[index].hasDistinctTerms || constraints[index].isOnStackUnit {
            let whole = residual(of: index)
            return (whole.sum, whole.scale)
        }
        var sum = -constraints[index].constant, scale = abs(constraints[index].constant)
        @inline(__always) func add(_ variable: Variable, _ coefficient: Double) {
            let (representative, offset) = aliases.resolve(variable)
            let symbol = Int(representative.symbol)
            let value = coefficient * ((slots[symbol] >= 0 ? values[symbol] : 0) + offset)
            sum += value
            scale += abs(value)
        }
        for position in 0..<termCount(index) {
            let solved = solverTerms(index, position)
            if solved.count > 0 { add(solved.first, solved.firstCoefficient) }
            if solved.count > 1 { add(solved.second, solved.secondCoefficient) }
        }
        // Debug builds (the tests) check that it sums what `residual` does.
        assert(residual(of: index).sum.bitPattern == sum.bitPattern && residual(of: index).scale.bitPattern == scale.bitPattern,
               "a residual read in place differs from the compiled constraint's")
        return (sum, scale)
    }
    #endif
}
