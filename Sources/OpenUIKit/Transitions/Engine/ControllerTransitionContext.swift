import Foundation
import OpenQuartzCore

/// The one transition context (UIKit's private `_UIViewControllerOneToOneTransitionContext`): what every
/// controller transition — `transition(from:to:)`, push and pop — hands its animator and interaction
/// controller, and what its coordinator's blocks see.
///
/// It enforces the header's rules: `completeTransition(_:)` ends the transition once (a second call is
/// reported and ignored); `updateInteractiveTransition(_:)` takes 0…1 (a value outside is clamped, NaN is
/// ignored, both reported). Calls are recorded in lifecycle traces when the transition asks for it.
@MainActor
final class ControllerTransitionContext: UIViewControllerContextTransitioning,
    UIViewControllerTransitionCoordinatorContext
{
    /// The frames a container gives for its controllers' views.
    struct Frames {
        var initial: [ObjectIdentifier: CGRect] = [:]
        var final: [ObjectIdentifier: CGRect] = [:]
    }

    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let targetTransform: CGAffineTransform = .identity
    var isInteractive = false
    var initiallyInteractive = false
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0
    private(set) var hasCompleted = false
    /// The interaction controller's completion speed and curve (1 and easeInOut without one).
    var completionVelocity: CGFloat = 1
    var completionCurve: UIView.AnimationCurve = .easeInOut

    private let fromViewController: UIViewController
    private let toViewController: UIViewController
    private let fromView: UIView?
    private let toView: UIView?
    private let frames: Frames
    /// The transition this context belongs to (it holds the context).
    unowned let transition: ControllerTransition

    init(
        transition: ControllerTransition, from: UIViewController, to: UIViewController, containerView: UIView,
        views: (from: UIView?, to: UIView?), frames: Frames, isAnimated: Bool,
        presentationStyle: UIModalPresentationStyle
    ) {
        self.transition = transition
        fromViewController = from
        toViewController = to
        self.containerView = containerView
        fromView = views.from
        toView = views.to
        self.frames = frames
        self.isAnimated = isAnimated
        self.presentationStyle = presentationStyle
    }

    var isInterruptible: Bool { transition.offeredInterruptibleAnimator != nil }
    var transitionDuration: TimeInterval { transition.duration }
    var isCancelled: Bool { transitionWasCancelled }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromViewController
        case .to: return toViewController
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return fromView
        case .to: return toView
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect { frames.initial[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { frames.final[ObjectIdentifier(vc)] ?? .zero }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard let value = Self.checkedPercent(percentComplete, in: "updateInteractiveTransition(_:)") else { return }
        self.percentComplete = value
        transition.record(.transitionContext("updateInteractiveTransition(\(Self.format(value)))"))
    }

    func finishInteractiveTransition() {
        transition.record(.transitionContext("finishInteractiveTransition()"))
        transition.interactionDidEnd()
    }

    func cancelInteractiveTransition() {
        transition.record(.transitionContext("cancelInteractiveTransition()"))
        transitionWasCancelled = true
        transition.interactionDidEnd()
    }

    func pauseInteractiveTransition() {
        transition.record(.transitionContext("pauseInteractiveTransition()"))
        transition.interactionDidPause()
    }

    func completeTransition(_ didComplete: Bool) {
        guard !hasCompleted else {
            Diagnostics.report(
                .invalidTransition, .warning,
                "completeTransition(\(didComplete)) called again for the transition from \(fromViewController) to \(toViewController); a transition completes exactly once, the call is ignored"
            )
            return
        }
        hasCompleted = true
        transition.record(.transitionContext("completeTransition(\(didComplete))"))
        transition.complete(didComplete)
    }

    /// `value` clamped to 0…1, reported when it was outside; nil (reported) for NaN.
    static func checkedPercent(_ value: CGFloat, in call: String) -> CGFloat? {
        guard !value.isNaN else {
            Diagnostics.report(.invalidArgument, .warning, "\(call): percentComplete NaN is not a number; ignored")
            return nil
        }
        let clamped = min(max(value, 0), 1)
        if clamped != value {
            Diagnostics.report(
                .invalidArgument, .warning, "\(call): percentComplete \(value) is outside 0…1; using \(clamped)")
        }
        return clamped
    }

    /// A percentage as traces print it: up to three decimals, no trailing zeros.
    static func format(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
