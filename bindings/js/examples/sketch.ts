// The contract's sketch in TypeScript: type-checked with `tsc --noEmit --strict`
// (make test-types) against the hand-written declarations.
import { load, Priority, type Constraint } from "autolayout-wasm";

const al = await load();
const layout = new al.Layout();
const root = layout.node("root");
const a = layout.node("a", root);
const gap = layout.variable("gap");
layout.activate(
    root.left.eq(0), root.top.eq(0), root.width.eq(800), root.height.eq(600),
    a.edges.eq(root.edges.inset(10)),
    a.width.ge(root.width.mul(0.5).add(10)).priority(Priority.HIGH),
    gap.eq(8),
);
layout.update();
const frame: { x: number; y: number; width: number; height: number } = a.frame;
console.log(frame);
const more: Constraint[] = layout.constrain("b.left == a.right + gap");
console.log(more.length);
layout.free();
