import AutoLayoutSolver

/// Stack views (UIStackView): a node that arranges some of its children along an
/// axis with constraints the engine keeps. Changes are recorded and the constraints
/// are brought up to date at the next update, only around the nodes that changed:
/// hiding one node of a thousand edits a few constants and adds or removes one
/// constraint, never the rest of the layout.
extension Layout {
    /// A new stack node under `parent` (nil for a root).
    @_optimize(size) public func makeStack(parent: NodeID?, name: String, axis: Axis) throws(LayoutError) -> NodeID {
        if let parent { _ = try viewIndex(parent) }
        let id = try makeNode(parent: parent, name: name)
        let record: Int
        if let free = freeStacks.popLast() {
            record = Int(free)
        } else {
            record = stacks.count
            stacks.append(Stack())
        }
        var stack = Stack()
        stack.isLive = true
        stack.node = Int32(id.index)
        stack.axis = axis
        stacks[record] = stack
        nodes[Int(id.index)].stack = Int32(record)
        return id
    }

    @_optimize(size) public func isStack(_ id: NodeID) throws(LayoutError) -> Bool {
        nodes[try nodeIndex(id, role: "node")].stack >= 0
    }

    /// Arranges `node` last in the stack (moving it there if it is arranged already),
    /// making it a child of the stack if it is not.
    @_optimize(size) public func addArranged(_ stack: NodeID, _ node: NodeID) throws(LayoutError) {
        let record = try stackRecord(stack)
        try insertArranged(stack, node, at: stacks[record].arranged.count - (nodes[try viewIndex(node)].arrangedIn == Int32(record) ? 1 : 0))
    }

    /// Arranges `node` at `position` (0 ... count; a node arranged here already moves).
    @_optimize(size) public func insertArranged(_ stack: NodeID, _ node: NodeID, at position: Int) throws(LayoutError) {
        let record = try stackRecord(stack)
        let stackIndex = Int(stacks[record].node)
        let index = try viewIndex(node)
        if index == stackIndex {
            throw LayoutError(.invalidArgument, "\(nodeName(index)) cannot be arranged in itself")
        }
        let already = nodes[index].arrangedIn == Int32(record)
        let count = stacks[record].arranged.count - (already ? 1 : 0)
        guard position >= 0 && position <= count else {
            throw LayoutError(.invalidArgument, "position \(position) is outside 0...\(count) in stack \(nodeName(stackIndex))")
        }
        var ancestor = Int32(stackIndex)
        while ancestor >= 0 {
            if ancestor == Int32(index) {
                throw LayoutError(.invalidState, "\(nodeName(index)) contains stack \(nodeName(stackIndex)), so it cannot be arranged in it")
            }
            ancestor = nodes[Int(ancestor)].parent
        }
        // A node that moves within its stack keeps its custom spacing.
        var custom = Double.nan
        if already, let old = stacks[record].arranged.firstIndex(of: Int32(index)) { custom = stacks[record].customSpacing[old] }
        if nodes[index].arrangedIn >= 0 { removeFromStack(Int(nodes[index].arrangedIn), index) }
        if nodes[index].parent != Int32(stackIndex) {
            // Checked above: no cycle, so this cannot fail.
            try setParent(node, nodeID(stackIndex))
        }
        stacks[record].arrangementChanged = true
        stacks[record].arranged.insert(Int32(index), at: position)
        stacks[record].customSpacing.insert(custom, at: position)
        let slotsStart = position * Stack.slotsPerItem
        stacks[record].slots.insert(contentsOf: repeatElement(noConstraint, count: Stack.slotsPerItem), at: slotsStart)
        nodes[index].arrangedIn = Int32(record)
        nodes[index].arrangedPositionHint = Int32(position)
        markStackDirty(record, item: index)
        if nodes[index].isHidden { syncIntrinsicConstraints(index) }
    }

    /// Stops arranging `node`; it stays a child of the stack.
    @_optimize(size) public func removeArranged(_ stack: NodeID, _ node: NodeID) throws(LayoutError) {
        let record = try stackRecord(stack)
        let index = try nodeIndex(node, role: "node")
        _ = try arrangedPositionOrFail(record, index)
        removeFromStack(record, index)
    }

    @_optimize(size) public func arranged(in stack: NodeID) throws(LayoutError) -> [NodeID] {
        stacks[try stackRecord(stack)].arranged.map { nodeID(Int($0)) }
    }

    @_optimize(size) public func setAxis(_ stack: NodeID, _ axis: Axis) throws(LayoutError) {
        let record = try stackRecord(stack)
        if stacks[record].axis == axis { return }
        stacks[record].axis = axis
        markStackFullSync(record)
        // A tie-break or hiding constraint kept inactive (a tie-break of a node that gives
        // both ways, a shown node's hiding) names the size along the old axis, and a hide
        // or show activates it in place: they go, and the sync makes those it wants anew.
        for position in stacks[record].arranged.indices {
            let start = position * Stack.slotsPerItem
            discardEngineConstraint(&stacks[record].slots[start + StackSlot.tie.rawValue])
            discardEngineConstraint(&stacks[record].slots[start + StackSlot.hiding.rawValue])
        }
        for index in stacks[record].arranged where nodes[Int(index)].isHidden { syncIntrinsicConstraints(Int(index)) }
    }

    @_optimize(size) public func setDistribution(_ stack: NodeID, _ distribution: StackDistribution) throws(LayoutError) {
        let record = try stackRecord(stack)
        if stacks[record].distribution == distribution { return }
        stacks[record].distribution = distribution
        markStackFullSync(record)
    }

    @_optimize(size) public func setAlignment(_ stack: NodeID, _ alignment: StackAlignment) throws(LayoutError) {
        let record = try stackRecord(stack)
        if stacks[record].alignment == alignment { return }
        stacks[record].alignment = alignment
        markStackFullSync(record)
    }

    /// The space between arranged nodes (default 0; negative overlaps them).
    @_optimize(size) public func setSpacing(_ stack: NodeID, _ spacing: Double) throws(LayoutError) {
        let record = try stackRecord(stack)
        let value = try checkedSpacing(spacing)
        if stacks[record].spacing == value { return }
        stacks[record].spacing = value
        markStackFullSync(record)
    }

