import Foundation
import OpenUIKit

/// The AnimationSet app's reveal from the left (its comment likens it to QQ's side menu): a picture of the
/// presenting page slides right on a spring of damping ratio 0.6, 1 s, until only its left `offset` points show at
/// the screen's right edge, uncovering the presented page beneath it, which does not move. UIKit removes the
/// presenting page when the presentation ends; the picture stays in the container, and the dismissal finds it
/// again there by its tag and slides it back over the screen on a critically damped spring (damping ratio 1), 1 s.
@MainActor
final class HBLRevealLeftTransition: NSObject, HBLPresentationTransition {
    /// The tag of the picture of the presenting page in the container.
    static let imgViewTag = 1001

    let showType: HBLShowViewControllerType
    /// How much of the presenting page stays on screen, in points.
    let offset: CGFloat
    /// The picture the dismissal found in the container by its tag.
    private(set) weak var foundPicture: UIView?

    init(showType: HBLShowViewControllerType, offset: CGFloat) {
        self.showType = showType
        self.offset = offset
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        1
    }

    /// Where the picture of a page at `frame` rests once revealed: moved right by twice the page's centre
    /// minus `offset` (the page's width less `offset` when the page starts at the left edge).
    static func revealedCenter(of frame: CGRect, offset: CGFloat) -> CGPoint {
        CGPoint(x: frame.midX * 3 - offset, y: frame.midY)
    }

    func transitionPresent(_ scene: HBLTransitionScene) {
        let fromFrame = scene.fromView?.frame ?? .zero
        let picture = UIImageView(frame: fromFrame)
        if let fromView = scene.fromView {
            let format = UIGraphicsImageRendererFormat()
            format.opaque = true
            picture.image = UIGraphicsImageRenderer(size: fromFrame.size, format: format).image { _ in
                _ = fromView.drawHierarchy(in: fromFrame, afterScreenUpdates: true)
            }
        }
        picture.tag = Self.imgViewTag
        scene.containerView.addSubview(picture)
        if let toView = scene.toView {
            scene.containerView.insertSubview(toView, belowSubview: picture)
        }
        let restingCenter = Self.revealedCenter(of: fromFrame, offset: offset)
        scene.animateSpring(dampingRatio: 0.6) {
            picture.center = restingCenter
        }
    }

    func transitionDismiss(_ scene: HBLTransitionScene) {
        let picture = scene.containerView.viewWithTag(Self.imgViewTag)
        foundPicture = picture
        let homeCenter = scene.toView?.center ?? picture?.center ?? .zero
        scene.animateSpring(dampingRatio: 1) {
            picture?.center = homeCenter
        }
    }
}
