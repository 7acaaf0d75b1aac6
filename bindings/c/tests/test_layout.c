/* Layouts built through the C ABI only: build, update, assert frames, free. */
#include "check.h"

/* A root of the given size at the origin. */
static al_node make_root(al_layout *layout, const char *name, double width, double height,
                         al_constraint *width_constraint) {
    al_node root = 0;
    OK(al_node_new(layout, 0, name, &root));
    constrain(layout, root, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1, 0);
    constrain(layout, root, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_TOP, 1, 0);
    al_constraint w = constrain(layout, root, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, width);
    constrain(layout, root, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, height);
    if (width_constraint) *width_constraint = w;
    return root;
}

static void pinned_child(void) {
    al_layout *layout = al_layout_new();
    CHECK(layout != NULL);
    al_node root = make_root(layout, "root", 800, 600, NULL), child = 0;
    OK(al_node_new(layout, root, "child", &child));
    constrain(layout, child, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_LEFT, 1, 10);
    constrain(layout, child, AL_ATTRIBUTE_RIGHT, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_RIGHT, 1, -10);
    constrain(layout, child, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_TOP, 1, 10);
    constrain(layout, child, AL_ATTRIBUTE_BOTTOM, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_BOTTOM, 1, -10);

    /* Frames read before the first update are zero: reading never solves. */
    CHECK_FRAME(layout, child, 0, 0, 0, 0);
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, root, 0, 0, 800, 600);
    CHECK_FRAME(layout, child, 10, 10, 780, 580);
    al_layout_free(layout);
}

static void relative_and_absolute_frames(void) {
    al_layout *layout = al_layout_new();
    al_node root = make_root(layout, "root", 500, 500, NULL), panel = 0, button = 0;
    OK(al_node_new(layout, root, "panel", &panel));
    OK(al_node_new(layout, panel, "button", &button));
    constrain(layout, panel, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_LEFT, 1, 50);
    constrain(layout, panel, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_TOP, 1, 60);
    constrain(layout, panel, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_WIDTH, 0.5, 0);
    constrain(layout, panel, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, panel, AL_ATTRIBUTE_WIDTH, 1, 0);
    constrain(layout, button, AL_ATTRIBUTE_CENTER_X, AL_RELATION_EQUAL, panel, AL_ATTRIBUTE_CENTER_X, 1, 0);
    constrain(layout, button, AL_ATTRIBUTE_CENTER_Y, AL_RELATION_EQUAL, panel, AL_ATTRIBUTE_CENTER_Y, 1, 0);
    constrain(layout, button, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 100);
    constrain(layout, button, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, 30);
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, panel, 50, 60, 250, 250);
    CHECK_FRAME(layout, button, 75, 110, 100, 30);
    al_rect absolute;
    OK(al_node_get_absolute_frame(layout, button, &absolute));
    CHECK_NEAR(absolute.x, 125);
    CHECK_NEAR(absolute.y, 170);

    al_node nodes[3] = {root, panel, button};
    al_rect frames[3];
    OK(al_nodes_get_frames(layout, nodes, 3, frames));
    CHECK_NEAR(frames[1].x, 50);
    CHECK_NEAR(frames[2].y, 110);
    CHECK_NEAR(frames[0].width, 500);
    al_layout_free(layout);
}

