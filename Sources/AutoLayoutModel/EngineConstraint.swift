/// A constraint the engine wants to hold, compared with the one it holds in a slot:
/// the same shape (terms, relation, priority) with another constant is an edit of the
/// constant, anything else a new constraint. Guides and stacks state what they need
/// this way and the layout changes only what differs.
struct ConstraintSpec {
    var terms: [ItemTerm]
    var relation: LayoutRelation
    var constant: Double
    var priority: Double

    init(_ terms: [ItemTerm], _ relation: LayoutRelation, _ constant: Double, priority: Double = Priority.required) {
        self.terms = terms
        self.relation = relation
        self.constant = constant
        self.priority = priority
    }
}

/// An empty slot of an engine constraint.
var noConstraint: LayoutConstraintID { LayoutConstraintID(index: 0, generation: 0) }

extension Layout {
    /// Brings the constraint in `slot` in line with `spec` (nil: none, the slot's
    /// constraint deactivated), owned by node `owner`, a stack or a guide; the change is
    /// applied at the next update. The constraint goes by its owner's name (see
    /// `generatedName`).
    @inline(never) @_optimize(size)
    func syncEngineConstraint(_ slot: inout LayoutConstraintID, _ spec: ConstraintSpec?, owner: Int, guide: Guide?,
                              unaliased: Bool = false) {
        // Insets change as a whole screen's worth of nodes hangs off them; a baseline
        // offset moves one node, and aliasing those keeps a row per text out of resizes.
        let neverAliased = unaliased || guide != nil && guide != .baselines
        let live = isLiveConstraint(slot)
        guard let spec else {
            // Kept inactive for when it is wanted again: a stack's node hidden and shown in
            // turn freed its hiding constraint and made it again, named, at every change.
            if live { setEngineConstraint(Int(slot.index), active: false, 0) }
            return
        }
        if live {
            let index = Int(slot.index)
            let repriced = constraints[index].priority != spec.priority && constraints[index].priority < Priority.required
                && spec.priority < Priority.required
            if sameShape(index, spec, ignoringPriority: repriced) && constraints[index].isNeverAliased == neverAliased {
                // Optional to optional: the solver reprices it in place.
                if repriced {
                    constraints[index].priority = spec.priority
                    constraints[index].priorityChanged = true
                    stamp(index)
                    enqueue(index)
                }
                setEngineConstraint(index, active: true, spec.constant)
                return
            }
            #if !arch(wasm32)
            if restateInPlace(index, spec, neverAliased: neverAliased) { return }
            #endif
            discardConstraint(index)
        }
        // The terms name live nodes and variables with valid attributes: this cannot fail.
        guard let id = try? makeConstraint(spec.terms, spec.relation, spec.constant) else {
            slot = noConstraint
            return
        }
        let index = Int(id.index)
        constraints[index].priority = spec.priority
        constraints[index].owner = Int32(owner)
        constraints[index].isNeverAliased = neverAliased
        constraints[index].isActive = true
        stamp(index)
        enqueue(index)
        slot = id
    }

    #if !arch(wasm32)
    /// Changes the terms and constant of one of the engine's required equalities in
    /// place, for the solver to restate it at the next update (see `Solver.restate`):
    /// freed and made anew, its row left the solver and another came in. Only one
    /// installed as a row of its own, with nothing else changed since the last update
    /// and nothing broken; returns false otherwise, changing nothing.
    @_optimize(size) private func restateInPlace(_ index: Int, _ spec: ConstraintSpec, neverAliased: Bool) -> Bool {
        guard isRestatable(index) && !constraints[index].isQueued && constraints[index].isNeverAliased == neverAliased
            && spec.relation == .equal && spec.priority >= Priority.required && spec.terms.count > 1
            && broken.isEmpty else { return false }
        replaceTerms(index, with: spec.terms)
        constraints[index].constant = spec.constant
        constraints[index].needsRebuild = true
        stamp(index)
        enqueue(index)
        restatedInPlace.append(Int32(index))
        return true
    }