    /// The space after one arranged node instead of the stack's spacing.
    @_optimize(size) public func setCustomSpacing(_ stack: NodeID, after node: NodeID, _ spacing: Double) throws(LayoutError) {
        let record = try stackRecord(stack)
        let index = try nodeIndex(node, role: "after")
        let value = try checkedSpacing(spacing)
        let position = try arrangedPositionOrFail(record, index)
        stacks[record].customSpacing[position] = value
        // The spacing after it is the link of the next node (and of hidden ones between).
        if position + 1 < stacks[record].arranged.count {
            markStackDirty(record, item: Int(stacks[record].arranged[position + 1]))
        }
    }

    /// The custom spacing after `node`, or nil when it uses the stack's.
    @_optimize(size) public func customSpacing(_ stack: NodeID, after node: NodeID) throws(LayoutError) -> Double? {
        let record = try stackRecord(stack)
        let index = try nodeIndex(node, role: "after")
        let position = try arrangedPositionOrFail(record, index)
        let value = stacks[record].customSpacing[position]
        return value.isNaN ? nil : value
    }

    /// Arranges within the stack's margins instead of its edges.
    @_optimize(size) public func setMarginsRelative(_ stack: NodeID, _ relative: Bool) throws(LayoutError) {
        let record = try stackRecord(stack)
        if stacks[record].marginsRelative == relative { return }
        stacks[record].marginsRelative = relative
        markStackFullSync(record)
    }

    /// A stack's settings.
    @_optimize(size) public func stackSettings(_ stack: NodeID) throws(LayoutError) -> StackSettings {
        settings(of: try stackRecord(stack))
    }

    func settings(of record: Int) -> StackSettings {
        let stack = stacks[record]
        return StackSettings(axis: stack.axis, distribution: stack.distribution, alignment: stack.alignment,
                             spacing: stack.spacing, marginsRelative: stack.marginsRelative)
    }

    // MARK: Internals

    @_optimize(size) private func checkedSpacing(_ spacing: Double) throws(LayoutError) -> Double {
        guard spacing >= -maximumMagnitude && spacing <= maximumMagnitude else {
            throw LayoutError(.invalidArgument, "spacing must be finite and within ±1e12, got \(spacing)")
        }
        return spacing
    }

    @_optimize(size) func stackRecord(_ id: NodeID) throws(LayoutError) -> Int {
        let index = try nodeIndex(id, role: "stack")
        let record = nodes[index].stack
        guard record >= 0 else {
            throw LayoutError(.invalidArgument, "\(nodeName(index)) is not a stack (make one with al_stack_new)")
        }
        return Int(record)
    }

    @_optimize(size) func markStackDirty(_ record: Int, item: Int) {
        stacks[record].dirtyItems.append(Int32(item))
        queueStack(record)
    }

    @_optimize(size) func markStackFullSync(_ record: Int) {
        stacks[record].needsFullSync = true
        stacks[record].dirtyItems.removeAll()
        queueStack(record)
    }

    @_optimize(size) private func queueStack(_ record: Int) {
        if stacks[record].isQueued { return }
        stacks[record].isQueued = true
        queuedStacks.append(Int32(record))
    }

    /// A shown node's hugging (`stretch`) or compression resistance priority along the
    /// stack's axis.
    @_optimize(size) private func givingPriority(_ record: Int, _ item: Int, stretch: Bool) -> Double {
        let horizontal = stacks[record].axis == .horizontal
        if stretch { return horizontal ? nodes[item].huggingHorizontal : nodes[item].huggingVertical }
        return horizontal ? nodes[item].compressionHorizontal : nodes[item].compressionVertical
    }

    /// A node's intrinsic size along the stack's axis (negative: none).
    @_optimize(size) private func intrinsicAlongAxis(_ record: Int, _ item: Int) -> Double {
        stacks[record].axis == .horizontal ? nodes[item].intrinsicWidth : nodes[item].intrinsicHeight
    }

    #if !arch(wasm32)
    /// The share of the stack's unit a node is (0: none): fill-equally's shown nodes (1)
    /// and fill-proportionally's with an intrinsic size, whose size is that many units.
    /// Their wishes along the axis (tie-break, rest, intrinsic constraints) say the same
    /// of the unit at each node's priority, and stated on it, they share a row per
    /// priority and relation (see `sharedHost`); stated on each size, every such row
    /// carried the unit's definition, which names every link of the stack (quadratic:
    /// 1,000 labels built in 240 ms). Fill-equally's sizes were aliases of the unit, so
    /// its wishes were on the unit already, but a hide split the hidden node's size off
    /// the unit's class and installed its link again, which made that size the subject
    /// of a row through every link before it, written into every row on the unit (the
    /// first hide in a stack of 1,000 distinct widths: 206 M instructions, of 4,000:
    /// 7.6 s; now 12 M and 6 ms, linear).
    @_optimize(size) func stackShare(_ record: Int, _ item: Int) -> Double {
        if nodes[item].isHidden { return 0 }
        if stacks[record].distribution == .fillEqually { return 1 }
        guard stacks[record].distribution == .fillProportionally else { return 0 }
        return max(intrinsicAlongAxis(record, item), 0)
    }
    #endif

    /// Whether a node may be the one that gives first: fill-proportionally sizes the
    /// nodes with an intrinsic size by their share, and only the others as fill would.
    @_optimize(size) private func mayGive(_ record: Int, _ item: Int) -> Bool {
        stacks[record].distribution != .fillProportionally || intrinsicAlongAxis(record, item) < 0
    }

    #if !arch(wasm32)
    /// Whether a shown node would give before the stack's node that gives now (see
    /// `Stack.stretching`): a lower priority, or the same one later in the stack.
    @_optimize(size) private func givesFirst(_ record: Int, _ item: Int, stretch: Bool) -> Bool {
        if !mayGive(record, item) { return false }
        let giving = Int(stretch ? stacks[record].stretching : stacks[record].shrinking)
        if giving < 0 || giving == item { return true }
        let priority = givingPriority(record, item, stretch: stretch), current = givingPriority(record, giving, stretch: stretch)
        return priority < current || priority == current && arrangedPosition(record, Int32(item)) > arrangedPosition(record, Int32(giving))
    }
    #endif

