import Foundation

/// The constraints of one stack view's arrangement, with UIKit's identifiers.
@MainActor
struct StackArrangement {
    let stack: UIStackView
    /// The gap after a view.
    let spacing: (UIView) -> CGFloat

    /// One edge, the centre and the length of an item along an axis, as anchors of any type.
    private struct AxisAnchors {
        let start: NSLayoutAnchor<AnyObject>
        let end: NSLayoutAnchor<AnyObject>
        let center: NSLayoutAnchor<AnyObject>
        let length: NSLayoutDimension
    }

    private func anchors(_ item: AnyObject, _ axis: NSLayoutConstraint.Axis) -> AxisAnchors {
        let attributes: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            axis == .horizontal ? (.leading, .trailing, .centerX) : (.top, .bottom, .centerY)
        return AxisAnchors(
            start: NSLayoutAnchor(source: AnchorSource(item: item, attribute: attributes.0)),
            end: NSLayoutAnchor(source: AnchorSource(item: item, attribute: attributes.1)),
            center: NSLayoutAnchor(source: AnchorSource(item: item, attribute: attributes.2)),
            length: NSLayoutDimension(
                source: AnchorSource(item: item, attribute: axis == .horizontal ? .width : .height)))
    }

    /// Every constraint of the arrangement.
    func constraints() -> [NSLayoutConstraint] {
        let views = stack.arrangedSubviews
        guard !views.isEmpty else { return [] }
        let canvas: AnyObject = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        let main = stack.axis
        let cross: NSLayoutConstraint.Axis = main == .horizontal ? .vertical : .horizontal
        var made: [NSLayoutConstraint] = []
        func add(_ constraint: NSLayoutConstraint, _ identifier: String, _ priority: UILayoutPriority = .required) {
            constraint.identifier = identifier
            constraint.priority = priority
            made.append(constraint)
        }
        let canvasMain = anchors(canvas, main)
        let visible = views.filter { !$0.isHidden }
        // Along the axis: the first and last visible views reach the canvas's edges, neighbours are spaced.
        if let first = visible.first, let last = visible.last {
            add(anchors(first, main).start.constraint(equalTo: canvasMain.start), "UISV-canvas-connection")
            add(anchors(last, main).end.constraint(equalTo: canvasMain.end), "UISV-canvas-connection")
        } else {
            add(canvasMain.length.constraint(equalToConstant: 0), "UISV-canvas-connection")
        }
        var previous: UIView?
        for view in views {
            let here = anchors(view, main)
            if view.isHidden {
                add(here.length.constraint(equalToConstant: 0), "UISV-hiding")
                add(
                    here.start.constraint(equalTo: previous.map { anchors($0, main).end } ?? canvasMain.start),
                    "UISV-hiding")
                continue
            }
            if let previous {
                let gap = spacing(previous)
                let relation: NSLayoutConstraint.Relation =
                    stack.distribution == .equalSpacing || stack.distribution == .equalCentering
                    ? .greaterThanOrEqual : .equal
                let (start, end) =
                    stack.isBaselineRelativeArrangement && main == .vertical
                    ? (
                        NSLayoutAnchor<AnyObject>(source: AnchorSource(item: view, attribute: .firstBaseline)),
                        NSLayoutAnchor<AnyObject>(source: AnchorSource(item: previous, attribute: .lastBaseline))
                    )
                    : (here.start, anchors(previous, main).end)
                add(start.make(relation, end, constant: gap, caller: "constraint"), "UISV-spacing")
            }
            previous = view
        }
        made += distributionConstraints(visible, main: main, canvas: canvas)
        for view in views {
            made += alignmentConstraints(view, first: visible.first ?? views[0], cross: cross, canvas: canvas)
        }
        if stack.alignment != .fill {
            add(anchors(canvas, cross).length.constraint(equalToConstant: 0), "UISV-canvas-fit", UILayoutPriority(49))
        }
        return made
    }

