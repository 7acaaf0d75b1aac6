import AutoLayoutModel
import AutoLayoutHeader

@_cdecl("al_stack_new")
public func al_stack_new(_ layout: OpaquePointer?, _ parent: UInt64, _ name: UnsafePointer<CChar>?, _ axisValue: al_axis,
                         _ out: UnsafeMutablePointer<UInt64>?) -> al_status {
    perform("al_stack_new", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        let parentID = parent == 0 ? nil : try box.node(parent, role: "parent")
        let stackAxis = try axis(axisValue)
        out.pointee = box.handle(try box.layout.makeStack(parent: parentID, name: string(name), axis: stackAxis))
    }
}

@_cdecl("al_stack_add_arranged")
public func al_stack_add_arranged(_ layout: OpaquePointer?, _ stack: UInt64, _ node: UInt64) -> al_status {
    perform("al_stack_add_arranged", layout) { box throws(LayoutError) in
        try box.layout.addArranged(box.node(stack, role: "stack"), box.node(node, role: "node"))
    }
}

@_cdecl("al_stack_insert_arranged")
public func al_stack_insert_arranged(_ layout: OpaquePointer?, _ stack: UInt64, _ node: UInt64, _ index: Int) -> al_status {
    perform("al_stack_insert_arranged", layout) { box throws(LayoutError) in
        // size_t arrives as Int: a huge index reads as negative, and is refused as out of range.
        try box.layout.insertArranged(box.node(stack, role: "stack"), box.node(node, role: "node"), at: index)
    }
}

@_cdecl("al_stack_remove_arranged")
public func al_stack_remove_arranged(_ layout: OpaquePointer?, _ stack: UInt64, _ node: UInt64) -> al_status {
    perform("al_stack_remove_arranged", layout) { box throws(LayoutError) in
        try box.layout.removeArranged(box.node(stack, role: "stack"), box.node(node, role: "node"))
    }
}

@_cdecl("al_stack_get_arranged")
public func al_stack_get_arranged(_ layout: OpaquePointer?, _ stack: UInt64, _ out: UnsafeMutablePointer<UInt64>?,
                                  _ capacity: Int, _ count: UnsafeMutablePointer<Int>?) -> al_status {
    perform("al_stack_get_arranged", layout) { box throws(LayoutError) in
        let nodes = try box.layout.arranged(in: box.node(stack, role: "stack"))
        try fill(nodes.map { box.handle($0) }, out, capacity, count)
    }
}

@_cdecl("al_stack_set_axis")
public func al_stack_set_axis(_ layout: OpaquePointer?, _ stack: UInt64, _ value: al_axis) -> al_status {
    perform("al_stack_set_axis", layout) { box throws(LayoutError) in
        let id = try box.node(stack, role: "stack")
        try box.layout.setAxis(id, axis(value))
    }
}

@_cdecl("al_stack_set_distribution")
public func al_stack_set_distribution(_ layout: OpaquePointer?, _ stack: UInt64, _ value: al_distribution) -> al_status {
    perform("al_stack_set_distribution", layout) { box throws(LayoutError) in
        let id = try box.node(stack, role: "stack")
        try box.layout.setDistribution(id, distribution(value))
    }
}

@_cdecl("al_stack_set_alignment")
public func al_stack_set_alignment(_ layout: OpaquePointer?, _ stack: UInt64, _ value: al_alignment) -> al_status {
    perform("al_stack_set_alignment", layout) { box throws(LayoutError) in
        let id = try box.node(stack, role: "stack")
        try box.layout.setAlignment(id, alignment(value))
    }
}

@_cdecl("al_stack_set_spacing")
public func al_stack_set_spacing(_ layout: OpaquePointer?, _ stack: UInt64, _ spacing: Double) -> al_status {
    perform("al_stack_set_spacing", layout) { box throws(LayoutError) in
        try box.layout.setSpacing(box.node(stack, role: "stack"), finite(spacing, "spacing"))
    }
}

@_cdecl("al_stack_set_custom_spacing")
public func al_stack_set_custom_spacing(_ layout: OpaquePointer?, _ stack: UInt64, _ after: UInt64, _ spacing: Double) -> al_status {
    perform("al_stack_set_custom_spacing", layout) { box throws(LayoutError) in
        try box.layout.setCustomSpacing(box.node(stack, role: "stack"), after: box.node(after, role: "after"), finite(spacing, "spacing"))
    }
}

@_cdecl("al_stack_set_margins_relative")
public func al_stack_set_margins_relative(_ layout: OpaquePointer?, _ stack: UInt64, _ relative: Bool) -> al_status {
    perform("al_stack_set_margins_relative", layout) { box throws(LayoutError) in
        try box.layout.setMarginsRelative(box.node(stack, role: "stack"), relative)
    }
}

@_cdecl("al_node_is_stack")
public func al_node_is_stack(_ layout: OpaquePointer?, _ node: UInt64, _ out: UnsafeMutablePointer<Bool>?) -> al_status {
    perform("al_node_is_stack", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        out.pointee = try box.layout.isStack(box.node(node, role: "node"))
    }
}

@_cdecl("al_stack_get_axis")
public func al_stack_get_axis(_ layout: OpaquePointer?, _ stack: UInt64, _ out: UnsafeMutablePointer<al_axis>?) -> al_status {
    perform("al_stack_get_axis", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        let settings = try box.layout.stackSettings(box.node(stack, role: "stack"))
        out.pointee = al_axis(rawValue: UInt32(settings.axis.rawValue))
    }
}

@_cdecl("al_stack_get_distribution")
public func al_stack_get_distribution(_ layout: OpaquePointer?, _ stack: UInt64, _ out: UnsafeMutablePointer<al_distribution>?) -> al_status {
    perform("al_stack_get_distribution", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        let settings = try box.layout.stackSettings(box.node(stack, role: "stack"))
        out.pointee = al_distribution(rawValue: UInt32(settings.distribution.rawValue))
    }
}

@_cdecl("al_stack_get_alignment")
public func al_stack_get_alignment(_ layout: OpaquePointer?, _ stack: UInt64, _ out: UnsafeMutablePointer<al_alignment>?) -> al_status {
    perform("al_stack_get_alignment", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        let settings = try box.layout.stackSettings(box.node(stack, role: "stack"))
        out.pointee = al_alignment(rawValue: UInt32(settings.alignment.rawValue))
    }
}

@_cdecl("al_stack_get_spacing")
public func al_stack_get_spacing(_ layout: OpaquePointer?, _ stack: UInt64, _ out: UnsafeMutablePointer<Double>?) -> al_status {
    perform("al_stack_get_spacing", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        out.pointee = try box.layout.stackSettings(box.node(stack, role: "stack")).spacing
    }
}

@_cdecl("al_stack_get_custom_spacing")
public func al_stack_get_custom_spacing(_ layout: OpaquePointer?, _ stack: UInt64, _ after: UInt64, _ out: UnsafeMutablePointer<Double>?) -> al_status {
    perform("al_stack_get_custom_spacing", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        let id = try box.node(stack, role: "stack")
        let custom = try box.layout.customSpacing(id, after: box.node(after, role: "after"))
        let spacing = try box.layout.stackSettings(id).spacing
        out.pointee = custom ?? spacing
    }
}

@_cdecl("al_stack_is_margins_relative")
public func al_stack_is_margins_relative(_ layout: OpaquePointer?, _ stack: UInt64, _ out: UnsafeMutablePointer<Bool>?) -> al_status {
    perform("al_stack_is_margins_relative", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        out.pointee = try box.layout.stackSettings(box.node(stack, role: "stack")).marginsRelative
    }
}
