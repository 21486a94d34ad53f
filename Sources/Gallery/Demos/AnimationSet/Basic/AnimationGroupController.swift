import Foundation
import OpenUIKit

/// The app's CAAnimationGroup screen: a blue 100-point square above the middle and three ways of running three
/// animations — a move through the 关键帧 screen's six points (evenly spaced in time here), a scale from 0.8 to
/// 2 and two full turns:
///
/// - 同时1 (together, 1): the three in one `CAAnimationGroup` of 4 s (the children, given no duration, last as
///   long as the group).
/// - 同时2 (together, 2): the three added to the layer one by one, 4 s each.
/// - 连续 (in a row): a 1 s move from the left edge to the middle at height / 2 − 75, then the scale, then the
///   turns, each 1 s and begun 1 s after the one before (`beginTime`), each kept at its end.
final class AnimationGroupController: OperationButtonsController {
    /// Not made from Interface Builder files: the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    let demoView = UIView()

    init() {
        super.init(operationTitles: ["同时1", "同时2", "连续"])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "CAAnimationGroup"
        demoView.backgroundColor = .blue
        addCentered(demoView, size: CGSize(width: 100, height: 100), top: -100)
    }

    override func didTapOperation(at index: Int) {
        let layer = demoView.layer
        switch index {
        case 0:
            let group = CAAnimationGroup()
            group.animations = [move(), scale(), turns()]
            group.duration = 4
            layer.add(group, forKey: "groupAnimation")
        case 1:
            for (key, animation) in [("aa", move()), ("bb", scale()), ("cc", turns())] {
                animation.duration = 4
                layer.add(animation, forKey: key)
            }
        default:
            let now = CACurrentMediaTime()
            let size = view.bounds.size
            let slide = CABasicAnimation(keyPath: "position")
            slide.fromValue = CGPoint(x: 0, y: size.height / 2 - 75)
            slide.toValue = CGPoint(x: size.width / 2, y: size.height / 2 - 75)
            for (offset, (key, animation)) in [("aa", slide), ("bb", scale()), ("cc", turns())].enumerated() {
                animation.beginTime = now + Double(offset)
                animation.duration = 1
                animation.fillMode = .forwards
                animation.isRemovedOnCompletion = false
                layer.add(animation, forKey: key)
            }
        }
    }

    /// The move through the six points of the 关键帧 screen.
    private func move() -> CAPropertyAnimation {
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.values = KeyframeAnimationController.keyPoints(in: view.bounds.size)
        return animation
    }

    private func scale() -> CAPropertyAnimation {
        let animation = CABasicAnimation(keyPath: "transform.scale")
        animation.fromValue = 0.8
        animation.toValue = 2.0
        return animation
    }

    private func turns() -> CAPropertyAnimation {
        let animation = CABasicAnimation(keyPath: "transform.rotation")
        animation.toValue = Double.pi * 4
        return animation
    }
}
