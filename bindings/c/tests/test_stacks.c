/* Stack views (UIStackView) through the C ABI, with frames worked out by hand from
   Apple's documented behaviour of each distribution and alignment: under- and
   over-filled stacks, hugging and compression resistance deciding who gives, hidden
   nodes, nesting, margins and right-to-left. */
#include "check.h"

static al_layout *layout;

/* A root at the origin of the given size. */
static al_node make_root(double width, double height) {
    al_node root = 0;
    OK(al_node_new(layout, 0, "root", &root));
    constrain(layout, root, AL_ATTRIBUTE_LEFT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_LEFT, 1, 0);
    constrain(layout, root, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_TOP, 1, 0);
    constrain(layout, root, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, width);
    constrain(layout, root, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, height);
    return root;
}

/* A stack at the root's top left; width and height pinned when > 0. */
static al_node make_stack(al_node root, al_axis axis, double width, double height) {
    al_node stack = 0;
    OK(al_stack_new(layout, root, "stack", axis, &stack));
    constrain(layout, stack, AL_ATTRIBUTE_LEADING, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_LEADING, 1, 0);
    constrain(layout, stack, AL_ATTRIBUTE_TOP, AL_RELATION_EQUAL, root, AL_ATTRIBUTE_TOP, 1, 0);
    if (width > 0) constrain(layout, stack, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, width);
    if (height > 0) constrain(layout, stack, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, height);
    return stack;
}

static al_node item(al_node stack, const char *name, double width, double height) {
    al_node node = 0;
    OK(al_node_new(layout, 0, name, &node));
    OK(al_node_set_intrinsic_size(layout, node, width, height));
    OK(al_stack_add_arranged(layout, stack, node));
    return node;
}

static void fill_underfilled_ties_go_to_the_later_node(void) {
    layout = al_layout_new();
    al_node root = make_root(400, 400), stack = make_stack(root, AL_AXIS_HORIZONTAL, 300, 50);
    OK(al_stack_set_spacing(layout, stack, 10));
    al_node a = item(stack, "a", 50, 20), b = item(stack, "b", 80, 20);
    OK(al_layout_update(layout));
    /* Equal hugging: the later node stretches; alignment fill spans the height. */
    CHECK_FRAME(layout, a, 0, 0, 50, 50);
    CHECK_FRAME(layout, b, 60, 0, 240, 50);
    /* Lower hugging gives first. */
    OK(al_node_set_content_hugging_priority(layout, a, AL_AXIS_HORIZONTAL, 200));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, a, 0, 0, 210, 50);
    CHECK_FRAME(layout, b, 220, 0, 80, 50);
    /* A stack is a node: its parent, its arranged list. */
    al_node parent = 0, list[4] = {0};
    size_t count = 0;
    OK(al_node_get_parent(layout, a, &parent));
    CHECK(parent == stack);
    OK(al_stack_get_arranged(layout, stack, list, 4, &count));
    CHECK(count == 2 && list[0] == a && list[1] == b);
    al_layout_free(layout);
}

static void fill_overfilled_compression_resistance_decides(void) {
    layout = al_layout_new();
    al_node root = make_root(400, 400), stack = make_stack(root, AL_AXIS_HORIZONTAL, 100, 20);
    OK(al_stack_set_spacing(layout, stack, 10));
    al_node a = item(stack, "a", 50, 20), b = item(stack, "b", 80, 20);
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, a, 0, 0, 50, 20);       /* equal resistance: the later gives */
    CHECK_FRAME(layout, b, 60, 0, 40, 20);
    OK(al_node_set_compression_resistance_priority(layout, b, AL_AXIS_HORIZONTAL, 800));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, a, 0, 0, 10, 20);
    CHECK_FRAME(layout, b, 20, 0, 80, 20);
    al_layout_free(layout);
}

/* Of the nodes of the lowest priority, the later gives, wherever they stand: the tie
   goes to the last shown node of the lowest hugging priority (stretching) or
   compression resistance (shrinking), which moves with hides and priority changes. */
