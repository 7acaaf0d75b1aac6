/// A function that receives the layout's reports of broken constraints.
public typealias Logger = (String) -> Void

extension Layout {
    /// Sets (or with nil removes) the function told whenever an update changes the set of
    /// broken constraints. A new logger starts with a clean slate: the next update reports
    /// the constraints broken then, even if they were broken before it was set.
    public func setLogger(_ logger: Logger?) {
        self.logger = logger
        loggedBroken.removeAll()
    }

    /// Called once at the end of every update: tells the logger, if the set of broken
    /// constraints is not the one it was last told, which constraints are broken now and
    /// what each conflicts with (or that all required constraints hold again). Never
    /// enters the logger twice; costs nothing when nothing is or was broken.
    func logBrokenConstraintChanges() {
        guard let logger, !isLogging else { return }
        if broken.isEmpty && loggedBroken.isEmpty { return }
        let current = brokenConstraints
        if current.count == loggedBroken.count && current.allSatisfy({ loggedBroken.contains($0) }) { return }
        let before = loggedBroken.count
        loggedBroken = current
        let message = current.isEmpty ? recoveryReport(before) : brokenReport()
        isLogging = true
        logger(message)
        isLogging = false
    }

    /// Like Apple's "Unable to simultaneously satisfy constraints" message: each broken
    /// constraint, then the minimal set it conflicts with (one of those, or it, is the
    /// constraint to change).
    func brokenReport() -> String {
        let count = broken.count
        var message = "Unable to satisfy every required constraint; \(count) broken (left out, still active):"
        for index in broken {
            message += "\nBreaking \(describeConstraint(Int(index)))"
            let conflicts = constraints[Int(index)].conflicts.filter { constraints[Int($0)].isLive }
            if conflicts.isEmpty {
                message += "\n    which can never hold."
                continue
            }
            message += "\n    which conflicts with (removing it or any one of these resolves it):"
            for other in conflicts { message += "\n        \(describeConstraint(Int(other)))" }
        }
        return message
    }

    private func recoveryReport(_ before: Int) -> String {
        "Every required constraint holds again (\(before) broken before)."
    }
}
