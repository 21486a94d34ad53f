import Foundation

/// Picks the built-in animator of a presentation or dismissal, and the one step they all share.
@MainActor
enum ModalTransitionAnimators {
    /// The built-in animator for `transitionStyle`; sheets always slide up and down.
    static func animator(
        for transitionStyle: UIModalTransitionStyle, style: UIModalPresentationStyle,
        presenting: Bool
    ) -> any UIViewControllerAnimatedTransitioning {
        if style == .pageSheet || style == .formSheet { return CoverVerticalAnimator(presenting: presenting) }
        switch transitionStyle {
        case .coverVertical: return CoverVerticalAnimator(presenting: presenting)
        case .crossDissolve: return CrossDissolveAnimator(presenting: presenting)
        case .flipHorizontal: return FlipHorizontalAnimator(presenting: presenting)
        case .partialCurl: return PartialCurlAnimator(presenting: presenting)
        }
    }

    /// Moves the leaving view into the container, where it shows now, so an effect on the container (a flip,
    /// a curl) takes it along.
    static func takeLeavingViewIntoContainer(of context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let fromView = context.view(forKey: .from), fromView.superview !== container else { return }
        let frame = fromView.superview?.convert(fromView.frame, to: container) ?? fromView.frame
        UIView.performWithoutAnimation {
            fromView.frame = frame
            container.addSubview(fromView)
        }
    }

    /// Puts the arriving view (the presented view, or on dismissal the presenter's view when it had left
    /// the screen) in the container at its final frame — below `below` when given, else on top — unless it
    /// is already there.
    static func placeArrivingView(in context: any UIViewControllerContextTransitioning, below: UIView?) {
        guard let toView = context.view(forKey: .to), let toController = context.viewController(forKey: .to) else {
            return
        }
        UIView.performWithoutAnimation {
            toView.frame = context.finalFrame(for: toController)
            guard toView.superview !== context.containerView else { return }
            if let below, below.superview === context.containerView {
                context.containerView.insertSubview(toView, belowSubview: below)
            } else {
                context.containerView.addSubview(toView)
            }
        }
    }
}
