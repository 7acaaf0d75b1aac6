/// Which constraints mention each node and each free variable, so that freeing one
/// frees them: a list per item, all in one pool of entries. A list of its own per node
/// was one or two allocations a node, a twentieth of a build's time.
struct MentionLists {
    /// One list's ends in the pool (-1: empty), kept in its item's record.
    struct List {
        var first: Int32 = -1
        var last: Int32 = -1
    }

    /// Per entry, its constraint and the next entry of its list or of the free ones
    /// (-1: none). Lists of Int32, not one of pairs: the WebAssembly module has their
    /// code already, and a list of a new element type cost it 0.7 KB.
    private var constraintOfEntry: [Int32] = []
    private var nextEntry: [Int32] = []
    /// Entries let go of, linked through `nextEntry` (-1: none).
    private var free: Int32 = -1
    #if !arch(wasm32)
    /// Entries in lists, and how many of them removals left behind (see `remove`).
    private var listedEntries = 0
    private var staleEntries = 0
    #endif

    #if arch(wasm32)
    /// Out of line in the WebAssembly module: a copy in each caller cost it 0.2 KB.
    @inline(never) mutating func append(_ constraint: Int32, to list: inout List) { add(constraint, to: &list) }
    #else
    /// Inline in native builds: out of line, the list's record was written back at
    /// every call, 1% of a build.
    @inline(__always) mutating func append(_ constraint: Int32, to list: inout List) { add(constraint, to: &list) }
    #endif

    /// Adds `constraint` at the end of `list`, unless it is last there already: a
    /// constraint that names an item twice is listed once.
    @inline(__always) private mutating func add(_ constraint: Int32, to list: inout List) {
        if list.last >= 0 && constraintOfEntry[Int(list.last)] == constraint { return }
        let entry: Int32
        if free >= 0 {
            entry = free
            free = nextEntry[Int(entry)]
            constraintOfEntry[Int(entry)] = constraint
            nextEntry[Int(entry)] = -1
        } else {
            entry = Int32(nextEntry.count)
            constraintOfEntry.append(constraint)
            nextEntry.append(-1)
        }
        if list.last >= 0 { nextEntry[Int(list.last)] = entry } else { list.first = entry }
        list.last = entry
        #if !arch(wasm32)
        listedEntries += 1
        #endif
    }

    #if arch(wasm32)
    /// Takes `constraint` out of `list` (the WebAssembly module walks the list: the
    /// native builds' sweeping would not fit its size limit).
    @inline(never) mutating func remove(_ constraint: Int32, from list: inout List) {
        var previous: Int32 = -1
        var entry = list.first
        while entry >= 0 {
            let next = nextEntry[Int(entry)]
            if constraintOfEntry[Int(entry)] == constraint {
                if previous >= 0 { nextEntry[Int(previous)] = next } else { list.first = next }
                if list.last == entry { list.last = previous }
                nextEntry[Int(entry)] = free
                free = entry
            } else {
                previous = entry
            }
            entry = next
        }
    }

    #else
    /// Notes that `constraint` no longer mentions the item of `list`. Its entry stays
    /// until the lists are swept (`needsSweep`): finding it walked the list, and an
    /// item many constraints mention (a stack's node, fill-equally's unit) made every
    /// removal there cost the list's length. Readers skip such entries (`constraints(in:)`
    /// lists them; the layout keeps those that still mention the item, once).
    @inline(__always) mutating func remove(_ constraint: Int32, from list: inout List) {
        staleEntries += 1
    }

    /// Whether the entries left behind by removals are as many as those in use: time
    /// for the layout to sweep every list (amortised, a removal costs O(1)).
    var needsSweep: Bool { staleEntries > 256 && 2 * staleEntries > listedEntries }

    /// Drops from `list` the entries whose constraint `keeps` refuses (called once an
    /// entry, in order).
    mutating func sweep(_ list: inout List, keeping keeps: (Int32) -> Bool) {
        var previous: Int32 = -1
        var entry = list.first
        while entry >= 0 {
            let next = nextEntry[Int(entry)]
            if keeps(constraintOfEntry[Int(entry)]) {
                previous = entry
            } else {
                if previous >= 0 { nextEntry[Int(previous)] = next } else { list.first = next }
                if list.last == entry { list.last = previous }
                nextEntry[Int(entry)] = free
                free = entry
                listedEntries -= 1
            }
            entry = next
        }
    }

    /// Notes that every list was swept.
    mutating func sweptEveryList() { staleEntries = 0 }

    /// Whether some list may hold the entry of a removed constraint.
    var hasStaleEntries: Bool { staleEntries > 0 }
    #endif

    /// Lets go of every entry of `list` and empties it.
    mutating func release(_ list: inout List) {
        var entry = list.first
        while entry >= 0 {
            let next = nextEntry[Int(entry)]
            nextEntry[Int(entry)] = free
            free = entry
            entry = next
            #if !arch(wasm32)
            listedEntries -= 1
            #endif
        }
        list = List()
    }

    /// The constraints of `list`, in the order they were added, with those removed
    /// since the last sweep (see `remove`).
    func constraints(in list: List) -> [Int32] {
        var result: [Int32] = []
        var entry = list.first
        while entry >= 0 {
            result.append(constraintOfEntry[Int(entry)])
            entry = nextEntry[Int(entry)]
        }
        return result
    }
}
