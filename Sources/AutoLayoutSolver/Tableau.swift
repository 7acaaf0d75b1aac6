/// The simplex tableau: rows keyed by their basic symbol, a column index from each
/// symbol to the rows that mention it, and the tiered objective.
///
/// The column index is what keeps large layouts fast: a substitution or a ratio test
/// touches only the rows that contain the symbol, never the whole tableau.
struct Tableau {
    /// Row storage by slot; a slot is reused after its row is dropped.
    var rows: [Row] = []
    /// The basic symbol of each slot, -1 for a free slot.
    var basicOfSlot: [Int32] = []
    var freeSlots: [Int32] = []

    /// Per symbol: its kind, the slot of its row when basic (-1 otherwise), and the
    /// slots of the rows where it appears as a parameter.
    var kinds: [SymbolKind] = []
    var slotOfSymbol: [Int32] = []
    private(set) var columns = ColumnIndex()
    var freeSymbols: [Int32] = []

    /// Objective tiers, highest priority first. While a constraint is added through
    /// an artificial variable, its objective sits in front with priority infinity.
    var tiers: [ObjectiveTier] = []
    /// An emptied tier kept for the next priority (see `Solver.dropTierIfUnused`).
    var spareTier: ObjectiveTier? = nil

    /// Scratch: the position of each symbol in the row being merged into (`addScaled`), or
    /// of its cell (`expand`); -1 between calls.
    private var positions: [Int32] = []
    /// Scratch for `addScaled`'s merge through pointers: the cells new to the row.
    private var addedCells: [Term] = []
    /// Scratch for `expand`: the symbols met, with their weights.
    private var expansionCells: [ExpandedCell] = []
    /// Scratch for compiling the evaluation program and its order: per-symbol visit
    /// marks, zero between calls.
    private var marks: [UInt8] = []
    /// Scratch for `evaluateChanged`: the definitions to evaluate again, by the symbol
    /// they define; false between calls.
    private var flags: [Bool] = []
    /// Basic externals in an order that evaluates definitions before their users, valid
    /// for one `definitionsVersion`.
    private var evaluationOrder: [Int32] = []
    private var orderVersion: UInt64 = .max
    #if !arch(wasm32)
    /// The externals that entered or left the basis or changed rank since the evaluation
    /// order was made (see `mendEvaluationOrder`), each once (`isReordered`), unless
    /// more changed than mending pays for (`reorderedOverflow`).
    private var reordered: [Int32] = []
    private var isReordered: [Bool] = []
    private var reorderedOverflow = true
    /// How many definitions the evaluation orders placed, for tests that a change of
    /// structure orders what it changed.
    private(set) var definitionsOrdered: UInt64 = 0
    #endif
    /// Per basic symbol, a rank above the ranks of the basic symbols its row names
    /// (see `settleRank`): `expand` visits definitions in that order.
    private(set) var ranks: [Double] = []
    private var expansionQueue: [Int32] = []
    /// Bumped by every change of a row's cells or of the basis (not of constants): the
    /// caches below are valid for one version.
    var structureVersion: UInt64 = 0
    /// Bumped only by changes to the definitions of externals: their rows' cells, and
    /// externals entering or leaving the basis. The evaluation order and program depend
    /// on nothing else (the program is patched when a symbol it names enters or leaves
    /// the basis, and looks constants up when it runs), so the pivots of a resize among
    /// slacks and errors, and the rows of admitted inequalities, keep them: rebuilding
    /// both after each pivot cost a resize of 10,000 nodes 60% of its time.
    private(set) var definitionsVersion: UInt64 = 0
    private var program = EvaluationProgram()
    /// What changed since the last evaluation, and the definitions it read (see
    /// `evaluate`).
    var changes = ValueChangeLog()
    /// The externals whose values the last evaluation asked for with `changedOnly`
    /// changed, when it was partial (see `evaluateChanged`).
    private(set) var changedValues: [Int32] = []
    private var evaluatedVersion: UInt64 = .max
    /// Counts the rows rewritten by substitution (pivots, new rows' subjects), the only
    /// place where rounding can lose an installed equation (see `Solver.rowsRewritten`).
    var rowsRewritten: UInt64 = 0
    #if !arch(wasm32)
    /// The slots whose rows were written since the equations were last checked, each
    /// once (`isRewritten`), unless more were than a check of those rows' constraints
    /// pays for (`rewrittenOverflow`; see Tableau+RewrittenRows.swift).
    var rewrittenSlots: [Int32] = []
    var isRewritten: [Bool] = []
    var rewrittenOverflow = true
    /// The cells of the rows merged into others (`addScaled`'s sources), and into the
    /// objective's tiers by pivots, for tests that an update's work follows what it
    /// changes.
    var cellsMerged: UInt64 = 0
    var tierCellsMerged: UInt64 = 0
    #endif
    private var cellPositions = CellPositionCache()

    #if !arch(wasm32)
    /// Per slot: whether a restricted row may name basic symbols (slacks, errors or
    /// dummies that entered the basis after it was written; see `pivot(lazily:)`), and
    /// then its value, which its constant alone no longer is.
    var isStale: [Bool] = []
    var staleValues: [Double] = []
    /// Per stale slot: the cells it holds of symbols that entered the basis lazily (the
    /// only basic symbols it can name), so that its value is computed again without
    /// reading the row.
    var staleReferences: [[Term]] = []
    /// Per symbol: the stale slots that list it among their references (its column
    /// also holds the definitions and fresh rows that name it, many more).
    var staleUsers: [[StaleUser]] = []
    /// Per slot: bumped whenever it drops its references, so that the entries of
    /// `staleUsers` made before are known to be out of date without searching for them.
    var staleGenerations: [UInt32] = []
    /// The symbols whose lists of stale users may hold entries.
    var symbolsWithStaleUsers: [Int32] = []
    /// How many references the stale rows list in all: none, and nothing propagates.
    var staleReferenceCount = 0
    /// A dual pivot leaves the rows that name its entering symbol stale when rewriting
    /// them would write about this many cells or more (their count times the entering
    /// row's length): below it, rewriting costs less than keeping them stale (resizes of
    /// ui-tree, form-bounded and wrapping-rows at 1,000 nodes took 8-13% more
    /// instructions when every dual pivot left them). Tests set it lower.
    var lazyPivotCells = 1024
    /// The stale slots, some of them fresh again (see `isStale`).
    var staleSlots: [Int32] = []
    /// Scratch for `propagateValues`: slots waiting, lowest rank first, and their marks.
    var propagationQueue: [(rank: Double, slot: Int32)] = []
    var queuedSlots: [Bool] = []
    /// Per slot while queued: what its value moves by, or whether it must be computed
    /// again from its references (after a substitution rewrote it).
    var pendingDeltas: [Double] = []
    var needsRecompute: [Bool] = []
    #endif

    /// The symbols made so far; the per-symbol arrays hold a few more, unused.
    private(set) var symbolCount = 0
    #if !arch(wasm32)
    /// Scratch for `evaluateChanged`: the definitions scheduled, by program index.
    private var scheduled = IndexHeap()
    /// Whether the last evaluation began in part and gave up for the whole program.
    private(set) var partialGaveUp = false
    #endif
    var symbolCapacity: Int { kinds.count }

    // MARK: Symbols

    mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
        if let symbol = freeSymbols.popLast() {
            kinds[Int(symbol)] = kind
            return symbol
        }
        if symbolCount == kinds.count { growSymbols() }
        let symbol = Int32(symbolCount)
        symbolCount += 1
        kinds[Int(symbol)] = kind
        return symbol
    }

    /// Makes room for more symbols in every per-symbol array at once, unused: growing
    /// the ten of them by one element a symbol was a tenth of a build.
    @inline(never) private mutating func growSymbols() {
        let added = max(64, symbolCount / 16)
        kinds.append(contentsOf: repeatElement(.unused, count: added))
        slotOfSymbol.append(contentsOf: repeatElement(-1, count: added))
        columns.addSymbols(added)
        positions.append(contentsOf: repeatElement(-1, count: added))
        marks.append(contentsOf: repeatElement(0, count: added))
        flags.append(contentsOf: repeatElement(false, count: added))
        #if !arch(wasm32)
        staleUsers.append(contentsOf: repeatElement([], count: added))
        isReordered.append(contentsOf: repeatElement(false, count: added))
        #endif
        ranks.append(contentsOf: repeatElement(0, count: added))
        let capacity = kinds.count
        for index in tiers.indices { tiers[index].grow(to: capacity) }
    }

    /// Releases a symbol that appears nowhere any more (its row and column are
    /// dropped defensively, so a stray cell can never be read under a reused id).
    mutating func releaseSymbol(_ symbol: Int32) {
        eliminate(symbol)
        kinds[Int(symbol)] = .unused
        freeSymbols.append(symbol)
    }

    /// Drops `symbol` from the tableau: its row if basic, every cell in its column and
    /// its objective cells. Valid when no remaining equation involves the symbol.
    mutating func eliminate(_ symbol: Int32) {
        let slot = slotOfSymbol[Int(symbol)]
        if slot >= 0 { dropRow(slot: slot) }
        for slot in columns.slots(of: symbol) {
            removeCell(symbol, fromSlot: slot)
        }
        columns.removeAll(of: symbol)
        for index in tiers.indices { tiers[index].remove(symbol) }
    }

    #if !arch(wasm32)
    /// Whether a row names no basic symbol (as every restricted row does once fresh).
    func isWrittenInParameters(slot: Int32) -> Bool {
        rows[Int(slot)].terms.withUnsafeBufferPointer { terms in
            slotOfSymbol.withUnsafeBufferPointer { slots in
                for term in terms where slots[Int(term.symbol)] >= 0 { return false }
                return true
            }
        }
    }
    #endif

    @inline(__always) func kind(_ symbol: Int32) -> SymbolKind { kinds[Int(symbol)] }
    @inline(__always) func isBasic(_ symbol: Int32) -> Bool { slotOfSymbol[Int(symbol)] >= 0 }
    /// A free variable: an external that is not basic (a parameter at zero that the
    /// simplex may move either way).
    @inline(__always) func isFree(_ symbol: Int32) -> Bool { kinds[Int(symbol)] == .external && !isBasic(symbol) }


    /// Whether a row's basic symbol is out of its domain: a slack or error below zero,
    /// or a dummy (the marker of a redundant equality, pinned at zero) off zero.
    @inline(__always) func isInfeasible(slot: Int32) -> Bool {
        let constant = value(ofSlot: slot)
        switch kinds[Int(basicOfSlot[Int(slot)])] {
        case .slack, .error: return constant < 0
        case .dummy: return constant < -Tolerance.value || constant > Tolerance.value
        case .external, .unused: return false
        }
    }

    /// Adds `shift` times the coefficient of `symbol` to the constant of every row in its
    /// column; rows that turn infeasible are appended to `infeasible`. Cell positions are
    /// cached while the structure stands, so repeated edits of one constraint (a window
    /// being resized) do not scan the rows again.
    mutating func shiftConstants(by symbol: Int32, times shift: Double, infeasible: inout [Int32]) {
        // A basic marker is mostly in no other row (a hide shifts two such), and an
        // empty column needs no cache entry.
        if columns.count(of: symbol) == 0 { return }
        var entry = -1
        for index in 0..<CellPositionCache.capacity where cellPositions.symbols[index] == symbol
            && (cellPositions.versions[index] == structureVersion || cellsStillHold(index, symbol)) {
            cellPositions.versions[index] = structureVersion
            entry = index
        }
        if entry < 0 {
            entry = cellPositions.next
            cellPositions.next = (entry + 1) % CellPositionCache.capacity
            cellPositions.symbols[entry] = symbol
            cellPositions.versions[entry] = structureVersion
            cellPositions.cells[entry].removeAll(keepingCapacity: true)
            for slot in columns.slots(of: symbol) {
                rows[Int(slot)].terms.withUnsafeBufferPointer { terms in
                    for position in terms.indices where terms[position].symbol == symbol {
                        cellPositions.cells[entry].append((slot, Int32(position)))
                        break
                    }
                }
            }
        }
        // Edits come before the pivots they cause, with every row fresh (see `freshen`).
        assert(!hasStaleRows, "constants shifted under stale rows")
        for (slot, position) in cellPositions.cells[entry] {
            rows[Int(slot)].constant += rows[Int(slot)].terms[Int(position)].coefficient * shift
            changes.note(basicOfSlot[Int(slot)])
            if isInfeasible(slot: slot) { infeasible.append(basicOfSlot[Int(slot)]) }
        }
    }

    /// Whether a cache entry made before the structure changed still lists the cells of
    /// `symbol`: each where it was, and as many as the column has (a row holds a symbol
    /// once, so they are then exactly its column). Rows changed elsewhere keep it valid:
    /// hiding a stack's node adds one short row, and the cells of its edited constants
    /// sit in rows as long as the stack, which scanning again cost O(n) per edit.
    private func cellsStillHold(_ entry: Int, _ symbol: Int32) -> Bool {
        if cellPositions.cells[entry].count != columns.count(of: symbol) { return false }
        for (slot, position) in cellPositions.cells[entry] {
            if basicOfSlot[Int(slot)] < 0 || Int(position) >= rows[Int(slot)].terms.count
                || rows[Int(slot)].terms[Int(position)].symbol != symbol { return false }
        }
        return true
    }

    // MARK: Rows

    /// Installs `row` as the definition of `basic`; `row` must not contain `basic` nor
    /// any basic symbol. Consumed: a caller's last use hands its cells over, where a
    /// copy to write their column entries into cost every new row an allocation.
    @discardableResult
    mutating func insertRow(_ row: consuming Row, basic: Int32) -> Int32 {
        let slot: Int32 = freeSlots.popLast() ?? Int32(rows.count)
        for index in row.terms.indices { row.terms[index].entry = columns.append(slot, to: row.terms[index].symbol) }
        if Int(slot) < rows.count {
            rows[Int(slot)] = row
            basicOfSlot[Int(slot)] = basic
            #if !arch(wasm32)
            if isStale[Int(slot)] { forgetStaleReferences(slot) }
            #endif
        } else {
            rows.append(row)
            basicOfSlot.append(basic)
            #if !arch(wasm32)
            if isStale.count < rows.count { growSlots() }
            #endif
        }
        slotOfSymbol[Int(basic)] = slot
        basisChanged(for: basic)
        structureVersion &+= 1
        #if !arch(wasm32)
        noteRewritten(slot)
        #endif
        settleRank(basic)
        return slot
    }

    /// Removes a row from the tableau and returns it.
    @discardableResult
    mutating func dropRow(slot: Int32) -> Row {
        let row = rows[Int(slot)]
        for term in row.terms { columns.remove(term.entry, of: term.symbol) }
        basisChanged(for: basicOfSlot[Int(slot)])
        slotOfSymbol[Int(basicOfSlot[Int(slot)])] = -1
        basicOfSlot[Int(slot)] = -1
        rows[Int(slot)] = Row()
        #if !arch(wasm32)
        if isStale[Int(slot)] { forgetStaleReferences(slot) }
        #endif
        freeSlots.append(slot)
        structureVersion &+= 1
        return row
    }

    #if !arch(wasm32)   // its size limit
    /// Writes the definition in `slot` anew, its basic symbol and rank kept: the caller
    /// has made sure that the new row names no basic symbol ranked at or above it, so
    /// the definitions that name the symbol stay ranked above it, and none of them has
    /// to be visited (dropping the row and inserting the new one walked them twice).
    mutating func rewriteDefinition(slot: Int32, as row: consuming Row) {
        for term in rows[Int(slot)].terms { columns.remove(term.entry, of: term.symbol) }
        for index in row.terms.indices { row.terms[index].entry = columns.append(slot, to: row.terms[index].symbol) }
        rows[Int(slot)] = row
        changes.note(basicOfSlot[Int(slot)])
        definitionsChanged()
        structureVersion &+= 1
        noteRewritten(slot)
    }
    #endif

    /// Drops every row; the column index is empty afterwards.
    mutating func removeAllRows() {
        for slot in basicOfSlot.indices where basicOfSlot[slot] >= 0 { dropRow(slot: Int32(slot)) }
        #if !arch(wasm32)
        // The rows written again from the start are all unchecked.
        rewrittenOverflow = true
        #endif
    }

    /// Removes the cell of `symbol` from a row without touching the column index.
    private mutating func removeCell(_ symbol: Int32, fromSlot slot: Int32) {
        let index = Int(slot)
        structureVersion &+= 1
        #if !arch(wasm32)
        noteRewritten(slot)
        #endif
        if kinds[Int(basicOfSlot[index])] == .external { definitionsChanged() }
        for position in rows[index].terms.indices where rows[index].terms[position].symbol == symbol {
            rows[index].terms.swapAt(position, rows[index].terms.count - 1)
            rows[index].terms.removeLast()
            return
        }
    }

    /// Replaces every occurrence of `symbol` (not basic) by `definition`, in the
    /// restricted rows and the objective tiers; restricted rows that turn negative are
    /// reported to `infeasible`.
    ///
    /// Rows of external symbols are left alone unless `everywhere`: they are definitions
    /// evaluated on demand (see `Solver.values`), and an equation that mentions a symbol
    /// stays true whether that symbol is basic or not. Only the removal of a constraint
    /// must clear its marker from every row.
    mutating func substitute(_ symbol: Int32, by definition: Row, infeasible: inout [Int32], everywhere: Bool = false) {
        var entry = columns.firstEntry(of: symbol)
        while entry >= 0 {
            let slot = columns.slot(of: entry)
            let next = columns.entry(after: entry)
            defer { entry = next }
            if kinds[Int(basicOfSlot[Int(slot)])] == .external {
                if !everywhere { continue }
                // Only a definition rewritten changes them: removing an optional
                // constraint whose error is basic rewrites none.
                definitionsChanged()
            }
            columns.remove(entry, of: symbol)
            #if !arch(wasm32)
            let before = rows[Int(slot)].constant
            #endif
            let coefficient = takeCell(symbol, fromSlot: slot)
            if coefficient != 0 {
                addScaled(definition, times: coefficient, toSlot: slot)
                changes.note(basicOfSlot[Int(slot)])
            }
            #if !arch(wasm32)
            if isStale[Int(slot)] {
                // Its value follows from its references again (the symbol written out, not
                // basic before, was not one of them).
                needsRecompute[Int(slot)] = true
                queueForPropagation(slot)
                continue
            }
            // A row in parameters moved with its constant, and so do the stale rows that
            // name its symbol.
            queueStaleUsers(of: basicOfSlot[Int(slot)], by: rows[Int(slot)].constant - before)
            #endif
            if isInfeasible(slot: slot) { infeasible.append(basicOfSlot[Int(slot)]) }
        }
        #if !arch(wasm32)
        if !propagationQueue.isEmpty { propagateValues(infeasible: &infeasible) }
        #endif
        #if arch(wasm32)
        for index in tiers.indices { tiers[index].substitute(symbol, by: definition) }
        #else
        for index in tiers.indices { tierCellsMerged &+= UInt64(tiers[index].substitute(symbol, by: definition)) }
        #endif
    }

    /// Removes and returns the coefficient of `symbol` in a row (column untouched, unless
    /// `unlinking`).
    mutating func takeCell(_ symbol: Int32, fromSlot slot: Int32, unlinking: Bool = false) -> Double {
        let index = Int(slot)
        structureVersion &+= 1
        #if !arch(wasm32)
        noteRewritten(slot)
        #endif
        for position in rows[index].terms.indices where rows[index].terms[position].symbol == symbol {
            let coefficient = rows[index].terms[position].coefficient
            #if !arch(wasm32)
            if unlinking { columns.remove(rows[index].terms[position].entry, of: symbol) }
            #endif
            rows[index].terms.swapAt(position, rows[index].terms.count - 1)
            rows[index].terms.removeLast()
            return coefficient
        }
        return 0
    }

    /// `row[slot] += factor * source`, keeping the column index exact. Linear in the
    /// two rows' lengths thanks to the scratch position array. The row is taken out of
    /// the tableau while it changes: indexing it in place checked the uniqueness of the
    /// tableau's arrays at every cell.
    ///
    /// A cell that cancels leaves a hole (coefficient 0), chained through its `entry`
    /// once out of the column index, and a new cell takes the next hole: a merge that
    /// cancels about as many cells as it adds (split-panes' pivots, half of a row's
    /// cells) then keeps the row's length, where appending first grew the buffer.
    mutating func addScaled(_ source: Row, times factor: Double, toSlot slot: Int32) {
        let index = Int(slot)
        structureVersion &+= 1
        rowsRewritten &+= 1
        #if !arch(wasm32)
        noteRewritten(slot)
        cellsMerged &+= UInt64(source.terms.count)
        #endif
        var row = rows[index]
        rows[index] = Row()
        row.constant += source.constant * factor
        #if arch(wasm32)
        let cancelled = mergeThroughArrays(source, times: factor, into: &row, slot: slot)
        #else
        let cancelled = mergeThroughPointers(source, times: factor, into: &row, slot: slot)
        #endif
        let kept = row.terms.count - cancelled
        if cancelled > 0 && row.terms.capacity > 2 * kept + 8 {
            // A row that filled in during a run of pivots and shrank again would keep the
            // buffer of its longest length (split-panes at 10,000 nodes: three times its
            // cells' bytes): the cells that stay move to a new buffer of their count.
            let cells = row.terms
            row.terms = []
            row.terms.reserveCapacity(kept)
            for term in cells where term.coefficient != 0 { row.terms.append(term) }
        } else if cancelled > 0 {
            var position = 0
            while position < row.terms.count {
                if row.terms[position].coefficient == 0 {
                    row.terms.swapAt(position, row.terms.count - 1)
                    row.terms.removeLast()
                } else {
                    position += 1
                }
            }
        }
        rows[index] = row
    }

    #if arch(wasm32)
    /// `addScaled`'s merge in the WebAssembly module, built for size: through the arrays,
    /// 1.4 KB smaller gzipped than `mergeThroughPointers`, which the module's limit of
    /// 100 KB cannot hold. Returns how many holes the row keeps.
    private mutating func mergeThroughArrays(_ source: Row, times factor: Double, into row: inout Row, slot: Int32) -> Int {
        for (position, term) in row.terms.enumerated() {
            positions[Int(term.symbol)] = Int32(position)
        }
        var cancelled = 0
        var hole: Int32 = -1
        for term in source.terms {
            let position = Int(positions[Int(term.symbol)])
            let amount = term.coefficient * factor
            if position >= 0 {
                let existing = row.terms[position].coefficient
                let sum = existing + amount
                if isCancelled(sum, existing, amount) || isNegligibleCell(sum) {
                    columns.remove(row.terms[position].entry, of: term.symbol)
                    row.terms[position].coefficient = 0
                    row.terms[position].entry = hole
                    hole = Int32(position)
                    cancelled += 1
                } else {
                    row.terms[position].coefficient = sum
                }
            } else if !isNegligibleCell(amount) {
                var cell = Term(symbol: term.symbol, coefficient: amount)
                cell.entry = columns.append(slot, to: term.symbol)
                if hole >= 0 {
                    let filled = Int(hole)
                    hole = row.terms[filled].entry
                    positions[Int(row.terms[filled].symbol)] = -1
                    row.terms[filled] = cell
                    cancelled -= 1
                } else {
                    row.terms.append(cell)
                }
            }
        }
        for term in row.terms { positions[Int(term.symbol)] = -1 }
        return cancelled
    }
    #else
    /// `addScaled`'s merge through buffer pointers and a column index `Editor`: through
    /// the arrays, every cell's write checked their uniqueness and every new or
    /// cancelled cell called into the column index (split-panes' resizes at 10,000
    /// nodes: 29% fewer instructions this way). New cells wait in `addedCells` unless a
    /// hole is free, so that no array grows inside the merge; holes left after them take
    /// them at the end. Returns how many holes the row keeps.
    private mutating func mergeThroughPointers(_ source: Row, times factor: Double, into row: inout Row, slot: Int32) -> Int {
        columns.reserveFreeEntries(source.terms.count)
        if addedCells.count < source.terms.count {
            addedCells.append(contentsOf: repeatElement(Term(symbol: -1, coefficient: 0), count: source.terms.count - addedCells.count))
        }
        var cancelled = 0
        var hole = -1
        var added = 0
        positions.withUnsafeMutableBufferPointer { positions in
            addedCells.withUnsafeMutableBufferPointer { addedCells in
                columns.edit { columns in
                    row.terms.withUnsafeMutableBufferPointer { cells in
                        for position in cells.indices { positions[Int(cells[position].symbol)] = Int32(position) }
                        for term in source.terms {
                            let position = Int(positions[Int(term.symbol)])
                            let amount = term.coefficient * factor
                            if position >= 0 {
                                let existing = cells[position].coefficient
                                let sum = existing + amount
                                if isCancelled(sum, existing, amount) || isNegligibleCell(sum) {
                                    columns.remove(cells[position].entry, of: term.symbol)
                                    cells[position].coefficient = 0
                                    cells[position].entry = Int32(hole)
                                    hole = position
                                    cancelled += 1
                                } else {
                                    cells[position].coefficient = sum
                                }
                            } else if !isNegligibleCell(amount) {
                                var cell = Term(symbol: term.symbol, coefficient: amount)
                                cell.entry = columns.append(slot, to: term.symbol)
                                if hole >= 0 {
                                    let filled = hole
                                    hole = Int(cells[filled].entry)
                                    positions[Int(cells[filled].symbol)] = -1
                                    cells[filled] = cell
                                    cancelled -= 1
                                } else {
                                    addedCells[added] = cell
                                    added += 1
                                }
                            }
                        }
                        for cell in cells { positions[Int(cell.symbol)] = -1 }
                        while hole >= 0 && added > 0 {
                            let filled = hole
                            hole = Int(cells[filled].entry)
                            added -= 1
                            cells[filled] = addedCells[added]
                            cancelled -= 1
                        }
                    }
                }
            }
        }
        // Grown by a quarter, not doubled: a doubled buffer is more than twice what the
        // next merge keeps, which `addScaled` then moves to a buffer of its own.
        let length = row.terms.count + added
        if length > row.terms.capacity { row.terms.reserveCapacity(length + length / 4) }
        for position in 0..<added { row.terms.append(addedCells[position]) }
        return cancelled
    }
    #endif

    /// Exchanges the basic symbol of `slot` for `entering`, which must appear in that
    /// row, and substitutes the new definition everywhere else; with `lazily` (a dual
    /// pivot), rows that would cost many cells to rewrite are left stale instead (see
    /// Tableau+StaleRows.swift).
    mutating func pivot(slot: Int32, entering: Int32, infeasible: inout [Int32], everywhere: Bool = false,
                        lazily: Bool = false) {
        let index = Int(slot)
        #if !arch(wasm32)
        let leavingValue = value(ofSlot: slot)
        freshen(slot)
        #endif
        let leaving = basicOfSlot[index]
        basisChanged(for: leaving)
        basisChanged(for: entering)
        var row = rows[index]
        // A basic dummy is pinned at zero, so a constant within tolerance of zero is
        // rounding: pivoting on it would spread it to other rows multiplied by their
        // coefficients (1e-10 times 2e7 is a visible 2e-3), so it is taken as zero.
        if kinds[Int(leaving)] == .dummy && !isInfeasible(slot: slot) { row.constant = 0 }
        // leaving = c + a*entering + rest  =>  0 = c + a*entering + rest - leaving
        for term in row.terms where term.symbol == entering { columns.remove(term.entry, of: entering) }
        var leavingCell = Term(symbol: leaving, coefficient: -1)
        leavingCell.entry = columns.append(slot, to: leaving)
        row.terms.append(leavingCell)
        row.solve(for: entering)
        rows[index] = row
        basicOfSlot[index] = entering
        structureVersion &+= 1
        #if !arch(wasm32)
        noteRewritten(slot)
        #endif
        slotOfSymbol[Int(leaving)] = -1
        slotOfSymbol[Int(entering)] = slot
        #if !arch(wasm32)
        // Stale rows that named the leaving symbol while it was basic see it go to zero
        // (queued first: a row the substitution below rewrites is computed again whole,
        // from the basis as it is now, and must not take the change twice).
        queueStaleUsers(of: leaving, by: -leavingValue)
        dropReferences(to: leaving)
        if lazily && !everywhere && kinds[Int(entering)] != .external && columns.count(of: entering) * row.terms.count >= lazyPivotCells {
            // The restricted rows that name the entering symbol keep naming it, stale, and
            // only their values change: rewriting each in parameters is what made a
            // pivot cost the length of every row below a preference that gives way.
            markStaleUsers(of: entering)
            for index in tiers.indices { tierCellsMerged &+= UInt64(tiers[index].substitute(entering, by: row)) }
            queueStaleUsers(of: entering, by: row.constant)
        } else {
            substitute(entering, by: row, infeasible: &infeasible, everywhere: everywhere)
        }
        settleRank(entering)
        if !propagationQueue.isEmpty { propagateValues(infeasible: &infeasible) }
        #else
        substitute(entering, by: row, infeasible: &infeasible, everywhere: everywhere)
        settleRank(entering)
        #endif
    }

    /// Rewrites a row in terms of the current parameters (non-basic symbols only): each
    /// basic symbol is replaced by its row, recursively through the definitions of
    /// external symbols.
    ///
    /// Definitions are visited highest rank first, each after every definition that
    /// names it, so a symbol's weight is complete when its row is added, and a symbol
    /// whose weight cancelled is passed by without reading its row: `label.top ==
    /// row.top`, both defined down the same chain, costs two rows instead of the chain.
    /// Linear in the definitions the weights reach, times a logarithm for the queue.
    mutating func expand(_ row: Row) -> Row {
        // The lists are the tableau's scratch, kept for their capacity.
        var queue = expansionQueue
        var cells = expansionCells
        expansionQueue = []
        expansionCells = []
        defer {
            queue.removeAll(keepingCapacity: true)
            cells.removeAll(keepingCapacity: true)
            expansionQueue = queue
            expansionCells = cells
        }
        // Through buffer pointers: the loops below are the build's hottest, and indexing
        // the tableau's arrays would check their uniqueness at every write. Each symbol
        // met has a cell, found through `positions` (-1 between calls): arrays of weights
        // and sizes by symbol cost 20 bytes a symbol for a scratch that rarely holds more
        // than a few hundred.
        var result = Row(constant: row.constant)
        rows.withUnsafeBufferPointer { rows in
            slotOfSymbol.withUnsafeBufferPointer { slots in
                ranks.withUnsafeBufferPointer { ranks in
                    positions.withUnsafeMutableBufferPointer { positions in
                        // A symbol met for the first time gets a cell, and is queued if basic.
                        @inline(__always) func add(_ symbol: Int32, _ amount: Double) {
                            let index = Int(symbol)
                            var position = Int(positions[index])
                            if position < 0 {
                                position = cells.count
                                positions[index] = Int32(position)
                                cells.append(ExpandedCell(symbol: symbol, weight: 0, size: 0))
                                if slots[index] >= 0 { push(symbol, into: &queue, ranks: ranks) }
                            }
                            cells[position].weight += amount
                            cells[position].size += abs(amount)
                        }
                        for term in row.terms { add(term.symbol, term.coefficient) }
                        while let symbol = pop(from: &queue, ranks: ranks) {
                            let position = Int(positions[Int(symbol)])
                            let weight = cells[position].weight
                            cells[position].weight = 0
                            // A basic symbol whose weight cancelled is not expanded: its
                            // remnant would spread as cells no sum can show to be rounding.
                            if weight == 0 || abs(weight) <= Tolerance.cancellation * cells[position].size { continue }
                            let definition = rows.baseAddress! + Int(slots[Int(symbol)])
                            result.constant += definition.pointee.constant * weight
                            definition.pointee.terms.withUnsafeBufferPointer { terms in
                                for inner in terms {
                                    // Debug builds (tests, the fuzzer) check the order
                                    // `settleRank` keeps.
                                    assert(slots[Int(inner.symbol)] < 0 || ranks[Int(inner.symbol)] < ranks[Int(symbol)],
                                           "a definition names a symbol ranked as high as itself")
                                    add(inner.symbol, inner.coefficient * weight)
                                }
                            }
                        }
                        // Sized to the cells that stay: a chain's row can end short after a
                        // long expansion.
                        var kept = 0
                        for cell in cells where slots[Int(cell.symbol)] < 0 && cell.holds { kept += 1 }
                        result.terms.reserveCapacity(kept + 2)
                        for cell in cells {
                            if slots[Int(cell.symbol)] < 0 && cell.holds {
                                result.terms.append(Term(symbol: cell.symbol, coefficient: cell.weight))
                            }
                            positions[Int(cell.symbol)] = -1
                        }
                    }
                }
            }
        }
        return result
    }

    // MARK: Ranks

    /// Gives a symbol that just became basic a rank above those of the basic symbols
    /// its row names and below those of the definitions that name it, raising those
    /// (and the definitions that name them) where there is no room. Definitions never
    /// form a cycle, so the raising ends; it is short because a row named by
    /// definitions is usually written in parameters (a leaf, ranked just below them).
    @inline(never) private mutating func settleRank(_ basic: Int32) {
        var below = -Double.infinity
        for term in rows[Int(slotOfSymbol[Int(basic)])].terms where slotOfSymbol[Int(term.symbol)] >= 0 {
            below = max(below, ranks[Int(term.symbol)])
        }
        // `basic` itself was noted for the order as it entered the basis (`basisChanged`).
        if below > -Double.infinity {
            ranks[Int(basic)] = below + 1
        } else {
            var above = Double.infinity
            for slot in columns.slots(of: basic) { above = min(above, ranks[Int(basicOfSlot[Int(slot)])]) }
            ranks[Int(basic)] = above < Double.infinity ? above - 1 : 0
            return
        }
        var raised = expansionQueue
        expansionQueue = []
        defer {
            raised.removeAll(keepingCapacity: true)
            expansionQueue = raised
        }
        raised.append(basic)
        while let symbol = raised.popLast() {
            let rank = ranks[Int(symbol)]
            for slot in columns.slots(of: symbol) {
                let user = basicOfSlot[Int(slot)]
                if ranks[Int(user)] <= rank {
                    ranks[Int(user)] = rank + 1
                    raised.append(user)
                    #if !arch(wasm32)
                    if kinds[Int(user)] == .external { noteReordered(user) }
                    #endif
                }
            }
        }
    }

    /// Sets a row's constant, noting the change for the next evaluation (a constant
    /// written past this would leave `evaluateChanged` reading a stale value).
    mutating func setConstant(_ constant: Double, ofSlot slot: Int32) {
        assert(!hasStaleRows, "a constant set under stale rows")
        rows[Int(slot)].constant = constant
        changes.note(basicOfSlot[Int(slot)])
    }

    private mutating func definitionsChanged() {
        definitionsVersion &+= 1
    }

    /// Notes that `symbol` enters or leaves the basis: the definitions change if it is an
    /// external, else the program's cells that name it move at the next evaluation.
    private mutating func basisChanged(for symbol: Int32) {
        changes.note(symbol)
        if kinds[Int(symbol)] == .external {
            definitionsChanged()
            #if !arch(wasm32)
            noteReordered(symbol)
            #endif
        } else if program.version == definitionsVersion {
            program.movedSymbols.append(symbol)
        }
    }

    /// The current value of every basic symbol (non-basic ones are 0 and not written):
    /// a restricted row's constant, or for an external the row's constant plus the
    /// values of the basic symbols its definition names, evaluated in dependency order.
    /// The order and the program are kept while the definitions stand, so re-evaluating
    /// after constant edits, and after pivots among slacks and errors, is one pass over
    /// the definitions without allocating. Returns the largest magnitude among the
    /// externals' values.
    ///
    /// With `changedOnly`, when the definitions are those of the last evaluation and few
    /// rows changed since (`changes`), only what those changes reach is evaluated again
    /// (`evaluateChanged`): then `isPartial` is true, and the magnitude is the
    /// largest among the values that changed.
    mutating func evaluate(into values: inout [Double], changedOnly: Bool = false) -> (largest: Double, isPartial: Bool) {
        if values.count < kinds.count {
            values.append(contentsOf: repeatElement(0, count: kinds.count - values.count))
        }
        let partial = changedOnly && changes.isComplete && evaluatedVersion == definitionsVersion
        if orderVersion != definitionsVersion { computeEvaluationOrder() }
        if program.version == definitionsVersion && !program.movedSymbols.isEmpty
            && program.movedSymbols.count <= program.definitions.count / 8 {
            patchProgram()
        }
        var result = (largest: 0.0, isPartial: false)
        if changedOnly { changedValues.removeAll(keepingCapacity: true) }
        #if !arch(wasm32)
        partialGaveUp = false
        #endif
        if partial && program.version == definitionsVersion && program.movedSymbols.isEmpty,
           let largest = evaluateChanged(into: &values) {
            result = (largest, true)
        } else if program.version != definitionsVersion && evaluatedVersion != definitionsVersion {
            // The first evaluation of these definitions (a build's): read from the rows,
            // and the program compiled only if they are evaluated again. Compiling it
            // first cost a build of split-panes 5% of its instructions.
            result.largest = evaluateRows(into: &values)
        } else {
            if program.version != definitionsVersion || !program.movedSymbols.isEmpty { compileProgram() }
            if !program.basicNamedIsCurrent { listBasicNamed() }
            #if arch(wasm32)
            result.largest = program.run(rows: rows, slots: slotOfSymbol, into: &values)
            #else
            result.largest = program.run(rows: rows, slots: slotOfSymbol, isStale: isStale, staleValues: staleValues, into: &values)
            #endif
        }
        evaluatedVersion = definitionsVersion
        changes.restart(limit: max(64, program.definitions.count / 16))
        return result
    }

    /// For a caller that read the values since the last evaluation: none changed.
    mutating func forgetChangedValues() {
        changedValues.removeAll(keepingCapacity: true)
    }

    #if !arch(wasm32)
    /// The largest magnitude among the basic externals' values, as a whole evaluation
    /// finds it, read from values that are current: after partial evaluations, which see
    /// only the values they change, without evaluating anything again.
    func largestMagnitude(in values: [Double]) -> Double {
        // The evaluation that made the values current put the order in step.
        assert(orderVersion == definitionsVersion, "values read before an evaluation")
        var largest = 0.0
        for symbol in evaluationOrder where abs(values[Int(symbol)]) > largest { largest = abs(values[Int(symbol)]) }
        return largest
    }
    #endif

    /// Writes again only the values that changed since the last evaluation: those of
    /// the slacks, errors and dummies in `changes` (their rows' constants changed, or
    /// they entered or left the basis), then, in program order, those of the
    /// definitions that name a changed value or whose own constant changed (the
    /// externals in `changes`). A definition whose inputs all kept their values is not
    /// read, so a change that moves a few nodes costs a few definitions, and the values
    /// are the very ones a whole evaluation writes. Returns the largest magnitude among
    /// the externals' values that changed; in native builds nil, for a whole evaluation
    /// to follow, once the definitions it has evaluated and those waiting pass a 128th of
    /// them all (16 at least): a definition costs it a few times what it costs the
    /// program's run (its users are found through the column index and queued), so a
    /// change that reaches a whole stack costs little more than the whole run. The
    /// WebAssembly module, which evaluates in part only after admissions, passes over the
    /// program from the first definition scheduled instead, and never gives up: its
    /// 100 KB cannot hold the queue.
    #if arch(wasm32)
    private mutating func evaluateChanged(into values: inout [Double]) -> Double? {
        var first = program.definitions.count
        for symbol in changes.symbols {
            let slot = Int(slotOfSymbol[Int(symbol)])
            if kinds[Int(symbol)] == .external {
                if slot >= 0 { schedule(program.definitionOfSlot[slot], &first) }
            } else {
                if slot >= 0 { values[Int(symbol)] = value(ofSlot: Int32(slot)) }
                scheduleUsers(of: symbol, &first)
            }
        }
        // One pass from the first scheduled: a definition's users come after it in the
        // program, so they are scheduled before the pass reaches them.
        var largest = 0.0
        var start = first == 0 ? 0 : Int(program.definitions[first - 1].end)
        for index in first..<program.definitions.count {
            let (symbol, slot, basicEnd, end) = program.definitions[index]
            defer { start = Int(end) }
            if !flags[Int(symbol)] { continue }
            flags[Int(symbol)] = false
            var value = rows[Int(slot)].constant
            for cell in start..<Int(basicEnd) {
                value += program.coefficients[cell] * values[Int(program.sources[cell])]
            }
            // The very sum a whole evaluation makes; a value that stayed the same
            // leaves its users alone.
            if value == values[Int(symbol)] { continue }
            values[Int(symbol)] = value
            changedValues.append(symbol)
            if abs(value) > largest { largest = abs(value) }   // as in EvaluationProgram.run
            scheduleUsers(of: symbol, &first)
        }
        assert(program.definitions.allSatisfy { !flags[Int($0.symbol)] }, "a definition was scheduled after its turn")
        return largest
    }

    /// Schedules the definitions that name `symbol`: the rows of externals in its column.
    @inline(never) private mutating func scheduleUsers(of symbol: Int32, _ first: inout Int) {
        for slot in columns.slots(of: symbol) where kinds[Int(basicOfSlot[Int(slot)])] == .external {
            schedule(program.definitionOfSlot[Int(slot)], &first)
        }
    }

    private mutating func schedule(_ definition: Int32, _ first: inout Int) {
        flags[Int(program.definitions[Int(definition)].symbol)] = true
        first = min(first, Int(definition))
    }

    #else
    private mutating func evaluateChanged(into values: inout [Double]) -> Double? {
        var queue = scheduled
        scheduled = IndexHeap()
        defer {
            queue.removeAll()
            scheduled = queue
        }
        // Given up as soon as what is evaluated and what waits passes the budget, so
        // that a change that reaches everything wastes little before the whole run.
        let budget = max(16, program.definitions.count / 128)
        func giveUp() -> Double? {
            while let rest = queue.popSmallest() { flags[Int(program.definitions[Int(rest)].symbol)] = false }
            changedValues.removeAll(keepingCapacity: true)
            partialGaveUp = true
            return nil
        }
        for symbol in changes.symbols {
            let slot = Int(slotOfSymbol[Int(symbol)])
            if kinds[Int(symbol)] == .external {
                if slot >= 0 { schedule(program.definitionOfSlot[slot], &queue) }
            } else {
                if slot >= 0 { values[Int(symbol)] = value(ofSlot: Int32(slot)) }
                scheduleUsers(of: symbol, &queue)
            }
            if queue.count > budget { return giveUp() }
        }
        // In program order: a definition's users come after it, so they are scheduled
        // before their turn.
        var largest = 0.0
        var evaluated = 0
        var previous = -1
        while let next = queue.popSmallest() {
            let index = Int(next)
            assert(index > previous, "a definition was scheduled after its turn")
            previous = index
            let (symbol, slot, basicEnd, _) = program.definitions[index]
            flags[Int(symbol)] = false
            var value = rows[Int(slot)].constant
            for cell in (index == 0 ? 0 : Int(program.definitions[index - 1].end))..<Int(basicEnd) {
                value += program.coefficients[cell] * values[Int(program.sources[cell])]
            }
            evaluated += 1
            // The very sum a whole evaluation makes; a value that stayed the same
            // leaves its users alone.
            if value == values[Int(symbol)] { continue }
            values[Int(symbol)] = value
            changedValues.append(symbol)
            if abs(value) > largest { largest = abs(value) }   // as in EvaluationProgram.run
            scheduleUsers(of: symbol, &queue)
            if evaluated + queue.count > budget { return giveUp() }
        }
        assert(program.definitions.allSatisfy { !flags[Int($0.symbol)] }, "a scheduled definition was left behind")
        return largest
    }

    /// Schedules the definitions that name `symbol`: the rows of externals in its column.
    @inline(never) private mutating func scheduleUsers(of symbol: Int32, _ queue: inout IndexHeap) {
        for slot in columns.slots(of: symbol) where kinds[Int(basicOfSlot[Int(slot)])] == .external {
            schedule(program.definitionOfSlot[Int(slot)], &queue)
        }
    }

    private mutating func schedule(_ definition: Int32, _ queue: inout IndexHeap) {
        let symbol = Int(program.definitions[Int(definition)].symbol)
        if flags[symbol] { return }
        flags[symbol] = true
        queue.push(definition)
    }
    #endif

    /// What `EvaluationProgram.run` computes, read from the rows in evaluation order:
    /// the same sums in the same order (each definition's constant, then its cells of
    /// basic symbols as the row holds them), so the values are the very same. Returns
    /// the largest magnitude among the externals' values.
    /// The rows are reached through mutable buffer pointers though nothing is written:
    /// reading a row's cells through a plain one retained and released them, a tenth
    /// of a hide in a fill-equally stack of 1,000 labels (the first evaluation after a
    /// change of definitions reads every row); the mutable access only checks that they
    /// are not shared, which they never are.
    private mutating func evaluateRows(into values: inout [Double]) -> Double {
        var largest = 0.0
        rows.withUnsafeMutableBufferPointer { rows in
            slotOfSymbol.withUnsafeBufferPointer { slots in
                kinds.withUnsafeBufferPointer { kinds in
                    values.withUnsafeMutableBufferPointer { values in
                        for symbol in evaluationOrder {
                            let row = rows.baseAddress! + Int(slots[Int(symbol)])
                            var value = row.pointee.constant
                            row.pointee.terms.withUnsafeMutableBufferPointer { terms in
                                for term in terms {
                                    let slot = Int(slots[Int(term.symbol)])
                                    if slot < 0 { continue }
                                    // A basic slack or error: its row's constant.
                                    #if arch(wasm32)
                                    if kinds[Int(term.symbol)] != .external { values[Int(term.symbol)] = rows[slot].constant }
                                    #else
                                    if kinds[Int(term.symbol)] != .external {
                                        values[Int(term.symbol)] = isStale[slot] ? staleValues[slot] : rows[slot].constant
                                    }
                                    #endif
                                    value += term.coefficient * values[Int(term.symbol)]
                                }
                            }
                            values[Int(symbol)] = value
                            if abs(value) > largest { largest = abs(value) }   // as in EvaluationProgram.run
                        }
                    }
                }
            }
        }
        return largest
    }

    /// Flattens the definitions of the basic externals, in evaluation order, into
    /// `program`: each definition's cells of basic symbols first, then those of
    /// non-basic slacks and errors; non-basic externals are left out.
    private mutating func compileProgram() {
        program.clear()
        if program.definitionOfSlot.count < rows.count {
            program.definitionOfSlot.append(contentsOf: repeatElement(-1, count: rows.count - program.definitionOfSlot.count))
        }
        for symbol in evaluationOrder {
            let slot = slotOfSymbol[Int(symbol)]
            program.definitionOfSlot[Int(slot)] = Int32(program.definitions.count)
            for pass in 0..<2 {
                let basic = pass == 0
                for term in rows[Int(slot)].terms where (slotOfSymbol[Int(term.symbol)] >= 0) == basic {
                    if kinds[Int(term.symbol)] == .external {
                        if !basic { continue }
                    } else if marks[Int(term.symbol)] == 0 {
                        marks[Int(term.symbol)] = 1
                        program.named.append(term.symbol)
                    }
                    program.sources.append(term.symbol)
                    program.coefficients.append(term.coefficient)
                }
                if basic { program.definitions.append((symbol, slot, Int32(program.sources.count), 0)) }
            }
            program.definitions[program.definitions.count - 1].end = Int32(program.sources.count)
        }
        for symbol in program.named { marks[Int(symbol)] = 0 }
        program.version = definitionsVersion
        program.basicNamedIsCurrent = false
    }

    private mutating func listBasicNamed() {
        program.basicNamed.removeAll(keepingCapacity: true)
        for symbol in program.named where slotOfSymbol[Int(symbol)] >= 0 { program.basicNamed.append(symbol) }
        program.basicNamedIsCurrent = true
    }

    /// Moves the program's cells of the slacks and errors that entered or left the basis
    /// since it was compiled or last patched: each costs a walk of its column, so more
    /// than one per eight definitions and `evaluate` compiles the program again instead.
    private mutating func patchProgram() {
        var placed = false
        for symbol in program.movedSymbols {
            let basic = slotOfSymbol[Int(symbol)] >= 0
            for slot in columns.slots(of: symbol) where kinds[Int(basicOfSlot[Int(slot)])] == .external {
                if !program.place(symbol, basic: basic, inDefinitionAt: slot) {
                    program.version = .max
                    return
                }
                placed = true
            }
        }
        program.movedSymbols.removeAll(keepingCapacity: true)
        // Rows added and removed whose symbols no definition names (a hidden node's) move
        // nothing. The list is made again before a whole evaluation: a partial one
        // does not read it.
        if placed { program.basicNamedIsCurrent = false }
    }

    #if !arch(wasm32)
    /// Notes an external that entered or left the basis or changed rank, for
    /// `mendEvaluationOrder`; past a quarter of the order (64 at least), the order is made
    /// afresh instead and nothing more is noted.
    @inline(__always) private mutating func noteReordered(_ symbol: Int32) {
        if reorderedOverflow || isReordered[Int(symbol)] { return }
        if reordered.count >= max(64, evaluationOrder.count / 4) {
            forgetReordered()
            reorderedOverflow = true
            return
        }
        isReordered[Int(symbol)] = true
        reordered.append(symbol)
    }

    private mutating func forgetReordered() {
        for symbol in reordered { isReordered[Int(symbol)] = false }
        reordered.removeAll(keepingCapacity: true)
    }

    /// Basic externals by rank, lowest first: each after the basic symbols its row names
    /// (`settleRank` ranks a definition above them). Made afresh by sorting, or mended:
    /// the externals noted since (`reordered`) taken out and merged back by their ranks
    /// now, since the others kept theirs. A change of structure moves a few definitions;
    /// finding the whole order again (a walk of every definition) cost a hide in a
    /// fill-equally stack of 1,000 labels a fifth of its instructions.
    private mutating func computeEvaluationOrder() {
        var order = evaluationOrder
        evaluationOrder = []
        if reorderedOverflow {
            order.removeAll(keepingCapacity: true)
            for slot in basicOfSlot.indices where basicOfSlot[slot] >= 0 && kinds[Int(basicOfSlot[slot])] == .external {
                order.append(basicOfSlot[slot])
            }
            sortByRank(&order)
            definitionsOrdered &+= UInt64(order.count)
        } else if !reordered.isEmpty {
            mendEvaluationOrder(&order)
        }
        forgetReordered()
        reorderedOverflow = false
        evaluationOrder = order
        orderVersion = definitionsVersion
        assert(rows.count > 400 || evaluationOrderIsValid(), "a definition is evaluated before a symbol it names")
    }

    /// Sorts symbols by rank, lowest first. Ranks are whole numbers (`settleRank` steps
    /// by 1 from 0): within a span of a few times their count, counting them costs a
    /// tenth of what the library's sort did here (350 instructions a symbol). Fewer than
    /// two symbols leave no span to count (an empty list's would be infinite).
    private func sortByRank(_ symbols: inout [Int32]) {
        if symbols.count < 2 { return }
        let ranks = self.ranks
        var low = Double.infinity, high = -Double.infinity
        for symbol in symbols {
            let rank = ranks[Int(symbol)]
            if rank < low { low = rank }
            if rank > high { high = rank }
        }
        guard low <= high && high - low <= Double(4 * symbols.count + 64) else {
            symbols.sort { ranks[Int($0)] < ranks[Int($1)] }
            return
        }
        // Where each rank's symbols start, then each symbol at its place.
        var starts = [Int32](repeating: 0, count: Int(high - low) + 2)
        for symbol in symbols { starts[Int(ranks[Int(symbol)] - low) + 1] += 1 }
        for index in 1..<starts.count { starts[index] += starts[index - 1] }
        var sorted = [Int32](repeating: 0, count: symbols.count)
        for symbol in symbols {
            let bucket = Int(ranks[Int(symbol)] - low)
            sorted[Int(starts[bucket])] = symbol
            starts[bucket] += 1
        }
        symbols = sorted
    }

    /// Takes the noted externals out of `order` and merges those still basic back in by
    /// rank: linear in the order, plus sorting the noted ones.
    private mutating func mendEvaluationOrder(_ order: inout [Int32]) {
        var moved = reordered.filter { slotOfSymbol[Int($0)] >= 0 && kinds[Int($0)] == .external }
        sortByRank(&moved)
        var kept = 0
        for symbol in order where !isReordered[Int(symbol)] {
            order[kept] = symbol
            kept += 1
        }
        order.removeLast(order.count - kept)
        definitionsOrdered &+= UInt64(moved.count)
        if moved.isEmpty { return }
        // Merged from the back, in place.
        order.append(contentsOf: repeatElement(0, count: moved.count))
        var from = kept - 1, next = moved.count - 1, to = order.count - 1
        while next >= 0 {
            if from >= 0 && ranks[Int(order[from])] > ranks[Int(moved[next])] {
                order[to] = order[from]
                from -= 1
            } else {
                order[to] = moved[next]
                next -= 1
            }
            to -= 1
        }
    }

    /// Whether every basic external comes after the basic externals its row names, and
    /// every one is listed once (debug builds check it).
    private func evaluationOrderIsValid() -> Bool {
        var position = [Int](repeating: -1, count: kinds.count)
        for (index, symbol) in evaluationOrder.enumerated() {
            if position[Int(symbol)] >= 0 { return false }
            position[Int(symbol)] = index
        }
        for slot in basicOfSlot.indices where basicOfSlot[slot] >= 0 && kinds[Int(basicOfSlot[slot])] == .external {
            let symbol = basicOfSlot[slot]
            if position[Int(symbol)] < 0 { return false }
            for term in rows[slot].terms where slotOfSymbol[Int(term.symbol)] >= 0 && kinds[Int(term.symbol)] == .external {
                if position[Int(term.symbol)] >= position[Int(symbol)] { return false }
            }
        }
        return true
    }
    #else
    /// Basic externals, each after the basic externals its row names (iterative
    /// depth-first post-order; definitions never form a cycle).
    private mutating func computeEvaluationOrder() {
        // Built in a local list: the walk below mutates the tableau's marks.
        var order = evaluationOrder
        evaluationOrder = []
        order.removeAll(keepingCapacity: true)
        var stack: [(symbol: Int32, next: Int)] = []
        for slot in basicOfSlot.indices where basicOfSlot[slot] >= 0 && kinds[Int(basicOfSlot[slot])] == .external {
            let root = basicOfSlot[slot]
            if marks[Int(root)] == 0 {
                appendPostOrder(from: root, stack: &stack, into: &order)
            }
        }
        for symbol in order { marks[Int(symbol)] = 0 }
        evaluationOrder = order
        orderVersion = definitionsVersion
    }

    /// Appends `root` and the basic externals reachable through rows in depth-first
    /// post-order: each after the externals its row names. Visited symbols are marked;
    /// the caller clears the marks of `order`.
    private mutating func appendPostOrder(from root: Int32, stack: inout [(symbol: Int32, next: Int)],
                                          into order: inout [Int32]) {
        marks[Int(root)] = 1
        stack.append((root, 0))
        while !stack.isEmpty {
            let top = stack.count - 1
            let symbol = stack[top].symbol
            var position = stack[top].next
            var descended = false
            let terms = rows[Int(slotOfSymbol[Int(symbol)])].terms
            while position < terms.count {
                let inner = terms[position].symbol
                position += 1
                if slotOfSymbol[Int(inner)] >= 0 && marks[Int(inner)] == 0 && kinds[Int(inner)] == .external {
                    marks[Int(inner)] = 1
                    stack[top].next = position
                    stack.append((inner, 0))
                    descended = true
                    break
                }
            }
            if !descended {
                stack.removeLast()
                order.append(symbol)
            }
        }
    }
    #endif
}

