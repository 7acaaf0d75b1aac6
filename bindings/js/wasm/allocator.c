/* The module's allocator, in place of wasi-libc's dlmalloc: the engine allocates and
   frees many small blocks (Swift objects and arrays), and under WebAssembly dlmalloc's
   general bookkeeping was a tenth of a layout's build. Single-threaded, as the module is.

   Memory comes in 64 KiB pages (WebAssembly's) from memory.grow, and each page serves
   one size class, so a block needs no header: a table of one byte per page says what
   the page holds. Small blocks (up to 16 KiB) come in 33 classes, multiples of 16
   bytes, at most a fifth apart, carved in order from the class's current page; a freed
   block goes onto its page's list, and a page with free blocks onto its class's list of
   such pages, which serve once the current page is used up. A page whose blocks are all
   free goes back to the free pages (the current page is carved again from its start):
   after a layout's free(), the next layout's blocks come in address order, as the first
   time, rather than in the order the last one's were freed, where taking each (and
   reading the next from it) missed the cache, 8% of grid 50's build in Node. A larger
   block is a run of whole pages whose first 16 bytes say how many; a freed run goes onto
   a list of free runs, which the next large allocation or new page takes from (best
   fit, split), merging neighbouring runs when none fits; a run's block is within its
   first page, so the run's start is the block's page. Every block is 16-byte aligned,
   like dlmalloc's. */
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define PAGE 65536u
#define PAGES 65536u   /* 4 GiB of 64 KiB pages */
#define LARGE_HEADER 16u
#define SMALL_LIMIT 16384u

enum { UNUSED = 0, RUN_START = 254, RUN_INSIDE = 255 };   /* a page's kind beside 1 + class */

extern unsigned char __heap_base;

static unsigned char page_kind[PAGES];
static uint32_t class_sizes[64];
static int class_count;
static unsigned char class_of_granule[SMALL_LIMIT / 16 + 1];   /* (size + 15) / 16 -> class */
/* A class's current page: its blocks from bump on are yet to be carved. */
static uintptr_t bump[64], bump_end[64];
/* Per page of a small class: its blocks in use, its first free block ((offset / 16) + 1;
   0: none; each free block holds the next the same way), and its neighbours on its
   class's list of pages with free blocks (0: none), which it is on while page_free is
   not 0. */
static uint16_t page_used[PAGES], page_free[PAGES], page_next[PAGES], page_previous[PAGES];
static uint16_t listed_pages[64];   /* per class, the first of its pages with free blocks */

typedef struct run { uint32_t pages; struct run *next; } run;
static run *free_runs;
static uintptr_t heap_start, heap_end;   /* page-aligned: the pages this allocator owns */

__attribute__((noinline, cold)) static void set_up(void) {
    uint32_t size = 16;
    while (size <= SMALL_LIMIT) {
        class_sizes[class_count++] = size;
        uint32_t next = size + size / 5;
        size = (next + 15) & ~15u;
        if (size == class_sizes[class_count - 1]) size += 16;
    }
    if (class_sizes[class_count - 1] != SMALL_LIMIT) class_sizes[class_count++] = SMALL_LIMIT;
    int class = 0;
    for (uint32_t granule = 0; granule <= SMALL_LIMIT / 16; granule++) {
        while (class_sizes[class] < granule * 16) class++;
        class_of_granule[granule] = (unsigned char)class;
    }
    heap_start = ((uintptr_t)&__heap_base + PAGE - 1) & ~(uintptr_t)(PAGE - 1);
    heap_end = heap_start;
}

/* `count` pages at the end of the heap, growing the memory when they are not there yet. */
static uintptr_t new_pages(uint32_t count) {
    if (heap_start == 0) set_up();
    uintptr_t start = heap_end;
    if (count > (UINTPTR_MAX - start) / PAGE) return 0;
    uintptr_t end = start + (uintptr_t)count * PAGE;
    uintptr_t have = (uintptr_t)__builtin_wasm_memory_size(0) * PAGE;
    if (end > have) {
        /* Grown by an eighth at least (and 1 MiB): each growth costs the JS side new views. */
        uintptr_t more = (end - have) / PAGE, least = have / PAGE / 8 > 16 ? have / PAGE / 8 : 16;
        if (__builtin_wasm_memory_grow(0, more > least ? more : least) == (size_t)-1
            && __builtin_wasm_memory_grow(0, more) == (size_t)-1) return 0;
    }
    heap_end = end;
    return start;
}

