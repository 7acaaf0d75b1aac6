// libautolayout for C++17: a header-only layer over the C ABI of autolayout.h.
//
//   autolayout::Layout layout;
//   auto root = layout.node("root");
//   auto child = layout.node("child", root);
//   layout.activate({root.left() == 0, root.top() == 0, root.width() == 800, root.height() == 600,
//                    child.left() == root.left() + 10, child.right() == root.right() - 10,
//                    (child.height() == 100).priority(750)});
//   layout.update();
//   al_rect frame = child.frame();
//
// Ownership: a Layout and every Node, Variable, Constraint and Expression made from it
// share the C layout, which is freed when the last of them goes. A node kept after its
// Layout object is destroyed therefore still works; nothing ever points at freed memory.
// A moved-from Layout, a default Node and the like refer to no layout: using them throws.
//
// Failures throw autolayout::Error, a std::runtime_error carrying the al_status and the
// library's message. An exception thrown by a measure function or the logger comes out of
// the update() that called it.
#ifndef AUTOLAYOUT_HPP
#define AUTOLAYOUT_HPP

#include <cmath>
#include <exception>
#include <functional>
#include <initializer_list>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "autolayout.h"

namespace autolayout {

class Error : public std::runtime_error {
public:
    Error(al_status status, const std::string &message) : std::runtime_error(message), status_(status) {}
    [[nodiscard]] al_status status() const noexcept { return status_; }

private:
    al_status status_;
};

// The loaded library's version, "MAJOR.MINOR.PATCH" (AL_VERSION_MAJOR... give the header's).
[[nodiscard]] inline const char *version() noexcept { return al_version(); }
// A static name for a status ("invalid handle"), never null.
[[nodiscard]] inline const char *statusString(al_status status) noexcept { return al_status_string(status); }

class Node;
class Constraint;

// What a measure function returns: the intrinsic width and height
// (AL_NO_INTRINSIC_METRIC for none on an axis).
struct Size {
    double width;
    double height;
};
using MeasureFunction = std::function<Size(const Node &)>;
using LogFunction = std::function<void(std::string_view)>;

namespace detail {

inline void check(al_status status) {
    if (status != AL_OK) throw Error(status, al_last_error_message());
}

// The C layout and the C++ callables its callbacks reach, shared by the Layout and
// everything made in it: the last of them to go frees the layout.
struct Owner : std::enable_shared_from_this<Owner> {
    al_layout *layout = al_layout_new();
    LogFunction logger;
    std::unordered_map<al_node, MeasureFunction> measures;
    // An exception of a callback, held while C is on the stack and thrown by update().
    std::exception_ptr pending;

    Owner() {
        if (layout == nullptr) throw Error(AL_ERROR_OUT_OF_MEMORY, "al_layout_new returned NULL");
    }
    ~Owner() { al_layout_free(layout); }
    Owner(const Owner &) = delete;
    Owner &operator=(const Owner &) = delete;
};
using Shared = std::shared_ptr<Owner>;

inline al_layout *raw(const Shared &owner) { return owner ? owner->layout : nullptr; }

// A C string for a name or a text: a string_view is copied to add the NUL, and one
// holding a NUL would be cut short by C, so it is refused.
inline std::string terminated(std::string_view text) {
    if (text.find('\0') != std::string_view::npos) {
        throw Error(AL_ERROR_INVALID_ARGUMENT, "a name or text must not contain a NUL character");
    }
    return std::string(text);
}

// Reads an array the C way: ask for the count, then fill.
template <typename Function>
std::vector<uint64_t> handles(Function function) {
    size_t count = 0;
    check(function(nullptr, 0, &count));
    std::vector<uint64_t> result(count);
    if (count > 0) check(function(result.data(), count, &count));
    result.resize(count);
    return result;
}

}  // namespace detail

// sum(coefficient * item.attribute) + constant: what arithmetic on anchors builds.
class Expression {
public:
    Expression(double constant = 0) : constant_(constant) {}  // NOLINT: numbers convert implicitly
    Expression(detail::Shared owner, uint64_t item, al_attribute attribute)
        : owner_(std::move(owner)), terms_{{item, attribute, 1.0}} {}

