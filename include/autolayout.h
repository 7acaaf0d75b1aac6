/*
 * libautolayout: constraint-based layout (Auto Layout) behind a plain C ABI.
 *
 * Conventions
 * - Every function that can fail returns al_status; AL_OK is 0. Results come back
 *   through out-parameters, which are written only on success.
 * - A failing call changes nothing and leaves a human-readable explanation in
 *   al_last_error_message() for the calling thread.
 * - Bad input never aborts the process: NULL pointers, NaN or infinite numbers,
 *   unknown enum values, stale handles (freed objects) and foreign handles (from
 *   another layout) all return an error status.
 * - Constants, coefficients, multipliers and sizes must lie within +-AL_MAX_MAGNITUDE
 *   (1e12, far beyond any screen); larger ones are AL_ERROR_INVALID_ARGUMENT. A system
 *   whose solution still overflows the range of doubles (long chains of large
 *   multipliers), or is too large for doubles to hold its required constraints,
 *   makes al_layout_update return AL_ERROR_INVALID_STATE and keeps the old frames.
 * - The layout owns every node, variable and constraint created in it. Handles are
 *   plain integers: they stay valid until the object is freed, and 0 is never valid.
 * - One layout is used by one thread at a time; different layouts may be used on
 *   different threads at once. The only other global state is the per-thread error
 *   message.
 */
#ifndef AUTOLAYOUT_H
#define AUTOLAYOUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The version of this header. al_version() gives the loaded library's, which must have
   the same major version and at least this minor version. */
#define AL_VERSION_MAJOR 0
#define AL_VERSION_MINOR 1
#define AL_VERSION_PATCH 0

