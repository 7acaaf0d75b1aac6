// A toolbar with a measured title, in TypeScript: what the declarations allow and, in
// the @ts-expect-error lines, what they refuse.
import {
    load, Priority, UnsatisfiableError, InvalidArgumentError,
    type Layout, type Node, type ConstraintGroup, type Rect,
} from "autolayout-wasm";

const al = await load("./autolayout.wasm");
const layout: Layout = new al.Layout();
const window = layout.node("window");
const toolbar = layout.node("toolbar", window);
const title = layout.node("title", toolbar);
const button = layout.node("button", toolbar);
const spacing = layout.variable("spacing");

title.measure = (node: Node) => ({ width: (node.name ?? "").length * 8, height: null });
button.intrinsicSize = { width: 60, height: 24 };
button.hugging = { horizontal: Priority.HIGH, vertical: Priority.HIGH };
button.compressionResistance = { vertical: Priority.REQUIRED - 1 };

const edges: ConstraintGroup = toolbar.edges.le(window.edges.inset({ top: 0, left: 8, right: 8 }));
layout.activate(
    window.left.eq(0), window.top.eq(0), window.size.eq({ width: 640, height: 480 }),
    edges, toolbar.height.eq(44),
    [title.leading.eq(toolbar.leading.add(spacing)), title.centerY.eq(toolbar.centerY)],
    button.trailing.eq(toolbar.trailing.sub(spacing)), button.center.eq(title.center.offset(100, 0)).priority(Priority.LOW),
    spacing.eq(12),
);
layout.direction = "rtl";
layout.logger = (message: string) => console.warn(message);
layout.scale = 2;
try {
    layout.update();
} catch (error) {
    if (error instanceof UnsatisfiableError) console.log(error.constraints.map((constraint) => constraint.name));
    else if (error instanceof InvalidArgumentError) console.log(error.status, error.message);
    else throw error;
}
const frames: Float64Array = layout.frames([toolbar, title, button]);
const absolute: Rect = button.absoluteFrame;
const intrinsic: number | null = title.intrinsicSize.width;
console.log(frames, absolute, intrinsic, spacing.value, layout.describe().length, layout.svg().length);
for (const constraint of edges) constraint.constant += 1;
layout.free();

// @ts-expect-error: constraints are linear, a factor is a number
title.width.mul(button.width);
// @ts-expect-error: an edge relates to an anchor, not to edges
title.left.eq(button.edges);
// @ts-expect-error: the direction is "ltr" or "rtl"
layout.direction = "up";
// @ts-expect-error: a measure function returns a size
title.measure = () => 42;
// @ts-expect-error: layouts come from a loaded engine, new al.Layout()
new (await import("autolayout-wasm")).Layout();
