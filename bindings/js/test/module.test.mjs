// The WebAssembly module itself: no imports, exactly the header's functions exported.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { test } from "node:test";
import { gzipSync } from "node:zlib";

const wasm = await readFile(new URL("../autolayout.wasm", import.meta.url));
const header = await readFile(new URL("../../../include/autolayout.h", import.meta.url), "utf8");
const module = await WebAssembly.compile(wasm);

// The issue's limit, 100 KB (build-wasm.sh holds the larger of gzip -9's figure and
// Node's, a few hundred bytes more, to it too).
test("the module is at most 100 KB gzipped", () => {
    const gzipped = gzipSync(wasm, { level: 9 }).length;
    assert.ok(gzipped <= 100000, `${gzipped} bytes gzipped`);
});

test("the module imports nothing", () => {
    assert.deepEqual(WebAssembly.Module.imports(module), []);
});

test("the module exports the header's functions, and only what the binding needs besides", () => {
    const withoutComments = header.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
    const declared = new Set([...withoutComments.matchAll(/\b(al_[a-z_]+)\s*\(/g)].map((match) => match[1]));
    assert.ok(declared.size > 40, `only ${declared.size} functions found in the header`);
    const exported = WebAssembly.Module.exports(module);
    const functions = exported.filter((entry) => entry.kind === "function").map((entry) => entry.name);
    assert.deepEqual(new Set(functions.filter((name) => name.startsWith("al_"))), declared);
    assert.deepEqual(functions.filter((name) => !name.startsWith("al_")).sort(), ["free", "malloc"]);
    assert.deepEqual(exported.filter((entry) => entry.kind !== "function").map((entry) => entry.kind).sort(), ["memory", "table"]);
});
