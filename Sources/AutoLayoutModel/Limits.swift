/// The largest magnitude accepted for constants, coefficients, multipliers and sizes:
/// far beyond any screen, yet small enough that sums and products of a few of them stay
/// well inside the range of doubles.
public let maximumMagnitude = 1e12

/// `value`, if it is finite and within `maximumMagnitude`; otherwise `.invalidArgument`
/// naming `what`.
func checkedNumber(_ value: Double, _ what: @autoclosure () -> Text) throws(LayoutError) -> Double {
    guard value.isFinite && value >= -maximumMagnitude && value <= maximumMagnitude else {
        throw outOfRange(what(), value)
    }
    return value
}

// Out of line: `checkedNumber` is copied for each caller's `what` closure.
@inline(never)
func outOfRange(_ what: Text, _ value: Double) -> LayoutError {
    LayoutError(.invalidArgument, "\(what) must be finite and within ±1e12, got \(value)")
}
