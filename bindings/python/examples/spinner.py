"""A spinner centred in its parent, with a label centred 8 below it."""
import os

import autolayout as al

with al.Layout() as layout:
    screen = layout.node("screen")
    spinner = layout.node("spinner", parent=screen)
    label = layout.node("label", parent=screen)
    label.measure = lambda node: (7 * len("Loading..."), 16)   # a stand-in for a text engine
    layout.activate(
        screen.left == 0, screen.top == 0, screen.size == (375, 667),
        spinner.size == (40, 40), spinner.center == screen.center,
        label.center_x == spinner.center_x, label.top == spinner.bottom + 8,
    )
    layout.update()
    print("a centred spinner with a label 8 below it:", spinner.frame, label.frame)
    # A picture of the final layout, where $AUTOLAYOUT_SVG_DIR says (make demo: build/svg).
    folder = os.environ.get("AUTOLAYOUT_SVG_DIR")
    if folder:
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "spinner.svg"), "w", encoding="utf-8") as picture:
            picture.write(layout.to_svg())
