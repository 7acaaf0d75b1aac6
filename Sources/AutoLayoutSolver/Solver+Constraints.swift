extension Solver {
    /// A constraint as the model states it: `sum(terms)  relation  rightSide`.
    public struct Constraint {
        public var terms: [LinearTerm]
        public var relation: Relation
        public var rightSide: Double
        public init(terms: [LinearTerm], relation: Relation, rightSide: Double) {
            self.terms = terms
            self.relation = relation
            self.rightSide = rightSide
        }
    }

    /// Adds `sum(terms)  relation  rightSide` at `priority` (1000 is required): the
    /// model's form. See `addConstraint(_:constant:relation:priority:)`.
    public func addConstraint(_ terms: [LinearTerm], _ relation: Relation, _ rightSide: Double,
                              priority: Double) throws(SolverError) -> ConstraintID {
        try addConstraint(terms, constant: -rightSide, relation: relation, priority: priority)
    }

    /// Adds `sum(terms) + constant  relation  0` at `priority` (1000 is required): the
    /// tableau's own form.
    ///
    /// The tableau stays feasible; call `optimize()` once the batch is complete.
    /// - Throws: `.unsatisfiable` with the required constraints it conflicts with when
    ///   a required constraint cannot hold; the solver is then unchanged.
    /// - Complexity: proportional to the rows the new row's symbols touch.
    public func addConstraint(
        _ terms: [LinearTerm], constant: Double, relation: Relation, priority: Double
    ) throws(SolverError) -> ConstraintID {
        tableau.freshenAll()
        let index = allocateRecord()
        var record = ConstraintRecord()
        record.priority = priority < requiredPriority ? priority : requiredPriority
        record.constant = constant
        record.isLive = true

        var row = Row(constant: constant)
        // The terms and a marker, and for an optional constraint an error or the second
        // of two: room for exactly these, since the row is kept as it is built.
        row.terms.reserveCapacity(terms.count + (record.isRequired ? 1 : 2))
        #if arch(wasm32)   // its size limit
        for term in terms { row.add(term.variable.symbol, term.coefficient) }
        #else
        row.add(terms)
        #endif
        // An external that no row mentions yet (a new view's edge in a chain) can be the
        // subject of the row as written: the row then stays as short as the constraint,
        // naming other basic externals instead of repeating their definitions (see
        // Tableau.substitute). Since nothing refers to the subject, no definition can end
        // up referring to itself. Otherwise the row is rewritten in parameters first, and
        // a definition in parameters refers to nothing.
        // Among candidates the largest coefficient wins: dividing by a tiny one would
        // blow the row's numbers up and lose precision (partial pivoting).
        var lazySubject: Int32 = -1
        var lazyCoefficient = 0.0
        // The slack or error to come weighs 1, as `chooseSubject` counts it: an edge at
        // 1e-20 defined by `1e-20 * x <= 260` took coefficients of 1e20 into every row
        // that met it, and a later conflict went unseen (fuzz input
        // tiny-inequality-hides-a-conflict).
        var largest = relation == .equal && priority >= requiredPriority ? 0.0 : 1.0
        for term in row.terms {
            largest = max(largest, abs(term.coefficient))
            if isUnnamedExternal(term.symbol) && abs(term.coefficient) > lazyCoefficient {
                lazySubject = term.symbol
                lazyCoefficient = abs(term.coefficient)
            }
        }
        if lazyCoefficient < largest * Tolerance.subjectRatio { lazySubject = -1 }
        if lazySubject >= 0 {
            // Of the candidates within a factor of the largest coefficient, the highest rank.
            var rank = subjectRanks[Int(lazySubject)]
            for term in row.terms where subjectRanks[Int(term.symbol)] > rank
                && abs(term.coefficient) >= max(lazyCoefficient * Solver.rankedSubjectRatio, largest * Tolerance.subjectRatio)
                && isUnnamedExternal(term.symbol) {
                lazySubject = term.symbol
                rank = subjectRanks[Int(term.symbol)]
            }
        }
        if lazySubject < 0 { lazySubject = definingSubject(row, largest: largest) }
        if lazySubject < 0 { row = tableau.expand(row) }

        let required = record.isRequired
        switch relation {
        case .lessOrEqual, .greaterOrEqual:
            // expression + slack == 0 for <=, expression - slack == 0 for >=.
            let sign = relation == .lessOrEqual ? 1.0 : -1.0
            let slack = makeSymbol(.slack)
            row.add(slack, sign)
            record.marker = slack
            record.markerCoefficient = sign
            if !required {
                let error = makeSymbol(.error)
                row.add(error, -sign)
                record.other = error
            }
        case .equal:
            if required {
                let dummy = makeSymbol(.dummy)
                row.add(dummy, 1)
                record.marker = dummy
            } else {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.add(plus, -1)
                row.add(minus, 1)
                record.marker = plus
                record.markerCoefficient = -1
                record.other = minus
            }
        }
        ownerOfSymbol[Int(record.marker)] = index
        if record.other >= 0 { ownerOfSymbol[Int(record.other)] = index }
        records[Int(index)] = record
        if !required { price(record, by: 1) }
        defer { infeasibleRows.removeAll(keepingCapacity: true) }

        if row.constant < 0 { row.negate() }
        var subject = lazySubject >= 0 ? lazySubject : chooseSubject(row, record)
        if subject < 0 && row.terms.allSatisfy({ tableau.kind($0.symbol) == .dummy }) {
            if !isNearZero(row.constant) {
                let conflicts = requiredOwners(of: row.terms.map { $0.symbol }, excluding: index)
                discardRecord(index)
                throw .unsatisfiable(conflicts: conflicts)
            }
            // Redundant with the existing equalities: its dummy stands in as subject.
            subject = record.marker
        }
        if subject >= 0 {
            row.solve(for: subject)
            #if !arch(wasm32)
            do { try chargeWork(row.terms.count, entering: subject) } catch {
                discardRecord(index)
                throw error
            }
            #endif
            tableau.substitute(subject, by: row, infeasible: &infeasibleRows)
            tableau.insertRow(consume row, basic: subject)
        } else {
            do {
                try addWithArtificialVariable(row, record: index)
            } catch {
                discardRecord(index)
                throw error
            }
        }
        return ConstraintID(index: index)
    }

    /// An external that the row as written may define although definitions already name
    /// it: one that is not basic, that only definitions of externals mention (so no
    /// restricted row or tier has to learn its value), and on which none of the row's
    /// basic symbols depends (so no definition comes to refer to itself). A chain whose
    /// links name an edge before it is placed (`field.top == previous.bottom + 8` after
    /// `label.centerY == field.centerY`) then stays a chain: rewritten in parameters, the
    /// n-th link held every height before it, O(n^2) cells in all. Returns -1 when no
    /// term qualifies, or when telling would take a long search.
    /// - Complexity: at most `lazySearchBudget` rows visited.
    func definingSubject(_ row: Row, largest: Double) -> Int32 {
        var subject: Int32 = -1
        var subjectCoefficient = 0.0
        for term in row.terms where tableau.kind(term.symbol) == .external && !tableau.isBasic(term.symbol)
            && abs(term.coefficient) >= largest * Tolerance.subjectRatio && abs(term.coefficient) > subjectCoefficient
            && mentionedByDefinitionsOnly(term.symbol) {
            subject = term.symbol
            subjectCoefficient = abs(term.coefficient)
        }
        if subject < 0 { return -1 }
        // Whether a basic symbol of the row depends on the subject: walk from the subject
        // to the definitions that name it, and to those that name them, looking for one.
        #if arch(wasm32)
        for term in row.terms where tableau.isBasic(term.symbol) { symbolMarks[Int(term.symbol)] = 1 }
        #else
        // Ranks rise along every definition (see `Tableau.settleRank`): a user ranked above
        // all of the row's basic symbols leads to none of them, and the walk passes it by.
        // The walk from an equal-spacing stack's gap, which every link names, read the
        // whole chain and gave up, and the gap's row was written in parameters, naming
        // every node's size (see `Layout.stateRoom`).
        var highest = -Double.infinity
        for term in row.terms where tableau.isBasic(term.symbol) {
            symbolMarks[Int(term.symbol)] = 1
            highest = max(highest, tableau.ranks[Int(term.symbol)])
        }
        #endif
        defer {
            for term in row.terms { symbolMarks[Int(term.symbol)] = 0 }
            for symbol in lazyVisited { symbolMarks[Int(symbol)] = 0 }
            lazyVisited.removeAll(keepingCapacity: true)
        }
        var next = 0
        lazyVisited.append(subject)
        symbolMarks[Int(subject)] = 2
        while next < lazyVisited.count {
            let symbol = lazyVisited[next]
            next += 1
            for slot in tableau.columns.slots(of: symbol) {
                let user = tableau.basicOfSlot[Int(slot)]
                switch symbolMarks[Int(user)] {
                case 1: return -1   // a cycle
                case 2: continue
                default:
                    #if !arch(wasm32)
                    if tableau.ranks[Int(user)] > highest { continue }
                    #endif
                    if lazyVisited.count >= Solver.lazySearchBudget { return -1 }
                    symbolMarks[Int(user)] = 2
                    lazyVisited.append(user)
                }
            }
        }
        return subject
    }

    /// An external that no row names and none defines: a new row may take it as its
    /// subject as written.
    private func isUnnamedExternal(_ symbol: Int32) -> Bool {
        tableau.kind(symbol) == .external && !tableau.isBasic(symbol) && tableau.columns.count(of: symbol) == 0
    }

    /// How much smaller than the largest candidate's a higher-ranked subject's
    /// coefficient may be (a centre's half of a size is as good a pivot as an edge).
    static let rankedSubjectRatio = 0.25

    /// How many definitions `definingSubject` reads before it gives up.
    static let lazySearchBudget = 64

    /// Whether only rows of basic externals mention `symbol` (as a name), and no tier.
    func mentionedByDefinitionsOnly(_ symbol: Int32) -> Bool {
        for slot in tableau.columns.slots(of: symbol) where tableau.kind(tableau.basicOfSlot[Int(slot)]) != .external {
            return false
        }
        for tier in tableau.tiers where tier.coefficient(of: symbol) != 0 { return false }
        return true
    }

    /// Removes a constraint; the tableau stays feasible (call `optimize()` after the
    /// batch). Removing an unknown or already removed constraint does nothing.
    public func removeConstraint(_ constraint: ConstraintID) {
        valuesAreCurrent = false
        tableau.freshenAll()
        let index = Int(constraint.index)
        guard index >= 0 && index < records.count && records[index].isLive else { return }
        let record = records[index]
        if !record.isRequired { price(record, by: -1) }
        let marker = record.marker
        if tableau.isBasic(marker) {
            // Definitions that name the marker would lose its equation with its row.
            let definition = tableau.rows[Int(tableau.slotOfSymbol[Int(marker)])]
            tableau.substitute(marker, by: definition, infeasible: &infeasibleRows, everywhere: true)
        } else if let slot = soleDefinitionNaming(marker) {
            // The marker's equation reaches no other row: without it, the external that
            // the row defined is free, and the definitions that name it stay as they are
            // (rewriting the row in parameters first, as below, wrote out an equal-spacing
            // stack's room, every node's size, at every hide).
            tableau.dropRow(slot: slot)
        } else {
            // Definitions that name the marker are rewritten in parameters first: written
            // lazily, the marker may cancel against the definitions they name, and the
            // marker's row must be in parameters before it is substituted everywhere.
            let definitions = tableau.columns.slots(of: marker).map { tableau.basicOfSlot[Int($0)] }
                .filter { tableau.kind($0) == .external }
            for basic in definitions {
                #if !arch(wasm32)   // its size limit
                // One written in parameters already stays: the equal gap's row, which
                // names every label's size, was read, dropped and written again as it
                // was at every hide of an equal-spacing stack.
                if tableau.isWrittenInParameters(slot: tableau.slotOfSymbol[Int(basic)]) { continue }
                #endif
                let expanded = tableau.expand(tableau.dropRow(slot: tableau.slotOfSymbol[Int(basic)]))
                tableau.insertRow(expanded, basic: basic)
            }
            if let slot = markerLeavingSlot(marker) {
                noteSuspectPivot(slot: slot, entering: marker)
                tableau.pivot(slot: slot, entering: marker, infeasible: &infeasibleRows, everywhere: true)
            }
        }
        infeasibleRows.removeAll(keepingCapacity: true)
        discardRecord(constraint.index)
    }

    /// The slot of the one row that names `marker` (not basic), when that row defines an
    /// external and no tier names the marker; nil otherwise (and in the WebAssembly
    /// module, for its size).
    func soleDefinitionNaming(_ marker: Int32) -> Int32? {
        #if arch(wasm32)
        return nil
        #else
        guard tableau.columns.count(of: marker) == 1 else { return nil }
        let slot = tableau.columns.slot(of: tableau.columns.firstEntry(of: marker))
        // As `markerLeavingSlot` would pivot there (a cell it takes for rounding stays).
        let coefficient = tableau.rows[Int(slot)].coefficient(of: marker)
        guard tableau.kind(tableau.basicOfSlot[Int(slot)]) == .external
            && (coefficient <= -Tolerance.pivot || coefficient >= Tolerance.pivot) else { return nil }
        for tier in tableau.tiers where tier.coefficient(of: marker) != 0 { return nil }
        return slot
        #endif
    }

    /// Drops every constraint and the objective; the variables stay, as parameters at
    /// zero. The way back to a sound tableau after numerical trouble, before the
    /// constraints are added again.
    public func removeAllConstraints() {
        tableau.removeAllRows()
        tableau.tiers.removeAll()
        for symbol in 0..<Int32(tableau.symbolCapacity) {
            let kind = tableau.kind(symbol)
            if kind != .external && kind != .unused { releaseSymbol(symbol) }
        }
        records.removeAll(keepingCapacity: true)
        freeRecords.removeAll(keepingCapacity: true)
        infeasibleRows.removeAll(keepingCapacity: true)
        pivotLog.removeAll(keepingCapacity: true)
        isLoggingPivots = false
        valuesAreCurrent = false
        peakMagnitude = 0
    }

    // MARK: Helpers

    func allocateRecord() -> Int32 {
        if let index = freeRecords.popLast() { return index }
        records.append(ConstraintRecord())
        return Int32(records.count - 1)
    }

    /// Releases a record and its symbols: the marker's row is dropped (once the marker
    /// is basic, that row is the constraint's own equation) and any stray cells with it.
    func discardRecord(_ index: Int32) {
        let record = records[Int(index)]
        if record.marker >= 0 { releaseSymbol(record.marker) }
        if record.other >= 0 { releaseSymbol(record.other) }
        if !record.isRequired { dropTierIfUnused(record.priority) }
        records[Int(index)] = ConstraintRecord()
        freeRecords.append(index)
    }

    /// Adds (`sign` 1) or removes (`sign` -1) the price of an optional constraint's
    /// error symbols, times its weight, in its priority's tier.
    func price(_ record: ConstraintRecord, by sign: Double) {
        let tier = tierIndex(for: record.priority, create: sign > 0)
        if tier < 0 { return }
        addErrors(of: record, to: tier, times: sign * record.weight)
        tableau.tiers[tier].users += sign > 0 ? 1 : -1
    }

    /// Adds `factor` times the constraint's error symbols (their rows, when basic) to a
    /// tier's objective.
    func addErrors(of record: ConstraintRecord, to tier: Int, times factor: Double) {
        for error in [record.other, record.marker] where tableau.kind(error) == .error {
            let slot = tableau.slotOfSymbol[Int(error)]
            if slot >= 0 {
                tableau.freshen(slot)
                tableau.tiers[tier].add(tableau.rows[Int(slot)], times: factor)
            } else {
                tableau.tiers[tier].add(error, factor)
            }
        }
    }

    /// Adds `delta` to an optional constraint's weight within its priority: identical
    /// constraints share one, each counting once. Call `optimize()` afterwards.
    public func addWeight(_ constraint: ConstraintID, _ delta: Double) {
        let index = Int(constraint.index)
        guard index >= 0 && index < records.count && records[index].isLive && !records[index].isRequired else { return }
        let tier = tierIndex(for: records[index].priority, create: false)
        if tier < 0 { return }
        addErrors(of: records[index], to: tier, times: delta)
        records[index].weight += delta
    }

    /// The tier of `priority`, created in order when asked; -1 if absent.
    func tierIndex(for priority: Double, create: Bool) -> Int {
        var position = 0
        while position < tableau.tiers.count {
            let existing = tableau.tiers[position].priority
            if existing == priority { return position }
            if existing < priority { break }
            position += 1
        }
        if !create { return -1 }
        if var spare = tableau.spareTier {
            tableau.spareTier = nil
            spare.priority = priority
            spare.grow(to: tableau.symbolCapacity)
            tableau.tiers.insert(spare, at: position)
        } else {
            tableau.tiers.insert(ObjectiveTier(priority: priority, symbolCapacity: tableau.symbolCapacity), at: position)
        }
        tiersMade &+= 1
        tableau.tiers[position].startEpochs(tiersMade)
        return position
    }

    /// Drops a tier no constraint prices any more, keeping it emptied for the next new
    /// priority: a tier's arrays are as long as the symbols, and a priority that comes
    /// and goes with one constraint (a stack's hidden node) made them again each time.
    func dropTierIfUnused(_ priority: Double) {
        let tier = tierIndex(for: priority, create: false)
        if tier >= 0 && tableau.tiers[tier].users == 0 {
            var dropped = tableau.tiers.remove(at: tier)
            dropped.clear()
            tableau.spareTier = dropped
        }
    }

    /// The symbol to solve a new row for: an external one (with a coefficient of
    /// reasonable size, then in the fewest rows, to limit fill-in), else the
    /// constraint's own slack or error when its coefficient is negative (so the row's
    /// constant stays non-negative), else, when the constant is zero, any other slack or
    /// error.
    func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Int32 {
        // Externals whose coefficient is not tiny next to the row's largest slack, error
        // or external (dividing by a tiny one makes a value a difference of huge numbers:
        // an edge at 1e-6 next to a constant of 1e6 came out 1e-4 off); of those, the one
        // of highest subject rank (the one fewest constraints still to come need), then in
        // the fewest rows, provided substituting it keeps every restricted row feasible.
        // Otherwise the externals stay free variables, which the simplex moves.
        var largest = 0.0
        for term in row.terms where tableau.kind(term.symbol) == .external || tableau.kind(term.symbol).isPivotable {
            largest = max(largest, abs(term.coefficient))
        }
        var best: Int32 = -1
        var bestCount = Int.max
        var bestRank = Int32.min
        for term in row.terms where tableau.kind(term.symbol) == .external && abs(term.coefficient) >= largest * Tolerance.subjectRatio {
            let count = tableau.columns.count(of: term.symbol)
            let rank = subjectRanks[Int(term.symbol)]
            if (rank > bestRank || (rank == bestRank && count < bestCount)) && keepsRestrictedRowsFeasible(term, row) {
                best = term.symbol
                bestCount = count
                bestRank = rank
            }
        }
        if best >= 0 { return best }
        for symbol in [record.marker, record.other] where symbol >= 0 && tableau.kind(symbol).isPivotable {
            if row.coefficient(of: symbol) < 0 { return symbol }
        }
        // With a zero constant, solving for any other slack or error is a degenerate
        // pivot: every value stays as it is, so every row stays feasible (with a non-zero
        // constant it would take a ratio test, which is what the artificial variable
        // does). The symbol in the fewest rows is cheapest to substitute. Links of a
        // chain of equal sizes, each above a minimum, meet here: `w2 == w1` reads
        // `s2 - s1 == 0` over the minimums' slacks, and solving for the older slack
        // would rewrite every row the chain reaches, at every link. As for externals, a
        // coefficient tiny next to the row's largest is passed over.
        if row.constant != 0 { return -1 }
        var fewest = Int.max
        var largestCoefficient = 0.0
        for term in row.terms { largestCoefficient = max(largestCoefficient, abs(term.coefficient)) }
        for term in row.terms where tableau.kind(term.symbol).isPivotable {
            if abs(term.coefficient) < max(Tolerance.pivot, largestCoefficient * Tolerance.subjectRatio) { continue }
            let count = tableau.columns.count(of: term.symbol)
            if count < fewest {
                best = term.symbol
                fewest = count
            }
        }
        return best
    }

    /// Whether solving `row` for `term`'s symbol and substituting it leaves every
    /// restricted row that mentions the symbol non-negative (it can, once it was left
    /// free in them).
    func keepsRestrictedRowsFeasible(_ term: Term, _ row: Row) -> Bool {
        let value = -row.constant / term.coefficient
        for slot in tableau.columns.slots(of: term.symbol) {
            let kind = tableau.kind(tableau.basicOfSlot[Int(slot)])
            if !kind.isRestricted { continue }
            let constant = tableau.rows[Int(slot)].constant + tableau.rows[Int(slot)].coefficient(of: term.symbol) * value
            if kind == .dummy ? !isNearZero(constant) : constant < -Tolerance.value { return false }
        }
        return true
    }

    /// The row to pivot a non-basic marker into so that feasibility is kept: a row of a
    /// basic dummy, else the tightest restricted row where the marker's coefficient is
    /// negative, else the tightest where it is positive, else an unrestricted row.
    func markerLeavingSlot(_ marker: Int32) -> Int32? {
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        for slot in tableau.columns.slots(of: marker) {
            let row = tableau.rows[Int(slot)]
            let coefficient = row.coefficient(of: marker)
            if coefficient > -Tolerance.pivot && coefficient < Tolerance.pivot { continue }
            let kind = tableau.kind(tableau.basicOfSlot[Int(slot)])
            if kind == .dummy {
                // A basic dummy is pinned at zero: moving the marker in any other row
                // would move it, so this row goes first.
                return slot
            } else if !kind.isRestricted {
                third = slot
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = slot }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = slot }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }

    /// The live required constraints owning any of `symbols`, without `excluded`,
    /// each once, in symbol order.
    @_optimize(size) func requiredOwners(of symbols: [Int32], excluding excluded: Int32) -> [ConstraintID] {
        var result: [ConstraintID] = []
        for symbol in symbols.sorted() {
            let owner = ownerOfSymbol[Int(symbol)]
            if owner < 0 || owner == excluded || !records[Int(owner)].isRequired { continue }
            if !result.contains(ConstraintID(index: owner)) { result.append(ConstraintID(index: owner)) }
        }
        return result
    }
}