static void priorities_are_tiers(void) {
    al_layout *layout = al_layout_new();
    al_node root = make_root(layout, "root", 300, 100, NULL), box = 0;
    OK(al_node_new(layout, root, "box", &box));
    constrain(layout, box, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_LEFT, 1, 0);
    constrain(layout, box, AL_ATTRIBUTE_WIDTH, AL_RELATION_LESS_EQUAL, root, AL_ATTRIBUTE_WIDTH, 1, 0);
    /* One wish at 750 against many at 250 pulling the other way: 750 wins. */
    al_constraint high = constrain(layout, box, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 120);
    OK(al_constraint_set_priority(layout, high, AL_PRIORITY_HIGH));
    for (int i = 0; i < 50; i++) {
        al_constraint low = constrain(layout, box, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 10);
        OK(al_constraint_set_priority(layout, low, AL_PRIORITY_LOW));
    }
    /* An optional wish above the required limit is cut at the limit. */
    al_constraint greedy = constrain(layout, box, AL_ATTRIBUTE_WIDTH, AL_RELATION_GREATER_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 1000);
    OK(al_constraint_set_priority(layout, greedy, 800));
    double constant = 0;
    OK(al_constraint_get_constant(layout, greedy, &constant));
    CHECK_NEAR(constant, 1000);
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, box, 0, 0, 300, 0);
    double priority = 0;
    OK(al_constraint_get_priority(layout, greedy, &priority));
    CHECK_NEAR(priority, 800);
    /* Lowering it below 750 hands the width back to the HIGH wish. */
    OK(al_constraint_set_priority(layout, greedy, 700));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, box, 0, 0, 120, 0);
    al_layout_free(layout);
}

static void resizing_edits_constants(void) {
    al_layout *layout = al_layout_new();
    al_constraint width;
    al_node root = make_root(layout, "root", 300, 100, &width);
    al_node cells[3];
    for (int i = 0; i < 3; i++) {
        OK(al_node_new(layout, root, NULL, &cells[i]));
        constrain(layout, cells[i], AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_TOP, 1, 0);
        constrain(layout, cells[i], AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_HEIGHT, 1, 0);
        if (i > 0) {
            constrain(layout, cells[i], AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, cells[i - 1], AL_ATTRIBUTE_RIGHT, 1, 0);
            constrain(layout, cells[i], AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, cells[0], AL_ATTRIBUTE_WIDTH, 1, 0);
        }
    }
    constrain(layout, cells[0], AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_LEFT, 1, 0);
    constrain(layout, cells[2], AL_ATTRIBUTE_RIGHT, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_RIGHT, 1, 0);
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, cells[1], 100, 0, 100, 100);
    for (int size = 301; size <= 900; size += 37) {
        OK(al_constraint_set_constant(layout, width, size));
        OK(al_layout_update(layout));
        CHECK_FRAME(layout, cells[2], 2.0 * size / 3.0, 0, size / 3.0, 100);
    }
    al_layout_free(layout);
}

static void free_variables(void) {
    al_layout *layout = al_layout_new();
    al_node root = make_root(layout, "root", 400, 100, NULL), a = 0, b = 0;
    al_variable gap = 0;
    OK(al_node_new(layout, root, "a", &a));
    OK(al_node_new(layout, root, "b", &b));
    OK(al_variable_new(layout, "gap", &gap));
    constrain(layout, a, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_LEFT, 1, 0);
    constrain(layout, a, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 100);
    constrain(layout, b, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 100);
    constrain(layout, b, AL_ATTRIBUTE_RIGHT, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_RIGHT, 1, 0);
    /* b.left - a.right - gap == 0, in the general term form */
    al_term terms[3] = {{b, AL_ATTRIBUTE_LEFT, 1}, {a, AL_ATTRIBUTE_RIGHT, -1}, {gap, AL_ATTRIBUTE_VALUE, -1}};
    al_constraint link = 0;
    OK(al_constraint_new_expression(layout, terms, 3, AL_RELATION_EQUAL, 0, &link));
    OK(al_constraint_activate(layout, link));
    double value = -1;
    OK(al_variable_get_value(layout, gap, &value));
    CHECK_NEAR(value, 0);
    OK(al_layout_update(layout));
    OK(al_variable_get_value(layout, gap, &value));
    CHECK_NEAR(value, 200);
    /* A variable on both sides of the two-item form: gap == 2 * gap2 + 0 */
    al_variable half = 0;
    OK(al_variable_new(layout, NULL, &half));
    constrain(layout, gap, AL_ATTRIBUTE_VALUE, AL_RELATION_EQUAL, half, AL_ATTRIBUTE_VALUE, 2, 0);
    OK(al_layout_update(layout));
    OK(al_variable_get_value(layout, half, &value));
    CHECK_NEAR(value, 100);
    al_layout_free(layout);
}

