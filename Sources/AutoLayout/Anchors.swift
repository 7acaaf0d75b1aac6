internal import AutoLayoutModel

/// A node's anchors (`node.anchors`): the ten attributes, typed by axis, and the
/// composites that stand for several at once.
public struct Anchors {
    /// The node they belong to.
    public let node: Node

    init(_ node: Node) { self.node = node }

    public var left: XAxisAnchor { LayoutAnchor(node, .left) }
    public var right: XAxisAnchor { LayoutAnchor(node, .right) }
    /// `left` under `.leftToRight`, `right` under `.rightToLeft`.
    public var leading: XAxisAnchor { LayoutAnchor(node, .leading) }
    public var trailing: XAxisAnchor { LayoutAnchor(node, .trailing) }
    public var centerX: XAxisAnchor { LayoutAnchor(node, .centerX) }
    public var top: YAxisAnchor { LayoutAnchor(node, .top) }
    public var bottom: YAxisAnchor { LayoutAnchor(node, .bottom) }
    public var centerY: YAxisAnchor { LayoutAnchor(node, .centerY) }
    public var width: DimensionAnchor { LayoutAnchor(node, .width) }
    public var height: DimensionAnchor { LayoutAnchor(node, .height) }

    /// Top, leading, bottom and trailing.
    public var allEdges: EdgeAnchors<AllEdges> { EdgeAnchors(node, [.top, .leading, .bottom, .trailing]) }
    /// Leading and trailing.
    public var horizontalEdges: EdgeAnchors<HorizontalEdges> { EdgeAnchors(node, [.leading, .trailing]) }
    /// Top and bottom.
    public var verticalEdges: EdgeAnchors<VerticalEdges> { EdgeAnchors(node, [.top, .bottom]) }
    /// CenterX and centerY.
    public var center: CenterAnchors { CenterAnchors(node) }
    /// Width and height.
    public var size: SizeAnchors { SizeAnchors(node) }
}
