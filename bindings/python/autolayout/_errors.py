"""Exception classes, one per status of the C ABI."""


class AutoLayoutError(Exception):
    """Base class: a call into libautolayout failed. ``status`` is the C status code."""

    status = None

    def __init__(self, message, status=None):
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

    def __init__(self, message, status=None, constraints=()):
        super().__init__(message, status)
        self.constraints = list(constraints)


class InvalidStateError(AutoLayoutError):
    """The call does not fit the current state, e.g. a parent cycle."""

    status = 4


class OutOfMemoryError(AutoLayoutError):
    status = 5


class InternalError(AutoLayoutError):
    status = 6


ERROR_CLASSES = {
    cls.status: cls
    for cls in (InvalidArgumentError, InvalidHandleError, UnsatisfiableConstraintError,
                InvalidStateError, OutOfMemoryError, InternalError)
}
