"""The expression language: anchors, linear expressions, relations and composites."""

import enum

from . import _values


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


_ATTRIBUTE_NAMES = {
    Attribute.LEFT: "left", Attribute.RIGHT: "right", Attribute.TOP: "top",
    Attribute.BOTTOM: "bottom", Attribute.LEADING: "leading", Attribute.TRAILING: "trailing",
    Attribute.WIDTH: "width", Attribute.HEIGHT: "height", Attribute.CENTER_X: "center_x",
    Attribute.CENTER_Y: "center_y",
}

LESS_EQUAL, EQUAL, GREATER_EQUAL = -1, 0, 1
_RELATION_TEXT = {LESS_EQUAL: "<=", EQUAL: "==", GREATER_EQUAL: ">="}


class Expression:
    """``sum(coefficient * item.attribute) + constant``: what arithmetic on anchors and
    variables builds. Comparing two of them with ==, <= or >= makes a Constraint."""

    __slots__ = ("layout", "terms", "constant")

    def __init__(self, layout=None, terms=None, constant=0.0):
        self.layout = layout
        self.terms = terms if terms is not None else {}   # (item, attribute) -> coefficient
        self.constant = constant

    # arithmetic
    def __add__(self, other):
        other = as_expression(other, "an operand of +")
        layout = _common_layout(self.layout, other.layout)
        terms = dict(self.terms)
        for key, coefficient in other.terms.items():
            terms[key] = terms.get(key, 0.0) + coefficient
        return Expression(layout, terms, self.constant + other.constant)

    __radd__ = __add__

    def __sub__(self, other):
        return self + (-as_expression(other, "an operand of -"))

    def __rsub__(self, other):
        return as_expression(other, "an operand of -") + (-self)

    def __neg__(self):
        return self * -1.0

    def __mul__(self, factor):
        if isinstance(factor, (Expression, Anchor, _Operand)):
            raise TypeError("constraints are linear: multiply anchors and variables by numbers only")
        factor = _values.number(factor, "a factor")
        return Expression(self.layout, {key: value * factor for key, value in self.terms.items()},
                          self.constant * factor)

    __rmul__ = __mul__

    def __truediv__(self, divisor):
        divisor = _values.number(divisor, "a divisor")
        if divisor == 0:
            raise ZeroDivisionError("division of an expression by zero")
        return self * (1.0 / divisor)

    # relations
    def __eq__(self, other):
        return _relate(self, EQUAL, other)

    def __le__(self, other):
        return _relate(self, LESS_EQUAL, other)

    def __ge__(self, other):
        return _relate(self, GREATER_EQUAL, other)

    __hash__ = None

    def __repr__(self):
        return describe(self.terms, self.constant) or "0"


class _Operand:
    """Shared arithmetic and relations of anchors and variables, through Expression."""

    __slots__ = ()

    def expression(self):
        raise NotImplementedError

    def __add__(self, other):
        return self.expression() + other

    def __radd__(self, other):
        return self.expression() + other

    def __sub__(self, other):
        return self.expression() - other

    def __rsub__(self, other):
        return other - self.expression()

    def __neg__(self):
        return -self.expression()

    def __mul__(self, factor):
        return self.expression() * factor

    __rmul__ = __mul__

    def __truediv__(self, divisor):
        return self.expression() / divisor

    def __eq__(self, other):
        return _relate(self.expression(), EQUAL, other)

    def __le__(self, other):
        return _relate(self.expression(), LESS_EQUAL, other)

    def __ge__(self, other):
        return _relate(self.expression(), GREATER_EQUAL, other)


class Anchor(_Operand):
    """One attribute of a node: ``node.left``, ``node.width``..."""

    __slots__ = ("node", "attribute")

    def __init__(self, node, attribute):
        self.node = node
        self.attribute = attribute

    def expression(self):
        return Expression(self.node._layout, {(self.node, self.attribute): 1.0}, 0.0)

    __hash__ = None

    def __repr__(self):
        return f"{self.node.name or 'node'}.{_ATTRIBUTE_NAMES[self.attribute]}"