/// The expansion's queue: a binary heap of symbols, highest rank on top.
@inline(never) private func push(_ symbol: Int32, into heap: inout [Int32], ranks: UnsafeBufferPointer<Double>) {
    heap.append(symbol)
    heap.withUnsafeMutableBufferPointer { heap in
        var child = heap.count - 1
        let rank = ranks[Int(symbol)]
        while child > 0 {
            let parent = (child - 1) / 2
            if ranks[Int(heap[parent])] >= rank { break }
            heap[child] = heap[parent]
            child = parent
        }
        heap[child] = symbol
    }
}

@inline(never) private func pop(from heap: inout [Int32], ranks: UnsafeBufferPointer<Double>) -> Int32? {
    guard let last = heap.popLast() else { return nil }
    if heap.isEmpty { return last }
    return heap.withUnsafeMutableBufferPointer { heap in
        let top = heap[0]
        let rank = ranks[Int(last)]
        var parent = 0
        while true {
            var child = 2 * parent + 1
            if child >= heap.count { break }
            if child + 1 < heap.count && ranks[Int(heap[child + 1])] > ranks[Int(heap[child])] { child += 1 }
            if ranks[Int(heap[child])] <= rank { break }
            heap[parent] = heap[child]
            parent = child
        }
        heap[parent] = last
        return top
    }
}
