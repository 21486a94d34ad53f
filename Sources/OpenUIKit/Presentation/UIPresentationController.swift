import Foundation

/// Manages a presented controller's place on screen from the start of its presentation to the end of its
/// dismissal (UIKit's `UIPresentationController`): where the presented view goes in the container view,
/// whether the presenter's view leaves the screen, and the chrome around the presented view (a dimming view,
/// say) that it adds in `presentationTransitionWillBegin()` and removes in `dismissalTransitionDidEnd(_:)`.
///
/// Built-in presentations use one made for their style; a `.custom` presentation asks the presented
/// controller's `transitioningDelegate` for one (`presentationController(forPresented:presenting:source:)`)
/// and uses a plain instance of this class when it gives none.
///
/// Order (as UIKit calls them): at the start of a presentation, after the appearance callbacks began,
/// `presentationTransitionWillBegin()` (the transition coordinator is there, so animations can run
/// alongside); the animator runs; after its `completeTransition(_:)` and the did-appearance callbacks,
/// `presentationTransitionDidEnd(_:)`. Dismissal: `dismissalTransitionWillBegin()` and
/// `dismissalTransitionDidEnd(_:)` in the same places. The container view's layout passes call
/// `containerViewWillLayoutSubviews()` and `containerViewDidLayoutSubviews()` around its `layoutSubviews`.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// The controller being presented. The presentation controller holds it strongly while the presentation
    /// runs (from `present` to the end of the dismissal) and weakly before, so a controller whose
    /// `presentationController` was only looked at (to set its delegate, say) is not kept alive by it.
    public var presentedViewController: UIViewController {
        if let presented = heldPresented ?? weakPresented { return presented }
        Diagnostics.report(
            .invalidState, .warning,
            "\(self) outlived the controller it was made for; presentedViewController answers an empty controller")
        return UIViewController()
    }
    private weak var weakPresented: UIViewController?
    /// Set while the presentation runs.
    var heldPresented: UIViewController?
    /// The controller whose presentation context is used (UIKit picks it: the root of the source's
    /// containment tree, or the nearest ancestor that defines a presentation context for the
    /// current-context styles).
    /// Held strongly while the presentation runs, weakly before (the presented controller itself until the
    /// presentation settles which one it is).
    open internal(set) var presentingViewController: UIViewController {
        get { heldPresenting ?? weakPresenting ?? presentedViewController }
        set { heldPresenting = newValue }
    }
    private weak var weakPresenting: UIViewController?
    /// Set while the presentation runs.
    var heldPresenting: UIViewController?
    /// The view the presentation takes place in; nil until the presentation starts. It stays in the window
    /// while the controller is presented and leaves with the dismissal.
    open internal(set) var containerView: UIView?
    /// The object told about adaptation and sheet dismissal.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// A presentation controller for `presentedViewController` presented from `presentingViewController`
    /// (nil: the presented controller itself until the presentation settles which one it is).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        weakPresented = presentedViewController
        weakPresenting = presentingViewController
        super.init()
    }

    /// The view that is animated and shown: the presented controller's view by default. A subclass may
    /// answer a view that wraps it (a shadow or a rounded frame around it).
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view sits in the container view at the end of the presentation: the container's
    /// bounds by default. The transition context answers it as the presented controller's final frame.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenter's view is removed from the screen when the presentation ends (and comes back
    /// for the dismissal), with the presenter's disappear and appear callbacks. False by default, as in
    /// UIKit: the presenter's view stays and the presenter hears nothing.
    open var shouldRemovePresentersView: Bool { false }

    /// Whether the presentation covers the whole window (true by default); false puts it in the current
    /// context, over the presenting controller's view only.
    open var shouldPresentInFullscreen: Bool { true }

    /// The style of the presentation.
    open var presentationStyle: UIModalPresentationStyle { .custom }

    /// The style the presentation adapts to on an iPhone-sized (compact-width) screen: the delegate's
    /// answer when it gives one, else the presentation's own style.
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        let answer = delegate?.adaptivePresentationStyle(for: self) ?? .none
        return answer == .none ? presentationStyle : answer
    }

    /// The presentation is about to start: add the chrome and start its animations (along the transition,
    /// through `presentedViewController.transitionCoordinator`).
    open func presentationTransitionWillBegin() {}
    /// The presentation ended; `completed` is false when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to start.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended; `completed` is false when it was cancelled (the controller stays presented).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container view is about to lay out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// The container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    /// The presented view's final frame, checked: a frame that is not finite or has no area is reported
    /// and the container's bounds are used instead.
    var checkedFrameOfPresentedView: CGRect {
        let frame = frameOfPresentedViewInContainerView
        let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        guard values.allSatisfy(\.isFinite), frame.width > 0, frame.height > 0 else {
            let fallback = containerView?.bounds ?? .zero
            Diagnostics.report(
                .invalidGeometry, .warning,
                "\(self).frameOfPresentedViewInContainerView \(frame) is not a usable frame; the presented view uses the container's bounds \(fallback)"
            )
            return fallback
        }
        return frame
    }
}
