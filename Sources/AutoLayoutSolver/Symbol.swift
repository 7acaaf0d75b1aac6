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

/// Values (row constants, objective values) this close to zero count as zero.
@usableFromInline let nearZeroThreshold = 1.0e-8

@inline(__always) func isNearZero(_ value: Double) -> Bool {
    value < nearZeroThreshold && value > -nearZeroThreshold
}

/// Cells smaller than this are rounding noise and dropped from rows. Far below the
/// value threshold: a cell of 1e-9 multiplies slacks that can be a million large (a
/// constraint with a 1e6 multiplier), so dropping it would move a result by 1e-3.
@usableFromInline let cellThreshold = 1.0e-12

@inline(__always) func isNegligibleCell(_ value: Double) -> Bool {
    value < cellThreshold && value > -cellThreshold
}

/// A coefficient must be larger than this to be pivoted on: dividing by less would
/// blow the row up.
@usableFromInline let pivotThreshold = 1.0e-9

/// A sum that came out smaller than this fraction of the sizes of its parts cancelled
/// exactly in exact arithmetic: what is left is rounding, not a coefficient. The parts
/// carry the rounding of every pivot before them: after pivots on multipliers like 52.5
/// and 75 they were seen 1e-11 off, so the bound leaves a margin above that.
@usableFromInline let cancellationThreshold = 1.0e-10
