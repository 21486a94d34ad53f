// The simplex machinery behind `Solver`: symbols, rows of the tableau, substitution, the primal and dual
// simplex, and the helpers of adding and removing constraints (as in the Cassowary paper and kiwi).

extension Solver {
    /// A new symbol, reusing the serial of a symbol that left the tableau when there is one (so the per-symbol
    /// arrays do not grow while constraints come and go).
    func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        if let serial = freeSerials.popLast() {
            references[serial] = 0
            variableSlot[serial] = -1
            return Symbol(serial: serial, kind: kind)
        }
        let symbol = Symbol(serial: rowPosition.count, kind: kind)
        rowPosition.append(-1)
        references.append(0)
        variableSlot.append(-1)
        return symbol
    }

    /// The external symbol of `variable`, made on first use.
    func symbol(for variable: Variable) -> Symbol {
        if let cached = variable.cachedSymbol, cached.owner === cacheOwner { return cached.symbol }
        if let symbol = variableSymbols[ObjectIdentifier(variable)] {
            variable.cachedSymbol = (cacheOwner, symbol)
            return symbol
        }
        let symbol = makeSymbol(.external)
        variableSymbols[ObjectIdentifier(variable)] = symbol
        variable.cachedSymbol = (cacheOwner, symbol)
        variableSlot[symbol.serial] = Int32(variables.count)
        variables.append((variable, symbol))
        return symbol
    }

    /// The external symbol of `variable` if the solver knows it: the variable's cached symbol when this solver
    /// cached it, else the solver's table.
    @inline(__always)
    func knownSymbol(of variable: Variable) -> Symbol? {
        if let cached = variable.cachedSymbol, cached.owner === cacheOwner { return cached.symbol }
        return variableSymbols[ObjectIdentifier(variable)]
    }

    /// Forgets `variable`'s symbol: out of the table and out of the variable's cache when this solver set it.
    func forgetSymbol(of variable: Variable) {
        variableSymbols[ObjectIdentifier(variable)] = nil
        if variable.cachedSymbol?.owner === cacheOwner { variable.cachedSymbol = nil }
    }

    /// Forgets the symbols and variables made since the marks (a refused constraint made them).
    func discardSymbols(since mark: SymbolMark) {
        for (variable, _) in variables[mark.variables...] { forgetSymbol(of: variable) }
        variables.removeSubrange(mark.variables...)
        rowPosition.removeSubrange(mark.symbols...)
        references.removeSubrange(mark.symbols...)
        variableSlot.removeSubrange(mark.symbols...)
        freeSerials = mark.freeSerials
    }

    /// Counts the constraint's terms in its variables' references; when a removed constraint was the last to
    /// name a variable, the solver forgets the variable (see `forget(_:)`).
    func countReferences(of constraint: Constraint, by change: Int32) {
        for term in constraint.expression.terms where !isNearZero(term.coefficient) {
            guard let symbol = knownSymbol(of: term.variable) else { continue }
            references[symbol.serial] += change
            if references[symbol.serial] == 0 { forget(symbol) }
        }
    }

    /// Drops an external symbol no constraint names any more: its row if it is basic (it is in no other row, so
    /// the others do not change), or nothing if it is still a parameter of some row (kept until it is not).
    func forget(_ symbol: Symbol) {
        if let index = rowIndex(of: symbol) {
            _ = removeRow(at: index)
        } else if !objective.isZero(symbol) || rows.contains(where: { $0.position(of: symbol).found }) {
            return
        }
        let slot = Int(variableSlot[symbol.serial])
        variables.swapAt(slot, variables.count - 1)
        variableSlot[variables[slot].symbol.serial] = Int32(slot)
        let removed = variables.removeLast()
        forgetSymbol(of: removed.variable)
        variableSlot[symbol.serial] = -1
        freeSerials.append(symbol.serial)
    }

    @inline(__always)
    func rowIndex(of symbol: Symbol) -> Int? {
        let position = rowPosition[symbol.serial]
        return position < 0 ? nil : Int(position)
    }

    func addRow(_ row: Row) {
        rowPosition[row.basic.serial] = Int32(rows.count)
        rows.append(row)
        version += 1
    }

    /// Takes the row at `index` out of the tableau (the last row moves into its place).
    func removeRow(at index: Int) -> Row {
        let last = rows.count - 1
        if index != last {
            rows.swapAt(index, last)
            rowPosition[rows[index].basic.serial] = Int32(index)
        }
        let row = rows.removeLast()
        rowPosition[row.basic.serial] = -1
        version += 1
        return row
    }

    /// The row of a constraint over the current parametric symbols, with its slack, error or dummy symbols;
    /// optional constraints put their errors in the objective at their priority.
    func makeRow(for constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        // The terms, and the constraint's slack, error or dummy symbols.
        row.reserveCapacity(expression.terms.count + 2)
        for term in expression.terms where !isNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let index = rowIndex(of: symbol) {
                row.insert(rows[index], term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let priority = constraint.strength.priority
        let isOptional = !constraint.strength.isRequired
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, coefficient)
            if isOptional {
                let error = makeSymbol(.error)
                row.insert(error, -coefficient)
                objective.insert(error, priority: priority, 1)
                tag = Tag(marker: slack, other: error)
            } else {
                tag = Tag(marker: slack)
            }
        case .equal:
            if isOptional {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, priority: priority, 1)
                objective.insert(minus, priority: priority, 1)
                tag = Tag(marker: plus, other: minus)
            } else {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to solve a new row for: an external symbol, preferably one of `newExternals` (a variable
    /// seen for the first time is in no other row, so nothing needs substituting), else the constraint's slack
    /// or error symbol if its coefficient is negative (so it stays ≥ 0).
    func chooseSubject(_ row: Row, _ tag: Tag, newExternals: ArraySlice<KnownVariable>) -> Symbol? {
        if let new = newExternals.last(where: { row.position(of: $0.symbol).found }) { return new.symbol }
        if let cell = row.cells.last(where: { $0.symbol.kind == .external }) { return cell.symbol }
        if tag.marker.kind == .slack || tag.marker.kind == .error, row.coefficient(for: tag.marker) < 0 {
            return tag.marker
        }
        if let other = tag.other, other.kind == .slack || other.kind == .error, row.coefficient(for: other) < 0 {
            return other
        }
        return nil
    }

    /// Adds a row that has no obvious subject through an artificial variable (phase one of the simplex);
    /// returns whether the row's constraint can hold. On `false` the caller restores the tableau.
    func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        var artificialRow = row
        artificialRow.basic = art
        addRow(artificialRow)
        artificial = row
        optimize(artificialObjective: true)
        let success = isNearZero(artificial?.constant ?? 0)
        artificial = nil
        if let index = rowIndex(of: art) {
            var basicRow = removeRow(at: index)
            if basicRow.cells.isEmpty {
                freeSerials.append(art.serial)
                return success
            }
            guard let entering = basicRow.cells.first(where: { $0.symbol.isPivotable })?.symbol else {
                return false
            }
            basicRow.solve(for: art, entering)
            substitute(entering, with: basicRow)
            basicRow.basic = entering
            addRow(basicRow)
        }
        for index in rows.indices { rows[index].remove(art) }
        objective.remove(art)
        freeSerials.append(art.serial)
        version += 1
        return success
    }

    /// Replaces `symbol` by `row` in every row and in the objectives; a fresh symbol is in the objectives only.
    func substitute(_ symbol: Symbol, with row: Row, fresh: Bool = false) {
        if !fresh {
            for index in rows.indices where rows[index].substitute(symbol, with: row) {
                if rows[index].basic.isRestricted && rows[index].constant < 0 {
                    infeasible.append(rows[index].basic)
                }
            }
            version += 1
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// The primal simplex: pivots while some symbol lowers the objective (the artificial one in phase one).
    /// An objective unchanged since it last had no entering symbol is optimal still: nothing is searched.
    func optimize(artificialObjective: Bool = false) {
        if !artificialObjective && objective.changeCount == optimalObjectiveChangeCount { return }
        while true {
            let entering: Symbol?
            if artificialObjective {
                entering = artificial?.cells.first(where: { $0.coefficient < 0 && $0.symbol.isPivotable })?.symbol
            } else {
                entering = objective.enteringSymbol()
                if entering == nil { optimalObjectiveChangeCount = objective.changeCount }
            }
            guard let entering, let index = leavingRow(for: entering) else { return }
            var row = removeRow(at: index)
            row.solve(for: row.basic, entering)
            substitute(entering, with: row)
            row.basic = entering
            addRow(row)
        }
    }

    /// The row that limits `entering` first (minimum ratio over restricted basic rows; ties to the older
    /// basic symbol).
    func leavingRow(for entering: Symbol) -> Int? {
        var best: Int?
        var bestRatio = Double.greatestFiniteMagnitude
        for index in rows.indices where rows[index].basic.isRestricted {
            let coefficient = rows[index].coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[index].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && best.map { rows[index].basic < rows[$0].basic } == true) {
                bestRatio = ratio
                best = index
            }
        }
        return best
    }

    /// The dual simplex: pivots infeasible rows (negative constant of a restricted symbol) back to
    /// feasibility, keeping the objective optimal. Returns false when a row cannot be made feasible (no
    /// symbol can enter it: the required constraints conflict); the other rows are still pivoted.
    @discardableResult
    func dualOptimize() -> Bool {
        var isFeasible = true
        while let leaving = infeasible.popLast() {
            guard let index = rowIndex(of: leaving), rows[index].constant < 0, !isNearZero(rows[index].constant)
            else { continue }
            guard let entering = dualEnteringSymbol(rows[index]) else {
                isFeasible = false
                continue
            }
            var row = removeRow(at: index)
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            row.basic = entering
            addRow(row)
        }
        return isFeasible
    }

    /// The entering symbol of a dual pivot: among the row's positive, pivotable cells, the smallest
    /// objective-to-coefficient ratio (lexicographic over the priority levels).
    func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: Row.Cell?
        for cell in row.cells where cell.coefficient > 0 && cell.symbol.isPivotable {
            if let current = best,
                !objective.ratio(cell.symbol, cell.coefficient, isLessThan: current.symbol, current.coefficient)
            {
                continue
            }
            best = cell
        }
        return best?.symbol
    }

    /// The row to pivot a removed constraint's parametric marker into: a row defining a dummy first, then
    /// restricted rows (the smallest ratio where the marker's coefficient is negative, then where it is
    /// positive), an external row last.
    ///
    /// A row defining a dummy is a required equality repeated by others (its marker became basic in a row of
    /// dummies only, constant 0). Pivoting there changes no constant, and the repeat takes over the removed
    /// one's place in the tableau. Kiwi's rule — the restricted rows by ratio, dummies among them — could pick
    /// another row and move its constant into the dummy's row: the dummy, fixed at 0, would then read that
    /// constant, and the repeat would no longer hold (two `w == 20`, one removed, left `w` at 0).
    func markerLeavingRow(_ marker: Symbol) -> Int? {
        var negative: (index: Int, ratio: Double)?
        var positive: (index: Int, ratio: Double)?
        var external: Int?
        for index in rows.indices {
            let coefficient = rows[index].coefficient(for: marker)
            if coefficient == 0 { continue }
            if rows[index].basic.kind == .dummy { return index }
            if !rows[index].basic.isRestricted {
                external = index
            } else if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if negative == nil || ratio < negative!.ratio { negative = (index, ratio) }
            } else {
                let ratio = rows[index].constant / coefficient
                if positive == nil || ratio < positive!.ratio { positive = (index, ratio) }
            }
        }
        return negative?.index ?? positive?.index ?? external
    }

    /// Takes an optional constraint's error symbols out of the objective.
    func removeErrorEffects(_ tag: Tag, priority: Float) {
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            if let index = rowIndex(of: symbol) {
                objective.insert(rows[index], priority: priority, -1)
            } else {
                objective.insert(symbol, priority: priority, -1)
            }
        }
    }

    /// Whether a parametric restricted symbol can grow from 0 without making a restricted basic row negative.
    func canIncrease(_ symbol: Symbol) -> Bool {
        for row in rows where row.basic.isRestricted {
            let coefficient = row.coefficient(for: symbol)
            if coefficient < 0 && row.constant / -coefficient <= 1e-8 { return false }
        }
        return true
    }
}