    [[nodiscard]] Expression operator+(const Expression &other) const {
        Expression sum = *this;
        if (!sum.owner_) sum.owner_ = other.owner_;
        sum.terms_.insert(sum.terms_.end(), other.terms_.begin(), other.terms_.end());
        sum.constant_ += other.constant_;
        return sum;
    }
    [[nodiscard]] Expression operator-(const Expression &other) const { return *this + other * -1.0; }
    [[nodiscard]] Expression operator*(double factor) const {
        Expression product = *this;
        for (al_term &term : product.terms_) term.coefficient *= factor;
        product.constant_ *= factor;
        return product;
    }
    [[nodiscard]] Expression operator/(double divisor) const { return *this * (1.0 / divisor); }
    [[nodiscard]] Expression operator-() const { return *this * -1.0; }
    [[nodiscard]] friend Expression operator*(double factor, const Expression &expression) { return expression * factor; }
    [[nodiscard]] friend Expression operator+(double number, const Expression &expression) {
        return Expression(number) + expression;
    }
    [[nodiscard]] friend Expression operator-(double number, const Expression &expression) {
        return Expression(number) - expression;
    }

    [[nodiscard]] const detail::Shared &owner() const { return owner_; }
    [[nodiscard]] al_layout *layout() const { return detail::raw(owner_); }
    [[nodiscard]] const std::vector<al_term> &terms() const { return terms_; }
    [[nodiscard]] double constant() const { return constant_; }

private:
    detail::Shared owner_;
    std::vector<al_term> terms_;
    double constant_ = 0;
};

// A constraint of a layout, created inactive; priority(p) sets its priority and returns it.
class Constraint {
public:
    Constraint() = default;
    Constraint(detail::Shared owner, al_constraint handle) : owner_(std::move(owner)), handle_(handle) {}

    Constraint &priority(double value) {
        detail::check(al_constraint_set_priority(layout(), handle_, value));
        return *this;
    }
    [[nodiscard]] double priority() const {
        double value = 0;
        detail::check(al_constraint_get_priority(layout(), handle_, &value));
        return value;
    }
    Constraint &constant(double value) {
        detail::check(al_constraint_set_constant(layout(), handle_, value));
        return *this;
    }
    // The right-hand side once every term is on the left.
    [[nodiscard]] double constant() const {
        double value = 0;
        detail::check(al_constraint_get_constant(layout(), handle_, &value));
        return value;
    }
    Constraint &name(const char *value) {   // nullptr clears it
        detail::check(al_constraint_set_name(layout(), handle_, value));
        return *this;
    }
    Constraint &name(std::string_view value) { return name(detail::terminated(value).c_str()); }
    [[nodiscard]] bool active() const {
        bool value = false;
        detail::check(al_constraint_is_active(layout(), handle_, &value));
        return value;
    }
    Constraint &activate() {
        detail::check(al_constraint_activate(layout(), handle_));
        return *this;
    }
    Constraint &deactivate() {
        detail::check(al_constraint_deactivate(layout(), handle_));
        return *this;
    }
    // Frees it in the layout; this object (and copies) then refer to nothing valid.
    void free() { detail::check(al_constraint_free(layout(), handle_)); }

