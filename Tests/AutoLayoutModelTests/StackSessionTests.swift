import Foundation
import XCTest
@testable import AutoLayoutModel

/// Long random sessions on a stack: items arranged, moved, taken out, hidden, shown, freed,
/// their intrinsic sizes and baselines changed; the stack's axis, distribution,
/// alignment, spacing, custom spacing, margins and margins-relative arrangement
/// switched; the window resized (too narrow too) and the direction flipped; the items'
/// hugging and compression resistance priorities changed; items moved to a second stack
/// beside it and back; the nested stack's first label hidden and shown, its spacing and
/// axis switched; items measured by a measure function instead of set sizes (sizes and
/// baselines then change through it); a badge, a node outside the stacks, pinned by a
/// caller's constraints to an arranged item's trailing and bottom edges and moved from
/// item to item; several changes to a batch.
/// After every update the frames are those of the same scene built afresh, so each of
/// the stack's incremental paths (hides as constant edits, a class split instead of
/// dissolved, items synced in part) lands where a rebuild does.
///
/// The scenes keep the optimum unique: the stack is pinned on all four sides, so that
/// its items' sizes across the axis follow from the alignment; the items of the lowest
/// priority give, the last of them first (the stack's tie-breaks); and one item only has
/// no intrinsic size (two such, shown, would share a fill stack's extra room in any
/// proportion at the same cost). That item is a nested stack of two labels that hug and
/// resist compression less than any item (100 and 150), so that it gives first wherever
/// it stands, and nesting takes part too. (At the labels' default priorities, a nested
/// stack chosen to give by its own priorities can cost more than any other item: across
/// its axis both its labels stretch. The others would then give in no set order.) The
/// updates where the optimum is not one point are not compared (`hasUniqueOptimum`).
final class StackSessionTests: XCTestCase {
    static let pool = 8
    static let nested = 3

    struct Scene {
        var arranged: [Int] = [0, 1, 2, 3, 4]
        /// The items of the second stack (`other`: a fill row 300 wide, pinned at the
        /// window's top left).
        var other: [Int] = []
        var hidden = [Bool](repeating: false, count: StackSessionTests.pool)
        var sizes: [(width: Double, height: Double)] = (0..<StackSessionTests.pool).map { (index: Int) -> (width: Double, height: Double) in
            (width: Double(12 + 7 * index), height: Double(10 + 3 * index))
        }
        var baselines: [(first: Double, last: Double)] = (0..<StackSessionTests.pool).map { (index: Int) -> (first: Double, last: Double) in
            (first: Double(4 + index), last: 2.0)
        }
        var custom: [Int: Double] = [:]   // spacing after an arranged item, kept while it stays arranged
        var axis = Axis.horizontal
        var distribution = StackDistribution.fill
        var alignment = StackAlignment.fill
        var spacing = 5.0
        var marginsRelative = false
        var margins = Insets(top: 8, leading: 8, bottom: 8, trailing: 8)
        var windowWidth = 700.0
        var direction = Direction.leftToRight
        // Along both axes alike.
        var hugging = [Double](repeating: 250, count: StackSessionTests.pool)
        var compression = [Double](repeating: 750, count: StackSessionTests.pool)
        // The nested stack's own: its first label hidden or not (the second stays shown:
        // a stack whose items are all hidden fills with any of them), spacing, axis.
        var innerHidden = false
        var innerSpacing = 3.0
        var innerAxis = Axis.vertical
        var freed = [Bool](repeating: false, count: StackSessionTests.pool)
        /// The items whose size and baselines come from a measure function.
        var measured = [Bool](repeating: false, count: StackSessionTests.pool)
        /// The item the badge is pinned to.
        var badged: Int? = nil

        /// Whether the badge's place is set: pinned to an item a stack places, or to none.
        var badgeIsPlaced: Bool {
            guard let badged else { return true }
            return arranged.contains(badged) || other.contains(badged)
        }

