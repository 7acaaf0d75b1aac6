/// Every numerical tolerance of the engine, in one place. Each says what it protects
/// and names the test that fails without it (tests in `Tests/`, inputs in
/// `Fuzz/regressions/`). Most are relative: to the row, tier or constraint they judge.
/// The absolute ones compare values in points, which the C ABI bounds by 1e12
/// (`maximumMagnitude`).
public enum Tolerance {
    /// A row constant or a dual-ratio difference this close to zero is zero: a redundant
    /// equality's dummy row keeps its rounding (-8e-8 beside cells of 50) without being a
    /// conflict; a tier's value this close to zero is settled, and stays pinned for the
    /// rest of the optimisation (rounding cells that do not block may lift it a little).
    /// Tests: `NumericsTests.testRedundantRequiredConstraintsAreNotConflicts`,
    /// `RegressionTests.testRemovalDoesNotSpreadToleratedResiduals`; Python
    /// `test_a_fresh_layout_of_ten_constraints_solves` (the simplex cycled).
    public static let value = 1.0e-8

    /// Relative to the largest cell of its row or tier, a cell must exceed this to be
    /// pivoted on or to enter: dividing by less blows the row up, and entering on a
    /// tier's rounding moves a symbol by billions to buy nothing. A cell below it in a
    /// higher tier is zero there too (`Solver.enteringSymbol`), unless over the move's
    /// step it would worsen that tier by more than `roundingGive` of its value. In its
    /// own tier, such a cell still enters where, summed afresh from the rows, it is
    /// beyond this fraction of its parts (`Solver.isRealRate`, native builds).
    /// Tests: `RegressionTests.testArtificialPhaseIgnoresRoundingCells`,
    /// `RandomSessionTests.testIncrementalUpdatesEqualFreshLayouts` (seed 59 of 300 while
    /// tiny higher-tier cells blocked lower tiers); Python
    /// `test_a_rate_small_next_to_its_tiers_largest_cell_is_not_rounding`.
    public static let pivot = 1.0e-9

    /// The two sides of the line between tiers, as fractions of a tier's value. A lower
    /// tier's move may worsen a higher tier through a cell that is rounding by its size
    /// by up to `roundingGive` over the move's step (`Solver.movesBeyondRounding`); the
    /// higher tier, to move on a cell that small in its own search, must gain more than
    /// `roundingTake` (`Solver.improvesBeyondRounding`). Taking such a move back can then
    /// never pay, so the tiers cannot undo each other's moves; with one bound for both
    /// they did, turn about until the pivot budget ran out (fuzz inputs
    /// `simplex-exhausts-pivots-after-direction-change`, 3.2e-7 of a tier worth 53 given
    /// and taken back; `simplex-exhausts-pivots-at-a-million-over-1e-6` and two slow
    /// units, 60-75 s each, now tens of milliseconds), and a bound of 1e-9 for the give
    /// alone left a lower tier off its optimum (the LP oracle's seed 17001126: 7.9e-8 of
    /// a tier worth 66 stopped a move worth 4,973 in the tier below;
    /// `LayoutTests.testARoundingCellInAHigherTierLetsALowerTierReachItsOptimum`). A cell
    /// small by this measure but beyond `pivot` of the tier's largest, and real when
    /// summed afresh from the rows (`Solver.isRealRate`), enters for any gain: a lower
    /// tier cannot give on it (a cell beyond `pivot` blocks it), and the bound kept a
    /// tier worth 3.65e6 0.565 off its optimum (the LP oracle's seed 41902030).
    public static let roundingGive = 1.0e-8
    public static let roundingTake = 1.0e-7