static void ties_go_to_the_later_of_the_lowest_priority(void) {
    layout = al_layout_new();
    al_node root = make_root(400, 400), stack = make_stack(root, AL_AXIS_HORIZONTAL, 300, 40);
    al_node a = item(stack, "a", 50, 20), b = item(stack, "b", 50, 20), c = item(stack, "c", 50, 20), d = item(stack, "d", 50, 20);
    OK(al_node_set_content_hugging_priority(layout, a, AL_AXIS_HORIZONTAL, 220));
    OK(al_node_set_content_hugging_priority(layout, b, AL_AXIS_HORIZONTAL, 220));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, a, 0, 0, 50, 40);
    CHECK_FRAME(layout, b, 50, 0, 150, 40);
    CHECK_FRAME(layout, c, 200, 0, 50, 40);
    CHECK_FRAME(layout, d, 250, 0, 50, 40);
    OK(al_node_set_hidden(layout, b, true));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, a, 0, 0, 200, 40);
    CHECK_FRAME(layout, c, 200, 0, 50, 40);
    OK(al_node_set_hidden(layout, b, false));
    OK(al_node_set_content_hugging_priority(layout, d, AL_AXIS_HORIZONTAL, 220));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, b, 50, 0, 50, 40);
    CHECK_FRAME(layout, d, 150, 0, 150, 40);
    al_layout_free(layout);

    /* Over-filled: the later of the two least resistant shrinks. */
    layout = al_layout_new();
    root = make_root(400, 400);
    stack = make_stack(root, AL_AXIS_HORIZONTAL, 300, 40);
    a = item(stack, "a", 100, 20);
    b = item(stack, "b", 100, 20);
    c = item(stack, "c", 100, 20);
    d = item(stack, "d", 100, 20);
    OK(al_node_set_compression_resistance_priority(layout, a, AL_AXIS_HORIZONTAL, 700));
    OK(al_node_set_compression_resistance_priority(layout, b, AL_AXIS_HORIZONTAL, 700));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, a, 0, 0, 100, 40);
    CHECK_FRAME(layout, b, 100, 0, 0, 40);
    CHECK_FRAME(layout, c, 100, 0, 100, 40);
    CHECK_FRAME(layout, d, 200, 0, 100, 40);
    /* Equal spacing, its gaps at their minimum: the same node. */
    OK(al_stack_set_distribution(layout, stack, AL_DISTRIBUTION_EQUAL_SPACING));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, b, 100, 0, 0, 40);
    CHECK_FRAME(layout, d, 200, 0, 100, 40);
    /* Alike, the last one. */
    OK(al_node_set_compression_resistance_priority(layout, a, AL_AXIS_HORIZONTAL, 750));
    OK(al_node_set_compression_resistance_priority(layout, b, AL_AXIS_HORIZONTAL, 750));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, b, 100, 0, 100, 40);
    CHECK_FRAME(layout, d, 300, 0, 0, 40);
    al_layout_free(layout);
}

static void fill_follows_content_when_nothing_fixes_the_stack(void) {
    layout = al_layout_new();
    al_node root = make_root(400, 400), stack = make_stack(root, AL_AXIS_HORIZONTAL, 0, 0);
    OK(al_stack_set_spacing(layout, stack, 8));
    al_node a = item(stack, "a", 50, 20), b = item(stack, "b", 80, 30);
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, stack, 0, 0, 138, 30);
    CHECK_FRAME(layout, a, 0, 0, 50, 30);
    CHECK_FRAME(layout, b, 58, 0, 80, 30);
    bool ambiguous = true;
    OK(al_node_has_ambiguous_layout(layout, stack, &ambiguous));
    CHECK(!ambiguous);
    al_layout_free(layout);
}

static void fill_equally(void) {
    layout = al_layout_new();
    al_node root = make_root(400, 400), stack = make_stack(root, AL_AXIS_HORIZONTAL, 300, 40);
    OK(al_stack_set_spacing(layout, stack, 10));
    OK(al_stack_set_distribution(layout, stack, AL_DISTRIBUTION_FILL_EQUALLY));
    al_node a = item(stack, "a", 50, 20), b = item(stack, "b", 150, 20), c = item(stack, "c", -1, -1);
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, a, 0, 0, 280.0 / 3, 40);
    CHECK_FRAME(layout, b, 280.0 / 3 + 10, 0, 280.0 / 3, 40);
    CHECK_FRAME(layout, c, 2 * 280.0 / 3 + 20, 0, 280.0 / 3, 40);
    /* Unfixed, the widest intrinsic size wins for all (compression resistance). */
    al_layout_free(layout);
    layout = al_layout_new();
    root = make_root(400, 400);
    stack = make_stack(root, AL_AXIS_HORIZONTAL, 0, 40);
    OK(al_stack_set_distribution(layout, stack, AL_DISTRIBUTION_FILL_EQUALLY));
    a = item(stack, "a", 50, 20);
    b = item(stack, "b", 70, 20);
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, a, 0, 0, 70, 40);
    CHECK_FRAME(layout, b, 70, 0, 70, 40);
    CHECK_FRAME(layout, stack, 0, 0, 140, 40);
    al_layout_free(layout);
}

