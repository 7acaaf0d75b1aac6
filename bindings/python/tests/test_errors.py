import gc
import math

import pytest

import autolayout as al


@pytest.fixture
def layout():
    with al.Layout() as layout:
        yield layout


def test_error_classes_carry_status():
    assert issubclass(al.InvalidArgumentError, al.AutoLayoutError)
    assert issubclass(al.InvalidArgumentError, ValueError)
    for cls, status in [(al.InvalidArgumentError, 1), (al.InvalidHandleError, 2),
                        (al.UnsatisfiableConstraintError, 3), (al.InvalidStateError, 4)]:
        assert cls.status == status


@pytest.mark.parametrize("bad", ["10", None, [1], object(), True])
def test_wrong_types_raise_type_error(layout, bad):
    node = layout.node("n")
    with pytest.raises(TypeError):
        node.width == bad  # noqa: B015
    with pytest.raises(TypeError):
        node.width * bad  # noqa: B015
    with pytest.raises(TypeError):
        (node.width == 1) @ bad  # noqa: B015


@pytest.mark.parametrize("bad", [math.nan, math.inf, -math.inf])
def test_non_finite_numbers_are_refused(layout, bad):
    node = layout.node("n")
    with pytest.raises(al.InvalidArgumentError):
        node.width == bad  # noqa: B015
    constraint = node.width == 1
    with pytest.raises(al.InvalidArgumentError):
        constraint.constant = bad
    with pytest.raises(al.InvalidArgumentError):
        constraint.priority = bad
    with pytest.raises(al.InvalidArgumentError):
        node.intrinsic_size = (bad, 1)
    with pytest.raises(al.InvalidArgumentError):
        layout.scale = bad
    assert constraint.constant == 1


@pytest.mark.parametrize("bad", [0, -1, 1000.5, 1e9])
def test_priorities_out_of_range(layout, bad):
    constraint = layout.node("n").width == 1
    with pytest.raises(al.InvalidArgumentError, match="priority"):
        constraint @ bad  # noqa: B015
    with pytest.raises(al.InvalidArgumentError):
        constraint.priority = bad
    assert constraint.priority == 1000


def test_c_errors_map_to_classes_with_messages(layout):
    node = layout.node("n")
    with pytest.raises(al.InvalidArgumentError, match="scale"):
        layout.scale = -1
    node.free()
    with pytest.raises(al.InvalidHandleError, match="al_node_get_frame") as raised:
        node.frame  # noqa: B018
    assert raised.value.status == 2
    with pytest.raises(al.InvalidStateError, match="measure function"):
        layout.node("m").mark_dirty()


def test_mixing_layouts(layout):
    with al.Layout() as other:
        a, b = layout.node("a"), other.node("b")
        with pytest.raises(ValueError, match="two layouts"):
            a.width == b.width  # noqa: B015
        with pytest.raises(al.InvalidHandleError):
            layout.activate(b.width == 1)
        with pytest.raises(al.InvalidHandleError):
            layout.node("c", parent=b)
        with pytest.raises(al.InvalidHandleError):
            layout.frames([b])


def test_activate_rejects_non_constraints(layout):
    with pytest.raises(TypeError):
        layout.activate(5)
    with pytest.raises(TypeError):
        layout.activate("a.width == 5")


def test_constant_only_relations_are_refused(layout):
    with pytest.raises(TypeError):
        al.Expression() == 5  # noqa: B015


def test_layout_stays_usable_after_errors(layout):
    root = layout.node("root")
    layout.activate(root.width == 10)
    for attempt in (lambda: root.width == math.nan, lambda: layout.activate(object()),
                    lambda: setattr(layout, "scale", -3), lambda: layout.explain(root.width == 1)):
        with pytest.raises((TypeError, ValueError, al.AutoLayoutError)):
            attempt()
    layout.update()
    assert root.frame.width == 10


def test_closed_layout_raises_invalid_handle():
    layout = al.Layout()
    node = layout.node("n")
    constraint = node.width == 3
    variable = layout.variable("v")
    layout.close()
    assert layout.closed
    for attempt in (lambda: node.frame, lambda: constraint.priority, lambda: variable.value,
                    layout.update, lambda: layout.node("x"), lambda: layout.activate(constraint)):
        with pytest.raises(al.InvalidHandleError, match="closed"):
            attempt()
    layout.close()   # twice is fine


def test_objects_keep_their_layout_alive():
    def build():
        layout = al.Layout()
        node = layout.node("n")
        layout.activate(node.width == 42)
        return node

    node = build()
    gc.collect()
    node.layout.update()
    assert node.frame.width == 42


def test_measure_exception_surfaces_from_update(layout):
    node = layout.node("n")

    def broken(_):
        raise KeyError("no font")

    node.measure = broken
    with pytest.raises(KeyError, match="no font"):
        layout.update()
    node.measure = lambda _: ("wide", 3)
    with pytest.raises(TypeError):
        layout.update()
    node.measure = lambda _: (10, 3)
    layout.update()
    assert node.frame.width == 10
    node.measure = None
    assert node.measure is None


def test_measure_bad_numbers_fail_update(layout):
    node = layout.node("label")
    node.measure = lambda _: (-5, 1)
    with pytest.raises(al.InvalidArgumentError, match="label"):
        layout.update()


def test_unsatisfiable_carries_broken_constraints(layout):
    node = layout.node("box")
    a = node.width == 10
    b = node.width == 20
    layout.activate(a, b)
    with pytest.raises(al.UnsatisfiableConstraintError) as raised:
        layout.update()
    assert raised.value.constraints == [b]
    assert node.frame.width == 10
    b.active = False
    layout.update()
    assert layout.broken_constraints == []
