/// What an anchor or an expression measures. The type parameter of `LayoutAnchor` and
/// `LayoutExpression`: only expressions of the same axis can be added or related, so
/// `a.anchors.left == b.anchors.top` does not compile.
public protocol LayoutAxis {}

/// The axes of node anchors: positions along x, positions along y, and lengths.
public protocol AnchorAxis: LayoutAxis {}

/// Horizontal positions: `left`, `right`, `leading`, `trailing`, `centerX`.
public enum XAxis: AnchorAxis {}
/// Vertical positions: `top`, `bottom`, `centerY`.
public enum YAxis: AnchorAxis {}
/// Lengths: `width`, `height` (which may be related to each other, for aspect ratios).
public enum Dimension: AnchorAxis {}
/// Free variables: an expression of variables alone joins an expression of any axis,
/// `b.anchors.left == a.anchors.right + gap`.
public enum AnyAxis: LayoutAxis {}

public typealias XAxisAnchor = LayoutAnchor<XAxis>
public typealias YAxisAnchor = LayoutAnchor<YAxis>
public typealias DimensionAnchor = LayoutAnchor<Dimension>
