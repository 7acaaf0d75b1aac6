"""Exception classes, one per status of the C ABI."""

from __future__ import annotations

from typing import TYPE_CHECKING, Dict, Iterable, List, Optional, Type

if TYPE_CHECKING:
    from ._constraint import Constraint


class AutoLayoutError(Exception):
    """Base class: a call into libautolayout failed. ``status`` is the C status code."""

    status: Optional[int] = None

    def __init__(self, message: str, status: Optional[int] = None) -> None:
        super().__init__(message)
        if status is not None:
            self.status = status


class InvalidArgumentError(AutoLayoutError, ValueError):
    """An argument was out of range: NaN, infinity, a bad enum, a priority outside (0, 1000]."""

    status = 1


class InvalidHandleError(AutoLayoutError):
    """The object was freed, belongs to another layout, or its layout is closed."""

    status = 2


class UnsatisfiableConstraintError(AutoLayoutError):
    """Required constraints conflict. ``constraints`` lists the broken ones; the layout was
    still computed without them."""

    status = 3

    def __init__(self, message: str, status: Optional[int] = None,
                 constraints: Iterable[Constraint] = ()) -> None:
        super().__init__(message, status)
        self.constraints: List[Constraint] = list(constraints)


class InvalidStateError(AutoLayoutError):
    """The call does not fit the current state, e.g. a parent cycle."""

    status = 4


class OutOfMemoryError(AutoLayoutError):
    """The library could not allocate memory; nothing changed."""

    status = 5


class InternalError(AutoLayoutError):
    """The library found a broken invariant of its own (a bug: please report it)."""

    status = 6


ERROR_CLASSES: Dict[int, Type[AutoLayoutError]] = {
    cls.status: cls
    for cls in (InvalidArgumentError, InvalidHandleError, UnsatisfiableConstraintError,
                InvalidStateError, OutOfMemoryError, InternalError)
    if cls.status is not None
}
