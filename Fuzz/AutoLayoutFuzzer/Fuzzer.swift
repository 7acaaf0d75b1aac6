import AutoLayoutHeader
import CAutoLayout
#if canImport(Glibc)
import Glibc
#endif

/// AUTOLAYOUT_FUZZ_TRACE=1 prints each decoded step, to turn a crash into a test.
let tracing = getenv("AUTOLAYOUT_FUZZ_TRACE") != nil

/// libFuzzer entry: decodes the input into a sequence of C ABI calls on two layouts,
/// mixing in stale, foreign and garbage handles, NaN, infinities, huge and tiny
/// magnitudes, cycles and conflicts. After each successful update it checks that every
/// active, unbroken, required constraint holds and that every frame is finite; a
/// violation traps, which libFuzzer reports as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var session = Session(bytes: UnsafeBufferPointer(start: data, count: size))
    session.run()
    return 0
}

/// What the fuzzer remembers of a constraint, to check it after updates.
struct Recorded {
    var handle: UInt64
    var terms: [(item: UInt64, attribute: UInt32, coefficient: Double)]
    var relation: Int32
    var constant: Double
}

struct Session {
    var input: Input
    let layout: OpaquePointer
    let other: OpaquePointer
    var nodes: [UInt64] = []
    var variables: [UInt64] = []
    var constraints: [Recorded] = []
    var foreign: [UInt64] = []
    var stale: [UInt64] = []
    var scale = 0.0
    var rightToLeft = false

    init(bytes: UnsafeBufferPointer<UInt8>) {
        if tracing { setvbuf(stdout, nil, _IONBF, 0) }
        input = Input(bytes: bytes)
        layout = CAutoLayout.al_layout_new()!
        other = CAutoLayout.al_layout_new()!
        var handle: UInt64 = 0
        if CAutoLayout.al_node_new(other, 0, "stranger", &handle) == AL_OK { foreign.append(handle) }
        if CAutoLayout.al_constraint_new(other, handle, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 1, &handle) == AL_OK {
            foreign.append(handle)
        }
    }

    mutating func run() {
        var steps = 0
        while !input.isEmpty && steps < 400 {
            step()
            steps += 1
        }
        update()
        CAutoLayout.al_layout_free(layout)
        CAutoLayout.al_layout_free(other)
        measureResults = (-1, -1)
    }

    /// Any handle: mostly live ones of the right kind, sometimes anything else.
    mutating func handle(_ preferred: [UInt64]) -> UInt64 {
        switch input.byte() % 16 {
        case 0: return 0
        case 1: return input.pick(stale) ?? 0
        case 2: return input.pick(foreign) ?? 0
        case 3: return input.uint64()
        case 4: return input.pick(nodes + variables + constraints.map { $0.handle }) ?? 0
        default: return input.pick(preferred) ?? 0
        }
    }

    mutating func item() -> (UInt64, UInt32) {
        if input.byte() % 4 == 0, let variable = input.pick(variables) {
            return (input.byte() % 8 == 0 ? handle(nodes) : variable, input.byte() % 8 == 0 ? input.attribute() : 10)
        }
        return (handle(nodes), input.attribute())
    }

