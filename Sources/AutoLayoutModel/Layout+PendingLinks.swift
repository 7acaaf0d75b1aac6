import AutoLayoutSolver

/// Subjects chosen with the batch in view. A new row may define any edge that nothing
/// names yet, and the first row to arrive takes it: when a program states a view's
/// inside before its place (a section closed on its last child before that child is
/// linked to the one above it), the closing row would define the child's top, and the
/// link arriving later would find nothing left to define and be written over every
/// definition it reaches (in a long column, the whole column above it). So each edge's
/// subject rank counts, negatively, the links of the batch still to come that place it
/// (it is their first item's), and a row defines the edge fewest of them need. Only
/// optional equalities between variables are counted: they come last in a batch, after
/// every required constraint had its pick; a single-variable one on a defined edge is a
/// short row all the same; counting required links and inequalities too cost
/// split-panes' resizes 22% and found no better subjects.
extension Layout {
    /// Lowers the subject rank of the first item's variables of every optional link of
    /// this batch that is still to be installed.
    func countPendingLinks() {
        while countedAsPending.count < constraints.count { countedAsPending.append(false) }
        for index in additions {
            let position = Int(index)
            if countedAsPending[position] || constraints[position].isRequired || constraints[position].relation != .equal
                || constraints[position].termCount < 2 || constraints[position].installed != nil
                || constraints[position].aliasedSymbol >= 0 || constraints[position].host >= 0
                || constraints[position].isBroken || constraints[position].isHeldOut {
                continue
            }
            _ = compiled(position, into: &scratchTerms)
            _ = resolveAliases(&scratchTerms)
            if scratchTerms.count < 2 { continue }
            countedAsPending[position] = true
            collectFirstItemTerms(position)
            for term in firstItemTerms {
                let symbol = term.variable.symbol
                if solver.subjectRank(of: term.variable) == 0 { rankedSymbols.append(symbol) }
                solver.setSubjectRank(term.variable, solver.subjectRank(of: term.variable) - 1)
            }
        }
    }

    /// Takes a link out of the count as it is installed (its own edges are its to define).
    func uncountPendingLink(_ index: Int) {
        guard index < countedAsPending.count && countedAsPending[index] else { return }
        countedAsPending[index] = false
        collectFirstItemTerms(index)
        for term in firstItemTerms where solver.subjectRank(of: term.variable) < 0 {
            solver.setSubjectRank(term.variable, solver.subjectRank(of: term.variable) + 1)
        }
    }

    /// The variables of the link's first item into `firstItemTerms`. Only those are
    /// reserved: a link places its first item (`child.top == previous.bottom + 8` places
    /// the child), while its other side is usually defined already, and reserving it too
    /// took the place of a stack's pulls (`label.top == row.top`) from the row's top: the
    /// stack's link then defined the row above's height instead, and every row's height
    /// came to be written over the whole column above it (a settings screen's build grew
    /// as its square). Counting and uncounting read the same list, so a variable listed
    /// twice is lowered and raised twice.
    private func collectFirstItemTerms(_ index: Int) {
        while !firstItemTerms.isEmpty { firstItemTerms.removeLast() }   // as `compiled` empties its list
        guard termCount(index) > 0 else { return }
        appendSolverTerms(index, 0, to: &firstItemTerms)
        _ = resolveAliases(&firstItemTerms)
    }

    /// Every rank back to zero once the batch is through (or has failed part way).
    func clearPendingLinks() {
        for symbol in rankedSymbols { solver.setSubjectRank(Variable(symbol: symbol), 0) }
        rankedSymbols.removeAll(keepingCapacity: true)
        for index in additions where Int(index) < countedAsPending.count { countedAsPending[Int(index)] = false }
    }
}
