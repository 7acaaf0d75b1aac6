// Layouts through the package's API: the contract's sketch, anchors, composites,
// variables, the text language, frames in bulk, descriptions.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { test } from "node:test";
import { promisify } from "node:util";
import { load, Priority, Constraint, ConstraintGroup } from "../autolayout.js";

const al = await load();

function rootOf(layout, width = 800, height = 600) {
    const root = layout.node("root");
    layout.activate(root.left.eq(0), root.top.eq(0), root.width.eq(width), root.height.eq(height));
    return root;
}

test("the contract's sketch prints the frame it states", async () => {
    const { stdout } = await promisify(execFile)(process.execPath,
        [new URL("../examples/sketch.mjs", import.meta.url).pathname]);
    assert.match(stdout, /^\{ x: 10, y: 10, width: 780, height: 580 \}$/m);
    assert.match(stdout, /b\.left = 798 /);
});

test("load() gives one engine per call of the same compiled module", async () => {
    const again = await load();
    assert.match(again.version, /^\d+\.\d+\.\d+$/);
    assert.notEqual(again.Layout, al.Layout);
});

test("anchors, arithmetic and priorities", () => {
    const layout = new al.Layout();
    const root = rootOf(layout);
    const a = layout.node("a", root), b = layout.node("b", root);
    layout.activate(
        a.left.eq(20), a.top.eq(root.top.add(30)), a.width.eq(root.width.div(4)), a.height.eq(a.width.mul(0.5)),
        b.left.eq(a.right.add(10)), b.top.eq(a.top), b.size.eq(a.size.mul(2)),
        b.width.le(100).priority(Priority.LOW),   // loses against the required size
    );
    layout.update();
    assert.deepEqual(a.frame, { x: 20, y: 30, width: 200, height: 100 });
    assert.deepEqual(b.frame, { x: 230, y: 30, width: 400, height: 200 });
    layout.free();
});

test("leading and trailing follow the direction", () => {
    const layout = new al.Layout();
    const root = rootOf(layout, 400, 100);
    const a = layout.node("a", root);
    layout.activate(a.leading.eq(root.leading.add(10)), a.width.eq(50), a.top.eq(0), a.height.eq(10));
    layout.update();
    assert.equal(a.frame.x, 10);
    layout.direction = "rtl";
    layout.update();
    assert.equal(layout.direction, "rtl");
    assert.equal(a.frame.x, 400 - 10 - 50);
    layout.free();
});

test("edges, size and center composites give groups", () => {
    const layout = new al.Layout();
    const root = rootOf(layout);
    const a = layout.node("a", root), b = layout.node("b", root), c = layout.node("c", root);
    const edges = a.edges.eq(root.edges.inset({ top: 5, left: 10, bottom: 15, right: 20 }));
    assert.ok(edges instanceof ConstraintGroup);
    assert.equal(edges.length, 4);
    layout.activate(edges, b.size.eq({ width: 100, height: 40 }), b.center.eq(root.center),
        c.size.eq([10, 20]), c.center.eq(b.center.offset(0, 50)));
    layout.update();
    assert.deepEqual(a.frame, { x: 10, y: 5, width: 770, height: 580 });
    assert.deepEqual(b.frame, { x: 350, y: 280, width: 100, height: 40 });
    assert.deepEqual(c.frame, { x: 395, y: 340, width: 10, height: 20 });
    assert.equal(edges.active, true);
    edges.active = false;
    assert.equal(edges.active, false);
    layout.free();
});

