/* Prints a workload of workloads.h as text, for check_unique.py: a line "nodes count",
   then one line per constraint, "priority relation constant terms (node attribute
   coefficient)...", with the window's size of resize step STEP (0...99) when given.
   Usage: dump_workload WORKLOAD N [STEP] */
#include <stdio.h>
#include <stdlib.h>

#include "workloads.h"

int main(int argc, char **argv) {
    if (argc != 3 && argc != 4) { fprintf(stderr, "usage: %s WORKLOAD N [STEP]\n", argv[0]); return 2; }
    bench_layout spec;
    if (!bench_build(&spec, argv[1], atoi(argv[2]))) { fprintf(stderr, "unknown workload %s\n", argv[1]); return 2; }
    if (argc == 4) {
        double width, height;
        bench_window_size(&spec, atoi(argv[3]), &width, &height);
        spec.constraints[spec.width_constraint].constant = width;
        spec.constraints[spec.height_constraint].constant = height;
    }
    printf("%d %d\n", spec.nodes, spec.count);
    for (int c = 0; c < spec.count; c++) {
        const bench_constraint *constraint = &spec.constraints[c];
        if (constraint->set == 2) continue;
        printf("%.17g %d %.17g %d", constraint->priority, constraint->relation, constraint->constant, constraint->count);
        for (int t = 0; t < constraint->count; t++) {
            printf(" %d %d %.17g", constraint->terms[t].node, constraint->terms[t].attribute, constraint->terms[t].coefficient);
        }
        printf("\n");
    }
    bench_free(&spec);
    return 0;
}
