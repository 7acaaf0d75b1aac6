/// Parses a line of Apple's Visual Format Language into statements:
///
///     H:|-10-[a]-8-[b(==a)]-10-|        V:|-[a(>=40@750)]
///
/// `H:` (the default) places views along leading/trailing with their widths, `V:` along
/// top/bottom with their heights. `|` is the parent of the views in the line. A bare `-`
/// is the standard spacing: 8 between siblings, 20 to the parent's edge; `[a][b]` is
/// flush. Predicates: `(>=50@750,<=b)` on a view's size, `-(>=8)-` on a spacing.
struct VisualFormatParser {
    static let siblingSpacing = 8.0
    static let edgeSpacing = 20.0

    /// One predicate: relation, a number or a view (its size on the line's axis), priority.
    struct Predicate {
        var relation: LayoutRelation
        var constant: Double
        var view: NodeID?
        var priority: Double
        var token: Token
    }

    let tokens: [Token]
    let names: any NameResolver
    var position = 0
    var statements: [Statement] = []
    var vertical = false
    var parent: NodeID?

    init(_ tokens: [Token], _ names: any NameResolver) {
        self.tokens = tokens
        self.names = names
    }

    var current: Token { tokens[position] }

    /// Whether a statement is written in the Visual Format Language.
    static func recognizes(_ tokens: [Token]) -> Bool {
        let first = tokens[0]
        if first.is(UInt8(ascii: "|")) || first.is(UInt8(ascii: "[")) { return true }
        return first.kind == .name && tokens.count > 1 && tokens[1].is(UInt8(ascii: ":"))
            && (first.spells(UInt8(ascii: "H")) || first.spells(UInt8(ascii: "V")))
    }

    mutating func parse() throws(LanguageError) -> [Statement] {
        if current.kind == .name {
            vertical = current.spells(UInt8(ascii: "V"))
            position += 2
        }
        var previous: NodeID? = nil   // nil: the parent's leading edge
        var pendingSpacing: [Predicate]? = nil
        var startsAtParent = false
        let start = current
        if current.is(UInt8(ascii: "|")) {
            startsAtParent = true
            position += 1
            // `|[a]` is flush with the parent's edge.
            pendingSpacing = try connection(toParent: true)
                ?? [Predicate(relation: .equal, constant: 0, view: nil, priority: Priority.required, token: start)]
            guard current.is(UInt8(ascii: "[")) else { throw LanguageError.expected("'[' after '|'", current) }
        }
        var sawView = false
        while current.is(UInt8(ascii: "[")) {
            let (view, viewToken) = try viewSpecification()
            if let spacing = pendingSpacing {
                if let previous {
                    addSpacing(spacing, from: .node(previous), trailingOf: true, to: view, token: viewToken)
                } else if startsAtParent {
                    let parent = try parentNode(viewToken, view)
                    addSpacing(spacing, from: .node(parent), trailingOf: false, to: view, token: viewToken)
                }
            } else if let previous {
                // [a][b]: flush.
                addSpacing([Predicate(relation: .equal, constant: 0, view: nil, priority: Priority.required, token: viewToken)],
                           from: .node(previous), trailingOf: true, to: view, token: viewToken)
            }
            previous = view
            sawView = true
            pendingSpacing = nil
            if current.is(UInt8(ascii: "-")) || current.is(UInt8(ascii: "|")) || current.is(UInt8(ascii: "[")) {
                if current.is(UInt8(ascii: "-")) {
                    let toParentNext = lookaheadIsParent()
                    pendingSpacing = try connection(toParent: toParentNext)
                    if !current.is(UInt8(ascii: "[")) && !current.is(UInt8(ascii: "|")) {
                        throw LanguageError.expected("'[' or '|' after a connection", current)
                    }
                }
            }
            if current.is(UInt8(ascii: "|")) {
                let bar = current
                position += 1
                guard let last = previous else { break }
                let parent = try parentNode(bar, last)
                let spacing = pendingSpacing ?? [Predicate(relation: .equal, constant: 0, view: nil, priority: Priority.required, token: bar)]
                // parent.trailing REL last.trailing + spacing
                for predicate in spacing {
                    var terms = [ItemTerm(.node(parent), trailingAttribute, 1), ItemTerm(.node(last), trailingAttribute, -1)]
                    if let view = predicate.view { terms.append(ItemTerm(.node(view), sizeAttribute, -1)) }
                    statements.append(Statement(terms: terms, relation: predicate.relation, constant: predicate.constant,
                                                priority: predicate.priority, line: predicate.token.line, column: predicate.token.column))
                }
                pendingSpacing = nil
                break
            }
        }
        guard sawView else { throw LanguageError(start, "a visual format line needs at least one view in brackets, as in [name]") }
        guard current.kind == .end else {
            throw LanguageError.expected("the end of the visual format line", current)
        }
        return statements
    }

    private var leadingAttribute: Attribute { vertical ? .top : .leading }
    private var trailingAttribute: Attribute { vertical ? .bottom : .trailing }
    private var sizeAttribute: Attribute { vertical ? .height : .width }

