import AutoLayoutHeader
import CAutoLayout
#if canImport(Glibc)
import Glibc
#endif

/// AUTOLAYOUT_FUZZ_TRACE=1 prints each decoded step, to turn a crash into a test.
let tracing = getenv("AUTOLAYOUT_FUZZ_TRACE") != nil
/// Pass B gives tie-breakers to the first 32 node attributes and variables only: each
/// is a priority tier of its own, and the solver's cost grows with tiers times symbols
/// (a session of 33 nodes took 1.4 s with 133 tie-breakers, 0.2 s with 32).
let tieBreakerLimit = 32
/// AUTOLAYOUT_FUZZ_SKIP=...: mismatches that do not trap, to look for other findings
/// while a frequent one is open (comma-separated). Kinds of comparison: `broken`, `tiers`,
/// `values` (a different broken set then skips the rest of that comparison), and
/// `fresh-wrong` (a broken set or tier where the fresh layout is the one that is wrong:
/// it broke the first differing constraint, or does worse in the first differing tier).
/// Patterns that end the comparison for the rest of the session: `batch-order` (a
/// constraint changed twice in one batch with another change in between), `frees` (a
/// constraint or node freed), `direction` (the direction changed), `edits` (the input
/// changed a constraint's constant or priority).
let skipped = Set((getenv("AUTOLAYOUT_FUZZ_SKIP").map { String(cString: $0) } ?? "").split(separator: ",").map(String.init))
/// AUTOLAYOUT_FUZZ_PASS=A or B runs only that pass (see `fuzzOneInput`).
let onlyPass: String? = getenv("AUTOLAYOUT_FUZZ_PASS").map { String(cString: $0) }

/// libFuzzer entry: decodes the input into a sequence of C ABI calls on two layouts,
/// mixing in stale, foreign and garbage handles, NaN, infinities, huge and tiny
/// magnitudes, cycles and conflicts. After each successful update it checks that every
/// active, unbroken, required constraint holds and that every frame is finite, and that
/// the layout is the one a fresh layout computes from the same constraints in the same
/// order (see `Session.compareWithFresh`); a violation traps, which libFuzzer reports as
/// a crash.
///
/// Each input runs twice: pass A decodes it as it is; pass B decodes the same calls but
/// gives the first node attributes and variables tie-breaking preferences of their own
/// (see `Session.addTieBreaker`), so that their optimum is unique and their values can
/// be compared too. Pass A keeps the inputs of `regressions/` reproducing the states they were
/// found in; pass B is what makes the value comparison sound.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    for (pass, tieBreaking, stacks) in [("A", false, false), ("B", true, false), ("C", false, true)] {
        if let onlyPass, onlyPass != pass { continue }
        if tracing { print("=== pass \(pass)\(tieBreaking ? " (tie-breakers)" : stacks ? " (stacks and guides)" : "") ===") }
        var session = Session(bytes: bytes, tieBreaking: tieBreaking, stacks: stacks)
        session.run()
    }
    return 0
}

struct Term {
    var item: UInt64
    var attribute: UInt32
    var coefficient: Double
}

/// Who made a constraint: the input, the fuzzer (a tie-breaker), or the library (one of
/// the four intrinsic-size constraints of a node: slot 0 hugging width, 1 compression
/// width, 2 hugging height, 3 compression height).
enum Origin: Equatable {
    case input
    case tieBreaker
    case intrinsic(node: UInt64, slot: Int)
}

/// What the fuzzer knows of a constraint: the model the layout must agree with.
struct Record {
    /// Its handle in the session's layout; 0 for intrinsic constraints (the library's own).
    var handle: UInt64
    var terms: [Term]
    var relation: Int32
    var constant: Double
    var priority = 1000.0
    var active = false
    var alive = true
    /// Its place in the order: the clock when it was last activated (from inactive) or
    /// had its constant or priority changed to a different value.
    var stamp = 0
    var origin: Origin
}

/// What the fuzzer knows of a node beyond the library's read-back values.
struct NodeModel {
    var needsMeasure = false
    /// Record indices of the intrinsic constraints by slot (see `Origin`), -1 for none.
    var intrinsic = [-1, -1, -1, -1]
}

/// The fuzzed layout's logger: it counts its messages and checks that it is never entered
/// twice and always gets a message; `update()` checks that it is told exactly once per
/// change of the set of broken constraints.
var loggerMessages = 0
var loggerDepth = 0
let countingLogger: al_log_fn = { _, message, _ in
    loggerDepth += 1
    defer { loggerDepth -= 1 }
    if loggerDepth > 1 { fatalError("the logger was entered twice") }
    guard let message, message.pointee != 0 else { fatalError("the logger got no message") }
    loggerMessages += 1
}

struct Session {
    var input: Input
    let layout: OpaquePointer
    let other: OpaquePointer
    let tieBreaking: Bool
    /// Pass C: the input's bytes also make stacks, arrange, hide and show nodes, change
    /// the stacks' settings, margins, safe areas and readable widths, and take guides as
    /// nodes to constrain. The library's constraints for these are not modelled, so there
    /// is no comparison with a fresh layout; the checks of every update still run.
    let stacks: Bool
    var stackNodes: [UInt64] = []
    var nodes: [UInt64] = []
    var variables: [UInt64] = []
    /// Every constraint the input created (freed ones too): what the input picks from.
    var inputConstraints: [UInt64] = []
    var foreign: [UInt64] = []
    var stale: [UInt64] = []
    var scale = 0.0
    var rightToLeft = false

    // The model.
    var records: [Record] = []
    var recordOfHandle: [UInt64: Int] = [:]
    var nodeModels: [UInt64: NodeModel] = [:]
    /// Node indices (handle & 0xFFFFFF) waiting to be measured, in the library's order.
    var measureQueue: [UInt64] = []
    var clock = 0
    var tieBreakers = 0
    /// Set when a call succeeded on a constraint the fuzzer does not know (a guessed
    /// handle of an intrinsic constraint): the model is lost and the comparison is off.
    var untracked = false
    var updates = 0
    /// Bumped by every change of the model (constraints, their order, nodes, variables,
    /// direction), so that a fresh layout is built again only when it would differ.
    var version = 0
    var freshLayout: FreshLayout?
    /// The session layout's frames and values, read afresh after each update.
    var readings: Readings
    /// The library's message of the step's own call, when the fuzzer's queries followed.
    var savedMessage: String?
    /// For AUTOLAYOUT_FUZZ_SKIP: the records changed in the current batch (with the count
    /// of changes at their last one) and the patterns the batch showed.
    var changedThisBatch: [Int: Int] = [:]
    var changes = 0
    var batchPatterns = Set<String>()
    /// The broken constraints the logger was last told about.
    var toldBroken = Set<UInt64>()

