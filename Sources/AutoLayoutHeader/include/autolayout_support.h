/* Internal helpers of the C ABI layer: not part of the public header, and hidden, so
   that the library exports only what autolayout.h declares. */
#ifndef AUTOLAYOUT_SUPPORT_H
#define AUTOLAYOUT_SUPPORT_H

#include <stddef.h>
#include <stdint.h>
#include "autolayout.h"

#define AL_SUPPORT_HIDDEN __attribute__((visibility("hidden")))

/* The calling thread's error message: stored (truncated to fit) and read back. */
AL_SUPPORT_HIDDEN void al_support_set_error(const char *bytes, size_t length);
AL_SUPPORT_HIDDEN void al_support_clear_error(void);
AL_SUPPORT_HIDDEN const char *al_support_error(void);

/* A number that differs between layouts created one after another on this thread,
   mixed into handles so that a handle of one layout is foreign to any other. */
AL_SUPPORT_HIDDEN uint64_t al_support_next_layout_serial(void);

/* NaN and infinity tests that the optimizer cannot fold away under -Ounchecked. */
AL_SUPPORT_HIDDEN int al_support_is_finite(double value);

#endif
