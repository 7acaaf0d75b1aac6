precedencegroup LayoutPriorityPrecedence {
    associativity: left
    lowerThan: ComparisonPrecedence
    higherThan: LogicalConjunctionPrecedence
}

/// `constraint <~ priority` sets the priority and returns the constraint; it binds
/// more loosely than `==`, `>=` and `<=`, so `a.anchors.width >= 100 <~ .defaultHigh`
/// needs no parentheses.
infix operator <~: LayoutPriorityPrecedence

@discardableResult
public func <~ (constraint: Constraint, priority: Priority) -> Constraint {
    constraint.priority = priority
    return constraint
}

/// Sets the priority of each constraint of a composite (`allEdges`, `size`, `center`).
@discardableResult
public func <~ (constraints: [Constraint], priority: Priority) -> [Constraint] {
    for constraint in constraints { constraint.priority = priority }
    return constraints
}