    init(bytes: UnsafeBufferPointer<UInt8>, tieBreaking: Bool, stacks: Bool) {
        if tracing { setvbuf(stdout, nil, _IONBF, 0) }
        input = Input(bytes: bytes)
        self.tieBreaking = tieBreaking
        self.stacks = stacks
        untracked = stacks
        layout = CAutoLayout.al_layout_new()!
        other = CAutoLayout.al_layout_new()!
        loggerMessages = 0
        if CAutoLayout.al_layout_set_logger(layout, countingLogger, nil) != AL_OK { fatalError("al_layout_set_logger failed") }
        readings = Readings(layout)
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
        freshLayout = nil
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
        case 4: return input.pick(nodes + variables + inputConstraints) ?? 0
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
        // Passes A and B decode as they always did, so regressions reach their states.
        let operation = input.byte() % (stacks ? 26 : 20)
        savedMessage = nil
        defer {
            if tracing { print("step \(operation): status message '\(savedMessage ?? String(cString: CAutoLayout.al_last_error_message()))' nodes \(nodes.count) constraints \(inputConstraints.count)") }
        }
        switch operation {
        case 0, 1:
            let parent = input.byte() % 3 == 0 ? 0 : handle(nodes)
            if CAutoLayout.al_node_new(layout, parent, input.byte() % 2 == 0 ? nil : "node", &out) == AL_OK {
                nodes.append(out)
                nodeModels[out] = NodeModel()
                version += 1
                if tracing { print("node \(out) (n\(nodes.count - 1)) in \(parent)") }
                if tieBreaking { for attribute in [0, 2, 6, 7] as [UInt32] { addTieBreaker(out, attribute) } }
            } else if tracing { print("node \(out) in \(parent)") }
        case 2:
            let node = handle(nodes)
            if tracing { print("free node \(node)") }
            if CAutoLayout.al_node_free(layout, node) == AL_OK {
                stale.append(node)
                batchPatterns.insert("frees")
                forgetFreed()
            }
        case 3:
            let child = handle(nodes), parent = input.byte() % 3 == 0 ? 0 : handle(nodes)
            if tracing { print("set parent of \(child) to \(parent)") }
            _ = CAutoLayout.al_node_set_parent(layout, child, parent)
        case 4:
            if CAutoLayout.al_variable_new(layout, "v", &out) == AL_OK {
                variables.append(out)
                version += 1
                if tieBreaking { addTieBreaker(out, 10) }
            }
            if tracing { print("variable \(out) (v\(variables.count - 1))") }
        case 5, 6, 7:
            let (first, firstAttribute) = item()
            let (second, secondAttribute) = input.byte() % 4 == 0 ? (UInt64(0), UInt32(0)) : item()
            let relation = input.relation()
            let multiplier = input.double(), constant = input.double()
            if tracing { print("constraint \(first) \(firstAttribute) \(relation) \(second) \(secondAttribute) * \(multiplier) + \(constant)") }
            if CAutoLayout.al_constraint_new(layout, first, al_attribute(rawValue: firstAttribute), al_relation(rawValue: relation),
                                             second, al_attribute(rawValue: secondAttribute), multiplier, constant, &out) == AL_OK {
                var terms = [Term(item: first, attribute: firstAttribute, coefficient: 1)]
                if second != 0 { terms.append(Term(item: second, attribute: secondAttribute, coefficient: -multiplier)) }
                inputConstraints.append(out)
                record(Record(handle: out, terms: terms, relation: relation, constant: constant, origin: .input))
                if input.byte() % 4 != 0 {
                    if tracing { print("activate \(out) (#\(records.count - 1))") }
                    if CAutoLayout.al_constraint_activate(layout, out) == AL_OK { setActive(out, true) }
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
                inputConstraints.append(out)
                record(Record(handle: out, terms: terms.map { Term(item: $0.item, attribute: $0.attribute.rawValue, coefficient: $0.coefficient) },
                              relation: relation, constant: constant, origin: .input))
                if tracing { print("expression \(describe(records.count - 1)), activated") }
                if CAutoLayout.al_constraint_activate(layout, out) == AL_OK { setActive(out, true) }
            }
        case 9:
            let constraint = handle(inputConstraints)
            if tracing { print("free constraint \(constraint)") }
            if CAutoLayout.al_constraint_free(layout, constraint) == AL_OK {
                stale.append(constraint)
                batchPatterns.insert("frees")
                if let index = known(constraint) { forget(index) }
            }
        case 10:
            let target = handle(inputConstraints), value = input.priority()
            if tracing { print("set priority \(target) to \(value)") }
            if CAutoLayout.al_constraint_set_priority(layout, target, value) == AL_OK, let index = known(target),
               records[index].priority != value {
                records[index].priority = value
                touch(index)
                batchPatterns.insert("edits")
            }
        case 11:
            let constraint = handle(inputConstraints)
            let value = input.double()
            if tracing { print("set constant \(constraint) to \(value)") }
            if CAutoLayout.al_constraint_set_constant(layout, constraint, value) == AL_OK, let index = known(constraint),
               records[index].constant != value {
                records[index].constant = value
                touch(index)
                batchPatterns.insert("edits")
            }
        case 12:
            var batch: [UInt64] = []
            for _ in 0..<Int(input.byte() % 6) { batch.append(handle(inputConstraints)) }
            let activating = input.byte() % 2 == 0
            if tracing { print("\(activating ? "activate" : "deactivate") \(batch)") }
            let status = batch.withUnsafeBufferPointer { buffer in
                activating
                    ? CAutoLayout.al_constraints_activate(layout, buffer.baseAddress, buffer.count)
                    : CAutoLayout.al_constraints_deactivate(layout, buffer.baseAddress, buffer.count)
            }
            // All or nothing, in array order.
            if status == AL_OK { for constraint in batch { setActive(constraint, activating) } }
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
                if CAutoLayout.al_node_set_intrinsic_size(layout, node, width, height) == AL_OK { syncIntrinsic(node) }
            case 1:
                let axis = UInt32(input.byte() % 3), value = input.priority()
                if tracing { print("hugging \(node) axis \(axis) \(value)") }
                if CAutoLayout.al_node_set_content_hugging_priority(layout, node, al_axis(rawValue: axis), value) == AL_OK { syncIntrinsic(node) }
            case 2:
                let axis = UInt32(input.byte() % 3), value = input.priority()
                if tracing { print("compression \(node) axis \(axis) \(value)") }
                if CAutoLayout.al_node_set_compression_resistance_priority(layout, node, al_axis(rawValue: axis), value) == AL_OK { syncIntrinsic(node) }
            default:
                measureResults = (input.double(), input.double())
                if tracing { print("measure \(node) \(measureResults)") }
                let removing = input.byte() % 4 == 0
                if CAutoLayout.al_node_set_measure_function(layout, node, removing ? nil : measure, nil) == AL_OK {
                    if removing { nodeModels[node]?.needsMeasure = false } else { requestMeasure(node) }
                }
                let dirty = handle(nodes)
                if CAutoLayout.al_node_mark_dirty(layout, dirty) == AL_OK { requestMeasure(dirty) }
            }
        case 17:
            let direction = UInt32(input.byte() % 3)
            if CAutoLayout.al_layout_set_direction(layout, al_direction(rawValue: direction)) == AL_OK && rightToLeft != (direction == 1) {
                rightToLeft = direction == 1
                batchPatterns.insert("direction")
                version += 1
            }
            let value = input.byte() % 4 == 0 ? input.double() : 0
            if CAutoLayout.al_layout_set_scale(layout, value) == AL_OK { scale = value }
            if tracing { print("direction \(direction) scale \(value)") }
        case 18:
            var handles = [UInt64](repeating: 0, count: 8)
            var count = 0
            _ = CAutoLayout.al_layout_get_broken_constraints(layout, &handles, 8, &count)
            _ = CAutoLayout.al_layout_get_changed_nodes(layout, &handles, 8, &count)
            _ = CAutoLayout.al_layout_explain_conflict(layout, handle(inputConstraints), &handles, 8, &count)
            var ambiguous = false
            _ = CAutoLayout.al_node_has_ambiguous_layout(layout, handle(nodes), &ambiguous)
        case 19:
            var value = 0.0
            _ = CAutoLayout.al_variable_get_value(layout, handle(variables), &value)
            _ = CAutoLayout.al_constraint_get_priority(layout, handle(inputConstraints), &value)
        default:
            stackStep(operation)
        }
    }

