// The module's own allocator (wasm/allocator.c) through its malloc and free exports:
// blocks of every size class and page runs stay apart and aligned, and freed memory is
// used again rather than grown.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { test } from "node:test";

const wasm = await readFile(new URL("../autolayout.wasm", import.meta.url));
const { exports } = await WebAssembly.instantiate(await WebAssembly.compile(wasm), {});

// One pass: blocks of random sizes (most small, some over the 16 KiB of the classes),
// each filled with its own byte, half freed and replaced along the way, then all checked
// and freed. The same seed gives the same sizes each pass.
function pass(seed) {
    let state = seed;
    const random = (limit) => {
        state = (state * 1103515245 + 12345) >>> 0;
        return (state >>> 8) % limit;
    };
    const live = [];
    for (let step = 0; step < 3000; step += 1) {
        if (live.length > 0 && random(3) === 0) {
            const [block] = live.splice(random(live.length), 1);
            check(block);
            exports.free(block.pointer);
            continue;
        }
        const size = random(10) === 0 ? 16385 + random(300000) : 1 + random(2000);
        const pointer = exports.malloc(size);
        assert.notEqual(pointer, 0, `malloc(${size}) failed`);
        assert.equal(pointer % 16, 0, `malloc(${size}) gave ${pointer}, not 16-byte aligned`);
        const block = { pointer, size, fill: 1 + (step % 250) };
        new Uint8Array(exports.memory.buffer, pointer, size).fill(block.fill);
        live.push(block);
    }
    for (const block of live) check(block);
    for (const block of live) exports.free(block.pointer);
}

function check({ pointer, size, fill }) {
    const bytes = new Uint8Array(exports.memory.buffer, pointer, size);
    assert.ok(bytes[0] === fill && bytes[size >> 1] === fill && bytes[size - 1] === fill,
        `the block of ${size} bytes at ${pointer} was overwritten`);
}

test("blocks stay apart and aligned, and freed memory is used again", () => {
    pass(7);
    const grown = exports.memory.buffer.byteLength;
    for (let repetition = 0; repetition < 3; repetition += 1) pass(7);
    assert.equal(exports.memory.buffer.byteLength, grown, "the same blocks again grew the memory");
});

// A layout's free() frees nearly all there is: the next layout's blocks should come in
// address order again (each of these sizes is its class's), not in the order of freeing.
test("blocks freed all at once come again in address order, without growing the memory", () => {
    const sizes = [48, 240];
    const take = () => Array.from({ length: 3000 }, (_, index) => exports.malloc(sizes[index % 2]));
    const first = take();
    for (let index = first.length - 1; index >= 0; index -= 2) exports.free(first[index]);
    for (let index = first.length - 2; index >= 0; index -= 2) exports.free(first[index]);
    const grown = exports.memory.buffer.byteLength;
    const again = take();
    assert.equal(exports.memory.buffer.byteLength, grown, "the same blocks again grew the memory");
    for (const [which, size] of sizes.entries()) {
        const blocks = again.filter((_, index) => index % 2 === which);
        for (let index = 1; index < blocks.length; index += 1) {
            const before = blocks[index - 1], after = blocks[index];
            if (Math.floor(before / 65536) !== Math.floor(after / 65536)) continue;
            assert.equal(after - before, size, `the ${index}th block of ${size} bytes at ${after}, after one at ${before}`);
        }
    }
    for (const pointer of again) exports.free(pointer);
});

test("malloc of more than the memory can hold returns 0, and the allocator goes on", () => {
    assert.equal(exports.malloc(0xFFFF0000), 0);
    const pointer = exports.malloc(100);
    assert.notEqual(pointer, 0);
    exports.free(pointer);
});