static void fill_proportionally(void) {
    layout = al_layout_new();
    al_node root = make_root(400, 400), stack = make_stack(root, AL_AXIS_HORIZONTAL, 300, 40);
    OK(al_stack_set_spacing(layout, stack, 30));
    OK(al_stack_set_distribution(layout, stack, AL_DISTRIBUTION_FILL_PROPORTIONALLY));
    al_node a = item(stack, "a", 50, 20), b = item(stack, "b", 100, 20);
    OK(al_layout_update(layout));
    /* 270 points shared 1 : 2. */
    CHECK_FRAME(layout, a, 0, 0, 90, 40);
    CHECK_FRAME(layout, b, 120, 0, 180, 40);
    /* A new intrinsic size changes the proportions at the next update. */
    OK(al_node_set_intrinsic_size(layout, a, 100, 20));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, a, 0, 0, 135, 40);
    CHECK_FRAME(layout, b, 165, 0, 135, 40);
    /* Nodes without an intrinsic size are sized as fill would: the later of two such
       takes the room (at no hugging's cost), the proportions stay at their sizes. */
    al_node c = item(stack, "c", -1, -1), d = item(stack, "d", -1, -1);
    OK(al_stack_set_spacing(layout, stack, 0));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, a, 0, 0, 100, 40);
    CHECK_FRAME(layout, b, 100, 0, 100, 40);
    CHECK_FRAME(layout, c, 200, 0, 0, 40);
    CHECK_FRAME(layout, d, 200, 0, 100, 40);
    OK(al_node_set_hidden(layout, d, true));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, c, 200, 0, 100, 40);
    OK(al_node_set_hidden(layout, d, false));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, c, 200, 0, 0, 40);
    CHECK_FRAME(layout, d, 200, 0, 100, 40);
    al_layout_free(layout);
}

static void equal_spacing(void) {
    layout = al_layout_new();
    al_node root = make_root(400, 400), stack = make_stack(root, AL_AXIS_HORIZONTAL, 300, 40);
    OK(al_stack_set_spacing(layout, stack, 10));
    OK(al_stack_set_distribution(layout, stack, AL_DISTRIBUTION_EQUAL_SPACING));
    al_node a = item(stack, "a", 50, 20), b = item(stack, "b", 80, 20), c = item(stack, "c", 30, 20);
    OK(al_layout_update(layout));
    /* Under-filled: intrinsic sizes kept, the 140 left over split into two equal gaps. */
    CHECK_FRAME(layout, a, 0, 0, 50, 40);
    CHECK_FRAME(layout, b, 120, 0, 80, 40);
    CHECK_FRAME(layout, c, 270, 0, 30, 40);
    /* Over-filled: gaps at the minimum spacing, the least resistant node shrinks. */
    al_layout_free(layout);
    layout = al_layout_new();
    root = make_root(400, 400);
    stack = make_stack(root, AL_AXIS_HORIZONTAL, 160, 40);
    OK(al_stack_set_spacing(layout, stack, 10));
    OK(al_stack_set_distribution(layout, stack, AL_DISTRIBUTION_EQUAL_SPACING));
    a = item(stack, "a", 50, 20);
    b = item(stack, "b", 80, 20);
    c = item(stack, "c", 30, 20);
    OK(al_node_set_compression_resistance_priority(layout, c, AL_AXIS_HORIZONTAL, 700));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, a, 0, 0, 50, 40);
    CHECK_FRAME(layout, b, 60, 0, 80, 40);
    CHECK_FRAME(layout, c, 150, 0, 10, 40);
    /* Unfixed, the stack is as narrow as the minimum gaps allow. */
    al_layout_free(layout);
    layout = al_layout_new();
    root = make_root(400, 400);
    stack = make_stack(root, AL_AXIS_HORIZONTAL, 0, 40);
    OK(al_stack_set_spacing(layout, stack, 10));
    OK(al_stack_set_distribution(layout, stack, AL_DISTRIBUTION_EQUAL_SPACING));
    a = item(stack, "a", 50, 20);
    b = item(stack, "b", 80, 20);
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, stack, 0, 0, 140, 40);
    CHECK_FRAME(layout, b, 60, 0, 80, 40);
    al_layout_free(layout);
}

