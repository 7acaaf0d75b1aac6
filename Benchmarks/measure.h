/* Clock, peak memory and a heap-allocation counter shared by the drivers. The counter
   interposes the malloc family (glibc's __libc_* entry points do the work), so calls
   from the library under test are counted too. */
#ifndef BENCHMARK_MEASURE_H
#define BENCHMARK_MEASURE_H

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Both drivers build and solve a layout up to BENCH_BUILD_REPETITIONS times in one
   process while the builds take under BENCH_BUILD_SECONDS in all, and count the fastest:
   the first builds pay page faults and a cold cache, and a layout built in a millisecond
   or two is the figure a passing disturbance of the machine spoils most (with at most
   five builds, two were warm-up, and split-panes' 1,000 nodes came out 1.2 to 2.2 ms). A
   build of 100 ms or more still gets ten or fewer. */
#define BENCH_BUILD_REPETITIONS 20
#define BENCH_BUILD_SECONDS 1.0

static inline double bench_now(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec * 1e-9;
}

static inline long bench_peak_kilobytes(void) {
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

/* The peak resident memory of this process image (VmHWM). ru_maxrss also counts the
   parent's before exec (about 15 MB under Python), which hides small layouts. */
static inline long bench_high_water_kilobytes(void) {
    FILE *status = fopen("/proc/self/status", "r");
    char line[256];
    long kilobytes = -1;
    if (!status) return -1;
    while (fgets(line, sizeof line, status)) {
        if (strncmp(line, "VmHWM:", 6) == 0) {
            kilobytes = atol(line + 6);
            break;
        }
    }
    fclose(status);
    return kilobytes;
}

/* Resets the peak resident memory to the current (Linux: "5" to /proc/self/clear_refs);
   false where that is not possible. */
static inline int bench_reset_high_water(void) {
    FILE *refs = fopen("/proc/self/clear_refs", "w");
    if (!refs) return 0;
    int written = fputs("5", refs) >= 0;
    return fclose(refs) == 0 && written;
}

/* Gives the allocator's free memory back to the system where it can (glibc). */
void bench_release_free_memory(void);

extern unsigned long bench_allocations;

#ifdef __cplusplus
}
#endif

#endif
