// Stack views (UIStackView): a node that arranges some of its children along an axis,
// with constraints the engine keeps.

import { InvalidArgumentError } from "./errors.js";
import { boolean, describeType, number } from "./expressions.js";
import { Node, callForNode } from "./node.js";

export const axes = Object.freeze(["horizontal", "vertical"]);
export const distributions = Object.freeze(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]);
export const alignments = Object.freeze(["fill", "leading", "center", "trailing", "firstBaseline", "lastBaseline"]);

/** The engine's number of a named choice (`axis`, `distribution`...): its index. */
export function choice(value, names, what) {
    const index = names.indexOf(value);
    if (index < 0) throw new InvalidArgumentError(`${what} must be one of ${names.map((name) => `"${name}"`).join(", ")}, not ${String(value)}`);
    return index;
}

/** A stack view: `layout.stack("row", root, { axis: "vertical", spacing: 8 })`. Its
    constraints are the engine's; change the stack, not them. */
export class Stack extends Node {
    #call(function_, ...rest) { callForNode(this, function_, ...rest); }

    get #exports() { return this.layout.engine.exports; }

    #arrangedHandle(node, what) { return this.layout.ownNode(node, what).handle; }

    /** Arranges node last (moving it there if it is arranged already), making it a child
        of the stack if it is not. */
    add(node) { this.#call(this.#exports.al_stack_add_arranged, this.#arrangedHandle(node, "the node")); }

    /** Arranges node at index (0 ... the count of the others). */
    insert(node, index) {
        const handle = this.#arrangedHandle(node, "the node");
        if (!Number.isInteger(index)) throw new TypeError(`index must be an integer, not ${describeType(index)}`);
        if (index < 0 || index > 0xffffffff) throw new InvalidArgumentError(`index must be within 0 ... the arranged count, got ${index}`);
        this.#call(this.#exports.al_stack_insert_arranged, handle, index);
    }

    /** Stops arranging node; it stays a child of the stack. */
    remove(node) { this.#call(this.#exports.al_stack_remove_arranged, this.#arrangedHandle(node, "the node")); }

    /** The arranged nodes, in order. */
    get arranged() {
        const engine = this.layout.engine, pointer = this.layout.pointer();
        return engine.handleArray((out, capacity, count) =>
            this.#exports.al_stack_get_arranged(pointer, this.handle, out, capacity, count))
            .map((handle) => this.layout.nodeFor(handle));
    }

    /** "horizontal" (leading to trailing) or "vertical" (top to bottom). */
    get axis() { return axes[this.#readChoice(this.#exports.al_stack_get_axis)]; }
    set axis(value) { this.#call(this.#exports.al_stack_set_axis, choice(value, axes, "axis")); }

    /** "fill", "fillEqually", "fillProportionally", "equalSpacing" or "equalCentering". */
    get distribution() { return distributions[this.#readChoice(this.#exports.al_stack_get_distribution)]; }
    set distribution(value) {
        this.#call(this.#exports.al_stack_set_distribution, choice(value, distributions, "distribution"));
    }

    /** Across the axis: "fill", "leading", "center", "trailing", "firstBaseline" or
        "lastBaseline" (leading is the top, trailing the bottom in a horizontal stack). */
    get alignment() { return alignments[this.#readChoice(this.#exports.al_stack_get_alignment)]; }
    set alignment(value) { this.#call(this.#exports.al_stack_set_alignment, choice(value, alignments, "alignment")); }

    /** The space between arranged nodes (default 0; negative overlaps them). */
    get spacing() {
        this.#call(this.#exports.al_stack_get_spacing, this.layout.engine.scratch);
        return this.layout.engine.readDouble();
    }

    set spacing(value) { this.#call(this.#exports.al_stack_set_spacing, number(value, "spacing")); }

    /** Sets the space after `after` when `spacing` is given; returns the space after it
        (its custom spacing, or the stack's). */
    customSpacing(after, spacing = undefined) {
        const handle = this.#arrangedHandle(after, "after");
        if (spacing !== undefined) this.#call(this.#exports.al_stack_set_custom_spacing, handle, number(spacing, "spacing"));
        this.#call(this.#exports.al_stack_get_custom_spacing, handle, this.layout.engine.scratch);
        return this.layout.engine.readDouble();
    }

    /** Whether the stack arranges within its margins instead of its edges (default false). */
    get marginsRelative() {
        this.#call(this.#exports.al_stack_is_margins_relative, this.layout.engine.scratch);
        return this.layout.engine.readBool();
    }

    set marginsRelative(value) {
        this.#call(this.#exports.al_stack_set_margins_relative, boolean(value, "marginsRelative") ? 1 : 0);
    }

    // An enum out-parameter (a C int) in the scratch area.
    #readChoice(getter) {
        this.#call(getter, this.layout.engine.scratch);
        return this.layout.engine.view().getInt32(this.layout.engine.scratch, true);
    }

    toString() { return `Stack ${this.nodeName ?? `0x${this.handle.toString(16)}`}`; }
}
