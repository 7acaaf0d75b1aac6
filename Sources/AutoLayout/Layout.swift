internal import AutoLayoutModel

/// A layout: nodes, free variables and the constraints between them, solved together
/// by `update()`. It owns everything in it; its nodes, variables and constraints keep
/// it alive, and it is freed with the last reference to any of them.
///
/// One layout is used by one thread at a time; different layouts may be used on
/// different threads at once.
public final class Layout {
    /// The one engine underneath: the model that the C library exports too.
    let model = AutoLayoutModel.Layout()
    /// The Swift object of each model node and constraint, by slot, while one exists:
    /// the same object comes back (from `parent`, `brokenConstraints`) as long as it is
    /// referenced.
    private var nodeObjects = WeakTable<Node>()
    private var constraintObjects = WeakTable<Constraint>()
    /// The measure functions as they were given, by node slot.
    private var measureFunctions: [UInt32: (id: NodeID, function: (Node) -> Size)] = [:]
    /// The first misuse reported by a call that cannot throw, for the next update.
    private var misuse: LayoutError?
    /// What the logger was last told, and whether it is being told now.
    private var log = BrokenConstraintsLog()
    private var isLogging = false

    public init() {}

    // MARK: Nodes and variables

    /// A new node under `parent` (nil for a root).
    public func node(_ name: String? = nil, parent: Node? = nil) -> Node {
        if let parent, parent.layout !== self {
            record(.invalidArgument("the parent of node \(name ?? "(unnamed)") belongs to another layout"))
            return Node(self, NodeID(index: .max, generation: 0))
        }
        do {
            return node(for: try model.makeNode(parent: parent?.id, name: name ?? ""))
        } catch {
            record(LayoutError(error))
            return Node(self, NodeID(index: .max, generation: 0))
        }
    }

    /// A new free variable, for gaps and sizes that the layout should find.
    public func variable(_ name: String? = nil) -> Variable {
        Variable(self, model.makeVariable(name: name ?? ""), name)
    }

    // MARK: Constraints

    /// Activates the constraints the builder lists (`if`/`else`, `for`, arrays and
    /// composites all work), all or, when one does not belong here, none; returns them.
    @discardableResult
    public func activate(@ConstraintBuilder _ content: () -> [Constraint]) -> [Constraint] {
        let constraints = content()
        activate(constraints)
        return constraints
    }

    /// The constraints the builder lists, made but not activated: a set to switch to later.
    public func evaluate(@ConstraintBuilder _ content: () -> [Constraint]) -> [Constraint] {
        content()
    }

    /// Activates all or, when one does not belong here, none (reported by the next update).
    public func activate(_ constraints: [Constraint]) {
        setActive(constraints, true)
    }

    /// Deactivates all or, when one does not belong here, none (reported by the next update).
    /// Deactivating one set and activating another before an update switches between
    /// them with no transient conflict.
    public func deactivate(_ constraints: [Constraint]) {
        setActive(constraints, false)
    }

    /// Creates and activates the constraints that `text` states in the constraint
    /// language (`a.width >= b.width * 2 + 10 @750`, or Visual Format Language lines
    /// such as `H:|-10-[a]-8-[b(==a)]-10-|`), over node and variable names; or, on any
    /// error, none of them.
    public func constrain(_ text: String) throws(LayoutError) -> [Constraint] {
        do {
            return try model.constrain(text).map(constraint(for:))
        } catch {
            throw LayoutError(error)
        }
    }

    /// Active required constraints left out by the last update because they conflict.
    public var brokenConstraints: [Constraint] {
        model.brokenConstraints.map(constraint(for:))
    }

    // MARK: Solving

    /// Applies every change since the last update and solves.
    /// - Throws: the first misuse that a call without `throws` reported since the last
    ///   update (`.invalidArgument`, `.invalidState`); otherwise
    ///   `.unsatisfiable(broken:message:)` when active required constraints conflict.
    ///   Either way the layout is computed (without the broken constraints).
    public func update() throws(LayoutError) {
        var failure: LayoutError?
        do {
            try model.update()
            logBrokenConstraintChanges()
        } catch {
            // Broken constraints still leave a finished update, which the logger hears of.
            if error.kind == .unsatisfiable { logBrokenConstraintChanges() }
            failure = LayoutError(error, broken: brokenConstraints)
        }
        if let misuse {
            self.misuse = nil
            throw misuse
        }
        if let failure { throw failure }
    }

    /// Told after an update when the set of broken constraints changed: each broken
    /// constraint and the minimal set it conflicts with, or that every required
    /// constraint holds again. Nil (the default) turns logging off; a new logger hears
    /// of what is broken at the next update. Never called re-entrantly. A logger that
    /// captures the layout strongly keeps it alive until it is set to nil.
    public var logger: ((String) -> Void)? {
        didSet { log.forget() }
    }

    /// Which way leading and trailing point; constraints that use them follow a change
    /// at the next update.
    public var direction: LayoutDirection {
        get { model.direction == .leftToRight ? .leftToRight : .rightToLeft }
        set { model.setDirection(newValue == .leftToRight ? .leftToRight : .rightToLeft) }
    }

