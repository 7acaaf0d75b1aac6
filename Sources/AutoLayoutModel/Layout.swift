import AutoLayoutSolver

/// A layout: a forest of nodes, free variables and constraints over their attributes,
/// solved together. Changes are recorded and applied in bulk by `update()`.
public final class Layout {
    let solver = Solver()
    var nodes: [Node] = []
    /// Each node's variables, by node index (`.none` for a free slot).
    var nodeVariables = NodeVariableTable()
    /// The constraints that mention each node and free variable.
    var mentions = MentionLists()
    var freeNodes: [UInt32] = []
    var variables: [FreeVariable] = []
    var freeVariables: [UInt32] = []
    var constraints: [LayoutConstraint] = []
    var freeConstraints: [UInt32] = []
    var constraintDetails: [ConstraintDetails] = []
    var freeDetails: [Int32] = []
    /// Every constraint's terms (see `StoredTerm`), and how many of them belong to
    /// freed constraints.
    var termPool: [StoredTerm] = []
    var unusedTerms = 0

    /// Constraints with a change waiting for the next update.
    var queue: [Int32] = []
    /// Scratch lists of `update()`, kept between updates for their capacity.
    var pending: [Int32] = []
    var additions: [Int32] = []
    var edits: [Int32] = []
    var scratchTerms: [LinearTerm] = []
    /// Absolute frames being computed by an update, by node index.
    var frameScratch: [Rect] = []
    /// Solver constraints and variables of freed objects, removed at the next update.
    var retiredConstraints: [ConstraintID] = []
    #if !arch(wasm32)
    /// Installed required equalities whose terms changed in place since the last update
    /// (see `restateInPlace`), restated in the solver at the next one.
    var restatedInPlace: [Int32] = []
    /// Those of them whose restatement waits for the update's additions (see
    /// `Layout.restateBeforeRemovals`).
    var restatedAfterAdditions: [Int32] = []
    /// Those the solver declined before the removals, tried again after the additions
    /// (see `Layout.retryRestatements`).
    var retriedAfterAdditions: [Int32] = []
    #endif
    var retiredVariables: [Variable] = []
    /// Inequalities held out of the solver while they hold (see `Layout+HeldOut.swift`).
    var heldOut = HeldOutInequalities()
    /// Whether inequalities are held out while they hold; off only for the one rebuild
    /// that must install every constraint in order (see `applyAfterRebuilding`).
    var holdsInequalitiesOut = true
    /// Scratch list of the held-out inequalities a solution violates, with the margin by
    /// which each must hold when its turn comes to be held out again and by how much it
    /// is violated (in step; see `admit`), and their positions in the order they are
    /// admitted.
    var crossed: [Int32] = []
    var crossedMargin: [Double] = []
    var crossedExcess: [Double] = []
    var crossedOrder: [Int32] = []
    /// Active constraints left out because they conflict, in the order they broke.
    var broken: [Int32] = []
    /// The layout constraint behind each solver constraint, by solver index.
    var ownerOfInstalled: [Int32] = []
    /// Required equalities between two variables, kept as offsets instead of rows.
    var aliases = VariableAliases()
    /// Variables whose class lost an alias constraint (freed, deactivated, rebuilt): the
    /// class splits at the next update.
    var dissolving: [Int32] = []
    #if !arch(wasm32)
    /// Beside each of `dissolving`, the other variable the alias linked (-1: unknown).
    var dissolvingOthers: [Int32] = []
    #endif
    /// Scratch marks of a splitting class's variables, by solver symbol.
    var memberMarks: [Bool] = []
    /// Scratch for `splitClass`: per solver symbol its parent among the parts being found
    /// (-1 outside), and per constraint whether it was looked at.
    var splitParents: [Int32] = []
    var constraintMarks: [Bool] = []
    /// Per constraint: whether its variables are counted in the solver's subject ranks
    /// as named by a link still to come (see `countPendingLinks`).
    var countedAsPending: [Bool] = []
    /// The symbols whose subject rank the pending links lowered, to reset after a batch.
    var rankedSymbols: [Int32] = []
    /// Scratch: the variables of a pending link's first item.
    var firstItemTerms: [LinearTerm] = []
    /// Installed single-variable constraints by variable, so that identical ones (and
    /// optional multiples) share them; and the weights freed constraints leave on the
    /// ones they shared.
    var sharedHosts: [[SharedConstraintKey]] = []
    var retiredWeights: [(ConstraintID, Double)] = []
    var weightedHosts: [Int32] = []
    /// The last order stamp given (see `LayoutConstraint.order`).
    var nextOrder: UInt64 = 0
    /// Whether an active required constraint was freed since the last update.
    var requiredConstraintFreed = false
    /// Set when a query left the solver unsound (an inequality admitted to answer it
    /// conflicted in rounding): the next update starts from an emptied solver.
    var solverNeedsRebuild = false
    /// Set when a fresh solve also let a suspiciously small cell forbid a move (see
    /// `Solver.sawSuspectBlock`): that cell is real, and updates stop rebuilding for it
    /// until constraints come or go.
    var suspectBlockIsReal = false
    /// Whether a required constraint of the batch being applied was found to conflict.
    var conflictFound = false
    /// How many updates emptied the solver and installed the model again (tests read
    /// it to tell the incremental path from the rebuild).
    var rebuildCount = 0
    #if !arch(wasm32)
    /// Scratch of `installedEquationsHold`, by solver constraint, kept for its capacity.
    var residualsByRecord: [Double] = []
    var scalesByRecord: [Double] = []
    /// Scratch of `installedEquationsHold`: the records it reads when narrowed.
    var recordsToCheck: [Int32] = []
    /// Scratch of `constraintsMentioning` and the sweep of mention lists, by constraint;
    /// false between calls.
    var mentionMarks: [Bool] = []
    /// How many constraints `installedEquationsHold` read, for tests that a change of
    /// structure checks what it rewrote.
    var equationsChecked = 0
    #endif
    /// Whether the last batch added or removed solver constraints in a way that calls
    /// for the check of every required constraint (see `apply`).
    var structureChanged = false
    /// Whether the last batch added or removed solver constraints at all.
    var constraintsCameOrWent = false
    /// Whether a held-out optional constraint came back since the last batch was
    /// applied (see `togglesHeldOut`).
    var heldOutCameBack = false
    /// Nodes whose measure function is to be called at the next update.
    var measureQueue: [Int32] = []
    /// Set while measure functions run, so that they cannot start an update.
    var isMeasuring = false
    /// Nodes whose frame changed in the last update.
    public internal(set) var changedNodes: [NodeID] = []
    /// Stack views (see `Layout+Stacks.swift`) and those with changes for the next update.
    var stacks: [Stack] = []
    var freeStacks: [Int32] = []
    var queuedStacks: [Int32] = []