    /// Pass C's operations (20...25): stacks, hiding, guides.
    mutating func stackStep(_ operation: UInt8) {
        var out: UInt64 = 0
        switch operation {
        case 20:
            let parent = input.byte() % 3 == 0 ? 0 : handle(nodes)
            let axis = UInt32(input.byte() % 3)
            if CAutoLayout.al_stack_new(layout, parent, input.byte() % 2 == 0 ? nil : "stack", al_axis(rawValue: axis), &out) == AL_OK {
                nodes.append(out)
                stackNodes.append(out)
                nodeModels[out] = NodeModel()
            }
            if tracing { print("stack \(out) in \(parent) axis \(axis)") }
        case 21:
            let stack = handle(stackNodes), node = handle(nodes)
            let selector = input.byte()
            if tracing { print("arrange \(node) in \(stack) (\(selector % 4))") }
            switch selector % 4 {
            case 0: _ = CAutoLayout.al_stack_remove_arranged(layout, stack, node)
            case 1: _ = CAutoLayout.al_stack_insert_arranged(layout, stack, node, Int(input.byte() % 8))
            default: _ = CAutoLayout.al_stack_add_arranged(layout, stack, node)
            }
        case 22:
            let node = handle(nodes), hidden = input.byte() % 2 == 0
            if tracing { print("hidden \(node) \(hidden)") }
            _ = CAutoLayout.al_node_set_hidden(layout, node, hidden)
        case 23:
            let stack = handle(stackNodes)
            let selector = input.byte() % 6, value = UInt32(input.byte() % 7)
            if tracing { print("stack \(stack) setting \(selector) \(value)") }
            switch selector {
            case 0: _ = CAutoLayout.al_stack_set_axis(layout, stack, al_axis(rawValue: value))
            case 1: _ = CAutoLayout.al_stack_set_distribution(layout, stack, al_distribution(rawValue: value))
            case 2: _ = CAutoLayout.al_stack_set_alignment(layout, stack, al_alignment(rawValue: value))
            case 3: _ = CAutoLayout.al_stack_set_spacing(layout, stack, input.double())
            case 4: _ = CAutoLayout.al_stack_set_custom_spacing(layout, stack, handle(nodes), input.double())
            default: _ = CAutoLayout.al_stack_set_margins_relative(layout, stack, value % 2 == 0)
            }
        case 24:
            let node = handle(nodes)
            let insets = al_insets(top: input.double(), leading: input.double(), bottom: input.double(), trailing: input.double())
            let selector = input.byte() % 4
            if tracing { print("node \(node) insets \(selector) \(insets)") }
            switch selector {
            case 0: _ = CAutoLayout.al_node_set_margins(layout, node, insets)
            case 1: _ = CAutoLayout.al_node_set_safe_area_insets(layout, node, insets)
            case 2: _ = CAutoLayout.al_node_set_readable_width(layout, node, insets.top)
            default: _ = CAutoLayout.al_node_set_baseline_offsets(layout, node, insets.top, insets.bottom)
            }
        default:
            let node = handle(nodes), guide = UInt32(input.byte() % 4)
            if CAutoLayout.al_node_get_guide(layout, node, al_guide(rawValue: guide), &out) == AL_OK && !nodes.contains(out) {
                nodes.append(out)
                nodeModels[out] = NodeModel()
            }
            if tracing { print("guide \(guide) of \(node): \(out)") }
        }
    }

    // MARK: The model

    mutating func record(_ new: Record) {
        records.append(new)
        if new.handle != 0 { recordOfHandle[new.handle] = records.count - 1 }
    }

    /// The record of a constraint a call just succeeded on; nil (and the comparison off)
    /// if the fuzzer does not know it.
    mutating func known(_ handle: UInt64) -> Int? {
        if let index = recordOfHandle[handle] { return index }
        if !untracked && tracing { print("untracked constraint \(handle): no comparison with a fresh layout from here on") }
        untracked = true
        return nil
    }

    mutating func saveMessage() {
        if tracing && savedMessage == nil { savedMessage = String(cString: CAutoLayout.al_last_error_message()) }
    }

    mutating func touch(_ index: Int) {
        version += 1
        clock += 1
        records[index].stamp = clock
        changed(index)
    }

    /// Notes a change of a record in the current batch, for AUTOLAYOUT_FUZZ_SKIP.
    mutating func changed(_ index: Int) {
        changes += 1
        if let last = changedThisBatch[index], last != changes - 1 { batchPatterns.insert("batch-order") }
        changedThisBatch[index] = changes
    }

    mutating func setActive(_ handle: UInt64, _ active: Bool) {
        guard let index = known(handle), records[index].active != active else { return }
        records[index].active = active
        version += 1
        if active { touch(index) } else { changed(index) }
    }

    mutating func forget(_ index: Int) {
        version += 1
        records[index].alive = false
        records[index].active = false
        if records[index].handle != 0 { recordOfHandle[records[index].handle] = nil }
    }

