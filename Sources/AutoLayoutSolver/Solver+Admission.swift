extension Solver {
    /// Adds a required inequality `sum(terms)  relation  rightSide` that the current
    /// (optimal) solution may violate, by the dual simplex: its slack enters the basis
    /// at its current value, negative when violated, and dual pivots bring it back,
    /// keeping the tiers optimal. A model that holds inequalities out of the tableau
    /// while they hold admits them this way when a solution crosses them; the primal
    /// route (`addConstraint`) would minimise an artificial variable over the whole
    /// tableau instead, for each one.
    ///
    /// Call `optimize()` afterwards, as after edits: the dual simplex keeps optimality
    /// only in tiers that were proved optimal.
    ///
    /// With `unlessItHoldsBy`, an inequality that the solution satisfies by more than
    /// that margin is not added: nil, and nothing changes.
    /// - Throws: `.unsatisfiable` when the required constraints cannot hold together
    ///   with it. The tableau is then consistent but holds the new row: the caller must
    ///   empty the solver (`removeAllConstraints`) and add its constraints again.
    public func admitInequality(_ terms: [LinearTerm], _ relation: Relation, _ rightSide: Double,
                                unlessItHoldsBy margin: Double = .infinity) throws(SolverError) -> ConstraintID? {
        precondition(relation != .equal, "only inequalities are admitted")
        var row = Row(constant: -rightSide)
        row.terms.reserveCapacity(terms.count + 1)
        for term in terms { row.add(term.variable.symbol, term.coefficient) }
        row = tableau.expand(row)
        let sign = relation == .lessOrEqual ? 1.0 : -1.0
        // Restricted rows are written in parameters, all at zero: the constant is the
        // expression's value.
        if -sign * row.constant > margin { return nil }
        valuesAreCurrent = false
        let index = allocateRecord()
        var record = ConstraintRecord()
        record.priority = requiredPriority
        record.constant = -rightSide
        record.isLive = true

        // expression + slack == 0 for <=, expression - slack == 0 for >=.
        let slack = makeSymbol(.slack)
        row.add(slack, sign)
        record.marker = slack
        record.markerCoefficient = sign
        ownerOfSymbol[Int(slack)] = index
        records[Int(index)] = record

        row.solve(for: slack)
        let slot = tableau.insertRow(consume row, basic: slack)
        defer { infeasibleRows.removeAll(keepingCapacity: true) }
        if tableau.isInfeasible(slot: slot) {
            infeasibleRows.append(slack)
            if let proof = try dualOptimize() {
                // The proof is a combination of required rows that cannot be raised to
                // zero: its markers name the constraints it conflicts with.
                throw .unsatisfiable(conflicts: requiredOwners(of: proof.terms.map { $0.symbol }, excluding: index))
            }
        }
        return ConstraintID(index: index)
    }
}
