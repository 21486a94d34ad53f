import Foundation
import OpenUIKit

/// The app's CAKeyframeAnimation screen (`KeyframeAnimationController`) in the app's shell: the finger taps the
/// home's row, then 关键帧 (a 10 s trip through six marked points), 抖动 while the square travels (it rocks from
/// then on), 路径 half-way (the path animation, added later, overrides the trip for its 2 s), then the back
/// button once the trip has ended.
final class KeyframeAnimationDemo: AnimationSetDemo {
    static let name = "app-keyframe-animation"
    static let screen = AnimationSetScreen.keyframeAnimation
    static let summary =
        "The AnimationSet app's CAKeyframeAnimation screen at device size: a 10 s keyframe trip through six marked points with key times and rotateAutoReverse, a square path animation that overrides it for 2 s, and an endless ±4° shake."

    /// When each button is tapped, by its index.
    static let taps: [(time: TimeInterval, button: Int)] = [(1.3, 0), (3.0, 2), (6.0, 1)]
    static let rowTime: TimeInterval = 0.5
    static let backTime: TimeInterval = 11.8

    let duration: TimeInterval = 12.4
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0.3, "动画集锦"), (1.2, "CAKeyframeViewController"), (4.0, "关键帧: along the first leg, shaking"),
        (7.0, "路径: round the square"), (8.3, "关键帧 again: going up"), (11.0, "the last leg"),
        (12.3, "home again"),
    ]

    let app = AnimationSetApp(
        script: [(rowTime, .row)] + taps.map { ($0.time, .button($0.button)) } + [(backTime, .back)])

    required init() {}

    static func makeScreen() -> UIViewController {
        KeyframeAnimationController()
    }
}
