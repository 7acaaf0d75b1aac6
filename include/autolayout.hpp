// libautolayout for C++: a header-only layer over the C ABI of autolayout.h.
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
// Failures throw autolayout::Error, a std::runtime_error carrying the al_status and the
// library's message.
#ifndef AUTOLAYOUT_HPP
#define AUTOLAYOUT_HPP

#include <initializer_list>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "autolayout.h"

namespace autolayout {

class Error : public std::runtime_error {
public:
    Error(al_status status, const std::string &message) : std::runtime_error(message), status_(status) {}
    al_status status() const noexcept { return status_; }

private:
    al_status status_;
};

namespace detail {
inline void check(al_status status) {
    if (status != AL_OK) throw Error(status, al_last_error_message());
}
}  // namespace detail

class Layout;

// sum(coefficient * item.attribute) + constant: what arithmetic on anchors builds.
class Expression {
public:
    Expression(double constant = 0) : constant_(constant) {}  // NOLINT: numbers convert implicitly
    Expression(uint64_t item, al_attribute attribute, al_layout *layout)
        : layout_(layout), terms_{{item, attribute, 1.0}} {}

    Expression operator+(const Expression &other) const {
        Expression sum = *this;
        sum.layout_ = layout_ ? layout_ : other.layout_;
        sum.terms_.insert(sum.terms_.end(), other.terms_.begin(), other.terms_.end());
        sum.constant_ += other.constant_;
        return sum;
    }
    Expression operator-(const Expression &other) const { return *this + other * -1.0; }
    Expression operator*(double factor) const {
        Expression product = *this;
        for (al_term &term : product.terms_) term.coefficient *= factor;
        product.constant_ *= factor;
        return product;
    }
    Expression operator/(double divisor) const { return *this * (1.0 / divisor); }
    Expression operator-() const { return *this * -1.0; }
    friend Expression operator*(double factor, const Expression &expression) { return expression * factor; }
    friend Expression operator+(double number, const Expression &expression) { return Expression(number) + expression; }
    friend Expression operator-(double number, const Expression &expression) { return Expression(number) - expression; }

    al_layout *layout() const { return layout_; }
    const std::vector<al_term> &terms() const { return terms_; }
    double constant() const { return constant_; }

private:
    al_layout *layout_ = nullptr;
    std::vector<al_term> terms_;
    double constant_ = 0;
};

// A constraint of a layout, created inactive; priority(p) sets its priority and returns it.
class Constraint {
public:
    Constraint() = default;
    Constraint(al_layout *layout, al_constraint handle) : layout_(layout), handle_(handle) {}

    Constraint &priority(double value) {
        detail::check(al_constraint_set_priority(layout_, handle_, value));
        return *this;
    }
    double priority() const {
        double value = 0;
        detail::check(al_constraint_get_priority(layout_, handle_, &value));
        return value;
    }
    Constraint &constant(double value) {
        detail::check(al_constraint_set_constant(layout_, handle_, value));
        return *this;
    }
    Constraint &name(const char *value) {
        detail::check(al_constraint_set_name(layout_, handle_, value));
        return *this;
    }
    bool active() const {
        bool value = false;
        detail::check(al_constraint_is_active(layout_, handle_, &value));
        return value;
    }
    al_constraint handle() const { return handle_; }

private:
    al_layout *layout_ = nullptr;
    al_constraint handle_ = 0;
};

namespace detail {
inline Constraint relate(const Expression &left, al_relation relation, const Expression &right) {
    Expression difference = left - right;
    al_layout *layout = difference.layout();
    if (layout == nullptr) throw Error(AL_ERROR_INVALID_ARGUMENT, "a constraint needs at least one anchor");
    if (left.layout() && right.layout() && left.layout() != right.layout()) {
        throw Error(AL_ERROR_INVALID_ARGUMENT, "a constraint cannot mix two layouts");
    }
    al_constraint handle = 0;
    check(al_constraint_new_expression(layout, difference.terms().data(), difference.terms().size(), relation,
                                       -difference.constant(), &handle));
    return Constraint(layout, handle);
}
}  // namespace detail

inline Constraint operator==(const Expression &left, const Expression &right) {
    return detail::relate(left, AL_RELATION_EQUAL, right);
}
inline Constraint operator<=(const Expression &left, const Expression &right) {
    return detail::relate(left, AL_RELATION_LESS_EQUAL, right);
}
inline Constraint operator>=(const Expression &left, const Expression &right) {
    return detail::relate(left, AL_RELATION_GREATER_EQUAL, right);
}

// A node: anchors for constraints and the frame of the last update. A default Node is
// "no node" (a root's parent).
class Node {
public:
    Node() = default;
    Node(al_layout *layout, al_node handle) : layout_(layout), handle_(handle) {}

