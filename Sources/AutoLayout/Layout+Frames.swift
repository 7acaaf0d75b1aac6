import AutoLayoutSolver

extension Layout {
    /// Reads every node's frame and every variable's value out of the solver, rounds
    /// edges to the pixel grid, and records which nodes changed.
    /// - Throws: `.invalidState`, leaving the frames as they were, when the solution
    ///   overflows the range of doubles (chains of large multipliers can do that).
    func refreshFrames() throws(LayoutError) {
        for node in nodes where node.isLive {
            let left = solver.value(of: node.left), top = solver.value(of: node.top)
            let width = solver.value(of: node.width), height = solver.value(of: node.height)
            guard (left + width).isFinite && (top + height).isFinite && width.isFinite && height.isFinite
                    && left.isFinite && top.isFinite else {
                throw LayoutError(.invalidState, "the solution for \(node.name.isEmpty ? "a node" : node.name) overflows the range of doubles; frames were left as they were")
            }
        }
        for variable in variables where variable.isLive && !solver.value(of: variable.variable).isFinite {
            throw LayoutError(.invalidState, "the solution for \(variable.name.isEmpty ? "a variable" : variable.name) overflows the range of doubles; values were left as they were")
        }
        changedNodes.removeAll(keepingCapacity: true)
        for index in nodes.indices where nodes[index].isLive {
            let node = nodes[index]
            let left = snap(solver.value(of: node.left))
            let top = snap(solver.value(of: node.top))
            let right = snap(solver.value(of: node.left) + solver.value(of: node.width))
            let bottom = snap(solver.value(of: node.top) + solver.value(of: node.height))
            let absolute = Rect(x: left, y: top, width: right - left, height: bottom - top)
            var parentLeft = 0.0, parentTop = 0.0
            if node.parent >= 0 {
                let parent = nodes[Int(node.parent)]
                parentLeft = snap(solver.value(of: parent.left))
                parentTop = snap(solver.value(of: parent.top))
            }
            let relative = Rect(x: left - parentLeft, y: top - parentTop, width: absolute.width, height: absolute.height)
            if absolute != node.absoluteFrame || relative != node.frame {
                nodes[index].absoluteFrame = absolute
                nodes[index].frame = relative
                changedNodes.append(NodeID(index: UInt32(index), generation: node.generation))
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
