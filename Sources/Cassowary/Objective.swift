/// The objective function with symbolic weights: one row per priority level, highest priority first.
///
/// A symbol's objective coefficient is the vector of its coefficients in the level rows, compared
/// lexicographically from the highest level: that is exact for any two distinct priorities (no big-number
/// weights that a long enough sum of lower errors could outweigh). Each optional constraint adds its error
/// symbols with coefficient 1 to the row of its priority.
struct Objective: Sendable {
    /// The priorities of the levels, descending; `levels[i]` holds the coefficients at `priorities[i]`.
    private(set) var priorities: [Float] = []
    private(set) var levels: [Row] = []
    /// How many times the objective was changed; the solver compares it to skip a search for an entering
    /// symbol in an objective that has not changed since it had none.
    private(set) var changeCount = 0

    /// The index of the level of `priority`, making the level when it is new.
    mutating func level(for priority: Float) -> Int {
        var index = 0
        while index < priorities.count && priorities[index] > priority { index += 1 }
        if index == priorities.count || priorities[index] != priority {
            priorities.insert(priority, at: index)
            levels.insert(Row(), at: index)
        }
        return index
    }

    /// Adds `coefficient · symbol` at `priority`.
    mutating func insert(_ symbol: Symbol, priority: Float, _ coefficient: Double) {
        let index = level(for: priority)
        levels[index].insert(symbol, coefficient)
        changeCount += 1
    }

    /// Adds `coefficient · row` at `priority`.
    mutating func insert(_ row: Row, priority: Float, _ coefficient: Double) {
        let index = level(for: priority)
        levels[index].insert(row, coefficient)
        changeCount += 1
    }

    /// Replaces `symbol` by `row`'s right side at every level.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for index in levels.indices where levels[index].substitute(symbol, with: row) { changeCount += 1 }
    }

    mutating func remove(_ symbol: Symbol) {
        for index in levels.indices { levels[index].remove(symbol) }
        changeCount += 1
    }

    /// Whether `symbol`'s coefficient is zero at every level.
    func isZero(_ symbol: Symbol) -> Bool {
        levels.allSatisfy { !$0.position(of: symbol).found }
    }

    /// The entering symbol of a primal pivot: among the pivotable symbols whose coefficient vector is
    /// lexicographically negative, the lowest (Bland's rule, so the simplex cannot cycle).
    func enteringSymbol() -> Symbol? {
        var best: Symbol?
        for level in levels.indices {
            for cell in levels[level].cells where cell.coefficient < 0 && cell.symbol.isPivotable {
                if let current = best, current < cell.symbol { continue }
                if (0..<level).allSatisfy({ !levels[$0].position(of: cell.symbol).found }) {
                    best = cell.symbol
                }
            }
        }
        return best
    }

    /// Compares `objective(a) / ca` with `objective(b) / cb` lexicographically: whether the first is smaller.
    func ratio(_ a: Symbol, _ ca: Double, isLessThan b: Symbol, _ cb: Double) -> Bool {
        for level in levels {
            let left = level.coefficient(for: a) / ca
            let right = level.coefficient(for: b) / cb
            if left < right { return true }
            if left > right { return false }
        }
        return false
    }
}
