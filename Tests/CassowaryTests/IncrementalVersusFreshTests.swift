import Testing

@testable import Cassowary

extension Solver {
    /// Whether the tableau is in solved form: each row's basic symbol is where `rowPosition` says and in no
    /// cell, restricted rows are feasible, and no reusable serial is still in a row or the objective.
    var isConsistent: Bool {
        let free = Set(freeSerials)
        for (index, row) in rows.enumerated() {
            guard rowPosition[row.basic.serial] == Int32(index), !free.contains(row.basic.serial) else { return false }
            if row.basic.isRestricted && row.constant < -1e-8 { return false }
            for cell in row.cells where free.contains(cell.symbol.serial) || rowIndex(of: cell.symbol) != nil {
                return false
            }
        }
        return objective.levels.allSatisfy { level in level.cells.allSatisfy { !free.contains($0.symbol.serial) } }
    }
}

/// A seeded SplitMix64 generator, so every run checks the same systems.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random systems whose optimum is unique — each variable has a stay at its own low priority below every other
/// constraint — so the incremental solver (edits suggested many times, constraints removed and added) must find
/// exactly what a fresh solver finds for the same constraints.
@Suite struct IncrementalVersusFreshTests {
    struct System {
        var variables: [Variable]
        /// The constraints now in the solver (the stays first).
        var constraints: [Constraint]
        /// The edit variables, their strength and their current suggestion.
        var edits: [(variable: Variable, strength: Strength, value: Double)]
    }

    static let optionalPriorities: [Float] = [250, 251, 500, 750, 751, 999]

    func randomConstraint(
        _ variables: [Variable], near point: [Double], using random: inout SeededGenerator
    )
        -> Constraint
    {
        let count = Int.random(in: 1...3, using: &random)
        let picked = variables.indices.shuffled(using: &random).prefix(count)
        var expression = Expression()
        var atPoint = 0.0
        for index in picked {
            let coefficient = Double(Int.random(in: -3...3, using: &random) | 1)
            expression.terms.append(Term(variables[index], coefficient))
            atPoint += coefficient * point[index]
        }
        let isRequired = Bool.random(using: &random)
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
        // Required constraints hold at `point`, so every set of them is satisfiable; optional ones are anywhere.
        let offset = Double(Int.random(in: 0...20, using: &random))
        switch (isRequired, relation) {
        case (true, .equal): expression.constant = -atPoint
        case (true, .lessThanOrEqual): expression.constant = -atPoint - offset
        case (true, .greaterThanOrEqual): expression.constant = -atPoint + offset
        default: expression.constant = Double(Int.random(in: -200...200, using: &random))
        }
        let strength =
            isRequired ? Strength.required : Strength(priority: Self.optionalPriorities.randomElement(using: &random)!)
        return Constraint(expression, relation, strength: strength)
    }

    /// `count` variables and a random point, where the random required constraints will hold.
    func variablesAndPoint(_ count: Int, using random: inout SeededGenerator) -> ([Variable], [Double]) {
        let variables = (0..<count).map { Variable("v\($0)") }
        return (variables, variables.map { _ in Double(Int.random(in: -100...100, using: &random)) })
    }

    /// The values a new solver finds for the same constraints, with edits as ordinary optional equalities.
    func freshSolution(of system: System) throws -> [Double] {
        let solver = Solver()
        for constraint in system.constraints {
            try solver.addConstraint(
                Constraint(constraint.expression, constraint.relation, strength: constraint.strength))
        }
        for edit in system.edits {
            try solver.addConstraint((edit.variable == edit.value) | edit.strength)
        }
        solver.updateVariables()
        return system.variables.map(\.value)
    }

