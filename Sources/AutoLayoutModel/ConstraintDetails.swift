/// What few constraints have, kept beside their records: a name, the constraints riding
/// on it, the ones it conflicted with when it broke. In each record these took 40 of
/// its 120 bytes (a layout of 70,000 constraints names none of them).
struct ConstraintDetails {
    var name = ""
    /// The constraints riding on this one (see `LayoutConstraint.host`).
    var riders: [Int32] = []
    /// Each rider's weight against this one's (`riders` order): its error is that
    /// multiple of this one's (see `Layout.sharedHost`).
    var riderWeights: [Double] = []
    /// The constraints it conflicted with when it broke.
    var conflicts: [Int32] = []
    /// Riders' weight gathered in this update, applied once at its end.
    var addedWeight = 0.0
}

extension Layout {
    /// The details of the constraint at `index`, made empty on first use.
    func detailsIndex(_ index: Int) -> Int {
        let existing = constraints[index].details
        if existing >= 0 { return Int(existing) }
        let made: Int
        if let free = freeDetails.popLast() {
            made = Int(free)
        } else {
            made = constraintDetails.count
            constraintDetails.append(ConstraintDetails())
        }
        constraints[index].details = Int32(made)
        return made
    }

    /// Frees the details of a constraint that is freed.
    func dropDetails(_ index: Int) {
        let existing = constraints[index].details
        if existing < 0 { return }
        constraintDetails[Int(existing)] = ConstraintDetails()
        freeDetails.append(existing)
        constraints[index].details = -1
    }

    /// The caller's name for it, else the name of what the engine made it for.
    func constraintName(_ index: Int) -> String {
        let details = constraints[index].details
        if details >= 0 && !constraintDetails[Int(details)].name.isEmpty { return constraintDetails[Int(details)].name }
        return generatedName(index)
    }

    func setConstraintName(_ index: Int, _ name: String) {
        if name.isEmpty && constraints[index].details < 0 { return }
        constraintDetails[detailsIndex(index)].name = name
    }

    func riders(of index: Int) -> [Int32] {
        let details = constraints[index].details
        return details < 0 ? [] : constraintDetails[Int(details)].riders
    }

    func hasRiders(_ index: Int) -> Bool {
        let details = constraints[index].details
        return details >= 0 && !constraintDetails[Int(details)].riders.isEmpty
    }

    func conflicts(ofConstraint index: Int) -> [Int32] {
        let details = constraints[index].details
        return details < 0 ? [] : constraintDetails[Int(details)].conflicts
    }

    func setConflicts(_ index: Int, _ conflicts: [Int32]) {
        if conflicts.isEmpty && constraints[index].details < 0 { return }
        constraintDetails[detailsIndex(index)].conflicts = conflicts
    }
}
