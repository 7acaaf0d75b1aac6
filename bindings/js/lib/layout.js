// Layouts: own their nodes, variables and constraints; free() releases them, and a
// FinalizationRegistry does it for a layout collected without free().

import { Constraint, ConstraintGroup } from "./constraint.js";
import { errorFor, InvalidArgumentError, InvalidHandleError, UnsatisfiableError } from "./errors.js";
import { boolean, describeType, number } from "./expressions.js";
import { Node, Variable, metrics } from "./node.js";
import { Recent } from "./recent.js";
import { Stack, alignments, axes, choice, distributions } from "./stack.js";

const directions = { ltr: 0, rtl: 1 };

// A measured baseline offset: a number, or null for none (as -1).
function baselineOffset(value, what) {
    if (value === null) return -1;
    return number(value, `the measure function's ${what}`);
}

// The backstop for layouts never freed: what it holds must not reach the layout itself.
const collected = new FinalizationRegistry(({ engine, address, measureKeys }) => {
    engine.exports.al_layout_free(address);
    engine.liveLayouts -= 1;
    for (const key of measureKeys) engine.measures.delete(key);
    engine.loggers.delete(address);
});

export class Layout {
    constructor(engine) {
        const address = engine.exports.al_layout_new();
        if (address === 0) throw errorFor(5, "al_layout_new: out of memory");
        this.engine = engine;
        this.address = address;
        // handle -> Node, filled from newNodes when a lookup needs it (as constraints).
        this.nodes = new Map();
        this.newNodes = new Recent();
        this.variables = new Map();     // handle -> Variable
        // handle -> Constraint, for lookups by handle (broken constraints, conflicts, the
        // constraint language). Filled from newConstraints only when one is needed:
        // BigInt keys make Map insertions slow, and most layouts never look one up.
        this.constraints = new Map();
        this.newConstraints = new Recent();
        this.measures = new Map();      // userdata key -> { node, function_ }
        this.measureKeys = new Set();   // the same keys, for the backstop (which must not hold nodes)
        this.baselines = new Map();     // node handle -> { first, last }: offsets set or measured
        this.callbackError = null;      // what a measure function or the logger threw
        this.loggerFunction = null;
        this.layoutDirection = "ltr";
        this.layoutScale = 0;
        engine.liveLayouts += 1;
        collected.register(this, { engine, address, measureKeys: this.measureKeys }, this);
    }

    /** The engine's pointer; throws once the layout is freed. */
    pointer() {
        if (this.address === 0) throw new InvalidHandleError("the layout was freed");
        return this.address;
    }

    get freed() { return this.address === 0; }

    /** Frees the layout and everything in it; anything of it throws afterwards. A second
        free() does nothing. */
    free() {
        if (this.address === 0) return;
        collected.unregister(this);
        this.engine.exports.al_layout_free(this.address);
        this.engine.liveLayouts -= 1;
        this.engine.loggers.delete(this.address);
        this.loggerFunction = null;
        this.address = 0;
        for (const key of this.measureKeys) this.engine.measures.delete(key);
        this.measures.clear();
        this.measureKeys.clear();
        this.baselines.clear();
        this.nodes.clear();
        this.newNodes.clear();
        this.variables.clear();
        this.constraints.clear();
        this.newConstraints.clear();
    }

    // ---- objects

    /** A new node under parent (none: a root). */
    node(name = null, parent = null) {
        const parentHandle = parent === null ? 0n : this.ownNode(parent, "the parent").handle;
        const engine = this.engine;
        const pointer = this.pointer(), scratch = engine.scratch;
        if (name === null || name === undefined) {
            const status = engine.exports.al_node_new(pointer, parentHandle, 0, scratch);
            if (status !== 0) engine.check(status);
        } else {
            engine.withString(name, "a name", (text) =>
                engine.check(engine.exports.al_node_new(pointer, parentHandle, text, scratch)));
        }
        if (engine.bytes.length === 0) engine.refreshViews();
        const node = new Node(this, engine.uint64[scratch >>> 3], name);
        this.newNodes.push(node);
        return node;
    }