static void equal_centering(void) {
    layout = al_layout_new();
    al_node root = make_root(400, 400), stack = make_stack(root, AL_AXIS_HORIZONTAL, 300, 40);
    OK(al_stack_set_distribution(layout, stack, AL_DISTRIBUTION_EQUAL_CENTERING));
    al_node a = item(stack, "a", 50, 20), b = item(stack, "b", 80, 20), c = item(stack, "c", 30, 20);
    OK(al_layout_update(layout));
    /* Centres at 25 and 285, so the middle one's at 155. */
    CHECK_FRAME(layout, a, 0, 0, 50, 40);
    CHECK_FRAME(layout, b, 115, 0, 80, 40);
    CHECK_FRAME(layout, c, 270, 0, 30, 40);
    /* Unfixed: centres as close as gaps of at least 10 allow: 75 apart. */
    al_layout_free(layout);
    layout = al_layout_new();
    root = make_root(400, 400);
    stack = make_stack(root, AL_AXIS_HORIZONTAL, 0, 40);
    OK(al_stack_set_spacing(layout, stack, 10));
    OK(al_stack_set_distribution(layout, stack, AL_DISTRIBUTION_EQUAL_CENTERING));
    a = item(stack, "a", 50, 20);
    b = item(stack, "b", 80, 20);
    c = item(stack, "c", 30, 20);
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, a, 0, 0, 50, 40);
    CHECK_FRAME(layout, b, 60, 0, 80, 40);
    CHECK_FRAME(layout, c, 160, 0, 30, 40);
    CHECK_FRAME(layout, stack, 0, 0, 190, 40);
    al_layout_free(layout);
}

static void alignments_across_a_horizontal_stack(void) {
    const struct { al_alignment alignment; double a_y, a_h, b_y, b_h; } cases[] = {
        {AL_ALIGNMENT_FILL, 0, 100, 0, 100},
        {AL_ALIGNMENT_LEADING, 0, 20, 0, 40},
        {AL_ALIGNMENT_CENTER, 40, 20, 30, 40},
        {AL_ALIGNMENT_TRAILING, 80, 20, 60, 40},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        layout = al_layout_new();
        al_node root = make_root(400, 400), stack = make_stack(root, AL_AXIS_HORIZONTAL, 0, 100);
        OK(al_stack_set_alignment(layout, stack, cases[i].alignment));
        al_node a = item(stack, "a", 50, 20), b = item(stack, "b", 50, 40);
        OK(al_layout_update(layout));
        CHECK_FRAME(layout, a, 0, cases[i].a_y, 50, cases[i].a_h);
        CHECK_FRAME(layout, b, 50, cases[i].b_y, 50, cases[i].b_h);
        al_layout_free(layout);
    }
    /* Not pinned across: as tall as the tallest node. */
    layout = al_layout_new();
    al_node root = make_root(400, 400), stack = make_stack(root, AL_AXIS_HORIZONTAL, 0, 0);
    OK(al_stack_set_alignment(layout, stack, AL_ALIGNMENT_CENTER));
    al_node a = item(stack, "a", 50, 20);
    item(stack, "b", 50, 40);
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, stack, 0, 0, 100, 40);
    CHECK_FRAME(layout, a, 0, 10, 50, 20);
    al_layout_free(layout);
}

