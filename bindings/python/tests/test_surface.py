"""The package's surface as a user meets it: a docstring on every public name, method and
property, reprs that say what an object is now, and the console script's help."""
import inspect
import pathlib
import subprocess
import sys

import autolayout as al

PACKAGE = pathlib.Path(__file__).resolve().parents[1]


def public_members(cls):
    for name, member in vars(cls).items():
        if not name.startswith("_") and (inspect.isfunction(member) or isinstance(member, property)):
            yield name, member


def test_every_public_name_method_and_property_has_a_docstring():
    missing = []
    for name in al.__all__:
        value = getattr(al, name)
        if inspect.isclass(value):
            if not (value.__doc__ or "").strip():
                missing.append(name)
            for cls in value.__mro__:
                if cls.__module__.startswith("autolayout"):
                    missing += [f"{name}.{member_name}" for member_name, member in public_members(cls)
                                if not (member.__doc__ or "").strip()]
    assert not missing, missing


def test_reprs_say_what_each_object_is():
    with al.Layout() as layout:
        root = layout.node("root")
        child = layout.node("child", parent=root)
        assert repr(layout) == "<Layout direction='ltr' scale=0>"
        layout.direction, layout.scale = "rtl", 2
        assert repr(layout) == "<Layout direction='rtl' scale=2>"
        assert repr(root.edges) == "root.edges"
        assert repr(root.edges.inset(10)) == "root.edges.inset(10, 10, 10, 10)"
        assert repr(root.edges.inset(1, 2, 3, 4).inset(1)) == "root.edges.inset(2, 3, 4, 5)"
        assert repr(child.size * 0.5) == "child.size * 0.5"
        assert repr(child.center + (3, -4)) == "child.center + (3, -4)"
        assert repr(child.left + 2) == "child.left + 2"
        assert repr(al.Rect(1, 2, 3, 4)) == "Rect(x=1, y=2, width=3, height=4)"
    assert repr(layout) == "<Layout closed>"


def test_a_constraints_repr_shows_its_current_constant_and_priority():
    with al.Layout() as layout:
        a, b = layout.node("a"), layout.node("b")
        gap = b.left == a.right + 8
        assert repr(gap) == "<Constraint b.left == a.right + 8>"
        gap.constant = 20
        assert repr(gap) == "<Constraint b.left == a.right + 20>"
        gap.priority = 750
        gap.name = "gap"
        assert repr(gap) == "<Constraint gap: b.left == a.right + 20 @750>"
        scaled = 2 * a.width + 4 <= b.width - 6
        scaled.constant = -20
        assert repr(scaled) == "<Constraint a.width * 2 + 4 <= b.width - 16>"
        [parsed] = layout.constrain("a.top == 5")
        parsed.constant = 7
        assert "constant 7" in repr(parsed)
        gap.free()
        assert "freed" in repr(gap)


def autolayout_command(*arguments):
    return subprocess.run([sys.executable, "-m", "autolayout", *arguments], capture_output=True,
                          text=True, cwd=PACKAGE, timeout=60)


def test_the_console_scripts_help_shows_the_file_syntax():
    result = autolayout_command("--help")
    assert result.returncode == 0, result.stderr
    for declaration in ("node NAME ", "node NAME in PARENT", "variable NAME", "H:|-10-[a]-8-[b(==a)]-10-|"):
        assert declaration in result.stdout, result.stdout


def test_the_example_of_the_help_lays_out_as_it_stands(tmp_path):
    from autolayout.__main__ import SYNTAX
    example = SYNTAX.split("example:\n", 1)[1].split("\n\n", 1)[0]
    path = tmp_path / "example.layout"
    path.write_text("\n".join(line.strip() for line in example.splitlines()) + "\n")
    result = autolayout_command(str(path))
    assert result.returncode == 0 and not result.stderr, result.stderr
    assert "#   a (10, 20, 386, 560)" in result.stdout and "#   b (404, 20, 386, 560)" in result.stdout, result.stdout


def test_the_console_script_lays_out_a_file_and_names_a_bad_line(tmp_path):
    good = tmp_path / "good.layout"
    good.write_text("node root\nnode a in root   # a child\nvariable gap\ngap == 10\n"
                    "root.left == 0; root.top == 0; root.width == 100; root.height == 50\n"
                    "a.left == root.left + gap; a.right == root.right - 10\nV:|-10-[a]-10-|\n")
    result = autolayout_command(str(good))
    assert result.returncode == 0 and "#   a (10, 10, 80, 30)" in result.stdout, result.stdout + result.stderr
    bad = tmp_path / "bad.layout"
    bad.write_text("node root\nnode a in nowhere\n")
    result = autolayout_command(str(bad))
    assert result.returncode == 1 and "line 2" in result.stderr, result.stderr
    result = autolayout_command(str(tmp_path / "missing.layout"))
    assert result.returncode == 1 and "cannot read" in result.stderr, result.stderr
    plain = tmp_path / "plain.layout"
    plain.write_text("node root\nroot.left == 0; root.top == 0; root.width == 40; root.height == 30\n")
    svg = tmp_path / "out.svg"
    result = autolayout_command(str(plain), "--svg", str(svg))
    assert result.returncode == 0 and "<svg" in svg.read_text() and "root" in svg.read_text(), result.stderr
