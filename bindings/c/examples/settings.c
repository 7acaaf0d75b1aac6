/* A settings screen built the UIKit way: a column of sections, each a column of rows,
   each row a label and a value on their first baselines; the whole form inside the
   safe area (a phone's notch and home indicator) and the readable width. Text is
   measured by a callback that also gives its baselines. Printed, then again with the
   "Sounds" row hidden (the rows below move up), then right-to-left. */
#include <string.h>

#include "example.h"

typedef struct text { const char *string; double size; } text;

/* A stand-in for a text engine: 0.55 em per character, lines 1.25 em high, the first
   baseline 0.95 em below the top and the last 0.3 em above the bottom. */
static void measure_text(void *userdata, al_node node, double *width, double *height,
                         double *first, double *last) {
    const text *label = userdata;
    (void)node;
    *width = 0.55 * label->size * (double)strlen(label->string);
    *height = 1.25 * label->size;
    *first = 0.95 * label->size;
    *last = 0.3 * label->size;
}

static al_node make_text(al_layout *layout, const char *name, text *content) {
    al_node node;
    TRY(al_node_new(layout, 0, name, &node));
    TRY(al_node_set_baseline_measure_function(layout, node, measure_text, content));
    return node;
}

static void activate(al_layout *layout, al_node item1, al_attribute attribute1, al_node item2, al_attribute attribute2,
                     double constant) {
    TRY(al_constraint_activate(layout, make(layout, item1, attribute1, AL_RELATION_EQUAL, item2, attribute2, 1, constant)));
}

/* A row: the label keeps its width (it hugs harder), the value takes the rest and
   ends at the trailing edge; both on the same first baseline. */
static al_node make_row(al_layout *layout, const char *name, text *label_text, text *value_text) {
    al_node row, label, value;
    char child[64];
    TRY(al_stack_new(layout, 0, name, AL_AXIS_HORIZONTAL, &row));
    TRY(al_stack_set_alignment(layout, row, AL_ALIGNMENT_FIRST_BASELINE));
    TRY(al_stack_set_spacing(layout, row, 12));
    snprintf(child, sizeof child, "%s-label", name);
    label = make_text(layout, child, label_text);
    snprintf(child, sizeof child, "%s-value", name);
    value = make_text(layout, child, value_text);
    TRY(al_node_set_content_hugging_priority(layout, label, AL_AXIS_HORIZONTAL, 300));
    TRY(al_stack_add_arranged(layout, row, label));
    TRY(al_stack_add_arranged(layout, row, value));
    return row;
}

