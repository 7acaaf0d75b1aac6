import AutoLayoutModel
import AutoLayoutHeader

@_cdecl("al_layout_new")
public func al_layout_new() -> OpaquePointer? {
    OpaquePointer(Unmanaged.passRetained(LayoutBox()).toOpaque())
}

@_cdecl("al_layout_free")
public func al_layout_free(_ layout: OpaquePointer?) {
    guard let layout else { return }
    Unmanaged<LayoutBox>.fromOpaque(UnsafeRawPointer(layout)).release()
}

@_cdecl("al_layout_update")
public func al_layout_update(_ layout: OpaquePointer?) -> al_status {
    perform("al_layout_update", layout) { box throws(LayoutError) in
        // Held for the whole update: a logger or measure function that frees the layout
        // only drops a reference, and the layout goes when the update is through.
        let held = Unmanaged.passRetained(box)
        defer { held.release() }
        do throws(LayoutError) {
            try box.layout.update()
        } catch {
            // Broken constraints still leave a finished update, which the logger hears of.
            if error.kind == .unsatisfiable { box.logBrokenConstraintChanges() }
            throw error
        }
        box.logBrokenConstraintChanges()
    }
}

@_cdecl("al_layout_set_direction")
public func al_layout_set_direction(_ layout: OpaquePointer?, _ direction: al_direction) -> al_status {
    perform("al_layout_set_direction", layout) { box throws(LayoutError) in
        guard direction.rawValue <= 1, let value = Direction(rawValue: Int32(direction.rawValue)) else {
            throw LayoutError(.invalidArgument, "direction \(direction.rawValue) is not an al_direction")
        }
        box.layout.setDirection(value)
    }
}

@_cdecl("al_layout_set_scale")
public func al_layout_set_scale(_ layout: OpaquePointer?, _ scale: Double) -> al_status {
    perform("al_layout_set_scale", layout) { box throws(LayoutError) in
        try box.layout.setScale(finite(scale, "scale"))
    }
}

@_cdecl("al_layout_get_broken_constraints")
public func al_layout_get_broken_constraints(_ layout: OpaquePointer?, _ out: UnsafeMutablePointer<UInt64>?,
                                             _ capacity: Int, _ count: UnsafeMutablePointer<Int>?) -> al_status {
    perform("al_layout_get_broken_constraints", layout) { box throws(LayoutError) in
        try fill(box.layout.brokenConstraints.map { box.handle($0) }, out, capacity, count)
    }
}

@_cdecl("al_layout_get_changed_nodes")
public func al_layout_get_changed_nodes(_ layout: OpaquePointer?, _ out: UnsafeMutablePointer<UInt64>?,
                                        _ capacity: Int, _ count: UnsafeMutablePointer<Int>?) -> al_status {
    perform("al_layout_get_changed_nodes", layout) { box throws(LayoutError) in
        try fill(box.layout.changedNodes.map { box.handle($0) }, out, capacity, count)
    }
}

@_cdecl("al_layout_explain_conflict")
public func al_layout_explain_conflict(_ layout: OpaquePointer?, _ constraint: UInt64, _ out: UnsafeMutablePointer<UInt64>?,
                                       _ capacity: Int, _ count: UnsafeMutablePointer<Int>?) -> al_status {
    perform("al_layout_explain_conflict", layout) { box throws(LayoutError) in
        let id = try box.constraint(constraint, role: "constraint")
        let conflicts = try box.layout.explainConflict(id)
        try fill(conflicts.map { box.handle($0) }, out, capacity, count)
    }
}
