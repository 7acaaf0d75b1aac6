/* Bad input through the C ABI: every case gets its exact status, a message, and changes
   nothing. */
#include <float.h>
#include <stdint.h>

#include "check.h"

static al_layout *layout;
static al_node root, child;
static al_variable variable;
static al_constraint constraint;

static void setup(void) {
    layout = al_layout_new();
    OK(al_node_new(layout, 0, "root", &root));
    OK(al_node_new(layout, root, "child", &child));
    OK(al_variable_new(layout, "gap", &variable));
    OK(al_constraint_new(layout, child, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 40, &constraint));
    OK(al_constraint_activate(layout, constraint));
    OK(al_layout_update(layout));
}

static void library_functions(void) {
    CHECK(strcmp(al_status_string(AL_OK), "ok") == 0);
    CHECK(strcmp(al_status_string(AL_ERROR_INVALID_HANDLE), "invalid handle") == 0);
    CHECK(strcmp(al_status_string((al_status)99), "unknown status") == 0);
    CHECK(strcmp(al_status_string((al_status)-1), "unknown status") == 0);
    int major = -1, minor = -1, patch = -1;
    CHECK(sscanf(al_version(), "%d.%d.%d", &major, &minor, &patch) == 3);
    CHECK(major >= 0 && minor >= 0 && patch >= 0);
    /* The header's version macros name the library they came with. */
    CHECK(major == AL_VERSION_MAJOR && minor == AL_VERSION_MINOR && patch == AL_VERSION_PATCH);
    char expected[64];
    snprintf(expected, sizeof expected, "%d.%d.%d", AL_VERSION_MAJOR, AL_VERSION_MINOR, AL_VERSION_PATCH);
    CHECK(strcmp(al_version(), expected) == 0);
    al_layout_free(NULL); /* a no-op */
}

static void null_pointers(void) {
    al_node node = 0;
    al_rect frame;
    double value;
    bool active;
    size_t count;
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_layout_update(NULL));
    CHECK(strstr(al_last_error_message(), "al_layout_update") != NULL);
    CHECK(strstr(al_last_error_message(), "NULL") != NULL);
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_node_new(NULL, 0, "x", &node));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_node_new(layout, 0, "x", NULL));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_node_get_frame(layout, child, NULL));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_node_get_absolute_frame(layout, child, NULL));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_node_get_frame(NULL, child, &frame));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_nodes_get_frames(layout, NULL, 2, &frame));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_nodes_get_frames(layout, &child, 1, NULL));
    OK(al_nodes_get_frames(layout, NULL, 0, NULL));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_variable_new(layout, "v", NULL));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_variable_get_value(layout, variable, NULL));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_constraint_new(layout, child, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0,
                                                       AL_ATTRIBUTE_WIDTH, 1, 0, NULL));
    al_constraint out = 0;
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_constraint_new_expression(layout, NULL, 1, AL_RELATION_EQUAL, 0, &out));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_constraint_get_priority(layout, constraint, NULL));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_constraint_is_active(layout, constraint, NULL));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_constraints_activate(layout, NULL, 3));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_constraints_deactivate(layout, NULL, 3));
    OK(al_constraints_activate(layout, NULL, 0));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_layout_get_broken_constraints(layout, NULL, 4, &count));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_layout_get_broken_constraints(layout, NULL, 0, NULL));
    OK(al_layout_get_broken_constraints(layout, NULL, 0, &count));
    CHECK(count == 0);
    (void)value; (void)active;
}

static void bad_numbers(void) {
    double bad[] = {NAN, INFINITY, -INFINITY};
    al_constraint out = 0;
    for (int i = 0; i < 3; i++) {
        FAILS(AL_ERROR_INVALID_ARGUMENT, al_constraint_new(layout, child, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, root,
                                                           AL_ATTRIBUTE_WIDTH, bad[i], 0, &out));
        FAILS(AL_ERROR_INVALID_ARGUMENT, al_constraint_new(layout, child, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0,
                                                           AL_ATTRIBUTE_WIDTH, 1, bad[i], &out));
        al_term term = {child, AL_ATTRIBUTE_LEFT, bad[i]};
        FAILS(AL_ERROR_INVALID_ARGUMENT, al_constraint_new_expression(layout, &term, 1, AL_RELATION_EQUAL, 0, &out));
        term.coefficient = 1;
        FAILS(AL_ERROR_INVALID_ARGUMENT, al_constraint_new_expression(layout, &term, 1, AL_RELATION_EQUAL, bad[i], &out));
        FAILS(AL_ERROR_INVALID_ARGUMENT, al_constraint_set_constant(layout, constraint, bad[i]));
        FAILS(AL_ERROR_INVALID_ARGUMENT, al_constraint_set_priority(layout, constraint, bad[i]));
        FAILS(AL_ERROR_INVALID_ARGUMENT, al_layout_set_scale(layout, bad[i]));
    }
    CHECK(out == 0);
    double priorities[] = {0, -1, 1000.0001, 5000, -DBL_MAX};
    for (int i = 0; i < 5; i++) {
        FAILS(AL_ERROR_INVALID_ARGUMENT, al_constraint_set_priority(layout, constraint, priorities[i]));
        CHECK(strstr(al_last_error_message(), "priority") != NULL);
    }
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_layout_set_scale(layout, -2));
    /* A multiplier of the constant-only form is unused, so NaN there is still refused. */
    double priority = 0;
    OK(al_constraint_get_priority(layout, constraint, &priority));
    CHECK_NEAR(priority, 1000);
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, child, 0, 0, 40, 0);
}