static void mark_run(uintptr_t start, uint32_t pages) {
    uint32_t first = (uint32_t)(start / PAGE);
    page_kind[first] = RUN_START;
    for (uint32_t page = 1; page < pages; page++) page_kind[first + page] = RUN_INSIDE;
    ((run *)start)->pages = pages;
}

static void release_run(uintptr_t start) {
    run *block = (run *)start;
    for (uint32_t page = 0; page < block->pages; page++) page_kind[start / PAGE + page] = UNUSED;
    page_kind[start / PAGE] = UNUSED;
    block->next = free_runs;
    free_runs = block;
}

/* Rebuilds the list of free runs with neighbours merged: a scan of the page table. */
static void merge_free_runs(void) {
    run *merged = NULL, *last = NULL;
    for (uintptr_t page = heap_start / PAGE; page < heap_end / PAGE;) {
        if (page_kind[page] != UNUSED) { page++; last = NULL; continue; }
        run *block = (run *)(page * PAGE);   /* an unused page begins a free run */
        uint32_t pages = block->pages;
        if (last && (uintptr_t)last + (uintptr_t)last->pages * PAGE == (uintptr_t)block) {
            last->pages += pages;
        } else {
            block->next = merged;
            merged = block;
            last = block;
        }
        page += pages;
    }
    free_runs = merged;
}

/* The smallest free run of at least `pages` (best fit keeps the long runs long). */
static run *take_free_run(uint32_t pages) {
    run **best = NULL;
    for (run **link = &free_runs; *link; link = &(*link)->next) {
        uint32_t size = (*link)->pages;
        if (size >= pages && (!best || size < (*best)->pages)) {
            best = link;
            if (size == pages) break;
        }
    }
    if (best) {
        run *block = *best;
        *best = block->next;
        if (block->pages > pages) {   /* the rest stays free */
            run *rest = (run *)((uintptr_t)block + (uintptr_t)pages * PAGE);
            rest->pages = block->pages - pages;
            rest->next = free_runs;
            free_runs = rest;
        }
        return block;
    }
    return NULL;
}

/* A run for size bytes that start `offset` (16, or a larger alignment) into its first page. */
static void *allocate_large(size_t size, size_t offset) {
    if (size > UINT32_MAX - offset - PAGE) return NULL;
    uint32_t pages = (uint32_t)((size + offset + PAGE - 1) / PAGE);
    run *block = take_free_run(pages);
    if (!block && free_runs) {
        merge_free_runs();
        block = take_free_run(pages);
    }
    uintptr_t start = block ? (uintptr_t)block : new_pages(pages);
    if (!start) return NULL;
    mark_run(start, pages);
    return (void *)(start + offset);
}

static void unlist(int class, uint32_t page) {
    uint16_t next = page_next[page], previous = page_previous[page];
    if (previous) page_next[previous] = next; else listed_pages[class] = next;
    if (next) page_previous[next] = previous;
    page_free[page] = 0;
}

/* For a class whose current page is used up: a free block of a listed page, or a new
   current page (a free one, or one more). */
__attribute__((noinline)) static void *refill(int class) {
    uint32_t page = listed_pages[class];
    if (page) {
        uintptr_t block = (uintptr_t)page * PAGE + (uintptr_t)(page_free[page] - 1) * 16;
        uint16_t next = *(uint16_t *)block;
        if (next) page_free[page] = next; else unlist(class, page);
        page_used[page]++;
        return (void *)block;
    }
    run *reused = take_free_run(1);
    uintptr_t start = reused ? (uintptr_t)reused : new_pages(1);
    if (!start) return NULL;
    page = (uint32_t)(start / PAGE);
    page_kind[page] = (unsigned char)(1 + class);
    page_used[page] = 1;
    bump[class] = start + class_sizes[class];
    bump_end[class] = start + PAGE;
    return (void *)start;
}

/* Inlined into malloc and posix_memalign (Swift allocates through the latter), the set-up
   and a class's new page out of line: 1.1% fewer instructions in grid 50's build. */