static void baseline_alignment(void) {
    layout = al_layout_new();
    al_node root = make_root(400, 400), stack = make_stack(root, AL_AXIS_HORIZONTAL, 0, 0);
    OK(al_stack_set_alignment(layout, stack, AL_ALIGNMENT_FIRST_BASELINE));
    al_node a = item(stack, "a", 50, 20), b = item(stack, "b", 50, 40);
    OK(al_node_set_baseline_offsets(layout, a, 15, 2));
    OK(al_node_set_baseline_offsets(layout, b, 30, 10));
    OK(al_layout_update(layout));
    /* First baselines at y = 30: b's top at 0, a's at 15. */
    CHECK_FRAME(layout, b, 50, 0, 50, 40);
    CHECK_FRAME(layout, a, 0, 15, 50, 20);
    CHECK_FRAME(layout, stack, 0, 0, 100, 40);
    /* Last baselines: b's at 30 from the top, a's bottom 2 below it. */
    OK(al_stack_set_alignment(layout, stack, AL_ALIGNMENT_LAST_BASELINE));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, b, 50, 0, 50, 40);
    CHECK_FRAME(layout, a, 0, 12, 50, 20);
    /* In a taller stack the group sits at the top. */
    constrain(layout, stack, AL_ATTRIBUTE_HEIGHT, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_HEIGHT, 1, 100);
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, b, 50, 0, 50, 40);
    CHECK_FRAME(layout, a, 0, 12, 50, 20);
    bool ambiguous = true;
    OK(al_node_has_ambiguous_layout(layout, a, &ambiguous));
    CHECK(!ambiguous);
    /* Without offsets a baseline is the bottom edge: last-baseline aligns bottoms. */
    OK(al_node_set_baseline_offsets(layout, a, AL_NO_INTRINSIC_METRIC, AL_NO_INTRINSIC_METRIC));
    OK(al_node_set_baseline_offsets(layout, b, AL_NO_INTRINSIC_METRIC, AL_NO_INTRINSIC_METRIC));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, b, 50, 0, 50, 40);
    CHECK_FRAME(layout, a, 0, 20, 50, 20);
    al_layout_free(layout);
}

static void vertical_stack_and_right_to_left(void) {
    layout = al_layout_new();
    al_node root = make_root(400, 400), stack = make_stack(root, AL_AXIS_VERTICAL, 200, 0);
    OK(al_stack_set_spacing(layout, stack, 5));
    OK(al_stack_set_alignment(layout, stack, AL_ALIGNMENT_LEADING));
    al_node a = item(stack, "a", 50, 20), b = item(stack, "b", 80, 30);
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, a, 0, 0, 50, 20);
    CHECK_FRAME(layout, b, 0, 25, 80, 30);
    CHECK_FRAME(layout, stack, 0, 0, 200, 55);
    OK(al_layout_set_direction(layout, AL_DIRECTION_RTL));
    OK(al_layout_update(layout));
    /* Leading is the right edge now. */
    CHECK_FRAME(layout, a, 150, 0, 50, 20);
    CHECK_FRAME(layout, b, 120, 25, 80, 30);
    al_layout_free(layout);

    /* A horizontal stack arranges from the right under RTL. */
    layout = al_layout_new();
    root = make_root(400, 400);
    stack = make_stack(root, AL_AXIS_HORIZONTAL, 300, 20);
    OK(al_stack_set_spacing(layout, stack, 10));
    a = item(stack, "a", 50, 20);
    b = item(stack, "b", 80, 20);
    OK(al_layout_set_direction(layout, AL_DIRECTION_RTL));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, stack, 100, 0, 300, 20);
    CHECK_FRAME(layout, a, 250, 0, 50, 20);
    CHECK_FRAME(layout, b, 0, 0, 240, 20);
    al_layout_free(layout);
}