static void bad_enums(void) {
    al_constraint out = 0;
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_constraint_new(layout, child, (al_attribute)21, AL_RELATION_EQUAL, 0,
                                                       AL_ATTRIBUTE_WIDTH, 1, 0, &out));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_constraint_new(layout, child, (al_attribute)-1, AL_RELATION_EQUAL, 0,
                                                       AL_ATTRIBUTE_WIDTH, 1, 0, &out));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_constraint_new(layout, child, AL_ATTRIBUTE_WIDTH, (al_relation)2, 0,
                                                       AL_ATTRIBUTE_WIDTH, 1, 0, &out));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_constraint_new(layout, child, AL_ATTRIBUTE_WIDTH, (al_relation)-2, 0,
                                                       AL_ATTRIBUTE_WIDTH, 1, 0, &out));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_constraint_new(layout, child, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, root,
                                                       (al_attribute)1234, 1, 0, &out));
    al_term term = {child, (al_attribute)42, 1};
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_constraint_new_expression(layout, &term, 1, AL_RELATION_EQUAL, 0, &out));
    term.attribute = AL_ATTRIBUTE_LEFT;
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_constraint_new_expression(layout, &term, 1, (al_relation)7, 0, &out));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_constraint_new_expression(layout, &term, 0, AL_RELATION_EQUAL, 0, &out));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_layout_set_direction(layout, (al_direction)2));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_layout_set_direction(layout, (al_direction)-1));
    /* Attributes that do not fit their item. */
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_constraint_new(layout, child, AL_ATTRIBUTE_VALUE, AL_RELATION_EQUAL, 0,
                                                       AL_ATTRIBUTE_WIDTH, 1, 0, &out));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_constraint_new(layout, variable, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, 0,
                                                       AL_ATTRIBUTE_WIDTH, 1, 0, &out));
    CHECK(strstr(al_last_error_message(), "gap") != NULL);
    CHECK(out == 0);
}

