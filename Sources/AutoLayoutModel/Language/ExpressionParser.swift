/// Parses an expression statement: `a.width >= b.width * 2 + 10 @750`.
///
///     statement := expression relation expression ['@' number]
///     expression := product (('+' | '-') product)*
///     product := factor (('*' | '/') factor)*       (one side of '*' a number)
///     factor := number | '-' factor | '(' expression ')' | name ['.' attribute]
struct ExpressionParser {
    let tokens: [Token]
    let names: any NameResolver
    var position = 0

    init(_ tokens: [Token], _ names: any NameResolver) {
        self.tokens = tokens
        self.names = names
    }

    var current: Token { tokens[position] }

    mutating func statement() throws(LanguageError) -> Statement {
        let first = current
        let left = try expression()
        guard current.kind == .relation else {
            throw LanguageError.expected("==, <= or >=", current)
        }
        let relationToken = current
        position += 1
        let right = try expression()
        var priority = Priority.required
        if current.is(UInt8(ascii: "@")) {
            position += 1
            guard current.kind == .number else { throw LanguageError.expected("a priority after '@'", current) }
            priority = current.value
            guard Priority.isValid(priority) else { throw LanguageError(current, "a priority must be in (0, 1000], got \(current.value)") }
            position += 1
        }
        guard current.kind == .end else {
            throw LanguageError.expected("the end of the statement", current)
        }
        var form = LinearForm()
        form.add(left, times: 1)
        form.add(right, times: -1)
        guard !form.terms.isEmpty else {
            throw LanguageError(first, "a constraint needs at least one node attribute or variable")
        }
        let relation = LayoutRelation(token: relationToken)
        return Statement(terms: form.terms, relation: relation, constant: -form.constant, priority: priority,
                         line: first.line, column: first.column)
    }

    mutating func expression() throws(LanguageError) -> LinearForm {
        var result = try product()
        while current.is(UInt8(ascii: "+")) || current.is(UInt8(ascii: "-")) {
            let sign = current.is(UInt8(ascii: "+")) ? 1.0 : -1.0
            position += 1
            result.add(try product(), times: sign)
        }
        return result
    }

    mutating func product() throws(LanguageError) -> LinearForm {
        var result = try factor()
        while current.is(UInt8(ascii: "*")) || current.is(UInt8(ascii: "/")) {
            let operation = current
            position += 1
            let other = try factor()
            if operation.is(UInt8(ascii: "/")) {
                guard other.isConstant else { throw LanguageError(operation, "constraints are linear: divide by numbers only") }
                guard other.constant != 0 else { throw LanguageError(operation, "division by zero") }
                var scaled = LinearForm()
                scaled.add(result, times: 1 / other.constant)
                result = scaled
            } else if other.isConstant {
                var scaled = LinearForm()
                scaled.add(result, times: other.constant)
                result = scaled
            } else if result.isConstant {
                var scaled = LinearForm()
                scaled.add(other, times: result.constant)
                result = scaled
            } else {
                throw LanguageError(operation, "constraints are linear: one side of '*' must be a number")
            }
        }
        return result
    }

    mutating func factor() throws(LanguageError) -> LinearForm {
        let token = current
        switch token.kind {
        case .number:
            position += 1
            return LinearForm(terms: [], constant: token.value)
        case .name:
            position += 1
            if current.is(UInt8(ascii: ".")) {
                position += 1
                guard var node = names.node(named: token.text) else {
                    throw LanguageError.noNode(token)
                }
                // A guide: `a.safeArea.top`, `a.margins.left`, `a.readable.width`.
                if current.kind == .name && tokens[position + 1].is(UInt8(ascii: ".")) {
                    guard let guide = names.guide(named: current.text, of: node) else {
                        throw LanguageError.expected("a guide (margins safeArea readable)", current)
                    }
                    node = guide
                    position += 2
                }
                let attributeToken = current
                guard attributeToken.kind == .name, let attribute = Attribute(spelled: attributeToken.text) else {
                    throw LanguageError.expected("an attribute (left right top bottom leading trailing width height centerX centerY firstBaseline lastBaseline leftMargin rightMargin topMargin bottomMargin leadingMargin trailingMargin centerXWithinMargins centerYWithinMargins)", attributeToken)
                }
                position += 1
                return LinearForm(terms: [ItemTerm(.node(node), attribute, 1)], constant: 0)
            }
            guard let variable = names.variable(named: token.text) else {
                if names.node(named: token.text) != nil {
                    throw LanguageError(token, "\(token.description) is a node: name one of its attributes, as in \(utf8: token.text).width")
                }
                throw LanguageError(token, "no variable is named \(token.description)")
            }
            return LinearForm(terms: [ItemTerm(.variable(variable), .value, 1)], constant: 0)
        case .symbol where token.is(UInt8(ascii: "-")):
            position += 1
            var negated = LinearForm()
            negated.add(try factor(), times: -1)
            return negated
        case .symbol where token.is(UInt8(ascii: "(")):
            position += 1
            let inner = try expression()
            guard current.is(UInt8(ascii: ")")) else { throw LanguageError.expected("')'", current) }
            position += 1
            return inner
        default:
            throw LanguageError.expected("a number, a name or '('", token)
        }
    }
}
