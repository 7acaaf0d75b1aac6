#if !arch(wasm32)   // its size limit: the module removes and adds instead
extension Solver {
    /// Gives a required equality new terms and a new right side in place: the tableau
    /// then holds the new equation instead of the old, as after removing the constraint
    /// and adding the new one, in one pass over the rows that name its marker.
    ///
    /// The old equation reads `old(x) + d == 0` with its marker `d`, a parameter: every
    /// row holds whatever value `d` takes. The new one, written in the parameters, names
    /// `d` with some coefficient; solved for `d`, with a dummy of its own as the new
    /// marker, and substituted for `d` everywhere, it fixes the value that the old
    /// equation left free, which leaves the system less the old equation plus the new.
    /// A removal instead pivots the marker into a restricted row and writes that row
    /// into every row naming the marker: where the stack's node that gives names every
    /// link (an over-filled stack), a hide of equal spacing, which restates a link,
    /// wrote rows of every node's errors into several others, and so did arranging a
    /// node, which restates the next node's link.
    ///
    /// Rows may turn infeasible: call `restoreFeasibility()` after the batch, then
    /// `optimize()`; with `keepingRowsFeasible`, a restatement that would turn any
    /// restricted row infeasible is not made. Nothing changes unless it returns
    /// `.restated`; `.declined` when `mayRestate` says no, or when the new equation names
    /// the marker too little to be solved for it (it then rests on the other equations
    /// more than on the old one): remove it and add the new one instead;
    /// `.namesALeavingConstraint` when the new equation, written in the parameters,
    /// names a marker or error of a constraint in `leaving` that most rows naming the old
    /// marker do not name yet: restated now, they would all take that symbol, and its
    /// removal would then pivot it through all of them.
    @_optimize(size) public func restate(_ constraint: ConstraintID, _ terms: [LinearTerm], _ rightSide: Double,
                        keepingRowsFeasible: Bool, unlessNaming leaving: [ConstraintID] = []) throws(SolverError) -> Restatement {
        guard mayRestate(constraint) else { return .declined }
        let index = Int(constraint.index)
        let marker = records[index].marker
        tableau.freshenAll()
        // A definition's row is written anew where it stands: no restricted row holds
        // the equation, so none can turn infeasible, and no leaving constraint spreads.
        if let slot = soleDefinitionNaming(marker) {
            return restateDefinition(index, slot: slot, terms, rightSide) ? .restated : .declined
        }
        var row = Row(constant: -rightSide)
        row.terms.reserveCapacity(terms.count + 1)
        row.add(terms)
        row = tableau.expand(row)
        if !leaving.isEmpty && spreadsAny(row, of: leaving, beyond: tableau.columns.count(of: marker) / 2) {
            return .namesALeavingConstraint
        }
        guard let coefficient = solvableCell(of: marker, in: row) else { return .declined }
        if keepingRowsFeasible {
            // The marker takes the value the new equation gives it, and every row that
            // names it moves by its cell times that; judged as `Tableau.isInfeasible` will.
            let value = -row.constant / coefficient
            for slot in tableau.columns.slots(of: marker) {
                let constant = tableau.rows[Int(slot)].constant + tableau.rows[Int(slot)].coefficient(of: marker) * value
                switch tableau.kind(tableau.basicOfSlot[Int(slot)]) {
                case .slack, .error: if constant < 0 { return .wouldTurnRowsInfeasible }
                case .dummy: if constant < -Tolerance.value || constant > Tolerance.value { return .wouldTurnRowsInfeasible }
                case .external, .unused: break
                }
            }
        }
        try chargeWork(row.terms.count, entering: marker)
        valuesAreCurrent = false
        let dummy = makeSymbol(.dummy)
        row.add(dummy, 1)
        row.solve(for: marker)
        tableau.substitute(marker, by: row, infeasible: &infeasibleRows, everywhere: true)
        releaseSymbol(marker)
        ownerOfSymbol[Int(dummy)] = Int32(index)
        records[index].marker = dummy
        records[index].constant = -rightSide
        return .restated
    }