    /** A new stack view (UIStackView) under parent (none: a root), arranging nodes along
        options.axis ("horizontal", the default, or "vertical"), with options.distribution,
        .alignment (both "fill" by default), .spacing (0) and .marginsRelative (false). */
    stack(name = null, parent = null, options = {}) {
        if (typeof options !== "object" || options === null) {
            throw new TypeError(`stack options must be an object, not ${describeType(options)}`);
        }
        const { axis = "horizontal", distribution = "fill", alignment = "fill", spacing = 0, marginsRelative = false } = options;
        const parentHandle = parent === null ? 0n : this.ownNode(parent, "the parent").handle;
        // Everything checked before the stack is made, so that a bad option makes nothing.
        const axisCode = choice(axis, axes, "axis");
        choice(distribution, distributions, "distribution");
        choice(alignment, alignments, "alignment");
        number(spacing, "spacing");
        boolean(marginsRelative, "marginsRelative");
        const engine = this.engine, pointer = this.pointer();
        engine.withString(name, "a name", (text) =>
            engine.check(engine.exports.al_stack_new(pointer, parentHandle, text, axisCode, engine.scratch)));
        const stack = new Stack(this, engine.readHandle(), name);
        this.newNodes.push(stack);
        try {
            stack.distribution = distribution;
            stack.alignment = alignment;
            stack.spacing = spacing;
            stack.marginsRelative = marginsRelative;
        } catch (error) {
            stack.free();
            throw error;
        }
        return stack;
    }

    /** A free variable, not tied to a node. */
    variable(name = null) {
        const engine = this.engine;
        engine.withString(name, "a name", (text) =>
            engine.check(engine.exports.al_variable_new(this.pointer(), text, engine.scratch)));
        const variable = new Variable(this, engine.readHandle(), name);
        this.variables.set(variable.handle, variable);
        return variable;
    }

    ownNode(node, what) {
        if (!(node instanceof Node)) throw new TypeError(`${what} must be a Node, not ${describeType(node)}`);
        if (node.layout !== this) throw new InvalidHandleError(`${what} belongs to another layout`);
        return node;
    }

    nodeFor(handle) {
        this.indexNodes();
        let node = this.nodes.get(handle);
        if (!node) {
            // A node made elsewhere (by the constraint language, a guide), or one freed
            // since the engine listed it (the last update's changed nodes), whose wrapper
            // throws InvalidHandleError when used.
            const engine = this.engine;
            const live = engine.exports.al_node_is_stack(this.pointer(), handle, engine.scratch) === 0;
            node = live && engine.readBool() ? new Stack(this, handle, null) : new Node(this, handle, null);
            this.nodes.set(handle, node);
        }
        return node;
    }

    indexNodes() {
        this.newNodes.drain((node) => this.nodes.set(node.handle, node));
    }

    constraintFor(handle) {
        this.indexConstraints();
        let constraint = this.constraints.get(handle);
        if (!constraint) {
            constraint = new Constraint(this, handle, null, 0, 0);
            this.constraints.set(handle, constraint);
        }
        return constraint;
    }

    indexConstraints() {
        this.newConstraints.drain((constraint) => this.constraints.set(constraint.handle, constraint));
    }

    forgetConstraint(constraint) {
        this.indexConstraints();
        this.constraints.delete(constraint.handle);
    }

    // After the engine freed a node and its subtree: their measure functions go too (a
    // check per measured node, cheap); the wrappers of the subtree's other nodes stay in
    // the table, stale, until the layout is freed.
    forgetNode(node) {
        this.indexNodes();
        this.nodes.delete(node.handle);
        this.baselines.delete(node.handle);
        const pointer = this.pointer();
        for (const [key, entry] of this.measures) {
            if (this.engine.exports.al_node_get_parent(pointer, entry.node.handle, this.engine.scratch) !== 0) {
                this.dropMeasure(key);
            }
        }
    }

