/* A program written only from the documented C ABI: it must compile against the installed
   header unchanged and run against the installed library. */
#include <autolayout.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

int main(void) {
    printf("libautolayout %s\n", al_version());
    /* The installed header's version macros name the installed library. */
    char header_version[64];
    snprintf(header_version, sizeof header_version, "%d.%d.%d", AL_VERSION_MAJOR, AL_VERSION_MINOR, AL_VERSION_PATCH);
    if (strcmp(al_version(), header_version) != 0) {
        printf("the header is %s, the library %s\n", header_version, al_version());
        return 1;
    }
    al_layout *layout = al_layout_new();
    if (!layout) return 1;
    al_node root, a, b;
    al_variable gap;
    al_constraint c[8];
    if (al_node_new(layout, 0, "root", &root) != AL_OK) return 1;
    if (al_node_new(layout, root, "a", &a) != AL_OK) return 1;
    if (al_node_new(layout, root, "b", &b) != AL_OK) return 1;
    if (al_variable_new(layout, "gap", &gap) != AL_OK) return 1;
    al_constraint_new(layout, root, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1.0, 0.0, &c[0]);
    al_constraint_new(layout, root, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_TOP, 1.0, 0.0, &c[1]);
    al_constraint_new(layout, root, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1.0, 800.0, &c[2]);
    al_constraint_new(layout, root, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1.0, 600.0, &c[3]);
    al_constraint_new(layout, a, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_LEFT, 1.0, 10.0, &c[4]);
    al_constraint_new(layout, a, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1.0, 100.0, &c[5]);
    al_term terms[3] = {{gap, AL_ATTRIBUTE_VALUE, 1.0}, {0, AL_ATTRIBUTE_VALUE, 0.0}, {0, AL_ATTRIBUTE_VALUE, 0.0}};
    al_constraint_new_expression(layout, terms, 1, AL_RELATION_EQUAL, 8.0, &c[6]);
    terms[0] = (al_term){b, AL_ATTRIBUTE_LEFT, 1.0};
    terms[1] = (al_term){a, AL_ATTRIBUTE_RIGHT, -1.0};
    terms[2] = (al_term){gap, AL_ATTRIBUTE_VALUE, -1.0};
    al_constraint_new_expression(layout, terms, 3, AL_RELATION_EQUAL, 0.0, &c[7]);   /* b.left == a.right + gap */
    if (al_constraints_activate(layout, c, 8) != AL_OK) { printf("%s\n", al_last_error_message()); return 1; }
    if (al_layout_update(layout) != AL_OK) { printf("%s\n", al_last_error_message()); return 1; }
    al_rect frame;
    al_node_get_frame(layout, b, &frame);
    printf("b.x = %g\n", frame.x);
    int good = fabs(frame.x - 118.0) < 1e-9;
    al_layout_free(layout);
    return good ? 0 : 1;
}
