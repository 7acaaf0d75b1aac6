import AutoLayoutSolver

/// A constraint as the caller stated it, `sum(coefficient * item.attribute)  relation
/// constant`, with its recorded state and, once installed, its solver constraint.
struct LayoutConstraint {
    var generation: UInt32 = 0
    var isLive = false
    var name = ""
    var terms: [ItemTerm] = []
    var relation = LayoutRelation.equal
    var constant = 0.0
    var priority = Priority.required

    /// What the caller asked for; applied at the next update.
    var isActive = false
    /// The solver's constraint while installed.
    var installed: ConstraintID?
    /// While the constraint is kept as an alias between two variables instead (see
    /// `VariableAliases`), one of them; -1 otherwise.
    var aliasedSymbol: Int32 = -1
    /// Active but left out because it conflicts with required constraints.
    var isBroken = false
    /// The constraints it conflicted with when it broke.
    var conflicts: [Int32] = []

    /// Queued for the next update, and why.
    var isQueued = false
    var constantChanged = false
    var priorityChanged = false
    /// Its terms must be compiled again (the layout direction changed).
    var needsRebuild = false

    var isRequired: Bool { priority >= Priority.required }
    var isDirectional: Bool { terms.contains { $0.attribute.isDirectional } }
}
