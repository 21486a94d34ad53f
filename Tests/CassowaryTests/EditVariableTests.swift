import Cassowary
import Testing

@Suite struct EditVariableTests {
    /// left + width = right, width = 100 at 750, left edited at 999.
    func makeBox(_ solver: Solver) throws -> (left: Variable, width: Variable, right: Variable) {
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        try solver.addConstraint(left + width == right)
        try solver.addConstraint(width >= 0)
        try solver.addConstraint((width == 100) | Strength(priority: 750))
        return (left, width, right)
    }

    @Test func suggestedValuesMoveTheSystem() throws {
        let solver = Solver()
        let box = try makeBox(solver)
        try solver.addEditVariable(box.left, strength: Strength(priority: 999))
        for value in [10.0, -35, 250.5, 0, 1e6] {
            try solver.suggestValue(box.left, value)
            #expect(solution(solver, box.left, box.width) == [value, 100])
            #expect(box.right.value == value + 100)
        }
    }

    @Test func manySuggestionsMatchAFreshSolveOfTheSameSystem() throws {
        let solver = Solver()
        let box = try makeBox(solver)
        try solver.addConstraint(box.right <= 500)
        try solver.addEditVariable(box.left, strength: Strength(priority: 999))
        try solver.addEditVariable(box.width, strength: Strength(priority: 800))
        var state: UInt64 = 0x5EED
        for _ in 0..<200 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let left = Double((state >> 40) % 1000) - 300
            let width = Double(state >> 20 & 0x3FF)
            try solver.suggestValue(box.left, left)
            try solver.suggestValue(box.width, width)
            solver.updateVariables()

            let fresh = Solver()
            let other = try makeBox(fresh)
            try fresh.addConstraint(other.right <= 500)
            try fresh.addConstraint((other.left == left) | Strength(priority: 999))
            try fresh.addConstraint((other.width == width) | Strength(priority: 800))
            fresh.updateVariables()
            #expect(abs(box.left.value - other.left.value) < 1e-9)
            #expect(abs(box.width.value - other.width.value) < 1e-9)
            #expect(abs(box.right.value - other.right.value) < 1e-9)
            // Computed by hand: the required left + width ≤ 500 with width ≥ 0 caps left at 500; left wins
            // next (999), then width is what fits left of 500, at most the suggestion (800).
            let expectedLeft = min(left, 500)
            #expect(box.left.value == expectedLeft)
            #expect(box.width.value == min(width, 500 - expectedLeft))
        }
    }

    @Test func anEditLosesToAHigherPriorityAndBeatsALowerOne() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addEditVariable(x, strength: Strength(priority: 500))
        let strong = (x == 30) | Strength(priority: 750)
        try solver.addConstraint(strong)
        try solver.suggestValue(x, 70)
        solver.updateVariables()
        #expect(x.value == 30)
        try solver.removeConstraint(strong)
        try solver.addConstraint((x == 30) | Strength(priority: 250))
        solver.updateVariables()
        #expect(x.value == 70)
        try solver.suggestValue(x, 71)
        solver.updateVariables()
        #expect(x.value == 71)
    }

    @Test func aRequiredBoundClampsSuggestions() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x <= 100)
        try solver.addConstraint(x >= -100)
        try solver.addEditVariable(x, strength: Strength(priority: 500))
        for (suggested, expected) in [(150.0, 100.0), (50, 50), (-400, -100), (99, 99), (101, 100)] {
            try solver.suggestValue(x, suggested)
            solver.updateVariables()
            #expect(x.value == expected)
        }
    }

    @Test func removingAnEditVariableReleasesItsVariable() throws {
        let solver = Solver()
        let box = try makeBox(solver)
        try solver.addConstraint((box.left == 5) | Strength(priority: 250))
        try solver.addEditVariable(box.left, strength: Strength(priority: 999))
        try solver.suggestValue(box.left, 40)
        solver.updateVariables()
        #expect(box.right.value == 140)
        try solver.removeEditVariable(box.left)
        #expect(solution(solver, box.left, box.right) == [5, 105])
    }
}
