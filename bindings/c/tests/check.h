/* A minimal test harness for the C tests: CHECK records a failure and goes on; each
   program ends with the plain "N passed, N failed" line that CI reads. */
#ifndef AUTOLAYOUT_TEST_CHECK_H
#define AUTOLAYOUT_TEST_CHECK_H

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "autolayout.h"

static int checks_passed;
static int checks_failed;

#define CHECK(condition) do { \
    if (condition) { checks_passed++; } \
    else { checks_failed++; fprintf(stderr, "%s:%d: CHECK(%s) failed\n", __FILE__, __LINE__, #condition); } \
} while (0)

/* A call that must succeed; on failure prints the library's message. */
#define OK(call) do { \
    al_status ok_status_ = (call); \
    if (ok_status_ == AL_OK) { checks_passed++; } \
    else { checks_failed++; fprintf(stderr, "%s:%d: %s returned %s: %s\n", __FILE__, __LINE__, #call, \
                                    al_status_string(ok_status_), al_last_error_message()); } \
} while (0)

/* A call that must fail with `expected` and leave a message. */
#define FAILS(expected, call) do { \
    al_status fails_status_ = (call); \
    if (fails_status_ == (expected) && al_last_error_message()[0] != '\0') { checks_passed++; } \
    else { checks_failed++; fprintf(stderr, "%s:%d: %s returned %s, expected %s (message \"%s\")\n", __FILE__, __LINE__, \
                                    #call, al_status_string(fails_status_), al_status_string(expected), al_last_error_message()); } \
} while (0)

#define CHECK_NEAR(actual, expected) do { \
    double near_actual_ = (actual), near_expected_ = (expected); \
    if (fabs(near_actual_ - near_expected_) <= 1e-6) { checks_passed++; } \
    else { checks_failed++; fprintf(stderr, "%s:%d: %s is %.9g, expected %.9g\n", __FILE__, __LINE__, #actual, near_actual_, near_expected_); } \
} while (0)

#define CHECK_FRAME(layout, node, ex, ey, ew, eh) do { \
    al_rect frame_ = {0, 0, 0, 0}; \
    OK(al_node_get_frame((layout), (node), &frame_)); \
    CHECK_NEAR(frame_.x, (ex)); CHECK_NEAR(frame_.y, (ey)); \
    CHECK_NEAR(frame_.width, (ew)); CHECK_NEAR(frame_.height, (eh)); \
} while (0)

/* Makes and activates `item1.attribute1 REL item2.attribute2 * multiplier + constant`. */
static inline al_constraint constrain(al_layout *layout, al_node item1, al_attribute attribute1, al_relation relation,
                                      al_node item2, al_attribute attribute2, double multiplier, double constant) {
    al_constraint constraint = 0;
    OK(al_constraint_new(layout, item1, attribute1, relation, item2, attribute2, multiplier, constant, &constraint));
    OK(al_constraint_activate(layout, constraint));
    return constraint;
}

static inline int finish(void) {
    printf("%d passed, %d failed\n", checks_passed, checks_failed);
    return checks_failed == 0 ? 0 : 1;
}

#endif
