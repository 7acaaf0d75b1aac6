/// How a stack sizes its arranged nodes along its axis (UIStackView.Distribution).
public enum StackDistribution: Int32 {
    case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering

    public var name: String {
        switch self {
        case .fill: return "fill"
        case .fillEqually: return "fillEqually"
        case .fillProportionally: return "fillProportionally"
        case .equalSpacing: return "equalSpacing"
        case .equalCentering: return "equalCentering"
        }
    }

    public static var all: [StackDistribution] { [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering] }
}

/// How a stack places its arranged nodes across its axis (UIStackView.Alignment);
/// leading is the top and trailing the bottom of a horizontal stack.
public enum StackAlignment: Int32 {
    case fill = 0, leading, center, trailing, firstBaseline, lastBaseline

    public var name: String {
        switch self {
        case .fill: return "fill"
        case .leading: return "leading"
        case .center: return "center"
        case .trailing: return "trailing"
        case .firstBaseline: return "firstBaseline"
        case .lastBaseline: return "lastBaseline"
        }
    }

    public static var all: [StackAlignment] { [.fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline] }
}

/// A stack's settings, as read and as a stack statement restores them.
public struct StackSettings: Equatable {
    public var axis: Axis
    public var distribution: StackDistribution
    public var alignment: StackAlignment
    public var spacing: Double
    public var marginsRelative: Bool

    public init(axis: Axis, distribution: StackDistribution, alignment: StackAlignment, spacing: Double, marginsRelative: Bool) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.marginsRelative = marginsRelative
    }
}

/// A stack's record: its settings, its arranged nodes and the constraints it keeps for
/// them. Each arranged node has `Stack.slotsPerItem` slots (see `StackSlot`), the stack
/// a few of its own; only the slots of nodes whose place changed are looked at again.
struct Stack {
    var isLive = false
    var node: Int32 = -1
    var axis = Axis.horizontal
    var distribution = StackDistribution.fill
    var alignment = StackAlignment.fill
    var spacing = 0.0
    var marginsRelative = false
    /// Node indices in arrangement order, and the custom spacing after each (NaN: the
    /// stack's spacing).
    var arranged: [Int32] = []
    var customSpacing: [Double] = []
    var slots: [LayoutConstraintID] = []
    #if arch(wasm32)
    var stackSlots: [LayoutConstraintID] = [noConstraint, noConstraint, noConstraint]
    #else
    var stackSlots: [LayoutConstraintID] = [noConstraint, noConstraint, noConstraint, noConstraint]
    #endif
    /// Free variables of the distribution (gap, centre distance, unit size) and of
    /// baseline alignment (the shared baseline), made when first needed (-1: none).
    var distributionVariable: Int32 = -1
    var baselineVariable: Int32 = -1
    #if !arch(wasm32)
    /// The equal distributions' room: what their gaps or centre distances add up to (see
    /// `Layout.stateRoom`), made when first needed (-1: none).
    var roomVariable: Int32 = -1
    /// What the length in units of fill-equally and fill-proportionally counted, by
    /// position: each node's share of the unit (0 while hidden or without one) and the
    /// gap before it (see `Layout.lengthInUnits`).
    var countedShares: [Double] = []
    var countedGaps: [Double] = []
    #endif
    /// What to look at again at the next update.
    var isQueued = false
    var needsFullSync = false
    /// Nodes were arranged or taken out: the stack's own slots may change.
    var arrangementChanged = false
    var dirtyItems: [Int32] = []
    /// The shown nodes that give first where intrinsic sizes decide (fill and the equal
    /// distributions), as of the last sync (-1: none shown): the last of those with the
    /// lowest hugging priority along the axis stretches, the last of those with the
    /// lowest compression resistance shrinks. Their tie-breaks let them (see
    /// `Layout.syncItem`); every other node's holds it at its intrinsic size, so that
    /// of nodes alike the later gives, as UIKit resolves by index.
    var stretching: Int32 = -1
    var shrinking: Int32 = -1
    #if !arch(wasm32)
    /// Whether the node that stretched first was at least its intrinsic size along the
    /// axis when another took its place (the stack was not over-filled), as far as the
    /// last frames tell: then the new one's compression resistance likely holds, and
    /// waits out of the solver (see `Layout.isStretchedCompression`).
    var stretcherHeld = true
    #endif

    static let slotsPerItem = 10
}

/// An arranged node's slots.
enum StackSlot: Int {
    /// Along the axis: its leading edge from the previous shown node's trailing edge.
    case link = 0
    /// The minimum gap of the equal distributions.
    case minimumGap
    /// Size 0 along the axis at the lowest priority, on nodes without an intrinsic size
    /// along the axis, shown or hidden, and on hidden nodes of fill-equally and
    /// fill-proportionally.
    case rest
    /// Across the axis, by alignment (up to three).
    case cross1, cross2, cross3
    /// The distribution's own (equal or proportional size).
    case distribution
    /// The tie-break: nodes other than those that give first keep their intrinsic size.
    case tie
    /// Baseline alignment in a stack taller than its content: as high as they go.
    case crossPull
    /// Size 0 along the axis at priority 999, while hidden only.
    case hiding

    /// Sets of slots, one bit each (see `Layout.syncItem`): all of them, those that
    /// depend on the previous shown node, and those along the axis.
    static let all = 1 << Stack.slotsPerItem - 1
    static let links = 1 << link.rawValue | 1 << minimumGap.rawValue
    static let along = links | 1 << distribution.rawValue | 1 << tie.rawValue | 1 << hiding.rawValue | 1 << rest.rawValue
}

/// The stack's own slots.
enum StackOwnSlot: Int {
    /// The last arranged node's trailing edge at the stack's; in the equal
    /// distributions (native builds), the gap or centre distance times their count at the
    /// room.
    case trailingEdge = 0
    /// As small as the content across the axis.
    case crossFit
    /// The equal distributions' gap or centre distance as small as allowed.
    case distributionFit
    #if !arch(wasm32)
    /// The equal distributions' room: the stack's length less its nodes' sizes (equal
    /// spacing), or less half its first and last shown nodes' (equal centring).
    case room
    #endif
}
