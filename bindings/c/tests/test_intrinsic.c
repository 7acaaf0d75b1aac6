/* Intrinsic content size, hugging, compression resistance and measure functions, run
   in LTR and again in RTL. */
#include "check.h"

static al_node make_root(al_layout *layout, double width, double height, al_constraint *width_constraint) {
    al_node root = 0;
    OK(al_node_new(layout, 0, "root", &root));
    constrain(layout, root, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1, 0);
    constrain(layout, root, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_TOP, 1, 0);
    al_constraint w = constrain(layout, root, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, width);
    constrain(layout, root, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, height);
    if (width_constraint) *width_constraint = w;
    return root;
}

/* Two labels in a row between the root's leading and trailing edges, 10 apart. */
static void hugging_decides_who_grows(al_direction direction) {
    al_layout *layout = al_layout_new();
    OK(al_layout_set_direction(layout, direction));
    al_constraint width;
    al_node root = make_root(layout, 300, 40, &width), first = 0, second = 0;
    OK(al_node_new(layout, root, "first", &first));
    OK(al_node_new(layout, root, "second", &second));
    OK(al_node_set_intrinsic_size(layout, first, 60, 20));
    OK(al_node_set_intrinsic_size(layout, second, 80, 20));
    constrain(layout, first, AL_ATTRIBUTE_LEADING, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_LEADING, 1, 0);
    constrain(layout, second, AL_ATTRIBUTE_LEADING, AL_RELATION_EQUAL, first, AL_ATTRIBUTE_TRAILING, 1, 10);
    constrain(layout, second, AL_ATTRIBUTE_TRAILING, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_TRAILING, 1, 0);
    /* second hugs less, so it takes the extra room */
    OK(al_node_set_content_hugging_priority(layout, second, AL_AXIS_HORIZONTAL, 200));
    OK(al_layout_update(layout));
    bool rtl = direction == AL_DIRECTION_RTL;
    CHECK_FRAME(layout, first, rtl ? 240 : 0, 0, 60, 20);
    CHECK_FRAME(layout, second, rtl ? 0 : 70, 0, 230, 20);

    /* Squeezed: the lower compression resistance gives way first. */
    OK(al_node_set_compression_resistance_priority(layout, first, AL_AXIS_HORIZONTAL, 700));
    OK(al_constraint_set_constant(layout, width, 100));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, second, rtl ? 0 : 20, 0, 80, 20);
    CHECK_FRAME(layout, first, rtl ? 90 : 0, 0, 10, 20);

    /* Changing the intrinsic size is an edit at the next update. */
    OK(al_constraint_set_constant(layout, width, 300));
    OK(al_node_set_intrinsic_size(layout, first, 100, AL_NO_INTRINSIC_METRIC));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, first, rtl ? 200 : 0, 0, 100, 0);
    /* Hugging that outranks the other's hugging swaps who grows. */
    OK(al_node_set_content_hugging_priority(layout, second, AL_AXIS_HORIZONTAL, 300));
    OK(al_node_set_content_hugging_priority(layout, first, AL_AXIS_HORIZONTAL, 100));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, second, rtl ? 0 : 220, 0, 80, 20);
    /* No metric: the constraints go away. */
    OK(al_node_set_intrinsic_size(layout, first, AL_NO_INTRINSIC_METRIC, AL_NO_INTRINSIC_METRIC));
    OK(al_node_set_intrinsic_size(layout, second, AL_NO_INTRINSIC_METRIC, AL_NO_INTRINSIC_METRIC));
    constrain(layout, first, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, second, AL_ATTRIBUTE_WIDTH, 1, 0);
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, first, rtl ? 155 : 0, 0, 145, 0);
    al_layout_free(layout);
}

