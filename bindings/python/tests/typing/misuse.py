"""Misuses that mypy --strict must reject: each line marked "error" must have a mypy
error, and no other line (test_typing.py checks both)."""
import autolayout as al

with al.Layout() as layout:
    root = layout.node("root")
    child = layout.node("child", parent=root)
    layout.activate("root.left == 0")  # error: a string is not a constraint
    layout.activate(["root.left == 0"])  # error: nor a list of strings
    layout.deactivate(root.left)  # error: an anchor is not a constraint
    layout.node("other", parent="root")  # error: the parent is a Node, not its name
    layout.direction = "up"  # error: only "ltr" and "rtl"
    layout.scale = "2"  # error: a number
    child.intrinsic_size = "big"  # error: a (width, height) tuple or None
    child.size = (10, 20)  # error: node.size is for constraints
    constraint = root.left == 0
    constraint.priority = "high"  # error: a number
    constraint.active = 1  # error: a bool
    constraint.constant = None  # error: a number
    child.left * child.width  # error: constraints are linear
    root.edges == root.size  # error: edges relate to edges
    root.frame.depth  # error: a Rect has x, y, width and height
    child.measure = lambda node: "wide"  # error: a measure function returns sizes
    layout.frames(root)  # error: frames takes nodes, not one node
    layout.logger = "loud"  # error: a logger is a callable taking the message