    /// The pixel grid: frame edges are rounded to multiples of `1 / scale`; 0 (the
    /// default) turns rounding off.
    public var scale: Double {
        get { model.scale }
        set { perform { model throws(AutoLayoutModel.LayoutError) in try model.setScale(newValue) } }
    }

    // MARK: Descriptions

    /// Every node with its frame and every active constraint, in the constraint
    /// language (so that `constrain` reads it back).
    public func describe() -> String { model.describeText() }

    /// An SVG picture: each node's absolute frame as a labelled rectangle.
    public func svg() -> String { model.describeSVG() }

    // MARK: Internals

    /// The object of a live model node, made when none is referenced any more.
    func node(for id: NodeID) -> Node {
        if let node = nodeObjects[id.index], node.id == id { return node }
        let node = (try? model.isStack(id)) == true ? Stack(self, id) : Node(self, id)
        nodeObjects[id.index] = node
        return node
    }

    /// The object of a live model constraint, made when none is referenced any more.
    func constraint(for id: LayoutConstraintID) -> Constraint {
        if let constraint = constraintObjects[id.index], constraint.id == id { return constraint }
        return Constraint(self, id)
    }

    func register(_ constraint: Constraint, _ id: LayoutConstraintID) {
        constraintObjects[id.index] = constraint
    }

    func setActive(_ constraints: [Constraint], _ active: Bool) {
        var ids: [LayoutConstraintID] = []
        ids.reserveCapacity(constraints.count)
        for (position, constraint) in constraints.enumerated() {
            guard constraint.layout === self else {
                record(.invalidArgument("constraint \(position + 1) of \(constraints.count) belongs to another layout; none was \(active ? "activated" : "deactivated")"))
                return
            }
            guard let id = constraint.id else {
                record(constraint.failure ?? .invalidArgument("constraint \(position + 1) of \(constraints.count) could not be made"))
                return
            }
            ids.append(id)
        }
        perform { model throws(AutoLayoutModel.LayoutError) in active ? try model.activate(ids) : try model.deactivate(ids) }
    }

    func measureFunction(of node: Node) -> ((Node) -> Size)? {
        guard let entry = measureFunctions[node.id.index], entry.id == node.id, (try? model.name(of: node.id)) != nil else { return nil }
        return entry.function
    }

    func setMeasureFunction(_ function: ((Node) -> Size)?, of node: Node) {
        let modelFunction: MeasureFunction? = function.map { function in
            // The model belongs to this layout, so it never calls after the layout is gone.
            { [unowned self] id in
                let size = function(self.node(for: id))
                return (size.width, size.height)
            }
        }
        perform(node.id) { (model, id) throws(AutoLayoutModel.LayoutError) in try model.setMeasureFunction(id, modelFunction) }
        if let function, (try? model.name(of: node.id)) != nil {
            measureFunctions[node.id.index] = (node.id, function)
        } else {
            measureFunctions[node.id.index] = nil
        }
        // Functions of freed nodes go too, so that they release what they hold.
        measureFunctions = measureFunctions.filter { (try? model.name(of: $0.value.id)) != nil }
    }

    private func logBrokenConstraintChanges() {
        guard let logger, !isLogging, let message = log.message(after: model) else { return }
        isLogging = true
        logger(message)
        isLogging = false
    }

    /// Keeps the first misuse for the next `update()`.
    func record(_ error: LayoutError) {
        if misuse == nil { misuse = error }
    }

    /// Runs a change to the model; a failure is recorded for the next update.
    func perform(_ change: (AutoLayoutModel.Layout) throws(AutoLayoutModel.LayoutError) -> Void) {
        do { try change(model) } catch { record(LayoutError(error)) }
    }

    /// Runs a change to one node; a failure is recorded for the next update.
    func perform(_ id: NodeID, _ change: (AutoLayoutModel.Layout, NodeID) throws(AutoLayoutModel.LayoutError) -> Void) {
        perform { model throws(AutoLayoutModel.LayoutError) in try change(model, id) }
    }

    /// Runs a change to one constraint, or records why the constraint could not be made.
    func perform(_ id: LayoutConstraintID?, _ failure: LayoutError?,
                 _ change: (AutoLayoutModel.Layout, LayoutConstraintID) throws(AutoLayoutModel.LayoutError) -> Void) {
        guard let id else {
            record(failure ?? .invalidArgument("the constraint could not be made"))
            return
        }
        perform { model throws(AutoLayoutModel.LayoutError) in try change(model, id) }
    }

    /// Reads from one node; a failure is recorded for the next update and gives `fallback`.
    func read<Value>(_ id: NodeID, _ fallback: Value, _ body: (AutoLayoutModel.Layout, NodeID) throws(AutoLayoutModel.LayoutError) -> Value) -> Value {
        do { return try body(model, id) } catch {
            record(LayoutError(error))
            return fallback
        }
    }
}

/// Objects by model slot, held without keeping them alive.
struct WeakTable<Object: AnyObject> {
    private struct Reference {
        weak var object: Object?
    }
    private var references: [Reference] = []

    subscript(slot: UInt32) -> Object? {
        get { Int(slot) < references.count ? references[Int(slot)].object : nil }
        set {
            while references.count <= Int(slot) { references.append(Reference()) }
            references[Int(slot)].object = newValue
        }
    }
}
