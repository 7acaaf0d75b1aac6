/* The bad-input matrix: every function of the contract with every kind of invalid
   argument it takes. Each case must return its exact status, leave a message, and
   change nothing (the layout's description after an update is the same before and
   after the call). */
#include <float.h>
#include <stdint.h>
#include <stdlib.h>

#include "check.h"

static al_layout *layout, *other;
static al_node root, child, stale_node, foreign_node;
static al_variable variable;
static al_constraint constraint, stale_constraint, foreign_constraint;

static al_node stack, item, margins_guide;
static al_insets good_insets = {1, 2, 3, 4}, nan_insets = {1, NAN, 3, 4}, huge_insets = {1, 2, 1e13, 4},
                 negative_insets = {0, 0, -1, 0}, infinite_insets = {INFINITY, 0, 0, 0}, insets_out;
static al_axis axis_out;
static al_distribution distribution_out;
static al_alignment alignment_out;

static void noop_measure(void *userdata, al_node node, double *width, double *height) {
    (void)userdata; (void)node; (void)width; (void)height;
}

static void noop_baseline_measure(void *userdata, al_node node, double *width, double *height, double *first, double *last) {
    (void)userdata; (void)node; (void)width; (void)height; (void)first; (void)last;
}

/* The layout as text after bringing it up to date. */
static char *fingerprint(void) {
    al_layout_update(layout);
    size_t length = 0;
    al_layout_describe(layout, AL_FORMAT_TEXT, NULL, 0, &length);
    char *text = malloc(length + 1);
    al_layout_describe(layout, AL_FORMAT_TEXT, text, length + 1, &length);
    return text;
}

typedef struct bad_case {
    const char *name;
    al_status expected;
    al_status (*call)(void);
    const char *text;     /* the call as written: its function name starts the message */
} bad_case;

#define CASE(label, status, expression) \
    static al_status label(void) { return (expression); } \
    static const char label##_text[] = #expression;
static al_rect rect;
static double number;
static bool flag;
static size_t count;
static al_node node_out;
static al_constraint constraint_out, list[4];
static al_term good_term, nan_term, bad_attribute_term, stale_term;
static void *pointer;
static char buffer[64];

