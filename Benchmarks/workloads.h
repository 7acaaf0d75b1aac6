/* The benchmark layouts, described once for every driver: nodes with a parent, and
   constraints over node attributes (the AL_ATTRIBUTE_* numbering) with a relation, a
   constant and a priority. The order of the list is the "natural" order: each cell's or
   row's preferences come with its other constraints, as a program would write them. */
#ifndef BENCHMARK_WORKLOADS_H
#define BENCHMARK_WORKLOADS_H

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { B_LEFT = 0, B_RIGHT = 1, B_TOP = 2, B_BOTTOM = 3, B_WIDTH = 6, B_HEIGHT = 7, B_CENTER_X = 8, B_CENTER_Y = 9 };
enum { B_LE = -1, B_EQ = 0, B_GE = 1 };

typedef struct bench_term { int node; int attribute; double coefficient; } bench_term;
typedef struct bench_constraint {
    bench_term terms[3];
    int count;
    int relation;
    double constant;
    double priority;
    int set;              /* 0: always active; 1 and 2: the two sets a switch alternates */
    double strength;      /* kiwi's strength of an optional constraint; 0: kiwi.cpp maps the priority */
} bench_constraint;

typedef struct bench_layout {
    int nodes, node_capacity;
    int *parent;          /* -1 for the root */
    bench_constraint *constraints;
    int count, capacity;
    int width_constraint, height_constraint;   /* the window's size, edited on resize */
    int resize_custom;                         /* 0: the resize steps of bench_window_size */
    double resize_from[2], resize_to[2];       /* else linear from (width, height) to ... */
} bench_layout;

static void bench_init(bench_layout *layout, int nodes) {
    layout->nodes = nodes;
    layout->node_capacity = nodes;
    layout->resize_custom = 0;
    layout->parent = (int *)calloc((size_t)nodes, sizeof(int));
    layout->count = 0;
    layout->capacity = 64;
    layout->constraints = (bench_constraint *)malloc(sizeof(bench_constraint) * (size_t)layout->capacity);
    for (int i = 0; i < nodes; i++) layout->parent[i] = i == 0 ? -1 : 0;
}

static void bench_free(bench_layout *layout) {
    free(layout->parent);
    free(layout->constraints);
}

/* a.attribute_a  relation  b.attribute_b * multiplier + constant (b < 0: a constant). */
static int bench_add(bench_layout *layout, int a, int attribute_a, int relation, int b, int attribute_b,
                     double multiplier, double constant, double priority, int set) {
    if (layout->count == layout->capacity) {
        layout->capacity *= 2;
        layout->constraints = (bench_constraint *)realloc(layout->constraints, sizeof(bench_constraint) * (size_t)layout->capacity);
    }
    bench_constraint *c = &layout->constraints[layout->count];
    memset(c, 0, sizeof *c);
    c->terms[0].node = a; c->terms[0].attribute = attribute_a; c->terms[0].coefficient = 1.0;
    c->count = 1;
    if (b >= 0) {
        c->terms[1].node = b; c->terms[1].attribute = attribute_b; c->terms[1].coefficient = -multiplier;
        c->count = 2;
    }
    c->relation = relation;
    c->constant = constant;
    c->priority = priority;
    c->set = set;
    return layout->count++;
}

#define ALWAYS(a, aa, rel, b, ba, m, k) bench_add(layout, a, aa, rel, b, ba, m, k, 1000, 0)

/* The window: node 0 at the origin; its size is a strong wish (999, kiwi's "strong"
   edit variable), edited on resize, so content may push it. */
static void bench_window(bench_layout *layout, double width, double height) {
    ALWAYS(0, B_LEFT, B_EQ, -1, 0, 0, 0);
    ALWAYS(0, B_TOP, B_EQ, -1, 0, 0, 0);
    layout->width_constraint = bench_add(layout, 0, B_WIDTH, B_EQ, -1, 0, 0, width, 999, 0);
    layout->height_constraint = bench_add(layout, 0, B_HEIGHT, B_EQ, -1, 0, 0, height, 999, 0);
}

/* n x n equal cells filling the window, each preferring 50 x 50 (LOW). The performance
   issue's grid (about 2,400 constraints for n = 20, six per cell): each cell is as wide as
   its left neighbour and as tall as the one above, as `[a][b(==a)][c(==b)]` writes it. */
