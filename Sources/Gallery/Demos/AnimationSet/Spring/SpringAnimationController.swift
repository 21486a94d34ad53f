import Foundation
import OpenUIKit

/// The app's damped-spring screen (简单的阻尼弹簧动画), whose view comes from a xib as in the app
/// (SpringAnimation.xib: a white view with a red square in it, the `springView` outlet). When the view loads,
/// the square is put at (0, 150), 200 points square, moved a screen's width to the right by its transform, and
/// brought back to no transform by a spring animation: 1 s, after 0.2 s, damping 0.6, no initial velocity — so it
/// swings in while the push slides the screen in, overshoots to the left and settles.
final class SpringAnimationController: UIViewController {
    static let frame = CGRect(x: 0, y: 150, width: 200, height: 200)
    static let duration: TimeInterval = 1
    static let delay: TimeInterval = 0.2
    static let damping: CGFloat = 0.6

    /// The red square (the xib's outlet).
    weak var springView: UIView?

    init() {
        super.init(nibName: "SpringAnimation", bundle: .module)
    }

    /// Not made from Interface Builder files itself (its view is): the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let springView else { return }
        springView.frame = Self.frame
        springView.transform = CGAffineTransform(translationX: UIScreen.main.bounds.width, y: 0)
        UIView.animate(
            withDuration: Self.duration, delay: Self.delay, usingSpringWithDamping: Self.damping,
            initialSpringVelocity: 0, options: []
        ) {
            springView.transform = .identity
        }
    }
}

extension SpringAnimationController: IBConnectable {
    /// The xib's outlet `springView`.
    static let interfaceBuilderConnections: [IBConnection] = [
        .outlet("springView", \SpringAnimationController.springView)
    ]
}
