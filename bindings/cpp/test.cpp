// The C++ layer: expressions, relations, priorities, variables, ownership (nodes and
// constraints keep their layout alive), the whole C ABI reachable, errors.
#include <cmath>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "autolayout.hpp"

static int passed, failed;
#define CHECK(condition) do { if (condition) passed++; else { failed++; \
    std::fprintf(stderr, "%s:%d: CHECK(%s) failed\n", __FILE__, __LINE__, #condition); } } while (0)

// Runs `body`, which must throw autolayout::Error with `status`.
template <typename Body>
static bool throwsStatus(al_status status, Body body) {
    try {
        body();
    } catch (const autolayout::Error &error) {
        return error.status() == status && std::strlen(error.what()) > 0;
    }
    return false;
}

using namespace autolayout;

static void library() {
    char expected[64];
    std::snprintf(expected, sizeof expected, "%d.%d.%d", AL_VERSION_MAJOR, AL_VERSION_MINOR, AL_VERSION_PATCH);
    CHECK(std::strcmp(version(), expected) == 0);
    CHECK(std::strcmp(statusString(AL_ERROR_INVALID_HANDLE), "invalid handle") == 0);
    CHECK(std::strcmp(statusString(static_cast<al_status>(99)), "unknown status") == 0);
}

static void basics() {
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
    CHECK(throwsStatus(AL_ERROR_INVALID_ARGUMENT, [&] { wish.priority(2000); }));
    Layout moved = std::move(layout);   // movable: the moved-to layout keeps working
    moved.update();
    CHECK(a.frame().x == 10);
    // The moved-from layout refers to none: using it throws, never crashes.
    CHECK(throwsStatus(AL_ERROR_INVALID_ARGUMENT, [&] { (void)layout.node("late"); }));
    CHECK(throwsStatus(AL_ERROR_INVALID_ARGUMENT, [&] { layout.update(); }));
}

static void two_layouts() {
    Layout first, second;
    Node x = first.node("x"), y = second.node("y");
    CHECK(throwsStatus(AL_ERROR_INVALID_ARGUMENT, [&] { first.activate({x.width() == y.width()}); }));
    // A constraint of one layout handed to another.
    Constraint own = y.width() == 10;
    CHECK(throwsStatus(AL_ERROR_INVALID_HANDLE, [&] { first.activate({own}); }));
    CHECK(throwsStatus(AL_ERROR_INVALID_HANDLE, [&] { (void)first.node("z", y); }));
    CHECK(throwsStatus(AL_ERROR_INVALID_ARGUMENT, [&] { (void)(Expression(1) == Expression(2)); }));
}

// Made inside, returned out: the Layout object is gone, its nodes and constraints are not.
struct Outlived {
    Node root, child;
    Constraint width;
    Expression half;
};

static Outlived make_and_drop_layout() {
    Layout layout;
    Node root = layout.node("root");
    Node child = layout.node("child", root);
    Constraint width = root.width() == 400;
    layout.activate({root.left() == 0, root.top() == 0, width, root.height() == 300,
                     child.left() == root.left() + 20, child.width() == root.width() / 2,
                     child.top() == root.top(), (child.height() == 10).priority(250)});
    layout.update();
    return {root, child, width, child.width() * 0.5};
}

static void nodes_outlive_their_layout() {
    Outlived kept = make_and_drop_layout();
    CHECK(kept.child.frame().x == 20 && kept.child.frame().width == 200 && kept.child.frame().height == 10);
    // Still a working layout, reached through what was kept (valgrind: nothing freed is read).
    kept.width.constant(600);
    Constraint tall = kept.child.height() == kept.half + 5;
    tall.activate();
    CHECK(kept.child.layout() == kept.root.layout() && kept.root.layout() != nullptr);
    // Bring it up to date through a Node-only path: the C layout of the kept objects.
    CHECK(al_layout_update(kept.root.layout()) == AL_OK);
    CHECK(kept.child.frame().width == 300);
    CHECK(kept.child.frame().height == 155);
    // A default Node refers to no layout: it throws.
    Node nothing;
    CHECK(throwsStatus(AL_ERROR_INVALID_ARGUMENT, [&] { (void)nothing.frame(); }));
}

static void whole_c_api() {
    Layout layout;
    std::string rootName = "window";
    Node root = layout.node(std::string_view(rootName));
    Node a = layout.node(std::string_view("a"), root);
    Node b = layout.node("b", root);
    Node other = layout.node("other");
    layout.activate({root.left() == 0, root.top() == 0, root.width() == 300, root.height() == 200,
                     a.left() == root.left(), a.top() == root.top(), b.top() == root.top(),
                     b.left() == a.right() + 10});
    // Intrinsic size, hugging and compression resistance.
    a.intrinsicSize(50, 20);
    Size intrinsic = a.intrinsicSize();
    CHECK(intrinsic.width == 50 && intrinsic.height == 20);
    a.hugging(AL_AXIS_HORIZONTAL, 300);
    CHECK(a.hugging(AL_AXIS_HORIZONTAL) == 300 && a.hugging(AL_AXIS_VERTICAL) == 250);
    a.compressionResistance(AL_AXIS_VERTICAL, 900);
    CHECK(a.compressionResistance(AL_AXIS_VERTICAL) == 900);
    // A measure function: the intrinsic size at update time.
    int measured = 0;
    b.measure([&](const Node &node) {
        measured++;
        CHECK(node == b);
        return Size{70, 30};
    });
    layout.update();
    CHECK(measured == 1);
    CHECK(a.frame().width == 50 && a.frame().height == 20);
    CHECK(b.frame().x == 60 && b.frame().width == 70 && b.frame().height == 30);
    layout.update();
    CHECK(measured == 1);   // measured again only when marked dirty
    b.markDirty();
    layout.update();
    CHECK(measured == 2);
    b.measure(nullptr);
    CHECK(throwsStatus(AL_ERROR_INVALID_STATE, [&] { b.markDirty(); }));
    CHECK(layout.frames({a, b}).size() == 2 && layout.frames({a, b})[1].x == 60);

    // Change tracking, reparenting, ambiguity, user data.
    layout.activate({other.left() == 5, other.top() == 5, other.width() == 10, other.height() == 10});
    layout.update();
    std::vector<Node> changed = layout.changedNodes();
    CHECK(changed.size() == 1 && changed[0] == other);
    CHECK(a.parent() == root && root.parent() == Node());
    other.parent(root);
    CHECK(other.parent() == root);
    other.parent(Node());
    CHECK(other.parent() == Node());
    CHECK(throwsStatus(AL_ERROR_INVALID_STATE, [&] { root.parent(a); }));   // a cycle
    CHECK(!root.hasAmbiguousLayout());
    Node loose = layout.node("loose", root);
    layout.update();
    CHECK(loose.hasAmbiguousLayout());
    int marker = 7;
    a.userData(&marker);
    CHECK(a.userData() == &marker);

    // The constraint language and descriptions.
    std::vector<Constraint> stated = layout.constrain(std::string_view("loose.width == a.width * 2; loose.height == 5"));
    CHECK(stated.size() == 2 && stated[0].active());
    layout.update();
    CHECK(loose.frame().width == 100);
    CHECK(throwsStatus(AL_ERROR_INVALID_ARGUMENT, [&] { layout.constrain("loose.width =="); }));
    CHECK(throwsStatus(AL_ERROR_INVALID_ARGUMENT, [&] { layout.constrain(std::string_view("a.width == 1\0b", 14)); }));
    std::string text = layout.describe();
    CHECK(text.find("window") != std::string::npos && text.find("loose.width == a.width * 2") != std::string::npos);
    CHECK(layout.svg().find("<svg") != std::string::npos);

    // Broken constraints and their explanation, constants and names read back.
    Constraint cap = (a.width() <= 30).name(std::string_view("cap"));
    Constraint floor = (a.width() >= 40).name("floor");
    layout.activate({floor, cap});
    CHECK(throwsStatus(AL_ERROR_UNSATISFIABLE, [&] { layout.update(); }));
    std::vector<Constraint> broken = layout.brokenConstraints();
    CHECK(broken.size() == 1 && broken[0] == cap);
    std::vector<Constraint> reasons = layout.explain(cap);
    CHECK(reasons.size() == 1 && reasons[0] == floor);
    CHECK(cap.constant() == 30);
    cap.deactivate();
    layout.update();
    CHECK(layout.brokenConstraints().empty());
    CHECK(throwsStatus(AL_ERROR_INVALID_STATE, [&] { (void)layout.explain(cap); }));

    // Freeing: a freed constraint or node is a stale handle afterwards.
    cap.free();
    CHECK(throwsStatus(AL_ERROR_INVALID_HANDLE, [&] { (void)cap.priority(); }));
    loose.free();
    CHECK(throwsStatus(AL_ERROR_INVALID_HANDLE, [&] { (void)loose.frame(); }));
    CHECK(throwsStatus(AL_ERROR_INVALID_HANDLE, [&] { (void)stated[0].active(); }));   // it mentioned loose
    CHECK(throwsStatus(AL_ERROR_INVALID_ARGUMENT, [&] { (void)layout.node(std::string_view("a\0b", 3)); }));

    // Direction and scale.
    Node inset = layout.node("inset", root);
    layout.activate({inset.leading() == root.leading() + 10, inset.width() == 33.3, inset.top() == root.top(),
                     inset.height() == 1});
    layout.direction(AL_DIRECTION_RTL);
    layout.scale(1);
    layout.update();
    CHECK(inset.frame().x == 257 && inset.frame().width == 33);
    CHECK(throwsStatus(AL_ERROR_INVALID_ARGUMENT, [&] { layout.scale(NAN); }));
}

static void logger() {
    Layout layout;
    std::vector<std::string> messages;
    layout.set_logger([&](std::string_view message) { messages.emplace_back(message); });
    Node a = layout.node("a");
    layout.activate({(a.width() == 10).name("ten"), (a.width() == 20).name("twenty")});
    CHECK(throwsStatus(AL_ERROR_UNSATISFIABLE, [&] { layout.update(); }));
    CHECK(messages.size() == 1 && messages[0].find("Breaking twenty (a.width == 20)") != std::string::npos);
    CHECK(throwsStatus(AL_ERROR_UNSATISFIABLE, [&] { layout.update(); }));
    CHECK(messages.size() == 1);
    layout.set_logger(nullptr);
    CHECK(throwsStatus(AL_ERROR_UNSATISFIABLE, [&] { layout.update(); }));
    CHECK(messages.size() == 1);
}

static void callbacks_that_throw() {
    Layout layout;
    Node a = layout.node("a");
    layout.activate({(a.width() == 10), (a.width() == 20)});
    layout.set_logger([](std::string_view) { throw std::logic_error("from the logger"); });
    try {
        layout.update();
        CHECK(false);
    } catch (const std::logic_error &error) {
        CHECK(std::strcmp(error.what(), "from the logger") == 0);
    }
    Layout measuring;
    Node m = measuring.node("m");
    m.measure([](const Node &) -> Size { throw std::runtime_error("from the measure function"); });
    try {
        measuring.update();
        CHECK(false);
    } catch (const Error &) {
        CHECK(false);   // the measure function's own exception comes out, not the C status
    } catch (const std::runtime_error &error) {
        CHECK(std::strcmp(error.what(), "from the measure function") == 0);
    }
    // The failed update changed nothing; with a working function the next one succeeds.
    m.measure([](const Node &) { return Size{5, 6}; });
    measuring.update();
    CHECK(m.frame().width == 5 && m.frame().height == 6);
}

// Stacks, guides, margins and baselines (section 5) through the C++ layer.
static void stacks_and_guides() {
    Layout layout;
    Node root = layout.node("root");
    layout.activate({root.left() == 0, root.top() == 0, root.width() == 400, root.height() == 300});
    Stack row = layout.stack("row", root, AL_AXIS_HORIZONTAL);
    row.spacing(10);
    row.alignment(AL_ALIGNMENT_FIRST_BASELINE);
    Node label = layout.node("label"), value = layout.node("value");
    label.intrinsicSize(50, 20);
    label.baselineOffsets(15, 5);
    value.intrinsicSize(80, 30);
    value.baselineOffsets(22, 8);
    row.add(label);
    row.add(value);
    layout.activate({row.leading() == root.leadingMargin(), row.top() == root.safeArea().top()});
    root.safeAreaInsets(al_insets{44, 0, 0, 0});
    layout.update();
    // Baselines at 22 below the row's top: the label's top 7 lower than the value's.
    al_rect frame = label.frame();
    CHECK(frame.x == 0 && frame.y == 7 && frame.width == 50);
    frame = row.frame();
    CHECK(frame.x == 8 && frame.y == 44 && frame.width == 140 && frame.height == 30);
    CHECK(row.arranged().size() == 2 && row.arranged()[1] == value);
    CHECK(row.alignment() == AL_ALIGNMENT_FIRST_BASELINE && row.spacing() == 10);
    label.hidden(true);
    layout.update();
    CHECK(row.frame().width == 80 && label.hidden());
    Node readable = root.readable();   // made now, placed by the next update
    root.margins(al_insets{0, 20, 0, 20});
    layout.update();
    CHECK(row.frame().x == 20 && root.margins().leading == 20);
    CHECK(readable.frame().width == 360 && readable == root.readable());
    row.customSpacing(label, 4);
    CHECK(row.customSpacing(label) == 4);
    CHECK(throwsStatus(AL_ERROR_INVALID_STATE, [&] { row.remove(root.marginsGuide()); }));
    CHECK(throwsStatus(AL_ERROR_INVALID_ARGUMENT, [&] { row.distribution(static_cast<al_distribution>(9)); }));
}

int main() {
    library();
    stacks_and_guides();
    basics();
    two_layouts();
    nodes_outlive_their_layout();
    whole_c_api();
    logger();
    callbacks_that_throw();
    std::printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
