"""The expression language: anchors, linear expressions, relations and composites."""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Dict, List, Optional, Tuple, Union

from . import _values

if TYPE_CHECKING:
    from ._constraint import Constraint, ConstraintGroup
    from ._layout import Layout, Node, Variable

    #: What a term is about: a node's attribute, or a variable (Attribute.VALUE).
    Item = Union[Node, Variable]
    Terms = Dict[Tuple[Item, "Attribute"], float]
    #: What arithmetic and relations take on either side.
    Operand = Union["Expression", "Anchor", Variable, float]


class Attribute(enum.IntEnum):
    """The attributes of the C enum al_attribute."""

    LEFT = 0
    RIGHT = 1
    TOP = 2
    BOTTOM = 3
    LEADING = 4
    TRAILING = 5
    WIDTH = 6
    HEIGHT = 7
    CENTER_X = 8
    CENTER_Y = 9
    VALUE = 10
    FIRST_BASELINE = 11
    LAST_BASELINE = 12
    LEFT_MARGIN = 13
    RIGHT_MARGIN = 14
    TOP_MARGIN = 15
    BOTTOM_MARGIN = 16
    LEADING_MARGIN = 17
    TRAILING_MARGIN = 18
    CENTER_X_WITHIN_MARGINS = 19
    CENTER_Y_WITHIN_MARGINS = 20


_ATTRIBUTE_NAMES = {
    Attribute.LEFT: "left", Attribute.RIGHT: "right", Attribute.TOP: "top",
    Attribute.BOTTOM: "bottom", Attribute.LEADING: "leading", Attribute.TRAILING: "trailing",
    Attribute.WIDTH: "width", Attribute.HEIGHT: "height", Attribute.CENTER_X: "center_x",
    Attribute.CENTER_Y: "center_y", Attribute.FIRST_BASELINE: "first_baseline",
    Attribute.LAST_BASELINE: "last_baseline", Attribute.LEFT_MARGIN: "left_margin",
    Attribute.RIGHT_MARGIN: "right_margin", Attribute.TOP_MARGIN: "top_margin",
    Attribute.BOTTOM_MARGIN: "bottom_margin", Attribute.LEADING_MARGIN: "leading_margin",
    Attribute.TRAILING_MARGIN: "trailing_margin",
    Attribute.CENTER_X_WITHIN_MARGINS: "center_x_within_margins",
    Attribute.CENTER_Y_WITHIN_MARGINS: "center_y_within_margins",
}

LESS_EQUAL, EQUAL, GREATER_EQUAL = -1, 0, 1
_RELATION_TEXT: Dict[int, str] = {LESS_EQUAL: "<=", EQUAL: "==", GREATER_EQUAL: ">="}


