import Foundation
import Testing
@testable import OpenUIKit

/// Every bad input of the constraint API: UIKit's exception text through the diagnostics channel, the
/// state left as it was, no crash.
@MainActor
@Suite(.freshApplication) struct LayoutBadInputTests {
    private let initializer =
        "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "

    /// Makes a constraint with the item initializer and returns it with the messages reported.
    private func make(
        _ first: Any, _ a1: NSLayoutConstraint.Attribute, _ second: Any?, _ a2: NSLayoutConstraint.Attribute,
        multiplier: CGFloat = 1, constant: CGFloat = 0
    ) -> (NSLayoutConstraint, [String]) {
        var made: NSLayoutConstraint?
        let reports = Diagnostics.capture {
            made = NSLayoutConstraint(
                item: first, attribute: a1, relatedBy: .equal, toItem: second, attribute: a2, multiplier: multiplier,
                constant: constant)
        }
        #expect(reports.allSatisfy { $0.code == .invalidConstraint && $0.severity == .exception })
        return (made!, reports.map(\.message))
    }

    /// A constraint that was refused never installs: activating it changes nothing and says nothing more.
    private func expectInert(_ constraint: NSLayoutConstraint, in view: UIView) {
        let reports = Diagnostics.capture { constraint.isActive = true }
        #expect(reports.isEmpty)
        #expect(!constraint.isActive)
        #expect(view.constraints.isEmpty)
    }

    @Test func anXAttributeRelatedToAYAttribute() {
        let root = UIView(), a = UIView()
        root.addSubview(a)
        let (c, messages) = make(a, .left, root, .top)
        #expect(messages == [initializer + "Invalid pairing of layout attributes."])
        expectInert(c, in: root)
    }

    @Test func aPositionRelatedToADimension() {
        let root = UIView(), a = UIView()
        root.addSubview(a)
        let (c, messages) = make(a, .centerX, root, .width)
        #expect(messages == [initializer + "Invalid pairing of layout attributes."])
        expectInert(c, in: root)
    }

