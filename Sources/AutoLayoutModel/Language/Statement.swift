/// A constraint read from text, resolved against a layout's names, ready to create.
struct Statement {
    var terms: [ItemTerm]
    var relation: LayoutRelation
    var constant: Double
    var priority: Double
    /// Where the statement starts, for messages about it.
    var line: Int
    var column: Int
}

/// Finds the nodes and variables a text names.
protocol NameResolver: AnyObject {
    func node(named name: UnsafeBufferPointer<UInt8>) -> NodeID?
    func variable(named name: UnsafeBufferPointer<UInt8>) -> VariableID?
    func parentNode(of node: NodeID) -> NodeID?
    /// The node's guide spelled `margins`, `safeArea` or `readable` (made if needed).
    func guide(named name: UnsafeBufferPointer<UInt8>, of node: NodeID) -> NodeID?
}

/// `sum(coefficient * item.attribute) + constant`, while an expression is parsed.
struct LinearForm {
    var terms: [ItemTerm] = []
    var constant = 0.0

    var isConstant: Bool { terms.isEmpty }

    mutating func add(_ other: LinearForm, times factor: Double) {
        for term in other.terms {
            var scaled = term
            scaled.coefficient *= factor
            terms.append(scaled)
        }
        constant += other.constant * factor
    }
}

extension Attribute {
    /// The attribute spelled as in the language (`centerX`, also `center_x`). Compared
    /// as bytes: String equality would pull Unicode tables into the library.
    init?(spelled bytes: UnsafeBufferPointer<UInt8>) {
        for attribute in Attribute.nodeAttributes where attribute.name.equals(utf8: bytes) {
            self = attribute
            return
        }
        if "center_x".equals(utf8: bytes) { self = .centerX; return }
        if "center_y".equals(utf8: bytes) { self = .centerY; return }
        return nil
    }
}

extension LayoutRelation {
    /// The relation of a `.relation` token: `==`, `<=` or `>=`.
    init(token: Token) {
        switch token.text.first {
        case UInt8(ascii: "<"): self = .lessOrEqual
        case UInt8(ascii: ">"): self = .greaterOrEqual
        default: self = .equal
        }
    }
}
