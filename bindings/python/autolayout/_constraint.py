"""Constraints and groups of constraints."""

import ctypes

from . import _native, _values
from ._native import check, lib


class Constraint:
    """A constraint of a layout, created inactive and required. ``active``,
    ``priority``, ``constant`` and ``name`` are settable; ``constraint @ priority`` sets
    the priority and returns the constraint. Changes apply at the layout's next update."""

    __slots__ = ("_layout", "_handle", "_text", "_name", "__weakref__")

    @classmethod
    def _create(cls, layout, terms, relation, constant, text):
        array = (_native.Term * len(terms))()
        for position, ((item, attribute), coefficient) in enumerate(terms.items()):
            array[position] = _native.Term(item._handle, int(attribute), coefficient)
        handle = ctypes.c_uint64()
        check(lib.al_constraint_new_expression(layout._pointer_checked(), array, len(terms), relation,
                                               _values.number(constant, "a constant"), ctypes.byref(handle)))
        return layout._constraint_for(handle.value, text)

    def __init__(self, layout, handle, text=None):
        self._layout = layout
        self._handle = handle
        self._text = text
        self._name = None

    @property
    def layout(self):
        return self._layout

    @property
    def active(self):
        value = ctypes.c_bool()
        check(lib.al_constraint_is_active(self._layout._pointer_checked(), self._handle, ctypes.byref(value)))
        return value.value

    @active.setter
    def active(self, value):
        if not isinstance(value, bool):
            raise TypeError(f"active must be a bool, not {type(value).__name__}")
        if value:
            self._layout.activate(self)
        else:
            self._layout.deactivate(self)

    @property
    def priority(self):
        value = ctypes.c_double()
        check(lib.al_constraint_get_priority(self._layout._pointer_checked(), self._handle, ctypes.byref(value)))
        return value.value

    @priority.setter
    def priority(self, value):
        value = _values.priority(value)
        check(lib.al_constraint_set_priority(self._layout._pointer_checked(), self._handle, value))

    @property
    def constant(self):
        value = ctypes.c_double()
        check(lib.al_constraint_get_constant(self._layout._pointer_checked(), self._handle, ctypes.byref(value)))
        return value.value

    @constant.setter
    def constant(self, value):
        value = _values.number(value, "constant")
        check(lib.al_constraint_set_constant(self._layout._pointer_checked(), self._handle, value))

    @property
    def name(self):
        return self._name

    @name.setter
    def name(self, value):
        encoded = _values.name(value)
        check(lib.al_constraint_set_name(self._layout._pointer_checked(), self._handle, encoded))
        self._name = value

    def __matmul__(self, priority):
        self.priority = priority
        return self

    def free(self):
        """Frees the constraint now; it leaves the layout at the next update."""
        check(lib.al_constraint_free(self._layout._pointer_checked(), self._handle))

    def __repr__(self):
        text = self._text or f"constraint {self._handle:#x}"
        return f"<Constraint {self._name + ': ' if self._name else ''}{text}>"


class ConstraintGroup:
    """Several constraints made at once by a composite (``edges``, ``size``, ``center``);
    iterates its constraints and takes ``@ priority`` and ``active`` for all of them."""

    __slots__ = ("constraints",)

    def __init__(self, constraints):
        self.constraints = list(constraints)

    def __iter__(self):
        return iter(self.constraints)

    def __len__(self):
        return len(self.constraints)

    def __getitem__(self, index):
        return self.constraints[index]

    def __matmul__(self, priority):
        priority = _values.priority(priority)
        for constraint in self.constraints:
            constraint.priority = priority
        return self

    @property
    def active(self):
        return all(constraint.active for constraint in self.constraints)

    @active.setter
    def active(self, value):
        if not isinstance(value, bool):
            raise TypeError(f"active must be a bool, not {type(value).__name__}")
        if self.constraints:
            layout = self.constraints[0]._layout
            (layout.activate if value else layout.deactivate)(self)

    def __repr__(self):
        return f"<ConstraintGroup {self.constraints!r}>"
