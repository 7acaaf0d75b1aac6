// The grid and form workloads of Benchmarks/ through the JS API, in Node: the same
// figures as Benchmarks/ours.c prints for the native library (build and first solve;
// the mean of 100 window resizes, reading every frame, best of three passes), on one
// line of key=value. The build is the best of thirty (while they take under ten seconds
// in all): the first runs before V8 has optimized the JS and the WebAssembly, which it
// does in the background, by tiers, and on a loaded machine that took more than ten
// builds; that first one is reported too, as build_first.
//
// Usage: node bench.mjs WORKLOAD N < workload.txt
// where workload.txt is what Benchmarks/dump_workload prints for WORKLOAD N: a line
// "nodes count", then per constraint "priority relation constant count (node attribute
// coefficient)...". In the grid and form workloads node 0 is the window and every other
// node its child; constraints 2 and 3 are the window's width and height.
import { readFileSync } from "node:fs";
import { load } from "../autolayout.js";

const [workload, n] = process.argv.slice(2);
const lines = readFileSync(0, "utf8").trim().split("\n");
const [nodeCount, constraintCount] = lines[0].split(" ").map(Number);
// The workload's numbers in one array, read in order, as the C program reads its array
// of structs: kept as 45,000 small arrays and objects, grid 50's took a tenth of the JS
// build in cache misses of its own.
const numbers = Float64Array.from(lines.slice(1).join(" ").split(" "), Number);
// Anchors by the C attribute number, as a program names them (node.left...).
const anchors = [(node) => node.left, (node) => node.right, (node) => node.top, (node) => node.bottom,
    (node) => node.leading, (node) => node.trailing, (node) => node.width, (node) => node.height,
    (node) => node.centerX, (node) => node.centerY];

const al = await load();
const now = () => performance.now() / 1000;

function build() {
    const layout = new al.Layout();
    const nodes = [layout.node()];
    for (let index = 1; index < nodeCount; index += 1) nodes.push(layout.node(null, nodes[0]));
    const constraints = new Array(constraintCount);
    for (let index = 0, at = 0; index < constraintCount; index += 1) {
        const priority = numbers[at], relation = numbers[at + 1], constant = numbers[at + 2], count = numbers[at + 3];
        at += 4;
        let expression = null;
        for (let term = 0; term < count; term += 1, at += 3) {
            const anchor = anchors[numbers[at + 1]](nodes[numbers[at]]), coefficient = numbers[at + 2];
            // As a program writes them: a - b, not a + b * -1 (an expression fewer).
            if (expression === null) expression = coefficient === 1 ? anchor : anchor.mul(coefficient);
            else if (coefficient === 1) expression = expression.add(anchor);
            else if (coefficient === -1) expression = expression.sub(anchor);
            else expression = expression.add(anchor.mul(coefficient));
        }
        const constraint = relation === 0 ? expression.eq(constant) : relation < 0 ? expression.le(constant) : expression.ge(constant);
        constraints[index] = priority < 1000 ? constraint.priority(priority) : constraint;
    }
    layout.activate(constraints);
    layout.update();
    return { layout, nodes, constraints };
}

const checksum = (layout, nodes) => layout.frames(nodes).reduce((sum, value) => sum + value, 0);

let best = Infinity, first = 0, spent = 0, built = null;
for (let repetition = 0; repetition < 30 && spent < 10; repetition += 1) {
    built?.layout.free();
    const start = now();
    built = build();
    const elapsed = now() - start;
    if (repetition === 0) first = elapsed;
    spent += elapsed;
    best = Math.min(best, elapsed);
}
const { layout, nodes, constraints } = built;
const checksumBuild = checksum(layout, nodes);

// Three passes of the 100 resizes, the best counting: the first also warms V8 up.
let resize = Infinity;
for (let pass = 0; pass < 3; pass += 1) {
    let total = 0;
    for (let step = 0; step < 100; step += 1) {
        const width = 800 + (step % 50) * 4 - 100, height = 600 + (step % 25) * 6 - 50;
        const begin = now();
        constraints[2].constant = width;
        constraints[3].constant = height;
        layout.update();
        layout.frames(nodes);
        total += now() - begin;
    }
    resize = Math.min(resize, total / 100);
}
console.log(`engine=js workload=${workload} n=${n} nodes=${nodeCount} constraints=${constraintCount} build=${best.toFixed(6)} build_first=${first.toFixed(6)} ` +
    `resize=${resize.toFixed(9)} checksum_build=${checksumBuild.toFixed(6)} checksum_resize=${checksum(layout, nodes).toFixed(6)}`);
layout.free();
