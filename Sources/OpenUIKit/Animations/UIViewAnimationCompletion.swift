import Foundation
import OpenQuartzCore

/// The end of one UIKit animation call (`animate(withDuration:…)`, `animateKeyframes(withDuration:…)`,
/// `transition(with:…)`, a committed `beginAnimations` block): the delegate of every Core Animation
/// animation the call makes. The completion runs once, when the last of them ends, with `finished` true only if all reached their end; with nothing animated it runs at the
/// beginning of the next run-loop turn with `true`, as UIKit does.
///
/// Unless the call passed `.allowUserInteraction`, the views it animates are left out of hit-testing from
/// the call until that end (UIKit ignores touches on views animating in a block without the option).
@MainActor
final class UIViewAnimationCompletion: CAAnimationDelegate {
    private var completion: ((Bool) -> Void)?
    private let allowsUserInteraction: Bool
    private var running = 0
    private var allFinished = true
    private var blockedViews: [UIView] = []

    init(allowsUserInteraction: Bool, completion: ((Bool) -> Void)?) {
        self.allowsUserInteraction = allowsUserInteraction
        self.completion = completion
    }

    /// Makes `animation`, about to be added to `layer`, one of the call's.
    func track(_ animation: CAAnimation, on layer: CALayer) {
        animation.delegate = self
        running += 1
        guard !allowsUserInteraction, let view = layer.delegate as? UIView, !blockedViews.contains(where: { $0 === view }) else { return }
        blockedViews.append(view)
        view.beginInteractionBlockingAnimation()
    }

    /// Called once the call has made all its animations: with none, the completion runs on the next turn.
    func callDidEnd() {
        guard running == 0, let completion else { return }
        self.completion = nil
        UIApplication.shared.performOnNextTurn { completion(true) }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        running -= 1
        allFinished = allFinished && flag
        guard running == 0 else { return }
        for view in blockedViews { view.endInteractionBlockingAnimation() }
        blockedViews = []
        guard let completion else { return }
        self.completion = nil
        completion(allFinished)
    }
}
