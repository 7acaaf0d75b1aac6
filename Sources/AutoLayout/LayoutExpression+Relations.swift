internal import AutoLayoutModel

// `==`, `>=` and `<=` between expressions of one axis (or an expression of variables
// alone and any axis), or an expression and a number: each gives an inactive
// `Constraint`, which `layout.activate` or `isActive = true` puts into effect.

public func == <L: LayoutExpressible, R: LayoutExpressible>(lhs: L, rhs: R) -> Constraint where L.Axis == R.Axis {
    Constraint(lhs.expression, .equal, rhs.expression)
}

public func == <L: LayoutExpressible, R: LayoutExpressible>(lhs: L, rhs: R) -> Constraint where L.Axis: AnchorAxis, R.Axis == AnyAxis {
    Constraint(lhs.expression, .equal, rhs.expression.cast())
}

public func == <L: LayoutExpressible, R: LayoutExpressible>(lhs: L, rhs: R) -> Constraint where L.Axis == AnyAxis, R.Axis: AnchorAxis {
    Constraint(lhs.expression.cast(), .equal, rhs.expression)
}

public func == <L: LayoutExpressible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs.expression, .equal, LayoutExpression([], constant: rhs))
}

public func >= <L: LayoutExpressible, R: LayoutExpressible>(lhs: L, rhs: R) -> Constraint where L.Axis == R.Axis {
    Constraint(lhs.expression, .greaterOrEqual, rhs.expression)
}

public func >= <L: LayoutExpressible, R: LayoutExpressible>(lhs: L, rhs: R) -> Constraint where L.Axis: AnchorAxis, R.Axis == AnyAxis {
    Constraint(lhs.expression, .greaterOrEqual, rhs.expression.cast())
}

public func >= <L: LayoutExpressible, R: LayoutExpressible>(lhs: L, rhs: R) -> Constraint where L.Axis == AnyAxis, R.Axis: AnchorAxis {
    Constraint(lhs.expression.cast(), .greaterOrEqual, rhs.expression)
}

public func >= <L: LayoutExpressible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs.expression, .greaterOrEqual, LayoutExpression([], constant: rhs))
}

public func <= <L: LayoutExpressible, R: LayoutExpressible>(lhs: L, rhs: R) -> Constraint where L.Axis == R.Axis {
    Constraint(lhs.expression, .lessOrEqual, rhs.expression)
}

public func <= <L: LayoutExpressible, R: LayoutExpressible>(lhs: L, rhs: R) -> Constraint where L.Axis: AnchorAxis, R.Axis == AnyAxis {
    Constraint(lhs.expression, .lessOrEqual, rhs.expression.cast())
}

public func <= <L: LayoutExpressible, R: LayoutExpressible>(lhs: L, rhs: R) -> Constraint where L.Axis == AnyAxis, R.Axis: AnchorAxis {
    Constraint(lhs.expression.cast(), .lessOrEqual, rhs.expression)
}

public func <= <L: LayoutExpressible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs.expression, .lessOrEqual, LayoutExpression([], constant: rhs))
}