static void bench_grid(bench_layout *layout, int n) {
    bench_init(layout, 1 + n * n);
    bench_window(layout, 800, 600);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            int cell = 1 + i * n + j;
            ALWAYS(cell, B_LEFT, B_EQ, j == 0 ? 0 : cell - 1, j == 0 ? B_LEFT : B_RIGHT, 1, 0);
            ALWAYS(cell, B_TOP, B_EQ, i == 0 ? 0 : cell - n, i == 0 ? B_TOP : B_BOTTOM, 1, 0);
            if (j == n - 1) ALWAYS(cell, B_RIGHT, B_EQ, 0, B_RIGHT, 1, 0);
            if (i == n - 1) ALWAYS(cell, B_BOTTOM, B_EQ, 0, B_BOTTOM, 1, 0);
            if (j > 0) ALWAYS(cell, B_WIDTH, B_EQ, cell - 1, B_WIDTH, 1, 0);
            if (i > 0) ALWAYS(cell, B_HEIGHT, B_EQ, cell - n, B_HEIGHT, 1, 0);
            bench_add(layout, cell, B_WIDTH, B_EQ, -1, 0, 0, 50, 250, 0);
            bench_add(layout, cell, B_HEIGHT, B_EQ, -1, 0, 0, 50, 250, 0);
        }
    }
}

/* The same grid with every cell equal to the first one, and at least 10 x 10 (HIGH) on
   top: the variant earlier tables measured, on which kiwi stays fast. */
static void bench_grid_first(bench_layout *layout, int n) {
    bench_init(layout, 1 + n * n);
    bench_window(layout, 800, 600);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            int cell = 1 + i * n + j, first = 1;
            ALWAYS(cell, B_LEFT, B_EQ, j == 0 ? 0 : cell - 1, j == 0 ? B_LEFT : B_RIGHT, 1, 0);
            ALWAYS(cell, B_TOP, B_EQ, i == 0 ? 0 : cell - n, i == 0 ? B_TOP : B_BOTTOM, 1, 0);
            if (j == n - 1) ALWAYS(cell, B_RIGHT, B_EQ, 0, B_RIGHT, 1, 0);
            if (i == n - 1) ALWAYS(cell, B_BOTTOM, B_EQ, 0, B_BOTTOM, 1, 0);
            if (cell != first) {
                ALWAYS(cell, B_WIDTH, B_EQ, first, B_WIDTH, 1, 0);
                ALWAYS(cell, B_HEIGHT, B_EQ, first, B_HEIGHT, 1, 0);
            }
            bench_add(layout, cell, B_WIDTH, B_GE, -1, 0, 0, 10, 750, 0);
            bench_add(layout, cell, B_HEIGHT, B_GE, -1, 0, 0, 10, 750, 0);
            bench_add(layout, cell, B_WIDTH, B_EQ, -1, 0, 0, 50, 250, 0);
            bench_add(layout, cell, B_HEIGHT, B_EQ, -1, 0, 0, 50, 250, 0);
        }
    }
}

/* n rows of a label and a field: labels 100 wide (HIGH) but at least 60, fields fill
   the rest (at least 200, MEDIUM), rows stacked 8 apart, the window at least as tall as
   the form. With `aligned`, the form: the labels make one column, each as wide
   as the one above, so the fields line up. */
static void bench_form_rows(bench_layout *layout, int n, int aligned) {
    bench_init(layout, 1 + 2 * n);
    bench_window(layout, 800, 600);
    for (int row = 0; row < n; row++) {
        int label = 1 + 2 * row, field = label + 1;
        ALWAYS(label, B_LEFT, B_EQ, 0, B_LEFT, 1, 20);
        ALWAYS(label, B_TOP, B_EQ, row == 0 ? 0 : label - 2, row == 0 ? B_TOP : B_BOTTOM, 1, 8);
        ALWAYS(label, B_HEIGHT, B_EQ, -1, 0, 0, 24);
        ALWAYS(label, B_WIDTH, B_GE, -1, 0, 0, 60);
        bench_add(layout, label, B_WIDTH, B_EQ, -1, 0, 0, 100, 750, 0);
        if (aligned && row > 0) ALWAYS(label, B_WIDTH, B_EQ, label - 2, B_WIDTH, 1, 0);
        ALWAYS(field, B_LEFT, B_EQ, label, B_RIGHT, 1, 8);
        ALWAYS(field, B_RIGHT, B_EQ, 0, B_RIGHT, 1, -20);
        ALWAYS(field, B_TOP, B_EQ, label, B_TOP, 1, 0);
        ALWAYS(field, B_HEIGHT, B_EQ, label, B_HEIGHT, 1, 0);
        bench_add(layout, field, B_WIDTH, B_GE, -1, 0, 0, 200, 500, 0);
    }
    bench_add(layout, 0, B_HEIGHT, B_GE, 2 * n - 1, B_BOTTOM, 1, 8, 1000, 0);
}

/* n pairs (a, b) of rows that switch between set 1, "a fills the row", and set 2, "a
   and b side by side, equal widths, 4 apart". */
