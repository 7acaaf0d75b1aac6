/* The constraint language and descriptions through the C ABI: expressions, the Visual
   Format Language, all-or-nothing errors with line and column, and round trips. */
#include <stdlib.h>

#include "check.h"

static al_layout *make_layout(al_node *root, al_node *a, al_node *b) {
    al_layout *layout = al_layout_new();
    OK(al_node_new(layout, 0, "root", root));
    OK(al_node_new(layout, *root, "a", a));
    OK(al_node_new(layout, *root, "b", b));
    return layout;
}

static void expressions(void) {
    al_node root, a, b;
    al_layout *layout = make_layout(&root, &a, &b);
    al_variable gap;
    OK(al_variable_new(layout, "gap", &gap));
    al_constraint made[16];
    size_t count = 0;
    OK(al_layout_constrain(layout,
        "root.left == 0; root.top == 0\n"
        "root.width == 800   # the window\n"
        "root.height == 600\n"
        "gap == 4 * 2\n"
        "a.left == root.left + 10; a.top == 10; a.width == (root.width - 30) / 2; a.height == 50\n"
        "b.left == a.right + gap; b.top == a.top; b.width >= a.width * 0.5 + 10; b.height == 100 @750\n"
        "b.width == 1000 @250\n"
        "b.right <= root.right - 10\n",
        made, 16, &count));
    CHECK(count == 15);
    bool active = false;
    OK(al_constraint_is_active(layout, made[14], &active));
    CHECK(active);
    double priority = 0;
    OK(al_constraint_get_priority(layout, made[12], &priority));
    CHECK_NEAR(priority, 750);
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, a, 10, 10, 385, 50);
    CHECK_FRAME(layout, b, 403, 10, 387, 100);
    al_layout_free(layout);
}

static void visual_format(al_direction direction) {
    al_node root, a, b;
    al_layout *layout = make_layout(&root, &a, &b);
    OK(al_layout_set_direction(layout, direction));
    size_t count = 0;
    OK(al_layout_constrain(layout, "root.left == 0; root.top == 0; root.width == 300; root.height == 200", NULL, 0, &count));
    CHECK(count == 4);
    OK(al_layout_constrain(layout, "H:|-10-[a]-8-[b(==a)]-10-|", NULL, 0, &count));
    CHECK(count == 4);
    OK(al_layout_constrain(layout, "V:|-[a(>=40@750,<=60)]; V:|[b]|", NULL, 0, &count));
    CHECK(count == 5);
    OK(al_layout_constrain(layout, "a.height == 1000 @500", NULL, 0, &count));
    OK(al_layout_update(layout));
    /* standard spacing to the parent is 20; a is at most 60 high */
    if (direction == AL_DIRECTION_LTR) {
        CHECK_FRAME(layout, a, 10, 20, 136, 60);
        CHECK_FRAME(layout, b, 154, 0, 136, 200);
    } else {
        CHECK_FRAME(layout, a, 154, 20, 136, 60);
        CHECK_FRAME(layout, b, 10, 0, 136, 200);
    }
    /* a standard spacing between siblings, flush views, spacing predicates */
    al_layout *other = al_layout_new();
    al_node parent, x, y, z;
    OK(al_node_new(other, 0, "parent", &parent));
    OK(al_node_new(other, parent, "x", &x));
    OK(al_node_new(other, parent, "y", &y));
    OK(al_node_new(other, parent, "z", &z));
    OK(al_layout_constrain(other,
        "parent.left == 0; parent.width == 200\n"
        "H:|[x(50)]-[y(30)]-(>=5,<=100@900)-[z(20)]|\n", NULL, 0, &count));
    OK(al_layout_update(other));
    CHECK_FRAME(other, x, 0, 0, 50, 0);
    CHECK_FRAME(other, y, 58, 0, 30, 0);
    CHECK_FRAME(other, z, 180, 0, 20, 0);
    al_layout_free(other);
    al_layout_free(layout);
}