#ifdef __cplusplus
extern "C" {
#endif

/* Opaque layout context; owns everything created in it. */
typedef struct al_layout al_layout;

/* Handles. 0 is never valid. A handle carries its layout and a generation, so a
   handle of a freed object or of another layout is AL_ERROR_INVALID_HANDLE. */
typedef uint64_t al_node;
typedef uint64_t al_constraint;
typedef uint64_t al_variable;   /* a free variable, not tied to a node */

typedef enum al_status {
    AL_OK = 0,
    AL_ERROR_INVALID_ARGUMENT = 1,  /* NULL out-pointer, NaN/inf, bad enum, priority outside (0,1000] */
    AL_ERROR_INVALID_HANDLE   = 2,  /* unknown, freed, or belongs to another layout                   */
    AL_ERROR_UNSATISFIABLE    = 3,  /* see al_layout_update                                            */
    AL_ERROR_INVALID_STATE    = 4,  /* e.g. a parent cycle                                             */
    AL_ERROR_OUT_OF_MEMORY    = 5,
    AL_ERROR_INTERNAL         = 6
} al_status;

typedef enum al_attribute {
    AL_ATTRIBUTE_LEFT, AL_ATTRIBUTE_RIGHT, AL_ATTRIBUTE_TOP, AL_ATTRIBUTE_BOTTOM,
    AL_ATTRIBUTE_LEADING, AL_ATTRIBUTE_TRAILING,
    AL_ATTRIBUTE_WIDTH, AL_ATTRIBUTE_HEIGHT,
    AL_ATTRIBUTE_CENTER_X, AL_ATTRIBUTE_CENTER_Y,
    AL_ATTRIBUTE_VALUE,             /* the value of an al_variable */
    /* UIKit's (NSLayoutAttribute's order). Baselines come from al_node_set_baseline_offsets
       (the bottom edge without them); margin attributes are those of the node's margins
       guide (see al_node_get_guide), so LEADING_MARGIN follows the layout direction. */
    AL_ATTRIBUTE_FIRST_BASELINE, AL_ATTRIBUTE_LAST_BASELINE,
    AL_ATTRIBUTE_LEFT_MARGIN, AL_ATTRIBUTE_RIGHT_MARGIN, AL_ATTRIBUTE_TOP_MARGIN, AL_ATTRIBUTE_BOTTOM_MARGIN,
    AL_ATTRIBUTE_LEADING_MARGIN, AL_ATTRIBUTE_TRAILING_MARGIN,
    AL_ATTRIBUTE_CENTER_X_WITHIN_MARGINS, AL_ATTRIBUTE_CENTER_Y_WITHIN_MARGINS
} al_attribute;

typedef enum al_relation {
    AL_RELATION_LESS_EQUAL = -1, AL_RELATION_EQUAL = 0, AL_RELATION_GREATER_EQUAL = 1
} al_relation;

typedef enum al_axis { AL_AXIS_HORIZONTAL = 0, AL_AXIS_VERTICAL = 1 } al_axis;
typedef enum al_direction { AL_DIRECTION_LTR = 0, AL_DIRECTION_RTL = 1 } al_direction;

/* Priorities are tiers in (0, 1000]: a higher one is never traded for any number of
   lower ones; among equal priorities the summed error is minimised. */
#define AL_PRIORITY_REQUIRED 1000.0
#define AL_PRIORITY_HIGH      750.0
#define AL_PRIORITY_LOW       250.0
#define AL_PRIORITY_FITTING    50.0
#define AL_NO_INTRINSIC_METRIC (-1.0)
#define AL_MAX_MAGNITUDE 1e12

/* One term of a general constraint: coefficient * item.attribute. */
typedef struct al_term { uint64_t item; al_attribute attribute; double coefficient; } al_term;
typedef struct al_rect { double x, y, width, height; } al_rect;

/* ---- library ---------------------------------------------------------------- */

/* The library's version, "MAJOR.MINOR.PATCH" (see AL_VERSION_MAJOR); static storage. */
const char *al_version(void);
/* A static description of a status; never NULL (unknown values get "unknown status"). */
const char *al_status_string(al_status status);
/* The calling thread's message for its last failed call, or "" if none failed yet.
   Valid until the thread's next call into the library. */
const char *al_last_error_message(void);

/* ---- layout context ---------------------------------------------------------- */

/* A new, empty layout. NULL only when out of memory. Free it with al_layout_free. */
al_layout *al_layout_new(void);
/* Frees the layout and everything it owns; every handle of it becomes invalid.
   NULL is a no-op. */
void       al_layout_free(al_layout *layout);
/* Applies every recorded change (activations, deactivations, constants, priorities)
   and solves. Returns AL_OK, or AL_ERROR_UNSATISFIABLE when active required
   constraints conflict: the layout is then computed without the broken ones, which
   stay active and are listed by al_layout_get_broken_constraints; the message names
   each and the constraints it conflicts with.
   The result depends only on the active constraints and their order (when each was
   last activated or had its constant or priority changed): required constraints are
   kept greedily in that order, each broken exactly when it conflicts with those kept
   before it (so broken ones are retried at every update, and a batch of edits is
   judged as a whole); the optional ones then give the lexicographic optimum of their
   priorities. See docs/semantics.md. */
al_status  al_layout_update(al_layout *layout);
/* Leading/trailing are left/right under LTR (the default) and right/left under RTL. */
al_status  al_layout_set_direction(al_layout *layout, al_direction direction);
/* With scale > 0, reported frame edges are rounded to multiples of 1/scale.
   0 (the default) reports exact values. */
al_status  al_layout_set_scale(al_layout *layout, double scale);
/* Writes at most `capacity` broken constraints to `out` and sets *count to how many
   there are. `out` may be NULL when capacity is 0. */
al_status  al_layout_get_broken_constraints(al_layout *layout, al_constraint *out,
                                            size_t capacity, size_t *count);

/* ---- nodes (views, layout guides, anything with a frame) ----------------------- */

/* A new node under `parent` (0 makes a root). `name` may be NULL; it is copied and
   used in messages. */
al_status al_node_new(al_layout *layout, al_node parent /* 0 = a root */,
                      const char *name /* may be NULL */, al_node *out);
/* Frees the node, its subtree and every constraint that mentions any of them. */
al_status al_node_free(al_layout *layout, al_node node);
/* Moves `node` under `parent` (0 makes it a root). A parent cycle is
   AL_ERROR_INVALID_STATE. */
al_status al_node_set_parent(al_layout *layout, al_node node, al_node parent);
/* The frame from the last update, relative to the parent's left/top. Zero before the
   first update. Reading never solves. */
al_status al_node_get_frame(al_layout *layout, al_node node, al_rect *out);
/* The frame from the last update in the roots' coordinate space. */
al_status al_node_get_absolute_frame(al_layout *layout, al_node node, al_rect *out);
/* Relative frames of `count` nodes at once; `out` holds `count` rects. Fails without
   writing anything if any handle is invalid. */
al_status al_nodes_get_frames(al_layout *layout, const al_node *nodes, size_t count,
                              al_rect *out);
/* Intrinsic content size; AL_NO_INTRINSIC_METRIC on an axis means none. A node with an
   intrinsic width gets width <= intrinsic at its hugging priority and
   width >= intrinsic at its compression-resistance priority; likewise vertically. */
al_status al_node_set_intrinsic_size(al_layout *layout, al_node node, double width, double height);
al_status al_node_set_content_hugging_priority(al_layout *layout, al_node node, al_axis axis,
                                               double priority);                  /* default 250 */
al_status al_node_set_compression_resistance_priority(al_layout *layout, al_node node,
                                                      al_axis axis, double priority); /* default 750 */
/* Supplies the intrinsic size at update time: called at the first update after it is
   set and again only for nodes marked dirty, never re-entered (al_layout_update from
   inside it is AL_ERROR_INVALID_STATE). `width` and `height` start as
   AL_NO_INTRINSIC_METRIC; a NaN, infinite or negative result (other than
   AL_NO_INTRINSIC_METRIC) fails the update with AL_ERROR_INVALID_ARGUMENT and changes
   nothing. Removing the function keeps the last measured size. */
typedef void (*al_measure_fn)(void *userdata, al_node node, double *width, double *height);
al_status al_node_set_measure_function(al_layout *layout, al_node node, al_measure_fn fn,
                                       void *userdata);   /* fn NULL removes it */
al_status al_node_mark_dirty(al_layout *layout, al_node node); /* re-measure at next update;
                                                                  AL_ERROR_INVALID_STATE without a measure function */

/* ---- free variables ------------------------------------------------------------ */

/* A variable not tied to a node (a shared gap, a ratio); use it with
   AL_ATTRIBUTE_VALUE. `name` may be NULL. */
al_status al_variable_new(al_layout *layout, const char *name, al_variable *out);
/* Its value from the last update (0 before). */
al_status al_variable_get_value(al_layout *layout, al_variable variable, double *out);

/* ---- constraints: created inactive, required (priority 1000) ---------------------- */

/* item1.attribute1  REL  item2.attribute2 * multiplier + constant
   With item2 == 0:  item1.attribute1  REL  constant (attribute2 and multiplier unused,
   attribute2 must still be a valid enum value). */
al_status al_constraint_new(al_layout *layout,
                            al_node item1, al_attribute attribute1, al_relation relation,
                            al_node item2, al_attribute attribute2,
                            double multiplier, double constant, al_constraint *out);
/* sum(coefficient * item.attribute)  REL  constant. `terms` holds `count` (>= 1)
   terms; an item is a node, or a variable with AL_ATTRIBUTE_VALUE. */
al_status al_constraint_new_expression(al_layout *layout, const al_term *terms, size_t count,
                                       al_relation relation, double constant, al_constraint *out);
/* Frees the constraint (deactivating it at the next update). */
al_status al_constraint_free(al_layout *layout, al_constraint constraint);
/* Priority in (0, 1000]; 1000 is required. Takes effect at the next update. */
al_status al_constraint_set_priority(al_layout *layout, al_constraint constraint, double priority);
al_status al_constraint_get_priority(al_layout *layout, al_constraint constraint, double *out);
/* Changes the constant; on an active constraint this is an incremental update at the
   next al_layout_update (the path for resizing and animation). */
al_status al_constraint_set_constant(al_layout *layout, al_constraint constraint, double constant);
/* A name used in messages; copied. NULL clears it. */
al_status al_constraint_set_name(al_layout *layout, al_constraint constraint, const char *name);
/* Activation and deactivation are recorded and applied in bulk at the next update. */
al_status al_constraint_activate(al_layout *layout, al_constraint constraint);
al_status al_constraint_deactivate(al_layout *layout, al_constraint constraint);
/* All or nothing: if any handle is invalid, none is changed. */
al_status al_constraints_activate(al_layout *layout, const al_constraint *constraints, size_t count);
al_status al_constraints_deactivate(al_layout *layout, const al_constraint *constraints, size_t count);
/* Whether the constraint is active (as recorded, even before the next update). */
al_status al_constraint_is_active(al_layout *layout, al_constraint constraint, bool *out);

/* ---- reading back what was set -------------------------------------------------------- */

/* The node's intrinsic size (measured or set); AL_NO_INTRINSIC_METRIC for none. */
al_status al_node_get_intrinsic_size(al_layout *layout, al_node node, double *width, double *height);
al_status al_node_get_content_hugging_priority(al_layout *layout, al_node node, al_axis axis, double *out);
al_status al_node_get_compression_resistance_priority(al_layout *layout, al_node node, al_axis axis,
                                                      double *out);
/* The node's parent, or 0 for a root. */
al_status al_node_get_parent(al_layout *layout, al_node node, al_node *out);
/* The constraint's constant: the right-hand side once every term is on the left. */
al_status al_constraint_get_constant(al_layout *layout, al_constraint constraint, double *out);

/* ---- diagnostics ------------------------------------------------------------------ */

/* For a broken constraint: the other constraints of a minimal conflicting set (drop any
   one and the rest could hold with it). Writes at most `capacity` handles, sets *count to
   the full number; `out` may be NULL when capacity is 0. A constraint that is not broken
   is AL_ERROR_INVALID_STATE. */
al_status al_layout_explain_conflict(al_layout *layout, al_constraint constraint,
                                     al_constraint *out, size_t capacity, size_t *count);
/* Whether the node's frame, as of the last update, is not fully determined by the active
   constraints (another frame would satisfy them equally well). */
al_status al_node_has_ambiguous_layout(al_layout *layout, al_node node, bool *out);

/* ---- change tracking and embedding ---------------------------------------------------- */

/* The nodes whose frame (relative or absolute) changed in the last update, so that an
   engine redraws only those. Same array convention as above. */
al_status al_layout_get_changed_nodes(al_layout *layout, al_node *out, size_t capacity,
                                      size_t *count);
/* A pointer of the embedder's, kept with the node and handed back; never read. */
al_status al_node_set_user_data(al_layout *layout, al_node node, void *data);
al_status al_node_get_user_data(al_layout *layout, al_node node, void **out);

/* ---- margins, safe area, readable width, baselines (UIKit's view geometry) ------------ */

/* Directional insets: leading and trailing follow the layout direction. */
typedef struct al_insets { double top, leading, bottom, trailing; } al_insets;

/* The node's layout margins (default 8 on every side; within +-AL_MAX_MAGNITUDE). */
al_status al_node_set_margins(al_layout *layout, al_node node, al_insets margins);
al_status al_node_get_margins(al_layout *layout, al_node node, al_insets *out);
/* The safe-area insets the host reports for the node (default 0, each >= 0): a notch,
   a status bar. Descendants' safe areas stay inside the ancestors' where they overlap. */
al_status al_node_set_safe_area_insets(al_layout *layout, al_node node, al_insets insets);
al_status al_node_get_safe_area_insets(al_layout *layout, al_node node, al_insets *out);
/* FIRST_BASELINE = top + first_from_top, LAST_BASELINE = bottom - last_from_bottom (each
   >= 0); both AL_NO_INTRINSIC_METRIC removes them, and without offsets both baselines
   are the bottom edge, as for a plain UIView. */
al_status al_node_set_baseline_offsets(al_layout *layout, al_node node, double first_from_top,
                                       double last_from_bottom);
/* AL_NO_INTRINSIC_METRIC in both when the node has no baseline offsets. */
al_status al_node_get_baseline_offsets(al_layout *layout, al_node node, double *first_from_top,
                                       double *last_from_bottom);
/* A measure function that also gives the baselines (both AL_NO_INTRINSIC_METRIC, the
   preset values, for none): a text node knows them once it has laid out its lines, and
   hands them back here instead of calling into the layout during the update. */
typedef void (*al_baseline_measure_fn)(void *userdata, al_node node, double *width, double *height,
                                       double *first_from_top, double *last_from_bottom);
/* fn NULL removes it; replaces any al_measure_fn, and is replaced by one. */
al_status al_node_set_baseline_measure_function(al_layout *layout, al_node node,
                                                al_baseline_measure_fn fn, void *userdata);

typedef enum al_guide { AL_GUIDE_MARGINS = 0, AL_GUIDE_SAFE_AREA = 1, AL_GUIDE_READABLE_CONTENT = 2 } al_guide;
/* A node the engine keeps in place: the margins guide is the node inset by its
   margins; the safe area guide is the node inset by the safe-area insets of it and its
   ancestors (as far as they overlap it); the readable content guide lies in the margins
   guide, centred, at most readable-width wide (default 672). Guides are never drawn or
   listed as children and cannot be freed, reparented or given children; constrain to
   their anchors like any node's. Made at the first request; the same node afterwards. */
al_status al_node_get_guide(al_layout *layout, al_node node, al_guide guide, al_node *out);
al_status al_node_set_readable_width(al_layout *layout, al_node node, double width);  /* >= 0 */
al_status al_node_get_readable_width(al_layout *layout, al_node node, double *out);

/* ---- stack views (UIStackView) ------------------------------------------------------- */

/* A stack is a node that arranges some of its children along an axis, with constraints
   the engine keeps (they are not the caller's to change or free, and the description
   shows them as one stack statement). They follow every change at the next update,
   incrementally: hiding one node of a long stack edits a few constraints. */
typedef enum al_distribution {
    AL_DISTRIBUTION_FILL, AL_DISTRIBUTION_FILL_EQUALLY, AL_DISTRIBUTION_FILL_PROPORTIONALLY,
    AL_DISTRIBUTION_EQUAL_SPACING, AL_DISTRIBUTION_EQUAL_CENTERING
} al_distribution;
typedef enum al_alignment {
    AL_ALIGNMENT_FILL, AL_ALIGNMENT_LEADING, AL_ALIGNMENT_CENTER, AL_ALIGNMENT_TRAILING,
    AL_ALIGNMENT_FIRST_BASELINE, AL_ALIGNMENT_LAST_BASELINE
} al_alignment;   /* LEADING = top and TRAILING = bottom in a horizontal stack */

al_status al_stack_new(al_layout *layout, al_node parent, const char *name, al_axis axis, al_node *out);
/* Arranges the node last (moving it if it is arranged already); makes it a child of the
   stack if it is not, taking it out of any other stack. */
al_status al_stack_add_arranged(al_layout *layout, al_node stack, al_node node);
/* index 0 ... count (count not counting the node itself if it is arranged here). */
al_status al_stack_insert_arranged(al_layout *layout, al_node stack, al_node node, size_t index);
/* Stays a child, no longer arranged; AL_ERROR_INVALID_STATE if it was not arranged here. */
al_status al_stack_remove_arranged(al_layout *layout, al_node stack, al_node node);
al_status al_stack_get_arranged(al_layout *layout, al_node stack, al_node *out, size_t capacity, size_t *count);
al_status al_stack_set_axis(al_layout *layout, al_node stack, al_axis axis);
al_status al_stack_set_distribution(al_layout *layout, al_node stack, al_distribution distribution);
al_status al_stack_set_alignment(al_layout *layout, al_node stack, al_alignment alignment);
al_status al_stack_set_spacing(al_layout *layout, al_node stack, double spacing);   /* default 0 */
/* The space after one arranged node instead of the stack's spacing. */
al_status al_stack_set_custom_spacing(al_layout *layout, al_node stack, al_node after, double spacing);
/* Arrange within the stack's margins instead of its edges (default false). */
al_status al_stack_set_margins_relative(al_layout *layout, al_node stack, bool relative);
/* A hidden arranged node takes no room in its stack (size 0 along the axis, no spacing);
   elsewhere hiding changes no frame. */
al_status al_node_set_hidden(al_layout *layout, al_node node, bool hidden);
al_status al_node_is_hidden(al_layout *layout, al_node node, bool *out);
/* Reading a stack back. A node that is not a stack is AL_ERROR_INVALID_ARGUMENT. */
al_status al_node_is_stack(al_layout *layout, al_node node, bool *out);
al_status al_stack_get_axis(al_layout *layout, al_node stack, al_axis *out);
al_status al_stack_get_distribution(al_layout *layout, al_node stack, al_distribution *out);
al_status al_stack_get_alignment(al_layout *layout, al_node stack, al_alignment *out);
al_status al_stack_get_spacing(al_layout *layout, al_node stack, double *out);
/* The spacing after `after`: its custom spacing, or the stack's. */
al_status al_stack_get_custom_spacing(al_layout *layout, al_node stack, al_node after, double *out);
al_status al_stack_is_margins_relative(al_layout *layout, al_node stack, bool *out);

/* ---- logging ------------------------------------------------------------------------- */

/* Called from al_layout_update when the set of broken constraints changes, with a message
   (UTF-8, valid only during the call) naming each broken constraint and its minimal
   conflicting set, or saying that every required constraint holds again. NULL turns
   logging off (the default). A newly set logger hears at the next update about the
   constraints broken then, even if they were broken before. Never called re-entrantly:
   it may call back into the layout (even al_layout_update, whose own report then waits
   for the update after), and freeing the layout inside it takes effect when the update
   returns. */
typedef void (*al_log_fn)(al_layout *layout, const char *message, void *user_data);
al_status al_layout_set_logger(al_layout *layout, al_log_fn logger, void *user_data);

/* ---- text: the constraint language and descriptions ---------------------------------- */

typedef enum al_format { AL_FORMAT_TEXT = 0, AL_FORMAT_SVG = 1 } al_format;

/* Creates and activates the constraints that `text` states (UTF-8), or on any error none
   of them: AL_ERROR_INVALID_ARGUMENT, *count = 0, and a message "line L, column C: ...".
   Statements are separated by newlines or ';'; '#' starts a comment. Two kinds:
   - expressions over node and variable names: a.width >= b.width * 2 + 10 @750
     (attributes left right top bottom leading trailing width height centerX centerY,
     a variable by its bare name, an optional @priority);
   - Apple's Visual Format Language: H:|-10-[a]-8-[b(==a)]-10-|, V:|-[a(>=40@750)]
     ('|' is the parent of the views in the line, a bare '-' is the standard spacing:
     8 between siblings, 20 to the parent's edge).
   Names are matched against node and variable names (the first live one of a name).
   Writes at most `capacity` handles to `out` and sets *count to how many were made. */
al_status al_layout_constrain(al_layout *layout, const char *text,
                              al_constraint *out, size_t capacity, size_t *count);
/* Describes the layout as of the last update, like snprintf: writes at most `capacity`
   bytes including the terminating NUL, sets *length to the full length without it;
   a NULL buffer with capacity 0 asks for the length.
   AL_FORMAT_TEXT: the node tree with frames (as '#' comments) and every active
   constraint as a statement that al_layout_constrain reads back (broken ones marked).
   AL_FORMAT_SVG: each node's absolute frame as a rectangle labelled with its name and
   size (below its parent's label where the two would meet), children over parents,
   nodes of broken constraints in red, ambiguous ones dashed orange, and a legend for
   those colours when they appear. */
al_status al_layout_describe(al_layout *layout, al_format format,
                             char *buffer, size_t capacity, size_t *length);

#ifdef __cplusplus
}
#endif

#endif /* AUTOLAYOUT_H */
