"""Layouts, nodes and variables."""

import collections
import ctypes
import enum
import weakref

from . import _logging, _native, _values
from ._constraint import Constraint, ConstraintGroup
from ._errors import InvalidHandleError, UnsatisfiableConstraintError
from ._expressions import Anchor, Attribute, Center, Edges, Expression, Size, _Operand
from ._native import check, lib

Rect = collections.namedtuple("Rect", "x y width height")


class Priority(enum.IntEnum):
    REQUIRED = 1000
    HIGH = 750
    LOW = 250
    FITTING = 50


_NO_METRIC = -1.0
_DIRECTIONS = {"ltr": 0, "rtl": 1}


class Layout:
    """A layout: owns its nodes, variables and constraints. ``close()`` frees it (also on
    leaving a ``with`` block, and when collected); anything of a closed layout raises
    InvalidHandleError."""

    def __init__(self):
        pointer = lib.al_layout_new()
        if not pointer:
            raise MemoryError("al_layout_new returned NULL")
        self._pointer = pointer
        self._free = lib.al_layout_free   # kept so that collection at exit still works
        self._nodes = {}
        self._variables = {}
        self._constraints = weakref.WeakValueDictionary()
        self._measures = {}
        self._measure_error = None
        self._direction = "ltr"
        self._scale = 0.0
        _logging.attach(self)   # reports of broken constraints go to `logging` by default

    logger = _logging.LoggerProperty()

    # lifetime
    def close(self):
        pointer, self._pointer = self._pointer, None
        if pointer:
            self._free(pointer)
        self._measures.clear()

    def __enter__(self):
        return self

    def __exit__(self, *exception):
        self.close()

    def __del__(self):
        if getattr(self, "_pointer", None):
            self.close()

    @property
    def closed(self):
        return self._pointer is None

    def _pointer_checked(self):
        if self._pointer is None:
            raise InvalidHandleError("the layout is closed", 2)
        return self._pointer

    # objects
    def node(self, name=None, parent=None):
        """A new node; ``parent=None`` makes a root."""
        encoded = _values.name(name)
        parent_handle = self._own_node(parent, "parent")._handle if parent is not None else 0
        handle = ctypes.c_uint64()
        check(lib.al_node_new(self._pointer_checked(), parent_handle, encoded, ctypes.byref(handle)))
        node = Node(self, handle.value, name)
        self._nodes[handle.value] = node
        return node

    def variable(self, name=None):
        """A free variable, not tied to a node."""
        encoded = _values.name(name)
        handle = ctypes.c_uint64()
        check(lib.al_variable_new(self._pointer_checked(), encoded, ctypes.byref(handle)))
        variable = Variable(self, handle.value, name)
        self._variables[handle.value] = variable
        return variable

    def _own_node(self, node, what):
        if not isinstance(node, Node):
            raise TypeError(f"{what} must be a Node, not {type(node).__name__}")
        if node._layout is not self:
            raise InvalidHandleError(f"{what} belongs to another layout", 2)
        return node

    def _node_for(self, handle):
        node = self._nodes.get(handle)
        if node is None:
            node = Node(self, handle, None)
            self._nodes[handle] = node
        return node

    def _constraint_for(self, handle, text=None):
        constraint = self._constraints.get(handle)
        if constraint is None:
            constraint = Constraint(self, handle, text)
            self._constraints[handle] = constraint
        return constraint

    # activation
    def activate(self, *constraints):
        """Activates constraints, groups and iterables of them, in one call into C."""
        self._set_active(constraints, lib.al_constraints_activate)

    def deactivate(self, *constraints):
        self._set_active(constraints, lib.al_constraints_deactivate)

    def _set_active(self, items, function):
        handles = []
        for constraint in _flatten(items):
            if constraint._layout is not self:
                raise InvalidHandleError(f"{constraint!r} belongs to another layout", 2)
            handles.append(constraint._handle)
        array = (ctypes.c_uint64 * len(handles))(*handles)
        check(function(self._pointer_checked(), array, len(handles)))

    # solving
    def update(self):
        """Applies every change and solves. Raises UnsatisfiableConstraintError when
        required constraints conflict (the layout is still computed without them), and
        re-raises an exception from a measure function."""
        self._measure_error = None
        status = lib.al_layout_update(self._pointer_checked())
        error, self._measure_error = self._measure_error, None
        if error is not None:
            raise error
        if status == UnsatisfiableConstraintError.status:
            message = lib.al_last_error_message().decode("utf-8", "replace")
            raise UnsatisfiableConstraintError(message, status, self.broken_constraints)
        check(status)

    @property
    def direction(self):
        return self._direction

    @direction.setter
    def direction(self, value):
        if value not in _DIRECTIONS:
            raise ValueError(f"direction must be 'ltr' or 'rtl', not {value!r}")
        check(lib.al_layout_set_direction(self._pointer_checked(), _DIRECTIONS[value]))
        self._direction = value

    @property
    def scale(self):
        return self._scale

    @scale.setter
    def scale(self, value):
        value = _values.number(value, "scale")
        check(lib.al_layout_set_scale(self._pointer_checked(), value))
        self._scale = value

    def _handles(self, function, *arguments):
        count = ctypes.c_size_t()
        check(function(self._pointer_checked(), *arguments, None, 0, ctypes.byref(count)))
        array = (ctypes.c_uint64 * count.value)()
        check(function(self._pointer_checked(), *arguments, array, count.value, ctypes.byref(count)))
        return list(array[:count.value])

    @property
    def broken_constraints(self):
        """Active required constraints left out at the last update because they conflict."""
        return [self._constraint_for(handle) for handle in self._handles(lib.al_layout_get_broken_constraints)]

    @property
    def changed_nodes(self):
        """Nodes whose frame changed in the last update."""
        return [self._node_for(handle) for handle in self._handles(lib.al_layout_get_changed_nodes)]

    def explain(self, constraint):
        """For a broken constraint, the others of a minimal conflicting set."""
        if not isinstance(constraint, Constraint):
            raise TypeError(f"explain takes a Constraint, not {type(constraint).__name__}")
        handles = self._handles(lib.al_layout_explain_conflict, constraint._handle)
        return [self._constraint_for(handle) for handle in handles]

    def constrain(self, text):
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

    def describe(self):
        """The layout as text: nodes with frames, and every active constraint as a
        statement that constrain() reads back."""
        return self._describe(0)

    def to_svg(self):
        """The layout as an SVG picture: absolute frames as labelled rectangles."""
        return self._describe(1)

    def _describe(self, format):
        length = ctypes.c_size_t()
        check(lib.al_layout_describe(self._pointer_checked(), format, None, 0, ctypes.byref(length)))
        buffer = ctypes.create_string_buffer(length.value + 1)
        check(lib.al_layout_describe(self._pointer_checked(), format, buffer, length.value + 1, ctypes.byref(length)))
        return buffer.value.decode("utf-8", "replace")

    def frames(self, nodes):
        """The frames (relative to the parents) of many nodes, in one call into C."""
        nodes = [self._own_node(node, "each node") for node in nodes]
        handles = (ctypes.c_uint64 * len(nodes))(*(node._handle for node in nodes))
        rects = (_native.Rect * len(nodes))()
        check(lib.al_nodes_get_frames(self._pointer_checked(), handles, len(nodes), rects))
        return [Rect(rect.x, rect.y, rect.width, rect.height) for rect in rects]


