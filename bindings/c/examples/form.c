/* A form: labels of different text lengths, measured by a callback, and fields that
   line up after the longest label and fill the rest of the row. Printed left-to-right,
   then right-to-left, where the same constraints mirror. */
#include <string.h>

#include "example.h"

#define ROWS 3

/* A stand-in for a text engine: 7 points per character, 16 high. */
static void measure_text(void *userdata, al_node node, double *width, double *height) {
    const char *text = userdata;
    (void)node;
    *width = 7.0 * (double)strlen(text);
    *height = 16;
}

static void constrain_now(al_layout *layout, al_node item1, al_attribute attribute1, al_relation relation,
                          al_node item2, al_attribute attribute2, double multiplier, double constant, double priority) {
    al_constraint constraint = make(layout, item1, attribute1, relation, item2, attribute2, multiplier, constant);
    TRY(al_constraint_set_priority(layout, constraint, priority));
    TRY(al_constraint_activate(layout, constraint));
}

int main(void) {
    static const char *texts[ROWS] = {"Name", "Email address", "Phone"};
    al_layout *layout = al_layout_new();
    al_node form, labels[ROWS], fields[ROWS];
    TRY(al_node_new(layout, 0, "form", &form));
    constrain_now(layout, form, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1, 0, AL_PRIORITY_REQUIRED);
    constrain_now(layout, form, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_TOP, 1, 0, AL_PRIORITY_REQUIRED);
    constrain_now(layout, form, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 400, AL_PRIORITY_REQUIRED);

    for (int row = 0; row < ROWS; row++) {
        char name[32];
        snprintf(name, sizeof name, "label%d", row);
        TRY(al_node_new(layout, form, name, &labels[row]));
        snprintf(name, sizeof name, "field%d", row);
        TRY(al_node_new(layout, form, name, &fields[row]));
        TRY(al_node_set_measure_function(layout, labels[row], measure_text, (void *)texts[row]));

        al_node above = row == 0 ? form : fields[row - 1];
        al_attribute edge = row == 0 ? AL_ATTRIBUTE_TOP : AL_ATTRIBUTE_BOTTOM;
        constrain_now(layout, fields[row], AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, above, edge, 1, 8, AL_PRIORITY_REQUIRED);
        constrain_now(layout, fields[row], AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, 24, AL_PRIORITY_REQUIRED);
        constrain_now(layout, labels[row], AL_ATTRIBUTE_CENTER_Y, AL_RELATION_EQUAL, fields[row], AL_ATTRIBUTE_CENTER_Y, 1, 0, AL_PRIORITY_REQUIRED);
        constrain_now(layout, labels[row], AL_ATTRIBUTE_LEADING, AL_RELATION_EQUAL, form, AL_ATTRIBUTE_LEADING, 1, 20, AL_PRIORITY_REQUIRED);
        /* fields start after every label, all at the same place, and fill to the edge */
        constrain_now(layout, fields[row], AL_ATTRIBUTE_LEADING, AL_RELATION_GREATER_EQUAL, labels[row], AL_ATTRIBUTE_TRAILING, 1, 8, AL_PRIORITY_REQUIRED);
        constrain_now(layout, fields[row], AL_ATTRIBUTE_LEADING, AL_RELATION_EQUAL, fields[0], AL_ATTRIBUTE_LEADING, 1, 0, AL_PRIORITY_REQUIRED);
        constrain_now(layout, fields[row], AL_ATTRIBUTE_TRAILING, AL_RELATION_EQUAL, form, AL_ATTRIBUTE_TRAILING, 1, -20, AL_PRIORITY_REQUIRED);
        /* as wide as they can be */
        constrain_now(layout, fields[row], AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 400, AL_PRIORITY_FITTING);
    }
    constrain_now(layout, form, AL_ATTRIBUTE_BOTTOM, AL_RELATION_EQUAL, fields[ROWS - 1], AL_ATTRIBUTE_BOTTOM, 1, 8, AL_PRIORITY_REQUIRED);

    for (int pass = 0; pass < 2; pass++) {
        TRY(al_layout_set_direction(layout, pass == 0 ? AL_DIRECTION_LTR : AL_DIRECTION_RTL));
        TRY(al_layout_update(layout));
        printf("%s:\n", pass == 0 ? "left to right" : "right to left");
        print_frame(layout, "form", form);
        for (int row = 0; row < ROWS; row++) {
            char name[32];
            snprintf(name, sizeof name, "label%d", row);
            print_frame(layout, name, labels[row]);
            snprintf(name, sizeof name, "field%d", row);
            print_frame(layout, name, fields[row]);
        }
        save_picture(layout, pass == 0 ? "form-ltr" : "form-rtl");
    }
    al_layout_free(layout);
    return 0;
}