    [[nodiscard]] al_constraint handle() const { return handle_; }
    [[nodiscard]] al_layout *layout() const { return detail::raw(owner_); }
    [[nodiscard]] bool operator==(const Constraint &other) const {
        return owner_ == other.owner_ && handle_ == other.handle_;
    }
    [[nodiscard]] bool operator!=(const Constraint &other) const { return !(*this == other); }

private:
    detail::Shared owner_;
    al_constraint handle_ = 0;
};

namespace detail {
inline Constraint relate(const Expression &left, al_relation relation, const Expression &right) {
    if (left.owner() && right.owner() && left.owner() != right.owner()) {
        throw Error(AL_ERROR_INVALID_ARGUMENT, "a constraint cannot mix two layouts");
    }
    Expression difference = left - right;
    if (!difference.owner()) throw Error(AL_ERROR_INVALID_ARGUMENT, "a constraint needs at least one anchor");
    al_constraint handle = 0;
    check(al_constraint_new_expression(difference.layout(), difference.terms().data(), difference.terms().size(),
                                       relation, -difference.constant(), &handle));
    return Constraint(difference.owner(), handle);
}
}  // namespace detail

// Relations build a constraint, created inactive: dropping it is a mistake.
[[nodiscard]] inline Constraint operator==(const Expression &left, const Expression &right) {
    return detail::relate(left, AL_RELATION_EQUAL, right);
}
[[nodiscard]] inline Constraint operator<=(const Expression &left, const Expression &right) {
    return detail::relate(left, AL_RELATION_LESS_EQUAL, right);
}
[[nodiscard]] inline Constraint operator>=(const Expression &left, const Expression &right) {
    return detail::relate(left, AL_RELATION_GREATER_EQUAL, right);
}

// A node: anchors for constraints and the frame of the last update. A default Node is
// "no node" (a root's parent).
class Node {
public:
    Node() = default;
    Node(detail::Shared owner, al_node handle) : owner_(std::move(owner)), handle_(handle) {}

    [[nodiscard]] Expression left() const { return anchor(AL_ATTRIBUTE_LEFT); }
    [[nodiscard]] Expression right() const { return anchor(AL_ATTRIBUTE_RIGHT); }
    [[nodiscard]] Expression top() const { return anchor(AL_ATTRIBUTE_TOP); }
    [[nodiscard]] Expression bottom() const { return anchor(AL_ATTRIBUTE_BOTTOM); }
    [[nodiscard]] Expression leading() const { return anchor(AL_ATTRIBUTE_LEADING); }
    [[nodiscard]] Expression trailing() const { return anchor(AL_ATTRIBUTE_TRAILING); }
    [[nodiscard]] Expression width() const { return anchor(AL_ATTRIBUTE_WIDTH); }
    [[nodiscard]] Expression height() const { return anchor(AL_ATTRIBUTE_HEIGHT); }
    [[nodiscard]] Expression centerX() const { return anchor(AL_ATTRIBUTE_CENTER_X); }
    [[nodiscard]] Expression centerY() const { return anchor(AL_ATTRIBUTE_CENTER_Y); }
    // UIKit's: baselines (the bottom edge without offsets) and the margins guide's edges.
    [[nodiscard]] Expression firstBaseline() const { return anchor(AL_ATTRIBUTE_FIRST_BASELINE); }
    [[nodiscard]] Expression lastBaseline() const { return anchor(AL_ATTRIBUTE_LAST_BASELINE); }
    [[nodiscard]] Expression leftMargin() const { return anchor(AL_ATTRIBUTE_LEFT_MARGIN); }
    [[nodiscard]] Expression rightMargin() const { return anchor(AL_ATTRIBUTE_RIGHT_MARGIN); }
    [[nodiscard]] Expression topMargin() const { return anchor(AL_ATTRIBUTE_TOP_MARGIN); }
    [[nodiscard]] Expression bottomMargin() const { return anchor(AL_ATTRIBUTE_BOTTOM_MARGIN); }
    [[nodiscard]] Expression leadingMargin() const { return anchor(AL_ATTRIBUTE_LEADING_MARGIN); }
    [[nodiscard]] Expression trailingMargin() const { return anchor(AL_ATTRIBUTE_TRAILING_MARGIN); }
    [[nodiscard]] Expression centerXWithinMargins() const { return anchor(AL_ATTRIBUTE_CENTER_X_WITHIN_MARGINS); }
    [[nodiscard]] Expression centerYWithinMargins() const { return anchor(AL_ATTRIBUTE_CENTER_Y_WITHIN_MARGINS); }

