import AutoLayoutSolver

/// UIKit's view geometry beyond the frame: margins, safe area, readable width and
/// baselines, each kept by a guide (a node the engine holds in place with its own
/// constraints). Guides are made when first needed, so nodes that never use them
/// cost nothing; changing a margin or an inset is an edit of constants.
extension Layout {
    /// Sets the node's directional layout margins (default 8 on every side).
    @_optimize(size) public func setMargins(_ id: NodeID, _ margins: Insets) throws(LayoutError) {
        let index = try viewIndex(id)
        try checkInsets(margins, "margins", index, nonNegative: false)
        nodes[index].margins = margins
        refreshGuide(index, .margins)
    }

    @_optimize(size) public func margins(of id: NodeID) throws(LayoutError) -> Insets {
        nodes[try nodeIndex(id, role: "node")].margins
    }

    /// Sets the safe-area insets the host reports for the node (default 0): a notch, a
    /// status bar. Descendants inherit them where they overlap.
    @_optimize(size) public func setSafeAreaInsets(_ id: NodeID, _ insets: Insets) throws(LayoutError) {
        let index = try viewIndex(id)
        try checkInsets(insets, "safe-area insets", index, nonNegative: true)
        nodes[index].safeAreaInsets = insets
        refreshGuide(index, .safeArea)
    }

    @_optimize(size) public func safeAreaInsets(of id: NodeID) throws(LayoutError) -> Insets {
        nodes[try nodeIndex(id, role: "node")].safeAreaInsets
    }

    /// Sets the first baseline's distance from the top and the last one's from the
    /// bottom; both `noIntrinsicMetric` removes them (both baselines are then the
    /// bottom edge, as for a plain view).
    @_optimize(size) public func setBaselineOffsets(_ id: NodeID, first: Double, last: Double) throws(LayoutError) {
        let index = try viewIndex(id)
        try checkBaselines(first, last, index)
        nodes[index].firstBaselineOffset = first < 0 ? -1 : first
        nodes[index].lastBaselineOffset = last < 0 ? -1 : last
        refreshGuide(index, .baselines)
    }

    /// The baseline offsets, or nil when the node has none.
    @_optimize(size) public func baselineOffsets(of id: NodeID) throws(LayoutError) -> (first: Double, last: Double)? {
        let index = try nodeIndex(id, role: "node")
        return nodes[index].firstBaselineOffset < 0 ? nil : (nodes[index].firstBaselineOffset, nodes[index].lastBaselineOffset)
    }

    /// Sets how wide the readable content guide may be (default 672).
    @_optimize(size) public func setReadableWidth(_ id: NodeID, _ width: Double) throws(LayoutError) {
        let index = try viewIndex(id)
        guard width.isFinite && width >= 0 && width <= maximumMagnitude else {
            throw LayoutError(.invalidArgument, "\(nodeName(index)): the readable width must be finite, >= 0 and at most 1e12, got \(width)")
        }
        nodes[index].readableWidth = width
        refreshGuide(index, .readableContent)
    }

    @_optimize(size) public func readableWidth(of id: NodeID) throws(LayoutError) -> Double {
        nodes[try nodeIndex(id, role: "node")].readableWidth
    }

    /// Hides or shows the node: a hidden node arranged in a stack takes no room there.
    @_optimize(size) public func setHidden(_ id: NodeID, _ hidden: Bool) throws(LayoutError) {
        let index = try viewIndex(id)
        if nodes[index].isHidden == hidden { return }
        nodes[index].isHidden = hidden
        // Its intrinsic constraints along the stack's axis follow (and mark it dirty);
        // the stack finds out at its sync whether its last shown node changed. A node
        // of a fill stack between shown ones sets its constraints at once instead, in
        // native builds: the WebAssembly module's size limit has room for the solver's
        // checks of its own rounding (`Solver.refreshTier`, `installedEquationsHold`)
        // only without that fast path (0.5 KB), and the sync sets the same constants.
        let stack = nodes[index].arrangedIn
        #if arch(wasm32)
        if stack >= 0 { syncIntrinsicConstraints(index, onlyOn: stacks[Int(stack)].axis) }
        #else
        if stack >= 0 && !setHiddenInPlace(index) { syncIntrinsicConstraints(index, onlyOn: stacks[Int(stack)].axis) }
        #endif
    }

    @_optimize(size) public func isHidden(_ id: NodeID) throws(LayoutError) -> Bool {
        nodes[try nodeIndex(id, role: "node")].isHidden
    }

    /// The node's guide of that kind, made at the first request.
    @_optimize(size) public func guide(_ kind: Guide, of id: NodeID) throws(LayoutError) -> NodeID {
        let index = try viewIndex(id)
        guard kind != .baselines else {
            throw LayoutError(.invalidArgument, "the baselines are attributes (firstBaseline, lastBaseline), not a guide")
        }
        return nodeID(ensureGuide(index, kind))
    }

