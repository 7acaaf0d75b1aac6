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

    /// The absolute frames as an SVG picture: a labelled rectangle per node, children
    /// drawn over their parents, broken-constraint and ambiguous nodes highlighted.
    public func describeSVG() -> String {
        var minX = 0.0, minY = 0.0, maxX = 1.0, maxY = 1.0
        var live: [Int] = []
        for index in nodes.indices where nodes[index].isLive {
            live.append(index)
            let frame = nodes[index].absoluteFrame
            minX = min(minX, frame.x); minY = min(minY, frame.y)
            maxX = max(maxX, frame.x + max(frame.width, 0)); maxY = max(maxY, frame.y + max(frame.height, 0))
        }
        var troubled = [Bool](repeating: false, count: nodes.count)
        for index in broken {
            for term in constraints[Int(index)].terms {
                if case .node(let node) = term.item { troubled[Int(node.index)] = true }
            }
        }
        let width = maxX - minX + 20, height = maxY - minY + 20
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(formatNumber(width))\" height=\"\(formatNumber(height))\" viewBox=\"\(formatNumber(minX - 10)) \(formatNumber(minY - 10)) \(formatNumber(width)) \(formatNumber(height))\" font-family=\"sans-serif\" font-size=\"11\">\n"
        svg += "<rect x=\"\(formatNumber(minX - 10))\" y=\"\(formatNumber(minY - 10))\" width=\"\(formatNumber(width))\" height=\"\(formatNumber(height))\" fill=\"white\"/>\n"
        // Parents first, so that children are drawn on top.
        live.sort { depth(of: $0) < depth(of: $1) }
        let palette = ["#dbe9f6", "#e3f1dc", "#f8ead0", "#eadcf3", "#f5dcdc"]
        for index in live {
            let frame = nodes[index].absoluteFrame
            let ambiguous = (try? hasAmbiguousLayout(NodeID(index: UInt32(index), generation: nodes[index].generation))) == true
            let stroke = troubled[index] ? "#d62728" : ambiguous ? "#ff7f0e" : "#4a4a4a"
            let dash = ambiguous ? " stroke-dasharray=\"4 3\"" : ""
            let fill = palette[depth(of: index) % palette.count]
            svg += "<g><rect x=\"\(formatNumber(frame.x))\" y=\"\(formatNumber(frame.y))\" width=\"\(formatNumber(max(frame.width, 0)))\" height=\"\(formatNumber(max(frame.height, 0)))\" fill=\"\(fill)\" fill-opacity=\"0.85\" stroke=\"\(stroke)\" stroke-width=\"\(troubled[index] || ambiguous ? 2 : 1)\"\(dash)/>"
            svg += "<text x=\"\(formatNumber(frame.x + 3))\" y=\"\(formatNumber(frame.y + 12))\" fill=\"#202020\">\(escapeXML(nodeName(index)))</text></g>\n"
        }
        svg += "</svg>\n"
        return svg
    }

    private func depth(of index: Int) -> Int {
        var depth = 0
        var current = nodes[index].parent
        while current >= 0 {
            depth += 1
            current = nodes[Int(current)].parent
        }
        return depth
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