    /// Relative to the largest cell of its tier, a cell below this that forbids a lower
    /// tier's move (whose cell is not that small in its own tier) may be rounding grown
    /// by the pivots' multipliers rather than a real trade: the solver reports it
    /// (`Solver.sawSuspectBlock`) and the model solves afresh, which tells.
    /// Test: Python `test_a_tier_is_not_held_back_by_grown_rounding` (the LP oracle's
    /// seed 3033: a cell of 5e-8 next to cells of 2 kept a lower tier 4x off its optimum).
    /// Likewise a tier's value this small next to the numbers that cancelled into it may
    /// be their rounding (`ObjectiveTier.valueMayBeRounding`): the tier is summed again
    /// from its errors, which tells whether it is settled. Test: Python
    /// `test_a_tier_found_at_zero_by_rounding_is_pinned` (seed 503249: a tier exactly at
    /// 0 read -8.3e-8 and, not pinned, kept a lower tier 13x off its optimum).
    /// And a pivot on a cell this small next to its row's largest may divide by rounding
    /// (`Solver.noteSuspectPivot`): reported the same way. Test:
    /// `HistoryIndependenceTests.testPivotOnARoundingCellIsSolvedAfresh` (seed 2400085:
    /// a pivot on a cell of 7e-9 beside cells of 3, exactly 0, kept a tier at 0.024
    /// where its optimum is 0).
    public static let suspectCell = 1.0e-6

    /// A sum smaller than this fraction of the sizes of the parts that made it cancelled
    /// exactly in exact arithmetic: what is left is rounding, not a coefficient. Pivots on
    /// multipliers like 52.5 and 75 leave parts 1e-11 off, hence the margin. It is the
    /// only test that drops a cell (in `Row.add`, `Tableau.addScaled`, `Tableau.expand`,
    /// `ObjectiveTier.add`): a cell is never judged by its size alone, since products of
    /// small multipliers are real (1e-6 * 1e-6 on a chain of edges), so rows keep no
    /// rounding and every cell in them means something.
    /// Fuzz input `required-cap-lost-behind-1e-6-chain` (a cell of 1e-12 read as rounding
    /// let a required cap go by 7.5e-5).
    /// Tests: `RegressionTests.testCancellationRemnantsAreNotSubjects`,
    /// `LayoutTests.testRetriedConflictIsNotHiddenByRounding`.
    public static let cancellation = 1.0e-10

    /// Partial pivoting: a row is solved for a symbol only if its coefficient is at least
    /// this fraction of the row's largest (else a value becomes a difference of huge
    /// numbers: an edge at 1e-6 next to a constant of 1e6 came out 1e-4 off).
    /// Tests: `LayoutTests.testTinyMultiplierNextToLargeConstant`,
    /// `RegressionTests.testArtificialPhaseIgnoresRoundingCells`; fuzz input
    /// `tiny-external-beside-dummies`.
    public static let subjectRatio = 0.01

    /// A blocking row (a basic dummy or pinned error) does not block on a cell below this
    /// many times `pivot` relative to its row, nor above `blockingCellLimit`: a 4e-9 cell
    /// beside 50s turned a dummy's -8e-8 residual into a slack of 19. Unless the step
    /// would take the row off zero by more than `value`: then the symbol does not move
    /// at all (`Solver.leavingSlot`, native builds).
    /// Tests: `LayoutTests.testTinyCellInADummyRowDoesNotBlock`,
    /// `NumericsTests.testAMoveThatWouldTakeAnEqualityHeldToItsRoundingOffItDoesNotHappen`.
    public static let blockingCellRatio = 100 * pivot
    public static let blockingCellLimit = 1.0e-6

    /// Values that shrank this many times from their peak leave rounding of the old scale
    /// in the rows: the solver is rebuilt. Rows carry rounding of about 1e-16 of the peak
    /// per operation, grown a thousandfold over the pivots of a session with multipliers
    /// of 1e-2 to 1e2; the simplex compares cells at `pivot` (1e-9) of the current values:
    /// hence 1e-9 / (1e-16 * 1e3) = 1e4 at most, and 1e3 leaves the margin that a session
    /// whose values went from 1.5e7 back to 2e3 needed (a cell of 5.6e-8 left from that
    /// scale blocked a lower tier after a removal).
    /// Tests: `LayoutTests.testValuesShrinkingFromHugeAreExact`; Python
    /// `test_case6_removing_an_optional_constraint_reoptimises`.
    public static let shrinkFactor = 1.0e3

