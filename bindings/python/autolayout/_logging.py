"""A layout's logger: the library's reports of broken constraints, by default a warning
on Python's ``logging`` logger named ``"autolayout"``.

The library calls its logger (``al_layout_set_logger``) from ``update()`` whenever the set
of broken constraints changes, with a message naming each broken constraint and the
minimal set it conflicts with, or saying that every required constraint holds again.
"""

import logging
import weakref
from typing import Any, Callable, Optional

from ._native import LOG_FUNCTION, check, lib

#: What ``layout.logger`` accepts: a callable taking the message.
LoggerFunction = Callable[[str], object]

_log = logging.getLogger("autolayout")


def default_logger(message: str) -> None:
    """Where a layout's reports go unless told otherwise: a warning on ``logging``'s
    ``"autolayout"`` logger."""
    _log.warning("%s", message)


# Layouts by their C pointer, so that one C callback serves them all and keeps none of
# them alive. A pointer freed and reused by a later layout is simply taken over by it.
_layouts: "weakref.WeakValueDictionary[int, Any]" = weakref.WeakValueDictionary()


def _deliver(pointer: Optional[int], message: Optional[bytes], user_data: Optional[int]) -> None:
    layout = _layouts.get(pointer or 0)
    logger = getattr(layout, "_logger", None)
    if layout is None or logger is None or message is None:
        return
    try:
        logger(message.decode("utf-8", "replace"))
    except Exception as error:   # raised again by update(), not into C
        if layout._measure_error is None:
            layout._measure_error = error


# One C callback for every layout (ctypes keeps it alive as long as this module).
_trampoline = LOG_FUNCTION(_deliver)


def attach(layout: Any) -> None:
    """Gives a new layout the default logger."""
    _layouts[layout._pointer] = layout
    _set(layout, default_logger)


def _set(layout: Any, logger: Optional[LoggerFunction]) -> None:
    if logger is not None and not callable(logger):
        raise TypeError(f"logger must be a callable taking the message, or None, not {type(logger).__name__}")
    function = _trampoline if logger is not None else LOG_FUNCTION()   # NULL: no logger
    check(lib.al_layout_set_logger(layout._pointer_checked(), function, None))
    layout._logger = logger


class LoggerProperty:
    """``layout.logger``: a callable that receives each report of broken constraints
    (``callable(message)``), ``None`` for none; ``del layout.logger`` restores the
    default (a ``logging`` warning). An exception it raises comes out of ``update()``.
    A newly set logger hears at the next update about the constraints broken then."""

    def __get__(self, layout: Any, owner: Optional[type] = None) -> Optional[LoggerFunction]:
        if layout is None:
            return self   # type: ignore[return-value]  # on the class: the descriptor itself
        logger: Optional[LoggerFunction] = layout._logger
        return logger

    def __set__(self, layout: Any, logger: Optional[LoggerFunction]) -> None:
        _set(layout, logger)

    def __delete__(self, layout: Any) -> None:
        _set(layout, default_logger)
