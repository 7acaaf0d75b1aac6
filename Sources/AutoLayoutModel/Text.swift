/// UTF-8 text built piece by piece: the descriptions, and every message as a string
/// interpolation of this type. Its pieces go into bytes through calls kept out of line,
/// and the text becomes a String once: String's own appending and interpolation brought
/// 6 KB gzipped of the standard library into the WebAssembly module, and their inlined
/// machinery to every use.
public struct Text: ExpressibleByStringInterpolation, StringInterpolationProtocol, TextOutputStream, Sendable {
    public internal(set) var bytes: [UInt8] = []

    public init() {}

    public init(stringLiteral literal: StaticString) { add(literal) }

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public init(stringInterpolation: Text) { self = stringInterpolation }

    /// The text as a String. Its bytes are valid UTF-8, each piece having been.
    public var string: String { @inline(never) get { String(validating: bytes, as: UTF8.self) ?? "" } }

    /// C text read as UTF-8, each ill-formed sequence's maximal well-formed start (or a
    /// lone bad byte) replaced by U+FFFD, as `String(cString:)` does: that one's repair
    /// brought String's appending back, the standard decoder 0.9 KB gzipped.
    public init(cString pointer: UnsafePointer<CChar>) {
        let text = UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self)
        var position = 0
        while text[position] != 0 {
            // The sequence's length by its first byte, and the range of its second
            // (Unicode's table 3-7: no overlong forms, surrogates or values past 10FFFF).
            var length = 0, low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch text[position] {
            case 0x01...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xED: length = 3; high = 0x9F
            case 0xE1...0xEF: length = 3
            case 0xF0: length = 4; low = 0x90
            case 0xF4: length = 4; high = 0x8F
            case 0xF1...0xF3: length = 4
            default: length = 0
            }
            // The terminator is no continuation byte, so this stops at it.
            var valid = length > 0 ? 1 : 0
            while valid > 0 && valid < length {
                let byte = text[position + valid]
                guard byte >= (valid == 1 ? low : 0x80) && byte <= (valid == 1 ? high : 0xBF) else { break }
                valid += 1
            }
            if length > 0 && valid == length {
                bytes.append(contentsOf: UnsafeBufferPointer(start: text + position, count: length))
            } else {
                bytes += [0xEF, 0xBF, 0xBD]
            }
            position += max(valid, 1)
        }
    }

    @inline(never) public mutating func add(_ piece: StaticString) {
        piece.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    @inline(never) public mutating func add(_ piece: String) { piece.withUTF8Bytes { bytes.append(contentsOf: $0) } }

    @inline(never) public mutating func add(_ piece: Text) { bytes.append(contentsOf: piece.bytes) }

    /// An integer in decimal, as Swift prints it.
    @inline(never) public mutating func integer(_ magnitude: UInt64, negative: Bool) {
        if negative { bytes.append(UInt8(ascii: "-")) }
        var divisor: UInt64 = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor % 10))
            divisor /= 10
        }
    }

    /// A number as Swift prints it ("10.0", "0.1", "1e-06", "-nan", "nan(0x1)"): the
    /// fewest digits that read back as it (see ShortestDigits), in exponent form from
    /// 2^53 up and below 10^-4.
    @inline(never) public mutating func double(_ value: Double) {
        if value.sign == .minus { bytes.append(UInt8(ascii: "-")) }
        let fraction = value.significandBitPattern
        if value.exponentBitPattern == 0x7FF {
            if fraction == 0 { add("inf"); return }
            // Signalling without the quiet bit; the payload without it and the next one.
            if fraction >> 51 == 0 { add("s") }
            add("nan")
            let payload = fraction & (1 << 50 - 1)
            if payload == 0 { return }
            add("(0x")
            var shift: UInt64 = 48
            while shift > 0 && payload >> shift == 0 { shift -= 4 }
            while true {
                let digit = UInt8(payload >> shift & 0xF)
                bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") - 10 + digit)
                if shift == 0 { break }
                shift -= 4
            }
            add(")")
            return
        }
        if value == 0 { add("0.0"); return }
        let shortest = ShortestDigits(value)
        let count = shortest.digits.count, power = shortest.exponent - 1
        if power < -4 || value.magnitude > 9007199254740992 {
            addDigits(shortest, point: 1)
            add(power < 0 ? "e-" : "e+")
            if power > -10 && power < 10 { add("0") }
            integer(UInt64(power.magnitude), negative: false)
        } else if power < 0 {
            add("0.")
            for _ in 0 ..< -power - 1 { add("0") }
            addDigits(shortest, point: count)
        } else if power + 1 < count {
            addDigits(shortest, point: power + 1)
        } else {
            addDigits(shortest, point: count)
            for _ in 0 ..< power + 1 - count { add("0") }
            add(".0")
        }
    }

    /// The digits with a point before the one at `point` (none at the end).
    private mutating func addDigits(_ shortest: ShortestDigits, point: Int) {
        for (position, digit) in shortest.digits.enumerated() {
            if position == point { bytes.append(UInt8(ascii: ".")) }
            bytes.append(digit)
        }
    }

    /// A number as the descriptions write it: integral values without a fraction ("10",
    /// not "10.0"), others as Swift prints them.
    @inline(never) public mutating func number(_ value: Double) {
        if value.isFinite && value == value.rounded() && value > -1e15 && value < 1e15 {
            integer(UInt64(value.magnitude), negative: value < 0)
        } else {
            double(value)
        }
    }

    public mutating func write(_ string: String) { add(string) }

    public mutating func appendLiteral(_ literal: StaticString) { add(literal) }

    public mutating func appendInterpolation(_ piece: StaticString) { add(piece) }

    public mutating func appendInterpolation(_ piece: String) { add(piece) }

    public mutating func appendInterpolation(_ piece: Text) { add(piece) }

    public mutating func appendInterpolation<Integer: BinaryInteger>(_ value: Integer) {
        integer(UInt64(truncatingIfNeeded: value.magnitude), negative: value < 0)
    }

    public mutating func appendInterpolation(_ value: Double) { double(value) }
}

extension Text {
    /// Bytes of UTF-8 text as they are (a token of the constraint language).
    mutating func appendInterpolation(utf8 bytes: UnsafeBufferPointer<UInt8>) { add(utf8: bytes) }

    @inline(never) mutating func add(utf8 piece: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: piece) }
}

extension String {
    /// Calls `body` with the string's UTF-8. Through the contiguous storage that every
    /// string has without Objective-C (no bridged foreign strings): the UTF-8 view's code
    /// for foreign strings was 3 KB gzipped of the WebAssembly module.
    @inline(never) public func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        #if _runtime(_ObjC)
        var bytes: [UInt8] = []
        for scalar in unicodeScalars { UTF8.encode(scalar) { bytes.append($0) } }
        return bytes.withUnsafeBufferPointer(body)
        #else
        preconditionFailure("a string without contiguous UTF-8 needs Objective-C")
        #endif
    }

    /// The string's UTF-8, copied.
    public var utf8Bytes: [UInt8] { withUTF8Bytes { Array($0) } }

    /// Whether the string's UTF-8 is `bytes`.
    func equals(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool { withUTF8Bytes { $0.elementsEqual(bytes) } }
}
