import AutoLayoutSolver

extension Layout {
    /// The compiled form of a constraint that could be kept as an alias (a required
    /// equality between two variables), its terms left in `scratchTerms` for `install`;
    /// nil for any other. Such constraints are installed first in an update, while
    /// their variables are in no row yet.
    func aliasCandidateForm(_ index: Int) -> CompiledForm? {
        guard constraints[index].termCount == 2 && constraints[index].relation == .equal
            && !constraints[index].isNeverAliased else { return nil }
        // Two items, one of them by an edge of two variables (`b.left == a.right + 6`),
        // compile to three terms or four: no alias, so not compiled here only to be
        // compiled again when installed.
        let first = termPool[Int(constraints[index].firstTerm)], second = termPool[Int(constraints[index].firstTerm) + 1]
        if (first.index != second.index || first.isVariable != second.isVariable)
            && first.coefficient != 0 && second.coefficient != 0
            && (first.namesTwoVariables || second.namesTwoVariables) {
            return nil
        }
        let form = compiled(index, into: &scratchTerms)
        return form.relation == .equal && scratchTerms.count == 2 ? form : nil
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

    /// What the aliases add to the terms' sum of an installed constraint. Its terms need
    /// no merging, the sum being linear in them: every constant edit asks, and a hide
    /// edits four, three of them on the node's size alone (read without compiling).
    func aliasShift(_ index: Int) -> Double {
        if aliases.aliasedCount == 0 { return 0 }
        #if !arch(wasm32)
        // Compiled on a stack's unit, which is in no class, not on the size it names.
        if constraints[index].isOnStackUnit { return 0 }
        #endif
        let first = term(index, 0)
        if constraints[index].termCount == 1, case .node(let id) = first.item, first.attribute == .width || first.attribute == .height {
            let size = first.attribute == .width ? nodeVariables[Int(id.index)].width : nodeVariables[Int(id.index)].height
            return first.coefficient * aliases.resolve(size).1
        }
        if !namesShiftedVariable(index) { return 0 }
        scratchTerms.removeAll(keepingCapacity: true)
        for position in 0..<termCount(index) { appendSolverTerms(index, position, to: &scratchTerms) }
        return resolveAliases(&scratchTerms)
    }

    /// Whether a variable that a constraint's terms may name sits off its class's
    /// representative: without one its alias shift is 0, and the constraint need not be
    /// compiled to tell (a node's four variables are read for any of its attributes).
    private func namesShiftedVariable(_ index: Int) -> Bool {
        let first = Int(constraints[index].firstTerm)
        for position in first..<first + termCount(index) {
            let stored = termPool[position]
            if stored.isVariable {
                if aliases.resolve(variables[Int(stored.index)].variable).1 != 0 { return true }
                continue
            }
            // Margin and baseline attributes are a guide's.
            let attribute = stored.attribute
            let plain = attribute.marginBase == nil && attribute != .firstBaseline && attribute != .lastBaseline
            let node = plain ? Int(stored.index) : resolvedGuideTerm(Int(stored.index), attribute).0
            let variables = nodeVariables[node]
            if aliases.resolve(variables.left).1 != 0 || aliases.resolve(variables.top).1 != 0
                || aliases.resolve(variables.width).1 != 0 || aliases.resolve(variables.height).1 != 0 {
                return true
            }
        }
        return false
    }

    /// Keeps a required equality whose terms (in `scratchTerms`, resolved, with
    /// `rightSide`) read `a * x - a * y == rightSide` as the alias `x == y + delta`, if
    /// x's or y's class is in no row of the solver. Within one class it is either
    /// redundant (kept as an alias too) or broken. Returns false when the solver must
    /// take it.
    /// `named` is a variable the constraint names, as written (before resolving): the
    /// alias's handle on its class (`aliasedSymbol`). A representative it was resolved
    /// to could later leave the class without it (see `isLeafOfClass`). The WebAssembly
    /// module, which dissolves classes whole, passes -1 and keeps the representative.
    func installAsAlias(_ index: Int, _ rightSide: Double, scale: Double, named: Int32) -> Bool {
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
                constraints[index].aliasedSymbol = named >= 0 ? named : first.symbol
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
        constraints[index].aliasedSymbol = named >= 0 ? named : first.symbol
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
            for constraint in constraintsNaming(member) where constraints[Int(constraint)].isLive {
                let position = Int(constraint)
                let aliased = constraints[position].aliasedSymbol
                if aliased >= 0 {
                    // A node's list holds the links of its other attributes' classes too:
                    // those stay as they are.
                    if !memberMarks[Int(aliased)] { continue }
                    constraints[position].aliasedSymbol = -1
                } else if !takeOutIfItNamesMarkedMembers(position) {
                    continue
                }
                if constraints[position].isActive && !constraints[position].isBroken { additions.append(constraint) }
            }
        }
        for member in members { memberMarks[Int(member)] = false }
    }

