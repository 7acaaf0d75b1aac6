/// The symbols of one objective tier that the primal simplex may bring into the basis,
/// kept up to date from the cells that change, so that choosing an entering symbol
/// reads what a pivot changed instead of every cell of every tier: a build of n items
/// whose tiers are settled took n pivots times n cells (wrapping-rows 10,000: 80% of
/// its time in that scan).
///
/// `listed` holds every symbol whose own cell lets it enter (a superset: each search
/// checks them again and drops those that no longer qualify), as a heap ordered by
/// `key`: slacks and errors by id, then free externals by id, the order in which the
/// search must take them (Bland's rule), so that it reads the few at the top instead of
/// all those still waiting to be settled. Symbols found blocked by
/// a higher tier (a cell there beyond rounding), or errors of a pinned priority, wait in
/// `groups` instead, one group per reason, until their cells change or the reason
/// lapses (see `Solver.enteringSymbol`).
struct EnteringCandidates {
    /// Symbols whose cell in this tier changed since the last search.
    private(set) var changed: [Int32] = []
    private(set) var listed: [UInt64] = []
    /// Scratch for `takeFirst`: keys going back on the heap.
    private var aside: [UInt64] = []
    var groups: [ParkedGroup] = []
    /// Per symbol, one byte (tiers are dense, so this is paid per symbol and tier): the
    /// `isChanged` and `isListed` bits, and above them the group it waits in (index + 1;
    /// 0 when it waits in none).
    private var marks: [UInt8] = []
    private static let isChanged: UInt8 = 1, isListed: UInt8 = 2, groupShift: UInt8 = 2
    /// How many groups the marks can name.
    static let groupLimit = 63

    @inline(__always) private func group(of index: Int) -> Int { Int(marks[index] >> EnteringCandidates.groupShift) }
    @inline(__always) private mutating func setGroup(_ group: Int, of index: Int) {
        marks[index] = (marks[index] & (EnteringCandidates.isChanged | EnteringCandidates.isListed))
            | (UInt8(group) << EnteringCandidates.groupShift)
    }

    /// Why candidates wait, and so when they stop waiting.
    enum Reason {
        /// Errors of a pinned priority: until it is not pinned.
        case pinned
        /// Blocked by a higher tier's cell: until that tier is pinned or its epoch (its
        /// largest cell) changes.
        case blocked
        /// Errors blocked by their own priority's tier: while it is pinned they are
        /// pinned, while it is not its cell blocks them, so they wait until its epoch
        /// changes. Parked as `pinned` or `blocked` instead, they were all judged again
        /// whenever the tier went from zero to above it or back: ui-tree's spacing
        /// preferences did at every step of a shrinking resize, thousands of errors.
        case ownTier
    }

    /// Candidates waiting for one reason to lapse.
    struct ParkedGroup {
        /// The priority of the blocking tier, or of the pinned errors.
        var priority: Double
        var reason: Reason
        var epoch: UInt32
        /// May hold stale entries (symbols woken since); `live` counts the others.
        var symbols: [Int32] = []
        var live = 0
    }

    mutating func grow(to symbolCapacity: Int) {
        if marks.count < symbolCapacity {
            marks.append(contentsOf: repeatElement(0, count: symbolCapacity - marks.count))
        }
    }

    @inline(__always) mutating func noteChange(_ symbol: Int32) {
        let index = Int(symbol)
        if marks[index] & EnteringCandidates.isChanged == 0 {
            marks[index] |= EnteringCandidates.isChanged
            changed.append(symbol)
        }
    }

    /// Appends the changed symbols to `symbols` and empties the list; their marks stay
    /// until `settleChange`.
    mutating func drainChanged(into symbols: inout [Int32]) {
        // Most tiers have none after constant edits, and appending and emptying cost
        // a hundred instructions each time.
        if changed.isEmpty { return }
        symbols.append(contentsOf: changed)
        changed.removeAll(keepingCapacity: true)
    }

    /// Whether a change of a cell of `symbol` in some tier can matter here, clearing its
    /// changed mark: only if it is listed, waits in a group, or its cell here changed.
    /// Otherwise its cell here is as it was when it was last found unable to enter, and
    /// reading that cell is saved (17 tiers' lookups per changed symbol in wrapping-rows).
    @inline(__always) mutating func settleChange(_ symbol: Int32) -> Bool {
        let mark = marks[Int(symbol)]
        if mark & EnteringCandidates.isChanged != 0 { marks[Int(symbol)] = mark & ~EnteringCandidates.isChanged }
        return mark != 0
    }

    /// Takes note that a cell of `symbol` changed in some tier: it stops waiting, and is
    /// listed if `mayEnter` (its own cell lets it enter here).
    @inline(__always) mutating func reconsider(_ symbol: Int32, mayEnter: Bool, free: Bool) {
        let index = Int(symbol)
        let group = group(of: index)
        if group > 0 {
            setGroup(0, of: index)
            groups[group - 1].live -= 1
        }
        if mayEnter && marks[index] & EnteringCandidates.isListed == 0 {
            marks[index] |= EnteringCandidates.isListed
            push(EnteringCandidates.key(symbol, free: free))
        }
    }

    /// The heap's order: slacks and errors first, then free externals, each by id.
    @inline(__always) static func key(_ symbol: Int32, free: Bool) -> UInt64 {
        (free ? 1 << 32 : 0) | UInt64(UInt32(bitPattern: symbol))
    }