    public internal(set) var direction = Direction.leftToRight
    /// Frame edges are rounded to multiples of `1 / scale` when scale > 0.
    public internal(set) var scale = 0.0
    #if !arch(wasm32)   // the WebAssembly module reads every frame (see `refreshFrames`)
    /// Whether the next refresh must read every node's frame (see `refreshFrames`):
    /// nodes came, went or changed parent, the pixel grid changed, or a refresh threw.
    var framesNeedWholeRefresh = true
    /// The aliases' version at the last refresh: a class joined or split moves members
    /// whose values the solver did not change.
    var aliasVersionAtRefresh: UInt64 = .max
    /// Scratch of `refreshChangedFrames`: per node a mark, 0 between calls, and the nodes
    /// marked.
    var frameMarks: [UInt8] = []
    var touchedNodes: [Int32] = []
    /// How many nodes' frames the last refresh read from the solver (tests).
    var framesReadByLastRefresh = 0
    #endif

    public init() {}

    // MARK: Nodes

    /// A new node under `parent` (nil for a root).
    public func makeNode(parent: NodeID?, name: String) throws(LayoutError) -> NodeID {
        var parentIndex: Int32 = -1
        if let parent {
            parentIndex = Int32(try nodeIndex(parent, role: "parent"))
            if nodes[Int(parentIndex)].isGuide {
                throw LayoutError(.invalidState, "parent \(nodeName(Int(parentIndex))) is a guide; guides have no children")
            }
        }
        let index = makeNodeSlot(parent: parentIndex, name: name, listed: true)
        return NodeID(index: index, generation: nodes[Int(index)].generation)
    }