def as_expression(value, what):
    if isinstance(value, Expression):
        return value
    if isinstance(value, _Operand):
        return value.expression()
    return Expression(None, {}, _values.number(value, what))


def _common_layout(first, second):
    if first is not None and second is not None and first is not second:
        raise ValueError("an expression cannot mix nodes or variables of two layouts")
    return first if first is not None else second


def _relate(left, relation, right):
    from ._constraint import Constraint   # the constraint module builds on this one
    if isinstance(right, (_Composite, tuple)):
        raise TypeError(f"cannot relate {left!r} to {type(right).__name__}: compare an anchor with "
                        "an anchor, a variable, an expression or a number")
    right = as_expression(right, "the other side of a relation")
    layout = _common_layout(left.layout, right.layout)
    difference = left - right
    terms = {key: value for key, value in difference.terms.items() if value != 0}
    if layout is None:
        raise TypeError("a constraint needs at least one anchor or variable")
    if not terms:
        # Everything cancelled (a.left == a.left + 5): keep one term so C can judge it.
        terms = {next(iter(difference.terms)): 0.0}
    text = f"{describe(left.terms, left.constant) or 0} {_RELATION_TEXT[relation]} {describe(right.terms, right.constant) or 0}"
    return Constraint._create(layout, terms, relation, -difference.constant, text)


def describe(terms, constant):
    text = ""
    for (item, attribute), coefficient in terms.items():
        label = repr(Anchor(item, attribute)) if attribute != Attribute.VALUE else (item.name or "variable")
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

    def __eq__(self, other):
        return self._relate(EQUAL, other)

    def __le__(self, other):
        return self._relate(LESS_EQUAL, other)

    def __ge__(self, other):
        return self._relate(GREATER_EQUAL, other)

    __hash__ = None

    def _group(self, constraints):
        from ._constraint import ConstraintGroup
        return ConstraintGroup(constraints)


class Edges(_Composite):
    """``node.edges``: left, top, right, bottom. ``a.edges == b.edges.inset(10)`` pins
    all four; ``a.edges <= b.edges`` keeps a inside b, ``>=`` keeps b inside a."""

    __slots__ = ("node", "insets")

    def __init__(self, node, insets=(0.0, 0.0, 0.0, 0.0)):
        self.node = node
        self.insets = insets   # top, left, bottom, right

    def inset(self, *amounts):
        """``inset(d)`` on every side, or ``inset(top, left, bottom, right)``."""
        if len(amounts) == 1:
            amounts = amounts * 4
        if len(amounts) != 4:
            raise TypeError("inset takes one amount or four (top, left, bottom, right)")
        amounts = tuple(_values.number(amount, "an inset") for amount in amounts)
        return Edges(self.node, tuple(a + b for a, b in zip(self.insets, amounts)))

    def _relate(self, relation, other):
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

    def __init__(self, node, factor=1.0):
        self.node = node
        self.factor = factor

    def __mul__(self, factor):
        return Size(self.node, self.factor * _values.number(factor, "a factor"))

    __rmul__ = __mul__

    def __truediv__(self, divisor):
        divisor = _values.number(divisor, "a divisor")
        if divisor == 0:
            raise ZeroDivisionError("division of a size by zero")
        return Size(self.node, self.factor / divisor)

    def _relate(self, relation, other):
        if self.factor != 1.0:
            raise TypeError("put the factor on the right-hand side: a.size == b.size * 2")
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

    def __init__(self, node, offset=(0.0, 0.0)):
        self.node = node
        self.offset = offset

    def __add__(self, offset):
        if not (isinstance(offset, tuple) and len(offset) == 2):
            raise TypeError("a center moves by an (x, y) tuple")
        dx, dy = (_values.number(value, "an offset") for value in offset)
        return Center(self.node, (self.offset[0] + dx, self.offset[1] + dy))

    def _relate(self, relation, other):
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