    /// After a node was freed: drops the constraints that went with its subtree.
    mutating func forgetFreed() {
        saveMessage()
        for index in records.indices where records[index].alive && records[index].handle != 0 {
            var active = false
            if CAutoLayout.al_constraint_is_active(layout, records[index].handle, &active) == AL_ERROR_INVALID_HANDLE { forget(index) }
        }
        for (node, model) in nodeModels {
            var parent: UInt64 = 0
            guard CAutoLayout.al_node_get_parent(layout, node, &parent) == AL_ERROR_INVALID_HANDLE else { continue }
            for index in model.intrinsic where index >= 0 { forget(index) }
            nodeModels[node] = nil
        }
    }

    /// Pass B: `item.attribute == c` at a priority of its own, from 0.25 up in steps of
    /// 1e-4 (the input cannot make such priorities: it picks integers, multiples of 2.5
    /// and a few special values), created and activated right after the node or variable;
    /// up to `tieBreakerLimit` of them.
    mutating func addTieBreaker(_ item: UInt64, _ attribute: UInt32) {
        if tieBreakers >= tieBreakerLimit { return }
        let priority = 0.25 + 1e-4 * Double(tieBreakers)
        let constant = Double((tieBreakers * 7) % 23) * 5
        tieBreakers += 1
        var handle: UInt64 = 0
        guard CAutoLayout.al_constraint_new(layout, item, al_attribute(rawValue: attribute), AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH,
                                            1, constant, &handle) == AL_OK,
              CAutoLayout.al_constraint_set_priority(layout, handle, priority) == AL_OK,
              CAutoLayout.al_constraint_activate(layout, handle) == AL_OK else {
            fatalError("a tie-breaker was refused: \(String(cString: CAutoLayout.al_last_error_message()))")
        }
        record(Record(handle: handle, terms: [Term(item: item, attribute: attribute, coefficient: 1)], relation: 0,
                      constant: constant, priority: priority, origin: .tieBreaker))
        setActive(handle, true)
    }

    /// Brings the node's intrinsic constraints in line with what the library reports
    /// after a call that may have changed them: created (stamped) when a metric appears,
    /// stamped when its metric or priority changes, dropped when the metric goes.
    mutating func syncIntrinsic(_ node: UInt64) {
        guard var model = nodeModels[node] else { return }
        var width = -1.0, height = -1.0
        var hugging = (0.0, 0.0), compression = (0.0, 0.0)
        guard CAutoLayout.al_node_get_intrinsic_size(layout, node, &width, &height) == AL_OK,
              CAutoLayout.al_node_get_content_hugging_priority(layout, node, AL_AXIS_HORIZONTAL, &hugging.0) == AL_OK,
              CAutoLayout.al_node_get_content_hugging_priority(layout, node, AL_AXIS_VERTICAL, &hugging.1) == AL_OK,
              CAutoLayout.al_node_get_compression_resistance_priority(layout, node, AL_AXIS_HORIZONTAL, &compression.0) == AL_OK,
              CAutoLayout.al_node_get_compression_resistance_priority(layout, node, AL_AXIS_VERTICAL, &compression.1) == AL_OK
        else { fatalError("reading back a live node failed") }
        let slots: [(metric: Double, priority: Double, relation: Int32, attribute: UInt32)] = [
            (width, hugging.0, -1, 6), (width, compression.0, 1, 6), (height, hugging.1, -1, 7), (height, compression.1, 1, 7),
        ]
        for (slot, wanted) in slots.enumerated() {
            let index = model.intrinsic[slot]
            if wanted.metric < 0 {
                if index >= 0 { forget(index) }
                model.intrinsic[slot] = -1
            } else if index >= 0 {
                if records[index].constant != wanted.metric {
                    records[index].constant = wanted.metric
                    touch(index)
                }
                if records[index].priority != wanted.priority {
                    records[index].priority = wanted.priority
                    touch(index)
                }
            } else {
                record(Record(handle: 0, terms: [Term(item: node, attribute: wanted.attribute, coefficient: 1)], relation: wanted.relation,
                              constant: wanted.metric, priority: wanted.priority, active: true, origin: .intrinsic(node: node, slot: slot)))
                touch(records.count - 1)
                model.intrinsic[slot] = records.count - 1
            }
        }
        nodeModels[node] = model
    }

    /// As the library queues a node for its measure function (once until measured).
    mutating func requestMeasure(_ node: UInt64) {
        guard var model = nodeModels[node], !model.needsMeasure else { return }
        model.needsMeasure = true
        nodeModels[node] = model
        measureQueue.append(node & 0xFF_FFFF)
    }

    /// After an update that did not fail in a measure function: the queued nodes were
    /// measured, in queue order, so their intrinsic constraints change in that order.
    mutating func applyMeasurements() {
        for index in measureQueue {
            guard let node = nodeModels.first(where: { $0.key & 0xFF_FFFF == index && $0.value.needsMeasure })?.key else { continue }
            syncIntrinsic(node)
            nodeModels[node]?.needsMeasure = false
        }
        measureQueue.removeAll()
    }

    // MARK: Checks

    /// Updates and, on success, checks the invariants.
    mutating func update() {
        let messagesBefore = loggerMessages
        let status = CAutoLayout.al_layout_update(layout)
        saveMessage()
        readings = Readings(layout)
        updates += 1
        // AL_ERROR_INVALID_ARGUMENT comes only from a measure function's bad result,
        // which changes nothing; otherwise the queued nodes were measured.
        if status != AL_ERROR_INVALID_ARGUMENT {
            applyMeasurements()
            if let pattern = batchPatterns.intersection(skipped).first, !untracked {
                if tracing { print("the batch showed \(pattern) (AUTOLAYOUT_FUZZ_SKIP): no comparison with a fresh layout from here on") }
                untracked = true
            }
            batchPatterns.removeAll()
            changedThisBatch.removeAll()
        }
        guard status == AL_OK || status == AL_ERROR_UNSATISFIABLE else {
            if loggerMessages != messagesBefore { fatalError("the logger was told after a failed update") }
            // The engine giving up on a layout it can solve is a finding (the simplex
            // cycling until its pivot budget ran out once showed only as a slow input);
            // ill-conditioned layouts it cannot settle are AL_ERROR_INVALID_STATE.
            if (status == AL_ERROR_INTERNAL || status == AL_ERROR_INVALID_STATE) && !untracked && !isIllConditioned() {
                if freshLayout?.version != version { freshLayout = buildFresh() }
                if let built = freshLayout, built.status == AL_OK || built.status == AL_ERROR_UNSATISFIABLE {
                    fatalError("the update failed (\(String(cString: CAutoLayout.al_last_error_message()))) where a fresh layout of the same constraints succeeds")
                }
            }
            return
        }
        let broken = brokenConstraints(layout)
        let brokenSet = Set(broken)
        let expectedMessages = brokenSet == toldBroken ? 0 : 1
        if loggerMessages - messagesBefore != expectedMessages {
            fatalError("the logger was told \(loggerMessages - messagesBefore) times, expected \(expectedMessages)")
        }
        toldBroken = brokenSet
        for node in nodes {
            var frame = al_rect()
            if CAutoLayout.al_node_get_absolute_frame(layout, node, &frame) == AL_OK {
                if tracing { print("frame \(frame)") }
                if !(frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite) {
                    fatalError("a frame is not finite")
                }
            }
        }
        checkRecords()
        let unknownBroken = broken.filter { recordOfHandle[$0] == nil }.map { internalSignature(layout, $0) }
        let brokenRecords = Set(broken.compactMap { recordOfHandle[$0] })
        if scale == 0 {
            checkRequired(readings, brokenRecords, unknownBroken, map: { $0 }, what: "an active required constraint does not hold")
        }
        if !untracked { compareWithFresh(brokenRecords, unknownBroken) }
    }