    /// Whether a constraint stands in the solver as a required equality of its own,
    /// active and kept: one `Solver.restate` can restate.
    @_optimize(size) func isRestatable(_ index: Int) -> Bool {
        let constraint = constraints[index]
        return constraint.installed != nil && constraint.isActive && constraint.isRequired && constraint.relation == .equal
            && constraint.host < 0 && constraint.aliasedSymbol < 0 && !hasRiders(index)
            && !constraint.isBroken && !constraint.isHeldOut
    }
    #endif

    /// Activates a live engine constraint of the right shape with `constant`, or
    /// deactivates it (kept, with its constant, for when it is wanted again).
    @inline(never) @_optimize(size) func setEngineConstraint(_ index: Int, active: Bool, _ constant: Double) {
        if constraints[index].isActive != active {
            constraints[index].isActive = active
            if active { stamp(index) }
            if !togglesHeldOut(index) { enqueue(index) }
        }
        if active { editConstant(index, constant) }
    }

    /// The name of a constraint the engine made, written when asked for: a guide's
    /// ("margins guide of card", "baselines of label"), a stack's ("stack row"), or a
    /// node's intrinsic size ("content hugging of label"); empty for the caller's own.
    /// Written at every constraint's making, these names were a fifth of a settings
    /// screen's build, for messages and descriptions that rarely read them.
    @inline(never) @_optimize(size) func generatedName(_ index: Int) -> String {
        var name = Text()
        let owner = Int(constraints[index].owner)
        if owner >= 0 {
            if let guide = nodes[owner].guideKind {
                if guide == .baselines {
                    name.add("baselines of ")
                } else {
                    name.add(guide.name)
                    name.add(" guide of ")
                }
                name.add(nodeName(Int(nodes[owner].parent)))
            } else {
                name.add("stack ")
                name.add(nodeName(owner))
            }
            return name.string
        }
        guard termCount(index) == 1, case .node(let node) = term(index, 0).item,
              let role = intrinsicRole(index, Int(node.index)) else { return "" }
        name.add(role)
        name.add(" of ")
        name.add(nodeName(Int(node.index)))
        return name.string
    }

    @_optimize(size) func isLiveConstraint(_ id: LayoutConstraintID) -> Bool {
        id.generation != 0 && Int(id.index) < constraints.count && constraints[Int(id.index)].isLive
            && constraints[Int(id.index)].generation == id.generation
    }

    @_optimize(size) func discardEngineConstraint(_ slot: inout LayoutConstraintID) {
        if isLiveConstraint(slot) { discardConstraint(Int(slot.index)) }
        slot = noConstraint
    }

    /// Whether the constraint at `index` has the spec's terms, relation and (unless
    /// ignored) priority.
    @_optimize(size) private func sameShape(_ index: Int, _ spec: ConstraintSpec, ignoringPriority: Bool) -> Bool {
        guard constraints[index].relation == spec.relation && (ignoringPriority || constraints[index].priority == spec.priority)
            && termCount(index) == spec.terms.count else { return false }
        for (position, wanted) in spec.terms.enumerated() {
            let held = term(index, position)
            if held.item != wanted.item || held.attribute != wanted.attribute || held.coefficient != wanted.coefficient {
                return false
            }
        }
        return true
    }

    /// A handle of a live node, for the engine's terms.
    @_optimize(size) func nodeID(_ index: Int) -> NodeID {
        NodeID(index: UInt32(index), generation: nodes[index].generation)
    }

    /// `coefficient * node.attribute` for the engine's terms.
    @_optimize(size) func term(_ index: Int, _ attribute: Attribute, _ coefficient: Double = 1) -> ItemTerm {
        ItemTerm(.node(nodeID(index)), attribute, coefficient)
    }

    /// A constraint handle that callers may change: not one of the engine's.
    @_optimize(size) func callerConstraintIndex(_ id: LayoutConstraintID) throws(LayoutError) -> Int {
        let index = try constraintIndex(id)
        if constraints[index].isEngineOwned {
            throw LayoutError(.invalidState, "\(describeConstraint(index)) is kept by the engine for \(nodeName(Int(constraints[index].owner))); change the node, guide or stack instead")
        }
        return index
    }
}
