/// What a tableau symbol stands for. The kind decides which symbols may enter the
/// basis and which rows take part in ratio tests.
public enum SymbolKind: UInt8 {
    /// A variable the caller reads: unrestricted in sign.
    case external
    /// The slack of an inequality: non-negative.
    case slack
    /// The error of an optional constraint: non-negative and priced in the objective.
    case error
    /// The marker of a required equality: fixed at zero, never enters the basis.
    case dummy
    /// A released id waiting for reuse.
    case unused

    /// Restricted symbols are the non-negative ones; only their rows bound a pivot.
    @inline(__always) var isRestricted: Bool { self == .slack || self == .error || self == .dummy }
    /// Symbols the simplex may bring into the basis.
    @inline(__always) var isPivotable: Bool { self == .slack || self == .error }
}
