"""The console script: lays out a text file of declarations and constraints, and prints
the layout (or writes its SVG picture). Run as `autolayout` or `python -m autolayout`."""

from __future__ import annotations

import argparse
import sys
from typing import Dict, List, Optional

from ._errors import AutoLayoutError, UnsatisfiableConstraintError
from ._layout import Layout, Node

DESCRIPTION = ("Lays out a text file of declarations and constraints, and prints the layout "
               "(or writes its SVG picture).")
SYNTAX = """\
the file, line by line ('#' starts a comment, ';' separates statements):
  node NAME               declares a root node
  node NAME in PARENT     declares a child of PARENT (declared on a line above)
  variable NAME           declares a free variable
  anything else           constraints, in the constraint language or Apple's
                          Visual Format Language

the constraint language:
  a.width >= b.width * 2 + 10 @750
  anchors NODE.ATTRIBUTE with the attributes left right top bottom leading
  trailing width height centerX centerY; variables by name; numbers, + - * /;
  relations == <= >=; '@N' sets the priority, in (0, 1000] (default 1000)
the Visual Format Language:
  H:|-10-[a]-8-[b(==a)]-10-|      V:|-[a(>=40@750,<=b)]

example:
  node root
  node a in root
  node b in root
  variable gap
  root.left == 0; root.top == 0; root.width == 800; root.height == 600
  a.width >= b.width * 2 + 10 @750
  gap == 8
  H:|-10-[a]-8-[b(==a)]-10-|
  V:|-[a(>=40@750,<=b)]-|
  V:|-[b]-|

prints the node tree with each frame, then every active constraint as a
statement; exits with 1 when the file has an error (its line is named), and
lays out without broken constraints (with a warning) when required ones conflict.
"""


def load(layout: Layout, text: str) -> Dict[str, Node]:
    """Declares the nodes and variables of ``text``, hands the rest to constrain(), and
    returns the nodes by name. Raises ValueError for a bad declaration and
    AutoLayoutError for a bad statement."""
    nodes: Dict[str, Node] = {}
    statements: List[str] = []
    for number, line in enumerate(text.splitlines(), 1):
        words = line.split("#", 1)[0].split()
        if words[:1] == ["node"]:
            if len(words) == 2:
                nodes[words[1]] = layout.node(words[1])
            elif len(words) == 4 and words[2] == "in" and words[3] in nodes:
                nodes[words[1]] = layout.node(words[1], parent=nodes[words[3]])
            else:
                raise ValueError(f"line {number}: expected 'node NAME' or 'node NAME in PARENT' "
                                 "(with PARENT declared above)")
            statements.append("")
        elif words[:1] == ["variable"] and len(words) == 2:
            layout.variable(words[1])
            statements.append("")
        else:
            statements.append(line)   # kept in place, so that line numbers still match
    layout.constrain("\n".join(statements))
    return nodes


def main(arguments: Optional[List[str]] = None) -> int:
    """The console script: returns the exit status."""
    program = "python -m autolayout" if sys.argv[0].endswith("__main__.py") else "autolayout"
    parser = argparse.ArgumentParser(prog=program, description=DESCRIPTION,
                                     epilog=SYNTAX, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("file", help="a text file of declarations and constraints (see below)")
    parser.add_argument("--svg", metavar="OUT", help="write the layout as an SVG picture to OUT")
    options = parser.parse_args(arguments)
    try:
        with open(options.file, encoding="utf-8") as source:
            text = source.read()
    except (OSError, UnicodeDecodeError) as error:
        print(f"{program}: cannot read {options.file}: {error}", file=sys.stderr)
        return 1
    with Layout() as layout:
        try:
            load(layout, text)
            layout.update()
        except UnsatisfiableConstraintError as error:
            print(f"warning: {error}", file=sys.stderr)
        except (AutoLayoutError, ValueError) as error:
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
