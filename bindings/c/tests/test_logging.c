/* The logger: told once per change of the set of broken constraints, with each broken
   constraint and its minimal conflicting set; bad input, re-entry and freeing inside it. */
#include "check.h"

#include <stdlib.h>

/* What a logger saw: how many calls, the last message, and its arguments. */
typedef struct log_record {
    int calls;
    int depth, deepest;
    char last[2048];
    al_layout *layout;
    void *user_data;
    int update_inside;        /* call al_layout_update from inside the logger */
    al_status inner_status;
    int free_inside;          /* free the layout from inside the logger */
} log_record;

static void record(al_layout *layout, const char *message, void *user_data) {
    log_record *log = user_data;
    log->calls++;
    log->depth++;
    if (log->depth > log->deepest) log->deepest = log->depth;
    snprintf(log->last, sizeof log->last, "%s", message);
    log->layout = layout;
    log->user_data = user_data;
    if (log->update_inside) log->inner_status = al_layout_update(layout);
    if (log->free_inside) al_layout_free(layout);
    log->depth--;
}

static al_constraint named(al_layout *layout, const char *name, al_node item, al_attribute attribute,
                           al_relation relation, double constant) {
    al_constraint constraint = constrain(layout, item, attribute, relation, 0, attribute, 1, constant);
    OK(al_constraint_set_name(layout, constraint, name));
    return constraint;
}

static void reports_each_change_once(void) {
    al_layout *layout = al_layout_new();
    log_record log = {0};
    al_node a = 0, b = 0;
    OK(al_node_new(layout, 0, "a", &a));
    OK(al_node_new(layout, 0, "b", &b));
    OK(al_layout_set_logger(layout, record, &log));
    al_constraint equal = constrain(layout, a, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, b, AL_ATTRIBUTE_WIDTH, 1, 0);
    OK(al_constraint_set_name(layout, equal, "same"));
    al_constraint floor = named(layout, "floor", a, AL_ATTRIBUTE_WIDTH, AL_RELATION_GREATER_EQUAL, 100);
    named(layout, "bystander", a, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 5);
    OK(al_layout_update(layout));
    CHECK(log.calls == 0);   /* nothing broken, nothing was */

    al_constraint ceiling = named(layout, "ceiling", b, AL_ATTRIBUTE_WIDTH, AL_RELATION_LESS_EQUAL, 50);
    FAILS(AL_ERROR_UNSATISFIABLE, al_layout_update(layout));
    CHECK(log.calls == 1);
    CHECK(log.layout == layout && log.user_data == &log);
    CHECK(strstr(log.last, "; 1 broken") != NULL);
    CHECK(strstr(log.last, "Breaking ceiling (b.width <= 50)") != NULL);
    CHECK(strstr(log.last, "floor (a.width >= 100)") != NULL);
    CHECK(strstr(log.last, "same (a.width == b.width)") != NULL);
    CHECK(strstr(log.last, "bystander") == NULL);

    /* The same broken set again, even after an edit that keeps it broken: no new report. */
    FAILS(AL_ERROR_UNSATISFIABLE, al_layout_update(layout));
    OK(al_constraint_set_constant(layout, ceiling, 40));
    FAILS(AL_ERROR_UNSATISFIABLE, al_layout_update(layout));
    CHECK(log.calls == 1);

    /* Resolved: one report that everything holds again, then silence. */
    OK(al_constraint_set_constant(layout, floor, 10));
    OK(al_layout_update(layout));
    CHECK(log.calls == 2);
    CHECK(strstr(log.last, "holds again") != NULL);
    OK(al_layout_update(layout));
    CHECK(log.calls == 2);

    /* Two broken at once (both conflict with the ceiling, kept before them): one report
       naming both. */
    al_constraint wide = named(layout, "wide", a, AL_ATTRIBUTE_WIDTH, AL_RELATION_GREATER_EQUAL, 80);
    al_constraint wider = named(layout, "wider", b, AL_ATTRIBUTE_WIDTH, AL_RELATION_GREATER_EQUAL, 90);
    FAILS(AL_ERROR_UNSATISFIABLE, al_layout_update(layout));
    CHECK(log.calls == 3);
    CHECK(strstr(log.last, "; 2 broken") != NULL);
    CHECK(strstr(log.last, "Breaking wide (a.width >= 80)") != NULL);
    CHECK(strstr(log.last, "Breaking wider (b.width >= 90)") != NULL);
    CHECK(strstr(log.last, "ceiling (b.width <= 40)") != NULL);

    /* A different set of the same size is a change too. */
    OK(al_constraint_deactivate(layout, wider));
    al_constraint widest = named(layout, "widest", a, AL_ATTRIBUTE_WIDTH, AL_RELATION_GREATER_EQUAL, 95);
    FAILS(AL_ERROR_UNSATISFIABLE, al_layout_update(layout));
    CHECK(log.calls == 4);
    CHECK(strstr(log.last, "; 2 broken") != NULL && strstr(log.last, "Breaking widest") != NULL);
    CHECK(strstr(log.last, "Breaking wider") == NULL);

    /* Off: nothing. A logger set again hears about what is broken now. */
    OK(al_layout_set_logger(layout, NULL, NULL));
    OK(al_constraint_deactivate(layout, widest));
    FAILS(AL_ERROR_UNSATISFIABLE, al_layout_update(layout));
    CHECK(log.calls == 4);
    OK(al_layout_set_logger(layout, record, &log));
    FAILS(AL_ERROR_UNSATISFIABLE, al_layout_update(layout));
    CHECK(log.calls == 5);
    CHECK(strstr(log.last, "; 1 broken") != NULL && strstr(log.last, "Breaking wide (") != NULL);
    (void)wide;
    al_layout_free(layout);
}

