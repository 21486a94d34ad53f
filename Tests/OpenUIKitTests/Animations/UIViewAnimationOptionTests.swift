import Foundation
import Testing
import OpenUIKitTesting
@testable import OpenUIKit

/// A view whose `layoutSubviews()` makes its one subview half as wide as itself.
@MainActor
private final class HalvingView: UIView {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 10))

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(child)
    }

    override func layoutSubviews() {
        child.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: 10)
    }
}

/// The block options `.beginFromCurrentState`, `.allowUserInteraction` and `.layoutSubviews`.
@MainActor
@Suite(.freshApplication) struct UIViewAnimationOptionTests {
    private func colourComponents(of view: UIView) throws -> [CGFloat] {
        try #require(view.layer.presentation()?.backgroundColor?.components)
    }

    private func isClose(_ a: [CGFloat], _ b: [CGFloat]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-6 }
    }

    /// Red → blue over 1 s, interrupted at 0.5 s by blue → green with `options`; returns the colour shown
    /// just after the interruption and the completions so far.
    private func interruptColourAnimation(options: UIView.AnimationOptions) throws -> (shown: [CGFloat], log: [String])
    {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        UIApplication.shared.advance(by: 0)
        var log: [String] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.backgroundColor = .blue },
            completion: { log.append("first \($0)") })
        UIApplication.shared.advance(by: 0.5)
        #expect(isClose(try colourComponents(of: view), [0.5, 0, 0.5, 1]))
        UIView.animate(
            withDuration: 1, delay: 0, options: options.union(.curveLinear),
            animations: { view.backgroundColor = .green },
            completion: { log.append("second \($0)") })
        UIApplication.shared.advance(by: 0)
        return (try colourComponents(of: view), log)
    }

    @Test func withoutBeginFromCurrentStateAColourRestartsFromTheOldModelValue() throws {
        let (shown, log) = try interruptColourAnimation(options: [])
        // The replacement starts from the model value blue: the half-way purple jumps to blue.
        #expect(isClose(shown, [0, 0, 1, 1]))
        #expect(log == ["first false"])
    }

    @Test func beginFromCurrentStateStartsAColourFromWhatIsOnScreen() throws {
        let (shown, log) = try interruptColourAnimation(options: .beginFromCurrentState)
        #expect(isClose(shown, [0.5, 0, 0.5, 1]))
        #expect(log == ["first false"])
    }

    @Test func beginFromCurrentStateChangesNothingForAdditiveKeys() throws {
        var positions: [CGFloat] = []
        for options in [UIView.AnimationOptions.curveLinear, [.curveLinear, .beginFromCurrentState]] {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIApplication.shared.advance(by: 0)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 105 })
            UIApplication.shared.advance(by: 0.5)
            UIView.animate(withDuration: 1, delay: 0, options: options, animations: { view.center.x = 5 })
            #expect(view.layer.animationKeys() == ["position", "position-2"])
            UIApplication.shared.advance(by: 0.25)
            positions.append(try #require(view.layer.presentation()).position.x)
        }
        // Additive since iOS 8 (WWDC14 "Building Interruptible and Responsive Interactions"): 5 + (−100)(1 − 0.75)
        // + 100(1 − 0.25) either way.
        #expect(positions.allSatisfy { abs($0 - 55) < 1e-6 })
    }

    /// A 100 × 100 container with a 20 × 20 subview at (10, 10), committed.
    @Test func anAnimatingViewIsNotHitUntilItsAnimationEnds() {
        let (container, subview) = AnimationFixture.container()
        let point = CGPoint(x: 15, y: 15)
        #expect(container.hitTest(point, with: nil) === subview)
        UIView.animate(withDuration: 1, animations: { subview.alpha = 0.5 })
        #expect(container.hitTest(point, with: nil) === container)
        UIApplication.shared.advance(by: 0.5)
        #expect(container.hitTest(point, with: nil) === container)
        UIApplication.shared.advance(by: 0.5)
        #expect(container.hitTest(point, with: nil) === subview)
    }

    @Test func allowUserInteractionKeepsTheAnimatingViewHittable() {
        let (container, subview) = AnimationFixture.container()
        let point = CGPoint(x: 15, y: 15)
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { subview.alpha = 0.5 })
        UIApplication.shared.advance(by: 0.5)
        #expect(container.hitTest(point, with: nil) === subview)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: { subview.center.x = 25 })
        #expect(container.hitTest(point, with: nil) === container)
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { container.alpha = 0.5 })
        #expect(container.hitTest(point, with: nil) === container)
        UIApplication.shared.runUntilIdle()
        #expect(container.hitTest(point, with: nil) === subview)
    }

    @Test func aRemovedAnimationGivesTheViewBackToHitTesting() {
        let (container, subview) = AnimationFixture.container()
        UIView.animate(withDuration: 1, animations: { subview.alpha = 0.5 })
        UIView.animate(withDuration: 2, animations: { subview.center.x = 30 })
        subview.layer.removeAnimation(forKey: "opacity")
        #expect(container.hitTest(CGPoint(x: 25, y: 15), with: nil) === container)
        subview.layer.removeAllAnimations()
        #expect(container.hitTest(CGPoint(x: 25, y: 15), with: nil) === subview)
    }

    @Test func layoutSubviewsAnimatesTheSubviewChangesOfLayout() throws {
        let view = HalvingView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        UIApplication.shared.advance(by: 0)
        #expect(view.child.bounds.width == 50)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear],
            animations: {
                view.bounds.size.width = 200
            })
        #expect(view.child.bounds.width == 100)
        #expect(view.child.layer.animationKeys()?.contains("bounds") == true)
        UIApplication.shared.advance(by: 0.5)
        #expect(abs(try #require(view.child.layer.presentation()).bounds.width - 75) < 1e-6)
        #expect(abs(try #require(view.layer.presentation()).bounds.width - 150) < 1e-6)
    }

    @Test func withoutLayoutSubviewsTheLayoutWaitsForTheNextTurn() {
        let view = HalvingView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        UIApplication.shared.advance(by: 0)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.bounds.size.width = 200 })
        #expect(view.child.bounds.width == 50)
        UIApplication.shared.advance(by: 0)
        #expect(view.child.bounds.width == 100)
        #expect(view.child.layer.animationKeys() == nil)
    }
}
