/* A spinner centred in its parent, with a label centred 8 below it. */
#include "example.h"

int main(void) {
    al_layout *layout = al_layout_new();
    al_node screen, spinner, label;
    TRY(al_node_new(layout, 0, "screen", &screen));
    TRY(al_node_new(layout, screen, "spinner", &spinner));
    TRY(al_node_new(layout, screen, "label", &label));

    al_constraint constraints[] = {
        make(layout, screen, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1, 0),
        make(layout, screen, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_TOP, 1, 0),
        make(layout, screen, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 375),
        make(layout, screen, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, 667),
        make(layout, spinner, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 40),
        make(layout, spinner, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, spinner, AL_ATTRIBUTE_WIDTH, 1, 0),
        make(layout, spinner, AL_ATTRIBUTE_CENTER_X, AL_RELATION_EQUAL, screen, AL_ATTRIBUTE_CENTER_X, 1, 0),
        make(layout, spinner, AL_ATTRIBUTE_CENTER_Y, AL_RELATION_EQUAL, screen, AL_ATTRIBUTE_CENTER_Y, 1, 0),
        make(layout, label, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 120),
        make(layout, label, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, 20),
        make(layout, label, AL_ATTRIBUTE_CENTER_X, AL_RELATION_EQUAL, spinner, AL_ATTRIBUTE_CENTER_X, 1, 0),
        make(layout, label, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, spinner, AL_ATTRIBUTE_BOTTOM, 1, 8),
    };
    TRY(al_constraints_activate(layout, constraints, sizeof constraints / sizeof constraints[0]));
    TRY(al_layout_update(layout));
    printf("a centred spinner with a label 8 below it:\n");
    print_frame(layout, "screen", screen);
    print_frame(layout, "spinner", spinner);
    print_frame(layout, "label", label);
    save_picture(layout, "spinner");

    al_layout_free(layout);
    return 0;
}