    /// For a guide, its node and kind; nil for any other node.
    @_optimize(size) public func guideOwner(of id: NodeID) throws(LayoutError) -> (node: NodeID, kind: Guide)? {
        let index = try nodeIndex(id, role: "node")
        guard let kind = nodes[index].guideKind else { return nil }
        return (nodeID(Int(nodes[index].parent)), kind)
    }

    // MARK: Internals

    /// A node that may have margins, guides and a place in a stack: not a guide.
    @_optimize(size) func viewIndex(_ id: NodeID) throws(LayoutError) -> Int {
        let index = try nodeIndex(id, role: "node")
        if nodes[index].isGuide {
            throw LayoutError(.invalidArgument, "\(nodeName(index)) is a guide; guides have no margins, guides, baselines or stacks of their own")
        }
        return index
    }

    @_optimize(size) private func checkInsets(_ insets: Insets, _ what: StaticString, _ index: Int, nonNegative: Bool) throws(LayoutError) {
        let lowest = nonNegative ? 0 : -maximumMagnitude
        for value in [insets.top, insets.leading, insets.bottom, insets.trailing] where !(value >= lowest && value <= maximumMagnitude) {
            throw LayoutError(.invalidArgument, "\(nodeName(index)): \(what) must be finite and \(nonNegative ? "from 0 to 1e12" : "within ±1e12"), got \(value)")
        }
    }

    @_optimize(size) private func checkBaselines(_ first: Double, _ last: Double, _ index: Int) throws(LayoutError) {
        let none = first == noIntrinsicMetric && last == noIntrinsicMetric
        let valid = first.isFinite && last.isFinite && first >= 0 && last >= 0 && first <= maximumMagnitude && last <= maximumMagnitude
        guard none || valid else {
            throw LayoutError(.invalidArgument, "\(nodeName(index)): baseline offsets must be finite, >= 0 and at most 1e12 (or both -1 for none), got \(first) and \(last)")
        }
    }

    /// The guide's node index, made (with its constraints) if the node has none yet.
    @_optimize(size) func ensureGuide(_ index: Int, _ kind: Guide) -> Int {
        if nodes[index].guides.isEmpty { nodes[index].guides = [-1, -1, -1, -1] }
        let existing = nodes[index].guides[Int(kind.rawValue)]
        if existing >= 0 { return Int(existing) }
        // A safe area depends on the parent's, a readable guide on the margins guide.
        if kind == .safeArea {
            var chain: [Int] = []
            var ancestor = nodes[index].parent
            while ancestor >= 0 && safeAreaGuide(Int(ancestor)) < 0 {
                chain.append(Int(ancestor))
                ancestor = nodes[Int(ancestor)].parent
            }
            for node in chain.reversed() { _ = makeGuide(node, .safeArea) }
        } else if kind == .readableContent {
            _ = ensureGuide(index, .margins)
        }
        return makeGuide(index, kind)
    }

    @_optimize(size) private func safeAreaGuide(_ index: Int) -> Int {
        nodes[index].guides.isEmpty ? -1 : Int(nodes[index].guides[Int(Guide.safeArea.rawValue)])
    }

    @_optimize(size) private func makeGuide(_ owner: Int, _ kind: Guide) -> Int {
        if nodes[owner].guides.isEmpty { nodes[owner].guides = [-1, -1, -1, -1] }
        let guide = Int(makeNodeSlot(parent: Int32(owner), name: "", listed: false))
        nodes[guide].guideKind = kind
        nodes[owner].guides[Int(kind.rawValue)] = Int32(guide)
        syncGuide(guide)
        return guide
    }

    /// Brings an existing guide's constraints up to date after its node changed.
    @_optimize(size) func refreshGuide(_ owner: Int, _ kind: Guide) {
        guard !nodes[owner].guides.isEmpty else { return }
        let guide = nodes[owner].guides[Int(kind.rawValue)]
        if guide >= 0 { syncGuide(Int(guide)) }
        if kind == .margins { refreshGuide(owner, .readableContent) }
    }

    /// States the constraints that keep a guide in place.
    @_optimize(size) func syncGuide(_ guide: Int) {
        guard let kind = nodes[guide].guideKind else { return }
        let specs = guideSpecs(guide, kind)
        var slots = nodes[guide].guideConstraints
        while slots.count < specs.count { slots.append(noConstraint) }
        for slot in slots.indices {
            syncEngineConstraint(&slots[slot], slot < specs.count ? specs[slot] : nil, owner: guide, guide: kind)
        }
        nodes[guide].guideConstraints = slots
    }

