/// Whether a coefficient is zero up to rounding (as kiwi, 1e-8).
@inline(__always)
func isNearZero(_ value: Double) -> Bool {
    value < 1e-8 && value > -1e-8
}

/// One row of the tableau: `basic = constant + Σ coefficient · symbol` over parametric symbols, the cells
/// sorted by symbol so merges are linear and lookups binary searches.
struct Row: Sendable {
    struct Cell: Sendable {
        var symbol: Symbol
        var coefficient: Double
    }

    /// The basic symbol the row defines (a placeholder before the row enters the tableau).
    var basic: Symbol
    var constant: Double
    private(set) var cells: [Cell]

    init(basic: Symbol = Symbol(serial: 0, kind: .dummy), constant: Double = 0, cells: [Cell] = []) {
        self.basic = basic
        self.constant = constant
        self.cells = cells
    }

    /// The position of `symbol` in `cells`, or where it would be inserted.
    @inline(__always)
    func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        let raw = symbol.raw
        while low < high {
            let middle = (low + high) >> 1
            let value = cells[middle].symbol.raw
            if value < raw {
                low = middle + 1
            } else if value > raw {
                high = middle
            } else {
                return (middle, true)
            }
        }
        return (low, false)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `value` to the constant and returns the new constant.
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient · symbol`, dropping the cell when the sum is near zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if isNearZero(sum) {
                cells.remove(at: index)
            } else {
                cells[index].coefficient = sum
            }
        } else if !isNearZero(coefficient) {
            // New symbols mostly sort last: appending skips the general insertion's shifting.
            if index == cells.count {
                cells.append(Cell(symbol: symbol, coefficient: coefficient))
            } else {
                cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
            }
        }
    }

    /// Makes room for `count` cells, so that a row being built does not grow its storage cell by cell.
    mutating func reserveCapacity(_ count: Int) {
        cells.reserveCapacity(count)
    }

    /// Adds `coefficient · other` (constant and cells), merging the sorted cells.
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        if other.cells.count <= 2 {
            for cell in other.cells {
                insert(cell.symbol, cell.coefficient * coefficient)
            }
            return
        }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var i = 0
        var j = 0
        let left = cells
        let right = other.cells
        while i < left.count && j < right.count {
            let a = left[i].symbol.raw
            let b = right[j].symbol.raw
            if a < b {
                merged.append(left[i])
                i += 1
            } else if a > b {
                let value = right[j].coefficient * coefficient
                if !isNearZero(value) { merged.append(Cell(symbol: right[j].symbol, coefficient: value)) }
                j += 1
            } else {
                let value = left[i].coefficient + right[j].coefficient * coefficient
                if !isNearZero(value) { merged.append(Cell(symbol: left[i].symbol, coefficient: value)) }
                i += 1
                j += 1
            }
        }
        while i < left.count {
            merged.append(left[i])
            i += 1
        }
        while j < right.count {
            let value = right[j].coefficient * coefficient
            if !isNearZero(value) { merged.append(Cell(symbol: right[j].symbol, coefficient: value)) }
            j += 1
        }
        cells = merged
    }

    mutating func remove(_ symbol: Symbol) {
        let (index, found) = position(of: symbol)
        if found { cells.remove(at: index) }
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Solves `0 = constant + Σ cells` for `symbol`, which must be in the row: the row becomes
    /// `symbol = …` and the cell of `symbol` goes.
    mutating func solve(for symbol: Symbol) {
        let (index, _) = position(of: symbol)
        let factor = -1 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Solves `lhs = constant + Σ cells` for `rhs` (a pivot): the row becomes `rhs = …` with `lhs` among
    /// its cells.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`'s right side; returns whether the symbol was in this row.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        let (index, found) = position(of: symbol)
        guard found else { return false }
        let coefficient = cells[index].coefficient
        cells.remove(at: index)
        insert(row, coefficient)
        return true
    }
}
