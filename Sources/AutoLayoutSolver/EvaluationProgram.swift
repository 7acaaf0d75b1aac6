/// The definitions of the basic externals flattened into plain arrays, in evaluation
/// order: re-evaluating after constant edits (the resize path) is then one tight pass,
/// without copying rows. Valid for one `Tableau.programVersion`: constants are read from
/// the rows at each run, cells and the basis are what the program fixes.
struct EvaluationProgram {
    var version: UInt64 = .max
    /// Basic restricted symbols that definitions name: their value is their row's
    /// constant.
    var restricted: [(symbol: Int32, slot: Int32)] = []
    /// Per definition, the symbol it defines, its row's slot, and where its cells end in
    /// `sources` and `coefficients`.
    var definitions: [(symbol: Int32, slot: Int32, end: Int32)] = []
    var sources: [Int32] = []
    var coefficients: [Double] = []

    mutating func clear() {
        restricted.removeAll(keepingCapacity: true)
        definitions.removeAll(keepingCapacity: true)
        sources.removeAll(keepingCapacity: true)
        coefficients.removeAll(keepingCapacity: true)
    }

    /// Writes the value of every basic symbol that a definition names or defines, and
    /// returns the largest magnitude among the externals' values.
    func run(rows: [Row], into values: inout [Double]) -> Double {
        var largest = 0.0
        rows.withUnsafeBufferPointer { rows in
            values.withUnsafeMutableBufferPointer { values in
                sources.withUnsafeBufferPointer { sources in
                    coefficients.withUnsafeBufferPointer { coefficients in
                        for (symbol, slot) in restricted { values[Int(symbol)] = rows[Int(slot)].constant }
                        var cell = 0
                        for (symbol, slot, end) in definitions {
                            var value = rows[Int(slot)].constant
                            while cell < Int(end) {
                                value += coefficients[cell] * values[Int(sources[cell])]
                                cell += 1
                            }
                            values[Int(symbol)] = value
                            largest = max(largest, abs(value))
                        }
                    }
                }
            }
        }
        return largest
    }
}

/// Where a symbol's cells sit in the rows of its column, for the last few symbols whose
/// constant shifts went through `Tableau.shiftConstants`: the window's size, edited at
/// every resize, then finds its cells without scanning rows. Entries are valid for one
/// `Tableau.structureVersion`, or after it while every cell is still where it was.
struct CellPositionCache {
    static let capacity = 4
    var symbols = [Int32](repeating: -1, count: capacity)
    var versions = [UInt64](repeating: .max, count: capacity)
    var cells = [[(slot: Int32, position: Int32)]](repeating: [], count: capacity)
    var next = 0
}
