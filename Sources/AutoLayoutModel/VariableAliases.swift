import AutoLayoutSolver

/// Required equalities between two variables, `x == y + c`, kept out of the solver: each
/// variable is the representative of its class plus an offset. Chains of equal sizes (a
/// column of labels each as wide as the one above, cells as wide as their neighbour)
/// then add no rows, and none of the dummy symbols that every row derived from them
/// would carry: along a chain of n such links that was O(n^2) cells.
struct VariableAliases {
    /// Per solver symbol: its class's representative (itself when alone) and its offset
    /// from it.
    private(set) var representative: [Int32] = []
    private(set) var offset: [Double] = []
    /// Each class as a list through its members, the representative first: per symbol
    /// the next member (-1: the last), and per representative the last member and the
    /// class's size. A list of its own per class was an allocation or two per alias.
    private var nextMember: [Int32] = []
    private var lastMember: [Int32] = []
    private var memberCount: [Int32] = []
    /// Per solver symbol: its node (index >= 0) or free variable (`-2 - index`).
    private(set) var owner: [Int32] = []
    /// How many variables are not their own representative: with none, values are read
    /// straight from the solver.
    private(set) var aliasedCount = 0
    /// Bumped whenever a variable's representative changes.
    private(set) var version: UInt64 = 0

    /// Starts a new variable (or a reused symbol) as a class of its own.
    mutating func register(_ variable: Variable, owner: Int32) {
        let symbol = Int(variable.symbol)
        if representative.count <= symbol {
            // By a sixteenth at once: growing four arrays by one a variable cost a node's
            // making a tenth more.
            let count = symbol + 1 + max(16, symbol / 16)
            for added in representative.count..<count { representative.append(Int32(added)) }
            offset.append(contentsOf: repeatElement(0, count: count - offset.count))
            nextMember.append(contentsOf: repeatElement(-1, count: count - nextMember.count))
            for added in lastMember.count..<count { lastMember.append(Int32(added)) }
            memberCount.append(contentsOf: repeatElement(1, count: count - memberCount.count))
            self.owner.append(contentsOf: repeatElement(-1, count: count - self.owner.count))
        }
        // A reused symbol may still be listed in another class.
        leaveClass(variable.symbol)
        self.owner[symbol] = owner
    }

    /// Makes `symbol` a class of its own, taking it out of the list of the class it was
    /// in (if listed there): the rest stay as they are, led by the same representative.
    private mutating func leaveClass(_ symbol: Int32) {
        let index = Int(symbol)
        let root = representative[index]
        if root != symbol {
            aliasedCount -= 1
            var previous = root
            while nextMember[Int(previous)] >= 0 && nextMember[Int(previous)] != symbol {
                previous = nextMember[Int(previous)]
            }
            if nextMember[Int(previous)] == symbol {
                nextMember[Int(previous)] = nextMember[index]
                if lastMember[Int(root)] == symbol { lastMember[Int(root)] = previous }
                memberCount[Int(root)] -= 1
            }
        }
        representative[index] = symbol
        version &+= 1
        offset[index] = 0
        // Written only where they differ: a new symbol's are so already.
        if memberCount[index] != 1 || nextMember[index] != -1 || lastMember[index] != symbol {
            nextMember[index] = -1
            lastMember[index] = symbol
            memberCount[index] = 1
        }
    }

    /// The representative and the offset: `variable == representative + offset`.
    @inline(__always) func resolve(_ variable: Variable) -> (Variable, Double) {
        let symbol = Int(variable.symbol)
        return (Variable(symbol: representative[symbol]), offset[symbol])
    }

    func classSize(_ root: Int32) -> Int { Int(memberCount[Int(root)]) }

    /// Every variable of the class of representative `root`, the representative first.
    func classMembers(_ root: Int32) -> [Int32] {
        var result: [Int32] = []
        var member = root
        while member >= 0 {
            result.append(member)
            member = nextMember[Int(member)]
        }
        return result
    }

