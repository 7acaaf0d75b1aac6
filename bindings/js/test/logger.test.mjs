// The logger: JS told through the second trampoline when the set of broken constraints
// changes; what it throws comes out of update(); freeing the layout inside it is safe.
import assert from "node:assert/strict";
import { test } from "node:test";
import { load, UnsatisfiableError } from "../autolayout.js";

const al = await load();

function conflicted() {
    const layout = new al.Layout();
    const a = layout.node("a");
    const first = a.width.eq(100), second = a.width.eq(200);
    second.name = "too wide";
    layout.activate(a.left.eq(0), a.top.eq(0), a.height.eq(1), first);
    return { layout, a, first, second };
}

test("the logger hears of each change of the broken set, once", () => {
    const { layout, a, second } = conflicted();
    const messages = [];
    assert.equal(layout.logger, null);
    const logger = (message) => messages.push(message);
    layout.logger = logger;
    assert.equal(layout.logger, logger);
    layout.update();
    assert.deepEqual(messages, []);
    layout.activate(second);
    assert.throws(() => layout.update(), UnsatisfiableError);
    assert.equal(messages.length, 1);
    assert.match(messages[0], /too wide/);
    assert.throws(() => layout.update(), UnsatisfiableError);
    assert.equal(messages.length, 1);   // nothing changed
    layout.deactivate(second);
    layout.update();
    assert.equal(messages.length, 2);   // every required constraint holds again
    assert.equal(a.frame.width, 100);
    layout.logger = null;
    layout.activate(second);
    assert.throws(() => layout.update(), UnsatisfiableError);
    assert.equal(messages.length, 2);
    assert.throws(() => { layout.logger = "console"; }, TypeError);
    layout.free();
});

test("what the logger throws comes out of update(), after the update", () => {
    const { layout, a, second } = conflicted();
    const problem = new Error("log full");
    layout.logger = () => { throw problem; };
    layout.activate(second);
    assert.throws(() => layout.update(), (error) => error === problem);
    assert.equal(a.frame.width, 100);   // laid out without the broken one
    assert.deepEqual(layout.brokenConstraints, [second]);
    layout.free();
});

test("freeing the layout inside the logger takes effect after the update", () => {
    const { layout, second } = conflicted();
    layout.logger = () => layout.free();
    layout.activate(second);
    assert.throws(() => layout.update(), (error) => error instanceof UnsatisfiableError && error.constraints.length === 0);
    assert.equal(layout.freed, true);
    assert.equal(al.engine.loggers.size, 0);
    // The engine is intact: a new layout works.
    const again = conflicted();
    again.layout.update();
    assert.equal(again.a.frame.width, 100);
    again.layout.free();
});

test("freeing the layout inside a measure function is safe too", () => {
    const layout = new al.Layout();
    const a = layout.node("a");
    a.measure = () => { layout.free(); return { width: 10, height: 10 }; };
    layout.activate(a.left.eq(0), a.top.eq(0));
    layout.update();
    assert.equal(layout.freed, true);
    assert.throws(() => a.frame, /freed/);
});
