/* Stack views: what hiding a node costs against what a constant edit costs, and how a
   screen of nested stacks scales. Prints figures (times from this run's clock: compare
   the ratios within one run on a loaded machine). `make bench-stacks` builds and runs it.

   1. A horizontal fill stack of 1,000 labels in a window. Each step is one change and
      one al_layout_update: resizing the window (a constant edit that moves the last
      label only, as hiding the one before it does), moving the window (a constant edit
      that moves every label, as hiding the first one does), changing the stack's
      leading inset (the constant of `stack.left == window.left`, which the engine keeps
      as an alias), hiding / showing a label near the start, the middle and the end, or
      the width of the label before the middle one (a caller's required constraint, a
      constant edit that moves the labels that hiding the middle one moves). The kinds
      are timed in turn, round after round, the best round of each kept; each hide is
      compared with the edit that moves the same labels. Then, apart and in few steps,
      the changes that move the label taking the stack's extra room: hiding the last
      label, one more label arranged at the end or in the middle and taken out.
   2. A pinned stack of 100 and of 1,000 labels of each distribution: build and first
      update, the first hide in the middle, and a hide/show there against moving the
      window and against widening it (the constant edit that changes what such a hide
      changes); widths 10-16 in seven steps, and at 1,000 also all distinct (as text
      would be: each intrinsic-size wish its own row).
      Then the same stacks in a window too narrow for them: the build, and a resize
      across the width their labels need.
   3. Settings screens: a vertical stack of rows, each row a horizontal stack of a label
      and a value on their first baselines, in sections (vertical stacks) of 10 rows:
      from 100 to 10,000 nodes, build and first update, then a resize. */
#include <stdio.h>
#include <stdlib.h>

#include "autolayout.h"
#include "measure.h"

unsigned long bench_allocations;   /* measure.h's counter; not interposed here */

static void must(al_status status, const char *what) {
    if (status != AL_OK && status != AL_ERROR_UNSATISFIABLE) {
        fprintf(stderr, "%s: %s\n", what, al_last_error_message());
        exit(1);
    }
}

static al_constraint pin(al_layout *layout, al_node node, al_attribute attribute, double value) {
    al_constraint constraint = 0;
    must(al_constraint_new(layout, node, attribute, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1, value, &constraint), "pin");
    must(al_constraint_activate(layout, constraint), "activate");
    return constraint;
}

/* One kind of step, timed in rounds of `steps` steps, each step one change and one
   al_layout_update. */
typedef void (*step_fn)(al_layout *layout, int step, void *context);

typedef struct {
    step_fn step;
    void *context;
    double best;   /* seconds per step, the best round's */
} timed_steps;

/* Times every kind in turn, round after round, keeping each kind's best round: the
   machine's drift (another core busy, memory reclaimed) then falls on all kinds alike,
   where measuring one kind after the other let it decide their ratios. An even number
   of steps leaves the layout as it found it. */
static void time_in_turn(al_layout *layout, timed_steps *kinds, int count, int steps, int rounds) {
    for (int kind = 0; kind < count; kind++) kinds[kind].best = 1e9;
    for (int round = 0; round < rounds; round++) {
        for (int kind = 0; kind < count; kind++) {
            double start = bench_now();
            for (int i = 0; i < steps; i++) {
                kinds[kind].step(layout, i, kinds[kind].context);
                must(al_layout_update(layout), "update");
            }
            double elapsed = (bench_now() - start) / steps;
            if (elapsed < kinds[kind].best) kinds[kind].best = elapsed;
        }
    }
}

static double per_step(al_layout *layout, step_fn step, void *context, int steps) {
    timed_steps kind = {step, context, 0};
    time_in_turn(layout, &kind, 1, steps, 5);
    return kind.best;
}

static void resize_step(al_layout *layout, int step, void *context) {
    al_constraint width = *(al_constraint *)context;
    must(al_constraint_set_constant(layout, width, step % 2 ? 20000 : 19000), "resize");
}

static void move_step(al_layout *layout, int step, void *context) {
    al_constraint left = *(al_constraint *)context;
    must(al_constraint_set_constant(layout, left, step % 2 ? 0 : 10), "move");
}

