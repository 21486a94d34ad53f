import OpenQuartzCore

extension Diagnostic.Code {
    /// A constraint UIKit refuses: NaN or infinite numbers, attributes that cannot be related, a priority
    /// outside 1…1000, items with no common ancestor (UIKit's `NSInvalidArgumentException` and
    /// `NSGenericException` texts), a constraint added to a view that is not its items' ancestor.
    public static let invalidConstraint = Diagnostic.Code(rawValue: "invalidConstraint")
    /// Required constraints that cannot all hold ("Unable to simultaneously satisfy constraints").
    public static let unsatisfiableConstraints = Diagnostic.Code(rawValue: "unsatisfiableConstraints")
}
