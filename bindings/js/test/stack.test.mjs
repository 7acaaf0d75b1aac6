// UIKit's view geometry from JavaScript: stack views, hiding, margins, the safe area,
// the readable width, baselines. Frames computed by hand from UIKit's documented rules.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { test } from "node:test";
import { promisify } from "node:util";
import { load, InvalidArgumentError, InvalidHandleError, InvalidStateError, Node, Stack } from "../autolayout.js";

const al = await load();

// A root at the origin, `width` by `height`, and a stack pinned to its edges holding
// labels of the given intrinsic widths (height 20).
function pinnedStack(widths, options = {}, width = 300, height = 50) {
    const layout = new al.Layout();
    const root = layout.node("root");
    layout.activate(root.left.eq(0), root.top.eq(0), root.size.eq([width, height]));
    const stack = layout.stack("row", root, options);
    layout.activate(stack.edges.eq(root.edges));
    const labels = widths.map((labelWidth, index) => {
        const label = layout.node(`label${index}`);
        label.intrinsicSize = { width: labelWidth, height: 20 };
        stack.add(label);
        return label;
    });
    return { layout, root, stack, labels };
}

function xs(labels) { return labels.map((label) => [label.frame.x, label.frame.width]); }

test("a fill stack gives the extra room to the last of equal hugging, and a hidden node none", () => {
    const { layout, stack, labels } = pinnedStack([50, 60, 70], { spacing: 10 });
    assert.ok(stack instanceof Stack && stack instanceof Node);
    layout.update();
    assert.deepEqual(xs(labels), [[0, 50], [60, 60], [130, 170]]);
    assert.deepEqual(labels.map((label) => label.frame.height), [50, 50, 50]);   // alignment fill
    assert.equal(labels[0].parent, stack);
    labels[1].hidden = true;
    assert.equal(labels[1].hidden, true);
    layout.update();
    assert.deepEqual(xs([labels[0], labels[2]]), [[0, 50], [60, 240]]);
    assert.equal(labels[1].frame.width, 0);
    labels[1].hidden = false;
    layout.update();
    assert.deepEqual(xs(labels), [[0, 50], [60, 60], [130, 170]]);
    layout.free();
});

test("the distributions: equal spacing, fill equally, equal centring", () => {
    let { layout, labels } = pinnedStack([50, 60, 70], { distribution: "equalSpacing", spacing: 10 });
    layout.update();
    // 300 - 180 of labels, two equal gaps of 60.
    assert.deepEqual(xs(labels), [[0, 50], [110, 60], [230, 70]]);
    labels[1].hidden = true;
    layout.update();
    assert.deepEqual(xs([labels[0], labels[2]]), [[0, 50], [230, 70]]);
    layout.free();

    ({ layout, labels } = pinnedStack([50, 60, 70], { distribution: "fillEqually", spacing: 15 }));
    layout.update();
    assert.deepEqual(xs(labels), [[0, 90], [105, 90], [210, 90]]);
    layout.free();

    ({ layout, labels } = pinnedStack([40, 60, 80], { distribution: "equalCentering", spacing: 10 }));
    layout.update();
    // The first centre at 20, the last at 300 - 40, the middle one half way.
    assert.deepEqual(labels.map((label) => label.frame.x + label.frame.width / 2), [20, 140, 260]);
    assert.deepEqual(labels.map((label) => label.frame.width), [40, 60, 80]);
    layout.free();
});

test("a vertical stack aligned to the centre follows its content's height", () => {
    const layout = new al.Layout();
    const root = layout.node("root");
    layout.activate(root.left.eq(0), root.top.eq(0), root.size.eq([400, 400]));
    const column = layout.stack("column", root, { axis: "vertical", alignment: "center", spacing: 5 });
    layout.activate(column.left.eq(root.left), column.top.eq(root.top), column.width.eq(200));
    const a = layout.node("a"), b = layout.node("b");
    a.intrinsicSize = { width: 50, height: 20 };
    b.intrinsicSize = { width: 80, height: 30 };
    column.add(b);
    column.insert(a, 0);
    assert.deepEqual(column.arranged, [a, b]);
    layout.update();
    assert.deepEqual(a.frame, { x: 75, y: 0, width: 50, height: 20 });
    assert.deepEqual(b.frame, { x: 60, y: 25, width: 80, height: 30 });
    assert.equal(column.frame.height, 55);
    assert.deepEqual([column.axis, column.distribution, column.alignment, column.spacing, column.marginsRelative],
        ["vertical", "fill", "center", 5, false]);
    column.remove(a);
    assert.deepEqual(column.arranged, [b]);
    assert.equal(a.parent, column);   // stays a child, no longer arranged
    layout.update();
    assert.deepEqual(b.frame, { x: 60, y: 0, width: 80, height: 30 });
    layout.free();
});

