/* Two views that switch between two constraint sets: "a fills the parent" and "a and b
   side by side, equal widths, 4 apart", by deactivating one set and activating the
   other. */
#include "example.h"

#define COUNT(array) (sizeof (array) / sizeof (array)[0])

int main(void) {
    al_layout *layout = al_layout_new();
    al_node parent, a, b;
    TRY(al_node_new(layout, 0, "parent", &parent));
    TRY(al_node_new(layout, parent, "a", &a));
    TRY(al_node_new(layout, parent, "b", &b));

    al_constraint common[] = {
        make(layout, parent, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1, 0),
        make(layout, parent, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_TOP, 1, 0),
        make(layout, parent, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 400),
        make(layout, parent, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, 300),
        make(layout, a, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, parent, AL_ATTRIBUTE_TOP, 1, 0),
        make(layout, a, AL_ATTRIBUTE_BOTTOM, AL_RELATION_EQUAL, parent, AL_ATTRIBUTE_BOTTOM, 1, 0),
        make(layout, a, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, parent, AL_ATTRIBUTE_LEFT, 1, 0),
        make(layout, b, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, parent, AL_ATTRIBUTE_TOP, 1, 0),
        make(layout, b, AL_ATTRIBUTE_BOTTOM, AL_RELATION_EQUAL, parent, AL_ATTRIBUTE_BOTTOM, 1, 0),
    };
    al_constraint fill[] = {
        make(layout, a, AL_ATTRIBUTE_RIGHT, AL_RELATION_EQUAL, parent, AL_ATTRIBUTE_RIGHT, 1, 0),
        /* b waits, collapsed at the right edge */
        make(layout, b, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, parent, AL_ATTRIBUTE_RIGHT, 1, 0),
        make(layout, b, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 0),
    };
    al_constraint split[] = {
        make(layout, b, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, a, AL_ATTRIBUTE_RIGHT, 1, 4),
        make(layout, b, AL_ATTRIBUTE_RIGHT, AL_RELATION_EQUAL, parent, AL_ATTRIBUTE_RIGHT, 1, 0),
        make(layout, b, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, a, AL_ATTRIBUTE_WIDTH, 1, 0),
    };
    TRY(al_constraints_activate(layout, common, COUNT(common)));
    TRY(al_constraints_activate(layout, fill, COUNT(fill)));
    TRY(al_layout_update(layout));
    printf("one fills the parent:\n");
    print_frame(layout, "a", a);
    print_frame(layout, "b", b);

    TRY(al_constraints_deactivate(layout, fill, COUNT(fill)));
    TRY(al_constraints_activate(layout, split, COUNT(split)));
    TRY(al_layout_update(layout));
    printf("two side by side, equal widths, 4 apart:\n");
    print_frame(layout, "a", a);
    print_frame(layout, "b", b);

    TRY(al_constraints_deactivate(layout, split, COUNT(split)));
    TRY(al_constraints_activate(layout, fill, COUNT(fill)));
    TRY(al_layout_update(layout));
    printf("and back:\n");
    print_frame(layout, "a", a);
    print_frame(layout, "b", b);

    al_layout_free(layout);
    return 0;
}