__attribute__((always_inline)) static inline void *allocate(size_t size) {
    if (__builtin_expect(heap_start == 0, 0)) set_up();
    if (size > SMALL_LIMIT) return allocate_large(size, LARGE_HEADER);
    int class = class_of_granule[(size + 15) / 16];
    uint32_t size_of_class = class_sizes[class];
    uintptr_t block = bump[class];
    if (block + size_of_class > bump_end[class]) return refill(class);
    bump[class] = block + size_of_class;
    page_used[block / PAGE]++;
    return (void *)block;
}

/* The usable size of a live block (its class's, or its run's). */
static size_t block_size(void *pointer) {
    unsigned char kind = page_kind[(uintptr_t)pointer / PAGE];
    if (kind == RUN_START) {
        uintptr_t start = (uintptr_t)pointer & ~(uintptr_t)(PAGE - 1);
        return (size_t)((run *)start)->pages * PAGE - ((uintptr_t)pointer - start);
    }
    return class_sizes[kind - 1];
}

void *malloc(size_t size) {
    void *block = allocate(size);
    if (!block) errno = ENOMEM;
    return block;
}

void free(void *pointer) {
    if (!pointer) return;
    unsigned char kind = page_kind[(uintptr_t)pointer / PAGE];
    if (kind == UNUSED || kind == RUN_INSIDE) return;   /* not a block: left alone */
    if (kind == RUN_START) {
        release_run((uintptr_t)pointer & ~(uintptr_t)(PAGE - 1));
        return;
    }
    int class = kind - 1;
    uint32_t page = (uint32_t)((uintptr_t)pointer / PAGE);
    uintptr_t start = (uintptr_t)page * PAGE;
    if (--page_used[page] == 0) {   /* all its blocks free */
        if (page_free[page]) unlist(class, page);
        if (bump_end[class] == start + PAGE) {   /* the current page: carved again */
            bump[class] = start;
        } else {
            ((run *)start)->pages = 1;
            release_run(start);
        }
        return;
    }
    *(uint16_t *)pointer = page_free[page];
    if (!page_free[page]) {   /* onto its class's list */
        uint16_t first = listed_pages[class];
        page_next[page] = first;
        page_previous[page] = 0;
        if (first) page_previous[first] = (uint16_t)page;
        listed_pages[class] = (uint16_t)page;
    }
    page_free[page] = (uint16_t)(((uintptr_t)pointer - start) / 16 + 1);
}

void *calloc(size_t count, size_t size) {
    if (size && count > SIZE_MAX / size) { errno = ENOMEM; return NULL; }
    void *block = malloc(count * size);
    if (block) memset(block, 0, count * size);
    return block;
}

void *realloc(void *pointer, size_t size) {
    if (!pointer) return malloc(size);
    size_t old = block_size(pointer);
    if (size <= old && (size > SMALL_LIMIT || old <= SMALL_LIMIT) && size >= old / 2) return pointer;
    void *block = malloc(size);
    if (!block) return NULL;
    memcpy(block, pointer, old < size ? old : size);
    free(pointer);
    return block;
}

/* Every block is 16-byte aligned. A small block with a larger alignment takes a class
   whose size is a multiple of it (its blocks sit at multiples of their size from the
   page's start); a large one, a run whose block starts that far into the first page. */
int posix_memalign(void **out, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *block = NULL;
    if (alignment <= 16) {
        block = allocate(size);
    } else if (alignment <= SMALL_LIMIT && size <= SMALL_LIMIT) {
        if (heap_start == 0) set_up();
        int class = class_of_granule[(size + 15) / 16];
        while (class_sizes[class] % alignment != 0) class++;   /* the last class, 16 KiB, is one */
        block = allocate(class_sizes[class]);
    } else if (alignment < PAGE) {
        block = allocate_large(size, alignment);
    }
    if (!block) return ENOMEM;
    *out = block;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    void *block = NULL;
    int status = posix_memalign(&block, alignment, size);
    if (status) errno = status;
    return block;
}

size_t malloc_usable_size(void *pointer) { return pointer ? block_size(pointer) : 0; }

/* wasi-libc's own callers (locales, atexit) use these names. */
void *__libc_malloc(size_t size) { return malloc(size); }
void __libc_free(void *pointer) { free(pointer); }
void *__libc_calloc(size_t count, size_t size) { return calloc(count, size); }
