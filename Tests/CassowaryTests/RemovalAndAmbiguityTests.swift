import Cassowary
import Testing

@Suite struct RemovalAndAmbiguityTests {
    @Test func removingConstraintsRestoresEarlierSolutions() throws {
        let left = Variable("left")
        let width = Variable("width")
        let solver = Solver()
        try solver.addConstraint(left >= 0)
        try solver.addConstraint((left == 20) | Strength(priority: 250))
        try solver.addConstraint((width == 100) | Strength(priority: 300))
        #expect(solution(solver, left, width) == [20, 100])

        // left + width = 300: width keeps 100 (300 beats 250), left takes the rest.
        let pin = left + width == 300
        try solver.addConstraint(pin)
        #expect(solution(solver, left, width) == [200, 100])

        // width ≤ 80 (required) caps width; left still takes the rest.
        let cap = width <= 80
        try solver.addConstraint(cap)
        #expect(solution(solver, left, width) == [220, 80])

        try solver.removeConstraint(cap)
        #expect(solution(solver, left, width) == [200, 100])
        try solver.removeConstraint(pin)
        #expect(solution(solver, left, width) == [20, 100])
    }

    /// A required equality repeated: taking one copy out leaves the other in force. (Kiwi's choice of the row
    /// to pivot the removed marker into moved a constant into the repeat's dummy row, and `w` fell to its
    /// floor of 0.)
    @Test func removingOneOfTwoEqualRequiredEqualitiesKeepsTheOther() throws {
        let w = Variable("w")
        let solver = Solver()
        try solver.addConstraint(w >= 0)
        let first = w == 20
        let second = w == 20
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        #expect(solution(solver, w) == [20])
        #expect(throws: SolverError.unsatisfiableConstraint(first)) { try solver.updateConstant(of: first, to: -40) }
        #expect(solution(solver, w) == [20])
        try solver.removeConstraint(first)
        #expect(solution(solver, w) == [20])
        #expect(solver.isConsistent)
        let wider = w == 40
        #expect(throws: SolverError.unsatisfiableConstraint(wider)) { try solver.addConstraint(wider) }
        #expect(solution(solver, w) == [20])
        try solver.removeConstraint(second)
        #expect(solution(solver, w) == [0])
    }

    @Test func removingARequiredEqualityFreesItsVariable() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let pin = x == 42
        try solver.addConstraint(pin)
        try solver.addConstraint(y == 2 * x)
        solver.updateVariables()
        #expect(y.value == 84)
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
        try solver.removeConstraint(pin)
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        try solver.addConstraint(x == 1)
        #expect(solution(solver, x, y) == [1, 2])
    }

    @Test func addRemoveCyclesLeaveTheSolutionOfTheRemainingConstraints() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x + y == 100)
        try solver.addConstraint((x == 30) | Strength(priority: 500))
        for step in 0..<50 {
            let extra: Constraint
            switch step % 3 {
            case 0: extra = (y == Double(step)) | Strength(priority: 750)
            case 1: extra = x >= 60
            default: extra = (x <= Double(step)) | Strength(priority: 600)
            }
            try solver.addConstraint(extra)
            solver.updateVariables()
            switch step % 3 {
            case 0: #expect(y.value == Double(step))
            case 1: #expect(x.value == 60)
            default: #expect(x.value == min(30, Double(step)))
            }
            try solver.removeConstraint(extra)
            #expect(solution(solver, x, y) == [30, 70])
        }
    }

    @Test func ambiguityFollowsWhatTheConstraintsFix() throws {
        let x = Variable("x")
        let y = Variable("y")
        let unknown = Variable("unknown")
        let solver = Solver()
        #expect(solver.isAmbiguous(unknown))
        try solver.addConstraint(x + y == 10)
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        let fix = x == 3
        try solver.addConstraint(fix)
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
        try solver.removeConstraint(fix)
        // An optional constraint fixes it too.
        try solver.addConstraint((x == 3) | Strength(priority: 1))
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
    }

    @Test func aLowerBoundAloneIsAmbiguousAndAnOptionalGoalResolvesIt() throws {
        let width = Variable("width")
        let solver = Solver()
        try solver.addConstraint(width >= 10)
        #expect(solver.isAmbiguous(width))
        try solver.addConstraint((width == 0) | Strength(priority: 250))
        #expect(!solver.isAmbiguous(width))
        solver.updateVariables()
        #expect(width.value == 10)
    }

    @Test func aVariableNoConstraintNamesIsForgottenAndKeepsItsValue() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let pin = x == 5
        let link = y == x + 1
        try solver.addConstraint(pin)
        try solver.addConstraint(link)
        #expect(solution(solver, x, y) == [5, 6])
        try solver.removeConstraint(link)
        // y is forgotten: updateVariables no longer writes it (a free variable it still knew would become 0).
        #expect(solution(solver, x, y) == [5, 6])
        #expect(solver.isAmbiguous(y))
        try solver.removeConstraint(pin)
        #expect(solution(solver, x, y) == [5, 6])
        try solver.addConstraint(y == 2 * x)
        try solver.addConstraint(x == 3)
        #expect(solution(solver, x, y) == [3, 6])
    }

    @Test func resetForgetsEverything() throws {
        let x = Variable("x")
        let solver = Solver()
        let constraint = x == 5
        try solver.addConstraint(constraint)
        try solver.addEditVariable(x, strength: Strength(priority: 100))
        solver.reset()
        #expect(!solver.hasConstraint(constraint))
        #expect(!solver.hasEditVariable(x))
        #expect(solver.isAmbiguous(x))
        try solver.addConstraint(constraint)
        solver.updateVariables()
        #expect(x.value == 5)
    }
}