test("constraints: active, constant, priority and name", () => {
    const layout = new al.Layout();
    const root = rootOf(layout);
    const a = layout.node("a", root);
    const width = a.width.eq(100);
    assert.ok(width instanceof Constraint);
    assert.equal(width.active, false);
    assert.equal(width.priorityValue, 1000);
    layout.activate(width, a.left.eq(0), a.top.eq(0), a.height.eq(10));
    assert.equal(width.active, true);
    layout.update();
    assert.equal(a.frame.width, 100);
    width.constant = 150;
    assert.equal(width.constant, 150);
    layout.update();
    assert.equal(a.frame.width, 150);
    width.priorityValue = 500;
    assert.equal(width.priorityValue, 500);
    width.name = "the width";
    assert.equal(width.name, "the width");
    assert.match(layout.describe(), /the width/);
    width.active = false;
    layout.activate(a.width.eq(70));
    layout.update();
    assert.equal(a.frame.width, 70);
    layout.free();
});

test("variables share a value between constraints", () => {
    const layout = new al.Layout();
    const root = rootOf(layout);
    const gap = layout.variable("gap");
    const a = layout.node("a", root), b = layout.node("b", root);
    layout.activate(gap.eq(12), a.left.eq(gap), a.width.eq(100), b.left.eq(a.right.add(gap)), b.width.eq(gap.mul(2)),
        a.top.eq(0), b.top.eq(0), a.height.eq(1), b.height.eq(1));
    layout.update();
    assert.equal(gap.value, 12);
    assert.equal(gap.name, "gap");
    assert.deepEqual(b.frame, { x: 124, y: 0, width: 24, height: 1 });
    layout.free();
});

test("frames() reads many frames at once, absoluteFrame adds the parents", () => {
    const layout = new al.Layout();
    const root = rootOf(layout);
    const a = layout.node("a", root), b = layout.node("b", a);
    layout.activate(a.edges.eq(root.edges.inset(10)), b.edges.eq(a.edges.inset(5)));
    layout.update();
    assert.deepEqual([...layout.frames([a, b])], [10, 10, 780, 580, 5, 5, 770, 570]);
    assert.deepEqual(b.absoluteFrame, { x: 15, y: 15, width: 770, height: 570 });
    assert.equal(b.parent, a);
    assert.equal(root.parent, null);
    b.parent = root;
    assert.equal(b.parent, root);
    layout.free();
});

test("the constraint language makes and activates constraints", () => {
    const layout = new al.Layout();
    const root = rootOf(layout);
    const a = layout.node("a", root), b = layout.node("b", root);
    const made = layout.constrain("H:|-10-[a(100)]-8-[b(==a)]\nV:|-20-[a(30)]; b.top == a.top; b.height == a.height");
    assert.ok(made.length >= 6);
    assert.ok(made.every((constraint) => constraint.active));
    layout.update();
    assert.deepEqual(a.frame, { x: 10, y: 20, width: 100, height: 30 });
    assert.deepEqual(b.frame, { x: 118, y: 20, width: 100, height: 30 });
    layout.free();
});

test("describe() reads back and svg() draws the nodes", () => {
    const layout = new al.Layout();
    const root = rootOf(layout, 300, 200);
    const a = layout.node("card", root);
    layout.activate(a.edges.eq(root.edges.inset(20)));
    layout.update();
    const text = layout.describe();
    assert.match(text, /card/);
    const copy = new al.Layout();
    const card = copy.node("card", copy.node("root"));
    copy.constrain(text);
    copy.update();
    assert.deepEqual(card.frame, a.frame);
    const svg = layout.svg();
    assert.match(svg, /^<svg/);
    assert.match(svg, /<text[^>]*>card<\/text>/);
    layout.free();
    copy.free();
});

test("intrinsic sizes, hugging and compression resistance", () => {
    const layout = new al.Layout();
    const root = rootOf(layout);
    const label = layout.node("label", root);
    layout.activate(label.left.eq(0), label.top.eq(0));
    label.intrinsicSize = { width: 120, height: null };
    assert.deepEqual(label.intrinsicSize, { width: 120, height: null });
    assert.deepEqual(label.hugging, { horizontal: 250, vertical: 250 });
    label.compressionResistance = { horizontal: 800 };
    assert.deepEqual(label.compressionResistance, { horizontal: 800, vertical: 750 });
    layout.activate(label.height.eq(20));
    layout.update();
    assert.deepEqual(label.frame, { x: 0, y: 0, width: 120, height: 20 });
    label.intrinsicSize = null;
    assert.deepEqual(label.intrinsicSize, { width: null, height: null });
    layout.free();
});

