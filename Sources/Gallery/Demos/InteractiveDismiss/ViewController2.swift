import Foundation
import OpenUIKit

/// The `ViewController2` of “Playing with iOS Transitions” (its modal part), ported line by line: a red page with a pan
/// recognizer whose action (`pan(_:)`) drives its own dismissal through its transitioning delegate's interaction object
/// — the pan beginning dismisses, each move sets the progress to the horizontal translation over the screen width, and
/// lifting past half-way finishes, else cancels. A leftward pan (negative progress) is ignored, as the article ignores
/// it. Swift on Linux has no selectors: the target's action is the method reference `ViewController2.pan`, as
/// `UIGestureRecognizer.addTarget(_:action:)` takes it.
@MainActor
final class ViewController2: UIViewController {
    /// The dismissing pan (the seed's lazily made `pan`).
    lazy var pan: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer()
        pan.addTarget(self, action: ViewController2.pan(_:))
        return pan
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        self.view.backgroundColor = .red
        self.view.addGestureRecognizer(self.pan)
    }

    func pan(_ pan: UIPanGestureRecognizer) {
        let translatedPoint = pan.translation(in: self.view)
        var persent = translatedPoint.x / UIScreen.main.bounds.size.width
        if persent < 0 {
            return
        }
        persent = abs(persent)
        let obj = (self.transitioningDelegate as? TransDelegate)?.object
        switch pan.state {
        case .began:
            self.dismiss(animated: true, completion: nil)
        case .changed:
            // While the finger moves, the progress follows it.
            obj?.updateAniProgress(persent)
        case .ended:
            // Past half-way it finishes, else it is cancelled.
            if persent > 0.5 {
                obj?.finish()
            } else {
                obj?.cancel()
            }
        default:
            break
        }
    }
}
