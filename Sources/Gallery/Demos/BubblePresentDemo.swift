import Foundation
import OpenUIKit

/// The 各类转场动画 screen's Bubble row in the AnimationSet app's shell: “New” presents the purple second page as a
/// ripple from the button — a disc of its colour and the page grow from the button's centre — and “返回” shrinks both
/// back into it, 0.5 s each way, ease-in-out (`HBLBubbleTransition`).
final class BubblePresentDemo: CustomPresentationDemo {
    static let name = "app-bubble-present"
    static let transitionType = HBLTransitionType.bubble
    static let englishTitle = "a bubble growing from the button"
    static let summary =
        "The AnimationSet app's Bubble presentation at device size: a tap on the round New button presents the purple page full screen as a disc growing from the button with the page inside it, and 返回 shrinks both back into the button (0.5 s each way, ease-in-out)."
    static let times = CustomPresentationTimes(animation: 0.5)

    let app = makeApp(at: times)
    let duration = times.end
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (1.2, "各类转场动画"), (2.1, "I am First"), (2.5, "the bubble grows"), (3.4, "Second"),
        (3.8, "shrinking back into New"), (4.5, "First again"), (6.0, "动画集锦"),
    ]

    required init() {}
}