    /// Finds the nodes that give first (`Stack.stretching`, `Stack.shrinking`) again, if
    /// the changes may have moved them: the arrangement, a setting, or a changed node
    /// that gave or may now. The nodes that gave and those that give now are synced.
    @_optimize(size) private func findGivingNodes(_ record: Int) {
        // The WebAssembly module looks every time: it reads every frame at every update
        // anyway, and this judgement is 0.4 KB of its size limit.
        #if !arch(wasm32)
        var moved = stacks[record].needsFullSync || stacks[record].arrangementChanged
        for item in stacks[record].dirtyItems where !moved {
            moved = item == stacks[record].stretching || item == stacks[record].shrinking || !nodes[Int(item)].isHidden
                && (givesFirst(record, Int(item), stretch: true) || givesFirst(record, Int(item), stretch: false))
        }
        if !moved { return }
        #endif
        let stretched = stacks[record].stretching, shrunk = stacks[record].shrinking
        var stretching: Int32 = -1, shrinking: Int32 = -1
        var lowestHugging = Double.infinity, lowestCompression = Double.infinity
        for item in stacks[record].arranged where !nodes[Int(item)].isHidden && mayGive(record, Int(item)) {
            // The later of equals wins.
            let hugging = givingPriority(record, Int(item), stretch: true)
            let compression = givingPriority(record, Int(item), stretch: false)
            if hugging <= lowestHugging { lowestHugging = hugging; stretching = item }
            if compression <= lowestCompression { lowestCompression = compression; shrinking = item }
        }
        stacks[record].stretching = stretching
        stacks[record].shrinking = shrinking
        if stretched == stretching && shrunk == shrinking { return }
        #if !arch(wasm32)
        // The node that stretches now waits out of the solver while its compression
        // resistance holds (see `isStretchedCompression`): installed, it goes in again.
        if stretching != stretched {
            if stretched >= 0 {
                let frame = nodes[Int(stretched)].frame
                stacks[record].stretcherHeld = (stacks[record].axis == .horizontal ? frame.width : frame.height)
                    >= intrinsicAlongAxis(record, Int(stretched))
            }
            let compression = stretching >= 0 ? compressionAlongAxis(record, Int(stretching)) : LayoutConstraintID(index: 0, generation: 0)
            if isLiveConstraint(compression) && constraints[Int(compression.index)].installed != nil
                && isStretchedCompression(Int(compression.index)) {
                constraints[Int(compression.index)].needsRebuild = true
                enqueue(Int(compression.index))
            }
        }
        #endif
        for item in [stretched, stretching, shrunk, shrinking] where item >= 0 { stacks[record].dirtyItems.append(item) }
    }

    /// Takes a node out of a stack's arrangement and lets go of its constraints.
    @_optimize(size) func removeFromStack(_ record: Int, _ index: Int) {
        let position = arrangedPosition(record, Int32(index))
        if position < 0 { return }
        let start = position * Stack.slotsPerItem
        for slot in start..<(start + Stack.slotsPerItem) { discardEngineConstraint(&stacks[record].slots[slot]) }
        stacks[record].slots.removeSubrange(start..<(start + Stack.slotsPerItem))
        stacks[record].arranged.remove(at: position)
        stacks[record].arrangementChanged = true
        stacks[record].customSpacing.remove(at: position)
        nodes[index].arrangedIn = -1
        if nodes[index].isHidden { syncIntrinsicConstraints(index) } else { syncStackShare(index) }
        if position < stacks[record].arranged.count {
            markStackDirty(record, item: Int(stacks[record].arranged[position]))
        }
        queueStack(record)
    }

    /// Lets go of a stack whose node is being freed.
    @_optimize(size) func discardStack(_ record: Int) {
        for index in stacks[record].arranged { nodes[Int(index)].arrangedIn = -1 }
        for slot in stacks[record].slots.indices { discardEngineConstraint(&stacks[record].slots[slot]) }
        for slot in stacks[record].stackSlots.indices { discardEngineConstraint(&stacks[record].stackSlots[slot]) }
        for variable in [stacks[record].distributionVariable, stacks[record].baselineVariable] where variable >= 0 {
            discardVariable(Int(variable))
        }
        #if !arch(wasm32)
        if stacks[record].roomVariable >= 0 { discardVariable(Int(stacks[record].roomVariable)) }
        #endif
        stacks[record] = Stack()
        freeStacks.append(Int32(record))
    }

    /// Brings every changed stack's constraints up to date (called by `update()`).
    @_optimize(size) func syncStacks() {
        while let record = queuedStacks.popLast() {
            syncStack(Int(record))
        }
    }

    @_optimize(size) private func syncStack(_ record: Int) {
        stacks[record].isQueued = false
        guard stacks[record].isLive else { return }
        let count = stacks[record].arranged.count
        findGivingNodes(record)
        if stacks[record].needsFullSync {
            for position in 0..<count { syncItem(record, position, slots: StackSlot.all) }
        } else {
            // `syncItem` tells whether a node's change moves the links after it from the
            // stack as it is now; with several nodes changed, the next shown node's link
            // may still rest on a node shown only now (two hidden nodes shown in one batch,
            // custom spacing after the one before them), so every walk goes on to it.
            let several = stacks[record].dirtyItems.count > 1
            for item in stacks[record].dirtyItems {
                // The node, and those after it whose previous shown node may have changed:
                // the hidden ones up to the next shown one, inclusive. Of those only the
                // links can change; of the node itself, what lies along the axis.
                let start = arrangedPosition(record, item)
                var position = start
                while position >= 0 && position < count {
                    let linksAfter = syncItem(record, position, slots: position == start ? StackSlot.along : StackSlot.links)
                    if position > start && !nodes[Int(stacks[record].arranged[position])].isHidden { break }
                    if position == start && !linksAfter && !several && !stacks[record].arrangementChanged { break }
                    position += 1
                }
            }
        }
        // Only the settings and the arrangement change the stack's own slots, the nodes'
        // shares and gaps the length in units of fill-equally and fill-proportionally, the
        // count of shown nodes the equal distributions' room (native builds), and the
        // first and last shown nodes equal centring's fit.
        let distribution = stacks[record].distribution
        #if arch(wasm32)
        let countsShown = distribution == .fillEqually || distribution == .fillProportionally || distribution == .equalCentering
        #else
        let countsShown = distribution != .fill
        #endif
        if stacks[record].needsFullSync || stacks[record].arrangementChanged || countsShown {
            syncOwnSlots(record)
        }
        stacks[record].arrangementChanged = false
        stacks[record].needsFullSync = false
        stacks[record].dirtyItems.removeAll(keepingCapacity: true)
    }