    mutating func step() {
        var out: UInt64 = 0
        let operation = input.byte() % 20
        defer {
            if tracing { print("step \(operation): status message '\(String(cString: CAutoLayout.al_last_error_message()))' nodes \(nodes.count) constraints \(constraints.count)") }
        }
        switch operation {
        case 0, 1:
            let parent = input.byte() % 3 == 0 ? 0 : handle(nodes)
            if CAutoLayout.al_node_new(layout, parent, input.byte() % 2 == 0 ? nil : "node", &out) == AL_OK { nodes.append(out) }
            if tracing { print("node \(out) in \(parent)") }
        case 2:
            let node = handle(nodes)
            if tracing { print("free node \(node)") }
            if CAutoLayout.al_node_free(layout, node) == AL_OK { stale.append(node) }
        case 3:
            let child = handle(nodes), parent = input.byte() % 3 == 0 ? 0 : handle(nodes)
            if tracing { print("set parent of \(child) to \(parent)") }
            _ = CAutoLayout.al_node_set_parent(layout, child, parent)
        case 4:
            if CAutoLayout.al_variable_new(layout, "v", &out) == AL_OK { variables.append(out) }
            if tracing { print("variable \(out)") }
        case 5, 6, 7:
            let (first, firstAttribute) = item()
            let (second, secondAttribute) = input.byte() % 4 == 0 ? (UInt64(0), UInt32(0)) : item()
            let relation = input.relation()
            let multiplier = input.double(), constant = input.double()
            if tracing { print("constraint \(first) \(firstAttribute) \(relation) \(second) \(secondAttribute) * \(multiplier) + \(constant)") }
            if CAutoLayout.al_constraint_new(layout, first, al_attribute(rawValue: firstAttribute), al_relation(rawValue: relation),
                                             second, al_attribute(rawValue: secondAttribute), multiplier, constant, &out) == AL_OK {
                var terms = [(first, firstAttribute, 1.0)]
                if second != 0 { terms.append((second, secondAttribute, -multiplier)) }
                constraints.append(Recorded(handle: out, terms: terms, relation: relation, constant: constant))
                if input.byte() % 4 != 0 {
                    if tracing { print("activate \(out)") }
                    _ = CAutoLayout.al_constraint_activate(layout, out)
                }
            }
        case 8:
            let count = Int(input.byte() % 5)
            var terms: [al_term] = []
            for _ in 0..<count {
                let (item, attribute) = self.item()
                terms.append(al_term(item: item, attribute: al_attribute(rawValue: attribute), coefficient: input.double()))
            }
            let relation = input.relation(), constant = input.double()
            let status = terms.withUnsafeBufferPointer { buffer in
                CAutoLayout.al_constraint_new_expression(layout, input.byte() % 16 == 0 ? nil : buffer.baseAddress,
                                                         count, al_relation(rawValue: relation), constant, &out)
            }
            if status == AL_OK {
                constraints.append(Recorded(handle: out, terms: terms.map { ($0.item, $0.attribute.rawValue, $0.coefficient) },
                                            relation: relation, constant: constant))
                _ = CAutoLayout.al_constraint_activate(layout, out)
            }
        case 9:
            let constraint = handle(constraints.map { $0.handle })
            if tracing { print("free constraint \(constraint)") }
            if CAutoLayout.al_constraint_free(layout, constraint) == AL_OK { stale.append(constraint) }
        case 10:
            let target = handle(constraints.map { $0.handle }), value = input.priority()
            if tracing { print("set priority \(target) to \(value)") }
            _ = CAutoLayout.al_constraint_set_priority(layout, target, value)
        case 11:
            let constraint = handle(constraints.map { $0.handle })
            let value = input.double()
            if tracing { print("set constant \(constraint) to \(value)") }
            if CAutoLayout.al_constraint_set_constant(layout, constraint, value) == AL_OK,
               let index = constraints.firstIndex(where: { $0.handle == constraint }) {
                constraints[index].constant = value
            }
        case 12:
            var batch: [UInt64] = []
            for _ in 0..<Int(input.byte() % 6) { batch.append(handle(constraints.map { $0.handle })) }
            let activating = input.byte() % 2 == 0
            if tracing { print("\(activating ? "activate" : "deactivate") \(batch)") }
            _ = batch.withUnsafeBufferPointer { buffer in
                activating
                    ? CAutoLayout.al_constraints_activate(layout, buffer.baseAddress, buffer.count)
                    : CAutoLayout.al_constraints_deactivate(layout, buffer.baseAddress, buffer.count)
            }
        case 13, 14:
            if tracing { print("update") }
            update()
        case 15:
            var frame = al_rect()
            let node = handle(nodes)
            if input.byte() % 16 == 0 {
                _ = CAutoLayout.al_node_get_frame(layout, node, nil)
            } else {
                _ = CAutoLayout.al_node_get_frame(layout, node, &frame)
            }
            var handles: [UInt64] = []
            for _ in 0..<Int(input.byte() % 4) { handles.append(handle(nodes)) }
            var frames = [al_rect](repeating: al_rect(), count: handles.count)
            _ = CAutoLayout.al_nodes_get_frames(layout, handles, handles.count, &frames)
        case 16:
            let node = handle(nodes)
            switch input.byte() % 4 {
            case 0:
                let width = input.double(), height = input.double()
                if tracing { print("intrinsic \(node) \(width) \(height)") }
                _ = CAutoLayout.al_node_set_intrinsic_size(layout, node, width, height)
            case 1:
                let axis = UInt32(input.byte() % 3), value = input.priority()
                if tracing { print("hugging \(node) axis \(axis) \(value)") }
                _ = CAutoLayout.al_node_set_content_hugging_priority(layout, node, al_axis(rawValue: axis), value)
            case 2:
                let axis = UInt32(input.byte() % 3), value = input.priority()
                if tracing { print("compression \(node) axis \(axis) \(value)") }
                _ = CAutoLayout.al_node_set_compression_resistance_priority(layout, node, al_axis(rawValue: axis), value)
            default:
                measureResults = (input.double(), input.double())
                if tracing { print("measure \(node) \(measureResults)") }
                _ = CAutoLayout.al_node_set_measure_function(layout, node, input.byte() % 4 == 0 ? nil : measure, nil)
                _ = CAutoLayout.al_node_mark_dirty(layout, handle(nodes))
            }
        case 17:
            let direction = UInt32(input.byte() % 3)
            if CAutoLayout.al_layout_set_direction(layout, al_direction(rawValue: direction)) == AL_OK { rightToLeft = direction == 1 }
            let value = input.byte() % 4 == 0 ? input.double() : 0
            if CAutoLayout.al_layout_set_scale(layout, value) == AL_OK { scale = value }
            if tracing { print("direction \(direction) scale \(value)") }
        case 18:
            var handles = [UInt64](repeating: 0, count: 8)
            var count = 0
            _ = CAutoLayout.al_layout_get_broken_constraints(layout, &handles, 8, &count)
            _ = CAutoLayout.al_layout_get_changed_nodes(layout, &handles, 8, &count)
            _ = CAutoLayout.al_layout_explain_conflict(layout, handle(constraints.map { $0.handle }), &handles, 8, &count)
            var ambiguous = false
            _ = CAutoLayout.al_node_has_ambiguous_layout(layout, handle(nodes), &ambiguous)
        default:
            var value = 0.0
            _ = CAutoLayout.al_variable_get_value(layout, handle(variables), &value)
            _ = CAutoLayout.al_constraint_get_priority(layout, handle(constraints.map { $0.handle }), &value)
        }
    }

