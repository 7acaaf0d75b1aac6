// kiwi (the C++ core of kiwisolver) on the same workloads as ours.c, for comparison.
// The window's size is a strong edit variable changed with suggestValue, kiwi's fastest
// path; switching removes and adds constraints. Usage: kiwi WORKLOAD N natural|best
// ("best" adds every required constraint before any optional one).
#include <kiwi/kiwi.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <vector>

#include "measure.h"
#include "workloads.h"

struct Node { kiwi::Variable left, top, width, height; };

static kiwi::Expression attribute(const Node &node, int attribute) {
    switch (attribute) {
    case B_LEFT: return kiwi::Expression(kiwi::Term(node.left));
    case B_RIGHT: return node.left + node.width;
    case B_TOP: return kiwi::Expression(kiwi::Term(node.top));
    case B_BOTTOM: return node.top + node.height;
    case B_WIDTH: return kiwi::Expression(kiwi::Term(node.width));
    case B_HEIGHT: return kiwi::Expression(kiwi::Term(node.height));
    case B_CENTER_X: return node.left + node.width * 0.5;
    case B_CENTER_Y: return node.top + node.height * 0.5;
    default: std::abort();
    }
}

static double strength(double priority) {
    if (priority >= 1000) return kiwi::strength::required;
    if (priority >= 999) return kiwi::strength::strong;
    if (priority >= 750) return kiwi::strength::medium;
    if (priority >= 500) return kiwi::strength::create(0, 0, 500);
    return kiwi::strength::weak;
}

static kiwi::Constraint make(const bench_constraint &spec, const std::vector<Node> &nodes) {
    kiwi::Expression expression(spec.constant * -1.0);
    for (int t = 0; t < spec.count; t++) {
        expression = expression + attribute(nodes[spec.terms[t].node], spec.terms[t].attribute) * spec.terms[t].coefficient;
    }
    kiwi::RelationalOperator op = spec.relation < 0 ? kiwi::OP_LE : spec.relation > 0 ? kiwi::OP_GE : kiwi::OP_EQ;
    return kiwi::Constraint(expression, op, spec.priority < 1000 && spec.strength > 0 ? spec.strength : strength(spec.priority));
}

// Every frame after building and after every tenth resize, as ours.c writes them
// (BENCH_FRAMES; outside the timed parts).
static void dump_frames(kiwi::Solver &solver, const std::vector<Node> &nodes, const bench_layout &spec) {
    const char *path = std::getenv("BENCH_FRAMES");
    if (!path) return;
    solver.updateVariables();
    std::vector<double> frames;
    for (int i = 0; i < spec.nodes; i++) {
        const Node &node = nodes[i];
        double parent_left = 0, parent_top = 0;
        if (spec.parent[i] >= 0) {
            parent_left = nodes[spec.parent[i]].left.value();
            parent_top = nodes[spec.parent[i]].top.value();
        }
        frames.insert(frames.end(), {node.left.value() - parent_left, node.top.value() - parent_top, node.width.value(),
                                     node.height.value()});
    }
    FILE *file = std::fopen(path, "ab");
    if (!file) { std::perror(path); std::exit(1); }
    std::fwrite(frames.data(), sizeof(double), frames.size(), file);
    std::fclose(file);
}

static double checksum(kiwi::Solver &solver, const std::vector<Node> &nodes, const bench_layout &spec) {
    solver.updateVariables();
    double sum = 0;
    for (int i = 0; i < spec.nodes; i++) {
        const Node &node = nodes[i];
        double parent_left = 0, parent_top = 0;
        if (spec.parent[i] >= 0) {
            parent_left = nodes[spec.parent[i]].left.value();
            parent_top = nodes[spec.parent[i]].top.value();
        }
        sum += node.left.value() - parent_left + node.top.value() - parent_top + node.width.value() + node.height.value();
    }
    return sum;
}

