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
    /// Per representative: the other members of its class.
    private var members: [[Int32]] = []
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
            members.append(contentsOf: repeatElement([], count: count - members.count))
            self.owner.append(contentsOf: repeatElement(-1, count: count - self.owner.count))
        }
        if representative[symbol] != variable.symbol { aliasedCount -= 1 }
        representative[symbol] = variable.symbol
        version &+= 1
        offset[symbol] = 0
        if !members[symbol].isEmpty { members[symbol].removeAll() }
        self.owner[symbol] = owner
    }

    /// The representative and the offset: `variable == representative + offset`.
    @inline(__always) func resolve(_ variable: Variable) -> (Variable, Double) {
        let symbol = Int(variable.symbol)
        return (Variable(symbol: representative[symbol]), offset[symbol])
    }

    func classSize(_ root: Int32) -> Int { members[Int(root)].count + 1 }

    /// Every variable of the class of representative `root`, the representative first.
    func classMembers(_ root: Int32) -> [Int32] { [root] + members[Int(root)] }

    /// Joins the class of representative `child` to that of representative `root`, where
    /// `child == root + delta`.
    mutating func merge(_ child: Int32, into root: Int32, offset delta: Double) {
        version &+= 1
        // The child, then its members, join the root's members (without a list of
        // them all made first: an allocation per alias).
        representative[Int(child)] = root
        offset[Int(child)] += delta
        members[Int(root)].append(child)
        aliasedCount += 1
        if members[Int(child)].isEmpty { return }
        for symbol in members[Int(child)] {
            representative[Int(symbol)] = root
            offset[Int(symbol)] += delta
        }
        members[Int(root)] += members[Int(child)]
        aliasedCount += members[Int(child)].count
        members[Int(child)].removeAll()
    }

    /// Moves a variable by `delta` within its class (its representative stays put).
    mutating func shift(_ symbol: Int32, by delta: Double) {
        offset[Int(symbol)] += delta
    }

    /// Splits the class of representative `root` into classes of one; returns its members.
    mutating func dissolve(_ root: Int32) -> [Int32] {
        let all = classMembers(root)
        version &+= 1
        for symbol in all {
            representative[Int(symbol)] = symbol
            offset[Int(symbol)] = 0
        }
        members[Int(root)].removeAll()
        aliasedCount -= all.count - 1
        return all
    }

    /// Every class back to single variables.
    mutating func dissolveAll() {
        for symbol in representative.indices where representative[symbol] == Int32(symbol) && !members[symbol].isEmpty {
            _ = dissolve(Int32(symbol))
        }
    }
}