int main(void) {
    static text heading_account = {"Account", 22}, heading_sound = {"Sound", 22};
    static text name = {"Name", 17}, name_value = {"Ada Lovelace", 17};
    static text email = {"Email", 17}, email_value = {"ada@example.org", 17};
    static text volume = {"Volume", 17}, volume_value = {"80 %", 17};
    static text sounds = {"Sounds", 17}, sounds_value = {"Chimes", 17};
    static text vibrate = {"Vibrate", 17}, vibrate_value = {"On", 17};
    al_layout *layout = al_layout_new();
    if (layout == NULL) return 1;

    /* A phone-sized window whose host reports a notch and a home indicator. */
    al_node window, form, account, sound, heading1, heading2;
    TRY(al_node_new(layout, 0, "window", &window));
    activate(layout, window, AL_ATTRIBUTE_LEFT, 0, AL_ATTRIBUTE_LEFT, 0);
    activate(layout, window, AL_ATTRIBUTE_TOP, 0, AL_ATTRIBUTE_TOP, 0);
    al_constraint width = make(layout, window, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 390);
    TRY(al_constraint_activate(layout, width));
    activate(layout, window, AL_ATTRIBUTE_HEIGHT, 0, AL_ATTRIBUTE_HEIGHT, 844);
    al_insets notch = {47, 0, 34, 0};
    TRY(al_node_set_safe_area_insets(layout, window, notch));
    al_insets margins = {8, 16, 8, 16};
    TRY(al_node_set_margins(layout, window, margins));

    /* The form: sections 28 apart, from the top of the safe area, across the readable
       content guide (the margins, at most 672 wide). */
    TRY(al_stack_new(layout, window, "form", AL_AXIS_VERTICAL, &form));
    TRY(al_stack_set_spacing(layout, form, 28));
    al_node safe, readable;
    TRY(al_node_get_guide(layout, window, AL_GUIDE_SAFE_AREA, &safe));
    TRY(al_node_get_guide(layout, window, AL_GUIDE_READABLE_CONTENT, &readable));
    activate(layout, form, AL_ATTRIBUTE_TOP, safe, AL_ATTRIBUTE_TOP, 12);
    activate(layout, form, AL_ATTRIBUTE_LEADING, readable, AL_ATTRIBUTE_LEADING, 0);
    activate(layout, form, AL_ATTRIBUTE_TRAILING, readable, AL_ATTRIBUTE_TRAILING, 0);

    TRY(al_stack_new(layout, 0, "account", AL_AXIS_VERTICAL, &account));
    TRY(al_stack_new(layout, 0, "sound", AL_AXIS_VERTICAL, &sound));
    TRY(al_stack_set_spacing(layout, account, 10));
    TRY(al_stack_set_spacing(layout, sound, 10));
    TRY(al_stack_add_arranged(layout, form, account));
    TRY(al_stack_add_arranged(layout, form, sound));
    heading1 = make_text(layout, "account-heading", &heading_account);
    heading2 = make_text(layout, "sound-heading", &heading_sound);
    TRY(al_stack_add_arranged(layout, account, heading1));
    TRY(al_stack_add_arranged(layout, account, make_row(layout, "name", &name, &name_value)));
    TRY(al_stack_add_arranged(layout, account, make_row(layout, "email", &email, &email_value)));
    TRY(al_stack_set_custom_spacing(layout, account, heading1, 14));
    TRY(al_stack_add_arranged(layout, sound, heading2));
    TRY(al_stack_add_arranged(layout, sound, make_row(layout, "volume", &volume, &volume_value)));
    al_node sounds_row = make_row(layout, "sounds", &sounds, &sounds_value);
    TRY(al_stack_add_arranged(layout, sound, sounds_row));
    al_node vibrate_row = make_row(layout, "vibrate", &vibrate, &vibrate_value);
    TRY(al_stack_add_arranged(layout, sound, vibrate_row));
    TRY(al_stack_set_custom_spacing(layout, sound, heading2, 14));

    TRY(al_layout_update(layout));
    printf("settings, 390 x 844 with a notch (frames relative to the parent):\n");
    print_frame(layout, "form", form);
    print_frame(layout, "sound", sound);
    print_frame(layout, "vibrate", vibrate_row);
    save_picture(layout, "settings");

    /* Sounds off: the row takes no room, the ones below move up. */
    TRY(al_node_set_hidden(layout, sounds_row, true));
    TRY(al_layout_update(layout));
    printf("with the Sounds row hidden:\n");
    print_frame(layout, "sound", sound);
    print_frame(layout, "vibrate", vibrate_row);

    /* A tablet-wide window: the form keeps to the readable width, centred. */
    TRY(al_constraint_set_constant(layout, width, 1024));
    TRY(al_layout_update(layout));
    printf("1024 wide: the form stays readable:\n");
    print_frame(layout, "form", form);

    TRY(al_layout_set_direction(layout, AL_DIRECTION_RTL));
    TRY(al_constraint_set_constant(layout, width, 390));
    TRY(al_layout_update(layout));
    printf("right to left:\n");
    al_node label = 0;
    size_t count = 0;
    TRY(al_stack_get_arranged(layout, vibrate_row, &label, 1, &count));
    print_frame(layout, "label", label);
    save_picture(layout, "settings-rtl");
    al_layout_free(layout);
    return 0;
}
