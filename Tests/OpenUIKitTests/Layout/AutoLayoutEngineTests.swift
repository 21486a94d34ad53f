import Foundation
import Testing
@testable import OpenUIKit

/// The layout engine: frames from the constraint equations, autoresizing masks as constraints, intrinsic
/// sizes with hugging and compression resistance, guides, leading and trailing, alignment rectangles.
/// Every expected frame is worked out here from the equations.
@MainActor
@Suite(.freshApplication) struct AutoLayoutEngineTests {
    typealias Fixtures = LayoutFixtures

    @Test func edgesPinnedToTheSuperviewGiveTheFrame() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = Fixtures.constrained()
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        // x = 20, width = 300 − 20 − 30 = 250.
        #expect(child.frame == CGRect(x: 20, y: 10, width: 250, height: 50))
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 10, width: 350, height: 50))
    }

    @Test func constraintsAcrossLevelsAddTheOriginsBetween() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = UIView(frame: CGRect(x: 40, y: 60, width: 100, height: 100))
        let inner = Fixtures.constrained(), other = Fixtures.constrained()
        root.addSubview(box)
        box.addSubview(inner)
        root.addSubview(other)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 5),
            inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 7),
            inner.widthAnchor.constraint(equalToConstant: 20),
            inner.heightAnchor.constraint(equalToConstant: 10),
            // other sits 3 points right of inner, level with it, in root's coordinates.
            other.leadingAnchor.constraint(equalTo: inner.trailingAnchor, constant: 3),
            other.centerYAnchor.constraint(equalTo: inner.centerYAnchor),
            other.widthAnchor.constraint(equalToConstant: 30),
            other.heightAnchor.constraint(equalTo: inner.heightAnchor, multiplier: 2),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 40, y: 60, width: 100, height: 100))
        #expect(inner.frame == CGRect(x: 5, y: 7, width: 20, height: 10))
        // inner in root: x 45…65, centre y 60 + 7 + 5 = 72; other: x 68, height 20, y 72 − 10 = 62.
        #expect(other.frame == CGRect(x: 68, y: 62, width: 30, height: 20))
    }

    @Test func aChangedConstantMovesTheFrameAtTheNextLayout() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = Fixtures.constrained()
        root.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            width, child.heightAnchor.constraint(equalToConstant: 40),
            child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 100, y: 80, width: 100, height: 40))
        width.constant = 160
        #expect(child.frame == CGRect(x: 100, y: 80, width: 100, height: 40))
        #expect(root.layer.needsLayout())
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 70, y: 80, width: 160, height: 40))
        width.isActive = false
        child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5).isActive = true
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 75, y: 80, width: 150, height: 40))
    }

    @Test func aConstantTheRequiredConstraintsRefuseIsBrokenAndAnAgreeableOneIsKeptAgain() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = Fixtures.constrained()
        root.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 100)
        let preferred = child.widthAnchor.constraint(equalToConstant: 120)
        preferred.priority = .defaultLow
        NSLayoutConstraint.activate([
            width, preferred, child.widthAnchor.constraint(lessThanOrEqualToConstant: 150),
            child.heightAnchor.constraint(equalToConstant: 40),
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 20, width: 100, height: 40))
        // Width 100 → 140 is inside the cap: changed in place.
        width.constant = 140
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 20, width: 140, height: 40))
        // 200 breaks the cap of 150: UIKit breaks the changed constraint and the low-priority 120 decides.
        let reports = Diagnostics.capture {
            width.constant = 200
            root.layoutIfNeeded()
        }
        let report = try #require(reports.first)
        #expect(reports.count == 1)
        #expect(report.code == .unsatisfiableConstraints)
        #expect(report.message.contains("Will attempt to recover by breaking constraint \n\(width)\n"))
        #expect(child.frame == CGRect(x: 10, y: 20, width: 120, height: 40))
        // Back inside the cap: the constraint is in the engine again.
        width.constant = 90
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 20, width: 90, height: 40))
    }

    @Test func framesAndMasksOfTranslatingViewsBecomeConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let fixed = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        fixed.autoresizingMask = [.flexibleWidth]
        let follower = Fixtures.constrained()
        root.addSubview(fixed)
        root.addSubview(follower)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 5),
            follower.topAnchor.constraint(equalTo: fixed.topAnchor),
            follower.widthAnchor.constraint(equalToConstant: 10),
            follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(follower.frame == CGRect(x: 45, y: 20, width: 10, height: 10))
        // The root grows by 100: the flexible width takes it all (30 → 130).
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        root.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 10, y: 20, width: 130, height: 40))
        #expect(follower.frame == CGRect(x: 145, y: 20, width: 10, height: 10))
        // Setting the frame of a translating view moves what hangs on it.
        fixed.frame = CGRect(x: 0, y: 0, width: 50, height: 40)
        root.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 55, y: 0, width: 10, height: 10))
    }

    @Test func huggingAndCompressionResistanceDecideWhoGives() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = Fixtures.IntrinsicView(CGSize(width: 50, height: 20))
        let b = Fixtures.IntrinsicView(CGSize(width: 70, height: 20))
        root.addSubview(a)
        root.addSubview(b)
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // 300 wide: b hugs less (250 < 251) and stretches to 300 − 50; heights are the intrinsic 20.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 50, y: 0, width: 250, height: 20))
        // An intrinsic size that changes is read again after invalidateIntrinsicContentSize().
        a.size = CGSize(width: 80, height: 20)
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 80, y: 0, width: 220, height: 20))
        // 100 wide: too narrow for 80 + 70; a resists less (750 < 751) and shrinks to 100 − 70.
        b.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(b.frame == CGRect(x: 30, y: 0, width: 70, height: 20))
    }

    @Test func leadingAndTrailingFlipRightToLeft() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let child = Fixtures.constrained()
        child.semanticContentAttribute = .forceRightToLeft
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        // Leading is the right edge: 300 − 10 = 290, so x = 240.
        #expect(child.frame == CGRect(x: 240, y: 0, width: 50, height: 5))
    }

    @Test func marginsAndTheSafeAreaGuideInsetTheView() {
        final class Controller: UIViewController {
            let child = LayoutFixtures.constrained()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(child)
                NSLayoutConstraint.activate([
                    child.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    child.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    NSLayoutConstraint(
                        item: child, attribute: .trailing, relatedBy: .equal, toItem: view,
                        attribute: .trailingMargin, multiplier: 1, constant: 0),
                    child.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                ])
            }
        }
        let controller = Controller()
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
        UIApplication.shared.advance(by: 0)
        // The 390 × 844 screen: the root view's system minimum margins, 16 on the sides; the safe area from
        // y 20 to 844 − 34 = 810.
        #expect(controller.child.frame == CGRect(x: 16, y: 20, width: 358, height: 790))
        controller.view.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10)
        UIApplication.shared.advance(by: 0)
        // Left 30; right 10 raised to the minimum 16: width 390 − 30 − 16.
        #expect(controller.child.frame == CGRect(x: 30, y: 20, width: 344, height: 790))
    }

    @Test func alignmentRectInsetsSeparateTheFrameFromWhatIsAligned() {
        final class Shadowed: UIView {
            override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5) }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = Shadowed()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 5, y: 5, width: 110, height: 60))
        #expect(view.alignmentRect(forFrame: view.frame) == CGRect(x: 10, y: 10, width: 100, height: 50))
        #expect(view.frame(forAlignmentRect: CGRect(x: 10, y: 10, width: 100, height: 50)) == view.frame)
    }

    @Test func baselinesOfViewsWithoutTextAreTheirBottoms() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = Fixtures.constrained(), b = Fixtures.constrained()
        root.addSubview(a)
        root.addSubview(b)
        NSLayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.heightAnchor.constraint(equalToConstant: 40),
            b.heightAnchor.constraint(equalToConstant: 15),
            b.firstBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.widthAnchor.constraint(equalToConstant: 10),
            b.widthAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // a's bottom is 50; b's bottom is there too, so b.y = 50 − 15.
        #expect(b.frame == CGRect(x: 0, y: 35, width: 10, height: 15))
    }

    @Test func aGuideIsPlacedByItsConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let guide = UILayoutGuide(), child = Fixtures.constrained()
        root.addLayoutGuide(guide)
        root.addSubview(child)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12),
            guide.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25),
            guide.topAnchor.constraint(equalTo: root.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 1),
            child.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        // The guide: x 12, width 75; the child from 87 to 300.
        #expect(guide.layoutFrame == CGRect(x: 12, y: 0, width: 75, height: 1))
        #expect(child.frame == CGRect(x: 87, y: 0, width: 213, height: 20))
    }

    @Test func equalGapsWithAnchorsWithOffset() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = Fixtures.constrained(), b = Fixtures.constrained()
        root.addSubview(a)
        root.addSubview(b)
        var constraints = [
            a.leadingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(
                equalTo: b.trailingAnchor.anchorWithOffset(to: root.trailingAnchor)),
            root.leadingAnchor.anchorWithOffset(to: a.leadingAnchor).constraint(equalToConstant: 10),
        ]
        for view in [a, b] {
            constraints += [
                view.widthAnchor.constraint(equalToConstant: 40), view.heightAnchor.constraint(equalToConstant: 40),
                view.topAnchor.constraint(equalTo: root.topAnchor),
            ]
        }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        // a at 10; b.x − 10 = 300 − (b.x + 40) → b.x = 135.
        #expect(a.frame.minX == 10)
        #expect(b.frame.minX == 135)
    }

    @Test func fittingSizesComeFromTheSubviewsConstraints() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let content = Fixtures.IntrinsicView(CGSize(width: 50, height: 30))
        cell.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            content.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
            content.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            content.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
        ])
        // Compressed: the content at its intrinsic size plus 10 on each side.
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 70, height: 50))
        // A required width of 200: the content stretches across, the height stays compressed.
        #expect(
            cell.systemLayoutSizeFitting(
                CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 200, height: 50))
        // The cell's own frame is not touched.
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
