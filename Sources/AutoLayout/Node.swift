import AutoLayoutSolver

/// A node's slot in its layout: four solver variables (left, top, width, height), its
/// place in the tree, and the frames of the last update.
struct Node {
    var generation: UInt32 = 0
    var isLive = false
    var name = ""
    var parent: Int32 = -1
    var children: [Int32] = []
    var left = Variable(symbol: -1)
    var top = Variable(symbol: -1)
    var width = Variable(symbol: -1)
    var height = Variable(symbol: -1)
    /// Constraints that mention this node, so freeing it frees them.
    var constraints: [Int32] = []
    var frame = Rect.zero
    var absoluteFrame = Rect.zero
}

/// A free variable's slot.
struct FreeVariable {
    var generation: UInt32 = 0
    var isLive = false
    var name = ""
    var variable = Variable(symbol: -1)
    var constraints: [Int32] = []
    var value = 0.0
}