static void switching_constraint_sets(void) {
    al_layout *layout = al_layout_new();
    al_node root = make_root(layout, "root", 400, 300, NULL), a = 0, b = 0;
    OK(al_node_new(layout, root, "a", &a));
    OK(al_node_new(layout, root, "b", &b));
    constrain(layout, a, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_LEFT, 1, 0);
    constrain(layout, b, AL_ATTRIBUTE_RIGHT, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_RIGHT, 1, 0);
    al_constraint fill[2], split[2];
    OK(al_constraint_new(layout, a, AL_ATTRIBUTE_RIGHT, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_RIGHT, 1, 0, &fill[0]));
    OK(al_constraint_new(layout, b, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 0, &fill[1]));
    OK(al_constraint_new(layout, b, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, a, AL_ATTRIBUTE_RIGHT, 1, 4, &split[0]));
    OK(al_constraint_new(layout, b, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, a, AL_ATTRIBUTE_WIDTH, 1, 0, &split[1]));
    for (int round = 0; round < 20; round++) {
        OK(al_constraints_deactivate(layout, split, 2));
        OK(al_constraints_activate(layout, fill, 2));
        bool active = false;
        OK(al_constraint_is_active(layout, fill[0], &active));
        CHECK(active);
        OK(al_layout_update(layout));
        CHECK_FRAME(layout, a, 0, 0, 400, 0);
        OK(al_constraints_deactivate(layout, fill, 2));
        OK(al_constraints_activate(layout, split, 2));
        OK(al_constraint_is_active(layout, fill[0], &active));
        CHECK(!active);
        OK(al_layout_update(layout));
        CHECK_FRAME(layout, a, 0, 0, 198, 0);
        CHECK_FRAME(layout, b, 202, 0, 198, 0);
    }
    al_layout_free(layout);
}

static void freeing_a_node_frees_its_subtree_and_constraints(void) {
    al_layout *layout = al_layout_new();
    al_node root = make_root(layout, "root", 400, 300, NULL), panel = 0, inner = 0, other = 0;
    OK(al_node_new(layout, root, "panel", &panel));
    OK(al_node_new(layout, panel, "inner", &inner));
    OK(al_node_new(layout, root, "other", &other));
    constrain(layout, panel, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 100);
    al_constraint mentions = constrain(layout, other, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, inner, AL_ATTRIBUTE_WIDTH, 1, 0);
    constrain(layout, inner, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, panel, AL_ATTRIBUTE_WIDTH, 1, 0);
    al_constraint keeps = constrain(layout, other, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 50);
    OK(al_constraint_set_priority(layout, keeps, 500));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, other, 0, 0, 100, 0);

    OK(al_node_free(layout, panel));
    al_rect frame;
    FAILS(AL_ERROR_INVALID_HANDLE, al_node_get_frame(layout, panel, &frame));
    FAILS(AL_ERROR_INVALID_HANDLE, al_node_get_frame(layout, inner, &frame));
    bool active;
    FAILS(AL_ERROR_INVALID_HANDLE, al_constraint_is_active(layout, mentions, &active));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, other, 0, 0, 50, 0);
    /* New objects reuse the slots; the old handles stay stale. */
    al_node again = 0;
    OK(al_node_new(layout, root, "again", &again));
    CHECK(again != panel && again != inner);
    FAILS(AL_ERROR_INVALID_HANDLE, al_node_get_frame(layout, panel, &frame));
    al_layout_free(layout);
}

