// Measure functions: JS called from the engine through the trampoline.
import assert from "node:assert/strict";
import { test } from "node:test";
import { load, InvalidArgumentError, InvalidStateError } from "../autolayout.js";

const al = await load();

function labelLayout() {
    const layout = new al.Layout();
    const root = layout.node("root");
    const label = layout.node("label", root);
    layout.activate(root.left.eq(0), root.top.eq(0), root.size.eq([500, 500]), label.left.eq(10), label.top.eq(10));
    return { layout, root, label };
}

test("the measure function gives the intrinsic size, again only when marked dirty", () => {
    const { layout, label } = labelLayout();
    let calls = 0, text = "hello";
    const measure = (node) => {
        calls += 1;
        assert.equal(node, label);
        return { width: text.length * 10, height: 20 };
    };
    label.measure = measure;
    assert.equal(label.measure, measure);
    layout.update();
    assert.deepEqual(label.frame, { x: 10, y: 10, width: 50, height: 20 });
    layout.update();
    assert.equal(calls, 1);
    text = "hello, world";
    label.markDirty();
    layout.update();
    assert.equal(calls, 2);
    assert.equal(label.frame.width, 120);
    label.measure = null;
    assert.equal(label.measure, null);
    assert.throws(() => label.markDirty(), InvalidStateError);
    layout.update();
    assert.equal(label.frame.width, 120);   // keeps the last measured size
    layout.free();
});

test("null on an axis means no metric", () => {
    const { layout, label } = labelLayout();
    label.measure = () => ({ width: 40, height: null });
    layout.activate(label.height.eq(7));
    layout.update();
    assert.deepEqual(label.frame, { x: 10, y: 10, width: 40, height: 7 });
    assert.deepEqual(label.intrinsicSize, { width: 40, height: null });
    layout.free();
});

test("an exception in a measure function is rethrown by update(), which changes nothing", () => {
    const { layout, label } = labelLayout();
    label.measure = () => ({ width: 30, height: 10 });
    layout.update();
    const problem = new Error("font missing");
    label.measure = () => { throw problem; };
    assert.throws(() => layout.update(), (error) => error === problem);
    assert.deepEqual(label.frame, { x: 10, y: 10, width: 30, height: 10 });
    label.measure = () => ({ width: -5, height: 1 });
    assert.throws(() => layout.update(), InvalidArgumentError);
    label.measure = () => "wide";
    assert.throws(() => layout.update(), TypeError);
    label.measure = () => ({ width: 60, height: 10 });
    layout.update();
    assert.equal(label.frame.width, 60);
    layout.free();
});

test("update() from inside a measure function is InvalidStateError, not a re-entry", () => {
    const { layout, label } = labelLayout();
    label.measure = () => { layout.update(); return { width: 1, height: 1 }; };
    assert.throws(() => layout.update(), InvalidStateError);
    label.measure = () => ({ width: 2, height: 2 });
    layout.update();
    assert.equal(label.frame.width, 2);
    layout.free();
});

test("many nodes with measure functions, freed with their node", () => {
    const { layout, root } = labelLayout();
    const nodes = [];
    for (let index = 0; index < 50; index += 1) {
        const node = layout.node(`n${index}`, root);
        node.measure = () => ({ width: index, height: 1 });
        layout.activate(node.left.eq(0), node.top.eq(index));
        nodes.push(node);
    }
    layout.update();
    assert.deepEqual(nodes.map((node) => node.frame.width), nodes.map((_, index) => index));
    const before = al.engine.measures.size;
    nodes[3].free();
    assert.equal(al.engine.measures.size, before - 1);
    // A subtree's measure functions go with it.
    const group = layout.node("group", root);
    const inner = layout.node("inner", group);
    inner.measure = () => ({ width: 1, height: 1 });
    assert.equal(al.engine.measures.size, before);
    group.free();
    assert.equal(al.engine.measures.size, before - 1);
    layout.free();
    assert.equal(al.engine.measures.size, before - 50);
});
