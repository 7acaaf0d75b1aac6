"""The examples run and print the frames they promise."""
import os
import pathlib
import subprocess
import sys

import pytest

EXAMPLES = pathlib.Path(__file__).resolve().parents[1] / "examples"


def run(name):
    environment = dict(os.environ, PYTHONPATH=str(EXAMPLES.parent))
    return subprocess.run([sys.executable, str(EXAMPLES / name)], check=True, capture_output=True,
                          text=True, env=environment).stdout


@pytest.mark.parametrize("name, expected", [
    ("toolbar.py", ["Rect(x=0.0, y=380.0, width=320.0, height=100.0)",
                    "Rect(x=0.0, y=668.0, width=1024.0, height=100.0)"]),
    ("switching.py", ["Rect(x=0.0, y=0.0, width=400.0, height=300.0)",
                      "Rect(x=202.0, y=0.0, width=198.0, height=300.0)"]),
    ("settings.py", ["Rect(x=16.0, y=59.0, width=358.0, height=247.25)",
                     "Rect(x=0.0, y=104.0, width=358.0, height=21.25)",
                     "Rect(x=0.0, y=72.75, width=358.0, height=21.25)",
                     "Rect(x=176.0, y=59.0, width=672.0, height=216.0)"]),
    ("spinner.py", ["Rect(x=167.5, y=313.5, width=40.0, height=40.0)",
                    "Rect(x=152.5, y=361.5, width=70.0, height=16.0)"]),
])
def test_example(name, expected):
    output = run(name)
    for frame in expected:
        assert frame in output