    /// Takes a constraint in the solver (installed, or riding on a shared row) out of it
    /// when it names a variable that `memberMarks` marks, a member of a class that splits:
    /// it was written in the old representative. Returns whether it did.
    private func takeOutIfItNamesMarkedMembers(_ position: Int) -> Bool {
        guard constraints[position].installed != nil || constraints[position].host >= 0 else { return false }
        _ = compiled(position, into: &scratchTerms)
        if !scratchTerms.contains(where: { memberMarks[Int($0.variable.symbol)] }) { return false }
        uninstall(position)
        return true
    }

    /// Notes that constraint `index`, kept as an alias, leaves at the next update: its
    /// handle on its class and, in native builds, the other variable it links, where its
    /// terms compiled now are those it was made of (not rebuilt under another direction)
    /// and link two.
    func noteLeavingAlias(_ index: Int) {
        let handle = constraints[index].aliasedSymbol
        dissolving.append(handle)
        #if !arch(wasm32)
        var other: Int32 = -1
        if !constraints[index].needsRebuild, let (first, second, _) = link(compiled(index).terms) {
            if first == handle { other = second } else if second == handle { other = first }
        }
        dissolvingOthers.append(other)
        #endif
    }

    #if !arch(wasm32)
    /// Whether no alias of its class names `symbol` any more: the one that linked it
    /// left (an arranged node's alignment with its stack, a view's edge pinned to its
    /// container's), and the others still link the rest of the class. Read from its
    /// node's constraints, a handful, where splitting reads the whole class: taking one
    /// of 1,000 items out of a stack read the 1,000 whose edges align with the stack's.
    private func isLeafOfClass(_ symbol: Int32) -> Bool {
        everyAlias(naming: symbol, inClassOf: aliases.representative[Int(symbol)]) { false }
    }

    /// Runs `body` on each live alias of `root`'s class (but `excluded`) whose terms
    /// name `symbol`, with its terms compiled in `scratchTerms`, until `body` returns
    /// false; false then. Read from the constraints of `symbol`'s node, a handful.
    private func everyAlias(naming symbol: Int32, inClassOf root: Int32, except excluded: Int = -1,
                            _ body: () -> Bool) -> Bool {
        for constraint in constraintsNaming(symbol) where Int(constraint) != excluded {
            let position = Int(constraint)
            let aliased = constraints[position].aliasedSymbol
            guard constraints[position].isLive && aliased >= 0 && aliases.representative[Int(aliased)] == root else { continue }
            _ = compiled(position, into: &scratchTerms)
            if scratchTerms.contains(where: { $0.variable.symbol == symbol }) && !body() { return false }
        }
        return true
    }

    /// Splits a leaf off its class (see `isLeafOfClass`): the installed constraints that
    /// name it, written in the old representative, leave the solver and join this
    /// update's additions.
    private func detachLeaf(_ symbol: Int32) {
        aliases.detach(symbol)
        while memberMarks.count < aliases.representative.count { memberMarks.append(false) }
        memberMarks[Int(symbol)] = true
        defer { memberMarks[Int(symbol)] = false }
        for constraint in constraintsNaming(symbol) where constraints[Int(constraint)].isLive {
            let position = Int(constraint)
            // Its node's aliases in other classes stay; none in this one names it.
            if constraints[position].aliasedSymbol >= 0 { continue }
            if takeOutIfItNamesMarkedMembers(position) && constraints[position].isActive && !constraints[position].isBroken {
                additions.append(constraint)
            }
        }
    }
    #endif

