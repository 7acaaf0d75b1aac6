import XCTest
@testable import AutoLayoutModel

/// Text writes what Swift's own strings would: numbers as Swift prints them, C text
/// repaired as `String(cString:)` repairs it, XML escapes byte by byte.
final class TextTests: XCTestCase {
    func testIntegersAndNumbersAsSwiftPrintsThem() {
        let integers: [Int64] = [0, 1, -1, 9, 10, 99, 100, -12345, Int64.max, Int64.min, 1_000_000_007]
        for value in integers {
            XCTAssertEqual(("\(value)" as Text).string, "\(value)")
        }
        XCTAssertEqual(("\(UInt64.max)" as Text).string, "\(UInt64.max)")
        XCTAssertEqual(("\(Int32(-7)) \(UInt32(42))" as Text).string, "-7 42")
        let doubles = [0.0, -0.0, 1, -1.5, 0.1, 1e-6, 1e15, 1e16, 123456.789, .infinity, -.infinity, .nan,
                       Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude, 1.0 / 3]
        for value in doubles {
            XCTAssertEqual(("\(value)" as Text).string, "\(value)")
            var text = Text()
            text.number(value)
            let integral = value.isFinite && value == value.rounded() && abs(value) < 1e15
            XCTAssertEqual(text.string, integral ? "\(Int64(value))" : "\(value)")
        }
    }

    /// Text prints doubles with its own shortest-digits code: it must agree with Swift's
    /// on the hard places (powers of two, where the lower neighbour is nearer; numbers
    /// next to short decimals, where a bound may be one; NaN payloads) and at random.
    func testDoublesPrintedAsSwiftPrintsThemEverywhere() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0.015625, 5e-324, 2.2250738585072014e-308, 9007199254740993, 1e23, 9.999999999999999e22,
                                0.0001, 0.00009999999999999999, 1e-5, 999999999999999.9, 1e15, 123456789012345680]
        for biased in 1..<2047 {
            let power = Double(bitPattern: UInt64(biased) << 52)
            values += [power, power.nextUp, power.nextDown]
        }
        for _ in 0..<3000 {
            var digits: UInt64 = 0
            for _ in 0..<Int.random(in: 1...17, using: &generator) { digits = digits * 10 + UInt64.random(in: 0...9, using: &generator) }
            let decimal = Double("\(digits)e\(Int.random(in: -330...310, using: &generator))")!
            values += [decimal, decimal.nextUp, decimal.nextDown]
            values.append(Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator)))
            values.append(Double.random(in: -5000...5000, using: &generator))
            values.append(Double(bitPattern: 0x7FF0_0000_0000_0000 | UInt64.random(in: 1..<1 << 52, using: &generator)))
        }
        for value in values + values.map({ -$0 }) {
            var expected = ""
            value.write(to: &expected)
            XCTAssertEqual(("\(value)" as Text).string, expected, "bits \(String(value.bitPattern, radix: 16))")
        }
    }

    func testCTextRepairedAsSwiftRepairsIt() {
        var generator = SystemRandomNumberGenerator()
        let samples: [[UInt8]] = [
            Array("plain".utf8), Array("größe → 10".utf8), [0xFF], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
            [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80], [0x61, 0x80, 0x62, 0xE2, 0x82, 0xAC],
        ]
        // Random bytes, half of them from the edges of UTF-8's ranges (lead bytes, the
        // second bytes' limits), so that sequences come out whole as well as cut.
        let edges: [UInt8] = [0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1,
                              0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF]
        var inputs = samples
        for _ in 0..<5000 {
            let count = Int.random(in: 0...12, using: &generator)
            inputs.append((0..<count).map { _ in
                Bool.random(using: &generator) ? edges.randomElement(using: &generator)! : UInt8.random(in: 1...255, using: &generator)
            })
        }
        for bytes in inputs {
            let expected = (bytes + [0]).withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { String(cString: $0.baseAddress!) }
            }
            let text = (bytes + [0]).withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { Text(cString: $0.baseAddress!) }
            }
            XCTAssertEqual(text.string, expected, "\(bytes)")
            XCTAssertEqual(text.bytes, Array(expected.utf8))
        }
    }

    func testPiecesAndEscapes() {
        var text: Text = "a \("b") \("c" as Text) "
        Array("d".utf8).withUnsafeBufferPointer { text.add(utf8: $0) }
        text.add(" <&\"é\">")
        text.addEscapingXML(" <&\"é\">")
        XCTAssertEqual(text.string, "a b c d <&\"é\"> &lt;&amp;&quot;é&quot;&gt;")
        XCTAssertTrue(Array("größe".utf8).withUnsafeBufferPointer { "größe".equals(utf8: $0) })
        XCTAssertFalse(Array("grösse".utf8).withUnsafeBufferPointer { "größe".equals(utf8: $0) })
        XCTAssertEqual("größe".utf8Bytes, Array("größe".utf8))
    }
}
