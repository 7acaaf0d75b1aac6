// One instance of the WebAssembly module: its exports, memory access, strings, status
// checks and the trampolines through which the engine calls JS measure functions and
// loggers.

import { errorFor, InvalidArgumentError } from "./errors.js";

// A WebAssembly module made here rather than shipped (about 60 bytes): it imports one
// JS function of the given parameter types, returning nothing, and exports a
// WebAssembly function "t" that calls it. Only a WebAssembly function can sit in the
// engine's table, so this wrapper is what the engine gets as a C function pointer.
function trampolineModule(parameters) {
    const body = [0x00];   // no locals
    parameters.forEach((_, index) => body.push(0x20, index));   // local.get
    body.push(0x10, 0x00, 0x0b);   // call the import, end
    const section = (id, bytes) => [id, bytes.length, ...bytes];
    return new Uint8Array([
        0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,                        // magic, version
        ...section(0x01, [0x01, 0x60, parameters.length, ...parameters, 0x00]),  // the type
        ...section(0x02, [0x01, 0x01, 0x6d, 0x01, 0x66, 0x00, 0x00]),          // import "m" "f"
        ...section(0x03, [0x01, 0x00]),                                        // one function
        ...section(0x07, [0x01, 0x01, 0x74, 0x00, 0x01]),                      // exported as "t"
        ...section(0x0a, [0x01, body.length, ...body]),
    ]);
}
const i32 = 0x7f, i64 = 0x7e;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export class Engine {
    constructor(instance) {
        const exports = instance.exports;
        this.exports = exports;
        this.memory = exports.memory;
        this.refreshViews();
        // Out-parameters of single calls: a rect (32 bytes) and a second value.
        this.scratch = this.allocate(64);
        // Terms of the constraint being made, grown when a longer one comes.
        this.terms = this.allocate(24 * 8);
        this.termCapacity = 8;
        this.measures = new Map();   // userdata -> WeakRef of the layout
        this.nextMeasureKey = 1;
        this.loggers = new Map();    // layout address -> WeakRef of the layout
        this.liveLayouts = 0;
        // al_baseline_measure_fn (void *userdata, al_node node, double *width, double
        // *height, double *first_from_top, double *last_from_bottom) and al_log_fn
        // (al_layout *layout, const char *message, void *user_data).
        this.measureFunction = this.installTrampoline([i32, i64, i32, i32, i32, i32],
            (userdata, node, width, height, first, last) => this.measure(userdata, node, width, height, first, last));
        this.logFunction = this.installTrampoline([i32, i32, i32], (layout, message) => this.log(layout, message));
    }

    installTrampoline(parameters, function_) {
        const module = new WebAssembly.Module(trampolineModule(parameters));
        const instance = new WebAssembly.Instance(module, { m: { f: function_ } });
        const table = this.exports.__indirect_function_table;
        const index = table.grow(1);
        table.set(index, instance.exports.t);
        return index;
    }

    // Called by the engine during an update when the set of broken constraints changes;
    // like measure, never lets an exception into the engine.
    log(address, message) {
        const layout = this.loggers.get(address)?.deref();
        if (!layout || !layout.loggerFunction) return;
        try {
            layout.loggerFunction(this.readString(message));
        } catch (error) {
            if (layout.callbackError === null) layout.callbackError = error;
        }
    }

    // Called by the engine during an update. Nothing may be thrown back into the engine
    // (it would unwind through its frames): an error is kept for update() to throw, and
    // a NaN width makes the engine fail the update without changing anything.
    measure(userdata, node, widthPointer, heightPointer, firstPointer, lastPointer) {
        const layout = this.measures.get(userdata)?.deref();
        let width = NaN, height = NaN, first = -1, last = -1;
        try {
            if (!layout) throw new InvalidArgumentError("a measure function of a collected layout");
            [width, height, first, last] = layout.measureNode(userdata);
        } catch (error) {
            if (layout && layout.callbackError === null) layout.callbackError = error;
            width = NaN;
        }
        const view = this.view();
        view.setFloat64(widthPointer, width, true);
        view.setFloat64(heightPointer, height, true);
        view.setFloat64(firstPointer, first, true);
        view.setFloat64(lastPointer, last, true);
    }

    // Views of the module's memory. Growing the memory detaches its buffer, and the old
    // views then have length 0: a check far cheaper than comparing buffers (reading
    // memory.buffer is a call into the engine), made after every call that may allocate.
    refreshViews() {
        const buffer = this.memory.buffer;
        this.dataView = new DataView(buffer);
        this.bytes = new Uint8Array(buffer);
        this.int32 = new Int32Array(buffer);
        this.float64 = new Float64Array(buffer);
        this.uint64 = new BigUint64Array(buffer);
    }

    /** Makes the views current; returns the engine, for engine.fresh().uint64... */
    fresh() {
        if (this.bytes.length === 0) this.refreshViews();
        return this;
    }

    /** A DataView of the current memory. */
    view() { return this.fresh().dataView; }

    allocate(bytes) {
        const pointer = this.exports.malloc(Math.max(bytes, 8));
        if (pointer === 0) throw errorFor(5, "the WebAssembly module is out of memory");
        return pointer;
    }

    /** The buffer for `count` al_terms (24 bytes each), valid until the next call. */
    termBuffer(count) {
        if (count > this.termCapacity) {
            const terms = this.allocate(24 * count);
            this.release(this.terms);
            this.terms = terms;
            this.termCapacity = count;
        }
        return this.terms;
    }

    release(pointer) {
        this.exports.free(pointer);
    }

    check(status) {
        if (status !== 0) throw errorFor(status, this.lastMessage());
    }

    lastMessage() {
        return this.readString(this.exports.al_last_error_message());
    }

    readString(pointer) {
        const bytes = new Uint8Array(this.memory.buffer);
        let end = pointer;
        while (bytes[end] !== 0) end += 1;
        return decoder.decode(bytes.subarray(pointer, end));
    }

    /** Calls body with a NUL-terminated UTF-8 copy of text (0 for null), then frees it. */
    withString(text, what, body) {
        if (text === null || text === undefined) return body(0);
        if (typeof text !== "string") throw new TypeError(`${what} must be a string, not ${typeof text}`);
        if (text.includes("\0")) throw new InvalidArgumentError(`${what} must not contain NUL characters`);
        const encoded = encoder.encode(text);
        const pointer = this.allocate(encoded.length + 1);
        try {
            new Uint8Array(this.memory.buffer, pointer, encoded.length + 1).set(encoded);
            new Uint8Array(this.memory.buffer)[pointer + encoded.length] = 0;
            return body(pointer);
        } finally {
            this.release(pointer);
        }
    }

    /** Calls body with a buffer of count handles (64-bit) holding `handles`, then frees it. */
    withHandles(handles, body) {
        const pointer = this.allocate(handles.length * 8);
        try {
            const view = this.view();
            handles.forEach((handle, index) => view.setBigUint64(pointer + index * 8, handle, true));
            return body(pointer);
        } finally {
            this.release(pointer);
        }
    }

    /** Reads count 64-bit handles at pointer. */
    readHandles(pointer, count) {
        const view = this.view();
        const handles = [];
        for (let index = 0; index < count; index += 1) handles.push(view.getBigUint64(pointer + index * 8, true));
        return handles;
    }

    /** The full array of an array-filling call: asks for the count, then fills. */
    handleArray(call) {
        const countPointer = this.scratch;
        this.check(call(0, 0, countPointer));
        let count = this.view().getUint32(countPointer, true);
        if (count === 0) return [];
        const pointer = this.allocate(count * 8);
        try {
            this.check(call(pointer, count, countPointer));
            count = Math.min(count, this.view().getUint32(countPointer, true));
            return this.readHandles(pointer, count);
        } finally {
            this.release(pointer);
        }
    }

    // Out-parameter readers for the scratch area.
    readRect(pointer = this.scratch) {
        const view = this.view();
        return {
            x: view.getFloat64(pointer, true), y: view.getFloat64(pointer + 8, true),
            width: view.getFloat64(pointer + 16, true), height: view.getFloat64(pointer + 24, true),
        };
    }

    readDouble(pointer = this.scratch) { return this.view().getFloat64(pointer, true); }

    /** The handle at pointer (8-byte aligned, as the scratch area and allocations are). */
    readHandle(pointer = this.scratch) { return this.fresh().uint64[pointer >>> 3]; }

    readBool(pointer = this.scratch) { return this.view().getUint8(pointer) !== 0; }

    version() { return this.readString(this.exports.al_version()); }
}