    @Test func leadingRelatedToLeft() {
        let root = UIView(), a = UIView()
        root.addSubview(a)
        let (c, messages) = make(a, .leading, root, .left)
        #expect(
            messages == [
                initializer
                    + "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
            ])
        expectInert(c, in: root)
        let anchorReports = Diagnostics.capture { _ = a.leadingAnchor.constraint(equalTo: root.leftAnchor) }
        #expect(anchorReports.count == 1)
        #expect(anchorReports.first?.message.hasPrefix("*** -[NSLayoutXAxisAnchor constraintEqualToAnchor:]") == true)
    }

    @Test func aLocationEqualToAConstant() {
        let a = UIView()
        let (c, messages) = make(a, .top, nil, .notAnAttribute, constant: 10)
        #expect(
            messages == [
                initializer
                    + "A constraint cannot be made that sets a location equal to a constant. Location attributes must be specified in pairs."
            ])
        expectInert(c, in: a)
    }

    @Test func aZeroMultiplierOnAPosition() {
        let root = UIView(), a = UIView()
        root.addSubview(a)
        let (c, messages) = make(a, .centerX, root, .centerX, multiplier: 0, constant: 10)
        #expect(
            messages == [
                initializer
                    + "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
            ])
        expectInert(c, in: root)
        // A zero multiplier on a dimension is fine: width == 0 × other + 10.
        let (fine, none) = make(a, .width, root, .width, multiplier: 0, constant: 10)
        #expect(none.isEmpty)
        fine.isActive = true
        #expect(fine.isActive)
    }

    @Test func nonFiniteConstantsAndMultipliers() {
        let root = UIView(), a = UIView()
        root.addSubview(a)
        let (nanConstant, m1) = make(a, .width, nil, .notAnAttribute, constant: .nan)
        #expect(m1 == [initializer + "Constant is not finite!  That's illegal.  constant:nan"])
        expectInert(nanConstant, in: a)
        let (infMultiplier, m2) = make(a, .width, root, .width, multiplier: .infinity)
        #expect(m2 == [initializer + "Multiplier is not finite!  That's illegal.  multiplier:inf"])
        expectInert(infMultiplier, in: root)
        let anchorReports = Diagnostics.capture { _ = a.widthAnchor.constraint(equalToConstant: .infinity) }
        #expect(anchorReports.count == 1)
        #expect(
            anchorReports.first?.message.hasPrefix(
                "*** -[NSLayoutDimension constraintEqualToConstant:]: Constant is not finite!  That's illegal.  constant:inf"
            )
                == true)
        // Setting a non-finite constant later is refused and the constant stays.
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        let later = Diagnostics.capture { width.constant = .nan }
        #expect(later.count == 1)
        #expect(
            later.first?.message.hasPrefix("*** -[NSLayoutConstraint setConstant:]: Constant is not finite!") == true)
        #expect(width.constant == 10)
    }

    @Test func itemsThatAreNotViewsOrGuides() {
        let (c, messages) = make("text", .width, nil, .notAnAttribute, constant: 4)
        #expect(messages == [initializer + "Constraint items must each be a view or layout guide."])
        #expect(!c.isActive)
    }

    @Test func prioritiesOutsideOneToAThousand() {
        let a = UIView()
        let c = a.widthAnchor.constraint(equalToConstant: 10)
        for bad: Float in [-1, 0, 1001, .nan] {
            let reports = Diagnostics.capture { c.priority = UILayoutPriority(bad) }
            #expect(reports.count == 1)
            #expect(reports.first?.code == .invalidConstraint)
            #expect(reports.first?.message.hasPrefix("It's illegal to set priority:\(bad).") == true)
            #expect(c.priority == .required)
        }
        let hugging = Diagnostics.capture { a.setContentHuggingPriority(UILayoutPriority(-5), for: .horizontal) }
        #expect(hugging.count == 1)
        #expect(a.contentHuggingPriority(for: .horizontal) == .defaultLow)
        let compression = Diagnostics.capture {
            a.setContentCompressionResistancePriority(UILayoutPriority(2000), for: .vertical)
        }
        #expect(compression.count == 1)
        #expect(a.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func requiredToOptionalOnAnActiveConstraint() {
        let a = UIView()
        let c = a.widthAnchor.constraint(equalToConstant: 10)
        c.isActive = true
        let reports = Diagnostics.capture { c.priority = UILayoutPriority(999) }
        #expect(
            reports.map(\.message) == [
                "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 999 and the existing priority was 1000."
            ])
        #expect(c.priority == .required)
        // Inactive, the change is allowed.
        c.isActive = false
        c.priority = UILayoutPriority(999)
        #expect(c.priority == UILayoutPriority(999))
    }

    @Test func viewsWithNoCommonAncestor() {
        let a = UIView(), b = UIView()
        let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let reports = Diagnostics.capture { c.isActive = true }
        #expect(reports.count == 1)
        #expect(
            reports.first?.message.hasPrefix("Unable to activate constraint with anchors <NSLayoutXAxisAnchor:") == true
        )
        #expect(
            reports.first?.message.hasSuffix(
                "because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
            ) == true)
        #expect(!c.isActive)
        #expect(a.constraints.isEmpty && b.constraints.isEmpty)
    }

    @Test func aGuideThatBelongsToNoView() {
        let view = UIView(), guide = UILayoutGuide()
        let c = view.topAnchor.constraint(equalTo: guide.topAnchor)
        let reports = Diagnostics.capture { c.isActive = true }
        #expect(reports.count == 1)
        #expect(!c.isActive)
        #expect(view.constraints.isEmpty)
    }

    @Test func addConstraintToAViewThatIsNotTheItemsAncestor() {
        let root = UIView(), a = UIView(), b = UIView()
        root.addSubview(a)
        root.addSubview(b)
        let c = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
        let reports = Diagnostics.capture { a.addConstraint(c) }
        #expect(reports.count == 1)
        #expect(reports.first?.severity == .warning)
        #expect(reports.first?.message.hasPrefix("The view hierarchy is not prepared for the constraint: ") == true)
        #expect(!c.isActive)
        #expect(a.constraints.isEmpty)
    }

    @Test func nonFiniteLayoutMargins() {
        let view = UIView()
        let reports = Diagnostics.capture { view.layoutMargins = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0) }
        #expect(reports.count == 1)
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }
}