static void bench_switch(bench_layout *layout, int n) {
    bench_init(layout, 1 + 2 * n);
    bench_window(layout, 800, 30.0 * n);
    for (int pair = 0; pair < n; pair++) {
        int a = 1 + 2 * pair, b = a + 1;
        ALWAYS(a, B_TOP, B_EQ, 0, B_TOP, 1, 30.0 * pair);
        ALWAYS(a, B_HEIGHT, B_EQ, -1, 0, 0, 26);
        ALWAYS(b, B_TOP, B_EQ, a, B_TOP, 1, 0);
        ALWAYS(b, B_HEIGHT, B_EQ, a, B_HEIGHT, 1, 0);
        ALWAYS(a, B_LEFT, B_EQ, 0, B_LEFT, 1, 0);
        bench_add(layout, a, B_RIGHT, B_EQ, 0, B_RIGHT, 1, 0, 1000, 1);
        bench_add(layout, b, B_LEFT, B_EQ, 0, B_RIGHT, 1, 0, 1000, 1);
        bench_add(layout, b, B_WIDTH, B_EQ, -1, 0, 0, 0, 1000, 1);
        bench_add(layout, b, B_LEFT, B_EQ, a, B_RIGHT, 1, 4, 1000, 2);
        bench_add(layout, b, B_RIGHT, B_EQ, 0, B_RIGHT, 1, 0, 1000, 2);
        bench_add(layout, b, B_WIDTH, B_EQ, a, B_WIDTH, 1, 0, 1000, 2);
    }
}

/* ---- The layout shapes of issue 13 (`make bench-shapes`) ---------------------------------
   Layouts whose constraints reach the simplex (unlike the grid's and form's, which become
   aliases and shared rows before it sees them), each built so that its optimum is unique
   and both engines must agree on every frame:
   - optional constraints carry a kiwi strength graded from their priority,
     10^((priority - 250) / 250) (250: 1, 500: 10, 750: 100, 50: 0.16, 10: 0.11), far
     enough apart (and below the window's strong 10^6) that kiwi's weighted sum and our
     priority tiers pick the same layout at every size measured here;
   - where equal weights would leave a choice (which item of a row gives way first), a
     tie-breaker preference at a distinct low priority decides, the same in both engines;
   - the window is resized 100 times linearly from resize_from to resize_to. */

/* The window's size at resize step `step` (0...99). */
static void bench_window_size(const bench_layout *layout, int step, double *width, double *height) {
    if (layout->resize_custom) {
        double t = step / 99.0;
        *width = layout->resize_from[0] + (layout->resize_to[0] - layout->resize_from[0]) * t;
        *height = layout->resize_from[1] + (layout->resize_to[1] - layout->resize_from[1]) * t;
    } else {
        *width = 800 + (step % 50) * 4 - 100;
        *height = 600 + (step % 25) * 6 - 50;
    }
}

static void bench_resize_range(bench_layout *layout, double from_width, double from_height, double to_width,
                               double to_height) {
    layout->resize_custom = 1;
    layout->resize_from[0] = from_width;
    layout->resize_from[1] = from_height;
    layout->resize_to[0] = to_width;
    layout->resize_to[1] = to_height;
}

/* The window's size at build time, set once the content is known. */
static void bench_window_set(bench_layout *layout, double width, double height) {
    layout->constraints[layout->width_constraint].constant = width;
    layout->constraints[layout->height_constraint].constant = height;
}

/* A seeded generator (splitmix64): the same numbers in C and C++. */
static double bench_uniform(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return (double)(z >> 11) * (1.0 / 9007199254740992.0);
}

/* A whole number in low...high. */
static double bench_whole(uint64_t *state, int low, int high) {
    return low + floor(bench_uniform(state) * (high - low + 1));
}

static int bench_new_node(bench_layout *layout, int parent) {
    if (layout->nodes == layout->node_capacity) {
        layout->node_capacity = layout->node_capacity * 2 + 16;
        layout->parent = (int *)realloc(layout->parent, sizeof(int) * (size_t)layout->node_capacity);
    }
    layout->parent[layout->nodes] = parent;
    return layout->nodes++;
}

static double bench_graded_strength(double priority) {
    return pow(10.0, (priority - 250.0) / 250.0);
}

/* An optional constraint with its graded kiwi strength. */
static int bench_soft(bench_layout *layout, int a, int attribute_a, int relation, int b, int attribute_b,
                      double multiplier, double constant, double priority) {
    int index = bench_add(layout, a, attribute_a, relation, b, attribute_b, multiplier, constant, priority, 0);
    layout->constraints[index].strength = bench_graded_strength(priority);
    return index;
}

#define SOFT(a, aa, rel, b, ba, m, k, p) bench_soft(layout, a, aa, rel, b, ba, m, k, p)

/* ca * a.aa + cb * b.ba + cc * c.attribute_c  relation  constant, required. */
static int bench_add3(bench_layout *layout, int a, int attribute_a, double ca, int b, int attribute_b, double cb,
                      int c, int attribute_c, double cc, int relation, double constant) {
    int index = bench_add(layout, a, attribute_a, relation, b, attribute_b, -cb, constant, 1000, 0);
    bench_constraint *constraint = &layout->constraints[index];
    constraint->terms[0].coefficient = ca;
    constraint->terms[2].node = c;
    constraint->terms[2].attribute = attribute_c;
    constraint->terms[2].coefficient = cc;
    constraint->count = 3;
    return index;
}

