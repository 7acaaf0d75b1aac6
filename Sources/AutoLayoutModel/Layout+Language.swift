extension Layout: NameResolver {
    func node(named name: UnsafeBufferPointer<UInt8>) -> NodeID? {
        for index in nodes.indices where nodes[index].isLive && nodes[index].name.equals(utf8: name) {
            return NodeID(index: UInt32(index), generation: nodes[index].generation)
        }
        return nil
    }

    func variable(named name: UnsafeBufferPointer<UInt8>) -> VariableID? {
        for index in variables.indices where variables[index].isLive && variables[index].name.equals(utf8: name) {
            return VariableID(index: UInt32(index), generation: variables[index].generation)
        }
        return nil
    }

    func parentNode(of node: NodeID) -> NodeID? {
        guard let parent = try? parent(of: node) else { return nil }
        return parent
    }

    func guide(named name: UnsafeBufferPointer<UInt8>, of node: NodeID) -> NodeID? {
        guard let kind = Guide.published.first(where: { $0.name.equals(utf8: name) }) else { return nil }
        return try? guide(kind, of: node)
    }
}

extension Layout {
    /// Creates and activates the constraints that `text` states, or none of them.
    ///
    /// Statements are separated by newlines or ';', `#` starts a comment. Two kinds:
    /// expressions over node and variable names (`a.width >= b.width * 2 + 10 @750`) and
    /// lines of Apple's Visual Format Language (`H:|-10-[a]-8-[b(==a)]-10-|`).
    /// - Throws: `.invalidArgument` with "line L, column C: ..." for the first error.
    public func constrain(_ text: String) throws(LayoutError) -> [LayoutConstraintID] {
        var source = Text()
        source.add(text)
        return try constrain(source)
    }

    /// `constrain` of UTF-8 text as it came (from C, without a String between).
    public func constrain(_ text: Text) throws(LayoutError) -> [LayoutConstraintID] {
        var statements: [Statement] = []
        // Stack declarations take effect as they are read (later statements may name
        // the stacks they make); on any error they are undone, last first.
        var undo: [StackUndo] = []
        do {
            var lexer = Lexer(text.bytes)
            defer { lexer.deallocate() }
            for tokens in try lexer.statements() {
                if StackStatementParser.recognizes(tokens) {
                    var parser = StackStatementParser(tokens)
                    undo.append(try apply(try parser.parse()))
                } else if VisualFormatParser.recognizes(tokens) {
                    var parser = VisualFormatParser(tokens, self)
                    statements += try parser.parse()
                } else {
                    var parser = ExpressionParser(tokens, self)
                    statements.append(try parser.statement())
                }
            }
        } catch {
            for step in undo.reversed() { revert(step) }
            throw LayoutError(.invalidArgument, error.text)
        }
        var created: [LayoutConstraintID] = []
        for statement in statements {
            do {
                let id = try makeConstraint(statement.terms, statement.relation, statement.constant)
                created.append(id)
                if statement.priority < Priority.required { try setPriority(id, statement.priority) }
            } catch {
                for id in created { try? freeConstraint(id) }
                for step in undo.reversed() { revert(step) }
                throw LayoutError(error.kind, "line \(statement.line), column \(statement.column): \(error.text)")
            }
        }
        do {
            try activate(created)
        } catch {
            for id in created { try? freeConstraint(id) }
            for step in undo.reversed() { revert(step) }
            throw error
        }
        return created
    }

    /// The layout as text: the node tree with frames (as comments) and every active
    /// constraint as a statement that `constrain` reads back, broken ones marked.
    public func describeText() -> String { textDescription().string }

