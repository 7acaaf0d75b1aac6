/* Margins, safe area, readable content guide and baselines through the C ABI, with
   frames worked out by hand from UIKit's documented meaning, in LTR and RTL. */
#include <stdlib.h>

#include "check.h"

static al_layout *layout;

static al_node make_root(const char *name, double width, double height) {
    al_node root = 0;
    OK(al_node_new(layout, 0, name, &root));
    constrain(layout, root, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1, 0);
    constrain(layout, root, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_TOP, 1, 0);
    constrain(layout, root, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, width);
    constrain(layout, root, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, height);
    return root;
}

static al_node guide(al_node node, al_guide kind) {
    al_node out = 0;
    OK(al_node_get_guide(layout, node, kind, &out));
    return out;
}

static void margins_and_margin_attributes(void) {
    layout = al_layout_new();
    al_node root = make_root("root", 400, 300), child = 0;
    al_node margins = guide(root, AL_GUIDE_MARGINS);
    CHECK(margins != 0 && margins == guide(root, AL_GUIDE_MARGINS));   /* the same guide each time */
    OK(al_node_new(layout, root, "child", &child));
    constrain(layout, child, AL_ATTRIBUTE_LEADING, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_LEADING_MARGIN, 1, 0);
    constrain(layout, child, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_TOP_MARGIN, 1, 0);
    constrain(layout, child, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 50);
    constrain(layout, child, AL_ATTRIBUTE_BOTTOM, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_CENTER_Y_WITHIN_MARGINS, 1, 0);
    OK(al_layout_update(layout));
    /* Default margins: 8 on every side. */
    CHECK_FRAME(layout, margins, 8, 8, 384, 284);
    CHECK_FRAME(layout, child, 8, 8, 50, 142);
    al_insets set = {10, 20, 30, 40}, read = {0, 0, 0, 0};
    OK(al_node_set_margins(layout, root, set));
    OK(al_node_get_margins(layout, root, &read));
    CHECK_NEAR(read.leading, 20);
    CHECK_NEAR(read.trailing, 40);
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, margins, 20, 10, 340, 260);
    CHECK_FRAME(layout, child, 20, 10, 50, 130);
    /* Right to left: leading is the right side, so its margin (20) is there. */
    OK(al_layout_set_direction(layout, AL_DIRECTION_RTL));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, margins, 40, 10, 340, 260);
    CHECK_FRAME(layout, child, 330, 10, 50, 130);
    /* The guide is not a child, not drawn, not among the changed nodes. */
    al_node children_parent = 0;
    OK(al_node_get_parent(layout, margins, &children_parent));
    CHECK(children_parent == root);
    al_node changed[16];
    size_t count = 0;
    OK(al_layout_get_changed_nodes(layout, changed, 16, &count));
    for (size_t i = 0; i < count && i < 16; i++) CHECK(changed[i] != margins);
    /* Guides go with their node: not freed, moved or given children on their own. */
    al_node orphan = 0;
    FAILS(AL_ERROR_INVALID_STATE, al_node_free(layout, margins));
    FAILS(AL_ERROR_INVALID_STATE, al_node_set_parent(layout, margins, 0));
    FAILS(AL_ERROR_INVALID_STATE, al_node_new(layout, margins, "x", &orphan));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_node_get_guide(layout, margins, AL_GUIDE_MARGINS, &orphan));
    /* Freeing the node frees its guides. */
    OK(al_node_free(layout, root));
    al_rect frame;
    FAILS(AL_ERROR_INVALID_HANDLE, al_node_get_frame(layout, margins, &frame));
    al_layout_free(layout);
}