static void a_constraint_that_never_holds(void) {
    al_layout *layout = al_layout_new();
    log_record log = {0};
    al_node a = 0;
    OK(al_node_new(layout, 0, "a", &a));
    OK(al_layout_set_logger(layout, record, &log));
    /* 0 * a.width == 5 */
    al_term term = {a, AL_ATTRIBUTE_WIDTH, 0.0};
    al_constraint impossible = 0;
    OK(al_constraint_new_expression(layout, &term, 1, AL_RELATION_EQUAL, 5, &impossible));
    OK(al_constraint_activate(layout, impossible));
    FAILS(AL_ERROR_UNSATISFIABLE, al_layout_update(layout));
    CHECK(log.calls == 1);
    CHECK(strstr(log.last, "can never hold") != NULL);
    al_layout_free(layout);
}

static void bad_input(void) {
    log_record log = {0};
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_layout_set_logger(NULL, record, &log));
    CHECK(strstr(al_last_error_message(), "al_layout_set_logger: layout is NULL") != NULL);
    FAILS(AL_ERROR_INVALID_ARGUMENT, al_layout_set_logger(NULL, NULL, NULL));
    /* NULL user data is passed through as it is. */
    al_layout *layout = al_layout_new();
    OK(al_layout_set_logger(layout, NULL, &log));
    al_layout_free(layout);
}

/* Each conflicting layout: a.width == 10 and a.width == 20. */
static al_layout *conflicting(log_record *log) {
    al_layout *layout = al_layout_new();
    al_node a = 0;
    OK(al_node_new(layout, 0, "a", &a));
    OK(al_layout_set_logger(layout, record, log));
    named(layout, "ten", a, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 10);
    named(layout, "twenty", a, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 20);
    return layout;
}

static void reentry(void) {
    log_record log = {0};
    log.update_inside = 1;
    al_layout *layout = conflicting(&log);
    FAILS(AL_ERROR_UNSATISFIABLE, al_layout_update(layout));
    CHECK(log.calls == 1 && log.deepest == 1);
    CHECK(log.inner_status == AL_ERROR_UNSATISFIABLE);
    CHECK(strstr(log.last, "Breaking twenty (a.width == 20)") != NULL);
    CHECK(strstr(log.last, "ten (a.width == 10)") != NULL);
    al_layout_free(layout);
}

static void freed_inside(void) {
    log_record log = {0};
    log.free_inside = 1;
    al_layout *layout = conflicting(&log);
    /* The layout goes when the update returns; valgrind checks that nothing is read after. */
    FAILS(AL_ERROR_UNSATISFIABLE, al_layout_update(layout));
    CHECK(log.calls == 1);
}

int main(void) {
    reports_each_change_once();
    a_constraint_that_never_holds();
    bad_input();
    reentry();
    freed_inside();
    return finish();
}
