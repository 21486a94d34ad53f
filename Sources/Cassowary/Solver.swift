/// An incremental Cassowary solver (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint
/// Solving Algorithm", 2001 — the algorithm of kiwi and of Apple's layout engine).
///
/// The solver keeps a simplex tableau in solved form: rows keyed by basic symbols over the parametric ones,
/// with external symbols for `Variable`s, slack symbols for required inequalities, error symbols for optional
/// constraints and dummy symbols as the markers of required equalities. Adding or removing a constraint
/// updates the tableau and re-optimises it with the primal simplex; `suggestValue(_:_:)` moves the constant of
/// an edit constraint and restores feasibility with the dual simplex, so a changing constant never re-solves
/// the system. Pivots follow Bland's rule (the lowest symbol among the candidates and among ties), which cannot
/// cycle.
///
/// Priorities are levels, not weights: the objective has one row per priority (see `Strength`), compared
/// lexicographically from the highest, so any two distinct priorities are ordered exactly.
///
/// A call that throws leaves the solver as it was. `Variable.value` changes only in `updateVariables()`.
public final class Solver {
    /// The symbols of one constraint: its marker (slack, error or dummy) and, for optional constraints, the
    /// other error symbol.
    struct Tag {
        var marker: Symbol
        var other: Symbol?
    }

    /// What `discardSymbols(since:)` rolls back to.
    struct SymbolMark {
        var symbols: Int
        var variables: Int
        var freeSerials: [Int]
    }

    struct EditInfo {
        var constraint: Constraint
        var tag: Tag
        var constant: Double
        /// The rows holding the parametric marker and its coefficient there, valid while `cacheVersion`
        /// equals the solver's `version`.
        var cache: [(row: Int, coefficient: Double)] = []
        var cacheVersion = -1
    }

    // The solver's state is touched only by its own methods, one call at a time (a solver is not
    // `Sendable`), and no method opens a second access to a property while one is open: the state the
    // adding of a constraint goes through skips the runtime's exclusivity bookkeeping, which cost about as
    // much as the arithmetic in a storyboard's first layout.

    /// The tableau's rows, in no order; `rowPosition[symbol.serial]` finds the row of a basic symbol.
    @exclusivity(unchecked) var rows: [Row] = []
    /// Per symbol serial: the index of its row in `rows`, or -1 while the symbol is parametric.
    @exclusivity(unchecked) var rowPosition: [Int32] = []
    /// Per symbol serial: how many terms of the constraints in the solver name its variable (externals only).
    @exclusivity(unchecked) var references: [Int32] = []
    /// Per symbol serial: the index of its variable in `variables`, or -1.
    @exclusivity(unchecked) var variableSlot: [Int32] = []
    /// Serials of symbols that left the tableau, for new symbols.
    @exclusivity(unchecked) var freeSerials: [Int] = []
    @exclusivity(unchecked) var objective = Objective()
    /// The objective's `changeCount` when the primal simplex last found no entering symbol in it (-1: not
    /// known): until the objective changes, the tableau stays optimal and `optimize()` has nothing to do.
    @exclusivity(unchecked) var optimalObjectiveChangeCount = -1
    /// The objective of phase one while a constraint is added through an artificial variable.
    var artificial: Row?
    @exclusivity(unchecked) var infeasible: [Symbol] = []
    @exclusivity(unchecked) var constraints: [Constraint: Tag] = [:]
    var edits: [Variable: EditInfo] = [:]
    /// The rows holding a constraint's parametric marker and its coefficient there, valid while `version`
    /// equals the solver's (kept by `updateConstant(of:to:)`, so repeated changes do not search the tableau).
    var markerRows: [Constraint: (rows: [(row: Int, coefficient: Double)], version: Int)] = [:]
    @exclusivity(unchecked) var variableSymbols: [ObjectIdentifier: Symbol] = [:]
    /// This solver's identity in the variables' symbol caches (`Variable.cachedSymbol`); `reset()` replaces it,
    /// which forgets every cached symbol at once.
    final class CacheOwner {}
    @exclusivity(unchecked) var cacheOwner = CacheOwner()
    /// A variable the solver knows and its external symbol.
    typealias KnownVariable = (variable: Variable, symbol: Symbol)

    @exclusivity(unchecked) var variables: [KnownVariable] = []
    /// Changes whenever a row is added, removed or has its cells changed (not its constant alone).
    @exclusivity(unchecked) var version = 0

    /// An empty solver.
    public init() {}

    /// Makes room for `count` more constraints, so that a solver given many constraints at once (a layout
    /// built afresh) does not grow its tables one constraint at a time. It changes no solution.
    public func reserveCapacity(_ count: Int) {
        constraints.reserveCapacity(constraints.count + count)
        rows.reserveCapacity(rows.count + count)
        // Each constraint makes one or two symbols of its own and may name new variables (at most about
        // one per constraint in a layout: each view's four variables come with its four constraints).
        variableSymbols.reserveCapacity(variableSymbols.count + count)
        variables.reserveCapacity(variables.count + count)
        let symbols = rowPosition.count + 3 * count
        rowPosition.reserveCapacity(symbols)
        references.reserveCapacity(symbols)
        variableSlot.reserveCapacity(symbols)
    }

