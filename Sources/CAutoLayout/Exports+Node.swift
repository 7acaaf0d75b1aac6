import AutoLayoutModel
import AutoLayoutHeader

@_cdecl("al_node_new")
public func al_node_new(_ layout: OpaquePointer?, _ parent: UInt64, _ name: UnsafePointer<CChar>?,
                        _ out: UnsafeMutablePointer<UInt64>?) -> al_status {
    perform("al_node_new", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        let parentID = parent == 0 ? nil : try box.node(parent, role: "parent")
        out.pointee = box.handle(try box.layout.makeNode(parent: parentID, name: string(name)))
    }
}

@_cdecl("al_node_free")
public func al_node_free(_ layout: OpaquePointer?, _ node: UInt64) -> al_status {
    perform("al_node_free", layout) { box throws(LayoutError) in
        try box.layout.freeNode(nodeHandle(box, node))
    }
}

@_cdecl("al_node_set_parent")
public func al_node_set_parent(_ layout: OpaquePointer?, _ node: UInt64, _ parent: UInt64) -> al_status {
    perform("al_node_set_parent", layout) { box throws(LayoutError) in
        let nodeID = try nodeHandle(box, node)
        let parentID = parent == 0 ? nil : try box.node(parent, role: "parent")
        try box.layout.setParent(nodeID, parentID)
    }
}

@inline(__always) func rect(_ frame: Rect) -> al_rect {
    al_rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
}

@_cdecl("al_node_get_frame")
public func al_node_get_frame(_ layout: OpaquePointer?, _ node: UInt64, _ out: UnsafeMutablePointer<al_rect>?) -> al_status {
    perform("al_node_get_frame", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        out.pointee = rect(try box.layout.frame(of: nodeHandle(box, node)))
    }
}

@_cdecl("al_node_get_absolute_frame")
public func al_node_get_absolute_frame(_ layout: OpaquePointer?, _ node: UInt64, _ out: UnsafeMutablePointer<al_rect>?) -> al_status {
    perform("al_node_get_absolute_frame", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        out.pointee = rect(try box.layout.absoluteFrame(of: nodeHandle(box, node)))
    }
}

@_cdecl("al_nodes_get_frames")
public func al_nodes_get_frames(_ layout: OpaquePointer?, _ nodes: UnsafePointer<UInt64>?, _ count: Int,
                                _ out: UnsafeMutablePointer<al_rect>?) -> al_status {
    perform("al_nodes_get_frames", layout) { box throws(LayoutError) in
        if count == 0 { return }
        guard let nodes else { throw LayoutError(.invalidArgument, "nodes is NULL but count is \(count)") }
        let out = try required(out, "out")
        // Check every handle before writing anything, then write.
        for position in 0..<count {
            _ = try box.layout.frame(of: box.node(nodes[position], role: "nodes[\(position)]"))
        }
        for position in 0..<count {
            let handle = nodes[position]
            out[position] = rect(box.layout.frame(ofValidated: NodeID(index: UInt32(handle & 0xFF_FFFF), generation: 0)))
        }
    }
}

@_cdecl("al_node_set_intrinsic_size")
public func al_node_set_intrinsic_size(_ layout: OpaquePointer?, _ node: UInt64, _ width: Double, _ height: Double) -> al_status {
    perform("al_node_set_intrinsic_size", layout) { box throws(LayoutError) in
        try box.layout.setIntrinsicSize(nodeHandle(box, node), width: finite(width, "width"), height: finite(height, "height"))
    }
}

@_cdecl("al_node_set_content_hugging_priority")
public func al_node_set_content_hugging_priority(_ layout: OpaquePointer?, _ node: UInt64, _ axisValue: al_axis, _ value: Double) -> al_status {
    perform("al_node_set_content_hugging_priority", layout) { box throws(LayoutError) in
        let id = try nodeHandle(box, node)
        try box.layout.setContentHuggingPriority(id, axis(axisValue), priority(value))
    }
}

@_cdecl("al_node_set_compression_resistance_priority")
public func al_node_set_compression_resistance_priority(_ layout: OpaquePointer?, _ node: UInt64, _ axisValue: al_axis, _ value: Double) -> al_status {
    perform("al_node_set_compression_resistance_priority", layout) { box throws(LayoutError) in
        let id = try nodeHandle(box, node)
        try box.layout.setCompressionResistancePriority(id, axis(axisValue), priority(value))
    }
}