static void toggle_step(al_layout *layout, int step, void *context) {
    al_node node = *(al_node *)context;
    must(al_node_set_hidden(layout, node, step % 2 == 0), "hide");
}

/* A constraint's constant, `odd` on odd steps and `even` on even ones: a label's width
   between its intrinsic width and 0 (a constant edit that moves the labels after it, as
   hiding the next one does), or a window's width across the one its stack needs. */
typedef struct {
    al_constraint constraint;
    double odd, even;
} alternating_constant;

static void alternate_step(al_layout *layout, int step, void *context) {
    alternating_constant *edit = context;
    must(al_constraint_set_constant(layout, edit->constraint, step % 2 ? edit->odd : edit->even), "constant");
}

/* Arranges `node` in `stack` (at `position`, or last when -1) on even steps and takes
   it out again on odd ones. */
typedef struct {
    al_node stack, node;
    int position;
} arrange_change;

static void arrange_step(al_layout *layout, int step, void *context) {
    arrange_change *change = context;
    if (step % 2) {
        must(al_stack_remove_arranged(layout, change->stack, change->node), "remove");
    } else if (change->position < 0) {
        must(al_stack_add_arranged(layout, change->stack, change->node), "add");
    } else {
        must(al_stack_insert_arranged(layout, change->stack, change->node, (size_t)change->position), "insert");
    }
}

/* Label `i` of `count`'s intrinsic width: seven widths in turn, or all distinct. */
static double label_width(int i, int count, int distinct) {
    return distinct ? 10 + 6.0 * i / count : 10 + i % 7;
}

/* The distributions by their al_distribution value, for the printed lines. */
static const char *const distribution_names[] = {"fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"};

/* A window 20,000 by 100 at the origin and a horizontal stack (spacing 4) pinned to it
   on all four sides. Writes the window's left and width pins and the stack's edges
   (left, right, top, bottom), for the steps that edit them. */
static al_node pinned_row(al_layout *layout, al_constraint *left, al_constraint *width, al_constraint edges[4]) {
    al_node window = 0, stack = 0;
    must(al_node_new(layout, 0, "window", &window), "node");
    *left = pin(layout, window, AL_ATTRIBUTE_LEFT, 0);
    pin(layout, window, AL_ATTRIBUTE_TOP, 0);
    *width = pin(layout, window, AL_ATTRIBUTE_WIDTH, 20000);
    pin(layout, window, AL_ATTRIBUTE_HEIGHT, 100);
    must(al_stack_new(layout, window, "row", AL_AXIS_HORIZONTAL, &stack), "stack");
    must(al_stack_set_spacing(layout, stack, 4), "spacing");
    const al_attribute sides[4] = {AL_ATTRIBUTE_LEFT, AL_ATTRIBUTE_RIGHT, AL_ATTRIBUTE_TOP, AL_ATTRIBUTE_BOTTOM};
    for (int side = 0; side < 4; side++) {
        must(al_constraint_new(layout, stack, sides[side], AL_RELATION_EQUAL, window, sides[side], 1, 0, &edges[side]), "c");
    }
    must(al_constraints_activate(layout, edges, 4), "activate");
    return stack;
}

