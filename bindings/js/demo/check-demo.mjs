// The demo page in headless Chromium: serves bindings/js over HTTP, loads the page at
// 1024x768, resizes it to 600x400, and checks the frames the page reports (and the DOM
// boxes drawn from them) at both sizes; saves a screenshot of each under OUTPUT_DIR.
// Talks to Chromium over --remote-debugging-pipe (DevTools protocol, no dependencies).
//
// Usage: node check-demo.mjs OUTPUT_DIR     (CHROMIUM overrides the browser's path)
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";

const outputDir = process.argv[2] ?? "build/demo";
const packageDir = fileURLToPath(new URL("..", import.meta.url));
const types = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm" };

// The package directory, read-only, on a free port of the loopback interface.
const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, "http://localhost").pathname));
    try {
        const body = await readFile(join(packageDir, path));
        response.writeHead(200, { "content-type": types[extname(path)] ?? "application/octet-stream" });
        response.end(body);
    } catch {
        response.writeHead(404).end();
    }
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const pageURL = `http://127.0.0.1:${server.address().port}/demo/index.html`;

const profile = await mkdtemp(join(tmpdir(), "autolayout-chromium-"));
const browser = spawn(process.env.CHROMIUM ?? "chromium", [
    "--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
    "--no-first-run", "--disable-extensions", `--user-data-dir=${profile}`, "about:blank",
], { stdio: ["ignore", "ignore", "pipe", "pipe", "pipe"] });
let browserLog = "";
browser.stderr.on("data", (chunk) => { browserLog += chunk; });

// The DevTools protocol over the pipe: JSON messages ended by NUL.
let nextId = 1;
const pending = new Map();
const listeners = [];
let received = "";
browser.stdio[4].on("data", (chunk) => {
    received += chunk;
    let end;
    while ((end = received.indexOf("\0")) >= 0) {
        const message = JSON.parse(received.slice(0, end));
        received = received.slice(end + 1);
        if (message.id && pending.has(message.id)) {
            const { resolve, reject } = pending.get(message.id);
            pending.delete(message.id);
            if (message.error) reject(new Error(`${message.error.message} (${message.error.code})`));
            else resolve(message.result);
        } else {
            for (const listener of listeners) listener(message);
        }
    }
});

function send(method, params = {}, sessionId = undefined) {
    const id = nextId++;
    browser.stdio[3].write(JSON.stringify({ id, method, params, sessionId }) + "\0");
    return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
}

async function evaluate(session, expression) {
    const result = await send("Runtime.evaluate", { expression, returnByValue: true, awaitPromise: true }, session);
    if (result.exceptionDetails) throw new Error(`${expression}: ${result.exceptionDetails.exception?.description ?? result.exceptionDetails.text}`);
    return result.result.value;
}

async function waitFor(session, expression, what) {
    for (let attempt = 0; attempt < 200; attempt += 1) {
        if (await evaluate(session, expression)) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`timed out waiting for ${what}`);
}

const near = (actual, expected, what) =>
    assert.ok(Math.abs(actual - expected) < 0.5, `${what}: ${actual}, expected ${expected}`);

function checkFrames(frames, boxes, width, height) {
    const sidebar = Math.min(220, width * 0.3);
    const content = width - sidebar;
    const expected = {
        toolbar: { x: 0, y: 0, width, height: 48 },
        button: { x: width - 16 - 72, y: 11, width: 72, height: 26 },
        sidebar: { x: 0, y: 48, width: sidebar, height: height - 48 },
        content: { x: sidebar, y: 48, width: content, height: height - 48 },
        status: { x: 12, y: height - 48 - 12 - 40, width: sidebar - 24, height: 40 },
        card1: { x: 16, y: 16, width: content - 32, height: 80 },
        card2: { x: 16, y: 108, width: content - 32, height: 100 },
        card3: { x: 16, y: 220, width: content - 32, height: 80 },
        // 120 at a low priority, cut to fit above content's bottom (750), never under 60.
        card4: { x: 16, y: 312, width: content - 32, height: Math.max(60, Math.min(120, height - 48 - 16 - 312)) },
    };
    for (const [name, frame] of Object.entries(expected)) {
        for (const key of Object.keys(frame)) near(frames[name][key], frame[key], `${width}x${height} ${name}.${key}`);
    }
    // The title is measured by the browser: its width depends on the font, not its place.
    assert.ok(frames.title.width > 40 && frames.title.width < 400, `title width ${frames.title.width}`);
    near(frames.title.x, 16, "title.x");
    near(frames.title.y, 13, "title.y");
    // The DOM boxes are drawn at the absolute frames.
    const parents = { card1: "content", card2: "content", card3: "content", card4: "content", status: "sidebar" };
    for (const [name, frame] of Object.entries(frames)) {
        const parent = parents[name] ? frames[parents[name]] : { x: 0, y: 0 };
        near(boxes[name].x, frame.x + parent.x, `${name}'s box x`);
        near(boxes[name].y, frame.y + parent.y, `${name}'s box y`);
        near(boxes[name].width, frame.width, `${name}'s box width`);
    }
}

let failure = null;
try {
    const { targetId } = await send("Target.createTarget", { url: "about:blank" });
    const { sessionId } = await send("Target.attachToTarget", { targetId, flatten: true });
    await send("Page.enable", {}, sessionId);
    await send("Runtime.enable", {}, sessionId);
    const errors = [];
    listeners.push((message) => {
        if (message.sessionId !== sessionId) return;
        if (message.method === "Runtime.exceptionThrown") errors.push(message.params.exceptionDetails.exception?.description);
        if (message.method === "Runtime.consoleAPICalled" && message.params.type === "error") {
            errors.push(message.params.args.map((argument) => argument.value ?? argument.description).join(" "));
        }
    });
    await mkdir(outputDir, { recursive: true });
    let renders = 0;
    for (const [width, height] of [[1024, 768], [600, 400]]) {
        await send("Emulation.setDeviceMetricsOverride", { width, height, deviceScaleFactor: 1, mobile: false }, sessionId);
        if (renders === 0) await send("Page.navigate", { url: pageURL }, sessionId);
        await waitFor(sessionId, `(globalThis.demo?.renders ?? 0) > ${renders} && innerWidth === ${width}`, `the page at ${width}x${height}`);
        assert.deepEqual(errors, [], "errors in the page");
        renders = await evaluate(sessionId, "demo.renders");
        checkFrames(await evaluate(sessionId, "demo.frames()"), await evaluate(sessionId, "demo.boxes()"), width, height);
        const { data } = await send("Page.captureScreenshot", { format: "png" }, sessionId);
        const file = join(outputDir, `demo-${width}x${height}.png`);
        await writeFile(file, Buffer.from(data, "base64"));
        console.log(`check-demo: ${width}x${height}: frames as expected, screenshot ${file}`);
    }
} catch (error) {
    failure = error;
} finally {
    const exited = new Promise((resolve) => browser.once("exit", resolve));
    await Promise.race([send("Browser.close").catch(() => {}), new Promise((resolve) => setTimeout(resolve, 2000))]);
    if (browser.exitCode === null) browser.kill();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    server.close();
    await rm(profile, { recursive: true, force: true, maxRetries: 5 });
}
if (failure) {
    console.error(`check-demo: ${failure.stack ?? failure}`);
    if (browserLog) console.error(browserLog.slice(-2000));
    process.exit(1);
}
