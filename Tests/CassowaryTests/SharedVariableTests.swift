import Cassowary
import Testing

/// Variables the solver knows, forgets and knows again — in one solver, in two solvers at once, across a
/// reset and a refused constraint: each solver finds its own symbol of a variable every time.
@Suite struct SharedVariableTests {
    @Test func oneVariableTakesPartInTwoSolvers() throws {
        let x = Variable("x")
        let y = Variable("y")
        let first = Solver()
        let second = Solver()
        try first.addConstraint(x == 10)
        try second.addConstraint(x == 20)
        try first.addConstraint(y == x + 1)
        try second.addConstraint(y == 2 * x)
        first.updateVariables()
        #expect([x.value, y.value] == [10, 11])
        second.updateVariables()
        #expect([x.value, y.value] == [20, 40])
        try first.addConstraint((y >= 30) | Strength(priority: 500))
        first.updateVariables()
        #expect([x.value, y.value] == [10, 11])
    }

    @Test func aForgottenVariableIsKnownAgainWhenNamedAgain() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let pin = x == 5
        try solver.addConstraint(pin)
        try solver.removeConstraint(pin)
        // x is forgotten; y may take the serial x's symbol had.
        try solver.addConstraint(y == 7)
        try solver.addConstraint(x == y + 1)
        solver.updateVariables()
        #expect([x.value, y.value] == [8, 7])
        #expect(!solver.isAmbiguous(x))
    }

    @Test func aResetSolverKnowsNoVariable() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x == 1)
        try solver.addConstraint(y == x + 1)
        solver.reset()
        #expect(solver.isAmbiguous(x))
        try solver.addConstraint(y == 10)
        try solver.addConstraint(x == y - 3)
        solver.updateVariables()
        #expect([x.value, y.value] == [7, 10])
    }

    @Test func aVariableFirstNamedByARefusedConstraintIsNotKept() throws {
        let x = Variable("x")
        let z = Variable("z")
        let solver = Solver()
        try solver.addConstraint(x == 1)
        // z cancels out: the constraint reads x == 2, which the required x == 1 refuses.
        let refused = x + z - z == 2
        #expect(throws: SolverError.unsatisfiableConstraint(refused)) { try solver.addConstraint(refused) }
        #expect(solver.isAmbiguous(z))
        try solver.addConstraint(z == x + 3)
        solver.updateVariables()
        #expect([x.value, z.value] == [1, 4])
    }
}