static void safe_area_inherited_where_it_overlaps(void) {
    layout = al_layout_new();
    al_node root = make_root("root", 400, 300), top = 0, bottom = 0;
    al_insets notch = {44, 0, 34, 0};
    OK(al_node_set_safe_area_insets(layout, root, notch));
    OK(al_node_new(layout, root, "top", &top));
    OK(al_node_new(layout, root, "bottom", &bottom));
    /* top covers y 0...100, bottom y 200...300. */
    constrain(layout, top, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_LEFT, 1, 0);
    constrain(layout, top, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_TOP, 1, 0);
    constrain(layout, top, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_WIDTH, 1, 0);
    constrain(layout, top, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, 100);
    constrain(layout, bottom, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_LEFT, 1, 0);
    constrain(layout, bottom, AL_ATTRIBUTE_BOTTOM, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_BOTTOM, 1, 0);
    constrain(layout, bottom, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_WIDTH, 1, 0);
    constrain(layout, bottom, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, 100);
    al_node root_safe = guide(root, AL_GUIDE_SAFE_AREA), top_safe = guide(top, AL_GUIDE_SAFE_AREA);
    al_node bottom_safe = guide(bottom, AL_GUIDE_SAFE_AREA);
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, root_safe, 0, 44, 400, 222);
    CHECK_FRAME(layout, top_safe, 0, 44, 400, 56);      /* relative to top */
    CHECK_FRAME(layout, bottom_safe, 0, 0, 400, 66);    /* 300 - 34 = 266 */
    /* The child's own insets count where they reach further. */
    al_insets side = {0, 30, 80, 10};
    OK(al_node_set_safe_area_insets(layout, bottom, side));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, bottom_safe, 30, 0, 360, 20);
    al_insets read = {0, 0, 0, 0};
    OK(al_node_get_safe_area_insets(layout, bottom, &read));
    CHECK_NEAR(read.bottom, 80);
    /* Insets are directional too. */
    OK(al_layout_set_direction(layout, AL_DIRECTION_RTL));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, bottom_safe, 10, 0, 360, 20);
    al_layout_free(layout);
}

static void readable_content_guide(void) {
    layout = al_layout_new();
    al_node root = make_root("root", 1000, 300);
    al_node readable = guide(root, AL_GUIDE_READABLE_CONTENT);
    OK(al_layout_update(layout));
    /* 984 points within the margins, 672 of them readable, centred. */
    CHECK_FRAME(layout, readable, 164, 8, 672, 284);
    OK(al_node_set_readable_width(layout, root, 500));
    double width = 0;
    OK(al_node_get_readable_width(layout, root, &width));
    CHECK_NEAR(width, 500);
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, readable, 250, 8, 500, 284);
    al_layout_free(layout);
    /* Narrower than the readable width: the whole margins guide. */
    layout = al_layout_new();
    root = make_root("root", 400, 300);
    readable = guide(root, AL_GUIDE_READABLE_CONTENT);
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, readable, 8, 8, 384, 284);
    al_layout_free(layout);
}

static void measure_text(void *userdata, al_node node, double *width, double *height, double *first, double *last) {
    (void)node;
    int *calls = userdata;
    (*calls)++;
    *width = 80;
    *height = 24;
    *first = 18;
    *last = 6;
}

