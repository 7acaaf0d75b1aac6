"""Layouts, nodes and variables."""

from __future__ import annotations

import collections.abc
import ctypes
import enum
import types
import weakref
from typing import (TYPE_CHECKING, Any, Callable, Dict, Iterable, Iterator, List, Literal, NamedTuple,
                    NoReturn, Optional, Tuple, Type, Union)

from . import _logging, _native, _values
from ._constraint import Constraint, ConstraintGroup
from ._errors import InvalidHandleError, UnsatisfiableConstraintError
from ._expressions import Anchor, Attribute, Center, Edges, Expression, Size, _Operand
from ._native import check, lib

if TYPE_CHECKING:
    from ._stack import Stack   # imported where used: _stack imports this module


class Rect(NamedTuple):
    """A frame: origin and size, in points."""

    x: float
    y: float
    width: float
    height: float


class Insets(NamedTuple):
    """Directional insets: leading and trailing follow the layout direction."""

    top: float
    leading: float
    bottom: float
    trailing: float


class Priority(enum.IntEnum):
    """The usual priorities; any number in (0, 1000] works. A higher one is never traded
    for any number of lower ones."""

    REQUIRED = 1000
    HIGH = 750
    LOW = 250
    FITTING = 50


#: What activate() and deactivate() take: constraints, groups, and iterables of them.
Activatable = Union[Constraint, ConstraintGroup, Iterable[Union[Constraint, ConstraintGroup]]]
#: A (width, height) or (horizontal, vertical) pair; None on an axis: no metric.
Metrics = Tuple[Optional[float], Optional[float]]
#: What a measure function returns for a node.
#: (width, height), or (width, height, first baseline from the top, last from the bottom).
MeasureFunction = Callable[["Node"], Optional[Union[Metrics, Tuple[float, float, float, float]]]]
Direction = Literal["ltr", "rtl"]

_NO_METRIC = -1.0
_DIRECTIONS = {"ltr": 0, "rtl": 1}


