/// A token of the constraint language, with where it starts (1-based line and column).
/// Its text points into the lexer's copy of the source, which outlives the parsing: a
/// token is plain data then, where an array of its own made every copy of a token count
/// references (2 KB gzipped of the WebAssembly module).
struct Token {
    enum Kind: Equatable {
        case name          // an identifier: node, variable or attribute name
        case number
        case symbol        // one of  . + - * / ( ) @ , [ ] | :
        case relation      // ==  <=  >=
        case end           // end of a statement (newline, ';' or end of text)
    }

    var kind: Kind
    var text: UnsafeBufferPointer<UInt8>
    var value: Double = 0
    var line: Int
    var column: Int

    func `is`(_ symbol: UInt8) -> Bool { kind == .symbol && spells(symbol) }

    /// Whether the token is the one byte `byte` (a symbol, or a one-letter name).
    func spells(_ byte: UInt8) -> Bool { text.count == 1 && text[0] == byte }

    // Out of line: inlined, each message's call site carried its own UTF-8 decoding.
    var description: Text {
        @inline(never) get {
            switch kind {
            case .end: return "the end of the statement"
            default: return "'\(utf8: text)'"
            }
        }
    }
}

/// An error in the text, reported as "line L, column C: message".
struct LanguageError: Error {
    var line: Int
    var column: Int
    var message: Text

    init(_ token: Token, _ message: Text) {
        line = token.line
        column = token.column
        self.message = message
    }

    init(line: Int, column: Int, _ message: Text) {
        self.line = line
        self.column = column
        self.message = message
    }

    var text: Text { "line \(line), column \(column): \(message)" }

    // The common messages, each built in one place: inlined, every parser's call site
    // carried its own string interpolation.
    @inline(never)
    static func expected(_ what: Text, _ token: Token) -> LanguageError {
        LanguageError(token, "expected \(what) but found \(token.description)")
    }

    @inline(never)
    static func noNode(_ token: Token) -> LanguageError {
        LanguageError(token, "no node is named \(token.description)")
    }
}
