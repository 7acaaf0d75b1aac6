"""Stack views (UIStackView): a node that arranges some of its children along an axis."""

from __future__ import annotations

import ctypes
from typing import Callable, Dict, List, Optional

from . import _values
from ._errors import InvalidArgumentError
from ._layout import Node, _choice
from ._native import check, lib

AXES: Dict[str, int] = {"horizontal": 0, "vertical": 1}
DISTRIBUTIONS: Dict[str, int] = {"fill": 0, "fill_equally": 1, "fill_proportionally": 2,
                                 "equal_spacing": 3, "equal_centering": 4}
ALIGNMENTS: Dict[str, int] = {"fill": 0, "leading": 1, "center": 2, "trailing": 3,
                              "first_baseline": 4, "last_baseline": 5}


def _name_of(choices: Dict[str, int], value: int) -> str:
    return next(name for name, number in choices.items() if number == value)


class Stack(Node):
    """A stack view: ``layout.stack("vertical", parent=root, spacing=8)``. Its
    constraints are the engine's; change the stack, not them."""

    __slots__ = ()

    def _get_int(self, getter: Callable[..., int]) -> int:
        value = ctypes.c_int()
        check(getter(self._layout._pointer_checked(), self._handle, ctypes.byref(value)))
        return value.value

    def _arranged_handle(self, node: object, what: str = "node") -> int:
        return self._layout._own_node(node, what)._handle

    def add(self, node: Node) -> None:
        """Arranges ``node`` last (making it a child of the stack if it is not)."""
        check(lib.al_stack_add_arranged(self._layout._pointer_checked(), self._handle, self._arranged_handle(node)))

    def insert(self, node: Node, index: int) -> None:
        """Arranges ``node`` at ``index`` (0 ... len(arranged))."""
        if isinstance(index, bool) or not isinstance(index, int):
            raise TypeError(f"index must be an int, not {type(index).__name__}")
        if index < 0:
            raise InvalidArgumentError(f"index must be >= 0, got {index}")
        check(lib.al_stack_insert_arranged(self._layout._pointer_checked(), self._handle,
                                           self._arranged_handle(node), index))

    def remove(self, node: Node) -> None:
        """Stops arranging ``node``; it stays a child of the stack."""
        check(lib.al_stack_remove_arranged(self._layout._pointer_checked(), self._handle, self._arranged_handle(node)))

    @property
    def arranged(self) -> List[Node]:
        """The arranged nodes, in order."""
        count = ctypes.c_size_t()
        pointer = self._layout._pointer_checked()
        check(lib.al_stack_get_arranged(pointer, self._handle, None, 0, ctypes.byref(count)))
        handles = (ctypes.c_uint64 * count.value)()
        check(lib.al_stack_get_arranged(pointer, self._handle, handles, count.value, ctypes.byref(count)))
        return [self._layout._node_for(handle) for handle in handles]

    @property
    def axis(self) -> str:
        """``"horizontal"`` or ``"vertical"``."""
        return _name_of(AXES, self._get_int(lib.al_stack_get_axis))

    @axis.setter
    def axis(self, value: str) -> None:
        check(lib.al_stack_set_axis(self._layout._pointer_checked(), self._handle, _choice(value, AXES, "axis")))

    @property
    def distribution(self) -> str:
        """fill, fill_equally, fill_proportionally, equal_spacing or equal_centering."""
        return _name_of(DISTRIBUTIONS, self._get_int(lib.al_stack_get_distribution))

    @distribution.setter
    def distribution(self, value: str) -> None:
        check(lib.al_stack_set_distribution(self._layout._pointer_checked(), self._handle,
                                            _choice(value, DISTRIBUTIONS, "distribution")))

    @property
    def alignment(self) -> str:
        """fill, leading, center, trailing, first_baseline or last_baseline."""
        return _name_of(ALIGNMENTS, self._get_int(lib.al_stack_get_alignment))

    @alignment.setter
    def alignment(self, value: str) -> None:
        check(lib.al_stack_set_alignment(self._layout._pointer_checked(), self._handle,
                                         _choice(value, ALIGNMENTS, "alignment")))

    @property
    def spacing(self) -> float:
        """The space between arranged nodes."""
        value = ctypes.c_double()
        check(lib.al_stack_get_spacing(self._layout._pointer_checked(), self._handle, ctypes.byref(value)))
        return float(value.value)

    @spacing.setter
    def spacing(self, value: float) -> None:
        check(lib.al_stack_set_spacing(self._layout._pointer_checked(), self._handle, _values.number(value, "spacing")))

    def custom_spacing(self, after: Node, spacing: Optional[float] = None) -> float:
        """Sets the space after ``after`` when ``spacing`` is given; returns the space
        after it (its custom spacing, or the stack's)."""
        pointer = self._layout._pointer_checked()
        handle = self._arranged_handle(after, "after")
        if spacing is not None:
            check(lib.al_stack_set_custom_spacing(pointer, self._handle, handle, _values.number(spacing, "spacing")))
        value = ctypes.c_double()
        check(lib.al_stack_get_custom_spacing(pointer, self._handle, handle, ctypes.byref(value)))
        return float(value.value)

    @property
    def margins_relative(self) -> bool:
        """Whether the stack arranges within its margins instead of its edges."""
        value = ctypes.c_bool()
        check(lib.al_stack_is_margins_relative(self._layout._pointer_checked(), self._handle, ctypes.byref(value)))
        return bool(value.value)

    @margins_relative.setter
    def margins_relative(self, value: bool) -> None:
        if not isinstance(value, bool):
            raise TypeError(f"margins_relative must be a bool, not {type(value).__name__}")
        check(lib.al_stack_set_margins_relative(self._layout._pointer_checked(), self._handle, value))

    def __repr__(self) -> str:
        return f"<Stack {self._name or hex(self._handle)}>"
