"""Constraints and groups of constraints."""

from __future__ import annotations

import ctypes
from typing import TYPE_CHECKING, Iterable, Iterator, List, Optional, Tuple

from . import _native, _values
from ._errors import InvalidHandleError
from ._expressions import describe, relation_text
from ._native import check, lib

if TYPE_CHECKING:
    from ._expressions import Expression, Terms
    from ._layout import Layout


class Constraint:
    """A constraint of a layout, created inactive and required. ``active``,
    ``priority``, ``constant`` and ``name`` are settable; ``constraint @ priority`` sets
    the priority and returns the constraint. Changes apply at the layout's next update."""

    __slots__ = ("_layout", "_handle", "_sides", "_relation", "_name", "__weakref__")

    @classmethod
    def _create(cls, layout: Layout, terms: Terms, relation: int, constant: float,
                sides: Tuple[Expression, Expression]) -> Constraint:
        array = (_native.Term * len(terms))()
        for position, ((item, attribute), coefficient) in enumerate(terms.items()):
            array[position] = _native.Term(item._handle, int(attribute), coefficient)
        handle = ctypes.c_uint64()
        check(lib.al_constraint_new_expression(layout._pointer_checked(), array, len(terms), relation,
                                               _values.number(constant, "a constant"), ctypes.byref(handle)))
        constraint = layout._constraint_for(handle.value)
        constraint._sides = sides
        constraint._relation = relation
        return constraint

    def __init__(self, layout: Layout, handle: int) -> None:
        self._layout = layout
        self._handle = handle
        # The two sides it was written with, when made in Python: for its repr.
        self._sides: Optional[Tuple[Expression, Expression]] = None
        self._relation = 0
        self._name: Optional[str] = None

    @property
    def layout(self) -> Layout:
        """The layout the constraint belongs to."""
        return self._layout

    @property
    def active(self) -> bool:
        """Whether the constraint takes part in updates; setting it activates or deactivates."""
        value = ctypes.c_bool()
        check(lib.al_constraint_is_active(self._layout._pointer_checked(), self._handle, ctypes.byref(value)))
        return bool(value.value)

    @active.setter
    def active(self, value: bool) -> None:
        if not isinstance(value, bool):
            raise TypeError(f"active must be a bool, not {type(value).__name__}")
        if value:
            self._layout.activate(self)
        else:
            self._layout.deactivate(self)

    @property
    def priority(self) -> float:
        """The priority in (0, 1000]; 1000 (``Priority.REQUIRED``) must hold."""
        value = ctypes.c_double()
        check(lib.al_constraint_get_priority(self._layout._pointer_checked(), self._handle, ctypes.byref(value)))
        return float(value.value)

    @priority.setter
    def priority(self, value: float) -> None:
        checked = _values.priority(value)
        check(lib.al_constraint_set_priority(self._layout._pointer_checked(), self._handle, checked))

    @property
    def constant(self) -> float:
        """The constant: the number on the right-hand side once every anchor and variable
        is moved to the left (``a.left == b.right + 8`` has 8). Setting it is an in-place
        edit, the cheap way to animate or resize."""
        value = ctypes.c_double()
        check(lib.al_constraint_get_constant(self._layout._pointer_checked(), self._handle, ctypes.byref(value)))
        return float(value.value)

    @constant.setter
    def constant(self, value: float) -> None:
        checked = _values.number(value, "constant")
        check(lib.al_constraint_set_constant(self._layout._pointer_checked(), self._handle, checked))

    @property
    def name(self) -> Optional[str]:
        """The name that messages and describe() use, or None."""
        return self._name

    @name.setter
    def name(self, value: Optional[str]) -> None:
        encoded = _values.name(value)
        check(lib.al_constraint_set_name(self._layout._pointer_checked(), self._handle, encoded))
        self._name = value

    def __matmul__(self, priority: float) -> Constraint:
        self.priority = priority
        return self

    def free(self) -> None:
        """Frees the constraint now; it leaves the layout at the next update."""
        check(lib.al_constraint_free(self._layout._pointer_checked(), self._handle))

    def __repr__(self) -> str:
        # The constant and priority as they are now, not as they were at creation.
        try:
            constant: Optional[float] = self.constant
            priority = self.priority
        except InvalidHandleError:
            constant, priority = None, 1000.0
        if self._sides is not None:
            left, right = self._sides
            right_constant = right.constant
            if constant is not None:
                # The constant lives on the right: a change of it shifts the right side's.
                right_constant += constant - (right.constant - left.constant)
            text = (f"{describe(left.terms, left.constant) or 0} {relation_text(self._relation)} "
                    f"{describe(right.terms, right_constant) or 0}")
        elif constant is not None:
            text = f"constraint {self._handle:#x}, constant {constant:g}"
        else:
            text = f"constraint {self._handle:#x}"
        if priority != 1000:
            text += f" @{priority:g}"
        if constant is None:
            text += " (freed, or its layout closed)"
        return f"<Constraint {self._name + ': ' if self._name else ''}{text}>"


class ConstraintGroup:
    """Several constraints made at once by a composite (``edges``, ``size``, ``center``);
    iterates its constraints and takes ``@ priority`` and ``active`` for all of them."""

    __slots__ = ("constraints",)

    def __init__(self, constraints: Iterable[Constraint]) -> None:
        self.constraints: List[Constraint] = list(constraints)

    def __iter__(self) -> Iterator[Constraint]:
        return iter(self.constraints)

    def __len__(self) -> int:
        return len(self.constraints)

    def __getitem__(self, index: int) -> Constraint:
        return self.constraints[index]

    def __matmul__(self, priority: float) -> ConstraintGroup:
        checked = _values.priority(priority)
        for constraint in self.constraints:
            constraint.priority = checked
        return self

    @property
    def active(self) -> bool:
        """Whether every constraint of the group is active; setting it sets them all."""
        return all(constraint.active for constraint in self.constraints)

    @active.setter
    def active(self, value: bool) -> None:
        if not isinstance(value, bool):
            raise TypeError(f"active must be a bool, not {type(value).__name__}")
        if self.constraints:
            layout = self.constraints[0].layout
            (layout.activate if value else layout.deactivate)(self)

    def __repr__(self) -> str:
        return f"<ConstraintGroup {self.constraints!r}>"
