import AutoLayoutModel
import AutoLayoutHeader

/// Runs the body of an exported function: a thrown error becomes its status and
/// the thread's message, prefixed with the function's name.
@inline(__always)
func perform(_ function: StaticString, _ body: () throws(LayoutError) -> Void) -> al_status {
    do {
        try body()
        return AL_OK
    } catch {
        return report(function, error)
    }
}

/// Like `perform`, for functions that take a layout: a NULL layout is reported first.
@inline(__always)
func perform(_ function: StaticString, _ pointer: OpaquePointer?, _ body: (LayoutBox) throws(LayoutError) -> Void) -> al_status {
    guard let box = LayoutBox.from(pointer) else { return nullLayout(function) }
    return perform(function) { () throws(LayoutError) in try body(box) }
}

// Out of line: inlined, every export carried its own copy of the message's building.
@inline(never)
func nullLayout(_ function: StaticString) -> al_status {
    report(function, LayoutError(.invalidArgument, "layout is NULL"))
}

func report(_ function: StaticString, _ error: LayoutError) -> al_status {
    var text = Text()
    text.add(function)
    text.add(": ")
    text.add(error.text)
    let bytes = text.bytes
    bytes.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { characters in
            al_support_set_error(characters.baseAddress, characters.count)
        }
    }
    switch error.kind {
    case .invalidArgument: return AL_ERROR_INVALID_ARGUMENT
    case .invalidHandle: return AL_ERROR_INVALID_HANDLE
    case .unsatisfiable: return AL_ERROR_UNSATISFIABLE
    case .invalidState: return AL_ERROR_INVALID_STATE
    case .internalFailure: return AL_ERROR_INTERNAL
    }
}

/// A required out-pointer, or an `.invalidArgument` naming it.
@inline(__always)
func required<Pointee>(_ pointer: UnsafeMutablePointer<Pointee>?, _ name: StaticString) throws(LayoutError) -> UnsafeMutablePointer<Pointee> {
    guard let pointer else { throw nullArgument(name) }
    return pointer
}

// The messages of `required` and `finite` are built out of line: inlined, each call
// site carried its own string interpolation.
@inline(never)
func nullArgument(_ name: StaticString) -> LayoutError {
    var message = Text()
    message.add(name)
    message.add(" is NULL")
    return LayoutError(.invalidArgument, message)
}

/// A finite number, or an `.invalidArgument` naming it.
@inline(__always)
func finite(_ value: Double, _ name: @autoclosure () -> Text) throws(LayoutError) -> Double {
    guard al_support_is_finite(value) != 0 else {
        throw notFinite(name(), value)
    }
    return value
}

@inline(never)
func notFinite(_ name: Text, _ value: Double) -> LayoutError {
    LayoutError(.invalidArgument, "\(name) must be finite, got \(value)")
}

/// A priority in (0, 1000], or an `.invalidArgument`.
func priority(_ value: Double) throws(LayoutError) -> Double {
    guard al_support_is_finite(value) != 0 && value > 0 && value <= 1000 else {
        throw LayoutError(.invalidArgument, "priority must be in (0, 1000], got \(value)")
    }
    return value
}

/// A C string copied into a Swift string ("" for NULL).
func string(_ pointer: UnsafePointer<CChar>?) -> String {
    guard let pointer else { return "" }
    return Text(cString: pointer).string
}

func attribute(_ value: al_attribute, _ name: @autoclosure () -> Text) throws(LayoutError) -> Attribute {
    guard let attribute = Attribute(rawValue: Int32(truncatingIfNeeded: value.rawValue)), value.rawValue <= 20 else {
        throw LayoutError(.invalidArgument, "\(name()) \(value.rawValue) is not an al_attribute")
    }
    return attribute
}

func relation(_ value: al_relation) throws(LayoutError) -> LayoutRelation {
    guard let relation = LayoutRelation(rawValue: Int32(truncatingIfNeeded: value.rawValue)) else {
        throw LayoutError(.invalidArgument, "relation \(value.rawValue) is not an al_relation")
    }
    return relation
}

func axis(_ value: al_axis) throws(LayoutError) -> Axis {
    guard let axis = Axis(rawValue: Int32(truncatingIfNeeded: value.rawValue)), value.rawValue <= 1 else {
        throw LayoutError(.invalidArgument, "axis \(value.rawValue) is not an al_axis")
    }
    return axis
}

/// Writes `items` into a caller's array of `capacity` and the full count to `count`.
func fill<Element>(_ items: [Element], _ out: UnsafeMutablePointer<Element>?, _ capacity: Int, _ count: UnsafeMutablePointer<Int>?) throws(LayoutError) {
    let count = try required(count, "count")
    if capacity > 0 && out == nil { throw LayoutError(.invalidArgument, "out is NULL but capacity is \(capacity)") }
    if let out {
        for position in 0..<min(capacity, items.count) { out[position] = items[position] }
    }
    count.pointee = items.count
}

func distribution(_ value: al_distribution) throws(LayoutError) -> StackDistribution {
    guard let distribution = StackDistribution(rawValue: Int32(truncatingIfNeeded: value.rawValue)), value.rawValue <= 4 else {
        throw LayoutError(.invalidArgument, "distribution \(value.rawValue) is not an al_distribution")
    }
    return distribution
}

func alignment(_ value: al_alignment) throws(LayoutError) -> StackAlignment {
    guard let alignment = StackAlignment(rawValue: Int32(truncatingIfNeeded: value.rawValue)), value.rawValue <= 5 else {
        throw LayoutError(.invalidArgument, "alignment \(value.rawValue) is not an al_alignment")
    }
    return alignment
}

func guide(_ value: al_guide) throws(LayoutError) -> Guide {
    guard let guide = Guide(rawValue: Int32(truncatingIfNeeded: value.rawValue)), value.rawValue <= 2 else {
        throw LayoutError(.invalidArgument, "guide \(value.rawValue) is not an al_guide")
    }
    return guide
}

/// Insets from C, each number finite (the layout checks the ranges).
func insets(_ value: al_insets, _ name: StaticString) throws(LayoutError) -> Insets {
    for number in [value.top, value.leading, value.bottom, value.trailing] where al_support_is_finite(number) == 0 {
        throw LayoutError(.invalidArgument, "\(name) must be finite on every side, got \(number)")
    }
    return Insets(top: value.top, leading: value.leading, bottom: value.bottom, trailing: value.trailing)
}

func cInsets(_ value: Insets) -> al_insets {
    al_insets(top: value.top, leading: value.leading, bottom: value.bottom, trailing: value.trailing)
}
