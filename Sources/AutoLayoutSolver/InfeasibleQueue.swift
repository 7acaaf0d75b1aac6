/// The rows the dual simplex has yet to bring back into their domain, most infeasible
/// first: a binary heap of symbols by key (see `Solver.infeasibilityKey`). Any infeasible
/// row may leave next; in the order rows were found in, a cascade of admitted minimums
/// pivoted the same errors in and out again (split-panes' resizes at 10,000 nodes took
/// 34% fewer instructions when the worst went first).
struct InfeasibleQueue {
    private var keys: [Double] = []
    private var symbols: [Int32] = []

    var isEmpty: Bool { symbols.isEmpty }
    /// The lowest key (the queue must not be empty).
    var lowestKey: Double { keys[0] }

    mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
        symbols.removeAll(keepingCapacity: true)
    }

    mutating func push(_ symbol: Int32, key: Double) {
        var position = symbols.count
        keys.append(key)
        symbols.append(symbol)
        while position > 0 {
            let parent = (position - 1) / 2
            if keys[parent] <= key { break }
            keys[position] = keys[parent]
            symbols[position] = symbols[parent]
            position = parent
        }
        keys[position] = key
        symbols[position] = symbol
    }

    /// The symbol with the lowest key, removed; nil when empty.
    mutating func popLowest() -> Int32? {
        guard let lowest = symbols.first else { return nil }
        let key = keys.removeLast(), symbol = symbols.removeLast()
        let count = symbols.count
        if count == 0 { return lowest }
        // The last entry sinks from the root to its place.
        var position = 0
        while true {
            var child = 2 * position + 1
            if child >= count { break }
            if child + 1 < count && keys[child + 1] < keys[child] { child += 1 }
            if key <= keys[child] { break }
            keys[position] = keys[child]
            symbols[position] = symbols[child]
            position = child
        }
        keys[position] = key
        symbols[position] = symbol
        return lowest
    }
}