int main(int argc, char **argv) {
    if (argc != 4) { std::fprintf(stderr, "usage: %s WORKLOAD N natural|best\n", argv[0]); return 2; }
    bench_layout spec;
    int n = std::atoi(argv[2]);
    bool best = std::strcmp(argv[3], "best") == 0;
    if (!bench_build(&spec, argv[1], n)) { std::fprintf(stderr, "unknown workload %s\n", argv[1]); return 2; }

    // Build and first solve, repeated like ours.c does (see BENCH_BUILD_REPETITIONS; the
    // fastest counts).
    std::unique_ptr<kiwi::Solver> owner;
    std::vector<Node> nodes;
    std::vector<kiwi::Constraint> constraints;
    double build = 1e30, spent = 0;
    for (int repetition = 0; repetition < BENCH_BUILD_REPETITIONS && spent < BENCH_BUILD_SECONDS; repetition++) {
        constraints.clear();
        owner.reset();
        double start = bench_now();
        owner.reset(new kiwi::Solver());
        kiwi::Solver &solver = *owner;
        nodes.clear();
        nodes.resize(spec.nodes);   // each Node default-constructed: its own variables
        constraints.resize(spec.count);
        solver.addEditVariable(nodes[0].width, kiwi::strength::strong);
        solver.addEditVariable(nodes[0].height, kiwi::strength::strong);
        solver.suggestValue(nodes[0].width, spec.constraints[spec.width_constraint].constant);
        solver.suggestValue(nodes[0].height, spec.constraints[spec.height_constraint].constant);
        for (int pass = best ? 0 : 1; pass < 2; pass++) {
            for (int c = 0; c < spec.count; c++) {
                const bench_constraint &constraint = spec.constraints[c];
                if (c == spec.width_constraint || c == spec.height_constraint || constraint.set == 2) continue;
                if (best && (pass == 0) != (constraint.priority >= 1000)) continue;
                constraints[c] = make(constraint, nodes);
                solver.addConstraint(constraints[c]);
            }
        }
        solver.updateVariables();
        double elapsed = bench_now() - start;
        spent += elapsed;
        if (elapsed < build) build = elapsed;
    }
    kiwi::Solver &solver = *owner;
    // Reported at once, so that a run stopped by the benchmark's timeout during the
    // resizes still gives its build time.
    std::fprintf(stderr, "build=%.6f\n", build);
    std::fflush(stderr);
    double built = checksum(solver, nodes, spec);
    dump_frames(solver, nodes, spec);

    double resize_total = 0;
    unsigned long allocations = 0;
    for (int step = 0; step < 100; step++) {
        double width, height;
        bench_window_size(&spec, step, &width, &height);
        if (std::strcmp(argv[1], "switch") == 0) height = 30.0 * n;
        unsigned long before = bench_allocations;
        double begin = bench_now();
        solver.suggestValue(nodes[0].width, width);
        solver.suggestValue(nodes[0].height, height);
        solver.updateVariables();
        double sink = 0;
        for (const Node &node : nodes) sink += node.left.value() + node.top.value() + node.width.value() + node.height.value();
        resize_total += bench_now() - begin;
        if (sink == -1) std::puts("");
        if (step >= 10) allocations += bench_allocations - before;
        if (step % 10 == 9) dump_frames(solver, nodes, spec);
    }
    double resized = checksum(solver, nodes, spec);

    double switch_total = 0, switched = 0;
    bool has_sets = false;
    for (int c = 0; c < spec.count; c++) has_sets |= spec.constraints[c].set == 2;
    if (has_sets) {
        for (int round = 0; round < 50; round++) {
            int leaving = round % 2 ? 2 : 1, entering = round % 2 ? 1 : 2;
            double begin = bench_now();
            for (int c = 0; c < spec.count; c++) {
                if (spec.constraints[c].set == leaving) solver.removeConstraint(constraints[c]);
            }
            for (int c = 0; c < spec.count; c++) {
                if (spec.constraints[c].set == entering) {
                    constraints[c] = make(spec.constraints[c], nodes);
                    solver.addConstraint(constraints[c]);
                }
            }
            solver.updateVariables();
            double sink = 0;
            for (const Node &node : nodes) sink += node.left.value() + node.width.value();
            switch_total += bench_now() - begin;
            if (sink == -1) std::puts("");
        }
        switched = checksum(solver, nodes, spec);
    }
    std::printf("engine=kiwi-%s workload=%s n=%d nodes=%d constraints=%d build=%.6f resize=%.9f switch=%.9f "
                "allocations_per_resize=%.2f peak_kb=%ld high_water_kb=%ld checksum_build=%.6f checksum_resize=%.6f checksum_switch=%.6f\n",
                argv[3], argv[1], n, spec.nodes, spec.count, build, resize_total / 100, has_sets ? switch_total / 50 : 0,
                allocations / 90.0, bench_peak_kilobytes(), bench_high_water_kilobytes(), built, resized, switched);
    bench_free(&spec);
    return 0;
}