static void hidden_nodes_take_no_room(void) {
    layout = al_layout_new();
    al_node root = make_root(400, 400), stack = make_stack(root, AL_AXIS_HORIZONTAL, 0, 20);
    OK(al_stack_set_spacing(layout, stack, 10));
    al_node a = item(stack, "a", 50, 20), b = item(stack, "b", 60, 20), c = item(stack, "c", 70, 20);
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, stack, 0, 0, 200, 20);
    CHECK_FRAME(layout, c, 130, 0, 70, 20);
    OK(al_node_set_hidden(layout, b, true));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, a, 0, 0, 50, 20);
    CHECK_FRAME(layout, b, 50, 0, 0, 20);
    CHECK_FRAME(layout, c, 60, 0, 70, 20);
    CHECK_FRAME(layout, stack, 0, 0, 130, 20);
    /* First and last hidden: no spacing before or after what is shown. */
    OK(al_node_set_hidden(layout, a, true));
    OK(al_node_set_hidden(layout, c, true));
    OK(al_node_set_hidden(layout, b, false));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, b, 0, 0, 60, 20);
    CHECK_FRAME(layout, stack, 0, 0, 60, 20);
    bool hidden = false;
    OK(al_node_is_hidden(layout, a, &hidden));
    CHECK(hidden);
    OK(al_node_set_hidden(layout, a, false));
    OK(al_node_set_hidden(layout, c, false));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, c, 130, 0, 70, 20);
    CHECK_FRAME(layout, stack, 0, 0, 200, 20);
    /* Custom spacing after a node; removing a node leaves it a child, unarranged. */
    OK(al_stack_set_custom_spacing(layout, stack, a, 30));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, b, 80, 0, 60, 20);
    double spacing = 0;
    OK(al_stack_get_custom_spacing(layout, stack, a, &spacing));
    CHECK_NEAR(spacing, 30);
    OK(al_stack_get_custom_spacing(layout, stack, b, &spacing));
    CHECK_NEAR(spacing, 10);
    OK(al_stack_remove_arranged(layout, stack, b));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, c, 80, 0, 70, 20);
    al_node parent = 0;
    OK(al_node_get_parent(layout, b, &parent));
    CHECK(parent == stack);
    OK(al_stack_insert_arranged(layout, stack, b, 0));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, b, 0, 0, 60, 20);
    CHECK_FRAME(layout, a, 70, 0, 50, 20);
    CHECK_FRAME(layout, c, 150, 0, 70, 20);
    /* Freeing an arranged node closes the gap. */
    OK(al_node_free(layout, a));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, c, 70, 0, 70, 20);
    al_layout_free(layout);
}

static void hidden_nodes_in_equal_distributions(void) {
    al_distribution distributions[] = {AL_DISTRIBUTION_FILL_EQUALLY, AL_DISTRIBUTION_EQUAL_SPACING, AL_DISTRIBUTION_EQUAL_CENTERING};
    for (size_t i = 0; i < 3; i++) {
        layout = al_layout_new();
        al_node root = make_root(400, 400), stack = make_stack(root, AL_AXIS_HORIZONTAL, 210, 20);
        OK(al_stack_set_spacing(layout, stack, 10));
        OK(al_stack_set_distribution(layout, stack, distributions[i]));
        al_node a = item(stack, "a", 100, 20), b = item(stack, "b", 100, 20), c = item(stack, "c", 100, 20);
        OK(al_node_set_hidden(layout, b, true));
        OK(al_layout_update(layout));
        /* Two shown nodes of 100 and one gap of 10 fill the 210 exactly in every one. */
        CHECK_FRAME(layout, a, 0, 0, 100, 20);
        CHECK_FRAME(layout, b, 100, 0, 0, 20);
        CHECK_FRAME(layout, c, 110, 0, 100, 20);
        al_layout_free(layout);
    }
}

static void margins_relative_and_nested(void) {
    layout = al_layout_new();
    al_node root = make_root(400, 400), column = make_stack(root, AL_AXIS_VERTICAL, 300, 0);
    OK(al_stack_set_margins_relative(layout, column, true));
    al_insets margins = {10, 20, 10, 20};
    OK(al_node_set_margins(layout, column, margins));
    OK(al_stack_set_spacing(layout, column, 8));
    al_node row1 = 0, row2 = 0;
    OK(al_stack_new(layout, 0, "row1", AL_AXIS_HORIZONTAL, &row1));
    OK(al_stack_new(layout, 0, "row2", AL_AXIS_HORIZONTAL, &row2));
    OK(al_stack_add_arranged(layout, column, row1));
    OK(al_stack_add_arranged(layout, column, row2));
    OK(al_stack_set_spacing(layout, row1, 4));
    al_node a = item(row1, "a", 40, 20), b = item(row1, "b", 60, 30);
    al_node c = item(row2, "c", 100, 25);
    OK(al_layout_update(layout));
    /* Rows span the margins (260 wide), 8 apart; the column is as tall as its rows. */
    CHECK_FRAME(layout, row1, 20, 10, 260, 30);
    CHECK_FRAME(layout, row2, 20, 48, 260, 25);
    CHECK_FRAME(layout, column, 0, 0, 300, 83);
    CHECK_FRAME(layout, a, 0, 0, 40, 30);
    CHECK_FRAME(layout, b, 44, 0, 216, 30);
    CHECK_FRAME(layout, c, 0, 0, 260, 25);
    bool relative = false, is_stack = false;
    OK(al_stack_is_margins_relative(layout, column, &relative));
    CHECK(relative);
    OK(al_node_is_stack(layout, row2, &is_stack));
    CHECK(is_stack);
    OK(al_node_is_stack(layout, a, &is_stack));
    CHECK(!is_stack);
    /* Turning the column into a row: the rows side by side. */
    OK(al_stack_set_axis(layout, column, AL_AXIS_HORIZONTAL));
    OK(al_stack_set_alignment(layout, column, AL_ALIGNMENT_LEADING));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, row1, 20, 10, 104, 30);
    CHECK_FRAME(layout, row2, 132, 10, 148, 25);
    CHECK_FRAME(layout, column, 0, 0, 300, 50);
    al_axis axis = AL_AXIS_VERTICAL;
    OK(al_stack_get_axis(layout, column, &axis));
    CHECK(axis == AL_AXIS_HORIZONTAL);
    al_layout_free(layout);
}

