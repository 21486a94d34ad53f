import Foundation
import OpenUIKit

/// The screen the AnimationSet app's controller rotation (ViewController 旋转切换) pushes under its oglFlip: its
/// view comes from `TransitionViewController.xib`, as in the app — an orange button titled
/// “UIImageView 旋转更改图片”, 222 × 40, centred 100 points below the view's top (under the translucent bar, which
/// ends at 91), and 80 points below it a 240 × 141 image view with a thin red border (0.5 points). The view shows
/// the first picture when it loads; each tap on the button puts a 1 s ease-out CATransition of the private type
/// "rippleEffect" from the top on the image view's layer and shows the other picture, so the new picture ripples in.
///
/// The app's pictures are two photographs (1.jpeg and 2.jpeg) that are not ours to ship; the screen draws two
/// pictures of the image view's size instead — a sky over a meadow, and a sunset over the sea.
final class TransitionViewController: UIViewController {
    /// The pictures' colours, top part then bottom part: the first picture's sky and meadow, the second's sunset
    /// and sea.
    static let pictureColors: [(top: UIColor, bottom: UIColor)] = [
        (UIColor(red: 0.45, green: 0.7, blue: 0.95, alpha: 1), UIColor(red: 0.3, green: 0.65, blue: 0.3, alpha: 1)),
        (UIColor(red: 0.98, green: 0.6, blue: 0.25, alpha: 1), UIColor(red: 0.1, green: 0.25, blue: 0.5, alpha: 1)),
    ]
    /// How far down each picture its bottom part starts, as a fraction of its height.
    static let horizon: CGFloat = 0.6
    static let transitionDuration: TimeInterval = 1
    /// The image view's size in the xib, and the pictures'.
    static let pictureSize = CGSize(width: 240, height: 141)

    /// The xib's image view (the app's `imageView` outlet).
    weak var imageView: UIImageView?
    /// The xib's button, whose action is `buttonClicked(_:)`.
    weak var button: UIButton?
    /// Whether the first picture shows (the app's `isFirstImage`).
    private(set) var isFirstImage = false

    init() {
        super.init(nibName: "TransitionViewController", bundle: .module)
    }

    /// Not made from Interface Builder files itself (its view is): the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        imageView?.layer.borderColor = UIColor.red.cgColor
        imageView?.layer.borderWidth = 0.5
        setImage()
    }

    /// The button's action (the xib's `buttonClicked:`): the ripple, then the other picture.
    func buttonClicked(_ sender: UIButton) {
        let animation = CATransition()
        animation.duration = Self.transitionDuration
        animation.fillMode = .forwards
        animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
        animation.type = CATransitionType(rawValue: "rippleEffect")
        animation.subtype = .fromTop
        imageView?.layer.add(animation, forKey: nil)
        setImage()
    }

    /// Shows the picture that is not showing: the first one the first time.
    private func setImage() {
        isFirstImage.toggle()
        imageView?.image = Self.picture(isFirstImage ? 0 : 1)
    }

    /// Picture `index`, `pictureSize` large: its top colour down to the horizon, its bottom colour below.
    static func picture(_ index: Int) -> UIImage {
        let size = pictureSize
        return UIGraphicsImageRenderer(size: size).image { _ in
            let colors = pictureColors[index]
            let horizonY = (size.height * horizon).rounded()
            colors.top.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: size.width, height: horizonY)).fill()
            colors.bottom.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: horizonY, width: size.width, height: size.height - horizonY)).fill()
        }
    }
}

extension TransitionViewController: IBConnectable {
    /// The xib's outlets `imageView` and `button`, and the button's action `buttonClicked:`.
    static let interfaceBuilderConnections: [IBConnection] = [
        .outlet("imageView", \TransitionViewController.imageView),
        .outlet("button", \TransitionViewController.button),
        .action("buttonClicked:", TransitionViewController.buttonClicked),
    ]
}
