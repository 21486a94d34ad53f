import Foundation
import OpenUIKit

/// The app's screen of UIView class-method transitions (no title: the app sets none): a red 100-point square
/// above the middle and two buttons:
///
/// - 单视图 (one view): `UIView.transition(with:duration:options:animations:completion:)` on the square, 1 s,
///   curling down with an ease-out curve; inside its block a 0.5 s animation fades the square to 0.4, and its
///   completion brings it back to 1 over 1 s. The screen notes the transition's completion.
/// - 双视图 (two views): `UIView.transition(from:to:duration:options:completion:)` from the square to a blue
///   60-point square at (10, 80) — partly under the translucent bar, as the app places it — with the same curl
///   and curve: the square leaves its superview and the blue one takes its place.
final class ViewTransitionController: OperationButtonsController {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    static let options: UIView.AnimationOptions = [.curveEaseOut, .transitionCurlDown]
    let demoView = UIView()
    let toView = UIView(frame: CGRect(x: 10, y: 80, width: 60, height: 60))

    init() {
        super.init(operationTitles: ["单视图", "双视图"])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        demoView.backgroundColor = .red
        toView.backgroundColor = .blue
        addCentered(demoView, size: CGSize(width: 100, height: 100), top: -100)
    }

    override func didTapOperation(at index: Int) {
        if index == 0 {
            UIView.transition(with: demoView, duration: 1, options: Self.options) {
                UIView.animate(withDuration: 0.5) {
                    self.demoView.alpha = 0.4
                } completion: { _ in
                    UIView.animate(withDuration: 1) { self.demoView.alpha = 1 }
                }
            } completion: { [weak self] finished in
                self?.note("transition(with:) finished: \(finished)")
            }
        } else {
            UIView.transition(from: demoView, to: toView, duration: 1, options: Self.options) { [weak self] finished in
                self?.note("transition(from:to:) finished: \(finished)")
            }
        }
    }
}
