/* Diagnostics and change tracking: minimal conflicts by name, ambiguous layouts,
   changed nodes, user data. */
#include "check.h"

static al_constraint named(al_layout *layout, const char *name, al_node item1, al_attribute attribute1,
                           al_relation relation, al_node item2, al_attribute attribute2, double multiplier,
                           double constant) {
    al_constraint constraint = constrain(layout, item1, attribute1, relation, item2, attribute2, multiplier, constant);
    OK(al_constraint_set_name(layout, constraint, name));
    return constraint;
}

static int contains(const al_constraint *list, size_t count, al_constraint wanted) {
    for (size_t i = 0; i < count; i++) if (list[i] == wanted) return 1;
    return 0;
}

static void minimal_conflict(void) {
    al_layout *layout = al_layout_new();
    al_node a = 0, b = 0, c = 0;
    OK(al_node_new(layout, 0, "a", &a));
    OK(al_node_new(layout, 0, "b", &b));
    OK(al_node_new(layout, 0, "c", &c));
    /* a chain a.width = b.width = c.width, an unrelated bystander, and two pins */
    al_constraint ab = named(layout, "a=b", a, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, b, AL_ATTRIBUTE_WIDTH, 1, 0);
    al_constraint bc = named(layout, "b=c", b, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, c, AL_ATTRIBUTE_WIDTH, 1, 0);
    al_constraint bystander = named(layout, "bystander", b, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, 5);
    al_constraint floor = named(layout, "floor", a, AL_ATTRIBUTE_WIDTH, AL_RELATION_GREATER_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 100);
    al_constraint loose = named(layout, "loose", a, AL_ATTRIBUTE_WIDTH, AL_RELATION_GREATER_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 10);
    OK(al_layout_update(layout));
    al_constraint ceiling = named(layout, "ceiling", c, AL_ATTRIBUTE_WIDTH, AL_RELATION_LESS_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 50);
    FAILS(AL_ERROR_UNSATISFIABLE, al_layout_update(layout));
    const char *message = al_last_error_message();
    CHECK(strstr(message, "ceiling (c.width <= 50) conflicts with") != NULL);
    CHECK(strstr(message, "floor") != NULL);
    CHECK(strstr(message, "a=b") != NULL && strstr(message, "b=c") != NULL);
    CHECK(strstr(message, "bystander") == NULL);
    CHECK(strstr(message, "loose") == NULL);

    al_constraint others[8];
    size_t count = 0;
    OK(al_layout_explain_conflict(layout, ceiling, others, 8, &count));
    CHECK(count == 3);
    CHECK(contains(others, count, ab) && contains(others, count, bc) && contains(others, count, floor));
    CHECK(!contains(others, count, bystander) && !contains(others, count, loose));
    OK(al_layout_explain_conflict(layout, ceiling, NULL, 0, &count));
    CHECK(count == 3);
    FAILS(AL_ERROR_INVALID_STATE, al_layout_explain_conflict(layout, floor, others, 8, &count));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_layout_explain_conflict(layout, ceiling, NULL, 8, &count));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_layout_explain_conflict(layout, ceiling, others, 8, NULL));
    FAILS(AL_ERROR_INVALID_HANDLE, al_layout_explain_conflict(layout, a, others, 8, &count));
    al_layout_free(layout);
}

