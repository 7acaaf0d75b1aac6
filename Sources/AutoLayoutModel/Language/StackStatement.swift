/// A stack declaration of the constraint language, as `describe` writes it:
///
///     stack NAME [in PARENT] horizontal|vertical [spacing N] [distribution D]
///           [alignment A] [margins] ':' [item (',' item)*]
///     item := NAME ['(' 'spacing' N ')']
///
/// `margins` arranges within the stack's margins; an item's spacing is the custom
/// spacing after it.
struct StackStatement {
    var name: Token
    var parent: Token?
    var axis = Axis.horizontal
    var spacing = 0.0
    var distribution = StackDistribution.fill
    var alignment = StackAlignment.fill
    var marginsRelative = false
    var items: [(name: Token, spacing: Double?)] = []
    var line: Int
    var column: Int
}

struct StackStatementParser {
    let tokens: [Token]
    var position = 0

    init(_ tokens: [Token]) { self.tokens = tokens }

    /// Whether the statement is a stack declaration: `stack` and then a name.
    @_optimize(size) static func recognizes(_ tokens: [Token]) -> Bool {
        tokens.count > 2 && tokens[0].kind == .name && "stack".equals(utf8: tokens[0].text) && tokens[1].kind == .name
    }

    var current: Token { tokens[position] }

    @_optimize(size) private func isWord(_ word: String) -> Bool {
        current.kind == .name && word.equals(utf8: current.text)
    }

    @inline(never) @_optimize(size) mutating func parse() throws(LanguageError) -> StackStatement {
        let first = current
        position += 1
        var statement = StackStatement(name: current, line: first.line, column: first.column)
        position += 1
        if isWord("in") {
            position += 1
            guard current.kind == .name else { throw unexpected("the parent's name after 'in'") }
            statement.parent = current
            position += 1
        }
        if isWord("horizontal") {
            statement.axis = .horizontal
        } else if isWord("vertical") {
            statement.axis = .vertical
        } else {
            throw unexpected("horizontal or vertical")
        }
        position += 1
        while !current.is(UInt8(ascii: ":")) {
            if isWord("spacing") {
                position += 1
                statement.spacing = try number("spacing")
            } else if isWord("distribution") {
                position += 1
                guard current.kind == .name, let value = StackDistribution.all.first(where: { $0.name.equals(utf8: current.text) }) else {
                    throw unexpected("a distribution (fill fillEqually fillProportionally equalSpacing equalCentering)")
                }
                statement.distribution = value
                position += 1
            } else if isWord("alignment") {
                position += 1
                guard current.kind == .name, let value = StackAlignment.all.first(where: { $0.name.equals(utf8: current.text) }) else {
                    throw unexpected("an alignment (fill leading center trailing firstBaseline lastBaseline)")
                }
                statement.alignment = value
                position += 1
            } else if isWord("margins") {
                statement.marginsRelative = true
                position += 1
            } else {
                throw unexpected("spacing, distribution, alignment, margins or ':'")
            }
        }
        position += 1
        while current.kind != .end {
            guard current.kind == .name else { throw unexpected("the name of an arranged node") }
            let name = current
            var spacing: Double? = nil
            position += 1
            if current.is(UInt8(ascii: "(")) {
                position += 1
                guard isWord("spacing") else { throw unexpected("'spacing'") }
                position += 1
                spacing = try number("spacing")
                guard current.is(UInt8(ascii: ")")) else { throw unexpected("')'") }
                position += 1
            }
            statement.items.append((name, spacing))
            if current.is(UInt8(ascii: ",")) {
                position += 1
                if current.kind == .end { throw LanguageError(current, "expected the name of an arranged node after ','") }
            } else if current.kind != .end {
                throw unexpected("',' or the end of the statement")
            }
        }
        return statement
    }

    /// "expected ... but found ..." at the current token, built in one place.
    @inline(never) @_optimize(size) private func unexpected(_ expected: Text) -> LanguageError {
        LanguageError.expected(expected, current)
    }

    /// A number, with an optional sign, within the accepted magnitude.
    @_optimize(size) private mutating func number(_ what: Text) throws(LanguageError) -> Double {
        var sign = 1.0
        if current.is(UInt8(ascii: "-")) {
            sign = -1
            position += 1
        }
        guard current.kind == .number else { throw unexpected("a number after '\(what)'") }
        let value = sign * current.value
        guard value.isFinite && abs(value) <= maximumMagnitude else {
            throw LanguageError(current, "\(what) must be finite and within ±1e12, got \(value)")
        }
        position += 1
        return value
    }
}
