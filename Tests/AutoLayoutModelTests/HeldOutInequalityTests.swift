import XCTest
@testable import AutoLayoutModel

/// Inequalities wait outside the solver while the solution satisfies them, and are
/// admitted when a solution crosses them (`Layout.admitViolatedInequalities`): the
/// layout must be the same as with every inequality installed, and the solver must hold
/// only the ones that bind or once did.
final class HeldOutInequalityTests: XCTestCase {
    /// Ten values wishing for 0, 10, ..., 90 under a shared required cap.
    func makeCappedWishes(_ layout: Layout, cap: Double) throws -> (values: [VariableID], caps: [LayoutConstraintID]) {
        var values: [VariableID] = [], caps: [LayoutConstraintID] = []
        for position in 0..<10 {
            let value = layout.makeVariable(name: "v\(position)")
            let wish = try layout.makeConstraint([ItemTerm(.variable(value), .value, 1)], .equal, Double(position) * 10)
            try layout.setPriority(wish, 500)
            let limit = try layout.makeConstraint([ItemTerm(.variable(value), .value, 1)], .lessOrEqual, cap)
            try layout.activate([wish, limit])
            values.append(value)
            caps.append(limit)
        }
        return (values, caps)
    }

    func testInequalitiesThatHoldStayOutAndCrossedOnesBind() throws {
        let layout = Layout()
        let (values, caps) = try makeCappedWishes(layout, cap: 1000)
        try layout.update()
        XCTAssertEqual(try values.map { try layout.value(of: $0) }, (0..<10).map { Double($0) * 10 })
        XCTAssertEqual(layout.solver.constraintCount, 10, "only the wishes are rows; every cap holds")

        for cap in caps { try layout.setConstant(cap, 55) }
        try layout.update()
        XCTAssertEqual(try values.map { try layout.value(of: $0) }, (0..<10).map { min(Double($0) * 10, 55) })
        XCTAssertEqual(layout.solver.constraintCount, 14, "the four crossed caps were admitted")

        for cap in caps { try layout.setConstant(cap, 1000) }
        try layout.update()
        XCTAssertEqual(try values.map { try layout.value(of: $0) }, (0..<10).map { Double($0) * 10 })
        XCTAssertEqual(layout.rebuildCount, 0, "admitting by the dual simplex needs no rebuild")
    }

    /// A row of panes sharing a shrinking window by proportional wishes (each its own
    /// priority, so the optimum is unique), each at least and at most some width: a
    /// minimum admitted as the window shrinks pushes its neighbours, which cross theirs,
    /// so admissions follow one another within an update, each evaluating and checking
    /// again only what it changed. Every step's frames must be those of the same row
    /// built afresh at that width (and debug builds check that no unread inequality
    /// crossed).
    func testCascadingAdmissionsGiveTheFramesOfAFreshLayout() throws {
        let count = 24
        var specs: [(share: Double, minimum: Double, maximum: Double)] = []
        for pane in 0..<count {
            let share = 0.5 + Double((pane * 7) % 5) * 0.25
            specs.append((share, Double(20 + (pane * 13) % 40), Double(200 + (pane * 29) % 300)))
        }
        specs[count / 2].minimum = 140
        let total = specs.reduce(0) { $0 + $1.share }
        func makeRow(_ width: Double) throws -> (Layout, LayoutConstraintID, [NodeID]) {
            let layout = Layout()
            let window = try layout.makeNode(parent: nil, name: "window")
            var constraints = [try layout.makeConstraint(.node(window), .left, .equal, nil, .left, multiplier: 1, constant: 0)]
            let widthConstraint = try layout.makeConstraint(.node(window), .width, .equal, nil, .left, multiplier: 1, constant: width)
            constraints.append(widthConstraint)
            var panes: [NodeID] = []
            for (position, pane) in specs.enumerated() {
                let node = try layout.makeNode(parent: window, name: "pane\(position)")
                let previous = panes.last
                constraints.append(try layout.makeConstraint(.node(node), .left, .equal, .node(previous ?? window), previous == nil ? .left : .right,
                                                             multiplier: 1, constant: previous == nil ? 0 : 4))
                let wish = try layout.makeConstraint(.node(node), .width, .equal, .node(window), .width,
                                                     multiplier: pane.share / total, constant: 0)
                try layout.setPriority(wish, 300 + Double(position) * 10)
                constraints.append(wish)
                constraints.append(try layout.makeConstraint(.node(node), .width, .greaterOrEqual, nil, .left, multiplier: 1, constant: pane.minimum))
                constraints.append(try layout.makeConstraint(.node(node), .width, .lessOrEqual, nil, .left, multiplier: 1, constant: pane.maximum))
                panes.append(node)
            }
            let last = try layout.makeConstraint(.node(panes[count - 1]), .right, .lessOrEqual, .node(window), .right, multiplier: 1, constant: 0)
            try layout.setPriority(last, 900)
            constraints.append(last)
            try layout.activate(constraints)
            return (layout, widthConstraint, panes)
        }
        let (layout, widthConstraint, panes) = try makeRow(4000)
        try layout.update()
        var width = 4000.0
        while width > 300 {
            width -= 97
            try layout.setConstant(widthConstraint, width)
            try layout.update()
            let (fresh, _, freshPanes) = try makeRow(width)
            try fresh.update()
            for (pane, freshPane) in zip(panes, freshPanes) {
                let frame = try layout.frame(of: pane), expected = try fresh.frame(of: freshPane)
                XCTAssertEqual(frame.x, expected.x, accuracy: 1e-6, "width \(width)")
                XCTAssertEqual(frame.width, expected.width, accuracy: 1e-6, "width \(width)")
            }
        }
    }

