internal import AutoLayoutModel

/// A node's centre (centerX and centerY together), possibly offset:
/// `a.anchors.center == b.anchors.center + Offset(horizontal: 10, vertical: 0)`.
/// Relations hold for each coordinate.
public struct CenterAnchors {
    /// The node they belong to.
    public let node: Node
    /// How far the centre is moved.
    public internal(set) var offset = Offset.zero

    init(_ node: Node) { self.node = node }

    static func relate(_ lhs: CenterAnchors, _ relation: LayoutRelation, _ rhs: CenterAnchors) -> [Constraint] {
        [Constraint(lhs.node.anchors.centerX + lhs.offset.horizontal, relation, (rhs.node.anchors.centerX + rhs.offset.horizontal)),
         Constraint(lhs.node.anchors.centerY + lhs.offset.vertical, relation, (rhs.node.anchors.centerY + rhs.offset.vertical))]
    }
}

public func + (lhs: CenterAnchors, rhs: Offset) -> CenterAnchors {
    var result = lhs
    result.offset = Offset(horizontal: lhs.offset.horizontal + rhs.horizontal, vertical: lhs.offset.vertical + rhs.vertical)
    return result
}

public func - (lhs: CenterAnchors, rhs: Offset) -> CenterAnchors {
    lhs + Offset(horizontal: -rhs.horizontal, vertical: -rhs.vertical)
}

public func == (lhs: CenterAnchors, rhs: CenterAnchors) -> [Constraint] { CenterAnchors.relate(lhs, .equal, rhs) }
public func >= (lhs: CenterAnchors, rhs: CenterAnchors) -> [Constraint] { CenterAnchors.relate(lhs, .greaterOrEqual, rhs) }
public func <= (lhs: CenterAnchors, rhs: CenterAnchors) -> [Constraint] { CenterAnchors.relate(lhs, .lessOrEqual, rhs) }