/* layout */
CASE(update_null_layout, AL_ERROR_INVALID_ARGUMENT, al_layout_update(NULL))
CASE(direction_null_layout, AL_ERROR_INVALID_ARGUMENT, al_layout_set_direction(NULL, AL_DIRECTION_RTL))
CASE(direction_bad_enum, AL_ERROR_INVALID_ARGUMENT, al_layout_set_direction(layout, (al_direction)9))
CASE(scale_null_layout, AL_ERROR_INVALID_ARGUMENT, al_layout_set_scale(NULL, 2))
CASE(scale_nan, AL_ERROR_INVALID_ARGUMENT, al_layout_set_scale(layout, NAN))
CASE(scale_infinite, AL_ERROR_INVALID_ARGUMENT, al_layout_set_scale(layout, INFINITY))
CASE(scale_negative, AL_ERROR_INVALID_ARGUMENT, al_layout_set_scale(layout, -1))
CASE(broken_null_layout, AL_ERROR_INVALID_ARGUMENT, al_layout_get_broken_constraints(NULL, list, 4, &count))
CASE(broken_null_count, AL_ERROR_INVALID_ARGUMENT, al_layout_get_broken_constraints(layout, list, 4, NULL))
CASE(broken_null_out, AL_ERROR_INVALID_ARGUMENT, al_layout_get_broken_constraints(layout, NULL, 4, &count))
CASE(changed_null_layout, AL_ERROR_INVALID_ARGUMENT, al_layout_get_changed_nodes(NULL, list, 4, &count))
CASE(changed_null_count, AL_ERROR_INVALID_ARGUMENT, al_layout_get_changed_nodes(layout, list, 4, NULL))
CASE(changed_null_out, AL_ERROR_INVALID_ARGUMENT, al_layout_get_changed_nodes(layout, NULL, 4, &count))
CASE(explain_null_layout, AL_ERROR_INVALID_ARGUMENT, al_layout_explain_conflict(NULL, constraint, list, 4, &count))
CASE(explain_stale, AL_ERROR_INVALID_HANDLE, al_layout_explain_conflict(layout, stale_constraint, list, 4, &count))
CASE(explain_foreign, AL_ERROR_INVALID_HANDLE, al_layout_explain_conflict(layout, foreign_constraint, list, 4, &count))
CASE(explain_not_broken, AL_ERROR_INVALID_STATE, al_layout_explain_conflict(layout, constraint, list, 4, &count))
static void noop_logger(al_layout *logged, const char *message, void *user_data) {
    (void)logged; (void)message; (void)user_data;
}
CASE(logger_null_layout, AL_ERROR_INVALID_ARGUMENT, al_layout_set_logger(NULL, noop_logger, NULL))
CASE(constrain_null_layout, AL_ERROR_INVALID_ARGUMENT, al_layout_constrain(NULL, "child.width == 1", list, 4, &count))
CASE(constrain_null_text, AL_ERROR_INVALID_ARGUMENT, al_layout_constrain(layout, NULL, list, 4, &count))
CASE(constrain_null_count, AL_ERROR_INVALID_ARGUMENT, al_layout_constrain(layout, "child.width == 1", list, 4, NULL))
CASE(constrain_syntax, AL_ERROR_INVALID_ARGUMENT, al_layout_constrain(layout, "child.width == 1; child.width ==", list, 4, &count))
CASE(describe_null_layout, AL_ERROR_INVALID_ARGUMENT, al_layout_describe(NULL, AL_FORMAT_TEXT, buffer, sizeof buffer, &count))
CASE(describe_bad_enum, AL_ERROR_INVALID_ARGUMENT, al_layout_describe(layout, (al_format)5, buffer, sizeof buffer, &count))
CASE(describe_null_length, AL_ERROR_INVALID_ARGUMENT, al_layout_describe(layout, AL_FORMAT_TEXT, buffer, sizeof buffer, NULL))
CASE(describe_null_buffer, AL_ERROR_INVALID_ARGUMENT, al_layout_describe(layout, AL_FORMAT_SVG, NULL, 8, &count))
/* nodes */
CASE(node_new_null_layout, AL_ERROR_INVALID_ARGUMENT, al_node_new(NULL, 0, "x", &node_out))
CASE(node_new_null_out, AL_ERROR_INVALID_ARGUMENT, al_node_new(layout, 0, "x", NULL))
CASE(node_new_stale_parent, AL_ERROR_INVALID_HANDLE, al_node_new(layout, stale_node, "x", &node_out))
CASE(node_new_foreign_parent, AL_ERROR_INVALID_HANDLE, al_node_new(layout, foreign_node, "x", &node_out))
CASE(node_new_wrong_kind, AL_ERROR_INVALID_HANDLE, al_node_new(layout, constraint, "x", &node_out))
CASE(node_free_null_layout, AL_ERROR_INVALID_ARGUMENT, al_node_free(NULL, child))
CASE(node_free_zero, AL_ERROR_INVALID_HANDLE, al_node_free(layout, 0))
CASE(node_free_stale, AL_ERROR_INVALID_HANDLE, al_node_free(layout, stale_node))
CASE(node_free_foreign, AL_ERROR_INVALID_HANDLE, al_node_free(layout, foreign_node))
CASE(node_free_variable, AL_ERROR_INVALID_HANDLE, al_node_free(layout, variable))
CASE(parent_null_layout, AL_ERROR_INVALID_ARGUMENT, al_node_set_parent(NULL, child, root))
CASE(parent_stale, AL_ERROR_INVALID_HANDLE, al_node_set_parent(layout, child, stale_node))
CASE(parent_cycle, AL_ERROR_INVALID_STATE, al_node_set_parent(layout, root, child))
CASE(parent_self, AL_ERROR_INVALID_STATE, al_node_set_parent(layout, child, child))
CASE(get_parent_null_out, AL_ERROR_INVALID_ARGUMENT, al_node_get_parent(layout, child, NULL))
CASE(frame_null_layout, AL_ERROR_INVALID_ARGUMENT, al_node_get_frame(NULL, child, &rect))
CASE(frame_null_out, AL_ERROR_INVALID_ARGUMENT, al_node_get_frame(layout, child, NULL))
CASE(frame_stale, AL_ERROR_INVALID_HANDLE, al_node_get_frame(layout, stale_node, &rect))
CASE(frame_garbage, AL_ERROR_INVALID_HANDLE, al_node_get_frame(layout, UINT64_MAX, &rect))
CASE(absolute_null_out, AL_ERROR_INVALID_ARGUMENT, al_node_get_absolute_frame(layout, child, NULL))
CASE(absolute_foreign, AL_ERROR_INVALID_HANDLE, al_node_get_absolute_frame(layout, foreign_node, &rect))
CASE(frames_null_nodes, AL_ERROR_INVALID_ARGUMENT, al_nodes_get_frames(layout, NULL, 2, &rect))
CASE(frames_null_out, AL_ERROR_INVALID_ARGUMENT, al_nodes_get_frames(layout, &child, 1, NULL))
CASE(frames_stale, AL_ERROR_INVALID_HANDLE, al_nodes_get_frames(layout, &stale_node, 1, &rect))
CASE(intrinsic_nan, AL_ERROR_INVALID_ARGUMENT, al_node_set_intrinsic_size(layout, child, NAN, 1))
CASE(intrinsic_negative, AL_ERROR_INVALID_ARGUMENT, al_node_set_intrinsic_size(layout, child, 1, -2))
CASE(intrinsic_huge, AL_ERROR_INVALID_ARGUMENT, al_node_set_intrinsic_size(layout, child, 1e13, 1))
CASE(intrinsic_stale, AL_ERROR_INVALID_HANDLE, al_node_set_intrinsic_size(layout, stale_node, 1, 1))
CASE(get_intrinsic_null, AL_ERROR_INVALID_ARGUMENT, al_node_get_intrinsic_size(layout, child, &number, NULL))
CASE(hugging_bad_axis, AL_ERROR_INVALID_ARGUMENT, al_node_set_content_hugging_priority(layout, child, (al_axis)2, 250))
CASE(hugging_zero, AL_ERROR_INVALID_ARGUMENT, al_node_set_content_hugging_priority(layout, child, AL_AXIS_VERTICAL, 0))
CASE(hugging_nan, AL_ERROR_INVALID_ARGUMENT, al_node_set_content_hugging_priority(layout, child, AL_AXIS_VERTICAL, NAN))
CASE(hugging_stale, AL_ERROR_INVALID_HANDLE, al_node_set_content_hugging_priority(layout, stale_node, AL_AXIS_VERTICAL, 1))
CASE(compression_too_high, AL_ERROR_INVALID_ARGUMENT, al_node_set_compression_resistance_priority(layout, child, AL_AXIS_HORIZONTAL, 1001))
CASE(compression_bad_axis, AL_ERROR_INVALID_ARGUMENT, al_node_set_compression_resistance_priority(layout, child, (al_axis)-1, 10))
CASE(get_hugging_null, AL_ERROR_INVALID_ARGUMENT, al_node_get_content_hugging_priority(layout, child, AL_AXIS_VERTICAL, NULL))
CASE(get_compression_bad_axis, AL_ERROR_INVALID_ARGUMENT, al_node_get_compression_resistance_priority(layout, child, (al_axis)3, &number))
CASE(measure_stale, AL_ERROR_INVALID_HANDLE, al_node_set_measure_function(layout, stale_node, noop_measure, NULL))
CASE(measure_null_layout, AL_ERROR_INVALID_ARGUMENT, al_node_set_measure_function(NULL, child, noop_measure, NULL))
CASE(dirty_without_function, AL_ERROR_INVALID_STATE, al_node_mark_dirty(layout, child))
CASE(dirty_stale, AL_ERROR_INVALID_HANDLE, al_node_mark_dirty(layout, stale_node))
CASE(ambiguous_null_out, AL_ERROR_INVALID_ARGUMENT, al_node_has_ambiguous_layout(layout, child, NULL))
CASE(ambiguous_stale, AL_ERROR_INVALID_HANDLE, al_node_has_ambiguous_layout(layout, stale_node, &flag))
CASE(user_data_stale, AL_ERROR_INVALID_HANDLE, al_node_set_user_data(layout, stale_node, &flag))
CASE(get_user_data_null, AL_ERROR_INVALID_ARGUMENT, al_node_get_user_data(layout, child, NULL))
/* variables */
CASE(variable_new_null_out, AL_ERROR_INVALID_ARGUMENT, al_variable_new(layout, "v", NULL))
CASE(variable_new_null_layout, AL_ERROR_INVALID_ARGUMENT, al_variable_new(NULL, "v", (al_variable *)&node_out))
CASE(variable_value_null_out, AL_ERROR_INVALID_ARGUMENT, al_variable_get_value(layout, variable, NULL))
CASE(variable_value_node, AL_ERROR_INVALID_HANDLE, al_variable_get_value(layout, child, &number))
/* constraints */
CASE(new_null_out, AL_ERROR_INVALID_ARGUMENT, al_constraint_new(layout, child, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 1, NULL))
CASE(new_bad_attribute, AL_ERROR_INVALID_ARGUMENT, al_constraint_new(layout, child, (al_attribute)21, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 1, &constraint_out))
CASE(new_bad_relation, AL_ERROR_INVALID_ARGUMENT, al_constraint_new(layout, child, AL_ATTRIBUTE_WIDTH, (al_relation)4, 0, AL_ATTRIBUTE_WIDTH, 1, 1, &constraint_out))
CASE(new_nan_multiplier, AL_ERROR_INVALID_ARGUMENT, al_constraint_new(layout, child, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_WIDTH, NAN, 1, &constraint_out))
CASE(new_infinite_constant, AL_ERROR_INVALID_ARGUMENT, al_constraint_new(layout, child, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, -INFINITY, &constraint_out))
CASE(new_huge_constant, AL_ERROR_INVALID_ARGUMENT, al_constraint_new(layout, child, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, DBL_MAX, &constraint_out))
CASE(new_stale_item, AL_ERROR_INVALID_HANDLE, al_constraint_new(layout, stale_node, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 1, &constraint_out))
CASE(new_foreign_item, AL_ERROR_INVALID_HANDLE, al_constraint_new(layout, child, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, foreign_node, AL_ATTRIBUTE_WIDTH, 1, 1, &constraint_out))
CASE(new_value_of_node, AL_ERROR_INVALID_ARGUMENT, al_constraint_new(layout, child, AL_ATTRIBUTE_VALUE, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 1, &constraint_out))
CASE(expression_null_terms, AL_ERROR_INVALID_ARGUMENT, al_constraint_new_expression(layout, NULL, 1, AL_RELATION_EQUAL, 0, &constraint_out))
CASE(expression_no_terms, AL_ERROR_INVALID_ARGUMENT, al_constraint_new_expression(layout, &good_term, 0, AL_RELATION_EQUAL, 0, &constraint_out))
CASE(expression_nan_term, AL_ERROR_INVALID_ARGUMENT, al_constraint_new_expression(layout, &nan_term, 1, AL_RELATION_EQUAL, 0, &constraint_out))
CASE(expression_bad_attribute, AL_ERROR_INVALID_ARGUMENT, al_constraint_new_expression(layout, &bad_attribute_term, 1, AL_RELATION_EQUAL, 0, &constraint_out))
CASE(expression_stale_item, AL_ERROR_INVALID_HANDLE, al_constraint_new_expression(layout, &stale_term, 1, AL_RELATION_EQUAL, 0, &constraint_out))
CASE(expression_nan_constant, AL_ERROR_INVALID_ARGUMENT, al_constraint_new_expression(layout, &good_term, 1, AL_RELATION_EQUAL, NAN, &constraint_out))
CASE(expression_bad_relation, AL_ERROR_INVALID_ARGUMENT, al_constraint_new_expression(layout, &good_term, 1, (al_relation)-5, 0, &constraint_out))
CASE(free_stale, AL_ERROR_INVALID_HANDLE, al_constraint_free(layout, stale_constraint))
CASE(free_node_handle, AL_ERROR_INVALID_HANDLE, al_constraint_free(layout, child))
CASE(priority_zero, AL_ERROR_INVALID_ARGUMENT, al_constraint_set_priority(layout, constraint, 0))
CASE(priority_too_high, AL_ERROR_INVALID_ARGUMENT, al_constraint_set_priority(layout, constraint, 1000.5))
CASE(priority_nan, AL_ERROR_INVALID_ARGUMENT, al_constraint_set_priority(layout, constraint, NAN))
CASE(priority_foreign, AL_ERROR_INVALID_HANDLE, al_constraint_set_priority(layout, foreign_constraint, 500))
CASE(get_priority_null, AL_ERROR_INVALID_ARGUMENT, al_constraint_get_priority(layout, constraint, NULL))
CASE(constant_nan, AL_ERROR_INVALID_ARGUMENT, al_constraint_set_constant(layout, constraint, NAN))
CASE(constant_infinite, AL_ERROR_INVALID_ARGUMENT, al_constraint_set_constant(layout, constraint, INFINITY))
CASE(constant_stale, AL_ERROR_INVALID_HANDLE, al_constraint_set_constant(layout, stale_constraint, 3))
CASE(get_constant_null, AL_ERROR_INVALID_ARGUMENT, al_constraint_get_constant(layout, constraint, NULL))
CASE(name_stale, AL_ERROR_INVALID_HANDLE, al_constraint_set_name(layout, stale_constraint, "x"))
CASE(activate_stale, AL_ERROR_INVALID_HANDLE, al_constraint_activate(layout, stale_constraint))
CASE(activate_zero, AL_ERROR_INVALID_HANDLE, al_constraint_activate(layout, 0))
CASE(deactivate_foreign, AL_ERROR_INVALID_HANDLE, al_constraint_deactivate(layout, foreign_constraint))
CASE(bulk_activate_null, AL_ERROR_INVALID_ARGUMENT, al_constraints_activate(layout, NULL, 2))
CASE(bulk_activate_one_stale, AL_ERROR_INVALID_HANDLE, al_constraints_activate(layout, list, 2))
CASE(bulk_deactivate_null, AL_ERROR_INVALID_ARGUMENT, al_constraints_deactivate(layout, NULL, 1))
CASE(bulk_deactivate_one_stale, AL_ERROR_INVALID_HANDLE, al_constraints_deactivate(layout, list, 2))
CASE(is_active_null, AL_ERROR_INVALID_ARGUMENT, al_constraint_is_active(layout, constraint, NULL))
CASE(is_active_stale, AL_ERROR_INVALID_HANDLE, al_constraint_is_active(layout, stale_constraint, &flag))
/* margins, safe area, readable width, baselines, hidden */
CASE(margins_null_layout, AL_ERROR_INVALID_ARGUMENT, al_node_set_margins(NULL, child, good_insets))
CASE(margins_nan, AL_ERROR_INVALID_ARGUMENT, al_node_set_margins(layout, child, nan_insets))
CASE(margins_huge, AL_ERROR_INVALID_ARGUMENT, al_node_set_margins(layout, child, huge_insets))
CASE(margins_stale, AL_ERROR_INVALID_HANDLE, al_node_set_margins(layout, stale_node, good_insets))
CASE(margins_foreign, AL_ERROR_INVALID_HANDLE, al_node_set_margins(layout, foreign_node, good_insets))
CASE(margins_of_guide, AL_ERROR_INVALID_ARGUMENT, al_node_set_margins(layout, margins_guide, good_insets))
CASE(get_margins_null_out, AL_ERROR_INVALID_ARGUMENT, al_node_get_margins(layout, child, NULL))
CASE(get_margins_stale, AL_ERROR_INVALID_HANDLE, al_node_get_margins(layout, stale_node, &insets_out))
CASE(safe_null_layout, AL_ERROR_INVALID_ARGUMENT, al_node_set_safe_area_insets(NULL, child, good_insets))
CASE(safe_negative, AL_ERROR_INVALID_ARGUMENT, al_node_set_safe_area_insets(layout, child, negative_insets))
CASE(safe_infinite, AL_ERROR_INVALID_ARGUMENT, al_node_set_safe_area_insets(layout, child, infinite_insets))
CASE(safe_stale, AL_ERROR_INVALID_HANDLE, al_node_set_safe_area_insets(layout, stale_node, good_insets))
CASE(safe_variable, AL_ERROR_INVALID_HANDLE, al_node_set_safe_area_insets(layout, variable, good_insets))
CASE(get_safe_null_out, AL_ERROR_INVALID_ARGUMENT, al_node_get_safe_area_insets(layout, child, NULL))
CASE(get_safe_foreign, AL_ERROR_INVALID_HANDLE, al_node_get_safe_area_insets(layout, foreign_node, &insets_out))
CASE(baselines_null_layout, AL_ERROR_INVALID_ARGUMENT, al_node_set_baseline_offsets(NULL, child, 1, 1))
CASE(baselines_nan, AL_ERROR_INVALID_ARGUMENT, al_node_set_baseline_offsets(layout, child, NAN, 1))
CASE(baselines_negative, AL_ERROR_INVALID_ARGUMENT, al_node_set_baseline_offsets(layout, child, -2, 1))
CASE(baselines_one_missing, AL_ERROR_INVALID_ARGUMENT, al_node_set_baseline_offsets(layout, child, AL_NO_INTRINSIC_METRIC, 3))
CASE(baselines_huge, AL_ERROR_INVALID_ARGUMENT, al_node_set_baseline_offsets(layout, child, 1, 1e13))
CASE(baselines_stale, AL_ERROR_INVALID_HANDLE, al_node_set_baseline_offsets(layout, stale_node, 1, 1))
CASE(baselines_of_guide, AL_ERROR_INVALID_ARGUMENT, al_node_set_baseline_offsets(layout, margins_guide, 1, 1))
CASE(get_baselines_null, AL_ERROR_INVALID_ARGUMENT, al_node_get_baseline_offsets(layout, child, &number, NULL))
CASE(get_baselines_stale, AL_ERROR_INVALID_HANDLE, al_node_get_baseline_offsets(layout, stale_node, &number, &number))
CASE(baseline_measure_null_layout, AL_ERROR_INVALID_ARGUMENT, al_node_set_baseline_measure_function(NULL, child, noop_baseline_measure, NULL))
CASE(baseline_measure_stale, AL_ERROR_INVALID_HANDLE, al_node_set_baseline_measure_function(layout, stale_node, noop_baseline_measure, NULL))
CASE(baseline_measure_guide, AL_ERROR_INVALID_ARGUMENT, al_node_set_baseline_measure_function(layout, margins_guide, noop_baseline_measure, NULL))
CASE(guide_null_layout, AL_ERROR_INVALID_ARGUMENT, al_node_get_guide(NULL, child, AL_GUIDE_MARGINS, &node_out))
CASE(guide_null_out, AL_ERROR_INVALID_ARGUMENT, al_node_get_guide(layout, child, AL_GUIDE_MARGINS, NULL))
CASE(guide_bad_enum, AL_ERROR_INVALID_ARGUMENT, al_node_get_guide(layout, child, (al_guide)3, &node_out))
CASE(guide_stale, AL_ERROR_INVALID_HANDLE, al_node_get_guide(layout, stale_node, AL_GUIDE_SAFE_AREA, &node_out))
CASE(guide_foreign, AL_ERROR_INVALID_HANDLE, al_node_get_guide(layout, foreign_node, AL_GUIDE_SAFE_AREA, &node_out))
CASE(guide_of_guide, AL_ERROR_INVALID_ARGUMENT, al_node_get_guide(layout, margins_guide, AL_GUIDE_READABLE_CONTENT, &node_out))
CASE(guide_free, AL_ERROR_INVALID_STATE, al_node_free(layout, margins_guide))
CASE(guide_reparent, AL_ERROR_INVALID_STATE, al_node_set_parent(layout, margins_guide, child))
CASE(guide_as_parent, AL_ERROR_INVALID_STATE, al_node_new(layout, margins_guide, "x", &node_out))
CASE(new_margin_of_guide, AL_ERROR_INVALID_ARGUMENT, al_constraint_new(layout, margins_guide, AL_ATTRIBUTE_LEFT_MARGIN, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 1, &constraint_out))
CASE(readable_null_layout, AL_ERROR_INVALID_ARGUMENT, al_node_set_readable_width(NULL, child, 100))
CASE(readable_nan, AL_ERROR_INVALID_ARGUMENT, al_node_set_readable_width(layout, child, NAN))
CASE(readable_negative, AL_ERROR_INVALID_ARGUMENT, al_node_set_readable_width(layout, child, -1))
CASE(readable_stale, AL_ERROR_INVALID_HANDLE, al_node_set_readable_width(layout, stale_node, 100))
CASE(get_readable_null, AL_ERROR_INVALID_ARGUMENT, al_node_get_readable_width(layout, child, NULL))
CASE(hidden_null_layout, AL_ERROR_INVALID_ARGUMENT, al_node_set_hidden(NULL, item, true))
CASE(hidden_stale, AL_ERROR_INVALID_HANDLE, al_node_set_hidden(layout, stale_node, true))
CASE(hidden_foreign, AL_ERROR_INVALID_HANDLE, al_node_set_hidden(layout, foreign_node, true))
CASE(hidden_guide, AL_ERROR_INVALID_ARGUMENT, al_node_set_hidden(layout, margins_guide, true))
CASE(is_hidden_null, AL_ERROR_INVALID_ARGUMENT, al_node_is_hidden(layout, item, NULL))
/* stacks */
CASE(stack_new_null_layout, AL_ERROR_INVALID_ARGUMENT, al_stack_new(NULL, root, "s", AL_AXIS_HORIZONTAL, &node_out))
CASE(stack_new_null_out, AL_ERROR_INVALID_ARGUMENT, al_stack_new(layout, root, "s", AL_AXIS_HORIZONTAL, NULL))
CASE(stack_new_bad_axis, AL_ERROR_INVALID_ARGUMENT, al_stack_new(layout, root, "s", (al_axis)7, &node_out))
CASE(stack_new_stale_parent, AL_ERROR_INVALID_HANDLE, al_stack_new(layout, stale_node, "s", AL_AXIS_VERTICAL, &node_out))
CASE(stack_new_guide_parent, AL_ERROR_INVALID_ARGUMENT, al_stack_new(layout, margins_guide, "s", AL_AXIS_VERTICAL, &node_out))
CASE(add_null_layout, AL_ERROR_INVALID_ARGUMENT, al_stack_add_arranged(NULL, stack, child))
CASE(add_not_stack, AL_ERROR_INVALID_ARGUMENT, al_stack_add_arranged(layout, child, item))
CASE(add_stale_node, AL_ERROR_INVALID_HANDLE, al_stack_add_arranged(layout, stack, stale_node))
CASE(add_foreign_node, AL_ERROR_INVALID_HANDLE, al_stack_add_arranged(layout, stack, foreign_node))
CASE(add_stale_stack, AL_ERROR_INVALID_HANDLE, al_stack_add_arranged(layout, stale_node, child))
CASE(add_itself, AL_ERROR_INVALID_ARGUMENT, al_stack_add_arranged(layout, stack, stack))
CASE(add_ancestor, AL_ERROR_INVALID_STATE, al_stack_add_arranged(layout, stack, root))
CASE(add_guide, AL_ERROR_INVALID_ARGUMENT, al_stack_add_arranged(layout, stack, margins_guide))
CASE(insert_past_end, AL_ERROR_INVALID_ARGUMENT, al_stack_insert_arranged(layout, stack, child, 2))
CASE(insert_huge_index, AL_ERROR_INVALID_ARGUMENT, al_stack_insert_arranged(layout, stack, child, SIZE_MAX))
CASE(insert_stale, AL_ERROR_INVALID_HANDLE, al_stack_insert_arranged(layout, stack, stale_node, 0))
CASE(insert_null_layout, AL_ERROR_INVALID_ARGUMENT, al_stack_insert_arranged(NULL, stack, child, 0))
CASE(remove_not_arranged, AL_ERROR_INVALID_STATE, al_stack_remove_arranged(layout, stack, child))
CASE(remove_not_stack, AL_ERROR_INVALID_ARGUMENT, al_stack_remove_arranged(layout, child, item))
CASE(remove_stale, AL_ERROR_INVALID_HANDLE, al_stack_remove_arranged(layout, stack, stale_node))
CASE(arranged_null_count, AL_ERROR_INVALID_ARGUMENT, al_stack_get_arranged(layout, stack, list, 4, NULL))
CASE(arranged_null_out, AL_ERROR_INVALID_ARGUMENT, al_stack_get_arranged(layout, stack, NULL, 4, &count))
CASE(arranged_not_stack, AL_ERROR_INVALID_ARGUMENT, al_stack_get_arranged(layout, child, list, 4, &count))
CASE(axis_bad_enum, AL_ERROR_INVALID_ARGUMENT, al_stack_set_axis(layout, stack, (al_axis)2))
CASE(axis_not_stack, AL_ERROR_INVALID_ARGUMENT, al_stack_set_axis(layout, child, AL_AXIS_VERTICAL))
CASE(axis_stale, AL_ERROR_INVALID_HANDLE, al_stack_set_axis(layout, stale_node, AL_AXIS_VERTICAL))
CASE(distribution_bad_enum, AL_ERROR_INVALID_ARGUMENT, al_stack_set_distribution(layout, stack, (al_distribution)5))
CASE(distribution_negative_enum, AL_ERROR_INVALID_ARGUMENT, al_stack_set_distribution(layout, stack, (al_distribution)-1))
CASE(distribution_not_stack, AL_ERROR_INVALID_ARGUMENT, al_stack_set_distribution(layout, item, AL_DISTRIBUTION_FILL_EQUALLY))
CASE(alignment_bad_enum, AL_ERROR_INVALID_ARGUMENT, al_stack_set_alignment(layout, stack, (al_alignment)6))
CASE(alignment_foreign, AL_ERROR_INVALID_HANDLE, al_stack_set_alignment(layout, foreign_node, AL_ALIGNMENT_CENTER))
CASE(spacing_nan, AL_ERROR_INVALID_ARGUMENT, al_stack_set_spacing(layout, stack, NAN))
CASE(spacing_huge, AL_ERROR_INVALID_ARGUMENT, al_stack_set_spacing(layout, stack, -1e13))
CASE(spacing_null_layout, AL_ERROR_INVALID_ARGUMENT, al_stack_set_spacing(NULL, stack, 4))
CASE(custom_not_arranged, AL_ERROR_INVALID_STATE, al_stack_set_custom_spacing(layout, stack, child, 4))
CASE(custom_nan, AL_ERROR_INVALID_ARGUMENT, al_stack_set_custom_spacing(layout, stack, item, NAN))
CASE(custom_stale_after, AL_ERROR_INVALID_HANDLE, al_stack_set_custom_spacing(layout, stack, stale_node, 4))
CASE(custom_not_stack, AL_ERROR_INVALID_ARGUMENT, al_stack_set_custom_spacing(layout, child, item, 4))
CASE(margins_relative_not_stack, AL_ERROR_INVALID_ARGUMENT, al_stack_set_margins_relative(layout, child, true))
CASE(margins_relative_null_layout, AL_ERROR_INVALID_ARGUMENT, al_stack_set_margins_relative(NULL, stack, true))
CASE(is_stack_null_out, AL_ERROR_INVALID_ARGUMENT, al_node_is_stack(layout, stack, NULL))
CASE(is_stack_stale, AL_ERROR_INVALID_HANDLE, al_node_is_stack(layout, stale_node, &flag))
CASE(get_axis_null_out, AL_ERROR_INVALID_ARGUMENT, al_stack_get_axis(layout, stack, NULL))
CASE(get_axis_not_stack, AL_ERROR_INVALID_ARGUMENT, al_stack_get_axis(layout, child, &axis_out))
CASE(get_distribution_null_out, AL_ERROR_INVALID_ARGUMENT, al_stack_get_distribution(layout, stack, NULL))
CASE(get_distribution_not_stack, AL_ERROR_INVALID_ARGUMENT, al_stack_get_distribution(layout, child, &distribution_out))
CASE(get_alignment_null_out, AL_ERROR_INVALID_ARGUMENT, al_stack_get_alignment(layout, stack, NULL))
CASE(get_alignment_stale, AL_ERROR_INVALID_HANDLE, al_stack_get_alignment(layout, stale_node, &alignment_out))
CASE(get_spacing_null_out, AL_ERROR_INVALID_ARGUMENT, al_stack_get_spacing(layout, stack, NULL))
CASE(get_spacing_not_stack, AL_ERROR_INVALID_ARGUMENT, al_stack_get_spacing(layout, child, &number))
CASE(get_custom_null_out, AL_ERROR_INVALID_ARGUMENT, al_stack_get_custom_spacing(layout, stack, item, NULL))
CASE(get_custom_not_arranged, AL_ERROR_INVALID_STATE, al_stack_get_custom_spacing(layout, stack, child, &number))
CASE(is_margins_relative_null_out, AL_ERROR_INVALID_ARGUMENT, al_stack_is_margins_relative(layout, stack, NULL))
CASE(is_margins_relative_not_stack, AL_ERROR_INVALID_ARGUMENT, al_stack_is_margins_relative(layout, child, &flag))
CASE(constrain_unknown_guide, AL_ERROR_INVALID_ARGUMENT, al_layout_constrain(layout, "child.width == root.nowhere.width", list, 4, &count))
CASE(constrain_stack_of_plain_node, AL_ERROR_INVALID_ARGUMENT, al_layout_constrain(layout, "stack child horizontal: item", list, 4, &count))
CASE(constrain_stack_bad_distribution, AL_ERROR_INVALID_ARGUMENT, al_layout_constrain(layout, "stack fresh in root horizontal distribution sideways: child", list, 4, &count))
CASE(constrain_stack_then_error, AL_ERROR_INVALID_ARGUMENT, al_layout_constrain(layout, "stack fresh in root vertical: child\nchild.width == nobody.width", list, 4, &count))