static void bad_handles(void) {
    al_rect frame;
    al_node node = 0;
    al_constraint out = 0;
    bool active = false;
    double value = 0;
    /* zero */
    FAILS(AL_ERROR_INVALID_HANDLE, al_node_get_frame(layout, 0, &frame));
    FAILS(AL_ERROR_INVALID_HANDLE, al_constraint_activate(layout, 0));
    FAILS(AL_ERROR_INVALID_HANDLE, al_constraint_new(layout, 0, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0,
                                                     AL_ATTRIBUTE_WIDTH, 1, 0, &out));
    /* garbage */
    FAILS(AL_ERROR_INVALID_HANDLE, al_node_get_frame(layout, 0xDEADBEEFCAFEull, &frame));
    FAILS(AL_ERROR_INVALID_HANDLE, al_node_get_frame(layout, UINT64_MAX, &frame));
    FAILS(AL_ERROR_INVALID_HANDLE, al_node_free(layout, child + 1000));
    /* the wrong kind */
    FAILS(AL_ERROR_INVALID_HANDLE, al_node_get_frame(layout, constraint, &frame));
    CHECK(strstr(al_last_error_message(), "constraint") != NULL);
    FAILS(AL_ERROR_INVALID_HANDLE, al_constraint_activate(layout, child));
    FAILS(AL_ERROR_INVALID_HANDLE, al_variable_get_value(layout, child, &value));
    FAILS(AL_ERROR_INVALID_HANDLE, al_node_new(layout, variable, "x", &node));
    FAILS(AL_ERROR_INVALID_HANDLE, al_constraint_new(layout, constraint, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0,
                                                     AL_ATTRIBUTE_WIDTH, 1, 0, &out));
    /* foreign: a handle of another layout */
    al_layout *other = al_layout_new();
    al_node stranger = 0;
    al_constraint foreign_constraint = 0;
    OK(al_node_new(other, 0, "stranger", &stranger));
    OK(al_constraint_new(other, stranger, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 5,
                         &foreign_constraint));
    FAILS(AL_ERROR_INVALID_HANDLE, al_node_get_frame(layout, stranger, &frame));
    CHECK(strstr(al_last_error_message(), "this layout") != NULL);
    FAILS(AL_ERROR_INVALID_HANDLE, al_constraint_new(layout, child, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, stranger,
                                                     AL_ATTRIBUTE_WIDTH, 1, 0, &out));
    FAILS(AL_ERROR_INVALID_HANDLE, al_constraint_activate(layout, foreign_constraint));
    FAILS(AL_ERROR_INVALID_HANDLE, al_node_set_parent(layout, child, stranger));
    al_layout_free(other);
    /* stale: freed objects */
    al_node temporary = 0;
    al_constraint temporary_constraint = 0;
    OK(al_node_new(layout, root, "temporary", &temporary));
    OK(al_constraint_new(layout, temporary, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, 9,
                         &temporary_constraint));
    OK(al_node_free(layout, temporary));
    FAILS(AL_ERROR_INVALID_HANDLE, al_node_free(layout, temporary));
    FAILS(AL_ERROR_INVALID_HANDLE, al_node_get_frame(layout, temporary, &frame));
    FAILS(AL_ERROR_INVALID_HANDLE, al_constraint_activate(layout, temporary_constraint));
    FAILS(AL_ERROR_INVALID_HANDLE, al_constraint_free(layout, temporary_constraint));
    FAILS(AL_ERROR_INVALID_HANDLE, al_constraint_is_active(layout, temporary_constraint, &active));
    al_node reused = 0;
    OK(al_node_new(layout, root, "reused", &reused));
    FAILS(AL_ERROR_INVALID_HANDLE, al_node_get_frame(layout, temporary, &frame));
    /* bulk calls are all or nothing */
    al_constraint fresh = 0;
    OK(al_constraint_new(layout, reused, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, 9, &fresh));
    al_constraint batch[2] = {fresh, temporary_constraint};
    FAILS(AL_ERROR_INVALID_HANDLE, al_constraints_activate(layout, batch, 2));
    CHECK(strstr(al_last_error_message(), "none was activated") != NULL);
    OK(al_constraint_is_active(layout, fresh, &active));
    CHECK(!active);
    al_node nodes[2] = {child, temporary};
    al_rect frames[2] = {{-1, -1, -1, -1}, {-1, -1, -1, -1}};
    FAILS(AL_ERROR_INVALID_HANDLE, al_nodes_get_frames(layout, nodes, 2, frames));
    CHECK(frames[0].x == -1);
    OK(al_node_free(layout, reused));
    CHECK(out == 0 && node == 0);
}

static void unsatisfiable(void) {
    al_layout *local = al_layout_new();
    al_node box = 0;
    OK(al_node_new(local, 0, "box", &box));
    /* A wish for more than any bound allows, so that the width is always unique. */
    al_constraint wish = constrain(local, box, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 1000);
    OK(al_constraint_set_priority(local, wish, 1));
    al_constraint wide = constrain(local, box, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 100);
    OK(al_constraint_set_name(local, wide, "wide"));
    OK(al_layout_update(local));
    al_constraint narrow = constrain(local, box, AL_ATTRIBUTE_WIDTH, AL_RELATION_LESS_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 50);
    OK(al_constraint_set_name(local, narrow, "narrow"));
    FAILS(AL_ERROR_UNSATISFIABLE, al_layout_update(local));
    const char *message = al_last_error_message();
    CHECK(strstr(message, "narrow") != NULL);
    CHECK(strstr(message, "wide") != NULL);
    CHECK(strstr(message, "box.width") != NULL);
    CHECK_FRAME(local, box, 0, 0, 100, 0);
    size_t count = 99;
    al_constraint broken[4] = {0};
    OK(al_layout_get_broken_constraints(local, broken, 4, &count));
    CHECK(count == 1);
    CHECK(broken[0] == narrow);
    bool active = false;
    OK(al_constraint_is_active(local, narrow, &active));
    CHECK(active);
    /* A capacity smaller than the count still reports the full count. */
    OK(al_layout_get_broken_constraints(local, NULL, 0, &count));
    CHECK(count == 1);
    /* Removing the conflict lets the broken constraint back in. */
    OK(al_constraint_deactivate(local, wide));
    OK(al_layout_update(local));
    OK(al_layout_get_broken_constraints(local, broken, 4, &count));
    CHECK(count == 0);
    CHECK_FRAME(local, box, 0, 0, 50, 0);
    /* A constant edit that breaks a required constraint is undone in the solver. */
    OK(al_constraint_activate(local, wide));
    OK(al_constraint_set_constant(local, wide, 30));
    OK(al_layout_update(local));
    CHECK_FRAME(local, box, 0, 0, 30, 0);
    OK(al_constraint_set_constant(local, wide, 80));
    FAILS(AL_ERROR_UNSATISFIABLE, al_layout_update(local));
    CHECK(strstr(al_last_error_message(), "narrow") != NULL);
    CHECK_FRAME(local, box, 0, 0, 50, 0);
    OK(al_constraint_set_constant(local, wide, 40));
    OK(al_layout_update(local));
    CHECK_FRAME(local, box, 0, 0, 40, 0);
    /* A constraint that can never hold on its own. */
    al_term self[2] = {{box, AL_ATTRIBUTE_LEFT, 1}, {box, AL_ATTRIBUTE_LEFT, -1}};
    al_constraint never = 0;
    OK(al_constraint_new_expression(local, self, 2, AL_RELATION_EQUAL, 5, &never));
    OK(al_constraint_activate(local, never));
    FAILS(AL_ERROR_UNSATISFIABLE, al_layout_update(local));
    CHECK(strstr(al_last_error_message(), "never") != NULL);
    OK(al_constraint_free(local, never));
    OK(al_layout_update(local));
    al_layout_free(local);
}

