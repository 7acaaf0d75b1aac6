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
    public func hasAmbiguousLayout(_ id: NodeID) throws(LayoutError) -> Bool {
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
}