static void long_stack(int count) {
    al_layout *layout = al_layout_new();
    al_constraint left = 0, width = 0, edges[4];
    al_node window = 0, stack = pinned_row(layout, &left, &width, edges);
    must(al_node_get_parent(layout, stack, &window), "parent");
    al_node *labels = malloc(sizeof *labels * (size_t)count);
    for (int i = 0; i < count; i++) {
        must(al_node_new(layout, 0, NULL, &labels[i]), "label");
        must(al_node_set_intrinsic_size(layout, labels[i], label_width(i, count, 0), 20), "size");
        must(al_stack_add_arranged(layout, stack, labels[i]), "arrange");
    }
    double start = bench_now();
    must(al_layout_update(layout), "first update");
    double build = bench_now() - start;
    /* The width of the label before the middle one, a caller's required constraint: it
       moves what hiding the middle one moves. Active through all the rounds (it pins a
       width the label has anyway), so that every kind is timed on one layout. */
    alternating_constant edit = {0, label_width(count / 2 - 1, count, 0), 0};
    must(al_constraint_new(layout, labels[count / 2 - 1], AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1,
                           edit.odd, &edit.constraint), "width");
    must(al_constraint_activate(layout, edit.constraint), "activate");
    must(al_layout_update(layout), "update");
    enum { timed_resize, timed_move, timed_inset, timed_hide_start, timed_hide_middle, timed_hide_end, timed_width, kind_count };
    timed_steps kinds[kind_count] = {
        [timed_resize] = {resize_step, &width},
        [timed_move] = {move_step, &left},
        [timed_inset] = {move_step, &edges[0]},
        [timed_hide_start] = {toggle_step, &labels[1]},
        [timed_hide_middle] = {toggle_step, &labels[count / 2]},
        [timed_hide_end] = {toggle_step, &labels[count - 2]},
        [timed_width] = {alternate_step, &edit},
    };
    time_in_turn(layout, kinds, kind_count, 200, 7);
    printf("stack of %d labels: first update %.2f ms; resize (constant edit) %.1f us per update, "
           "move (constant edit moving every label) %.1f us, the stack's leading inset (an alias's constant) %.1f us\n",
           count, build * 1e3, kinds[timed_resize].best * 1e6, kinds[timed_move].best * 1e6, kinds[timed_inset].best * 1e6);
    printf("  the width of the label before the middle one (a constant edit moving the labels the middle hide moves) "
           "%.1f us per update\n", kinds[timed_width].best * 1e6);
    /* Each hide against the constant edit that moves the same labels: an update costs
       what it moves, so a hide near the end is as cheap as the resize. */
    const char *names[3] = {"near the start", "in the middle", "near the end"};
    const char *edits[3] = {"the move", "the width edit", "the resize"};
    int same[3] = {timed_move, timed_width, timed_resize};
    for (int p = 0; p < 3; p++) {
        double toggle = kinds[timed_hide_start + p].best;
        printf("  hide/show a label %-14s %.1f us per update (%.2f x %s, which moves the same labels)\n", names[p],
               toggle * 1e6, toggle / kinds[same[p]].best, edits[p]);
    }
    /* Changes that move the label that takes the stack's extra room (a fill stack
       stretches its last shown label): hiding the last label, one more label arranged
       at the end or in the middle and taken out again. Timed apart, in few steps: they
       pivot, and cost far more than the kinds above. */
    al_node extra = 0;
    must(al_node_new(layout, window, "extra", &extra), "node");
    must(al_node_set_intrinsic_size(layout, extra, 12, 20), "size");
    arrange_change end = {stack, extra, -1}, middle = {stack, extra, count / 2};
    enum { timed_hide_last, timed_arrange_end, timed_arrange_middle, structural_count };
    timed_steps structural[structural_count] = {
        [timed_hide_last] = {toggle_step, &labels[count - 1]},
        [timed_arrange_end] = {arrange_step, &end},
        [timed_arrange_middle] = {arrange_step, &middle},
    };
    time_in_turn(layout, structural, structural_count, 4, 3);
    const char *changes[structural_count] = {"hide/show the last label", "arrange one more label at the end and take it out",
                                             "arrange one more label in the middle and take it out"};
    for (int kind = 0; kind < structural_count; kind++) {
        printf("  %-52s %.1f us per update (%.0f x the resize)\n", changes[kind], structural[kind].best * 1e6,
               structural[kind].best / kinds[timed_resize].best);
    }
    free(labels);
    al_layout_free(layout);
}

/* A pinned stack of `count` labels of each distribution: the build and first update,
   and a hide/show in the middle. The fill stack above is the one measured in detail. */