    @_optimize(size) private func guideSpecs(_ guide: Int, _ kind: Guide) -> [ConstraintSpec] {
        let owner = Int(nodes[guide].parent)
        let node = nodes[owner]
        let edges: [Attribute] = [.top, .leading, .bottom, .trailing]
        var specs: [ConstraintSpec] = []
        switch kind {
        case .margins:
            let insets = node.margins
            let margins = [insets.top, insets.leading, -insets.bottom, -insets.trailing]
            for side in 0..<4 { addEdge(&specs, guide, owner, edges[side], .equal, margins[side]) }
        case .safeArea:
            // Inset by the node's own insets at least, and by the parent's safe area
            // as far as it reaches, then pulled out to the larger of the two. The
            // limits are just under required: a node wholly outside its parent's safe
            // area keeps a guide that inverts, not a conflict, and inequalities that
            // are not required stay in the solver, where ambiguity is judged.
            let insets = node.safeAreaInsets
            let amounts = [insets.top, insets.leading, -insets.bottom, -insets.trailing]
            let parent = node.parent
            if parent < 0 {
                // A root's is exactly its own insets.
                for side in 0..<4 { addEdge(&specs, guide, owner, edges[side], .equal, amounts[side]) }
                return specs
            }
            let outer = ensureGuide(Int(parent), .safeArea)
            for side in 0..<4 {
                let inward: LayoutRelation = side < 2 ? .greaterOrEqual : .lessOrEqual
                let outward: LayoutRelation = side < 2 ? .lessOrEqual : .greaterOrEqual
                addEdge(&specs, guide, owner, edges[side], inward, amounts[side], guideLimitPriority)
                addEdge(&specs, guide, owner, edges[side], outward, amounts[side], guidePullPriority)
                addEdge(&specs, guide, outer, edges[side], inward, 0, guideLimitPriority)
            }
        case .readableContent:
            // Centred in the margins guide, as wide as it is, up to the readable width.
            let margins = ensureGuide(owner, .margins)
            let width = node.readableWidth
            addEdge(&specs, guide, margins, .top, .equal, 0)
            addEdge(&specs, guide, margins, .bottom, .equal, 0)
            addEdge(&specs, guide, margins, .centerX, .equal, 0)
            addEdge(&specs, guide, margins, .width, .lessOrEqual, 0, guideLimitPriority)
            add(&specs, ConstraintSpec([term(guide, .width)], .lessOrEqual, width, priority: guideLimitPriority))
            add(&specs, ConstraintSpec([term(guide, .width)], .equal, width, priority: guidePullPriority))
        case .baselines:
            // A zero-width line at the node's left: top = first baseline, bottom = last.
            addEdge(&specs, guide, owner, .left, .equal, 0)
            add(&specs, ConstraintSpec([term(guide, .width)], .equal, 0))
            let first = node.firstBaselineOffset
            if first >= 0 {
                addEdge(&specs, guide, owner, .top, .equal, first)
                addEdge(&specs, guide, owner, .bottom, .equal, -node.lastBaselineOffset)
            } else {
                add(&specs, ConstraintSpec([term(guide, .top), term(owner, .bottom, -1)], .equal, 0))
                addEdge(&specs, guide, owner, .bottom, .equal, 0)
            }
        }
        return specs
    }

    /// Appends `guide.attribute - other.attribute  relation  constant`.
    @inline(never) @_optimize(size) private func addEdge(_ specs: inout [ConstraintSpec], _ guide: Int, _ other: Int, _ attribute: Attribute,
                                          _ relation: LayoutRelation, _ constant: Double, _ priority: Double = Priority.required) {
        add(&specs, ConstraintSpec([term(guide, attribute), term(other, attribute, -1)], relation, constant, priority: priority))
    }

    // Out of line: inlined, each of the 17 appends above took over 100 bytes of WebAssembly.
    @inline(never) @_optimize(size) private func add(_ specs: inout [ConstraintSpec], _ spec: ConstraintSpec) {
        specs.append(spec)
    }

    /// The node and attribute a term's attribute stands for: margin attributes are the
    /// margins guide's, baselines the baselines guide's top and bottom.
    @_optimize(size) func resolvedGuideTerm(_ index: Int, _ attribute: Attribute) -> (Int, Attribute) {
        if let base = attribute.marginBase {
            let guides = nodes[index].guides
            if !guides.isEmpty && guides[0] >= 0 { return (Int(guides[0]), base) }
            return (index, base)
        }
        if attribute == .firstBaseline || attribute == .lastBaseline {
            let guides = nodes[index].guides
            let top = attribute == .firstBaseline
            if !guides.isEmpty && guides[3] >= 0 { return (Int(guides[3]), top ? .top : .bottom) }
            return (index, .bottom)
        }
        return (index, attribute)
    }

    /// Makes the guide that a constraint's term needs, if any.
    @_optimize(size) func ensureGuide(for term: ItemTerm) {
        guard case .node(let node) = term.item else { return }
        if term.attribute.marginBase != nil {
            _ = ensureGuide(Int(node.index), .margins)
        } else if term.attribute == .firstBaseline || term.attribute == .lastBaseline {
            _ = ensureGuide(Int(node.index), .baselines)
        }
    }
}