    @inline(__always) static func symbol(of key: UInt64) -> Int32 {
        Int32(bitPattern: UInt32(truncatingIfNeeded: key))
    }

    /// Takes the listed symbol with the smallest key off the heap (the caller puts it
    /// back with `push`, or `unlist`s or `park`s it).
    mutating func popFirst() -> UInt64? {
        guard let first = listed.first else { return nil }
        let last = listed.removeLast()
        if listed.isEmpty { return first }
        // Sift the last entry down from the root.
        var position = 0
        let count = listed.count
        while true {
            var child = 2 * position + 1
            if child >= count { break }
            if child + 1 < count && listed[child + 1] < listed[child] { child += 1 }
            if listed[child] >= last { break }
            listed[position] = listed[child]
            position = child
        }
        listed[position] = last
        return first
    }

    /// Puts a key (back) on the heap.
    mutating func push(_ key: UInt64) {
        listed.append(key)
        var position = listed.count - 1
        while position > 0 {
            let parent = (position - 1) / 2
            if listed[parent] <= key { break }
            listed[position] = listed[parent]
            position = parent
        }
        listed[position] = key
    }

    /// Clears the listed bit of a symbol taken off the heap for good.
    @inline(__always) mutating func unlist(_ symbol: Int32) {
        marks[Int(symbol)] &= ~EnteringCandidates.isListed
    }

    /// What the search found of a listed symbol.
    enum Judgement {
        /// It enters.
        case enters
        /// Not now, but perhaps later without a change of its cells: back on the heap.
        case later
        /// Its own cell does not let it enter: off the heap until the cell changes.
        case never
        /// Its key changed (a free external became a slack or error, or the reverse).
        case moved(UInt64)
        /// It waits in the group for this reason (see `ParkedGroup`).
        case waits(priority: Double, reason: Reason, epoch: UInt32)
    }

    /// The first listed symbol, in the heap's order, that `judge` lets enter, or -1;
    /// on the way, symbols are dropped, parked or set aside as judged.
    mutating func takeFirst(_ judge: (Int32, UInt64) -> Judgement) -> Int32 {
        var found: Int32 = -1
        while let key = popFirst() {
            let symbol = EnteringCandidates.symbol(of: key)
            switch judge(symbol, key) {
            case .enters:
                aside.append(key)
                found = symbol
            case .later:
                aside.append(key)
            case .never:
                unlist(symbol)
            case .moved(let current):
                push(current)
            case .waits(let priority, let reason, let epoch):
                if !park(symbol, priority: priority, reason: reason, epoch: epoch) { aside.append(key) }
            }
            if found >= 0 { break }
        }
        for key in aside { push(key) }
        aside.removeAll(keepingCapacity: true)
        return found
    }

    /// Lists again the symbols of every group whose reason `lapsed(priority, reason,
    /// epoch)` says no longer holds.
    mutating func wakeLapsedGroups(_ lapsed: (Double, Reason, UInt32) -> Bool) {
        for group in groups.indices where groups[group].live > 0
            && lapsed(groups[group].priority, groups[group].reason, groups[group].epoch) {
            wake(group)
        }
    }

    /// Moves a symbol taken off the heap into the group for its reason. Returns false,
    /// doing nothing, when there is no room for another group: the caller keeps it.
    private mutating func park(_ symbol: Int32, priority: Double, reason: Reason, epoch: UInt32) -> Bool {
        var group = 0
        while group < groups.count && !(groups[group].priority == priority && groups[group].reason == reason) { group += 1 }
        if group == groups.count {
            if groups.count >= EnteringCandidates.groupLimit { return false }
            groups.append(ParkedGroup(priority: priority, reason: reason, epoch: epoch))
            group = groups.count - 1
        } else if groups[group].epoch != epoch {
            wake(group)
            groups[group].epoch = epoch
        }
        unlist(symbol)
        setGroup(group + 1, of: Int(symbol))
        groups[group].symbols.append(symbol)
        groups[group].live += 1
        if groups[group].symbols.count > 2 * groups[group].live + 32 {
            let number = group + 1
            var kept = 0
            for position in groups[group].symbols.indices {
                let parked = groups[group].symbols[position]
                if self.group(of: Int(parked)) == number {
                    groups[group].symbols[kept] = parked
                    kept += 1
                }
            }
            groups[group].symbols.removeLast(groups[group].symbols.count - kept)
        }
        return true
    }

    /// Lists every symbol of a group again.
    mutating func wake(_ group: Int) {
        let number = group + 1
        for symbol in groups[group].symbols where self.group(of: Int(symbol)) == number {
            setGroup(0, of: Int(symbol))
            if marks[Int(symbol)] & EnteringCandidates.isListed == 0 {
                marks[Int(symbol)] |= EnteringCandidates.isListed
                // Taken for a slack or error; the search moves a free external's key.
                push(EnteringCandidates.key(symbol, free: false))
            }
        }
        groups[group].symbols.removeAll(keepingCapacity: true)
        groups[group].live = 0
    }

    mutating func clear() {
        for symbol in changed { marks[Int(symbol)] = 0 }
        for key in listed { marks[Int(EnteringCandidates.symbol(of: key))] = 0 }
        for group in groups { for symbol in group.symbols { marks[Int(symbol)] = 0 } }
        changed.removeAll(keepingCapacity: true)
        listed.removeAll(keepingCapacity: true)
        groups.removeAll()
    }
}