    #if !arch(wasm32)   // see `setHidden`
    /// Hides or shows (as `isHidden` now says) a node of a fill stack that has shown
    /// nodes on both sides, plain spacing around it and nothing else waiting for the
    /// stack's sync: its link's gap, its tie-break, its hiding constraint and its
    /// intrinsic constraints along the axis are set at once, to what `syncItem` would
    /// set at the update, and the stack is not queued. It neither gives first nor will
    /// (the nodes that do stay), and the links after it keep their gaps. Marking the
    /// stack, queueing it and syncing the node at the update cost a hide as much as its
    /// four constant edits did.
    /// Returns false, changing nothing, when the stack's sync must look.
    func setHiddenInPlace(_ index: Int) -> Bool {
        let record = Int(nodes[index].arrangedIn)
        guard stacks[record].distribution == .fill && !stacks[record].isQueued else { return false }
        let position = arrangedPosition(record, Int32(index))
        let count = stacks[record].arranged.count
        if position <= 0 { return false }
        let next = shownPosition(record, from: position + 1, by: 1)
        let previous = shownPosition(record, from: position - 1, by: -1)
        guard next < count && previous >= 0 && stacks[record].customSpacing[previous].isNaN
            && stacks[record].customSpacing[position].isNaN else { return false }
        let start = position * Stack.slotsPerItem
        let link = stacks[record].slots[start + StackSlot.link.rawValue]
        let tie = stacks[record].slots[start + StackSlot.tie.rawValue]
        let hiding = stacks[record].slots[start + StackSlot.hiding.rawValue]
        guard isLiveConstraint(link) && isLiveConstraint(tie) && isLiveConstraint(hiding) && constraints[Int(link.index)].isActive
            && constraints[Int(tie.index)].relation == .equal else { return false }
        // Neither the nodes that give first nor one that would, shown (see `findGivingNodes`).
        let hidden = nodes[index].isHidden
        if hidden ? Int32(index) == stacks[record].stretching || Int32(index) == stacks[record].shrinking
            : givesFirst(record, index, stretch: true) || givesFirst(record, index, stretch: false) { return false }
        // Its intrinsic constraints along the axis, as `syncIntrinsicConstraints` keeps
        // them: both made with the metric, none without one.
        let horizontal = stacks[record].axis == .horizontal
        let intrinsic = intrinsicAlongAxis(record, index)
        let owned = nodes[index].intrinsicConstraints
        let hugging = horizontal ? owned.huggingHorizontal : owned.huggingVertical
        let compression = horizontal ? owned.compressionHorizontal : owned.compressionVertical
        guard intrinsic < 0 || isLiveConstraint(hugging) && isLiveConstraint(compression) else { return false }
        if intrinsic >= 0 {
            let huggingIndex = Int(hugging.index), compressionIndex = Int(compression.index)
            editConstant(huggingIndex, hidden && !constraints[huggingIndex].isRequired ? 0 : intrinsic)
            editConstant(compressionIndex, hidden && !constraints[compressionIndex].isRequired ? 0 : intrinsic)
        }
        editConstant(Int(link.index), hidden ? 0 : stacks[record].spacing)
        setEngineConstraint(Int(tie.index), active: true, hidden ? 0 : max(intrinsic, 0))
        setEngineConstraint(Int(hiding.index), active: hidden, 0)
        return true
    }
    #endif

    /// Where a node is in the stack's arrangement, or an `.invalidState` saying it is not.
    private func arrangedPositionOrFail(_ record: Int, _ index: Int) throws(LayoutError) -> Int {
        let position = nodes[index].arrangedIn == Int32(record) ? arrangedPosition(record, Int32(index)) : -1
        guard position >= 0 else {
            throw LayoutError(.invalidState, "\(nodeName(index)) is not arranged in stack \(nodeName(Int(stacks[record].node)))")
        }
        return position
    }

    /// Where a node is in the stack's arrangement, or -1: where it was last found if it
    /// is still there, else searched for (a node arranged before it moved it). Hiding one
    /// of a thousand searched the list twice.
    private func arrangedPosition(_ record: Int, _ item: Int32) -> Int {
        let hint = Int(nodes[Int(item)].arrangedPositionHint)
        if hint >= 0 && hint < stacks[record].arranged.count && stacks[record].arranged[hint] == item { return hint }
        guard let position = stacks[record].arranged.firstIndex(of: item) else { return -1 }
        nodes[Int(item)].arrangedPositionHint = Int32(position)
        return position
    }

    /// The first position from `position` on, going by `step` (1 or -1), that holds a
    /// shown node; -1 or the count when there is none that way.
    @_optimize(size) private func shownPosition(_ record: Int, from position: Int, by step: Int) -> Int {
        var position = position
        while position >= 0 && position < stacks[record].arranged.count
            && nodes[Int(stacks[record].arranged[position])].isHidden { position += step }
        return position
    }

    /// The node the stack arranges within: itself, or its margins guide.
    @_optimize(size) private func canvas(_ record: Int) -> Int {
        let stack = Int(stacks[record].node)
        return stacks[record].marginsRelative ? ensureGuide(stack, .margins) : stack
    }

    /// Alignment as it applies: baselines align only across a horizontal stack; a
    /// vertical one takes them as leading and trailing, as UIKit does.
    @_optimize(size) private func effectiveAlignment(_ record: Int) -> StackAlignment {
        // Fields one by one: a copy of the Stack retains its arrays.
        let alignment = stacks[record].alignment
        if stacks[record].axis == .vertical {
            if alignment == .firstBaseline { return .leading }
            if alignment == .lastBaseline { return .trailing }
        }
        return alignment
    }

    @_optimize(size) private func stackVariable(_ record: Int, baseline: Bool) -> ItemTerm {
        var index = baseline ? stacks[record].baselineVariable : stacks[record].distributionVariable
        if index < 0 {
            index = Int32(makeVariable(name: "").index)
            if baseline { stacks[record].baselineVariable = index } else { stacks[record].distributionVariable = index }
        }
        return freeVariableTerm(index)
    }

    /// The term of free variable `index` (a stack's), at a coefficient of 1.
    @_optimize(size) private func freeVariableTerm(_ index: Int32) -> ItemTerm {
        ItemTerm(.variable(VariableID(index: UInt32(index), generation: variables[Int(index)].generation)), .value, 1)
    }

