import Foundation
import OpenUIKit

/// The 各类转场动画 screen's RevealLeft row in the AnimationSet app's shell: “New” slides a picture of the screen
/// right, uncovering the purple second page beneath it until only the picture's left 40 points show at the right
/// edge (a spring of damping ratio 0.6, 1 s); “返回” slides the same picture, found again by its tag, back over the
/// screen (a critically damped spring, 1 s) (`HBLRevealLeftTransition`).
final class RevealLeftDemo: CustomPresentationDemo {
    static let name = "app-reveal-left"
    static let transitionType = HBLTransitionType.revealLeft
    static let englishTitle = "a reveal from the left"
    static let summary =
        "The AnimationSet app's RevealLeft presentation at device size: a tap on New slides a picture of the screen right until 40 points of it are left, revealing the purple page presented full screen beneath (spring, damping 0.6, 1 s); 返回 finds the picture by its tag and slides it back (critically damped spring, 1 s)."
    static let times = CustomPresentationTimes(animation: 1)

    let app = makeApp(at: times)
    let duration = times.end
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (1.2, "各类转场动画"), (2.1, "I am First"), (2.6, "the screen slides right"), (3.9, "40 pt of First left"),
        (4.4, "sliding back"), (5.5, "First again"), (7.0, "动画集锦"),
    ]

    required init() {}
}
