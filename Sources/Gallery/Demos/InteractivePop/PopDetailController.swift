import Foundation
import OpenUIKit

/// The pushed page of the interactive pop of “Playing with iOS Transitions”: a blue page with the pan
/// recognizer the article gives its `ViewController2` in its modal part, whose action here pops instead of dismissing —
/// the pan beginning pops (with the navigation delegate's `IntObject`), each move sets the progress to the
/// horizontal translation over the screen width, and lifting past half-way finishes, else cancels. A leftward
/// pan (negative progress) moves nothing, as in the seed; deliberate difference: it cancels when it ends
/// there, where the seed's pop would wait for ever. Swift on Linux has no selectors: the target's action is
/// the method reference `PopDetailController.pan`.
///
/// The pan waits for the navigation controller's edge swipe (`interactivePopGestureRecognizer`) to fail, as
/// iOS code does with `require(toFail:)`, so a drag from the screen's left edge is the built-in pop's and any
/// other drag is the seed's. While the pan drives the pop it tells the delegate (`isInteractive`), which
/// otherwise leaves pops to UIKit's built-in animation and interaction.
@MainActor
final class PopDetailController: UIViewController {
    static let color = UIColor(red: 0.2, green: 0.45, blue: 0.85, alpha: 1)

    /// The popping pan (the seed's lazily made `pan`).
    lazy var pan: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer()
        pan.addTarget(self, action: PopDetailController.pan(_:))
        return pan
    }()

    override func loadView() {
        view = ColorPageView(color: Self.color, title: title ?? "")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        self.view.addGestureRecognizer(self.pan)
        if let edgeSwipe = self.navigationController?.interactivePopGestureRecognizer {
            self.pan.require(toFail: edgeSwipe)
        }
    }

    func pan(_ pan: UIPanGestureRecognizer) {
        let translatedPoint = pan.translation(in: self.view)
        var persent = translatedPoint.x / UIScreen.main.bounds.size.width
        let delegate = self.navigationController?.delegate as? PopNavigationDelegate
        let obj = delegate?.interaction
        if persent < 0 {
            // The seed returns here whatever the state: a pan lifted left of where it began would leave its pop
            // waiting for ever. Deliberate difference: it is cancelled.
            if pan.state == .ended || pan.state == .cancelled {
                obj?.cancel()
                delegate?.isInteractive = false
            }
            return
        }
        persent = abs(persent)
        switch pan.state {
        case .began:
            delegate?.isInteractive = true
            self.navigationController?.popViewController(animated: true)
        case .changed:
            // While the finger moves, the pop follows it.
            obj?.updateAniProgress(persent)
        case .ended, .cancelled:
            // Past half-way it finishes, else it is cancelled (a touch the system takes away cancels too).
            if persent > 0.5 && pan.state == .ended {
                obj?.finish()
            } else {
                obj?.cancel()
            }
            delegate?.isInteractive = false
        default:
            break
        }
    }
}
