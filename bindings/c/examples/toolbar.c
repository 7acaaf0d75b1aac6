/* A toolbar pinned to the bottom, left and right of an overlay, 100 high; then the
   overlay is resized, which only edits two constants. */
#include "example.h"

int main(void) {
    al_layout *layout = al_layout_new();
    al_node overlay, toolbar;
    TRY(al_node_new(layout, 0, "overlay", &overlay));
    TRY(al_node_new(layout, overlay, "toolbar", &toolbar));

    al_constraint window_width = make(layout, overlay, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 320);
    al_constraint window_height = make(layout, overlay, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, 480);
    al_constraint constraints[] = {
        make(layout, overlay, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1, 0),
        make(layout, overlay, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_TOP, 1, 0),
        window_width,
        window_height,
        make(layout, toolbar, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, overlay, AL_ATTRIBUTE_LEFT, 1, 0),
        make(layout, toolbar, AL_ATTRIBUTE_RIGHT, AL_RELATION_EQUAL, overlay, AL_ATTRIBUTE_RIGHT, 1, 0),
        make(layout, toolbar, AL_ATTRIBUTE_BOTTOM, AL_RELATION_EQUAL, overlay, AL_ATTRIBUTE_BOTTOM, 1, 0),
        make(layout, toolbar, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, 100),
    };
    TRY(al_constraints_activate(layout, constraints, sizeof constraints / sizeof constraints[0]));
    TRY(al_layout_update(layout));
    printf("toolbar in a 320 x 480 overlay:\n");
    print_frame(layout, "overlay", overlay);
    print_frame(layout, "toolbar", toolbar);
    save_picture(layout, "toolbar");

    TRY(al_constraint_set_constant(layout, window_width, 1024));
    TRY(al_constraint_set_constant(layout, window_height, 768));
    TRY(al_layout_update(layout));
    printf("after resizing the overlay to 1024 x 768:\n");
    print_frame(layout, "overlay", overlay);
    print_frame(layout, "toolbar", toolbar);

    al_layout_free(layout);
    return 0;
}
