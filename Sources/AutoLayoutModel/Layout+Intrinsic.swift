import AutoLayoutSolver

extension Layout {
    /// Sets the intrinsic content size; `noIntrinsicMetric` on an axis means none.
    /// A metric `m` stands for `size <= m` at the hugging priority and `size >= m` at
    /// the compression-resistance priority; changes are constant or priority edits of
    /// those constraints at the next update, nothing else is rebuilt.
    public func setIntrinsicSize(_ id: NodeID, width: Double, height: Double) throws(LayoutError) {
        let index = try nodeIndex(id, role: "node")
        try checkMetric(width, "width", index)
        try checkMetric(height, "height", index)
        nodes[index].intrinsicWidth = width < 0 ? noIntrinsicMetric : width
        nodes[index].intrinsicHeight = height < 0 ? noIntrinsicMetric : height
        syncIntrinsicConstraints(index)
    }

    public func intrinsicSize(of id: NodeID) throws(LayoutError) -> (width: Double, height: Double) {
        let index = try nodeIndex(id, role: "node")
        return (nodes[index].intrinsicWidth, nodes[index].intrinsicHeight)
    }

    /// How strongly the node resists growing beyond its intrinsic size on `axis`.
    public func setContentHuggingPriority(_ id: NodeID, _ axis: Axis, _ priority: Double) throws(LayoutError) {
        let index = try nodeIndex(id, role: "node")
        try checkPriority(priority, "content hugging", index)
        if axis == .horizontal { nodes[index].huggingHorizontal = priority } else { nodes[index].huggingVertical = priority }
        syncIntrinsicConstraints(index)
    }

    /// How strongly the node resists shrinking below its intrinsic size on `axis`.
    public func setCompressionResistancePriority(_ id: NodeID, _ axis: Axis, _ priority: Double) throws(LayoutError) {
        let index = try nodeIndex(id, role: "node")
        try checkPriority(priority, "compression resistance", index)
        if axis == .horizontal { nodes[index].compressionHorizontal = priority } else { nodes[index].compressionVertical = priority }
        syncIntrinsicConstraints(index)
    }

    public func contentHuggingPriority(of id: NodeID, _ axis: Axis) throws(LayoutError) -> Double {
        let index = try nodeIndex(id, role: "node")
        return axis == .horizontal ? nodes[index].huggingHorizontal : nodes[index].huggingVertical
    }

    public func compressionResistancePriority(of id: NodeID, _ axis: Axis) throws(LayoutError) -> Double {
        let index = try nodeIndex(id, role: "node")
        return axis == .horizontal ? nodes[index].compressionHorizontal : nodes[index].compressionVertical
    }

    /// Sets (or with nil removes) the function that supplies the node's intrinsic size
    /// at update time: at the next update, then whenever the node is marked dirty.
    /// Removing it keeps the last measured size.
    public func setMeasureFunction(_ id: NodeID, _ measure: MeasureFunction?) throws(LayoutError) {
        let index = try nodeIndex(id, role: "node")
        nodes[index].measure = measure
        nodes[index].measureWithBaselines = nil
        if measure != nil { requestMeasure(index) } else { nodes[index].needsMeasure = false }
    }

    /// Sets (or with nil removes) a measure function that also supplies the baselines
    /// (first from the top, last from the bottom; both `noIntrinsicMetric` for none),
    /// applied as `setBaselineOffsets` would, in the same update.
    public func setMeasureFunction(_ id: NodeID, baselines measure: BaselineMeasureFunction?) throws(LayoutError) {
        let index = try viewIndex(id)
        nodes[index].measureWithBaselines = measure
        nodes[index].measure = measure.map { measure in { node in
            let result = measure(node)
            return (result.0, result.1)
        } }
        if measure != nil { requestMeasure(index) } else { nodes[index].needsMeasure = false }
    }

    /// Asks for the node to be measured again at the next update.
    /// - Throws: `.invalidState` when the node has no measure function.
    public func markDirty(_ id: NodeID) throws(LayoutError) {
        let index = try nodeIndex(id, role: "node")
        guard nodes[index].measure != nil else {
            throw LayoutError(.invalidState, "\(nodeName(index)) has no measure function to call again")
        }
        requestMeasure(index)
    }

    public func setUserData(_ id: NodeID, _ data: UnsafeMutableRawPointer?) throws(LayoutError) {
        nodes[try nodeIndex(id, role: "node")].userData = data
    }

    public func userData(of id: NodeID) throws(LayoutError) -> UnsafeMutableRawPointer? {
        nodes[try nodeIndex(id, role: "node")].userData
    }

    // MARK: Internals

    func requestMeasure(_ index: Int) {
        if nodes[index].needsMeasure { return }
        nodes[index].needsMeasure = true
        measureQueue.append(Int32(index))
    }

