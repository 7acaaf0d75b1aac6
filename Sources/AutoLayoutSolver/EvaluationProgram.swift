/// The definitions of the basic externals flattened into plain arrays, in evaluation
/// order: re-evaluating after constant edits (the resize path) is then one tight pass,
/// without copying rows. Valid for one `Tableau.definitionsVersion`: constants are read
/// from the rows at each run, and the cells of a slack or error that entered or left the
/// basis are moved (`place`) instead of compiling again. Compiling again after such
/// pivots took 43% of a ui-tree resize at 10,000 nodes.
struct EvaluationProgram {
    var version: UInt64 = .max
    /// The slacks, errors and dummies that definitions name, and those of them that are
    /// basic: their value is their row's constant. (Looking every named one up at each
    /// run cost a stack of 1,000 labels a tenth of each update.)
    var named: [Int32] = []
    var basicNamed: [Int32] = []
    var basicNamedIsCurrent = false
    /// Per definition, the symbol it defines, its row's slot, and where its cells end in
    /// `sources` and `coefficients`: first those of basic symbols, up to `basicEnd`, then
    /// those of non-basic slacks and errors (zero, so not read). Non-basic externals,
    /// which only a change of definitions can make basic, are left out.
    var definitions: [(symbol: Int32, slot: Int32, basicEnd: Int32, end: Int32)] = []
    var sources: [Int32] = []
    var coefficients: [Double] = []
    /// The definition each tableau slot holds (valid for the slots of definitions).
    var definitionOfSlot: [Int32] = []
    /// Slacks and errors that entered or left the basis since the program was compiled
    /// or patched: their cells are put in place at the next evaluation (a build's pivots
    /// change the definitions too, and the program is compiled again anyway).
    var movedSymbols: [Int32] = []

    mutating func clear() {
        movedSymbols.removeAll(keepingCapacity: true)
        named.removeAll(keepingCapacity: true)
        basicNamed.removeAll(keepingCapacity: true)
        definitions.removeAll(keepingCapacity: true)
        sources.removeAll(keepingCapacity: true)
        coefficients.removeAll(keepingCapacity: true)
    }

    /// Puts the cell of `symbol` in the definition at `slot` among those read when it is
    /// `basic`, among those passed by when not. False if the definition has no such cell
    /// (never, while the program is current): the program must then be compiled again.
    mutating func place(_ symbol: Int32, basic: Bool, inDefinitionAt slot: Int32) -> Bool {
        let index = Int(definitionOfSlot[Int(slot)])
        var cell = index == 0 ? 0 : Int(definitions[index - 1].end)
        let end = Int(definitions[index].end)
        while cell < end && sources[cell] != symbol { cell += 1 }
        assert(cell < end, "a definition lost the cell of a symbol it names")
        if cell == end { return false }
        let basicEnd = Int(definitions[index].basicEnd)
        if basic && cell >= basicEnd {
            exchangeCells(cell, basicEnd)
            definitions[index].basicEnd += 1
        } else if !basic && cell < basicEnd {
            exchangeCells(cell, basicEnd - 1)
            definitions[index].basicEnd -= 1
        }
        return true
    }

    private mutating func exchangeCells(_ first: Int, _ second: Int) {
        sources.swapAt(first, second)
        coefficients.swapAt(first, second)
    }

    /// Writes the value of every basic symbol that a definition names or defines, and
    /// returns the largest magnitude among the externals' values.
    #if arch(wasm32)
    func run(rows: [Row], slots: [Int32], into values: inout [Double]) -> Double {
        var largest = 0.0
        rows.withUnsafeBufferPointer { rows in
            values.withUnsafeMutableBufferPointer { values in
                sources.withUnsafeBufferPointer { sources in
                    coefficients.withUnsafeBufferPointer { coefficients in
                        slots.withUnsafeBufferPointer { slots in
                            for symbol in basicNamed {
                                values[Int(symbol)] = rows[Int(slots[Int(symbol)])].constant
                            }
                        }
                        var start = 0
                        for (symbol, slot, basicEnd, end) in definitions {
                            var value = rows[Int(slot)].constant
                            var cell = start
                            while cell < Int(basicEnd) {
                                value += coefficients[cell] * values[Int(sources[cell])]
                                cell += 1
                            }
                            values[Int(symbol)] = value
                            // A branch, rarely taken, where `max` chained every
                            // definition's sum on the last through five instructions.
                            if abs(value) > largest { largest = abs(value) }
                            start = Int(end)
                        }
                    }
                }
            }
        }
        return largest
    }
    #else
    /// The same, reading stale rows' values where their constants are not theirs (see
    /// `Tableau.staleValues`): the module has no stale rows.
    func run(rows: [Row], slots: [Int32], isStale: [Bool], staleValues: [Double], into values: inout [Double]) -> Double {
        var largest = 0.0
        rows.withUnsafeBufferPointer { rows in
            values.withUnsafeMutableBufferPointer { values in
                sources.withUnsafeBufferPointer { sources in
                    coefficients.withUnsafeBufferPointer { coefficients in
                        slots.withUnsafeBufferPointer { slots in
                            for symbol in basicNamed {
                                let slot = Int(slots[Int(symbol)])
                                values[Int(symbol)] = isStale[slot] ? staleValues[slot] : rows[slot].constant
                            }
                        }
                        var start = 0
                        for (symbol, slot, basicEnd, end) in definitions {
                            var value = rows[Int(slot)].constant
                            var cell = start
                            while cell < Int(basicEnd) {
                                value += coefficients[cell] * values[Int(sources[cell])]
                                cell += 1
                            }
                            values[Int(symbol)] = value
                            // A branch, rarely taken, where `max` chained every
                            // definition's sum on the last through five instructions.
                            if abs(value) > largest { largest = abs(value) }
                            start = Int(end)
                        }
                    }
                }
            }
        }
        return largest
    }
    #endif
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