#define ENTRY(label, status) {#label, status, label, label##_text}
static const bad_case cases[] = {
    ENTRY(update_null_layout, 1), ENTRY(direction_null_layout, 1), ENTRY(direction_bad_enum, 1),
    ENTRY(scale_null_layout, 1), ENTRY(scale_nan, 1), ENTRY(scale_infinite, 1), ENTRY(scale_negative, 1),
    ENTRY(broken_null_layout, 1), ENTRY(broken_null_count, 1), ENTRY(broken_null_out, 1),
    ENTRY(changed_null_layout, 1), ENTRY(changed_null_count, 1), ENTRY(changed_null_out, 1),
    ENTRY(explain_null_layout, 1), ENTRY(explain_stale, 2), ENTRY(explain_foreign, 2), ENTRY(explain_not_broken, 4),
    ENTRY(logger_null_layout, 1),
    ENTRY(constrain_null_layout, 1), ENTRY(constrain_null_text, 1), ENTRY(constrain_null_count, 1), ENTRY(constrain_syntax, 1),
    ENTRY(describe_null_layout, 1), ENTRY(describe_bad_enum, 1), ENTRY(describe_null_length, 1), ENTRY(describe_null_buffer, 1),
    ENTRY(node_new_null_layout, 1), ENTRY(node_new_null_out, 1), ENTRY(node_new_stale_parent, 2),
    ENTRY(node_new_foreign_parent, 2), ENTRY(node_new_wrong_kind, 2), ENTRY(node_free_null_layout, 1),
    ENTRY(node_free_zero, 2), ENTRY(node_free_stale, 2), ENTRY(node_free_foreign, 2), ENTRY(node_free_variable, 2),
    ENTRY(parent_null_layout, 1), ENTRY(parent_stale, 2), ENTRY(parent_cycle, 4), ENTRY(parent_self, 4),
    ENTRY(get_parent_null_out, 1), ENTRY(frame_null_layout, 1), ENTRY(frame_null_out, 1), ENTRY(frame_stale, 2),
    ENTRY(frame_garbage, 2), ENTRY(absolute_null_out, 1), ENTRY(absolute_foreign, 2), ENTRY(frames_null_nodes, 1),
    ENTRY(frames_null_out, 1), ENTRY(frames_stale, 2), ENTRY(intrinsic_nan, 1), ENTRY(intrinsic_negative, 1),
    ENTRY(intrinsic_huge, 1), ENTRY(intrinsic_stale, 2), ENTRY(get_intrinsic_null, 1), ENTRY(hugging_bad_axis, 1),
    ENTRY(hugging_zero, 1), ENTRY(hugging_nan, 1), ENTRY(hugging_stale, 2), ENTRY(compression_too_high, 1),
    ENTRY(compression_bad_axis, 1), ENTRY(get_hugging_null, 1), ENTRY(get_compression_bad_axis, 1),
    ENTRY(measure_stale, 2), ENTRY(measure_null_layout, 1), ENTRY(dirty_without_function, 4), ENTRY(dirty_stale, 2),
    ENTRY(ambiguous_null_out, 1), ENTRY(ambiguous_stale, 2), ENTRY(user_data_stale, 2), ENTRY(get_user_data_null, 1),
    ENTRY(variable_new_null_out, 1), ENTRY(variable_new_null_layout, 1), ENTRY(variable_value_null_out, 1),
    ENTRY(variable_value_node, 2), ENTRY(new_null_out, 1), ENTRY(new_bad_attribute, 1), ENTRY(new_bad_relation, 1),
    ENTRY(new_nan_multiplier, 1), ENTRY(new_infinite_constant, 1), ENTRY(new_huge_constant, 1), ENTRY(new_stale_item, 2),
    ENTRY(new_foreign_item, 2), ENTRY(new_value_of_node, 1), ENTRY(expression_null_terms, 1),
    ENTRY(expression_no_terms, 1), ENTRY(expression_nan_term, 1), ENTRY(expression_bad_attribute, 1),
    ENTRY(expression_stale_item, 2), ENTRY(expression_nan_constant, 1), ENTRY(expression_bad_relation, 1),
    ENTRY(free_stale, 2), ENTRY(free_node_handle, 2), ENTRY(priority_zero, 1), ENTRY(priority_too_high, 1),
    ENTRY(priority_nan, 1), ENTRY(priority_foreign, 2), ENTRY(get_priority_null, 1), ENTRY(constant_nan, 1),
    ENTRY(constant_infinite, 1), ENTRY(constant_stale, 2), ENTRY(get_constant_null, 1), ENTRY(name_stale, 2),
    ENTRY(activate_stale, 2), ENTRY(activate_zero, 2), ENTRY(deactivate_foreign, 2), ENTRY(bulk_activate_null, 1),
    ENTRY(bulk_activate_one_stale, 2), ENTRY(bulk_deactivate_null, 1), ENTRY(bulk_deactivate_one_stale, 2),
    ENTRY(is_active_null, 1), ENTRY(is_active_stale, 2),
    ENTRY(margins_null_layout, 1), ENTRY(margins_nan, 1), ENTRY(margins_huge, 1), ENTRY(margins_stale, 2),
    ENTRY(margins_foreign, 2), ENTRY(margins_of_guide, 1), ENTRY(get_margins_null_out, 1), ENTRY(get_margins_stale, 2),
    ENTRY(safe_null_layout, 1), ENTRY(safe_negative, 1), ENTRY(safe_infinite, 1), ENTRY(safe_stale, 2),
    ENTRY(safe_variable, 2), ENTRY(get_safe_null_out, 1), ENTRY(get_safe_foreign, 2),
    ENTRY(baselines_null_layout, 1), ENTRY(baselines_nan, 1), ENTRY(baselines_negative, 1), ENTRY(baselines_one_missing, 1),
    ENTRY(baselines_huge, 1), ENTRY(baselines_stale, 2), ENTRY(baselines_of_guide, 1), ENTRY(get_baselines_null, 1),
    ENTRY(get_baselines_stale, 2), ENTRY(baseline_measure_null_layout, 1), ENTRY(baseline_measure_stale, 2),
    ENTRY(baseline_measure_guide, 1), ENTRY(guide_null_layout, 1), ENTRY(guide_null_out, 1), ENTRY(guide_bad_enum, 1),
    ENTRY(guide_stale, 2), ENTRY(guide_foreign, 2), ENTRY(guide_of_guide, 1), ENTRY(guide_free, 4), ENTRY(guide_reparent, 4),
    ENTRY(guide_as_parent, 4), ENTRY(new_margin_of_guide, 1), ENTRY(readable_null_layout, 1), ENTRY(readable_nan, 1),
    ENTRY(readable_negative, 1), ENTRY(readable_stale, 2), ENTRY(get_readable_null, 1), ENTRY(hidden_null_layout, 1),
    ENTRY(hidden_stale, 2), ENTRY(hidden_foreign, 2), ENTRY(hidden_guide, 1), ENTRY(is_hidden_null, 1),
    ENTRY(stack_new_null_layout, 1), ENTRY(stack_new_null_out, 1), ENTRY(stack_new_bad_axis, 1),
    ENTRY(stack_new_stale_parent, 2), ENTRY(stack_new_guide_parent, 1), ENTRY(add_null_layout, 1), ENTRY(add_not_stack, 1),
    ENTRY(add_stale_node, 2), ENTRY(add_foreign_node, 2), ENTRY(add_stale_stack, 2), ENTRY(add_itself, 1),
    ENTRY(add_ancestor, 4), ENTRY(add_guide, 1), ENTRY(insert_past_end, 1), ENTRY(insert_huge_index, 1),
    ENTRY(insert_stale, 2), ENTRY(insert_null_layout, 1), ENTRY(remove_not_arranged, 4), ENTRY(remove_not_stack, 1),
    ENTRY(remove_stale, 2), ENTRY(arranged_null_count, 1), ENTRY(arranged_null_out, 1), ENTRY(arranged_not_stack, 1),
    ENTRY(axis_bad_enum, 1), ENTRY(axis_not_stack, 1), ENTRY(axis_stale, 2), ENTRY(distribution_bad_enum, 1),
    ENTRY(distribution_negative_enum, 1), ENTRY(distribution_not_stack, 1), ENTRY(alignment_bad_enum, 1),
    ENTRY(alignment_foreign, 2), ENTRY(spacing_nan, 1), ENTRY(spacing_huge, 1), ENTRY(spacing_null_layout, 1),
    ENTRY(custom_not_arranged, 4), ENTRY(custom_nan, 1), ENTRY(custom_stale_after, 2), ENTRY(custom_not_stack, 1),
    ENTRY(margins_relative_not_stack, 1), ENTRY(margins_relative_null_layout, 1), ENTRY(is_stack_null_out, 1),
    ENTRY(is_stack_stale, 2), ENTRY(get_axis_null_out, 1), ENTRY(get_axis_not_stack, 1), ENTRY(get_distribution_null_out, 1),
    ENTRY(get_distribution_not_stack, 1), ENTRY(get_alignment_null_out, 1), ENTRY(get_alignment_stale, 2),
    ENTRY(get_spacing_null_out, 1), ENTRY(get_spacing_not_stack, 1), ENTRY(get_custom_null_out, 1),
    ENTRY(get_custom_not_arranged, 4), ENTRY(is_margins_relative_null_out, 1), ENTRY(is_margins_relative_not_stack, 1),
    ENTRY(constrain_unknown_guide, 1), ENTRY(constrain_stack_of_plain_node, 1), ENTRY(constrain_stack_bad_distribution, 1),
    ENTRY(constrain_stack_then_error, 1),
};

