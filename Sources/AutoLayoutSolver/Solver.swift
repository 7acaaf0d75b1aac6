/// An incremental Cassowary solver over double-precision rows.
///
/// Constraints are `sum(coefficient * variable) + constant  (<=|==|>=)  0`, required
/// (priority 1000) or optional. Optional priorities are strict tiers: the objective is
/// minimised lexicographically from the highest priority down, and within a priority
/// the summed error is minimised.
///
/// Adding and removing keep the tableau feasible but defer optimisation until
/// `optimize()`, so a batch of changes pays for one optimisation. Changing a constant
/// runs the dual simplex from an optimal tableau; call `optimize()` before it when
/// constraints were added or removed since the last optimisation.
public final class Solver {
    var tableau = Tableau()
    var records: [ConstraintRecord] = []
    var freeRecords: [Int32] = []
    /// For marker and error symbols, the record that owns them (-1 otherwise).
    var ownerOfSymbol: [Int32] = []
    #if !arch(wasm32)
    /// Scratch of `residualsHold`, by symbol, kept for its capacity; zero between calls.
    var residualSteps: [Double] = []
    /// Scratch of `residualsHold(_:scales:of:named:)`: the restricted rows it weighed.
    var weighedRows: [Int32] = []
    #endif
    /// Per symbol: how strongly a new row should prefer it as its subject (see
    /// `setSubjectRank`).
    var subjectRanks: [Int32] = []
    var infeasibleRows: [Int32] = []
    /// The dual simplex's work list, filled from `infeasibleRows` (see `InfeasibleQueue`).
    var infeasibleQueue = InfeasibleQueue()
    /// (slot, leaving symbol) of each pivot while a tentative change is under way.
    var pivotLog: [(Int32, Int32)] = []
    var isLoggingPivots = false
    /// Priorities of the tiers the current optimisation found at zero; they stay pinned
    /// until it ends (see `enteringSymbol`).
    var pinnedPriorities: [Double] = []
    /// Symbols the current optimisation found unable to move: each would have taken an
    /// equality the tableau holds only to its rounding (a row kept as redundant beside
    /// cells of 1e-12) off it (see `leavingSlot`).
    var roundingBlocked: [Int32] = []
    /// Per tier of the current search, its largest cell once read (see
    /// `exceedsRounding`), 0 before, infinite for a pinned tier.
    var tierLargest: [Double] = []
    /// Scratch for `collectChangedCells` and `enteringSymbol`.
    var changedSymbols: [Int32] = []
    /// Scratch for `definingSubject` and `collectChangedCells`: per symbol a mark, zero
    /// between calls, and the symbols `definingSubject` visited.
    var symbolMarks: [UInt8] = []
    var lazyVisited: [Int32] = []
    /// Whether, since the flag was last cleared, an optimisation let a suspiciously small
    /// cell of a higher tier forbid a lower tier's move (see `noteSuspectBlock`), or the
    /// solver pivoted on a cell suspiciously small next to its row's (see
    /// `noteSuspectPivot`); the caller clears it.
    public var sawSuspectBlock = false
    /// How many objective tiers were made (see `ObjectiveTier.startEpochs`).
    var tiersMade: UInt32 = 0
    /// Every symbol's value, valid while `valuesAreCurrent`; any change clears the flag.
    var values: [Double] = []
    var valuesAreCurrent = false
    /// The largest magnitude among the externals' values at the last evaluation, and the
    /// largest at any evaluation since the solver was emptied. In native builds, after
    /// partial evaluations (which see only the values they change), the largest lies from
    /// `magnitudeFloor` to `currentMagnitude` (see `exactMagnitude`).
    var currentMagnitude = 0.0
    var peakMagnitude = 0.0
    #if !arch(wasm32)   // the WebAssembly module evaluates whole and reads every frame
    var magnitudeFloor = 0.0
    /// The externals whose values changed since `markValuesRead`, while every evaluation
    /// since was partial (`everyValueMayHaveChanged` false): what a caller that keeps
    /// copies of the values (the frames) must read again.
    var changedSinceRead: [Int32] = []
    var everyValueMayHaveChanged = true
    /// Whether the last evaluation after a change gave up its partial attempt: the next
    /// one goes whole at once, and the one after tries again, so that a run of edits
    /// that each reach everything (a window dragged) pays for every other attempt.
    var skipsNextPartialEvaluation = false
    /// The simplex's work since `boundWork`, in cells (a pivot's row times the rows its
    /// entering symbol is in), and the most it may do (`Int.max`: unbounded).
    var work = 0
    var workLimit = Int.max
    #endif

    public init() {}

    // MARK: Variables

    public func makeVariable() -> Variable {
        Variable(symbol: makeSymbol(.external))
    }

