internal import AutoLayoutModel

/// One attribute of a node, typed by its axis: `node.anchors.left` is an
/// `XAxisAnchor`, `node.anchors.top` a `YAxisAnchor`, `node.anchors.width` a
/// `DimensionAnchor`.
public struct LayoutAnchor<Axis: AnchorAxis>: LayoutExpressible {
    /// The node the anchor belongs to.
    public let node: Node
    let attribute: Attribute

    init(_ node: Node, _ attribute: Attribute) {
        self.node = node
        self.attribute = attribute
    }

    public var expression: LayoutExpression<Axis> {
        LayoutExpression([Term(layout: node.layout, item: .node(node.id), attribute: attribute, coefficient: 1)])
    }
}