    /// Restates a constraint whose marker one definition alone names: no other row
    /// holds its equation, so the new one, written as it reads and solved for the
    /// external that the old one defined, replaces that row, and the definitions that
    /// name the external stay as they are (an equal-spacing stack's gap, defined from
    /// its room, which every link names: removing and adding its row walked every link
    /// three times). Returns false, changing nothing, where the new equation names the
    /// external too little or names a definition that may depend on it.
    @_optimize(size) private func restateDefinition(_ index: Int, slot: Int32, _ terms: [LinearTerm], _ rightSide: Double) -> Bool {
        let basic = tableau.basicOfSlot[Int(slot)]
        var row = Row(constant: -rightSide)
        row.terms.reserveCapacity(terms.count + 1)
        row.add(terms)
        // Ranks rise along every definition: one ranked below the external cannot name
        // it, directly or through others, but one ranked at or above may.
        for term in row.terms where term.symbol != basic && tableau.isBasic(term.symbol)
            && tableau.ranks[Int(term.symbol)] >= tableau.ranks[Int(basic)] {
            return false
        }
        if solvableCell(of: basic, in: row) == nil { return false }
        row.add(records[index].marker, 1)
        row.solve(for: basic)
        tableau.rewriteDefinition(slot: slot, as: row)
        records[index].constant = -rightSide
        valuesAreCurrent = false
        return true
    }

    /// The cell of `symbol` in `row`, unless it is too small to solve the row for: as for
    /// a new row's subject, a cell small next to the row's largest would blow every row
    /// it reaches up by its inverse.
    @_optimize(size) private func solvableCell(of symbol: Int32, in row: Row) -> Double? {
        var coefficient = 0.0, largest = 0.0
        for term in row.terms {
            if term.symbol == symbol { coefficient = term.coefficient }
            largest = max(largest, abs(term.coefficient))
        }
        return abs(coefficient) < max(Tolerance.pivot, largest * Tolerance.subjectRatio) ? nil : coefficient
    }

    /// What `restate` did.
    public enum Restatement {
        case restated
        /// Not restated: remove it and add the new one instead.
        case declined
        /// Not restated (`keepingRowsFeasible`): rows would have turned infeasible.
        case wouldTurnRowsInfeasible
        /// Not restated: the new equation names a constraint in `leaving`.
        case namesALeavingConstraint
    }

    /// Whether `row` names the marker or error of any of `constraints` that at most
    /// `rows` rows name.
    @_optimize(size) private func spreadsAny(_ row: Row, of constraints: [ConstraintID], beyond rows: Int) -> Bool {
        for constraint in constraints where Int(constraint.index) < records.count && records[Int(constraint.index)].isLive {
            for symbol in [records[Int(constraint.index)].marker, records[Int(constraint.index)].other] where symbol >= 0 {
                symbolMarks[Int(symbol)] = 3
            }
        }
        var found = false
        for term in row.terms where symbolMarks[Int(term.symbol)] == 3 && tableau.columns.count(of: term.symbol) <= rows { found = true }
        for constraint in constraints where Int(constraint.index) < records.count && records[Int(constraint.index)].isLive {
            for symbol in [records[Int(constraint.index)].marker, records[Int(constraint.index)].other] where symbol >= 0 {
                symbolMarks[Int(symbol)] = 0
            }
        }
        return found
    }

    /// Whether `restate` may restate the constraint: a live required equality whose
    /// marker is a parameter. (One that a single definition names is restated in that
    /// row as written: solved for the marker instead, it would be written in parameters,
    /// and an equal-spacing stack's gap, divided from its room, would name every node's
    /// size.)
    @_optimize(size) public func mayRestate(_ constraint: ConstraintID) -> Bool {
        let index = Int(constraint.index)
        guard index >= 0 && index < records.count && records[index].isLive && records[index].isRequired else { return false }
        let marker = records[index].marker
        return tableau.kind(marker) == .dummy && !tableau.isBasic(marker)
    }
}
#endif
