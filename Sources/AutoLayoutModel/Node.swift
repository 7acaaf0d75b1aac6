import AutoLayoutSolver

/// A node's four solver variables.
struct NodeVariables {
    var left = Variable.none
    var top = Variable.none
    var width = Variable.none
    var height = Variable.none
}

/// Every node's variables by node index, kept apart from the node records: compiling a
/// constraint and reading the frames go through them for every node, and 16 bytes a
/// node stay in the cache where the 264-byte records did not. Stored as symbols, four a
/// node (`.none`'s for a free slot): a list of a new element type cost the WebAssembly
/// module 0.3 KB of code that lists of Int32 have already.
struct NodeVariableTable {
    private(set) var symbols: [Int32] = []

    subscript(node: Int) -> NodeVariables {
        get {
            NodeVariables(left: Variable(symbol: symbols[4 * node]), top: Variable(symbol: symbols[4 * node + 1]),
                          width: Variable(symbol: symbols[4 * node + 2]), height: Variable(symbol: symbols[4 * node + 3]))
        }
        set {
            symbols[4 * node] = newValue.left.symbol
            symbols[4 * node + 1] = newValue.top.symbol
            symbols[4 * node + 2] = newValue.width.symbol
            symbols[4 * node + 3] = newValue.height.symbol
        }
    }

    mutating func append(_ variables: NodeVariables) {
        symbols.append(variables.left.symbol)
        symbols.append(variables.top.symbol)
        symbols.append(variables.width.symbol)
        symbols.append(variables.height.symbol)
    }
}

/// A node's slot in its layout: its place in the tree and the frames of the last update
/// (its variables are in `Layout.nodeVariables`).
struct Node {
    // What every update reads of each node first and together (`refreshFrames`): in
    // the record's first cache lines.
    var generation: UInt32 = 0
    var parent: Int32 = -1
    var isLive = false
    var absoluteFrame = Rect.zero
    var frame = Rect.zero
    /// UIKit's view properties, guides and baselines, which few nodes set: out of line,
    /// made when first set (a layout of 10,000 nodes kept 1.2 MB of defaults). Shared
    /// by copies of the record: a node's record is only ever made afresh in its slot and
    /// changed there, never copied to be changed apart.
    var extras: NodeExtras?
    var name = ""
    var children: [Int32] = []
    /// Constraints that mention this node, so freeing it frees them (in
    /// `Layout.mentions`).
    var mentions = MentionLists.List()

    /// Intrinsic content size per axis; negative means no metric.
    var intrinsicWidth = noIntrinsicMetric
    var intrinsicHeight = noIntrinsicMetric
    var huggingHorizontal = Priority.low
    var huggingVertical = Priority.low
    var compressionHorizontal = Priority.high
    var compressionVertical = Priority.high
    /// The constraints the intrinsic size stands for (generation 0: none).
    var intrinsicConstraints = IntrinsicConstraints()

    /// Supplies the intrinsic size at update time; `needsMeasure` until it has.
    var measure: MeasureFunction?
    var needsMeasure = false
    /// The embedder's own pointer, kept and handed back, never read.
    var userData: UnsafeMutableRawPointer?
    var isHidden = false
    /// For a stack, its index in `Layout.stacks`; -1 otherwise.
    var stack: Int32 = -1
    /// The stack (its index in `Layout.stacks`) this node is arranged in; -1 when none.
    var arrangedIn: Int32 = -1
    /// Its position there as last found (see `Layout.arrangedPosition`).
    var arrangedPositionHint: Int32 = -1
    #if !arch(wasm32)
    /// The share of its stack's unit its intrinsic constraints along the stack's axis
    /// are compiled with, 0 for none (see `Layout.syncStackShare`).
    var stackShare = 0.0
    #endif

    var isGuide: Bool { guideKind != nil }

