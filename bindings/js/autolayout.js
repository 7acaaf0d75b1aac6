// autolayout-wasm: the libautolayout engine (Auto Layout constraints) as WebAssembly,
// for Node (18 and later) and browsers. No dependencies.
//
//   import { load, Priority } from "autolayout-wasm";
//   const al = await load();
//   const layout = new al.Layout();

import { Engine } from "./lib/engine.js";
import { Layout } from "./lib/layout.js";

export {
    AutoLayoutError, InvalidArgumentError, InvalidHandleError, UnsatisfiableError,
    InvalidStateError, OutOfMemoryError, InternalError,
} from "./lib/errors.js";
export { Constraint, ConstraintGroup } from "./lib/constraint.js";
export { Node, Variable } from "./lib/node.js";
export { Stack } from "./lib/stack.js";
export { Anchor, Expression } from "./lib/expressions.js";
export { Layout };

/** The priorities UIKit names; any number in (0, 1000] is a priority. */
export const Priority = Object.freeze({ REQUIRED: 1000, HIGH: 750, LOW: 250, FITTING: 50 });

let defaultModule = null;

/** Loads the engine: by default autolayout.wasm beside this file, fetched (browsers) or
    read (Node) once; or from `source`: a URL or path, bytes, or a WebAssembly.Module.
    Resolves to { Layout, version }: `new al.Layout()` makes a layout of this engine. */
export async function load(source) {
    let module;
    if (source === undefined) {
        defaultModule ??= compile(new URL("./autolayout.wasm", import.meta.url));
        module = await defaultModule.catch((error) => { defaultModule = null; throw error; });
    } else {
        module = await compile(source);
    }
    const engine = new Engine(await WebAssembly.instantiate(module, {}));
    return Object.freeze({
        Layout: class extends Layout { constructor() { super(engine); } },
        version: engine.version(),
        engine,
    });
}

async function compile(source) {
    if (source instanceof WebAssembly.Module) return source;
    if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return WebAssembly.compile(source);
    const url = source instanceof URL ? source : new URL(String(source), baseURL());
    if (url.protocol === "file:") {
        const { readFile } = await import("node:fs/promises");
        return WebAssembly.compile(await readFile(url));
    }
    const response = await fetch(url);
    if (!response.ok) throw new Error(`autolayout-wasm: ${url}: HTTP ${response.status}`);
    return WebAssembly.compile(await response.arrayBuffer());
}

// Relative paths: against the page in a browser, the working directory in Node.
function baseURL() {
    if (typeof location !== "undefined") return location.href;
    return `file://${globalThis.process?.cwd?.() ?? ""}/`;
}
