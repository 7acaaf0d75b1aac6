"""libautolayout for Python: constraint-based layout (Auto Layout) over the C ABI.

    import autolayout as al
    with al.Layout() as layout:
        root = layout.node("root")
        child = layout.node("child", parent=root)
        layout.activate(root.left == 0, root.top == 0, root.size == (800, 600),
                        child.edges == root.edges.inset(10))
        layout.update()
        child.frame   # Rect(x=10.0, y=10.0, width=780.0, height=580.0)
"""

from ._constraint import Constraint, ConstraintGroup
from ._errors import (AutoLayoutError, InternalError, InvalidArgumentError, InvalidHandleError,
                      InvalidStateError, OutOfMemoryError, UnsatisfiableConstraintError)
from ._expressions import Anchor, Attribute, Center, Edges, Expression, Size
from ._layout import Insets, Layout, Node, Priority, Rect, Variable
from ._stack import Stack
from ._native import path as library_path, version as library_version

__version__ = "0.1.0"

__all__ = [
    "Anchor", "Attribute", "AutoLayoutError", "Center", "Constraint", "ConstraintGroup", "Edges",
    "Expression", "Insets", "InternalError", "InvalidArgumentError", "InvalidHandleError",
    "InvalidStateError", "Layout", "Node", "OutOfMemoryError", "Priority", "Rect", "Size", "Stack",
    "UnsatisfiableConstraintError",
    "Variable", "library_path", "library_version",
]