test("broken constraints and their explanation", () => {
    const layout = new al.Layout();
    const root = rootOf(layout);
    const a = layout.node("a", root);
    const first = a.width.eq(100), second = a.width.eq(200);
    layout.activate(a.left.eq(0), a.top.eq(0), a.height.eq(1), first, second);
    let thrown;
    try { layout.update(); } catch (error) { thrown = error; }
    assert.equal(thrown?.name, "UnsatisfiableError");
    assert.equal(thrown.status, 3);
    assert.deepEqual(thrown.constraints, [second]);
    assert.deepEqual(layout.brokenConstraints, [second]);
    assert.deepEqual(layout.explain(second), [first]);
    assert.equal(a.frame.width, 100);   // laid out without the broken one
    layout.free();
});

test("changedNodes lists what moved", () => {
    const layout = new al.Layout();
    const root = rootOf(layout);
    const a = layout.node("a", root), b = layout.node("b", root);
    const width = a.width.eq(10);
    layout.activate(a.left.eq(0), a.top.eq(0), a.height.eq(10), width, b.left.eq(0), b.top.eq(50), b.size.eq([5, 5]));
    layout.update();
    width.constant = 20;
    layout.update();
    assert.deepEqual(layout.changedNodes, [a]);
    layout.free();
});

test("scale rounds frame edges to the pixel grid", () => {
    const layout = new al.Layout();
    const root = rootOf(layout, 100, 100);
    const a = layout.node("a", root);
    layout.activate(a.left.eq(10.3), a.width.eq(20.4), a.top.eq(0), a.height.eq(1));
    layout.scale = 2;
    assert.equal(layout.scale, 2);
    layout.update();
    assert.equal(a.frame.x, 10.5);
    assert.equal(a.frame.width, 20);   // edges, not sizes, are rounded: 30.7 -> 30.5
    layout.free();
});

test("constraints print what they say", () => {
    const layout = new al.Layout();
    const a = layout.node("a"), b = layout.node("b");
    const constraint = a.width.eq(b.width.mul(2).add(10));
    assert.equal(String(constraint), "a.width - b.width * 2 == 10");
    constraint.name = "double";
    assert.equal(String(constraint), "double: a.width - b.width * 2 == 10");
    assert.equal(String(a.left.add(a.left).ge(a.right.sub(5))), "a.left * 2 - a.right >= -5");
    layout.free();
});

test("a relation to an anchor combines the terms it repeats", () => {
    const layout = new al.Layout();
    const a = layout.node("a"), b = layout.node("b"), gap = layout.variable("gap");
    const said = (constraint) => String(constraint);
    assert.equal(said(a.left.eq(b.left)), "a.left - b.left == 0");
    assert.equal(said(a.left.sub(b.left).eq(a.left)), "-b.left == 0");
    assert.equal(said(a.left.add(b.left).le(b.left)), "a.left <= 0");
    assert.equal(said(a.left.eq(a.left)), "a.left * 0 == 0");
    assert.equal(said(a.left.mul(0).eq(b.left)), "-b.left == 0");
    assert.equal(said(a.width.add(5).eq(gap)), "a.width - gap == -5");
    // The negative term an anchor keeps is not changed by a later combination.
    assert.equal(said(a.left.sub(b.left).eq(b.left.mul(-1))), "a.left == 0");
    assert.equal(said(a.right.eq(b.left)), "a.right - b.left == 0");
    layout.activate(a.left.eq(b.left), b.left.eq(20), a.width.eq(gap), gap.eq(7), a.top.eq(0), a.height.eq(1),
        b.top.eq(0), b.size.eq([1, 1]));
    layout.update();
    assert.deepEqual(a.frame, { x: 20, y: 0, width: 7, height: 1 });
    layout.free();
});