    /// Splits the class holding `symbol` into the parts that the alias constraints still
    /// in it link (one of them freed, deactivated or changed: its `aliasedSymbol` is
    /// cleared or its record is gone). The part of the representative stays as it is;
    /// each other part becomes a class of its own, and the installed constraints that
    /// name its members (written in the old representative) leave the solver and join
    /// this update's additions. Dissolving the whole class instead installed every
    /// constraint on it again: a stack's thousand items share the classes of their
    /// alignments across the axis, and arranging one more cost as much as building them
    /// all. An alias that names a member of a part that left, and that the classes no
    /// longer imply (it held through another alias now gone), dissolves its class.
    ///
    /// `other`, when known (not -1), is the variable the alias that left linked to
    /// `symbol`: where either of the two is named by no alias of the class any more (a
    /// leaf, see `isLeafOfClass`), that one alone leaves.
    func splitClass(of symbol: Int32, linkedTo other: Int32 = -1) {
        #if arch(wasm32)
        // The WebAssembly module's 100 KB hold no more: it dissolves the class.
        dissolveClass(of: symbol)
        #else
        let root = aliases.representative[Int(symbol)]
        if aliases.classSize(root) == 1 {
            // A leaf split off already (by another alias that left): the other end's
            // class may still hold it.
            if other >= 0 && aliases.classSize(aliases.representative[Int(other)]) > 1 { splitClass(of: other, linkedTo: symbol) }
            return
        }
        if other >= 0 {
            for end in [symbol, other] where end != root && aliases.representative[Int(end)] == root && isLeafOfClass(end) {
                detachLeaf(end)
                return
            }
        }
        let members = aliases.classMembers(root)
        while splitParents.count < aliases.representative.count { splitParents.append(-1) }
        while constraintMarks.count < constraints.count { constraintMarks.append(false) }
        for member in members { splitParents[Int(member)] = member }
        func find(_ member: Int32) -> Int32 {
            var current = member
            while splitParents[Int(current)] != current {
                let parent = splitParents[Int(current)]
                splitParents[Int(current)] = splitParents[Int(parent)]
                current = parent
            }
            return current
        }
        // The links that remain: each alias of the class that is a link of two variables
        // joins the two. One of more variables was an alias only through others (`v2 + v1
        // - 2 * v0 == c` once `v1 == v0 + d` held): it joins nothing, and is judged
        // below, once the parts are known, like any alias of a part that left.
        var seen: [Int32] = []
        for member in members {
            for constraint in constraintsNaming(member) where !constraintMarks[Int(constraint)] {
                let position = Int(constraint)
                let aliased = constraints[position].aliasedSymbol
                guard constraints[position].isLive && aliased >= 0 && aliases.representative[Int(aliased)] == root else { continue }
                constraintMarks[position] = true
                seen.append(constraint)
                _ = compiled(position, into: &scratchTerms)
                if namesMoreThanTwoVariables(scratchTerms) {
                    let named = scratchTerms.first { aliases.representative[Int($0.variable.symbol)] == root }
                    constraints[position].aliasedSymbol = named?.variable.symbol ?? aliased
                    continue
                }
                var joined: Int32 = -1
                for term in scratchTerms where aliases.representative[Int(term.variable.symbol)] == root {
                    let part = find(term.variable.symbol)
                    if joined < 0 {
                        joined = part
                        // The alias's handle on its class becomes a symbol it names: made
                        // from its terms resolved, it may be a representative of then,
                        // which a split can leave in another part than the two it links.
                        constraints[position].aliasedSymbol = term.variable.symbol
                    } else if part != joined {
                        splitParents[Int(part)] = joined
                    }
                }
            }
        }
        for constraint in seen { constraintMarks[Int(constraint)] = false }
        // Each part is led by one of its members, the representative's by the representative.
        let rootPart = find(root)
        var leaders: [Int32] = [], detached: [Int32] = []
        for member in members {
            let part = find(member)
            leaders.append(part == rootPart ? root : part)
            if part != rootPart { detached.append(member) }
        }
        for member in members { splitParents[Int(member)] = -1 }
        if detached.isEmpty { return }
        aliases.split(root, members: members, leaders: leaders)
        while memberMarks.count < aliases.representative.count { memberMarks.append(false) }
        for member in detached { memberMarks[Int(member)] = true }
        defer { for member in detached { memberMarks[Int(member)] = false } }
        var unimplied: [Int32] = []
        for member in detached {
            for constraint in constraintsNaming(member) where constraints[Int(constraint)].isLive {
                let position = Int(constraint)
                if constraints[position].aliasedSymbol >= 0 {
                    if !constraintMarks[position] && !isImpliedByAliases(position) {
                        constraintMarks[position] = true
                        unimplied.append(constraint)
                    }
                    continue
                }
                if takeOutIfItNamesMarkedMembers(position) && constraints[position].isActive && !constraints[position].isBroken {
                    additions.append(constraint)
                }
            }
        }
        for constraint in unimplied {
            constraintMarks[Int(constraint)] = false
            let aliased = constraints[Int(constraint)].aliasedSymbol
            if aliased >= 0 { dissolveClass(of: aliased) }
        }
        #endif
    }

