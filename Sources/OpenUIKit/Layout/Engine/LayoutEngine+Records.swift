import Cassowary
import Foundation

/// The constraints UIKit makes itself: the root's size, a frame and autoresizing mask, an intrinsic size,
/// a view's margins, safe-area and readable-content guides.
extension LayoutEngine {
    /// The root keeps the size it has: its alignment rectangle at the origin with its bounds' size.
    func rootSizeRecord(_ root: UIView) -> EngineRecord {
        let entry = variables[ObjectIdentifier(root)]!
        let rect = root.alignmentRect(forFrame: CGRect(origin: .zero, size: root.bounds.size))
        if let fitting {
            let insets = root.alignmentRectInsets
            let target = CGSize(
                width: fitting.target.width - insets.left - insets.right,
                height: fitting.target.height - insets.top - insets.bottom)
            let pulls = [
                pull(entry.minX, rect.minX, .required), pull(entry.minY, rect.minY, .required),
                pull(entry.width, target.width, fitting.horizontal),
                pull(entry.height, target.height, fitting.vertical),
            ]
            return EngineRecord(
                source: .rootSize(.init(root)), solverConstraints: pulls,
                layoutConstraints: pulls.map { _ in NSLayoutConstraint.system(root) { "\($0) fitting size" } })
        }
        let made: [(Variable, CGFloat, String)] = [
            (entry.minX, rect.minX, "minX"), (entry.minY, rect.minY, "minY"), (entry.width, rect.width, "width"),
            (entry.height, rect.height, "height"),
        ]
        return EngineRecord(
            source: .rootSize(.init(root)),
            solverConstraints: made.map { pull($0.0, $0.1, .required) },
            layoutConstraints: made.map { _, value, name in
                NSLayoutConstraint.system(root, identifier: "UIView-Encapsulated-Layout-\(name)") {
                    "\($0).\(name) == \(LayoutItemDescription.number(value))"
                }
            })
    }

