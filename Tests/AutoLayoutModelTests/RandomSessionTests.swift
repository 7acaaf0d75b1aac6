import Foundation
import XCTest
@testable import AutoLayoutModel

/// A seeded generator (xorshift64*), so that a failing session replays from its seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }
    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
}

/// Long random sessions (activations, deactivations, constant and priority edits,
/// direction changes) where every update is compared with a fresh layout of the same
/// active constraints, activated in the order the contract defines: the same broken
/// constraints and the same values. Every variable has a preference of its own at a
/// distinct priority below all others, so the optimum is unique.
final class RandomSessionTests: XCTestCase {
    struct TermSpec {
        var item: Int   // a variable's index, or -1 for the node
        var attribute: Attribute
        var coefficient: Double
    }

    struct Spec {
        var terms: [TermSpec]
        var relation: LayoutRelation
        var constant: Double
        var priority: Double
        var isActive = false
        var order = 0
    }

    static let variableCount = 4
    nonisolated(unsafe) static let attributes: [Attribute] = [.left, .right, .top, .bottom, .width, .height, .centerX, .leading, .trailing]
    static let priorities: [Double] = [1000, 1000, 1000, 1000, 999, 750, 500, 250.5, 250, 2, 1]
    static let coefficients: [Double] = [1, 1, 1, -1, -1, 2, 0.5, 1.0 / 3, -2, -0.5]
    /// Occasionally: multipliers of 1e-2 to 1e2.
    static let largeCoefficients: [Double] = [0.01, -0.1, 10, 100]

    struct Session {
        var random: SeededGenerator
        var specs: [Spec] = []
        var clock = 0
        var direction = Direction.leftToRight
        var targets: [Double] = []

        init(seed: UInt64) {
            random = SeededGenerator(seed: seed)
            targets = (0..<(RandomSessionTests.variableCount + 4)).map { _ in Double(Int.random(in: -300...300, using: &random)) }
        }

        mutating func randomSpec() -> Spec {
            var terms: [TermSpec] = []
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let coefficient = Int.random(in: 0..<20, using: &random) == 0
                    ? RandomSessionTests.largeCoefficients.randomElement(using: &random)!
                    : RandomSessionTests.coefficients.randomElement(using: &random)!
                if Int.random(in: 0...3, using: &random) == 0 {
                    terms.append(TermSpec(item: -1, attribute: RandomSessionTests.attributes.randomElement(using: &random)!, coefficient: coefficient))
                } else {
                    terms.append(TermSpec(item: Int.random(in: 0..<RandomSessionTests.variableCount, using: &random), attribute: .value, coefficient: coefficient))
                }
            }
            let relation: LayoutRelation = [.equal, .lessOrEqual, .greaterOrEqual].randomElement(using: &random)!
            return Spec(terms: terms, relation: relation, constant: Double(Int.random(in: -500...500, using: &random)),
                        priority: RandomSessionTests.priorities.randomElement(using: &random)!)
        }

