extension Layout {
    /// Like Apple's "Unable to simultaneously satisfy constraints" message: each broken
    /// constraint, then the minimal set it conflicts with (one of those, or it, is the
    /// constraint to change).
    func brokenReport() -> String {
        var message: Text = "Unable to satisfy every required constraint; \(broken.count) broken (left out, still active):"
        for index in broken {
            message.add("\nBreaking "); message.add(describeConstraint(Int(index)))
            let conflicts = conflicts(ofConstraint: Int(index)).filter { constraints[Int($0)].isLive }
            if conflicts.isEmpty {
                message.add("\n    which can never hold.")
                continue
            }
            message.add("\n    which conflicts with (removing it or any one of these resolves it):")
            for other in conflicts { message.add("\n        "); message.add(describeConstraint(Int(other))) }
        }
        return message.string
    }
}

/// What a logger was last told about a layout's broken constraints, so that it hears once
/// per change of their set: after each update, `message(after:)` says what to tell it.
public struct BrokenConstraintsLog {
    private var told: [LayoutConstraintID] = []

    public init() {}

    /// Forgets what was told (a new logger): the next message reports what is broken then.
    public mutating func forget() { told.removeAll() }

    /// The message for the logger after an update: each broken constraint and its minimal
    /// conflicting set, or that every required constraint holds again; nil when the set is
    /// the one last told. Costs nothing when nothing is or was broken.
    @_optimize(size) public mutating func message(after layout: Layout) -> String? {
        if layout.broken.isEmpty && told.isEmpty { return nil }
        let current = layout.brokenConstraints
        if current.count == told.count && current.allSatisfy({ told.contains($0) }) { return nil }
        let before = told.count
        told = current
        if current.isEmpty { return ("Every required constraint holds again (\(before) broken before)." as Text).string }
        return layout.brokenReport()
    }
}
