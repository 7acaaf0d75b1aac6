// Runs the C tests compiled to wasm32-wasi under Node's WASI, one after another: each
// program prints its own "N passed, N failed" line; this stops at the first program
// that fails and ends with a count of programs.
import { readFile } from "node:fs/promises";
import { WASI } from "node:wasi";

let passed = 0, failed = 0;
for (const program of process.argv.slice(2)) {
    console.log(`== ${program}`);
    const wasi = new WASI({ version: "preview1", args: [program], env: {}, returnOnExit: true });
    const module = await WebAssembly.compile(await readFile(program));
    let status;
    try {
        status = wasi.start(await WebAssembly.instantiate(module, wasi.getImportObject()));
    } catch (error) {
        // A trap (the engine's fatal error) ends the program, not the run's report.
        console.log(`${program}: trapped: ${error.message}`);
        status = 134;
    }
    if (status !== 0) {
        failed += 1;
        console.log(`${program}: exit status ${status}`);
        console.log(`total: ${passed} programs passed, ${failed} failed`);
        process.exit(1);
    }
    passed += 1;
}
console.log(`total: ${passed} programs passed, ${failed} failed`);
