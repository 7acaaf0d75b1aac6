import AutoLayoutSolver

/// A node's slot in its layout: four solver variables (left, top, width, height), its
/// place in the tree, and the frames of the last update.
struct Node {
    var generation: UInt32 = 0
    var isLive = false
    var name = ""
    var parent: Int32 = -1
    var children: [Int32] = []
    var left = Variable.none
    var top = Variable.none
    var width = Variable.none
    var height = Variable.none
    /// Constraints that mention this node, so freeing it frees them.
    var constraints: [Int32] = []
    var frame = Rect.zero
    var absoluteFrame = Rect.zero

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
}

/// The value that means "no intrinsic metric on this axis".
public let noIntrinsicMetric = -1.0

/// Computes a node's intrinsic (width, height); `noIntrinsicMetric` for none.
public typealias MeasureFunction = (NodeID) -> (Double, Double)

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
    var constraints: [Int32] = []
    var value = 0.0
}
