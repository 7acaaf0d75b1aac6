/// Splits constraint-language text into statements of tokens. Statements end at a
/// newline or ';'; '#' starts a comment that runs to the end of the line.
/// The tokens point into the lexer's copy of the text: `deallocate()` it once they are
/// parsed.
struct Lexer {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var line = 1
    var lineStart = 0

    init(_ text: [UInt8]) {
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.count)
        _ = copy.initialize(fromContentsOf: text)
        bytes = UnsafeBufferPointer(copy)
    }

    func deallocate() { bytes.deallocate() }

    private func text(_ start: Int, _ end: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// Every statement's tokens, each list closed by an `.end` token; empty statements
    /// are left out.
    mutating func statements() throws(LanguageError) -> [[Token]] {
        var result: [[Token]] = []
        var current: [Token] = []
        while true {
            let token = try next()
            if token.kind == .end {
                if !current.isEmpty {
                    current.append(token)
                    result.append(current)
                    current = []
                }
                if position >= bytes.count { return result }
            } else {
                current.append(token)
            }
        }
    }

    private var column: Int { position - lineStart + 1 }

    private mutating func next() throws(LanguageError) -> Token {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                position += 1
            } else if byte == UInt8(ascii: "#") {
                while position < bytes.count && bytes[position] != UInt8(ascii: "\n") { position += 1 }
            } else {
                break
            }
        }
        let startColumn = column
        guard position < bytes.count else { return Token(kind: .end, text: text(position, position), line: line, column: startColumn) }
        let byte = bytes[position]
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: ";") {
            let token = Token(kind: .end, text: text(position, position + 1), line: line, column: startColumn)
            position += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = position
            }
            return token
        }
        if isNameStart(byte) {
            let start = position
            while position < bytes.count && isNamePart(bytes[position]) { position += 1 }
            return Token(kind: .name, text: text(start, position), line: line, column: startColumn)
        }
        if isDigit(byte) || (byte == UInt8(ascii: ".") && position + 1 < bytes.count && isDigit(bytes[position + 1])) {
            return try number(startColumn)
        }
        if (byte == UInt8(ascii: "=") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">"))
            && position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "=") {
            position += 2
            return Token(kind: .relation, text: text(position - 2, position), line: line, column: startColumn)
        }
        let symbols: StaticString = ".+-*/()@,[]|:"
        if symbols.withUTF8Buffer({ $0.contains(byte) }) {
            position += 1
            return Token(kind: .symbol, text: text(position - 1, position), line: line, column: startColumn)
        }
        throw LanguageError(line: line, column: startColumn, "unexpected character '\(utf8: text(position, position + 1))'")
    }

    /// Digits, an optional fraction and an optional exponent (1e-06).
    private mutating func number(_ startColumn: Int) throws(LanguageError) -> Token {
        let start = position
        var mantissa = 0.0
        var scale = 1.0
        var seenPoint = false
        while position < bytes.count && (isDigit(bytes[position]) || (!seenPoint && bytes[position] == UInt8(ascii: "."))) {
            if bytes[position] == UInt8(ascii: ".") {
                seenPoint = true
            } else if seenPoint {
                scale /= 10
                mantissa += Double(bytes[position] - UInt8(ascii: "0")) * scale
            } else {
                mantissa = mantissa * 10 + Double(bytes[position] - UInt8(ascii: "0"))
            }
            position += 1
        }
        if position < bytes.count && (bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")) {
            var cursor = position + 1
            var negative = false
            if cursor < bytes.count && (bytes[cursor] == UInt8(ascii: "-") || bytes[cursor] == UInt8(ascii: "+")) {
                negative = bytes[cursor] == UInt8(ascii: "-")
                cursor += 1
            }
            guard cursor < bytes.count && isDigit(bytes[cursor]) else {
                throw LanguageError(line: line, column: startColumn, "malformed number: an exponent needs digits")
            }
            var exponent = 0
            while cursor < bytes.count && isDigit(bytes[cursor]) {
                exponent = min(exponent * 10 + Int(bytes[cursor] - UInt8(ascii: "0")), 400)
                cursor += 1
            }
            position = cursor
            var power = 1.0
            for _ in 0..<exponent { power *= 10 }
            mantissa = negative ? mantissa / power : mantissa * power
        }
        if position < bytes.count && isNameStart(bytes[position]) {
            throw LanguageError(line: line, column: startColumn, "malformed number: a name cannot follow digits directly")
        }
        return Token(kind: .number, text: text(start, position), value: mantissa, line: line, column: startColumn)
    }
}

@inline(__always) func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
@inline(__always) func isNameStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || byte == UInt8(ascii: "_") || byte >= 0x80
}
@inline(__always) func isNamePart(_ byte: UInt8) -> Bool { isNameStart(byte) || isDigit(byte) }
