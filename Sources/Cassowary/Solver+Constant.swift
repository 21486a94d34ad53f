// Changing the constant of a constraint in the solver without removing it: the change moves the constant of
// the rows that hold the constraint's marker (or its other error symbol), then the dual simplex restores
// feasibility — the same incremental step as `suggestValue(_:_:)` for an edit constraint.

extension Solver {
    /// Changes the constant of `constraint`'s expression to `constant` and re-optimises incrementally (dual
    /// simplex from the current solution; nothing is removed, added or re-solved from scratch).
    ///
    /// A constraint is an immutable value, so the solver holds the returned constraint — the same terms,
    /// relation and strength, the new constant — in place of `constraint`, which it no longer knows; pass the
    /// returned one to later calls (`removeConstraint`, `updateConstant`).
    ///
    /// An optional constraint's constant always takes effect. A required one's can make the required
    /// constraints conflict: then the call throws and the solver is as it was.
    ///
    /// - Throws: `unknownConstraint` if the solver does not hold `constraint`, `nonFiniteValue` for NaN or an
    ///   infinite constant, `unsatisfiableConstraint(constraint)` if the required constraints cannot hold
    ///   with the new constant.
    public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) -> Constraint {
        guard let tag = constraints[constraint] else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .nonFiniteValue }
        let change = constant - constraint.expression.constant
        if change != 0 {
            guard shiftConstant(of: constraint, tag, by: change) else { throw .unsatisfiableConstraint(constraint) }
        }
        let updated = Constraint(
            Expression(terms: constraint.expression.terms, constant: constant), constraint.relation,
            strength: constraint.strength)
        constraints[constraint] = nil
        constraints[updated] = tag
        markerRows[updated] = markerRows.removeValue(forKey: constraint)
        return updated
    }

    /// Adds `change` to the constant of the constraint's equation and restores feasibility; returns false
    /// (the tableau unchanged) when the required constraints cannot hold.
    ///
    /// The constraint's row, before it entered the tableau, read `expression + k·marker (+ k′·other) = 0`.
    /// With `expression`'s constant raised by `change`, the same equation holds for `marker` lowered by
    /// `change / k`: so the tableau stays valid with `marker` replaced by `marker − change / k` — the
    /// marker's own row (when basic) loses `change / k`, every row holding the parametric marker gains its
    /// coefficient × `change / k`. When the marker is parametric but the other error symbol is basic, the
    /// other one takes the change instead (one row to touch, as `suggestValue` does).
    private func shiftConstant(of constraint: Constraint, _ tag: Tag, by change: Double) -> Bool {
        let isLess = constraint.relation == .lessThanOrEqual
        let markerCoefficient: Double =
            switch (constraint.relation, tag.marker.kind) {
            case (.equal, .error): -1
            case (.equal, _): 1
            case (_, _): isLess ? 1 : -1
            }
        var changed: [(index: Int, constant: Double)] = []
        if let index = rowIndex(of: tag.marker) {
            changed.append((index, rows[index].constant))
            _ = rows[index].add(-change / markerCoefficient)
        } else if let other = tag.other, let index = rowIndex(of: other) {
            changed.append((index, rows[index].constant))
            _ = rows[index].add(change / markerCoefficient)
        } else {
            let shift = change / markerCoefficient
            let holding = rowsHolding(tag.marker, of: constraint)
            changed.reserveCapacity(holding.count)
            for (index, coefficient) in holding {
                changed.append((index, rows[index].constant))
                _ = rows[index].add(coefficient * shift)
            }
        }
        for (index, _) in changed where rows[index].basic.kind == .dummy && !isNearZero(rows[index].constant) {
            // A redundant required equality (its marker is basic, its row holds only dummies) that no longer
            // agrees with the equalities it repeats.
            for (index, constant) in changed { rows[index].constant = constant }
            return false
        }
        for (index, _) in changed where rows[index].basic.isRestricted && rows[index].constant < 0 {
            infeasible.append(rows[index].basic)
        }
        guard !infeasible.isEmpty else { return true }
        let saved = (rows, rowPosition, objective, version)
        guard dualOptimize() || !constraint.strength.isRequired else {
            (rows, rowPosition, objective, version) = saved
            optimalObjectiveChangeCount = -1
            version += 1
            for (index, constant) in changed { rows[index].constant = constant }
            return false
        }
        return true
    }

    /// The rows holding the parametric `marker` of `constraint` and its coefficient there, from the cache
    /// while the tableau's cells have not changed since it was made.
    private func rowsHolding(_ marker: Symbol, of constraint: Constraint) -> [(row: Int, coefficient: Double)] {
        if let cached = markerRows[constraint], cached.version == version { return cached.rows }
        var holding: [(row: Int, coefficient: Double)] = []
        for index in rows.indices {
            let coefficient = rows[index].coefficient(for: marker)
            if coefficient != 0 { holding.append((index, coefficient)) }
        }
        markerRows[constraint] = (holding, version)
        return holding
    }
}
