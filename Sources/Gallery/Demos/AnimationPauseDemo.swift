import Foundation
import OpenUIKit

/// The app's paused animation (动画暂停实例) in the app's shell: the finger taps the home's row, then 开始 (the mask
/// draws the blue circle up over 5 s), 暂停 part-way, 恢复 while it is paused (it carries on from where it stopped),
/// 恢复 again while it runs (nothing happens), and the back button once the animation has ended and the blue circle
/// is whole again.
final class AnimationPauseDemo: AnimationSetDemo {
    static let name = "app-animation-pause"
    static let screen = AnimationSetScreen.animationPause
    static let summary =
        "The AnimationSet app's paused animation at device size, its screen loaded from a xib: 开始 animates a CAShapeLayer mask's path over 5 s, drawing a blue circle up off a green one; 暂停 pauses it (timeOffset, speed 0) and 恢复 resumes it (the beginTime recipe of Technical Q&A QA1673)."

    static let rowTime: TimeInterval = 0.5
    /// When the finger taps each button, by its title.
    static let taps: [(time: TimeInterval, button: String)] = [(1.3, "开始"), (3, "暂停"), (4.2, "恢复"), (5, "恢复")]
    static let backTime: TimeInterval = 8.2

    let duration: TimeInterval = 9
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0.3, "动画集锦"), (1.2, "动画暂停实例"), (2.2, "开始: the blue circle drawing up"), (3.1, "暂停: paused"),
        (4.1, "still paused"), (5.5, "恢复: carrying on"), (7.0, "nearly done"), (7.7, "done: whole again"),
        (9.0, "home again"),
    ]

    let app = AnimationSetApp(
        script: [(rowTime, .row)]
            + taps.map { tap in
                (tap.time, .view(tap.button, { ($0 as? MaskLayerPauseViewController)?.button(titled: tap.button) }))
            } + [(backTime, .back)])

    required init() {}

    static func makeScreen() -> UIViewController {
        MaskLayerPauseViewController()
    }
}
