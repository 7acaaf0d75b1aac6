import AutoLayoutSolver

extension Layout {
    /// Reads the nodes' frames and every variable's value out of the solver, rounds
    /// edges to the pixel grid, and records which nodes changed.
    ///
    /// Native builds read only the nodes whose variables changed value when the solver
    /// can list them (every evaluation since the last refresh was partial, see
    /// `Solver.valuesChangedSinceRead`) and nothing else moved frames since: no node came,
    /// went or changed parent, no alias class joined or split (a shifted alias's members
    /// are listed, see `VariableAliases.shifted`), the pixel grid stayed. An edit that
    /// moves a few nodes of a large layout then costs a few nodes, not all of them. The
    /// WebAssembly module reads every frame: its 100 KB cannot hold the rest.
    /// - Throws: `.invalidState`, leaving the frames as they were, when the solution
    ///   overflows the range of doubles (chains of large multipliers can do that).
    func refreshFrames() throws(LayoutError) {
        #if !arch(wasm32)
        // Marked before the work: a refresh that throws leaves the next one to read all.
        let whole = framesNeedWholeRefresh || aliases.version != aliasVersionAtRefresh
        framesNeedWholeRefresh = true
        if !whole, let changed = solver.valuesChangedSinceRead, changed.count + aliases.shifted.count < max(16, nodes.count / 4) {
            try refreshChangedFrames(changed)
            framesWereRead()
            return
        }
        #endif
        // First every absolute frame into scratch, checking that it is finite; only then
        // are the frames replaced, so an overflow leaves them as they were. Fields are
        // read one by one: copying whole Node values would retain their arrays.
        if frameScratch.count < nodes.count {
            frameScratch.append(contentsOf: repeatElement(Rect.zero, count: nodes.count - frameScratch.count))
        }
        var overflowing = -1
        // The solver's values read in place, once for all nodes: through `Solver.values`
        // each node paid the call and its buffer accesses, a third of a resize of a stack
        // of 1,000 labels.
        let aliased = aliases.aliasedCount > 0
        // Only the compact variables are read here, not the node records.
        nodeVariables.symbols.withUnsafeBufferPointer { symbols in
            frameScratch.withUnsafeMutableBufferPointer { frames in
                solver.withValues { values, slots in
                    @inline(__always) func read(_ symbol: Int32) -> Double {
                        if !aliased {
                            return slots[Int(symbol)] >= 0 ? values[Int(symbol)] : 0
                        }
                        let (representative, offset) = aliases.resolve(Variable(symbol: symbol))
                        return (slots[Int(representative.symbol)] >= 0 ? values[Int(representative.symbol)] : 0) + offset
                    }
                    // Left, top, width and height, four symbols a node; a free slot's are -1.
                    for index in 0..<symbols.count / 4 where symbols[4 * index] >= 0 {
                        let node = symbols.baseAddress! + 4 * index
                        let left = read(node[0]), top = read(node[1])
                        let right = left + read(node[2]), bottom = top + read(node[3])
                        if !(left.isFinite && top.isFinite && right.isFinite && bottom.isFinite) {
                            overflowing = index
                            return
                        }
                        let x = snap(left), y = snap(top)
                        frames[index] = Rect(x: x, y: y, width: snap(right) - x, height: snap(bottom) - y)
                    }
                }
            }
        }
        if overflowing >= 0 {
            throw LayoutError(.invalidState, "the solution for \(nodeName(overflowing)) overflows the range of doubles; frames were left as they were")
        }
        for index in variables.indices where variables[index].isLive && !solvedValue(variables[index].variable).isFinite {
            throw LayoutError(.invalidState, "the solution for \(variableName(index)) overflows the range of doubles; values were left as they were")
        }
        changedNodes.removeAll(keepingCapacity: true)
        frameScratch.withUnsafeBufferPointer { frames in
            nodes.withUnsafeMutableBufferPointer { nodes in
                for index in nodes.indices where nodes[index].isLive {
                    let node = nodes.baseAddress! + index
                    let absolute = frames[index]
                    var relative = absolute
                    let parent = node.pointee.parent
                    if parent >= 0 {
                        relative.x -= frames[Int(parent)].x
                        relative.y -= frames[Int(parent)].y
                    }
                    if absolute != node.pointee.absoluteFrame || relative != node.pointee.frame {
                        node.pointee.absoluteFrame = absolute
                        node.pointee.frame = relative
                        // Guides are not drawn, so no caller redraws them.
                        if node.pointee.guideKind == nil {
                            changedNodes.append(NodeID(index: UInt32(index), generation: node.pointee.generation))
                        }
                    }
                }
            }
        }
        for index in variables.indices where variables[index].isLive {
            variables[index].value = solvedValue(variables[index].variable)
        }
        #if !arch(wasm32)
        framesReadByLastRefresh = nodes.count
        framesWereRead()
        #endif
    }