    // Guides: nodes the engine keeps in place (see docs/guides.md).
    [[nodiscard]] Node guide(al_guide kind) const {
        al_node handle = 0;
        detail::check(al_node_get_guide(layout(), handle_, kind, &handle));
        return Node(owner_, handle);
    }
    [[nodiscard]] Node marginsGuide() const { return guide(AL_GUIDE_MARGINS); }
    [[nodiscard]] Node safeArea() const { return guide(AL_GUIDE_SAFE_AREA); }
    [[nodiscard]] Node readable() const { return guide(AL_GUIDE_READABLE_CONTENT); }
    // Directional margins (default 8), safe-area insets (default 0), readable width
    // (default 672), baseline offsets (AL_NO_INTRINSIC_METRIC for none), hidden.
    void margins(al_insets value) { detail::check(al_node_set_margins(layout(), handle_, value)); }
    [[nodiscard]] al_insets margins() const {
        al_insets value{};
        detail::check(al_node_get_margins(layout(), handle_, &value));
        return value;
    }
    void safeAreaInsets(al_insets value) { detail::check(al_node_set_safe_area_insets(layout(), handle_, value)); }
    [[nodiscard]] al_insets safeAreaInsets() const {
        al_insets value{};
        detail::check(al_node_get_safe_area_insets(layout(), handle_, &value));
        return value;
    }
    void readableWidth(double width) { detail::check(al_node_set_readable_width(layout(), handle_, width)); }
    [[nodiscard]] double readableWidth() const {
        double value = 0;
        detail::check(al_node_get_readable_width(layout(), handle_, &value));
        return value;
    }
    void baselineOffsets(double firstFromTop, double lastFromBottom) {
        detail::check(al_node_set_baseline_offsets(layout(), handle_, firstFromTop, lastFromBottom));
    }
    void hidden(bool value) { detail::check(al_node_set_hidden(layout(), handle_, value)); }
    [[nodiscard]] bool hidden() const {
        bool value = false;
        detail::check(al_node_is_hidden(layout(), handle_, &value));
        return value;
    }

    // The frame of the last update, relative to the parent / in the roots' space.
    [[nodiscard]] al_rect frame() const {
        al_rect rect{};
        detail::check(al_node_get_frame(layout(), handle_, &rect));
        return rect;
    }
    [[nodiscard]] al_rect absoluteFrame() const {
        al_rect rect{};
        detail::check(al_node_get_absolute_frame(layout(), handle_, &rect));
        return rect;
    }

    // Intrinsic content size; AL_NO_INTRINSIC_METRIC on an axis means none.
    void intrinsicSize(double width, double height) {
        detail::check(al_node_set_intrinsic_size(layout(), handle_, width, height));
    }
    [[nodiscard]] Size intrinsicSize() const {
        Size size{AL_NO_INTRINSIC_METRIC, AL_NO_INTRINSIC_METRIC};
        detail::check(al_node_get_intrinsic_size(layout(), handle_, &size.width, &size.height));
        return size;
    }
    void hugging(al_axis axis, double priority) {
        detail::check(al_node_set_content_hugging_priority(layout(), handle_, axis, priority));
    }
    [[nodiscard]] double hugging(al_axis axis) const {
        double value = 0;
        detail::check(al_node_get_content_hugging_priority(layout(), handle_, axis, &value));
        return value;
    }
    void compressionResistance(al_axis axis, double priority) {
        detail::check(al_node_set_compression_resistance_priority(layout(), handle_, axis, priority));
    }
    [[nodiscard]] double compressionResistance(al_axis axis) const {
        double value = 0;
        detail::check(al_node_get_compression_resistance_priority(layout(), handle_, axis, &value));
        return value;
    }
    // Supplies the intrinsic size at update time (at the next update, then when marked
    // dirty); an empty function removes it.
    void measure(MeasureFunction function);
    void markDirty() { detail::check(al_node_mark_dirty(layout(), handle_)); }

    // The parent, or a default Node for a root; parent(Node()) makes it a root.
    [[nodiscard]] Node parent() const {
        al_node handle = 0;
        detail::check(al_node_get_parent(layout(), handle_, &handle));
        return handle == 0 ? Node() : Node(owner_, handle);
    }
    void parent(const Node &parent) { detail::check(al_node_set_parent(layout(), handle_, parent.handle())); }
    // Frees the node, its subtree and every constraint that mentions them.
    void free() {
        detail::check(al_node_free(layout(), handle_));
        if (owner_) owner_->measures.erase(handle_);
    }
    // A pointer of the caller's, kept with the node and never read.
    void userData(void *data) { detail::check(al_node_set_user_data(layout(), handle_, data)); }
    [[nodiscard]] void *userData() const {
        void *data = nullptr;
        detail::check(al_node_get_user_data(layout(), handle_, &data));
        return data;
    }
    [[nodiscard]] bool hasAmbiguousLayout() const {
        bool value = false;
        detail::check(al_node_has_ambiguous_layout(layout(), handle_, &value));
        return value;
    }

