/// An attribute of a node (or, `.value`, of a free variable), in the roots'
/// coordinate space: `right = left + width`, `centerX = left + width / 2`.
public enum Attribute: Int32 {
    case left = 0, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// The value of a free variable.
    case value
    /// UIKit's baselines and margin attributes (NSLayoutAttribute's order): baselines
    /// from the node's baseline offsets, margins from its margins guide.
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// Whether the attribute reads differently under left-to-right and right-to-left.
    public var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// Whether the attribute lies on the x axis (an x position or a width).
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return true
        default:
            return false
        }
    }

    /// For a margin attribute, the attribute of the margins guide it stands for.
    public var marginBase: Attribute? {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return nil
        }
    }

    /// Every attribute of a node, in the order of the C enum.
    public static var nodeAttributes: [Attribute] { [
        .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
        .firstBaseline, .lastBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
    ] }

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
        case .firstBaseline: return "firstBaseline"
        case .lastBaseline: return "lastBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
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

    public var name: String { self == .horizontal ? "horizontal" : "vertical" }
}

/// Which way leading and trailing point.
public enum Direction: Int32 {
    case leftToRight = 0, rightToLeft = 1
}
