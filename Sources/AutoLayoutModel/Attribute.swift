/// An attribute of a node (or, `.value`, of a free variable), in the roots'
/// coordinate space: `right = left + width`, `centerX = left + width / 2`.
public enum Attribute: Int32 {
    case left = 0, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// The value of a free variable.
    case value

    /// Whether the attribute reads differently under left-to-right and right-to-left.
    public var isDirectional: Bool { self == .leading || self == .trailing }

    /// The name used in messages and in the constraint language.
    public var name: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .value: return "value"
        }
    }
}

/// How a constraint's two sides relate.
public enum LayoutRelation: Int32 {
    case lessOrEqual = -1, equal = 0, greaterOrEqual = 1

    var symbol: String {
        switch self {
        case .lessOrEqual: return "<="
        case .equal: return "=="
        case .greaterOrEqual: return ">="
        }
    }
}

/// The axis a priority or an intrinsic metric applies to.
public enum Axis: Int32 {
    case horizontal = 0, vertical = 1
}

/// Which way leading and trailing point.
public enum Direction: Int32 {
    case leftToRight = 0, rightToLeft = 1
}
