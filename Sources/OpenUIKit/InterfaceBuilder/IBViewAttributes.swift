import Foundation

/// What every view element of a document says of its view — frame, autoresizing, appearance, interaction,
/// margins and layout priorities — read from the element's attributes and small children the first time a
/// view is made from it, and kept by the document (`IBDocument.viewAttributes(of:)`): the next
/// instantiations set the same values without looking up or parsing them again.
@MainActor
struct IBViewAttributes {
    /// A content hugging or compression resistance priority the element gives.
    struct Priority {
        let axis: NSLayoutConstraint.Axis
        let isHugging: Bool
        let value: UILayoutPriority
    }

    let frame: CGRect?
    let autoresizingMask: UIView.AutoresizingMask?
    let translatesAutoresizingMaskIntoConstraints: Bool?
    let contentMode: UIView.ContentMode?
    let clipsToBounds: Bool?
    let isUserInteractionEnabled: Bool?
    let isMultipleTouchEnabled: Bool?
    let alpha: CGFloat?
    let isHidden: Bool?
    let tag: Int?
    /// The `<color key="backgroundColor">` element (a colour is made from it for each view).
    let backgroundColor: IBElement?
    /// The `<color key="tintColor">` element.
    let tintColor: IBElement?
    let layoutMargins: UIEdgeInsets?
    let preservesSuperviewLayoutMargins: Bool?
    let insetsLayoutMarginsFromSafeArea: Bool?
    /// The priorities given, in the order horizontal hugging, vertical hugging, horizontal and vertical
    /// compression resistance.
    let priorities: [Priority]

    /// The values `element` gives.
    init(_ element: IBElement) {
        frame = element.child(key: "frame", named: "rect").map(IBValues.rect(from:))
        autoresizingMask = element.child(key: "autoresizingMask").map(IBValues.autoresizingMask(from:))
        translatesAutoresizingMaskIntoConstraints = element.bool("translatesAutoresizingMaskIntoConstraints")
        contentMode = element["contentMode"].flatMap(IBValues.contentMode)
        clipsToBounds = element.bool("clipsSubviews")
        isUserInteractionEnabled = element.bool("userInteractionEnabled")
        isMultipleTouchEnabled = element.bool("multipleTouchEnabled")
        alpha = element.cgFloat("alpha")
        isHidden = element.bool("hidden")
        tag = element.double("tag").map { Int($0) }
        backgroundColor = element.child(key: "backgroundColor", named: "color")
        tintColor = element.child(key: "tintColor", named: "color")
        layoutMargins = element.child(key: "layoutMargins").map(IBValues.insets(from:))
        preservesSuperviewLayoutMargins = element.bool("preservesSuperviewLayoutMargins")
        insetsLayoutMarginsFromSafeArea = element.bool("insetsLayoutMarginsFromSafeArea")
        let named: [(String, NSLayoutConstraint.Axis, Bool)] = [
            ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false),
            ("verticalCompressionResistancePriority", .vertical, false),
        ]
        priorities = named.compactMap { attribute, axis, isHugging in
            element.double(attribute).map {
                Priority(axis: axis, isHugging: isHugging, value: UILayoutPriority(rawValue: Float($0)))
            }
        }
    }
}
