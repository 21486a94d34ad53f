import Foundation

/// One attribute of a view or a layout guide, to make constraints from (UIKit's `NSLayoutAnchor`). The
/// subclasses fix the kind — `NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor`, `NSLayoutDimension` — so that
/// relating an X anchor to a Y anchor does not compile, as with UIKit's anchors in Swift.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// What the anchor stands for.
    let source: AnchorSource

    init(source: AnchorSource) {
        self.source = source
        super.init()
    }

    /// The view or layout guide the anchor belongs to (nil for a distance made by `anchorWithOffset(to:)`).
    public var item: AnyObject? { source.singleItem }

    /// The anchor's name as UIKit prints it: `UIView:0x….leading`.
    public var name: String { source.name }

    /// Anchors are equal when they stand for the same attributes of the same items.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        nonisolated(unsafe) let object = object
        return MainActor.assumeIsolated {
            guard let other = (object as AnyObject?) as? AnchorSourceProviding else { return false }
            return sameTerms(other.anchorSource)
        }
    }

    private func sameTerms(_ other: AnchorSource) -> Bool {
        source.terms.count == other.terms.count
            && zip(source.terms, other.terms).allSatisfy {
                $0.item === $1.item && $0.attribute == $1.attribute && $0.coefficient == $1.coefficient
            }
    }

    /// `<NSLayoutXAxisAnchor:0x… "UIView:0x….leading">`, as UIKit prints anchors.
    nonisolated open override var description: String {
        MainActor.assumeIsolated { "<\(typeName):\(LayoutItemDescription.address(of: self)) \"\(name)\">" }
    }

    /// `self == anchor`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0, caller: "constraintEqualToAnchor:")
    }

    /// `self >= anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0, caller: "constraintGreaterThanOrEqualToAnchor:")
    }

    /// `self <= anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0, caller: "constraintLessThanOrEqualToAnchor:")
    }

    /// `self == anchor + c`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c, caller: "constraintEqualToAnchor:constant:")
    }

    /// `self >= anchor + c`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: c, caller: "constraintGreaterThanOrEqualToAnchor:constant:")
    }

    /// `self <= anchor + c`.
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: c, caller: "constraintLessThanOrEqualToAnchor:constant:")
    }

    /// The constraint `self relation multiplier × second + constant`, checked as UIKit's anchors check it:
    /// a NaN or infinite number, or a leading/trailing anchor related to a left/right one, is reported
    /// with UIKit's exception text and gives a constraint that is never activated.
    func make(
        _ relation: NSLayoutConstraint.Relation, _ second: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat, caller: String
    ) -> NSLayoutConstraint {
        var problem: String?
        if !constant.isFinite {
            problem = "Constant is not finite!  That's illegal.  constant:\(constant) firstAnchor:\(self)"
        } else if !multiplier.isFinite {
            problem = "Multiplier is not finite!  That's illegal.  multiplier:\(multiplier) firstAnchor:\(self)"
        } else if let second, source.terms.count == 1, second.source.terms.count == 1 {
            let (a, b) = (source.terms[0].attribute, second.source.terms[0].attribute)
            if (a.isDirectional && b.isAbsoluteHorizontalEdge) || (b.isDirectional && a.isAbsoluteHorizontalEdge) {
                problem =
                    "A constraint cannot be made between \(self) and \(second) because a leading/trailing anchor cannot be related to a left/right anchor."
            }
        }
        if let problem {
            Diagnostics.report(.invalidConstraint, .exception, "*** -[\(typeName) \(caller)]: \(problem)")
        }
        return NSLayoutConstraint(
            first: source, relation: relation, second: second?.source, multiplier: multiplier, constant: constant,
            isValid: problem == nil)
    }

    /// The Objective-C class name UIKit uses in its messages.
    private var typeName: String {
        switch source.kind {
        case .horizontalPosition: "NSLayoutXAxisAnchor"
        case .verticalPosition: "NSLayoutYAxisAnchor"
        case .dimension, .none: "NSLayoutDimension"
        }
    }
}

/// Reads the source of an anchor whatever its type parameter.
@MainActor
protocol AnchorSourceProviding: AnyObject {
    var anchorSource: AnchorSource { get }
}

extension NSLayoutAnchor: AnchorSourceProviding {
    var anchorSource: AnchorSource { source }
}
