import Foundation
import OpenUIKit

/// The AnimationSet app's `TransitionFirstViewController`, the page its 各类转场动画 list pushes for the four
/// custom presentations: loaded from `TransitionFirstViewController.xib` (a white page, “I am First” in bold red
/// at its centre, and a round blue “New” button 70 points wide, 34 points above the page's bottom edge). The
/// button presents a new `TransitionSecondPageController` with this page as its transitioning delegate, whose
/// animators are the `transitionType`'s.
///
/// The presented page is `.fullScreen`, set explicitly. The app sets no style: it was written for iOS 10, where
/// the unspecified style was full screen, and its animators rely on that — the half present and the reveal lay a
/// picture of the presenting page in the container and let UIKit take the page itself away when the presentation
/// ends, and read the presenting page as the transition's from view. On iOS 13 and later an unspecified style is
/// `.automatic`, a page sheet: the presenting page stays, `view(forKey: .from)` is nil during the presentation and
/// `finalFrame(for:)` is the sheet's card, so the same animators would animate a missing view into a card's frame.
/// `.custom` would keep the presenting page as well (its presentation controller's `shouldRemovePresentersView` is
/// false), so the app's look is `.fullScreen`'s.
///
/// The app keeps the presented page in a strong property; it is weak here, so that a dismissed page is released
/// as soon as UIKit lets it go.
final class TransitionFirstPageController: UIViewController, UIViewControllerTransitioningDelegate {
    /// The xib's round button (the app's `btn` outlet).
    weak var btn: UIButton?
    /// Which of the app's presentations the button runs.
    let transitionType: HBLTransitionType
    /// The page presented last, while UIKit holds it.
    private(set) weak var secondVC: TransitionSecondPageController?
    /// The animators the delegate methods returned last, while their transitions hold them.
    private(set) weak var presentAnimator: (any UIViewControllerAnimatedTransitioning)?
    private(set) weak var dismissAnimator: (any UIViewControllerAnimatedTransitioning)?

    init(transitionType: HBLTransitionType) {
        self.transitionType = transitionType
        super.init(nibName: "TransitionFirstViewController", bundle: .module)
    }

    /// Made by the list in code only: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        btn?.layer.cornerRadius = 35
        btn?.layer.masksToBounds = true
    }

    /// The button's action (the xib's `btnClicked:`): presents a new second page full screen.
    func btnClicked(_ sender: UIButton) {
        let secondVC = TransitionSecondPageController()
        secondVC.modalPresentationStyle = .fullScreen
        secondVC.transitioningDelegate = self
        self.secondVC = secondVC
        present(secondVC, animated: true, completion: nil)
    }

    /// The button's centre in window coordinates, where a finger taps it; nil while it is off screen.
    var buttonCenterInWindow: CGPoint? { btn?.centerInWindow }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let animator = animator(showType: .present)
        presentAnimator = animator
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        let animator = animator(showType: .dismiss)
        dismissAnimator = animator
        return animator
    }

    /// The `transitionType`'s animator running `showType` (the app's `setAnimationWithTransitionType:showType:`).
    private func animator(showType: HBLShowViewControllerType) -> any UIViewControllerAnimatedTransitioning {
        switch transitionType {
        case .bubble:
            return HBLBubbleTransition(showType: showType, bubbleCenter: btn?.center ?? .zero)
        case .halfPresent:
            return HBLHalfPresentTransition(showType: showType) { [weak self] in
                self?.secondVC?.dismiss(animated: true, completion: nil)
            }
        case .revealLeft:
            return HBLRevealLeftTransition(showType: showType, offset: HBLTransitionType.revealOffset)
        case .leftTopPresent:
            return HBLLeftTopPresentTransition(showType: showType)
        }
    }
}

extension TransitionFirstPageController: IBConnectable {
    /// The xib's outlet `btn` and the button's action `btnClicked:`.
    static let interfaceBuilderConnections: [IBConnection] = [
        .outlet("btn", \TransitionFirstPageController.btn),
        .action("btnClicked:", TransitionFirstPageController.btnClicked),
    ]
}
