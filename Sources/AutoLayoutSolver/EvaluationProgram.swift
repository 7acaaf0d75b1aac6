/// The definitions of the basic externals flattened into plain arrays, in evaluation
/// order: re-evaluating after constant edits (the resize path) is then one tight pass,
/// without copying rows. Valid for one `Tableau.definitionsVersion`: constants, and the
/// values of restricted symbols (their rows' constants), are read at each run.
struct EvaluationProgram {
    var version: UInt64 = .max
    /// Per definition, the symbol it defines, its row's slot, and where its cells end in
    /// `sources` and `coefficients`.
    var definitions: [(symbol: Int32, slot: Int32, end: Int32)] = []
    /// The symbol of each cell: an external's id, or a restricted symbol's id
    /// complemented (`~symbol`, negative).
    var sources: [Int32] = []
    var coefficients: [Double] = []

    mutating func clear() {
        definitions.removeAll(keepingCapacity: true)
        sources.removeAll(keepingCapacity: true)
        coefficients.removeAll(keepingCapacity: true)
    }

    /// Writes the value of every basic external, and returns the largest magnitude
    /// among them. A cell's symbol counts 0 when it is not basic.
    func run(rows: [Row], slots: [Int32], into values: inout [Double]) -> Double {
        var largest = 0.0
        rows.withUnsafeBufferPointer { rows in
          slots.withUnsafeBufferPointer { slots in
            values.withUnsafeMutableBufferPointer { values in
                sources.withUnsafeBufferPointer { sources in
                    coefficients.withUnsafeBufferPointer { coefficients in
                        var cell = 0
                        for (symbol, slot, end) in definitions {
                            var value = rows[Int(slot)].constant
                            while cell < Int(end) {
                                let source = sources[cell]
                                if source >= 0 {
                                    // Basic externals come before the definitions that
                                    // name them.
                                    if slots[Int(source)] >= 0 { value += coefficients[cell] * values[Int(source)] }
                                } else {
                                    let sourceSlot = slots[Int(~source)]
                                    if sourceSlot >= 0 { value += coefficients[cell] * rows[Int(sourceSlot)].constant }
                                }
                                cell += 1
                            }
                            values[Int(symbol)] = value
                            largest = max(largest, abs(value))
                        }
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
/// `Tableau.structureVersion`.
struct CellPositionCache {
    static let capacity = 4
    var symbols = [Int32](repeating: -1, count: capacity)
    var versions = [UInt64](repeating: .max, count: capacity)
    var cells = [[(slot: Int32, position: Int32)]](repeating: [], count: capacity)
    var next = 0
}
