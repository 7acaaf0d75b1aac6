// Misuse throws a typed error and changes nothing: the layout goes on giving the
// same frames afterwards.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
    load, AutoLayoutError, InvalidArgumentError, InvalidHandleError, InvalidStateError,
} from "../autolayout.js";

const al = await load();

function pinned() {
    const layout = new al.Layout();
    const root = layout.node("root");
    const a = layout.node("a", root);
    layout.activate(root.left.eq(0), root.top.eq(0), root.size.eq([200, 100]),
        a.edges.eq(root.edges.inset(10)));
    layout.update();
    return { layout, root, a };
}

const unchanged = (a) => assert.deepEqual(a.frame, { x: 10, y: 10, width: 180, height: 80 });

test("NaN and infinity are InvalidArgumentError with the engine's message", () => {
    const { layout, a } = pinned();
    for (const make of [() => a.width.eq(NaN), () => a.width.eq(a.height.mul(Infinity)), () => a.left.add(-Infinity).eq(0)]) {
        assert.throws(make, (error) => error instanceof InvalidArgumentError && error.status === 1 && error.message.length > 0);
    }
    const width = a.width.ge(0);
    assert.throws(() => { width.constant = NaN; }, InvalidArgumentError);
    assert.throws(() => { width.priorityValue = 0; }, InvalidArgumentError);
    assert.throws(() => width.priority(1001), InvalidArgumentError);
    assert.throws(() => { layout.scale = -1; }, InvalidArgumentError);
    assert.throws(() => { a.intrinsicSize = { width: NaN, height: 1 }; }, InvalidArgumentError);
    assert.throws(() => { layout.direction = "up"; }, InvalidArgumentError);
    assert.throws(() => layout.node("a\0b"), InvalidArgumentError);
    layout.update();
    unchanged(a);
    layout.free();
});

test("wrong types are TypeErrors", () => {
    const { layout, a } = pinned();
    assert.throws(() => a.width.eq("10"), TypeError);
    assert.throws(() => a.width.mul(a.height), TypeError);
    assert.throws(() => a.edges.eq(5), TypeError);
    assert.throws(() => layout.activate(a), TypeError);
    assert.throws(() => layout.node("b", {}), TypeError);
    assert.throws(() => { a.measure = 5; }, TypeError);
    assert.throws(() => layout.constrain(5), TypeError);
    layout.free();
});

test("a freed layout throws InvalidHandleError for everything", () => {
    const { layout, a } = pinned();
    const width = a.width.eq(5);
    const gap = layout.variable("gap");
    layout.free();
    assert.equal(layout.freed, true);
    for (const use of [() => layout.update(), () => a.frame, () => layout.node("b"), () => width.constant,
        () => layout.activate(width), () => gap.value, () => a.width.eq(1), () => layout.describe(),
        () => layout.frames([a]), () => { a.measure = () => ({ width: 1, height: 1 }); }]) {
        assert.throws(use, (error) => error instanceof InvalidHandleError && error.status === 2);
    }
    layout.free();   // a second free does nothing
});

test("objects of another layout throw InvalidHandleError", () => {
    const first = pinned(), second = pinned();
    assert.throws(() => first.a.width.eq(second.a.width), InvalidHandleError);
    assert.throws(() => first.layout.activate(second.a.width.eq(3)), InvalidHandleError);
    assert.throws(() => first.layout.node("child", second.a), InvalidHandleError);
    assert.throws(() => first.layout.frames([second.a]), InvalidHandleError);
    first.layout.update();
    second.layout.update();
    unchanged(first.a);
    unchanged(second.a);
    first.layout.free();
    second.layout.free();
});

test("an array to activate with anything but this layout's constraints activates none", () => {
    const first = pinned(), second = pinned();
    const wider = first.a.width.eq(300), foreign = second.a.width.eq(3);
    assert.throws(() => first.layout.activate([wider, foreign]), InvalidHandleError);
    assert.throws(() => first.layout.activate([wider, 5]), TypeError);
    assert.throws(() => first.layout.activate([wider, [foreign]]), InvalidHandleError);
    assert.equal(wider.active, false);
    first.layout.update();
    unchanged(first.a);
    first.layout.free();
    assert.throws(() => first.layout.activate([wider]), InvalidHandleError);
    assert.throws(() => second.layout.deactivate([foreign, wider]), InvalidHandleError);
    second.layout.free();
});

test("freed nodes and constraints are stale handles", () => {
    const { layout, root, a } = pinned();
    const b = layout.node("b", root);
    const width = b.width.eq(5);
    width.free();
    assert.throws(() => width.constant, InvalidHandleError);
    assert.throws(() => layout.activate(width), InvalidHandleError);
    b.free();
    assert.throws(() => b.frame, InvalidHandleError);
    assert.throws(() => b.width.eq(1), InvalidHandleError);
    layout.update();
    unchanged(a);
    layout.free();
});

test("a parent cycle is InvalidStateError; the constraint language reports line and column", () => {
    const { layout, root, a } = pinned();
    assert.throws(() => { root.parent = a; }, InvalidStateError);
    assert.throws(() => layout.constrain("a.width == 10\na.height == nosuch.width"),
        (error) => error instanceof InvalidArgumentError && /line 2, column \d+/.test(error.message));
    layout.update();
    unchanged(a);
    assert.ok(new InvalidStateError("x") instanceof AutoLayoutError);
    layout.free();
});