    /// Notes a change that moves frames without changing the solver's values (nodes made,
    /// freed or moved to another parent, the pixel grid): the next refresh reads them all.
    @inline(__always) func framesMoveWithoutValues() {
        #if !arch(wasm32)
        framesNeedWholeRefresh = true
        #endif
    }

    #if !arch(wasm32)
    /// After a refresh, whole or not: the solver's list of changed values and the aliases'
    /// of shifted variables start again, for the next refresh to read what they list.
    private func framesWereRead() {
        solver.markValuesRead()
        aliases.forgetShifts()
        aliasVersionAtRefresh = aliases.version
        framesNeedWholeRefresh = false
    }

    /// The frames of the nodes whose variables are in `changed` (every member of their
    /// alias classes) or were shifted within their class, and the relative frames of the
    /// children of those that moved; as the whole refresh finds them, which debug builds
    /// check. Linear in those nodes, times a logarithm for their order.
    private func refreshChangedFrames(_ changed: [Int32]) throws(LayoutError) {
        if frameMarks.count < nodes.count { frameMarks.append(contentsOf: repeatElement(0, count: nodes.count - frameMarks.count)) }
        if frameScratch.count < nodes.count {
            frameScratch.append(contentsOf: repeatElement(Rect.zero, count: nodes.count - frameScratch.count))
        }
        var before: [(Rect, Rect)] = []
        assert({ before = nodes.map { ($0.absoluteFrame, $0.frame) }; return true }())
        var touched = touchedNodes
        touchedNodes = []
        defer {
            for index in touched { frameMarks[Int(index)] = 0 }
            touched.removeAll(keepingCapacity: true)
            touchedNodes = touched
        }
        // Marks: 1 read again, 2 a child of a node whose origin moved, 3 read and moved,
        // 4 read and moved its origin.
        func touch(_ symbol: Int32) {
            let owner = aliases.owner[Int(symbol)]
            if owner >= 0 && frameMarks[Int(owner)] == 0 && nodes[Int(owner)].isLive {
                frameMarks[Int(owner)] = 1
                touched.append(owner)
            }
        }
        for symbol in changed {
            var member = aliases.representative[Int(symbol)]
            while member >= 0 {
                touch(member)
                member = aliases.member(after: member)
            }
        }
        for symbol in aliases.shifted { touch(symbol) }
        touched.sort()
        // Into scratch first, as the whole refresh: an overflow leaves every frame as it was.
        for index in touched {
            let frame = absoluteFrame(Int(index))
            if !(frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite) {
                throw LayoutError(.invalidState, "the solution for \(nodeName(Int(index))) overflows the range of doubles; frames were left as they were")
            }
            frameScratch[Int(index)] = frame
        }
        for index in variables.indices where variables[index].isLive && !solvedValue(variables[index].variable).isFinite {
            throw LayoutError(.invalidState, "the solution for \(variableName(index)) overflows the range of doubles; values were left as they were")
        }
        let read = touched.count
        framesReadByLastRefresh = read
        for index in touched where frameScratch[Int(index)] != nodes[Int(index)].absoluteFrame {
            let old = nodes[Int(index)].absoluteFrame
            nodes[Int(index)].absoluteFrame = frameScratch[Int(index)]
            // A child's relative frame follows its parent's origin, not its size.
            frameMarks[Int(index)] = old.x != frameScratch[Int(index)].x || old.y != frameScratch[Int(index)].y ? 4 : 3
        }
        for position in 0..<read where frameMarks[Int(touched[position])] == 4 {
            let index = Int(touched[position])
            for child in nodes[index].children where frameMarks[Int(child)] == 0 {
                frameMarks[Int(child)] = 2
                touched.append(child)
            }
            for guide in nodes[index].guides where guide >= 0 && frameMarks[Int(guide)] == 0 {
                frameMarks[Int(guide)] = 2
                touched.append(guide)
            }
        }
        if touched.count > read { touched.sort() }
        changedNodes.removeAll(keepingCapacity: true)
        for index in touched {
            let node = Int(index)
            let relative = relativeFrame(nodes[node].absoluteFrame, of: node)
            if frameMarks[node] >= 3 || relative != nodes[node].frame {
                nodes[node].frame = relative
                // Guides are not drawn, so no caller redraws them.
                if nodes[node].guideKind == nil { changedNodes.append(NodeID(index: UInt32(node), generation: nodes[node].generation)) }
            }
        }
        for index in variables.indices where variables[index].isLive {
            variables[index].value = solvedValue(variables[index].variable)
        }
        assert(framesMatchWholeRefresh(before))
    }