/* form-bounded: a window of fixed width, n / 2 label/field rows. Each label 20 from the
   window's left, as wide as the first label, at least 60, preferring 80 (250), 24 high
   (750), centred vertically on its field; each field 12 after its label, 20 from the
   window's right, at least 100 wide preferring 300 (200), at least 24 high preferring 28
   (500), 8 below the previous field, its bottom at most 20 above the window's bottom.
   Resizes: width 1000 down to 200 (below 232 the fields' minimum squeezes the labels,
   below 212 the window gives way), height from 240 to 40 more than the form needs (the
   bottom inequalities never bind). */
static void bench_form_bounded(bench_layout *layout, int n) {
    int rows = n / 2 < 1 ? 1 : n / 2;
    double content = 36.0 * rows + 12;   /* the last field's bottom */
    bench_init(layout, 1 + 2 * rows);
    bench_window(layout, 1040, content + 260);
    bench_resize_range(layout, 1000, content + 240, 200, content + 40);
    for (int row = 0; row < rows; row++) {
        int label = 1 + 2 * row, field = label + 1;
        ALWAYS(label, B_LEFT, B_EQ, 0, B_LEFT, 1, 20);
        if (row > 0) ALWAYS(label, B_WIDTH, B_EQ, 1, B_WIDTH, 1, 0);
        ALWAYS(label, B_WIDTH, B_GE, -1, 0, 0, 60);
        SOFT(label, B_WIDTH, B_EQ, -1, 0, 0, 80, 250);
        SOFT(label, B_HEIGHT, B_EQ, -1, 0, 0, 24, 750);
        ALWAYS(label, B_CENTER_Y, B_EQ, field, B_CENTER_Y, 1, 0);
        ALWAYS(field, B_LEFT, B_EQ, label, B_RIGHT, 1, 12);
        ALWAYS(field, B_RIGHT, B_EQ, 0, B_RIGHT, 1, -20);
        ALWAYS(field, B_WIDTH, B_GE, -1, 0, 0, 100);
        SOFT(field, B_WIDTH, B_EQ, -1, 0, 0, 300, 200);
        ALWAYS(field, B_HEIGHT, B_GE, -1, 0, 0, 24);
        SOFT(field, B_HEIGHT, B_EQ, -1, 0, 0, 28, 500);
        if (row == 0) ALWAYS(field, B_TOP, B_EQ, 0, B_TOP, 1, 20);
        else ALWAYS(field, B_TOP, B_EQ, field - 2, B_BOTTOM, 1, 8);
        ALWAYS(field, B_BOTTOM, B_LE, 0, B_BOTTOM, 1, -20);
    }
}

/* One pane of split-panes with `leaves` leaf panes below it: split along its longer side
   (by the nominal size w x h) at a ratio r in 0.3...0.7, 6 points apart, the first part
   preferring r times the pane less half the gap (500); leaves at least 20-59 x 20-49.
   Writes the pane's minimum size. */
static void bench_split_pane(bench_layout *layout, int pane, int leaves, double w, double h, uint64_t *seed,
                             double minimum[2]) {
    const double gap = 6;
    if (leaves == 1) {
        minimum[0] = bench_whole(seed, 20, 59);
        minimum[1] = bench_whole(seed, 20, 49);
        ALWAYS(pane, B_WIDTH, B_GE, -1, 0, 0, minimum[0]);
        ALWAYS(pane, B_HEIGHT, B_GE, -1, 0, 0, minimum[1]);
        return;
    }
    double r = 0.3 + 0.4 * bench_uniform(seed);
    int first = (int)floor(leaves * r + 0.5);
    if (first < 1) first = 1;
    if (first > leaves - 1) first = leaves - 1;
    int horizontal = w >= h;
    int lead = horizontal ? B_LEFT : B_TOP, trail = horizontal ? B_RIGHT : B_BOTTOM;
    int cross_lead = horizontal ? B_TOP : B_LEFT, cross_trail = horizontal ? B_BOTTOM : B_RIGHT;
    int size = horizontal ? B_WIDTH : B_HEIGHT, axis = horizontal ? 0 : 1;
    int a = bench_new_node(layout, pane), b = bench_new_node(layout, pane);
    ALWAYS(a, lead, B_EQ, pane, lead, 1, 0);
    ALWAYS(a, cross_lead, B_EQ, pane, cross_lead, 1, 0);
    ALWAYS(a, cross_trail, B_EQ, pane, cross_trail, 1, 0);
    ALWAYS(b, lead, B_EQ, a, trail, 1, gap);
    ALWAYS(b, trail, B_EQ, pane, trail, 1, 0);
    ALWAYS(b, cross_lead, B_EQ, pane, cross_lead, 1, 0);
    ALWAYS(b, cross_trail, B_EQ, pane, cross_trail, 1, 0);
    SOFT(a, size, B_EQ, pane, size, r, -gap / 2, 500);
    double first_minimum[2], second_minimum[2];
    bench_split_pane(layout, a, first, horizontal ? w * r : w, horizontal ? h : h * r, seed, first_minimum);
    bench_split_pane(layout, b, leaves - first, horizontal ? w * (1 - r) : w, horizontal ? h : h * (1 - r), seed,
                     second_minimum);
    minimum[axis] = first_minimum[axis] + gap + second_minimum[axis];
    minimum[1 - axis] = first_minimum[1 - axis] > second_minimum[1 - axis] ? first_minimum[1 - axis]
                                                                            : second_minimum[1 - axis];
}