    Expression left() const { return anchor(AL_ATTRIBUTE_LEFT); }
    Expression right() const { return anchor(AL_ATTRIBUTE_RIGHT); }
    Expression top() const { return anchor(AL_ATTRIBUTE_TOP); }
    Expression bottom() const { return anchor(AL_ATTRIBUTE_BOTTOM); }
    Expression leading() const { return anchor(AL_ATTRIBUTE_LEADING); }
    Expression trailing() const { return anchor(AL_ATTRIBUTE_TRAILING); }
    Expression width() const { return anchor(AL_ATTRIBUTE_WIDTH); }
    Expression height() const { return anchor(AL_ATTRIBUTE_HEIGHT); }
    Expression centerX() const { return anchor(AL_ATTRIBUTE_CENTER_X); }
    Expression centerY() const { return anchor(AL_ATTRIBUTE_CENTER_Y); }

    al_rect frame() const {
        al_rect rect{};
        detail::check(al_node_get_frame(layout_, handle_, &rect));
        return rect;
    }
    al_rect absoluteFrame() const {
        al_rect rect{};
        detail::check(al_node_get_absolute_frame(layout_, handle_, &rect));
        return rect;
    }
    void intrinsicSize(double width, double height) {
        detail::check(al_node_set_intrinsic_size(layout_, handle_, width, height));
    }
    al_node handle() const { return handle_; }

private:
    Expression anchor(al_attribute attribute) const { return Expression(handle_, attribute, layout_); }
    al_layout *layout_ = nullptr;
    al_node handle_ = 0;
};

// A free variable; use value() in expressions.
class Variable {
public:
    Variable(al_layout *layout, al_variable handle) : layout_(layout), handle_(handle) {}
    Expression expression() const { return Expression(handle_, AL_ATTRIBUTE_VALUE, layout_); }
    operator Expression() const { return expression(); }  // NOLINT: variables read as expressions
    double value() const {
        double result = 0;
        detail::check(al_variable_get_value(layout_, handle_, &result));
        return result;
    }

private:
    al_layout *layout_;
    al_variable handle_;
};

// Owns an al_layout: freed when destroyed; movable, not copyable.
class Layout {
public:
    Layout() : layout_(al_layout_new()) {
        if (layout_ == nullptr) throw Error(AL_ERROR_OUT_OF_MEMORY, "al_layout_new returned NULL");
    }
    ~Layout() { al_layout_free(layout_); }
    Layout(Layout &&other) noexcept : layout_(std::exchange(other.layout_, nullptr)) {}
    Layout &operator=(Layout &&other) noexcept {
        if (this != &other) {
            al_layout_free(layout_);
            layout_ = std::exchange(other.layout_, nullptr);
        }
        return *this;
    }
    Layout(const Layout &) = delete;
    Layout &operator=(const Layout &) = delete;

    Node node(const char *name = nullptr, Node parent = {}) {
        al_node handle = 0;
        detail::check(al_node_new(layout_, parent.handle(), name, &handle));
        return Node(layout_, handle);
    }
    Variable variable(const char *name = nullptr) {
        al_variable handle = 0;
        detail::check(al_variable_new(layout_, name, &handle));
        return Variable(layout_, handle);
    }
    void activate(std::initializer_list<Constraint> constraints) { apply(constraints, al_constraints_activate); }
    void deactivate(std::initializer_list<Constraint> constraints) { apply(constraints, al_constraints_deactivate); }
    void activate(const std::vector<Constraint> &constraints) { apply(constraints, al_constraints_activate); }
    void deactivate(const std::vector<Constraint> &constraints) { apply(constraints, al_constraints_deactivate); }
    void update() { detail::check(al_layout_update(layout_)); }
    void direction(al_direction value) { detail::check(al_layout_set_direction(layout_, value)); }
    void scale(double value) { detail::check(al_layout_set_scale(layout_, value)); }
    al_layout *get() const { return layout_; }

private:
    template <typename Constraints>
    void apply(const Constraints &constraints, al_status (*function)(al_layout *, const al_constraint *, size_t)) {
        std::vector<al_constraint> handles;
        handles.reserve(constraints.size());
        for (const Constraint &constraint : constraints) handles.push_back(constraint.handle());
        detail::check(function(layout_, handles.data(), handles.size()));
    }
    al_layout *layout_;
};

}  // namespace autolayout

#endif  // AUTOLAYOUT_HPP
