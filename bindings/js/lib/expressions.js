// Anchors, linear expressions and relations. JavaScript has no operator overloading,
// so arithmetic is .add .sub .mul .div and relations are .eq .le .ge.

import { InvalidHandleError } from "./errors.js";

export const Attribute = Object.freeze({
    left: 0, right: 1, top: 2, bottom: 3, leading: 4, trailing: 5,
    width: 6, height: 7, centerX: 8, centerY: 9, value: 10,
    // UIKit's: baselines, and the edges and centres of the node's margins.
    firstBaseline: 11, lastBaseline: 12, leftMargin: 13, rightMargin: 14, topMargin: 15, bottomMargin: 16,
    leadingMargin: 17, trailingMargin: 18, centerXWithinMargins: 19, centerYWithinMargins: 20,
});
const attributeNames = Object.keys(Attribute);

export const Relation = Object.freeze({ le: -1, eq: 0, ge: 1 });
const relationText = { [-1]: "<=", 0: "==", 1: ">=" };

/** A number argument: a TypeError for anything else (NaN and infinity go on to the
    engine, which rejects them with InvalidArgumentError). */
export function number(value, what) {
    if (typeof value !== "number") throw new TypeError(`${what} must be a number, not ${describeType(value)}`);
    return value;
}

/** A boolean argument: a TypeError for anything else (1 and "yes" included). */
export function boolean(value, what) {
    if (typeof value !== "boolean") throw new TypeError(`${what} must be a boolean, not ${describeType(value)}`);
    return value;
}

export function describeType(value) {
    if (value === null) return "null";
    if (typeof value === "object") return value.constructor?.name ?? "object";
    return typeof value;
}

/** One term of an expression, coefficient * item.attribute. Expressions share their
    terms and never change them (relate() makes new ones when it combines repeated
    terms), so that arithmetic copies no more than the list. */
export class Term {
    constructor(item, attribute, coefficient) {
        this.item = item;
        this.attribute = attribute;
        this.coefficient = coefficient;
    }
}

/** `sum(coefficient * item.attribute) + constant` over the nodes and variables of one
    layout. Terms are kept as a list; repeated ones are combined when a relation is made. */
export class Expression {
    constructor(layout = null, terms = [], constant = 0) {
        this.layout = layout;
        this.terms = terms;   // [Term]
        this.constant = constant;
    }

    static of(value, what) {
        if (value instanceof Expression) return value;
        if (value instanceof Operand) return value.expression();
        return new Expression(null, [], number(value, what));
    }

    // The common shapes (a number, an anchor or a variable) without an intermediate
    // expression: building thousands of constraints is mostly this.
    add(other) {
        if (typeof other === "number") return new Expression(this.layout, this.terms, this.constant + other);
        if (other instanceof Operand) return this.plusTerm(other, 1);
        const right = Expression.of(other, "an operand of add()");
        return new Expression(commonLayout(this.layout, right.layout), this.terms.concat(right.terms),
            this.constant + right.constant);
    }

    sub(other) {
        if (typeof other === "number") return new Expression(this.layout, this.terms, this.constant - other);
        if (other instanceof Operand) return this.plusTerm(other, -1);
        return this.add(Expression.of(other, "an operand of sub()").mul(-1));
    }

    plusTerm(operand, coefficient) {
        const layout = commonLayout(this.layout, operand.layout), term = operand.term(coefficient);
        return new Expression(layout, appended(this.terms, term), this.constant);
    }

    mul(factor) {
        if (typeof factor === "object" && factor !== null) {
            throw new TypeError("constraints are linear: multiply by numbers only");
        }
        number(factor, "a factor");
        const terms = this.terms.map(({ item, attribute, coefficient }) => new Term(item, attribute, coefficient * factor));
        return new Expression(this.layout, terms, this.constant * factor);
    }

    div(divisor) {
        return this.mul(1 / number(divisor, "a divisor"));
    }

    eq(other) { return relate(this, Relation.eq, other); }
    le(other) { return relate(this, Relation.le, other); }
    ge(other) { return relate(this, Relation.ge, other); }