/* split-panes: nested proportional split panes, a binary tree of n - 1 panes (n / 2
   leaves) filling the window. The window starts at 3 times the tree's minimum size M;
   resizes go from 2.5 M down to 0.8 M, so minimums bind more and more, and in the last
   steps the window gives way to them. */
static void bench_split_panes(bench_layout *layout, int n) {
    uint64_t seed = 0x5EED0002u;
    int leaves = n / 2 < 1 ? 1 : n / 2;
    bench_init(layout, 1);
    bench_window(layout, 0, 0);
    int root = bench_new_node(layout, 0);
    ALWAYS(root, B_LEFT, B_EQ, 0, B_LEFT, 1, 0);
    ALWAYS(root, B_TOP, B_EQ, 0, B_TOP, 1, 0);
    ALWAYS(root, B_RIGHT, B_EQ, 0, B_RIGHT, 1, 0);
    ALWAYS(root, B_BOTTOM, B_EQ, 0, B_BOTTOM, 1, 0);
    double minimum[2];
    bench_split_pane(layout, root, leaves, 1.6, 1.0, &seed, minimum);
    bench_window_set(layout, 3 * minimum[0], 3 * minimum[1]);
    bench_resize_range(layout, 2.5 * minimum[0], 2.5 * minimum[1], 0.8 * minimum[0], 0.8 * minimum[1]);
}

/* wrapping-rows: rows of items (about n nodes in all), wrapped once at a window 1200
   wide by their preferred widths (40-159), 2 to 14 items a row. Each item between its
   minimum (0.5-0.7 of preferred) and maximum (1.3-1.8 of preferred), preferring its
   preferred width (400), with a tie-breaker (the same preference at 10 + its position in
   the row) so that the first items give way first; equal gaps between neighbours
   (`next.left + previous.right == 2 * item.centerX`), at least 4 and preferring 8 (750);
   the row filling the window less 16 on each side. Resizes: width 1500 down to 600, so
   items grow to their maximums and gaps widen, then shrink to their minimums, gaps
   narrow to 4, and at the end the window gives way. */
static void bench_wrapping_rows(bench_layout *layout, int n) {
    uint64_t seed = 0x5EED0003u;
    const double content = 1200 - 32;
    bench_init(layout, 1);
    bench_window(layout, 1200, 0);
    double pending = -1, preferred[14];
    int previous_row = -1, rows = 0;
    while (layout->nodes < n || rows == 0) {
        int count = 0;
        double used = 0;
        while (count < 14) {
            double item = pending >= 0 ? pending : bench_whole(&seed, 40, 159);
            pending = -1;
            if (count >= 2 && used + 8 + item > content) { pending = item; break; }
            used += (count ? 8 : 0) + item;
            preferred[count++] = item;
            if (count >= 2 && layout->nodes + 1 + count >= n) break;
        }
        int row = bench_new_node(layout, 0), items[14];
        rows++;
        ALWAYS(row, B_LEFT, B_EQ, 0, B_LEFT, 1, 16);
        ALWAYS(row, B_RIGHT, B_EQ, 0, B_RIGHT, 1, -16);
        if (previous_row < 0) ALWAYS(row, B_TOP, B_EQ, 0, B_TOP, 1, 8);
        else ALWAYS(row, B_TOP, B_EQ, previous_row, B_BOTTOM, 1, 8);
        ALWAYS(row, B_HEIGHT, B_EQ, -1, 0, 0, 28);
        for (int j = 0; j < count; j++) {
            int item = items[j] = bench_new_node(layout, row);
            double low = floor(preferred[j] * (0.5 + 0.2 * bench_uniform(&seed)));
            double high = floor(preferred[j] * (1.3 + 0.5 * bench_uniform(&seed)));
            ALWAYS(item, B_TOP, B_EQ, row, B_TOP, 1, 2);
            ALWAYS(item, B_HEIGHT, B_EQ, -1, 0, 0, 24);
            ALWAYS(item, B_WIDTH, B_GE, -1, 0, 0, low);
            ALWAYS(item, B_WIDTH, B_LE, -1, 0, 0, high);
            SOFT(item, B_WIDTH, B_EQ, -1, 0, 0, preferred[j], 400);
            SOFT(item, B_WIDTH, B_EQ, -1, 0, 0, preferred[j], 10 + j);
            if (j == 0) ALWAYS(item, B_LEFT, B_EQ, row, B_LEFT, 1, 0);
            if (j == 1) {
                ALWAYS(item, B_LEFT, B_GE, items[0], B_RIGHT, 1, 4);
                SOFT(item, B_LEFT, B_EQ, items[0], B_RIGHT, 1, 8, 750);
            }
            if (j >= 2) bench_add3(layout, item, B_LEFT, 1, items[j - 2], B_RIGHT, 1, items[j - 1], B_CENTER_X, -2, B_EQ, 0);
            if (j == count - 1) ALWAYS(item, B_RIGHT, B_EQ, row, B_RIGHT, 1, 0);
        }
        previous_row = row;
    }
    double height = 36.0 * rows + 100;
    bench_window_set(layout, 1200, height);
    bench_resize_range(layout, 1500, height, 600, height);
}

