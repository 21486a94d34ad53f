/// How much a constraint matters, as a UIKit layout priority.
///
/// `required` (priority 1000) must hold. Any lower priority is optional and is its own level: the solver
/// satisfies the constraints of a higher priority before those of any lower one ("constraints with higher
/// priority levels are satisfied before constraints with lower priority levels", NSLayoutConstraint.priority),
/// so an error at 751 outweighs any amount of error at 750. Within one level the solver minimises the sum of
/// the errors (each constraint's |expression|, its slack for inequalities).
public struct Strength: Comparable, Hashable, Sendable {
    /// Priority 1000: the constraint must hold.
    public static let required = Strength(priority: 1000)

    /// The UIKit priority; 1000 or more is required, below 1000 optional (higher wins).
    public var priority: Float

    /// A strength with this UIKit priority (`UILayoutPriority.rawValue`).
    public init(priority: Float) {
        self.priority = priority
    }

    /// Whether the constraint must hold (priority ≥ 1000).
    public var isRequired: Bool { priority >= 1000 }

    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.priority < rhs.priority
    }
}