    // Used by relations: one constraint from terms (left - right), and a group of several.
    // The hot path of building a layout: the views and buffers are the engine's own,
    // read once, and nothing is allocated but the constraint and its handle.
    makeConstraint(terms, relation, constant) {
        if (typeof constant !== "number") number(constant, "a constant");
        const engine = this.engine;
        const pointer = this.pointer();
        const count = terms.length;
        const array = count > engine.termCapacity ? engine.termBuffer(count) : engine.terms;
        if (engine.bytes.length === 0) engine.refreshViews();
        const uint64 = engine.uint64, int32 = engine.int32, float64 = engine.float64;
        // al_term, 24 bytes: uint64 item, int32 attribute (+8), double coefficient (+16).
        for (let index = 0, at = array >>> 3; index < count; index += 1, at += 3) {
            const term = terms[index];
            const item = term.item;
            if (item.layout !== this) throw new InvalidHandleError("a constraint cannot mix two layouts");
            uint64[at] = item.handle;
            int32[(at + 1) * 2] = term.attribute;
            float64[at + 2] = term.coefficient;
        }
        const scratch = engine.scratch;
        const status = engine.exports.al_constraint_new_expression(pointer, array, count, relation, constant, scratch);
        if (status !== 0) engine.check(status);
        if (engine.bytes.length === 0) engine.refreshViews();
        const constraint = new Constraint(this, engine.uint64[scratch >>> 3], terms, relation, constant);
        this.newConstraints.push(constraint);
        return constraint;
    }

    group(constraints) { return new ConstraintGroup(this, constraints); }

    // ---- activation

    /** Activates constraints, groups and arrays of them, all or none. */
    activate(...constraints) { this.#setActive(constraints, this.engine.exports.al_constraints_activate); }

    /** Deactivates constraints, groups and arrays of them, all or none. */
    deactivate(...constraints) { this.#setActive(constraints, this.engine.exports.al_constraints_deactivate); }

    // The common call, one array of this layout's constraints, in one walk that checks
    // and writes. Anything else in two walks over the arguments, without gathering them:
    // the first checks every item and counts, the second writes the handles into the
    // module's memory.
    #setActive(items, function_) {
        const list = items.length === 1 && Array.isArray(items[0]) ? items[0] : items;
        if (list.length > 0 && this.address !== 0) {
            const engine = this.engine;
            const array = engine.allocate(list.length * 8);
            try {
                if (this.#writeConstraints(list, array)) {
                    engine.check(function_(this.address, array, list.length));
                    return;
                }
            } finally {
                engine.release(array);
            }
        }
        const count = this.#checkConstraints(items, 0);
        const pointer = this.pointer();
        if (count === 0) return;
        const engine = this.engine;
        const array = engine.allocate(count * 8);
        try {
            this.#writeHandles(items, engine.fresh().uint64, array >>> 3);
            engine.check(function_(pointer, array, count));
        } finally {
            engine.release(array);
        }
    }

    // The handles of a list of this layout's constraints at array; false at anything else.
    #writeConstraints(list, array) {
        const engine = this.engine;
        if (engine.bytes.length === 0) engine.refreshViews();
        const handles = engine.uint64, at = array >>> 3;
        for (let index = 0; index < list.length; index += 1) {
            const item = list[index];
            if (!(item instanceof Constraint) || item.layout !== this) return false;
            handles[at + index] = item.handle;
        }
        return true;
    }