    @Test(arguments: 1...40 as ClosedRange<UInt64>)
    func incrementalChangesMatchAFreshSolve(seed: UInt64) throws {
        var random = SeededGenerator(state: seed)
        let variableCount = Int.random(in: 3...7, using: &random)
        let (variables, point) = variablesAndPoint(variableCount, using: &random)
        let solver = Solver()
        var system = System(variables: variables, constraints: [], edits: [])
        for (index, variable) in variables.enumerated() {
            let stay =
                (variable == Double(Int.random(in: -50...50, using: &random))) | Strength(priority: Float(1 + index))
            try solver.addConstraint(stay)
            system.constraints.append(stay)
        }
        for _ in 0..<Int.random(in: 2...8, using: &random) {
            let constraint = randomConstraint(variables, near: point, using: &random)
            try solver.addConstraint(constraint)
            system.constraints.append(constraint)
        }
        for (index, variable) in variables.prefix(2).enumerated() {
            let strength = Strength(priority: index == 0 ? 600 : 100)
            try solver.addEditVariable(variable, strength: strength)
            system.edits.append((variable, strength, 0))
        }

        for _ in 0..<30 {
            switch Int.random(in: 0..<4, using: &random) {
            case 0, 1:
                let which = Int.random(in: 0..<system.edits.count, using: &random)
                let value = Double(Int.random(in: -300...300, using: &random))
                try solver.suggestValue(system.edits[which].variable, value)
                system.edits[which].value = value
            case 2 where system.constraints.count > variables.count:
                let index = Int.random(in: variables.count..<system.constraints.count, using: &random)
                try solver.removeConstraint(system.constraints.remove(at: index))
            default:
                let constraint = randomConstraint(variables, near: point, using: &random)
                try solver.addConstraint(constraint)
                system.constraints.append(constraint)
            }
            #expect(solver.isConsistent)
            solver.updateVariables()
            let incremental = variables.map(\.value)
            let fresh = try freshSolution(of: system)
            for (a, b) in zip(incremental, fresh) {
                #expect(abs(a - b) < 1e-6, "seed \(seed): \(incremental) vs \(fresh)")
            }
        }
    }

    @Test(arguments: 1...20 as ClosedRange<UInt64>)
    func aRefusedRequiredConstraintLeavesTheSolutionAlone(seed: UInt64) throws {
        var random = SeededGenerator(state: seed &* 7919)
        let (variables, point) = variablesAndPoint(4, using: &random)
        let solver = Solver()
        var system = System(variables: variables, constraints: [], edits: [])
        for (index, variable) in variables.enumerated() {
            let stay = (variable == Double(index * 10)) | Strength(priority: Float(1 + index))
            try solver.addConstraint(stay)
            system.constraints.append(stay)
        }
        let anchor = variables[0] == point[0]
        try solver.addConstraint(anchor)
        system.constraints.append(anchor)
        for _ in 0..<6 {
            let constraint = randomConstraint(variables, near: point, using: &random)
            try solver.addConstraint(constraint)
            system.constraints.append(constraint)
        }
        solver.updateVariables()
        let before = variables.map(\.value)
        // Each variable pinned far from where the required ones hold it: refused whenever it conflicts (always
        // for v0, which `anchor` holds at its point).
        var refused = 0
        for variable in variables {
            let conflict = variable == 10_000
            do {
                try solver.addConstraint(conflict)
                try solver.removeConstraint(conflict)
            } catch {
                #expect(error == .unsatisfiableConstraint(conflict))
                refused += 1
            }
            solver.updateVariables()
            for (a, b) in zip(variables.map(\.value), before) { #expect(abs(a - b) < 1e-6) }
        }
        #expect(refused >= 1)
        let fresh = try freshSolution(of: system)
        for (a, b) in zip(variables.map(\.value), fresh) { #expect(abs(a - b) < 1e-6) }
    }

    @Test(arguments: 1...20 as ClosedRange<UInt64>)
    func removingEveryConstraintEmptiesTheSolver(seed: UInt64) throws {
        var random = SeededGenerator(state: seed &* 104_729)
        let (variables, point) = variablesAndPoint(6, using: &random)
        let solver = Solver()
        var constraints: [Constraint] = []
        for _ in 0..<12 {
            let constraint = randomConstraint(variables, near: point, using: &random)
            try solver.addConstraint(constraint)
            constraints.append(constraint)
        }
        try solver.addEditVariable(variables[0], strength: Strength(priority: 300))
        try solver.suggestValue(variables[0], 7)
        for constraint in constraints.shuffled(using: &random) {
            try solver.removeConstraint(constraint)
            #expect(solver.isConsistent)
        }
        #expect(!solver.variables.isEmpty)
        try solver.removeEditVariable(variables[0])
        #expect(solver.rows.isEmpty)
        #expect(solver.variables.isEmpty)
        #expect(solver.objective.levels.allSatisfy { $0.cells.isEmpty })
        #expect(Set(solver.freeSerials).count == solver.rowPosition.count)
    }
}