        mutating func stamp(_ index: Int) {
            clock += 1
            specs[index].order = clock
        }
    }

    /// A layout with the session's variables, one node and the preferences that make the
    /// optimum unique.
    func makeLayout(_ session: Session) throws -> (Layout, [VariableID], NodeID) {
        let layout = Layout()
        let variables = (0..<Self.variableCount).map { layout.makeVariable(name: "v\($0)") }
        let node = try layout.makeNode(parent: nil, name: "node")
        layout.setDirection(session.direction)
        var preferences: [LayoutConstraintID] = []
        for (index, target) in session.targets.enumerated() {
            let term = index < Self.variableCount
                ? ItemTerm(.variable(variables[index]), .value, 1)
                : ItemTerm(.node(node), [.left, .top, .width, .height][index - Self.variableCount], 1)
            let preference = try layout.makeConstraint([term], .equal, target)
            try layout.setPriority(preference, 0.01 * Double(index + 1))
            preferences.append(preference)
        }
        try layout.activate(preferences)
        return (layout, variables, node)
    }

    func makeConstraint(_ layout: Layout, _ spec: Spec, _ variables: [VariableID], _ node: NodeID) throws -> LayoutConstraintID {
        var terms: [ItemTerm] = []
        for term in spec.terms {
            terms.append(term.item < 0 ? ItemTerm(.node(node), term.attribute, term.coefficient)
                : ItemTerm(.variable(variables[term.item]), .value, term.coefficient))
        }
        let id = try layout.makeConstraint(terms, spec.relation, spec.constant)
        try layout.setPriority(id, spec.priority)
        return id
    }

    /// Updates; returns the indices of the broken constraints.
    func update(_ layout: Layout, _ ids: [LayoutConstraintID]) throws -> Set<Int> {
        do {
            try layout.update()
        } catch {
            if error.kind != .unsatisfiable { throw error }
        }
        return Set(layout.brokenConstraints.map { broken in ids.firstIndex { $0 == broken }! })
    }

    func values(_ layout: Layout, _ variables: [VariableID], _ node: NodeID) throws -> [Double] {
        let frame = try layout.absoluteFrame(of: node)
        return try variables.map { try layout.value(of: $0) } + [frame.x, frame.y, frame.width, frame.height]
    }

    /// Per priority, highest first, the summed error of the active optional constraints
    /// (the preferences that make the optimum unique included).
    func tierErrors(_ layout: Layout, _ ids: [LayoutConstraintID], _ session: Session) -> [(Double, Double)] {
        var errors: [Double: Double] = [:]
        for (index, spec) in session.specs.enumerated() where spec.isActive && spec.priority < Priority.required {
            errors[spec.priority, default: 0] += layout.violation(of: Int(ids[index].index)).amount
        }
        return errors.sorted { $0.key > $1.key }.map { ($0.key, $0.value) }
    }

    enum Step {
        case add(Spec)
        case deactivate(Int)
        case activate(Int)
        case constant(Int, Double)
        case priority(Int, Double)
        case direction
        case update
    }

    /// The steps of a session; constraints are named by the number of the `add` that
    /// made them.
    func steps(seed: UInt64, count: Int) -> [Step] {
        var session = Session(seed: seed)
        var steps: [Step] = []
        var added = 0
        for _ in 0..<count {
            let choice = Int.random(in: 0..<100, using: &session.random)
            let index = added == 0 ? 0 : Int.random(in: 0..<added, using: &session.random)
            if added == 0 || choice < 30 {
                steps.append(.add(session.randomSpec()))
                added += 1
            } else if choice < 42 {
                steps.append(.deactivate(index))
            } else if choice < 54 {
                steps.append(.activate(index))
            } else if choice < 80 {
                steps.append(.constant(index, Double(Int.random(in: -500...500, using: &session.random))))
            } else if choice < 92 {
                steps.append(.priority(index, Self.priorities.randomElement(using: &session.random)!))
            } else {
                steps.append(.direction)
            }
            if Int.random(in: 0..<3, using: &session.random) == 0 { steps.append(.update) }
        }
        return steps + [.update]
    }

    /// Runs the steps; returns the number of updates checked, or nil and a description
    /// at the first update that differs from a fresh layout.
    func run(_ steps: [Step], seed: UInt64) throws -> (checked: Int, failure: String?) {
        var session = Session(seed: seed)
        let (layout, variables, node) = try makeLayout(session)
        var ids: [LayoutConstraintID] = []
        var log: [String] = []
        var checked = 0
        for step in steps {
            switch step {
            case .add(let spec):
                let number = session.specs.count
                session.specs.append(spec)
                ids.append(try makeConstraint(layout, spec, variables, node))
                try layout.activate([ids[number]])
                session.specs[number].isActive = true
                session.stamp(number)
                log.append("c\(number): \(try layout.describe(ids[number]))")
            case .deactivate(let index):
                if index >= ids.count || !session.specs[index].isActive { continue }
                try layout.deactivate([ids[index]])
                session.specs[index].isActive = false
                log.append("deactivate c\(index)")
            case .activate(let index):
                if index >= ids.count || session.specs[index].isActive { continue }
                try layout.activate([ids[index]])
                session.specs[index].isActive = true
                session.stamp(index)
                log.append("activate c\(index)")
            case .constant(let index, let constant):
                if index >= ids.count || constant == session.specs[index].constant { continue }
                try layout.setConstant(ids[index], constant)
                session.specs[index].constant = constant
                session.stamp(index)
                log.append("c\(index).constant = \(constant)")
            case .priority(let index, let priority):
                if index >= ids.count || priority == session.specs[index].priority { continue }
                try layout.setPriority(ids[index], priority)
                session.specs[index].priority = priority
                session.stamp(index)
                log.append("c\(index).priority = \(priority)")
            case .direction:
                session.direction = session.direction == .leftToRight ? .rightToLeft : .leftToRight
                layout.setDirection(session.direction)
                log.append("direction \(session.direction)")
            case .update:
                log.append("update")
                let broken = try update(layout, ids)
                let got = try values(layout, variables, node)
                let (fresh, freshVariables, freshNode) = try makeLayout(session)
                var freshIDs: [LayoutConstraintID] = []
                for spec in session.specs { freshIDs.append(try makeConstraint(fresh, spec, freshVariables, freshNode)) }
                let active = session.specs.indices.filter { session.specs[$0].isActive }
                    .sorted { session.specs[$0].order < session.specs[$1].order }
                try fresh.activate(active.map { freshIDs[$0] })
                let freshBroken = try update(fresh, freshIDs)
                let expected = try values(fresh, freshVariables, freshNode)
                let differs = zip(got, expected).contains { abs($0 - $1) > 1e-6 * (1 + abs($1)) }
                if differs {
                    log.append("tier errors \(tierErrors(layout, ids, session))\nfresh \(tierErrors(fresh, freshIDs, session))")
                    log.append("preference errors \(zip(got, session.targets).map { abs($0 - $1) })\nfresh \(zip(expected, session.targets).map { abs($0 - $1) })")
                }
                if broken != freshBroken || differs {
                    return (checked, log.joined(separator: "\n")
                        + "\nbroken \(broken.sorted()) values \(got)\nfresh: broken \(freshBroken.sorted()) values \(expected)")
                }
                checked += 1
            }
        }
        return (checked, nil)
    }

    /// The shortest failing session found by dropping steps one at a time.
    func shrink(_ steps: [Step], seed: UInt64) throws -> String {
        var steps = steps
        var position = 0
        while position < steps.count {
            var trial = steps
            trial.remove(at: position)
            if try run(trial, seed: seed).failure != nil { steps = trial } else { position += 1 }
        }
        return try run(steps, seed: seed).failure ?? ""
    }

    /// 250 sessions (over 5,000 checked updates); AUTOLAYOUT_RANDOM_SESSIONS sets another
    /// number (longer campaigns).
    func testIncrementalUpdatesEqualFreshLayouts() throws {
        let sessions = ProcessInfo.processInfo.environment["AUTOLAYOUT_RANDOM_SESSIONS"].flatMap { Int($0) } ?? 250
        var checked = 0
        for seed in 1...max(sessions, 1) {
            let session = steps(seed: UInt64(seed), count: 60)
            let result = try run(session, seed: UInt64(seed))
            if result.failure != nil {
                XCTFail("seed \(seed), after \(result.checked) good updates; shortest failing session:\n"
                        + (try shrink(session, seed: UInt64(seed))))
                return
            }
            checked += result.checked
        }
        XCTAssertGreaterThan(checked, sessions * 20)
    }
}
