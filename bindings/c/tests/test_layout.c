/* Layouts built through the C ABI only: build, update, assert frames, free. */
#include "check.h"

static void pinned_child(void) {
    al_layout *layout = al_layout_new();
    CHECK(layout != NULL);
    al_node root = 0, child = 0;
    OK(al_node_new(layout, 0, "root", &root));
    OK(al_node_new(layout, root, "child", &child));
    constrain(layout, root, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1, 0);
    constrain(layout, root, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1, 0);
    constrain(layout, root, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1, 800);
    constrain(layout, root, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1, 600);
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

int main(void) {
    pinned_child();
    return finish();
}
