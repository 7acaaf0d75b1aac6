/* The Embedded Swift standard library seeds its hashing with arc4random_buf, which
   glibc only has since 2.36. This hidden definition satisfies that reference inside
   the library (getrandom is glibc 2.25), so the library loads on older systems too. */
#include <stddef.h>
#include <stdint.h>
#if !defined(__wasm__)
#include <sys/random.h>   /* WebAssembly has no getrandom: the mixing below seeds it */
#endif

__attribute__((visibility("hidden")))
void arc4random_buf(void *buffer, size_t length) {
    unsigned char *bytes = buffer;
    size_t filled = 0;
#if !defined(__wasm__)
    while (filled < length) {
        ssize_t got = getrandom(bytes + filled, length - filled, 0);
        if (got <= 0) break;
        filled += (size_t)got;
    }
#endif
    /* Without entropy, hashing still works: the seed only guards against flooding. */
    uint64_t state = 0x9E3779B97F4A7C15ull ^ (uint64_t)(uintptr_t)buffer;
    for (; filled < length; filled++) {
        state ^= state << 13; state ^= state >> 7; state ^= state << 17;
        bytes[filled] = (unsigned char)state;
    }
}