    /// `describeText`'s bytes, which the C export copies out without a String between.
    @_optimize(size) public func textDescription() -> Text {
        var text = Text()
        text.add("# nodes: name (x, y, width, height) relative to the parent\n")
        // Depth first with an explicit stack: a deep tree must not exhaust the call stack.
        var stack: [(index: Int, depth: Int)] = []
        for index in nodes.indices.reversed() where nodes[index].isLive && nodes[index].parent < 0 {
            stack.append((index, 0))
        }
        while let (index, depth) = stack.popLast() {
            let frame = nodes[index].frame
            // Indentation shows nesting up to 40 levels; deeper trees would make the text
            // grow with the square of their depth.
            text.add("# ")
            if depth > 40 { text.add("("); text.integer(UInt64(depth), negative: false); text.add(") ") }
            for _ in 0..<min(depth, 40) { text.add("  ") }
            text.add(nodeName(index)); text.add(" ("); text.number(frame.x); text.add(", ")
            text.number(frame.y); text.add(", "); text.number(frame.width); text.add(", "); text.number(frame.height); text.add(")")
            if (try? hasAmbiguousLayout(NodeID(index: UInt32(index), generation: nodes[index].generation))) == true { text.add(" ambiguous") }
            text.add(nodeSettingsText(index))
            text.add("\n")
            for child in nodes[index].children.reversed() { stack.append((Int(child), depth + 1)) }
        }
        var stackText = Text()
        for record in stackStatementOrder() { stackText.add(stackStatementText(record)); stackText.add("\n") }
        if !stackText.bytes.isEmpty { text.add("# stacks\n"); text.add(stackText) }
        text.add("# constraints\n")
        for index in constraints.indices where constraints[index].isLive && constraints[index].isActive {
            // The engine's own (guides, stacks) are stated by the stack declarations and
            // node settings; one that broke is shown, as a comment.
            if constraints[index].isEngineOwned {
                if constraints[index].isBroken {
                    text.add("# "); text.add(statementText(index)); text.add("  # "); text.add(constraintName(index)); text.add(", broken\n")
                }
                continue
            }
            text.add(statementText(index))
            // Its name and whether it broke, as a comment.
            let name = constraintName(index)
            if !name.isEmpty || constraints[index].isBroken { text.add("  # "); text.add(name) }
            if constraints[index].isBroken { text.add(name.isEmpty ? "broken" : ", broken") }
            text.add("\n")
        }
        return text
    }
}

/// What a stack statement changed, to put back if the text fails later.
struct StackUndo {
    var stack: NodeID
    var created: Bool
    var settings: StackSettings
    var arranged: [NodeID]
    /// As the stack keeps it: NaN after an item without a custom spacing.
    var customSpacing: [Double]
    /// Each node's parent and its place among the parent's children.
    var parents: [(node: NodeID, parent: NodeID?, place: Int)]
}

