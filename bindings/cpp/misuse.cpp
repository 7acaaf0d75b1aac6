// Must not compile: a relation builds a constraint, created inactive, so a statement
// that drops it is a mistake ([[nodiscard]]). The build checks that the compiler says so.
#include "autolayout.hpp"

void forgotten(autolayout::Node node) {
    node.width() == 100;
}
