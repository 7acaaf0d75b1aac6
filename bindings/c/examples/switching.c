/* Switching between two constraint sets, as UIKit code does it (show1/show2 below):
   inside a container inset 32 from a 375 x 667 window, either view1 fills the container
   and view2 waits as a zero-size box in its bottom-right corner, or the two sit side by
   side, 4 apart, with equal sizes. Each show activates its set and deactivates the
   other; showing a set again gives its layout again. */
#include <string.h>

#include "example.h"

#define COUNT(array) (sizeof (array) / sizeof (array)[0])

typedef struct views { al_layout *layout; al_node view1, view2; } views;

/* Activates `shown` and deactivates `hidden` (in that order, as the UIKit code does),
   updates, and prints the two frames. */
static void show(views *v, const char *title, al_constraint *shown, size_t shown_count,
                 al_constraint *hidden, size_t hidden_count, al_rect frames[2]) {
    TRY(al_constraints_activate(v->layout, shown, shown_count));
    TRY(al_constraints_deactivate(v->layout, hidden, hidden_count));
    TRY(al_layout_update(v->layout));
    TRY(al_node_get_frame(v->layout, v->view1, &frames[0]));
    TRY(al_node_get_frame(v->layout, v->view2, &frames[1]));
    printf("%s:\n", title);
    print_frame(v->layout, "view1", v->view1);
    print_frame(v->layout, "view2", v->view2);
}

int main(void) {
    al_layout *layout = al_layout_new();
    al_node window, container, view1, view2;
    TRY(al_node_new(layout, 0, "window", &window));
    TRY(al_node_new(layout, window, "container", &container));
    TRY(al_node_new(layout, container, "view1", &view1));
    TRY(al_node_new(layout, container, "view2", &view2));

    al_constraint frame[] = {
        make(layout, window, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1, 0),
        make(layout, window, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_TOP, 1, 0),
        make(layout, window, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 375),
        make(layout, window, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, 667),
        make(layout, container, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, window, AL_ATTRIBUTE_LEFT, 1, 32),
        make(layout, container, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, window, AL_ATTRIBUTE_TOP, 1, 32),
        make(layout, container, AL_ATTRIBUTE_RIGHT, AL_RELATION_EQUAL, window, AL_ATTRIBUTE_RIGHT, 1, -32),
        make(layout, container, AL_ATTRIBUTE_BOTTOM, AL_RELATION_EQUAL, window, AL_ATTRIBUTE_BOTTOM, 1, -32),
    };
    TRY(al_constraints_activate(layout, frame, COUNT(frame)));

    al_constraint one[] = {   /* view1 fills the container; view2 is an empty box */
        make(layout, view1, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, container, AL_ATTRIBUTE_LEFT, 1, 0),
        make(layout, view1, AL_ATTRIBUTE_RIGHT, AL_RELATION_EQUAL, container, AL_ATTRIBUTE_RIGHT, 1, 0),
        make(layout, view1, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, container, AL_ATTRIBUTE_TOP, 1, 0),
        make(layout, view1, AL_ATTRIBUTE_BOTTOM, AL_RELATION_EQUAL, container, AL_ATTRIBUTE_BOTTOM, 1, 0),
        make(layout, view2, AL_ATTRIBUTE_RIGHT, AL_RELATION_EQUAL, container, AL_ATTRIBUTE_RIGHT, 1, 0),
        make(layout, view2, AL_ATTRIBUTE_BOTTOM, AL_RELATION_EQUAL, container, AL_ATTRIBUTE_BOTTOM, 1, 0),
        make(layout, view2, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 0),
        make(layout, view2, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, 0),
    };
    al_constraint two[] = {   /* side by side, 4 apart, equal sizes */
        make(layout, view1, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, container, AL_ATTRIBUTE_LEFT, 1, 0),
        make(layout, view1, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, container, AL_ATTRIBUTE_TOP, 1, 0),
        make(layout, view1, AL_ATTRIBUTE_BOTTOM, AL_RELATION_EQUAL, container, AL_ATTRIBUTE_BOTTOM, 1, 0),
        make(layout, view1, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, container, AL_ATTRIBUTE_HEIGHT, 1, 0),
        make(layout, view2, AL_ATTRIBUTE_RIGHT, AL_RELATION_EQUAL, container, AL_ATTRIBUTE_RIGHT, 1, 0),
        make(layout, view2, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, container, AL_ATTRIBUTE_TOP, 1, 0),
        make(layout, view2, AL_ATTRIBUTE_BOTTOM, AL_RELATION_EQUAL, container, AL_ATTRIBUTE_BOTTOM, 1, 0),
        make(layout, view2, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, view1, AL_ATTRIBUTE_RIGHT, 1, 4),
        make(layout, view2, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, view1, AL_ATTRIBUTE_WIDTH, 1, 0),
        make(layout, view2, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, view1, AL_ATTRIBUTE_HEIGHT, 1, 0),
    };

    views v = { layout, view1, view2 };
    al_rect first[2], second[2], again[2];
    show(&v, "show1: view1 fills the container", one, COUNT(one), two, COUNT(two), first);
    show(&v, "show2: side by side", two, COUNT(two), one, COUNT(one), second);
    show(&v, "show1 again", one, COUNT(one), two, COUNT(two), again);
    if (memcmp(first, again, sizeof first) != 0) {
        fprintf(stderr, "showing set 1 again gave another layout\n");
        return 1;
    }
    show(&v, "show2 again", two, COUNT(two), one, COUNT(one), again);
    save_picture(layout, "switching");
    if (memcmp(second, again, sizeof second) != 0) {
        fprintf(stderr, "showing set 2 again gave another layout\n");
        return 1;
    }
    al_layout_free(layout);
    return 0;
}
