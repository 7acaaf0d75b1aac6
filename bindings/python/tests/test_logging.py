"""layout.logger: reports of broken constraints, once per change of the broken set."""

import gc
import logging
import weakref

import pytest

import autolayout as al


def conflicting(layout):
    """a.width >= 100 and a cap of 50 (named "cap"), activated; returns (a, cap)."""
    a = layout.node("a")
    cap = a.width <= 50
    cap.name = "cap"
    layout.activate(a.width >= 100, cap)
    return a, cap


def test_the_default_is_a_warning_on_the_autolayout_logger(caplog):
    with al.Layout() as layout:
        _, cap = conflicting(layout)
        with caplog.at_level(logging.WARNING, logger="autolayout"):
            with pytest.raises(al.UnsatisfiableConstraintError):
                layout.update()
            with pytest.raises(al.UnsatisfiableConstraintError):
                layout.update()   # the same broken set: no second warning
        records = [record for record in caplog.records if record.name == "autolayout"]
        assert len(records) == 1
        assert records[0].levelno == logging.WARNING
        message = records[0].getMessage()
        assert "Breaking cap (a.width <= 50)" in message
        assert "a.width >= 100" in message


def test_a_callable_hears_each_change_once():
    messages = []
    with al.Layout() as layout:
        layout.logger = messages.append
        assert layout.logger == messages.append
        _, cap = conflicting(layout)
        with pytest.raises(al.UnsatisfiableConstraintError):
            layout.update()
        assert len(messages) == 1 and messages[0].startswith("Unable to satisfy every required constraint; 1 broken")
        cap.constant = 40
        with pytest.raises(al.UnsatisfiableConstraintError):
            layout.update()
        assert len(messages) == 1
        cap.active = False
        layout.update()
        assert len(messages) == 2 and messages[1].startswith("Every required constraint holds again")


def test_none_turns_it_off_and_del_restores_the_default(caplog):
    messages = []
    with al.Layout() as layout:
        layout.logger = None
        assert layout.logger is None
        conflicting(layout)
        with caplog.at_level(logging.WARNING, logger="autolayout"):
            with pytest.raises(al.UnsatisfiableConstraintError):
                layout.update()
            assert not [record for record in caplog.records if record.name == "autolayout"]
            del layout.logger
            # A logger set anew hears about what is broken now.
            with pytest.raises(al.UnsatisfiableConstraintError):
                layout.update()
            assert len([record for record in caplog.records if record.name == "autolayout"]) == 1
        layout.logger = messages.append
        with pytest.raises(al.UnsatisfiableConstraintError):
            layout.update()
        assert len(messages) == 1


def test_bad_loggers_are_refused():
    with al.Layout() as layout:
        with pytest.raises(TypeError):
            layout.logger = "print"
        assert layout.logger is not None   # unchanged: still the default
    with pytest.raises(al.InvalidHandleError):
        layout.logger = print   # closed


def test_an_exception_from_the_logger_comes_out_of_update():
    def failing(message):
        raise RuntimeError("logger failed")

    with al.Layout() as layout:
        a, _ = conflicting(layout)
        layout.logger = failing
        with pytest.raises(RuntimeError, match="logger failed"):
            layout.update()
        # The layout was still computed (without the broken cap).
        assert a.frame.width == 100
        layout.logger = None
        with pytest.raises(al.UnsatisfiableConstraintError):
            layout.update()


def test_the_logger_keeps_no_layout_alive():
    layout = al.Layout()
    layout.logger = lambda message: None
    conflicting(layout)
    with pytest.raises(al.UnsatisfiableConstraintError):
        layout.update()
    collected = []
    weakref.finalize(layout, collected.append, True)
    del layout
    gc.collect()
    assert collected == [True]
