/* Counts heap allocations made anywhere in the process. */
#include <errno.h>
#include <malloc.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

unsigned long bench_allocations;

void bench_release_free_memory(void) { malloc_trim(0); }

void *malloc(size_t size) { bench_allocations++; return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { bench_allocations++; return __libc_calloc(count, size); }
void *realloc(void *pointer, size_t size) { bench_allocations++; return __libc_realloc(pointer, size); }
void free(void *pointer) { __libc_free(pointer); }
void *memalign(size_t alignment, size_t size) { bench_allocations++; return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { bench_allocations++; return __libc_memalign(alignment, size); }
int posix_memalign(void **out, size_t alignment, size_t size) {
    bench_allocations++;
    void *pointer = __libc_memalign(alignment, size);
    if (!pointer) return ENOMEM;
    *out = pointer;
    return 0;
}
