import Foundation
import OpenUIKit

/// The app's CABasicAnimation screen: a blue 100-point square above the middle and six buttons, each adding one
/// basic animation to the square's layer (or, for 旋转, animating its view):
///
/// - 位移 (move): `position` from the left edge to the right edge at height / 2 − 75, 1 s, starting 1 s after
///   the tap (`beginTime`), kept at the end (`isRemovedOnCompletion = false`, `fillMode = .forwards`); its
///   delegate notes when it starts and stops. (The app makes the screen itself the delegate, which the kept
///   animation then retains for ever, so the app's screen is never released after the back button; the port's
///   delegate is an `AnimationDelegateLog` instead.)
/// - 透明度 (opacity): from 0.1 to 1 (its `byValue` 0.5 is ignored when both ends are given), 2 s, twice, kept.
/// - 缩放 (scale): `transform.scale.x` to 0.2 and back (autoreversing), 1 s each way.
/// - 旋转 (rotate): `UIView.animate` of the view's transform to a half turn, 1 s.
/// - 背景色 (background): `backgroundColor` to green, 1 s, then back to blue as the animation ends.
/// - 移动 (translate): `transform.translation.x` from 10 to 100, 1 s.
final class BasicAnimationController: OperationButtonsController {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    static let squareColor = UIColor.blue
    let demoView = UIView()

    init() {
        super.init(operationTitles: ["位移", "透明度", "缩放", "旋转", "背景色", "移动"])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "CABasicAnimation"
        demoView.backgroundColor = Self.squareColor
        addCentered(demoView, size: CGSize(width: 100, height: 100), top: -100)
    }

    override func didTapOperation(at index: Int) {
        let bounds = view.bounds
        let layer = demoView.layer
        switch index {
        case 0:
            let animation = CABasicAnimation(keyPath: "position")
            animation.fromValue = CGPoint(x: 0, y: bounds.height / 2 - 75)
            animation.toValue = CGPoint(x: bounds.width, y: bounds.height / 2 - 75)
            animation.duration = 1
            animation.isRemovedOnCompletion = false
            animation.fillMode = .forwards
            animation.beginTime = CACurrentMediaTime() + 1
            animation.delegate = AnimationDelegateLog(note: note)
            layer.add(animation, forKey: "positionYAnimation")
        case 1:
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = 0.1
            animation.byValue = 0.5
            animation.toValue = 1.0
            animation.isRemovedOnCompletion = false
            animation.fillMode = .forwards
            animation.duration = 2
            animation.repeatCount = 2
            layer.add(animation, forKey: "opacityAniamtion")
        case 2:
            let animation = CABasicAnimation(keyPath: "transform.scale.x")
            animation.toValue = 0.2
            animation.duration = 1
            animation.fillMode = .forwards
            animation.isRemovedOnCompletion = false
            animation.autoreverses = true
            layer.add(animation, forKey: "scaleAnimation")
        case 3:
            demoView.transform = CGAffineTransform(rotationAngle: 0)
            UIView.animate(withDuration: 1) {
                self.demoView.transform = CGAffineTransform(rotationAngle: .pi)
            }
        case 4:
            let animation = CABasicAnimation(keyPath: "backgroundColor")
            animation.toValue = UIColor.green.cgColor
            animation.duration = 1
            layer.add(animation, forKey: "backgroundAnimation")
        default:
            let animation = CABasicAnimation(keyPath: "transform.translation.x")
            animation.fromValue = 10.0
            animation.toValue = 100.0
            animation.duration = 1
            layer.add(animation, forKey: "translationAnimation")
        }
    }
}