class Layout:
    """A layout: owns its nodes, variables and constraints. ``close()`` frees it (also on
    leaving a ``with`` block, and when collected); anything of a closed layout raises
    InvalidHandleError."""

    def __init__(self) -> None:
        pointer: Optional[int] = lib.al_layout_new()
        if not pointer:
            raise MemoryError("al_layout_new returned NULL")
        self._pointer: Optional[int] = pointer
        self._free: Callable[[int], None] = lib.al_layout_free   # kept so that collection at exit still works
        self._nodes: Dict[int, Node] = {}
        self._variables: Dict[int, Variable] = {}
        self._constraints: weakref.WeakValueDictionary[int, Constraint] = weakref.WeakValueDictionary()
        self._measures: Dict[int, Tuple[MeasureFunction, Any]] = {}
        # Baseline offsets as last set or measured, so that a measure function that
        # gives only a size leaves them as they are without reading the layout.
        self._baselines: Dict[int, Tuple[float, float]] = {}
        self._measure_error: Optional[BaseException] = None
        self._direction: Direction = "ltr"
        self._scale = 0.0
        _logging.attach(self)   # reports of broken constraints go to `logging` by default

    logger = _logging.LoggerProperty()

    # lifetime
    def close(self) -> None:
        """Frees the layout and everything it owns; closing again does nothing."""
        pointer, self._pointer = self._pointer, None
        if pointer:
            self._free(pointer)
        self._measures.clear()

    def __enter__(self) -> Layout:
        return self

    def __exit__(self, kind: Optional[Type[BaseException]], error: Optional[BaseException],
                 traceback: Optional[types.TracebackType]) -> None:
        self.close()

    def __del__(self) -> None:
        if getattr(self, "_pointer", None):
            self.close()

    @property
    def closed(self) -> bool:
        """Whether close() was called."""
        return self._pointer is None

    def __repr__(self) -> str:
        if self._pointer is None:
            return "<Layout closed>"
        return f"<Layout direction={self._direction!r} scale={self._scale:g}>"

    def _pointer_checked(self) -> int:
        if self._pointer is None:
            raise InvalidHandleError("the layout is closed", 2)
        return self._pointer

    # objects
    def node(self, name: Optional[str] = None, parent: Optional[Node] = None) -> Node:
        """A new node; ``parent=None`` makes a root."""
        encoded = _values.name(name)
        parent_handle = self._own_node(parent, "parent")._handle if parent is not None else 0
        handle = ctypes.c_uint64()
        check(lib.al_node_new(self._pointer_checked(), parent_handle, encoded, ctypes.byref(handle)))
        node = Node(self, handle.value, name)
        self._nodes[handle.value] = node
        return node

    def stack(self, axis: str = "horizontal", parent: Optional[Node] = None, name: Optional[str] = None,
              distribution: str = "fill", alignment: str = "fill", spacing: float = 0.0) -> Stack:
        """A new stack view (UIStackView) arranging nodes along ``axis``."""
        from ._stack import AXES, Stack
        encoded = _values.name(name)
        axis_value = _choice(axis, AXES, "axis")
        parent_handle = self._own_node(parent, "parent")._handle if parent is not None else 0
        handle = ctypes.c_uint64()
        check(lib.al_stack_new(self._pointer_checked(), parent_handle, encoded, axis_value, ctypes.byref(handle)))
        stack = Stack(self, handle.value, name)
        self._nodes[handle.value] = stack
        try:
            stack.distribution = distribution
            stack.alignment = alignment
            stack.spacing = spacing
        except BaseException:
            stack.free()
            raise
        return stack

    def variable(self, name: Optional[str] = None) -> Variable:
        """A free variable, not tied to a node."""
        encoded = _values.name(name)
        handle = ctypes.c_uint64()
        check(lib.al_variable_new(self._pointer_checked(), encoded, ctypes.byref(handle)))
        variable = Variable(self, handle.value, name)
        self._variables[handle.value] = variable
        return variable

    def _own_node(self, node: object, what: str) -> Node:
        if not isinstance(node, Node):
            raise TypeError(f"{what} must be a Node, not {type(node).__name__}")
        if node._layout is not self:
            raise InvalidHandleError(f"{what} belongs to another layout", 2)
        return node

    def _node_for(self, handle: int) -> Node:
        node = self._nodes.get(handle)
        if node is None:
            # A node made elsewhere (by the constraint language, a guide), or one freed
            # since the engine listed it (the last update's changed nodes), whose wrapper
            # raises InvalidHandleError when used.
            is_stack = ctypes.c_bool()
            live = lib.al_node_is_stack(self._pointer_checked(), handle, ctypes.byref(is_stack)) == 0
            if live and is_stack.value:
                from ._stack import Stack
                node = Stack(self, handle, None)
            else:
                node = Node(self, handle, None)
            self._nodes[handle] = node
        return node

    def _constraint_for(self, handle: int) -> Constraint:
        constraint = self._constraints.get(handle)
        if constraint is None:
            constraint = Constraint(self, handle)
            self._constraints[handle] = constraint
        return constraint

    # activation
    def activate(self, *constraints: Activatable) -> None:
        """Activates constraints, groups and iterables of them, in one call into C."""
        self._set_active(constraints, lib.al_constraints_activate)

    def deactivate(self, *constraints: Activatable) -> None:
        """Deactivates constraints, groups and iterables of them, in one call into C."""
        self._set_active(constraints, lib.al_constraints_deactivate)

    def _set_active(self, items: Iterable[object], function: Callable[..., int]) -> None:
        handles = []
        for constraint in _flatten(items):
            if constraint._layout is not self:
                raise InvalidHandleError(f"{constraint!r} belongs to another layout", 2)
            handles.append(constraint._handle)
        array = (ctypes.c_uint64 * len(handles))(*handles)
        check(function(self._pointer_checked(), array, len(handles)))

    # solving
    def update(self) -> None:
        """Applies every change and solves. Raises UnsatisfiableConstraintError when
        required constraints conflict (the layout is still computed without them), and
        re-raises an exception from a measure function."""
        self._measure_error = None
        status = lib.al_layout_update(self._pointer_checked())
        error, self._measure_error = self._measure_error, None
        if error is not None:
            raise error
        if status == UnsatisfiableConstraintError.status:
            message: str = lib.al_last_error_message().decode("utf-8", "replace")
            raise UnsatisfiableConstraintError(message, status, self.broken_constraints)
        check(status)

    @property
    def direction(self) -> Direction:
        """``"ltr"`` (the default) or ``"rtl"``: which way leading and trailing run."""
        return self._direction

    @direction.setter
    def direction(self, value: Direction) -> None:
        if value not in _DIRECTIONS:
            raise ValueError(f"direction must be 'ltr' or 'rtl', not {value!r}")
        check(lib.al_layout_set_direction(self._pointer_checked(), _DIRECTIONS[value]))
        self._direction = value

    @property
    def scale(self) -> float:
        """Pixels per point: frame edges are rounded to 1/scale (0, the default: no rounding)."""
        return self._scale

    @scale.setter
    def scale(self, value: float) -> None:
        checked = _values.number(value, "scale")
        check(lib.al_layout_set_scale(self._pointer_checked(), checked))
        self._scale = checked

    def _handles(self, function: Callable[..., int], *arguments: object) -> List[int]:
        count = ctypes.c_size_t()
        check(function(self._pointer_checked(), *arguments, None, 0, ctypes.byref(count)))
        array = (ctypes.c_uint64 * count.value)()
        check(function(self._pointer_checked(), *arguments, array, count.value, ctypes.byref(count)))
        return list(array[:count.value])

    @property
    def broken_constraints(self) -> List[Constraint]:
        """Active required constraints left out at the last update because they conflict."""
        return [self._constraint_for(handle) for handle in self._handles(lib.al_layout_get_broken_constraints)]

    @property
    def changed_nodes(self) -> List[Node]:
        """Nodes whose frame changed in the last update."""
        return [self._node_for(handle) for handle in self._handles(lib.al_layout_get_changed_nodes)]

    def explain(self, constraint: Constraint) -> List[Constraint]:
        """For a broken constraint, the others of a minimal conflicting set."""
        if not isinstance(constraint, Constraint):
            raise TypeError(f"explain takes a Constraint, not {type(constraint).__name__}")
        handles = self._handles(lib.al_layout_explain_conflict, constraint._handle)
        return [self._constraint_for(handle) for handle in handles]

    def constrain(self, text: str) -> List[Constraint]:
        """Creates and activates the constraints that `text` states, in the constraint
        language (``a.width >= b.width * 2 + 10 @750``) or Apple's Visual Format Language
        (``H:|-10-[a]-8-[b(==a)]-10-|``); all of them, or on an error none."""
        if not isinstance(text, str):
            raise TypeError(f"constrain takes a str, not {type(text).__name__}")
        encoded = text.encode("utf-8")
        if b"\0" in encoded:
            raise ValueError("the text must not contain NUL characters")
        # Every constraint takes more than one character of text: room for all of them.
        handles = (ctypes.c_uint64 * (len(encoded) + 1))()
        count = ctypes.c_size_t()
        check(lib.al_layout_constrain(self._pointer_checked(), encoded, handles, len(handles), ctypes.byref(count)))
        return [self._constraint_for(handle) for handle in handles[:count.value]]

    def describe(self) -> str:
        """The layout as text: nodes with frames, and every active constraint as a
        statement that constrain() reads back."""
        return self._describe(0)

    def to_svg(self) -> str:
        """The layout as an SVG picture: absolute frames as labelled rectangles."""
        return self._describe(1)

    def _describe(self, format: int) -> str:
        length = ctypes.c_size_t()
        check(lib.al_layout_describe(self._pointer_checked(), format, None, 0, ctypes.byref(length)))
        buffer = ctypes.create_string_buffer(length.value + 1)
        check(lib.al_layout_describe(self._pointer_checked(), format, buffer, length.value + 1, ctypes.byref(length)))
        return buffer.value.decode("utf-8", "replace")

    def frames(self, nodes: Iterable[Node]) -> List[Rect]:
        """The frames (relative to the parents) of many nodes, in one call into C."""
        owned = [self._own_node(node, "each node") for node in nodes]
        handles = (ctypes.c_uint64 * len(owned))(*(node._handle for node in owned))
        rects = (_native.Rect * len(owned))()
        check(lib.al_nodes_get_frames(self._pointer_checked(), handles, len(owned), rects))
        return [Rect(rect.x, rect.y, rect.width, rect.height) for rect in rects]