    /// A node's absolute frame from the solver's values, as the whole refresh reads it.
    private func absoluteFrame(_ index: Int) -> Rect {
        let variables = nodeVariables[index]
        let aliased = aliases.aliasedCount > 0
        func read(_ variable: Variable) -> Double {
            if !aliased { return solver.value(of: variable) }
            let (representative, offset) = aliases.resolve(variable)
            return solver.value(of: representative) + offset
        }
        let left = read(variables.left), top = read(variables.top)
        let right = left + read(variables.width), bottom = top + read(variables.height)
        let x = snap(left), y = snap(top)
        return Rect(x: x, y: y, width: snap(right) - x, height: snap(bottom) - y)
    }

    /// `absolute` less the origin of the node's parent (its absolute frame as it stands).
    private func relativeFrame(_ absolute: Rect, of index: Int) -> Rect {
        var relative = absolute
        let parent = nodes[index].parent
        if parent >= 0 {
            relative.x -= nodes[Int(parent)].absoluteFrame.x
            relative.y -= nodes[Int(parent)].absoluteFrame.y
        }
        return relative
    }

    /// Debug builds: after a refresh of the changed frames, every live node's frames are
    /// what the whole refresh writes, and the changed nodes are exactly those whose
    /// frames differ from `before`.
    private func framesMatchWholeRefresh(_ before: [(Rect, Rect)]) -> Bool {
        var listed = Set<UInt32>()
        for id in changedNodes { listed.insert(id.index) }
        for index in nodes.indices where nodes[index].isLive {
            let absolute = absoluteFrame(index)
            if absolute != nodes[index].absoluteFrame || relativeFrame(absolute, of: index) != nodes[index].frame { return false }
            let moved = before[index].0 != nodes[index].absoluteFrame || before[index].1 != nodes[index].frame
            if moved != listed.contains(UInt32(index)) && nodes[index].guideKind == nil { return false }
        }
        return true
    }

    #endif

    /// Rounds an edge to the pixel grid (half away from zero), or returns it as is
    /// without a scale. Edges, not sizes, are rounded so that neighbours stay flush.
    /// From 2^52 pixels on a double is a whole number already, and the product may
    /// overflow: an edge at 2.5e302 (`1e-300 * a.centerX == 250`) at a scale of a
    /// million came out infinite (fuzz input `huge-edge-at-a-scale`).
    @inline(__always) func snap(_ edge: Double) -> Double {
        if scale <= 0 { return edge }
        let scaled = edge * scale
        if !(abs(scaled) < 4_503_599_627_370_496) { return edge }
        let rounded = scaled < 0 ? -(-scaled + 0.5).rounded(.down) : (scaled + 0.5).rounded(.down)
        return rounded / scale
    }
}
