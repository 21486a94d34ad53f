import Cassowary
import Testing

@Suite struct SolverErrorTests {
    @Test func aConflictingRequiredEqualityThrowsAndChangesNothing() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x == 10)
        let conflict = x == 20
        #expect(throws: SolverError.unsatisfiableConstraint(conflict)) { try solver.addConstraint(conflict) }
        #expect(!solver.hasConstraint(conflict))
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(!solver.isAmbiguous(x))
    }

    @Test func aConflictingRequiredInequalityThrowsAndTheTableauIsRestored() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let lower = x >= 10
        try solver.addConstraint(lower)
        try solver.addConstraint(y == x + 5)
        try solver.addConstraint((x == 0) | Strength(priority: 250))
        let conflict = x + 0 <= 5 + 0
        #expect(throws: SolverError.unsatisfiableConstraint(conflict)) { try solver.addConstraint(conflict) }
        #expect(!solver.hasConstraint(conflict))
        #expect(solution(solver, x, y) == [10, 15])
        // The solver still works: without the lower bound, the optional x = 0 wins and y follows.
        try solver.removeConstraint(lower)
        #expect(solution(solver, x, y) == [0, 5])
        try solver.addConstraint(conflict)
        try solver.addConstraint((x == 4) | Strength(priority: 500))
        #expect(solution(solver, x, y) == [4, 9])
    }

    @Test func aRequiredConstantThatCannotHoldIsUnsatisfiable() throws {
        let solver = Solver()
        let impossible = Constraint(Expression(constant: 3), .equal)
        #expect(throws: SolverError.unsatisfiableConstraint(impossible)) { try solver.addConstraint(impossible) }
        let trivial = Constraint(Expression(constant: 0), .equal)
        try solver.addConstraint(trivial)
        #expect(solver.hasConstraint(trivial))
        try solver.removeConstraint(trivial)
        #expect(!solver.hasConstraint(trivial))
    }

    @Test func duplicatesAndUnknownsAreRefused() throws {
        let x = Variable("x")
        let solver = Solver()
        let constraint = x == 1
        try solver.addConstraint(constraint)
        #expect(throws: SolverError.duplicateConstraint(constraint)) { try solver.addConstraint(constraint) }
        let other = x >= 0
        #expect(throws: SolverError.unknownConstraint(other)) { try solver.removeConstraint(other) }
        try solver.removeConstraint(constraint)
        #expect(throws: SolverError.unknownConstraint(constraint)) { try solver.removeConstraint(constraint) }

        let y = Variable("y")
        #expect(throws: SolverError.unknownEditVariable(y)) { try solver.suggestValue(y, 3) }
        #expect(throws: SolverError.unknownEditVariable(y)) { try solver.removeEditVariable(y) }
        #expect(throws: SolverError.requiredEditVariable(y)) { try solver.addEditVariable(y, strength: .required) }
        #expect(!solver.hasEditVariable(y))
        try solver.addEditVariable(y, strength: Strength(priority: 999))
        #expect(solver.hasEditVariable(y))
        #expect(throws: SolverError.duplicateEditVariable(y)) {
            try solver.addEditVariable(y, strength: Strength(priority: 500))
        }
        try solver.removeEditVariable(y)
        #expect(!solver.hasEditVariable(y))
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteNumbersAreRefused(bad: Double) throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x == 7)
        let badCoefficient = Constraint(Expression(terms: [Term(x, bad)], constant: 1), .equal)
        let badConstant = Constraint(Expression(terms: [Term(x)], constant: bad), .greaterThanOrEqual)
        #expect(throws: SolverError.nonFiniteValue) { try solver.addConstraint(badCoefficient) }
        #expect(throws: SolverError.nonFiniteValue) { try solver.addConstraint(badConstant) }
        #expect(!solver.hasConstraint(badCoefficient))

        let y = Variable("y")
        try solver.addEditVariable(y, strength: Strength(priority: 500))
        try solver.suggestValue(y, 12)
        #expect(throws: SolverError.nonFiniteValue) { try solver.suggestValue(y, bad) }
        #expect(solution(solver, x, y) == [7, 12])
        // The edit keeps its last good value: suggesting 14 moves y by 2 from 12.
        try solver.suggestValue(y, 14)
        solver.updateVariables()
        #expect(y.value == 14)
    }

    @Test func aNaNPriorityIsRefused() throws {
        let x = Variable("x")
        let solver = Solver()
        let constraint = (x == 1) | Strength(priority: .nan)
        #expect(throws: SolverError.nonFiniteValue) { try solver.addConstraint(constraint) }
        #expect(throws: SolverError.nonFiniteValue) {
            try solver.addEditVariable(x, strength: Strength(priority: .nan))
        }
        #expect(!solver.hasEditVariable(x))
    }
}