def _flatten(items):
    for item in items:
        if isinstance(item, Constraint):
            yield item
        elif isinstance(item, (ConstraintGroup, list, tuple, set, frozenset)) or _is_iterator(item):
            yield from _flatten(item)
        else:
            raise TypeError(f"expected constraints, groups or iterables of them, not {type(item).__name__}")


def _is_iterator(item):
    return hasattr(item, "__next__") or (hasattr(item, "__iter__") and not isinstance(item, (str, bytes)))


class Node:
    """A node of a layout (a view, a layout guide): anchors for constraints, and the
    frame of the last update."""

    __slots__ = ("_layout", "_handle", "_name", "__weakref__")

    def __init__(self, layout, handle, name):
        self._layout = layout
        self._handle = handle
        self._name = name

    @property
    def layout(self):
        return self._layout

    @property
    def name(self):
        return self._name

    # anchors
    left = property(lambda self: Anchor(self, Attribute.LEFT))
    right = property(lambda self: Anchor(self, Attribute.RIGHT))
    top = property(lambda self: Anchor(self, Attribute.TOP))
    bottom = property(lambda self: Anchor(self, Attribute.BOTTOM))
    leading = property(lambda self: Anchor(self, Attribute.LEADING))
    trailing = property(lambda self: Anchor(self, Attribute.TRAILING))
    width = property(lambda self: Anchor(self, Attribute.WIDTH))
    height = property(lambda self: Anchor(self, Attribute.HEIGHT))
    center_x = property(lambda self: Anchor(self, Attribute.CENTER_X))
    center_y = property(lambda self: Anchor(self, Attribute.CENTER_Y))
    edges = property(lambda self: Edges(self))
    size = property(lambda self: Size(self))
    center = property(lambda self: Center(self))

    @size.setter
    def size(self, value):
        raise AttributeError("node.size is for constraints: layout.activate(node.size == (w, h))")

    # frames
    def _rect(self, function):
        rect = _native.Rect()
        check(function(self._layout._pointer_checked(), self._handle, ctypes.byref(rect)))
        return Rect(rect.x, rect.y, rect.width, rect.height)

    @property
    def frame(self):
        """The frame of the last update, relative to the parent."""
        return self._rect(lib.al_node_get_frame)

    @property
    def absolute_frame(self):
        """The frame of the last update in the roots' space."""
        return self._rect(lib.al_node_get_absolute_frame)

    # tree
    @property
    def parent(self):
        handle = ctypes.c_uint64()
        check(lib.al_node_get_parent(self._layout._pointer_checked(), self._handle, ctypes.byref(handle)))
        return self._layout._node_for(handle.value) if handle.value else None

    @parent.setter
    def parent(self, parent):
        handle = self._layout._own_node(parent, "parent")._handle if parent is not None else 0
        check(lib.al_node_set_parent(self._layout._pointer_checked(), self._handle, handle))

    def free(self):
        """Frees the node, its subtree and every constraint that mentions them."""
        check(lib.al_node_free(self._layout._pointer_checked(), self._handle))
        self._layout._measures.pop(self._handle, None)
        self._layout._nodes.pop(self._handle, None)

    # intrinsic size
    @property
    def intrinsic_size(self):
        """(width, height), None on an axis without a metric."""
        width, height = ctypes.c_double(), ctypes.c_double()
        check(lib.al_node_get_intrinsic_size(self._layout._pointer_checked(), self._handle,
                                             ctypes.byref(width), ctypes.byref(height)))
        return tuple(None if value < 0 else value for value in (width.value, height.value))

    @intrinsic_size.setter
    def intrinsic_size(self, value):
        width, height = _metrics(value, "intrinsic_size")
        check(lib.al_node_set_intrinsic_size(self._layout._pointer_checked(), self._handle, width, height))

    def _priorities(self, getter):
        values = []
        for axis in (0, 1):
            value = ctypes.c_double()
            check(getter(self._layout._pointer_checked(), self._handle, axis, ctypes.byref(value)))
            values.append(value.value)
        return tuple(values)

    def _set_priorities(self, setter, value, what):
        if not (isinstance(value, tuple) and len(value) == 2):
            raise TypeError(f"{what} is a (horizontal, vertical) tuple of priorities")
        priorities = [_values.priority(priority) for priority in value]
        for axis, priority in enumerate(priorities):
            check(setter(self._layout._pointer_checked(), self._handle, axis, priority))

    @property
    def hugging(self):
        """Content hugging priorities, (horizontal, vertical)."""
        return self._priorities(lib.al_node_get_content_hugging_priority)

    @hugging.setter
    def hugging(self, value):
        self._set_priorities(lib.al_node_set_content_hugging_priority, value, "hugging")

    @property
    def compression_resistance(self):
        """Compression resistance priorities, (horizontal, vertical)."""
        return self._priorities(lib.al_node_get_compression_resistance_priority)

    @compression_resistance.setter
    def compression_resistance(self, value):
        self._set_priorities(lib.al_node_set_compression_resistance_priority, value,
                             "compression_resistance")

    # measuring
    @property
    def measure(self):
        """A callable ``node -> (width, height)`` that supplies the intrinsic size at
        update time (None on an axis: no metric), or None."""
        entry = self._layout._measures.get(self._handle)
        return entry[0] if entry else None

    @measure.setter
    def measure(self, function):
        layout = self._layout
        if function is None:
            check(lib.al_node_set_measure_function(layout._pointer_checked(), self._handle,
                                                   _native.MEASURE_FUNCTION(), None))
            layout._measures.pop(self._handle, None)
            return
        if not callable(function):
            raise TypeError(f"measure must be callable or None, not {type(function).__name__}")
        node_reference = weakref.ref(self)
        layout_reference = weakref.ref(layout)

        def trampoline(userdata, handle, width, height):
            # Never let an exception cross into C: keep it for update() to raise.
            try:
                node = node_reference() or layout_reference()._node_for(handle)
                width[0], height[0] = _metrics(function(node), "the measure function's result")
            except BaseException as error:
                owner = layout_reference()
                if owner is not None and owner._measure_error is None:
                    owner._measure_error = error
                width[0] = float("nan")

        callback = _native.MEASURE_FUNCTION(trampoline)
        check(lib.al_node_set_measure_function(layout._pointer_checked(), self._handle, callback, None))
        layout._measures[self._handle] = (function, callback)

    def mark_dirty(self):
        """Measure again at the next update."""
        check(lib.al_node_mark_dirty(self._layout._pointer_checked(), self._handle))

    @property
    def has_ambiguous_layout(self):
        value = ctypes.c_bool()
        check(lib.al_node_has_ambiguous_layout(self._layout._pointer_checked(), self._handle, ctypes.byref(value)))
        return value.value

    def __repr__(self):
        return f"<Node {self._name or hex(self._handle)}>"


def _metrics(value, what):
    if value is None:
        return _NO_METRIC, _NO_METRIC
    if not (isinstance(value, tuple) and len(value) == 2):
        raise TypeError(f"{what} must be a (width, height) tuple or None")
    return tuple(_NO_METRIC if metric is None else _values.number(metric, what) for metric in value)


class Variable(_Operand):
    """A free variable: use it in expressions like an anchor; ``value`` is its value at
    the last update."""

    __slots__ = ("_layout", "_handle", "_name", "__weakref__")

    def __init__(self, layout, handle, name):
        self._layout = layout
        self._handle = handle
        self._name = name

    def expression(self):
        return Expression(self._layout, {(self, Attribute.VALUE): 1.0}, 0.0)

    @property
    def layout(self):
        return self._layout

    @property
    def name(self):
        return self._name

    @property
    def value(self):
        value = ctypes.c_double()
        check(lib.al_variable_get_value(self._layout._pointer_checked(), self._handle, ctypes.byref(value)))
        return value.value

    __hash__ = object.__hash__

    def __repr__(self):
        return f"<Variable {self._name or hex(self._handle)}>"