    [[nodiscard]] al_node handle() const { return handle_; }
    [[nodiscard]] al_layout *layout() const { return detail::raw(owner_); }
    [[nodiscard]] bool operator==(const Node &other) const { return owner_ == other.owner_ && handle_ == other.handle_; }
    [[nodiscard]] bool operator!=(const Node &other) const { return !(*this == other); }

private:
    friend class Stack;
    [[nodiscard]] Expression anchor(al_attribute attribute) const { return Expression(owner_, handle_, attribute); }
    detail::Shared owner_;
    al_node handle_ = 0;
};

// A stack view (UIStackView): a node that arranges some of its children along an axis
// with constraints the engine keeps (see docs/stacks.md).
class Stack : public Node {
public:
    Stack() = default;
    Stack(detail::Shared owner, al_node handle) : Node(std::move(owner), handle) {}

    // Arranges a node last (making it a child), or at `index`; remove keeps it a child.
    void add(const Node &node) { detail::check(al_stack_add_arranged(layout(), handle(), node.handle())); }
    void insert(const Node &node, size_t index) {
        detail::check(al_stack_insert_arranged(layout(), handle(), node.handle(), index));
    }
    void remove(const Node &node) { detail::check(al_stack_remove_arranged(layout(), handle(), node.handle())); }
    [[nodiscard]] std::vector<Node> arranged() const {
        std::vector<Node> nodes;
        for (uint64_t node : detail::handles([this](uint64_t *out, size_t capacity, size_t *count) {
                 return al_stack_get_arranged(layout(), handle(), out, capacity, count);
             })) {
            nodes.emplace_back(owner_, node);
        }
        return nodes;
    }
    void axis(al_axis value) { detail::check(al_stack_set_axis(layout(), handle(), value)); }
    [[nodiscard]] al_axis axis() const {
        al_axis value = AL_AXIS_HORIZONTAL;
        detail::check(al_stack_get_axis(layout(), handle(), &value));
        return value;
    }
    void distribution(al_distribution value) { detail::check(al_stack_set_distribution(layout(), handle(), value)); }
    [[nodiscard]] al_distribution distribution() const {
        al_distribution value = AL_DISTRIBUTION_FILL;
        detail::check(al_stack_get_distribution(layout(), handle(), &value));
        return value;
    }
    void alignment(al_alignment value) { detail::check(al_stack_set_alignment(layout(), handle(), value)); }
    [[nodiscard]] al_alignment alignment() const {
        al_alignment value = AL_ALIGNMENT_FILL;
        detail::check(al_stack_get_alignment(layout(), handle(), &value));
        return value;
    }
    void spacing(double value) { detail::check(al_stack_set_spacing(layout(), handle(), value)); }
    [[nodiscard]] double spacing() const {
        double value = 0;
        detail::check(al_stack_get_spacing(layout(), handle(), &value));
        return value;
    }
    void customSpacing(const Node &after, double value) {
        detail::check(al_stack_set_custom_spacing(layout(), handle(), after.handle(), value));
    }
    [[nodiscard]] double customSpacing(const Node &after) const {
        double value = 0;
        detail::check(al_stack_get_custom_spacing(layout(), handle(), after.handle(), &value));
        return value;
    }
    void marginsRelative(bool value) { detail::check(al_stack_set_margins_relative(layout(), handle(), value)); }
    [[nodiscard]] bool marginsRelative() const {
        bool value = false;
        detail::check(al_stack_is_margins_relative(layout(), handle(), &value));
        return value;
    }
};

namespace detail {
// The C callbacks: they find the C++ callable through the Owner and never let an
// exception through C.
inline void measureTrampoline(void *userdata, al_node node, double *width, double *height) {
    auto *owner = static_cast<Owner *>(userdata);
    try {
        auto found = owner->measures.find(node);
        if (found == owner->measures.end()) return;
        Size size = found->second(Node(owner->shared_from_this(), node));
        *width = size.width;
        *height = size.height;
    } catch (...) {
        if (!owner->pending) owner->pending = std::current_exception();
        *width = NAN;   // fails the update, which then changes nothing
    }
}

inline void logTrampoline(al_layout *, const char *message, void *userdata) {
    auto *owner = static_cast<Owner *>(userdata);
    try {
        if (owner->logger) owner->logger(message);
    } catch (...) {
        if (!owner->pending) owner->pending = std::current_exception();
    }
}
}  // namespace detail

inline void Node::measure(MeasureFunction function) {
    if (!function) {
        detail::check(al_node_set_measure_function(layout(), handle_, nullptr, nullptr));
        if (owner_) owner_->measures.erase(handle_);
        return;
    }
    detail::check(al_node_set_measure_function(layout(), handle_, detail::measureTrampoline, owner_.get()));
    owner_->measures[handle_] = std::move(function);
}

// A free variable; use it in expressions like an anchor.
class Variable {
public:
    Variable() = default;
    Variable(detail::Shared owner, al_variable handle) : owner_(std::move(owner)), handle_(handle) {}
    [[nodiscard]] Expression expression() const { return Expression(owner_, handle_, AL_ATTRIBUTE_VALUE); }
    operator Expression() const { return expression(); }  // NOLINT: variables read as expressions
    [[nodiscard]] double value() const {
        double result = 0;
        detail::check(al_variable_get_value(detail::raw(owner_), handle_, &result));
        return result;
    }
    [[nodiscard]] al_variable handle() const { return handle_; }

private:
    detail::Shared owner_;
    al_variable handle_ = 0;
};

// A layout: movable, not copyable. The C layout lives as long as this or anything made
// from it does.
class Layout {
public:
    Layout() : owner_(std::make_shared<detail::Owner>()) {}
    Layout(Layout &&other) noexcept = default;
    Layout &operator=(Layout &&other) noexcept = default;
    Layout(const Layout &) = delete;
    Layout &operator=(const Layout &) = delete;