class Expression:
    """``sum(coefficient * item.attribute) + constant``: what arithmetic on anchors and
    variables builds. Comparing two of them with ==, <= or >= makes a Constraint."""

    __slots__ = ("layout", "terms", "constant")

    def __init__(self, layout: Optional[Layout] = None, terms: Optional[Terms] = None,
                 constant: float = 0.0) -> None:
        self.layout = layout
        self.terms: Terms = terms if terms is not None else {}   # (item, attribute) -> coefficient
        self.constant = constant

    # arithmetic
    def __add__(self, other: Operand) -> Expression:
        other = as_expression(other, "an operand of +")
        layout = _common_layout(self.layout, other.layout)
        terms = dict(self.terms)
        for key, coefficient in other.terms.items():
            terms[key] = terms.get(key, 0.0) + coefficient
        return Expression(layout, terms, self.constant + other.constant)

    def __radd__(self, other: Operand) -> Expression:
        return self + other

    def __sub__(self, other: Operand) -> Expression:
        return self + (-as_expression(other, "an operand of -"))

    def __rsub__(self, other: Operand) -> Expression:
        return as_expression(other, "an operand of -") + (-self)

    def __neg__(self) -> Expression:
        return self * -1.0

    def __mul__(self, factor: float) -> Expression:
        if isinstance(factor, (Expression, Anchor, _Operand)):
            raise TypeError("constraints are linear: multiply anchors and variables by numbers only")
        number = _values.number(factor, "a factor")
        return Expression(self.layout, {key: value * number for key, value in self.terms.items()},
                          self.constant * number)

    def __rmul__(self, factor: float) -> Expression:
        return self * factor

    def __truediv__(self, divisor: float) -> Expression:
        number = _values.number(divisor, "a divisor")
        if number == 0:
            raise ZeroDivisionError("division of an expression by zero")
        return self * (1.0 / number)

    # relations: they build constraints, not booleans (hence the ignored overrides)
    def __eq__(self, other: Operand) -> Constraint:  # type: ignore[override]
        return _relate(self, EQUAL, other)

    def __le__(self, other: Operand) -> Constraint:
        return _relate(self, LESS_EQUAL, other)

    def __ge__(self, other: Operand) -> Constraint:
        return _relate(self, GREATER_EQUAL, other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return describe(self.terms, self.constant) or "0"


class _Operand:
    """Shared arithmetic and relations of anchors and variables, through Expression."""

    __slots__ = ()

    def expression(self) -> Expression:
        """This operand as an expression: ``1 * self + 0``."""
        raise NotImplementedError

    def __add__(self, other: Operand) -> Expression:
        return self.expression() + other

    def __radd__(self, other: Operand) -> Expression:
        return self.expression() + other

    def __sub__(self, other: Operand) -> Expression:
        return self.expression() - other

    def __rsub__(self, other: Operand) -> Expression:
        return as_expression(other, "an operand of -") - self.expression()

    def __neg__(self) -> Expression:
        return -self.expression()

    def __mul__(self, factor: float) -> Expression:
        return self.expression() * factor

    def __rmul__(self, factor: float) -> Expression:
        return self.expression() * factor

    def __truediv__(self, divisor: float) -> Expression:
        return self.expression() / divisor

    def __eq__(self, other: Operand) -> Constraint:  # type: ignore[override]
        return _relate(self.expression(), EQUAL, other)

    def __le__(self, other: Operand) -> Constraint:
        return _relate(self.expression(), LESS_EQUAL, other)

    def __ge__(self, other: Operand) -> Constraint:
        return _relate(self.expression(), GREATER_EQUAL, other)


class Anchor(_Operand):
    """One attribute of a node: ``node.left``, ``node.width``..."""

    __slots__ = ("node", "attribute")

    def __init__(self, node: Node, attribute: Attribute) -> None:
        self.node = node
        self.attribute = attribute

    def expression(self) -> Expression:
        """This anchor as an expression: ``1 * node.attribute + 0``."""
        return Expression(self.node.layout, {(self.node, self.attribute): 1.0}, 0.0)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"{self.node.name or 'node'}.{_ATTRIBUTE_NAMES[self.attribute]}"


def as_expression(value: object, what: str) -> Expression:
    """An expression from an expression, an anchor, a variable or a number."""
    if isinstance(value, Expression):
        return value
    if isinstance(value, _Operand):
        return value.expression()
    return Expression(None, {}, _values.number(value, what))


def _common_layout(first: Optional[Layout], second: Optional[Layout]) -> Optional[Layout]:
    if first is not None and second is not None and first is not second:
        raise ValueError("an expression cannot mix nodes or variables of two layouts")
    return first if first is not None else second


def _relate(left: Expression, relation: int, other: object) -> Constraint:
    from ._constraint import Constraint   # the constraint module builds on this one
    if isinstance(other, (_Composite, tuple)):
        raise TypeError(f"cannot relate {left!r} to {type(other).__name__}: compare an anchor with "
                        "an anchor, a variable, an expression or a number")
    right = as_expression(other, "the other side of a relation")
    layout = _common_layout(left.layout, right.layout)
    difference = left - right
    terms = {key: value for key, value in difference.terms.items() if value != 0}
    if layout is None:
        raise TypeError("a constraint needs at least one anchor or variable")
    if not terms:
        # Everything cancelled (a.left == a.left + 5): keep one term so C can judge it.
        terms = {next(iter(difference.terms)): 0.0}
    return Constraint._create(layout, terms, relation, -difference.constant, (left, right))


def relation_text(relation: int) -> str:
    """``==``, ``<=`` or ``>=``."""
    return _RELATION_TEXT[relation]


def describe(terms: Terms, constant: float) -> str:
    """The text of ``sum(terms) + constant``, as the constraint language writes it."""
    text = ""
    for (item, attribute), coefficient in terms.items():
        if attribute == Attribute.VALUE:
            label = item.name or "variable"
        else:
            label = f"{item.name or 'node'}.{_ATTRIBUTE_NAMES[attribute]}"
        sign = "-" if coefficient < 0 else "+"
        size = abs(coefficient)
        part = label if size == 1 else f"{label} * {size:g}"
        text = (("-" if sign == "-" else "") + part) if not text else f"{text} {sign} {part}"
    if constant or not text:
        if not text:
            return f"{constant:g}" if constant else ""
        text += f" {'-' if constant < 0 else '+'} {abs(constant):g}"
    return text


# Composites: edges, size and center, each relating several anchors at once.

class _Composite:
    __slots__ = ()

    def _relate(self, relation: int, other: object) -> ConstraintGroup:
        raise NotImplementedError

    def _group(self, constraints: List[Constraint]) -> ConstraintGroup:
        from ._constraint import ConstraintGroup
        return ConstraintGroup(constraints)


class Edges(_Composite):
    """``node.edges``: left, top, right, bottom. ``a.edges == b.edges.inset(10)`` pins
    all four; ``a.edges <= b.edges`` keeps a inside b, ``>=`` keeps b inside a."""

    __slots__ = ("node", "insets")

    def __init__(self, node: Node, insets: Tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)) -> None:
        self.node = node
        self.insets = insets   # top, left, bottom, right

    def inset(self, *amounts: float) -> Edges:
        """``inset(d)`` on every side, or ``inset(top, left, bottom, right)``."""
        if len(amounts) == 1:
            amounts = amounts * 4
        if len(amounts) != 4:
            raise TypeError("inset takes one amount or four (top, left, bottom, right)")
        top, left, bottom, right = (_values.number(amount, "an inset") for amount in amounts)
        return Edges(self.node, (self.insets[0] + top, self.insets[1] + left,
                                 self.insets[2] + bottom, self.insets[3] + right))

    def __eq__(self, other: Edges) -> ConstraintGroup:  # type: ignore[override]
        return self._relate(EQUAL, other)

    def __le__(self, other: Edges) -> ConstraintGroup:
        return self._relate(LESS_EQUAL, other)

    def __ge__(self, other: Edges) -> ConstraintGroup:
        return self._relate(GREATER_EQUAL, other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        text = f"{self.node.name or 'node'}.edges"
        if any(self.insets):
            text += ".inset({:g}, {:g}, {:g}, {:g})".format(*self.insets)
        return text

    def _relate(self, relation: int, other: object) -> ConstraintGroup:
        if not isinstance(other, Edges):
            raise TypeError(f"edges relate to edges, not to {type(other).__name__}")
        top, left, bottom, right = (theirs - mine for mine, theirs in zip(self.insets, other.insets))
        a, b = self.node, other.node
        # For <= (inside), the near edges are >= and the far edges <=.
        near = {EQUAL: EQUAL, LESS_EQUAL: GREATER_EQUAL, GREATER_EQUAL: LESS_EQUAL}[relation]
        return self._group([
            _relate(a.left.expression(), near, b.left + left),
            _relate(a.top.expression(), near, b.top + top),
            _relate(a.right.expression(), relation, b.right - right),
            _relate(a.bottom.expression(), relation, b.bottom - bottom),
        ])


class Size(_Composite):
    """``node.size``: width and height, against another size (times a factor) or a
    ``(width, height)`` tuple."""

    __slots__ = ("node", "factor")

    def __init__(self, node: Node, factor: float = 1.0) -> None:
        self.node = node
        self.factor = factor

    def __mul__(self, factor: float) -> Size:
        return Size(self.node, self.factor * _values.number(factor, "a factor"))

    def __rmul__(self, factor: float) -> Size:
        return self * factor

    def __truediv__(self, divisor: float) -> Size:
        number = _values.number(divisor, "a divisor")
        if number == 0:
            raise ZeroDivisionError("division of a size by zero")
        return Size(self.node, self.factor / number)

    def __eq__(self, other: Union[Size, Tuple[float, float]]) -> ConstraintGroup:  # type: ignore[override]
        return self._relate(EQUAL, other)

    def __le__(self, other: Union[Size, Tuple[float, float]]) -> ConstraintGroup:
        return self._relate(LESS_EQUAL, other)

    def __ge__(self, other: Union[Size, Tuple[float, float]]) -> ConstraintGroup:
        return self._relate(GREATER_EQUAL, other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        text = f"{self.node.name or 'node'}.size"
        return text if self.factor == 1.0 else f"{text} * {self.factor:g}"

    def _relate(self, relation: int, other: object) -> ConstraintGroup:
        if self.factor != 1.0:
            raise TypeError("put the factor on the right-hand side: a.size == b.size * 2")
        width: Operand
        height: Operand
        if isinstance(other, Size):
            width, height = other.node.width * other.factor, other.node.height * other.factor
        elif isinstance(other, tuple) and len(other) == 2:
            width, height = (_values.number(value, "a size") for value in other)
        else:
            raise TypeError(f"a size relates to a size or a (width, height) tuple, not to {type(other).__name__}")
        return self._group([_relate(self.node.width.expression(), relation, width),
                            _relate(self.node.height.expression(), relation, height)])


class Center(_Composite):
    """``node.center``: center_x and center_y, against another center (plus an offset
    tuple) or a ``(x, y)`` tuple."""

    __slots__ = ("node", "offset")

    def __init__(self, node: Node, offset: Tuple[float, float] = (0.0, 0.0)) -> None:
        self.node = node
        self.offset = offset

    def __add__(self, offset: Tuple[float, float]) -> Center:
        if not (isinstance(offset, tuple) and len(offset) == 2):
            raise TypeError("a center moves by an (x, y) tuple")
        dx, dy = (_values.number(value, "an offset") for value in offset)
        return Center(self.node, (self.offset[0] + dx, self.offset[1] + dy))

    def __eq__(self, other: Union[Center, Tuple[float, float]]) -> ConstraintGroup:  # type: ignore[override]
        return self._relate(EQUAL, other)

    def __le__(self, other: Union[Center, Tuple[float, float]]) -> ConstraintGroup:
        return self._relate(LESS_EQUAL, other)

    def __ge__(self, other: Union[Center, Tuple[float, float]]) -> ConstraintGroup:
        return self._relate(GREATER_EQUAL, other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        text = f"{self.node.name or 'node'}.center"
        return text if not any(self.offset) else "{} + ({:g}, {:g})".format(text, *self.offset)

    def _relate(self, relation: int, other: object) -> ConstraintGroup:
        x: Operand
        y: Operand
        if isinstance(other, Center):
            x = other.node.center_x + (other.offset[0] - self.offset[0])
            y = other.node.center_y + (other.offset[1] - self.offset[1])
        elif isinstance(other, tuple) and len(other) == 2:
            x, y = (_values.number(value, "a point") for value in other)
            x, y = x - self.offset[0], y - self.offset[1]
        else:
            raise TypeError(f"a center relates to a center or an (x, y) tuple, not to {type(other).__name__}")
        return self._group([_relate(self.node.center_x.expression(), relation, x),
                            _relate(self.node.center_y.expression(), relation, y)])
