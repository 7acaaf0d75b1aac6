// Stack views, margins, guides and baselines in TypeScript: what the declarations allow
// and, in the @ts-expect-error lines, what they refuse.
import { load, Stack, type Layout, type Node, type DirectionalInsets, type StackOptions } from "autolayout-wasm";

const al = await load("./autolayout.wasm");
const layout: Layout = new al.Layout();
const window = layout.node("window");
window.safeAreaInsets = { top: 47, leading: 0, bottom: 34, trailing: 0 };
const margins: DirectionalInsets = window.margins;
window.margins = { ...margins, leading: 16, trailing: 16 };
window.readableWidth = 600;

const options: StackOptions = { axis: "vertical", spacing: 8, alignment: "leading" };
const column: Stack = layout.stack("column", window, options);
const label: Node = layout.node("label");
label.measure = () => ({ width: 80, height: 20, firstBaseline: 15, lastBaseline: 5 });
const value = layout.node("value");
value.baselineOffsets = { first: 12, last: 4 };
const row = layout.stack("row", null, { alignment: "firstBaseline", distribution: "equalSpacing" });
row.add(label);
row.insert(value, 1);
column.add(row);
column.customSpacing(row, 12);
column.marginsRelative = true;
layout.activate(
    window.left.eq(0), window.top.eq(0), window.size.eq([390, 844]),
    column.top.eq(window.safeArea.top), column.leading.eq(window.readable.leading),
    column.trailing.le(window.trailingMargin), label.firstBaseline.ge(window.topMargin),
);
layout.update();
value.hidden = !value.hidden;
const arranged: Node[] = row.arranged;
const offsets = label.baselineOffsets;
if (offsets !== null) console.log(offsets.first, offsets.last, arranged.length, row.axis, column.distribution);

// @ts-expect-error: axes are "horizontal" or "vertical"
layout.stack("bad", null, { axis: "diagonal" });
// @ts-expect-error: margins are directional (leading, trailing), not left and right
window.margins = { top: 0, left: 0, bottom: 0, right: 0 };
// @ts-expect-error: a stack arranges nodes, not constraints
row.add(label.width.eq(10));
// @ts-expect-error: hidden is a boolean
value.hidden = "yes";
layout.free();
