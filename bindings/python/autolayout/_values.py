"""Checks on plain Python values before they reach C."""

import math
import numbers

from ._errors import InvalidArgumentError


def number(value, what):
    """A finite float, or TypeError for a non-number and InvalidArgumentError for NaN/inf."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TypeError(f"{what} must be a number, not {type(value).__name__}")
    value = float(value)
    if not math.isfinite(value):
        raise InvalidArgumentError(f"{what} must be finite, got {value}")
    return value


def priority(value):
    """A priority in (0, 1000]."""
    value = number(value, "priority")
    if not 0 < value <= 1000:
        raise InvalidArgumentError(f"priority must be in (0, 1000], got {value:g}")
    return value


def name(value, what="name"):
    """A name as UTF-8 bytes for C, or None."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise TypeError(f"{what} must be a str or None, not {type(value).__name__}")
    if "\0" in value:
        raise InvalidArgumentError(f"{what} must not contain NUL characters")
    return value.encode("utf-8")
