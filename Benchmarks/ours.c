/* libautolayout on a benchmark workload: build and first solve, 100 window resizes
   (reading every frame after each), and for "switch" 50 switches of constraint sets.
   Prints one line of key=value figures. Usage: ours WORKLOAD N [build] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "autolayout.h"
#include "measure.h"
#include "workloads.h"

#define TRY(call) do { al_status status_ = (call); if (status_ != AL_OK) { \
    fprintf(stderr, "%s: %s\n", #call, al_last_error_message()); exit(1); } } while (0)

/* With BENCH_FRAMES set, every frame (relative to its parent) after building and after
   every tenth resize is appended to that file as doubles, for comparing engines frame by
   frame; outside the timed parts. */
static void dump_frames(al_layout *layout, const al_node *nodes, int count, al_rect *frames) {
    const char *path = getenv("BENCH_FRAMES");
    if (!path) return;
    TRY(al_nodes_get_frames(layout, nodes, (size_t)count, frames));
    FILE *file = fopen(path, "ab");
    if (!file) { perror(path); exit(1); }
    fwrite(frames, sizeof(al_rect), (size_t)count, file);
    fclose(file);
}

static double checksum(al_layout *layout, const al_node *nodes, int count, al_rect *frames) {
    TRY(al_nodes_get_frames(layout, nodes, (size_t)count, frames));
    double sum = 0;
    for (int i = 0; i < count; i++) sum += frames[i].x + frames[i].y + frames[i].width + frames[i].height;
    return sum;
}

/* A fresh layout of the workload, built and solved once; the handles and the switch
   sets are written for the caller. */
static al_layout *build_layout(const bench_layout *spec, al_node *nodes, al_constraint *handles, al_constraint *active,
                               al_constraint *set_one, al_constraint *set_two, size_t *active_count, size_t *one_count,
                               size_t *two_count) {
    *active_count = *one_count = *two_count = 0;
    al_layout *layout = al_layout_new();
    for (int i = 0; i < spec->nodes; i++) {
        TRY(al_node_new(layout, spec->parent[i] < 0 ? 0 : nodes[spec->parent[i]], NULL, &nodes[i]));
    }
    for (int c = 0; c < spec->count; c++) {
        const bench_constraint *constraint = &spec->constraints[c];
        al_term terms[3];
        for (int t = 0; t < constraint->count; t++) {
            terms[t] = (al_term){nodes[constraint->terms[t].node], (al_attribute)constraint->terms[t].attribute,
                                 constraint->terms[t].coefficient};
        }
        TRY(al_constraint_new_expression(layout, terms, (size_t)constraint->count, (al_relation)constraint->relation,
                                         constraint->constant, &handles[c]));
        if (constraint->priority < 1000) TRY(al_constraint_set_priority(layout, handles[c], constraint->priority));
        if (constraint->set == 0 || constraint->set == 1) active[(*active_count)++] = handles[c];
        if (constraint->set == 1) set_one[(*one_count)++] = handles[c];
        if (constraint->set == 2) set_two[(*two_count)++] = handles[c];
    }
    TRY(al_constraints_activate(layout, active, *active_count));
    TRY(al_layout_update(layout));
    return layout;
}