def _flatten(items: Iterable[object]) -> Iterator[Constraint]:
    for item in items:
        if isinstance(item, Constraint):
            yield item
        elif isinstance(item, collections.abc.Iterable) and not isinstance(item, (str, bytes)):
            yield from _flatten(item)
        else:
            raise TypeError(f"expected constraints, groups or iterables of them, not {type(item).__name__}")


class Node:
    """A node of a layout (a view, a layout guide): anchors for constraints, and the
    frame of the last update."""

    __slots__ = ("_layout", "_handle", "_name", "__weakref__")

    def __init__(self, layout: Layout, handle: int, name: Optional[str]) -> None:
        self._layout = layout
        self._handle = handle
        self._name = name

    @property
    def layout(self) -> Layout:
        """The layout the node belongs to."""
        return self._layout

    @property
    def name(self) -> Optional[str]:
        """The name given at creation, or None."""
        return self._name

    # anchors
    @property
    def left(self) -> Anchor:
        """The left edge (x)."""
        return Anchor(self, Attribute.LEFT)

    @property
    def right(self) -> Anchor:
        """The right edge (x + width)."""
        return Anchor(self, Attribute.RIGHT)

    @property
    def top(self) -> Anchor:
        """The top edge (y)."""
        return Anchor(self, Attribute.TOP)

    @property
    def bottom(self) -> Anchor:
        """The bottom edge (y + height)."""
        return Anchor(self, Attribute.BOTTOM)

    @property
    def leading(self) -> Anchor:
        """The leading edge: left, or right when the layout's direction is ``"rtl"``."""
        return Anchor(self, Attribute.LEADING)

    @property
    def trailing(self) -> Anchor:
        """The trailing edge: right, or left when the layout's direction is ``"rtl"``."""
        return Anchor(self, Attribute.TRAILING)

    @property
    def width(self) -> Anchor:
        """The width."""
        return Anchor(self, Attribute.WIDTH)

    @property
    def height(self) -> Anchor:
        """The height."""
        return Anchor(self, Attribute.HEIGHT)

    @property
    def center_x(self) -> Anchor:
        """The horizontal center (x + width / 2)."""
        return Anchor(self, Attribute.CENTER_X)

    @property
    def center_y(self) -> Anchor:
        """The vertical center (y + height / 2)."""
        return Anchor(self, Attribute.CENTER_Y)

    @property
    def edges(self) -> Edges:
        """The four edges at once: ``a.edges == b.edges.inset(10)``."""
        return Edges(self)

    @property
    def size(self) -> Size:
        """Width and height at once: ``a.size == (w, h)`` or ``a.size == b.size * 0.5``."""
        return Size(self)

    @size.setter
    def size(self, value: NoReturn) -> None:
        raise AttributeError("node.size is for constraints: layout.activate(node.size == (w, h))")

    @property
    def center(self) -> Center:
        """Both centers at once: ``a.center == b.center + (dx, dy)``."""
        return Center(self)

    # UIKit's anchors: baselines and margins
    @property
    def first_baseline(self) -> Anchor:
        """The first baseline (top + its offset; the bottom edge without offsets)."""
        return Anchor(self, Attribute.FIRST_BASELINE)

    @property
    def last_baseline(self) -> Anchor:
        """The last baseline (bottom - its offset; the bottom edge without offsets)."""
        return Anchor(self, Attribute.LAST_BASELINE)

    @property
    def left_margin(self) -> Anchor:
        """The left edge of the margins guide."""
        return Anchor(self, Attribute.LEFT_MARGIN)

    @property
    def right_margin(self) -> Anchor:
        """The right edge of the margins guide."""
        return Anchor(self, Attribute.RIGHT_MARGIN)

    @property
    def top_margin(self) -> Anchor:
        """The top edge of the margins guide."""
        return Anchor(self, Attribute.TOP_MARGIN)

    @property
    def bottom_margin(self) -> Anchor:
        """The bottom edge of the margins guide."""
        return Anchor(self, Attribute.BOTTOM_MARGIN)

    @property
    def leading_margin(self) -> Anchor:
        """The leading edge of the margins guide."""
        return Anchor(self, Attribute.LEADING_MARGIN)

    @property
    def trailing_margin(self) -> Anchor:
        """The trailing edge of the margins guide."""
        return Anchor(self, Attribute.TRAILING_MARGIN)

    @property
    def center_x_within_margins(self) -> Anchor:
        """The horizontal center of the margins guide."""
        return Anchor(self, Attribute.CENTER_X_WITHIN_MARGINS)

    @property
    def center_y_within_margins(self) -> Anchor:
        """The vertical center of the margins guide."""
        return Anchor(self, Attribute.CENTER_Y_WITHIN_MARGINS)

    # guides
    def _guide(self, kind: int) -> Node:
        handle = ctypes.c_uint64()
        check(lib.al_node_get_guide(self._layout._pointer_checked(), self._handle, kind, ctypes.byref(handle)))
        return self._layout._node_for(handle.value)

    @property
    def margins_guide(self) -> Node:
        """The node inset by its margins: a guide the engine keeps in place."""
        return self._guide(0)

    @property
    def safe_area(self) -> Node:
        """The node inset by its safe-area insets and its ancestors' where they overlap."""
        return self._guide(1)

    @property
    def readable(self) -> Node:
        """Within the margins guide, centred, at most ``readable_width`` wide."""
        return self._guide(2)

    # UIKit's view settings
    def _insets(self, getter: Callable[..., int]) -> Insets:
        value = _native.Insets()
        check(getter(self._layout._pointer_checked(), self._handle, ctypes.byref(value)))
        return Insets(value.top, value.leading, value.bottom, value.trailing)

    def _set_insets(self, setter: Callable[..., int], value: object, what: str) -> None:
        if not (isinstance(value, tuple) and len(value) == 4):
            raise TypeError(f"{what} is al.Insets(top, leading, bottom, trailing) or a tuple of four numbers")
        numbers = [_values.number(number, what) for number in value]
        check(setter(self._layout._pointer_checked(), self._handle, _native.Insets(*numbers)))

    @property
    def margins(self) -> Insets:
        """Directional layout margins (default 8 on every side)."""
        return self._insets(lib.al_node_get_margins)

    @margins.setter
    def margins(self, value: Insets) -> None:
        self._set_insets(lib.al_node_set_margins, value, "margins")

    @property
    def safe_area_insets(self) -> Insets:
        """The insets the host reports (a notch, a status bar); default 0."""
        return self._insets(lib.al_node_get_safe_area_insets)

    @safe_area_insets.setter
    def safe_area_insets(self, value: Insets) -> None:
        self._set_insets(lib.al_node_set_safe_area_insets, value, "safe_area_insets")

    @property
    def baseline_offsets(self) -> Optional[Tuple[float, float]]:
        """(first from the top, last from the bottom), or None: both baselines are then
        the bottom edge."""
        first, last = ctypes.c_double(), ctypes.c_double()
        check(lib.al_node_get_baseline_offsets(self._layout._pointer_checked(), self._handle,
                                               ctypes.byref(first), ctypes.byref(last)))
        return None if first.value < 0 else (float(first.value), float(last.value))

    @baseline_offsets.setter
    def baseline_offsets(self, value: Optional[Tuple[float, float]]) -> None:
        if value is None:
            first, last = _NO_METRIC, _NO_METRIC
        elif isinstance(value, tuple) and len(value) == 2:
            first, last = (_values.number(number, "baseline_offsets") for number in value)
        else:
            raise TypeError("baseline_offsets is a (first, last) tuple or None")
        check(lib.al_node_set_baseline_offsets(self._layout._pointer_checked(), self._handle, first, last))
        self._layout._baselines[self._handle] = (first, last)

    @property
    def readable_width(self) -> float:
        """The readable content guide's largest width (default 672)."""
        value = ctypes.c_double()
        check(lib.al_node_get_readable_width(self._layout._pointer_checked(), self._handle, ctypes.byref(value)))
        return float(value.value)

    @readable_width.setter
    def readable_width(self, value: float) -> None:
        width = _values.number(value, "readable_width")
        check(lib.al_node_set_readable_width(self._layout._pointer_checked(), self._handle, width))

    @property
    def hidden(self) -> bool:
        """Hidden nodes take no room in their stack."""
        value = ctypes.c_bool()
        check(lib.al_node_is_hidden(self._layout._pointer_checked(), self._handle, ctypes.byref(value)))
        return bool(value.value)

    @hidden.setter
    def hidden(self, value: bool) -> None:
        if not isinstance(value, bool):
            raise TypeError(f"hidden must be a bool, not {type(value).__name__}")
        check(lib.al_node_set_hidden(self._layout._pointer_checked(), self._handle, value))

    # frames
    def _rect(self, function: Callable[..., int]) -> Rect:
        rect = _native.Rect()
        check(function(self._layout._pointer_checked(), self._handle, ctypes.byref(rect)))
        return Rect(rect.x, rect.y, rect.width, rect.height)

    @property
    def frame(self) -> Rect:
        """The frame of the last update, relative to the parent."""
        return self._rect(lib.al_node_get_frame)

    @property
    def absolute_frame(self) -> Rect:
        """The frame of the last update in the roots' space."""
        return self._rect(lib.al_node_get_absolute_frame)

    # tree
    @property
    def parent(self) -> Optional[Node]:
        """The parent node, or None for a root; setting it moves the node (None: a root)."""
        handle = ctypes.c_uint64()
        check(lib.al_node_get_parent(self._layout._pointer_checked(), self._handle, ctypes.byref(handle)))
        return self._layout._node_for(handle.value) if handle.value else None

    @parent.setter
    def parent(self, parent: Optional[Node]) -> None:
        handle = self._layout._own_node(parent, "parent")._handle if parent is not None else 0
        check(lib.al_node_set_parent(self._layout._pointer_checked(), self._handle, handle))

    def free(self) -> None:
        """Frees the node, its subtree and every constraint that mentions them."""
        check(lib.al_node_free(self._layout._pointer_checked(), self._handle))
        self._layout._measures.pop(self._handle, None)
        self._layout._nodes.pop(self._handle, None)

    # intrinsic size
    @property
    def intrinsic_size(self) -> Metrics:
        """(width, height), None on an axis without a metric; setting None clears both."""
        width, height = ctypes.c_double(), ctypes.c_double()
        check(lib.al_node_get_intrinsic_size(self._layout._pointer_checked(), self._handle,
                                             ctypes.byref(width), ctypes.byref(height)))
        return (None if width.value < 0 else float(width.value),
                None if height.value < 0 else float(height.value))

    @intrinsic_size.setter
    def intrinsic_size(self, value: Optional[Metrics]) -> None:
        width, height = _metrics(value, "intrinsic_size")
        check(lib.al_node_set_intrinsic_size(self._layout._pointer_checked(), self._handle, width, height))

    def _priorities(self, getter: Callable[..., int]) -> Tuple[float, float]:
        horizontal, vertical = ctypes.c_double(), ctypes.c_double()
        check(getter(self._layout._pointer_checked(), self._handle, 0, ctypes.byref(horizontal)))
        check(getter(self._layout._pointer_checked(), self._handle, 1, ctypes.byref(vertical)))
        return float(horizontal.value), float(vertical.value)

    def _set_priorities(self, setter: Callable[..., int], value: object, what: str) -> None:
        if not (isinstance(value, tuple) and len(value) == 2):
            raise TypeError(f"{what} is a (horizontal, vertical) tuple of priorities")
        priorities = [_values.priority(priority) for priority in value]
        for axis, priority in enumerate(priorities):
            check(setter(self._layout._pointer_checked(), self._handle, axis, priority))

    @property
    def hugging(self) -> Tuple[float, float]:
        """Content hugging priorities, (horizontal, vertical)."""
        return self._priorities(lib.al_node_get_content_hugging_priority)

    @hugging.setter
    def hugging(self, value: Tuple[float, float]) -> None:
        self._set_priorities(lib.al_node_set_content_hugging_priority, value, "hugging")

    @property
    def compression_resistance(self) -> Tuple[float, float]:
        """Compression resistance priorities, (horizontal, vertical)."""
        return self._priorities(lib.al_node_get_compression_resistance_priority)

    @compression_resistance.setter
    def compression_resistance(self, value: Tuple[float, float]) -> None:
        self._set_priorities(lib.al_node_set_compression_resistance_priority, value,
                             "compression_resistance")

    # measuring
    @property
    def measure(self) -> Optional[MeasureFunction]:
        """A callable ``node -> (width, height)`` that supplies the intrinsic size at
        update time (None on an axis: no metric), or None. Returning ``(width, height,
        first, last)`` also gives the baselines (as ``baseline_offsets``)."""
        entry = self._layout._measures.get(self._handle)
        return entry[0] if entry else None

    @measure.setter
    def measure(self, function: Optional[MeasureFunction]) -> None:
        layout = self._layout
        if function is None:
            check(lib.al_node_set_baseline_measure_function(layout._pointer_checked(), self._handle,
                                                            _native.BASELINE_MEASURE_FUNCTION(), None))
            layout._measures.pop(self._handle, None)
            return
        if not callable(function):
            raise TypeError(f"measure must be callable or None, not {type(function).__name__}")
        node_reference = weakref.ref(self)
        layout_reference = weakref.ref(layout)

        def trampoline(userdata: object, handle: int, width: Any, height: Any, first: Any, last: Any) -> None:
            # Never let an exception cross into C: keep it for update() to raise.
            try:
                node = node_reference()
                if node is None:
                    owner = layout_reference()
                    assert owner is not None, "the layout outlives its callbacks"
                    node = owner._node_for(handle)
                result = function(node)
                # (width, height, first, last) also gives the baselines; with (width,
                # height) the node keeps the offsets it had when measuring began.
                owner = layout_reference()
                assert owner is not None, "the layout outlives its callbacks"
                if isinstance(result, tuple) and len(result) == 4:
                    width[0], height[0] = _metrics(result[:2], "the measure function's result")
                    first[0], last[0] = _metrics(result[2:], "the measure function's baselines")
                    owner._baselines[handle] = (first[0], last[0])
                else:
                    width[0], height[0] = _metrics(result, "the measure function's result")
                    first[0], last[0] = owner._baselines.get(handle, (_NO_METRIC, _NO_METRIC))
            except BaseException as error:
                owner = layout_reference()
                if owner is not None and owner._measure_error is None:
                    owner._measure_error = error
                width[0] = float("nan")

        callback = _native.BASELINE_MEASURE_FUNCTION(trampoline)
        check(lib.al_node_set_baseline_measure_function(layout._pointer_checked(), self._handle, callback, None))
        layout._measures[self._handle] = (function, callback)

    def mark_dirty(self) -> None:
        """Measure again at the next update."""
        check(lib.al_node_mark_dirty(self._layout._pointer_checked(), self._handle))

    @property
    def has_ambiguous_layout(self) -> bool:
        """Whether the last update left this node's frame not fully determined."""
        value = ctypes.c_bool()
        check(lib.al_node_has_ambiguous_layout(self._layout._pointer_checked(), self._handle, ctypes.byref(value)))
        return bool(value.value)

    def __repr__(self) -> str:
        return f"<Node {self._name or hex(self._handle)}>"