    /// A node's slot with its four variables; `listed` makes it one of the parent's
    /// children (guides are not).
    func makeNodeSlot(parent parentIndex: Int32, name: String, listed: Bool) -> UInt32 {
        let free = freeNodes.popLast()
        let index = free ?? UInt32(nodes.count)
        let generation = nextGeneration(free == nil ? 0 : nodes[Int(index)].generation)
        let left = solver.makeVariable(), top = solver.makeVariable()
        let width = solver.makeVariable(), height = solver.makeVariable()
        aliases.register(left, owner: Int32(index))
        aliases.register(top, owner: Int32(index))
        aliases.register(width, owner: Int32(index))
        aliases.register(height, owner: Int32(index))
        // Made where it goes, as makeConstraint's record: a `let` shared by the two
        // branches was copied there, its name and arrays retained and released.
        func node() -> Node {
            Node(generation: generation, parent: parentIndex, isLive: true, name: name)
        }
        let variables = NodeVariables(left: left, top: top, width: width, height: height)
        if free == nil {
            nodes.append(node())
            nodeVariables.append(variables)
        } else {
            nodes[Int(index)] = node()
            nodeVariables[Int(index)] = variables
        }
        framesMoveWithoutValues()
        if parentIndex >= 0 && listed {
            // Room for a few at once: grown from one, a parent of two made two lists.
            if nodes[Int(parentIndex)].children.isEmpty { nodes[Int(parentIndex)].children.reserveCapacity(4) }
            nodes[Int(parentIndex)].children.append(Int32(index))
        }
        return index
    }

    /// Frees a node, its subtree and every constraint that mentions any of them.
    public func freeNode(_ id: NodeID) throws(LayoutError) {
        let root = try nodeIndex(id, role: "node")
        if nodes[root].isGuide {
            throw LayoutError(.invalidState, "\(nodeName(root)) is a guide: it goes with its node, and cannot be freed alone")
        }
        var subtree: [Int] = [root]
        var position = 0
        while position < subtree.count {
            for child in nodes[subtree[position]].children { subtree.append(Int(child)) }
            for guide in nodes[subtree[position]].guides where guide >= 0 { subtree.append(Int(guide)) }
            position += 1
        }
        framesMoveWithoutValues()
        let parent = nodes[root].parent
        if parent >= 0 { nodes[Int(parent)].children.removeAll { $0 == Int32(root) } }
        // Stacks let go of their records and of arranged nodes leaving them.
        if nodes[root].arrangedIn >= 0 { removeFromStack(Int(nodes[root].arrangedIn), root) }
        for index in subtree where nodes[index].stack >= 0 { discardStack(Int(nodes[index].stack)) }
        for index in subtree {
            for constraint in constraintsMentioning(index, isVariable: false) where constraints[Int(constraint)].isLive {
                discardConstraint(Int(constraint))
            }
            mentions.release(&nodes[index].mentions)
            let node = nodeVariables[index]
            retiredVariables += [node.left, node.top, node.width, node.height]
            var dead = Node()
            dead.generation = nodes[index].generation
            nodes[index] = dead
            nodeVariables[index] = NodeVariables()
            freeNodes.append(UInt32(index))
        }
    }

    /// Moves a node under another parent (nil makes it a root).
    /// - Throws: `.invalidState` if `parent` is the node itself or one of its descendants.
    public func setParent(_ id: NodeID, _ parent: NodeID?) throws(LayoutError) {
        let index = try nodeIndex(id, role: "node")
        if nodes[index].isGuide {
            throw LayoutError(.invalidState, "\(nodeName(index)) is a guide: it stays with its node")
        }
        var parentIndex: Int32 = -1
        if let parent {
            parentIndex = Int32(try nodeIndex(parent, role: "parent"))
            if nodes[Int(parentIndex)].isGuide {
                throw LayoutError(.invalidState, "parent \(nodeName(Int(parentIndex))) is a guide; guides have no children")
            }
            var ancestor = parentIndex
            while ancestor >= 0 {
                if ancestor == Int32(index) {
                    throw LayoutError(.invalidState, "making \(nodeName(index)) a child of \(nodeName(Int(parentIndex))) would create a parent cycle")
                }
                ancestor = nodes[Int(ancestor)].parent
            }
        }
        let old = nodes[index].parent
        if old == parentIndex { return }
        framesMoveWithoutValues()
        if old >= 0 { nodes[Int(old)].children.removeAll { $0 == Int32(index) } }
        nodes[index].parent = parentIndex
        if parentIndex >= 0 { nodes[Int(parentIndex)].children.append(Int32(index)) }
        // Leaving its stack's children ends its arrangement, as in UIKit; a safe area
        // inherits from the new parent's.
        let stack = nodes[index].arrangedIn
        if stack >= 0 && stacks[Int(stack)].node != parentIndex { removeFromStack(Int(stack), index) }
        refreshGuide(index, .safeArea)
    }

    public func parent(of id: NodeID) throws(LayoutError) -> NodeID? {
        let parent = nodes[try nodeIndex(id, role: "node")].parent
        return parent < 0 ? nil : NodeID(index: UInt32(parent), generation: nodes[Int(parent)].generation)
    }

