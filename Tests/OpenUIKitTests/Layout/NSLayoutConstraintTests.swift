import Foundation
import Testing
@testable import OpenUIKit

/// `NSLayoutConstraint` and the anchors as values: their items, attributes, numbers, descriptions, and
/// where `isActive` installs them (the nearest common ancestor, as UIKit documents for `isActive`).
@MainActor
@Suite(.freshApplication) struct NSLayoutConstraintTests {
    private func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    @Test func theItemInitializerKeepsEveryPart() {
        let a = UIView(), b = UIView()
        let c = NSLayoutConstraint(
            item: a, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: b, attribute: .height,
            multiplier: 0.5, constant: 12)
        #expect(c.firstItem === a)
        #expect(c.secondItem === b)
        #expect(c.firstAttribute == .width)
        #expect(c.secondAttribute == .height)
        #expect(c.relation == .greaterThanOrEqual)
        #expect(c.multiplier == 0.5)
        #expect(c.constant == 12)
        #expect(c.priority == .required)
        #expect(!c.isActive)
        #expect(c.firstAnchor.item === a)
        #expect(c.secondAnchor?.item === b)
        #expect(c.firstAnchor == a.widthAnchor)
        #expect(c.secondAnchor == b.heightAnchor)
    }

    @Test func rawValuesAreApples() {
        #expect(NSLayoutConstraint.Attribute.left.rawValue == 1)
        #expect(NSLayoutConstraint.Attribute.lastBaseline.rawValue == 11)
        #expect(NSLayoutConstraint.Attribute.baseline == .lastBaseline)
        #expect(NSLayoutConstraint.Attribute.firstBaseline.rawValue == 12)
        #expect(NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20)
        #expect(NSLayoutConstraint.Attribute.notAnAttribute.rawValue == 0)
        #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
        #expect(NSLayoutConstraint.Relation.greaterThanOrEqual.rawValue == 1)
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(UILayoutPriority.defaultHigh + 1 == UILayoutPriority(751))
        #expect(UILayoutPriority.defaultLow - 1 == UILayoutPriority(249))
        #expect(UIView.layoutFittingCompressedSize == .zero)
        #expect(UIView.layoutFittingExpandedSize == CGSize(width: 1_000_000, height: 1_000_000))
    }

