#include "autolayout_support.h"

#include <math.h>
#include <string.h>

/* The version comes from the header's macros, so that the two cannot disagree. */
#define AL_TEXT(value) #value
#define AL_NUMBER_TEXT(value) AL_TEXT(value)
const char *al_version(void) {
    return AL_NUMBER_TEXT(AL_VERSION_MAJOR) "." AL_NUMBER_TEXT(AL_VERSION_MINOR) "." AL_NUMBER_TEXT(AL_VERSION_PATCH);
}

/* Each thread keeps its own message, as the contract requires. */
static _Thread_local char error_message[1024];
static _Thread_local uint64_t layout_serial;

void al_support_set_error(const char *bytes, size_t length) {
    if (length >= sizeof error_message) length = sizeof error_message - 1;
    if (bytes != NULL && length > 0) memcpy(error_message, bytes, length);
    error_message[length] = '\0';
}

void al_support_clear_error(void) { error_message[0] = '\0'; }

const char *al_support_error(void) { return error_message; }

uint64_t al_support_next_layout_serial(void) {
    /* The thread-local's address separates threads; the counter separates layouts
       made on one thread. */
    layout_serial += 1;
    return layout_serial * 0x9E3779B97F4A7C15ull ^ (uint64_t)(uintptr_t)&layout_serial;
}

int al_support_is_finite(double value) { return isfinite(value); }
