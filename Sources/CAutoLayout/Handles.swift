import AutoLayoutModel
import AutoLayoutHeader

/// What a handle refers to; stored in bits 40...43.
enum HandleKind: UInt64 {
    case node = 1
    case variable = 2
    case constraint = 3

    var name: String {
        switch self {
        case .node: return "node"
        case .variable: return "variable"
        case .constraint: return "constraint"
        }
    }
}

/// The object behind an `al_layout *`: the layout and the tag its handles carry.
///
/// A handle is `tag (16 bits) | kind (4) | generation (20) | index (24)`: the tag makes
/// a handle of another layout foreign, the generation makes a freed object's handle
/// stale, and the kind keeps a node handle from being taken for a constraint.
final class LayoutBox {
    let layout = Layout()
    let tag: UInt64
    /// The logger of al_layout_set_logger, what it was last told, and whether it is
    /// running (see Exports+Logging.swift).
    var logger: ((String) -> Void)?
    var log = BrokenConstraintsLog()
    var isLogging = false
    /// Scratch for al_constraint_new_expression's terms, kept for its capacity: a new
    /// list per constraint was an allocation and a release per constraint made.
    var itemTerms: [ItemTerm] = []

    init() {
        var tag = al_support_next_layout_serial() & 0xFFFF
        if tag == 0 { tag = 1 }
        self.tag = tag
    }

    static func from(_ pointer: OpaquePointer?) -> LayoutBox? {
        guard let pointer else { return nil }
        return Unmanaged<LayoutBox>.fromOpaque(UnsafeRawPointer(pointer)).takeUnretainedValue()
    }

    func encode(_ kind: HandleKind, index: UInt32, generation: UInt32) -> UInt64 {
        tag << 48 | kind.rawValue << 44 | UInt64(generation & generationMask) << 24 | UInt64(index & 0xFF_FFFF)
    }

    func handle(_ id: NodeID) -> UInt64 { encode(.node, index: id.index, generation: id.generation) }
    func handle(_ id: VariableID) -> UInt64 { encode(.variable, index: id.index, generation: id.generation) }
    func handle(_ id: LayoutConstraintID) -> UInt64 { encode(.constraint, index: id.index, generation: id.generation) }

    /// Splits a handle after checking that it is non-zero, of this layout and of an
    /// expected kind (`variableToo` also accepts a variable where a node is expected);
    /// the layout then checks the generation. `role` is only built for a message.
    func decode(_ handle: UInt64, _ expected: HandleKind, variableToo: Bool = false,
                role: @autoclosure () -> Text) throws(LayoutError) -> (HandleKind, UInt32, UInt32) {
        guard handle >> 48 == tag, let kind = HandleKind(rawValue: (handle >> 44) & 0xF),
              kind == expected || (variableToo && kind == .variable) else {
            throw invalid(handle, expected, variableToo, role())
        }
        return (kind, UInt32(handle & 0xFF_FFFF), UInt32((handle >> 24) & UInt64(generationMask)))
    }

    /// Why `decode` refused a handle. Out of line: `decode` is copied for each caller's
    /// `role` closure, and its messages with it.
    @inline(never)
    private func invalid(_ handle: UInt64, _ expected: HandleKind, _ variableToo: Bool, _ role: Text) -> LayoutError {
        if handle == 0 {
            return LayoutError(.invalidHandle, "\(role) is 0, which is never a valid \(wanted(expected, variableToo)) handle")
        }
        if handle >> 48 != tag {
            return LayoutError(.invalidHandle, "\(role) is not a handle of this layout (foreign, or not a handle at all)")
        }
        guard let kind = HandleKind(rawValue: (handle >> 44) & 0xF) else {
            return LayoutError(.invalidHandle, "\(role) is not a valid handle")
        }
        return LayoutError(.invalidHandle, "\(role) is a \(kind.name) handle where a \(wanted(expected, variableToo)) handle is needed")
    }

    private func wanted(_ expected: HandleKind, _ variableToo: Bool) -> String {
        variableToo ? "node or variable" : expected.name
    }

    func node(_ handle: UInt64, role: @autoclosure () -> Text) throws(LayoutError) -> NodeID {
        let (_, index, generation) = try decode(handle, .node, role: role())
        return NodeID(index: index, generation: generation)
    }

    func variable(_ handle: UInt64, role: @autoclosure () -> Text) throws(LayoutError) -> VariableID {
        let (_, index, generation) = try decode(handle, .variable, role: role())
        return VariableID(index: index, generation: generation)
    }

    func constraint(_ handle: UInt64, role: @autoclosure () -> Text) throws(LayoutError) -> LayoutConstraintID {
        let (_, index, generation) = try decode(handle, .constraint, role: role())
        return LayoutConstraintID(index: index, generation: generation)
    }

    func item(_ handle: UInt64, role: @autoclosure () -> Text) throws(LayoutError) -> Item {
        let (kind, index, generation) = try decode(handle, .node, variableToo: true, role: role())
        if kind == .node { return .node(NodeID(index: index, generation: generation)) }
        return .variable(VariableID(index: index, generation: generation))
    }
}
