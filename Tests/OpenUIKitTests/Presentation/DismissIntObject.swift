import Foundation
@testable import OpenUIKit

/// Seed 004 §2's modal `IntObject`, ported line by line (it is not the navigation one: `finish` calls only
/// `completeTransition(true)`, and `cancel` only `cancelInteractiveTransition()` — never
/// `completeTransition(false)`, so the engine has to complete the cancelled dismissal itself).
@MainActor
final class DismissIntObject: UIViewControllerInteractiveTransitioning {
    var context: (any UIViewControllerContextTransitioning)?

    // Keeps the transition context.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        self.context = transitionContext
        // The destination.
        let toVC = transitionContext.viewController(forKey: .to)!
        let fromVC = transitionContext.viewController(forKey: .from)!
        // Its final place.
        toVC.view.frame = transitionContext.finalFrame(for: toVC)
        // Into the container.
        transitionContext.containerView.insertSubview(toVC.view, belowSubview: fromVC.view)
    }

    // Follows the progress.
    func updateAniProgress(_ progress: CGFloat) {
        let frameVC = self.context!.view(forKey: .from)!
        // Where it goes.
        let fR = CGRect(
            x: UIScreen.main.bounds.size.width * progress, y: 0, width: UIScreen.main.bounds.size.width,
            height: UIScreen.main.bounds.size.height)
        frameVC.frame = fR
    }

    // Ends the transition.
    func finish() {
        UIView.animate(
            withDuration: 0.2,
            animations: {
                let frameVC = self.context!.view(forKey: .from)!
                frameVC.frame = CGRect(
                    x: UIScreen.main.bounds.size.width, y: 0, width: UIScreen.main.bounds.size.width,
                    height: UIScreen.main.bounds.size.height)
            },
            completion: { finished in
                self.context!.completeTransition(true)
            })
    }

    // Cancels the transition.
    func cancel() {
        UIView.animate(
            withDuration: 0.2,
            animations: {
                let frameVC = self.context!.view(forKey: .from)!
                frameVC.frame = CGRect(
                    x: 0, y: 0, width: UIScreen.main.bounds.size.width, height: UIScreen.main.bounds.size.height)
            },
            completion: { finished in
                self.context!.cancelInteractiveTransition()
            })
    }
}

/// Seed 004 §2's `TransDelegate` for the interactive dismissal: AniObject presents; the dismissal's
/// animator is AniObject too, driven by `object`.
@MainActor
final class TransDelegate: UIViewControllerTransitioningDelegate {
    let object = DismissIntObject()

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        AniObject()
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        AniObject()
    }

    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        // An object conforming to UIViewControllerInteractiveTransitioning.
        self.object
    }
}

/// Seed 004 §2's `ViewController2`: red, with the pan whose handler drives the dismissal.
@MainActor
final class ViewController2: UIViewController {
    lazy var pan = UIPanGestureRecognizer(handler: { [unowned self] pan in self.pan(pan) })
    var log: LoggingController.Log?

    override func viewDidLoad() {
        super.viewDidLoad()
        self.view.backgroundColor = .red
        self.view.addGestureRecognizer(self.pan)
    }

    override func viewWillAppear(_ animated: Bool) { log?.lines.append("B viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { log?.lines.append("B viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log?.lines.append("B viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log?.lines.append("B viewDidDisappear(\(animated))") }

    func pan(_ pan: UIPanGestureRecognizer) {
        let translatedPoint = pan.translation(in: self.view)
        var persent = translatedPoint.x / UIScreen.main.bounds.size.width
        if persent < 0 {
            return
        }
        persent = abs(persent)
        let obj = (self.transitioningDelegate as! TransDelegate).object
        switch pan.state {
        case .began:
            self.dismiss(animated: true, completion: nil)
        case .changed:
            // While the finger moves, the progress follows it.
            obj.updateAniProgress(persent)
        case .ended:
            // Past half-way it finishes, else it is cancelled.
            if persent > 0.5 {
                obj.finish()
            } else {
                obj.cancel()
            }
        default:
            break
        }
    }
}
