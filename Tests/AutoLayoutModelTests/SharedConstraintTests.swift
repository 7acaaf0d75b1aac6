import XCTest
@testable import AutoLayoutModel

/// Identical single-variable constraints share one solver constraint (`SharedConstraintKey`),
/// optional ones adding their weight: the layout must be the one the separate constraints
/// give, through removals, edits, priority changes and freeing.
final class SharedConstraintTests: XCTestCase {
    let layout = Layout()
    var views: [NodeID] = []

    /// Five views as wide as each other (one aliased width).
    override func setUpWithError() throws {
        views = try (0..<5).map { try layout.makeNode(parent: nil, name: "v\($0)") }
        for index in 1..<views.count {
            let link = try layout.makeConstraint(.node(views[index]), .width, .equal, .node(views[index - 1]), .width,
                                                 multiplier: 1, constant: 0)
            try layout.activate([link])
        }
    }

    func prefer(_ view: Int, _ width: Double, _ priority: Double = Priority.low) throws -> LayoutConstraintID {
        let constraint = try layout.makeConstraint(.node(views[view]), .width, .equal, nil, .left, multiplier: 1, constant: width)
        try layout.setPriority(constraint, priority)
        try layout.activate([constraint])
        return constraint
    }

    func width() throws -> Double { try layout.frame(of: views[4]).width }

    /// Three wishes for 50 against two for 80 at one priority: the majority wins, and
    /// every removal or change moves the balance as it would for separate rows.
    func testIdenticalWishesCountOnceEach() throws {
        let fifty = try (0..<3).map { try prefer($0, 50) }
        let eighty = try (3..<5).map { try prefer($0, 80) }
        try layout.update()
        XCTAssertEqual(try width(), 50)
        XCTAssertGreaterThan(layout.riders(of: Int(fifty[0].index)).count, 0)

        try layout.deactivate([fifty[1], fifty[2]])      // riders leave: 1 against 2
        try layout.update()
        XCTAssertEqual(try width(), 80)

        try layout.activate([fifty[1], fifty[2]])
        try layout.update()
        XCTAssertEqual(try width(), 50)

        try layout.deactivate([fifty[0]])                 // the host leaves and a rider is freed: 1 against 2
        try layout.freeConstraint(fifty[1])
        try layout.update()
        XCTAssertEqual(try width(), 80)

        let more = try (0..<2).map { _ in try prefer(0, 50) }   // 3 against 2 again
        try layout.update()
        XCTAssertEqual(try width(), 50)

        try layout.setConstant(more[0], 80)               // a rider's edit: 2 against 3
        try layout.update()
        XCTAssertEqual(try width(), 80)

        try layout.setPriority(eighty[0], Priority.low - 1)    // a host's and a rider's priority:
        try layout.setPriority(eighty[1], Priority.low - 1)    // 2 against the edited one
        try layout.update()
        XCTAssertEqual(try width(), 50)
        XCTAssertEqual(layout.brokenConstraints, [])
    }

    /// `factor * width  relation  factor * width0` at the low priority.
    func prefer(_ view: Int, _ relation: LayoutRelation, _ width: Double, times factor: Double) throws -> LayoutConstraintID {
        let constraint = try layout.makeConstraint([ItemTerm(.node(views[view]), .width, factor)], relation, factor * width)
        try layout.setPriority(constraint, Priority.low)
        try layout.activate([constraint])
        return constraint
    }

    /// Optional multiples of one constraint ride on it, each weighing its factor: `3 *
    /// width <= 150` counts three times `width <= 50`. At most 50 with weights 1 and 3,
    /// against at least 80 with 1, 1 and 0.5 (riding on 1, or counting 1 each, 80 wins).
    func testMultiplesWeighTheirFactor() throws {
        let most = try prefer(0, .lessOrEqual, 50, times: 1)
        let triple = try prefer(1, .lessOrEqual, 50, times: 3)
        let least = try [prefer(2, .greaterOrEqual, 80, times: 1), prefer(3, .greaterOrEqual, 80, times: 1),
                         prefer(4, .greaterOrEqual, 80, times: 0.5)]
        // A negative multiple turns the relation round: -2 * width >= -100 is 2 * (width <= 50).
        let turned = try prefer(2, .greaterOrEqual, 50, times: -2)
        try layout.deactivate([turned])
        try layout.update()
        XCTAssertEqual(try width(), 50)
        XCTAssertEqual(layout.riders(of: Int(most.index)), [Int32(triple.index)])
        XCTAssertEqual(layout.riders(of: Int(least[0].index)).count, 2)

        try layout.setConstant(triple, 180)                // 3 * width <= 180, its own row again:
        try layout.update()                                // 1 above 50, 3 more above 60, 2.5 below 80
        XCTAssertEqual(try width(), 60)

        try layout.deactivate([most])                      // 3 above 60 against 2.5
        try layout.setConstant(triple, 150)
        try layout.update()
        XCTAssertEqual(try width(), 50)

        try layout.deactivate([triple])                    // nothing holds it below 80
        try layout.update()
        XCTAssertEqual(try width(), 80)

        try layout.activate([most, turned])                // 1 + 2 against 2.5
        try layout.update()
        XCTAssertEqual(try width(), 50)
        try layout.deactivate([least[2]])                  // 3 against 2: still 50
        try layout.deactivate([turned])                    // 1 against 2
        try layout.update()
        XCTAssertEqual(try width(), 80)
        XCTAssertEqual(layout.brokenConstraints, [])
    }

    func testIdenticalRequiredConstraintsShareAndOutliveEachOther() throws {
        let minimums = try (0..<5).map { view -> LayoutConstraintID in
            let constraint = try layout.makeConstraint(.node(views[view]), .width, .greaterOrEqual, nil, .left,
                                                       multiplier: 1, constant: 60)
            try layout.activate([constraint])
            return constraint
        }
        _ = try prefer(2, 10)
        try layout.update()
        XCTAssertEqual(try width(), 60)
        try layout.setConstant(minimums[0], 30)           // the host's edit: the others still hold 60
        try layout.freeConstraint(minimums[1])
        try layout.update()
        XCTAssertEqual(try width(), 60)
        try layout.deactivate(Array(minimums[2...]))
        try layout.update()
        XCTAssertEqual(try width(), 30)
    }
}
