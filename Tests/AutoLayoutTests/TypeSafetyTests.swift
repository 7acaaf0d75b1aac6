import AutoLayout
import Foundation
import XCTest

/// Relating an x-axis anchor to a y-axis anchor must not compile. Small programs are
/// type-checked by the toolchain's `swiftc` against the AutoLayout module that this test
/// bundle was built with: the wrong statements must fail with the expected diagnostics,
/// and the same statements made right must pass (so a failure is the type error, not
/// the setup).
final class TypeSafetyTests: XCTestCase {
    private let prelude = """
        import AutoLayout
        let layout = Layout()
        let a = layout.node("a")
        let b = layout.node("b")

        """

    /// Each wrong statement, the diagnostic it must get, and the same statement made right.
    private let cases: [(wrong: String, diagnostic: String, fixed: String)] = [
        ("_ = a.anchors.left == b.anchors.top",
         "binary operator '==' cannot be applied to operands of type 'XAxisAnchor' (aka 'LayoutAnchor<XAxis>') and 'YAxisAnchor' (aka 'LayoutAnchor<YAxis>')",
         "_ = a.anchors.left == b.anchors.right"),
        ("_ = a.anchors.top <= b.anchors.centerX * 2 + 1 <~ .defaultHigh",
         "binary operator '<=' cannot be applied to operands of type 'YAxisAnchor' (aka 'LayoutAnchor<YAxis>') and 'LayoutExpression<XAxis>'",
         "_ = a.anchors.top <= b.anchors.centerY * 2 + 1 <~ .defaultHigh"),
        ("_ = layout.activate { a.anchors.leading >= b.anchors.bottom }",
         "binary operator '>=' cannot be applied to operands of type 'XAxisAnchor' (aka 'LayoutAnchor<XAxis>') and 'YAxisAnchor' (aka 'LayoutAnchor<YAxis>')",
         "_ = layout.activate { a.anchors.leading >= b.anchors.trailing }"),
        ("_ = a.anchors.left + b.anchors.top",
         "binary operator '+' cannot be applied to operands of type 'XAxisAnchor' (aka 'LayoutAnchor<XAxis>') and 'YAxisAnchor' (aka 'LayoutAnchor<YAxis>')",
         "_ = a.anchors.left + layout.variable()"),
        ("_ = a.anchors.width == b.anchors.centerX",
         "binary operator '==' cannot be applied to operands of type 'DimensionAnchor' (aka 'LayoutAnchor<Dimension>') and 'XAxisAnchor' (aka 'LayoutAnchor<XAxis>')",
         "_ = a.anchors.width == b.anchors.height * 2"),
        ("_ = a.anchors.allEdges == b.anchors.horizontalEdges - 8",
         "cannot convert value of type 'EdgeAnchors<HorizontalEdges>' to expected argument type 'EdgeAnchors<AllEdges>'",
         "_ = a.anchors.horizontalEdges == b.anchors.horizontalEdges - 8"),
    ]

    /// The first case is the contract's: an x-axis anchor related to a y-axis anchor.
    /// All wrong statements go in one program (the compiler reports each), all right
    /// ones in another, which must compile.
    func testAnchorsOfDifferentAxesCannotBeRelated() throws {
        let firstLine = prelude.split(separator: "\n", omittingEmptySubsequences: false).count
        let rejected = try typeCheck(prelude + cases.map(\.wrong).joined(separator: "\n") + "\n")
        XCTAssertNotEqual(rejected.status, 0, "the wrong statements compiled")
        for (offset, testCase) in cases.enumerated() {
            XCTAssertTrue(rejected.output.contains("main.swift:\(firstLine + offset):"), "no diagnostic for \(testCase.wrong):\n\(rejected.output)")
            XCTAssertTrue(rejected.output.contains("error: " + testCase.diagnostic), "for \(testCase.wrong):\n\(rejected.output)")
        }
        let accepted = try typeCheck(prelude + cases.map(\.fixed).joined(separator: "\n") + "\n")
        XCTAssertEqual(accepted.status, 0, "the right statements did not compile:\n\(accepted.output)")
    }

    // MARK: Helpers

    /// `swiftc -typecheck` of `source` against the modules beside this test bundle.
    private func typeCheck(_ source: String) throws -> (status: Int32, output: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("autolayout-type-safety-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("main.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = try swiftc()
        process.arguments = ["-typecheck", "-I", try modulesDirectory().path, "-module-cache-path", directory.path, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// Where the build put AutoLayout.swiftmodule: `Modules` beside the test bundle.
    private func modulesDirectory() throws -> URL {
        let candidates = [Bundle(for: TypeSafetyTests.self).bundleURL, Bundle.main.bundleURL,
                          URL(fileURLWithPath: CommandLine.arguments[0])]
        for candidate in candidates {
            var directory = candidate
            for _ in 0..<3 {
                directory = directory.deletingLastPathComponent()
                let modules = directory.appendingPathComponent("Modules")
                if FileManager.default.fileExists(atPath: modules.appendingPathComponent("AutoLayout.swiftmodule").path) { return modules }
            }
        }
        throw TypeSafetyError("no Modules/AutoLayout.swiftmodule near the test bundle \(candidates.map(\.path))")
    }

    /// The toolchain's compiler: `AUTOLAYOUT_SWIFTC`, else `swiftc` on the PATH.
    private func swiftc() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["AUTOLAYOUT_SWIFTC"] { return URL(fileURLWithPath: path) }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw TypeSafetyError("swiftc is not on the PATH (set AUTOLAYOUT_SWIFTC to the toolchain's swiftc)")
    }
}

private struct TypeSafetyError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