    var margins: Insets {
        get { extras?.margins ?? Insets.standardMargins }
        @inline(never) set { if extras != nil || newValue != Insets.standardMargins { makeExtras().margins = newValue } }
    }
    var safeAreaInsets: Insets {
        get { extras?.safeAreaInsets ?? Insets.zero }
        @inline(never) set { if extras != nil || newValue != Insets.zero { makeExtras().safeAreaInsets = newValue } }
    }
    var firstBaselineOffset: Double {
        get { extras?.firstBaselineOffset ?? -1 }
        @inline(never) set { if extras != nil || newValue != -1 { makeExtras().firstBaselineOffset = newValue } }
    }
    var lastBaselineOffset: Double {
        get { extras?.lastBaselineOffset ?? -1 }
        @inline(never) set { if extras != nil || newValue != -1 { makeExtras().lastBaselineOffset = newValue } }
    }
    var readableWidth: Double {
        get { extras?.readableWidth ?? defaultReadableWidth }
        @inline(never) set { if extras != nil || newValue != defaultReadableWidth { makeExtras().readableWidth = newValue } }
    }
    var guides: [Int32] {
        get { extras?.guides ?? [] }
        @inline(never) set { if extras != nil || !newValue.isEmpty { makeExtras().guides = newValue } }
    }
    var guideKind: Guide? {
        get { extras?.guideKind }
        @inline(never) set { if extras != nil || newValue != nil { makeExtras().guideKind = newValue } }
    }
    var guideConstraints: [LayoutConstraintID] {
        get { extras?.guideConstraints ?? [] }
        @inline(never) set { if extras != nil || !newValue.isEmpty { makeExtras().guideConstraints = newValue } }
    }
    var measureWithBaselines: BaselineMeasureFunction? {
        get { extras?.measureWithBaselines }
        @inline(never) set { if extras != nil || newValue != nil { makeExtras().measureWithBaselines = newValue } }
    }

    // Setting a default on a node without extras makes none: every measured node sets
    // its baselines' measure, nil for most.
    @inline(never) private mutating func makeExtras() -> NodeExtras {
        if let extras { return extras }
        let made = NodeExtras()
        extras = made
        return made
    }
}

/// A node's UIKit properties (see `Layout+Guides.swift`), guides and baselines.
final class NodeExtras {
    var margins = Insets.standardMargins
    var safeAreaInsets = Insets.zero
    /// Baseline offsets from the top and from the bottom; negative: none (both
    /// baselines are then the bottom edge).
    var firstBaselineOffset = -1.0
    var lastBaselineOffset = -1.0
    var readableWidth = defaultReadableWidth
    /// The node's guides by `Guide` raw value (-1: not made yet).
    var guides: [Int32] = []
    /// For a guide: which one it is (its owner is its parent); nil for other nodes.
    var guideKind: Guide?
    /// The engine's constraints that keep this guide in place.
    var guideConstraints: [LayoutConstraintID] = []
    /// Supplies baselines besides the size (see `setMeasureFunction(_:baselines:)`).
    var measureWithBaselines: BaselineMeasureFunction?
}

/// The value that means "no intrinsic metric on this axis".
public let noIntrinsicMetric = -1.0

/// Computes a node's intrinsic (width, height); `noIntrinsicMetric` for none.
public typealias MeasureFunction = (NodeID) -> (Double, Double)

/// Computes a node's intrinsic size and its baselines, (width, height, first baseline
/// from the top, last baseline from the bottom); `noIntrinsicMetric` for none. A text
/// node measures its lines anyway: it hands the baselines back with the size instead
/// of calling into the layout while it is being updated.
public typealias BaselineMeasureFunction = (NodeID) -> (Double, Double, Double, Double)

/// The four constraints behind an intrinsic size.
struct IntrinsicConstraints {
    var huggingHorizontal = LayoutConstraintID(index: 0, generation: 0)
    var compressionHorizontal = LayoutConstraintID(index: 0, generation: 0)
    var huggingVertical = LayoutConstraintID(index: 0, generation: 0)
    var compressionVertical = LayoutConstraintID(index: 0, generation: 0)
}

/// A free variable's slot.
struct FreeVariable {
    var generation: UInt32 = 0
    var isLive = false
    var name = ""
    var variable = Variable.none
    /// Constraints that mention this variable (in `Layout.mentions`).
    var mentions = MentionLists.List()
    var value = 0.0
}
