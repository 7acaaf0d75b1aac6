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

/* A fill stack of labels across a window (the last label stretches), and a panel whose
   badge is pinned to the window rather than to the panel: what `scene_state` says. */
enum { scene_labels = 120 };

typedef struct {
    double window_width;
    int hidden;           /* the hidden label, or -1 */
    double pinned_width;  /* the width of the label before the last, a required constraint */
    double panel_left;
} scene_state;

typedef struct {
    al_layout *layout;
    al_node window, stack, panel, badge, labels[scene_labels];
    al_constraint width, pinned_width, panel_left;
} scene;

static void build_scene(scene *scene, scene_state state) {
    al_layout *layout = al_layout_new();
    scene->layout = layout;
    OK(al_node_new(layout, 0, "window", &scene->window));
    constrain(layout, scene->window, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1, 0);
    constrain(layout, scene->window, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_TOP, 1, 0);
    scene->width = constrain(layout, scene->window, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, state.window_width);
    constrain(layout, scene->window, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, 100);
    OK(al_stack_new(layout, scene->window, "row", AL_AXIS_HORIZONTAL, &scene->stack));
    OK(al_stack_set_spacing(layout, scene->stack, 4));
    constrain(layout, scene->stack, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, scene->window, AL_ATTRIBUTE_LEFT, 1, 0);
    constrain(layout, scene->stack, AL_ATTRIBUTE_RIGHT, AL_RELATION_EQUAL, scene->window, AL_ATTRIBUTE_RIGHT, 1, 0);
    constrain(layout, scene->stack, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, scene->window, AL_ATTRIBUTE_TOP, 1, 0);
    constrain(layout, scene->stack, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, 40);
    for (int i = 0; i < scene_labels; i++) {
        OK(al_node_new(layout, 0, NULL, &scene->labels[i]));
        OK(al_node_set_intrinsic_size(layout, scene->labels[i], 10 + i % 3, 20));
        OK(al_stack_add_arranged(layout, scene->stack, scene->labels[i]));
        if (i == state.hidden) OK(al_node_set_hidden(layout, scene->labels[i], 1));
    }
    scene->pinned_width = constrain(layout, scene->labels[scene_labels - 2], AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0,
                                    AL_ATTRIBUTE_WIDTH, 1, state.pinned_width);
    OK(al_node_new(layout, scene->window, "panel", &scene->panel));
    scene->panel_left = constrain(layout, scene->panel, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1, state.panel_left);
    constrain(layout, scene->panel, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_TOP, 1, 50);
    constrain(layout, scene->panel, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 100);
    constrain(layout, scene->panel, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, 40);
    OK(al_node_new(layout, scene->panel, "badge", &scene->badge));
    constrain(layout, scene->badge, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1, 300);
    constrain(layout, scene->badge, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_TOP, 1, 60);
    constrain(layout, scene->badge, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 10);
    constrain(layout, scene->badge, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, 10);
    OK(al_layout_update(layout));
}

/* The scene's nodes in one order, so that two scenes can be compared node by node. */
static size_t scene_nodes(const scene *scene, al_node *out) {
    size_t count = 0;
    out[count++] = scene->window;
    out[count++] = scene->stack;
    out[count++] = scene->panel;
    out[count++] = scene->badge;
    for (int i = 0; i < scene_labels; i++) out[count++] = scene->labels[i];
    return count;
}

static int same_rect(al_rect a, al_rect b) {
    return a.x == b.x && a.y == b.y && a.width == b.width && a.height == b.height;
}

/* Edits that move a few nodes each (the engine then reads only their frames again) and
   edits that move many: after each, every frame equals a fresh layout's of the same
   constraints, and the changed nodes are exactly those whose frames changed. */
static void changed_nodes_follow_what_moved(void) {
    scene_state state = {2000, -1, 11, 100};
    scene edited;
    build_scene(&edited, state);
    /* kind: 0 the window's width, 1 hide a label (-1 shows it again), 2 the pinned
       width, 3 the panel's left */
    const struct { int kind; double value; } steps[] = {
        {0, 1900}, {0, 2000}, {1, 117}, {1, -1}, {2, 20}, {3, 120}, {3, 110}, {0, 1950},
        {1, 3}, {1, -1}, {2, 11}, {0, 2000}, {3, 100}, {1, 60}, {0, 1800}, {1, -1},
    };
    al_node nodes[scene_labels + 4], fresh_nodes[scene_labels + 4], changed[scene_labels + 4];
    size_t count = scene_nodes(&edited, nodes);
    al_rect before[scene_labels + 4], before_absolute[scene_labels + 4];
    for (size_t step = 0; step < sizeof steps / sizeof steps[0]; step++) {
        for (size_t i = 0; i < count; i++) {
            OK(al_node_get_frame(edited.layout, nodes[i], &before[i]));
            OK(al_node_get_absolute_frame(edited.layout, nodes[i], &before_absolute[i]));
        }
        double value = steps[step].value;
        switch (steps[step].kind) {
        case 0:
            state.window_width = value;
            OK(al_constraint_set_constant(edited.layout, edited.width, value));
            break;
        case 1:
            if (state.hidden >= 0) OK(al_node_set_hidden(edited.layout, edited.labels[state.hidden], 0));
            state.hidden = (int)value;
            if (state.hidden >= 0) OK(al_node_set_hidden(edited.layout, edited.labels[state.hidden], 1));
            break;
        case 2:
            state.pinned_width = value;
            OK(al_constraint_set_constant(edited.layout, edited.pinned_width, value));
            break;
        default:
            state.panel_left = value;
            OK(al_constraint_set_constant(edited.layout, edited.panel_left, value));
            break;
        }
        OK(al_layout_update(edited.layout));
        scene fresh;
        build_scene(&fresh, state);
        scene_nodes(&fresh, fresh_nodes);
        size_t changed_count = 0;
        OK(al_layout_get_changed_nodes(edited.layout, changed, scene_labels + 4, &changed_count));
        for (size_t i = 0; i < count; i++) {
            al_rect frame, absolute, expected, expected_absolute;
            OK(al_node_get_frame(edited.layout, nodes[i], &frame));
            OK(al_node_get_absolute_frame(edited.layout, nodes[i], &absolute));
            OK(al_node_get_frame(fresh.layout, fresh_nodes[i], &expected));
            OK(al_node_get_absolute_frame(fresh.layout, fresh_nodes[i], &expected_absolute));
            CHECK_NEAR(frame.x, expected.x); CHECK_NEAR(frame.y, expected.y);
            CHECK_NEAR(frame.width, expected.width); CHECK_NEAR(frame.height, expected.height);
            CHECK_NEAR(absolute.x, expected_absolute.x); CHECK_NEAR(absolute.width, expected_absolute.width);
            int moved = !same_rect(frame, before[i]) || !same_rect(absolute, before_absolute[i]);
            CHECK(moved == contains(changed, changed_count, nodes[i]));
        }
        al_layout_free(fresh.layout);
    }
    al_layout_free(edited.layout);
}

int main(void) {
    minimal_conflict();
    ambiguity();
    changed_nodes_and_user_data();
    changed_nodes_follow_what_moved();
    return finish();
}
