import Testing

@testable import Cassowary

extension IncrementalVersusFreshTests {
    /// Random constants given to random constraints (equalities and inequalities, required and optional) of
    /// random systems, between suggested edits: `updateConstant(of:to:)` must find what a fresh solver finds
    /// with the new constants, and refuse exactly the required constants a fresh solver cannot satisfy.
    @Test(arguments: 1...40 as ClosedRange<UInt64>)
    func changedConstantsMatchAFreshSolve(seed: UInt64) throws {
        var random = SeededGenerator(state: seed &* 31_337)
        let (variables, point) = variablesAndPoint(Int.random(in: 3...7, using: &random), using: &random)
        let solver = Solver()
        var system = System(variables: variables, constraints: [], edits: [])
        for (index, variable) in variables.enumerated() {
            let stay =
                (variable == Double(Int.random(in: -50...50, using: &random))) | Strength(priority: Float(1 + index))
            try solver.addConstraint(stay)
            system.constraints.append(stay)
        }
        for _ in 0..<Int.random(in: 3...9, using: &random) {
            let constraint = randomConstraint(variables, near: point, using: &random)
            try solver.addConstraint(constraint)
            system.constraints.append(constraint)
        }
        try solver.addEditVariable(variables[0], strength: Strength(priority: 600))
        system.edits.append((variables[0], Strength(priority: 600), 0))
        for _ in 0..<40 {
            if Int.random(in: 0..<4, using: &random) == 0 {
                let value = Double(Int.random(in: -300...300, using: &random))
                try solver.suggestValue(variables[0], value)
                system.edits[0].value = value
            } else {
                let index = Int.random(in: 0..<system.constraints.count, using: &random)
                let old = system.constraints[index]
                let constant = old.expression.constant + Double(Int.random(in: -40...40, using: &random))
                var changed = system
                changed.constraints[index] = Constraint(
                    Expression(terms: old.expression.terms, constant: constant), old.relation, strength: old.strength)
                solver.updateVariables()
                let before = variables.map(\.value)
                let fresh = try? freshSolution(of: changed)
                do {
                    system.constraints[index] = try solver.updateConstant(of: old, to: constant)
                    #expect(fresh != nil, "seed \(seed): a fresh solver refuses \(changed.constraints[index])")
                } catch {
                    #expect(error == .unsatisfiableConstraint(old))
                    #expect(old.strength.isRequired && fresh == nil, "seed \(seed): refused \(old) → \(constant)")
                    solver.updateVariables()
                    #expect(variables.map(\.value) == before)
                }
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
}
