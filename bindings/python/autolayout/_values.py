"""Checks on plain Python values before they reach C."""

from __future__ import annotations

import math
import numbers
from typing import Optional

from ._errors import InvalidArgumentError


def number(value: object, what: str) -> float:
    """A finite float, or TypeError for a non-number and InvalidArgumentError for NaN/inf."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TypeError(f"{what} must be a number, not {type(value).__name__}")
    result = float(value)
    if not math.isfinite(result):
        raise InvalidArgumentError(f"{what} must be finite, got {result}")
    return result


def priority(value: object) -> float:
    """A priority in (0, 1000]."""
    result = number(value, "priority")
    if not 0 < result <= 1000:
        raise InvalidArgumentError(f"priority must be in (0, 1000], got {result:g}")
    return result


def name(value: object, what: str = "name") -> Optional[bytes]:
    """A name as UTF-8 bytes for C, or None."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise TypeError(f"{what} must be a str or None, not {type(value).__name__}")
    if "\0" in value:
        raise InvalidArgumentError(f"{what} must not contain NUL characters")
    return value.encode("utf-8")
