"""Shared by the examples: write a layout's SVG picture where $AUTOLAYOUT_SVG_DIR says
(make demo sets it to build/svg); without it, write nothing."""
import os

import autolayout as al


def save_picture(layout: al.Layout, name: str) -> None:
    folder = os.environ.get("AUTOLAYOUT_SVG_DIR")
    if folder:
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"{name}.svg"), "w", encoding="utf-8") as picture:
            picture.write(layout.to_svg())