    #checkConstraints(items, count) {
        for (let index = 0; index < items.length; index += 1) {
            const item = items[index];
            if (item instanceof Constraint) {
                if (item.layout !== this) throw new InvalidHandleError(`${item} belongs to another layout`);
                count += 1;
            } else if (item instanceof ConstraintGroup) {
                count = this.#checkConstraints(item.constraints, count);
            } else if (Array.isArray(item)) {
                count = this.#checkConstraints(item, count);
            } else {
                throw new TypeError(`expected constraints, groups or arrays of them, not ${describeType(item)}`);
            }
        }
        return count;
    }

    #writeHandles(items, handles, at) {
        for (let index = 0; index < items.length; index += 1) {
            const item = items[index];
            if (item instanceof Constraint) handles[at++] = item.handle;
            else at = this.#writeHandles(item instanceof ConstraintGroup ? item.constraints : item, handles, at);
        }
        return at;
    }

    // ---- solving

    /** Applies every change and solves. Throws UnsatisfiableError when required
        constraints conflict (the layout is still computed without them), and rethrows
        what a measure function threw (the update then changed nothing). */
    update() {
        const pointer = this.pointer();
        this.callbackError = null;
        const status = this.engine.exports.al_layout_update(pointer);
        const error = this.callbackError;
        this.callbackError = null;
        if (error !== null) throw error;
        if (status === 3) {
            // A logger may have freed the layout meanwhile: then no broken list to give.
            const broken = this.address === 0 ? [] : this.brokenConstraints;
            throw new UnsatisfiableError(this.engine.lastMessage(), broken);
        }
        this.engine.check(status);
    }

    /** A function (message) => ... told during update() whenever the set of broken
        constraints changes, or null (the default): logging off. What it throws, update()
        rethrows once the update is done. */
    get logger() { return this.loggerFunction; }

    set logger(function_) {
        if (function_ !== null && typeof function_ !== "function") {
            throw new TypeError(`logger must be a function or null, not ${describeType(function_)}`);
        }
        const engine = this.engine;
        const pointer = this.pointer();
        engine.check(engine.exports.al_layout_set_logger(pointer, function_ === null ? 0 : engine.logFunction, 0));
        this.loggerFunction = function_;
        if (function_ === null) engine.loggers.delete(pointer);
        else engine.loggers.set(pointer, new WeakRef(this));
    }

    /** "ltr" (the default) or "rtl": which of left/right is leading. */
    get direction() { return this.layoutDirection; }

    set direction(value) {
        if (!Object.hasOwn(directions, value)) throw new InvalidArgumentError(`direction must be "ltr" or "rtl", not ${String(value)}`);
        this.engine.check(this.engine.exports.al_layout_set_direction(this.pointer(), directions[value]));
        this.layoutDirection = value;
    }

    /** With scale > 0, frame edges are rounded to multiples of 1 / scale; 0 is exact. */
    get scale() { return this.layoutScale; }

    set scale(value) {
        this.engine.check(this.engine.exports.al_layout_set_scale(this.pointer(), number(value, "scale")));
        this.layoutScale = value;
    }

    /** Active required constraints left out at the last update because they conflict. */
    get brokenConstraints() {
        const pointer = this.pointer();
        return this.engine.handleArray((out, capacity, count) =>
            this.engine.exports.al_layout_get_broken_constraints(pointer, out, capacity, count))
            .map((handle) => this.constraintFor(handle));
    }

    /** Nodes whose frame changed in the last update. */
    get changedNodes() {
        const pointer = this.pointer();
        return this.engine.handleArray((out, capacity, count) =>
            this.engine.exports.al_layout_get_changed_nodes(pointer, out, capacity, count))
            .map((handle) => this.nodeFor(handle));
    }

    /** For a broken constraint: the others of a minimal conflicting set. */
    explain(constraint) {
        if (!(constraint instanceof Constraint)) throw new TypeError(`explain takes a Constraint, not ${describeType(constraint)}`);
        if (constraint.layout !== this) throw new InvalidHandleError(`${constraint} belongs to another layout`);
        const pointer = this.pointer();
        return this.engine.handleArray((out, capacity, count) =>
            this.engine.exports.al_layout_explain_conflict(pointer, constraint.handle, out, capacity, count))
            .map((handle) => this.constraintFor(handle));
    }

    // ---- text

    /** Creates and activates the constraints that text states in the constraint language
        (`a.width >= b.width * 2 + 10 @750`) or the Visual Format Language
        (`H:|-10-[a]-8-[b(==a)]-10-|`): all of them, or on an error (InvalidArgumentError,
        "line L, column C: ...") none. */
    constrain(text) {
        if (typeof text !== "string") throw new TypeError(`constrain takes a string, not ${describeType(text)}`);
        const engine = this.engine;
        const pointer = this.pointer();
        return engine.withString(text, "the text", (textPointer) => {
            // Every constraint takes more than one character: room for all of them.
            const capacity = text.length + 1;
            const handles = engine.allocate(capacity * 8);
            try {
                engine.check(engine.exports.al_layout_constrain(pointer, textPointer, handles, capacity, engine.scratch));
                const count = engine.view().getUint32(engine.scratch, true);
                return engine.readHandles(handles, count).map((handle) => this.constraintFor(handle));
            } finally {
                engine.release(handles);
            }
        });
    }

    /** The layout as text: the nodes with frames, and every active constraint as a
        statement that constrain() reads back. */
    describe() { return this.#describe(0); }

    /** The layout as an SVG picture of the absolute frames. */
    svg() { return this.#describe(1); }

    #describe(format) {
        const engine = this.engine;
        const pointer = this.pointer();
        engine.check(engine.exports.al_layout_describe(pointer, format, 0, 0, engine.scratch));
        const length = engine.view().getUint32(engine.scratch, true);
        const buffer = engine.allocate(length + 1);
        try {
            engine.check(engine.exports.al_layout_describe(pointer, format, buffer, length + 1, engine.scratch));
            return engine.readString(buffer);
        } finally {
            engine.release(buffer);
        }
    }

    /** The frames (relative to the parents) of many nodes in one call: x, y, width,
        height per node. */
    frames(nodes) {
        if (!Array.isArray(nodes)) throw new TypeError(`frames takes an array of nodes, not ${describeType(nodes)}`);
        const engine = this.engine;
        const pointer = this.pointer();
        const count = nodes.length;
        const block = engine.allocate(count * 40);   // the handles (8 bytes each), then the rects (32)
        try {
            const handles = engine.fresh().uint64, at = block >>> 3;
            for (let index = 0; index < count; index += 1) handles[at + index] = this.ownNode(nodes[index], "each node").handle;
            const out = block + count * 8;
            engine.check(engine.exports.al_nodes_get_frames(pointer, block, count, out));
            return engine.fresh().float64.slice(out >>> 3, (out >>> 3) + count * 4);
        } finally {
            engine.release(block);
        }
    }

    // ---- measure functions (through the engine's trampoline)
    // The engine maps each userdata key to a WeakRef of its layout only; the functions,
    // which often close over their node and so the layout, stay here, so that a
    // forgotten layout can still be collected.

    measureKeyOf(node) {
        for (const [key, entry] of this.measures) if (entry.node === node) return key;
        return undefined;
    }

    measureOf(node) {
        const key = this.measureKeyOf(node);
        return key === undefined ? null : this.measures.get(key).function_;
    }

    dropMeasure(key) {
        this.engine.measures.delete(key);
        this.measures.delete(key);
        this.measureKeys.delete(key);
    }

    setMeasure(node, function_) {
        if (function_ !== null && typeof function_ !== "function") {
            throw new TypeError(`measure must be a function or null, not ${describeType(function_)}`);
        }
        const engine = this.engine;
        const pointer = this.pointer();
        const old = this.measureKeyOf(node);
        if (function_ === null) {
            engine.check(engine.exports.al_node_set_baseline_measure_function(pointer, node.handle, 0, 0));
        } else {
            const key = engine.nextMeasureKey;
            engine.check(engine.exports.al_node_set_baseline_measure_function(pointer, node.handle, engine.measureFunction, key));
            engine.nextMeasureKey += 1;
            engine.measures.set(key, new WeakRef(this));
            this.measures.set(key, { node, function_ });
            this.measureKeys.add(key);
        }
        if (old !== undefined) this.dropMeasure(old);
    }

    /** Called by the engine's trampoline: [width, height, first, last] from the node's
        function. Without firstBaseline and lastBaseline in its result, the node keeps the
        offsets it has (the engine takes what the trampoline gives: the offsets last set
        or measured, which the layout keeps, since the function may not call into the
        layout while it updates). */
    measureNode(key) {
        const entry = this.measures.get(key);
        if (!entry) throw new InvalidArgumentError("a measure function that was removed");
        const size = entry.function_(entry.node);
        if (typeof size !== "object" || size === null) {
            throw new TypeError(`a measure function returns { width, height }, not ${describeType(size)}`);
        }
        const [width, height] = metrics(size, "the measure function's result");
        const handle = entry.node.handle;
        if (size.firstBaseline === undefined && size.lastBaseline === undefined) {
            const kept = this.baselines.get(handle);
            return kept ? [width, height, kept.first, kept.last] : [width, height, -1, -1];
        }
        const first = baselineOffset(size.firstBaseline, "firstBaseline"), last = baselineOffset(size.lastBaseline, "lastBaseline");
        // Kept only if the engine will take them (it refuses the measurement otherwise).
        if (first <= 1e12 && last <= 1e12 && (first >= 0 && last >= 0 || first === -1 && last === -1)) {
            this.noteBaselines(handle, first, last);
        }
        return [width, height, first, last];
    }

    /** Remembers a node's baseline offsets (-1, -1: none) for its measure function. */
    noteBaselines(handle, first, last) {
        if (first < 0 && last < 0) this.baselines.delete(handle);
        else this.baselines.set(handle, { first, last });
    }
}
