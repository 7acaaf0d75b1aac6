/// Text written piece by piece through calls kept out of line: a piece costs its call,
/// where a string interpolation inlined its machinery at every use (the descriptions are
/// 2 KB smaller gzipped in the WebAssembly module so).
struct TextWriter {
    var text = ""

    @inline(never) mutating func add(_ piece: String) { text += piece }

    @inline(never) mutating func number(_ value: Double) { text += formatNumber(value) }
}