/* Found by the fuzzer: numbers near the top of the double range overflowed into
   infinite frames. They are refused now, and a chain that still overflows is reported. */
static void overflow(void) {
    al_layout *local = al_layout_new();
    al_node a = 0, b = 0;
    OK(al_node_new(local, 0, "a", &a));
    OK(al_node_new(local, 0, "b", &b));
    al_constraint out = 0;
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_constraint_new(local, a, AL_ATTRIBUTE_LEFT, AL_RELATION_GREATER_EQUAL, a,
                                                       AL_ATTRIBUTE_HEIGHT, DBL_MAX, DBL_MAX, &out));
    CHECK(strstr(al_last_error_message(), "1e12") != NULL);
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_constraint_new(local, a, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0,
                                                       AL_ATTRIBUTE_LEFT, 1, 2e12, &out));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_node_set_intrinsic_size(local, a, 1e13, 1));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_layout_set_scale(local, 1e7));
    OK(al_constraint_new(local, a, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1, AL_MAX_MAGNITUDE, &out));
    OK(al_constraint_activate(local, out));
    OK(al_layout_update(local));
    CHECK_FRAME(local, a, 0, 0, 0, AL_MAX_MAGNITUDE);
    /* A chain of large multipliers: each step is allowed, the product overflows. */
    al_node previous = a;
    for (int i = 0; i < 30; i++) {
        al_node next = 0;
        OK(al_node_new(local, 0, NULL, &next));
        constrain(local, next, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, previous, AL_ATTRIBUTE_HEIGHT, 1e12, 0);
        previous = next;
    }
    FAILS(AL_ERROR_INVALID_STATE, al_layout_update(local));
    CHECK(strstr(al_last_error_message(), "overflows") != NULL);
    CHECK_FRAME(local, a, 0, 0, 0, AL_MAX_MAGNITUDE);   /* the old frames stay */
    al_layout_free(local);
}

/* Found by the fuzzer: a tiny multiplier chosen as the pivot blew a row up to 1e12 and
   cost the result its precision. The solver now pivots on coefficients of reasonable
   size. */
static void tiny_multiplier_keeps_precision(void) {
    al_layout *local = al_layout_new();
    al_node a = 0, b = 0;
    OK(al_node_new(local, 0, "a", &a));
    OK(al_node_new(local, 0, "b", &b));
    constrain(local, a, AL_ATTRIBUTE_RIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1, 1e-6);
    constrain(local, a, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, b, AL_ATTRIBUTE_RIGHT, 1e-6, -1e6);
    constrain(local, b, AL_ATTRIBUTE_RIGHT, AL_RELATION_EQUAL, b, AL_ATTRIBUTE_RIGHT, 1e-6, 1e-6);
    OK(al_layout_update(local));
    al_rect frame;
    OK(al_node_get_frame(local, b, &frame));
    CHECK(fabs(frame.x + frame.width - 1e-6 / (1 - 1e-6)) < 1e-9);
    al_layout_free(local);
}

int main(void) {
    setup();
    overflow();
    tiny_multiplier_keeps_precision();
    library_functions();
    null_pointers();
    bad_numbers();
    bad_enums();
    bad_handles();
    unsatisfiable();
    /* After all of that the layout is intact. */
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, child, 0, 0, 40, 0);
    al_layout_free(layout);
    return finish();
}
