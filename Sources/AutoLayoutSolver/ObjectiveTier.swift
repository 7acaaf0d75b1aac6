/// The part of the objective that belongs to one priority: a sparse vector over
/// symbols with O(1) lookup, insert and removal (the non-zero cells as parallel lists
/// of symbols and coefficients, and a hash table of where each stands in them). A dense
/// array by symbol of those places took 4 bytes per symbol and priority: ui-tree at
/// 10,000 nodes has 7 priorities over 132,000 symbols for 77,000 cells in all.
///
/// The objective is lexicographic: tiers are compared from the highest priority down,
/// so a lower tier never buys anything from a higher one.
struct ObjectiveTier {
    /// The priority this tier prices; `.infinity` for the artificial objective.
    var priority: Double
    /// The positions in `symbols` and `values`, each in the slot its symbol hashes to or
    /// the first free one after it (-1: free); at most half full, so that a lookup
    /// reads one or two slots.
    private var table = [Int32](repeating: -1, count: 8)
    /// 32 less the base-2 logarithm of the table's size (see `home`).
    private var shift: UInt32 = 29
    private(set) var symbols: [Int32] = []
    private var values: [Double] = []
    /// The tier's value at the current vertex, kept up to date by adding to it
    /// (`addToConstant`); `Solver.refreshTier` sets it from the tier's errors again.
    private(set) var constant: Double = 0
    /// The largest size among the parts summed into `constant` (and the sums themselves)
    /// since it was last set whole: a value that came back to near zero from that size
    /// is a difference of large numbers, and carries their rounding (see
    /// `valueMayBeRounding`).
    private(set) var constantScale = 0.0
    /// How many optional constraints are priced in this tier.
    var users = 0
    /// The symbols that may enter the basis for this tier (see `EnteringCandidates`).
    var entering = EnteringCandidates()
    /// At least the largest cell's size (and at least 1): raised by every change, made
    /// exact again by `exactLargest()`. Rounding is judged relative to the largest cell.
    private(set) var largestBound = 1.0
    /// Bumped whenever `largestBound` doubles from its value at the last bump
    /// (`epochBase`, never above the bound): a cell judged beyond rounding here with a
    /// factor 2 to spare stays beyond it until the epoch changes.
    private(set) var epoch: UInt32 = 0
    private var epochBase = 1.0

    init(priority: Double, symbolCapacity: Int) {
        self.priority = priority
        grow(to: symbolCapacity)
    }

    var isEmpty: Bool { symbols.isEmpty }

    mutating func grow(to symbolCapacity: Int) {
        entering.grow(to: symbolCapacity)
    }

    @inline(__always) func coefficient(of symbol: Int32) -> Double {
        let position = self.position(of: symbol)
        return position < 0 ? 0 : values[position]
    }

    /// The slot a symbol hashes to (Fibonacci hashing: the top bits of its product with
    /// 2^32 over the golden ratio).
    @inline(__always) private func home(_ symbol: Int32) -> Int {
        Int((UInt32(bitPattern: symbol) &* 0x9E37_79B9) >> shift)
    }

    /// The position of the symbol's cell, or -1.
    private func position(of symbol: Int32) -> Int {
        Int(table[slot(of: symbol)])
    }

    /// The slot that holds the position of the symbol's cell, or the free slot that ends
    /// its run when it has none.
    @inline(__always) private func slot(of symbol: Int32) -> Int {
        let mask = table.count - 1
        var slot = home(symbol)
        while true {
            let position = Int(table[slot])
            if position < 0 || symbols[position] == symbol { return slot }
            slot = (slot + 1) & mask
        }
    }

    /// Files the last cell of `symbols`, doubling the table first if it would be more
    /// than half full.
    private mutating func fileLast() {
        if 2 * symbols.count > table.count {
            table = [Int32](repeating: -1, count: 2 * table.count)
            shift -= 1
            for position in 0..<symbols.count - 1 { file(position) }
        }
        file(symbols.count - 1)
    }

    private mutating func file(_ position: Int) {
        let mask = table.count - 1
        var slot = home(symbols[position])
        while table[slot] >= 0 { slot = (slot + 1) & mask }
        table[slot] = Int32(position)
    }

