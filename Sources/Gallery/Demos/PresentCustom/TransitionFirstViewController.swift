import Foundation
import OpenUIKit

/// The presenting controller of “Complex Animation Cases”, ported: a green page whose "Present" button (`btnClicked`)
/// presents a red `TransitionSecondViewController` page with itself as the page's transitioning delegate, as the
/// article's does; its delegate methods answer `setAnimationWithTransitionType:showType:` for the current
/// `transitionType`. The transition types are the article's animations: the spring scale-in and the snapshot
/// (`HBLTransitionAnimator`) and the slide from the right (the `AniObject` of “Playing with iOS Transitions”, given the
/// others' 0.5 s here). The article keeps the presented page in a property; it is weak here, so that a dismissed page
/// is released as soon as UIKit lets it go.
final class TransitionFirstViewController: ModalButtonController, UIViewControllerTransitioningDelegate {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    /// The seed's transition types.
    enum TransitionType: CustomStringConvertible {
        case spring, slide, snapshot

        var description: String {
            switch self {
            case .spring: "spring"
            case .slide: "slide"
            case .snapshot: "snapshot"
            }
        }
    }

    /// The seed's `showType`: which way the animator runs.
    enum ShowType { case present, dismiss }

    /// How long the slide takes (the article's other animators take 0.5 s).
    static let slideDuration: TimeInterval = 0.5

    /// The animation of the next presentation and dismissal (the seed's `_transitionType`).
    var transitionType: TransitionType = .spring
    /// Whether the spring animator sets the frame before the transform (the seed's bug, point 5).
    var framesFirst = false
    /// The presented page (the seed's `secondVC`).
    private(set) weak var secondVC: UIViewController?
    /// The animators the delegate methods returned last, while their transitions hold them (an animator
    /// keeps its transition's context, which keeps the controllers).
    private(set) weak var presentAnimator: (any UIViewControllerAnimatedTransitioning)?
    private(set) weak var dismissAnimator: (any UIViewControllerAnimatedTransitioning)?

    init() {
        super.init(title: "First", color: ModalStylesDemo.home, buttonTitle: "Present") { first in
            (first as? TransitionFirstViewController)?.btnClicked()
        }
    }

    /// The button's action: presents a new second page with this controller as its transitioning delegate.
    func btnClicked() {
        let secondVC = ModalButtonController.dismissiblePage(title: "Second")
        secondVC.modalPresentationStyle = .fullScreen
        secondVC.transitioningDelegate = self
        self.secondVC = secondVC
        self.present(secondVC, animated: true, completion: nil)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let animator = setAnimation(withTransitionType: transitionType, showType: .present)
        presentAnimator = animator
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        let animator = setAnimation(withTransitionType: transitionType, showType: .dismiss)
        dismissAnimator = animator
        return animator
    }

    /// The animator of one transition type, for presentation or dismissal.
    func setAnimation(
        withTransitionType transitionType: TransitionType, showType: ShowType
    ) -> any UIViewControllerAnimatedTransitioning {
        let dismissing = showType == .dismiss
        guard transitionType != .slide else {
            return AniObject(duration: Self.slideDuration, dismissing: dismissing)
        }
        let animator = HBLTransitionAnimator(
            kind: transitionType == .spring ? .spring : .snapshot, dismissing: dismissing)
        animator.framesFirst = framesFirst
        animator.currentNav = navigationController
        return animator
    }
}