    /// Calls the measure functions of the nodes waiting for it, all before anything is
    /// applied, so that a bad result fails the update without changing anything.
    func measureDirtyNodes() throws(LayoutError) {
        if measureQueue.isEmpty { return }
        var results: [(index: Int, width: Double, height: Double, first: Double, last: Double, baselines: Bool)] = []
        var position = 0
        while position < measureQueue.count {
            let index = Int(measureQueue[position])
            position += 1
            let node = nodes[index]
            guard node.isLive, node.needsMeasure, let measure = node.measure else { continue }
            let id = NodeID(index: UInt32(index), generation: node.generation)
            var width = noIntrinsicMetric, height = noIntrinsicMetric
            var first = noIntrinsicMetric, last = noIntrinsicMetric
            if let withBaselines = node.measureWithBaselines {
                (width, height, first, last) = withBaselines(id)
            } else {
                (width, height) = measure(id)
            }
            // The callback may have freed or changed the node.
            guard nodes[index].isLive && nodes[index].generation == node.generation else { continue }
            do throws(LayoutError) {
                try checkMetric(width, "measured width", index)
                try checkMetric(height, "measured height", index)
                if node.measureWithBaselines != nil {
                    try checkMetric(first, "measured first baseline", index)
                    try checkMetric(last, "measured last baseline", index)
                    if (first < 0) != (last < 0) {
                        throw LayoutError(.invalidArgument, "\(nodeName(index)): measured baselines must both be given or both be -1, got \(first) and \(last)")
                    }
                }
            } catch {
                throw LayoutError(.invalidArgument, "the measure function of \(error.text)")
            }
            results.append((index, width, height, first, last, node.measureWithBaselines != nil))
        }
        measureQueue.removeAll()
        for result in results {
            nodes[result.index].needsMeasure = false
            nodes[result.index].intrinsicWidth = result.width < 0 ? noIntrinsicMetric : result.width
            nodes[result.index].intrinsicHeight = result.height < 0 ? noIntrinsicMetric : result.height
            syncIntrinsicConstraints(result.index)
            if result.baselines {
                nodes[result.index].firstBaselineOffset = result.first < 0 ? -1 : result.first
                nodes[result.index].lastBaselineOffset = result.last < 0 ? -1 : result.last
                refreshGuide(result.index, .baselines)
            }
        }
    }

    private func checkMetric(_ value: Double, _ what: StaticString, _ index: Int) throws(LayoutError) {
        guard value.isFinite && (value >= 0 || value == noIntrinsicMetric) && value <= maximumMagnitude else {
            throw LayoutError(.invalidArgument, "\(nodeName(index)): \(what) must be finite, >= 0 and at most 1e12, or -1 for no intrinsic metric, got \(value)")
        }
    }

    private func checkPriority(_ value: Double, _ what: StaticString, _ index: Int) throws(LayoutError) {
        guard Priority.isValid(value) else {
            throw LayoutError(.invalidArgument, "\(nodeName(index)): \(what) priority must be in (0, 1000], got \(value)")
        }
    }

    /// Brings the four intrinsic constraints in line with the node's metrics and
    /// priorities: created, edited or freed, and applied at the next update.
    ///
    /// A hidden node arranged in a stack takes no room along the stack's axis, and its
    /// optional intrinsic constraints on that axis ask for 0 instead of its metric: they
    /// would lose to the stack's hiding constraint (priority 999) anyway, and asking for
    /// what it gets keeps the constraints that bind the same, so that hiding and showing
    /// edit constants and pivot nothing (see `Layout+Stacks.swift`). Required ones keep
    /// the metric, which beats hiding. With `axis`, only that axis's pair is looked at
    /// (hiding changes nothing across the stack).
    func syncIntrinsicConstraints(_ index: Int, onlyOn axis: Axis? = nil) {
        // Fields one by one: a copy of the Node retained its arrays and closures.
        let stack = nodes[index].arrangedIn
        var collapsed: Axis? = nil
        if nodes[index].isHidden && stack >= 0 { collapsed = stacks[Int(stack)].axis }
        let wide = collapsed == .horizontal, tall = collapsed == .vertical
        let width = nodes[index].intrinsicWidth, height = nodes[index].intrinsicHeight
        var owned = nodes[index].intrinsicConstraints
        if axis != .vertical {
            owned.huggingHorizontal = sync(owned.huggingHorizontal, index, .width, .lessOrEqual, width, nodes[index].huggingHorizontal, wide)
            owned.compressionHorizontal = sync(owned.compressionHorizontal, index, .width, .greaterOrEqual, width, nodes[index].compressionHorizontal, wide)
        }
        if axis != .horizontal {
            owned.huggingVertical = sync(owned.huggingVertical, index, .height, .lessOrEqual, height, nodes[index].huggingVertical, tall)
            owned.compressionVertical = sync(owned.compressionVertical, index, .height, .greaterOrEqual, height, nodes[index].compressionVertical, tall)
        }
        nodes[index].intrinsicConstraints = owned
        // A stack sizes by intrinsic sizes (proportions, fill's tie-break).
        if stack >= 0 { markStackDirty(Int(stack), item: index) }
        syncStackShare(index)
    }

