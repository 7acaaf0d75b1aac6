import XCTest
@testable import AutoLayoutModel
import AutoLayoutSolver

/// The pooled lists behind freeing (`MentionLists`: which constraints mention an item)
/// and behind aliases (`VariableAliases`: each class linked through its members).
final class MentionListsTests: XCTestCase {
    func testListsKeepTheirOrderThroughSweepsAndReusedEntries() {
        var mentions = MentionLists()
        var first = MentionLists.List(), second = MentionLists.List()
        for constraint: Int32 in [1, 2, 2, 3, 4] { mentions.append(constraint, to: &first) }
        for constraint: Int32 in [10, 11] { mentions.append(constraint, to: &second) }
        // A constraint naming an item twice in a row is listed once.
        XCTAssertEqual(mentions.constraints(in: first), [1, 2, 3, 4])
        // A removal leaves its entry until a sweep drops what the layout no longer keeps.
        mentions.remove(1, from: &first)
        mentions.remove(4, from: &first)
        XCTAssertEqual(mentions.constraints(in: first), [1, 2, 3, 4])
        mentions.sweep(&first) { $0 != 1 && $0 != 4 }     // the first entry and the last
        XCTAssertEqual(mentions.constraints(in: first), [2, 3])
        // Appending after the last was swept links from the new last.
        mentions.append(5, to: &first)
        XCTAssertEqual(mentions.constraints(in: first), [2, 3, 5])
        // Entries let go of are reused by other lists without disturbing them.
        mentions.release(&second)
        XCTAssertEqual(mentions.constraints(in: second), [])
        var third = MentionLists.List()
        for constraint: Int32 in [20, 21, 22, 23] { mentions.append(constraint, to: &third) }
        XCTAssertEqual(mentions.constraints(in: first), [2, 3, 5])
        XCTAssertEqual(mentions.constraints(in: third), [20, 21, 22, 23])
        mentions.sweep(&first) { $0 != 3 }
        mentions.sweep(&third) { $0 != 22 }
        XCTAssertEqual(mentions.constraints(in: first), [2, 5])
        XCTAssertEqual(mentions.constraints(in: third), [20, 21, 23])
        mentions.sweep(&first) { _ in false }
        XCTAssertEqual(mentions.constraints(in: first), [])
        mentions.append(6, to: &first)
        XCTAssertEqual(mentions.constraints(in: first), [6])
        XCTAssertEqual(mentions.constraints(in: third), [20, 21, 23])
    }

    func testRemovalsAskForASweepOnceTheyAreHalfTheEntries() {
        // A removal costs nothing where it walked the list (an item of many constraints,
        // such as a stack's unit, paid the list's length at each); the sweep that drops
        // the entries left behind comes once they are as many as the rest.
        var mentions = MentionLists()
        var list = MentionLists.List()
        for constraint: Int32 in 0..<600 { mentions.append(constraint, to: &list) }
        for constraint: Int32 in 0..<300 { mentions.remove(constraint, from: &list) }
        XCTAssertFalse(mentions.needsSweep, "300 of 600 entries left behind")
        mentions.remove(300, from: &list)
        XCTAssertTrue(mentions.needsSweep, "301 of 600 entries left behind")
        mentions.sweep(&list) { $0 > 300 }
        mentions.sweptEveryList()
        XCTAssertFalse(mentions.needsSweep)
        XCTAssertEqual(mentions.constraints(in: list), Array(301..<600))
    }

    /// A constraint freed leaves its entry in its items' lists until they are swept, and
    /// its index goes to the next constraint made: freeing an item it named must not
    /// free that one, nor anything twice, before and after sweeps.
    func testFreeingANodeSkipsTheEntriesOfFreedConstraints() throws {
        for rounds in [10, 1_000] {
            let layout = Layout()
            let root = try layout.makeNode(parent: nil, name: "root")
            let hub = try layout.makeNode(parent: root, name: "hub")
            let a = try layout.makeNode(parent: root, name: "a"), b = try layout.makeNode(parent: root, name: "b")
            var keptOnB: [LayoutConstraintID] = []
            for round in 0..<rounds {
                let onHub = try layout.makeConstraint(.node(hub), .width, .equal, .node(a), .width, multiplier: 1, constant: Double(round))
                try layout.freeConstraint(onHub)
                // Made next, it takes the freed constraint's index.
                let onB = try layout.makeConstraint(.node(b), .height, .equal, nil, .left, multiplier: 1, constant: Double(round))
                XCTAssertEqual(onB.index, onHub.index)
                if round % 2 == 0 { keptOnB.append(onB) } else { try layout.freeConstraint(onB) }
            }
            let ownOfHub = try layout.makeConstraint(.node(hub), .height, .equal, nil, .left, multiplier: 1, constant: 7)
            let between = try layout.makeConstraint(.node(hub), .left, .equal, .node(a), .right, multiplier: 1, constant: 8)
            try layout.freeNode(hub)
            for freed in [ownOfHub, between] { XCTAssertThrowsError(try layout.isActive(freed), "\(rounds) rounds") }
            for kept in keptOnB { XCTAssertFalse(try layout.isActive(kept), "\(rounds) rounds: a constraint on b was freed") }
            try layout.freeNode(b)
            for freed in keptOnB { XCTAssertThrowsError(try layout.isActive(freed), "\(rounds) rounds") }
        }
    }

