import Foundation
import OpenUIKit

/// The AnimationSet app's bubble: the presented page spreads from a point (the button that presents it) as a
/// ripple — a disc of the page's colour scaled from 0.001 to 1 about that point, over which the page itself grows
/// from the point to its place and fades in — and the dismissal shrinks the page and a full disc back into the
/// point. 0.5 s each way, UIKit's default curve (ease-in-out).
///
/// The disc's radius is the app's: the distance from the screen's top-left corner to the point
/// (max(x, width), max(y, height)), enough to cover the screen from any point on it.
@MainActor
final class HBLBubbleTransition: NSObject, HBLPresentationTransition {
    let showType: HBLShowViewControllerType
    /// Where the bubble grows from and shrinks to, in the container's coordinates.
    let bubbleCenter: CGPoint

    init(showType: HBLShowViewControllerType, bubbleCenter: CGPoint) {
        self.showType = showType
        self.bubbleCenter = bubbleCenter
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.5
    }

    /// The ripple's radius over a container of `size`.
    static func radius(center: CGPoint, in size: CGSize) -> CGFloat {
        hypot(max(center.x, size.width), max(center.y, size.height))
    }

    /// A disc of `color` and `radius` centred on the bubble's point.
    private func disc(color: UIColor?, radius: CGFloat) -> UIView {
        let disc = UIView(frame: CGRect(x: 0, y: 0, width: radius * 2, height: radius * 2))
        disc.backgroundColor = color
        disc.layer.cornerRadius = radius
        disc.layer.masksToBounds = true
        disc.center = bubbleCenter
        return disc
    }

    func transitionPresent(_ scene: HBLTransitionScene) {
        guard let toView = scene.toView else { return scene.complete() }
        let disc = disc(
            color: toView.backgroundColor,
            radius: Self.radius(center: bubbleCenter, in: scene.containerView.bounds.size))
        let dot = CGAffineTransform(scaleX: 0.001, y: 0.001)
        disc.transform = dot
        scene.containerView.addSubview(disc)
        toView.frame = scene.toFinalFrame
        let restingCenter = toView.center
        toView.center = bubbleCenter
        toView.transform = dot
        toView.alpha = 0
        scene.containerView.addSubview(toView)
        scene.animate {
            toView.alpha = 1
            toView.transform = .identity
            toView.center = restingCenter
            disc.transform = .identity
        }
    }

    func transitionDismiss(_ scene: HBLTransitionScene) {
        guard let fromView = scene.fromView else { return scene.complete() }
        if let toView = scene.toView {
            toView.frame = scene.toFinalFrame
            scene.containerView.insertSubview(toView, belowSubview: fromView)
        }
        let disc = disc(
            color: fromView.backgroundColor,
            radius: Self.radius(center: bubbleCenter, in: scene.containerView.bounds.size))
        scene.containerView.insertSubview(disc, belowSubview: fromView)
        scene.animate {
            let dot = CGAffineTransform(scaleX: 0.001, y: 0.001)
            disc.transform = dot
            fromView.transform = dot
            fromView.center = self.bubbleCenter
        }
    }
}
