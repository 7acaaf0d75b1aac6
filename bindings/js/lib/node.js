// Nodes (views, layout guides: anything with a frame) and free variables.

import { Anchor, Attribute, Center, Edges, Operand, Size, Term, boolean, describeType, number } from "./expressions.js";

const noMetric = -1;
const axes = { horizontal: 0, vertical: 1 };
const insetSides = ["top", "leading", "bottom", "trailing"];   // al_insets' order

/** A node of a layout: anchors for constraints, and the frames of the last update. */
export class Node {
    #anchors;

    constructor(layout, handle, name) {
        this.layout = layout;
        this.handle = handle;
        this.nodeName = name ?? null;
        this.#anchors = null;
    }

    get name() { return this.nodeName; }

    get left() { return this.#anchors?.[Attribute.left] ?? this.#anchor(Attribute.left); }
    get right() { return this.#anchors?.[Attribute.right] ?? this.#anchor(Attribute.right); }
    get top() { return this.#anchors?.[Attribute.top] ?? this.#anchor(Attribute.top); }
    get bottom() { return this.#anchors?.[Attribute.bottom] ?? this.#anchor(Attribute.bottom); }
    get leading() { return this.#anchors?.[Attribute.leading] ?? this.#anchor(Attribute.leading); }
    get trailing() { return this.#anchors?.[Attribute.trailing] ?? this.#anchor(Attribute.trailing); }
    get width() { return this.#anchors?.[Attribute.width] ?? this.#anchor(Attribute.width); }
    get height() { return this.#anchors?.[Attribute.height] ?? this.#anchor(Attribute.height); }
    get centerX() { return this.#anchors?.[Attribute.centerX] ?? this.#anchor(Attribute.centerX); }
    get centerY() { return this.#anchors?.[Attribute.centerY] ?? this.#anchor(Attribute.centerY); }
    // UIKit's baselines (from baselineOffsets; the bottom edge without them) and the
    // edges and centres of the node's margins.
    get firstBaseline() { return this.#anchors?.[Attribute.firstBaseline] ?? this.#anchor(Attribute.firstBaseline); }
    get lastBaseline() { return this.#anchors?.[Attribute.lastBaseline] ?? this.#anchor(Attribute.lastBaseline); }
    get leftMargin() { return this.#anchors?.[Attribute.leftMargin] ?? this.#anchor(Attribute.leftMargin); }
    get rightMargin() { return this.#anchors?.[Attribute.rightMargin] ?? this.#anchor(Attribute.rightMargin); }
    get topMargin() { return this.#anchors?.[Attribute.topMargin] ?? this.#anchor(Attribute.topMargin); }
    get bottomMargin() { return this.#anchors?.[Attribute.bottomMargin] ?? this.#anchor(Attribute.bottomMargin); }
    get leadingMargin() { return this.#anchors?.[Attribute.leadingMargin] ?? this.#anchor(Attribute.leadingMargin); }
    get trailingMargin() { return this.#anchors?.[Attribute.trailingMargin] ?? this.#anchor(Attribute.trailingMargin); }
    get centerXWithinMargins() {
        return this.#anchors?.[Attribute.centerXWithinMargins] ?? this.#anchor(Attribute.centerXWithinMargins);
    }
    get centerYWithinMargins() {
        return this.#anchors?.[Attribute.centerYWithinMargins] ?? this.#anchor(Attribute.centerYWithinMargins);
    }
    get edges() { return new Edges(this); }
    get size() { return new Size(this); }
    get center() { return new Center(this); }

    // Each anchor is made on first use and kept (see Anchor).
    #anchor(attribute) {
        this.#anchors ??= [null, null, null, null, null, null, null, null, null, null];   // grows past centerY when asked
        return (this.#anchors[attribute] = new Anchor(this, attribute));
    }

    #call(function_, ...rest) { callForNode(this, function_, ...rest); }

    get #exports() { return this.layout.engine.exports; }

    /** The frame of the last update, relative to the parent's left/top. */
    get frame() {
        this.#call(this.#exports.al_node_get_frame, this.layout.engine.scratch);
        return this.layout.engine.readRect();
    }

    /** The frame of the last update in the roots' space. */
    get absoluteFrame() {
        this.#call(this.#exports.al_node_get_absolute_frame, this.layout.engine.scratch);
        return this.layout.engine.readRect();
    }

    /** The parent, or null for a root. Settable (null makes a root). */
    get parent() {
        this.#call(this.#exports.al_node_get_parent, this.layout.engine.scratch);
        const handle = this.layout.engine.readHandle();
        return handle === 0n ? null : this.layout.nodeFor(handle);
    }

    set parent(parent) {
        const handle = parent === null ? 0n : this.layout.ownNode(parent, "the parent").handle;
        this.#call(this.#exports.al_node_set_parent, handle);
    }

    /** { width, height }, null on an axis without a metric. Settable the same way
        (null clears both). */
    get intrinsicSize() {
        const engine = this.layout.engine;
        this.#call(this.#exports.al_node_get_intrinsic_size, engine.scratch, engine.scratch + 8);
        const width = engine.readDouble(engine.scratch), height = engine.readDouble(engine.scratch + 8);
        return { width: width < 0 ? null : width, height: height < 0 ? null : height };
    }

    set intrinsicSize(size) {
        const [width, height] = metrics(size, "intrinsicSize");
        this.#call(this.#exports.al_node_set_intrinsic_size, width, height);
    }

    /** Content hugging priorities, { horizontal, vertical } (defaults 250). */
    get hugging() { return this.#priorities(this.#exports.al_node_get_content_hugging_priority); }
    set hugging(value) { this.#setPriorities(this.#exports.al_node_set_content_hugging_priority, value); }

    /** Compression resistance priorities, { horizontal, vertical } (defaults 750). */
    get compressionResistance() { return this.#priorities(this.#exports.al_node_get_compression_resistance_priority); }
    set compressionResistance(value) {
        this.#setPriorities(this.#exports.al_node_set_compression_resistance_priority, value);
    }

    #priorities(getter) {
        const result = {};
        for (const [axis, code] of Object.entries(axes)) {
            this.#call(getter, code, this.layout.engine.scratch);
            result[axis] = this.layout.engine.readDouble();
        }
        return result;
    }

    #setPriorities(setter, value) {
        if (typeof value !== "object" || value === null) throw new TypeError("priorities are { horizontal, vertical }");
        const wanted = Object.entries(axes).filter(([axis]) => value[axis] !== undefined)
            .map(([axis, code]) => [code, number(value[axis], `the ${axis} priority`)]);
        for (const [code, priority] of wanted) this.#call(setter, code, priority);
    }

    // ---- UIKit's view geometry: guides, margins, safe area, baselines, hiding

    /** The node inset by its margins: a node the engine keeps in place. */
    get marginsGuide() { return this.#guide(0); }

    /** The node inset by its safe-area insets and its ancestors' where they overlap it. */
    get safeArea() { return this.#guide(1); }

    /** Within the margins guide, centred, at most readableWidth wide. */
    get readable() { return this.#guide(2); }

    #guide(kind) {
        this.#call(this.#exports.al_node_get_guide, kind, this.layout.engine.scratch);
        return this.layout.nodeFor(this.layout.engine.readHandle());
    }

    /** Directional layout margins { top, leading, bottom, trailing } (default 8 each). */
    get margins() { return this.#insets(this.#exports.al_node_get_margins); }
    set margins(value) { this.#setInsets(this.#exports.al_node_set_margins, value, "margins"); }

    /** The insets the host reports (a notch, a status bar), { top, leading, bottom,
        trailing }; default 0 each. */
    get safeAreaInsets() { return this.#insets(this.#exports.al_node_get_safe_area_insets); }
    set safeAreaInsets(value) { this.#setInsets(this.#exports.al_node_set_safe_area_insets, value, "safeAreaInsets"); }

    // al_insets goes by address (the WebAssembly C ABI passes structs indirectly): four
    // doubles in the scratch area, in the order top, leading, bottom, trailing.
    #insets(getter) {
        const engine = this.layout.engine;
        this.#call(getter, engine.scratch);
        const values = insetSides.map((_, index) => engine.readDouble(engine.scratch + 8 * index));
        return Object.fromEntries(insetSides.map((side, index) => [side, values[index]]));
    }

    #setInsets(setter, value, what) {
        if (typeof value !== "object" || value === null) {
            throw new TypeError(`${what} must be { top, leading, bottom, trailing }, not ${describeType(value)}`);
        }
        const numbers = insetSides.map((side) => number(value[side], `${what}.${side}`));
        const engine = this.layout.engine, view = engine.view();
        numbers.forEach((amount, index) => view.setFloat64(engine.scratch + 8 * index, amount, true));
        this.#call(setter, engine.scratch);
    }

    /** { first, last }: the first baseline that far below the top, the last that far
        above the bottom; or null (the default): both baselines are the bottom edge.
        Settable the same way. */
    get baselineOffsets() {
        const engine = this.layout.engine;
        this.#call(this.#exports.al_node_get_baseline_offsets, engine.scratch, engine.scratch + 8);
        const first = engine.readDouble(engine.scratch), last = engine.readDouble(engine.scratch + 8);
        return first < 0 ? null : { first, last };
    }

    set baselineOffsets(value) {
        let first = noMetric, last = noMetric;
        if (value !== null) {
            if (typeof value !== "object") throw new TypeError(`baselineOffsets must be { first, last } or null, not ${describeType(value)}`);
            first = number(value.first, "baselineOffsets.first");
            last = number(value.last, "baselineOffsets.last");
        }
        this.#call(this.#exports.al_node_set_baseline_offsets, first, last);
        this.layout.noteBaselines(this.handle, first, last);
    }

    /** The readable content guide's largest width (default 672). */
    get readableWidth() {
        this.#call(this.#exports.al_node_get_readable_width, this.layout.engine.scratch);
        return this.layout.engine.readDouble();
    }

    set readableWidth(value) { this.#call(this.#exports.al_node_set_readable_width, number(value, "readableWidth")); }

    /** A hidden node takes no room in its stack (size 0 along the axis, no spacing);
        elsewhere hiding changes no frame. */
    get hidden() {
        this.#call(this.#exports.al_node_is_hidden, this.layout.engine.scratch);
        return this.layout.engine.readBool();
    }

    set hidden(value) {
        this.#call(this.#exports.al_node_set_hidden, boolean(value, "hidden") ? 1 : 0);
    }

    /** A function node => ({ width, height }) that supplies the intrinsic size at update
        time (null on an axis: no metric), or null. A result with `firstBaseline` and
        `lastBaseline` (offsets, as baselineOffsets) also gives the baselines; without
        them the node keeps the offsets it has. */
    get measure() { return this.layout.measureOf(this); }
    set measure(function_) { this.layout.setMeasure(this, function_); }

    /** Measure again at the next update. */
    markDirty() { this.#call(this.#exports.al_node_mark_dirty); }

    /** Whether the last update left this frame not fully determined. */
    get hasAmbiguousLayout() {
        this.#call(this.#exports.al_node_has_ambiguous_layout, this.layout.engine.scratch);
        return this.layout.engine.readBool();
    }

    /** Frees the node, its subtree and every constraint that mentions any of them. */
    free() {
        this.#call(this.#exports.al_node_free);
        this.layout.forgetNode(this);
    }

    toString() { return `Node ${this.nodeName ?? `0x${this.handle.toString(16)}`}`; }
}

/** Calls the engine's `function_(layout, node, ...rest)` on a node (or a stack) and
    throws what a failing status says. */
export function callForNode(node, function_, ...rest) {
    node.layout.engine.check(function_(node.layout.pointer(), node.handle, ...rest));
}

/** (width, height) from { width, height } or null, no metric as -1. */
export function metrics(size, what) {
    if (size === null) return [noMetric, noMetric];
    if (typeof size !== "object") throw new TypeError(`${what} must be { width, height } or null`);
    const value = (metric, axis) => (metric === null || metric === undefined ? noMetric : number(metric, `${what}.${axis}`));
    return [value(size.width, "width"), value(size.height, "height")];
}

/** A free variable: used in expressions like an anchor; `value` is its value at the
    last update. */
export class Variable extends Operand {
    constructor(layout, handle, name) {
        super();
        this.layout = layout;
        this.handle = handle;
        this.variableName = name ?? null;
        this.unitTerm = null;
    }

    get name() { return this.variableName; }

    term(coefficient) {
        if (coefficient !== 1) return new Term(this, Attribute.value, coefficient);
        return (this.unitTerm ??= new Term(this, Attribute.value, 1));
    }

    get value() {
        const engine = this.layout.engine;
        engine.check(engine.exports.al_variable_get_value(this.layout.pointer(), this.handle, engine.scratch));
        return engine.readDouble();
    }

    toString() { return `Variable ${this.variableName ?? `0x${this.handle.toString(16)}`}`; }
}