def _choice(value: object, choices: Dict[str, int], what: str) -> int:
    """The C value of one of a few names (``"horizontal"``), or ValueError listing them."""
    if not isinstance(value, str):
        raise TypeError(f"{what} must be a str, one of {', '.join(choices)}; not {type(value).__name__}")
    try:
        return choices[value]
    except KeyError:
        raise ValueError(f"{what} must be one of {', '.join(choices)}, not {value!r}") from None


def _metrics(value: object, what: str) -> Tuple[float, float]:
    if value is None:
        return _NO_METRIC, _NO_METRIC
    if not (isinstance(value, tuple) and len(value) == 2):
        raise TypeError(f"{what} must be a (width, height) tuple or None")
    width, height = (_NO_METRIC if metric is None else _values.number(metric, what) for metric in value)
    return width, height


class Variable(_Operand):
    """A free variable: use it in expressions like an anchor; ``value`` is its value at
    the last update."""

    __slots__ = ("_layout", "_handle", "_name", "__weakref__")

    def __init__(self, layout: Layout, handle: int, name: Optional[str]) -> None:
        self._layout = layout
        self._handle = handle
        self._name = name

    def expression(self) -> Expression:
        """This variable as an expression: ``1 * variable + 0``."""
        return Expression(self._layout, {(self, Attribute.VALUE): 1.0}, 0.0)

    @property
    def layout(self) -> Layout:
        """The layout the variable belongs to."""
        return self._layout

    @property
    def name(self) -> Optional[str]:
        """The name given at creation, or None."""
        return self._name

    @property
    def value(self) -> float:
        """The value at the last update."""
        value = ctypes.c_double()
        check(lib.al_variable_get_value(self._layout._pointer_checked(), self._handle, ctypes.byref(value)))
        return float(value.value)

    def __hash__(self) -> int:
        return id(self)

    def __repr__(self) -> str:
        return f"<Variable {self._name or hex(self._handle)}>"
