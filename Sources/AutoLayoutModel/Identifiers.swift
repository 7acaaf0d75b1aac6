/// Generations wrap within 20 bits so that a handle can carry one (see CAutoLayout's
/// handle encoding); 0 is never used, so a zeroed handle is never valid.
public let generationMask: UInt32 = 0xF_FFFF

@inline(__always) func nextGeneration(_ generation: UInt32) -> UInt32 {
    let next = (generation &+ 1) & generationMask
    return next == 0 ? 1 : next
}

/// A node of a layout: an index in its table and the generation of that slot.
public struct NodeID: Hashable {
    public var index: UInt32
    public var generation: UInt32
    public init(index: UInt32, generation: UInt32) {
        self.index = index
        self.generation = generation
    }
}

/// A free variable of a layout.
public struct VariableID: Hashable {
    public var index: UInt32
    public var generation: UInt32
    public init(index: UInt32, generation: UInt32) {
        self.index = index
        self.generation = generation
    }
}

/// A constraint of a layout.
public struct LayoutConstraintID: Hashable {
    public var index: UInt32
    public var generation: UInt32
    public init(index: UInt32, generation: UInt32) {
        self.index = index
        self.generation = generation
    }
}

/// What a constraint term refers to.
public enum Item: Hashable {
    case node(NodeID)
    case variable(VariableID)
}

/// `coefficient * item.attribute`.
public struct ItemTerm {
    public var item: Item
    public var attribute: Attribute
    public var coefficient: Double
    public init(_ item: Item, _ attribute: Attribute, _ coefficient: Double = 1) {
        self.item = item
        self.attribute = attribute
        self.coefficient = coefficient
    }
}

/// A frame: origin and size.
public struct Rect: Equatable {
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
    public static var zero: Rect { Rect(x: 0, y: 0, width: 0, height: 0) }
}
