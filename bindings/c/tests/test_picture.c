/* The SVG picture: labels with sizes that never sit on a parent's label, and a legend
   for the colours that appear. */
#include <stdlib.h>

#include "check.h"

static char *picture(al_layout *layout) {
    size_t length = 0;
    OK(al_layout_describe(layout, AL_FORMAT_SVG, NULL, 0, &length));
    char *svg = malloc(length + 1);
    OK(al_layout_describe(layout, AL_FORMAT_SVG, svg, length + 1, &length));
    return svg;
}

/* The value of attribute `name` ("y=\"") of the <text> element holding `content`, or NaN. */
static double text_attribute(const char *svg, const char *content, const char *name) {
    char wanted[128];
    snprintf(wanted, sizeof wanted, ">%s</text>", content);
    const char *found = strstr(svg, wanted);
    if (found == NULL) return NAN;
    const char *start = found;
    while (start > svg && strncmp(start, "<text", 5) != 0) start--;
    const char *attribute = strstr(start, name);
    if (attribute == NULL || attribute > found) return NAN;
    return atof(attribute + strlen(name));
}

static double svg_height(const char *svg) {
    const char *attribute = strstr(svg, " height=\"");
    return attribute ? atof(attribute + 9) : NAN;
}

int main(void) {
    al_layout *layout = al_layout_new();
    al_node root = 0, corner = 0, beside = 0;
    OK(al_node_new(layout, 0, "root", &root));
    OK(al_node_new(layout, root, "corner", &corner));
    OK(al_node_new(layout, root, "beside", &beside));
    OK(al_layout_constrain(layout,
        "root.left == 0; root.top == 0; root.width == 200; root.height == 100\n"
        "corner.left == root.left; corner.top == root.top; corner.width == 50; corner.height == 50\n"
        "beside.left == 150; beside.top == 0; beside.width == 50; beside.height == 50", NULL, 0, &(size_t){0}));
    OK(al_layout_update(layout));
    char *svg = picture(layout);
    /* Each name with its size; the corner's label moves below the root's, the one far
       to the right of it stays on the first line. */
    CHECK(strstr(svg, ">200×100</text>") != NULL && strstr(svg, ">50×50</text>") != NULL);
    double root_line = text_attribute(svg, "root", "y=\"");
    double corner_line = text_attribute(svg, "corner", "y=\"");
    double beside_line = text_attribute(svg, "beside", "y=\"");
    CHECK(root_line == 12);
    CHECK(corner_line >= root_line + 12);
    CHECK(beside_line == 12);
    /* Nothing broken or ambiguous: no legend, the picture is the root plus its margins. */
    CHECK(strstr(svg, "broken constraint") == NULL && strstr(svg, "ambiguous") == NULL);
    CHECK(svg_height(svg) == 120);
    free(svg);

    /* A broken constraint: its node in red, and a legend below the picture says so. */
    al_constraint wide = 0;
    OK(al_constraint_new(layout, corner, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 60, &wide));
    OK(al_constraint_activate(layout, wide));
    FAILS(AL_ERROR_UNSATISFIABLE, al_layout_update(layout));
    svg = picture(layout);
    CHECK(strstr(svg, "stroke=\"#d62728\"") != NULL);
    double legend_line = text_attribute(svg, "red: in a broken constraint", "y=\"");
    CHECK(legend_line > 100);
    CHECK(svg_height(svg) > 120);
    CHECK(strstr(svg, "ambiguous") == NULL);
    free(svg);

    /* An unconstrained node is ambiguous: dashed orange, and the legend says what that is. */
    OK(al_constraint_deactivate(layout, wide));
    al_node loose = 0;
    OK(al_node_new(layout, 0, "loose", &loose));
    OK(al_layout_update(layout));
    svg = picture(layout);
    CHECK(strstr(svg, "stroke=\"#ff7f0e\"") != NULL && strstr(svg, "stroke-dasharray") != NULL);
    CHECK(text_attribute(svg, "dashed: ambiguous frame", "y=\"") > 100);
    CHECK(strstr(svg, "broken constraint") == NULL);
    free(svg);
    al_layout_free(layout);
    return finish();
}