    /// Empties a slot, moving later entries of its run back into the hole where their own
    /// slot allows it (a run must stay unbroken for lookups to find them).
    private mutating func vacate(_ slot: Int) {
        let mask = table.count - 1
        var hole = slot
        var next = (slot + 1) & mask
        while table[next] >= 0 {
            // The entry may move back unless its own slot lies after the hole.
            if (next - home(symbols[Int(table[next])])) & mask >= (next - hole) & mask {
                table[hole] = table[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        table[hole] = -1
    }

    /// Adds `coefficient` to the cell of `symbol`, dropping it when it cancels.
    mutating func add(_ symbol: Int32, _ coefficient: Double) {
        let position = self.position(of: symbol)
        let existing = position < 0 ? 0 : values[position]
        let sum = existing + coefficient
        if isCancelled(sum, existing, coefficient) || isNegligibleCell(sum) {
            remove(symbol)
            return
        }
        if position < 0 {
            symbols.append(symbol)
            values.append(sum)
            fileLast()
        } else {
            values[position] = sum
        }
        if abs(sum) > largestBound { raiseBound(abs(sum)) }
        entering.noteChange(symbol)
    }

    mutating func remove(_ symbol: Int32) {
        let slot = slot(of: symbol)
        let position = Int(table[slot])
        if position < 0 { return }
        entering.noteChange(symbol)
        vacate(slot)
        // The last cell takes the removed one's place.
        let last = symbols.count - 1
        if position < last {
            table[self.slot(of: symbols[last])] = Int32(position)
            symbols[position] = symbols[last]
            values[position] = values[last]
        }
        symbols.removeLast()
        values.removeLast()
    }

    /// Adds `factor * row` to this tier.
    mutating func add(_ row: Row, times factor: Double) {
        addToConstant(row.constant * factor)
        for term in row.terms { add(term.symbol, term.coefficient * factor) }
    }

    #if arch(wasm32)
    /// Adds `part` to the tier's value. Out of line in the WebAssembly module: a copy of
    /// the scale's upkeep at each caller cost it 0.35 KB.
    @inline(never) mutating func addToConstant(_ part: Double) { addToConstantInPlace(part) }
    #else
    /// Adds `part` to the tier's value.
    @inline(__always) mutating func addToConstant(_ part: Double) { addToConstantInPlace(part) }
    #endif

    @inline(__always) private mutating func addToConstantInPlace(_ part: Double) {
        let size = max(abs(constant), abs(part))
        if size > constantScale { constantScale = size }
        constant += part
    }

    /// Whether the tier's value, neither within `Tolerance.value` of zero nor above
    /// `Tolerance.suspectCell` of the numbers that cancelled into it, may be their
    /// rounding, grown by the pivots' multipliers: the rows' cells carry rounding, the
    /// tier's cells more of their own (the tier is summed apart from the rows it stands
    /// for), and each pivot multiplies both. The LP oracle's seed 503249: a tier whose
    /// every error was non-basic, so exactly 0, read -8.3e-8 after passing through 398
    /// (its cell for the entering slack 2.8e-10 off, times the row's 293): not found at
    /// zero, it was not pinned, and its cell of 1.2e-11 (exactly 0) over a step of 6,370
    /// forbade the lower tier's move, which stayed 13x off its optimum.
    var valueMayBeRounding: Bool {
        abs(constant) > Tolerance.value && abs(constant) <= Tolerance.suspectCell * constantScale
    }

    /// Takes the value as summed whole (after `Solver.refreshTier`): what was added
    /// before no longer counts toward its rounding.
    mutating func takeValueAsWhole() {
        constantScale = abs(constant)
    }

    /// Replaces `symbol` by the expression `row` (which defines it). Returns the cells
    /// added: the row's, or none when the tier does not name the symbol.
    @discardableResult mutating func substitute(_ symbol: Int32, by row: Row) -> Int {
        let coefficient = self.coefficient(of: symbol)
        if coefficient == 0 { return 0 }
        remove(symbol)
        add(row, times: coefficient)
        return row.terms.count
    }

    /// Empties the tier in time proportional to its non-zero cells.
    mutating func clear() {
        for symbol in symbols { vacate(slot(of: symbol)) }
        symbols.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        constant = 0
        constantScale = 0
        entering.clear()
        largestBound = 1
        epochBase = 1
        epoch &+= 1
    }

    /// Gives a tier just made (or taken from the spare) epochs of its own, from the
    /// count of tiers made: candidates parked on a tier's epoch wait for that tier, and a
    /// tier dropped and made again for the same priority started at the epoch every new
    /// tier did, so a move parked on the first at that epoch never woke (the LP oracle's
    /// seed 43603691: tier 0.004 stayed 3,816 off its optimum).
    mutating func startEpochs(_ made: UInt32) { epoch = made << 16 }

    private mutating func raiseBound(_ size: Double) {
        largestBound = size
        if size > 2 * epochBase {
            epoch &+= 1
            epochBase = size
        }
    }

    /// The size of the largest cell, at least 1, found by reading every cell; the bound
    /// becomes exact.
    mutating func exactLargest() -> Double {
        var largest = 1.0
        for value in values { largest = max(largest, abs(value)) }
        largestBound = largest
        epochBase = min(epochBase, largest)
        return largest
    }
}
