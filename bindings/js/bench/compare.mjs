// The grid and form workloads through the JS API (bench.mjs, in Node, over the
// WebAssembly module) beside the native library (Benchmarks/ours.c), as a table.
// Usage: node compare.mjs DIRECTORY     (where `make bench-js` built ours and dump_workload)
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const directory = process.argv[2] ?? "build/bench-js";
const bench = fileURLToPath(new URL("bench.mjs", import.meta.url));
const workloads = [["grid", 20], ["grid", 50], ["form", 200], ["form", 1000]];

const figures = (line) => Object.fromEntries(line.trim().split(" ").map((pair) => pair.split("=")));
const same = (a, b) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));
const ms = (seconds) => (Number(seconds) * 1e3).toFixed(3);

console.log("The JS API in Node (WebAssembly) beside the native library: build and first solve (best; the JS's");
console.log("first, before V8 has optimized it, apart; the native program run three times), one window resize with");
console.log("every frame read (mean of 100; the best pass or run).");
console.log(`${"workload".padEnd(12)}${"native build ms".padStart(16)}${"js build ms".padStart(13)}${"ratio".padStart(8)}` +
    `${"js first ms".padStart(13)}${"native resize ms".padStart(18)}${"js resize ms".padStart(14)}${"ratio".padStart(8)}${"same frames".padStart(13)}`);
for (const [workload, n] of workloads) {
    const spec = execFileSync(`${directory}/dump_workload`, [workload, String(n)]);
    const js = figures(execFileSync(process.execPath, [bench, workload, String(n)], { input: spec, encoding: "utf8" }));
    // The native program three times, its best figures counting: it takes the best of
    // five builds within a second, the JS of thirty, and a loaded machine hit five in a row.
    const runs = [0, 1, 2].map(() => figures(execFileSync(`${directory}/ours`, [workload, String(n)],
        { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })));
    const native = runs.reduce((best, run) => ({ ...run,
        build: Math.min(Number(best.build), Number(run.build)), resize: Math.min(Number(best.resize), Number(run.resize)) }));
    const frames = same(Number(js.checksum_build), Number(native.checksum_build))
        && same(Number(js.checksum_resize), Number(native.checksum_resize));
    console.log(`${`${workload} ${n}`.padEnd(12)}${ms(native.build).padStart(16)}${ms(js.build).padStart(13)}` +
        `${`${(js.build / native.build).toFixed(1)}x`.padStart(8)}${ms(js.build_first).padStart(13)}` +
        `${ms(native.resize).padStart(18)}${ms(js.resize).padStart(14)}${`${(js.resize / native.resize).toFixed(1)}x`.padStart(8)}` +
        `${(frames ? "yes" : "NO").padStart(13)}`);
}