    private func lookaheadIsParent() -> Bool {
        // '-' ... '-' '|' or '-' '|'
        var cursor = position + 1
        if tokens[cursor].is(UInt8(ascii: "|")) { return true }
        while cursor < tokens.count && !tokens[cursor].is(UInt8(ascii: "[")) && tokens[cursor].kind != .end {
            if tokens[cursor].is(UInt8(ascii: "|")) { return true }
            cursor += 1
        }
        return false
    }

    /// `-`, `-N-`, `-(predicates)-`, or nothing (flush, returned as nil by the caller).
    private mutating func connection(toParent: Bool) throws(LanguageError) -> [Predicate]? {
        guard current.is(UInt8(ascii: "-")) else { return nil }
        let dash = current
        position += 1
        let standard = toParent ? VisualFormatParser.edgeSpacing : VisualFormatParser.siblingSpacing
        if current.is(UInt8(ascii: "[")) || current.is(UInt8(ascii: "|")) {
            return [Predicate(relation: .equal, constant: standard, view: nil, priority: Priority.required, token: dash)]
        }
        var predicates: [Predicate]
        if current.kind == .number {
            predicates = [Predicate(relation: .equal, constant: current.value, view: nil, priority: Priority.required, token: current)]
            position += 1
        } else if current.is(UInt8(ascii: "(")) {
            predicates = try predicateList()
        } else {
            throw LanguageError.expected("a spacing (a number or '(predicates)') after '-'", current)
        }
        guard current.is(UInt8(ascii: "-")) else { throw LanguageError.expected("'-' after a spacing", current) }
        position += 1
        return predicates
    }

    /// `[name]` or `[name(predicates)]`; the predicates constrain the view's size.
    private mutating func viewSpecification() throws(LanguageError) -> (NodeID, Token) {
        position += 1   // '['
        let nameToken = current
        guard nameToken.kind == .name else { throw LanguageError.expected("a view name after '['", nameToken) }
        guard let view = names.node(named: nameToken.text) else { throw LanguageError.noNode(nameToken) }
        position += 1
        if current.is(UInt8(ascii: "(")) {
            for predicate in try predicateList() {
                var terms = [ItemTerm(.node(view), sizeAttribute, 1)]
                if let other = predicate.view { terms.append(ItemTerm(.node(other), sizeAttribute, -1)) }
                statements.append(Statement(terms: terms, relation: predicate.relation, constant: predicate.constant,
                                            priority: predicate.priority, line: predicate.token.line, column: predicate.token.column))
            }
        }
        guard current.is(UInt8(ascii: "]")) else { throw LanguageError.expected("']'", current) }
        position += 1
        return (view, nameToken)
    }

    /// `(predicate, predicate, ...)` with predicate := [relation] (number | view) ['@' priority].
    private mutating func predicateList() throws(LanguageError) -> [Predicate] {
        position += 1   // '('
        var predicates: [Predicate] = []
        while true {
            let start = current
            var relation = LayoutRelation.equal
            if current.kind == .relation {
                relation = LayoutRelation(token: current)
                position += 1
            }
            var predicate = Predicate(relation: relation, constant: 0, view: nil, priority: Priority.required, token: start)
            if current.kind == .number {
                predicate.constant = current.value
            } else if current.kind == .name {
                guard let view = names.node(named: current.text) else { throw LanguageError.noNode(current) }
                predicate.view = view
            } else {
                throw LanguageError.expected("a number or a view name in a predicate", current)
            }
            position += 1
            if current.is(UInt8(ascii: "@")) {
                position += 1
                guard current.kind == .number, Priority.isValid(current.value) else {
                    throw LanguageError.expected("a priority in (0, 1000] after '@'", current)
                }
                predicate.priority = current.value
                position += 1
            }
            predicates.append(predicate)
            if current.is(UInt8(ascii: ",")) { position += 1; continue }
            guard current.is(UInt8(ascii: ")")) else { throw LanguageError.expected("',' or ')'", current) }
            position += 1
            return predicates
        }
    }

    /// next.leading REL from.(trailing|leading) + spacing, for each predicate.
    private mutating func addSpacing(_ spacing: [Predicate], from: Item, trailingOf: Bool, to next: NodeID, token: Token) {
        for predicate in spacing {
            var terms = [ItemTerm(.node(next), leadingAttribute, 1), ItemTerm(from, trailingOf ? trailingAttribute : leadingAttribute, -1)]
            if let view = predicate.view { terms.append(ItemTerm(.node(view), sizeAttribute, -1)) }
            statements.append(Statement(terms: terms, relation: predicate.relation, constant: predicate.constant,
                                        priority: predicate.priority, line: predicate.token.line, column: predicate.token.column))
        }
    }

    private mutating func parentNode(_ token: Token, _ view: NodeID) throws(LanguageError) -> NodeID {
        guard let parent = names.parentNode(of: view) else {
            throw LanguageError(token, "'|' stands for the parent of the views in the line, but this view is a root")
        }
        if let known = self.parent, known != parent {
            throw LanguageError(token, "'|' stands for one parent, but the views in the line have different parents")
        }
        self.parent = parent
        return parent
    }
}