    @_optimize(size) private func spacing(_ record: Int, after position: Int) -> Double {
        let custom = stacks[record].customSpacing[position]
        return custom.isNaN ? stacks[record].spacing : custom
    }

    /// States the node's `slots` (one bit per `StackSlot`), or all of them when it was
    /// never synced (its rest slot is empty). Only the stack's settings, which sync every
    /// node in full, change a node's rest and cross-axis slots, and only its previous
    /// shown node its links: stating all ten again for a hidden node and the next was
    /// most of a hide's sync.
    /// Returns whether hiding or showing it may change the links of the nodes after it
    /// (with the arrangement as it is): in the fill distributions, only where the spacing
    /// after it or after the shown node before it is custom, or there is none before it.
    @discardableResult
    @_optimize(size) private func syncItem(_ record: Int, _ position: Int, slots: Int) -> Bool {
        // Fields one by one: a copy of the whole Stack would share its slots, and the
        // first write below would copy all of them (the stack's thousand items' worth).
        let distribution = stacks[record].distribution
        let item = Int(stacks[record].arranged[position])
        let box = canvas(record)
        let horizontal = stacks[record].axis == .horizontal
        let lead: Attribute = horizontal ? .leading : .top
        let trail: Attribute = horizontal ? .trailing : .bottom
        let size: Attribute = horizontal ? .width : .height
        let center: Attribute = horizontal ? .centerX : .centerY
        let crossLead: Attribute = horizontal ? .top : .leading
        let crossTrail: Attribute = horizontal ? .bottom : .trailing
        let crossCenter: Attribute = horizontal ? .centerY : .centerX
        let hidden = nodes[item].isHidden
        let previous = shownPosition(record, from: position - 1, by: -1)
        let before = previous >= 0 ? Int(stacks[record].arranged[previous]) : -1
        let intrinsic = intrinsicAlongAxis(record, item)
        let start = position * Stack.slotsPerItem
        // Every node synced before has its link.
        let stated = isLiveConstraint(stacks[record].slots[start + StackSlot.link.rawValue]) ? slots : StackSlot.all
        func states(_ slot: StackSlot) -> Bool { stated & 1 << slot.rawValue != 0 }

        // Along the axis. The fill distributions chain every node to the one before it,
        // shown or not, so that hiding one edits constants only: a node's gap is the
        // spacing after the last shown node before it while it is shown, 0 while hidden
        // (a hidden node sits at its predecessor's trailing edge with size 0). Equal
        // spacing chains them too, a shown node's gap being the stack's equal gap (at
        // least that spacing), so that a hide restates one link, not two, and the
        // nodes' gaps add up to the equal gap times a count that the distribution's fit
        // need not know (see `distributionFit`). Equal centring relates the centres of
        // shown nodes to the previous shown one's.
        let chained = distribution == .fill || distribution == .fillEqually || distribution == .fillProportionally
            || distribution == .equalSpacing
        let linksAfter = !chained || previous < 0 || !stacks[record].customSpacing[previous].isNaN
            || !stacks[record].customSpacing[position].isNaN
        // A node of a fill stack synced before, its arrangement as it was, changes only
        // constants and which constraints are active: its link's gap, its tie-break and
        // its hiding, set so without specs (stating them was most of a hide's sync). The
        // specs below come to the same: the WebAssembly module, which reads every frame
        // at every update anyway, states them (0.3 KB of its size limit).
        #if !arch(wasm32)
        if distribution == .fill && stated != StackSlot.all && !stacks[record].arrangementChanged {
            let linkSlot = stacks[record].slots[start + StackSlot.link.rawValue]
            let tieSlot = stacks[record].slots[start + StackSlot.tie.rawValue]
            let hidingSlot = stacks[record].slots[start + StackSlot.hiding.rawValue]
            let along = states(.tie)
            // A tie-break of the plain shape (see below), of a node that does not give first.
            let plainTie = isLiveConstraint(tieSlot) && constraints[Int(tieSlot.index)].relation == .equal
                && item != stacks[record].stretching && item != stacks[record].shrinking
            if isLiveConstraint(linkSlot) && (!along || plainTie && isLiveConstraint(hidingSlot)) {
                setEngineConstraint(Int(linkSlot.index), active: true, position > 0 && !hidden && before >= 0 ? spacing(record, after: previous) : 0)
                if along {
                    setEngineConstraint(Int(tieSlot.index), active: true, hidden ? 0 : max(intrinsic, 0))
                    setEngineConstraint(Int(hidingSlot.index), active: hidden, 0)
                }
                return linksAfter
            }
        }
        #endif
        var specs = [ConstraintSpec?](repeating: nil, count: Stack.slotsPerItem)
        // At the box's leading edge, or at the trailing edge of the node before (or the
        // shown one before) plus the gap.
        var other = box, edge = lead, gap = 0.0
        if position > 0 && (before >= 0 || chained) {
            if chained {
                other = Int(stacks[record].arranged[position - 1])
                edge = trail
                if !hidden && before >= 0 {
                    gap = spacing(record, after: previous)
                    if distribution == .equalSpacing {
                        let variable = stackVariable(record, baseline: false)
                        specs[StackSlot.link.rawValue] = ConstraintSpec([term(item, lead), term(other, trail, -1), ItemTerm(variable.item, .value, -1)], .equal, 0)
                        specs[StackSlot.minimumGap.rawValue] = ConstraintSpec([variable], .greaterOrEqual, gap)
                    }
                }
            } else if hidden {
                other = before
                edge = trail
            } else {
                gap = spacing(record, after: previous)
                let variable = stackVariable(record, baseline: false)
                specs[StackSlot.link.rawValue] = ConstraintSpec([term(item, center), term(before, center, -1), ItemTerm(variable.item, .value, -1)], .equal, 0)
                specs[StackSlot.minimumGap.rawValue] = pair(item, lead, before, trail, .greaterOrEqual, gap)
            }
        }
        if specs[StackSlot.link.rawValue] == nil {
            specs[StackSlot.link.rawValue] = pair(item, lead, other, edge, .equal, gap)
        }
        // Size 0 while hidden, just under required (a caller's required size wins, as a
        // conflict would help no one), and at the lowest priority on a node without an
        // intrinsic size along the axis (on one with it, its hugging and compression
        // resistance, and its tie-break, size it already). Hiding must
        // not change which constraints bind, or the solver pivots, and a pivot rewrites
        // the rows that sum the stack's sizes (the stretched node's error names every
        // node's): O(n). So a hidden node's other wishes along the axis ask for the 0 it
        // gets (its tie-break below, its intrinsic constraints, see
        // `syncIntrinsicConstraints`), and the constraint at 999 finds it there: it is
        // held out of the solver while it holds (see `holdsOutWhenAdded`), so that hiding
        // is constant edits, no row and no pivot. (Repricing one constraint between 0.5
        // and 999 changed the lowest tier's prices and pivoted.) The rest on a node with
        // an intrinsic size was one more row through every link on the node that gives
        // (its size names every other's), moved at each change of that node (hiding the
        // last label of a fill stack of 1,000: 4.46 M -> 3.98 M instructions without it,
        // arranging one more there and taking it out 15.8 M -> 12.6 M, building it 13% less);
        // in the equal distributions, which restate links and pivot at every hide, it
        // also set off a walk: it gave every node held at its intrinsic size (hugging and
        // compression both tight) a move that improves the lowest tier and that
        // compression blocks at once, and the simplex took each such degenerate pivot,
        // and its reverse, after every restatement (2,000 pivots to hide a node of
        // 1,000, 23 ms). In fill-equally and fill-proportionally, whose shown nodes' rest
        // was on the unit, it weighed against the hidden node's own rest: with the stack
        // stretched, the hidden node's size and the unit trade evenly at hugging's
        // priority and at the rest's, so nothing below 999 held the hidden node at 0 and
        // its hiding constraint went into the solver at every hide. A hidden node of
        // theirs, which has no tie-break, keeps its rest.
        // A shown node of fill-proportionally with an intrinsic size is its share of the
        // stack's unit: its wishes are stated on the unit (see `stackShare`).
        var sized = term(item, size)
        #if !arch(wasm32)   // see `stackShare`
        let share = stackShare(record, item)
        if share > 0 {
            sized = stackVariable(record, baseline: false)
            sized.coefficient = share
        }
        #endif
        let equal = distribution == .equalSpacing || distribution == .equalCentering
        if states(.rest) && !((equal || distribution == .fill || !hidden) && intrinsic >= 0) {
            specs[StackSlot.rest.rawValue] = ConstraintSpec([sized], .equal, 0, priority: stackRestPriority)
        }
        if hidden && states(.hiding) {
            specs[StackSlot.hiding.rawValue] = ConstraintSpec([term(item, size)], .equal, 0, priority: stackHiddenPriority)
        }

        // Across the axis: the first edge or centre at the box's, and the second as
        // the alignment lets it (baselines: at the shared baseline, between the edges).
        if states(.cross1) {
            let alignment = effectiveAlignment(record)
            var first = crossLead, second = crossLead, relation = LayoutRelation.greaterOrEqual
            switch alignment {
            case .fill: second = crossTrail; relation = .equal
            case .leading: second = crossTrail; relation = .lessOrEqual
            case .trailing: first = crossTrail
            case .center: first = crossCenter
            case .firstBaseline, .lastBaseline: break
            }
            specs[StackSlot.cross2.rawValue] = pair(item, second, box, second, relation, 0)
            if alignment == .firstBaseline || alignment == .lastBaseline {
                _ = ensureGuide(item, .baselines)
                let variable = stackVariable(record, baseline: true)
                let baseline: Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                specs[StackSlot.cross1.rawValue] = ConstraintSpec([term(item, baseline), ItemTerm(variable.item, .value, -1)], .equal, 0)
                specs[StackSlot.cross3.rawValue] = pair(item, crossTrail, box, crossTrail, .lessOrEqual, 0)
                specs[StackSlot.crossPull.rawValue] = pair(item, crossLead, box, crossLead, .equal, 0, priority: stackTiePriority)
            } else {
                specs[StackSlot.cross1.rawValue] = pair(item, first, box, first, .equal, 0)
            }
        }

        // The tie-break, wherever intrinsic sizes (and their priorities) size the nodes:
        // its size at the intrinsic size, on hidden nodes too (so that hiding leaves it
        // alone), but free to grow on the node that stretches first and to shrink on the
        // one that shrinks first (`Stack.stretching`, `shrinking`): on the nodes that may
        // give (see `mayGive`), except in fill-equally, whose nodes all take the unit.
        let stretches = Int32(item) == stacks[record].stretching, shrinks = Int32(item) == stacks[record].shrinking
        if distribution != .fillEqually && mayGive(record, item) && !(stretches && shrinks) && states(.tie) {
            // A node without an intrinsic size (a nested stack) keeps as small as it can.
            // Hidden, it asks for the 0 it gets, as its intrinsic constraints do.
            let relation: LayoutRelation = stretches ? .greaterOrEqual : shrinks ? .lessOrEqual : .equal
            specs[StackSlot.tie.rawValue] = ConstraintSpec([sized], relation, hidden ? 0 : max(intrinsic, 0), priority: stackTiePriority)
        }

        // The distribution's sizes.
        if !hidden && states(.distribution) {
            switch distribution {
            case .fillEqually,
                 .fillProportionally where intrinsic > 0:
                // The unit size times 1, or times the intrinsic size.
                let variable = stackVariable(record, baseline: false)
                let share = distribution == .fillEqually ? 1 : intrinsic
                specs[StackSlot.distribution.rawValue] = ConstraintSpec([term(item, size), ItemTerm(variable.item, .value, -share)], .equal, 0)
            case .fillProportionally where intrinsic == 0:
                specs[StackSlot.distribution.rawValue] = ConstraintSpec([term(item, size)], .equal, 0)
            default:
                break
            }
        }

        let stackIndex = Int(stacks[record].node)
        #if arch(wasm32)   // see `stackShare`
        let sizedByShares = distribution == .fillProportionally
        #else
        let sizedByShares = distribution == .fillProportionally || distribution == .fillEqually
        #endif
        for slot in 0..<Stack.slotsPerItem where stated & 1 << slot != 0 {
            // The unit stays out of alias classes: the intrinsic constraints compiled on
            // it name it through no term of theirs, and a split would miss them.
            syncEngineConstraint(&stacks[record].slots[start + slot], specs[slot], owner: stackIndex, guide: nil,
                                 unaliased: slot == StackSlot.distribution.rawValue && sizedByShares)
        }
        syncStackShare(item)
        return linksAfter
    }

