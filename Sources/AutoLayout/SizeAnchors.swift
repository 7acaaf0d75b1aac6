internal import AutoLayoutModel

/// A node's width and height together, possibly scaled and offset:
/// `a.anchors.size == b.anchors.size * 0.5 + Size(width: 10, height: 0)`. Relations
/// hold for each dimension (`<=` : width and height each at most).
public struct SizeAnchors {
    /// The node they belong to.
    public let node: Node
    /// The factor and the amounts applied to the node's width and height.
    public internal(set) var multiplier: Double = 1
    public internal(set) var offset = Size.zero

    init(_ node: Node) { self.node = node }

    var width: LayoutExpression<Dimension> { node.anchors.width * multiplier + offset.width }
    var height: LayoutExpression<Dimension> { node.anchors.height * multiplier + offset.height }

    static func relate(_ lhs: SizeAnchors, _ relation: LayoutRelation, _ rhs: SizeAnchors) -> [Constraint] {
        [Constraint(lhs.width, relation, rhs.width), Constraint(lhs.height, relation, rhs.height)]
    }

    static func relate(_ lhs: SizeAnchors, _ relation: LayoutRelation, _ rhs: Size) -> [Constraint] {
        [Constraint(lhs.width, relation, LayoutExpression([], constant: rhs.width)),
         Constraint(lhs.height, relation, LayoutExpression([], constant: rhs.height))]
    }
}

public func + (lhs: SizeAnchors, rhs: Size) -> SizeAnchors {
    var result = lhs
    result.offset = Size(width: lhs.offset.width + rhs.width, height: lhs.offset.height + rhs.height)
    return result
}

public func - (lhs: SizeAnchors, rhs: Size) -> SizeAnchors {
    lhs + Size(width: -rhs.width, height: -rhs.height)
}

public func * (lhs: SizeAnchors, rhs: Double) -> SizeAnchors {
    var result = lhs
    result.multiplier *= rhs
    result.offset = Size(width: lhs.offset.width * rhs, height: lhs.offset.height * rhs)
    return result
}

public func == (lhs: SizeAnchors, rhs: SizeAnchors) -> [Constraint] { SizeAnchors.relate(lhs, .equal, rhs) }
public func >= (lhs: SizeAnchors, rhs: SizeAnchors) -> [Constraint] { SizeAnchors.relate(lhs, .greaterOrEqual, rhs) }
public func <= (lhs: SizeAnchors, rhs: SizeAnchors) -> [Constraint] { SizeAnchors.relate(lhs, .lessOrEqual, rhs) }
public func == (lhs: SizeAnchors, rhs: Size) -> [Constraint] { SizeAnchors.relate(lhs, .equal, rhs) }
public func >= (lhs: SizeAnchors, rhs: Size) -> [Constraint] { SizeAnchors.relate(lhs, .greaterOrEqual, rhs) }
public func <= (lhs: SizeAnchors, rhs: Size) -> [Constraint] { SizeAnchors.relate(lhs, .lessOrEqual, rhs) }
