"""A spinner centred in its parent, with a label centred 8 below it."""
import autolayout as al
from picture import save_picture

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
    save_picture(layout, "spinner")
