/// An unknown of a linear system: the solver finds its value.
///
/// Identity matters, not the name: two variables with the same name are different unknowns. The solver
/// writes `value` in `Solver.updateVariables()`; until then it keeps the value it had (0 for a new variable).
///
/// `Sendable` because constraints (and so `SolverError`) carry variables across isolation boundaries; only a
/// `Solver` writes `value`, and a solver is used from one isolation domain at a time (it is not `Sendable`),
/// so reads of `value` must happen on the solver's side.
public final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// A name for descriptions and debugging; it has no meaning to the solver.
    public let name: String

    /// The value of the last `Solver.updateVariables()` that knew this variable (0 before).
    @exclusivity(unchecked) public internal(set) var value: Double = 0

    /// The solver that last looked the variable up (by its `Solver.CacheOwner`) and the symbol it has there:
    /// that solver finds the symbol without hashing the variable. A cache of the solver's own table, which
    /// stays the truth; the solver clears it when it forgets the variable.
    @exclusivity(unchecked) var cachedSymbol: (owner: Solver.CacheOwner, symbol: Symbol)?

    /// Makes a new unknown with an optional name.
    public init(_ name: String = "") {
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The name and the value, as `name = value`.
    public var description: String {
        "\(name.isEmpty ? "v" : name) = \(value)"
    }
}
