import AutoLayoutSolver

extension Layout {
    /// Reads every node's frame and every variable's value out of the solver, rounds
    /// edges to the pixel grid, and records which nodes changed.
    /// - Throws: `.invalidState`, leaving the frames as they were, when the solution
    ///   overflows the range of doubles (chains of large multipliers can do that).
    func refreshFrames() throws(LayoutError) {
        // Fields are read one by one: copying whole Node values would retain their
        // arrays and strings for nothing.
        for index in nodes.indices where nodes[index].isLive {
            let left = solver.value(of: nodes[index].left), top = solver.value(of: nodes[index].top)
            let width = solver.value(of: nodes[index].width), height = solver.value(of: nodes[index].height)
            guard (left + width).isFinite && (top + height).isFinite && width.isFinite && height.isFinite
                    && left.isFinite && top.isFinite else {
                throw LayoutError(.invalidState, "the solution for \(nodeName(index)) overflows the range of doubles; frames were left as they were")
            }
        }
        for index in variables.indices where variables[index].isLive && !solver.value(of: variables[index].variable).isFinite {
            throw LayoutError(.invalidState, "the solution for \(variableName(index)) overflows the range of doubles; values were left as they were")
        }
        changedNodes.removeAll(keepingCapacity: true)
        for index in nodes.indices where nodes[index].isLive {
            let leftValue = solver.value(of: nodes[index].left), topValue = solver.value(of: nodes[index].top)
            let left = snap(leftValue)
            let top = snap(topValue)
            let right = snap(leftValue + solver.value(of: nodes[index].width))
            let bottom = snap(topValue + solver.value(of: nodes[index].height))
            let absolute = Rect(x: left, y: top, width: right - left, height: bottom - top)
            var parentLeft = 0.0, parentTop = 0.0
            let parent = nodes[index].parent
            if parent >= 0 {
                parentLeft = snap(solver.value(of: nodes[Int(parent)].left))
                parentTop = snap(solver.value(of: nodes[Int(parent)].top))
            }
            let relative = Rect(x: left - parentLeft, y: top - parentTop, width: absolute.width, height: absolute.height)
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
