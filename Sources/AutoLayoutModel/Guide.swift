/// The guides a node can have: nodes the engine keeps in place relative to it.
public enum Guide: Int32 {
    /// The node inset by its margins.
    case margins = 0
    /// The node inset by its safe-area insets and those of its ancestors that overlap it.
    case safeArea = 1
    /// Within the margins guide, centred, at most the node's readable width wide.
    case readableContent = 2
    /// Not public: a zero-width guide whose top is the first baseline and whose bottom
    /// is the last, so that baseline attributes are ordinary attributes of a node.
    case baselines = 3

    /// The name a guide goes by after its node's name (`a.margins`, `a.safeArea`).
    public var name: String {
        switch self {
        case .margins: return "margins"
        case .safeArea: return "safeArea"
        case .readableContent: return "readable"
        case .baselines: return "baselines"
        }
    }

    /// The guides callers can ask for.
    public static var published: [Guide] { [.margins, .safeArea, .readableContent] }
}

/// UIKit's default readable content width (the guide is at most this wide).
public let defaultReadableWidth = 672.0

/// Priorities of the constraints the engine keeps for itself: just under required, so
/// that a guide holds against anything optional a caller states, yet inherited safe
/// areas and readable widths can give way where they cannot hold (`guideLimit`) and
/// the pulls that make a guide as large as allowed rank below the limits.
let guideLimitPriority = 999.0
let guidePullPriority = 998.0
/// What makes a stack as small as its content across its axis, and its free spacing
/// variables as small as allowed: below fitting size, so that any caller's constraint
/// wins.
let stackFitPriority = 49.0
/// The tie-break that lets the later of equally hugging (or resisting) nodes of a fill
/// stack give first: the earlier ones keep their intrinsic size at the lowest tier.
let stackTiePriority = 1.0
/// A hidden arranged node's size 0; and every arranged node's size 0 at the lowest
/// tier, shown or hidden.
let stackHiddenPriority = 999.0
let stackRestPriority = 0.5
