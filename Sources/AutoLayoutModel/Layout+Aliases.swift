import AutoLayoutSolver

extension Layout {
    /// Whether a constraint could be kept as an alias (a required equality between two
    /// variables): such constraints are installed first in an update, while their
    /// variables are in no row yet.
    func mayBecomeAlias(_ index: Int) -> Bool {
        constraints[index].terms.count == 2 && constraints[index].relation == .equal && !constraints[index].isNeverAliased
            && compiled(index, into: &scratchTerms).relation == .equal && scratchTerms.count == 2
    }

    /// Rewrites solver terms in representatives; returns what their offsets add to the
    /// terms' sum.
    func resolveAliases(_ terms: inout [LinearTerm]) -> Double {
        if aliases.aliasedCount == 0 { return 0 }
        var shift = 0.0
        for position in terms.indices {
            let (representative, offset) = aliases.resolve(terms[position].variable)
            shift += terms[position].coefficient * offset
            terms[position].variable = representative
        }
        return shift
    }

    /// What the aliases add to the terms' sum of an installed constraint.
    func aliasShift(_ index: Int) -> Double {
        if aliases.aliasedCount == 0 { return 0 }
        _ = compiled(index, into: &scratchTerms)
        return resolveAliases(&scratchTerms)
    }

    /// Keeps a required equality whose terms (in `scratchTerms`, resolved, with
    /// `rightSide`) read `a * x - a * y == rightSide` as the alias `x == y + delta`, if
    /// x's or y's class is in no row of the solver. Within one class it is either
    /// redundant (kept as an alias too) or broken. Returns false when the solver must
    /// take it.
    func installAsAlias(_ index: Int, _ rightSide: Double, scale: Double) -> Bool {
        var first: Variable?, second: Variable?
        var firstCoefficient = 0.0, secondCoefficient = 0.0
        for term in scratchTerms {
            if first == nil || term.variable == first {
                first = term.variable
                firstCoefficient += term.coefficient
            } else if second == nil || term.variable == second {
                second = term.variable
                secondCoefficient += term.coefficient
            } else {
                return false
            }
        }
        guard let first else { return false }
        guard let second else {
            guard firstCoefficient == 0 else { return false }
            if abs(rightSide) <= Tolerance.aliasOffset * (1 + scale) {
                constraints[index].aliasedSymbol = first.symbol
            } else {
                markBroken(index, [])
            }
            return true
        }
        guard firstCoefficient == -secondCoefficient else { return false }
        let delta = rightSide / firstCoefficient   // first == second + delta
        let firstIsFree = solver.isUnused(first)
        let secondIsFree = solver.isUnused(second)
        if firstIsFree && (!secondIsFree || aliases.classSize(first.symbol) <= aliases.classSize(second.symbol)) {
            aliases.merge(first.symbol, into: second.symbol, offset: delta)
        } else if secondIsFree {
            aliases.merge(second.symbol, into: first.symbol, offset: -delta)
        } else {
            return false
        }
        constraints[index].aliasedSymbol = first.symbol
        return true
    }

    /// Splits the class holding `symbol` into single variables: its alias constraints,
    /// and every installed constraint that mentions one of its members (written in the
    /// representative), leave the solver and join this update's additions.
    func dissolveClass(of symbol: Int32) {
        let root = aliases.representative[Int(symbol)]
        let members = aliases.dissolve(root)
        while memberMarks.count < aliases.representative.count { memberMarks.append(false) }
        for member in members { memberMarks[Int(member)] = true }
        for member in members {
            for constraint in constraintsOnOwner(of: member) where constraints[Int(constraint)].isLive {
                let position = Int(constraint)
                let aliased = constraints[position].aliasedSymbol
                if aliased >= 0 {
                    // A node's list holds the links of its other attributes' classes too:
                    // those stay as they are.
                    if !memberMarks[Int(aliased)] { continue }
                    constraints[position].aliasedSymbol = -1
                } else if constraints[position].installed != nil || constraints[position].host >= 0 {
                    _ = compiled(position, into: &scratchTerms)
                    if !scratchTerms.contains(where: { memberMarks[Int($0.variable.symbol)] }) { continue }
                    uninstall(position)
                } else {
                    continue
                }
                if constraints[position].isActive && !constraints[position].isBroken { additions.append(constraint) }
            }
        }
        for member in members { memberMarks[Int(member)] = false }
    }

    /// The alias constraints of the classes of a constraint's variables.
    func aliasConstraints(touching index: Int) -> [Int32] {
        var result: [Int32] = []
        for term in compiled(index).terms {
            let root = aliases.representative[Int(term.variable.symbol)]
            if aliases.classSize(root) == 1 { continue }
            for member in aliases.classMembers(root) {
                for constraint in constraintsOnOwner(of: member)
                where constraints[Int(constraint)].aliasedSymbol >= 0 && !result.contains(constraint) {
                    result.append(constraint)
                }
            }
        }
        return result
    }

    /// The constraints that mention the node or free variable a solver variable belongs to.
    private func constraintsOnOwner(of symbol: Int32) -> [Int32] {
        let owner = aliases.owner[Int(symbol)]
        if owner >= 0 { return nodes[Int(owner)].constraints }
        return owner == -1 ? [] : variables[Int(-2 - owner)].constraints
    }

    /// A variable's value in the solution, through its alias.
    func solvedValue(_ variable: Variable) -> Double {
        let (representative, offset) = aliases.resolve(variable)
        return solver.value(of: representative) + offset
    }
}