    /// The distribution's constraints among the visible views.
    private func distributionConstraints(
        _ visible: [UIView], main: NSLayoutConstraint.Axis, canvas: AnyObject
    )
        -> [NSLayoutConstraint]
    {
        guard let first = visible.first, visible.count > 1 else { return [] }
        var made: [NSLayoutConstraint] = []
        let firstAnchors = anchors(first, main)
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() {
                let c = anchors(view, main).length.constraint(equalTo: firstAnchors.length)
                c.identifier = "UISV-fill-equally"
                made.append(c)
            }
        case .fillProportionally:
            let lengths = visible.map { view -> CGFloat in
                let size = view.intrinsicContentSize
                return max(main == .horizontal ? size.width : size.height, 0)
            }
            let total = lengths.reduce(0, +)
            let gaps = zip(visible, visible.dropFirst()).map { spacing($0.0) }.reduce(0, +)
            guard total > 0 else { break }
            for (view, length) in zip(visible, lengths) {
                let share = length / total
                let c = anchors(view, main).length.constraint(
                    equalTo: anchors(canvas, main).length, multiplier: share, constant: -gaps * share)
                c.identifier = "UISV-fill-proportionally"
                c.priority = UILayoutPriority(999)
                made.append(c)
            }
        case .equalSpacing, .equalCentering:
            let isCentering = stack.distribution == .equalCentering
            func distance(_ a: UIView, _ b: UIView) -> NSLayoutDimension {
                let (from, to) =
                    isCentering
                    ? (anchors(a, main).center, anchors(b, main).center)
                    : (anchors(a, main).end, anchors(b, main).start)
                return NSLayoutDimension(source: AnchorSource(from: from.source, to: to.source))
            }
            let firstGap = distance(visible[0], visible[1])
            for (a, b) in zip(visible, visible.dropFirst()).dropFirst() {
                let c = distance(a, b).constraint(equalTo: firstGap)
                c.identifier = isCentering ? "UISV-equal-centering" : "UISV-distributing-edge"
                c.priority = isCentering ? UILayoutPriority(999) : .required
                made.append(c)
            }
        }
        return made
    }

    /// The alignment's constraints for one view across the axis.
    private func alignmentConstraints(
        _ view: UIView, first: UIView, cross: NSLayoutConstraint.Axis, canvas: AnyObject
    )
        -> [NSLayoutConstraint]
    {
        let here = anchors(view, cross), box = anchors(canvas, cross)
        var made: [NSLayoutConstraint] = []
        func add(_ constraint: NSLayoutConstraint, _ identifier: String) {
            constraint.identifier = identifier
            made.append(constraint)
        }
        let alignment =
            cross == .horizontal && [.firstBaseline, .lastBaseline].contains(stack.alignment) ? .fill : stack.alignment
        switch alignment {
        case .fill:
            add(here.start.constraint(equalTo: box.start), "UISV-alignment")
            add(here.end.constraint(equalTo: box.end), "UISV-alignment")
        case .leading:
            add(here.start.constraint(equalTo: box.start), "UISV-alignment")
            add(here.end.constraint(lessThanOrEqualTo: box.end), "UISV-spanning-boundary")
        case .trailing:
            add(here.end.constraint(equalTo: box.end), "UISV-alignment")
            add(here.start.constraint(greaterThanOrEqualTo: box.start), "UISV-spanning-boundary")
        case .center:
            add(here.center.constraint(equalTo: box.center), "UISV-alignment")
            add(here.start.constraint(greaterThanOrEqualTo: box.start), "UISV-spanning-boundary")
        case .firstBaseline, .lastBaseline:
            let attribute: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            if view !== first {
                add(
                    NSLayoutYAxisAnchor(source: AnchorSource(item: view, attribute: attribute)).constraint(
                        equalTo: NSLayoutYAxisAnchor(source: AnchorSource(item: first, attribute: attribute))),
                    "UISV-alignment")
            }
            add(here.start.constraint(greaterThanOrEqualTo: box.start), "UISV-spanning-boundary")
            add(here.end.constraint(lessThanOrEqualTo: box.end), "UISV-spanning-boundary")
        }
        return made
    }
}