static void errors(void) {
    al_node root, a, b;
    al_layout *layout = make_layout(&root, &a, &b);
    static const struct { const char *text; const char *where; const char *what; } cases[] = {
        {"a.width == 10\na.widht == 5", "line 2, column 3", "attribute"},
        {"a.width == 10; nobody.left == 3", "line 1, column 16", "no node"},
        {"a.width = 10", "line 1, column 9", "unexpected character"},
        {"a.width == 10 10", "line 1, column 15", "end of the statement"},
        {"a.width == b.width * a.height", "line 1, column 20", "linear"},
        {"a.width >= 5 @2000", "line 1, column 15", "priority"},
        {"a.width == (b.width", "line 1, column 20", "')'"},
        {"a == 5", "line 1, column 1", "is a node"},
        {"3 == 4", "line 1, column 1", "at least one"},
        {"H:|-[a]-[nobody]", "line 1, column 10", "no node"},
        {"H:|-(>=8-[a]", "line 1, column 9", "','"},
        {"V:[a]-|-[b]", "line 1, column 8", "end of the visual format line"},
        {"H:|[root]", "line 1, column 5", "root"},
        {"a.width == 1e", "line 1, column 12", "exponent"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        size_t count = 99;
        al_constraint made[4] = {0};
        FAILS(AL_ERROR_INVALID_ARGUMENT, al_layout_constrain(layout, cases[i].text, made, 4, &count));
        const char *message = al_last_error_message();
        if (!strstr(message, cases[i].where) || !strstr(message, cases[i].what)) {
            fprintf(stderr, "case %zu: message \"%s\" lacks \"%s\" or \"%s\"\n", i, message, cases[i].where, cases[i].what);
        }
        CHECK(strstr(message, cases[i].where) != NULL);
        CHECK(strstr(message, cases[i].what) != NULL);
        CHECK(count == 0 && made[0] == 0);
    }
    size_t count = 0;
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_layout_constrain(layout, NULL, NULL, 0, &count));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_layout_constrain(layout, "a.width == 1", NULL, 0, NULL));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_layout_constrain(layout, "a.width == 1", NULL, 3, &count));
    /* nothing of the failed texts was made: the layout has no constraints at all */
    char text[4096];
    size_t length = 0;
    OK(al_layout_describe(layout, AL_FORMAT_TEXT, text, sizeof text, &length));
    CHECK(strstr(text, "==") == NULL);
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_layout_describe(layout, (al_format)7, text, sizeof text, &length));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_layout_describe(layout, AL_FORMAT_TEXT, NULL, 10, &length));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_layout_describe(layout, AL_FORMAT_TEXT, text, sizeof text, NULL));
    al_layout_free(layout);
}

static void describe_round_trip(void) {
    al_node root, a, b;
    al_layout *layout = make_layout(&root, &a, &b);
    size_t count = 0;
    OK(al_layout_constrain(layout,
        "root.left == 0; root.top == 0; root.width == 640; root.height == 480\n"
        "H:|-12-[a]-(>=6)-[b(==a)]-12-|; V:|-[a]-|; b.centerY == a.centerY; b.height == a.height * 0.25 + 1.5\n"
        "b.width == 10000 @333.5\n", NULL, 0, &count));
    OK(al_layout_update(layout));
    size_t length = 0;
    OK(al_layout_describe(layout, AL_FORMAT_TEXT, NULL, 0, &length));
    char *text = malloc(length + 1);
    size_t again = 0;
    OK(al_layout_describe(layout, AL_FORMAT_TEXT, text, length + 1, &again));
    CHECK(again == length && strlen(text) == length);
    /* snprintf semantics: a short buffer gets a truncated, terminated prefix */
    char small[8];
    OK(al_layout_describe(layout, AL_FORMAT_TEXT, small, sizeof small, &again));
    CHECK(again == length && strlen(small) == 7 && strncmp(small, text, 7) == 0);
    /* read back into a layout with the same nodes: the same frames */
    al_node root2, a2, b2;
    al_layout *copy = make_layout(&root2, &a2, &b2);
    OK(al_layout_constrain(copy, text, NULL, 0, &count));
    OK(al_layout_update(copy));
    al_rect first, second;
    al_node originals[3] = {root, a, b}, copies[3] = {root2, a2, b2};
    for (int i = 0; i < 3; i++) {
        OK(al_node_get_frame(layout, originals[i], &first));
        OK(al_node_get_frame(copy, copies[i], &second));
        CHECK(memcmp(&first, &second, sizeof first) == 0);
    }
    CHECK(strstr(text, "# root (0, 0, 640, 480)") != NULL);
    CHECK(strstr(text, "@333.5") != NULL);
    /* the SVG names every node */
    OK(al_layout_describe(layout, AL_FORMAT_SVG, NULL, 0, &length));
    char *svg = malloc(length + 1);
    OK(al_layout_describe(layout, AL_FORMAT_SVG, svg, length + 1, &length));
    CHECK(strncmp(svg, "<svg", 4) == 0);
    CHECK(strstr(svg, ">root</text>") && strstr(svg, ">a</text>") && strstr(svg, ">b</text>"));
    free(svg);
    free(text);
    al_layout_free(copy);
    al_layout_free(layout);
}

/* A deep tree is described without exhausting the stack, its indentation capped. */
static void deep_tree(void) {
    al_layout *layout = al_layout_new();
    al_node parent = 0;
    for (int depth = 0; depth < 3000; depth++) {
        al_node node = 0;
        char name[16];
        snprintf(name, sizeof name, "n%d", depth);
        OK(al_node_new(layout, parent, name, &node));
        parent = node;
    }
    OK(al_layout_update(layout));
    size_t length = 0;
    OK(al_layout_describe(layout, AL_FORMAT_TEXT, NULL, 0, &length));
    char *text = malloc(length + 1);
    OK(al_layout_describe(layout, AL_FORMAT_TEXT, text, length + 1, &length));
    CHECK(strstr(text, "# (2999) ") != NULL);
    CHECK(length < 400 * 3000);
    free(text);
    al_layout_free(layout);
}

int main(void) {
    deep_tree();
    expressions();
    visual_format(AL_DIRECTION_LTR);
    visual_format(AL_DIRECTION_RTL);
    errors();
    describe_round_trip();
    return finish();
}
