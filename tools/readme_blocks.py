#!/usr/bin/env python3
"""The code blocks of a Markdown file, for tests that run them.

    readme_blocks.py FILE SECTION LANGUAGE              # the first such block's code
    readme_blocks.py FILE SECTION LANGUAGE --expected   # what it says it prints

A block's expected output is what its comments say a print shows: the text after `#`
on a line that calls print() (Python), or after `/*` on a line that calls printf() (C).
"""

import argparse
import re
import sys

FENCE = re.compile(r"^```(\w*)\s*$")
PRINTED = {
    "python": re.compile(r"^\s*print\(.*\)\s*#\s*(.*?)\s*$"),
    "c": re.compile(r"^\s*printf\(.*\);\s*/\*\s*(.*?)\s*\*/\s*$"),
}


def blocks(text):
    """Yields (section, language, code, line number of the first line) for each fenced
    block, the section being the title of the nearest heading above it."""
    section = ""
    language = None
    code = []
    start = 0
    for number, line in enumerate(text.splitlines(), 1):
        fence = FENCE.match(line)
        if language is None:
            if line.startswith("#"):
                section = line.lstrip("#").strip()
            elif fence:
                language, code, start = fence.group(1), [], number + 1
        elif fence and not fence.group(1):
            yield section, language, "\n".join(code) + "\n", start
            language = None
        else:
            code.append(line)


def expected_output(language, code):
    """The lines the block's comments say it prints, in order."""
    pattern = PRINTED.get(language)
    if pattern is None:
        return []
    return [match.group(1) for match in map(pattern.match, code.splitlines()) if match]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("file")
    parser.add_argument("section", help="the title of the heading the block is under")
    parser.add_argument("language", help="the language named on the block's fence")
    parser.add_argument("--expected", action="store_true", help="print the expected output instead")
    options = parser.parse_args()
    with open(options.file, encoding="utf-8") as source:
        text = source.read()
    for section, language, code, _ in blocks(text):
        if section == options.section and language == options.language:
            sys.stdout.write("\n".join(expected_output(language, code)) + "\n" if options.expected else code)
            return 0
    print(f"{options.file}: no {options.language} block under '{options.section}'", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