        /// Whether the stack's frames are the one optimum: not when every arranged item
        /// is hidden (some hidden one fills the pinned stack, any of them at the same
        /// cost), nor when equal centring squeezes its items (their sizes trade against
        /// each other through the equal distances of their centres: the squeezed sizes
        /// form a face of optima, which no tie-break of one item narrows to a point).
        var hasUniqueOptimum: Bool {
            if !arranged.isEmpty && arranged.allSatisfy({ hidden[$0] }) { return false }
            if !other.isEmpty && other.allSatisfy({ hidden[$0] }) { return false }
            return !(distribution == .equalCentering && axis == .horizontal && windowWidth < 700)
        }
    }

    struct Built {
        var stack: NodeID
        var other: NodeID
        var items: [NodeID]
        var labels: [NodeID]   // the nested stack's two labels
        var windowWidth: LayoutConstraintID
        var badge: NodeID
        var state: State
    }

    /// What a session changes outside the layout: the sizes the measure functions report,
    /// and the badge's constraints on its item.
    final class State {
        var sizes: [(width: Double, height: Double)]
        var baselines: [(first: Double, last: Double)]
        var badgeLinks: [LayoutConstraintID] = []
        /// The badge's place while pinned to no item (a pull while pinned would trade
        /// against the stack's tie-breaks, and leave the extra room to no item in
        /// particular).
        var badgeRest: [LayoutConstraintID] = []
        init(_ scene: Scene) {
            sizes = scene.sizes
            baselines = scene.baselines
        }
    }

    /// Has `item` measured from `state`, sizes and baselines alike.
    static func measure(_ node: NodeID, _ item: Int, _ state: State, in layout: Layout) throws {
        try layout.setMeasureFunction(node, baselines: { _ in
            (state.sizes[item].width, state.sizes[item].height, state.baselines[item].first, state.baselines[item].last)
        })
    }

    /// Pins the badge 3 after the item's trailing edge and 2 below its bottom (aliases
    /// of the stack's own edges, some of them), its earlier pins gone; with no item, at
    /// the window's top left.
    static func pinBadge(to item: NodeID?, _ badge: NodeID, _ state: State, in layout: Layout) throws {
        for link in state.badgeLinks where (try? layout.isActive(link)) != nil { try layout.freeConstraint(link) }
        state.badgeLinks = []
        if item == nil { try layout.activate(state.badgeRest) } else { try layout.deactivate(state.badgeRest) }
        guard let item else { return }
        state.badgeLinks = [try layout.makeConstraint(.node(badge), .leading, .equal, .node(item), .trailing, multiplier: 1, constant: 3),
                            try layout.makeConstraint(.node(badge), .top, .equal, .node(item), .bottom, multiplier: 1, constant: 2)]
        try layout.activate(state.badgeLinks)
    }

