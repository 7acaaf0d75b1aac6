/// UTF-8 text built piece by piece: the descriptions, and every message as a string
/// interpolation of this type. Its pieces go into bytes through calls kept out of line,
/// and the text becomes a String once: String's own appending and interpolation brought
/// 6 KB gzipped of the standard library into the WebAssembly module, and their inlined
/// machinery to every use.
public struct Text: ExpressibleByStringInterpolation, StringInterpolationProtocol, TextOutputStream {
    public internal(set) var bytes: [UInt8] = []

    public init() {}

    public init(stringLiteral literal: StaticString) { add(literal) }

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public init(stringInterpolation: Text) { self = stringInterpolation }

    /// The text as a String. Its bytes are valid UTF-8, each piece having been.
    public var string: String { @inline(never) get { String(validating: bytes, as: UTF8.self) ?? "" } }

    /// C text read as UTF-8, each ill-formed sequence replaced by U+FFFD as Swift's
    /// `String(cString:)` does (that one's repair brought String's appending back).
    public init(cString pointer: UnsafePointer<CChar>) {
        var length = 0
        while pointer[length] != 0 { length += 1 }
        let raw = UnsafeRawBufferPointer(start: pointer, count: length)
        var iterator = raw.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): UTF8.encode(scalar) { bytes.append($0) }
            case .error: bytes += [0xEF, 0xBF, 0xBD]
            case .emptyInput: return
            }
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

    /// A number as Swift prints it ("10.0", "0.1", "1e-06").
    @inline(never) public mutating func double(_ value: Double) { value.write(to: &self) }

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

    public mutating func appendInterpolation(_ piece: String) { add(piece) }

    public mutating func appendInterpolation(_ piece: Text) { add(piece) }

    public mutating func appendInterpolation<Integer: BinaryInteger>(_ value: Integer) {
        integer(UInt64(truncatingIfNeeded: value.magnitude), negative: value < 0)
    }

    public mutating func appendInterpolation(_ value: Double) { double(value) }
}

extension Text {
    /// Bytes of UTF-8 text as they are (a token of the constraint language).
    public mutating func appendInterpolation(utf8 bytes: [UInt8]) { add(utf8: bytes) }

    @inline(never) public mutating func add(utf8 piece: [UInt8]) { bytes.append(contentsOf: piece) }
}

extension String {
    /// Calls `body` with the string's UTF-8. Through the contiguous storage that every
    /// string has outside Apple's platforms (no bridged foreign strings there): the UTF-8
    /// view's code for foreign strings was 3 KB gzipped of the WebAssembly module.
    @inline(never) public func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        return encodedScalars().withUnsafeBufferPointer(body)
    }

    @inline(never) private func encodedScalars() -> [UInt8] {
        var bytes: [UInt8] = []
        for scalar in unicodeScalars { UTF8.encode(scalar) { bytes.append($0) } }
        return bytes
    }

    /// The string's UTF-8, copied.
    public var utf8Bytes: [UInt8] { withUTF8Bytes { Array($0) } }

    /// Whether the string's UTF-8 is `bytes`.
    func equals(utf8 bytes: [UInt8]) -> Bool { withUTF8Bytes { $0.elementsEqual(bytes) } }
}
