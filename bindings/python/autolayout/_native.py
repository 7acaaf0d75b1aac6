"""Loading libautolayout and the one declarative table of its C functions."""

from __future__ import annotations

import ctypes
import os
import pathlib
from typing import Any, List, Tuple

from ._errors import AutoLayoutError, ERROR_CLASSES

#: The C library's major.minor this package is written against.
REQUIRED_VERSION = (0, 1)


class Rect(ctypes.Structure):
    _fields_ = [("x", ctypes.c_double), ("y", ctypes.c_double),
                ("width", ctypes.c_double), ("height", ctypes.c_double)]


class Insets(ctypes.Structure):
    _fields_ = [("top", ctypes.c_double), ("leading", ctypes.c_double),
                ("bottom", ctypes.c_double), ("trailing", ctypes.c_double)]


class Term(ctypes.Structure):
    _fields_ = [("item", ctypes.c_uint64), ("attribute", ctypes.c_int),
                ("coefficient", ctypes.c_double)]


LAYOUT = ctypes.c_void_p
HANDLE = ctypes.c_uint64
STATUS = ctypes.c_int
DOUBLE = ctypes.c_double
SIZE = ctypes.c_size_t
P = ctypes.POINTER
MEASURE_FUNCTION = ctypes.CFUNCTYPE(None, ctypes.c_void_p, HANDLE, P(DOUBLE), P(DOUBLE))
BASELINE_MEASURE_FUNCTION = ctypes.CFUNCTYPE(None, ctypes.c_void_p, HANDLE, P(DOUBLE), P(DOUBLE), P(DOUBLE), P(DOUBLE))
LOG_FUNCTION = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p)

