import Foundation
import OpenQuartzCore

extension IBInstantiation {
    /// Decodes what every view has, as `UIView`'s `init?(coder:)` does: registers the view, then its frame,
    /// autoresizing, appearance and interaction attributes, its layout guides, its subviews (each made with
    /// `init?(coder:)`) and last its constraints, which may refer to any of them.
    func decodeView(_ view: UIView, from element: IBElement) {
        register(view, for: element)
        decodeViewAttributes(view, from: element)
        for guide in element.children where guide.name == "viewLayoutGuide" {
            switch guide.key {
            case "safeArea": register(alias: view.safeAreaLayoutGuide, for: guide)
            case "layoutMargins": register(alias: view.layoutMarginsGuide, for: guide)
            default: break
            }
        }
        makeSubviews(of: element, into: view)
        // A cell's own constraints tie its content view's subviews, which its cell decoding makes next: they
        // are installed after them (`installConstraints(of:on:)` from the cell's decoding).
        if element.child(key: "contentView") == nil { installConstraints(of: element, on: view) }
    }

    /// Makes the subviews of `element` into `view`, then installs the constraints of `element` on `view`.
    func decodeSubviews(of element: IBElement, into view: UIView) {
        makeSubviews(of: element, into: view)
        installConstraints(of: element, on: view)
    }

    /// Makes the subviews `element` lists and adds them to `view`, in the file's order.
    private func makeSubviews(of element: IBElement, into view: UIView) {
        for child in element.children(of: "subviews") {
            guard let subview = makeObject(child) as? UIView else { continue }
            view.addSubview(subview)
        }
    }

    /// Installs the constraints `element` lists on `view`: Xcode writes a constraint in the element of the
    /// nearest view holding both its items (for a cell of older files, the cell itself, naming its content
    /// view's subviews).
    func installConstraints(of element: IBElement, on view: UIView) {
        let constraints = element.children(of: "constraints").compactMap { constraint(from: $0, in: view) }
        view.addConstraints(constraints)
    }

    private func decodeViewAttributes(_ view: UIView, from element: IBElement) {
        if let rect = element.child(key: "frame", named: "rect") { view.frame = IBValues.rect(from: rect) }
        if let mask = element.child(key: "autoresizingMask") {
            view.autoresizingMask = IBValues.autoresizingMask(from: mask)
        }
        if let translates = element.bool("translatesAutoresizingMaskIntoConstraints") {
            view.translatesAutoresizingMaskIntoConstraints = translates
        }
        if let mode = element["contentMode"].flatMap(IBValues.contentMode) { view.contentMode = mode }
        if let clips = element.bool("clipsSubviews") { view.clipsToBounds = clips }
        if let interaction = element.bool("userInteractionEnabled") { view.isUserInteractionEnabled = interaction }
        if let multipleTouch = element.bool("multipleTouchEnabled") { view.isMultipleTouchEnabled = multipleTouch }
        if let alpha = element.cgFloat("alpha") { view.alpha = alpha }
        if let hidden = element.bool("hidden") { view.isHidden = hidden }
        if let tag = element.double("tag") { view.tag = Int(tag) }
        if let color = element.child(key: "backgroundColor", named: "color") {
            view.backgroundColor = self.color(from: color)
        }
        if let color = element.child(key: "tintColor", named: "color") { view.tintColor = self.color(from: color) }
        if let margins = element.child(key: "layoutMargins") { view.layoutMargins = IBValues.insets(from: margins) }
        if let preserves = element.bool("preservesSuperviewLayoutMargins") {
            view.preservesSuperviewLayoutMargins = preserves
        }
        if let insets = element.bool("insetsLayoutMarginsFromSafeArea") {
            view.insetsLayoutMarginsFromSafeArea = insets
        }
        let priorities: [(String, NSLayoutConstraint.Axis, Bool)] = [
            ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false),
            ("verticalCompressionResistancePriority", .vertical, false),
        ]
        for (attribute, axis, isHugging) in priorities {
            guard let value = element.double(attribute) else { continue }
            let priority = UILayoutPriority(rawValue: Float(value))
            if isHugging {
                view.setContentHuggingPriority(priority, for: axis)
            } else {
                view.setContentCompressionResistancePriority(priority, for: axis)
            }
        }
    }

    /// The constraint a `<constraint>` element describes: `firstItem` (the view holding the constraint
    /// when absent) `firstAttribute` `relation` `multiplier` × `secondItem` `secondAttribute` + `constant`,
    /// at `priority`. Nil, after reporting it, when an item is not in the file.
    private func constraint(from element: IBElement, in view: UIView) -> NSLayoutConstraint? {
        guard let firstAttribute = element["firstAttribute"].flatMap(IBConstraintValues.attribute) else {
            Diagnostics.report(
                .invalidInterfaceBuilderDocument, .warning,
                "\(document.name): the constraint \(element.id ?? "") has no first attribute it can read; it is ignored"
            )
            return nil
        }
        let first: AnyObject? = element["firstItem"].map { objects[$0] } ?? view
        let secondID = element["secondItem"]
        let second: AnyObject? = secondID.flatMap { objects[$0] }
        guard let first, secondID == nil || second != nil else {
            Diagnostics.report(
                .invalidInterfaceBuilderDocument, .warning,
                "\(document.name): the constraint \(element.id ?? "") refers to an object that is not in the file; it is ignored"
            )
            return nil
        }
        let secondAttribute = element["secondAttribute"].flatMap(IBConstraintValues.attribute) ?? .notAnAttribute
        let constraint = NSLayoutConstraint(
            item: first, attribute: firstAttribute,
            relatedBy: element["relation"].flatMap(IBConstraintValues.relation) ?? .equal,
            toItem: second, attribute: second == nil ? .notAnAttribute : secondAttribute,
            multiplier: element["multiplier"].flatMap(IBConstraintValues.multiplier) ?? 1,
            constant: element.cgFloat("constant") ?? 0)
        if let priority = element.double("priority") {
            constraint.priority = UILayoutPriority(rawValue: Float(priority))
        }
        constraint.identifier = element["identifier"]
        register(constraint, for: element)
        return constraint
    }
}