/* chains: n / 100 chains of 100 elements (one chain of n when n < 100), stacked in one
   column 2 apart, 18 high, 10 from the window's left and at least 10 from its right.
   Each element between a minimum (20-59) and a maximum (120-459 more); a chain's first
   width prefers a (0.2-0.6) times the window's (750), each next one f (0.9-1.1) times
   the previous plus an offset (-10...10) (300). Resizes: width 1400 down to 100, so
   more and more elements meet their bounds and the window's edge. */
static void bench_chains(bench_layout *layout, int n) {
    uint64_t seed = 0x5EED0004u;
    int length = n < 100 ? (n < 1 ? 1 : n) : 100, chains = n / length;
    double height = 20.0 * chains * length + 20;
    bench_init(layout, 1 + chains * length);
    bench_window(layout, 1500, height);
    bench_resize_range(layout, 1400, height, 100, height);
    for (int c = 0; c < chains; c++) {
        double share = 0.2 + 0.4 * bench_uniform(&seed);
        for (int k = 0; k < length; k++) {
            int element = 1 + c * length + k;
            double low = bench_whole(&seed, 20, 59), high = low + bench_whole(&seed, 100, 399);
            ALWAYS(element, B_LEFT, B_EQ, 0, B_LEFT, 1, 10);
            if (element == 1) ALWAYS(element, B_TOP, B_EQ, 0, B_TOP, 1, 10);
            else ALWAYS(element, B_TOP, B_EQ, element - 1, B_BOTTOM, 1, 2);
            ALWAYS(element, B_HEIGHT, B_EQ, -1, 0, 0, 18);
            ALWAYS(element, B_RIGHT, B_LE, 0, B_RIGHT, 1, -10);
            ALWAYS(element, B_WIDTH, B_GE, -1, 0, 0, low);
            ALWAYS(element, B_WIDTH, B_LE, -1, 0, 0, high);
            if (k == 0) {
                SOFT(element, B_WIDTH, B_EQ, 0, B_WIDTH, share, 0, 750);
            } else {
                double factor = 0.9 + 0.2 * bench_uniform(&seed), offset = -10 + 20 * bench_uniform(&seed);
                SOFT(element, B_WIDTH, B_EQ, element - 1, B_WIDTH, factor, offset, 300);
            }
        }
    }
}

/* ui-tree: the width a view needs with its fields at their minimums, and with every
   view at its intrinsic width. */
typedef struct bench_extent { double minimum, preferred; } bench_extent;

enum { UI_LABEL, UI_FIELD, UI_BUTTON };
#define UI_PAD 8.0
#define UI_SPACING 8.0

/* A leaf with an intrinsic size, as hugging (<=) and compression resistance (>=)
   preferences: labels and buttons 250 and 750 on both axes; fields, the views that
   stretch, 200 and 700 across (and at least 40 wide), 250 and 750 down. */
static bench_extent bench_ui_leaf(bench_layout *layout, int node, int kind, uint64_t *seed) {
    double width = kind == UI_LABEL ? bench_whole(seed, 40, 159) : kind == UI_FIELD ? bench_whole(seed, 120, 199)
                                                                                   : bench_whole(seed, 60, 99);
    double height = kind == UI_LABEL ? 20 : kind == UI_FIELD ? 28 : 32;
    SOFT(node, B_WIDTH, B_LE, -1, 0, 0, width, kind == UI_FIELD ? 200 : 250);
    SOFT(node, B_WIDTH, B_GE, -1, 0, 0, width, kind == UI_FIELD ? 700 : 750);
    SOFT(node, B_HEIGHT, B_LE, -1, 0, 0, height, 250);
    SOFT(node, B_HEIGHT, B_GE, -1, 0, 0, height, 750);
    if (kind == UI_FIELD) ALWAYS(node, B_WIDTH, B_GE, -1, 0, 0, 40);
    bench_extent extent = {kind == UI_FIELD ? 40 : width, width};
    return extent;
}

