// The toolbar example in C++: a toolbar pinned to the bottom, left and right of a
// window, 100 high, and the window resized.
#include <cstdio>

#include "autolayout.hpp"

int main() {
    autolayout::Layout layout;
    auto window = layout.node("window");
    auto toolbar = layout.node("toolbar", window);
    auto width = window.width() == 800;
    layout.activate({window.left() == 0, window.top() == 0, width, window.height() == 600,
                     toolbar.left() == window.left(), toolbar.right() == window.right(),
                     toolbar.bottom() == window.bottom(), toolbar.height() == 100});
    layout.update();
    al_rect frame = toolbar.frame();
    std::printf("toolbar: x=%g y=%g width=%g height=%g\n", frame.x, frame.y, frame.width, frame.height);
    width.constant(1024);
    layout.update();
    frame = toolbar.frame();
    std::printf("after resizing to 1024 wide: x=%g y=%g width=%g height=%g\n", frame.x, frame.y, frame.width, frame.height);
    return 0;
}
