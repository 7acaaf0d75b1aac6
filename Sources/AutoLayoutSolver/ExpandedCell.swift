/// A symbol met while `Tableau.expand` rewrites a row: the weight summed for it so far,
/// and the sizes of what was summed, against which a weight that cancelled is judged.
struct ExpandedCell {
    var symbol: Int32
    var weight: Double
    var size: Double

    /// Whether the weight is more than rounding: a cell that cancelled to within
    /// rounding of what was added up (an edge written two ways: 52.5 * 9 - 472.5 leaves
    /// 1e-12) is zero; left in, it could become a row's subject and blow the row up to
    /// 1e17, or hide a conflict.
    var holds: Bool { !isNegligibleCell(weight) && abs(weight) > Tolerance.cancellation * size }
}
