import Foundation
import OpenUIKit

/// The container. It declares two empty segues, "FirstController" and "SecondController",
/// shows the first in `viewDidLoad`, and swaps on each `swapViewControllers()`: `prepare(for:sender:)` adds
/// the first destination directly and later ones through `swapFromViewController`. Every segue makes a new
/// destination (as a storyboard does), so a swapped-out child is released.
///
/// Made from `SegueContainer.storyboard` (`init?(coder:)`), the two segues are the scene's custom segues
/// of class EmptySegue and the view is the scene's; made in code (`init(size:)`), it declares them and builds
/// its view.
///
/// `style` is the swap animation as the article evolves it: first `transitionCurlUp`, then the custom
/// slide — in the direction of the segue, with the options given (the article ends with `.curveEaseOut`).
final class ContainerController: UIViewController {
    enum SwapStyle: Equatable {
        /// §5.6: `transition(from:to:)` with `.transitionCurlUp` and no animations.
        case curlUp
        /// 自定义动画 §2: FirstController pushes in from the left, SecondController from the right.
        case slide(UIView.AnimationOptions)
    }

    let segue1 = "FirstController"
    let segue2 = "SecondController"
    var currentSegue: String?
    var style = SwapStyle.curlUp
    /// The size of the view built in code; nil when the storyboard scene gives the view.
    private let size: CGSize?

    /// A container whose view is `size` large, as the storyboard scene lays it out.
    init(size: CGSize) {
        self.size = size
        super.init(nibName: nil, bundle: nil)
        declareSegue(withIdentifier: segue1, segueClass: EmptySegue.self) { FirstController() }
        declareSegue(withIdentifier: segue2, segueClass: EmptySegue.self) { SecondController() }
    }

    /// The container scene of the storyboard: its view and segues come from the file.
    required init?(coder: NSCoder) {
        size = nil
        super.init(coder: coder)
    }

    override func loadView() {
        guard let size else { return super.loadView() }
        view = UIView(frame: CGRect(origin: .zero, size: size))
    }

    override func viewDidLoad() {
        currentSegue = segue1
        performSegue(withIdentifier: currentSegue!, sender: nil)
    }

    func swapViewControllers() {
        currentSegue = (currentSegue == segue1) ? segue2 : segue1
        performSegue(withIdentifier: currentSegue!, sender: nil)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let destVC = segue.destination
        // 1
        if children.count > 0 {
            swapFromViewController(children[0], toViewController: destVC)
        } else {  // 2
            // Adding destVC.view goes with adding destVC to children.
            addChild(destVC)
            destVC.view.frame = CGRect(x: 0, y: 0, width: view.frame.size.width, height: view.frame.size.height)
            // 3
            view.addSubview(destVC.view)
            // Tell destVC it was added to its parent.
            destVC.didMove(toParent: self)
        }
    }

    func swapFromViewController(_ fromViewController: UIViewController, toViewController: UIViewController) {
        switch style {
        case .curlUp:
            curl(from: fromViewController, to: toViewController)
        case .slide(let options):
            slide(from: fromViewController, to: toViewController, options: options)
        }
    }

    /// §5.6 as first written.
    private func curl(from fromViewController: UIViewController, to toViewController: UIViewController) {
        // 1
        toViewController.view.frame = CGRect(x: 0, y: 0, width: view.frame.size.width, height: view.frame.size.height)
        // 2
        fromViewController.willMove(toParent: nil)
        // 3
        addChild(toViewController)
        // 4
        transition(
            from: fromViewController, to: toViewController, duration: 0.4, options: .transitionCurlUp, animations: nil
        ) { _ in
            // 5
            fromViewController.removeFromParent()
            // Tell toViewController it was added to its parent.
            toViewController.didMove(toParent: self)
        }
    }

    /// 自定义动画, final version: the new child starts off-screen on the side it comes from and both
    /// children slide by one width.
    private func slide(
        from fromViewController: UIViewController, to toViewController: UIViewController,
        options: UIView.AnimationOptions
    ) {
        if currentSegue == segue1 {  // Going to FirstController: it comes in from the left.
            toViewController.view.frame = CGRect(
                x: 0 - view.frame.width, y: 0, width: view.frame.width, height: view.frame.height)
        } else {  // Going to SecondController: it comes in from the right.
            toViewController.view.frame = CGRect(
                x: view.frame.width, y: 0, width: view.frame.width, height: view.frame.height)
        }
        fromViewController.willMove(toParent: nil)
        addChild(toViewController)
        transition(
            from: fromViewController, to: toViewController, duration: 0.4, options: options,
            animations: {
                if self.currentSegue == self.segue1 {
                    fromViewController.view.frame = CGRect(
                        x: self.view.frame.width, y: 0, width: self.view.frame.width, height: self.view.frame.height)
                } else {
                    fromViewController.view.frame = CGRect(
                        x: 0 - self.view.frame.width, y: 0, width: self.view.frame.width, height: self.view.frame.height
                    )
                }
                toViewController.view.frame = CGRect(
                    x: 0, y: 0, width: self.view.frame.width, height: self.view.frame.height)
            }
        ) { _ in
            // Remove fromViewController.
            fromViewController.removeFromParent()
            // Tell toViewController it was added to its parent.
            toViewController.didMove(toParent: self)
        }
    }
}
