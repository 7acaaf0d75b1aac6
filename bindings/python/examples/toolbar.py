"""A toolbar pinned to the bottom, left and right of an overlay, 100 high; then the
overlay is resized by editing two constants."""
import autolayout as al
from picture import save_picture

with al.Layout() as layout:
    overlay = layout.node("overlay")
    toolbar = layout.node("toolbar", parent=overlay)
    width, height = overlay.width == 320, overlay.height == 480
    layout.activate(
        overlay.left == 0, overlay.top == 0, width, height,
        toolbar.left == overlay.left, toolbar.right == overlay.right,
        toolbar.bottom == overlay.bottom, toolbar.height == 100,
    )
    layout.update()
    print("toolbar in a 320 x 480 overlay:", toolbar.frame)
    width.constant, height.constant = 1024, 768
    layout.update()
    print("after resizing the overlay to 1024 x 768:", toolbar.frame)
    save_picture(layout, "toolbar")