    /// Solutions with values beyond this many points are checked against every installed
    /// required constraint after an update that changed rows (substitutions at that scale
    /// lost equations). Tests: `LayoutTests.testHugeSolutionThatLostAnEquationIsSolvedAfresh`,
    /// `testAHugeLayoutReadsItsEquationsAfterAnUpdateThatChangesRows`.
    public static let hugeValue = 1.0e6

    /// A required constraint holds when its residual is within this fraction of the
    /// size of its terms' values (plus the same in points); after an incremental update,
    /// every installed constraint's residual must be within it of what the tableau says
    /// its slack and errors take up (`Layout.installedEquationsHold`), and so must those
    /// residuals carried through the tableau to each basic slack, error and dummy
    /// (`Solver.residualsHold`: through an ill-conditioned basis, small residuals are
    /// values far off).
    /// Tests: `LayoutTests.testHugeSolutionThatLostAnEquationIsSolvedAfresh`; fuzz input
    /// `lost-equation-after-batch`; Python
    /// `test_an_equation_lost_in_rounding_costs_a_fresh_solve` (seed 503249: a bound the
    /// tableau held tight was 2.2e-5 off, on terms of size 8);
    /// `HistoryIndependenceTests.testDriftThroughAnIllConditionedBasisIsSolvedAfresh`.
    public static let residual = 1.0e-7

    /// Whether `residual` (a constraint's left side minus right side) is within rounding
    /// of a constraint whose terms' values add up to `scale` in size.
    @inline(__always) public static func isResidual(_ residual: Double, scale: Double) -> Bool {
        abs(residual) <= Tolerance.residual * (scale + 1)
    }

    /// An inequality held out of the solver while it holds (`Layout` admits it when a
    /// solution crosses it) counts as holding within this fraction of the size of its
    /// terms' values: the rounding of evaluating it, no more. `residual` would be too
    /// loose: a conflict of 2e-4 points among multipliers of 1.21 and 1/3 passed for
    /// holding and went unreported. Admitting one that holds only costs a row.
    /// Test: Python `test_held_out_inequality_near_its_bound_still_conflicts`.
    public static let heldOut = 1.0e-12

    /// Whether a held-out inequality violated by `amount` (in points) still holds, for
    /// terms whose values add up to `scale` in size.
    @inline(__always) public static func holdsHeldOut(_ amount: Double, scale: Double) -> Bool {
        amount <= Tolerance.heldOut * (scale + 1)
    }

    /// A link between two variables already in one alias class is redundant, not
    /// conflicting, when its constant agrees with the class's offsets to this fraction of
    /// the sizes involved. Test: `AliasTests.testCycleWithFractionalOffsetsIsRedundant`.
    public static let aliasOffset = 1.0e-9
}

@inline(__always) func isNearZero(_ value: Double) -> Bool {
    value < Tolerance.value && value > -Tolerance.value
}

/// Whether `sum`, the new cell `existing + added`, is what is left of an exact
/// cancellation: smaller than `Tolerance.cancellation` of the larger part. Cells are
/// judged against the numbers that made them, never against a size in points: a cell
/// of 1e-12 that is the product of two multipliers of 1e-6 is a real coefficient (a
/// required cap behind such a chain was lost when the ratio test read it as rounding).
@inline(__always) func isCancelled(_ sum: Double, _ existing: Double, _ added: Double) -> Bool {
    abs(sum) <= Tolerance.cancellation * max(abs(existing), abs(added))
}

/// Whether a new cell is too small for a double to carry: zero, or subnormal (a
/// product with an input coefficient of 5e-324).
@inline(__always) func isNegligibleCell(_ value: Double) -> Bool {
    abs(value) < Double.leastNormalMagnitude
}