    @_optimize(size) private func syncOwnSlots(_ record: Int) {
        let box = canvas(record)
        let horizontal = stacks[record].axis == .horizontal
        let count = stacks[record].arranged.count
        let distribution = stacks[record].distribution
        #if arch(wasm32)
        var specs = [ConstraintSpec?](repeating: nil, count: 3)
        #else
        var specs = [ConstraintSpec?](repeating: nil, count: 4)
        #endif
        let unitSized = distribution == .fillEqually || distribution == .fillProportionally
        if count > 0 {
            let trail: Attribute = horizontal ? .trailing : .bottom
            #if arch(wasm32)   // its size limit: the last node's edge, as for any distribution
            specs[StackOwnSlot.trailingEdge.rawValue] = pair(box, trail, Int(stacks[record].arranged[count - 1]), trail, .equal, 0)
            #else
            specs[StackOwnSlot.trailingEdge.rawValue] = unitSized ? lengthInUnits(record)
                : pair(box, trail, Int(stacks[record].arranged[count - 1]), trail, .equal, 0)
            #endif
        }
        if effectiveAlignment(record) != .fill && count > 0 {
            specs[StackOwnSlot.crossFit.rawValue] = ConstraintSpec([term(box, horizontal ? .height : .width)], .equal, 0, priority: stackFitPriority)
        }
        #if arch(wasm32)
        if (distribution == .equalSpacing || distribution == .equalCentering) && count > 1 {
            specs[StackOwnSlot.distributionFit.rawValue] = distributionFit(record)
        }
        #else
        let room = stateRoom(record, &specs)
        if (distribution == .equalSpacing || distribution == .equalCentering) && count > 1
            && specs[StackOwnSlot.distributionFit.rawValue] == nil {
            specs[StackOwnSlot.distributionFit.rawValue] = distributionFit(record)
        }
        #endif
        let stackIndex = Int(stacks[record].node)
        #if arch(wasm32)
        for slot in 0..<3 {
            syncEngineConstraint(&stacks[record].stackSlots[slot], specs[slot], owner: stackIndex, guide: nil,
                                 unaliased: unitSized && slot == StackOwnSlot.trailingEdge.rawValue)
        }
        #else
        // The room before the row that divides it: defined by its own row, the room lets
        // that row define the gap as written (see `stateRoom`).
        for slot in [StackOwnSlot.room, .trailingEdge, .crossFit, .distributionFit] where slot != .room || room != nil {
            syncEngineConstraint(&stacks[record].stackSlots[slot.rawValue], specs[slot.rawValue], owner: stackIndex, guide: nil,
                                 unaliased: slot == .room || slot == .trailingEdge && (unitSized || room != false))
        }
        #endif
    }

