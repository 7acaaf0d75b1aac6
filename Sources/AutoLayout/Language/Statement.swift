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
    func node(named name: [UInt8]) -> NodeID?
    func variable(named name: [UInt8]) -> VariableID?
    func parentNode(of node: NodeID) -> NodeID?
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
    /// The attribute spelled as in the language (`centerX`, also `center_x`).
    init?(spelled bytes: [UInt8]) {
        switch String(decoding: bytes, as: UTF8.self) {
        case "left": self = .left
        case "right": self = .right
        case "top": self = .top
        case "bottom": self = .bottom
        case "leading": self = .leading
        case "trailing": self = .trailing
        case "width": self = .width
        case "height": self = .height
        case "centerX", "center_x": self = .centerX
        case "centerY", "center_y": self = .centerY
        default: return nil
        }
    }
}
