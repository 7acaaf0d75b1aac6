/// A frame: its origin (`x`, `y`) and its size, in points.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
}

/// A width and a height: `node.anchors.size == Size(width: 800, height: 600)`, or
/// added to a size, `a.anchors.size == b.anchors.size + Size(width: 20, height: 0)`.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
}

/// A displacement of a centre: `a.anchors.center == b.anchors.center + Offset(horizontal: 10, vertical: -5)`.
public struct Offset: Hashable, Sendable {
    public var horizontal: Double
    public var vertical: Double

    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let zero = Offset(horizontal: 0, vertical: 0)
}
