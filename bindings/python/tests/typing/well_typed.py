"""Uses of the package that mypy --strict must accept (test_typing.py checks it)."""
from typing import List, Optional, Tuple

import autolayout as al


def measure(node: al.Node) -> Tuple[Optional[float], Optional[float]]:
    return (len(node.name or ""), None)


def sizes() -> List[al.Rect]:
    with al.Layout() as layout:
        root = layout.node("root")
        child = layout.node("child", parent=root)
        gap: al.Variable = layout.variable("gap")
        edges: al.ConstraintGroup = child.edges == root.edges.inset(10, 20, 10, 20)
        wish: al.Constraint = (child.width == 1000) @ al.Priority.LOW
        layout.activate(root.left == 0, root.top == 0, root.size == (800, 600), edges, [wish],
                        child.height <= root.height * 0.5 - gap, gap == 8,
                        child.center == root.center + (0, 4))
        layout.direction = "rtl"
        layout.logger = print
        layout.logger = None
        layout.scale = 2
        child.intrinsic_size = (100, None)
        child.hugging = (al.Priority.HIGH, 250.0)
        child.measure = measure
        wish.constant = 900
        wish.priority = 500
        wish.active = False
        wish.name = "wish"
        expression: al.Expression = child.left + 2 * gap - 1
        anchor: al.Anchor = child.leading
        assert expression.layout is layout and anchor.node is child
        text: str = layout.describe() + layout.to_svg()
        assert text
        found: List[al.Constraint] = layout.constrain("child.width >= 10")
        assert found
        try:
            layout.update()
        except al.UnsatisfiableConstraintError as error:
            broken: List[al.Constraint] = error.constraints
            assert broken == layout.broken_constraints
        value: float = gap.value
        parent: Optional[al.Node] = child.parent
        assert parent is root and value == 8
        return [child.frame, child.absolute_frame] + layout.frames([root, child])