    #if !arch(wasm32)
    /// The equal distributions' room, where two nodes or more are shown: the stack's
    /// length less every node's size (equal spacing: the sum of its gaps), or less half
    /// its first and last shown nodes' sizes and the size of a hidden node arranged last
    /// (equal centring: the span of the centres), stated as a row of its own, and the gap
    /// (centre distance) times the count of gaps at the room, in place of the last node's
    /// trailing edge at the stack's (the chain adds up to the same). Through that edge the
    /// gap's definition ran through every link and named every node's size, so a hide,
    /// which changes the count, wrote it again, and the check after it read every
    /// constraint (an equal-spacing hide at 1,000 labels: 3.25 M instructions, 9.7 times
    /// moving the stack); now the gap is the room divided by the count, a row of one cell
    /// that a hide writes again, the links name the gap, and the room's row (which names
    /// every size in equal spacing) changes only with the arrangement. Equal spacing's
    /// wish for small gaps is the room itself. Writes the specs of the room, the trailing
    /// edge and the fit into `specs`; returns whether the room is stated, or nil when its
    /// row stands as it is (equal spacing's, whose nodes did not change).
    private func stateRoom(_ record: Int, _ specs: inout [ConstraintSpec?]) -> Bool? {
        let distribution = stacks[record].distribution
        let arranged = stacks[record].arranged
        guard distribution == .equalSpacing || distribution == .equalCentering else { return false }
        let first = shownPosition(record, from: 0, by: 1)
        let last = shownPosition(record, from: arranged.count - 1, by: -1)
        // Fewer than two shown (none: `first` is the count, `last` -1).
        if last <= first { return false }
        var shown = 0
        for item in arranged where !nodes[Int(item)].isHidden { shown += 1 }
        // Equal centring relates the centres' x, not their positions along the flow: right
        // to left, its centre distance across a horizontal stack is negative.
        let mirrored = distribution == .equalCentering && stacks[record].axis == .horizontal && direction == .rightToLeft
        var gaps = stackVariable(record, baseline: false)
        gaps.coefficient = Double(mirrored ? 1 - shown : shown - 1)
        var room = stackRoom(record)
        room.coefficient = -1
        specs[StackOwnSlot.trailingEdge.rawValue] = ConstraintSpec([gaps, room], .equal, 0)
        room.coefficient = 1
        let box = canvas(record)
        let size: Attribute = stacks[record].axis == .horizontal ? .width : .height
        var terms = [room, term(box, size, -1)]
        if distribution == .equalSpacing {
            specs[StackOwnSlot.distributionFit.rawValue] = ConstraintSpec([room], .equal, 0, priority: stackFitPriority)
            let slot = stacks[record].stackSlots[StackOwnSlot.room.rawValue]
            if !stacks[record].needsFullSync && !stacks[record].arrangementChanged && isLiveConstraint(slot)
                && constraints[Int(slot.index)].isActive { return nil }
            for item in arranged { terms.append(term(Int(item), size)) }
        } else {
            terms.append(term(Int(arranged[first]), size, 0.5))
            terms.append(term(Int(arranged[last]), size, 0.5))
            if last < arranged.count - 1 { terms.append(term(Int(arranged[arranged.count - 1]), size)) }
        }
        specs[StackOwnSlot.room.rawValue] = ConstraintSpec(terms, .equal, 0)
        return true
    }

    /// Queues the stacks whose room flows with the layout direction (see `stateRoom`).
    func queueStacksFollowingDirection() {
        for record in stacks.indices where stacks[record].isLive && stacks[record].distribution == .equalCentering
            && stacks[record].axis == .horizontal {
            queueStack(record)
        }
    }

