import Foundation
import OpenUIKit

/// Runs a transition animator — and optionally an interaction controller — on a real container with two
/// real controllers, one frame at a time, so a test can read what the views show at each moment and get
/// the classic animator bugs as failures: `completeTransition(_:)` never called or called twice, views left
/// behind in the container, user interaction left disabled, animations still running. (On iOS these tests
/// are written by hand against mock contexts; here the context, the coordinator and the appearance
/// callbacks are UIKit's own.)
///
/// ```swift
/// let bench = AnimatorTestBench(MySlideAnimator(), kind: .present)
/// bench.start()
/// bench.step(frames: 15)
/// #expect(bench.shownFrame(of: bench.to).minX == 195)
/// #expect(bench.finish() == [])
/// ```
@preconcurrency @MainActor
public final class AnimatorTestBench {
    /// Which container runs the animator.
    public enum Kind: Sendable {
        /// A navigation controller pushes `to` over `from` (the bar hidden).
        case push
        /// A navigation controller pops `from` back to `to`.
        case pop
        /// `from`, the window's root, presents `to` full screen (or with the bench's presentation controller).
        case present
        /// `to`, the window's root, dismisses `from`, which it presented full screen (or with the bench's
        /// presentation controller).
        case dismiss
    }

    /// Makes the presentation controller of a custom presentation from the presented and presenting
    /// controllers, as `UIViewControllerTransitioningDelegate.presentationController(forPresented:presenting:source:)`.
    public typealias PresentationControllerFactory =
        @MainActor (_ presented: UIViewController, _ presenting: UIViewController?) -> UIPresentationController

    /// The controller the transition leaves ("From"), and the one it shows ("To").
    public let from = UIViewController()
    public let to = UIViewController()
    /// The window the controllers are in.
    public let window: UIWindow
    /// The context the animator was given, once the transition started.
    public var context: (any UIViewControllerContextTransitioning)? { proxy.context }

    private let kind: Kind
    private let proxy: AnimatorProxy
    private let interaction: (any UIViewControllerInteractiveTransitioning)?
    private let delegates: BenchDelegates
    /// How `.present` and `.dismiss` benches present: full screen, or custom with a presentation controller.
    private let presentationStyle: UIModalPresentationStyle
    private var navigation: UINavigationController?
    private var reports: [Diagnostic] = []

    /// A bench for `animator` (and `interaction`) run by a `kind` transition in a window of `device`'s size.
    /// With `presentationController`, a `.present` or `.dismiss` bench runs a `.custom` presentation with the
    /// presentation controller it makes, as animators written for their own presentation controller expect.
    public init(
        _ animator: any UIViewControllerAnimatedTransitioning,
        interaction: (any UIViewControllerInteractiveTransitioning)? = nil,
        kind: Kind = .present, device: UIScreen.Device = .headless,
        presentationController: PresentationControllerFactory? = nil
    ) {
        self.kind = kind
        proxy = AnimatorProxy(animator)
        self.interaction = interaction
        presentationStyle = presentationController == nil ? .fullScreen : .custom
        delegates = BenchDelegates(
            animator: proxy, interaction: interaction, presentationController: presentationController)
        from.title = "From"
        to.title = "To"
        window = UIWindow(frame: CGRect(origin: .zero, size: device.size))
        prepare()
    }

    /// Puts the controllers in place, as they are before the transition.
    private func prepare() {
        switch kind {
        case .push, .pop:
            let navigation = UINavigationController(rootViewController: kind == .push ? from : to)
            navigation.setNavigationBarHidden(true, animated: false)
            if kind == .pop { navigation.pushViewController(from, animated: false) }
            navigation.delegate = delegates
            self.navigation = navigation
            window.rootViewController = navigation
        case .present:
            window.rootViewController = from
        case .dismiss:
            window.rootViewController = to
        }
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 0)
        if kind == .dismiss {
            from.modalPresentationStyle = presentationStyle
            from.transitioningDelegate = delegates
            to.present(from, animated: false)
            UIApplication.shared.advance(by: 0)
        }
    }

    /// Starts the transition (the animator's `animateTransition(using:)`, or the interaction controller's
    /// `startInteractiveTransition(_:)`).
    public func start() {
        reports += Diagnostics.capture {
            switch kind {
            case .push: navigation?.pushViewController(to, animated: true)
            case .pop: navigation?.popViewController(animated: true)
            case .present:
                to.modalPresentationStyle = presentationStyle
                to.transitioningDelegate = delegates
                from.present(to, animated: true)
            case .dismiss:
                from.transitioningDelegate = delegates
                to.dismiss(animated: true)
            }
        }
    }

    /// Runs `frames` frames of 1/60 s.
    public func step(frames: Int = 1) {
        reports += Diagnostics.capture {
            for _ in 0..<max(frames, 0) { UIApplication.shared.advance(by: 1.0 / 60) }
        }
    }

    /// The frame `controller`'s view shows now, in window coordinates.
    public func shownFrame(of controller: UIViewController) -> CGRect {
        guard let view = controller.viewIfLoaded else { return .null }
        let frame = (view.layer.presentation() ?? view.layer).frame
        return view.superview?.convert(frame, to: nil) ?? frame
    }

    /// The opacity `controller`'s view shows now.
    public func shownAlpha(of controller: UIViewController) -> CGFloat {
        guard let layer = controller.viewIfLoaded?.layer else { return 0 }
        return CGFloat((layer.presentation() ?? layer).opacity)
    }

    /// Runs the transition to its end (at most `timeout` seconds; an animator that never completes is caught
    /// after the engine's own limit) and returns what went wrong, in a stable order — empty when nothing did.
    public func finish(timeout: TimeInterval = 10) -> [Failure] {
        reports += Diagnostics.capture { UIApplication.shared.runUntilIdle(timeout: timeout) }
        return BenchFailureReader.failures(
            reports: reports, context: proxy.benchContext,
            shown: proxy.context?.transitionWasCancelled == true ? from : to, window: window)
    }
}