    // A new node under `parent` (a default Node makes a root); names are copied.
    [[nodiscard]] Node node(const char *name = nullptr, const Node &parent = {}) {
        al_node handle = 0;
        detail::check(al_node_new(get(), parent.handle(), name, &handle));
        return Node(owner_, handle);
    }
    [[nodiscard]] Node node(std::string_view name, const Node &parent = {}) {
        return node(detail::terminated(name).c_str(), parent);
    }
    // A new stack view under `parent` arranging along `axis`.
    [[nodiscard]] Stack stack(const char *name = nullptr, const Node &parent = {}, al_axis axis = AL_AXIS_HORIZONTAL) {
        al_node handle = 0;
        detail::check(al_stack_new(get(), parent.handle(), name, axis, &handle));
        return Stack(owner_, handle);
    }
    [[nodiscard]] Variable variable(const char *name = nullptr) {
        al_variable handle = 0;
        detail::check(al_variable_new(get(), name, &handle));
        return Variable(owner_, handle);
    }
    [[nodiscard]] Variable variable(std::string_view name) { return variable(detail::terminated(name).c_str()); }

    void activate(std::initializer_list<Constraint> constraints) { apply(constraints, al_constraints_activate); }
    void deactivate(std::initializer_list<Constraint> constraints) { apply(constraints, al_constraints_deactivate); }
    void activate(const std::vector<Constraint> &constraints) { apply(constraints, al_constraints_activate); }
    void deactivate(const std::vector<Constraint> &constraints) { apply(constraints, al_constraints_deactivate); }

    // Solves. Throws Error(AL_ERROR_UNSATISFIABLE) when required constraints conflict (the
    // layout is still computed without them), or what a measure function or the logger threw.
    void update() {
        al_status status = al_layout_update(get());
        if (owner_ && owner_->pending) std::rethrow_exception(std::exchange(owner_->pending, nullptr));
        detail::check(status);
    }
    void direction(al_direction value) { detail::check(al_layout_set_direction(get(), value)); }
    void scale(double value) { detail::check(al_layout_set_scale(get(), value)); }