    /// Updates and, on success, checks the invariants.
    mutating func update() {
        let status = CAutoLayout.al_layout_update(layout)
        guard status == AL_OK || status == AL_ERROR_UNSATISFIABLE else { return }
        var broken = [UInt64](repeating: 0, count: constraints.count + 1)
        var brokenCount = 0
        guard CAutoLayout.al_layout_get_broken_constraints(layout, &broken, broken.count, &brokenCount) == AL_OK else { fatalError("broken list") }
        for node in nodes {
            var frame = al_rect()
            if CAutoLayout.al_node_get_absolute_frame(layout, node, &frame) == AL_OK {
                if tracing { print("frame \(frame)") }
                if !(frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite) {
                    fatalError("a frame is not finite")
                }
            }
        }
        if scale != 0 { return }
        for constraint in constraints {
            var active = false, priority = 0.0
            guard CAutoLayout.al_constraint_is_active(layout, constraint.handle, &active) == AL_OK, active,
                  CAutoLayout.al_constraint_get_priority(layout, constraint.handle, &priority) == AL_OK, priority == 1000,
                  !broken[0..<min(brokenCount, broken.count)].contains(constraint.handle) else { continue }
            // The constraint is checked scaled so that its largest coefficient is 1: the
            // residual is then in points of that attribute, whatever the multipliers.
            var largest = 1.0
            for term in constraint.terms { largest = max(largest, abs(term.coefficient)) }
            var sum = -constraint.constant / largest
            var magnitude = abs(constraint.constant) / largest + 1
            for term in constraint.terms {
                guard let (value, scale) = attributeValue(term.item, term.attribute) else { return }
                let coefficient = term.coefficient / largest
                sum += coefficient * value
                // The solver drops cells below 1e-8, so its accuracy is relative to the
                // size of the variables (left and width for a right edge), not of
                // tiny-coefficient products.
                magnitude += max(abs(coefficient), 1) * scale
            }
            // Plus 1e-5 points absolute: pivots on 1e-6 multipliers leave that much
            // rounding, far below anything a screen shows.
            let tolerance = 1e-6 * magnitude + 1e-5
            let holds: Bool
            switch constraint.relation {
            case -1: holds = sum <= tolerance
            case 1: holds = sum >= -tolerance
            default: holds = abs(sum) <= tolerance
            }
            // Beyond about 1e15 doubles cannot tell the difference any more.
            if !holds && magnitude < 1e12 {
                if tracing { print("violated: \(constraint.terms) relation \(constraint.relation) constant \(constraint.constant): residual \(sum)") }
                fatalError("an active required constraint does not hold")
            }
        }
    }

