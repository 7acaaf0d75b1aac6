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
    /// While an identical installed constraint stands in for this one (see
    /// `SharedConstraintKey`), its index; -1 otherwise.
    var host: Int32 = -1
    /// The constraints riding on this one, and the variable its key is filed under.
    var riders: [Int32] = []
    var hostSymbol: Int32 = -1
    /// Riders' weight gathered in this update, applied once at its end.
    var addedWeight = 0.0
    /// An inequality held out of the solver because the solution satisfies it (see
    /// `Layout.admitViolatedInequalities`): checked after every solve instead.
    var isHeldOut = false
    /// Which entry of `Layout.heldOut` stands for it while it is held out.
    var heldOutTicket: UInt64 = 0
    /// Active but left out because it conflicts with required constraints.
    var isBroken = false
    /// The constraints it conflicted with when it broke.
    var conflicts: [Int32] = []

    /// Its place in the order that decides which conflicting required constraints are
    /// kept: stamped when it was last activated or had its constant or priority changed.
    var order: UInt64 = 0

    /// Queued for the next update, and why.
    var isQueued = false
    var constantChanged = false
    var priorityChanged = false
    /// Its terms must be compiled again (the layout direction changed).
    var needsRebuild = false

    /// For a constraint the engine keeps (a guide's, a stack's), the node it belongs
    /// to; -1 for the caller's own. Callers cannot change or free the engine's.
    var owner: Int32 = -1

    var isRequired: Bool { priority >= Priority.required }
    var isEngineOwned: Bool { owner >= 0 }
    var isDirectional: Bool { terms.contains { $0.attribute.isDirectional } }
}
