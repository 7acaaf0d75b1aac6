/* Internal helpers of the C ABI layer: not part of the public header, not exported. */
#ifndef AUTOLAYOUT_SUPPORT_H
#define AUTOLAYOUT_SUPPORT_H

#include <stddef.h>
#include <stdint.h>
#include "autolayout.h"

/* The calling thread's error message: stored (truncated to fit) and read back. */
void al_support_set_error(const char *bytes, size_t length);
void al_support_clear_error(void);
const char *al_support_error(void);

/* A number that differs between layouts created one after another on this thread,
   mixed into handles so that a handle of one layout is foreign to any other. */
uint64_t al_support_next_layout_serial(void);

/* NaN and infinity tests that the optimizer cannot fold away under -Ounchecked. */
int al_support_is_finite(double value);

#endif