static void distributions(int count, int distinct) {
    printf("stacks of %d labels%s by distribution:", count, distinct ? " of distinct widths" : "");
    for (int distribution = AL_DISTRIBUTION_FILL; distribution <= AL_DISTRIBUTION_EQUAL_CENTERING; distribution++) {
        al_layout *layout = al_layout_new();
        al_constraint left = 0, width = 0, edges[4];
        al_node stack = pinned_row(layout, &left, &width, edges);
        must(al_stack_set_distribution(layout, stack, (al_distribution)distribution), "distribution");
        al_node *labels = malloc(sizeof *labels * (size_t)count);
        double start = bench_now();
        for (int i = 0; i < count; i++) {
            must(al_node_new(layout, 0, NULL, &labels[i]), "label");
            must(al_node_set_intrinsic_size(layout, labels[i], label_width(i, count, distinct), 20), "size");
            must(al_stack_add_arranged(layout, stack, labels[i]), "arrange");
        }
        must(al_layout_update(layout), "first update");
        double build = bench_now() - start;
        /* The first hide apart: the rounds below keep their best, which left out a first
           hide that cost 50 times the others (fill-equally of distinct widths, before
           d3de183). Every first update after the build also compiles the evaluation
           program. */
        start = bench_now();
        toggle_step(layout, 0, &labels[count / 2]);
        must(al_layout_update(layout), "first hide");
        double first = bench_now() - start;
        toggle_step(layout, 1, &labels[count / 2]);
        must(al_layout_update(layout), "show");
        /* Against moving the window, a constant edit that moves every label (the middle
           hide moves every label of the unit-sized and equal distributions, half of
           fill's), and against widening it by 100 points, one that changes what the hide
           changes in those distributions (every label's width in the unit-sized ones, the
           gaps or centre distance in the equal ones; it moves the last label of fill),
           timed in turn with it. */
        alternating_constant widen = {width, 20100, 20000};
        timed_steps kinds[3] = {{toggle_step, &labels[count / 2], 0}, {move_step, &left, 0}, {alternate_step, &widen, 0}};
        time_in_turn(layout, kinds, 3, 20, 5);
        printf("%s %s %.2f ms, first hide %.1f us, hide %.1f us (%.2f x the move, %.1f us; %.2f x the widening, %.1f us)",
               distribution ? ";" : "", distribution_names[distribution], build * 1e3, first * 1e6, kinds[0].best * 1e6,
               kinds[0].best / kinds[1].best, kinds[1].best * 1e6, kinds[0].best / kinds[2].best, kinds[2].best * 1e6);
        free(labels);
        al_layout_free(layout);
    }
    printf("\n");
}

/* The pinned stack of `count` labels of each distribution in a window too narrow for
   them (15 points a label, where they need about 17): the build with its first update, a
   hide/show in the middle, and a resize across the width they need (to 20,000 points and
   back), which changes which constraints bind at every node. */
static void overflowing(int count, int distinct) {
    printf("stacks of %d labels%s over-filled by distribution:", count, distinct ? " of distinct widths" : "");
    for (int distribution = AL_DISTRIBUTION_FILL; distribution <= AL_DISTRIBUTION_EQUAL_CENTERING; distribution++) {
        al_layout *layout = al_layout_new();
        al_constraint left = 0, edges[4];
        alternating_constant resize = {0, 20000, 15.0 * count};
        double start = bench_now();
        al_node stack = pinned_row(layout, &left, &resize.constraint, edges);
        must(al_constraint_set_constant(layout, resize.constraint, resize.even), "narrow");
        must(al_stack_set_distribution(layout, stack, (al_distribution)distribution), "distribution");
        al_node *labels = malloc(sizeof *labels * (size_t)count);
        for (int i = 0; i < count; i++) {
            must(al_node_new(layout, 0, NULL, &labels[i]), "label");
            must(al_node_set_intrinsic_size(layout, labels[i], label_width(i, count, distinct), 20), "size");
            must(al_stack_add_arranged(layout, stack, labels[i]), "arrange");
        }
        must(al_layout_update(layout), "first update");
        double build = bench_now() - start;
        /* Once walked: the unit of fill-equally's distinct widths past every label's
           compression threshold and back at each hide (before 695658e, 0.2 s at 1,000). */
        double hide = per_step(layout, toggle_step, &labels[count / 2], 20);
        double across = per_step(layout, alternate_step, &resize, 4);
        printf("%s %s %.2f ms, hide %.1f us, resize across %.1f ms", distribution ? ";" : "", distribution_names[distribution],
               build * 1e3, hide * 1e6, across * 1e3);
        free(labels);
        al_layout_free(layout);
    }
    printf("\n");
}