extension Layout {
    /// Declares or restates a stack: its settings and exactly these arranged nodes.
    @_optimize(size) func apply(_ statement: StackStatement) throws(LanguageError) -> StackUndo {
        var parent: NodeID? = nil
        if let token = statement.parent {
            guard let node = node(named: token.text) else { throw LanguageError.noNode(token) }
            parent = node
        }
        var items: [NodeID] = []
        for item in statement.items {
            guard let node = node(named: item.name.text) else { throw LanguageError.noNode(item.name) }
            if items.contains(node) { throw LanguageError(item.name, "\(item.name.description) is arranged twice") }
            items.append(node)
        }
        let stack: NodeID
        let created: Bool
        if let existing = node(named: statement.name.text) {
            guard (try? isStack(existing)) == true else {
                throw LanguageError(statement.name, "\(statement.name.description) is a node, not a stack")
            }
            if let parent, (try? self.parent(of: existing)) != parent {
                throw LanguageError(statement.parent ?? statement.name, "stack \(statement.name.description) is not in \(statement.parent?.description ?? "")")
            }
            stack = existing
            created = false
        } else {
            do {
                stack = try makeStack(parent: parent, name: ("\(utf8: statement.name.text)" as Text).string, axis: statement.axis)
            } catch {
                throw LanguageError(statement.name, error.text)
            }
            created = true
        }
        // Checked before anything changes: each node can be arranged here.
        let record = Int(nodes[Int(stack.index)].stack)
        for (position, node) in items.enumerated() {
            let index = Int(node.index)
            let other = nodes[index].arrangedIn
            var ancestor = Int32(stack.index)
            var cycle = false
            while ancestor >= 0 { cycle = cycle || ancestor == Int32(index); ancestor = nodes[Int(ancestor)].parent }
            if cycle || nodes[index].isGuide || (other >= 0 && other != Int32(record)) {
                if created { try? freeNode(stack) }
                let reason = cycle ? "contains the stack" : nodes[index].isGuide ? "is a guide" : "is arranged in another stack"
                throw LanguageError(statement.items[position].name, "\(statement.items[position].name.description) \(reason)")
            }
        }
        var undo = StackUndo(stack: stack, created: created, settings: settings(of: record),
                             arranged: stacks[record].arranged.map { nodeID(Int($0)) },
                             customSpacing: stacks[record].customSpacing, parents: [])
        for node in items {
            let parent = nodes[Int(node.index)].parent
            let place = parent >= 0 ? nodes[Int(parent)].children.firstIndex(of: Int32(node.index)) ?? 0 : 0
            undo.parents.append((node, parent >= 0 ? nodeID(Int(parent)) : nil, place))
        }
        for node in undo.arranged where !items.contains(node) { removeFromStack(record, Int(node.index)) }
        for (position, node) in items.enumerated() {
            try? insertArranged(stack, node, at: position)
        }
        stacks[record].customSpacing = statement.items.map { $0.spacing ?? Double.nan }
        for position in items.indices where position + 1 < items.count { markStackDirty(record, item: Int(items[position + 1].index)) }
        restoreSettings(record, StackSettings(axis: statement.axis, distribution: statement.distribution, alignment: statement.alignment,
                                              spacing: statement.spacing, marginsRelative: statement.marginsRelative))
        return undo
    }

    /// Puts a stack back as it was before a statement that is being undone.
    @_optimize(size) func revert(_ undo: StackUndo) {
        guard let record = try? stackRecord(undo.stack) else { return }
        for index in stacks[record].arranged { removeFromStack(record, Int(index)) }
        for (node, parent, place) in undo.parents {
            try? setParent(node, parent)
            if let parent {
                // Back in its place among the children, so that the tree reads as before.
                let index = Int32(node.index), owner = Int(parent.index)
                nodes[owner].children.removeAll { $0 == index }
                nodes[owner].children.insert(index, at: min(place, nodes[owner].children.count))
            }
        }
        if undo.created {
            try? freeNode(undo.stack)
            return
        }
        for node in undo.arranged { try? addArranged(undo.stack, node) }
        stacks[record].customSpacing = undo.customSpacing
        markStackFullSync(record)
        restoreSettings(record, undo.settings)
    }

    @_optimize(size) private func restoreSettings(_ record: Int, _ settings: StackSettings) {
        stacks[record].axis = settings.axis
        stacks[record].distribution = settings.distribution
        stacks[record].alignment = settings.alignment
        stacks[record].spacing = settings.spacing
        stacks[record].marginsRelative = settings.marginsRelative
        markStackFullSync(record)
    }

