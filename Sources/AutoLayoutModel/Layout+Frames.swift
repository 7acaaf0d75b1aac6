import AutoLayoutSolver

extension Layout {
    /// Reads every node's frame and every variable's value out of the solver, rounds
    /// edges to the pixel grid, and records which nodes changed.
    /// - Throws: `.invalidState`, leaving the frames as they were, when the solution
    ///   overflows the range of doubles (chains of large multipliers can do that).
    func refreshFrames() throws(LayoutError) {
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
    }

    /// Rounds an edge to the pixel grid (half away from zero), or returns it as is
    /// without a scale. Edges, not sizes, are rounded so that neighbours stay flush.
    @inline(__always) func snap(_ edge: Double) -> Double {
        if scale <= 0 { return edge }
        let scaled = edge * scale
        let rounded = scaled < 0 ? -(-scaled + 0.5).rounded(.down) : (scaled + 0.5).rounded(.down)
        return rounded / scale
    }
}
