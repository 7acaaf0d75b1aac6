// A settings screen built the UIKit way, as bindings/python/examples/settings.py builds
// it: a column of sections, each a column of rows, each row a label and a value on their
// first baselines; the form inside the safe area (a phone's notch and home indicator)
// and the readable width. Text is measured by a function that also gives its baselines.
// Prints frames, then with the "Sounds" row hidden, in a tablet-wide window, and right
// to left.
import { load } from "autolayout-wasm";

const al = await load();
const layout = new al.Layout();

// A text node measured like a text engine would: 0.55 em per character, lines 1.25 em
// high, the first baseline 0.95 em down, the last 0.3 em up.
function text(name, string, size) {
    const node = layout.node(name);
    node.measure = () => ({
        width: 0.55 * size * string.length, height: 1.25 * size, firstBaseline: 0.95 * size, lastBaseline: 0.3 * size,
    });
    return node;
}

// A label that keeps its width and a value that takes the rest, on one baseline.
function row(name, label, value) {
    const stack = layout.stack(name, null, { alignment: "firstBaseline", spacing: 12 });
    const title = text(`${name}-label`, label, 17);
    title.hugging = { horizontal: 300 };
    stack.add(title);
    stack.add(text(`${name}-value`, value, 17));
    return stack;
}

// A heading and its rows, 10 apart (14 under the heading).
function section(name, heading, rows) {
    const stack = layout.stack(name, null, { axis: "vertical", spacing: 10 });
    const title = text(`${name}-heading`, heading, 22);
    stack.add(title);
    stack.customSpacing(title, 14);
    for (const item of rows) stack.add(item);
    return stack;
}

const window = layout.node("window");
const width = window.width.eq(390);
layout.activate(window.left.eq(0), window.top.eq(0), width, window.height.eq(844));
window.safeAreaInsets = { top: 47, leading: 0, bottom: 34, trailing: 0 };
window.margins = { top: 8, leading: 16, bottom: 8, trailing: 16 };

const form = layout.stack("form", window, { axis: "vertical", spacing: 28 });
const sounds = row("sounds", "Sounds", "Chimes");
const vibrate = row("vibrate", "Vibrate", "On");
form.add(section("account", "Account", [row("name", "Name", "Ada Lovelace"), row("email", "Email", "ada@example.org")]));
form.add(section("sound", "Sound", [row("volume", "Volume", "80 %"), sounds, vibrate]));
layout.activate(form.top.eq(window.safeArea.top.add(12)),
    form.leading.eq(window.readable.leading), form.trailing.eq(window.readable.trailing));

const show = (what, rect) => console.log(`${what}: ${rect.x} ${rect.y} ${rect.width} ${rect.height}`);
layout.update();
show("form in a 390 x 844 window with a notch", form.frame);
show("vibrate row", vibrate.frame);

sounds.hidden = true;
layout.update();
show("vibrate row with Sounds hidden", vibrate.frame);

width.constant = 1024;
layout.update();
show("form 1024 wide, kept to the readable width", form.frame);

layout.direction = "rtl";
width.constant = 390;
layout.update();
show("vibrate label right to left", vibrate.arranged[0].frame);
layout.free();