int main(void) {
    layout = al_layout_new();
    other = al_layout_new();
    OK(al_node_new(layout, 0, "root", &root));
    OK(al_node_new(layout, root, "child", &child));
    OK(al_node_new(layout, root, "doomed", &stale_node));
    OK(al_variable_new(layout, "gap", &variable));
    OK(al_node_new(other, 0, "stranger", &foreign_node));
    OK(al_constraint_new(other, foreign_node, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 5, &foreign_constraint));
    OK(al_constraint_new(layout, child, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_WIDTH, 0.5, 4, &constraint));
    OK(al_constraint_activate(layout, constraint));
    OK(al_constraint_new(layout, root, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 300, &list[0]));
    OK(al_constraint_activate(layout, list[0]));
    OK(al_constraint_new(layout, child, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, 9, &stale_constraint));
    OK(al_constraint_free(layout, stale_constraint));
    OK(al_stack_new(layout, root, "stack", AL_AXIS_HORIZONTAL, &stack));
    OK(al_node_new(layout, 0, "item", &item));
    OK(al_stack_add_arranged(layout, stack, item));
    OK(al_node_get_guide(layout, root, AL_GUIDE_MARGINS, &margins_guide));
    OK(al_node_free(layout, stale_node));
    list[1] = stale_constraint;
    good_term = (al_term){child, AL_ATTRIBUTE_WIDTH, 1};
    nan_term = (al_term){child, AL_ATTRIBUTE_WIDTH, NAN};
    bad_attribute_term = (al_term){child, (al_attribute)77, 1};
    stale_term = (al_term){stale_node, AL_ATTRIBUTE_WIDTH, 1};
    OK(al_layout_update(layout));

    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *before = fingerprint();
        al_status status = cases[i].call();
        const char *message = al_last_error_message();
        /* The message is this call's: it starts with the function's name. */
        size_t name_length = strcspn(cases[i].text, "(");
        int exact = status == cases[i].expected;
        int explained = strncmp(message, cases[i].text, name_length) == 0 && message[name_length] == ':'
                        && strlen(message) > name_length + 2;
        char *after = fingerprint();
        int unchanged = strcmp(before, after) == 0;
        if (!exact || !explained || !unchanged) {
            fprintf(stderr, "%s: status %s (expected %s), message \"%s\"%s\n", cases[i].name, al_status_string(status),
                    al_status_string(cases[i].expected), message, unchanged ? "" : ", and the layout changed");
        }
        CHECK(exact);
        CHECK(explained);
        CHECK(unchanged);
        free(before);
        free(after);
    }
    /* Out-parameters are written only on success. */
    CHECK(constraint_out == 0 && node_out == 0 && pointer == NULL);
    CHECK(insets_out.top == 0 && axis_out == 0 && distribution_out == 0 && alignment_out == 0);
    CHECK_FRAME(layout, child, 0, 0, 154, 0);
    al_layout_free(layout);
    al_layout_free(other);
    printf("%zu cases\n", sizeof cases / sizeof cases[0]);
    return finish();
}
