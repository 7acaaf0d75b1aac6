// autolayout-core.wasm, the module without the constraint language and descriptions
// (`make wasm-core`): the same exports, the same layouts, and a clear error for text.
// Skipped, and says so, when that module has not been built.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { test } from "node:test";
import { load, InvalidStateError } from "../autolayout.js";

const path = new URL("../../../build/wasm/autolayout-core.wasm", import.meta.url);
const skip = existsSync(path) ? false : "build/wasm/autolayout-core.wasm not built (make wasm-core)";

test("the core module lays out like the full one and refuses text", { skip }, async () => {
    const al = await load(path);
    const layout = new al.Layout();
    const root = layout.node("root");
    const a = layout.node("a", root);
    layout.activate(root.left.eq(0), root.top.eq(0), root.size.eq([800, 600]), a.edges.eq(root.edges.inset(10)));
    layout.update();
    assert.deepEqual(a.frame, { x: 10, y: 10, width: 780, height: 580 });
    assert.throws(() => layout.constrain("a.width == 5"), (error) => error instanceof InvalidStateError && /autolayout\.wasm has it/.test(error.message));
    assert.throws(() => layout.describe(), InvalidStateError);
    assert.throws(() => layout.svg(), InvalidStateError);
    layout.update();
    assert.deepEqual(a.frame, { x: 10, y: 10, width: 780, height: 580 });
    layout.free();
});

test("the core module imports nothing and exports what the full one does", { skip }, async () => {
    const { readFile } = await import("node:fs/promises");
    const core = await WebAssembly.compile(await readFile(path));
    const full = await WebAssembly.compile(await readFile(new URL("../autolayout.wasm", import.meta.url)));
    assert.deepEqual(WebAssembly.Module.imports(core), []);
    const names = (module) => WebAssembly.Module.exports(module).map((entry) => `${entry.kind} ${entry.name}`).sort();
    assert.deepEqual(names(core), names(full));
});
