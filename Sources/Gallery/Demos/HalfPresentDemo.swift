import Foundation
import OpenUIKit

/// The 各类转场动画 screen's HalfPresent row in the AnimationSet app's shell: “New” raises the purple second page
/// until its top is half-way up the screen while the screen behind shrinks to 0.9 (a spring of damping ratio 0.6,
/// 0.5 s); a tap on the shrunken screen above the card drops the card and grows the screen back (0.5 s,
/// ease-in-out) (`HBLHalfPresentTransition`).
final class HalfPresentDemo: CustomPresentationDemo {
    static let name = "app-half-present"
    static let transitionType = HBLTransitionType.halfPresent
    static let englishTitle = "a half-height card"
    static let summary =
        "The AnimationSet app's HalfPresent presentation at device size: a tap on New raises the purple page, full screen, until its top is half-way up, while a picture of the screen behind it shrinks to 0.9 (spring, damping 0.6, 0.5 s); a tap on that picture above the card drops the card and grows the screen back (0.5 s)."
    static let times = CustomPresentationTimes(animation: 0.5)

    let app = makeApp(at: times)
    let duration = times.end
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (1.2, "各类转场动画"), (2.1, "I am First"), (2.4, "the card rises"), (3.4, "half-height card"),
        (3.8, "the card drops"), (4.5, "First again"), (6.0, "动画集锦"),
    ]

    required init() {}
}
