import Foundation
import OpenUIKit

/// The 各类转场动画 screen's LeftTopPresent row in the AnimationSet app's shell: “New” grows the purple second page
/// out of the screen's top-left corner, fading in (a spring of damping ratio 0.6, 1 s), and “返回” shrinks it back
/// into the corner, fading out (1 s, ease-in-out) (`HBLLeftTopPresentTransition`).
final class LeftTopPresentDemo: CustomPresentationDemo {
    static let name = "app-lefttop-present"
    static let transitionType = HBLTransitionType.leftTopPresent
    static let englishTitle = "growing from the top-left corner"
    static let summary =
        "The AnimationSet app's LeftTopPresent presentation at device size: a tap on New grows the purple page, full screen, out of the top-left corner as it fades in (spring, damping 0.6, 1 s), and 返回 shrinks it back into the corner as it fades out (1 s)."
    static let times = CustomPresentationTimes(animation: 1)

    let app = makeApp(at: times)
    let duration = times.end
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (1.2, "各类转场动画"), (2.1, "I am First"), (2.5, "growing from the corner"), (3.9, "Second"),
        (4.4, "shrinking into the corner"), (5.5, "First again"), (7.0, "动画集锦"),
    ]

    required init() {}
}
