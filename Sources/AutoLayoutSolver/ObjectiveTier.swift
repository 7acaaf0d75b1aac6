/// The part of the objective that belongs to one priority: a sparse vector over
/// symbols with O(1) lookup, insert and removal (the non-zero cells as parallel lists
/// of symbols and coefficients, and a dense array indexed by symbol of where each
/// stands in them: 4 bytes per symbol and priority, where a dense coefficient array
/// took 8 more; wrapping-rows has 17 priorities).
///
/// The objective is lexicographic: tiers are compared from the highest priority down,
/// so a lower tier never buys anything from a higher one.
struct ObjectiveTier {
    /// The priority this tier prices; `.infinity` for the artificial objective.
    var priority: Double
    /// Per symbol, its position in `symbols` and `values`, or -1.
    private var positions: [Int32] = []
    private(set) var symbols: [Int32] = []
    private var values: [Double] = []
    var constant: Double = 0
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
        if positions.count < symbolCapacity {
            positions.append(contentsOf: repeatElement(-1, count: symbolCapacity - positions.count))
        }
        entering.grow(to: symbolCapacity)
    }

    @inline(__always) func coefficient(of symbol: Int32) -> Double {
        let position = positions[Int(symbol)]
        return position < 0 ? 0 : values[Int(position)]
    }

    /// Adds `coefficient` to the cell of `symbol`, dropping it when it cancels.
    mutating func add(_ symbol: Int32, _ coefficient: Double) {
        let index = Int(symbol)
        let position = Int(positions[index])
        let existing = position < 0 ? 0 : values[position]
        let sum = existing + coefficient
        if isCancelled(sum, existing, coefficient) || isNegligibleCell(sum) {
            remove(symbol)
            return
        }
        if position < 0 {
            positions[index] = Int32(symbols.count)
            symbols.append(symbol)
            values.append(sum)
        } else {
            values[position] = sum
        }
        if abs(sum) > largestBound { raiseBound(abs(sum)) }
        entering.noteChange(symbol)
    }

    mutating func remove(_ symbol: Int32) {
        let index = Int(symbol)
        let position = Int(positions[index])
        if position < 0 { return }
        entering.noteChange(symbol)
        positions[index] = -1
        let last = symbols.removeLast()
        let lastValue = values.removeLast()
        if position < symbols.count {
            symbols[position] = last
            values[position] = lastValue
            positions[Int(last)] = Int32(position)
        }
    }

    /// Adds `factor * row` to this tier.
    mutating func add(_ row: Row, times factor: Double) {
        constant += row.constant * factor
        for term in row.terms { add(term.symbol, term.coefficient * factor) }
    }

    /// Replaces `symbol` by the expression `row` (which defines it).
    mutating func substitute(_ symbol: Int32, by row: Row) {
        let coefficient = self.coefficient(of: symbol)
        if coefficient == 0 { return }
        remove(symbol)
        add(row, times: coefficient)
    }

    /// Empties the tier in time proportional to its non-zero cells.
    mutating func clear() {
        for symbol in symbols { positions[Int(symbol)] = -1 }
        symbols.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        constant = 0
        entering.clear()
        largestBound = 1
        epochBase = 1
        epoch &+= 1
    }

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