    static func build(_ scene: Scene, into layout: Layout) throws -> Built {
        layout.setDirection(scene.direction)
        let window = try layout.makeNode(parent: nil, name: "window")
        var windowWidth: LayoutConstraintID? = nil
        for (attribute, value) in [(Attribute.left, 0.0), (.top, 0), (.width, scene.windowWidth), (.height, 500)] {
            let constraint = try layout.makeConstraint(.node(window), attribute, .equal, nil, .left, multiplier: 1, constant: value)
            if attribute == .width { windowWidth = constraint }
            try layout.activate([constraint])
        }
        let stack = try layout.makeStack(parent: window, name: "stack", axis: scene.axis)
        try layout.setDistribution(stack, scene.distribution)
        try layout.setAlignment(stack, scene.alignment)
        try layout.setSpacing(stack, scene.spacing)
        try layout.setMargins(stack, scene.margins)
        try layout.setMarginsRelative(stack, scene.marginsRelative)
        var pins: [LayoutConstraintID] = []
        for (attribute, inset) in [(Attribute.leading, 10.0), (.trailing, -10), (.top, 10), (.bottom, -10)] {
            pins.append(try layout.makeConstraint(.node(stack), attribute, .equal, .node(window), attribute, multiplier: 1, constant: inset))
        }
        try layout.activate(pins)
        let other = try layout.makeStack(parent: window, name: "other", axis: .horizontal)
        try layout.setSpacing(other, 2)
        for (attribute, value) in [(Attribute.leading, 10.0), (.top, 10), (.width, 300), (.height, 40)] {
            let relative = attribute == .leading || attribute == .top
            try layout.activate([try layout.makeConstraint(.node(other), attribute, .equal, relative ? .node(window) : nil,
                                                           attribute, multiplier: 1, constant: value)])
        }
        // 6 by 6.
        let badge = try layout.makeNode(parent: window, name: "badge")
        let state = State(scene)
        for (attribute, value) in [(Attribute.width, 6.0), (.height, 6), (.left, 0), (.top, 0)] {
            let constraint = try layout.makeConstraint(.node(badge), attribute, .equal, nil, .left, multiplier: 1, constant: value)
            if attribute == .width || attribute == .height { try layout.activate([constraint]) } else { state.badgeRest.append(constraint) }
        }
        var items: [NodeID] = []
        var labels: [NodeID] = []
        for index in 0..<pool {
            if index == nested {
                let inner = try layout.makeStack(parent: window, name: "item\(index)", axis: scene.innerAxis)
                try layout.setSpacing(inner, scene.innerSpacing)
                for number in 0..<2 {
                    let label = try layout.makeNode(parent: nil, name: "inner\(number)")
                    try layout.setIntrinsicSize(label, width: Double(30 + 9 * number), height: Double(14 + 4 * number))
                    // Hugging and resisting less than any item: stretched or squeezed,
                    // the nested stack's labels give (both across its axis, its last
                    // along it) at 100 or 150, below any outer item's priorities, so it
                    // gives first wherever it stands. (Across its axis the two labels
                    // are as wide as each other: one of them hugs, the other resists,
                    // and resisting wins.)
                    try setPriorities(label, 100, 150, in: layout)
                    try layout.addArranged(inner, label)
                    if number == 0 { try layout.setHidden(label, scene.innerHidden) }
                    labels.append(label)
                }
                items.append(inner)
            } else {
                let node = try layout.makeNode(parent: window, name: "item\(index)")
                if scene.measured[index] {
                    try measure(node, index, state, in: layout)
                } else {
                    try layout.setIntrinsicSize(node, width: scene.sizes[index].width, height: scene.sizes[index].height)
                    try layout.setBaselineOffsets(node, first: scene.baselines[index].first, last: scene.baselines[index].last)
                }
                items.append(node)
            }
            try setPriorities(items[index], scene.hugging[index], scene.compression[index], in: layout)
            try layout.setHidden(items[index], scene.hidden[index])
            if scene.freed[index] { try layout.freeNode(items[index]) }
        }
        for index in scene.arranged { try layout.addArranged(stack, items[index]) }
        for index in scene.other { try layout.addArranged(other, items[index]) }
        for (index, spacing) in scene.custom { try layout.setCustomSpacing(stack, after: items[index], spacing) }
        try pinBadge(to: scene.badged.map { items[$0] }, badge, state, in: layout)
        try layout.update()
        return Built(stack: stack, other: other, items: items, labels: labels, windowWidth: windowWidth!, badge: badge, state: state)
    }

    static func setPriorities(_ node: NodeID, _ hugging: Double, _ compression: Double, in layout: Layout) throws {
        for axis in [Axis.horizontal, .vertical] {
            try layout.setContentHuggingPriority(node, axis, hugging)
            try layout.setCompressionResistancePriority(node, axis, compression)
        }
    }

    /// A change of the session, or an update.
    enum Step {
        case insert(item: Int, at: Int), remove(Int), append(Int), hide(Int, Bool)
        case size(Int, Double, Double), baselines(Int, Double, Double), custom(Int, Double)
        case spacing(Double), distribution(StackDistribution), alignment(StackAlignment), axis(Axis)
        case marginsRelative(Bool), margins(Double), windowWidth(Double), direction(Direction)
        case innerHide(Bool), innerSpacing(Double), innerAxis(Axis), priorities(Int, Double, Double), move(Int, at: Int)
        case measured(Int, Bool), badge(Int)
        case free(Int), update
    }