    /// The broken constraints of a layout, as handles.
    func brokenConstraints(_ layout: OpaquePointer) -> [UInt64] {
        var count = 0
        guard CAutoLayout.al_layout_get_broken_constraints(layout, nil, 0, &count) == AL_OK else { fatalError("broken list") }
        var broken = [UInt64](repeating: 0, count: count)
        guard CAutoLayout.al_layout_get_broken_constraints(layout, &broken, count, &count) == AL_OK, count == broken.count else {
            fatalError("broken list")
        }
        return broken
    }

    /// What can be read of a constraint the fuzzer has no record of (an intrinsic one).
    func internalSignature(_ layout: OpaquePointer, _ handle: UInt64) -> Signature {
        var priority = 0.0, constant = 0.0
        guard CAutoLayout.al_constraint_get_priority(layout, handle, &priority) == AL_OK,
              CAutoLayout.al_constraint_get_constant(layout, handle, &constant) == AL_OK else { fatalError("a broken constraint is not live") }
        return Signature(priority: priority, constant: constant)
    }

    /// The model must agree with what the library reports of the input's constraints;
    /// if not, the fuzzer's bookkeeping (or the library's) is wrong.
    func checkRecords() {
        for (index, record) in records.enumerated() where record.alive && record.handle != 0 {
            var active = false, priority = 0.0, constant = 0.0
            guard CAutoLayout.al_constraint_is_active(layout, record.handle, &active) == AL_OK,
                  CAutoLayout.al_constraint_get_priority(layout, record.handle, &priority) == AL_OK,
                  CAutoLayout.al_constraint_get_constant(layout, record.handle, &constant) == AL_OK,
                  active == record.active, priority == record.priority, constant == record.constant || (constant.isNaN && record.constant.isNaN)
            else {
                if tracing { print("record #\(index) \(describe(index)): library says active \(active) priority \(priority) constant \(constant)") }
                fatalError("the fuzzer's record of a constraint disagrees with the library")
            }
        }
    }

