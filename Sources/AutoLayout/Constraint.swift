internal import AutoLayoutModel

/// A relation between expressions, `item.attribute == other.attribute * m + c`, made
/// by `==`, `>=` or `<=` and inactive until activated. An active constraint stays in
/// effect when its last reference goes (as in UIKit, the layout keeps it); an inactive
/// one is then freed.
public final class Constraint: Hashable, CustomStringConvertible {
    /// The layout of its first anchor or variable.
    public let layout: Layout
    /// The model's constraint; nil when the relation could not be made, for `failure`.
    let id: LayoutConstraintID?
    let failure: LayoutError?

    init<Axis>(_ lhs: LayoutExpression<Axis>, _ relation: LayoutRelation, _ rhs: LayoutExpression<Axis>) {
        // lhs - rhs  relation  0, the left side's terms first (they name the constraint).
        let terms = lhs.terms + rhs.terms.map { $0.scaled(by: -1) }
        let layout = terms[0].layout
        self.layout = layout
        if terms.contains(where: { $0.layout !== layout }) {
            id = nil
            failure = .invalidArgument("a constraint relates anchors of two different layouts")
            return
        }
        do {
            let made = try layout.model.makeConstraint(terms.map { ItemTerm($0.item, $0.attribute, $0.coefficient) },
                                                       relation, rhs.constant - lhs.constant)
            id = made
            failure = nil
            layout.register(self, made)
        } catch {
            id = nil
            failure = LayoutError(error)
        }
    }

    /// A wrapper of a constraint the model already holds.
    init(_ layout: Layout, _ id: LayoutConstraintID) {
        self.layout = layout
        self.id = id
        failure = nil
        layout.register(self, id)
    }

    deinit {
        if let id, let active = try? layout.model.isActive(id), !active {
            try? layout.model.freeConstraint(id)
        }
    }

    /// Whether it takes part in the layout; setting it activates or deactivates it
    /// (applied at the next `update()`).
    public var isActive: Bool {
        get { id.flatMap { try? layout.model.isActive($0) } ?? false }
        set { newValue ? layout.activate([self]) : layout.deactivate([self]) }
    }

    /// In (0, 1000]; `.required` (1000) unless set. Another value is reported by the
    /// next `update()` and changes nothing.
    public var priority: Priority {
        get { Priority(id.flatMap { try? layout.model.priority(of: $0) } ?? Priority.required.rawValue) }
        set { layout.perform(id, failure) { (model, id) throws(AutoLayoutModel.LayoutError) in try model.setPriority(id, newValue.rawValue) } }
    }

    /// The number on the right side: in `a.left == b.right + 8`, 8. Changing it on an
    /// active constraint is the cheap, incremental update (window resizing, animation).
    public var constant: Double {
        get { id.flatMap { try? layout.model.constant(of: $0) } ?? 0 }
        set { layout.perform(id, failure) { (model, id) throws(AutoLayoutModel.LayoutError) in try model.setConstant(id, newValue) } }
    }

    /// A name for messages and `layout.describe()`.
    public var name: String? {
        get { id.flatMap { try? layout.model.name(of: $0) }.flatMap { $0.isEmpty ? nil : $0 } }
        set { layout.perform(id, failure) { (model, id) throws(AutoLayoutModel.LayoutError) in try model.setName(id, newValue ?? "") } }
    }

    /// The constraint as the constraint language writes it: `a.width >= b.width * 2 + 10 @750`.
    public var description: String {
        if let id, let text = try? layout.model.describe(id) { return text }
        return failure.map { "invalid constraint (\($0.message))" } ?? "freed constraint"
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