    /// The session a seed draws: `count` changes, most followed by an update.
    static func steps(seed: UInt64, count: Int) -> [Step] {
        var random = SeededGenerator(seed: seed)
        var steps: [Step] = []
        for _ in 0..<count {
            let item = Int.random(in: 0..<pool, using: &random)
            let number = Int.random(in: 0...1000, using: &random)
            switch Int.random(in: 0..<30, using: &random) {
            case 0, 1, 2: steps.append(.insert(item: item, at: number % (pool + 1)))
            case 3: steps.append(.remove(item))
            case 4: steps.append(.append(item))
            case 5, 6, 7, 8: steps.append(.hide(item, number % 2 == 0))
            case 9: steps.append(.size(item, Double(8 + number % 63), Double(8 + number % 33)))
            case 10: steps.append(.baselines(item, Double(number % 10), Double(number % 6)))
            case 11: steps.append(.custom(item, Double(number % 13)))
            case 12: steps.append(.spacing(Double(number % 11)))
            case 13: steps.append(.distribution(StackDistribution(rawValue: Int32(number % 5))!))
            case 14: steps.append(.alignment(StackAlignment(rawValue: Int32(number % 6))!))
            case 15: steps.append(.axis(number % 2 == 0 ? .horizontal : .vertical))
            case 16: steps.append(.marginsRelative(number % 2 == 0))
            case 17: steps.append(.margins(Double(number % 21)))
            case 18: steps.append(.windowWidth([700, 900, 150][number % 3]))
            case 19: steps.append(.direction(number % 2 == 0 ? .leftToRight : .rightToLeft))
            case 20: steps.append(.innerHide(number % 2 == 0))
            case 21: steps.append(.innerSpacing(Double(number % 9)))
            case 22: steps.append(.innerAxis(number % 2 == 0 ? .horizontal : .vertical))
            case 23: steps.append(.priorities(item, [200, 250, 300][number % 3], [700, 750, 800][number / 3 % 3]))
            case 24, 25: steps.append(.move(item, at: number % pool))
            case 26: steps.append(.measured(item, number % 2 == 0))
            case 27, 28: steps.append(.badge(item))
            default: steps.append(.free(item))
            }
            // Sometimes a batch of changes before the update.
            if Int.random(in: 0..<3, using: &random) != 0 { steps.append(.update) }
        }
        return steps
    }

