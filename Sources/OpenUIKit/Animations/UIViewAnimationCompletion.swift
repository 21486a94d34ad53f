import Foundation
import OpenQuartzCore

/// The end of one UIKit animation call (`animate(withDuration:…)`, `animateKeyframes(withDuration:…)`,
/// `transition(with:…)`, a committed `beginAnimations` block): the delegate of every Core Animation
/// animation the call makes. The completion runs once, when the last of them ends, with `finished` true only if all reached their end; with nothing animated it runs at the
/// beginning of the next run-loop turn with `true`, as UIKit does.
///
/// Unless the call passed `.allowUserInteraction`, the views it animates are left out of hit-testing from
/// the call until that end (UIKit ignores touches on views animating in a block without the option).
///
/// A view released while its animations run (dropped by the app during a `.repeat` animation, say) takes
/// them with it: Core Animation then tells this object they stopped unfinished, so the completion still
/// runs once, with `finished == false`, and the call's other views take touches again.
@MainActor
final class UIViewAnimationCompletion: CAAnimationDelegate {
    private var completion: ((Bool) -> Void)?
    /// Work to do when the animations end, before the completion (a stack view hiding a collapsed view).
    private var endHandlers: [@MainActor () -> Void] = []
    private let allowsUserInteraction: Bool
    private var running = 0
    private var allFinished = true
    /// The `UIView.animationStateGeneration` the call was made in.
    private let generation = UIView.animationStateGeneration

    /// Whether the call keeps the views it animates from hit-testing now: it was made without
    /// `.allowUserInteraction`, its animations have not all ended, and no reset dropped them since.
    var blocksInteraction: Bool {
        !allowsUserInteraction && running > 0 && generation == UIView.animationStateGeneration
    }

    init(allowsUserInteraction: Bool, completion: ((Bool) -> Void)?) {
        self.allowsUserInteraction = allowsUserInteraction
        self.completion = completion
    }

    /// Adds `animation` to `layer` under `key` as one of the call's — only when the layer accepts it. An
    /// animation Core Animation rejects (reported by the layer's checks, or silently ignored by a
    /// presentation copy) is not counted, so it can never keep the completion waiting or the view out of
    /// hit-testing. Returns whether it was added.
    ///
    /// `adopting`: the animation was made by the layer's action for this one change, from the layer's own
    /// values; it is added as it is (see `CALayer.attach`), and only its timing is checked.
    @discardableResult
    func add(_ animation: CAAnimation, to layer: CALayer, forKey key: String?, adopting: Bool = false) -> Bool {
        guard adopting ? layer.acceptsTiming(of: animation) : layer.accepts(animation) else { return false }
        track(animation, on: layer)
        layer.attach(animation, forKey: key, adopting: adopting)
        return true
    }

    /// Makes `animation`, about to be added to `layer`, one of the call's.
    private func track(_ animation: CAAnimation, on layer: CALayer) {
        animation.delegate = self
        running += 1
        guard !allowsUserInteraction, let view = layer.delegate as? UIView else { return }
        view.blockInteraction(until: self)
    }

    /// Runs `body` when the call's animations end (on the next turn when there are none).
    func addEndHandler(_ body: @escaping @MainActor () -> Void) {
        endHandlers.append(body)
    }

    /// Called once the call has made all its animations: with none, the end handlers and the completion
    /// run on the next turn.
    func callDidEnd() {
        guard running == 0, completion != nil || !endHandlers.isEmpty else { return }
        let completion = self.completion, handlers = endHandlers
        self.completion = nil
        endHandlers = []
        UIApplication.shared.performOnNextTurn {
            for handler in handlers { handler() }
            completion?(true)
        }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        running -= 1
        allFinished = allFinished && flag
        guard running == 0 else { return }
        let handlers = endHandlers
        endHandlers = []
        for handler in handlers { handler() }
        guard let completion else { return }
        self.completion = nil
        completion(allFinished)
    }
}