    public func name(of id: NodeID) throws(LayoutError) -> String {
        let index = try nodeIndex(id, role: "node")
        return nodes[index].isGuide ? nodeName(index) : nodes[index].name
    }

    /// The frame from the last update, relative to the parent.
    public func frame(of id: NodeID) throws(LayoutError) -> Rect {
        nodes[try nodeIndex(id, role: "node")].frame
    }

    /// The frame of a node whose handle the caller has just validated with `frame(of:)`
    /// (bulk reads check every handle first, then read without checking again).
    public func frame(ofValidated id: NodeID) -> Rect {
        nodes[Int(id.index)].frame
    }

    /// The frame from the last update in the roots' coordinate space.
    public func absoluteFrame(of id: NodeID) throws(LayoutError) -> Rect {
        nodes[try nodeIndex(id, role: "node")].absoluteFrame
    }

    // MARK: Variables

    public func makeVariable(name: String) -> VariableID {
        let index: UInt32
        if let free = freeVariables.popLast() {
            index = free
        } else {
            index = UInt32(variables.count)
            variables.append(FreeVariable())
        }
        var variable = FreeVariable()
        variable.generation = nextGeneration(variables[Int(index)].generation)
        variable.isLive = true
        variable.name = name
        variable.variable = solver.makeVariable()
        aliases.register(variable.variable, owner: -2 - Int32(index))
        variables[Int(index)] = variable
        return VariableID(index: index, generation: variable.generation)
    }

    /// The variable's value from the last update.
    public func value(of id: VariableID) throws(LayoutError) -> Double {
        variables[try variableIndex(id, role: "variable")].value
    }

    // MARK: Settings

    /// Switches leading/trailing; constraints that use them are rebuilt at the next update.
    public func setDirection(_ direction: Direction) {
        if direction == self.direction { return }
        self.direction = direction
        for index in constraints.indices where constraints[index].isLive && isDirectional(index) {
            constraints[index].needsRebuild = true
            enqueue(index)
        }
        #if !arch(wasm32)
        queueStacksFollowingDirection()
        #endif
    }

    /// Sets the pixel grid: frame edges are rounded to multiples of `1 / scale`; 0
    /// turns rounding off. Takes effect at the next update.
    public func setScale(_ scale: Double) throws(LayoutError) {
        guard scale.isFinite && scale >= 0 && scale <= 1e6 else {
            throw LayoutError(.invalidArgument, "scale must be a number from 0 (pixel rounding off) to 1e6, got \(scale)")
        }
        if scale != self.scale { framesMoveWithoutValues() }
        self.scale = scale
    }

    // MARK: Lookup

    func nodeIndex(_ id: NodeID, role: @autoclosure () -> Text) throws(LayoutError) -> Int {
        let index = Int(id.index)
        guard index < nodes.count && nodes[index].isLive && nodes[index].generation == id.generation else {
            throw notLive(role(), "node")
        }
        return index
    }

    func variableIndex(_ id: VariableID, role: @autoclosure () -> Text) throws(LayoutError) -> Int {
        let index = Int(id.index)
        guard index < variables.count && variables[index].isLive && variables[index].generation == id.generation else {
            throw notLive(role(), "variable")
        }
        return index
    }

    // Out of line: the two above are copied for each caller's `role` closure.
    @inline(never)
    private func notLive(_ role: Text, _ kind: Text) -> LayoutError {
        LayoutError(.invalidHandle, "\(role) is not a live \(kind) of this layout (freed, or never created here)")
    }

    func constraintIndex(_ id: LayoutConstraintID) throws(LayoutError) -> Int {
        let index = Int(id.index)
        guard index < constraints.count && constraints[index].isLive && constraints[index].generation == id.generation else {
            throw LayoutError(.invalidHandle, "constraint is not a live constraint of this layout (freed, or never created here)")
        }
        return index
    }

    /// The node's name, else `node#index`; a guide goes by its node's (`card.margins`),
    /// written when asked for, as the engine's constraints' names are.
    func nodeName(_ index: Int) -> String {
        let name = nodes[index].name
        if !name.isEmpty { return name }
        if let guide = nodes[index].guideKind { return ("\(nodeName(Int(nodes[index].parent))).\(guide.name)" as Text).string }
        return ("node#\(index)" as Text).string
    }

    func variableName(_ index: Int) -> String {
        let name = variables[index].name
        return name.isEmpty ? ("variable#\(index)" as Text).string : name
    }
}