    /// The check after a solve counts stale entries from how many constraints are held
    /// out (`HeldOutInequalities.heldCount`): freeing, deactivating, admitting and
    /// activating again must each keep that count.
    func testTheCountOfHeldOutConstraintsFollowsEveryChange() throws {
        let layout = Layout()
        let (values, caps) = try makeCappedWishes(layout, cap: 1000)
        func heldOut() -> Int { layout.constraints.indices.count { layout.constraints[$0].isHeldOut } }
        try layout.update()
        XCTAssertEqual(heldOut(), 10)
        XCTAssertEqual(layout.heldOut.heldCount, 10)

        try layout.freeConstraint(caps[0])
        XCTAssertEqual(layout.heldOut.heldCount, 9, "a constraint freed while held out is counted out at once")
        try layout.deactivate([caps[1]])
        try layout.update()
        XCTAssertEqual(layout.heldOut.heldCount, 8)

        for cap in caps[2...] { try layout.setConstant(cap, 55) }
        try layout.update()
        let expected: [Double] = [0, 10, 20, 30, 40, 50, 55, 55, 55, 55]
        XCTAssertEqual(try values.map { try layout.value(of: $0) }, expected)
        XCTAssertEqual(layout.heldOut.heldCount, 4, "the caps of v6...v9 were admitted")
        XCTAssertEqual(heldOut(), 4)

        try layout.activate([caps[1]])
        try layout.update()
        XCTAssertEqual(layout.heldOut.heldCount, 5)
        XCTAssertEqual(heldOut(), 5)
        XCTAssertEqual(try layout.value(of: values[1]), 10)
    }

    func testHeldOutInequalityConflictBreaksTheLaterConstraint() throws {
        let layout = Layout()
        let (values, caps) = try makeCappedWishes(layout, cap: 1000)
        try layout.update()
        // Required v9 == 2000 crosses v9's cap, which came first: the pin breaks.
        let pin = try layout.makeConstraint([ItemTerm(.variable(values[9]), .value, 1)], .equal, 2000)
        try layout.activate([pin])
        XCTAssertThrowsError(try layout.update())
        XCTAssertEqual(layout.brokenConstraints, [pin])
        XCTAssertEqual(try layout.explainConflict(pin), [caps[9]])
        XCTAssertEqual(try layout.value(of: values[9]), 90)
    }

    /// A node 1e-6 wide whose height is 1e-6 of its right edge, its right edge at most
    /// 1e-6 of itself plus 1e-6, and an intrinsic height of a million: the compression
    /// resistance's error (a million) times the multiplier's inverse (a million) puts the
    /// admitted bound's arithmetic at 1e12, where rounding left it violated by 1.2e-4
    /// after a rebuild in order, with no value large enough to have it checked (fuzz
    /// input `bound-lost-under-a-million-times-a-million`). Every rebuild is checked now.
    func testBoundHoldsWhereErrorsTimesMultipliersReachATrillion() throws {
        let layout = Layout()
        let node = try layout.makeNode(parent: nil, name: "n0")
        let width = try layout.makeConstraint([ItemTerm(.node(node), .width, 1)], .equal, 1e-6)
        let height = try layout.makeConstraint([ItemTerm(.node(node), .height, 1), ItemTerm(.node(node), .trailing, -1e-6)],
                                               .equal, 1e-6)
        let bound = try layout.makeConstraint([ItemTerm(.node(node), .right, 1), ItemTerm(.node(node), .right, -1e-6)],
                                              .lessOrEqual, 1e-6)
        try layout.activate([width, height, bound])
        try layout.setIntrinsicSize(node, width: 125, height: 1e6)
        try layout.update()
        let frame = try layout.frame(of: node)
        XCTAssertLessThanOrEqual((frame.x + frame.width) * (1 - 1e-6), 1e-6 + 1e-12)
        XCTAssertEqual(frame.width, 1e-6, accuracy: 1e-15)
        XCTAssertEqual(frame.height, 1e-6 * (frame.x + frame.width) + 1e-6, accuracy: 1e-15)
    }
}
