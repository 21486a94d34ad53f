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
        let elements = element.children(of: "constraints")
        var constraints: [NSLayoutConstraint] = []
        constraints.reserveCapacity(elements.count)
        // Loops rather than closures on the main actor's state: each call of such a closure passed to the
        // standard library checks at run time that it runs on the main actor.
        for constraintElement in elements {
            if let constraint = constraint(from: constraintElement, in: view) { constraints.append(constraint) }
        }
        view.addConstraints(constraints)
    }

    private func decodeViewAttributes(_ view: UIView, from element: IBElement) {
        let values = document.viewAttributes(of: element)
        if let frame = values.frame { view.frame = frame }
        if let mask = values.autoresizingMask { view.autoresizingMask = mask }
        if let translates = values.translatesAutoresizingMaskIntoConstraints {
            view.translatesAutoresizingMaskIntoConstraints = translates
        }
        // A new view often has the mode the file gives already (UIView's `scaleToFill`): setting it again
        // would only record an unchanged layer value.
        if let mode = values.contentMode, mode != view.contentMode { view.contentMode = mode }
        if let clips = values.clipsToBounds { view.clipsToBounds = clips }
        if let interaction = values.isUserInteractionEnabled { view.isUserInteractionEnabled = interaction }
        if let multipleTouch = values.isMultipleTouchEnabled { view.isMultipleTouchEnabled = multipleTouch }
        if let alpha = values.alpha { view.alpha = alpha }
        if let hidden = values.isHidden { view.isHidden = hidden }
        if let tag = values.tag { view.tag = tag }
        if let color = values.backgroundColor { view.backgroundColor = self.color(from: color) }
        if let color = values.tintColor { view.tintColor = self.color(from: color) }
        if let margins = values.layoutMargins { view.layoutMargins = margins }
        if let preserves = values.preservesSuperviewLayoutMargins { view.preservesSuperviewLayoutMargins = preserves }
        if let insets = values.insetsLayoutMarginsFromSafeArea { view.insetsLayoutMarginsFromSafeArea = insets }
        for priority in values.priorities {
            if priority.isHugging {
                view.setContentHuggingPriority(priority.value, for: priority.axis)
            } else {
                view.setContentCompressionResistancePriority(priority.value, for: priority.axis)
            }
        }
    }

    /// The constraint a `<constraint>` element describes: `firstItem` (the view holding the constraint
    /// when absent) `firstAttribute` `relation` `multiplier` × `secondItem` `secondAttribute` + `constant`,
    /// at `priority`. Nil, after reporting it, when an item is not in the file.
    private func constraint(from element: IBElement, in view: UIView) -> NSLayoutConstraint? {
        guard let values = element.constraint, let firstAttribute = values.firstAttribute else {
            Diagnostics.report(
                .invalidInterfaceBuilderDocument, .warning,
                "\(document.name): the constraint \(element.id ?? "") has no first attribute it can read; it is ignored"
            )
            return nil
        }
        var first: AnyObject? = view
        if let id = values.firstItem { first = object(withID: id) }
        var second: AnyObject?
        if let id = values.secondItem { second = object(withID: id) }
        guard let first, values.secondItem == nil || second != nil else {
            Diagnostics.report(
                .invalidInterfaceBuilderDocument, .warning,
                "\(document.name): the constraint \(element.id ?? "") refers to an object that is not in the file; it is ignored"
            )
            return nil
        }
        let constraint = NSLayoutConstraint(
            checkedItem: first, attribute: firstAttribute, relatedBy: values.relation, toItem: second,
            attribute: second == nil ? .notAnAttribute : values.secondAttribute, multiplier: values.multiplier,
            constant: values.constant)
        if let priority = values.priority {
            constraint.priority = UILayoutPriority(rawValue: priority)
        }
        constraint.identifier = values.identifier
        register(constraint, for: element)
        return constraint
    }
}
