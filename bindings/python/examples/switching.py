"""Two views switching between "a fills the parent" and "a and b side by side, equal
widths, 4 apart", by deactivating one constraint set and activating the other."""
import autolayout as al
from picture import save_picture

with al.Layout() as layout:
    parent = layout.node("parent")
    a = layout.node("a", parent=parent)
    b = layout.node("b", parent=parent)
    layout.activate(
        parent.left == 0, parent.top == 0, parent.size == (400, 300),
        a.top == parent.top, a.bottom == parent.bottom, a.left == parent.left,
        b.top == parent.top, b.bottom == parent.bottom,
    )
    fill = [a.right == parent.right, b.left == parent.right, b.width == 0]
    split = [b.left == a.right + 4, b.right == parent.right, b.width == a.width]

    layout.activate(fill)
    layout.update()
    print("one fills the parent:", a.frame, b.frame)
    layout.deactivate(fill)
    layout.activate(split)
    layout.update()
    print("two side by side, equal widths, 4 apart:", a.frame, b.frame)
    save_picture(layout, "switching")
