import Foundation

/// Drives the navigation controller's edge-swipe pop (UIKit's private `_UINavigationInteractiveTransition`):
/// the delegate and action of `interactivePopGestureRecognizer`, a screen-edge pan from the left edge.
///
/// The pan begins only when there is something to pop and no transition runs (UIKit disables the gesture on
/// the root, as UINavigationController.h documents for `interactivePopGestureRecognizer`). It pops with a `UIPercentDrivenInteractiveTransition` — the built-in
/// animator's property animator, scrubbed — unless the delegate supplies its own interaction controller
/// for its own animator. The progress is the horizontal translation over the container's width. When the
/// finger lifts the pop finishes if the position projected from the release velocity passes half-way,
/// else it is cancelled: the projection is UIScrollView's normal deceleration (0.998 per millisecond, so a
/// flick of v pt/s travels v × 0.998 / 1000 / (1 − 0.998) ≈ 0.5 v points, Apple's WWDC18 "Designing Fluid
/// Interfaces" formula), so past half-way at rest, or a fast flick from anywhere, completes it.
@MainActor
final class NavigationEdgePopDriver: UIGestureRecognizerDelegate {
    /// UIScrollView's normal deceleration rate, per millisecond.
    static let decelerationRate = 0.998

    weak var navigationController: UINavigationController?
    private var interaction: UIPercentDrivenInteractiveTransition?

    /// The interaction controller of the pop starting now, if the edge swipe started it.
    private(set) var startingInteraction: UIPercentDrivenInteractiveTransition?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController else { return false }
        return navigationController.viewControllers.count > 1 && navigationController.activeTransition == nil
    }

    /// The recognizer's action.
    func handle(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        guard let navigationController else { return }
        let width = max(navigationController.contentView.bounds.width, 1)
        let translation = recognizer.translation(in: navigationController.contentView).x
        switch recognizer.state {
        case .began:
            let interaction = UIPercentDrivenInteractiveTransition()
            startingInteraction = interaction
            navigationController.popViewController(animated: true)
            startingInteraction = nil
            // The pop used this interaction unless the delegate supplied its own.
            self.interaction =
                navigationController.activeTransition?.interactionController === interaction ? interaction : nil
        case .changed:
            interaction?.update(min(max(translation / width, 0), 1))
        case .ended:
            let velocity = Double(recognizer.velocity(in: navigationController.contentView).x)
            let travel = velocity / 1000 * Self.decelerationRate / (1 - Self.decelerationRate)
            if (Double(translation) + travel) / Double(width) > 0.5 {
                interaction?.finish()
            } else {
                interaction?.cancel()
            }
            interaction = nil
        case .cancelled, .failed:
            interaction?.cancel()
            interaction = nil
        default:
            break
        }
    }
}
