import AutoLayoutModel
import AutoLayoutHeader

@_cdecl("al_layout_constrain")
public func al_layout_constrain(_ layout: OpaquePointer?, _ text: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<UInt64>?,
                                _ capacity: Int, _ count: UnsafeMutablePointer<Int>?) -> al_status {
    // On any failure the count says that nothing was made.
    count?.pointee = 0
    return perform("al_layout_constrain", layout) { box throws(LayoutError) in
        let count = try required(count, "count")
        guard let text else { throw LayoutError(.invalidArgument, "text is NULL") }
        if capacity > 0 && out == nil { throw LayoutError(.invalidArgument, "out is NULL but capacity is \(capacity)") }
        let created = try box.layout.constrain(Text(cString: text))
        if let out {
            for position in 0..<min(capacity, created.count) { out[position] = box.handle(created[position]) }
        }
        count.pointee = created.count
    }
}

@_cdecl("al_layout_describe")
@_optimize(size) public func al_layout_describe(_ layout: OpaquePointer?, _ format: al_format, _ buffer: UnsafeMutablePointer<CChar>?,
                               _ capacity: Int, _ length: UnsafeMutablePointer<Int>?) -> al_status {
    perform("al_layout_describe", layout) { box throws(LayoutError) in
        let length = try required(length, "length")
        if capacity > 0 && buffer == nil { throw LayoutError(.invalidArgument, "buffer is NULL but capacity is \(capacity)") }
        let text: Text
        switch format.rawValue {
        case 0: text = box.layout.textDescription()
        case 1: text = box.layout.svgDescription()
        default: throw LayoutError(.invalidArgument, "format \(format.rawValue) is not an al_format")
        }
        let bytes = text.bytes
        if let buffer, capacity > 0 {
            let written = min(bytes.count, capacity - 1)
            for position in 0..<written { buffer[position] = CChar(bitPattern: bytes[position]) }
            buffer[written] = 0
        }
        length.pointee = bytes.count
    }
}