    toString() {
        const parts = [];
        for (const { item, attribute, coefficient } of this.terms) {
            const label = attribute === Attribute.value
                ? (item.name ?? "variable") : `${item.name ?? "node"}.${attributeNames[attribute]}`;
            const size = Math.abs(coefficient);
            const part = size === 1 ? label : `${label} * ${size}`;
            parts.push(parts.length === 0 ? (coefficient < 0 ? `-${part}` : part) : `${coefficient < 0 ? "-" : "+"} ${part}`);
        }
        if (parts.length === 0) return `${this.constant}`;
        if (this.constant !== 0) parts.push(`${this.constant < 0 ? "-" : "+"} ${Math.abs(this.constant)}`);
        return parts.join(" ");
    }
}

/** What anchors and variables share: arithmetic and relations through Expression.
    A subclass has `layout` and makes its `term(coefficient)`. */
export class Operand {
    term() { throw new Error("abstract"); }
    expression(coefficient = 1) { return new Expression(this.layout, [this.term(coefficient)], 0); }
    add(other) {
        if (other instanceof Operand) {
            return new Expression(commonLayout(this.layout, other.layout), [this.term(1), other.term(1)], 0);
        }
        if (other instanceof Expression) {
            const layout = commonLayout(this.layout, other.layout), terms = other.terms;
            return new Expression(layout, terms.length === 1 ? [this.term(1), terms[0]] : [this.term(1)].concat(terms), other.constant);
        }
        return this.expression().add(other);
    }
    sub(other) {
        if (other instanceof Operand) {
            return new Expression(commonLayout(this.layout, other.layout), [this.term(1), other.term(-1)], 0);
        }
        return this.expression().sub(other);
    }
    mul(factor) {
        if (typeof factor === "number") return this.expression(factor);
        return this.expression().mul(factor);
    }
    div(divisor) { return this.expression().div(divisor); }
    eq(other) { return relate(this.expression(), Relation.eq, other); }
    le(other) { return relate(this.expression(), Relation.le, other); }
    ge(other) { return relate(this.expression(), Relation.ge, other); }
    toString() { return this.expression().toString(); }
}

/** One attribute of a node: node.left, node.width... Made once per node and attribute,
    and then its own term with coefficient 1 (item, attribute, coefficient), so that the
    terms a layout's constraints keep are mostly anchors that live anyway. */
export class Anchor extends Operand {
    constructor(node, attribute) {
        super();
        this.item = node;
        this.attribute = attribute;
        this.coefficient = 1;
        this.unit = null;
        this.negative = null;
    }

    get node() { return this.item; }

    // The anchor alone as an expression, made once: expressions never change.
    expression(coefficient = 1) {
        if (coefficient !== 1) return super.expression(coefficient);
        return (this.unit ??= new Expression(this.item.layout, [this], 0));
    }

    get layout() { return this.item.layout; }

    // Its terms with coefficient 1 and -1 (a.sub(b), a.eq(b)) are made once: terms never change.
    term(coefficient) {
        if (coefficient === 1) return this;
        if (coefficient === -1) return (this.negative ??= new Term(this.item, this.attribute, -1));
        return new Term(this.item, this.attribute, coefficient);
    }
}

function commonLayout(first, second) {
    if (first && second && first !== second) {
        throw new InvalidHandleError("an expression cannot mix nodes or variables of two layouts");
    }
    return first ?? second;
}

/** left RELATION right as a new, inactive constraint of their layout. */
export function relate(left, relation, other) {
    let rightTerms = noTerms, rightConstant = 0, rightLayout = null;
    if (typeof other === "number") {   // the common cases, made without an Expression
        rightConstant = other;
    } else if (other instanceof Operand) {
        // left == anchor: left's terms and the anchor's negative, when nothing combines.
        const layout = commonLayout(left.layout, other.layout), right = other.term(-1);
        if (distinctAndNonzero(left.terms) && !mentions(left.terms, right)) {
            return layout.makeConstraint(appended(left.terms, right), relation, 0 - left.constant + 0);
        }
        rightTerms = [other.term(1)];
        rightLayout = layout;
    } else {
        if (other instanceof Composite) {
            throw new TypeError("relate an anchor to an anchor, a variable, an expression or a number, not a composite");
        }
        const right = Expression.of(other, "the other side of a relation");
        rightTerms = right.terms;
        rightConstant = right.constant;
        rightLayout = right.layout;
    }
    const layout = commonLayout(left.layout, rightLayout);
    if (!layout) throw new TypeError("a constraint needs at least one anchor or variable");
    const terms = rightTerms.length === 0 && distinctAndNonzero(left.terms) ? left.terms : combined(left.terms, rightTerms);
    // "+ 0" turns -0 into 0, which would otherwise reach the frames.
    return layout.makeConstraint(terms, relation, rightConstant - left.constant + 0);
}

