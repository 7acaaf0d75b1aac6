/// The check after a change of structure, narrowed to what was written since the last
/// one: the records the rewritten rows name (see Tableau+RewrittenRows.swift), and the
/// restricted rows their markers reach.
///
/// The WebAssembly module checks every constraint.
#if !arch(wasm32)
extension Solver {
    /// Lists the records whose equations a check must read: first those that the rows
    /// written since the last check name (by a marker, an error, or as their basic
    /// symbol), then the owners of the restricted rows that name those first records'
    /// markers, whose scales `residualsHold(_:scales:of:named:)` weighs their shifts by.
    /// Returns how many come first, or nil when every constraint should be read:
    /// nothing was checked yet, the solver started again, or the list grows past a
    /// quarter of the records, where reading everything costs about the same (an
    /// equal-spacing stack's hide rewrites rows that name every node's errors).
    public func recordsToCheck(into listed: inout [Int32]) -> Int? {
        listed.removeAll(keepingCapacity: true)
        // Stale rows are written in parameters first, as `residualsHold` reads them.
        tableau.freshenAll()
        if tableau.rewrittenOverflow { return nil }
        let limit = max(64, records.count / 4)
        // Rows whose cells pass the limit name about as many records, as a rule (a cell
        // a record: the rows written when a stack's node is arranged at its end, or the
        // equal gap's row that an equal-spacing hide writes, name every node's errors):
        // reading everything at once spares listing them first (listing the records of
        // that hide up to the limit cost 6% of it).
        var cells = 0
        for slot in tableau.rewrittenSlots where tableau.basicOfSlot[Int(slot)] >= 0 { cells += tableau.rows[Int(slot)].terms.count }
        if cells > limit { return nil }
        defer { for record in listed { symbolMarks[Int(records[Int(record)].marker)] = 0 } }
        for slot in tableau.rewrittenSlots {
            let basic = tableau.basicOfSlot[Int(slot)]
            if basic < 0 { continue }
            listOwner(of: basic, in: &listed)
            for term in tableau.rows[Int(slot)].terms { listOwner(of: term.symbol, in: &listed) }
            if listed.count > limit { return nil }
        }
        let named = listed.count
        for position in 0..<named {
            if listed.count > limit { return nil }
            _ = everyRow(naming: records[Int(listed[position])]) { slot in
                listOwner(of: tableau.basicOfSlot[slot], in: &listed)
                return true
            }
        }
        return listed.count > limit ? nil : named
    }

    /// Passes `body` the slot of every row that names the marker or the error of
    /// `record`, until it returns false; false then.
    @inline(__always) private func everyRow(naming record: ConstraintRecord, _ body: (Int) -> Bool) -> Bool {
        for which in 0..<2 {
            let symbol = which == 0 ? record.marker : record.other
            if symbol < 0 { continue }
            var entry = tableau.columns.firstEntry(of: symbol)
            while entry >= 0 {
                let slot = Int(tableau.columns.slot(of: entry))
                entry = tableau.columns.entry(after: entry)
                if !body(slot) { return false }
            }
        }
        return true
    }

    /// Lists the record that owns `symbol` (a marker or an error), once.
    @inline(__always) private func listOwner(of symbol: Int32, in listed: inout [Int32]) {
        let owner = ownerOfSymbol[Int(symbol)]
        if owner < 0 { return }
        let marker = Int(records[Int(owner)].marker)
        if symbolMarks[marker] != 0 { return }
        symbolMarks[marker] = 1
        listed.append(owner)
    }

    /// Starts the list of rewritten rows again, once the check passed.
    public func forgetRewrittenRows() { tableau.forgetRewrittenRows() }

    /// `residualsHold(_:scales:)` for the records `recordsToCheck` listed, `residuals`
    /// and `scales` written for them (0 elsewhere): the restricted rows that name the
    /// markers of the first `named` are weighed, the shifts read from every listed
    /// record. A row written since the last check names only listed markers; another
    /// moves only by the residuals that changed, those of the records checked.
    /// - Complexity: the cells of the listed markers' columns and of the rows they reach.
    public func residualsHold(_ residuals: [Double], scales: [Double], of listed: [Int32], named: Int) -> Bool {
        prepareResidualSteps()
        for record in listed where residuals[Int(record)] != 0 { setResidualStep(of: Int(record), residuals[Int(record)]) }
        defer {
            for record in listed where residuals[Int(record)] != 0 { clearResidualStep(of: Int(record)) }
            for basic in weighedRows { symbolMarks[Int(basic)] = 0 }
            weighedRows.removeAll(keepingCapacity: true)
        }
        for position in 0..<named {
            let holds = everyRow(naming: records[Int(listed[position])]) { slot in
                let basic = tableau.basicOfSlot[slot]
                if !tableau.kind(basic).isRestricted || ownerOfSymbol[Int(basic)] < 0 || symbolMarks[Int(basic)] != 0 { return true }
                symbolMarks[Int(basic)] = 1
                weighedRows.append(basic)
                return shiftHolds(slot, of: basic, scales: scales)
            }
            if !holds { return false }
        }
        return true
    }

    /// Whether the restricted row in `slot` (of `basic`, owned by a record) moves by the
    /// residual steps within its owner's tolerance.
    @inline(__always) func shiftHolds(_ slot: Int, of basic: Int32, scales: [Double]) -> Bool {
        var shift = 0.0
        for term in tableau.rows[slot].terms { shift += residualSteps[Int(term.symbol)] * term.coefficient }
        return shift == 0 || Tolerance.isResidual(shift, scale: scales[Int(ownerOfSymbol[Int(basic)])])
    }

    /// Makes `residualSteps` as long as there are symbols (zero between calls).
    func prepareResidualSteps() {
        let capacity = tableau.symbolCapacity
        if residualSteps.count < capacity { residualSteps.append(contentsOf: repeatElement(0, count: capacity - residualSteps.count)) }
    }

    /// A residual is its constraint's marker standing off zero by it (a basic marker,
    /// or error, takes its own constraint's residual in its value).
    func setResidualStep(of index: Int, _ residual: Double) {
        let record = records[index]
        guard record.isLive else { return }
        var symbol = record.marker, coefficient = record.markerCoefficient
        if tableau.isBasic(symbol) { symbol = record.other; coefficient = -coefficient }
        if symbol < 0 || tableau.isBasic(symbol) { return }
        residualSteps[Int(symbol)] = -residual / coefficient
    }

    func clearResidualStep(of index: Int) {
        let record = records[index]
        if record.marker >= 0 { residualSteps[Int(record.marker)] = 0 }
        if record.other >= 0 { residualSteps[Int(record.other)] = 0 }
    }
}
#endif
