import Foundation

/// A `<constraint>` element's values, read once when the document is read: each instantiation makes its
/// constraint from these without looking up or parsing the element's attributes again.
struct IBConstraintDescription {
    /// The `firstItem` id (absent: the view holding the constraint).
    let firstItem: String?
    /// The `firstAttribute`, nil when absent or not one Interface Builder writes.
    let firstAttribute: NSLayoutConstraint.Attribute?
    /// The `secondItem` id (absent: the first attribute is related to a constant).
    let secondItem: String?
    /// The `secondAttribute` (`.notAnAttribute` when absent or unknown).
    let secondAttribute: NSLayoutConstraint.Attribute
    /// The `relation` (equal when absent or unknown).
    let relation: NSLayoutConstraint.Relation
    /// The `multiplier`, a number or a ratio (1 when absent or unreadable).
    let multiplier: CGFloat
    /// The `constant` (0 when absent or not a number).
    let constant: CGFloat
    /// The `priority`, nil when absent or not a number (then required).
    let priority: Float?
    /// The `identifier`.
    let identifier: String?

    /// The values of a constraint element's attributes.
    init(attributes: [String: String]) {
        firstItem = attributes["firstItem"]
        firstAttribute = attributes["firstAttribute"].flatMap(IBConstraintValues.attribute)
        secondItem = attributes["secondItem"]
        secondAttribute = attributes["secondAttribute"].flatMap(IBConstraintValues.attribute) ?? .notAnAttribute
        relation = attributes["relation"].flatMap(IBConstraintValues.relation) ?? .equal
        multiplier = attributes["multiplier"].flatMap(IBConstraintValues.multiplier) ?? 1
        constant = attributes["constant"].flatMap(Double.init).map { CGFloat($0) } ?? 0
        priority = attributes["priority"].flatMap(Double.init).map { Float($0) }
        identifier = attributes["identifier"]
    }
}
