"""The constraint language, descriptions, pictures and the command line."""
import os
import pathlib
import shutil
import subprocess
import sys

import pytest

import autolayout as al


@pytest.fixture
def layout():
    with al.Layout() as layout:
        yield layout


def nodes(layout):
    root = layout.node("root")
    return root, layout.node("a", parent=root), layout.node("b", parent=root)


def test_constrain_expressions_and_visual_format(layout):
    root, a, b = nodes(layout)
    layout.variable("gap")
    made = layout.constrain("""
        root.left == 0; root.top == 0; root.width == 300; root.height == 100
        gap == 6
        H:|-10-[a]-8-[b(==a)]-10-|
        a.top == root.top; a.height == 20 @750; b.top == a.bottom + gap; b.height == a.height
    """)
    assert len(made) == 13 and all(constraint.active for constraint in made)
    assert made[9].priority == 1000 and made[10].priority == 750
    layout.update()
    assert a.frame == al.Rect(10, 0, 136, 20)
    assert b.frame == al.Rect(154, 26, 136, 20)


def test_errors_name_line_and_column_and_change_nothing(layout):
    nodes(layout)
    with pytest.raises(al.InvalidArgumentError, match=r"line 2, column 3: expected an attribute"):
        layout.constrain("a.width == 10\na.widht == 5")
    with pytest.raises(al.InvalidArgumentError, match=r"line 1, column 5: no node is named 'nobody'"):
        layout.constrain("H:|[nobody]|")
    assert "==" not in layout.describe()
    with pytest.raises(TypeError):
        layout.constrain(42)


def test_describe_reads_back(layout):
    root, a, b = nodes(layout)
    layout.constrain("root.left == 0; root.top == 0; root.width == 640; root.height == 480\n"
                     "H:|-[a]-(>=4)-[b(==a)]-|; V:|-[a]-|; b.top == a.top; b.height == a.height / 3 + 0.5\n"
                     "b.width == 10000 @333.25")
    layout.update()
    text = layout.describe()
    assert "# root (0, 0, 640, 480)" in text
    with al.Layout() as copy:
        copy_root, copy_a, copy_b = nodes(copy)
        copy.constrain(text)
        copy.update()
        assert copy.frames([copy_root, copy_a, copy_b]) == layout.frames([root, a, b])


def test_svg_names_every_node_and_marks_broken_ones(layout):
    root, a, b = nodes(layout)
    layout.constrain("root.width == 100; root.height == 50; a.width == 10; a.width == 20")
    with pytest.raises(al.UnsatisfiableConstraintError):
        layout.update()
    svg = layout.to_svg()
    assert svg.startswith("<svg") and svg.rstrip().endswith("</svg>")
    for name in ("root", "a", "b"):
        assert f">{name}</text>" in svg
    assert "#d62728" in svg   # the node of the broken constraint is drawn in red


@pytest.mark.skipif(shutil.which("rsvg-convert") is None, reason="rsvg-convert (librsvg2-bin) is not installed")
def test_svg_renders(layout, tmp_path):
    root, a, b = nodes(layout)
    layout.constrain("root.left == 0; root.top == 0; root.width == 200; root.height == 100; H:|-[a]-[b(==a)]-|; V:|-[a]-|; V:|-[b]-|")
    layout.update()
    picture = tmp_path / "layout.svg"
    picture.write_text(layout.to_svg())
    rendered = tmp_path / "layout.png"
    subprocess.run(["rsvg-convert", str(picture), "-o", str(rendered)], check=True)
    header = rendered.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big")
    assert (width, height) == (220, 120)   # the root plus a margin of 10 on each side


def test_command_line(tmp_path):
    source = tmp_path / "form.layout"
    source.write_text("node root\nnode a in root\nroot.left == 0; root.top == 0; root.width == 100; root.height == 40\n"
                      "H:|-[a]-|\nV:|[a]|\n")
    environment = dict(os.environ, PYTHONPATH=str(pathlib.Path(al.__file__).resolve().parents[1]))
    described = subprocess.run([sys.executable, "-m", "autolayout", str(source)], check=True, capture_output=True,
                               text=True, env=environment).stdout
    assert "#   a (20, 0, 60, 40)" in described
    picture = tmp_path / "form.svg"
    subprocess.run([sys.executable, "-m", "autolayout", str(source), "--svg", str(picture)], check=True, env=environment)
    assert ">a</text>" in picture.read_text()
    source.write_text("node root\nroot.widht == 3\n")
    failed = subprocess.run([sys.executable, "-m", "autolayout", str(source)], capture_output=True, text=True,
                            env=environment)
    assert failed.returncode == 1 and "line 2, column 6" in failed.stderr