const noTerms = Object.freeze([]);

// Whether terms can go to the engine as they are (short lists: a scan is cheapest; the
// two most common lengths without a loop, which kept V8 from inlining it).
function distinctAndNonzero(terms) {
    const count = terms.length;
    if (count === 1) return terms[0].coefficient !== 0;
    if (count === 2) {
        const first = terms[0], second = terms[1];
        return first.coefficient !== 0 && second.coefficient !== 0
            && (first.item !== second.item || first.attribute !== second.attribute);
    }
    for (let index = 0; index < count; index += 1) {
        const term = terms[index];
        if (term.coefficient === 0) return false;
        for (let before = 0; before < index; before += 1) {
            if (terms[before].item === term.item && terms[before].attribute === term.attribute) return false;
        }
    }
    return true;
}

function mentions(terms, term) {
    for (let index = 0; index < terms.length; index += 1) {
        if (terms[index].item === term.item && terms[index].attribute === term.attribute) return true;
    }
    return false;
}

/** terms and one more, as a new array built at its final length. */
function appended(terms, term) {
    const count = terms.length;
    if (count === 1) return [terms[0], term];
    if (count === 2) return [terms[0], terms[1], term];
    return [...terms, term];
}

// left - right as new terms, repeated ones combined and zeros dropped.
function combined(left, right) {
    const terms = [];
    for (let index = 0; index < left.length; index += 1) collect(terms, left[index], 1);
    for (let index = 0; index < right.length; index += 1) collect(terms, right[index], -1);
    if (!terms.some((term) => term.coefficient === 0)) return terms;
    const kept = terms.filter((term) => term.coefficient !== 0);
    // Everything cancelled (a.left == a.left + 5): keep one term so the engine judges it.
    return kept.length === 0 ? [terms[0]] : kept;
}

function collect(terms, term, sign) {
    const coefficient = term.coefficient * sign;
    for (let index = 0; index < terms.length; index += 1) {
        const seen = terms[index];
        if (seen.item === term.item && seen.attribute === term.attribute) {
            seen.coefficient += coefficient;
            return;
        }
    }
    terms.push(new Term(term.item, term.attribute, coefficient));
}

/** A constraint's text: `sum of terms RELATION constant`. */
export function termsToString(terms, relation, constant) {
    return `${new Expression(null, terms, 0)} ${relationText[relation]} ${constant}`;
}

/** Composites relate several anchors at once and give a ConstraintGroup. */
export class Composite {}

/** node.edges: left, top, right, bottom. `a.edges.eq(b.edges.inset(10))` pins all four;
    `.le` keeps a inside b, `.ge` keeps b inside a. */
export class Edges extends Composite {
    constructor(node, insets = { top: 0, left: 0, bottom: 0, right: 0 }) {
        super();
        this.node = node;
        this.insets = insets;
    }

    /** inset(all), inset(top, left, bottom, right) or inset({ top, left, bottom, right }). */
    inset(...amounts) {
        let more;
        if (amounts.length === 1 && typeof amounts[0] === "object" && amounts[0] !== null) {
            const { top = 0, left = 0, bottom = 0, right = 0 } = amounts[0];
            more = { top, left, bottom, right };
        } else if (amounts.length === 1) {
            more = { top: amounts[0], left: amounts[0], bottom: amounts[0], right: amounts[0] };
        } else if (amounts.length === 4) {
            more = { top: amounts[0], left: amounts[1], bottom: amounts[2], right: amounts[3] };
        } else {
            throw new TypeError("inset takes one amount, four (top, left, bottom, right) or an object");
        }
        const insets = {};
        for (const side of ["top", "left", "bottom", "right"]) insets[side] = this.insets[side] + number(more[side], "an inset");
        return new Edges(this.node, insets);
    }

