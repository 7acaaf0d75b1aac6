"""Random sessions of stack edits: after every update the frames equal those of a fresh
layout built from the session's final state (the stack's constraints are brought up to
date incrementally, around what changed, so this checks that nothing is left behind)."""
import random

import pytest

import autolayout as al

DISTRIBUTIONS = ["fill", "fill_equally", "fill_proportionally", "equal_spacing", "equal_centering"]
ALIGNMENTS = ["fill", "leading", "center", "trailing", "first_baseline", "last_baseline"]


def build(state):
    """A layout from a description of the state: the window, the stack and its nodes."""
    layout = al.Layout()
    window = layout.node("window")
    layout.activate(window.left == 0, window.top == 0, window.size == (state["width"], 300))
    stack = layout.stack(state["axis"], parent=window, name="stack", distribution=state["distribution"],
                         alignment=state["alignment"], spacing=state["spacing"])
    layout.activate(stack.leading == window.leading, stack.top == window.top, stack.width == state["length"])
    nodes = {}
    for name in state["order"]:
        node = layout.node(name)
        node.intrinsic_size = state["sizes"][name]
        node.baseline_offsets = state["baselines"][name]
        node.hidden = state["hidden"][name]
        stack.add(node)
        nodes[name] = node
    for name, spacing in state["custom"].items():
        if name in nodes:
            stack.custom_spacing(nodes[name], spacing)
    layout.direction = state["direction"]
    return layout, stack, nodes


@pytest.mark.parametrize("seed", range(40))
def test_incremental_stack_matches_a_fresh_build(seed):
    rng = random.Random(seed)
    names = [f"n{i}" for i in range(8)]
    state = {
        "width": 600, "axis": "horizontal", "length": 400, "distribution": "fill", "alignment": "fill",
        "spacing": 4.0, "direction": "ltr", "order": names[:4], "custom": {},
        "sizes": {name: (float(rng.randint(10, 60)), float(rng.randint(10, 40))) for name in names},
        "baselines": {name: (3.0, 2.0) for name in names},
        "hidden": {name: False for name in names},
    }
    layout, stack, nodes = build(state)
    everyone = dict(nodes)
    for name in names:
        if name not in everyone:
            node = layout.node(name, parent=stack)
            node.intrinsic_size = state["sizes"][name]
            node.baseline_offsets = state["baselines"][name]
            everyone[name] = node
    with layout:
        for _ in range(60):
            action = rng.choice(["hide", "hide", "add", "remove", "distribution", "alignment", "spacing",
                                 "custom", "axis", "size", "direction"])
            if action == "hide":
                name = rng.choice(names)
                state["hidden"][name] = not state["hidden"][name]
                everyone[name].hidden = state["hidden"][name]
            elif action == "add":
                name = rng.choice(names)
                index = rng.randint(0, len(state["order"]) - (1 if name in state["order"] else 0))
                if name in state["order"]:
                    state["order"].remove(name)
                state["order"].insert(index, name)
                stack.insert(everyone[name], index)
            elif action == "remove" and state["order"]:
                name = rng.choice(state["order"])
                state["order"].remove(name)
                state["custom"].pop(name, None)
                stack.remove(everyone[name])
            elif action == "distribution":
                state["distribution"] = rng.choice(DISTRIBUTIONS)
                stack.distribution = state["distribution"]
            elif action == "alignment":
                state["alignment"] = rng.choice(ALIGNMENTS)
                stack.alignment = state["alignment"]
            elif action == "spacing":
                state["spacing"] = float(rng.randint(0, 12))
                stack.spacing = state["spacing"]
            elif action == "custom" and state["order"]:
                name = rng.choice(state["order"])
                state["custom"][name] = float(rng.randint(0, 20))
                stack.custom_spacing(everyone[name], state["custom"][name])
            elif action == "axis":
                state["axis"] = "vertical" if state["axis"] == "horizontal" else "horizontal"
                stack.axis = state["axis"]
            elif action == "size":
                name = rng.choice(names)
                state["sizes"][name] = (float(rng.randint(10, 60)), float(rng.randint(10, 40)))
                everyone[name].intrinsic_size = state["sizes"][name]
            elif action == "direction":
                state["direction"] = "rtl" if state["direction"] == "ltr" else "ltr"
                layout.direction = state["direction"]
            try:
                layout.update()
            except al.UnsatisfiableConstraintError:
                pass
            if all(state["hidden"][name] for name in state["order"]):
                continue   # a pinned stack of hidden nodes only has no unique layout
            fresh, _, fresh_nodes = build(state)
            with fresh:
                try:
                    fresh.update()
                except al.UnsatisfiableConstraintError:
                    pass
                for name in state["order"]:
                    assert tuple(everyone[name].frame) == pytest.approx(tuple(fresh_nodes[name].frame), abs=1e-6), \
                        (seed, action, name, state)