    // Active required constraints left out by the last update, in the order they broke.
    [[nodiscard]] std::vector<Constraint> brokenConstraints() const {
        return constraints(detail::handles([this](uint64_t *out, size_t capacity, size_t *count) {
            return al_layout_get_broken_constraints(get(), out, capacity, count);
        }));
    }
    // For a broken constraint: the others of a minimal set that cannot hold with it.
    [[nodiscard]] std::vector<Constraint> explain(const Constraint &broken) const {
        return constraints(detail::handles([&](uint64_t *out, size_t capacity, size_t *count) {
            return al_layout_explain_conflict(get(), broken.handle(), out, capacity, count);
        }));
    }
    // Nodes whose frame changed in the last update.
    [[nodiscard]] std::vector<Node> changedNodes() const {
        std::vector<Node> nodes;
        for (uint64_t handle : detail::handles([this](uint64_t *out, size_t capacity, size_t *count) {
                 return al_layout_get_changed_nodes(get(), out, capacity, count);
             })) {
            nodes.emplace_back(owner_, handle);
        }
        return nodes;
    }
    // Relative frames of many nodes at once.
    [[nodiscard]] std::vector<al_rect> frames(const std::vector<Node> &nodes) const {
        std::vector<al_node> handles;
        handles.reserve(nodes.size());
        for (const Node &node : nodes) handles.push_back(node.handle());
        std::vector<al_rect> rects(nodes.size());
        detail::check(al_nodes_get_frames(get(), handles.data(), handles.size(), rects.data()));
        return rects;
    }

    // Creates and activates what the constraint language text states (all or nothing).
    std::vector<Constraint> constrain(std::string_view text) {
        std::string terminated = detail::terminated(text);
        // Every constraint takes more than one character of text: room for all of them.
        std::vector<al_constraint> handles(terminated.size() + 1);
        size_t count = 0;
        detail::check(al_layout_constrain(get(), terminated.c_str(), handles.data(), handles.size(), &count));
        handles.resize(count < handles.size() ? count : handles.size());
        return constraints(handles);
    }
    // The layout as text (constraint-language statements) or as an SVG picture.
    [[nodiscard]] std::string describe(al_format format = AL_FORMAT_TEXT) const {
        size_t length = 0;
        detail::check(al_layout_describe(get(), format, nullptr, 0, &length));
        std::string text(length + 1, '\0');
        detail::check(al_layout_describe(get(), format, &text[0], text.size(), &length));
        text.resize(length);
        return text;
    }
    [[nodiscard]] std::string svg() const { return describe(AL_FORMAT_SVG); }

    // Told whenever an update changes the set of broken constraints (see autolayout.h);
    // an empty function turns logging off.
    void set_logger(LogFunction logger) {
        bool on = static_cast<bool>(logger);
        detail::check(al_layout_set_logger(get(), on ? detail::logTrampoline : nullptr, owner_.get()));
        owner_->logger = std::move(logger);
    }

    [[nodiscard]] al_layout *get() const { return detail::raw(owner_); }

private:
    template <typename Constraints>
    void apply(const Constraints &constraints, al_status (*function)(al_layout *, const al_constraint *, size_t)) {
        std::vector<al_constraint> handles;
        handles.reserve(constraints.size());
        for (const Constraint &constraint : constraints) {
            if (constraint.layout() != get()) {
                throw Error(AL_ERROR_INVALID_HANDLE, "a constraint of another layout (or of none)");
            }
            handles.push_back(constraint.handle());
        }
        detail::check(function(get(), handles.data(), handles.size()));
    }
    [[nodiscard]] std::vector<Constraint> constraints(const std::vector<uint64_t> &handles) const {
        std::vector<Constraint> result;
        result.reserve(handles.size());
        for (uint64_t handle : handles) result.emplace_back(owner_, handle);
        return result;
    }
    detail::Shared owner_;
};

}  // namespace autolayout

#endif  // AUTOLAYOUT_HPP
