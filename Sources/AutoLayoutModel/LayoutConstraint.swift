import AutoLayoutSolver

/// A constraint as the caller stated it, `sum(coefficient * item.attribute)  relation
/// constant`, with its recorded state and, once installed, its solver constraint.
struct LayoutConstraint {
    // Declared largest first: Swift lays stored properties out in declaration order, and
    // this order packs them in 80 bytes (a layout of 70,000 constraints keeps an array of
    // them; what few constraints have is kept beside, see `ConstraintDetails`).
    var constant = 0.0
    var priority = Priority.required
    /// Which entry of `Layout.heldOut` stands for it while it is held out.
    var heldOutTicket: UInt64 = 0
    /// Its place in the order that decides which conflicting required constraints are
    /// kept: stamped when it was last activated or had its constant or priority changed.
    var order: UInt64 = 0

    var generation: UInt32 = 0
    /// Where its terms start in `Layout.termPool`, and how many there are.
    var firstTerm: Int32 = 0
    var termCount: Int32 = 0
    /// While the constraint is kept as an alias between two variables instead (see
    /// `VariableAliases`), one of them; -1 otherwise.
    var aliasedSymbol: Int32 = -1
    /// While an identical installed constraint stands in for this one (see
    /// `SharedConstraintKey`), its index; -1 otherwise.
    var host: Int32 = -1
    /// The variable its key is filed under, while others ride on it.
    var hostSymbol: Int32 = -1
    /// For a constraint the engine keeps (a guide's, a stack's), the node it belongs
    /// to; -1 for the caller's own. Callers cannot change or free the engine's.
    var owner: Int32 = -1
    /// Its entry in `Layout.constraintDetails` (name, riders, conflicts), -1 for none.
    var details: Int32 = -1
    /// The solver's constraint while installed.
    var installed: ConstraintID?

    var isLive = false
    var relation = LayoutRelation.equal
    /// What the caller asked for; applied at the next update.
    var isActive = false
    /// An inequality held out of the solver because the solution satisfies it (see
    /// `Layout.admitViolatedInequalities`): checked after every solve instead.
    var isHeldOut = false
    /// Held out again after it was crossed, because the admissions before it had
    /// mended it (see `Layout.admit`): crossed again, it is admitted whatever it then
    /// holds, so that an inequality on the edge of binding is not expanded and dropped
    /// at every resize.
    var wasHeldOutAgain = false
    /// Active but left out because it conflicts with required constraints.
    var isBroken = false
    /// Queued for the next update, and why.
    var isQueued = false
    var constantChanged = false
    var priorityChanged = false
    /// Its terms must be compiled again (the layout direction changed).
    var needsRebuild = false
    /// Kept as a row, never as an alias: the margins, safe area and readable content
    /// guides' constraints, whose constants change with insets. An alias's constant
    /// cannot change without splitting its class and installing every constraint on it
    /// again: changing a window's margins cost a settings screen of 1,000 nodes 80
    /// resizes. Also what defines a fill-equally or fill-proportionally stack's unit (the
    /// nodes' shares, the length in units), so that the unit stays out of alias classes
    /// (see `Layout.syncStackShare`).
    var isNeverAliased = false
    #if !arch(wasm32)
    /// A node's intrinsic constraint compiled on its stack's unit, of which the node is
    /// a share (see `Layout.syncStackShare`).
    var isOnStackUnit = false
    /// Its terms name distinct nodes and variables, none through a margin or baseline
    /// (a guide's, which another term may name), with coefficients whose halves are not
    /// zero: compiled, no variable comes twice or with 0, so it needs no merging. (The
    /// WebAssembly module merges every compile: 1 KB of it.)
    var hasDistinctTerms = false
    /// Made under the index of a freed constraint whose entries may still be in mention
    /// lists (see `MentionLists.remove`): a reader checks that its entries name the item,
    /// and lists it once. Cleared by the sweep.
    var reusesListedIndex = false
    #endif

    var isRequired: Bool { priority >= Priority.required }
    /// Part of the solution as of the last update: in the solver, an alias, riding on
    /// an identical one, or held out while it holds.
    var isKept: Bool { installed != nil || aliasedSymbol >= 0 || host >= 0 || isHeldOut }
    /// Kept by the last update and required then, as far as the record can tell: required
    /// now, or its priority changed since (it may have been required when kept).
    var mayBeKeptRequired: Bool { isKept && (isRequired || priorityChanged) }
    var isEngineOwned: Bool { owner >= 0 }
}