    #if !arch(wasm32)
    /// Whether terms name more than two distinct variables.
    private func namesMoreThanTwoVariables(_ terms: [LinearTerm]) -> Bool {
        var first: Variable?, second: Variable?
        for term in terms where term.variable != first && term.variable != second {
            if first == nil { first = term.variable } else if second == nil { second = term.variable } else { return true }
        }
        return false
    }

    /// Whether an alias constraint holds by the classes as they are: its terms, written
    /// in representatives, cancel, and their offsets give its right side.
    private func isImpliedByAliases(_ index: Int) -> Bool {
        let form = compiled(index, into: &scratchTerms)
        let shift = resolveAliases(&scratchTerms)
        var scale = abs(form.rightSide) + abs(shift)
        for (position, term) in scratchTerms.enumerated() {
            var sum = 0.0
            for other in scratchTerms where other.variable == term.variable { sum += other.coefficient }
            if sum != 0 && !scratchTerms[..<position].contains(where: { $0.variable == term.variable }) { return false }
            scale += abs(term.coefficient)
        }
        return abs(form.rightSide - shift) <= Tolerance.aliasOffset * (1 + scale)
    }
    #endif

    /// Takes an edit of an alias's constant without splitting its class. The class's
    /// aliases link its members as a tree, so the members on one side of the edited link
    /// (the side without the representative) move by what the edit changes, and the
    /// installed constraints on them take their new right sides with this update's
    /// constant edits. Splitting instead installed every constraint on the class again:
    /// a stack's inset over its thousand items cost thousands of resizes. Returns false,
    /// having changed nothing, when the link does not cut its class in two (a redundant
    /// alias, whose edit is judged as a conflict) or is not a plain link of two variables.
    func shiftAliasedSide(_ index: Int) -> Bool {
        #if arch(wasm32)
        // The WebAssembly module's 100 KB hold no more: there the edit dissolves the class.
        return false
        #else
        let rightSide = compiled(index, into: &scratchTerms).rightSide
        guard let (first, second, coefficient) = link(scratchTerms) else { return false }
        let root = aliases.representative[Int(first)]
        guard root == aliases.representative[Int(second)] else { return false }
        while memberMarks.count < aliases.representative.count { memberMarks.append(false) }
        // The members that the class's other links reach from `first`.
        var side: [Int32] = [first]
        memberMarks[Int(first)] = true
        var cuts = true
        var next = 0
        while next < side.count {
            let member = side[next]
            next += 1
            guard aliases.owner[Int(member)] != -1 else {
                cuts = false
                break
            }
            let searched = everyAlias(naming: member, inClassOf: root, except: index) {
                guard let (one, other, _) = link(scratchTerms) else { return false }
                let neighbour = one == member ? other : one
                // A cycle: the edited alias is redundant with the others.
                if neighbour == second { return false }
                if !memberMarks[Int(neighbour)] {
                    memberMarks[Int(neighbour)] = true
                    side.append(neighbour)
                }
                return true
            }
            if !searched {
                cuts = false
                break
            }
        }
        var moving = side
        var delta = rightSide / coefficient - (aliases.offset[Int(first)] - aliases.offset[Int(second)])
        if cuts && memberMarks[Int(root)] {
            // The representative stays where the solver has it: the other side moves back.
            moving = aliases.classMembers(root).filter { !memberMarks[Int($0)] }
            delta = -delta
        }
        for member in side { memberMarks[Int(member)] = false }
        guard cuts && !moving.contains(where: { aliases.owner[Int($0)] == -1 }) else { return false }
        if delta == 0 { return true }
        for member in moving { aliases.shift(member, by: delta) }
        for member in moving {
            for constraint in constraintsNaming(member) {
                let position = Int(constraint)
                guard constraints[position].isLive && constraints[position].aliasedSymbol < 0
                    && (constraints[position].installed != nil || constraints[position].host >= 0)
                    && mayName(position, onAxisOf: member) else { continue }
                _ = compiled(position, into: &scratchTerms)
                guard scratchTerms.contains(where: { $0.variable.symbol == member }) else { continue }
                if constraints[position].host >= 0 || hasRiders(position) {
                    // Shared rows are keyed by their right side: these are installed again.
                    uninstall(position)
                    if constraints[position].isActive && !constraints[position].isBroken { additions.append(constraint) }
                } else {
                    edits.append(constraint)
                }
            }
        }
        return true
        #endif
    }