static void bad_intrinsic_input(void) {
    al_layout *layout = al_layout_new();
    al_node node = 0;
    OK(al_node_new(layout, 0, "label", &node));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_node_set_intrinsic_size(layout, node, NAN, 10));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_node_set_intrinsic_size(layout, node, 10, INFINITY));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_node_set_intrinsic_size(layout, node, -5, 10));
    CHECK(strstr(al_last_error_message(), "label") != NULL);
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_node_set_content_hugging_priority(layout, node, (al_axis)2, 250));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_node_set_content_hugging_priority(layout, node, AL_AXIS_VERTICAL, 0));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_node_set_compression_resistance_priority(layout, node, AL_AXIS_VERTICAL, 1001));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_node_set_compression_resistance_priority(layout, node, (al_axis)-3, 100));
    FAILS(AL_ERROR_INVALID_HANDLE, al_node_set_intrinsic_size(layout, 0, 1, 1));
    FAILS(AL_ERROR_INVALID_STATE, al_node_mark_dirty(layout, node));
    /* defaults, read back */
    double width = 0, height = 0, priority = 0;
    OK(al_node_get_intrinsic_size(layout, node, &width, &height));
    CHECK(width == AL_NO_INTRINSIC_METRIC && height == AL_NO_INTRINSIC_METRIC);
    OK(al_node_get_content_hugging_priority(layout, node, AL_AXIS_HORIZONTAL, &priority));
    CHECK_NEAR(priority, 250);
    OK(al_node_get_compression_resistance_priority(layout, node, AL_AXIS_VERTICAL, &priority));
    CHECK_NEAR(priority, 750);
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_node_get_intrinsic_size(layout, node, NULL, &height));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_node_get_content_hugging_priority(layout, node, (al_axis)5, &priority));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, node, 0, 0, 0, 0);
    /* Required hugging against a wider required width: reported, by name. */
    OK(al_node_set_intrinsic_size(layout, node, 50, AL_NO_INTRINSIC_METRIC));
    OK(al_node_set_content_hugging_priority(layout, node, AL_AXIS_HORIZONTAL, AL_PRIORITY_REQUIRED));
    al_constraint wide = constrain(layout, node, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 80);
    FAILS(AL_ERROR_UNSATISFIABLE, al_layout_update(layout));
    CHECK(strstr(al_last_error_message(), "content hugging of label") != NULL);
    OK(al_constraint_free(layout, wide));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, node, 0, 0, 50, 0);
    al_layout_free(layout);
}

/* Text measured by a callback: width grows with the string's length. */
typedef struct label { const char *text; int calls; al_layout *layout; int reenter; double forced; } label;

static void measure_label(void *userdata, al_node node, double *width, double *height) {
    label *text = userdata;
    (void)node;
    text->calls++;
    if (text->reenter) {
        CHECK(al_layout_update(text->layout) == AL_ERROR_INVALID_STATE);
    }
    if (text->forced != 0) {
        *width = text->forced;
        return;
    }
    *width = 7.0 * (double)strlen(text->text);
    *height = 16;
}

static void measure_functions(void) {
    al_layout *layout = al_layout_new();
    al_node root = make_root(layout, 400, 100, NULL), node = 0;
    OK(al_node_new(layout, root, "label", &node));
    label text = {"hello", 0, layout, 0, 0};
    OK(al_node_set_measure_function(layout, node, measure_label, &text));
    constrain(layout, node, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_LEFT, 1, 0);
    constrain(layout, node, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_TOP, 1, 0);
    CHECK(text.calls == 0);
    OK(al_layout_update(layout));
    CHECK(text.calls == 1);
    CHECK_FRAME(layout, node, 0, 0, 35, 16);
    double width = 0, height = 0;
    OK(al_node_get_intrinsic_size(layout, node, &width, &height));
    CHECK_NEAR(width, 35);
    CHECK_NEAR(height, 16);
    al_node parent = 0;
    OK(al_node_get_parent(layout, node, &parent));
    CHECK(parent == root);
    OK(al_node_get_parent(layout, root, &parent));
    CHECK(parent == 0);
    /* Not called again until marked dirty. */
    OK(al_layout_update(layout));
    OK(al_layout_update(layout));
    CHECK(text.calls == 1);
    text.text = "hello, world";
    OK(al_node_mark_dirty(layout, node));
    OK(al_node_mark_dirty(layout, node));
    OK(al_layout_update(layout));
    CHECK(text.calls == 2);
    CHECK_FRAME(layout, node, 0, 0, 84, 16);
    /* Never re-entered: an update from inside is refused. */
    text.reenter = 1;
    OK(al_node_mark_dirty(layout, node));
    OK(al_layout_update(layout));
    CHECK(text.calls == 3);
    text.reenter = 0;
    /* A bad measurement fails the update and changes nothing. */
    double bad[] = {NAN, -3, INFINITY};
    for (int i = 0; i < 3; i++) {
        text.forced = bad[i];
        OK(al_node_mark_dirty(layout, node));
        FAILS(AL_ERROR_INVALID_ARGUMENT, al_layout_update(layout));
        CHECK(strstr(al_last_error_message(), "measure function of label") != NULL);
        CHECK_FRAME(layout, node, 0, 0, 84, 16);
    }
    text.forced = 0;
    text.text = "hi";
    OK(al_layout_update(layout)); /* still dirty from the refused update */
    CHECK_FRAME(layout, node, 0, 0, 14, 16);
    /* Removing the function keeps the last size. */
    OK(al_node_set_measure_function(layout, node, NULL, NULL));
    FAILS(AL_ERROR_INVALID_STATE, al_node_mark_dirty(layout, node));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, node, 0, 0, 14, 16);
    al_layout_free(layout);
}

int main(void) {
    hugging_decides_who_grows(AL_DIRECTION_LTR);
    hugging_decides_who_grows(AL_DIRECTION_RTL);
    bad_intrinsic_input();
    measure_functions();
    return finish();
}
