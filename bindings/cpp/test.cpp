// The C++ layer: expressions, relations, priorities, variables, RAII and errors.
#include <cmath>
#include <cstdio>
#include <cstring>
#include <utility>

#include "autolayout.hpp"

static int passed, failed;
#define CHECK(condition) do { if (condition) passed++; else { failed++; \
    std::fprintf(stderr, "%s:%d: CHECK(%s) failed\n", __FILE__, __LINE__, #condition); } } while (0)

int main() {
    using namespace autolayout;
    {
        Layout layout;
        Node root = layout.node("root");
        Node a = layout.node("a", root);
        Node b = layout.node("b", root);
        Variable gap = layout.variable("gap");
        layout.activate({root.left() == 0, root.top() == 0, root.width() == 800, root.height() == 600,
                         a.left() == root.left() + 10, a.top() == root.top() + 10, a.width() == 100, a.height() == 50,
                         gap == 8, b.left() == a.right() + gap, b.centerY() == a.centerY(), b.right() <= root.right(),
                         b.width() >= a.width() * 2 + 10, (b.width() == 1000).priority(250), b.height() == a.height() / 2});
        layout.update();
        al_rect frame = b.frame();
        CHECK(frame.x == 118 && frame.width == 682 && frame.height == 25 && frame.y == 22.5);
        CHECK(gap.value() == 8);
        Constraint narrow = (b.width() <= 100).name("narrow");
        CHECK(!narrow.active());
        layout.activate({narrow});
        try {
            layout.update();
            CHECK(false);
        } catch (const Error &error) {
            CHECK(error.status() == AL_ERROR_UNSATISFIABLE);
            CHECK(std::strstr(error.what(), "narrow") != nullptr);
        }
        layout.deactivate({narrow});
        layout.update();
        CHECK(b.frame().width == 682);
        Constraint wish = (a.width() == 5).priority(100);
        CHECK(wish.priority() == 100);
        try {
            wish.priority(2000);
            CHECK(false);
        } catch (const Error &error) {
            CHECK(error.status() == AL_ERROR_INVALID_ARGUMENT);
        }
        Layout moved = std::move(layout);   // movable: the moved-to layout keeps working
        moved.update();
        CHECK(a.frame().x == 10);
    }
    {
        Layout first, second;
        Node x = first.node("x"), y = second.node("y");
        try {
            first.activate({x.width() == y.width()});
            CHECK(false);
        } catch (const Error &error) {
            CHECK(error.status() == AL_ERROR_INVALID_ARGUMENT);
        }
    }
    std::printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