    /// Applies a change to the layout and the scene alike, if it applies (a node taken
    /// out must be arranged, and the nested stack keeps its size and baselines).
    static func apply(_ step: Step, _ layout: Layout, _ built: Built, _ scene: inout Scene) throws -> Bool {
        // A freed item takes no more changes.
        switch step {
        case .insert(let item, _), .remove(let item), .append(let item), .hide(let item, _), .size(let item, _, _),
             .baselines(let item, _, _), .custom(let item, _), .priorities(let item, _, _), .move(let item, _), .free(let item),
             .measured(let item, _), .badge(let item):
            if scene.freed[item] { return true }
        default:
            break
        }
        switch step {
        case .insert(let item, let at):
            let position = min(at, scene.arranged.count - (scene.arranged.contains(item) ? 1 : 0))
            if !scene.arranged.contains(item) { scene.custom[item] = nil }
            scene.arranged.removeAll { $0 == item }
            scene.other.removeAll { $0 == item }
            scene.arranged.insert(item, at: position)
            try layout.insertArranged(built.stack, built.items[item], at: position)
        case .remove(let item):
            guard scene.arranged.contains(item) else { return false }
            scene.arranged.removeAll { $0 == item }
            scene.custom[item] = nil
            try layout.removeArranged(built.stack, built.items[item])
        case .append(let item):
            if !scene.arranged.contains(item) { scene.custom[item] = nil }
            scene.arranged.removeAll { $0 == item }
            scene.other.removeAll { $0 == item }
            scene.arranged.append(item)
            try layout.addArranged(built.stack, built.items[item])
        case .hide(let item, let hidden):
            scene.hidden[item] = hidden
            try layout.setHidden(built.items[item], hidden)
        case .size(let item, let width, let height):
            guard item != nested else { return false }
            scene.sizes[item] = (width, height)
            built.state.sizes[item] = (width, height)
            if scene.measured[item] {
                try layout.markDirty(built.items[item])
            } else {
                try layout.setIntrinsicSize(built.items[item], width: width, height: height)
            }
        case .baselines(let item, let first, let last):
            guard item != nested else { return false }
            scene.baselines[item] = (first, last)
            built.state.baselines[item] = (first, last)
            if scene.measured[item] {
                try layout.markDirty(built.items[item])
            } else {
                try layout.setBaselineOffsets(built.items[item], first: first, last: last)
            }
        case .custom(let item, let spacing):
            guard scene.arranged.contains(item) else { return false }
            scene.custom[item] = spacing
            try layout.setCustomSpacing(built.stack, after: built.items[item], spacing)
        case .spacing(let spacing):
            scene.spacing = spacing
            try layout.setSpacing(built.stack, spacing)
        case .distribution(let distribution):
            scene.distribution = distribution
            try layout.setDistribution(built.stack, distribution)
        case .alignment(let alignment):
            scene.alignment = alignment
            try layout.setAlignment(built.stack, alignment)
        case .axis(let axis):
            scene.axis = axis
            try layout.setAxis(built.stack, axis)
        case .marginsRelative(let relative):
            scene.marginsRelative = relative
            try layout.setMarginsRelative(built.stack, relative)
        case .margins(let inset):
            scene.margins = Insets(top: inset, leading: inset + 2, bottom: 4, trailing: inset / 2)
            try layout.setMargins(built.stack, scene.margins)
        case .windowWidth(let width):
            scene.windowWidth = width
            try layout.setConstant(built.windowWidth, width)
        case .direction(let direction):
            scene.direction = direction
            layout.setDirection(direction)
        case .innerHide(let hidden):
            scene.innerHidden = hidden
            try layout.setHidden(built.labels[0], hidden)
        case .innerSpacing(let spacing):
            scene.innerSpacing = spacing
            try layout.setSpacing(built.items[nested], spacing)
        case .innerAxis(let axis):
            scene.innerAxis = axis
            try layout.setAxis(built.items[nested], axis)
        case .move(let item, let at):
            // Into the second stack (out of the first, its custom spacing gone with it).
            let position = min(at, scene.other.count - (scene.other.contains(item) ? 1 : 0))
            if scene.arranged.contains(item) { scene.custom[item] = nil }
            scene.arranged.removeAll { $0 == item }
            scene.other.removeAll { $0 == item }
            scene.other.insert(item, at: position)
            try layout.insertArranged(built.other, built.items[item], at: position)
        case .priorities(let item, let hugging, let compression):
            scene.hugging[item] = hugging
            scene.compression[item] = compression
            try setPriorities(built.items[item], hugging, compression, in: layout)
        case .measured(let item, let measured):
            guard item != nested && scene.measured[item] != measured else { return false }
            scene.measured[item] = measured
            if measured {
                try measure(built.items[item], item, built.state, in: layout)
            } else {
                // As a host would: a size waiting to be measured is set instead.
                try layout.setMeasureFunction(built.items[item], nil)
                try layout.setIntrinsicSize(built.items[item], width: scene.sizes[item].width, height: scene.sizes[item].height)
                try layout.setBaselineOffsets(built.items[item], first: scene.baselines[item].first, last: scene.baselines[item].last)
            }
        case .badge(let item):
            scene.badged = scene.badged == item ? nil : item
            try pinBadge(to: scene.badged.map { built.items[$0] }, built.badge, built.state, in: layout)
        case .free(let item):
            guard item != nested else { return false }
            scene.freed[item] = true
            scene.arranged.removeAll { $0 == item }
            scene.other.removeAll { $0 == item }
            scene.custom[item] = nil
            try layout.freeNode(built.items[item])
            // The badge's pins went with the item: back to its place.
            if scene.badged == item {
                scene.badged = nil
                try pinBadge(to: nil, built.badge, built.state, in: layout)
            }
        case .update:
            return false
        }
        return true
    }

