/// The basic symbols whose rows' constants changed since the last evaluation, and the
/// slacks and errors that entered or left the basis, while they are few: the next
/// evaluation may then write only the values they reach (see `Tableau.evaluate`).
/// Admitting a crossed inequality during a resize pivots a few rows, and evaluating all
/// of a 10,000-node layout's definitions again for them cost a fifth of the resize.
struct ValueChangeLog {
    /// Symbols, repeats allowed: the first `count` of a buffer sized to the limit, so
    /// that noting one is a store (an append cost two calls, at every cell a constant
    /// edit shifts).
    private var buffer: [Int32] = []
    private(set) var count = 0
    /// Whether `symbols` holds every change since the last evaluation: false after more
    /// than `limit` (a build, or an edit that moves most rows: all are evaluated).
    var isComplete = false
    private var limit = 0

    var symbols: ArraySlice<Int32> { buffer[0..<count] }

    /// Out of line: it is called from every place that changes a row.
    @inline(never) mutating func note(_ symbol: Int32) {
        guard isComplete else { return }
        if count < limit {
            buffer[count] = symbol
            count += 1
        } else {
            isComplete = false
        }
    }

    /// Starts an empty complete log after an evaluation.
    mutating func restart(limit: Int) {
        if buffer.count < limit { buffer.append(contentsOf: repeatElement(0, count: limit - buffer.count)) }
        self.limit = limit
        count = 0
        isComplete = true
    }
}