    #if !arch(wasm32)
    /// Whether a constraint may name a node's variable, by its terms' axes: a stack's
    /// list holds its thousand items' alignments on the other axis, cheaper to pass over
    /// this way than to compile.
    private func mayName(_ index: Int, onAxisOf symbol: Int32) -> Bool {
        let owner = Int(aliases.owner[Int(symbol)])
        if owner < 0 { return true }
        let horizontal = nodeVariables[owner].left.symbol == symbol || nodeVariables[owner].width.symbol == symbol
        return (0..<termCount(index)).contains {
            let attribute = term(index, $0).attribute
            return attribute.isHorizontal == horizontal || attribute == .value
        }
    }

    /// The variables x and y and the coefficient a of terms that read `a * x - a * y`;
    /// nil for any other terms.
    private func link(_ terms: [LinearTerm]) -> (Int32, Int32, Double)? {
        guard terms.count == 2, terms[0].variable != terms[1].variable, terms[0].coefficient != 0,
              terms[0].coefficient == -terms[1].coefficient else { return nil }
        return (terms[0].variable.symbol, terms[1].variable.symbol, terms[0].coefficient)
    }
    #endif

    /// The alias constraints of the classes of a constraint's variables.
    func aliasConstraints(touching index: Int) -> [Int32] {
        var result: [Int32] = []
        for term in compiled(index).terms {
            let root = aliases.representative[Int(term.variable.symbol)]
            if aliases.classSize(root) == 1 { continue }
            for member in aliases.classMembers(root) {
                for constraint in constraintsNaming(member)
                where constraints[Int(constraint)].aliasedSymbol >= 0 && !result.contains(constraint) {
                    result.append(constraint)
                }
            }
        }
        return result
    }

    /// The constraints that may name a solver variable: those that mention the node or
    /// free variable it belongs to, and for a guide's variable those of the guide's
    /// owner too (`label.firstBaseline` and `window.leadingMargin` are written in the
    /// owner's name but stand for its guides' edges).
    private func constraintsNaming(_ symbol: Int32) -> [Int32] {
        let owner = Int(aliases.owner[Int(symbol)])
        if owner < 0 { return owner == -1 ? [] : constraintsMentioning(-2 - owner, isVariable: true) }
        if nodes[owner].isGuide && nodes[owner].parent >= 0 {
            return constraintsMentioning(owner, isVariable: false) + constraintsMentioning(Int(nodes[owner].parent), isVariable: false)
        }
        return constraintsMentioning(owner, isVariable: false)
    }

    /// A variable's value in the solution, through its alias.
    func solvedValue(_ variable: Variable) -> Double {
        let (representative, offset) = aliases.resolve(variable)
        return solver.value(of: representative) + offset
    }
}
