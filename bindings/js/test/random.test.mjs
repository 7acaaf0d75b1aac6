// Random sessions through the JS API, with misuse mixed in (NaN, infinity, huge numbers,
// freed and foreign objects, throwing measure functions): every failure must be one of
// the package's typed errors or a TypeError, never a WebAssembly trap (which would be
// the engine crashing), and the engine must still lay out correctly afterwards.
import assert from "node:assert/strict";
import { test } from "node:test";
import { load, AutoLayoutError } from "../autolayout.js";

const al = await load();
const sessions = Number(process.env.AUTOLAYOUT_JS_RANDOM_SESSIONS ?? 40);

function generator(seed) {   // splitmix64, as numbers in [0, 1)
    let state = BigInt(seed);
    return () => {
        state = (state + 0x9E3779B97F4A7C15n) & 0xFFFFFFFFFFFFFFFFn;
        let z = state;
        z = ((z ^ (z >> 30n)) * 0xBF58476D1CE4E5B9n) & 0xFFFFFFFFFFFFFFFFn;
        z = ((z ^ (z >> 27n)) * 0x94D049BB133111EBn) & 0xFFFFFFFFFFFFFFFFn;
        return Number((z ^ (z >> 31n)) >> 11n) / 2 ** 53;
    };
}

const anchors = ["left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY"];

function session(seed) {
    const random = generator(seed);
    const pick = (list) => list[Math.floor(random() * list.length)];
    const number = () => pick([0, 1, -1, 10, 250.5, 1e6, 1e13, -1e13, NaN, Infinity, -Infinity, 0.001, 799]);
    const layouts = [new al.Layout(), new al.Layout()];
    const nodes = [[], []], constraints = [[], []];
    for (const [index, layout] of layouts.entries()) nodes[index].push(layout.node(`root${index}`));
    const operations = [
        (l) => nodes[l].push(layouts[l].node(`n${nodes[l].length}`, random() < 0.8 ? pick(nodes[l]) : pick(nodes[1 - l]))),
        (l) => constraints[l].push(pick(nodes[l])[pick(anchors)].eq(pick(nodes[l])[pick(anchors)].mul(number()).add(number()))),
        (l) => constraints[l].push(pick(nodes[l])[pick(anchors)].ge(number()).priority(pick([1000, 750, 250, 1, 0, 1001, NaN]))),
        (l) => constraints[l].push(pick(nodes[l])[pick(anchors)].le(pick(nodes[random() < 0.9 ? l : 1 - l])[pick(anchors)])),
        (l) => constraints[l].push(...pick(nodes[l]).edges.eq(pick(nodes[l]).edges.inset(number()))),
        (l) => layouts[l].activate(...constraints[l].filter(() => random() < 0.5)),
        (l) => layouts[l].activate(pick(constraints[1 - l]) ?? []),
        (l) => layouts[l].deactivate(...constraints[l].filter(() => random() < 0.2)),
        (l) => { pick(constraints[l]).constant = number(); },
        (l) => pick(constraints[l]).free(),
        (l) => pick(nodes[l]).free(),
        (l) => { pick(nodes[l]).parent = random() < 0.3 ? null : pick(nodes[l]); },
        (l) => { pick(nodes[l]).intrinsicSize = { width: number(), height: random() < 0.5 ? null : number() }; },
        (l) => {
            pick(nodes[l]).measure = random() < 0.2 ? () => { throw new Error("measure failed"); }
                : random() < 0.2 ? () => ({ width: number(), height: 5 }) : () => ({ width: 40, height: 20 });
        },
        (l) => pick(nodes[l]).markDirty(),
        (l) => layouts[l].update(),
        (l) => layouts[l].update(),
        (l) => layouts[l].frames(nodes[l].filter(() => random() < 0.5)),
        (l) => layouts[l].constrain(pick(["n1.width == n2.width * 2 + 10", "H:|-[n1]-[n2(==n1)]-|", "n1.nosuch == 1", "garbage ((", ""])),
        (l) => { layouts[l].direction = pick(["ltr", "rtl", "up"]); },
        (l) => { layouts[l].scale = number(); },
        (l) => layouts[l].explain(pick(constraints[l])),
        (l) => layouts[l].describe(),
        (l) => { if (random() < 0.1) layouts[l].free(); },
    ];
    let failures = 0;
    for (let step = 0; step < 150; step += 1) {
        const side = random() < 0.5 ? 0 : 1;
        try {
            pick(operations)(side);
        } catch (error) {
            if (error instanceof WebAssembly.RuntimeError) throw new Error(`session ${seed}, step ${step}: the engine trapped: ${error.message}`);
            const typed = error instanceof AutoLayoutError || error instanceof TypeError || error.message === "measure failed";
            assert.ok(typed, `session ${seed}, step ${step}: unexpected ${error?.name}: ${error?.message}`);
            failures += 1;
        }
    }
    layouts.forEach((layout) => layout.free());
    return failures;
}

test("random sessions with misuse never trap the engine, and it still works after", () => {
    let failures = 0;
    for (let seed = 1; seed <= sessions; seed += 1) failures += session(seed);
    assert.ok(failures > sessions, `only ${failures} failures in ${sessions} sessions: the misuse did not happen`);
    const layout = new al.Layout();
    const root = layout.node("root");
    const a = layout.node("a", root);
    layout.activate(root.left.eq(0), root.top.eq(0), root.size.eq([800, 600]), a.edges.eq(root.edges.inset(10)));
    layout.update();
    assert.deepEqual(a.frame, { x: 10, y: 10, width: 780, height: 580 });
    layout.free();
    assert.equal(al.engine.liveLayouts, 0);
});
