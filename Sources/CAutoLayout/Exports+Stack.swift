import AutoLayoutModel
import AutoLayoutHeader

// One function per role, not optimized: the optimizer would otherwise copy the
// handle decoder for each role's message closure (4 KB each).
@inline(never) @_optimize(none) func stackHandle(_ box: LayoutBox, _ handle: UInt64) throws(LayoutError) -> NodeID {
    try box.node(handle, role: "stack")
}

@inline(never) @_optimize(none) func afterHandle(_ box: LayoutBox, _ handle: UInt64) throws(LayoutError) -> NodeID {
    try box.node(handle, role: "after")
}

@inline(never) @_optimize(none) func nodeHandle(_ box: LayoutBox, _ handle: UInt64) throws(LayoutError) -> NodeID {
    try box.node(handle, role: "node")
}

@_cdecl("al_stack_new")
@_optimize(size) public func al_stack_new(_ layout: OpaquePointer?, _ parent: UInt64, _ name: UnsafePointer<CChar>?, _ axisValue: al_axis,
                         _ out: UnsafeMutablePointer<UInt64>?) -> al_status {
    perform("al_stack_new", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        let parentID = parent == 0 ? nil : try box.node(parent, role: "parent")
        let stackAxis = try axis(axisValue)
        out.pointee = box.handle(try box.layout.makeStack(parent: parentID, name: string(name), axis: stackAxis))
    }
}

@_cdecl("al_stack_add_arranged")
@_optimize(size) public func al_stack_add_arranged(_ layout: OpaquePointer?, _ stack: UInt64, _ node: UInt64) -> al_status {
    perform("al_stack_add_arranged", layout) { box throws(LayoutError) in
        try box.layout.addArranged(stackHandle(box, stack), nodeHandle(box, node))
    }
}

@_cdecl("al_stack_insert_arranged")
@_optimize(size) public func al_stack_insert_arranged(_ layout: OpaquePointer?, _ stack: UInt64, _ node: UInt64, _ index: Int) -> al_status {
    perform("al_stack_insert_arranged", layout) { box throws(LayoutError) in
        // size_t arrives as Int: a huge index reads as negative, and is refused as out of range.
        try box.layout.insertArranged(stackHandle(box, stack), nodeHandle(box, node), at: index)
    }
}

@_cdecl("al_stack_remove_arranged")
@_optimize(size) public func al_stack_remove_arranged(_ layout: OpaquePointer?, _ stack: UInt64, _ node: UInt64) -> al_status {
    perform("al_stack_remove_arranged", layout) { box throws(LayoutError) in
        try box.layout.removeArranged(stackHandle(box, stack), nodeHandle(box, node))
    }
}

@_cdecl("al_stack_get_arranged")
@_optimize(size) public func al_stack_get_arranged(_ layout: OpaquePointer?, _ stack: UInt64, _ out: UnsafeMutablePointer<UInt64>?,
                                  _ capacity: Int, _ count: UnsafeMutablePointer<Int>?) -> al_status {
    perform("al_stack_get_arranged", layout) { box throws(LayoutError) in
        let nodes = try box.layout.arranged(in: stackHandle(box, stack))
        try fill(nodes.map { box.handle($0) }, out, capacity, count)
    }
}

@_cdecl("al_stack_set_axis")
@_optimize(size) public func al_stack_set_axis(_ layout: OpaquePointer?, _ stack: UInt64, _ value: al_axis) -> al_status {
    perform("al_stack_set_axis", layout) { box throws(LayoutError) in
        let id = try stackHandle(box, stack)
        try box.layout.setAxis(id, axis(value))
    }
}

@_cdecl("al_stack_set_distribution")
@_optimize(size) public func al_stack_set_distribution(_ layout: OpaquePointer?, _ stack: UInt64, _ value: al_distribution) -> al_status {
    perform("al_stack_set_distribution", layout) { box throws(LayoutError) in
        let id = try stackHandle(box, stack)
        try box.layout.setDistribution(id, distribution(value))
    }
}

@_cdecl("al_stack_set_alignment")
@_optimize(size) public func al_stack_set_alignment(_ layout: OpaquePointer?, _ stack: UInt64, _ value: al_alignment) -> al_status {
    perform("al_stack_set_alignment", layout) { box throws(LayoutError) in
        let id = try stackHandle(box, stack)
        try box.layout.setAlignment(id, alignment(value))
    }
}