# (name, argtypes, restype): every C function the package calls.
FUNCTIONS: List[Tuple[str, List[Any], Any]] = [
    ("al_version", [], ctypes.c_char_p),
    ("al_status_string", [STATUS], ctypes.c_char_p),
    ("al_last_error_message", [], ctypes.c_char_p),
    ("al_layout_new", [], LAYOUT),
    ("al_layout_free", [LAYOUT], None),
    ("al_layout_update", [LAYOUT], STATUS),
    ("al_layout_set_direction", [LAYOUT, ctypes.c_int], STATUS),
    ("al_layout_set_scale", [LAYOUT, DOUBLE], STATUS),
    ("al_layout_get_broken_constraints", [LAYOUT, P(HANDLE), SIZE, P(SIZE)], STATUS),
    ("al_layout_get_changed_nodes", [LAYOUT, P(HANDLE), SIZE, P(SIZE)], STATUS),
    ("al_layout_explain_conflict", [LAYOUT, HANDLE, P(HANDLE), SIZE, P(SIZE)], STATUS),
    ("al_layout_set_logger", [LAYOUT, LOG_FUNCTION, ctypes.c_void_p], STATUS),
    ("al_node_new", [LAYOUT, HANDLE, ctypes.c_char_p, P(HANDLE)], STATUS),
    ("al_node_free", [LAYOUT, HANDLE], STATUS),
    ("al_node_set_parent", [LAYOUT, HANDLE, HANDLE], STATUS),
    ("al_node_get_parent", [LAYOUT, HANDLE, P(HANDLE)], STATUS),
    ("al_node_get_frame", [LAYOUT, HANDLE, P(Rect)], STATUS),
    ("al_node_get_absolute_frame", [LAYOUT, HANDLE, P(Rect)], STATUS),
    ("al_nodes_get_frames", [LAYOUT, P(HANDLE), SIZE, P(Rect)], STATUS),
    ("al_node_set_intrinsic_size", [LAYOUT, HANDLE, DOUBLE, DOUBLE], STATUS),
    ("al_node_get_intrinsic_size", [LAYOUT, HANDLE, P(DOUBLE), P(DOUBLE)], STATUS),
    ("al_node_set_content_hugging_priority", [LAYOUT, HANDLE, ctypes.c_int, DOUBLE], STATUS),
    ("al_node_get_content_hugging_priority", [LAYOUT, HANDLE, ctypes.c_int, P(DOUBLE)], STATUS),
    ("al_node_set_compression_resistance_priority", [LAYOUT, HANDLE, ctypes.c_int, DOUBLE], STATUS),
    ("al_node_get_compression_resistance_priority", [LAYOUT, HANDLE, ctypes.c_int, P(DOUBLE)], STATUS),
    ("al_node_set_measure_function", [LAYOUT, HANDLE, MEASURE_FUNCTION, ctypes.c_void_p], STATUS),
    ("al_node_mark_dirty", [LAYOUT, HANDLE], STATUS),
    ("al_node_has_ambiguous_layout", [LAYOUT, HANDLE, P(ctypes.c_bool)], STATUS),
    ("al_variable_new", [LAYOUT, ctypes.c_char_p, P(HANDLE)], STATUS),
    ("al_variable_get_value", [LAYOUT, HANDLE, P(DOUBLE)], STATUS),
    ("al_constraint_new_expression", [LAYOUT, P(Term), SIZE, ctypes.c_int, DOUBLE, P(HANDLE)], STATUS),
    ("al_constraint_free", [LAYOUT, HANDLE], STATUS),
    ("al_constraint_set_priority", [LAYOUT, HANDLE, DOUBLE], STATUS),
    ("al_constraint_get_priority", [LAYOUT, HANDLE, P(DOUBLE)], STATUS),
    ("al_constraint_set_constant", [LAYOUT, HANDLE, DOUBLE], STATUS),
    ("al_constraint_get_constant", [LAYOUT, HANDLE, P(DOUBLE)], STATUS),
    ("al_constraint_set_name", [LAYOUT, HANDLE, ctypes.c_char_p], STATUS),
    ("al_constraints_activate", [LAYOUT, P(HANDLE), SIZE], STATUS),
    ("al_constraints_deactivate", [LAYOUT, P(HANDLE), SIZE], STATUS),
    ("al_constraint_is_active", [LAYOUT, HANDLE, P(ctypes.c_bool)], STATUS),
    ("al_layout_constrain", [LAYOUT, ctypes.c_char_p, P(HANDLE), SIZE, P(SIZE)], STATUS),
    ("al_layout_describe", [LAYOUT, ctypes.c_int, ctypes.c_char_p, SIZE, P(SIZE)], STATUS),
    # margins, safe area, readable width, baselines, guides (section 5)
    ("al_node_set_margins", [LAYOUT, HANDLE, Insets], STATUS),
    ("al_node_get_margins", [LAYOUT, HANDLE, P(Insets)], STATUS),
    ("al_node_set_safe_area_insets", [LAYOUT, HANDLE, Insets], STATUS),
    ("al_node_get_safe_area_insets", [LAYOUT, HANDLE, P(Insets)], STATUS),
    ("al_node_set_baseline_offsets", [LAYOUT, HANDLE, DOUBLE, DOUBLE], STATUS),
    ("al_node_get_baseline_offsets", [LAYOUT, HANDLE, P(DOUBLE), P(DOUBLE)], STATUS),
    ("al_node_set_baseline_measure_function", [LAYOUT, HANDLE, BASELINE_MEASURE_FUNCTION, ctypes.c_void_p], STATUS),
    ("al_node_get_guide", [LAYOUT, HANDLE, ctypes.c_int, P(HANDLE)], STATUS),
    ("al_node_set_readable_width", [LAYOUT, HANDLE, DOUBLE], STATUS),
    ("al_node_get_readable_width", [LAYOUT, HANDLE, P(DOUBLE)], STATUS),
    ("al_node_set_hidden", [LAYOUT, HANDLE, ctypes.c_bool], STATUS),
    ("al_node_is_hidden", [LAYOUT, HANDLE, P(ctypes.c_bool)], STATUS),
    # stack views
    ("al_stack_new", [LAYOUT, HANDLE, ctypes.c_char_p, ctypes.c_int, P(HANDLE)], STATUS),
    ("al_stack_add_arranged", [LAYOUT, HANDLE, HANDLE], STATUS),
    ("al_stack_insert_arranged", [LAYOUT, HANDLE, HANDLE, SIZE], STATUS),
    ("al_stack_remove_arranged", [LAYOUT, HANDLE, HANDLE], STATUS),
    ("al_stack_get_arranged", [LAYOUT, HANDLE, P(HANDLE), SIZE, P(SIZE)], STATUS),
    ("al_stack_set_axis", [LAYOUT, HANDLE, ctypes.c_int], STATUS),
    ("al_stack_get_axis", [LAYOUT, HANDLE, P(ctypes.c_int)], STATUS),
    ("al_stack_set_distribution", [LAYOUT, HANDLE, ctypes.c_int], STATUS),
    ("al_stack_get_distribution", [LAYOUT, HANDLE, P(ctypes.c_int)], STATUS),
    ("al_stack_set_alignment", [LAYOUT, HANDLE, ctypes.c_int], STATUS),
    ("al_stack_get_alignment", [LAYOUT, HANDLE, P(ctypes.c_int)], STATUS),
    ("al_stack_set_spacing", [LAYOUT, HANDLE, DOUBLE], STATUS),
    ("al_stack_get_spacing", [LAYOUT, HANDLE, P(DOUBLE)], STATUS),
    ("al_stack_set_custom_spacing", [LAYOUT, HANDLE, HANDLE, DOUBLE], STATUS),
    ("al_stack_get_custom_spacing", [LAYOUT, HANDLE, HANDLE, P(DOUBLE)], STATUS),
    ("al_stack_set_margins_relative", [LAYOUT, HANDLE, ctypes.c_bool], STATUS),
    ("al_stack_is_margins_relative", [LAYOUT, HANDLE, P(ctypes.c_bool)], STATUS),
    ("al_node_is_stack", [LAYOUT, HANDLE, P(ctypes.c_bool)], STATUS),
]


