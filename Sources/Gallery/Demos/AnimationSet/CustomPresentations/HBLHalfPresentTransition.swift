import Foundation
import OpenUIKit

/// The AnimationSet app's half present: the presented page rises from below the screen until its top edge is
/// half-way up (the page keeps its full height, so its lower half stays below the screen), on a spring of damping
/// ratio 0.6, 0.5 s, while the presenting page and a picture of the whole screen laid over it shrink to 0.9 about
/// the centre. UIKit removes the presenting page when the presentation ends; the picture stays behind the card,
/// and a tap on it dismisses (`dismissBlock`). The dismissal drops the card back below the screen and grows the
/// presenting page, which UIKit hands back as the to view, to its size again, 0.5 s ease-in-out. (The app also
/// lays a picture of the presenting page under it at 0.81 of its size, which the page covers throughout: left out.)
@MainActor
final class HBLHalfPresentTransition: NSObject, HBLPresentationTransition {
    let showType: HBLShowViewControllerType
    /// What a tap on the picture of the screen does (the app dismisses the presented page).
    let dismissBlock: (@MainActor () -> Void)?

    /// The scale of the presenting page behind the card.
    static let backgroundScale: CGFloat = 0.9

    init(showType: HBLShowViewControllerType, dismissBlock: (@MainActor () -> Void)? = nil) {
        self.showType = showType
        self.dismissBlock = dismissBlock
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.5
    }

    /// The card's frame: a page of `size` with its top edge at `fraction` of its height.
    static func cardFrame(size: CGSize, top fraction: CGFloat) -> CGRect {
        CGRect(x: 0, y: size.height * fraction, width: size.width, height: size.height)
    }

    func transitionPresent(_ scene: HBLTransitionScene) {
        guard let toView = scene.toView else { return scene.complete() }
        let screenPicture = UIScreen.main.snapshotView(afterScreenUpdates: true)
        screenPicture.frame = scene.fromView?.frame ?? .zero
        scene.containerView.addSubview(screenPicture)
        if let dismissBlock {
            screenPicture.addGestureRecognizer(UITapGestureRecognizer { _ in dismissBlock() })
        }
        let size = toView.frame.size
        toView.frame = Self.cardFrame(size: size, top: 1)
        scene.containerView.addSubview(toView)
        let shrunk = CGAffineTransform(scaleX: Self.backgroundScale, y: Self.backgroundScale)
        scene.animateSpring(dampingRatio: 0.6) {
            toView.frame = Self.cardFrame(size: size, top: 0.5)
            scene.fromView?.transform = shrunk
            screenPicture.transform = shrunk
        }
    }

    func transitionDismiss(_ scene: HBLTransitionScene) {
        guard let fromView = scene.fromView else { return scene.complete() }
        let size = fromView.frame.size
        let toView = scene.toView
        // The presenting view left the window at 0.9 and comes back as it left.
        if let toView { scene.containerView.insertSubview(toView, belowSubview: fromView) }
        fromView.frame = Self.cardFrame(size: size, top: 0.5)
        scene.animate {
            fromView.frame = Self.cardFrame(size: size, top: 1)
            toView?.transform = .identity
        }
    }
}
