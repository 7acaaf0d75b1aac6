extension Layout: NameResolver {
    func node(named name: [UInt8]) -> NodeID? {
        for index in nodes.indices where nodes[index].isLive && nodes[index].name.utf8.elementsEqual(name) {
            return NodeID(index: UInt32(index), generation: nodes[index].generation)
        }
        return nil
    }

    func variable(named name: [UInt8]) -> VariableID? {
        for index in variables.indices where variables[index].isLive && variables[index].name.utf8.elementsEqual(name) {
            return VariableID(index: UInt32(index), generation: variables[index].generation)
        }
        return nil
    }

    func parentNode(of node: NodeID) -> NodeID? {
        guard let parent = try? parent(of: node) else { return nil }
        return parent
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
        var statements: [Statement] = []
        do {
            var lexer = Lexer(text)
            for tokens in try lexer.statements() {
                if VisualFormatParser.recognizes(tokens) {
                    var parser = VisualFormatParser(tokens, self)
                    statements += try parser.parse()
                } else {
                    var parser = ExpressionParser(tokens, self)
                    statements.append(try parser.statement())
                }
            }
        } catch {
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
                throw LayoutError(error.kind, "line \(statement.line), column \(statement.column): \(error.message)")
            }
        }
        do {
            try activate(created)
        } catch {
            for id in created { try? freeConstraint(id) }
            throw error
        }
        return created
    }

    /// The layout as text: the node tree with frames (as comments) and every active
    /// constraint as a statement that `constrain` reads back, broken ones marked.
    public func describeText() -> String {
        var text = "# nodes: name (x, y, width, height) relative to the parent\n"
        // Depth first with an explicit stack: a deep tree must not exhaust the call stack.
        var stack: [(index: Int, depth: Int)] = []
        for index in nodes.indices.reversed() where nodes[index].isLive && nodes[index].parent < 0 {
            stack.append((index, 0))
        }
        while let (index, depth) = stack.popLast() {
            let frame = nodes[index].frame
            // Indentation shows nesting up to 40 levels; deeper trees would make the text
            // grow with the square of their depth.
            var indent = depth > 40 ? "(\(depth)) " : ""
            for _ in 0..<min(depth, 40) { indent += "  " }
            text += "# \(indent)\(nodeName(index)) (\(formatNumber(frame.x)), \(formatNumber(frame.y)), \(formatNumber(frame.width)), \(formatNumber(frame.height)))"
            if (try? hasAmbiguousLayout(NodeID(index: UInt32(index), generation: nodes[index].generation))) == true { text += " ambiguous" }
            text += "\n"
            for child in nodes[index].children.reversed() { stack.append((Int(child), depth + 1)) }
        }
        text += "# constraints\n"
        for index in constraints.indices where constraints[index].isLive && constraints[index].isActive {
            text += statementText(index)
            var notes: [String] = []
            if !constraints[index].name.isEmpty { notes.append(constraints[index].name) }
            if constraints[index].isBroken { notes.append("broken") }
            if !notes.isEmpty {
                text += "  # "
                for (position, note) in notes.enumerated() { text += position == 0 ? note : ", " + note }
            }
            text += "\n"
        }
        return text
    }
}

/// Text safe inside an XML element.
func escapeXML(_ text: String) -> String {
    var result = ""
    for character in text.unicodeScalars {
        switch character {
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "&": result += "&amp;"
        case "\"": result += "&quot;"
        default: result.unicodeScalars.append(character)
        }
    }
    return result
}
