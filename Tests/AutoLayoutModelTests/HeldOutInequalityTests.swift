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
