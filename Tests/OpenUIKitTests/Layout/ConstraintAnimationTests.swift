import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Constraint changes laid out inside animation blocks animate frame by frame: the model is final at once,
/// the presentation moves from the old frame with the block's timing.
@MainActor
@Suite(.freshApplication) struct ConstraintAnimationTests {
    typealias Fixtures = LayoutFixtures

    /// A shown window holding a 300 × 200 container with a 100 × 40 box centred in it, its width
    /// constraint returned.
    private func scene() -> (window: UIWindow, container: UIView, box: UIView, width: NSLayoutConstraint) {
        let window = UIWindow()
        window.makeKeyAndVisible()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.addSubview(container)
        let box = Fixtures.constrained()
        container.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            width, box.heightAnchor.constraint(equalToConstant: 40),
            box.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        ])
        UIApplication.shared.advance(by: 0)
        return (window, container, box, width)
    }

    /// The frame on screen.
    private func shown(_ view: UIView) -> CGRect { view.layer.presentation()?.frame ?? view.frame }

    @Test func aConstantChangedInALinearAnimationMovesAtTheCurvesPace() {
        let s = scene()
        #expect(s.box.frame == CGRect(x: 100, y: 80, width: 100, height: 40))
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            s.width.constant = 200
            s.container.layoutIfNeeded()
        }
        // The model is final at once: width 200, centred: x = 50.
        #expect(s.box.frame == CGRect(x: 50, y: 80, width: 200, height: 40))
        UIApplication.shared.advance(by: 0.25)
        // A quarter of the way on a linear curve: width 125, x 87.5.
        let quarter = shown(s.box)
        #expect(abs(quarter.width - 125) < 1e-6)
        #expect(abs(quarter.minX - 87.5) < 1e-6)
        UIApplication.shared.advance(by: 1)
        #expect(shown(s.box) == CGRect(x: 50, y: 80, width: 200, height: 40))
    }

    @Test func theDefaultCurveEasesInAndOut() {
        let s = scene()
        UIView.animate(withDuration: 1) {
            s.width.constant = 200
            s.container.layoutIfNeeded()
        }
        UIApplication.shared.advance(by: 0.5)
        // UIView's default curve is ease-in-ease-out, (0.42, 0, 0.58, 1): symmetric, so half the time is
        // half the change.
        let half = shown(s.box)
        #expect(abs(half.width - 150) < 1e-3)
        UIApplication.shared.advance(by: 0.2)
        // At 0.7 the eased progress is above the linear 0.7.
        #expect(shown(s.box).width > 170)
    }

    @Test func aPropertyAnimatorScrubsAndReversesTheLayout() {
        let s = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            s.width.constant = 200
            s.container.layoutIfNeeded()
        }
        animator.fractionComplete = 0.5
        UIApplication.shared.advance(by: 0)
        // Half way on a linear curve: width 150.
        #expect(abs(shown(s.box).width - 150) < 1e-6)
        animator.isReversed = true
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        // Reversed from half way, the linear curve takes 0.5 s back to the start: after 0.25 s, width 125.
        UIApplication.shared.advance(by: 0.25)
        #expect(abs(shown(s.box).width - 125) < 1e-6)
        UIApplication.shared.advance(by: 1)
        #expect(animator.state == .inactive)
        #expect(ended == .start)
    }

    @Test func hidingAStackViewInAnAnimationSlidesTheOthers() {
        let window = UIWindow()
        window.makeKeyAndVisible()
        let views = (0..<3).map { _ in Fixtures.IntrinsicView(CGSize(width: 10, height: 10)) }
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 20
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
        window.addSubview(stack)
        UIApplication.shared.advance(by: 0)
        // (300 − 40) / 3 each: the last starts at 2 × 260/3 + 40.
        let before = views[2].frame.minX
        let expectedBefore: CGFloat = 2 * 260 / 3 + 40
        #expect(abs(before - expectedBefore) < 1e-9)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            views[1].isHidden = true
            stack.layoutIfNeeded()
        }
        // Two views left: (300 − 20) / 2 = 140 each, the last at 160.
        #expect(views[2].frame.minX == 160)
        UIApplication.shared.advance(by: 0.5)
        let halfway: CGFloat = (before + 160) / 2
        #expect(abs(shown(views[2]).minX - halfway) < 1e-6)
    }
}