    @Test func descriptionsReadAsUIKitPrintsThem() {
        let a = UIView(), b = UIView()
        let width = a.widthAnchor.constraint(equalToConstant: 100)
        #expect(
            width.description == "<NSLayoutConstraint:\(address(width)) UIView:\(address(a)).width == 100   (inactive)>"
        )
        let half = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5, constant: -10)
        half.priority = .defaultHigh
        half.identifier = "half"
        #expect(
            half.description
                == "<NSLayoutConstraint:\(address(half)) 'half' UIView:\(address(a)).width == 0.5*UIView:\(address(b)).width - 10 @750   (inactive)>"
        )
        let label = UILabel()
        label.text = "Title"
        b.addSubview(label)
        let leading = label.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 20)
        leading.isActive = true
        #expect(
            leading.description
                == "<NSLayoutConstraint:\(address(leading)) UILabel:\(address(label))'Title'.leading == UIView:\(address(b)).leading + 20   (active)>"
        )
        let guide = b.safeAreaLayoutGuide
        let top = label.topAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor)
        #expect(
            top.description
                == "<NSLayoutConstraint:\(address(top)) UILabel:\(address(label))'Title'.top >= UILayoutGuide:\(address(guide))'UIViewSafeAreaLayoutGuide'.top   (inactive)>"
        )
    }

    @Test func everyAnchorVariantMakesItsEquation() {
        let a = UIView(), b = UIView()
        let cases: [(NSLayoutConstraint, NSLayoutConstraint.Relation, CGFloat, CGFloat)] = [
            (a.leadingAnchor.constraint(equalTo: b.trailingAnchor), .equal, 1, 0),
            (a.leadingAnchor.constraint(greaterThanOrEqualTo: b.trailingAnchor), .greaterThanOrEqual, 1, 0),
            (a.leadingAnchor.constraint(lessThanOrEqualTo: b.trailingAnchor), .lessThanOrEqual, 1, 0),
            (a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 4), .equal, 1, 4),
            (a.topAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor, constant: 5), .greaterThanOrEqual, 1, 5),
            (a.topAnchor.constraint(lessThanOrEqualTo: b.bottomAnchor, constant: 6), .lessThanOrEqual, 1, 6),
            (a.widthAnchor.constraint(equalToConstant: 7), .equal, 1, 7),
            (a.widthAnchor.constraint(greaterThanOrEqualToConstant: 8), .greaterThanOrEqual, 1, 8),
            (a.widthAnchor.constraint(lessThanOrEqualToConstant: 9), .lessThanOrEqual, 1, 9),
            (a.heightAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2), .equal, 2, 0),
            (a.heightAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor, multiplier: 3), .greaterThanOrEqual, 3, 0),
            (a.heightAnchor.constraint(lessThanOrEqualTo: b.widthAnchor, multiplier: 4), .lessThanOrEqual, 4, 0),
            (a.heightAnchor.constraint(equalTo: b.heightAnchor, multiplier: 2, constant: 1), .equal, 2, 1),
            (
                a.heightAnchor.constraint(greaterThanOrEqualTo: b.heightAnchor, multiplier: 3, constant: 2),
                .greaterThanOrEqual, 3, 2
            ),
            (
                a.heightAnchor.constraint(lessThanOrEqualTo: b.heightAnchor, multiplier: 4, constant: 3),
                .lessThanOrEqual, 4, 3
            ),
            // System spacing is 8 points times the multiplier.
            (a.leadingAnchor.constraint(equalToSystemSpacingAfter: b.trailingAnchor, multiplier: 2), .equal, 1, 16),
            (
                a.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: b.trailingAnchor, multiplier: 1),
                .greaterThanOrEqual, 1, 8
            ),
            (
                a.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: b.trailingAnchor, multiplier: 0.5),
                .lessThanOrEqual, 1, 4
            ),
            (a.topAnchor.constraint(equalToSystemSpacingBelow: b.bottomAnchor, multiplier: 1), .equal, 1, 8),
            (
                a.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: b.bottomAnchor, multiplier: 3),
                .greaterThanOrEqual, 1, 24
            ),
            (
                a.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: b.bottomAnchor, multiplier: 1),
                .lessThanOrEqual, 1, 8
            ),
        ]
        for (constraint, relation, multiplier, constant) in cases {
            #expect(constraint.relation == relation)
            #expect(constraint.multiplier == multiplier)
            #expect(constraint.constant == constant)
            #expect(constraint.firstItem === a)
        }
        #expect(cases[6].0.secondItem == nil)
        #expect(cases[6].0.secondAttribute == .notAnAttribute)
        #expect(cases[0].0.firstAttribute == .leading && cases[0].0.secondAttribute == .trailing)
    }

    @Test func anAnchorWithOffsetIsADistanceWithoutAnItem() {
        let a = UIView(), b = UIView()
        let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
        #expect(gap.item == nil)
        let constraint = gap.constraint(equalToConstant: 12)
        #expect(constraint.firstItem == nil)
        #expect(constraint.firstAttribute == .notAnAttribute)
        #expect(gap.name == "UIView:\(address(a)).trailing -> UIView:\(address(b)).leading")
    }

    @Test func isActiveInstallsOnTheNearestCommonAncestor() {
        let root = UIView(), left = UIView(), right = UIView(), inner = UIView()
        root.addSubview(left)
        root.addSubview(right)
        right.addSubview(inner)
        let between = inner.leadingAnchor.constraint(equalTo: left.trailingAnchor)
        let own = inner.widthAnchor.constraint(equalToConstant: 10)
        let toParent = inner.topAnchor.constraint(equalTo: right.topAnchor)
        NSLayoutConstraint.activate([between, own, toParent])
        #expect(root.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(between)])
        #expect(inner.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(own)])
        #expect(right.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(toParent)])
        #expect(between.isActive && own.isActive && toParent.isActive)
        NSLayoutConstraint.deactivate([between, own])
        #expect(root.constraints.isEmpty && inner.constraints.isEmpty)
        #expect(!between.isActive && !own.isActive)
        // A guide's constraints go to its owning view (or the common ancestor with the other item).
        let guide = UILayoutGuide()
        right.addLayoutGuide(guide)
        #expect(guide.owningView === right)
        #expect(right.layoutGuides.contains(guide))
        let guided = guide.leadingAnchor.constraint(equalTo: left.leadingAnchor)
        guided.isActive = true
        #expect(guided.isActive)
        #expect(root.constraints.contains(guided))
    }

    @Test func addAndRemoveConstraintUseTheGivenView() {
        let root = UIView(), child = UIView()
        root.addSubview(child)
        let c = NSLayoutConstraint(
            item: child, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: 8)
        root.addConstraint(c)
        #expect(c.isActive)
        #expect(root.constraints == [c])
        root.removeConstraint(c)
        #expect(!c.isActive)
        #expect(root.constraints.isEmpty)
        let d = child.heightAnchor.constraint(equalToConstant: 4), e = child.widthAnchor.constraint(equalToConstant: 4)
        root.addConstraints([d, e])
        #expect(root.constraints == [d, e])
        root.removeConstraints([d, e])
        #expect(root.constraints.isEmpty)
    }

    /// UIKit removes, with a view leaving its superview, the constraints installed outside it that relate
    /// views inside it; constraints inside the subtree go with it.
    @Test func removingAViewTakesItsOutsideConstraintsAlong() {
        let root = UIView(), moving = UIView(), inner = UIView(), other = UIView()
        root.addSubview(moving)
        root.addSubview(other)
        moving.addSubview(inner)
        let outside = inner.leadingAnchor.constraint(equalTo: other.leadingAnchor)
        let inside = inner.topAnchor.constraint(equalTo: moving.topAnchor)
        let unrelated = other.widthAnchor.constraint(equalToConstant: 5)
        NSLayoutConstraint.activate([outside, inside, unrelated])
        moving.removeFromSuperview()
        #expect(!outside.isActive)
        #expect(inside.isActive)
        #expect(unrelated.isActive)
        #expect(moving.constraints == [inside])
        #expect(root.constraints.isEmpty)
    }

    @Test func removingAGuideTakesItsConstraintsAlong() {
        let view = UIView(), child = UIView()
        view.addSubview(child)
        let guide = UILayoutGuide()
        guide.identifier = "spacer"
        view.addLayoutGuide(guide)
        let c = child.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
        c.isActive = true
        view.removeLayoutGuide(guide)
        #expect(!c.isActive)
        #expect(guide.owningView == nil)
        #expect(!view.layoutGuides.contains(guide))
    }

    @Test func viewDefaultsAreUIKits() {
        let view = UIView()
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(!view.preservesSuperviewLayoutMargins)
        #expect(view.insetsLayoutMarginsFromSafeArea)
        #expect(view.alignmentRectInsets == .zero)
        #expect(view.layoutMarginsGuide.identifier == "UIViewLayoutMarginsGuide")
        #expect(view.safeAreaLayoutGuide.identifier == "UIViewSafeAreaLayoutGuide")
        #expect(view.readableContentGuide.identifier == "UIViewReadableContentGuide")
        // The guide is made once and kept: a second read returns the same object.
        let marginsGuide = view.layoutMarginsGuide
        #expect(view.layoutMarginsGuide === marginsGuide)
        #expect(view.layoutGuides.count == 3)
        view.setContentHuggingPriority(.required, for: .vertical)
        view.setContentCompressionResistancePriority(UILayoutPriority(1), for: .horizontal)
        #expect(view.contentHuggingPriority(for: .vertical) == .required)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == UILayoutPriority(1))
        #expect(UISwitch().intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(UIImageView().intrinsicContentSize == CGSize(width: -1, height: -1))
    }

    @Test func directionalMarginsFollowTheLayoutDirection() {
        let view = UIView()
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        view.layoutMargins = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 20)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10))
    }

    @Test func systemGuidesInsetTheBoundsWithoutTheEngine() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 300))
        view.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 10, width: 940, height: 260))
        #expect(view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 1000, height: 300))
        // Readable width 672, centred in the margins' 940: (940 − 672) / 2 = 134 from x = 20.
        #expect(view.readableContentGuide.layoutFrame == CGRect(x: 154, y: 10, width: 672, height: 260))
    }
}