    /// Runs a session; returns the first difference from a fresh layout, or nil, and
    /// how many updates were checked.
    static func run(_ steps: [Step]) throws -> (failure: String?, checked: Int) {
        var scene = Scene()
        let layout = Layout()
        let built = try build(scene, into: layout)
        var checked = 0
        for step in steps {
            if try apply(step, layout, built, &scene) { continue }
            guard case .update = step else { continue }
            try layout.update()
            if !scene.hasUniqueOptimum { continue }
            let fresh = Layout()
            let expected = try build(scene, into: fresh)
            var compared = [(built.stack, expected.stack), (built.other, expected.other)]
            for index in scene.arranged + scene.other { compared.append((built.items[index], expected.items[index])) }
            if scene.badgeIsPlaced { compared.append((built.badge, expected.badge)) }
            if (scene.arranged + scene.other).contains(nested) && !scene.hidden[nested] {
                compared += zip(built.labels, expected.labels).map { ($0, $1) }
            }
            if let difference = try firstFrameDifference(layout, fresh, compared) { return (difference, checked) }
            checked += 1
        }
        return (nil, checked)
    }

    func testDirectionThereAndBackGivesTheFramesOfAFreshLayout() throws {
        // The stack's links and its items' cross-axis pins are aliases written in leading
        // and trailing edges: a change of direction rebuilds them all. Each class split as
        // its first alias left, joining its parts by the other aliases' terms as they read
        // in the new direction, not as they made the class: back to left to right, the
        // items came out with widths of -50, 0, 0 and 30 and the last 680 wide.
        let session: [Step] = [.direction(.rightToLeft), .update, .direction(.leftToRight), .update,
                               .direction(.rightToLeft), .update, .axis(.vertical), .update, .direction(.leftToRight), .update]
        let result = try Self.run(session)
        XCTAssertNil(result.failure)
        XCTAssertEqual(result.checked, 5)
    }

    func testHidingAfterAnAxisChangeTakesTheSizeAlongTheNewAxis() throws {
        // Shown, an item keeps its hiding constraint inactive for the next hide, and the
        // last shown item its tie-break; both name the size along the axis. Made while the
        // stack was vertical, the hiding constraint came back after the switch to
        // horizontal as it was: the hidden item came out 0 high as well as 0 wide (16 high afresh).
        let session: [Step] = [.hide(2, true), .axis(.vertical), .update, .hide(2, false), .alignment(.firstBaseline),
                               .axis(.horizontal), .update, .hide(2, true), .update, .hide(2, false), .update]
        let result = try Self.run(session)
        XCTAssertNil(result.failure)
        XCTAssertEqual(result.checked, 4)
    }

    func testTwoHiddenItemsShownInOneBatchMoveTheLinkAfterThem() throws {
        // Items 1, 4 and 6 hidden between item 0 (custom spacing 11 after it) and item 2:
        // item 2 sits 11 after item 0. Items 1 and 6 shown in one batch: item 2's previous
        // shown item is item 6 now, 5 after it, but each show judged the links after it
        // from the stack as it is (item 6 after item 1, both plain spacing) and left
        // item 2's link alone: item 2 came out 6 points too far right.
        let session: [Step] = [.hide(1, true), .custom(0, 11), .hide(4, true), .insert(item: 6, at: 5), .hide(6, true),
                               .remove(3), .insert(item: 2, at: 4), .update, .hide(1, false), .hide(6, false), .update]
        let result = try Self.run(session)
        XCTAssertNil(result.failure)
        XCTAssertEqual(result.checked, 2)
    }