test("settings change the frames: axis, spacing, custom spacing, arrangement within the margins", () => {
    const { layout, stack, labels } = pinnedStack([50, 60, 70], { spacing: 10 });
    assert.equal(stack.customSpacing(labels[0]), 10);
    assert.equal(stack.customSpacing(labels[0], 30), 30);
    layout.update();
    assert.deepEqual(xs(labels), [[0, 50], [80, 60], [150, 150]]);
    stack.spacing = 0;
    stack.marginsRelative = true;
    stack.margins = { top: 5, leading: 20, bottom: 5, trailing: 10 };
    layout.update();
    assert.deepEqual(xs(labels), [[20, 50], [100, 60], [160, 130]]);
    assert.equal(labels[0].frame.y, 5);
    assert.equal(labels[0].frame.height, 40);
    stack.axis = "vertical";
    assert.equal(stack.axis, "vertical");
    stack.distribution = "fill";
    stack.alignment = "leading";
    layout.update();
    // Top to bottom within the margins (30 after the first: its custom spacing), each at
    // its intrinsic width from the leading margin.
    assert.deepEqual(labels.map((label) => [label.frame.x, label.frame.y, label.frame.width]), [[20, 5, 50], [20, 55, 60], [20, 75, 70]]);
    layout.free();
});

test("a horizontal stack mirrors under right-to-left", () => {
    const { layout, labels } = pinnedStack([50, 60, 70], { spacing: 10 });
    layout.direction = "rtl";
    layout.update();
    assert.deepEqual(xs(labels), [[250, 50], [180, 60], [0, 170]]);
    layout.free();
});

test("margins, the safe area and the readable width place their guides", () => {
    const layout = new al.Layout();
    const root = layout.node("root");
    layout.activate(root.left.eq(0), root.top.eq(0), root.size.eq([1000, 600]));
    assert.deepEqual(root.margins, { top: 8, leading: 8, bottom: 8, trailing: 8 });
    root.margins = { top: 10, leading: 20, bottom: 30, trailing: 40 };
    assert.deepEqual(root.margins, { top: 10, leading: 20, bottom: 30, trailing: 40 });
    root.safeAreaInsets = { top: 44, leading: 0, bottom: 34, trailing: 0 };
    assert.deepEqual(root.safeAreaInsets, { top: 44, leading: 0, bottom: 34, trailing: 0 });
    assert.equal(root.marginsGuide, root.marginsGuide);   // the same node every time
    const inMargins = layout.node("inMargins", root), safe = layout.node("safe", root), text = layout.node("text", root);
    layout.activate(
        inMargins.leading.eq(root.leadingMargin), inMargins.trailing.eq(root.trailingMargin),
        inMargins.top.eq(root.topMargin), inMargins.bottom.eq(root.bottomMargin),
        safe.edges.eq(root.safeArea.edges),
        text.left.eq(root.readable.left), text.width.eq(root.readable.width), text.top.eq(0), text.height.eq(10),
    );
    layout.update();
    assert.deepEqual(inMargins.frame, { x: 20, y: 10, width: 940, height: 560 });
    assert.deepEqual(root.marginsGuide.absoluteFrame, { x: 20, y: 10, width: 940, height: 560 });
    assert.deepEqual(safe.frame, { x: 0, y: 44, width: 1000, height: 522 });
    // At most 672 wide, centred within the margins (20 ... 960).
    assert.equal(root.readableWidth, 672);
    assert.deepEqual([text.frame.x, text.frame.width], [20 + (940 - 672) / 2, 672]);
    root.readableWidth = 500;
    layout.update();
    assert.deepEqual([text.frame.x, text.frame.width], [20 + (940 - 500) / 2, 500]);
    // Leading and trailing margins follow the direction.
    layout.direction = "rtl";
    layout.update();
    assert.deepEqual(inMargins.frame, { x: 40, y: 10, width: 940, height: 560 });
    layout.free();
});

