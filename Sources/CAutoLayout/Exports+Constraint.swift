import AutoLayoutModel
import AutoLayoutHeader

@_cdecl("al_constraint_new")
public func al_constraint_new(_ layout: OpaquePointer?, _ item1: UInt64, _ attribute1: al_attribute, _ relationValue: al_relation,
                              _ item2: UInt64, _ attribute2: al_attribute, _ multiplier: Double, _ constant: Double,
                              _ out: UnsafeMutablePointer<UInt64>?) -> al_status {
    perform("al_constraint_new", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        let first = try box.item(item1, role: "item1")
        let firstAttribute = try attribute(attribute1, "attribute1")
        let relationCase = try relation(relationValue)
        let secondAttribute = try attribute(attribute2, "attribute2")
        let second = item2 == 0 ? nil : try box.item(item2, role: "item2")
        let id = try box.layout.makeConstraint(first, firstAttribute, relationCase, second, secondAttribute,
                                               multiplier: finite(multiplier, "multiplier"),
                                               constant: finite(constant, "constant"))
        out.pointee = box.handle(id)
    }
}

@_cdecl("al_constraint_new_expression")
public func al_constraint_new_expression(_ layout: OpaquePointer?, _ terms: UnsafePointer<al_term>?, _ count: Int,
                                         _ relationValue: al_relation, _ constant: Double,
                                         _ out: UnsafeMutablePointer<UInt64>?) -> al_status {
    perform("al_constraint_new_expression", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        guard let terms else { throw LayoutError(.invalidArgument, "terms is NULL") }
        guard count > 0 else { throw LayoutError(.invalidArgument, "count is 0: a constraint needs at least one term") }
        // A term at a time: cheaper than `removeAll(keepingCapacity:)` on a short list.
        while !box.itemTerms.isEmpty { box.itemTerms.removeLast() }
        // Kept for the usual few terms only: one huge constraint would otherwise leave
        // its buffer held for the layout's life.
        defer { if box.itemTerms.capacity > 256 { box.itemTerms = [] } }
        for position in 0..<count {
            let term = terms[position]
            box.itemTerms.append(ItemTerm(try box.item(term.item, role: "terms[\(position)].item"),
                                          try attribute(term.attribute, "terms[\(position)].attribute"),
                                          try finite(term.coefficient, "terms[\(position)].coefficient")))
        }
        let relationCase = try relation(relationValue)
        out.pointee = box.handle(try box.layout.makeConstraint(box.itemTerms, relationCase, finite(constant, "constant")))
    }
}

@_cdecl("al_constraint_free")
public func al_constraint_free(_ layout: OpaquePointer?, _ constraint: UInt64) -> al_status {
    perform("al_constraint_free", layout) { box throws(LayoutError) in
        try box.layout.freeConstraint(box.constraint(constraint, role: "constraint"))
    }
}

@_cdecl("al_constraint_set_priority")
public func al_constraint_set_priority(_ layout: OpaquePointer?, _ constraint: UInt64, _ value: Double) -> al_status {
    perform("al_constraint_set_priority", layout) { box throws(LayoutError) in
        let id = try box.constraint(constraint, role: "constraint")
        try box.layout.setPriority(id, priority(value))
    }
}

@_cdecl("al_constraint_get_priority")
public func al_constraint_get_priority(_ layout: OpaquePointer?, _ constraint: UInt64, _ out: UnsafeMutablePointer<Double>?) -> al_status {
    perform("al_constraint_get_priority", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        out.pointee = try box.layout.priority(of: box.constraint(constraint, role: "constraint"))
    }
}

@_cdecl("al_constraint_set_constant")
public func al_constraint_set_constant(_ layout: OpaquePointer?, _ constraint: UInt64, _ constant: Double) -> al_status {
    perform("al_constraint_set_constant", layout) { box throws(LayoutError) in
        let id = try box.constraint(constraint, role: "constraint")
        try box.layout.setConstant(id, finite(constant, "constant"))
    }
}

@_cdecl("al_constraint_set_name")
public func al_constraint_set_name(_ layout: OpaquePointer?, _ constraint: UInt64, _ name: UnsafePointer<CChar>?) -> al_status {
    perform("al_constraint_set_name", layout) { box throws(LayoutError) in
        try box.layout.setName(box.constraint(constraint, role: "constraint"), string(name))
    }
}

@_cdecl("al_constraint_activate")
public func al_constraint_activate(_ layout: OpaquePointer?, _ constraint: UInt64) -> al_status {
    perform("al_constraint_activate", layout) { box throws(LayoutError) in
        try box.layout.activate([box.constraint(constraint, role: "constraint")])
    }
}

@_cdecl("al_constraint_deactivate")
public func al_constraint_deactivate(_ layout: OpaquePointer?, _ constraint: UInt64) -> al_status {
    perform("al_constraint_deactivate", layout) { box throws(LayoutError) in
        try box.layout.deactivate([box.constraint(constraint, role: "constraint")])
    }
}

/// Decodes every handle first, so that one bad handle changes nothing.
func constraintList(_ box: LayoutBox, _ constraints: UnsafePointer<UInt64>?, _ count: Int) throws(LayoutError) -> [LayoutConstraintID] {
    if count == 0 { return [] }
    guard let constraints else { throw LayoutError(.invalidArgument, "constraints is NULL but count is \(count)") }
    var ids: [LayoutConstraintID] = []
    ids.reserveCapacity(count)
    for position in 0..<count {
        ids.append(try box.constraint(constraints[position], role: "constraints[\(position)]"))
    }
    return ids
}

@_cdecl("al_constraints_activate")
public func al_constraints_activate(_ layout: OpaquePointer?, _ constraints: UnsafePointer<UInt64>?, _ count: Int) -> al_status {
    perform("al_constraints_activate", layout) { box throws(LayoutError) in
        try box.layout.activate(constraintList(box, constraints, count))
    }
}

@_cdecl("al_constraints_deactivate")
public func al_constraints_deactivate(_ layout: OpaquePointer?, _ constraints: UnsafePointer<UInt64>?, _ count: Int) -> al_status {
    perform("al_constraints_deactivate", layout) { box throws(LayoutError) in
        try box.layout.deactivate(constraintList(box, constraints, count))
    }
}

@_cdecl("al_constraint_is_active")
public func al_constraint_is_active(_ layout: OpaquePointer?, _ constraint: UInt64, _ out: UnsafeMutablePointer<Bool>?) -> al_status {
    perform("al_constraint_is_active", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        out.pointee = try box.layout.isActive(box.constraint(constraint, role: "constraint"))
    }
}

@_cdecl("al_constraint_get_constant")
public func al_constraint_get_constant(_ layout: OpaquePointer?, _ constraint: UInt64, _ out: UnsafeMutablePointer<Double>?) -> al_status {
    perform("al_constraint_get_constant", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        out.pointee = try box.layout.constant(of: box.constraint(constraint, role: "constraint"))
    }
}
