import Foundation
import OpenUIKit

/// The app's CAAnimationGroup screen (`AnimationGroupController`) in the app's shell: the finger taps the home's
/// row, then 同时1 (a 4 s group), 同时2 (the same three animations added one by one) and 连续 (three 1 s
/// animations one after another), each once the one before has ended, then the back button.
final class AnimationGroupDemo: AnimationSetDemo {
    static let name = "app-animation-group"
    static let screen = AnimationSetScreen.animationGroup
    static let summary =
        "The AnimationSet app's CAAnimationGroup screen at device size: a move, a scale and two turns run together in a 4 s CAAnimationGroup, then together as three animations added one by one, then one after another through their beginTimes."

    /// When each button is tapped, by its index.
    static let taps: [(time: TimeInterval, button: Int)] = [(1.3, 0), (5.6, 1), (9.9, 2)]
    static let rowTime: TimeInterval = 0.5
    static let backTime: TimeInterval = 13.3

    let duration: TimeInterval = 13.9
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0.3, "动画集锦"), (1.2, "CAAnimationGroup"), (3.35, "同时1: half-way"), (7.65, "同时2: half-way"),
        (10.45, "连续: the move"), (11.45, "连续: the scale"), (12.0, "连续: turning"), (13.2, "kept"),
        (13.9, "home again"),
    ]

    let app = AnimationSetApp(
        script: [(rowTime, .row)] + taps.map { ($0.time, .button($0.button)) } + [(backTime, .back)])

    required init() {}

    static func makeScreen() -> UIViewController {
        AnimationGroupController()
    }
}
