extension Solver {
    #if !arch(wasm32)
    /// How many cells the rows hold in all: what a layout's tableau costs to keep and
    /// to pivot in (tests check it grows as the layout does, not as its square).
    public var cellCount: Int {
        var count = 0
        for row in tableau.rows { count += row.terms.count }
        return count
    }
    #endif

    /// Whether the optimal solution leaves `variable` free to move: another solution
    /// exists that satisfies every constraint equally well but gives it another value.
    ///
    /// Read off the optimal tableau: the variable is free when it is a parameter itself
    /// (no equation pins it), or when its row mentions a free parameter, or a slack or
    /// error symbol that costs nothing in any tier and can grow by a positive step.
    /// Degenerate vertices (a zero step that a later pivot might lift) count as fixed.
    @_optimize(size) public func isAmbiguous(_ variable: Variable) -> Bool {
        let slot = tableau.slotOfSymbol[Int(variable.symbol)]
        if slot < 0 { return true }
        for term in tableau.expand(tableau.rows[Int(slot)]).terms {
            switch tableau.kind(term.symbol) {
            case .external:
                return true
            case .slack, .error:
                if costsNothing(term.symbol) && canGrow(term.symbol) { return true }
            case .dummy, .unused:
                continue
            }
        }
        return false
    }

    @_optimize(size) private func costsNothing(_ symbol: Int32) -> Bool {
        for tier in tableau.tiers where tier.coefficient(of: symbol) != 0 { return false }
        return true
    }

    /// Whether raising a non-basic symbol from zero keeps every restricted row feasible
    /// for some positive step.
    @_optimize(size) private func canGrow(_ symbol: Int32) -> Bool {
        tableau.freshenAll()
        for slot in tableau.columns.slots(of: symbol) {
            let basic = tableau.basicOfSlot[Int(slot)]
            let kind = tableau.kind(basic)
            if !kind.isRestricted { continue }
            let row = tableau.rows[Int(slot)]
            let coefficient = row.coefficient(of: symbol)
            if kind == .dummy && coefficient != 0 { return false }
            if coefficient < 0 && row.constant <= Tolerance.value { return false }
        }
        return true
    }

    /// Whether the given required constraints, alone, have no common solution: a
    /// scratch solver tries them.
    @_optimize(size) public static func conflict(_ constraints: [Constraint]) -> Bool {
        let scratch = Solver()
        var mapped: [Int32] = []  // scratch symbol per original symbol, -1 when not made yet
        for constraint in constraints {
            var terms: [LinearTerm] = []
            for term in constraint.terms {
                let original = Int(term.variable.symbol)
                while mapped.count <= original { mapped.append(-1) }
                if mapped[original] < 0 { mapped[original] = scratch.makeVariable().symbol }
                terms.append(LinearTerm(Variable(symbol: mapped[original]), term.coefficient))
            }
            do {
                _ = try scratch.addConstraint(terms, constraint.relation, constraint.rightSide, priority: requiredPriority)
            } catch {
                return true
            }
        }
        return false
    }
}