static void ambiguity(void) {
    al_layout *layout = al_layout_new();
    al_node root = 0, box = 0, free_floating = 0;
    OK(al_node_new(layout, 0, "root", &root));
    OK(al_node_new(layout, root, "box", &box));
    OK(al_node_new(layout, root, "free", &free_floating));
    constrain(layout, root, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1, 0);
    constrain(layout, root, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_TOP, 1, 0);
    constrain(layout, root, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 200);
    constrain(layout, root, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, 200);
    constrain(layout, box, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_LEFT, 1, 10);
    constrain(layout, box, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_TOP, 1, 10);
    constrain(layout, box, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, 10);
    /* width only bounded: anything from 0 to 190 fits */
    constrain(layout, box, AL_ATTRIBUTE_RIGHT, AL_RELATION_LESS_EQUAL, root, AL_ATTRIBUTE_RIGHT, 1, 0);
    constrain(layout, box, AL_ATTRIBUTE_WIDTH, AL_RELATION_GREATER_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 0);
    OK(al_layout_update(layout));
    bool ambiguous = false;
    OK(al_node_has_ambiguous_layout(layout, root, &ambiguous));
    CHECK(!ambiguous);
    OK(al_node_has_ambiguous_layout(layout, box, &ambiguous));
    CHECK(ambiguous);
    OK(al_node_has_ambiguous_layout(layout, free_floating, &ambiguous));
    CHECK(ambiguous);
    /* A preference settles it. */
    al_constraint wish = constrain(layout, box, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 500);
    OK(al_constraint_set_priority(layout, wish, AL_PRIORITY_LOW));
    OK(al_layout_update(layout));
    OK(al_node_has_ambiguous_layout(layout, box, &ambiguous));
    CHECK(!ambiguous);
    CHECK_FRAME(layout, box, 10, 10, 190, 10);
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_node_has_ambiguous_layout(layout, box, NULL));
    FAILS(AL_ERROR_INVALID_HANDLE, al_node_has_ambiguous_layout(layout, wish, &ambiguous));
    al_layout_free(layout);
}

static void changed_nodes_and_user_data(void) {
    al_layout *layout = al_layout_new();
    al_node root = 0, left = 0, right = 0;
    OK(al_node_new(layout, 0, "root", &root));
    OK(al_node_new(layout, root, "left", &left));
    OK(al_node_new(layout, root, "right", &right));
    constrain(layout, root, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1, 0);
    al_constraint height = constrain(layout, root, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, 50);
    constrain(layout, left, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_LEFT, 1, 0);
    constrain(layout, left, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 30);
    al_constraint right_width = constrain(layout, right, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 30);
    constrain(layout, right, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, left, AL_ATTRIBUTE_RIGHT, 1, 0);
    OK(al_layout_update(layout));
    al_node changed[4];
    size_t count = 0;
    OK(al_layout_get_changed_nodes(layout, changed, 4, &count));
    CHECK(count == 3);  /* root, left and right all left the zero frame */
    OK(al_layout_update(layout));
    OK(al_layout_get_changed_nodes(layout, changed, 4, &count));
    CHECK(count == 0);  /* nothing changed */
    OK(al_constraint_set_constant(layout, right_width, 45));
    OK(al_layout_update(layout));
    OK(al_layout_get_changed_nodes(layout, changed, 4, &count));
    CHECK(count == 1 && changed[0] == right);
    OK(al_constraint_set_constant(layout, height, 60));
    OK(al_layout_update(layout));
    OK(al_layout_get_changed_nodes(layout, NULL, 0, &count));
    CHECK(count == 1);
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_layout_get_changed_nodes(layout, NULL, 1, &count));
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_layout_get_changed_nodes(layout, changed, 1, NULL));

    int engine_object = 42;
    void *data = NULL;
    OK(al_node_get_user_data(layout, left, &data));
    CHECK(data == NULL);
    OK(al_node_set_user_data(layout, left, &engine_object));
    OK(al_node_get_user_data(layout, left, &data));
    CHECK(data == &engine_object);
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_node_get_user_data(layout, left, NULL));
    OK(al_node_free(layout, left));
    FAILS(AL_ERROR_INVALID_HANDLE, al_node_get_user_data(layout, left, &data));
    FAILS(AL_ERROR_INVALID_HANDLE, al_node_set_user_data(layout, left, &engine_object));
    al_layout_free(layout);
}

int main(void) {
    minimal_conflict();
    ambiguity();
    changed_nodes_and_user_data();
    return finish();
}
