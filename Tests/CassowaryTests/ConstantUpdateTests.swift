import Testing

@testable import Cassowary

/// `updateConstant(of:to:)`: the constant of a constraint in the solver changes without removing it; the
/// expected values are worked out by hand from the constraints.
@Suite struct ConstantUpdateTests {
    @Test func aRequiredEqualityMovesWhatDependsOnIt() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let pin = x == 10
        try solver.addConstraint(pin)
        try solver.addConstraint(y == x + 5)
        #expect(solution(solver, x, y) == [10, 15])
        // x − 10 = 0 becomes x − 30 = 0: x = 30, y = x + 5 = 35.
        let moved = try solver.updateConstant(of: pin, to: -30)
        #expect(solution(solver, x, y) == [30, 35])
        #expect(moved.expression.constant == -30)
        #expect(moved.relation == .equal && moved.strength == .required)
        #expect(solver.hasConstraint(moved) && !solver.hasConstraint(pin))
        #expect(solver.isConsistent)
    }

    @Test func aRequiredInequalityPushesAndReleasesAnOptionalPull() throws {
        let solver = Solver()
        let x = Variable("x")
        var floor = x >= 10
        try solver.addConstraint(floor)
        try solver.addConstraint((x == 0) | Strength(priority: 500))
        #expect(solution(solver, x) == [10])
        // x − 40 ≥ 0: the floor pushes x to 40, against the pull towards 0.
        floor = try solver.updateConstant(of: floor, to: -40)
        #expect(solution(solver, x) == [40])
        // x + 20 ≥ 0: the floor is at −20, the pull wins and x is 0.
        floor = try solver.updateConstant(of: floor, to: 20)
        #expect(solution(solver, x) == [0])
        // Back to x ≥ 5.
        floor = try solver.updateConstant(of: floor, to: -5)
        #expect(solution(solver, x) == [5])
        #expect(solver.isConsistent)
    }

    @Test func anOptionalEqualityWinsOrLosesByItsPriority() throws {
        let solver = Solver()
        let x = Variable("x")
        var strong = (x == 100) | Strength(priority: 750)
        var weak = (x == 0) | Strength(priority: 250)
        try solver.addConstraint(strong)
        try solver.addConstraint(weak)
        #expect(solution(solver, x) == [100])
        strong = try solver.updateConstant(of: strong, to: -60)
        #expect(solution(solver, x) == [60])
        weak = try solver.updateConstant(of: weak, to: -7)
        #expect(solution(solver, x) == [60])
        try solver.removeConstraint(strong)
        #expect(solution(solver, x) == [7])
        #expect(solver.isConsistent)
    }

    @Test func anOptionalInequalityCapsAWeakerPull() throws {
        let solver = Solver()
        let x = Variable("x")
        var cap = (x <= 50) | Strength(priority: 750)
        try solver.addConstraint(cap)
        try solver.addConstraint((x == 100) | Strength(priority: 250))
        #expect(solution(solver, x) == [50])
        cap = try solver.updateConstant(of: cap, to: -80)
        #expect(solution(solver, x) == [80])
        cap = try solver.updateConstant(of: cap, to: -120)
        #expect(solution(solver, x) == [100])
        cap = try solver.updateConstant(of: cap, to: 30)
        #expect(solution(solver, x) == [-30])
        #expect(solver.isConsistent)
    }

    @Test func aBoxKeepsItsEditedLeftWhileItsWidthChanges() throws {
        let solver = Solver()
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        try solver.addConstraint(left + width == right)
        var fixedWidth = width == 100
        try solver.addConstraint(fixedWidth)
        try solver.addEditVariable(left, strength: Strength(priority: 999))
        try solver.suggestValue(left, 20)
        #expect(solution(solver, left, width, right) == [20, 100, 120])
        fixedWidth = try solver.updateConstant(of: fixedWidth, to: -250)
        #expect(solution(solver, left, width, right) == [20, 250, 270])
        try solver.suggestValue(left, -5)
        #expect(solution(solver, left, width, right) == [-5, 250, 245])
    }

    @Test func aConflictingRequiredConstantIsRefusedAndChangesNothing() throws {
        let solver = Solver()
        let x = Variable("x")
        let ceiling = x <= 100
        let floor = x >= 10
        try solver.addConstraint(ceiling)
        try solver.addConstraint(floor)
        try solver.addConstraint((x == 0) | Strength(priority: 500))
        #expect(solution(solver, x) == [10])
        // x ≥ 200 cannot hold with x ≤ 100.
        #expect(throws: SolverError.unsatisfiableConstraint(floor)) {
            _ = try solver.updateConstant(of: floor, to: -200)
        }
        #expect(solver.hasConstraint(floor))
        #expect(solution(solver, x) == [10])
        #expect(solver.isConsistent)
        // The solver still works from where it was: x ≥ 60 now holds.
        _ = try solver.updateConstant(of: floor, to: -60)
        #expect(solution(solver, x) == [60])
    }

    @Test func aRepeatedRequiredEqualityCannotDisagreeWithItsTwin() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = x == 10
        let twin = x == 10
        try solver.addConstraint(first)
        try solver.addConstraint(twin)
        for constraint in [first, twin] {
            #expect(throws: SolverError.unsatisfiableConstraint(constraint)) {
                _ = try solver.updateConstant(of: constraint, to: -20)
            }
            #expect(solution(solver, x) == [10])
        }
        // Moving both, one after the other, needs the twin out first.
        try solver.removeConstraint(twin)
        _ = try solver.updateConstant(of: first, to: -20)
        #expect(solution(solver, x) == [20])
        #expect(solver.isConsistent)
    }

    @Test func badCallsAreRefused() throws {
        let solver = Solver()
        let x = Variable("x")
        let known = x == 1
        let unknown = x == 2
        try solver.addConstraint(known)
        #expect(throws: SolverError.unknownConstraint(unknown)) { _ = try solver.updateConstant(of: unknown, to: 3) }
        #expect(throws: SolverError.nonFiniteValue) { _ = try solver.updateConstant(of: known, to: .nan) }
        #expect(throws: SolverError.nonFiniteValue) { _ = try solver.updateConstant(of: known, to: .infinity) }
        let same = try solver.updateConstant(of: known, to: -1)
        #expect(throws: SolverError.unknownConstraint(known)) { _ = try solver.updateConstant(of: known, to: -4) }
        #expect(solution(solver, x) == [1])
        try solver.removeConstraint(same)
        #expect(solver.rows.isEmpty)
    }
}
