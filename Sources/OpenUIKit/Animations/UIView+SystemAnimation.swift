import Foundation
import OpenQuartzCore

extension UIView {
    /// How long `perform(.delete, …)` runs. Apple does not publish it; this is a choice.
    static let systemDeleteDuration: TimeInterval = 0.3
    /// The scale `perform(.delete, …)` shrinks the views to, about their centres (a choice, too).
    static let systemDeleteScale: CGFloat = 0.85

    /// Performs a system animation on `views`, alongside `parallelAnimations`, then runs `completion`.
    ///
    /// `.delete` animates the views out and removes them from their superviews when the animation ends
    /// (even when it was removed early; `completion` then gets `false`). Apple does not publish the
    /// animation; OpenUIKit's choice is 0.3 s with the options' curve (easeInOut by default), alpha to 0 and
    /// the transform scaled by 0.85. Once removed, each view gets back the alpha and transform it had, so it
    /// looks as before if it is added again. `parallelAnimations` run in the same block, with the same
    /// duration and curve; the options are those of
    /// ``animate(withDuration:delay:options:animations:completion:)``.
    public class func perform(
        _ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
        animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        switch animation {
        case .delete:
            let saved = views.map { ($0, $0.alpha, $0.transform) }
            runAnimationBlock(
                duration: systemDeleteDuration, delay: 0, options: options, spring: nil,
                animations: {
                    for view in views {
                        view.alpha = 0
                        view.transform = view.transform.scaledBy(x: systemDeleteScale, y: systemDeleteScale)
                    }
                    parallelAnimations?()
                },
                completion: { finished in
                    for (view, alpha, transform) in saved {
                        view.removeFromSuperview()
                        view.alpha = alpha
                        view.transform = transform
                    }
                    completion?(finished)
                })
        }
    }
}
