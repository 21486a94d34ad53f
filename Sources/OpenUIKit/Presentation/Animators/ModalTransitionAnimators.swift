import Foundation

/// Picks the built-in animator of a presentation or dismissal, and the one step they all share.
@MainActor
enum ModalTransitionAnimators {
    /// The built-in animator for `transitionStyle`; sheets always slide up and down.
    static func animator(for transitionStyle: UIModalTransitionStyle, style: UIModalPresentationStyle,
                         presenting: Bool) -> any UIViewControllerAnimatedTransitioning {
        if style == .pageSheet || style == .formSheet { return CoverVerticalAnimator(presenting: presenting) }
        switch transitionStyle {
        case .coverVertical: return CoverVerticalAnimator(presenting: presenting)
        case .crossDissolve: return CrossDissolveAnimator(presenting: presenting)
        case .flipHorizontal: return FlipHorizontalAnimator(presenting: presenting)
        case .partialCurl: return PartialCurlAnimator(presenting: presenting)
        }
    }

    /// Puts the arriving view (the presented view, or on dismissal the presenter's view when it had left
    /// the screen) in the container at its final frame — below `below` when given, else on top — unless it
    /// is already there.
    static func placeArrivingView(in context: any UIViewControllerContextTransitioning, below: UIView?) {
        guard let toView = context.view(forKey: .to), let toController = context.viewController(forKey: .to) else { return }
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
