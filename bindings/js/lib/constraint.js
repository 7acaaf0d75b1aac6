// Constraints and groups of constraints.

import { number, termsToString } from "./expressions.js";

/** A constraint of a layout, created inactive and required. Changes apply at the next
    update(). */
export class Constraint {
    constructor(layout, handle, terms, relation, constant) {
        this.layout = layout;
        this.handle = handle;
        // What it says, for toString (sum of terms RELATION constant), when made here.
        this.terms = terms;
        this.relation = relation;
        this.rightSide = constant;
        this.constraintName = null;
    }

    #call(function_, ...rest) {
        const layout = this.layout;
        layout.engine.check(function_(layout.pointer(), this.handle, ...rest));
    }

    /** Sets the priority, in (0, 1000], and returns the constraint. */
    priority(value) {
        if (typeof value !== "number") number(value, "a priority");
        const layout = this.layout, engine = layout.engine;
        const status = engine.exports.al_constraint_set_priority(layout.pointer(), this.handle, value);
        if (status !== 0) engine.check(status);
        return this;
    }

    get priorityValue() {
        this.#call(this.layout.engine.exports.al_constraint_get_priority, this.layout.engine.scratch);
        return this.layout.engine.readDouble();
    }

    set priorityValue(value) { this.priority(value); }

    get active() {
        this.#call(this.layout.engine.exports.al_constraint_is_active, this.layout.engine.scratch);
        return this.layout.engine.readBool();
    }

    set active(value) {
        if (typeof value !== "boolean") throw new TypeError("active must be a boolean");
        if (value) this.layout.activate(this); else this.layout.deactivate(this);
    }

    get constant() {
        this.#call(this.layout.engine.exports.al_constraint_get_constant, this.layout.engine.scratch);
        return this.layout.engine.readDouble();
    }

    set constant(value) {
        const layout = this.layout, engine = layout.engine;
        engine.check(engine.exports.al_constraint_set_constant(layout.pointer(), this.handle, number(value, "a constant")));
    }

    get name() { return this.constraintName; }

    set name(value) {
        const layout = this.layout;
        layout.engine.withString(value, "a name", (pointer) =>
            layout.engine.check(layout.engine.exports.al_constraint_set_name(layout.pointer(), this.handle, pointer)));
        this.constraintName = value ?? null;
    }

    /** Frees the constraint now; it leaves the layout at the next update. */
    free() {
        this.#call(this.layout.engine.exports.al_constraint_free);
        this.layout.forgetConstraint(this);
    }

    toString() {
        const text = this.terms ? termsToString(this.terms, this.relation, this.rightSide) : `constraint 0x${this.handle.toString(16)}`;
        return this.constraintName ? `${this.constraintName}: ${text}` : text;
    }
}

/** The constraints a composite (edges, size, center) makes at once. */
export class ConstraintGroup {
    constructor(layout, constraints) {
        this.layout = layout;
        this.constraints = constraints;
    }

    [Symbol.iterator]() { return this.constraints[Symbol.iterator](); }

    get length() { return this.constraints.length; }

    /** Sets the priority of every constraint and returns the group. */
    priority(value) {
        for (const constraint of this.constraints) constraint.priority(value);
        return this;
    }

    get active() { return this.constraints.every((constraint) => constraint.active); }

    set active(value) {
        if (typeof value !== "boolean") throw new TypeError("active must be a boolean");
        if (value) this.layout.activate(this); else this.layout.deactivate(this);
    }

    toString() { return this.constraints.map(String).join("; "); }
}