    /// A view that translates its autoresizing mask: on each axis, its margins and length as now, the
    /// superview's change of length shared by the flexible parts in proportion to their lengths (as the
    /// frame-based autoresizing does; with nothing flexible the frame stays put).
    func autoresizingRecord(_ view: UIView) -> EngineRecord {
        let entry = variables[ObjectIdentifier(view)]!
        guard let superview = view.superview, let parent = variables[ObjectIdentifier(superview)] else {
            return EngineRecord(source: .autoresizing(.init(view)), solverConstraints: [], layoutConstraints: [])
        }
        let frame = view.untransformedFrame
        let mask = view.autoresizingMask
        let align = view.alignmentRectInsets, parentAlign = superview.alignmentRectInsets
        var solverConstraints: [Cassowary.Constraint] = []
        var layoutConstraints: [NSLayoutConstraint] = []
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let horizontal = axis == .horizontal
            let origin = horizontal ? frame.minX : frame.minY
            let length = horizontal ? frame.width : frame.height
            let total = horizontal ? superview.bounds.width : superview.bounds.height
            let flexible =
                horizontal
                ? [
                    mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                    mask.contains(.flexibleRightMargin),
                ]
                : [
                    mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                    mask.contains(.flexibleBottomMargin),
                ]
            let shares = Self.shares(origin: origin, length: length, total: total, flexible: flexible)
            let (leadInset, trailInset) = horizontal ? (align.left, align.right) : (align.top, align.bottom)
            let parentInsets = horizontal ? parentAlign.left + parentAlign.right : parentAlign.top + parentAlign.bottom
            let (position, size) = entry.axis(axis)
            let parentLength = parent.axis(axis).length
            // The superview's bounds length is its alignment length plus its insets; its change is shared.
            var positionSum = LinearSum()
            positionSum.add(position, 1)
            positionSum.add(parentLength, -shares.origin)
            positionSum.constant = -(origin + leadInset) - shares.origin * (parentInsets - total)
            var lengthSum = LinearSum()
            lengthSum.add(size, 1)
            lengthSum.add(parentLength, -shares.length)
            lengthSum.constant = -(length - leadInset - trailInset) - shares.length * (parentInsets - total)
            solverConstraints += [positionSum.constraint(.equal, .required), lengthSum.constraint(.equal, .required)]
            let names = horizontal ? ("minX", "width") : ("minY", "height")
            let attributes: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
                horizontal ? (.left, .width) : (.top, .height)
            layoutConstraints += [
                NSLayoutConstraint.system(
                    view, className: "NSAutoresizingMaskLayoutConstraint", attribute: attributes.0, constant: origin
                ) { "\(Self.maskText(mask)) \($0).\(names.0) == \(LayoutItemDescription.number(origin))" },
                NSLayoutConstraint.system(
                    view, className: "NSAutoresizingMaskLayoutConstraint", attribute: attributes.1, constant: length
                ) { "\(Self.maskText(mask)) \($0).\(names.1) == \(LayoutItemDescription.number(length))" },
            ]
        }
        for constraint in layoutConstraints { constraint.container = superview }
        return EngineRecord(
            source: .autoresizing(.init(view)), solverConstraints: solverConstraints,
            layoutConstraints: layoutConstraints)
    }

    /// UIKit's notation of a mask in its constraints' descriptions: `h=` and `v=` with the code of each axis.
    private static func maskText(_ mask: UIView.AutoresizingMask) -> String {
        let horizontal = maskCode([
            mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin),
        ])
        let vertical = maskCode([
            mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin),
        ])
        return "h=\(horizontal) v=\(vertical)"
    }

    /// UIKit's mask notation: `-` fixed, `&` flexible, for margin, length, margin; nothing flexible reads
    /// as a flexible far margin (`--&`).
    private static func maskCode(_ flexible: [Bool]) -> String {
        let parts = flexible.contains(true) ? flexible : [false, false, true]
        return parts.map { $0 ? "&" : "-" }.joined()
    }

    /// The parts of the superview's change of length that go to the origin and to the length (the rule of
    /// `UIView.AutoresizingMask.resizedFrame`).
    private static func shares(
        origin: CGFloat, length: CGFloat, total: CGFloat, flexible: [Bool]
    )
        -> (origin: Double, length: Double)
    {
        let count = flexible.filter { $0 }.count
        guard count > 0 else { return (0, 0) }
        let parts = [origin, length, total - origin - length]
        let weights = zip(parts, flexible).map { part, isFlexible in isFlexible ? max(part, 0) : 0 }
        let sum = weights.reduce(0, +)
        func share(_ index: Int) -> Double {
            guard flexible[index] else { return 0 }
            return Double(sum > 0 ? weights[index] / sum : 1 / CGFloat(count))
        }
        return (share(0), share(1))
    }

    /// A view's intrinsic size, per axis where it has one: no larger than it at the hugging priority, no
    /// smaller at the compression resistance priority.
    func intrinsicSizeRecord(_ view: UIView) -> EngineRecord {
        let entry = variables[ObjectIdentifier(view)]!
        let size = view.intrinsicContentSize
        var solverConstraints: [Cassowary.Constraint] = []
        var layoutConstraints: [NSLayoutConstraint] = []
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let value = axis == .horizontal ? size.width : size.height
            guard value != UIView.noIntrinsicMetric, value.isFinite, value >= 0 else { continue }
            let hugging = view.contentHuggingPriority(for: axis)
            let compression = view.contentCompressionResistancePriority(for: axis)
            var sum = LinearSum()
            sum.add(entry.axis(axis).length, 1)
            sum.constant = -Double(value)
            solverConstraints.append(sum.constraint(.lessThanOrEqual, hugging))
            solverConstraints.append(sum.constraint(.greaterThanOrEqual, compression))
            let made = NSLayoutConstraint.system(view, className: "NSContentSizeLayoutConstraint") {
                "\($0).\(axis == .horizontal ? "width" : "height") == \(LayoutItemDescription.number(value)) Hug:\(LayoutItemDescription.number(CGFloat(hugging.rawValue))) CompressionResistance:\(LayoutItemDescription.number(CGFloat(compression.rawValue)))"
            }
            layoutConstraints.append(made)
            layoutConstraints.append(made)
        }
        return EngineRecord(
            source: .intrinsicSize(.init(view)), solverConstraints: solverConstraints,
            layoutConstraints: layoutConstraints)
    }

    /// A system guide: the owning view's bounds inset by its margins or safe area; the readable-content
    /// guide at most 672 points wide, centred in the margins.
    func guideRecord(_ guide: UILayoutGuide) -> EngineRecord {
        let entry = variables[ObjectIdentifier(guide)]!
        guard let owner = guide.owningView, let ownerEntry = variables[ObjectIdentifier(owner)] else {
            return EngineRecord(source: .guide(guide), solverConstraints: [], layoutConstraints: [])
        }
        if guide.kind == .scrollContent { return scrollContentRecord(guide, entry, owner) }
        let insets: UIEdgeInsets =
            switch guide.kind {
            case .safeArea: owner.safeAreaInsets
            case .scrollFrame: .zero
            default: owner.effectiveLayoutMargins
            }
        let align = owner.alignmentRectInsets
        var solverConstraints: [Cassowary.Constraint] = []
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let horizontal = axis == .horizontal
            let (near, far) = horizontal ? (insets.left, insets.right) : (insets.top, insets.bottom)
            let ownerExtra = horizontal ? align.left + align.right : align.top + align.bottom
            let (position, length) = entry.axis(axis)
            // available = owner bounds length − near − far
            var available = LinearSum()
            available.add(ownerEntry.axis(axis).length, 1)
            available.constant = Double(ownerExtra - near - far)
            if guide.kind == .readableContent, horizontal {
                var centred = LinearSum()
                centred.add(position, 1)
                centred.add(length, 0.5)
                centred.constant = -Double(near)
                var half = available
                half.terms = half.terms.map { ($0.variable, $0.coefficient * 0.5) }
                half.constant *= 0.5
                var widthSum = LinearSum()
                widthSum.add(length, 1)
                var cap = widthSum
                cap.constant = -Double(UIView.readableContentWidth)
                solverConstraints += [
                    (centred - half).constraint(.equal, .required), cap.constraint(.lessThanOrEqual, .required),
                    (widthSum - available).constraint(.lessThanOrEqual, .required),
                    (widthSum - available).constraint(.equal, UILayoutPriority(999)),
                ]
            } else {
                var start = LinearSum()
                start.add(position, 1)
                start.constant = -Double(near)
                var size = LinearSum()
                size.add(length, 1)
                solverConstraints += [
                    start.constraint(.equal, .required), (size - available).constraint(.equal, .required),
                ]
            }
        }
        return EngineRecord(
            source: .guide(guide), solverConstraints: solverConstraints,
            layoutConstraints: solverConstraints.map { _ in
                NSLayoutConstraint.system(guide, identifier: guide.identifier) { [weak owner] in
                    "\($0) inset in \(LayoutItemDescription.describe(owner))"
                }
            })
    }

    /// A scroll view's content guide: at the content's origin (required), its size pulled towards the
    /// scroll view's `contentSize` at the lowest priority, so that only an axis no constraint decides keeps
    /// the content size it had.
    private func scrollContentRecord(_ guide: UILayoutGuide, _ entry: ItemVariables, _ owner: UIView) -> EngineRecord {
        let size = (owner as? UIScrollView)?.contentSize ?? .zero
        let lowest = UILayoutPriority(1)
        let pulls = [
            pull(entry.minX, 0, .required), pull(entry.minY, 0, .required), pull(entry.width, size.width, lowest),
            pull(entry.height, size.height, lowest),
        ]
        return EngineRecord(
            source: .guide(guide), solverConstraints: pulls,
            layoutConstraints: pulls.map { _ in
                NSLayoutConstraint.system(guide, identifier: guide.identifier) { [weak owner] in
                    "\($0) content of \(LayoutItemDescription.describe(owner))"
                }
            })
    }

    /// `variable == value` at `priority`.
    private func pull(_ variable: Variable, _ value: CGFloat, _ priority: UILayoutPriority) -> Cassowary.Constraint {
        var sum = LinearSum()
        sum.add(variable, 1)
        sum.constant = -Double(value)
        return sum.constraint(.equal, priority)
    }
}
