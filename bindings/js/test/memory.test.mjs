// Memory: free() releases the engine's memory; a layout dropped without free() is
// released by the FinalizationRegistry.
import assert from "node:assert/strict";
import { test } from "node:test";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { load } from "../autolayout.js";

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc");
const al = await load();

function build() {
    const layout = new al.Layout();
    const root = layout.node("root");
    for (let index = 0; index < 20; index += 1) {
        const node = layout.node(`n${index}`, root);
        node.measure = () => ({ width: node.name.length, height: 10 });   // closes over its node
        layout.activate(node.left.eq(index), node.top.eq(0));
    }
    layout.update();
    return layout;
}

test("created and freed layouts do not grow the module's memory", () => {
    for (let round = 0; round < 50; round += 1) build().free();
    const pages = al.engine.memory.buffer.byteLength;
    for (let round = 0; round < 500; round += 1) build().free();
    assert.equal(al.engine.memory.buffer.byteLength, pages);
    assert.equal(al.engine.liveLayouts, 0);
    assert.equal(al.engine.measures.size, 0);
});

test("a layout dropped without free() is released once collected", async () => {
    for (let round = 0; round < 20; round += 1) build();
    assert.equal(al.engine.liveLayouts, 20);
    for (let attempt = 0; attempt < 50 && al.engine.liveLayouts > 0; attempt += 1) {
        collectGarbage();
        await new Promise((resolve) => setTimeout(resolve, 10));
    }
    assert.equal(al.engine.liveLayouts, 0);
    assert.equal(al.engine.measures.size, 0);
});
