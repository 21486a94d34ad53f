import Foundation
import OpenQuartzCore

extension UIView {
    /// Animates a change of `view`'s content with a transition effect: the options' transition becomes a
    /// `CATransition` on the view's layer (flipFromLeft/Right/Top/Bottom → `oglFlip` from that side, curlUp →
    /// `pageCurl`, curlDown → `pageUnCurl`, crossDissolve → `fade`), between the view as last shown and the
    /// view after `animations`. The changes made in `animations` do not animate on their own; with
    /// `.allowAnimatedContent` an `animate` block nested in `animations` animates inside the transition (its
    /// new state is drawn live at every frame), as in UIKit, while without it such a block applies its changes
    /// at once. Without a transition option, or with a duration of 0, the
    /// changes apply at once and the completion runs on the next turn; a negative or non-finite duration is
    /// reported and treated as 0, as `animate` does. The completion gets `false` when the transition is
    /// removed before its end (`layer.removeAllAnimations()`).
    ///
    /// Options: the curve bits pace the transition; `.repeat` repeats it forever (`repeatCount = .infinity`)
    /// and `.autoreverse` plays each pass back (`autoreverses`), as for block animations; without
    /// `.allowUserInteraction` the view is left out of hit-testing until the transition ends.
    /// `.beginFromCurrentState` has no effect (a transition always starts from the view as shown), nor do
    /// the `.overrideInherited…` options (transitions do not nest in animation blocks).
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        runTransition(
            on: view, duration: duration, options: options, changes: { animations?() }, completion: completion)
    }

    /// Replaces `fromView` by `toView` with a transition on their superview: `toView` is added to
    /// `fromView`'s superview and `fromView` removed — or, with `.showHideTransitionViews`, `fromView` is
    /// hidden and `toView` shown instead (UIView.h, `UIViewAnimationOptionShowHideTransitionViews`). Duration, options and completion as in
    /// ``transition(with:duration:options:animations:completion:)``; the superview is the view that ignores
    /// touches during the transition without `.allowUserInteraction`.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = fromView.superview else {
            Diagnostics.report(
                .invalidArgument, .warning, "UIView.transition(from:to:): \(fromView) has no superview to transition in"
            )
            return
        }
        runTransition(
            on: container, duration: duration, options: options,
            changes: {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else {
                    if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                    fromView.removeFromSuperview()
                }
            }, completion: completion)
    }

    private static func runTransition(
        on view: UIView, duration: TimeInterval, options: AnimationOptions, changes: () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        let duration = checkedTiming(duration, name: "duration", in: "UIView.transition")
        guard let (type, subtype) = transitionEffect(of: options), duration > 0 else {
            performWithoutAnimation(changes)
            if let completion { UIApplication.shared.performOnNextTurn { completion(true) } }
            return
        }
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = duration
        transition.timingFunction = options.curve.timingFunction
        if options.contains(.repeat) { transition.repeatCount = .infinity }
        transition.autoreverses = options.contains(.autoreverse)
        let end = UIViewAnimationCompletion(
            allowsUserInteraction: options.contains(.allowUserInteraction), completion: completion)
        if options.contains(.allowAnimatedContent) {
            changes()
        } else {
            performWithoutAnimation(changes)
        }
        end.add(transition, to: view.layer, forKey: "transition")
        end.callDidEnd()
    }

    static func transitionEffect(of options: AnimationOptions) -> (CATransitionType, CATransitionSubtype?)? {
        switch options.transitionField {
        case AnimationOptions.transitionFlipFromLeft.transitionField: return (.oglFlip, .fromLeft)
        case AnimationOptions.transitionFlipFromRight.transitionField: return (.oglFlip, .fromRight)
        case AnimationOptions.transitionCurlUp.transitionField: return (.pageCurl, nil)
        case AnimationOptions.transitionCurlDown.transitionField: return (.pageUnCurl, nil)
        case AnimationOptions.transitionCrossDissolve.transitionField: return (.fade, nil)
        case AnimationOptions.transitionFlipFromTop.transitionField: return (.oglFlip, .fromTop)
        case AnimationOptions.transitionFlipFromBottom.transitionField: return (.oglFlip, .fromBottom)
        default: return nil
        }
    }
}