static void settings_screen(int rows) {
    al_layout *layout = al_layout_new();
    double start = bench_now();
    al_node window = 0, form = 0, section = 0;
    must(al_node_new(layout, 0, "window", &window), "node");
    pin(layout, window, AL_ATTRIBUTE_LEFT, 0);
    pin(layout, window, AL_ATTRIBUTE_TOP, 0);
    al_constraint width = pin(layout, window, AL_ATTRIBUTE_WIDTH, 800);
    must(al_stack_new(layout, window, "form", AL_AXIS_VERTICAL, &form), "stack");
    must(al_stack_set_spacing(layout, form, 20), "spacing");
    al_constraint edges[3];
    must(al_constraint_new(layout, form, AL_ATTRIBUTE_LEADING, AL_RELATION_EQUAL, window, AL_ATTRIBUTE_LEADING_MARGIN, 1, 0, &edges[0]), "c");
    must(al_constraint_new(layout, form, AL_ATTRIBUTE_TRAILING, AL_RELATION_EQUAL, window, AL_ATTRIBUTE_TRAILING_MARGIN, 1, 0, &edges[1]), "c");
    must(al_constraint_new(layout, form, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, window, AL_ATTRIBUTE_TOP_MARGIN, 1, 0, &edges[2]), "c");
    must(al_constraints_activate(layout, edges, 3), "activate");
    int nodes = 2;
    for (int i = 0; i < rows; i++) {
        if (i % 10 == 0) {
            must(al_stack_new(layout, 0, NULL, AL_AXIS_VERTICAL, &section), "section");
            must(al_stack_set_spacing(layout, section, 8), "spacing");
            must(al_stack_add_arranged(layout, form, section), "arrange");
            nodes++;
        }
        al_node row = 0, label = 0, value = 0;
        must(al_stack_new(layout, 0, NULL, AL_AXIS_HORIZONTAL, &row), "row");
        must(al_stack_set_alignment(layout, row, AL_ALIGNMENT_FIRST_BASELINE), "align");
        must(al_stack_set_spacing(layout, row, 12), "spacing");
        must(al_node_new(layout, 0, NULL, &label), "label");
        must(al_node_new(layout, 0, NULL, &value), "value");
        must(al_node_set_intrinsic_size(layout, label, 120, 20), "size");
        must(al_node_set_baseline_offsets(layout, label, 15, 5), "baselines");
        must(al_node_set_intrinsic_size(layout, value, 80 + i % 50, 28), "size");
        must(al_node_set_baseline_offsets(layout, value, 20, 8), "baselines");
        must(al_node_set_content_hugging_priority(layout, label, AL_AXIS_HORIZONTAL, 300), "hug");
        must(al_stack_add_arranged(layout, row, label), "arrange");
        must(al_stack_add_arranged(layout, row, value), "arrange");
        must(al_stack_add_arranged(layout, section, row), "arrange");
        nodes += 3;
    }
    must(al_layout_update(layout), "first update");
    double build = bench_now() - start;
    double resize = per_step(layout, resize_step, &width, 20);
    printf("settings screen of %5d rows (%6d nodes): build and first update %8.2f ms (%5.2f us per node); resize %8.1f us\n",
           rows, nodes, build * 1e3, build * 1e6 / nodes, resize * 1e6);
    al_layout_free(layout);
}

int main(int argc, char **argv) {
    int count = argc > 1 ? atoi(argv[1]) : 1000;
    long_stack(count);
    distributions(100, 0);
    distributions(count, 0);
    distributions(count, 1);
    overflowing(100, 0);
    overflowing(count, 0);
    overflowing(count, 1);
    /* The largest is two million points tall (values beyond a million are checked
       after updates that change rows) and takes 0.9 GB. */
    int sizes[] = {33, 333, 3333, 33333};
    for (int i = 0; i < 4; i++) settings_screen(sizes[i]);
    return 0;
}