/* A child of a horizontal stack: centred vertically, within its height less the pad. */
static void bench_ui_in_row(bench_layout *layout, int child, int row) {
    ALWAYS(child, B_CENTER_Y, B_EQ, row, B_CENTER_Y, 1, 0);
    ALWAYS(child, B_HEIGHT, B_LE, row, B_HEIGHT, 1, -2 * UI_PAD);
}

/* A row: a horizontal stack of labels, a title/subtitle column, buttons, a group of
   buttons, and one field (or, one row in ten, two fields whose widths keep a ratio of
   0.4-0.8: the proportional constraints); children 8 apart or more (preferring 8, 300),
   padded 8; the row as low as its content allows (50). */
static bench_extent bench_ui_row(bench_layout *layout, int parent, uint64_t *seed) {
    int row = bench_new_node(layout, parent), previous = -1;
    bench_extent extent = {2 * UI_PAD, 2 * UI_PAD};
    int before = (int)bench_whole(seed, 0, 2), after = (int)bench_whole(seed, 0, 2);
    int fields = bench_uniform(seed) < 0.1 ? 2 : 1, count = before + fields + after;
    int first_field = -1;
    for (int index = 0; index < count; index++) {
        int child = bench_new_node(layout, row);
        bench_extent part;
        double pick = bench_uniform(seed);
        if (index >= before && index < before + fields) {
            part = bench_ui_leaf(layout, child, UI_FIELD, seed);
            if (first_field < 0) {
                first_field = child;
            } else {
                double ratio = 0.4 + 0.4 * bench_uniform(seed);
                ALWAYS(first_field, B_WIDTH, B_EQ, child, B_WIDTH, ratio, 0);
                /* both at least 40: the second at least 40 / ratio */
                part.minimum = 40 / ratio;
            }
        } else if (pick < 0.5) {
            part = bench_ui_leaf(layout, child, UI_LABEL, seed);
        } else if (pick < 0.7) {
            part = bench_ui_leaf(layout, child, UI_BUTTON, seed);
        } else if (pick < 0.85) {
            /* a title over a subtitle, both as wide as the column */
            int title = bench_new_node(layout, child), subtitle = bench_new_node(layout, child);
            bench_extent one = bench_ui_leaf(layout, title, UI_LABEL, seed);
            bench_extent two = bench_ui_leaf(layout, subtitle, UI_LABEL, seed);
            ALWAYS(title, B_LEFT, B_EQ, child, B_LEFT, 1, 0);
            ALWAYS(title, B_RIGHT, B_EQ, child, B_RIGHT, 1, 0);
            ALWAYS(subtitle, B_LEFT, B_EQ, child, B_LEFT, 1, 0);
            ALWAYS(subtitle, B_RIGHT, B_EQ, child, B_RIGHT, 1, 0);
            ALWAYS(title, B_TOP, B_EQ, child, B_TOP, 1, 0);
            ALWAYS(subtitle, B_TOP, B_EQ, title, B_BOTTOM, 1, 2);
            ALWAYS(child, B_BOTTOM, B_EQ, subtitle, B_BOTTOM, 1, 0);
            part.minimum = part.preferred = one.preferred > two.preferred ? one.preferred : two.preferred;
        } else {
            /* a group of 2-3 buttons 8 apart, as wide as they are */
            int buttons = (int)bench_whole(seed, 2, 3), last = -1;
            part.minimum = part.preferred = 0;
            for (int k = 0; k < buttons; k++) {
                int button = bench_new_node(layout, child);
                bench_extent one = bench_ui_leaf(layout, button, UI_BUTTON, seed);
                if (k == 0) ALWAYS(button, B_LEFT, B_EQ, child, B_LEFT, 1, 0);
                else ALWAYS(button, B_LEFT, B_EQ, last, B_RIGHT, 1, UI_SPACING);
                bench_ui_in_row(layout, button, child);
                part.minimum = part.preferred = part.preferred + (k ? UI_SPACING : 0) + one.preferred;
                last = button;
            }
            ALWAYS(last, B_RIGHT, B_EQ, child, B_RIGHT, 1, 0);
            SOFT(child, B_HEIGHT, B_EQ, -1, 0, 0, 0, 50);
        }
        bench_ui_in_row(layout, child, row);
        if (previous < 0) {
            ALWAYS(child, B_LEFT, B_EQ, row, B_LEFT, 1, UI_PAD);
        } else {
            ALWAYS(child, B_LEFT, B_GE, previous, B_RIGHT, 1, UI_SPACING);
            SOFT(child, B_LEFT, B_EQ, previous, B_RIGHT, 1, UI_SPACING, 300);
        }
        extent.minimum += part.minimum + (previous < 0 ? 0 : UI_SPACING);
        extent.preferred += part.preferred + (previous < 0 ? 0 : UI_SPACING);
        previous = child;
    }
    ALWAYS(previous, B_RIGHT, B_EQ, row, B_RIGHT, 1, -UI_PAD);
    SOFT(row, B_HEIGHT, B_EQ, -1, 0, 0, 0, 50);
    return extent;
}