test("baselines from offsets and from measure functions", () => {
    const layout = new al.Layout();
    const root = layout.node("root");
    layout.activate(root.left.eq(0), root.top.eq(0), root.size.eq([400, 400]));
    const row = layout.stack("row", root, { alignment: "firstBaseline", spacing: 8 });
    layout.activate(row.left.eq(0), row.top.eq(0));
    const small = layout.node("small"), large = layout.node("large");
    small.intrinsicSize = { width: 40, height: 20 };
    large.intrinsicSize = { width: 60, height: 40 };
    assert.equal(small.baselineOffsets, null);
    small.baselineOffsets = { first: 15, last: 5 };
    assert.deepEqual(small.baselineOffsets, { first: 15, last: 5 });
    large.measure = () => ({ width: 60, height: 40, firstBaseline: 30, lastBaseline: 10 });
    row.add(small);
    row.add(large);
    layout.update();
    assert.deepEqual(large.baselineOffsets, { first: 30, last: 10 });
    // First baselines level: the large label's at 30 below the row's top, the small one's top 15 lower.
    assert.deepEqual(large.frame, { x: 48, y: 0, width: 60, height: 40 });
    assert.deepEqual(small.frame, { x: 0, y: 15, width: 40, height: 20 });
    assert.equal(row.frame.height, 40);
    // An anchor on the baseline; a measure function without baselines keeps the offsets.
    const mark = layout.node("mark", root);
    layout.activate(mark.top.eq(large.lastBaseline), mark.left.eq(0), mark.size.eq([1, 1]));
    large.measure = () => ({ width: 60, height: 50 });
    layout.update();
    assert.deepEqual(large.baselineOffsets, { first: 30, last: 10 });
    assert.equal(mark.frame.y, large.frame.y + 50 - 10);
    small.baselineOffsets = null;
    assert.equal(small.baselineOffsets, null);
    layout.free();
});

test("a stack stated in the constraint language is a Stack", () => {
    const layout = new al.Layout();
    const root = layout.node("root");
    const a = layout.node("a", root), b = layout.node("b", root);
    a.intrinsicSize = { width: 30, height: 10 };
    b.intrinsicSize = { width: 40, height: 10 };
    layout.constrain("root.left == 0\nroot.top == 0\nroot.width == 200\nroot.height == 10\n"
        + "stack row in root horizontal spacing 4: a, b\n"
        + "row.left == root.left\nrow.right == root.right\nrow.top == root.top\nrow.bottom == root.bottom");
    const row = a.parent;
    assert.ok(row instanceof Stack);
    assert.deepEqual(row.arranged, [a, b]);
    assert.equal(row.spacing, 4);
    layout.update();
    assert.deepEqual(xs([a, b]), [[0, 30], [34, 166]]);
    layout.free();
});

test("bad input is refused and changes nothing", () => {
    const { layout, root, stack, labels } = pinnedStack([50, 60, 70], { spacing: 10 });
    layout.update();
    const before = layout.describe();
    assert.throws(() => layout.stack("bad", root, { axis: "diagonal" }), InvalidArgumentError);
    assert.throws(() => layout.stack("bad", root, { distribution: "fillUnequally" }), InvalidArgumentError);
    assert.throws(() => layout.stack("bad", root, { spacing: "wide" }), TypeError);
    assert.throws(() => layout.stack("bad", root, { spacing: NaN }), InvalidArgumentError);
    assert.throws(() => layout.stack("bad", root, null), TypeError);
    assert.throws(() => { stack.alignment = "middle"; }, InvalidArgumentError);
    assert.throws(() => { stack.axis = 1; }, InvalidArgumentError);
    assert.throws(() => { stack.spacing = Infinity; }, InvalidArgumentError);
    assert.throws(() => { stack.marginsRelative = 1; }, TypeError);
    assert.throws(() => { labels[0].hidden = "yes"; }, TypeError);
    assert.throws(() => stack.insert(labels[0], 7), InvalidArgumentError);
    assert.throws(() => stack.insert(labels[0], -1), InvalidArgumentError);
    assert.throws(() => stack.insert(labels[0], 0.5), TypeError);
    assert.throws(() => stack.remove(root), InvalidStateError);
    assert.throws(() => stack.customSpacing(root, 4), InvalidStateError);
    assert.throws(() => { root.margins = { top: 1, leading: NaN, bottom: 1, trailing: 1 }; }, InvalidArgumentError);
    assert.throws(() => { root.margins = { top: 1 }; }, TypeError);
    assert.throws(() => { root.safeAreaInsets = { top: -1, leading: 0, bottom: 0, trailing: 0 }; }, InvalidArgumentError);
    assert.throws(() => { root.baselineOffsets = { first: -2, last: 1 }; }, InvalidArgumentError);
    assert.throws(() => { root.readableWidth = -1; }, InvalidArgumentError);
    assert.throws(() => { root.marginsGuide.margins = { top: 0, leading: 0, bottom: 0, trailing: 0 }; }, InvalidArgumentError);
    const other = new al.Layout();
    const stranger = other.node("stranger");
    assert.throws(() => stack.add(stranger), InvalidHandleError);
    assert.throws(() => other.stack("s", root), InvalidHandleError);
    assert.throws(() => stack.add(stack), InvalidArgumentError);
    other.free();
    assert.deepEqual(root.margins, { top: 8, leading: 8, bottom: 8, trailing: 8 });
    assert.equal(labels[0].hidden, false);
    assert.deepEqual(stack.arranged, labels);
    layout.update();
    assert.equal(layout.describe(), before);
    layout.free();
    assert.throws(() => stack.arranged, InvalidHandleError);
    assert.throws(() => { labels[0].hidden = true; }, InvalidHandleError);
    assert.throws(() => root.margins, InvalidHandleError);
});

