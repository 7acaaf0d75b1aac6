/* Small helpers shared by the examples: stop with the library's message on failure,
   print a frame, save a picture. */
#ifndef AUTOLAYOUT_EXAMPLE_H
#define AUTOLAYOUT_EXAMPLE_H

#include <stdio.h>
#include <stdlib.h>

#include "autolayout.h"

#define TRY(call) do { \
    al_status try_status_ = (call); \
    if (try_status_ != AL_OK) { \
        fprintf(stderr, "%s failed: %s: %s\n", #call, al_status_string(try_status_), al_last_error_message()); \
        exit(1); \
    } \
} while (0)

/* item1.attribute1 REL item2.attribute2 * multiplier + constant, created inactive. */
static inline al_constraint make(al_layout *layout, al_node item1, al_attribute attribute1, al_relation relation,
                                 al_node item2, al_attribute attribute2, double multiplier, double constant) {
    al_constraint constraint;
    TRY(al_constraint_new(layout, item1, attribute1, relation, item2, attribute2, multiplier, constant, &constraint));
    return constraint;
}

static inline void print_frame(al_layout *layout, const char *name, al_node node) {
    al_rect frame;
    TRY(al_node_get_frame(layout, node, &frame));
    printf("  %-8s x=%g y=%g width=%g height=%g\n", name, frame.x, frame.y, frame.width, frame.height);
}

/* Writes the layout's SVG picture (al_layout_describe) to DIR/c-NAME.svg when
   $AUTOLAYOUT_SVG_DIR names a directory, as `make demo` does (build/svg); otherwise
   writes nothing. */
static inline void save_picture(al_layout *layout, const char *name) {
    const char *folder = getenv("AUTOLAYOUT_SVG_DIR");
    if (folder == NULL || folder[0] == '\0') return;
    size_t length = 0;
    TRY(al_layout_describe(layout, AL_FORMAT_SVG, NULL, 0, &length));
    char *svg = malloc(length + 1);
    if (svg == NULL) { fprintf(stderr, "out of memory\n"); exit(1); }
    TRY(al_layout_describe(layout, AL_FORMAT_SVG, svg, length + 1, &length));
    char path[4096];
    snprintf(path, sizeof path, "%s/c-%s.svg", folder, name);
    FILE *file = fopen(path, "w");
    if (file == NULL || fwrite(svg, 1, length, file) != length || fclose(file) != 0) {
        perror(path);
        exit(1);
    }
    free(svg);
}

#endif
