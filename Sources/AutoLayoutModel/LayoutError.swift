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
    /// The message as it was built: the C exports copy its bytes out, and a String is
    /// made only when asked for (a String at every place that fails was 0.4 KB gzipped
    /// of the WebAssembly module).
    public var text: Text

    public var message: String { text.string }

    public init(_ kind: Kind, message: String) {
        self.kind = kind
        text = Text()
        text.add(message)
    }

    public init(_ kind: Kind, _ message: Text) {
        self.kind = kind
        text = message
    }
}