static void reparenting(void) {
    al_layout *layout = al_layout_new();
    al_node a = make_root(layout, "a", 100, 100, NULL), b = 0, c = 0;
    OK(al_node_new(layout, 0, "b", &b));
    OK(al_node_new(layout, a, "c", &c));
    constrain(layout, b, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1, 300);
    constrain(layout, b, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_TOP, 1, 0);
    constrain(layout, c, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1, 310);
    constrain(layout, c, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_TOP, 1, 5);
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, c, 310, 5, 0, 0);
    OK(al_node_set_parent(layout, c, b));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, c, 10, 5, 0, 0);
    FAILS(AL_ERROR_INVALID_STATE, al_node_set_parent(layout, b, c));
    FAILS(AL_ERROR_INVALID_STATE, al_node_set_parent(layout, b, b));
    OK(al_node_set_parent(layout, c, 0));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, c, 310, 5, 0, 0);
    al_layout_free(layout);
}

/* Leading/trailing follow the direction; switching needs no rebuilding by the caller.
   Run in LTR, then again in RTL. */
static void direction(void) {
    al_layout *layout = al_layout_new();
    al_node root = make_root(layout, "root", 300, 50, NULL), icon = 0, text = 0;
    OK(al_node_new(layout, root, "icon", &icon));
    OK(al_node_new(layout, root, "text", &text));
    constrain(layout, icon, AL_ATTRIBUTE_LEADING, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_LEADING, 1, 10);
    constrain(layout, icon, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 20);
    constrain(layout, text, AL_ATTRIBUTE_LEADING, AL_RELATION_EQUAL, icon, AL_ATTRIBUTE_TRAILING, 1, 8);
    constrain(layout, text, AL_ATTRIBUTE_TRAILING, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_TRAILING, 1, -10);
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, icon, 10, 0, 20, 0);
    CHECK_FRAME(layout, text, 38, 0, 252, 0);
    OK(al_layout_set_direction(layout, AL_DIRECTION_RTL));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, icon, 270, 0, 20, 0);
    CHECK_FRAME(layout, text, 10, 0, 252, 0);
    OK(al_layout_set_direction(layout, AL_DIRECTION_LTR));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, icon, 10, 0, 20, 0);
    al_layout_free(layout);
}

/* Edges round to the pixel grid, so a row of thirds still spans its parent. */
static void pixel_grid(void) {
    al_layout *layout = al_layout_new();
    al_node root = make_root(layout, "root", 100, 10, NULL), cells[3];
    for (int i = 0; i < 3; i++) {
        OK(al_node_new(layout, root, NULL, &cells[i]));
        if (i > 0) {
            constrain(layout, cells[i], AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, cells[i - 1], AL_ATTRIBUTE_RIGHT, 1, 0);
            constrain(layout, cells[i], AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, cells[0], AL_ATTRIBUTE_WIDTH, 1, 0);
        }
    }
    constrain(layout, cells[0], AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_LEFT, 1, 0);
    constrain(layout, cells[2], AL_ATTRIBUTE_RIGHT, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_RIGHT, 1, 0);
    OK(al_layout_set_scale(layout, 2));
    OK(al_layout_update(layout));
    al_rect frames[3];
    al_node nodes[3] = {cells[0], cells[1], cells[2]};
    OK(al_nodes_get_frames(layout, nodes, 3, frames));
    CHECK_NEAR(frames[0].x, 0);
    CHECK_NEAR(frames[0].width, 33.5);
    CHECK_NEAR(frames[1].x, 33.5);
    CHECK_NEAR(frames[1].width, 33.0);
    CHECK_NEAR(frames[2].x, 66.5);
    CHECK_NEAR(frames[2].x + frames[2].width, 100);
    OK(al_layout_set_scale(layout, 0));
    OK(al_layout_update(layout));
    OK(al_nodes_get_frames(layout, nodes, 3, frames));
    CHECK_NEAR(frames[1].x, 100.0 / 3.0);
    al_layout_free(layout);
}

int main(void) {
    pinned_child();
    relative_and_absolute_frames();
    priorities_are_tiers();
    resizing_edits_constants();
    free_variables();
    switching_constraint_sets();
    freeing_a_node_frees_its_subtree_and_constraints();
    reparenting();
    direction();
    pixel_grid();
    return finish();
}
