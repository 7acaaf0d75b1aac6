/* Independent layouts on 8 threads at once: each builds, edits, updates, reads and
   provokes errors, and must get exactly the single-threaded answer and its own
   messages. */
#include <pthread.h>
#include <stdio.h>

#include "check.h"

#define THREADS 8
#define ROUNDS 200

typedef struct result {
    int index;
    double frames[ROUNDS][4];
    int message_ok;
    int failures;
} result;

/* A row of `cells` equal cells in a root whose width changes every round. */
static void run(result *out) {
    al_layout *layout = al_layout_new();
    al_node root = 0, cells[5];
    int cells_count = 2 + out->index % 4;
    out->failures += al_node_new(layout, 0, "root", &root) != AL_OK;
    al_constraint width = 0, constraint = 0;
    out->failures += al_constraint_new(layout, root, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 100, &width) != AL_OK;
    out->failures += al_constraint_activate(layout, width) != AL_OK;
    for (int i = 0; i < cells_count; i++) {
        out->failures += al_node_new(layout, root, NULL, &cells[i]) != AL_OK;
        al_node previous = i == 0 ? root : cells[i - 1];
        al_attribute edge = i == 0 ? AL_ATTRIBUTE_LEFT : AL_ATTRIBUTE_RIGHT;
        out->failures += al_constraint_new(layout, cells[i], AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, previous, edge, 1, 0, &constraint) != AL_OK;
        out->failures += al_constraint_activate(layout, constraint) != AL_OK;
        if (i > 0) {
            out->failures += al_constraint_new(layout, cells[i], AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, cells[0], AL_ATTRIBUTE_WIDTH, 1, 0, &constraint) != AL_OK;
            out->failures += al_constraint_activate(layout, constraint) != AL_OK;
        }
    }
    out->failures += al_constraint_new(layout, cells[cells_count - 1], AL_ATTRIBUTE_RIGHT, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_RIGHT, 1, 0, &constraint) != AL_OK;
    out->failures += al_constraint_activate(layout, constraint) != AL_OK;
    char expected[64];
    snprintf(expected, sizeof expected, "got -%d", out->index + 1);
    out->message_ok = 1;
    for (int round = 0; round < ROUNDS; round++) {
        out->failures += al_constraint_set_constant(layout, width, 100 + round * (out->index + 1)) != AL_OK;
        out->failures += al_layout_update(layout) != AL_OK;
        al_rect frame;
        out->failures += al_node_get_frame(layout, cells[cells_count - 1], &frame) != AL_OK;
        out->frames[round][0] = frame.x;
        out->frames[round][1] = frame.y;
        out->frames[round][2] = frame.width;
        out->frames[round][3] = frame.height;
        /* an error of this thread's own, checked right away */
        if (al_layout_set_scale(layout, -(double)(out->index + 1)) != AL_ERROR_INVALID_ARGUMENT) out->failures++;
        if (strstr(al_last_error_message(), expected) == NULL) out->message_ok = 0;
    }
    al_layout_free(layout);
}

static void *thread_main(void *argument) {
    run(argument);
    return NULL;
}

int main(void) {
    static result alone[THREADS], together[THREADS];
    for (int i = 0; i < THREADS; i++) {
        alone[i].index = together[i].index = i;
        run(&alone[i]);
    }
    pthread_t threads[THREADS];
    for (int i = 0; i < THREADS; i++) CHECK(pthread_create(&threads[i], NULL, thread_main, &together[i]) == 0);
    for (int i = 0; i < THREADS; i++) CHECK(pthread_join(threads[i], NULL) == 0);
    for (int i = 0; i < THREADS; i++) {
        CHECK(alone[i].failures == 0);
        CHECK(together[i].failures == 0);
        CHECK(together[i].message_ok);
        CHECK(memcmp(alone[i].frames, together[i].frames, sizeof alone[i].frames) == 0);
        /* and the answer is right: the last cell ends at the root's right edge */
        double root_width = 100 + (ROUNDS - 1) * (i + 1);
        CHECK_NEAR(together[i].frames[ROUNDS - 1][0] + together[i].frames[ROUNDS - 1][2], root_width);
    }
    return finish();
}
