import XCTest
@testable import AutoLayoutModel

/// The names of what the engine makes for guides, stacks and intrinsic sizes, which
/// messages and descriptions show: written when read, they read as they always did.
final class GeneratedNameTests: XCTestCase {
    /// Every name that the live constraints go by, with how many go by it.
    func names(_ layout: Layout) -> [String: Int] {
        var counts: [String: Int] = [:]
        for index in layout.constraints.indices where layout.constraints[index].isLive {
            counts[layout.constraintName(index), default: 0] += 1
        }
        return counts
    }

    func testGuidesStacksAndIntrinsicSizesNameTheirConstraints() throws {
        let layout = Layout()
        let card = try layout.makeNode(parent: nil, name: "card")
        let unnamed = try layout.makeNode(parent: card, name: "")
        let row = try layout.makeStack(parent: card, name: "row", axis: .horizontal)
        try layout.setAlignment(row, .firstBaseline)
        let label = try layout.makeNode(parent: nil, name: "label")
        let value = try layout.makeNode(parent: nil, name: "value")
        try layout.setIntrinsicSize(label, width: 120, height: 20)
        try layout.setBaselineOffsets(label, first: 15, last: 5)
        try layout.setBaselineOffsets(value, first: 20, last: 8)
        try layout.addArranged(row, label)
        try layout.addArranged(row, value)
        let margins = try layout.guide(.margins, of: card)
        let safeArea = try layout.guide(.safeArea, of: unnamed)
        let readable = try layout.guide(.readableContent, of: card)
        let mine = try layout.makeConstraint(.node(row), .top, .equal, .node(margins), .top, multiplier: 1, constant: 0)
        try layout.activate([mine])
        try layout.setName(mine, "row under the margins")
        try layout.update()

        let unnamedIndex = Int(unnamed.index)
        XCTAssertEqual(try layout.name(of: margins), "card.margins")
        XCTAssertEqual(try layout.name(of: readable), "card.readable")
        XCTAssertEqual(try layout.name(of: safeArea), "node#\(unnamedIndex).safeArea")
        XCTAssertEqual(try layout.name(of: unnamed), "", "a node without a name keeps none")
        XCTAssertEqual(layout.nodeName(Int(safeArea.index)), "node#\(unnamedIndex).safeArea")

        let counts = names(layout)
        XCTAssertEqual(Set(counts.keys), [
            "margins guide of card", "readable guide of card", "safeArea guide of card",
            "safeArea guide of node#\(unnamedIndex)", "baselines of label", "baselines of value", "stack row",
            "content hugging of label", "compression resistance of label", "row under the margins",
        ])
        XCTAssertEqual(counts["content hugging of label"], 2, "one a side")
        XCTAssertEqual(counts["compression resistance of label"], 2, "one a side")
        XCTAssertEqual(counts["margins guide of card"], 4, "one an edge")
        XCTAssertEqual(counts["row under the margins"], 1)
    }

    func testACallersNameReplacesTheGeneratedOneUntilCleared() throws {
        let layout = Layout()
        let label = try layout.makeNode(parent: nil, name: "label")
        try layout.setIntrinsicSize(label, width: 120, height: 20)
        try layout.update()
        let hugging = layout.nodes[Int(label.index)].intrinsicConstraints.huggingHorizontal
        XCTAssertEqual(try layout.name(of: hugging), "content hugging of label")
        XCTAssertEqual(try layout.describe(hugging), "content hugging of label (label.width <= 120 @250)")
        try layout.setName(hugging, "label's hugging")
        XCTAssertEqual(try layout.name(of: hugging), "label's hugging")
        try layout.setName(hugging, "")
        XCTAssertEqual(try layout.name(of: hugging), "content hugging of label")

        // A caller's constraint of the same shape is not the node's.
        let cap = try layout.makeConstraint(.node(label), .width, .lessOrEqual, nil, .left, multiplier: 1, constant: 100)
        XCTAssertEqual(try layout.name(of: cap), "")
    }
}