static void baselines(void) {
    layout = al_layout_new();
    al_node root = make_root("root", 400, 300), label = 0, field = 0, plain = 0, other = 0;
    OK(al_node_new(layout, root, "label", &label));
    OK(al_node_new(layout, root, "field", &field));
    OK(al_node_new(layout, root, "plain", &plain));
    OK(al_node_new(layout, root, "other", &other));
    OK(al_node_set_intrinsic_size(layout, label, 60, 20));
    OK(al_node_set_baseline_offsets(layout, label, 15, 4));
    constrain(layout, label, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_LEFT, 1, 10);
    constrain(layout, label, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_TOP, 1, 10);
    /* The field's first baseline on the label's: its height comes from measuring. */
    int calls = 0;
    OK(al_node_set_baseline_measure_function(layout, field, measure_text, &calls));
    constrain(layout, field, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, label, AL_ATTRIBUTE_RIGHT, 1, 8);
    constrain(layout, field, AL_ATTRIBUTE_FIRST_BASELINE, AL_RELATION_EQUAL, label, AL_ATTRIBUTE_FIRST_BASELINE, 1, 0);
    /* Without offsets the baselines are the bottom edge. */
    constrain(layout, plain, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1, 0);
    constrain(layout, plain, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 10);
    constrain(layout, plain, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, 30);
    constrain(layout, plain, AL_ATTRIBUTE_LAST_BASELINE, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1, 100);
    constrain(layout, other, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1, 0);
    constrain(layout, other, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 10);
    constrain(layout, other, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, 10);
    constrain(layout, other, AL_ATTRIBUTE_FIRST_BASELINE, AL_RELATION_EQUAL, label, AL_ATTRIBUTE_LAST_BASELINE, 1, 0);
    OK(al_layout_update(layout));
    CHECK(calls == 1);
    CHECK_FRAME(layout, label, 10, 10, 60, 20);
    CHECK_FRAME(layout, field, 78, 7, 80, 24);     /* baseline 25 = 7 + 18 */
    CHECK_FRAME(layout, plain, 0, 70, 10, 30);
    CHECK_FRAME(layout, other, 0, 16, 10, 10);     /* bottom at the label's last baseline, 26 */
    double first = 0, last = 0;
    OK(al_node_get_baseline_offsets(layout, field, &first, &last));
    CHECK_NEAR(first, 18);
    CHECK_NEAR(last, 6);
    OK(al_node_get_baseline_offsets(layout, plain, &first, &last));
    CHECK_NEAR(first, AL_NO_INTRINSIC_METRIC);
    CHECK_NEAR(last, AL_NO_INTRINSIC_METRIC);
    /* New offsets are constant edits at the next update. */
    OK(al_node_set_baseline_offsets(layout, label, 12, 4));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, field, 78, 4, 80, 24);
    CHECK(calls == 1);
    OK(al_node_mark_dirty(layout, field));
    OK(al_layout_update(layout));
    CHECK(calls == 2);
    /* Baselines of a guide, or a guide of a guide, do not exist. */
    al_node margins = guide(root, AL_GUIDE_MARGINS), out = 0;
    al_constraint constraint = 0;
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_constraint_new(layout, margins, AL_ATTRIBUTE_FIRST_BASELINE, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1, 0, &constraint));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_node_get_guide(layout, margins, AL_GUIDE_SAFE_AREA, &out));
    /* But a guide's ordinary anchors constrain like a node's. */
    al_node tail = 0;
    OK(al_node_new(layout, root, "tail", &tail));
    constrain(layout, tail, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 10);
    constrain(layout, tail, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, 10);
    constrain(layout, tail, AL_ATTRIBUTE_BOTTOM, AL_RELATION_EQUAL, margins, AL_ATTRIBUTE_BOTTOM, 1, 0);
    OK(al_constraint_new(layout, tail, AL_ATTRIBUTE_RIGHT, AL_RELATION_EQUAL, margins, AL_ATTRIBUTE_RIGHT, 1, 0, &constraint));
    OK(al_constraint_activate(layout, constraint));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, tail, 382, 282, 10, 10);
    al_layout_free(layout);
}