    /// Adds a constraint and re-optimises.
    ///
    /// - Throws: `duplicateConstraint` if it was added already, `nonFiniteValue` for a NaN or infinite number
    ///   in it, `unsatisfiableConstraint` if it is required and conflicts with the required constraints.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        guard constraints[constraint] == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.isFinite else { throw .nonFiniteValue }
        let mark = SymbolMark(symbols: rowPosition.count, variables: variables.count, freeSerials: freeSerials)
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag, newExternals: variables[mark.variables...])
        if subject == nil && row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            guard isNearZero(row.constant) else {
                discardSymbols(since: mark)
                throw .unsatisfiableConstraint(constraint)
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            let isNew =
                subject == tag.marker || subject == tag.other
                || variables[mark.variables...].contains { $0.symbol == subject }
            substitute(subject, with: row, fresh: isNew)
            row.basic = subject
            addRow(row)
        } else {
            let saved = (rows, rowPosition, objective, infeasible, version)
            guard addWithArtificialVariable(row) else {
                (rows, rowPosition, objective, infeasible, version) = saved
                optimalObjectiveChangeCount = -1
                version += 1
                discardSymbols(since: mark)
                throw .unsatisfiableConstraint(constraint)
            }
        }
        constraints[constraint] = tag
        countReferences(of: constraint, by: 1)
        optimize()
    }

    /// Removes a constraint and re-optimises.
    ///
    /// - Throws: `unknownConstraint` if the solver does not hold it.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let tag = constraints.removeValue(forKey: constraint) else { throw .unknownConstraint(constraint) }
        markerRows[constraint] = nil
        removeErrorEffects(tag, priority: constraint.strength.priority)
        if let index = rowIndex(of: tag.marker) {
            _ = removeRow(at: index)
        } else if let index = markerLeavingRow(tag.marker) {
            var row = removeRow(at: index)
            row.solve(for: row.basic, tag.marker)
            substitute(tag.marker, with: row)
        }
        // The constraint's symbols are in no row now (an optional constraint's two error columns are each
        // other's negatives, so the other one left with the marker's row); their serials can be reused.
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) {
            objective.remove(symbol)
            freeSerials.append(symbol.serial)
        }
        optimize()
        countReferences(of: constraint, by: -1)
    }

    /// Whether the solver holds this constraint.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        constraints[constraint] != nil
    }

    /// Makes `variable` an edit variable: an optional constraint `variable == value` whose value
    /// `suggestValue(_:_:)` changes (0 until then).
    ///
    /// - Throws: `duplicateEditVariable`, `requiredEditVariable` for a required strength, `nonFiniteValue` for a
    ///   NaN priority.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.priority.isNaN else { throw .nonFiniteValue }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(variable.expression, .equal, strength: strength)
        try addConstraint(constraint)
        if let tag = constraints[constraint] {
            edits[variable] = EditInfo(constraint: constraint, tag: tag, constant: 0)
        }
    }

    /// Removes an edit variable and its constraint.
    ///
    /// - Throws: `unknownEditVariable` if `variable` is not an edit variable.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let info = edits[variable] else { throw .unknownEditVariable(variable) }
        try removeConstraint(info.constraint)
        edits[variable] = nil
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable] != nil
    }

    /// Suggests a value for an edit variable and re-optimises incrementally (dual simplex from the current
    /// solution; nothing is re-solved from scratch).
    ///
    /// - Throws: `unknownEditVariable`, `nonFiniteValue` for NaN or an infinite value.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard var info = edits[variable] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue }
        let delta = value - info.constant
        info.constant = value
        if let index = rowIndex(of: info.tag.marker) {
            if rows[index].add(-delta) < 0 { infeasible.append(info.tag.marker) }
        } else if let other = info.tag.other, let index = rowIndex(of: other) {
            if rows[index].add(delta) < 0 { infeasible.append(other) }
        } else {
            if info.cacheVersion != version {
                info.cache.removeAll(keepingCapacity: true)
                for index in rows.indices {
                    let coefficient = rows[index].coefficient(for: info.tag.marker)
                    if coefficient != 0 { info.cache.append((index, coefficient)) }
                }
                info.cacheVersion = version
            }
            for (index, coefficient) in info.cache
            where rows[index].add(delta * coefficient) < 0 && rows[index].basic.isRestricted {
                infeasible.append(rows[index].basic)
            }
        }
        edits[variable] = info
        dualOptimize()
    }

    /// Writes the current solution into every variable the solver's constraints name (`Variable.value`); a
    /// variable the constraints leave free is 0. A variable no constraint names any more keeps its last value
    /// (the solver forgets it when it removes the last constraint naming it, as soon as no row depends on it).
    public func updateVariables() {
        for (variable, symbol) in variables {
            let position = rowPosition[symbol.serial]
            variable.value = position < 0 ? 0 : rows[Int(position)].constant
        }
    }

    /// Whether the constraints leave `variable` free: it is unknown to the solver or parametric, its row holds
    /// a parametric external variable, or its row holds a slack or error symbol that costs nothing at any
    /// priority and can grow (another solution of equal quality moves `variable`).
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = knownSymbol(of: variable), let index = rowIndex(of: symbol) else {
            return true
        }
        for cell in rows[index].cells {
            switch cell.symbol.kind {
            case .external: return true
            case .dummy: continue
            case .slack, .error:
                if objective.isZero(cell.symbol) && canIncrease(cell.symbol) { return true }
            }
        }
        return false
    }

    /// Removes every constraint, edit variable and variable.
    public func reset() {
        rows = []
        rowPosition = []
        references = []
        variableSlot = []
        freeSerials = []
        objective = Objective()
        optimalObjectiveChangeCount = -1
        artificial = nil
        infeasible = []
        constraints = [:]
        edits = [:]
        markerRows = [:]
        variableSymbols = [:]
        cacheOwner = CacheOwner()
        variables = []
        version += 1
    }
}