@_cdecl("al_node_set_measure_function")
public func al_node_set_measure_function(_ layout: OpaquePointer?, _ node: UInt64, _ function: al_measure_fn?,
                                         _ userdata: UnsafeMutableRawPointer?) -> al_status {
    perform("al_node_set_measure_function", layout) { box throws(LayoutError) in
        let id = try nodeHandle(box, node)
        guard let function else {
            try box.layout.setMeasureFunction(id, nil)
            return
        }
        // Capture the handle, not the box: the box owns the layout that keeps this.
        let handle = box.handle(id)
        try box.layout.setMeasureFunction(id) { _ in
            var width = -1.0, height = -1.0
            function(userdata, handle, &width, &height)
            return (width, height)
        }
    }
}

@_cdecl("al_node_mark_dirty")
public func al_node_mark_dirty(_ layout: OpaquePointer?, _ node: UInt64) -> al_status {
    perform("al_node_mark_dirty", layout) { box throws(LayoutError) in
        try box.layout.markDirty(nodeHandle(box, node))
    }
}

@_cdecl("al_node_set_user_data")
public func al_node_set_user_data(_ layout: OpaquePointer?, _ node: UInt64, _ data: UnsafeMutableRawPointer?) -> al_status {
    perform("al_node_set_user_data", layout) { box throws(LayoutError) in
        try box.layout.setUserData(nodeHandle(box, node), data)
    }
}

@_cdecl("al_node_get_user_data")
public func al_node_get_user_data(_ layout: OpaquePointer?, _ node: UInt64,
                                  _ out: UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> al_status {
    perform("al_node_get_user_data", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        out.pointee = try box.layout.userData(of: nodeHandle(box, node))
    }
}

@_cdecl("al_node_has_ambiguous_layout")
public func al_node_has_ambiguous_layout(_ layout: OpaquePointer?, _ node: UInt64, _ out: UnsafeMutablePointer<Bool>?) -> al_status {
    perform("al_node_has_ambiguous_layout", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        out.pointee = try box.layout.hasAmbiguousLayout(nodeHandle(box, node))
    }
}

@_cdecl("al_node_get_intrinsic_size")
public func al_node_get_intrinsic_size(_ layout: OpaquePointer?, _ node: UInt64, _ width: UnsafeMutablePointer<Double>?,
                                       _ height: UnsafeMutablePointer<Double>?) -> al_status {
    perform("al_node_get_intrinsic_size", layout) { box throws(LayoutError) in
        let width = try required(width, "width"), height = try required(height, "height")
        let size = try box.layout.intrinsicSize(of: nodeHandle(box, node))
        width.pointee = size.width
        height.pointee = size.height
    }
}

@_cdecl("al_node_get_content_hugging_priority")
public func al_node_get_content_hugging_priority(_ layout: OpaquePointer?, _ node: UInt64, _ axisValue: al_axis,
                                                 _ out: UnsafeMutablePointer<Double>?) -> al_status {
    perform("al_node_get_content_hugging_priority", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        out.pointee = try box.layout.contentHuggingPriority(of: nodeHandle(box, node), axis(axisValue))
    }
}

@_cdecl("al_node_get_compression_resistance_priority")
public func al_node_get_compression_resistance_priority(_ layout: OpaquePointer?, _ node: UInt64, _ axisValue: al_axis,
                                                        _ out: UnsafeMutablePointer<Double>?) -> al_status {
    perform("al_node_get_compression_resistance_priority", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        out.pointee = try box.layout.compressionResistancePriority(of: nodeHandle(box, node), axis(axisValue))
    }
}

@_cdecl("al_node_get_parent")
public func al_node_get_parent(_ layout: OpaquePointer?, _ node: UInt64, _ out: UnsafeMutablePointer<UInt64>?) -> al_status {
    perform("al_node_get_parent", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        let parent = try box.layout.parent(of: nodeHandle(box, node))
        out.pointee = parent.map { box.handle($0) } ?? 0
    }
}