static void the_engines_constraints_are_its_own(void) {
    layout = al_layout_new();
    al_node root = make_root(400, 400), stack = make_stack(root, AL_AXIS_HORIZONTAL, 0, 20);
    al_node a = item(stack, "a", 50, 20), b = 0;
    OK(al_node_new(layout, root, "b", &b));
    OK(al_node_set_intrinsic_size(layout, b, 60, 20));
    constrain(layout, b, AL_ATTRIBUTE_LEADING, AL_RELATION_EQUAL, a, AL_ATTRIBUTE_TRAILING, 1, 100);
    OK(al_layout_update(layout));
    /* Arranged after the caller's constraint, the stack's link comes later in the order
       and is the one that breaks. */
    OK(al_stack_add_arranged(layout, stack, b));
    FAILS(AL_ERROR_UNSATISFIABLE, al_layout_update(layout));
    CHECK(strstr(al_last_error_message(), "stack stack (b.leading == a.trailing)") != NULL);
    al_constraint broken[4] = {0};
    size_t count = 0;
    OK(al_layout_get_broken_constraints(layout, broken, 4, &count));
    CHECK(count == 1);
    if (count == 1) {
        FAILS(AL_ERROR_INVALID_STATE, al_constraint_free(layout, broken[0]));
        FAILS(AL_ERROR_INVALID_STATE, al_constraint_set_constant(layout, broken[0], 5));
        FAILS(AL_ERROR_INVALID_STATE, al_constraint_set_priority(layout, broken[0], 5));
        FAILS(AL_ERROR_INVALID_STATE, al_constraint_deactivate(layout, broken[0]));
        FAILS(AL_ERROR_INVALID_STATE, al_constraint_set_name(layout, broken[0], "mine"));
    }
    CHECK_FRAME(layout, b, 150, 0, 60, 20);
    al_layout_free(layout);

    /* Hiding is just under required: a caller's required size wins, without a conflict. */
    layout = al_layout_new();
    root = make_root(400, 400);
    stack = make_stack(root, AL_AXIS_HORIZONTAL, 0, 20);
    a = item(stack, "a", 50, 20);
    b = item(stack, "b", 60, 20);
    al_node c = item(stack, "c", 70, 20);
    OK(al_stack_set_spacing(layout, stack, 10));
    constrain(layout, b, AL_ATTRIBUTE_WIDTH, AL_RELATION_EQUAL, 0, AL_ATTRIBUTE_WIDTH, 1, 60);
    OK(al_node_set_hidden(layout, b, true));
    OK(al_layout_update(layout));
    CHECK_FRAME(layout, b, 50, 0, 60, 20);
    CHECK_FRAME(layout, c, 120, 0, 70, 20);
    al_layout_free(layout);
}

int main(void) {
    fill_underfilled_ties_go_to_the_later_node();
    fill_overfilled_compression_resistance_decides();
    ties_go_to_the_later_of_the_lowest_priority();
    fill_follows_content_when_nothing_fixes_the_stack();
    fill_equally();
    fill_proportionally();
    equal_spacing();
    equal_centering();
    alignments_across_a_horizontal_stack();
    baseline_alignment();
    vertical_stack_and_right_to_left();
    hidden_nodes_take_no_room();
    hidden_nodes_in_equal_distributions();
    margins_relative_and_nested();
    the_engines_constraints_are_its_own();
    return finish();
}