    /// The equal distributions' room (see `stateRoom`), a free variable of the stack's.
    @_optimize(size) private func stackRoom(_ record: Int) -> ItemTerm {
        if stacks[record].roomVariable < 0 { stacks[record].roomVariable = Int32(makeVariable(name: "").index) }
        return freeVariableTerm(stacks[record].roomVariable)
    }
    #endif

    #if !arch(wasm32)
    /// The stack's length along the axis as the sum its chain adds up to: `trailing -
    /// leading == sum(sizes) + gaps`, where the shown nodes sized by the unit count as
    /// their share of it (1 in fill-equally). The same as the last node's trailing edge
    /// at the stack's, written without the chain: through the chain, the unit's
    /// definition named every link, and so did every row on the unit, one per node and
    /// wish where intrinsic sizes differ (fill-equally of 1,000 distinct widths: 0.1 s
    /// to build, 108 MB). Restated whenever a node is synced (hides change the shares
    /// and gaps counted).
    @_optimize(size) private func lengthInUnits(_ record: Int) -> ConstraintSpec {
        let box = canvas(record)
        let horizontal = stacks[record].axis == .horizontal
        let size: Attribute = horizontal ? .width : .height
        var terms = [term(box, horizontal ? .trailing : .bottom), term(box, horizontal ? .leading : .top, -1)]
        // Counted again where a node changed, and after the node next shown (whose gap
        // follows the shown node before it), unless the arrangement or a setting did:
        // counting every node, which reads its record, was a tenth of a hide at 1,000.
        let count = stacks[record].arranged.count
        if stacks[record].countedShares.count != count || stacks[record].needsFullSync || stacks[record].arrangementChanged {
            stacks[record].countedShares = [Double](repeating: 0, count: count)
            stacks[record].countedGaps = [Double](repeating: 0, count: count)
            for position in 0..<count { countLength(record, position) }
        } else {
            for item in stacks[record].dirtyItems {
                let position = arrangedPosition(record, item)
                if position < 0 { continue }
                countLength(record, position)
                let next = shownPosition(record, from: position + 1, by: 1)
                if next < count { countLength(record, next) }
            }
        }
        assert((0..<count).allSatisfy { countedLength(record, $0) == (stacks[record].countedShares[$0], stacks[record].countedGaps[$0]) },
               "a node's share or gap changed and was not counted again")
        // Summed in order, as when every node was counted.
        var units = 0.0, gaps = 0.0
        for position in 0..<count {
            gaps += stacks[record].countedGaps[position]
            let share = stacks[record].countedShares[position]
            if share > 0 { units += share } else { terms.append(term(Int(stacks[record].arranged[position]), size, -1)) }
        }
        if units > 0 {
            var unit = stackVariable(record, baseline: false)
            unit.coefficient = -units
            terms.append(unit)
        }
        return ConstraintSpec(terms, .equal, gaps)
    }

    /// Counts a node's share of the unit and the gap before it (see `lengthInUnits`).
    @_optimize(size) private func countLength(_ record: Int, _ position: Int) {
        (stacks[record].countedShares[position], stacks[record].countedGaps[position]) = countedLength(record, position)
    }

    /// A node's share of the unit (0 while hidden or without one) and the gap before it,
    /// as `syncItem` states its link's.
    @_optimize(size) private func countedLength(_ record: Int, _ position: Int) -> (share: Double, gap: Double) {
        let item = Int(stacks[record].arranged[position])
        if nodes[item].isHidden { return (0, 0) }
        let previous = shownPosition(record, from: position - 1, by: -1)
        let share = stacks[record].distribution == .fillEqually ? 1 : stackShare(record, item)
        return (share > 0 ? share : 0, previous >= 0 ? spacing(record, after: previous) : 0)
    }
    #endif

    /// The equal distributions' wish that their gap (centre distance) be as small as
    /// allowed. Native builds state it as the gap times the count of gaps, which the
    /// stack's length less its nodes' sizes is (equal spacing: the chain's gaps) or its
    /// length less half the first and the last shown node's (equal centring: the span
    /// of the centres): the count changes with every hide, and the gap alone, in the
    /// objective, is a row that divides by it and names every node's size, rewritten by
    /// every hide (a hide of 1,000 labels: 13.1 M instructions, 4.2 M without it).
    /// Minimising a multiple of the gap is minimising the gap; only its weight against a
    /// caller's wish at the same priority grows with the count. None with fewer than two
    /// shown nodes in equal centring (nothing to space).
    @_optimize(size) private func distributionFit(_ record: Int) -> ConstraintSpec? {
        #if arch(wasm32)   // its size limit; it reads every frame at every update anyway
        return ConstraintSpec([stackVariable(record, baseline: false)], .equal, 0, priority: stackFitPriority)
        #else
        let box = canvas(record)
        let size: Attribute = stacks[record].axis == .horizontal ? .width : .height
        let arranged = stacks[record].arranged
        var terms = [term(box, size)]
        if stacks[record].distribution == .equalSpacing {
            for item in arranged { terms.append(term(Int(item), size, -1)) }
        } else {
            let first = shownPosition(record, from: 0, by: 1)
            let last = shownPosition(record, from: arranged.count - 1, by: -1)
            if first >= last { return nil }
            terms.append(term(Int(arranged[first]), size, -0.5))
            terms.append(term(Int(arranged[last]), size, -0.5))
        }
        return ConstraintSpec(terms, .equal, 0, priority: stackFitPriority)
        #endif
    }

    /// `item.attribute - other.otherAttribute  relation  constant`.
    @_optimize(size) private func pair(_ item: Int, _ attribute: Attribute, _ other: Int, _ otherAttribute: Attribute,
                                       _ relation: LayoutRelation, _ constant: Double, priority: Double = Priority.required) -> ConstraintSpec {
        ConstraintSpec([term(item, attribute), term(other, otherAttribute, -1)], relation, constant, priority: priority)
    }

    /// Frees a free variable of the engine's and every constraint on it.
    @_optimize(size) func discardVariable(_ index: Int) {
        for constraint in constraintsMentioning(index, isVariable: true) where constraints[Int(constraint)].isLive {
            discardConstraint(Int(constraint))
        }
        mentions.release(&variables[index].mentions)
        retiredVariables.append(variables[index].variable)
        var dead = FreeVariable()
        dead.generation = variables[index].generation
        variables[index] = dead
        freeVariables.append(UInt32(index))
    }
}
