internal import AutoLayoutModel

/// Why a layout operation failed. Misuse (a node of another layout, a freed node, a
/// number that is not finite) is reported, never trapped: by the call itself where it
/// throws, otherwise by the next `update()`.
public enum LayoutError: Error, CustomStringConvertible {
    /// Active required constraints conflict. The layout was still computed without
    /// `broken`, which stay active and are retried at every update; `message` names
    /// each and the constraints it conflicts with.
    case unsatisfiable(broken: [Constraint], message: String)
    /// A bad value or an object that does not belong here (another layout's node, a
    /// freed node, NaN, a priority outside (0, 1000], a syntax error in `constrain`).
    case invalidArgument(String)
    /// A call that the layout's state does not allow (a parent cycle, `update()` from
    /// inside a measure function, `markDirty()` without a measure function).
    case invalidState(String)

    /// The human-readable explanation.
    public var message: String {
        switch self {
        case .unsatisfiable(_, let message), .invalidArgument(let message), .invalidState(let message):
            return message
        }
    }

    public var description: String {
        switch self {
        case .unsatisfiable: return "unsatisfiable: \(message)"
        case .invalidArgument: return "invalid argument: \(message)"
        case .invalidState: return "invalid state: \(message)"
        }
    }

    /// The model's error as the Swift API reports it (a bad handle is an argument that
    /// does not belong here).
    init(_ error: AutoLayoutModel.LayoutError, broken: @autoclosure () -> [Constraint] = []) {
        switch error.kind {
        case .invalidArgument, .invalidHandle: self = .invalidArgument(error.message)
        case .invalidState, .internalFailure: self = .invalidState(error.message)
        case .unsatisfiable: self = .unsatisfiable(broken: broken(), message: error.message)
        }
    }
}

// The constraints it carries belong to one layout, which one thread uses at a time: an
// error handed to another thread is read there, not used concurrently.
extension LayoutError: @unchecked Sendable {}
