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
        for index in nodes.indices where nodes[index].isLive {
            let left = solver.value(of: nodes[index].left), top = solver.value(of: nodes[index].top)
            let right = left + solver.value(of: nodes[index].width)
            let bottom = top + solver.value(of: nodes[index].height)
            guard left.isFinite && top.isFinite && right.isFinite && bottom.isFinite else {
                throw LayoutError(.invalidState, "the solution for \(nodeName(index)) overflows the range of doubles; frames were left as they were")
            }
            let x = snap(left), y = snap(top)
            frameScratch[index] = Rect(x: x, y: y, width: snap(right) - x, height: snap(bottom) - y)
        }
        for index in variables.indices where variables[index].isLive && !solver.value(of: variables[index].variable).isFinite {
            throw LayoutError(.invalidState, "the solution for \(variableName(index)) overflows the range of doubles; values were left as they were")
        }
        changedNodes.removeAll(keepingCapacity: true)
        for index in nodes.indices where nodes[index].isLive {
            let absolute = frameScratch[index]
            var relative = absolute
            let parent = nodes[index].parent
            if parent >= 0 {
                relative.x -= frameScratch[Int(parent)].x
                relative.y -= frameScratch[Int(parent)].y
            }
            if absolute != nodes[index].absoluteFrame || relative != nodes[index].frame {
                nodes[index].absoluteFrame = absolute
                nodes[index].frame = relative
                changedNodes.append(NodeID(index: UInt32(index), generation: nodes[index].generation))
            }
        }
        for index in variables.indices where variables[index].isLive {
            variables[index].value = solver.value(of: variables[index].variable)
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
