import Cassowary
import Testing

@Suite struct SolverBasicsTests {
    @Test func twoEqualitiesHaveTheirUniqueSolution() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x + y == 10)
        try solver.addConstraint(x - y == 2)
        solver.updateVariables()
        // x + y = 10 and x − y = 2 give x = 6, y = 4.
        #expect(x.value == 6)
        #expect(y.value == 4)
    }

    @Test func inequalitiesBoundAnOptionalGoal() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x >= 10)
        try solver.addConstraint(x <= 20)
        let towardZero = (x == 0) | Strength(priority: 250)
        try solver.addConstraint(towardZero)
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.removeConstraint(towardZero)
        try solver.addConstraint((x == 30) | Strength(priority: 250))
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test func coefficientsAndConstantsOnBothSides() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        // 3x + 4 = 2y − 6 and y = x / 2 + 9: 3x + 4 = x + 18 − 6, so x = 4 and y = 11.
        try solver.addConstraint(3 * x + 4 == 2 * y - 6)
        try solver.addConstraint(y == x / 2 + 9)
        solver.updateVariables()
        #expect(abs(x.value - 4) < 1e-12)
        #expect(abs(y.value - 11) < 1e-12)
    }

    @Test func variablesNoConstraintFixesAreZero() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x - y == 5)
        solver.updateVariables()
        // One of the two is parametric (0), the other follows: {x, y} is {5, 0} or {0, −5}.
        #expect(x.value - y.value == 5)
        #expect(x.value == 0 || y.value == 0)
    }

    @Test func aHigherPriorityWinsAtAnyAmountOfLowerError() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 100) | Strength(priority: 751))
        for _ in 0..<500 { try solver.addConstraint((x == 200) | Strength(priority: 750)) }
        solver.updateVariables()
        #expect(x.value == 100)
    }

    @Test func prioritiesCloserThanOneAreDistinctLevels() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 10) | Strength(priority: 500.5))
        try solver.addConstraint((x == 20) | Strength(priority: 500.25))
        try solver.addConstraint((x == 20) | Strength(priority: 500.25))
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func conflictingConstraintsOfOnePriorityMinimiseTheirSummedError() throws {
        let x = Variable("x")
        let solver = Solver()
        let weak = Strength(priority: 250)
        // |2x − 20| + |x − 20| falls with slope −3 below 10 and rises with slope 1 above: minimum at x = 10.
        try solver.addConstraint((2 * x == 20) | weak)
        try solver.addConstraint((x == 20) | weak)
        solver.updateVariables()
        #expect(x.value == 10)
        // A second vote for 20: |2x − 20| + 2|x − 20| has slope 2 − 2 = 0 on [10, 20] — add a third to tip it.
        try solver.addConstraint((x == 20) | weak)
        try solver.addConstraint((x == 20) | weak)
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test func optionalInequalityIsSatisfiedWhenItCan() throws {
        let width = Variable("width")
        let solver = Solver()
        try solver.addConstraint(width <= 300)
        try solver.addConstraint((width >= 400) | Strength(priority: 750))
        try solver.addConstraint((width == 50) | Strength(priority: 250))
        solver.updateVariables()
        // 750 pulls width as high as the required bound lets it.
        #expect(width.value == 300)
    }
}
