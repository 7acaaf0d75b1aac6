"""python -m autolayout FILE [--svg OUT]: lays out a text file of statements and prints
the description (or writes the SVG picture).

The file declares its nodes, then states constraints in the constraint language or the
Visual Format Language:

    node root                 # a root
    node a in root            # a child of root
    variable gap
    root.left == 0; root.top == 0; root.width == 400; root.height == 300
    H:|-[a]-|
    V:|-[a(==100)]
"""
import argparse
import sys

from . import AutoLayoutError, Layout, UnsatisfiableConstraintError


def load(layout, text):
    """Declares the nodes and variables of `text` and hands the rest to constrain()."""
    nodes = {}
    statements = []
    for number, line in enumerate(text.splitlines(), 1):
        words = line.split("#", 1)[0].split()
        if words[:1] == ["node"]:
            if len(words) == 2:
                nodes[words[1]] = layout.node(words[1])
            elif len(words) == 4 and words[2] == "in" and words[3] in nodes:
                nodes[words[1]] = layout.node(words[1], parent=nodes[words[3]])
            else:
                raise SystemExit(f"line {number}: expected 'node NAME' or 'node NAME in PARENT' (declared before)")
            statements.append("")
        elif words[:1] == ["variable"] and len(words) == 2:
            layout.variable(words[1])
            statements.append("")
        else:
            statements.append(line)   # kept in place, so that line numbers still match
    layout.constrain("\n".join(statements))


def main(arguments=None):
    parser = argparse.ArgumentParser(prog="python -m autolayout", description=__doc__.split("\n\n")[0])
    parser.add_argument("file", help="a text file of node declarations and statements")
    parser.add_argument("--svg", metavar="OUT", help="write the layout as an SVG picture to OUT")
    options = parser.parse_args(arguments)
    with open(options.file, encoding="utf-8") as source:
        text = source.read()
    with Layout() as layout:
        try:
            load(layout, text)
            layout.update()
        except UnsatisfiableConstraintError as error:
            print(f"warning: {error}", file=sys.stderr)
        except AutoLayoutError as error:
            print(f"{options.file}: {error}", file=sys.stderr)
            return 1
        if options.svg:
            with open(options.svg, "w", encoding="utf-8") as out:
                out.write(layout.to_svg())
        else:
            sys.stdout.write(layout.describe())
    return 0


if __name__ == "__main__":
    sys.exit(main())
