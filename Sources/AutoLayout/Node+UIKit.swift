internal import AutoLayoutModel

/// UIKit's view geometry beyond the frame: margins, safe area, readable width,
/// baselines, hidden (see docs/guides.md).
extension Node {
    /// The layout margins, 8 on every side by default; `anchors.margins` is the node
    /// inset by them.
    public var margins: Insets {
        get { layout.read(id, .zero) { (model, id) throws(AutoLayoutModel.LayoutError) in Insets(try model.margins(of: id)) } }
        set { layout.perform(id) { (model, id) throws(AutoLayoutModel.LayoutError) in try model.setMargins(id, newValue.model) } }
    }

    /// The insets the host reports (a notch, a status bar), 0 by default; descendants'
    /// safe areas stay inside this one's where they overlap it.
    public var safeAreaInsets: Insets {
        get { layout.read(id, .zero) { (model, id) throws(AutoLayoutModel.LayoutError) in Insets(try model.safeAreaInsets(of: id)) } }
        set { layout.perform(id) { (model, id) throws(AutoLayoutModel.LayoutError) in try model.setSafeAreaInsets(id, newValue.model) } }
    }

    /// The first baseline's distance from the top and the last one's from the bottom;
    /// nil (the default) makes both baselines the bottom edge.
    public var baselineOffsets: (first: Double, last: Double)? {
        get { layout.read(id, nil) { (model, id) throws(AutoLayoutModel.LayoutError) in try model.baselineOffsets(of: id) } }
        set {
            let offsets = newValue ?? (AutoLayoutModel.noIntrinsicMetric, AutoLayoutModel.noIntrinsicMetric)
            layout.perform(id) { (model, id) throws(AutoLayoutModel.LayoutError) in
                try model.setBaselineOffsets(id, first: offsets.0, last: offsets.1)
            }
        }
    }

    /// How wide `anchors.readable` may be (672 by default).
    public var readableWidth: Double {
        get { layout.read(id, 0) { (model, id) throws(AutoLayoutModel.LayoutError) in try model.readableWidth(of: id) } }
        set { layout.perform(id) { (model, id) throws(AutoLayoutModel.LayoutError) in try model.setReadableWidth(id, newValue) } }
    }

    /// A hidden node takes no room in the stack that arranges it.
    public var isHidden: Bool {
        get { layout.read(id, false) { (model, id) throws(AutoLayoutModel.LayoutError) in try model.isHidden(id) } }
        set { layout.perform(id) { (model, id) throws(AutoLayoutModel.LayoutError) in try model.setHidden(id, newValue) } }
    }

    /// The node of one of its guides (made at the first request); a failure is reported
    /// by the next update, and the anchors then belong to no node.
    func guide(_ kind: Guide) -> Node {
        do {
            return layout.node(for: try layout.model.guide(kind, of: id))
        } catch {
            layout.record(LayoutError(error))
            return Node(layout, NodeID(index: .max, generation: 0))
        }
    }
}

extension Insets {
    init(_ insets: AutoLayoutModel.Insets) {
        self.init(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
    }

    var model: AutoLayoutModel.Insets {
        AutoLayoutModel.Insets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }
}

extension Anchors {
    /// The first baseline: top + its offset, or the bottom edge without offsets.
    public var firstBaseline: YAxisAnchor { LayoutAnchor(node, .firstBaseline) }
    /// The last baseline: bottom - its offset, or the bottom edge without offsets.
    public var lastBaseline: YAxisAnchor { LayoutAnchor(node, .lastBaseline) }
    /// The margins guide's anchors (UIKit's `layoutMarginsGuide`).
    public var margins: Anchors { Anchors(node.guide(.margins)) }
    /// The safe area guide's anchors (UIKit's `safeAreaLayoutGuide`).
    public var safeArea: Anchors { Anchors(node.guide(.safeArea)) }
    /// The readable content guide's anchors (UIKit's `readableContentGuide`).
    public var readable: Anchors { Anchors(node.guide(.readableContent)) }
}
