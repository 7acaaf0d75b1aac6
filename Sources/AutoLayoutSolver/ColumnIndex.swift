/// The tableau's column index: for every symbol, the slots of the rows that name it.
///
/// Each symbol's list is doubly linked through one pool of entries, and every cell of a
/// tableau row knows its entry (`Term.entry`), so a cell that leaves its row unlinks in
/// O(1). Kept as one array per symbol and searched for the slot instead, removing the
/// cells that cancel in substitutions took half of split-panes' resizes at 10,000 nodes
/// (columns and rows over a hundred long, half of a row's cells cancelling); one
/// array per symbol also paid an allocation's overhead per symbol. Lists keep their
/// entries in the order they were added.
///
/// This file comes first in its module, and that matters: SwiftPM's whole-module build
/// makes one LLVM module per file, and defines the arrays' uniqueness check in the
/// first file only, where it is inlined; elsewhere it is a call. The hot loops (a
/// substitution adds or cancels a cell's entry for every cell) go through an `Editor`,
/// which checks nothing per cell.
struct ColumnIndex {
    /// Per symbol: its first and last entry (-1: none), and how many it has.
    private var lists: [(head: Int32, tail: Int32, count: Int32)] = []
    /// Per entry: the slot it names and its neighbours in its symbol's list (-1: none).
    private var entries: [(slot: Int32, next: Int32, previous: Int32)] = []
    /// The free entries, a stack in its first `freeCount` elements (the rest is room for
    /// pushes): the last freed is reused first. Chained through the entries themselves,
    /// each reuse waited on a cache miss to read the next free entry (a fifth of a
    /// substitution's time in split-panes' resizes at 10,000 nodes).
    private var freeEntries: [Int32] = []
    private var freeCount = 0

    /// Makes room for `count` more symbols, with empty lists.
    mutating func addSymbols(_ count: Int) {
        lists.append(contentsOf: repeatElement((head: Int32(-1), tail: Int32(-1), count: Int32(0)), count: count))
    }

    @inline(__always) func count(of symbol: Int32) -> Int { Int(lists[Int(symbol)].count) }

    /// How many cells the indexed rows hold.
    var cellCount: Int { entries.count - freeCount }

    /// Appends `slot` to the list of `symbol` and returns the entry that holds it.
    mutating func append(_ slot: Int32, to symbol: Int32) -> Int32 {
        let index = Int(symbol)
        let tail = lists[index].tail
        let entry: Int32
        if freeCount > 0 {
            freeCount -= 1
            entry = freeEntries[freeCount]
            entries[Int(entry)] = (slot, -1, tail)
        } else {
            entry = Int32(entries.count)
            entries.append((slot, -1, tail))
        }
        if tail >= 0 { entries[Int(tail)].next = entry } else { lists[index].head = entry }
        lists[index].tail = entry
        lists[index].count += 1
        return entry
    }

    /// Unlinks `entry` from the list of `symbol` and frees it.
    mutating func remove(_ entry: Int32, of symbol: Int32) {
        let index = Int(symbol)
        let (_, next, previous) = entries[Int(entry)]
        if previous >= 0 { entries[Int(previous)].next = next } else { lists[index].head = next }
        if next >= 0 { entries[Int(next)].previous = previous } else { lists[index].tail = previous }
        lists[index].count -= 1
        if freeCount == freeEntries.count { freeEntries.append(entry) } else { freeEntries[freeCount] = entry }
        freeCount += 1
    }

    /// Makes sure that an `Editor` can append `count` entries and unlink as many.
    @inline(__always) mutating func reserveFreeEntries(_ count: Int) {
        if freeCount < count || freeEntries.count < freeCount + count { addFreeEntries(count) }
    }