test("the settings screen example prints the frames the Python example does", async () => {
    const { stdout } = await promisify(execFile)(process.execPath,
        [new URL("../examples/settings.mjs", import.meta.url).pathname]);
    const frames = Object.fromEntries(stdout.trim().split("\n").map((line) => {
        const [what, numbers] = line.split(": ");
        return [what, numbers.split(" ").map(Number)];
    }));
    const near = (actual, expected) => expected.forEach((value, index) => assert.ok(Math.abs(actual[index] - value) < 1e-9,
        `${actual} against ${expected}`));
    // The form 12 under the notch (47), within the margins (16 each side of 390); two
    // sections 28 apart: headings 27.5 high and 14 above their rows, rows 21.25 high and 10 apart.
    near(frames["form in a 390 x 844 window with a notch"], [16, 59, 358, 27.5 + 14 + 21.25 + 10 + 21.25 + 28 + 27.5 + 14 + 3 * 21.25 + 2 * 10]);
    near(frames["vibrate row"], [0, 27.5 + 14 + 2 * (21.25 + 10), 358, 21.25]);
    near(frames["vibrate row with Sounds hidden"], [0, 27.5 + 14 + 21.25 + 10, 358, 21.25]);
    // 672 wide, centred in the margins guide (16 ... 1008); one row fewer.
    near(frames["form 1024 wide, kept to the readable width"], [16 + (992 - 672) / 2, 59, 672, 216]);
    // "Vibrate" at 0.55 em of 17 a character, at the row's trailing end.
    near(frames["vibrate label right to left"], [358 - 7 * 0.55 * 17, 0, 7 * 0.55 * 17, 21.25]);
});

test("a measure function's bad baselines fail the update and are not kept", () => {
    const layout = new al.Layout();
    const label = layout.node("label");
    layout.activate(label.left.eq(0), label.top.eq(0));
    let result = { width: 30, height: 20, firstBaseline: 15, lastBaseline: 5 };
    label.measure = () => result;
    layout.update();
    assert.deepEqual(label.baselineOffsets, { first: 15, last: 5 });
    result = { width: 30, height: 20, firstBaseline: -3, lastBaseline: 5 };
    label.markDirty();
    assert.throws(() => layout.update(), InvalidArgumentError);
    result = { width: 40, height: 20, firstBaseline: 15 };
    label.markDirty();
    assert.throws(() => layout.update(), TypeError);
    assert.deepEqual(label.baselineOffsets, { first: 15, last: 5 });
    result = { width: 40, height: 20 };   // keeps the offsets it has
    label.markDirty();
    layout.update();
    assert.deepEqual(label.frame, { x: 0, y: 0, width: 40, height: 20 });
    assert.deepEqual(label.baselineOffsets, { first: 15, last: 5 });
    result = { width: 40, height: 20, firstBaseline: null, lastBaseline: null };   // none
    label.markDirty();
    layout.update();
    assert.equal(label.baselineOffsets, null);
    layout.free();
});

test("the changed nodes of the last update may name a node freed since: its wrapper throws when used", () => {
    const layout = new al.Layout();
    const root = layout.node("root");
    const row = layout.stack("row", root);
    const label = layout.node("label");
    label.intrinsicSize = { width: 30, height: 10 };
    row.add(label);
    layout.activate(root.left.eq(0), root.top.eq(0), root.size.eq([100, 10]), row.edges.eq(root.edges));
    layout.update();
    label.free();
    const changed = layout.changedNodes;   // read without throwing
    assert.ok(changed.includes(row) && changed.includes(root));
    for (const node of changed.filter((node) => node !== row && node !== root)) {
        assert.throws(() => node.frame, InvalidHandleError);
    }
    layout.free();
});
