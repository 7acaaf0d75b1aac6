// Linear arithmetic on anchors, variables and expressions. Sums need one axis on both
// sides, except that an expression of variables alone (`AnyAxis`) joins any axis.

public func + <L: LayoutExpressible, R: LayoutExpressible>(lhs: L, rhs: R) -> LayoutExpression<L.Axis> where L.Axis == R.Axis {
    lhs.expression.adding(rhs.expression)
}

public func + <L: LayoutExpressible, R: LayoutExpressible>(lhs: L, rhs: R) -> LayoutExpression<L.Axis> where L.Axis: AnchorAxis, R.Axis == AnyAxis {
    lhs.expression.adding(rhs.expression.cast())
}

public func + <L: LayoutExpressible, R: LayoutExpressible>(lhs: L, rhs: R) -> LayoutExpression<R.Axis> where L.Axis == AnyAxis, R.Axis: AnchorAxis {
    lhs.expression.cast().adding(rhs.expression)
}

public func - <L: LayoutExpressible, R: LayoutExpressible>(lhs: L, rhs: R) -> LayoutExpression<L.Axis> where L.Axis == R.Axis {
    lhs.expression.adding(rhs.expression, times: -1)
}

public func - <L: LayoutExpressible, R: LayoutExpressible>(lhs: L, rhs: R) -> LayoutExpression<L.Axis> where L.Axis: AnchorAxis, R.Axis == AnyAxis {
    lhs.expression.adding(rhs.expression.cast(), times: -1)
}

public func - <L: LayoutExpressible, R: LayoutExpressible>(lhs: L, rhs: R) -> LayoutExpression<R.Axis> where L.Axis == AnyAxis, R.Axis: AnchorAxis {
    lhs.expression.cast().adding(rhs.expression, times: -1)
}

public func + <L: LayoutExpressible>(lhs: L, rhs: Double) -> LayoutExpression<L.Axis> {
    lhs.expression.offset(by: rhs)
}

public func + <R: LayoutExpressible>(lhs: Double, rhs: R) -> LayoutExpression<R.Axis> {
    rhs.expression.offset(by: lhs)
}

public func - <L: LayoutExpressible>(lhs: L, rhs: Double) -> LayoutExpression<L.Axis> {
    lhs.expression.offset(by: -rhs)
}

public func * <L: LayoutExpressible>(lhs: L, rhs: Double) -> LayoutExpression<L.Axis> {
    lhs.expression.scaled(by: rhs)
}

public func * <R: LayoutExpressible>(lhs: Double, rhs: R) -> LayoutExpression<R.Axis> {
    rhs.expression.scaled(by: lhs)
}

public func / <L: LayoutExpressible>(lhs: L, rhs: Double) -> LayoutExpression<L.Axis> {
    lhs.expression.scaled(by: 1 / rhs)
}
