/// A variable of the solver: an unrestricted external symbol.
public struct Variable: Hashable, Sendable {
    public let symbol: Int32
    @inline(__always) public init(symbol: Int32) { self.symbol = symbol }
    /// A placeholder that stands for no variable (a free slot's).
    public static let none = Variable(symbol: -1)
}

/// A constraint added to the solver; valid until it is removed.
public struct ConstraintID: Hashable, Sendable {
    public let index: Int32
    @inline(__always) public init(index: Int32) { self.index = index }
}

/// How a constraint's expression relates to zero.
public enum Relation: Int8 {
    case lessOrEqual = -1
    case equal = 0
    case greaterOrEqual = 1
}

/// `coefficient * variable`, one term of a constraint's expression.
public struct LinearTerm {
    public var variable: Variable
    public var coefficient: Double
    @inline(__always) public init(_ variable: Variable, _ coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// The priority of required constraints; anything lower is optional.
public let requiredPriority = 1000.0

/// Why the solver refused a request.
public enum SolverError: Error {
    /// A required constraint cannot hold together with the required constraints in
    /// `conflicts` (a set that, with it, has no solution). The solver is unchanged.
    case unsatisfiable(conflicts: [ConstraintID])
    /// An invariant of the simplex failed (numerical trouble); the message says where.
    case internalFailure(String)
    #if !arch(wasm32)   // the WebAssembly module does not bound the simplex
    /// The simplex did more work than `Solver.boundWork` allows; the tableau is
    /// consistent but neither feasible nor optimal, and the caller solves afresh.
    case workLimitReached
    #endif
}
