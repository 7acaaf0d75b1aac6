internal import AutoLayoutModel

/// Anything with a frame: a view, a layout guide, a window. Made by `layout.node(...)`
/// or `node.addChild(...)`, kept until `free()` (or until the layout goes).
///
/// Calls that cannot throw report misuse (a freed node, a node of another layout, a
/// number that is not finite) through the next `layout.update()`, and change nothing.
public class Node: Hashable, CustomStringConvertible {
    /// The layout it belongs to; a node keeps its layout alive.
    public let layout: Layout
    let id: NodeID

    init(_ layout: Layout, _ id: NodeID) {
        self.layout = layout
        self.id = id
    }

    /// Its name, as messages and `layout.describe()` show it.
    public var name: String? {
        layout.read(id, nil) { (model, id) throws(AutoLayoutModel.LayoutError) in
            let name = try model.name(of: id)
            return name.isEmpty ? nil : name
        }
    }

    /// The node it lies in (nil for a root); frames are relative to it. Setting it
    /// moves the node (nil makes it a root); a cycle is reported by the next update.
    public var parent: Node? {
        get { layout.read(id, nil) { (model, id) throws(AutoLayoutModel.LayoutError) in try model.parent(of: id).map(layout.node(for:)) } }
        set {
            if let newValue, newValue.layout !== layout {
                layout.record(.invalidArgument("the new parent of \(self) belongs to another layout"))
                return
            }
            layout.perform(id) { (model, id) throws(AutoLayoutModel.LayoutError) in try model.setParent(id, newValue?.id) }
        }
    }

    /// The frame from the last update, relative to the parent.
    public var frame: Rect {
        layout.read(id, .zero) { (model, id) throws(AutoLayoutModel.LayoutError) in Rect(try model.frame(of: id)) }
    }

    /// The frame from the last update in the roots' coordinate space.
    public var absoluteFrame: Rect {
        layout.read(id, .zero) { (model, id) throws(AutoLayoutModel.LayoutError) in Rect(try model.absoluteFrame(of: id)) }
    }

    /// Creates a child, runs `configure(child, self)` and returns the child, so that the
    /// code that builds a hierarchy has its shape.
    @discardableResult
    public func addChild(_ name: String? = nil, _ configure: (Node, Node) -> Void = { _, _ in }) -> Node {
        let child = layout.node(name, parent: self)
        configure(child, self)
        return child
    }

    /// Its anchors: `node.anchors.left`, `node.anchors.allEdges`, ...
    public var anchors: Anchors { Anchors(self) }

    /// In `intrinsicSize`, the value that means no metric on that axis (-1).
    public static let noIntrinsicMetric = AutoLayoutModel.noIntrinsicMetric

    /// The content's natural size: `width <= intrinsic` at the hugging priority and
    /// `width >= intrinsic` at the compression-resistance priority, likewise vertically.
    /// `Node.noIntrinsicMetric` on an axis means none there; nil means none on either.
    public var intrinsicSize: Size? {
        get {
            layout.read(id, nil) { (model, id) throws(AutoLayoutModel.LayoutError) in
                let size = try model.intrinsicSize(of: id)
                return size.width < 0 && size.height < 0 ? nil : Size(width: size.width, height: size.height)
            }
        }
        set {
            let size = newValue ?? Size(width: Node.noIntrinsicMetric, height: Node.noIntrinsicMetric)
            layout.perform(id) { (model, id) throws(AutoLayoutModel.LayoutError) in
                try model.setIntrinsicSize(id, width: size.width, height: size.height)
            }
        }
    }

    /// How strongly it resists growing beyond its intrinsic size (default 250 each).
    public var hugging: (horizontal: Priority, vertical: Priority) {
        get { priorities(AutoLayoutModel.Layout.contentHuggingPriority) }
        set { setPriorities(newValue, AutoLayoutModel.Layout.setContentHuggingPriority) }
    }

    /// How strongly it resists shrinking below its intrinsic size (default 750 each).
    public var compressionResistance: (horizontal: Priority, vertical: Priority) {
        get { priorities(AutoLayoutModel.Layout.compressionResistancePriority) }
        set { setPriorities(newValue, AutoLayoutModel.Layout.setCompressionResistancePriority) }
    }

    /// Supplies the intrinsic size at update time: at the next update, then whenever
    /// the node is marked dirty. It receives the node; a closure that captures nodes
    /// strongly keeps their layout alive.
    public var measure: ((Node) -> Size)? {
        get { layout.measureFunction(of: self) }
        set { layout.setMeasureFunction(newValue, of: self) }
    }

    /// Asks for `measure` to be called again at the next update.
    public func markDirty() {
        layout.perform(id) { (model, id) throws(AutoLayoutModel.LayoutError) in try model.markDirty(id) }
    }

    /// Whether the active constraints leave its frame open (another frame would satisfy
    /// them as well), as of the last update.
    public var hasAmbiguousLayout: Bool {
        layout.read(id, false) { (model, id) throws(AutoLayoutModel.LayoutError) in try model.hasAmbiguousLayout(id) }
    }

    /// Frees the node, its subtree and every constraint that mentions them.
    public func free() {
        layout.perform(id) { (model, id) throws(AutoLayoutModel.LayoutError) in try model.freeNode(id) }
    }

    /// Its name, or `node#N` for an unnamed one.
    public var description: String { name ?? "node#\(id.index)" }

    public static func == (lhs: Node, rhs: Node) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    private func priorities(_ read: (AutoLayoutModel.Layout) -> (NodeID, Axis) throws(AutoLayoutModel.LayoutError) -> Double)
        -> (horizontal: Priority, vertical: Priority) {
        layout.read(id, (Priority(0), Priority(0))) { (model, id) throws(AutoLayoutModel.LayoutError) in
            (Priority(try read(model)(id, .horizontal)), Priority(try read(model)(id, .vertical)))
        }
    }

    private func setPriorities(_ priorities: (horizontal: Priority, vertical: Priority),
                               _ write: (AutoLayoutModel.Layout) -> (NodeID, Axis, Double) throws(AutoLayoutModel.LayoutError) -> Void) {
        layout.perform(id) { (model, id) throws(AutoLayoutModel.LayoutError) in
            // Both or neither: the vertical one is checked before the horizontal is set.
            guard AutoLayoutModel.Priority.isValid(priorities.vertical.rawValue) else {
                throw AutoLayoutModel.LayoutError(.invalidArgument, message: "priority must be in (0, 1000], got \(priorities.vertical.rawValue)")
            }
            try write(model)(id, .horizontal, priorities.horizontal.rawValue)
            try write(model)(id, .vertical, priorities.vertical.rawValue)
        }
    }
}

extension Rect {
    init(_ rect: AutoLayoutModel.Rect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}
