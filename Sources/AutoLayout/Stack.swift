internal import AutoLayoutModel

/// The axis a stack arranges along.
public enum StackAxis: Sendable {
    case horizontal, vertical
}

/// How a stack sizes its arranged nodes along its axis (UIStackView.Distribution).
public enum StackDistribution: Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

/// How a stack places its arranged nodes across its axis (UIStackView.Alignment);
/// `.leading` is the top and `.trailing` the bottom of a horizontal stack.
public enum StackAlignment: Sendable {
    case fill, leading, center, trailing, firstBaseline, lastBaseline
}

/// A stack view (UIStackView): a node that arranges some of its children in a row or
/// a column with constraints the engine keeps. Made by `layout.stack(...)`.
public final class Stack: Node {
    /// The arranged nodes, in order.
    public var arrangedSubviews: [Node] {
        layout.read(id, []) { (model, id) throws(AutoLayoutModel.LayoutError) in
            try model.arranged(in: id).map(layout.node(for:))
        }
    }

    /// Arranges `node` last, making it a child of the stack if it is not.
    public func addArrangedSubview(_ node: Node) {
        guard own(node) else { return }
        layout.perform(id) { (model, id) throws(AutoLayoutModel.LayoutError) in try model.addArranged(id, node.id) }
    }

    /// Arranges `node` at `index` (0 ... arrangedSubviews.count).
    public func insertArrangedSubview(_ node: Node, at index: Int) {
        guard own(node) else { return }
        layout.perform(id) { (model, id) throws(AutoLayoutModel.LayoutError) in try model.insertArranged(id, node.id, at: index) }
    }

    /// Stops arranging `node`; it stays a child of the stack.
    public func removeArrangedSubview(_ node: Node) {
        guard own(node) else { return }
        layout.perform(id) { (model, id) throws(AutoLayoutModel.LayoutError) in try model.removeArranged(id, node.id) }
    }

    /// The space after `node` instead of `spacing`.
    public func setCustomSpacing(_ spacing: Double, after node: Node) {
        guard own(node) else { return }
        layout.perform(id) { (model, id) throws(AutoLayoutModel.LayoutError) in try model.setCustomSpacing(id, after: node.id, spacing) }
    }

    public var axis: StackAxis {
        get { settings.axis == .horizontal ? .horizontal : .vertical }
        set {
            layout.perform(id) { (model, id) throws(AutoLayoutModel.LayoutError) in
                try model.setAxis(id, newValue == .horizontal ? .horizontal : .vertical)
            }
        }
    }

    public var distribution: StackDistribution {
        get {
            switch settings.distribution {
            case .fill: return .fill
            case .fillEqually: return .fillEqually
            case .fillProportionally: return .fillProportionally
            case .equalSpacing: return .equalSpacing
            case .equalCentering: return .equalCentering
            }
        }
        set { layout.perform(id) { (model, id) throws(AutoLayoutModel.LayoutError) in try model.setDistribution(id, newValue.model) } }
    }

    public var alignment: StackAlignment {
        get {
            switch settings.alignment {
            case .fill: return .fill
            case .leading: return .leading
            case .center: return .center
            case .trailing: return .trailing
            case .firstBaseline: return .firstBaseline
            case .lastBaseline: return .lastBaseline
            }
        }
        set { layout.perform(id) { (model, id) throws(AutoLayoutModel.LayoutError) in try model.setAlignment(id, newValue.model) } }
    }

    /// The space between arranged nodes (0 by default).
    public var spacing: Double {
        get { settings.spacing }
        set { layout.perform(id) { (model, id) throws(AutoLayoutModel.LayoutError) in try model.setSpacing(id, newValue) } }
    }

    /// Whether it arranges within its margins instead of its edges.
    public var isLayoutMarginsRelativeArrangement: Bool {
        get { settings.marginsRelative }
        set { layout.perform(id) { (model, id) throws(AutoLayoutModel.LayoutError) in try model.setMarginsRelative(id, newValue) } }
    }

    private var settings: StackSettings {
        layout.read(id, StackSettings(axis: .horizontal, distribution: .fill, alignment: .fill, spacing: 0, marginsRelative: false)) { (model, id) throws(AutoLayoutModel.LayoutError) in
            try model.stackSettings(id)
        }
    }

    private func own(_ node: Node) -> Bool {
        if node.layout === layout { return true }
        layout.record(.invalidArgument("\(node) belongs to another layout than stack \(self)"))
        return false
    }
}

extension StackDistribution {
    var model: AutoLayoutModel.StackDistribution {
        switch self {
        case .fill: return .fill
        case .fillEqually: return .fillEqually
        case .fillProportionally: return .fillProportionally
        case .equalSpacing: return .equalSpacing
        case .equalCentering: return .equalCentering
        }
    }
}

extension StackAlignment {
    var model: AutoLayoutModel.StackAlignment {
        switch self {
        case .fill: return .fill
        case .leading: return .leading
        case .center: return .center
        case .trailing: return .trailing
        case .firstBaseline: return .firstBaseline
        case .lastBaseline: return .lastBaseline
        }
    }
}

extension Layout {
    /// A new stack view under `parent` (nil for a root).
    public func stack(_ name: String? = nil, parent: Node? = nil, axis: StackAxis = .horizontal,
                      distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
                      spacing: Double = 0) -> Stack {
        if let parent, parent.layout !== self {
            record(.invalidArgument("the parent of stack \(name ?? "(unnamed)") belongs to another layout"))
            return Stack(self, NodeID(index: .max, generation: 0))
        }
        let made: NodeID
        do {
            made = try model.makeStack(parent: parent?.id, name: name ?? "", axis: axis == .horizontal ? .horizontal : .vertical)
        } catch {
            record(LayoutError(error))
            return Stack(self, NodeID(index: .max, generation: 0))
        }
        let stack = node(for: made) as? Stack ?? Stack(self, made)
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        return stack
    }
}
