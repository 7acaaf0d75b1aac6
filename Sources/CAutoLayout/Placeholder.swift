import AutoLayout
