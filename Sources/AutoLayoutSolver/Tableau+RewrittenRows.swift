/// Rewritten rows: the rows whose cells were written since the installed equations were
/// last checked against the solution (see `Solver.recordsToCheck`).
///
/// Every row is an equation, a combination of the installed constraints' equations, and
/// the constraints it combines are exactly those whose markers (or errors) it names: a
/// marker appears in its own constraint's equation and in no other. Rounding can make a
/// row a little other than that combination only when its cells are written (a new row,
/// a merge, a pivot's division, a cell taken out); a row left alone stays the equation
/// it was when checked. So the constraints a check must read after a change of
/// structure are those the rewritten rows name: if a rewritten row is off at the
/// solution, the solution breaks the combination, so at least one of its constraints.
///
/// The WebAssembly module checks every constraint after a change of structure.
#if !arch(wasm32)
extension Tableau {
    /// Notes that the row in `slot` was written.
    @inline(__always) mutating func noteRewritten(_ slot: Int32) {
        if rewrittenOverflow || isRewritten[Int(slot)] { return }
        listRewritten(slot)
    }

    @inline(never) private mutating func listRewritten(_ slot: Int32) {
        // Past an eighth of the rows, checking their constraints costs about what
        // checking every constraint does.
        if rewrittenSlots.count >= max(64, rows.count / 8) {
            rewrittenOverflow = true
            return
        }
        isRewritten[Int(slot)] = true
        rewrittenSlots.append(slot)
    }

    /// Starts the list again, once the equations were checked.
    mutating func forgetRewrittenRows() {
        for slot in rewrittenSlots { isRewritten[Int(slot)] = false }
        rewrittenSlots.removeAll(keepingCapacity: true)
        rewrittenOverflow = false
    }
}
#endif