    /// The layout read back from its description (`describeText`, then `constrain` on
    /// the same nodes, their sizes, baselines and hidden states set as the scene has
    /// them): the stacks come back from their statements. Returns the nodes by name.
    static func readBack(_ text: String, _ scene: Scene) throws -> (Layout, [String: NodeID]) {
        let layout = Layout()
        layout.setDirection(scene.direction)
        var named: [String: NodeID] = [:]
        let window = try layout.makeNode(parent: nil, name: "window")
        named["window"] = window
        named["badge"] = try layout.makeNode(parent: window, name: "badge")
        for index in 0..<pool where index != nested && !scene.freed[index] {
            let node = try layout.makeNode(parent: window, name: "item\(index)")
            try layout.setIntrinsicSize(node, width: scene.sizes[index].width, height: scene.sizes[index].height)
            try layout.setBaselineOffsets(node, first: scene.baselines[index].first, last: scene.baselines[index].last)
            try setPriorities(node, scene.hugging[index], scene.compression[index], in: layout)
            try layout.setHidden(node, scene.hidden[index])
            named["item\(index)"] = node
        }
        for number in 0..<2 {
            let label = try layout.makeNode(parent: window, name: "inner\(number)")
            try layout.setIntrinsicSize(label, width: Double(30 + 9 * number), height: Double(14 + 4 * number))
            try setPriorities(label, 100, 150, in: layout)
            if number == 0 { try layout.setHidden(label, scene.innerHidden) }
            named["inner\(number)"] = label
        }
        _ = try layout.constrain(text)
        for name in ["stack", "other", "item\(nested)"] {
            let node = Array(name.utf8).withUnsafeBufferPointer { layout.node(named: $0) }
            guard let node else { throw LayoutError(.invalidState, "\(name) did not come back") }
            named[name] = node
        }
        try layout.setMargins(named["stack"]!, scene.margins)
        try setPriorities(named["item\(nested)"]!, scene.hugging[nested], scene.compression[nested], in: layout)
        try layout.setHidden(named["item\(nested)"]!, scene.hidden[nested])
        try layout.update()
        return (layout, named)
    }

    func testDescriptionsReadBackToTheSameFrames() throws {
        // The stack statements and every other constraint, written by describeText after
        // each update of random sessions, give the same frames read into fresh nodes.
        var checked = 0
        for seed in UInt64(1)...8 {
            var scene = Scene()
            let layout = Layout()
            let built = try Self.build(scene, into: layout)
            for step in Self.steps(seed: seed, count: 40) {
                if try Self.apply(step, layout, built, &scene) { continue }
                guard case .update = step else { continue }
                try layout.update()
                if !scene.hasUniqueOptimum { continue }
                let text = layout.describeText()
                let (read, named) = try Self.readBack(text, scene)
                let items = scene.arranged + scene.other
                var compared = ["stack", "other"] + items.map { "item\($0)" }
                if items.contains(Self.nested) && !scene.hidden[Self.nested] { compared += ["inner0", "inner1"] }
                var nodes = [built.stack, built.other] + items.map { built.items[$0] }
                if items.contains(Self.nested) && !scene.hidden[Self.nested] { nodes += built.labels }
                if scene.badgeIsPlaced {
                    compared.append("badge")
                    nodes.append(built.badge)
                }
                let pairs = zip(nodes, compared).map { ($0, named[$1]!) }
                if let difference = try firstFrameDifference(layout, read, pairs, otherSays: "read back at") {
                    XCTFail("seed \(seed): \(difference), from\n\(text)")
                    return
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 150)
    }

    /// 40 sessions of 50 changes; AUTOLAYOUT_STACK_SESSIONS sets another number, and
    /// AUTOLAYOUT_STACK_SEED the first seed.
    func testStackSessionsEqualFreshLayouts() throws {
        let environment = ProcessInfo.processInfo.environment
        let sessions = environment["AUTOLAYOUT_STACK_SESSIONS"].flatMap { Int($0) } ?? 40
        let first = environment["AUTOLAYOUT_STACK_SEED"].flatMap { UInt64($0) } ?? 1
        var checked = 0
        for seed in first..<(first + UInt64(max(sessions, 1))) {
            let session = Self.steps(seed: seed, count: 50)
            let result = try Self.run(session)
            checked += result.checked
            if let failure = result.failure {
                let shortest = try shrunk(session) { try Self.run($0).failure != nil }
                XCTFail("seed \(seed): \(failure); shortest failing session:\n"
                        + shortest.map { "\($0)" }.joined(separator: "\n") + "\nthere: \(try Self.run(shortest).failure ?? "")")
                return
            }
        }
        print("stack sessions: \(checked) updates checked against fresh layouts")
        XCTAssertGreaterThan(checked, sessions * 25)
    }
}
