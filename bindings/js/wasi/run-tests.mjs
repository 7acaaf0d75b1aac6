// Runs the C tests compiled to wasm32-wasi under Node's WASI, one after another, like
// bindings/c/tests/run-all.sh: prints each program's output, stops at the first failure,
// and ends with one "total: N passed, N failed" line summing the programs' own closing
// lines.
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { WASI } from "node:wasi";

// Several programs run each in a Node process of its own, this script again with one
// program: with eleven WebAssembly instances made one after another in one process,
// Node 20 itself crashed here (a segmentation fault, not a trap of the program) in the
// last one, whatever the engine's code.
if (process.argv.length > 3) {
    let passed = 0, failed = 0;
    for (const program of process.argv.slice(2)) {
        const child = spawnSync(process.execPath, ["--no-warnings", fileURLToPath(import.meta.url), program],
                                { encoding: "utf8", maxBuffer: 1 << 28 });
        const lines = (child.stdout ?? "").split("\n");
        const total = lines.map(line => line.match(/^total: (\d+) passed, (\d+) failed$/)).filter(Boolean).at(-1);
        process.stdout.write(lines.filter(line => !/^total: /.test(line)).join("\n"));
        process.stderr.write(child.stderr ?? "");
        if (total) {
            passed += Number(total[1]);
            failed += Number(total[2]);
        }
        if (child.status !== 0) {
            if (!total || Number(total[2]) === 0) failed += 1;
            if (child.status === null) console.log(`${program}: Node ended by ${child.signal}`);
            break;
        }
    }
    console.log(`total: ${passed} passed, ${failed} failed`);
    process.exitCode = failed === 0 ? 0 : 1;
} else {
    const scratch = mkdtempSync(join(tmpdir(), "autolayout-wasi-"));
    let passed = 0, failed = 0;
    try {
        for (const program of process.argv.slice(2)) {
            console.log(`== ${program}`);
            // The program writes to a file of its own, read back for its closing line.
            const path = join(scratch, "output");
            const output = openSync(path, "w");
            const wasi = new WASI({ version: "preview1", args: [program], env: {}, returnOnExit: true, stdout: output, stderr: output });
            const module = await WebAssembly.compile(await readFile(program));
            let status;
            try {
                status = wasi.start(await WebAssembly.instantiate(module, { wasi_snapshot_preview1: wasi.wasiImport }));
            } catch (error) {
                // A trap (the engine's fatal error) ends the program, not the run's report.
                status = `trapped: ${error.message}`;
            }
            closeSync(output);
            const text = readFileSync(path, "utf8");
            process.stdout.write(text);
            const counts = [...text.matchAll(/^(?:[a-z-]+: )?(\d+) passed, (\d+) failed$/gm)].at(-1);
            if (counts) {
                passed += Number(counts[1]);
                failed += Number(counts[2]);
            }
            if (status !== 0) {
                failed += 1;
                console.log(`${program}: ${typeof status === "number" ? `exit status ${status}` : status}`);
                break;
            }
        }
    } finally {
        rmSync(scratch, { recursive: true, force: true });
    }
    console.log(`total: ${passed} passed, ${failed} failed`);
    process.exitCode = failed === 0 ? 0 : 1;
}
