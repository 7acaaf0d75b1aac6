/// Why a layout operation failed; `message` names what was wrong.
public struct LayoutError: Error {
    public enum Kind: Sendable {
        case invalidArgument
        case invalidHandle
        case unsatisfiable
        case invalidState
        case internalFailure
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    public init(_ kind: Kind, _ message: Text) {
        self.kind = kind
        self.message = message.string
    }
}
