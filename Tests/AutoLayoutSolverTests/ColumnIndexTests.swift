import XCTest
@testable import AutoLayoutSolver

/// The column index against a plain model (an array of slots per symbol, removals
/// keeping order), and the tableau's use of it: every cell's entry names its row.
final class ColumnIndexTests: XCTestCase {
    /// Per symbol, the slots its list should hold in order, with the entries that hold them.
    typealias Model = [[(slot: Int32, entry: Int32)]]

    func assertIndex(_ index: ColumnIndex, matches model: Model, _ label: String,
                     file: StaticString = #filePath, line: UInt = #line) {
        for symbol in model.indices {
            XCTAssertEqual(Array(index.slots(of: Int32(symbol))), model[symbol].map(\.slot), label, file: file, line: line)
            XCTAssertEqual(index.count(of: Int32(symbol)), model[symbol].count, label, file: file, line: line)
        }
    }

    func testListsKeepTheOrderTheirSlotsWereAddedIn() {
        var index = ColumnIndex()
        index.addSymbols(3)
        let first = index.append(10, to: 1)
        let second = index.append(11, to: 1)
        _ = index.append(12, to: 1)
        _ = index.append(20, to: 2)
        index.remove(second, of: 1)
        XCTAssertEqual(Array(index.slots(of: 1)), [10, 12])
        XCTAssertEqual(index.count(of: 1), 2)
        XCTAssertEqual(Array(index.slots(of: 2)), [20])
        XCTAssertEqual(Array(index.slots(of: 0)), [])
        // A freed entry is taken again, at the end of its new list.
        XCTAssertEqual(index.append(13, to: 1), second)
        XCTAssertEqual(Array(index.slots(of: 1)), [10, 12, 13])
        index.remove(first, of: 1)
        XCTAssertEqual(Array(index.slots(of: 1)), [12, 13])
        index.removeAll(of: 1)
        XCTAssertEqual(index.count(of: 1), 0)
        XCTAssertEqual(Array(index.slots(of: 1)), [])
        XCTAssertEqual(Array(index.slots(of: 2)), [20])
    }

    func testRandomAppendsAndRemovalsMatchAPlainModel() {
        var random = SplitMix64(state: 77)
        var index = ColumnIndex()
        index.addSymbols(20)
        var model = Model(repeating: [], count: 20)
        for step in 0..<5_000 {
            let symbol = random.int(0...19)
            if model[symbol].isEmpty || random.int(0...2) > 0 {
                let slot = Int32(random.int(0...999))
                model[symbol].append((slot, index.append(slot, to: Int32(symbol))))
            } else if random.int(0...9) == 0 {
                index.removeAll(of: Int32(symbol))
                model[symbol].removeAll()
            } else {
                let position = random.int(0...(model[symbol].count - 1))
                index.remove(model[symbol][position].entry, of: Int32(symbol))
                model[symbol].remove(at: position)
            }
            assertIndex(index, matches: model, "step \(step)")
        }
    }

    /// The same through an `Editor`, as a substitution uses it: each batch reserves room
    /// for its appends and unlinks first (the free entries and the stack's room grow
    /// there, never inside the batch), then appends and unlinks in any mix.
    func testEditorBatchesMatchAPlainModel() {
        var random = SplitMix64(state: 91)
        var index = ColumnIndex()
        index.addSymbols(12)
        var model = Model(repeating: [], count: 12)
        for batch in 0..<400 {
            let operations = random.int(1...40)
            index.reserveFreeEntries(operations)
            index.edit { editor in
                for _ in 0..<operations {
                    let symbol = random.int(0...11)
                    if model[symbol].isEmpty || random.int(0...1) == 0 {
                        let slot = Int32(random.int(0...999))
                        model[symbol].append((slot, editor.append(slot, to: Int32(symbol))))
                    } else {
                        let position = random.int(0...(model[symbol].count - 1))
                        editor.remove(model[symbol][position].entry, of: Int32(symbol))
                        model[symbol].remove(at: position)
                    }
                }
            }
            assertIndex(index, matches: model, "batch \(batch)")
            // Outside the editor too, between batches.
            if random.int(0...3) == 0 {
                let symbol = random.int(0...11)
                index.removeAll(of: Int32(symbol))
                model[symbol].removeAll()
            }
        }
    }
}

/// What the tableau keeps of the column index: each row's cells name entries in their
/// symbols' lists that hold the row's slot, and each list holds exactly the rows that
/// name its symbol.
func assertColumnsHold(_ tableau: Tableau, seed: UInt64, file: StaticString = #filePath, line: UInt = #line) {
    var expected = [Int: [Int32]]()
    for slot in tableau.basicOfSlot.indices where tableau.basicOfSlot[slot] >= 0 {
        for term in tableau.rows[slot].terms {
            XCTAssertEqual(tableau.columns.slot(of: term.entry), Int32(slot), "seed \(seed): symbol \(term.symbol)'s entry",
                           file: file, line: line)
            expected[Int(term.symbol), default: []].append(Int32(slot))
        }
    }
    for symbol in 0..<tableau.symbolCapacity {
        XCTAssertEqual(tableau.columns.slots(of: Int32(symbol)).sorted(), (expected[symbol] ?? []).sorted(),
                       "seed \(seed): the column of \(symbol)", file: file, line: line)
    }
}
