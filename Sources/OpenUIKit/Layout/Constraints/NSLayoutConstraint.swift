import Foundation

/// A linear relation between two layout attributes that the layout engine satisfies (UIKit's
/// `NSLayoutConstraint`): `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`.
///
/// A constraint made from bad input (NaN or infinite numbers, an X attribute related to a Y attribute, a
/// location related to a constant, items that are neither views nor layout guides) is reported with UIKit's
/// exception text through `Diagnostics`; where UIKit raises from the initializer, OpenUIKit returns a
/// constraint that can never be activated (activating it changes nothing) — the deliberate difference that
/// keeps the program running.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The left-hand side.
    let firstSource: AnchorSource
    /// The right-hand side without multiplier and constant (nil: a constant).
    let secondSource: AnchorSource?

    /// The relation between the two sides.
    public let relation: Relation

    /// The factor of the second attribute.
    public let multiplier: CGFloat

    /// The number added to the right-hand side. Changing it on an active constraint updates the layout
    /// engine without rebuilding it and asks for a layout pass; a NaN or infinite value is reported and
    /// ignored (UIKit raises).
    open var constant: CGFloat {
        get { storedConstant }
        set {
            guard newValue.isFinite else {
                Diagnostics.report(
                    .invalidConstraint, .exception,
                    "*** -[NSLayoutConstraint setConstant:]: Constant is not finite!  That's illegal.  constant:\(newValue) firstAnchor:\(firstSource.name)"
                )
                return
            }
            guard newValue != storedConstant else { return }
            storedConstant = newValue
            container?.constraintConstantDidChange(self)
        }
    }
    private var storedConstant: CGFloat

    /// How much the constraint matters: `.required` (1000) must hold; lower priorities are optional. A value
    /// outside 1…1000, or a change between required and optional while the constraint is active, is reported
    /// and ignored (UIKit raises for both).
    open var priority: UILayoutPriority {
        get { storedPriority }
        set {
            guard newValue.isValid else {
                Diagnostics.report(
                    .invalidConstraint, .exception,
                    "It's illegal to set priority:\(newValue.rawValue). Priority must be greater than 0 and less or equal to NSLayoutPriorityRequired, which is 1000.000000."
                )
                return
            }
            if isActive, (newValue == .required) != (storedPriority == .required) {
                Diagnostics.report(
                    .invalidConstraint, .exception,
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(LayoutItemDescription.number(CGFloat(newValue.rawValue))) and the existing priority was \(LayoutItemDescription.number(CGFloat(storedPriority.rawValue)))."
                )
                return
            }
            guard newValue != storedPriority else { return }
            storedPriority = newValue
            container?.constraintConstantDidChange(self)
        }
    }
    private var storedPriority = UILayoutPriority.required

    /// A name shown in the constraint's description and in UIKit's console messages.
    open var identifier: String?

    /// Whether Interface Builder archives the constraint (stored only).
    open var shouldBeArchived = false

    /// The view the constraint is installed on (its `constraints` lists it), nil while inactive.
    weak var container: UIView?

    /// False for a constraint made from bad input: it is never installed.
    let isValid: Bool

    /// For a constraint UIKit makes itself: the class name its description prints, and the equation it
    /// prints, made from the description of the constraint's item.
    final var systemDescription: (className: String, text: @MainActor (_ item: String) -> String)?

    /// The first item (a view or a layout guide); nil for a distance anchor made with `anchorWithOffset(to:)`.
    public var firstItem: AnyObject? { firstSource.singleItem }
    /// The first attribute (`.notAnAttribute` for a distance anchor).
    public var firstAttribute: Attribute { firstSource.singleAttribute }
    /// The second item; nil when the constraint relates the first attribute to a constant.
    public var secondItem: AnyObject? { secondSource?.singleItem }
    /// The second attribute; `.notAnAttribute` when there is no second item.
    public var secondAttribute: Attribute { secondSource?.singleAttribute ?? .notAnAttribute }

    /// The left-hand side as an anchor (UIKit returns a copy each time).
    public var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(source: firstSource) }
    /// The right-hand side as an anchor; nil for a constant constraint.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? { secondSource.map { NSLayoutAnchor(source: $0) } }

    /// Whether the constraint takes part in layout. Setting true installs it on the items' nearest common
    /// ancestor (the item itself for a one-item constraint, a guide's owning view for a guide); items
    /// with no common ancestor are reported with UIKit's exception text and nothing changes. Setting
    /// false removes it from the view it is installed on.
    open var isActive: Bool {
        get { container != nil }
        set { newValue ? activate() : deactivate() }
    }

    /// The constraint as UIKit prints it:
    /// `<NSLayoutConstraint:0x… 'identifier' UIView:0x….width == 0.5*UIView:0x….width + 10 @750   (active)>`.
    /// Descriptions are read on the main actor, where constraints live.
    nonisolated open override var description: String {
        MainActor.assumeIsolated { constraintDescription }
    }

    /// A constraint `view1.attr1 relation multiplier × view2.attr2 + c` (UIKit's
    /// `constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:`). Bad input is reported
    /// with UIKit's exception text and gives a constraint that is never activated.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            checkedItem: view1 as AnyObject, attribute: attr1, relatedBy: relation,
            toItem: view2.map { $0 as AnyObject }, attribute: attr2, multiplier: multiplier, constant: c)
    }

    /// The public initializer's work for items already known to be objects (Interface Builder's
    /// constraints name their items by object): the same checks and reports, without bridging `Any`.
    convenience init(
        checkedItem first: AnyObject, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem second: AnyObject?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        var items = [first]
        if let second { items.append(second) }
        let problem = Self.problem(items: items, attr1, second == nil ? nil : attr2, multiplier, c)
        if let problem {
            Diagnostics.report(
                .invalidConstraint, .exception,
                "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: \(problem)"
            )
        }
        self.init(
            first: AnchorSource(item: first, attribute: attr1),
            relation: relation,
            second: second.map { AnchorSource(item: $0, attribute: attr2 == .notAnAttribute ? attr1 : attr2) },
            multiplier: multiplier, constant: c, isValid: problem == nil)
    }

    /// The designated initializer the anchors and the engine use (the sides already checked).
    init(
        first: AnchorSource, relation: Relation, second: AnchorSource?, multiplier: CGFloat, constant: CGFloat,
        priority: UILayoutPriority = .required, isValid: Bool = true
    ) {
        firstSource = first
        self.relation = relation
        secondSource = second
        self.multiplier = multiplier
        storedConstant = constant
        storedPriority = priority
        self.isValid = isValid
        super.init()
    }

    /// What UIKit's initializer raises for these arguments (nil: nothing).
    private static func problem(
        items: [AnyObject], _ attr1: Attribute, _ attr2: Attribute?, _ multiplier: CGFloat, _ constant: CGFloat
    ) -> String? {
        for item in items where !(item is UIView || item is UILayoutGuide) {
            return "Constraint items must each be a view or layout guide."
        }
        if attr1 == .notAnAttribute { return "Invalid pairing of layout attributes." }
        if !constant.isFinite {
            return "Constant is not finite!  That's illegal.  constant:\(constant)"
        }
        if !multiplier.isFinite {
            return "Multiplier is not finite!  That's illegal.  multiplier:\(multiplier)"
        }
        let isLocation = attr1.kind != .dimension
        guard let attr2, attr2 != .notAnAttribute else {
            return isLocation
                ? "A constraint cannot be made that sets a location equal to a constant. Location attributes must be specified in pairs."
                : nil
        }
        if isLocation, multiplier == 0 {
            return
                "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
        }
        if attr1.kind != attr2.kind { return "Invalid pairing of layout attributes." }
        if (attr1.isDirectional && attr2.isAbsoluteHorizontalEdge)
            || (attr2.isDirectional && attr1.isAbsoluteHorizontalEdge)
        {
            return
                "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
        }
        return nil
    }
}
