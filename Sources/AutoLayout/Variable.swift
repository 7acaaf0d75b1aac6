internal import AutoLayoutModel

/// A free variable of a layout (`layout.variable("gap")`): it works in expressions like
/// an anchor, `b.anchors.left == a.anchors.right + gap`, and the update solves it.
public final class Variable: LayoutExpressible, Hashable {
    public let layout: Layout
    let id: VariableID
    /// The name it was made with (nil for none).
    public let name: String?

    init(_ layout: Layout, _ id: VariableID, _ name: String?) {
        self.layout = layout
        self.id = id
        self.name = name
    }

    /// Its value as of the last update (0 before the first).
    public var value: Double { (try? layout.model.value(of: id)) ?? 0 }

    public var expression: LayoutExpression<AnyAxis> {
        LayoutExpression([Term(layout: layout, item: .variable(id), attribute: .value, coefficient: 1)])
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