    /// Freeing a node frees exactly the constraints that mention it, also after other
    /// constraints and nodes came and went.
    func testFreeingANodeFreesTheConstraintsThatMentionIt() throws {
        let layout = Layout()
        let root = try layout.makeNode(parent: nil, name: "root")
        let a = try layout.makeNode(parent: root, name: "a"), b = try layout.makeNode(parent: root, name: "b")
        let onA = try layout.makeConstraint(.node(a), .width, .equal, nil, .left, multiplier: 1, constant: 10)
        let between = try layout.makeConstraint(.node(a), .left, .equal, .node(b), .right, multiplier: 1, constant: 8)
        let onB = try layout.makeConstraint(.node(b), .width, .equal, nil, .left, multiplier: 1, constant: 20)
        let onRoot = try layout.makeConstraint(.node(root), .width, .equal, nil, .left, multiplier: 1, constant: 300)
        try layout.freeConstraint(onA)
        let again = try layout.makeConstraint(.node(a), .height, .equal, nil, .left, multiplier: 1, constant: 30)
        try layout.freeNode(a)
        for freed in [between, again] { XCTAssertThrowsError(try layout.isActive(freed)) }
        for kept in [onB, onRoot] { XCTAssertFalse(try layout.isActive(kept)) }
        try layout.freeNode(b)
        XCTAssertThrowsError(try layout.isActive(onB))
        XCTAssertFalse(try layout.isActive(onRoot))
    }

    func testAliasClassesListTheirMembersThroughMergesAndDissolves() {
        var aliases = VariableAliases()
        for symbol: Int32 in 0..<6 { aliases.register(Variable(symbol: symbol), owner: 0) }
        aliases.merge(1, into: 0, offset: 5)       // 1 == 0 + 5
        aliases.merge(3, into: 2, offset: 1)       // 3 == 2 + 1
        aliases.merge(2, into: 0, offset: -1)      // the class of 2 joins 0's
        XCTAssertEqual(aliases.classMembers(0), [0, 1, 2, 3])
        XCTAssertEqual(aliases.classSize(0), 4)
        XCTAssertEqual(aliases.resolve(Variable(symbol: 3)).0.symbol, 0)
        XCTAssertEqual(aliases.resolve(Variable(symbol: 3)).1, 0, accuracy: 1e-12)   // 1 - 1
        XCTAssertEqual(aliases.aliasedCount, 3)
        XCTAssertEqual(aliases.classMembers(4), [4])
        XCTAssertEqual(aliases.dissolve(0), [0, 1, 2, 3])
        XCTAssertEqual(aliases.aliasedCount, 0)
        XCTAssertEqual(aliases.classSize(0), 1)
        XCTAssertEqual(aliases.classMembers(2), [2])
        XCTAssertEqual(aliases.resolve(Variable(symbol: 1)).1, 0)
        aliases.merge(5, into: 1, offset: 3)
        XCTAssertEqual(aliases.classMembers(1), [1, 5])
        // A symbol registered again while still listed in a class leaves that list.
        aliases.merge(0, into: 1, offset: 1)
        XCTAssertEqual(aliases.classMembers(1), [1, 5, 0])
        aliases.register(Variable(symbol: 5), owner: 0)
        XCTAssertEqual(aliases.classMembers(1), [1, 0])
        XCTAssertEqual(aliases.classSize(1), 2)
        aliases.merge(2, into: 1, offset: 4)
        XCTAssertEqual(aliases.classMembers(1), [1, 0, 2])
    }

    func testAClassSplitsIntoPartsLedByTheirLeaders() {
        var aliases = VariableAliases()
        for symbol: Int32 in 0..<6 { aliases.register(Variable(symbol: symbol), owner: 0) }
        aliases.merge(1, into: 0, offset: 5)       // 1 == 0 + 5
        aliases.merge(2, into: 0, offset: 7)       // 2 == 0 + 7
        aliases.merge(3, into: 0, offset: 10)      // 3 == 0 + 10
        aliases.merge(4, into: 0, offset: -2)      // 4 == 0 - 2
        XCTAssertEqual(aliases.classMembers(0), [0, 1, 2, 3, 4])
        let version = aliases.version
        // 2 and 3 leave as one part led by 3; 0, 1 and 4 stay with the representative.
        aliases.split(0, members: [0, 1, 2, 3, 4], leaders: [0, 0, 3, 3, 0])
        XCTAssertNotEqual(aliases.version, version)
        XCTAssertEqual(aliases.classMembers(0), [0, 1, 4])
        XCTAssertEqual(aliases.classMembers(3), [3, 2])
        XCTAssertEqual(aliases.classSize(3), 2)
        XCTAssertEqual(aliases.aliasedCount, 3)
        XCTAssertEqual(aliases.resolve(Variable(symbol: 4)).0.symbol, 0)
        XCTAssertEqual(aliases.resolve(Variable(symbol: 4)).1, -2)
        XCTAssertEqual(aliases.resolve(Variable(symbol: 3)).0.symbol, 3)
        XCTAssertEqual(aliases.resolve(Variable(symbol: 3)).1, 0)
        XCTAssertEqual(aliases.resolve(Variable(symbol: 2)).0.symbol, 3)
        XCTAssertEqual(aliases.resolve(Variable(symbol: 2)).1, -3)   // 7 - 10
        // Both lists go on growing as before.
        aliases.merge(5, into: 3, offset: 1)
        XCTAssertEqual(aliases.classMembers(3), [3, 2, 5])
        aliases.merge(3, into: 0, offset: 10)
        XCTAssertEqual(aliases.classMembers(0), [0, 1, 4, 3, 2, 5])
        XCTAssertEqual(aliases.resolve(Variable(symbol: 2)).1, 7)
    }
}
