import Foundation
import OpenUIKit

/// The AnimationSet app's paused animation (动画暂停实例), its view from `MaskLayerPauseViewController.xib` as in the
/// app: a green and a blue 160-point circle (image views with a corner radius of 80 that clip) one over the other,
/// centred 173 points below the view's top, and three red 57 × 30 buttons 30 points above the bottom — 开始 30
/// points from the left edge, 暂停 centred, 恢复 30 points from the right edge. The app pins the buttons to the
/// view's bottom, on phones without a home indicator; here they sit on the safe area's bottom, where Xcode's
/// safe-area layout puts them, clear of the home indicator.
///
/// A `CAShapeLayer` masks the blue circle, its path the circle's whole square. 开始 removes the mask's animations,
/// sets its speed to 1 and animates its path over 5 s (linearly, removed when done) to a zero-height rectangle at
/// the top, so the blue circle draws up and uncovers the green one; when the animation ends the path is the whole
/// square again and the blue circle is back. 暂停 and 恢复 are Technical Q&A QA1673's recipe
/// (`pauseLocalTime()`, `resumeLocalTime()`); 恢复 does nothing while the animation runs.
final class MaskLayerPauseViewController: UIViewController, TracedScreen {
    /// The circles' diameter (the app's `kImgViewWidth`).
    static let imageWidth: CGFloat = 160
    static let animationDuration: TimeInterval = 5
    static let downColor = UIColor(red: 0.065, green: 1, blue: 0.17, alpha: 1)
    static let upColor = UIColor(red: 0.094, green: 0.11, blue: 1, alpha: 1)
    static let buttonColor = UIColor(red: 1, green: 0.085, blue: 0.23, alpha: 1)
    /// The buttons' titles, left to right: start, pause, resume.
    static let buttonTitles = ["开始", "暂停", "恢复"]

    /// The green circle below (the xib's `downImgview`).
    weak var downImgview: UIImageView?
    /// The blue circle above, which the mask cuts (the xib's `upImgview`).
    weak var upImgview: UIImageView?
    let maskLayer = CAShapeLayer()
    /// Whether the animation runs (the app's `isAnimating`).
    private(set) var isAnimating = false
    var note: (String) -> Void = { _ in }

    init() {
        super.init(nibName: "MaskLayerPauseViewController", bundle: .module)
    }

    /// Not made from Interface Builder files itself (its view is): the coder gives no object.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for circle in [downImgview, upImgview] {
            circle?.layer.masksToBounds = true
            circle?.layer.cornerRadius = Self.imageWidth / 2
        }
        maskLayer.frame = CGRect(x: 0, y: 0, width: Self.imageWidth, height: Self.imageWidth)
        maskLayer.path = Self.maskPath(height: Self.imageWidth)
        // Only the mask's alpha counts: its colour is ignored.
        upImgview?.layer.mask = maskLayer
    }

    /// The mask's path: the circle's square from its top, `height` tall.
    static func maskPath(height: CGFloat) -> CGPath {
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: imageWidth, height: height)).cgPath
    }

    /// The button titled `title`; nil while the view is not loaded or for another title.
    func button(titled title: String) -> UIButton? {
        viewIfLoaded?.subviews.lazy.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == title }
    }

    /// 开始 (the xib's `startAnimation:`): the mask's animations removed, its speed 1, then the path animation.
    func startAnimation(_ sender: UIButton) {
        isAnimating = true
        maskLayer.removeAllAnimations()
        maskLayer.speed = 1
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = Self.maskPath(height: Self.imageWidth)
        animation.toValue = Self.maskPath(height: 0)
        animation.duration = Self.animationDuration
        maskLayer.add(animation, forKey: "pathAnimation")
        note("start: the path shrinks to no height over 5 s")
    }

    /// 暂停 (the xib's `pauseAnimation:`).
    func pauseAnimation(_ sender: UIButton) {
        isAnimating = false
        let pausedTime = maskLayer.pauseLocalTime()
        note(String(format: "pause: timeOffset = %.3f, speed = 0", pausedTime))
    }

    /// 恢复 (the xib's `resumeAnimation:`): nothing while the animation runs.
    func resumeAnimation(_ sender: UIButton) {
        if isAnimating {
            return
        }
        isAnimating = true
        let intervalTime = maskLayer.resumeLocalTime()
        note(String(format: "resume: beginTime = %.3f", intervalTime))
    }
}

extension MaskLayerPauseViewController: IBConnectable {
    /// The xib's outlets `downImgview` and `upImgview`, and the buttons' actions.
    static let interfaceBuilderConnections: [IBConnection] = [
        .outlet("downImgview", \MaskLayerPauseViewController.downImgview),
        .outlet("upImgview", \MaskLayerPauseViewController.upImgview),
        .action("startAnimation:", MaskLayerPauseViewController.startAnimation),
        .action("pauseAnimation:", MaskLayerPauseViewController.pauseAnimation),
        .action("resumeAnimation:", MaskLayerPauseViewController.resumeAnimation),
    ]
}
