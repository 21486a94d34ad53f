import Cassowary

/// The benchmark's system (the same as scripts/kiwi-benchmark.py builds): `columns × rows` views in a
/// container, 4 variables per view (left, top, width, height); each view 8 pt after its left and top
/// neighbours (or the container's edge), every width and height equal to the first view's, and the last column
/// and row 8 pt from the container's right and bottom edges. 1,000 views give 4,063 constraints.
struct LayoutGrid {
    static let spacing = 8.0

    let columns: Int
    let rows: Int
    let containerLeft = Variable("container.left")
    let containerTop = Variable("container.top")
    let containerWidth = Variable("container.width")
    let containerHeight = Variable("container.height")
    let lefts: [Variable]
    let tops: [Variable]
    let widths: [Variable]
    let heights: [Variable]

    init(columns: Int = 40, rows: Int = 25) {
        self.columns = columns
        self.rows = rows
        let count = columns * rows
        lefts = (0..<count).map { Variable("left\($0)") }
        tops = (0..<count).map { Variable("top\($0)") }
        widths = (0..<count).map { Variable("width\($0)") }
        heights = (0..<count).map { Variable("height\($0)") }
    }

    /// The grid's constraints, without the container's width (fixed or edited by the caller).
    func constraints(containerHeight height: Double) -> [Constraint] {
        let spacing = Self.spacing
        var constraints = [containerLeft == 0, containerTop == 0, containerHeight == height]
        constraints.reserveCapacity(4 * lefts.count + columns + rows)
        for row in 0..<rows {
            for column in 0..<columns {
                let index = row * columns + column
                if column == 0 {
                    constraints.append(lefts[index] == containerLeft + spacing)
                } else {
                    constraints.append(lefts[index] == lefts[index - 1] + widths[index - 1] + spacing)
                }
                if row == 0 {
                    constraints.append(tops[index] == containerTop + spacing)
                } else {
                    constraints.append(tops[index] == tops[index - columns] + heights[index - columns] + spacing)
                }
                if index > 0 {
                    constraints.append(widths[index] == widths[0])
                    constraints.append(heights[index] == heights[0])
                }
                if column == columns - 1 {
                    constraints.append(lefts[index] + widths[index] + spacing == containerLeft + containerWidth)
                }
                if row == rows - 1 {
                    constraints.append(tops[index] + heights[index] + spacing == containerTop + containerHeight)
                }
            }
        }
        return constraints
    }

    /// A solver holding the grid with the container's width fixed, solved and its values written.
    func solve(containerWidth width: Double, containerHeight height: Double) throws(SolverError) -> Solver {
        let solver = Solver()
        for constraint in constraints(containerHeight: height) { try solver.addConstraint(constraint) }
        try solver.addConstraint(containerWidth == width)
        solver.updateVariables()
        return solver
    }

    /// A solver holding the grid with the container's width as an edit variable at priority 999.
    func editableSolver(containerWidth width: Double, containerHeight height: Double) throws(SolverError) -> Solver {
        let solver = Solver()
        for constraint in constraints(containerHeight: height) { try solver.addConstraint(constraint) }
        try solver.addEditVariable(containerWidth, strength: Strength(priority: 999))
        try solver.suggestValue(containerWidth, width)
        solver.updateVariables()
        return solver
    }
}