def _candidates() -> List[pathlib.Path]:
    """Where to look, in order: $AUTOLAYOUT_LIBRARY, the copy bundled in the package, the
    repository's build output."""
    explicit = os.environ.get("AUTOLAYOUT_LIBRARY")
    if explicit:
        return [pathlib.Path(explicit)]
    here = pathlib.Path(__file__).resolve().parent
    return [here / "libautolayout.so", here.parents[2] / "build" / "lib" / "libautolayout.so"]


def _load() -> Tuple[ctypes.CDLL, pathlib.Path, str]:
    tried = []
    for path in _candidates():
        if path.is_file():
            library = ctypes.CDLL(str(path))
            break
        tried.append(str(path))
    else:
        raise ImportError("libautolayout.so not found; looked at: " + ", ".join(tried)
                          + " (build it with `make`, or set AUTOLAYOUT_LIBRARY)")
    for name, argtypes, restype in FUNCTIONS:
        try:
            function = getattr(library, name)
        except AttributeError:
            raise ImportError(f"{path} lacks {name}: it is older than this package") from None
        function.argtypes = argtypes
        function.restype = restype
    version: str = library.al_version().decode()
    major, minor = (int(part) for part in version.split(".")[:2])
    if major != REQUIRED_VERSION[0] or minor < REQUIRED_VERSION[1]:
        raise ImportError(f"{path} is libautolayout {version}; this package needs "
                          f"{REQUIRED_VERSION[0]}.{REQUIRED_VERSION[1]} or a later {REQUIRED_VERSION[0]}.x")
    return library, path, version


lib, path, version = _load()


def check(status: int) -> None:
    """Raises the exception class of a failed status, with the library's message."""
    if status == 0:
        return
    message: str = lib.al_last_error_message().decode("utf-8", "replace")
    cls = ERROR_CLASSES.get(status, AutoLayoutError)
    raise cls(message, status)