    /// Ranks a variable as a subject for new rows: of the new edges a row may define, one
    /// of higher rank goes first. The model lowers the rank of edges that constraints
    /// still to come will want to define (see `Layout+PendingLinks.swift`).
    public func setSubjectRank(_ variable: Variable, _ rank: Int32) {
        subjectRanks[Int(variable.symbol)] = rank
    }

    public func subjectRank(of variable: Variable) -> Int32 {
        subjectRanks[Int(variable.symbol)]
    }

    /// Releases a variable. Remove the constraints that mention it first.
    public func removeVariable(_ variable: Variable) {
        tableau.releaseSymbol(variable.symbol)
    }

    /// Whether no row mentions the variable: no constraint in the solver involves it.
    public func isUnused(_ variable: Variable) -> Bool {
        !tableau.isBasic(variable.symbol) && tableau.columns.count(of: variable.symbol) == 0
    }

    /// The variable's value in the current solution. The first read after a change
    /// evaluates every definition once; later reads are lookups.
    public func value(of variable: Variable) -> Double {
        evaluateIfNeeded()
        return tableau.isBasic(variable.symbol) ? values[Int(variable.symbol)] : 0   // variables are externals
    }

    /// Many values in one pass: `body` gets every symbol's value and tableau slot, by
    /// symbol; a variable's value is its entry where its slot is not negative, else 0.
    public func withValues<Result>(_ body: (UnsafeBufferPointer<Double>, UnsafeBufferPointer<Int32>) -> Result) -> Result {
        evaluateIfNeeded()
        return values.withUnsafeBufferPointer { values in
            tableau.slotOfSymbol.withUnsafeBufferPointer { slots in body(values, slots) }
        }
    }

    /// Evaluates only what changed since the last evaluation, for a caller that read
    /// every value then and reads them again now (see `Tableau.evaluate`: after an
    /// admission, the few definitions its pivots reached). Returns false when it
    /// evaluated everything instead (too much had changed).
    /// After `evaluateChanges` returned true, the variables whose values it changed.
    public var changedVariables: [Int32] { tableau.changedValues }

    @discardableResult public func evaluateChanges() -> Bool {
        if valuesAreCurrent {
            tableau.forgetChangedValues()
            return true
        }
        #if arch(wasm32)
        // The magnitudes keep the larger of the last evaluation's and the changed
        // values', which errs on the safe side until the next whole evaluation.
        let result = tableau.evaluate(into: &values, changedOnly: true)
        currentMagnitude = result.isPartial ? max(currentMagnitude, result.largest) : result.largest
        peakMagnitude = max(peakMagnitude, currentMagnitude)
        valuesAreCurrent = true
        assert(!result.isPartial || partialEvaluationMatches())
        return result.isPartial
        #else
        return evaluate(partially: true)
        #endif
    }

    #if !arch(wasm32)
    /// The externals whose values changed since the last `markValuesRead`, nil when
    /// any may have (an evaluation since was whole).
    public var valuesChangedSinceRead: [Int32]? {
        evaluateIfNeeded()
        return everyValueMayHaveChanged ? nil : changedSinceRead
    }

    /// For a caller that has just read every value it keeps.
    public func markValuesRead() {
        changedSinceRead.removeAll(keepingCapacity: true)
        everyValueMayHaveChanged = false
    }
    #endif

    /// Debug builds check each partial evaluation against a whole one.
    private func partialEvaluationMatches() -> Bool {
        var whole = values
        _ = tableau.evaluate(into: &whole)
        return whole.indices.allSatisfy { whole[$0].bitPattern == values[$0].bitPattern }
    }

    /// Native builds evaluate values where they changed when the tableau can tell (an
    /// edit that moves a few nodes of a large layout evaluates a few definitions), else
    /// whole; the WebAssembly module whole.
    @inline(__always) func evaluateIfNeeded() {
        #if arch(wasm32)
        if !valuesAreCurrent {
            currentMagnitude = tableau.evaluate(into: &values).largest
            peakMagnitude = max(peakMagnitude, currentMagnitude)
            valuesAreCurrent = true
        }
        #else
        if !valuesAreCurrent {
            let partially = !skipsNextPartialEvaluation
            evaluate(partially: partially)
            skipsNextPartialEvaluation = partially && tableau.partialGaveUp
        }
        #endif
    }

