import Cassowary
import Testing

/// `Solver.reserveCapacity(_:)` only makes room: the solutions, the choice among equal solutions and the
/// refusals are those of a solver that did not reserve.
@Suite struct SolverCapacityTests {
    /// Three boxes in a row between 0 and 320, 8 apart, the first two as wide as each other and at least
    /// 50 wide, the third pulled towards 100 wide at priority 250; and two variables only their sum ties.
    private struct Layout {
        let aX = Variable("a.x"), aWidth = Variable("a.width")
        let bX = Variable("b.x"), bWidth = Variable("b.width")
        let cX = Variable("c.x"), cWidth = Variable("c.width")
        let p = Variable("p"), q = Variable("q")

        var constraints: [Constraint] {
            [
                aX == 0, aWidth == bWidth, bX == aX + aWidth + 8, cX == bX + bWidth + 8, cX + cWidth == 320,
                aWidth >= 50, (cWidth == 100) | Strength(priority: 250), p + q == 10,
            ]
        }

        func solve(reserving: Int?) throws -> Solver {
            let solver = Solver()
            if let reserving { solver.reserveCapacity(reserving) }
            for constraint in constraints { try solver.addConstraint(constraint) }
            solver.updateVariables()
            return solver
        }
    }

    @Test func reservingRoomChangesNoSolution() throws {
        let reserved = Layout()
        _ = try reserved.solve(reserving: 64)
        // c.x = b.x + b.width + 8 = 2·a.width + 16 and c.width = 304 − 2·a.width: c.width is 100 exactly
        // when a.width = 102 (above its minimum of 50).
        #expect(reserved.aX.value == 0)
        #expect(reserved.aWidth.value == 102)
        #expect(reserved.bX.value == 110)
        #expect(reserved.bWidth.value == 102)
        #expect(reserved.cX.value == 220)
        #expect(reserved.cWidth.value == 100)
        // p + q = 10 leaves a choice: the solver makes the one it makes without reserving.
        let plain = Layout()
        _ = try plain.solve(reserving: nil)
        #expect(reserved.p.value + reserved.q.value == 10)
        #expect(reserved.p.value == plain.p.value)
        #expect(reserved.q.value == plain.q.value)
    }

    @Test func aReservingSolverRefusesWhatAnyOtherRefuses() throws {
        let layout = Layout()
        let solver = try layout.solve(reserving: 8)
        solver.reserveCapacity(100)
        // a.width ≥ 50 with b.width = a.width and c.width = 304 − 2·a.width ≥ 250 cannot both hold.
        let conflicting = layout.cWidth >= 250
        #expect(throws: SolverError.unsatisfiableConstraint(conflicting)) { try solver.addConstraint(conflicting) }
        #expect(!solver.hasConstraint(conflicting))
        solver.updateVariables()
        #expect(layout.aWidth.value == 102)
        #expect(layout.cWidth.value == 100)
    }
}
