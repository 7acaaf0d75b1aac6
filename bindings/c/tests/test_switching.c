/* Switching between two constraint sets and back (the UIKit pattern of show1/show2):
   every switch gives the set's own layout, with no conflict, whether a switch activates
   first or deactivates first, over several round trips. */
#include "check.h"

#define COUNT(array) (sizeof (array) / sizeof (array)[0])

static al_constraint make(al_layout *layout, al_node item1, al_attribute attribute1, al_node item2,
                          al_attribute attribute2, double constant) {
    al_constraint constraint = 0;
    OK(al_constraint_new(layout, item1, attribute1, AL_RELATION_EQUAL, item2, attribute2, 1, constant, &constraint));
    return constraint;
}

static void switch_sets(al_layout *layout, al_constraint *shown, size_t shown_count, al_constraint *hidden,
                        size_t hidden_count, int activate_first) {
    if (activate_first) {
        OK(al_constraints_activate(layout, shown, shown_count));
        OK(al_constraints_deactivate(layout, hidden, hidden_count));
    } else {
        OK(al_constraints_deactivate(layout, hidden, hidden_count));
        OK(al_constraints_activate(layout, shown, shown_count));
    }
    OK(al_layout_update(layout));
    size_t broken = 99;
    OK(al_layout_get_broken_constraints(layout, NULL, 0, &broken));
    CHECK(broken == 0);
}

static void session(int activate_first) {
    al_layout *layout = al_layout_new();
    al_node window, container, view1, view2;
    OK(al_node_new(layout, 0, "view", &window));
    OK(al_node_new(layout, window, "hogeView", &container));
    OK(al_node_new(layout, container, "view1", &view1));
    OK(al_node_new(layout, container, "view2", &view2));
    al_constraint frame[] = {
        make(layout, window, AL_ATTRIBUTE_LEFT, 0, AL_ATTRIBUTE_LEFT, 0),
        make(layout, window, AL_ATTRIBUTE_TOP, 0, AL_ATTRIBUTE_TOP, 0),
        make(layout, window, AL_ATTRIBUTE_WIDTH, 0, AL_ATTRIBUTE_WIDTH, 375),
        make(layout, window, AL_ATTRIBUTE_HEIGHT, 0, AL_ATTRIBUTE_HEIGHT, 667),
        make(layout, container, AL_ATTRIBUTE_LEFT, window, AL_ATTRIBUTE_LEFT, 32),
        make(layout, container, AL_ATTRIBUTE_TOP, window, AL_ATTRIBUTE_TOP, 32),
        make(layout, container, AL_ATTRIBUTE_RIGHT, window, AL_ATTRIBUTE_RIGHT, -32),
        make(layout, container, AL_ATTRIBUTE_BOTTOM, window, AL_ATTRIBUTE_BOTTOM, -32),
    };
    OK(al_constraints_activate(layout, frame, COUNT(frame)));
    al_constraint one[] = {
        make(layout, view1, AL_ATTRIBUTE_LEFT, container, AL_ATTRIBUTE_LEFT, 0),
        make(layout, view1, AL_ATTRIBUTE_RIGHT, container, AL_ATTRIBUTE_RIGHT, 0),
        make(layout, view1, AL_ATTRIBUTE_TOP, container, AL_ATTRIBUTE_TOP, 0),
        make(layout, view1, AL_ATTRIBUTE_BOTTOM, container, AL_ATTRIBUTE_BOTTOM, 0),
        make(layout, view2, AL_ATTRIBUTE_RIGHT, container, AL_ATTRIBUTE_RIGHT, 0),
        make(layout, view2, AL_ATTRIBUTE_BOTTOM, container, AL_ATTRIBUTE_BOTTOM, 0),
        make(layout, view2, AL_ATTRIBUTE_WIDTH, 0, AL_ATTRIBUTE_WIDTH, 0),
        make(layout, view2, AL_ATTRIBUTE_HEIGHT, 0, AL_ATTRIBUTE_HEIGHT, 0),
    };
    al_constraint two[] = {
        make(layout, view1, AL_ATTRIBUTE_LEFT, container, AL_ATTRIBUTE_LEFT, 0),
        make(layout, view1, AL_ATTRIBUTE_TOP, container, AL_ATTRIBUTE_TOP, 0),
        make(layout, view1, AL_ATTRIBUTE_BOTTOM, container, AL_ATTRIBUTE_BOTTOM, 0),
        make(layout, view1, AL_ATTRIBUTE_HEIGHT, container, AL_ATTRIBUTE_HEIGHT, 0),
        make(layout, view2, AL_ATTRIBUTE_RIGHT, container, AL_ATTRIBUTE_RIGHT, 0),
        make(layout, view2, AL_ATTRIBUTE_TOP, container, AL_ATTRIBUTE_TOP, 0),
        make(layout, view2, AL_ATTRIBUTE_BOTTOM, container, AL_ATTRIBUTE_BOTTOM, 0),
        make(layout, view2, AL_ATTRIBUTE_LEFT, view1, AL_ATTRIBUTE_RIGHT, 4),
        make(layout, view2, AL_ATTRIBUTE_WIDTH, view1, AL_ATTRIBUTE_WIDTH, 0),
        make(layout, view2, AL_ATTRIBUTE_HEIGHT, view1, AL_ATTRIBUTE_HEIGHT, 0),
    };
    for (int round = 0; round < 3; round++) {
        switch_sets(layout, one, COUNT(one), two, COUNT(two), activate_first);
        CHECK_FRAME(layout, view1, 0, 0, 311, 603);
        CHECK_FRAME(layout, view2, 311, 603, 0, 0);
        switch_sets(layout, two, COUNT(two), one, COUNT(one), activate_first);
        CHECK_FRAME(layout, view1, 0, 0, 153.5, 603);
        CHECK_FRAME(layout, view2, 157.5, 0, 153.5, 603);
    }
    /* A resize while set 2 is shown, then back to set 1 at the new size. */
    OK(al_constraint_set_constant(layout, frame[2], 414));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, view1, 0, 0, 173, 603);
    switch_sets(layout, one, COUNT(one), two, COUNT(two), activate_first);
    CHECK_FRAME(layout, view1, 0, 0, 350, 603);
    CHECK_FRAME(layout, view2, 350, 603, 0, 0);
    al_layout_free(layout);
}

int main(void) {
    session(0);
    session(1);
    return finish();
}