@_cdecl("al_stack_set_spacing")
@_optimize(size) public func al_stack_set_spacing(_ layout: OpaquePointer?, _ stack: UInt64, _ spacing: Double) -> al_status {
    perform("al_stack_set_spacing", layout) { box throws(LayoutError) in
        try box.layout.setSpacing(stackHandle(box, stack), finite(spacing, "spacing"))
    }
}

@_cdecl("al_stack_set_custom_spacing")
@_optimize(size) public func al_stack_set_custom_spacing(_ layout: OpaquePointer?, _ stack: UInt64, _ after: UInt64, _ spacing: Double) -> al_status {
    perform("al_stack_set_custom_spacing", layout) { box throws(LayoutError) in
        try box.layout.setCustomSpacing(stackHandle(box, stack), after: afterHandle(box, after), finite(spacing, "spacing"))
    }
}

@_cdecl("al_stack_set_margins_relative")
@_optimize(size) public func al_stack_set_margins_relative(_ layout: OpaquePointer?, _ stack: UInt64, _ relative: Bool) -> al_status {
    perform("al_stack_set_margins_relative", layout) { box throws(LayoutError) in
        try box.layout.setMarginsRelative(stackHandle(box, stack), relative)
    }
}

@_cdecl("al_node_is_stack")
@_optimize(size) public func al_node_is_stack(_ layout: OpaquePointer?, _ node: UInt64, _ out: UnsafeMutablePointer<Bool>?) -> al_status {
    perform("al_node_is_stack", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        out.pointee = try box.layout.isStack(nodeHandle(box, node))
    }
}

@_cdecl("al_stack_get_axis")
@_optimize(size) public func al_stack_get_axis(_ layout: OpaquePointer?, _ stack: UInt64, _ out: UnsafeMutablePointer<al_axis>?) -> al_status {
    perform("al_stack_get_axis", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        let settings = try box.layout.stackSettings(stackHandle(box, stack))
        out.pointee = al_axis(rawValue: UInt32(settings.axis.rawValue))
    }
}

@_cdecl("al_stack_get_distribution")
@_optimize(size) public func al_stack_get_distribution(_ layout: OpaquePointer?, _ stack: UInt64, _ out: UnsafeMutablePointer<al_distribution>?) -> al_status {
    perform("al_stack_get_distribution", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        let settings = try box.layout.stackSettings(stackHandle(box, stack))
        out.pointee = al_distribution(rawValue: UInt32(settings.distribution.rawValue))
    }
}

@_cdecl("al_stack_get_alignment")
@_optimize(size) public func al_stack_get_alignment(_ layout: OpaquePointer?, _ stack: UInt64, _ out: UnsafeMutablePointer<al_alignment>?) -> al_status {
    perform("al_stack_get_alignment", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        let settings = try box.layout.stackSettings(stackHandle(box, stack))
        out.pointee = al_alignment(rawValue: UInt32(settings.alignment.rawValue))
    }
}

@_cdecl("al_stack_get_spacing")
@_optimize(size) public func al_stack_get_spacing(_ layout: OpaquePointer?, _ stack: UInt64, _ out: UnsafeMutablePointer<Double>?) -> al_status {
    perform("al_stack_get_spacing", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        out.pointee = try box.layout.stackSettings(stackHandle(box, stack)).spacing
    }
}

@_cdecl("al_stack_get_custom_spacing")
@_optimize(size) public func al_stack_get_custom_spacing(_ layout: OpaquePointer?, _ stack: UInt64, _ after: UInt64, _ out: UnsafeMutablePointer<Double>?) -> al_status {
    perform("al_stack_get_custom_spacing", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        let id = try stackHandle(box, stack)
        let custom = try box.layout.customSpacing(id, after: afterHandle(box, after))
        let spacing = try box.layout.stackSettings(id).spacing
        out.pointee = custom ?? spacing
    }
}

@_cdecl("al_stack_is_margins_relative")
@_optimize(size) public func al_stack_is_margins_relative(_ layout: OpaquePointer?, _ stack: UInt64, _ out: UnsafeMutablePointer<Bool>?) -> al_status {
    perform("al_stack_is_margins_relative", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        out.pointee = try box.layout.stackSettings(stackHandle(box, stack)).marginsRelative
    }
}
