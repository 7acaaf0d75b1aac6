/// Lists constraints in a block: single relations, composites (`allEdges == ...`, which
/// give several), arrays, `if`/`else`, `switch` and `for`.
@resultBuilder
public enum ConstraintBuilder {
    public static func buildExpression(_ constraint: Constraint) -> [Constraint] { [constraint] }
    public static func buildExpression(_ constraints: [Constraint]) -> [Constraint] { constraints }
    public static func buildBlock(_ parts: [Constraint]...) -> [Constraint] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Constraint]?) -> [Constraint] { part ?? [] }
    public static func buildEither(first part: [Constraint]) -> [Constraint] { part }
    public static func buildEither(second part: [Constraint]) -> [Constraint] { part }
    public static func buildArray(_ parts: [[Constraint]]) -> [Constraint] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [Constraint]) -> [Constraint] { part }
}
