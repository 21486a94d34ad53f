/// Why a solver call was refused. A throwing call leaves the solver exactly as it was.
public enum SolverError: Error, Equatable {
    /// The required constraint conflicts with the required constraints already added.
    case unsatisfiableConstraint(Constraint)
    /// The constraint was added already.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is an edit variable already.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional (priority below 1000).
    case requiredEditVariable(Variable)
    /// A coefficient, constant or suggested value is NaN or infinite, or a priority is NaN.
    case nonFiniteValue
}
