/* Reference counts without atomic instructions, for the Embedded build, which the
   Makefile compiles with -assume-single-threaded: the compiler then calls these
   instead of swift_retain/swift_release. A layout is used by one thread at a time and
   shares no object with another (the contract: no global state), so its counts need
   no lock; the atomic increments were a fifth of a build's time. The layout of an
   Embedded object's header (metadata, then a count whose top bit is a flag and whose
   other bits all set mean immortal) is the Embedded runtime's; the last release goes
   to that runtime, which destroys the object. */
#if defined(AUTOLAYOUT_NONATOMIC_COUNTS)
#include <stdint.h>

void swift_release_n(void *object, uint32_t n);
void *swift_bridgeObjectRetain(void *object);
void swift_bridgeObjectRelease(void *object);

static const intptr_t count_mask = INTPTR_MAX;    /* the bits below the flag */
static const intptr_t immortal = INTPTR_MAX;

__attribute__((visibility("hidden")))
void *swift_nonatomic_retain_n(void *object, uint32_t n) {
    if ((intptr_t)object <= 0) return object;
    intptr_t *count = (intptr_t *)object + 1;
    if ((*count & count_mask) != immortal) *count += n;
    return object;
}

__attribute__((visibility("hidden")))
void swift_nonatomic_release_n(void *object, uint32_t n) {
    if ((intptr_t)object <= 0) return;
    intptr_t *count = (intptr_t *)object + 1;
    intptr_t value = *count & count_mask;
    if (value == immortal) return;
    if (value > (intptr_t)n) { *count -= n; return; }
    swift_release_n(object, n);
}

__attribute__((visibility("hidden")))
void *swift_nonatomic_retain(void *object) { return swift_nonatomic_retain_n(object, 1); }

__attribute__((visibility("hidden")))
void swift_nonatomic_release(void *object) { swift_nonatomic_release_n(object, 1); }

/* Strings' tagged references: rare here, left to the runtime, which untags them. */
__attribute__((visibility("hidden")))
void *swift_nonatomic_bridgeObjectRetain(void *object) { return swift_bridgeObjectRetain(object); }

__attribute__((visibility("hidden")))
void swift_nonatomic_bridgeObjectRelease(void *object) { swift_bridgeObjectRelease(object); }
#endif