    #if !arch(wasm32)
    /// Evaluates what changed since the last evaluation (`partially`, where the tableau
    /// can tell), or everything; returns whether it was partial.
    @inline(never) @discardableResult private func evaluate(partially: Bool) -> Bool {
        let result = tableau.evaluate(into: &values, changedOnly: partially)
        valuesAreCurrent = true
        peakMagnitude = max(peakMagnitude, result.largest)
        if result.isPartial {
            // The values it did not write kept theirs: the largest is the largest it
            // wrote if that passes the largest before, else somewhere between the two.
            if result.largest >= currentMagnitude { currentMagnitude = result.largest }
            magnitudeFloor = result.largest
            let changed = tableau.changedValues
            if changedSinceRead.count + changed.count > max(64, values.count / 16) {
                everyValueMayHaveChanged = true   // a whole reading costs less than the list
            } else if !everyValueMayHaveChanged {
                changedSinceRead.append(contentsOf: changed)
            }
        } else {
            currentMagnitude = result.largest
            magnitudeFloor = result.largest
            everyValueMayHaveChanged = true
        }
        assert(!result.isPartial || partialEvaluationMatches())
        return result.isPartial
    }

    /// The largest magnitude among the externals' values, exactly: read again from the
    /// values when partial evaluations left only bounds.
    func exactMagnitude() -> Double {
        evaluateIfNeeded()
        if magnitudeFloor != currentMagnitude {
            currentMagnitude = tableau.largestMagnitude(in: values)
            magnitudeFloor = currentMagnitude
        }
        return currentMagnitude
    }
    #endif

    /// Whether the rows may carry rounding from values far larger than the current ones.
    /// Pivots and constant edits round at the scale of the numbers they handle: after
    /// values near 1e11 shrink back to hundreds, results were off by 1e-5 points, and
    /// after slacks near 1e9 a ratio test misjudged a conflict. Emptying the solver and
    /// adding the constraints again gives exact values. Ordinary layouts never shrink
    /// a thousandfold (`Tolerance.shrinkFactor`); a window collapsing to a few points
    /// pays one fresh build.
    public var carriesRoundingOfLargerValues: Bool {
        evaluateIfNeeded()
        #if arch(wasm32)
        return peakMagnitude > Tolerance.shrinkFactor * max(currentMagnitude, 1)
        #else
        // The bounds settle it mostly; the exact magnitude only between them.
        if peakMagnitude <= Tolerance.shrinkFactor * max(magnitudeFloor, 1) { return false }
        return peakMagnitude > Tolerance.shrinkFactor * max(exactMagnitude(), 1)
        #endif
    }

    /// How many times a row was rewritten by substitution since the solver was made:
    /// while it stays the same, rows were only added and dropped whole, and the
    /// equations already installed hold as exactly as before.
    public var rowsRewritten: UInt64 { tableau.rowsRewritten }
    #if !arch(wasm32)
    /// Changes whenever a row is added, dropped, pivoted or rewritten: while it stays the
    /// same, an update only shifted constants.
    public var structureVersion: UInt64 { tableau.structureVersion }
    public var cellsMerged: UInt64 { tableau.cellsMerged }
    public var tierCellsMerged: UInt64 { tableau.tierCellsMerged }
    /// How many definitions the evaluation orders placed (see `Tableau.computeEvaluationOrder`).
    public var definitionsOrdered: UInt64 { tableau.definitionsOrdered }
    #endif

    /// Whether the solution has values beyond a million points: pivots at that scale
    /// may have lost an equation (see `Layout.installedEquationsHold`).
    public var hasHugeValues: Bool {
        evaluateIfNeeded()
        #if arch(wasm32)
        return currentMagnitude > Tolerance.hugeValue
        #else
        if currentMagnitude <= Tolerance.hugeValue { return false }
        return exactMagnitude() > Tolerance.hugeValue
        #endif
    }

    /// Whether every value of the solution is finite (an overflow is reported as one).
    public var valuesAreFinite: Bool {
        evaluateIfNeeded()
        #if arch(wasm32)
        return currentMagnitude.isFinite
        #else
        if currentMagnitude.isFinite { return true }
        return exactMagnitude().isFinite
        #endif
    }

    func makeSymbol(_ kind: SymbolKind) -> Int32 {
        valuesAreCurrent = false
        let symbol = tableau.makeSymbol(kind)
        if Int(symbol) >= ownerOfSymbol.count {
            // As the tableau's arrays grow: by many at once.
            let added = tableau.symbolCapacity - ownerOfSymbol.count
            ownerOfSymbol.append(contentsOf: repeatElement(-1, count: added))
            symbolMarks.append(contentsOf: repeatElement(0, count: added))
            subjectRanks.append(contentsOf: repeatElement(0, count: added))
        }
        ownerOfSymbol[Int(symbol)] = -1
        subjectRanks[Int(symbol)] = 0
        return symbol
    }

    func releaseSymbol(_ symbol: Int32) {
        valuesAreCurrent = false
        ownerOfSymbol[Int(symbol)] = -1
        tableau.releaseSymbol(symbol)
    }

    // MARK: Queries

    public var constraintCount: Int { records.count - freeRecords.count }

