import Cassowary

/// The values the solver gives `variables`, after writing them with `updateVariables()`.
func solution(_ solver: Solver, _ variables: Variable...) -> [Double] {
    solver.updateVariables()
    return variables.map(\.value)
}