    /// Every active, unbroken, required constraint holds in `layout` (the session's, or a
    /// fresh one whose handles `map` gives).
    func checkRequired(_ readings: Readings, _ broken: Set<Int>, _ unknownBroken: [Signature], map: (UInt64) -> UInt64,
                       what: String) {
        for (index, constraint) in records.enumerated() where constraint.alive && constraint.active && constraint.priority == 1000 {
            if broken.contains(index) { continue }
            // Which intrinsic constraint broke is not known, only its priority and constant.
            if case .intrinsic = constraint.origin,
               unknownBroken.contains(Signature(priority: constraint.priority, constant: constraint.constant)) { continue }
            // The constraint is checked scaled so that its largest coefficient is 1: the
            // residual is then in points of that attribute, whatever the multipliers.
            var largest = 1.0
            for term in constraint.terms { largest = max(largest, abs(term.coefficient)) }
            var sum = -constraint.constant / largest
            var magnitude = abs(constraint.constant) / largest + 1
            var readable = true
            for term in constraint.terms {
                guard let (value, scale) = attributeValue(readings, map(term.item), term.attribute) else {
                    readable = false
                    break
                }
                let coefficient = term.coefficient / largest
                sum += coefficient * value
                // The solver drops cells below 1e-8, so its accuracy is relative to the
                // size of the variables (left and width for a right edge), not of
                // tiny-coefficient products.
                magnitude += max(abs(coefficient), 1) * scale
            }
            if !readable { continue }
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
                if tracing { print("violated: #\(index) \(describe(index)): residual \(sum)") }
                fatalError(what)
            }
        }
    }

    /// The contract: the layout is a function of the active constraints and of their
    /// order. A fresh layout with the same nodes (same parents), variables and direction,
    /// and the active constraints created and activated in stamp order, solved in one
    /// update, must break the same required constraints and reach the same summed error
    /// in every priority tier; in pass B, where every value has a tie-breaker of its own
    /// priority, it must also reach the same values.
    /// The fresh layout: the live nodes (same parents), the variables, the direction, and
    /// the active constraints created and activated in stamp order, then one update.
    func buildFresh() -> FreshLayout {
        let fresh = FreshLayout(version: version)
        var live: [(node: UInt64, parent: UInt64)] = []
        for node in nodes {
            var parent: UInt64 = 0
            if CAutoLayout.al_node_get_parent(layout, node, &parent) == AL_OK { live.append((node, parent)) }
        }
        var out: UInt64 = 0
        for (node, _) in live {
            guard CAutoLayout.al_node_new(fresh.layout, 0, nil, &out) == AL_OK else { fatalError("fresh node") }
            fresh.map[node] = out
        }
        for (node, parent) in live where parent != 0 {
            guard let parent = fresh.map[parent], CAutoLayout.al_node_set_parent(fresh.layout, fresh.map[node]!, parent) == AL_OK else {
                fatalError("fresh parent")
            }
        }
        for variable in variables {
            guard CAutoLayout.al_variable_new(fresh.layout, nil, &out) == AL_OK else { fatalError("fresh variable") }
            fresh.map[variable] = out
        }
        if rightToLeft { _ = CAutoLayout.al_layout_set_direction(fresh.layout, AL_DIRECTION_RTL) }
        fresh.order = records.indices.filter { records[$0].alive && records[$0].active }.sorted { records[$0].stamp < records[$1].stamp }
        for index in fresh.order {
            let constraint = records[index]
            var terms: [al_term] = []
            for term in constraint.terms {
                guard let item = fresh.map[term.item] else { fatalError("a recorded constraint mentions a dead item: #\(index) \(describe(index))") }
                terms.append(al_term(item: item, attribute: al_attribute(rawValue: term.attribute), coefficient: term.coefficient))
            }
            guard CAutoLayout.al_constraint_new_expression(fresh.layout, terms, terms.count, al_relation(rawValue: constraint.relation),
                                                           constraint.constant, &out) == AL_OK,
                  constraint.priority == 1000 || CAutoLayout.al_constraint_set_priority(fresh.layout, out, constraint.priority) == AL_OK,
                  CAutoLayout.al_constraint_activate(fresh.layout, out) == AL_OK else {
                fatalError("the fresh layout refused #\(index): \(String(cString: CAutoLayout.al_last_error_message()))")
            }
            fresh.recordOfFresh[out] = index
        }
        fresh.status = CAutoLayout.al_layout_update(fresh.layout)
        return fresh
    }

    /// Whether an active constraint has a multiplier outside 1e-3...1e3 or a constant
    /// beyond 1e9, where doubles cannot honour the contract's 1e-9.
    func isIllConditioned() -> Bool {
        records.contains { record in
            record.active && record.alive && (abs(record.constant) > 1e9 || record.terms.contains { term in
                term.coefficient != 0 && (abs(term.coefficient) < 1e-3 || abs(term.coefficient) > 1e3) })
        }
    }

    mutating func compareWithFresh(_ broken: Set<Int>, _ unknownBroken: [Signature]) {
        // `ill-conditioned`: the comparison is left out while an active constraint has a
        // multiplier outside 1e-3...1e3 or a constant beyond 1e9, where doubles cannot
        // honour the contract's 1e-9 (the open findings all live there); the feasibility
        // checks above still run.
        if skipped.contains("ill-conditioned") && isIllConditioned() {
            if tracing { print("ill-conditioned (AUTOLAYOUT_FUZZ_SKIP): not compared with a fresh layout") }
            return
        }
        // Nothing changed since the last comparison: the fresh layout would be the same.
        if freshLayout?.version != version { freshLayout = buildFresh() }
        guard let built = freshLayout else { return }
        let fresh = built.layout, freshReadings = built.readings, map = built.map, order = built.order, recordOfFresh = built.recordOfFresh
        guard built.status == AL_OK || built.status == AL_ERROR_UNSATISFIABLE else {
            if tracing { print("fresh layout: update failed (\(String(cString: CAutoLayout.al_status_string(built.status)))), not compared") }
            return
        }
        let mapped: (UInt64) -> UInt64 = { map[$0] ?? 0 }

        // 1. The same broken set. Intrinsic constraints have no handle the fuzzer knows:
        //    the session's are matched to records by priority and constant (preferring
        //    one the fresh layout broke too, where that leaves a choice).
        var freshBroken = Set<Int>()
        for handle in brokenConstraints(fresh) {
            guard let index = recordOfFresh[handle] else { fatalError("the fresh layout broke a constraint it does not have") }
            freshBroken.insert(index)
        }
        var sessionBroken = broken
        var unmatched: [Signature] = []
        for signature in unknownBroken {
            let candidates = order.filter { index in
                if case .intrinsic = records[index].origin, !sessionBroken.contains(index),
                   Signature(priority: records[index].priority, constant: records[index].constant) == signature { return true }
                return false
            }
            if let index = candidates.first(where: { freshBroken.contains($0) }) ?? candidates.first {
                sessionBroken.insert(index)
            } else {
                unmatched.append(signature)
            }
        }
        if sessionBroken != freshBroken || !unmatched.isEmpty {
            let verdict = unmatched.isEmpty ? judgeBrokenDifference(order, sessionBroken, freshBroken, freshReadings, mapped) : nil
            if tracing {
                printOrder(order, sessionBroken, freshBroken, fresh, map)
                print("broken after the updates: \(sessionBroken.sorted().map { "#\($0)" })\(unmatched.isEmpty ? "" : " and intrinsic ones not recorded: \(unmatched)")")
                print("broken in a fresh layout: \(freshBroken.sorted().map { "#\($0)" })")
                if let verdict { print(verdict.message) }
            }
            let excused = skipped.contains("broken") || (skipped.contains("fresh-wrong") && verdict?.freshWrong == true)
            if verdict?.marginal != true && !excused { fatalError("the broken constraints differ from a fresh layout's") }
            return
        }
        if scale != 0 { return }   // frames are rounded: only the broken set is compared
        checkRequired(freshReadings, freshBroken, [], map: mapped, what: "a fresh layout breaks an active required constraint")

        // 2. The same summed error in every optional tier, to 1e-7 of the size of the
        //    problem (the largest term or constant of any active constraint).
        var magnitude = 1.0
        var errors: [Double: (session: Double, fresh: Double)] = [:]
        for index in order where records[index].priority < 1000 {
            guard let mine = residual(index, readings, { $0 }), let theirs = residual(index, freshReadings, mapped) else { continue }
            magnitude = max(magnitude, mine.magnitude, theirs.magnitude)
            let sums = errors[records[index].priority] ?? (0, 0)
            errors[records[index].priority] = (sums.session + mine.error, sums.fresh + theirs.error)
        }
        for index in order where records[index].priority == 1000 {
            if let mine = residual(index, readings, { $0 }) { magnitude = max(magnitude, mine.magnitude) }
            if let theirs = residual(index, freshReadings, mapped) { magnitude = max(magnitude, theirs.magnitude) }
        }
        let tolerance = 1e-7 * magnitude
        // Below the tolerance, a higher tier can still trade a sliver of its error for a
        // lot in a lower one (tiny coefficients: 1e-12 there bought 70 points): a
        // difference is reported only if the layout that does better there does no
        // worse, beyond double rounding, in every higher tier.
        let rounding = 1e-13 * magnitude
        let tiers = errors.sorted(by: { $0.key > $1.key })
        func traded(above position: Int, sessionBetter: Bool) -> Double? {
            for (priority, sums) in tiers[..<position] {
                let (better, worse) = sessionBetter ? (sums.session, sums.fresh) : (sums.fresh, sums.session)
                if better > worse + rounding { return priority }
            }
            return nil
        }
        func printTiers() {
            for (priority, sums) in tiers {
                print("tier @\(priority): error \(sums.session) after the updates, \(sums.fresh) in a fresh layout")
            }
        }
        for (position, (priority, sums)) in tiers.enumerated() where !(abs(sums.session - sums.fresh) <= tolerance) {
            let paid = traded(above: position, sessionBetter: sums.session < sums.fresh)
            if tracing {
                printOrder(order, sessionBroken, freshBroken, fresh, map)
                printTiers()
                print("first difference @\(priority): \(sums.session) vs \(sums.fresh) (tolerance \(tolerance))")
                if let paid { print("the better one there is worse @\(paid): a trade within the tolerance, not reported") }
                printValues(fresh, map)
            }
            let excused = skipped.contains("tiers") || (skipped.contains("fresh-wrong") && sums.fresh > sums.session)
            if paid == nil && !excused { fatalError("the error in a priority tier differs from a fresh layout's") }
            return
        }

        // 3. Pass B: the same values wherever a tie-breaker has a tier of its own (then
        //    the optimum of that value is unique: |x - c| over the interval the higher
        //    tiers leave has one minimum), unless a tier at or above it differs beyond
        //    rounding (the same trade as above).
        guard tieBreaking else {
            if tracing { print("fresh layout agrees (\(order.count) constraints, update \(updates))") }
            return
        }
        var members: [Double: Int] = [:]
        for index in order { members[records[index].priority, default: 0] += 1 }
        for index in order where records[index].origin == .tieBreaker && members[records[index].priority] == 1 {
            let term = records[index].terms[0]
            guard let (mine, _) = attributeValue(readings, term.item, term.attribute),
                  let (theirs, _) = attributeValue(freshReadings, mapped(term.item), term.attribute) else { continue }
            if !(abs(mine - theirs) <= tolerance) {
                let priority = records[index].priority
                let unsettled = tiers.first { $0.key >= priority && abs($0.value.session - $0.value.fresh) > rounding }?.key
                if tracing {
                    printOrder(order, sessionBroken, freshBroken, fresh, map)
                    printTiers()
                    print("#\(index) \(describe(index)): value \(mine) after the updates, \(theirs) in a fresh layout (tolerance \(tolerance))")
                    if let unsettled { print("tier @\(unsettled) differs beyond rounding: not reported") }
                    printValues(fresh, map)
                }
                if unsettled == nil && !skipped.contains("values") { fatalError("a value with a unique optimum differs from a fresh layout's") }
                return
            }
        }
        if tracing { print("fresh layout agrees (\(order.count) constraints, update \(updates))") }
    }

    /// Where the broken sets differ, the earliest constraint in the order that one layout
    /// broke and the other kept decides: before it both kept the same required
    /// constraints, so the layout that kept it shows that it can hold together with them.
    /// If that layout satisfies them all to 1e-11 of their size (at least 1; plus the pixel
    /// rounding of its frames), nothing but double rounding separates them from holding
    /// and the other layout was wrong to break it; if not, the conflict may be real but
    /// smaller than the solver's tolerances (1e-8 and up), and is not reported.
    func judgeBrokenDifference(_ order: [Int], _ sessionBroken: Set<Int>, _ freshBroken: Set<Int>, _ fresh: Readings,
                               _ mapped: @escaping (UInt64) -> UInt64) -> (marginal: Bool, freshWrong: Bool, message: String) {
        guard let first = order.first(where: { sessionBroken.contains($0) != freshBroken.contains($0) }) else {
            return (false, false, "no differing constraint")
        }
        let keptBySession = !sessionBroken.contains(first)
        let witness = keptBySession ? readings : fresh
        let map: (UInt64) -> UInt64 = keptBySession ? { $0 } : mapped
        let rounding = keptBySession && scale > 0 ? 1 / scale : 0
        var worst = 0.0, worstIndex = first
        for index in order {
            if records[index].priority == 1000 && !sessionBroken.contains(index) && !freshBroken.contains(index) || index == first {
                guard let (error, _, magnitude) = residual(index, witness, map) else { continue }
                var allowance = 0.0
                for term in records[index].terms where term.attribute != 10 { allowance += abs(term.coefficient) * rounding }
                let relative = max(0, error - allowance) / max(1, magnitude)
                if relative > worst { (worst, worstIndex) = (relative, index) }
            }
            if index == first { break }
        }
        let who = keptBySession ? "after the updates" : "in a fresh layout"
        let other = keptBySession ? "the fresh layout" : "the updates"
        if worst <= 1e-11 {
            return (false, keptBySession, "#\(first) is the first difference: kept \(who), where it holds with every required constraint before it (worst relative residual \(worst)), so \(other) broke it wrongly")
        }
        return (true, false, "#\(first) is the first difference, kept \(who), but #\(worstIndex) holds there only to \(worst) of its size: a marginal conflict, not reported")
    }

    /// A constraint's error in a layout (|lhs - rhs| for ==, the violation for an
    /// inequality); the size of its terms and constant (`terms`, the largest of the
    /// constant and of coefficient times variable size), and that size counting the
    /// variables' own sizes too (`magnitude`: the solver's rounding is relative to them).
    func residual(_ index: Int, _ readings: Readings, _ map: (UInt64) -> UInt64) -> (error: Double, magnitude: Double, terms: Double)? {
        let constraint = records[index]
        var sum = -constraint.constant, magnitude = abs(constraint.constant), terms = abs(constraint.constant)
        for term in constraint.terms {
            guard let (value, size) = attributeValue(readings, map(term.item), term.attribute) else { return nil }
            sum += term.coefficient * value
            terms = max(terms, abs(term.coefficient) * size)
            magnitude = max(magnitude, terms, size)
        }
        switch constraint.relation {
        case -1: return (max(0, sum), magnitude, terms)
        case 1: return (max(0, -sum), magnitude, terms)
        default: return (abs(sum), magnitude, terms)
        }
    }

    func printOrder(_ order: [Int], _ broken: Set<Int>, _ freshBroken: Set<Int>, _ fresh: OpaquePointer, _ map: [UInt64: UInt64]) {
        print("active constraints in order (n = node, v = variable, # = record):")
        defer { dumpProblem(order, broken, freshBroken, fresh, map) }
        for index in order {
            let marks = (broken.contains(index) ? " BROKEN" : "") + (freshBroken.contains(index) ? " BROKEN-IN-FRESH" : "")
            print("  #\(index) stamp \(records[index].stamp): \(describe(index))\(marks)")
        }
    }

    /// One line of JSON (after "PROBLEM ") for Fuzz/lexopt.py, which solves the ordered
    /// constraints with an LP solver and says which of the two layouts is right: every
    /// live node is four variables (left, top, width, height), then every free variable.
    func dumpProblem(_ order: [Int], _ broken: Set<Int>, _ freshBroken: Set<Int>, _ fresh: OpaquePointer, _ map: [UInt64: UInt64]) {
        var column: [UInt64: Int] = [:]
        var names: [String] = []
        for (position, node) in nodes.enumerated() {
            var parent: UInt64 = 0
            guard CAutoLayout.al_node_get_parent(layout, node, &parent) == AL_OK else { continue }
            column[node] = names.count
            names += ["n\(position).left", "n\(position).top", "n\(position).width", "n\(position).height"]
        }
        for (position, variable) in variables.enumerated() {
            column[variable] = names.count
            names.append("v\(position)")
        }
        var rows: [String] = []
        for index in order {
            var coefficients: [Int: Double] = [:]
            for term in records[index].terms {
                guard let base = column[term.item] else { continue }
                let c = term.coefficient
                let (l, t, w, h) = (base, base + 1, base + 2, base + 3)
                var parts: [(Int, Double)] = []
                switch term.attribute {
                case 0: parts = [(l, c)]
                case 1: parts = [(l, c), (w, c)]
                case 2: parts = [(t, c)]
                case 3: parts = [(t, c), (h, c)]
                case 4: parts = rightToLeft ? [(l, -c), (w, -c)] : [(l, c)]
                case 5: parts = rightToLeft ? [(l, -c)] : [(l, c), (w, c)]
                case 6: parts = [(w, c)]
                case 7: parts = [(h, c)]
                case 8: parts = [(l, c), (w, c / 2)]
                case 9: parts = [(t, c), (h, c / 2)]
                default: parts = [(base, c)]
                }
                for (variable, value) in parts { coefficients[variable, default: 0] += value }
            }
            let terms = coefficients.sorted { $0.key < $1.key }.map { "[\($0.key), \(json($0.value))]" }.joined(separator: ", ")
            rows.append("{\"record\": \(index), \"terms\": [\(terms)], \"relation\": \(records[index].relation), \"constant\": \(json(records[index].constant)), \"priority\": \(json(records[index].priority)), \"broken\": \(broken.contains(index)), \"brokenInFresh\": \(freshBroken.contains(index))}")
        }
        func values(_ layout: OpaquePointer, _ map: (UInt64) -> UInt64) -> String {
            var out: [Double] = Array(repeating: 0, count: names.count)
            for (original, base) in column {
                let item = map(original)
                var frame = al_rect(), value = 0.0
                if CAutoLayout.al_node_get_absolute_frame(layout, item, &frame) == AL_OK {
                    out[base] = frame.x; out[base + 1] = frame.y; out[base + 2] = frame.width; out[base + 3] = frame.height
                } else if CAutoLayout.al_variable_get_value(layout, item, &value) == AL_OK {
                    out[base] = value
                }
            }
            return "[" + out.map(json).joined(separator: ", ") + "]"
        }
        let nameList = names.map { "\"\($0)\"" }.joined(separator: ", ")
        print("PROBLEM {\"names\": [\(nameList)], \"constraints\": [\(rows.joined(separator: ", "))], \"session\": \(values(layout, { $0 })), \"fresh\": \(values(fresh, { map[$0] ?? 0 }))}")
    }

    func printValues(_ fresh: OpaquePointer, _ map: [UInt64: UInt64]) {
        for (position, node) in nodes.enumerated() {
            var mine = al_rect(), theirs = al_rect()
            guard CAutoLayout.al_node_get_absolute_frame(layout, node, &mine) == AL_OK, let other = map[node] else { continue }
            _ = CAutoLayout.al_node_get_absolute_frame(fresh, other, &theirs)
            print("  n\(position): \(mine.x) \(mine.y) \(mine.width) \(mine.height) after the updates; \(theirs.x) \(theirs.y) \(theirs.width) \(theirs.height) fresh")
        }
        for (position, variable) in variables.enumerated() {
            var mine = 0.0, theirs = 0.0
            _ = CAutoLayout.al_variable_get_value(layout, variable, &mine)
            if let other = map[variable] { _ = CAutoLayout.al_variable_get_value(fresh, other, &theirs) }
            print("  v\(position): \(mine) after the updates; \(theirs) fresh")
        }
    }

    func describe(_ index: Int) -> String {
        let constraint = records[index]
        let attributes = ["left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY", "value"]
        var text = ""
        for (position, term) in constraint.terms.enumerated() {
            if position > 0 { text += " + " }
            let name: String
            if let node = nodes.firstIndex(of: term.item) {
                name = "n\(node)." + (term.attribute < 11 ? attributes[Int(term.attribute)] : "?")
            } else if let variable = variables.firstIndex(of: term.item) {
                name = "v\(variable)"
            } else {
                name = "\(term.item)"
            }
            text += term.coefficient == 1 ? name : "\(term.coefficient) * \(name)"
        }
        text += [" <= ", " == ", " >= "][Int(constraint.relation) + 1] + "\(constraint.constant)"
        if constraint.priority != 1000 { text += " @\(constraint.priority)" }
        switch constraint.origin {
        case .input: text += constraint.active ? "" : " (inactive)"
        case .tieBreaker: text += " (tie-breaker)"
        case .intrinsic(_, let slot): text += " (\(["hugging", "compression", "hugging", "compression"][slot]), intrinsic)"
        }
        return text
    }

    /// An attribute's value in a layout and the size of the variables it is made of.
    func attributeValue(_ readings: Readings, _ item: UInt64, _ attribute: UInt32) -> (Double, Double)? {
        if attribute == 10 {
            guard let value = readings.value(item) else { return nil }
            return (value, abs(value))
        }
        guard let frame = readings.frame(item) else { return nil }
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

/// A number as JSON (which has no NaN or infinities; the fuzzer's numbers are finite).
func json(_ value: Double) -> String {
    value.isFinite ? "\(value)" : "null"
}

/// A layout's frames and values as of its last update, read once.
final class Readings {
    let layout: OpaquePointer
    private var frames: [UInt64: al_rect] = [:]
    private var values: [UInt64: Double] = [:]

    init(_ layout: OpaquePointer) { self.layout = layout }

    func frame(_ node: UInt64) -> al_rect? {
        if let frame = frames[node] { return frame }
        var frame = al_rect()
        guard CAutoLayout.al_node_get_absolute_frame(layout, node, &frame) == AL_OK else { return nil }
        frames[node] = frame
        return frame
    }

    func value(_ variable: UInt64) -> Double? {
        if let value = values[variable] { return value }
        var value = 0.0
        guard CAutoLayout.al_variable_get_value(layout, variable, &value) == AL_OK else { return nil }
        values[variable] = value
        return value
    }
}

/// A fresh layout built from the model at `version`, kept until the model changes.
final class FreshLayout {
    let layout = CAutoLayout.al_layout_new()!
    let version: Int
    var map: [UInt64: UInt64] = [:]
    var order: [Int] = []
    var recordOfFresh: [UInt64: Int] = [:]
    var status = AL_OK
    lazy var readings = Readings(layout)

    init(version: Int) { self.version = version }
    deinit { CAutoLayout.al_layout_free(layout) }
}

/// What identifies a broken intrinsic constraint: the fuzzer has no handle for it.
struct Signature: Comparable, CustomStringConvertible {
    var priority: Double
    var constant: Double
    static func < (a: Signature, b: Signature) -> Bool { (a.priority, a.constant) < (b.priority, b.constant) }
    var description: String { "\(constant) @\(priority)" }
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
