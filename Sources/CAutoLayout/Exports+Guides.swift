import AutoLayoutModel
import AutoLayoutHeader

@_cdecl("al_node_set_margins")
@_optimize(size) public func al_node_set_margins(_ layout: OpaquePointer?, _ node: UInt64, _ margins: al_insets) -> al_status {
    perform("al_node_set_margins", layout) { box throws(LayoutError) in
        try box.layout.setMargins(nodeHandle(box, node), insets(margins, "margins"))
    }
}

@_cdecl("al_node_get_margins")
@_optimize(size) public func al_node_get_margins(_ layout: OpaquePointer?, _ node: UInt64, _ out: UnsafeMutablePointer<al_insets>?) -> al_status {
    perform("al_node_get_margins", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        out.pointee = cInsets(try box.layout.margins(of: nodeHandle(box, node)))
    }
}

@_cdecl("al_node_set_safe_area_insets")
@_optimize(size) public func al_node_set_safe_area_insets(_ layout: OpaquePointer?, _ node: UInt64, _ value: al_insets) -> al_status {
    perform("al_node_set_safe_area_insets", layout) { box throws(LayoutError) in
        try box.layout.setSafeAreaInsets(nodeHandle(box, node), insets(value, "insets"))
    }
}

@_cdecl("al_node_get_safe_area_insets")
@_optimize(size) public func al_node_get_safe_area_insets(_ layout: OpaquePointer?, _ node: UInt64, _ out: UnsafeMutablePointer<al_insets>?) -> al_status {
    perform("al_node_get_safe_area_insets", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        out.pointee = cInsets(try box.layout.safeAreaInsets(of: nodeHandle(box, node)))
    }
}

@_cdecl("al_node_set_baseline_offsets")
@_optimize(size) public func al_node_set_baseline_offsets(_ layout: OpaquePointer?, _ node: UInt64, _ first: Double, _ last: Double) -> al_status {
    perform("al_node_set_baseline_offsets", layout) { box throws(LayoutError) in
        try box.layout.setBaselineOffsets(nodeHandle(box, node), first: finite(first, "first_from_top"),
                                          last: finite(last, "last_from_bottom"))
    }
}

@_cdecl("al_node_get_baseline_offsets")
@_optimize(size) public func al_node_get_baseline_offsets(_ layout: OpaquePointer?, _ node: UInt64, _ first: UnsafeMutablePointer<Double>?,
                                         _ last: UnsafeMutablePointer<Double>?) -> al_status {
    perform("al_node_get_baseline_offsets", layout) { box throws(LayoutError) in
        let first = try required(first, "first_from_top"), last = try required(last, "last_from_bottom")
        let offsets = try box.layout.baselineOffsets(of: nodeHandle(box, node))
        first.pointee = offsets?.first ?? noIntrinsicMetric
        last.pointee = offsets?.last ?? noIntrinsicMetric
    }
}

@_cdecl("al_node_set_baseline_measure_function")
@_optimize(size) public func al_node_set_baseline_measure_function(_ layout: OpaquePointer?, _ node: UInt64, _ function: al_baseline_measure_fn?,
                                                  _ userdata: UnsafeMutableRawPointer?) -> al_status {
    perform("al_node_set_baseline_measure_function", layout) { box throws(LayoutError) in
        let id = try nodeHandle(box, node)
        guard let function else {
            try box.layout.setMeasureFunction(id, baselines: nil)
            return
        }
        // Capture the handle, not the box: the box owns the layout that keeps this.
        let handle = box.handle(id)
        try box.layout.setMeasureFunction(id, baselines: { _ in
            var width = -1.0, height = -1.0, first = -1.0, last = -1.0
            function(userdata, handle, &width, &height, &first, &last)
            return (width, height, first, last)
        })
    }
}

@_cdecl("al_node_get_guide")
@_optimize(size) public func al_node_get_guide(_ layout: OpaquePointer?, _ node: UInt64, _ kind: al_guide, _ out: UnsafeMutablePointer<UInt64>?) -> al_status {
    perform("al_node_get_guide", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        let id = try nodeHandle(box, node)
        out.pointee = box.handle(try box.layout.guide(guide(kind), of: id))
    }
}

@_cdecl("al_node_set_readable_width")
@_optimize(size) public func al_node_set_readable_width(_ layout: OpaquePointer?, _ node: UInt64, _ width: Double) -> al_status {
    perform("al_node_set_readable_width", layout) { box throws(LayoutError) in
        try box.layout.setReadableWidth(nodeHandle(box, node), finite(width, "width"))
    }
}

@_cdecl("al_node_get_readable_width")
@_optimize(size) public func al_node_get_readable_width(_ layout: OpaquePointer?, _ node: UInt64, _ out: UnsafeMutablePointer<Double>?) -> al_status {
    perform("al_node_get_readable_width", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        out.pointee = try box.layout.readableWidth(of: nodeHandle(box, node))
    }
}

@_cdecl("al_node_set_hidden")
@_optimize(size) public func al_node_set_hidden(_ layout: OpaquePointer?, _ node: UInt64, _ hidden: Bool) -> al_status {
    perform("al_node_set_hidden", layout) { box throws(LayoutError) in
        try box.layout.setHidden(nodeHandle(box, node), hidden)
    }
}

@_cdecl("al_node_is_hidden")
@_optimize(size) public func al_node_is_hidden(_ layout: OpaquePointer?, _ node: UInt64, _ out: UnsafeMutablePointer<Bool>?) -> al_status {
    perform("al_node_is_hidden", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        out.pointee = try box.layout.isHidden(nodeHandle(box, node))
    }
}