int main(int argc, char **argv) {
    if (argc != 3 && argc != 4) { fprintf(stderr, "usage: %s WORKLOAD N [build]\n", argv[0]); return 2; }
    bench_layout spec;
    int n = atoi(argv[2]);
    if (!bench_build(&spec, argv[1], n)) { fprintf(stderr, "unknown workload %s\n", argv[1]); return 2; }
    al_node *nodes = malloc(sizeof(al_node) * (size_t)spec.nodes);
    al_rect *frames = malloc(sizeof(al_rect) * (size_t)spec.nodes);
    al_constraint *handles = malloc(sizeof(al_constraint) * (size_t)spec.count);
    al_constraint *active = malloc(sizeof(al_constraint) * (size_t)spec.count);
    al_constraint *set_one = malloc(sizeof(al_constraint) * (size_t)spec.count);
    al_constraint *set_two = malloc(sizeof(al_constraint) * (size_t)spec.count);
    size_t active_count = 0, one_count = 0, two_count = 0;
    /* Written once here (not with zeros, which the compiler turns into calloc's
       untouched pages), so that their pages are resident before the base is read:
       they are the driver's, not the layout's (about 21 bytes a constraint). */
    memset(nodes, 0xff, sizeof(al_node) * (size_t)spec.nodes);
    memset(frames, 0xff, sizeof(al_rect) * (size_t)spec.nodes);
    memset(handles, 0xff, sizeof(al_constraint) * (size_t)spec.count);
    memset(active, 0xff, sizeof(al_constraint) * (size_t)spec.count);
    memset(set_one, 0xff, sizeof(al_constraint) * (size_t)spec.count);
    memset(set_two, 0xff, sizeof(al_constraint) * (size_t)spec.count);

    /* Build and first solve, repeated (a fresh layout each time; see
       BENCH_BUILD_REPETITIONS): the fastest counts, so that a small layout's figure is
       not the first call's page faults and symbol binding. BENCH_BUILDS=N builds exactly
       N times instead (at least once), so that instruction counts (callgrind) do not
       depend on how fast the machine ran the first builds. */
    al_layout *layout = NULL;
    double build = 1e30, spent = 0;
    long base_kb = bench_high_water_kilobytes();   /* before any layout: the process and the spec */
    const char *builds = getenv("BENCH_BUILDS");
    int fixed = builds && *builds ? atoi(builds) : 0;
    if (builds && *builds && fixed < 1) fixed = 1;
    int repetitions = 0;
    for (; fixed ? repetitions < fixed : repetitions < BENCH_BUILD_REPETITIONS && spent < BENCH_BUILD_SECONDS; repetitions++) {
        if (layout) al_layout_free(layout);
        double start = bench_now();
        layout = build_layout(&spec, nodes, handles, active, set_one, set_two, &active_count, &one_count, &two_count);
        double elapsed = bench_now() - start;
        spent += elapsed;
        if (elapsed < build) build = elapsed;
    }
    /* Memory is that of one layout: the heap the earlier repetitions freed stays
       resident, fragmented differently with their number (which depends on the
       machine's speed), and counted up to a fifth more at 10,000 nodes. So with more
       than one, the last is freed, the free heap returned to the system, the peak reset
       (where Linux allows it) and the layout built once more for the resizes. */
    if (repetitions > 1) {
        al_layout_free(layout);
        bench_release_free_memory();
        bench_reset_high_water();
        layout = build_layout(&spec, nodes, handles, active, set_one, set_two, &active_count, &one_count, &two_count);
    }
    /* Reported at once, so that a run stopped by a timeout still gives its build time. */
    fprintf(stderr, "build=%.6f\n", build);
    fflush(stderr);
    double built = checksum(layout, nodes, spec.nodes, frames);
    dump_frames(layout, nodes, spec.nodes, frames);
    if (argc == 4) {   /* "build": stop here, for profiling the build alone */
        printf("engine=ours workload=%s n=%d build=%.6f checksum_build=%.6f\n", argv[1], n, build, built);
        return 0;
    }

    double resize_total = 0;
    unsigned long allocations = 0;
    for (int step = 0; step < 100; step++) {
        double width, height;
        bench_window_size(&spec, step, &width, &height);
        if (strcmp(argv[1], "switch") == 0) height = 30.0 * n;
        unsigned long before = bench_allocations;
        double begin = bench_now();
        TRY(al_constraint_set_constant(layout, handles[spec.width_constraint], width));
        TRY(al_constraint_set_constant(layout, handles[spec.height_constraint], height));
        TRY(al_layout_update(layout));
        TRY(al_nodes_get_frames(layout, nodes, (size_t)spec.nodes, frames));
        resize_total += bench_now() - begin;
        if (step >= 10) allocations += bench_allocations - before;
        if (step % 10 == 9) dump_frames(layout, nodes, spec.nodes, frames);
    }
    double resized = checksum(layout, nodes, spec.nodes, frames);

    double switch_total = 0, switched = 0;
    if (two_count > 0) {
        for (int round = 0; round < 50; round++) {
            double begin = bench_now();
            TRY(al_constraints_deactivate(layout, round % 2 ? set_two : set_one, round % 2 ? two_count : one_count));
            TRY(al_constraints_activate(layout, round % 2 ? set_one : set_two, round % 2 ? one_count : two_count));
            TRY(al_layout_update(layout));
            TRY(al_nodes_get_frames(layout, nodes, (size_t)spec.nodes, frames));
            switch_total += bench_now() - begin;
        }
        switched = checksum(layout, nodes, spec.nodes, frames);
    }
    printf("engine=ours workload=%s n=%d nodes=%d constraints=%d build=%.6f resize=%.9f switch=%.9f "
           "allocations_per_resize=%.2f peak_kb=%ld base_kb=%ld high_water_kb=%ld checksum_build=%.6f checksum_resize=%.6f checksum_switch=%.6f\n",
           argv[1], n, spec.nodes, spec.count, build, resize_total / 100, two_count ? switch_total / 50 : 0,
           allocations / 90.0, bench_peak_kilobytes(), base_kb, bench_high_water_kilobytes(), built, resized, switched);
    al_layout_free(layout);
    bench_free(&spec);
    return 0;
}