/* A section: a vertical stack of rows, full-width labels and (three levels deep at most)
   sections, each child as wide as the section less the pad, 8 or more below the one
   before (preferring 8, 300); the section as low as its content allows (50). The root
   (depth 0) adds children while the layout has fewer than `budget` nodes, the others 2-6
   of them, fewer when the budget runs out (one at least). */
static bench_extent bench_ui_section(bench_layout *layout, int section, int depth, int budget, uint64_t *seed) {
    bench_extent extent = {0, 0};
    int previous = -1, count = (int)bench_whole(seed, 2, 6);
    for (int index = 0; index == 0 || (layout->nodes < budget && (depth == 0 || index < count)); index++) {
        double pick = bench_uniform(seed);
        int child;
        bench_extent part;
        if (pick < 0.15) {
            child = bench_new_node(layout, section);
            part = bench_ui_leaf(layout, child, UI_LABEL, seed);
            part.minimum = part.preferred;
        } else if (pick < 0.35 && depth < 3) {
            child = bench_new_node(layout, section);
            part = bench_ui_section(layout, child, depth + 1, budget, seed);
        } else {
            part = bench_ui_row(layout, section, seed);
            child = layout->nodes - 1;
            while (layout->parent[child] != section) child = layout->parent[child];
        }
        ALWAYS(child, B_LEFT, B_EQ, section, B_LEFT, 1, UI_PAD);
        ALWAYS(child, B_RIGHT, B_EQ, section, B_RIGHT, 1, -UI_PAD);
        if (previous < 0) {
            ALWAYS(child, B_TOP, B_EQ, section, B_TOP, 1, UI_PAD);
        } else {
            ALWAYS(child, B_TOP, B_GE, previous, B_BOTTOM, 1, UI_SPACING);
            SOFT(child, B_TOP, B_EQ, previous, B_BOTTOM, 1, UI_SPACING, 300);
        }
        if (part.minimum > extent.minimum) extent.minimum = part.minimum;
        if (part.preferred > extent.preferred) extent.preferred = part.preferred;
        previous = child;
    }
    ALWAYS(section, B_BOTTOM, B_EQ, previous, B_BOTTOM, 1, UI_PAD);
    SOFT(section, B_HEIGHT, B_EQ, -1, 0, 0, 0, 50);
    extent.minimum += 2 * UI_PAD;
    extent.preferred += 2 * UI_PAD;
    return extent;
}

/* ui-tree: a seeded random UI of about n nodes, a root section as wide as the window
   (its height free, as in a scroll view) holding sections, rows and labels (see
   bench_ui_section and bench_ui_row). Resizes: width from 1.3 times what the widest row
   needs at its intrinsic widths down to 10 more than it needs with its fields at their
   minimum, so fields stretch at first and are compressed at the end. */
static void bench_ui_tree(bench_layout *layout, int n) {
    uint64_t seed = 0x5EED0005u;
    bench_init(layout, 1);
    bench_window(layout, 0, 800);
    int root = bench_new_node(layout, 0);
    ALWAYS(root, B_LEFT, B_EQ, 0, B_LEFT, 1, 0);
    ALWAYS(root, B_RIGHT, B_EQ, 0, B_RIGHT, 1, 0);
    ALWAYS(root, B_TOP, B_EQ, 0, B_TOP, 1, 0);
    bench_extent extent = bench_ui_section(layout, root, 0, n, &seed);
    bench_window_set(layout, 1.4 * extent.preferred, 800);
    bench_resize_range(layout, 1.3 * extent.preferred, 800, extent.minimum + 10, 800);
}

/* Builds a workload by name ("grid", "grid-first", "form", "form-plain", "switch", or
   "form-bounded", "split-panes", "wrapping-rows", "chains", "ui-tree");
   0 on an unknown name. */
static int bench_build(bench_layout *layout, const char *name, int n) {
    if (strcmp(name, "grid") == 0) bench_grid(layout, n);
    else if (strcmp(name, "grid-first") == 0) bench_grid_first(layout, n);
    else if (strcmp(name, "form") == 0) bench_form_rows(layout, n, 1);
    else if (strcmp(name, "form-plain") == 0) bench_form_rows(layout, n, 0);
    else if (strcmp(name, "switch") == 0) bench_switch(layout, n);
    else if (strcmp(name, "form-bounded") == 0) bench_form_bounded(layout, n);
    else if (strcmp(name, "split-panes") == 0) bench_split_panes(layout, n);
    else if (strcmp(name, "wrapping-rows") == 0) bench_wrapping_rows(layout, n);
    else if (strcmp(name, "chains") == 0) bench_chains(layout, n);
    else if (strcmp(name, "ui-tree") == 0) bench_ui_tree(layout, n);
    else return 0;
    return 1;
}

#endif
