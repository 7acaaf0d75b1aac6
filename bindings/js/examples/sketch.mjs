// The sketch of the package's contract: one node inset in a root, a free variable, a
// constraint in the text language. Prints a's frame: { x: 10, y: 10, width: 780, height: 580 }.
import { load, Priority } from "autolayout-wasm";

const al = await load();
const layout = new al.Layout();
const root = layout.node("root");
const a = layout.node("a", root);
const b = layout.node("b", root);
const gap = layout.variable("gap");
layout.activate(
    root.left.eq(0), root.top.eq(0), root.width.eq(800), root.height.eq(600),
    a.edges.eq(root.edges.inset(10)),
    a.width.ge(root.width.mul(0.5).add(10)).priority(Priority.HIGH),
    gap.eq(8),
);
layout.update();
console.log(a.frame);
const more = layout.constrain("b.left == a.right + gap");
layout.update();
console.log(`b.left = ${b.frame.x} (${more.length} constraint from the text language)`);
layout.free();