    /// Makes at least enough new free entries for `count` (an eighth of the pool at least,
    /// so that the pool grows geometrically), and room on the stack for `count` pushes.
    @inline(never) private mutating func addFreeEntries(_ count: Int) {
        if freeCount < count {
            let first = entries.count
            let added = max(count - freeCount, first / 8, 64)
            entries.append(contentsOf: repeatElement((slot: Int32(-1), next: Int32(-1), previous: Int32(-1)), count: added))
            // Pushed last first, so that they are taken in the order they lie in memory.
            freeEntries.removeSubrange(freeCount...)
            for entry in (first..<first + added).reversed() { freeEntries.append(Int32(entry)) }
            freeCount += added
        }
        if freeEntries.count < freeCount + count {
            freeEntries.append(contentsOf: repeatElement(-1, count: freeCount + count - freeEntries.count))
        }
    }

    /// Runs `body` with an `Editor` over the index: a substitution adds and unlinks a
    /// cell's entry for every cell that appears or cancels, and through the arrays each
    /// write checked their uniqueness (split-panes' resizes at 10,000 nodes: a fifth of
    /// their instructions in these two operations).
    @inline(__always) mutating func edit<Result>(_ body: (inout Editor) -> Result) -> Result {
        lists.withUnsafeMutableBufferPointer { lists in
            entries.withUnsafeMutableBufferPointer { entries in
                freeEntries.withUnsafeMutableBufferPointer { freeEntries in
                    var editor = Editor(lists: lists.baseAddress!, entries: entries.baseAddress!,
                                        freeEntries: freeEntries.baseAddress!, freeCount: freeCount)
                    defer { freeCount = editor.freeCount }
                    return body(&editor)
                }
            }
        }
    }

    /// The index's lists and entries through pointers; it appends and unlinks only as
    /// many entries as were reserved before it was made (see `reserveFreeEntries`).
    struct Editor {
        fileprivate let lists: UnsafeMutablePointer<(head: Int32, tail: Int32, count: Int32)>
        fileprivate let entries: UnsafeMutablePointer<(slot: Int32, next: Int32, previous: Int32)>
        fileprivate let freeEntries: UnsafeMutablePointer<Int32>
        fileprivate var freeCount: Int

        @inline(__always) mutating func append(_ slot: Int32, to symbol: Int32) -> Int32 {
            let index = Int(symbol)
            let tail = lists[index].tail
            freeCount -= 1
            let entry = freeEntries[freeCount]
            entries[Int(entry)] = (slot, -1, tail)
            if tail >= 0 { entries[Int(tail)].next = entry } else { lists[index].head = entry }
            lists[index].tail = entry
            lists[index].count += 1
            return entry
        }

        @inline(__always) mutating func remove(_ entry: Int32, of symbol: Int32) {
            let index = Int(symbol)
            let (_, next, previous) = entries[Int(entry)]
            if previous >= 0 { entries[Int(previous)].next = next } else { lists[index].head = next }
            if next >= 0 { entries[Int(next)].previous = previous } else { lists[index].tail = previous }
            lists[index].count -= 1
            freeEntries[freeCount] = entry
            freeCount += 1
        }
    }

    /// Empties the list of `symbol`.
    mutating func removeAll(of symbol: Int32) {
        var entry = lists[Int(symbol)].head
        while entry >= 0 {
            let next = entries[Int(entry)].next
            remove(entry, of: symbol)
            entry = next
        }
    }

    /// Walking a list entry by entry, for a caller that unlinks as it goes: read the
    /// next entry before removing the current one.
    @inline(__always) func firstEntry(of symbol: Int32) -> Int32 { lists[Int(symbol)].head }
    @inline(__always) func entry(after entry: Int32) -> Int32 { entries[Int(entry)].next }
    @inline(__always) func slot(of entry: Int32) -> Int32 { entries[Int(entry)].slot }

    /// The slots of the rows that name `symbol`, in the order they were added.
    func slots(of symbol: Int32) -> Slots { Slots(entries: entries, entry: lists[Int(symbol)].head) }

    struct Slots: Sequence, IteratorProtocol {
        fileprivate let entries: [(slot: Int32, next: Int32, previous: Int32)]
        fileprivate var entry: Int32

        mutating func next() -> Int32? {
            if entry < 0 { return nil }
            let slot = entries[Int(entry)].slot
            entry = entries[Int(entry)].next
            return slot
        }
    }
}
