/* The benchmark layouts, described once for every driver: nodes with a parent, and
   constraints over node attributes (the AL_ATTRIBUTE_* numbering) with a relation, a
   constant and a priority. The order of the list is the "natural" order: each cell's or
   row's preferences come with its other constraints, as a program would write them. */
#ifndef BENCHMARK_WORKLOADS_H
#define BENCHMARK_WORKLOADS_H

#include <stdlib.h>
#include <string.h>

enum { B_LEFT = 0, B_RIGHT = 1, B_TOP = 2, B_BOTTOM = 3, B_WIDTH = 6, B_HEIGHT = 7 };
enum { B_LE = -1, B_EQ = 0, B_GE = 1 };

typedef struct bench_term { int node; int attribute; double coefficient; } bench_term;
typedef struct bench_constraint {
    bench_term terms[3];
    int count;
    int relation;
    double constant;
    double priority;
    int set;              /* 0: always active; 1 and 2: the two sets a switch alternates */
} bench_constraint;

typedef struct bench_layout {
    int nodes;
    int *parent;          /* -1 for the root */
    bench_constraint *constraints;
    int count, capacity;
    int width_constraint, height_constraint;   /* the window's size, edited on resize */
} bench_layout;

static void bench_init(bench_layout *layout, int nodes) {
    layout->nodes = nodes;
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

/* Builds a workload by name ("grid", "grid-first", "form", "form-plain", "switch");
   0 on an unknown name. */
static int bench_build(bench_layout *layout, const char *name, int n) {
    if (strcmp(name, "grid") == 0) bench_grid(layout, n);
    else if (strcmp(name, "grid-first") == 0) bench_grid_first(layout, n);
    else if (strcmp(name, "form") == 0) bench_form_rows(layout, n, 1);
    else if (strcmp(name, "form-plain") == 0) bench_form_rows(layout, n, 0);
    else if (strcmp(name, "switch") == 0) bench_switch(layout, n);
    else return 0;
    return 1;
}

#endif
