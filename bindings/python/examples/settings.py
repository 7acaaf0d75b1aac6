"""A settings screen built the UIKit way: a column of sections, each a column of rows,
each row a label and a value on their first baselines; the form inside the safe area
(a phone's notch and home indicator) and the readable width. Text is measured by a
function that also gives its baselines. Printed, then with the "Sounds" row hidden,
then in a tablet-wide window, then right to left."""
from typing import Tuple

import autolayout as al
from picture import save_picture


def text(layout: al.Layout, name: str, string: str, size: float) -> al.Node:
    """A text node measured like a text engine would: 0.55 em per character, lines
    1.25 em high, the first baseline 0.95 em down, the last 0.3 em up."""
    node = layout.node(name)

    def measure(_: al.Node) -> Tuple[float, float, float, float]:
        return 0.55 * size * len(string), 1.25 * size, 0.95 * size, 0.3 * size

    node.measure = measure
    return node


def row(layout: al.Layout, name: str, label: str, value: str) -> al.Stack:
    """A label that keeps its width and a value that takes the rest, on one baseline."""
    stack = layout.stack("horizontal", name=name, alignment="first_baseline", spacing=12)
    title = text(layout, f"{name}-label", label, 17)
    title.hugging = (300, 250)
    stack.add(title)
    stack.add(text(layout, f"{name}-value", value, 17))
    return stack


def section(layout: al.Layout, name: str, heading: str, rows: Tuple[al.Stack, ...]) -> al.Stack:
    """A heading and its rows, 10 apart (14 under the heading)."""
    stack = layout.stack("vertical", name=name, spacing=10)
    title = text(layout, f"{name}-heading", heading, 22)
    stack.add(title)
    stack.custom_spacing(title, 14)
    for item in rows:
        stack.add(item)
    return stack


with al.Layout() as layout:
    window = layout.node("window")
    width = window.width == 390
    layout.activate(window.left == 0, window.top == 0, width, window.height == 844)
    window.safe_area_insets = al.Insets(47, 0, 34, 0)
    window.margins = al.Insets(8, 16, 8, 16)

    form = layout.stack("vertical", parent=window, name="form", spacing=28)
    sounds = row(layout, "sounds", "Sounds", "Chimes")
    vibrate = row(layout, "vibrate", "Vibrate", "On")
    form.add(section(layout, "account", "Account", (row(layout, "name", "Name", "Ada Lovelace"),
                                                    row(layout, "email", "Email", "ada@example.org"))))
    form.add(section(layout, "sound", "Sound", (row(layout, "volume", "Volume", "80 %"), sounds, vibrate)))
    layout.activate(form.top == window.safe_area.top + 12,
                    form.leading == window.readable.leading, form.trailing == window.readable.trailing)
    layout.update()
    print("form in a 390 x 844 window with a notch:", form.frame)
    print("vibrate row:", vibrate.frame)
    save_picture(layout, "settings")

    sounds.hidden = True
    layout.update()
    print("vibrate row with Sounds hidden:", vibrate.frame)

    width.constant = 1024
    layout.update()
    print("form 1024 wide, kept to the readable width:", form.frame)

    layout.direction = "rtl"
    width.constant = 390
    layout.update()
    print("vibrate label right to left:", vibrate.arranged[0].frame)