static void description_reads_back(void) {
    layout = al_layout_new();
    al_node root = make_root("root", 600, 400), title = 0, value = 0, form = 0, row = 0;
    OK(al_stack_new(layout, root, "form", AL_AXIS_VERTICAL, &form));
    OK(al_stack_new(layout, form, "row", AL_AXIS_HORIZONTAL, &row));
    OK(al_node_new(layout, row, "title", &title));
    OK(al_node_new(layout, row, "value", &value));
    OK(al_stack_add_arranged(layout, form, row));
    OK(al_stack_add_arranged(layout, row, title));
    OK(al_stack_add_arranged(layout, row, value));
    OK(al_stack_set_alignment(layout, row, AL_ALIGNMENT_FIRST_BASELINE));
    OK(al_stack_set_spacing(layout, row, 12));
    OK(al_stack_set_custom_spacing(layout, row, title, 20));
    OK(al_stack_set_margins_relative(layout, form, true));
    OK(al_node_set_intrinsic_size(layout, title, 80, 20));
    OK(al_node_set_intrinsic_size(layout, value, 120, 30));
    OK(al_node_set_baseline_offsets(layout, title, 15, 5));
    OK(al_node_set_baseline_offsets(layout, value, 22, 8));
    al_constraint made[8];
    size_t count = 0;
    OK(al_layout_constrain(layout, "form.top == root.safeArea.top\nform.leading == root.readable.leading\n"
                                   "form.trailing == root.trailingMargin", made, 8, &count));
    CHECK(count == 3);
    OK(al_layout_update(layout));
    size_t length = 0;
    OK(al_layout_describe(layout, AL_FORMAT_TEXT, NULL, 0, &length));
    char *text = malloc(length + 1);
    OK(al_layout_describe(layout, AL_FORMAT_TEXT, text, length + 1, &length));
    CHECK(strstr(text, "stack form in root vertical margins: row\n") != NULL);
    CHECK(strstr(text, "stack row horizontal spacing 12 alignment firstBaseline: title (spacing 20), value\n") != NULL);
    CHECK(strstr(text, "form.top == root.safeArea.top\n") != NULL);
    CHECK(strstr(text, "form.trailing == root.trailingMargin\n") != NULL);
    CHECK(strstr(text, "title.leading ==") == NULL);          /* the stack's constraints are its own */
    CHECK(strstr(text, "baselines 15 5") != NULL);
    al_rect before_value, before_title;
    OK(al_node_get_frame(layout, value, &before_value));
    OK(al_node_get_frame(layout, title, &before_title));

    /* The same nodes in a fresh layout, plain: the text makes the stacks again. */
    al_layout *first = layout;
    layout = al_layout_new();
    al_node root2 = make_root("root", 600, 400), title2 = 0, value2 = 0, loose = 0;
    OK(al_node_new(layout, root2, "loose", &loose));
    OK(al_node_new(layout, root2, "title", &title2));
    OK(al_node_new(layout, root2, "value", &value2));
    OK(al_node_set_intrinsic_size(layout, title2, 80, 20));
    OK(al_node_set_intrinsic_size(layout, value2, 120, 30));
    OK(al_node_set_baseline_offsets(layout, title2, 15, 5));
    OK(al_node_set_baseline_offsets(layout, value2, 22, 8));
    /* Stacks are declared parents first: the description lists the outer one first. */
    OK(al_layout_constrain(layout, text, made, 8, &count));
    CHECK(count == 4 + 8 + 3);   /* the root, the intrinsic sizes (stated again) and the three */
    if (getenv("SHOW_DESCRIPTION")) printf("%s", text);
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, value2, before_value.x, before_value.y, before_value.width, before_value.height);
    CHECK_FRAME(layout, title2, before_title.x, before_title.y, before_title.width, before_title.height);
    /* A failing text undoes its stack statements. */
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_layout_constrain(layout, "stack extra in root horizontal: loose\nnobody.width == 1", made, 8, &count));
    CHECK(strstr(al_last_error_message(), "line 2") != NULL);
    al_node parent = 0;
    OK(al_node_get_parent(layout, loose, &parent));
    CHECK(parent == root2);
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_layout_constrain(layout, "extra.width == 1", made, 8, &count));
    OK(al_node_get_parent(layout, title2, &parent));
    size_t arranged = 0;
    OK(al_stack_get_arranged(layout, parent, NULL, 0, &arranged));
    CHECK(arranged == 2);
    free(text);
    al_layout_free(layout);
    al_layout_free(first);
}

int main(void) {
    margins_and_margin_attributes();
    safe_area_inherited_where_it_overlaps();
    readable_content_guide();
    baselines();
    description_reads_back();
    return finish();
}