    /// The priority the constraint was added with.
    public func priority(of constraint: ConstraintID) -> Double {
        records[Int(constraint.index)].priority
    }

    /// The constant the constraint currently has.
    public func constant(of constraint: ConstraintID) -> Double {
        records[Int(constraint.index)].constant
    }

    /// What the tableau holds the constraint's expression minus its right side to be at
    /// the current solution: 0 for a required equality, else what its slack and errors
    /// take up (their values in its row, negated). The solution's own values must agree
    /// with it, or rounding lost the equation from the rows (see
    /// `Layout.installedEquationsHold`).
    public func heldResidual(of constraint: ConstraintID) -> Double {
        let record = records[Int(constraint.index)]
        if tableau.kind(record.marker) == .dummy { return 0 }
        // A basic slack's or error's value is its row's constant (restricted rows are
        // written in parameters, all at zero), or its stale row's value.
        var taken = 0.0
        let markerSlot = tableau.slotOfSymbol[Int(record.marker)]
        if markerSlot >= 0 { taken += tableau.value(ofSlot: markerSlot) }
        let otherSlot = record.other >= 0 ? tableau.slotOfSymbol[Int(record.other)] : -1
        if otherSlot >= 0 { taken -= tableau.value(ofSlot: otherSlot) }
        return -record.markerCoefficient * taken
    }

    #if !arch(wasm32)
    /// How many constraint records there are, removed ones included: the length of the
    /// arrays `residualsHold` reads.
    public var recordCapacity: Int { records.count }

    /// Whether the residuals the model measured leave every basic slack, error and dummy
    /// within `Tolerance.residual` of its constraint's scale. `residuals[i]` is installed
    /// constraint i's expression minus its right side minus `heldResidual(of:)` (0 for
    /// the others), `scales[i]` the size of its terms' values. A residual is the
    /// constraint's marker, not basic, standing off zero by it: the marker's column
    /// carries it to the rows the basis defines, which is where the solution is off
    /// from the vertex (one step of iterative refinement, read as an error estimate).
    /// Each residual alone can pass where this fails: through a basis of condition 2e7,
    /// residuals of 2e-8 of their terms left the values 4e-5 of theirs off (the LP
    /// oracle's seed 5001006: the tableau's cells drifted that much over the pivots of
    /// one update through bases of condition up to 1.7e8, and a tier stayed 149 above
    /// its optimum at values of 3.5e6).
    /// - Complexity: the restricted rows' cells, read once. (Following each marker's
    ///   column and finding its cell in each row read a row per cell: cubic where the
    ///   rows are as long as their columns, a fill-proportionally stack's whose nodes all
    ///   size by one unit: 300 nodes took 1.2 billion instructions here.)
    public func residualsHold(_ residuals: [Double], scales: [Double]) -> Bool {
        tableau.freshenAll()
        prepareResidualSteps()
        defer { for index in residuals.indices where residuals[index] != 0 { clearResidualStep(of: index) } }
        for index in residuals.indices where residuals[index] != 0 { setResidualStep(of: index, residuals[index]) }
        // Restricted rows are written in parameters, so their shifts are whole.
        for slot in tableau.rows.indices {
            let basic = tableau.basicOfSlot[slot]
            if basic < 0 || !tableau.kind(basic).isRestricted || ownerOfSymbol[Int(basic)] < 0 { continue }
            if !shiftHolds(slot, of: basic, scales: scales) { return false }
        }
        return true
    }
    #endif

    /// How far the current solution is from satisfying the constraint: the expression's
    /// value for an equality, its violation for an inequality (0 when it holds).
    public func violation(of terms: [LinearTerm], constant: Double, relation: Relation) -> Double {
        var value = constant
        for term in terms { value += term.coefficient * self.value(of: term.variable) }
        switch relation {
        case .equal: return value < 0 ? -value : value
        case .lessOrEqual: return value > 0 ? value : 0
        case .greaterOrEqual: return value < 0 ? -value : 0
        }
    }
}

/// What the solver remembers of an added constraint.
struct ConstraintRecord {
    /// The slack (inequality), dummy (required equality) or positive error (optional
    /// equality) whose column identifies the constraint's equation.
    var marker: Int32 = -1
    /// The second error symbol of an optional constraint, or -1.
    var other: Int32 = -1
    /// The marker's coefficient in the constraint's original row; a constant change of
    /// `delta` equals shifting the marker by `delta / markerCoefficient`.
    var markerCoefficient: Double = 1
    var priority: Double = requiredPriority
    /// How many identical optional constraints this one stands for (see `addWeight`).
    var weight: Double = 1
    var constant: Double = 0
    var isLive = false

    var isRequired: Bool { priority >= requiredPriority }
}