    #if arch(wasm32)
    /// The module compiles every node's intrinsic constraints on its size: its size
    /// limit left no room for the unit's shares, which only make fill-proportionally
    /// linear.
    func syncStackShare(_ index: Int) {}
    #else
    /// Compiles the node's intrinsic constraints along its stack's axis on the stack's
    /// unit while the node is a share of it (see `stackShare(_:_:)`), on its own size
    /// otherwise. One whose compiled form changes leaves the solver at the next update
    /// (before any variable it names) and goes in again.
    func syncStackShare(_ index: Int) {
        let record = Int(nodes[index].arrangedIn)
        let share = record >= 0 ? stackShare(record, index) : 0
        // None compiled on a unit (every one that is was placed with a share), none to be:
        // nothing to look at, as for most nodes.
        if share == 0 && nodes[index].stackShare == 0 { return }
        let horizontal = record >= 0 && stacks[record].axis == .horizontal
        let owned = nodes[index].intrinsicConstraints
        let shareChanged = share != nodes[index].stackShare
        func place(_ id: LayoutConstraintID, alongAxis: Bool) {
            guard isLiveConstraint(id) else { return }
            let position = Int(id.index)
            let onUnit = alongAxis && share > 0
            if constraints[position].isOnStackUnit == onUnit && !(onUnit && shareChanged) { return }
            constraints[position].isOnStackUnit = onUnit
            retire(position)
            constraints[position].installed = nil
            // Held out, it is flattened again.
            constraints[position].needsRebuild = true
            enqueue(position)
        }
        // A share of a unit (above 0) implies a stack, so `!horizontal` is its vertical axis.
        place(owned.huggingHorizontal, alongAxis: horizontal)
        place(owned.compressionHorizontal, alongAxis: horizontal)
        place(owned.huggingVertical, alongAxis: !horizontal)
        place(owned.compressionVertical, alongAxis: !horizontal)
        nodes[index].stackShare = share
    }

    /// `coefficient * size` of a node's intrinsic constraint as `coefficient * share *
    /// unit` (see `syncStackShare`).
    func placeOnStackUnit(_ index: Int, _ terms: inout [LinearTerm]) {
        let node = Int(termPool[Int(constraints[index].firstTerm)].index)
        let record = Int(nodes[node].arrangedIn)
        guard terms.count == 1 && record >= 0 && stacks[record].distributionVariable >= 0 else { return }
        let unit = variables[Int(stacks[record].distributionVariable)].variable
        terms[0] = LinearTerm(unit, terms[0].coefficient * nodes[node].stackShare)
    }
    #endif

    private func sync(_ existing: LayoutConstraintID, _ index: Int, _ attribute: Attribute, _ relation: LayoutRelation,
                      _ value: Double, _ priority: Double, _ collapsed: Bool) -> LayoutConstraintID {
        let metric = value >= 0 && collapsed && priority < Priority.required ? 0 : value
        let live = isLiveConstraint(existing)
        if metric < 0 {
            if live { discardConstraint(Int(existing.index)) }
            return LayoutConstraintID(index: 0, generation: 0)
        }
        if live {
            let position = Int(existing.index)
            editConstant(position, metric)
            if constraints[position].priority != priority {
                constraints[position].priority = priority
                constraints[position].priorityChanged = true
                stamp(position)
                enqueue(position)
            }
            return existing
        }
        let node = NodeID(index: UInt32(index), generation: nodes[index].generation)
        // The node is live and the numbers were checked, so this cannot fail.
        guard let id = try? makeConstraint([ItemTerm(.node(node), attribute, 1)], relation, metric) else { return existing }
        let position = Int(id.index)
        constraints[position].priority = priority
        constraints[position].isActive = true
        stamp(position)
        enqueue(position)
        return id
    }

    /// "content hugging" or "compression resistance" for one of the node's intrinsic
    /// constraints (the name it goes by, see `generatedName`), nil for any other.
    func intrinsicRole(_ constraint: Int, _ node: Int) -> String? {
        let owned = nodes[node].intrinsicConstraints
        func holds(_ id: LayoutConstraintID) -> Bool { isLiveConstraint(id) && Int(id.index) == constraint }
        if holds(owned.huggingHorizontal) || holds(owned.huggingVertical) { return "content hugging" }
        if holds(owned.compressionHorizontal) || holds(owned.compressionVertical) { return "compression resistance" }
        return nil
    }
}