    /// The live stacks, each after those its statement names: the stacks it arranges
    /// (its statement adopts them, so inner stacks come first) and, for a stack that its
    /// parent does not arrange (taken out of it), that parent when it is a stack (`in`
    /// names it). By depth alone, a stack taken out of an outer one came before the outer
    /// one's statement, and its `in` named a stack not made yet.
    @_optimize(size) func stackStatementOrder() -> [Int] {
        func dependencies(_ record: Int) -> [Int] {
            var result: [Int] = []
            for item in stacks[record].arranged where nodes[Int(item)].stack >= 0 { result.append(Int(nodes[Int(item)].stack)) }
            let node = Int(stacks[record].node), parent = nodes[node].parent
            if nodes[node].arrangedIn < 0 && parent >= 0 && nodes[Int(parent)].stack >= 0 { result.append(Int(nodes[Int(parent)].stack)) }
            return result
        }
        // Depth first, post-order, with an explicit stack (nesting may be deep).
        var order: [Int] = []
        var seen = [Bool](repeating: false, count: stacks.count)
        var walk: [(record: Int, next: Int, dependencies: [Int])] = []
        for root in stacks.indices where stacks[root].isLive && !seen[root] {
            seen[root] = true
            walk.append((root, 0, dependencies(root)))
            while let top = walk.last {
                if top.next < top.dependencies.count {
                    walk[walk.count - 1].next += 1
                    let next = top.dependencies[top.next]
                    if !seen[next] {
                        seen[next] = true
                        walk.append((next, 0, dependencies(next)))
                    }
                } else {
                    walk.removeLast()
                    order.append(top.record)
                }
            }
        }
        return order
    }

    /// `stack s in root vertical spacing 8 alignment leading: a (spacing 20), b`.
    @_optimize(size) func stackStatementText(_ record: Int) -> Text {
        let stack = stacks[record]
        let index = Int(stack.node)
        var text = Text()
        text.add("stack "); text.add(nodeName(index))
        // An arranged stack's parent is the stack that arranges it, which says so.
        if nodes[index].parent >= 0 && nodes[index].arrangedIn < 0 { text.add(" in "); text.add(nodeName(Int(nodes[index].parent))) }
        text.add(" "); text.add(stack.axis.name)
        if stack.spacing != 0 { text.add(" spacing "); text.number(stack.spacing) }
        if stack.distribution != .fill { text.add(" distribution "); text.add(stack.distribution.name) }
        if stack.alignment != .fill { text.add(" alignment "); text.add(stack.alignment.name) }
        if stack.marginsRelative { text.add(" margins") }
        text.add(":")
        for (position, item) in stack.arranged.enumerated() {
            text.add(position == 0 ? " " : ", "); text.add(nodeName(Int(item)))
            let custom = stack.customSpacing[position]
            if !custom.isNaN { text.add(" (spacing "); text.number(custom); text.add(")") }
        }
        return text
    }

    /// A node's UIKit settings that differ from the defaults, for its comment line.
    @_optimize(size) func nodeSettingsText(_ index: Int) -> Text {
        var text = Text()
        let margins = nodes[index].margins, safeArea = nodes[index].safeAreaInsets
        if margins != Insets.standardMargins { text.add(" margins"); addInsets(&text, margins) }
        if safeArea != Insets.zero { text.add(" safe-area"); addInsets(&text, safeArea) }
        if nodes[index].firstBaselineOffset >= 0 {
            text.add(" baselines "); text.number(nodes[index].firstBaselineOffset); text.add(" "); text.number(nodes[index].lastBaselineOffset)
        }
        if nodes[index].readableWidth != defaultReadableWidth { text.add(" readable-width "); text.number(nodes[index].readableWidth) }
        if nodes[index].isHidden { text.add(" hidden") }
        return text
    }

    @_optimize(size) private func addInsets(_ text: inout Text, _ insets: Insets) {
        for value in [insets.top, insets.leading, insets.bottom, insets.trailing] { text.add(" "); text.number(value) }
    }
}

extension Text {
    /// `text` made safe inside an XML element. Byte by byte: no byte of a multi-byte
    /// UTF-8 sequence is ASCII.
    @inline(never) mutating func addEscapingXML(_ text: String) {
        for byte in text.utf8Bytes {
            switch byte {
            case UInt8(ascii: "<"): add("&lt;")
            case UInt8(ascii: ">"): add("&gt;")
            case UInt8(ascii: "&"): add("&amp;")
            case UInt8(ascii: "\""): add("&quot;")
            default: bytes.append(byte)
            }
        }
    }
}
