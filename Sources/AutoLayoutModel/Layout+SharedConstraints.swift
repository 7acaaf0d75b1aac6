import AutoLayoutSolver

/// An installed constraint on a single variable, as the solver has it
/// (`coefficient * variable  relation  rightSide` at `priority`): a constraint identical
/// to it, or an optional one that is a multiple of it, rides on it instead of adding a
/// row. Cells of a row each preferring 50 points, aliased to one width, would otherwise
/// add n rows each carrying the row's n dummies. The right side is read from the solver,
/// which keeps it through edits in place (a hide edits three such constraints).
struct SharedConstraintKey {
    var constraint: Int32
    var coefficient: Double
    var relation: Relation
    var priority: Double
}

/// The largest factor between a rider's error and its host's (and the smallest, its
/// inverse): the host's error weighed by one far from 1 would reach its tier's cells as
/// numbers the solver's rounding tolerances, relative to each tier's largest, misjudge.
let maximumRiderWeight = 1.0e6

extension Layout {
    /// An installed constraint that says the same of the variable as the single-variable
    /// form given, and the weight the form's errors have against its errors; host -1 if
    /// none. A required form must be identical. An optional one may be a multiple
    /// (`2 * v <= 20` of `v <= 10`: its error is twice the host's, so it weighs 2): the
    /// nodes of a fill-proportionally stack are multiples of the stack's unit, so their
    /// intrinsic-size wishes and rests say the same of the unit (see `stackShare`), and
    /// each such row would carry the unit's definition, which names every link.
    func sharedHost(_ symbol: Int32, _ coefficient: Double, _ rightSide: Double, _ relation: Relation,
                    _ priority: Double) -> (host: Int32, weight: Double) {
        guard Int(symbol) < sharedHosts.count else { return (-1, 0) }
        // The module shares identical constraints only (its size limit).
        #if arch(wasm32)
        let scaled = false
        #else
        let scaled = priority < Priority.required
        #endif
        for key in sharedHosts[Int(symbol)] where key.priority == priority {
            let ratio = coefficient / key.coefficient
            // A multiple by a negative number turns an inequality round.
            let direction = ratio < 0 ? -relation.rawValue : relation.rawValue
            guard key.relation.rawValue == direction
                && (scaled ? abs(ratio) >= 1 / maximumRiderWeight && abs(ratio) <= maximumRiderWeight : ratio == 1),
                  let installed = constraints[Int(key.constraint)].installed else { continue }
            // The solver's form is `terms - rightSide  relation  0`.
            let hostRightSide = -solver.constant(of: installed)
            if ratio == 1 ? hostRightSide == rightSide : hostRightSide / key.coefficient == rightSide / coefficient {
                return (key.constraint, abs(ratio))
            }
        }
        return (-1, 0)
    }

    /// Lets a constraint ride on an installed one that says the same: an optional one
    /// adds its weight to the host's errors, once per host and update
    /// (`applyAddedWeights`), since each addition adds the host's error rows to the
    /// objective.
    func ride(_ index: Int, on host: Int32, weight: Double) {
        constraints[index].host = host
        let details = detailsIndex(Int(host))
        constraintDetails[details].riders.append(Int32(index))
        constraintDetails[details].riderWeights.append(weight)
        if constraints[index].isRequired { return }
        if constraintDetails[details].addedWeight == 0 { weightedHosts.append(host) }
        constraintDetails[details].addedWeight += weight
    }

    /// Takes a rider off its host's list; returns the weight it had added.
    private func dismount(_ index: Int, from host: Int) -> Double {
        let details = detailsIndex(host)
        guard let position = constraintDetails[details].riders.firstIndex(of: Int32(index)) else { return 0 }
        constraintDetails[details].riders.remove(at: position)
        return constraintDetails[details].riderWeights.remove(at: position)
    }

    func applyAddedWeights() {
        for host in weightedHosts {
            let details = detailsIndex(Int(host))
            if let installed = constraints[Int(host)].installed {
                solver.addWeight(installed, constraintDetails[details].addedWeight)
            }
            constraintDetails[details].addedWeight = 0
        }
        weightedHosts.removeAll(keepingCapacity: true)
    }

    func registerHost(_ index: Int, _ symbol: Int32, _ coefficient: Double, _ relation: Relation) {
        while sharedHosts.count <= Int(symbol) { sharedHosts.append([]) }
        sharedHosts[Int(symbol)].append(SharedConstraintKey(
            constraint: Int32(index), coefficient: coefficient, relation: relation, priority: constraints[index].priority))
        constraints[index].hostSymbol = symbol
    }

    /// Records an installed host's new priority after a repricing in place (a stale
    /// priority let a constraint of the old priority ride on it, counted in the new
    /// tier).
    func updateHostKey(_ index: Int, _ update: (inout SharedConstraintKey) -> Void) {
        let symbol = constraints[index].hostSymbol
        if symbol < 0 { return }
        for position in sharedHosts[Int(symbol)].indices where sharedHosts[Int(symbol)][position].constraint == Int32(index) {
            update(&sharedHosts[Int(symbol)][position])
        }
    }

    private func forgetHost(_ index: Int) {
        let symbol = constraints[index].hostSymbol
        if symbol < 0 { return }
        sharedHosts[Int(symbol)].removeAll { $0.constraint == Int32(index) }
        constraints[index].hostSymbol = -1
    }

    /// Takes a constraint out of the solver, or off the constraint it rides on. Riders of
    /// a removed host are detached and, if active, join this update's additions.
    func uninstall(_ index: Int) {
        if constraints[index].host >= 0 {
            let host = Int(constraints[index].host)
            let weight = dismount(index, from: host)
            if let installed = constraints[host].installed, addedWeight(to: installed) {
                solver.addWeight(installed, -weight)
            }
            constraints[index].host = -1
            return
        }
        guard let installed = constraints[index].installed else { return }
        solver.removeConstraint(installed)
        constraints[index].installed = nil
        forgetHost(index)
        for rider in detachRiders(index) where constraints[Int(rider)].isActive && !constraints[Int(rider)].isBroken {
            additions.append(rider)
        }
    }

    /// Freeing a constraint between updates: its solver constraint, or its share of its
    /// host's weight, leaves at the next update; its riders are queued to be installed
    /// again.
    func retire(_ index: Int) {
        if constraints[index].host >= 0 {
            let host = Int(constraints[index].host)
            let weight = dismount(index, from: host)
            if let installed = constraints[host].installed, addedWeight(to: installed) {
                retiredWeights.append((installed, weight))
            }
            constraints[index].host = -1
        }
        guard let installed = constraints[index].installed else { return }
        retiredConstraints.append(installed)
        forgetHost(index)
        for rider in detachRiders(index) { enqueue(Int(rider)) }
    }

    /// Whether a rider of the host installed as `installed` added its weight to it: the
    /// host's priority in the solver is the one the rider had when it got on (a host with
    /// riders is never repriced in place), where the rider's own may have changed since
    /// (made required and deactivated in one batch, it left its weight behind: the LP
    /// oracle's seed 501215).
    private func addedWeight(to installed: ConstraintID) -> Bool {
        solver.priority(of: installed) < Priority.required
    }

    private func detachRiders(_ index: Int) -> [Int32] {
        let riders = riders(of: index)
        if riders.isEmpty { return riders }
        for rider in riders { constraints[Int(rider)].host = -1 }
        constraintDetails[Int(constraints[index].details)].riders = []
        constraintDetails[Int(constraints[index].details)].riderWeights = []
        return riders
    }
}
