import pathlib
import sys

# Test the package of this checkout (it finds the library in the repository's build/lib
# unless AUTOLAYOUT_LIBRARY says otherwise).
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