    eq(other) { return this.relate(Relation.eq, other); }
    le(other) { return this.relate(Relation.le, other); }
    ge(other) { return this.relate(Relation.ge, other); }

    relate(relation, other) {
        if (!(other instanceof Edges)) throw new TypeError(`edges relate to edges, not to ${describeType(other)}`);
        const a = this.node, b = other.node;
        const inset = (side) => other.insets[side] - this.insets[side];
        // Inside (le) means the near edges are >= and the far edges <=.
        const near = relation === Relation.eq ? relation : -relation;
        return a.layout.group([
            relate(a.left.expression(), near, b.left.add(inset("left"))),
            relate(a.top.expression(), near, b.top.add(inset("top"))),
            relate(a.right.expression(), relation, b.right.sub(inset("right"))),
            relate(a.bottom.expression(), relation, b.bottom.sub(inset("bottom"))),
        ]);
    }
}

/** node.size: width and height, against another size (times a factor), { width, height }
    or [width, height]. */
export class Size extends Composite {
    constructor(node, factor = 1) {
        super();
        this.node = node;
        this.factor = factor;
    }

    mul(factor) { return new Size(this.node, this.factor * number(factor, "a factor")); }
    div(divisor) { return new Size(this.node, this.factor / number(divisor, "a divisor")); }

    eq(other) { return this.relate(Relation.eq, other); }
    le(other) { return this.relate(Relation.le, other); }
    ge(other) { return this.relate(Relation.ge, other); }

    relate(relation, other) {
        if (this.factor !== 1) throw new TypeError("put the factor on the other side: a.size.eq(b.size.mul(2))");
        let width, height;
        if (other instanceof Size) {
            width = other.node.width.mul(other.factor);
            height = other.node.height.mul(other.factor);
        } else if (Array.isArray(other) && other.length === 2) {
            [width, height] = other.map((value) => number(value, "a size"));
        } else if (typeof other === "object" && other !== null && "width" in other && "height" in other) {
            width = number(other.width, "a width");
            height = number(other.height, "a height");
        } else {
            throw new TypeError(`a size relates to a size, { width, height } or [width, height], not to ${describeType(other)}`);
        }
        return this.node.layout.group([
            relate(this.node.width.expression(), relation, width),
            relate(this.node.height.expression(), relation, height),
        ]);
    }
}

/** node.center: centerX and centerY, against another center (moved by offset(dx, dy)),
    { x, y } or [x, y]. */
export class Center extends Composite {
    constructor(node, offset = { x: 0, y: 0 }) {
        super();
        this.node = node;
        this.offsetBy = offset;
    }

    offset(dx, dy) {
        return new Center(this.node, { x: this.offsetBy.x + number(dx, "an offset"), y: this.offsetBy.y + number(dy, "an offset") });
    }

    eq(other) { return this.relate(Relation.eq, other); }
    le(other) { return this.relate(Relation.le, other); }
    ge(other) { return this.relate(Relation.ge, other); }

    relate(relation, other) {
        let x, y;
        if (other instanceof Center) {
            x = other.node.centerX.add(other.offsetBy.x - this.offsetBy.x);
            y = other.node.centerY.add(other.offsetBy.y - this.offsetBy.y);
        } else if (Array.isArray(other) && other.length === 2) {
            x = number(other[0], "a point") - this.offsetBy.x;
            y = number(other[1], "a point") - this.offsetBy.y;
        } else if (typeof other === "object" && other !== null && "x" in other && "y" in other) {
            x = number(other.x, "a point") - this.offsetBy.x;
            y = number(other.y, "a point") - this.offsetBy.y;
        } else {
            throw new TypeError(`a center relates to a center, { x, y } or [x, y], not to ${describeType(other)}`);
        }
        return this.node.layout.group([
            relate(this.node.centerX.expression(), relation, x),
            relate(this.node.centerY.expression(), relation, y),
        ]);
    }
}