    /// An attribute's value and the size of the variables it is made of.
    func attributeValue(_ item: UInt64, _ attribute: UInt32) -> (Double, Double)? {
        if attribute == 10 {
            var value = 0.0
            return CAutoLayout.al_variable_get_value(layout, item, &value) == AL_OK ? (value, abs(value)) : nil
        }
        var frame = al_rect()
        guard CAutoLayout.al_node_get_absolute_frame(layout, item, &frame) == AL_OK else { return nil }
        let left = frame.x, right = frame.x + frame.width
        let horizontal = abs(frame.x) + abs(frame.width), vertical = abs(frame.y) + abs(frame.height)
        switch attribute {
        case 0: return (left, horizontal)
        case 1: return (right, horizontal)
        case 2: return (frame.y, vertical)
        case 3: return (frame.y + frame.height, vertical)
        case 4: return (rightToLeft ? -right : left, horizontal)
        case 5: return (rightToLeft ? -left : right, horizontal)
        case 6: return (frame.width, horizontal)
        case 7: return (frame.height, vertical)
        case 8: return (left + frame.width / 2, horizontal)
        case 9: return (frame.y + frame.height / 2, vertical)
        default: return nil
        }
    }
}

/// What the measure callback reports: set by the input.
nonisolated(unsafe) var measureResults = (-1.0, -1.0)

let measure: al_measure_fn = { _, _, width, height in
    width?.pointee = measureResults.0
    height?.pointee = measureResults.1
}

/// The fuzzer's input, read front to back; zeros once it runs out.
struct Input {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    var isEmpty: Bool { position >= bytes.count }

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func uint64() -> UInt64 {
        var value: UInt64 = 0
        for _ in 0..<8 { value = value << 8 | UInt64(byte()) }
        return value
    }

    mutating func pick(_ items: [UInt64]) -> UInt64? {
        items.isEmpty ? nil : items[Int(byte()) % items.count]
    }

    mutating func attribute() -> UInt32 {
        let value = byte()
        return value < 240 ? UInt32(value % 10) : UInt32(value) - 229   // now and then out of range
    }

    mutating func relation() -> Int32 {
        let value = byte()
        return value < 250 ? Int32(value % 3) - 1 : Int32(value) - 248
    }

    static let interesting: [Double] = [0, -0.0, 1, -1, 0.5, 2, 8, 10, 20, 100, 250, 750, 1000, 1e-6, 1e6, -1e6,
                                        1e-300, 1e300, -1e300, .nan, .infinity, -.infinity, .leastNonzeroMagnitude,
                                        .greatestFiniteMagnitude]

    mutating func double() -> Double {
        let selector = byte()
        if selector < 128 { return Double(Int(byte()) - 64) * (selector % 2 == 0 ? 1 : 2.5) }
        return Input.interesting[Int(selector) % Input.interesting.count]
    }

    mutating func priority() -> Double {
        let selector = byte()
        if selector < 200 { return [1000, 750, 500, 250, 50, 1, 999][Int(selector) % 7] }
        return double()
    }
}
