internal import AutoLayoutModel

/// Which edges an `EdgeAnchors` holds; only the same sets can be related.
public protocol EdgeSet {}
/// Top, leading, bottom, trailing (`anchors.allEdges`).
public enum AllEdges: EdgeSet {}
/// Leading, trailing (`anchors.horizontalEdges`).
public enum HorizontalEdges: EdgeSet {}
/// Top, bottom (`anchors.verticalEdges`).
public enum VerticalEdges: EdgeSet {}

/// Several edges of a node, possibly inset: `edges - d` moves each edge inward by `d`
/// (top and leading by `+d`, bottom and trailing by `-d`), `edges + d` outward.
///
/// `a == b` pins each edge of `a` to the same edge of `b`; `a <= b` keeps `a` inside
/// `b` (a's top and leading at or after b's, its bottom and trailing at or before);
/// `a >= b` keeps `a` around `b`.
public struct EdgeAnchors<Edges: EdgeSet> {
    /// The node they belong to.
    public let node: Node
    let edges: [Attribute]
    /// How far each edge is moved inward.
    public internal(set) var inset: Double = 0

    init(_ node: Node, _ edges: [Attribute]) {
        self.node = node
        self.edges = edges
    }

    /// The edge as an expression, with the inset applied.
    func expression(_ edge: Attribute) -> LayoutExpression<AnyAxis> {
        let inward: Double = edge == .top || edge == .leading ? 1 : -1
        let term = Term(layout: node.layout, item: .node(node.id), attribute: edge, coefficient: 1)
        return LayoutExpression([term], constant: inward * inset)
    }

    /// One constraint per edge; for an inequality, "inside" means a larger coordinate at
    /// the top and leading edges and a smaller one at the bottom and trailing edges.
    static func relate(_ lhs: EdgeAnchors, _ relation: LayoutRelation, _ rhs: EdgeAnchors) -> [Constraint] {
        lhs.edges.map { edge in
            let inward = edge == .top || edge == .leading
            let flipped: LayoutRelation = relation == .equal ? .equal : (relation == .lessOrEqual ? .greaterOrEqual : .lessOrEqual)
            return Constraint(lhs.expression(edge), inward ? flipped : relation, rhs.expression(edge))
        }
    }
}

public func - <Edges>(lhs: EdgeAnchors<Edges>, rhs: Double) -> EdgeAnchors<Edges> {
    var result = lhs
    result.inset += rhs
    return result
}

public func + <Edges>(lhs: EdgeAnchors<Edges>, rhs: Double) -> EdgeAnchors<Edges> {
    var result = lhs
    result.inset -= rhs
    return result
}

public func == <Edges>(lhs: EdgeAnchors<Edges>, rhs: EdgeAnchors<Edges>) -> [Constraint] {
    EdgeAnchors.relate(lhs, .equal, rhs)
}

public func <= <Edges>(lhs: EdgeAnchors<Edges>, rhs: EdgeAnchors<Edges>) -> [Constraint] {
    EdgeAnchors.relate(lhs, .lessOrEqual, rhs)
}

public func >= <Edges>(lhs: EdgeAnchors<Edges>, rhs: EdgeAnchors<Edges>) -> [Constraint] {
    EdgeAnchors.relate(lhs, .greaterOrEqual, rhs)
}