    /// Joins the class of representative `child` to that of representative `root`, where
    /// `child == root + delta`.
    mutating func merge(_ child: Int32, into root: Int32, offset delta: Double) {
        version &+= 1
        // The child's class, the child first, joins the end of the root's.
        var member = child
        while member >= 0 {
            representative[Int(member)] = root
            offset[Int(member)] += delta
            member = nextMember[Int(member)]
        }
        nextMember[Int(lastMember[Int(root)])] = child
        lastMember[Int(root)] = lastMember[Int(child)]
        memberCount[Int(root)] += memberCount[Int(child)]
        // The child's members were counted when they joined it; the child was not.
        aliasedCount += 1
        lastMember[Int(child)] = child
        memberCount[Int(child)] = 1
    }

    /// Moves a variable by `delta` within its class (its representative stays put).
    mutating func shift(_ symbol: Int32, by delta: Double) {
        offset[Int(symbol)] += delta
        #if !arch(wasm32)
        shifted.append(symbol)
        #endif
    }

    #if !arch(wasm32)   // the WebAssembly module reads every frame (see `Layout.refreshFrames`)
    /// The variables shifted since `forgetShifts`: their nodes moved though the solver's
    /// values did not (see `Layout.refreshFrames`).
    private(set) var shifted: [Int32] = []

    mutating func forgetShifts() {
        shifted.removeAll(keepingCapacity: true)
    }

    /// The member after `symbol` in its class's list, -1 after the last.
    @inline(__always) func member(after symbol: Int32) -> Int32 { nextMember[Int(symbol)] }
    #endif

    /// Splits the class of representative `root` into classes of one; returns its members.
    mutating func dissolve(_ root: Int32) -> [Int32] {
        let all = classMembers(root)
        version &+= 1
        for symbol in all {
            representative[Int(symbol)] = symbol
            offset[Int(symbol)] = 0
            nextMember[Int(symbol)] = -1
            lastMember[Int(symbol)] = symbol
            memberCount[Int(symbol)] = 1
        }
        aliasedCount -= all.count - 1
        return all
    }

    #if !arch(wasm32)   // the WebAssembly module dissolves classes instead (see `Layout.splitClass`)
    /// Takes a member other than the representative out of its class (see `leaveClass`).
    mutating func detach(_ symbol: Int32) {
        assert(representative[Int(symbol)] != symbol, "the representative detached from its own class")
        leaveClass(symbol)
    }

    /// Splits the class of representative `root` into parts: `leaders[i]` is the member
    /// that leads the part of `members[i]` (`members` as `classMembers(root)` lists them;
    /// `root` leads its own part). Each part becomes a class led by its leader, its
    /// members' offsets measured from the leader's.
    mutating func split(_ root: Int32, members: [Int32], leaders: [Int32]) {
        version &+= 1
        var offsets: [Double] = []
        for (member, leader) in zip(members, leaders) { offsets.append(offset[Int(member)] - offset[Int(leader)]) }
        var parts = 0
        for (member, leader) in zip(members, leaders) where member == leader {
            parts += 1
            representative[Int(member)] = member
            nextMember[Int(member)] = -1
            lastMember[Int(member)] = member
            memberCount[Int(member)] = 1
        }
        for (position, (member, leader)) in zip(members, leaders).enumerated() {
            offset[Int(member)] = offsets[position]
            if member == leader { continue }
            representative[Int(member)] = leader
            nextMember[Int(member)] = -1
            nextMember[Int(lastMember[Int(leader)])] = member
            lastMember[Int(leader)] = member
            memberCount[Int(leader)] += 1
        }
        aliasedCount -= parts - 1
    }
    #endif

    /// Every class back to single variables.
    mutating func dissolveAll() {
        for symbol in representative.indices where representative[symbol] == Int32(symbol) && memberCount[symbol] > 1 {
            _ = dissolve(Int32(symbol))
        }
    }
}
