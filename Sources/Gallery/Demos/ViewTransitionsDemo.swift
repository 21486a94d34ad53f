import Foundation
import OpenUIKit

/// The app's screen of UIView class-method transitions (`ViewTransitionController`) in the app's shell: the finger
/// taps the home's UIView类方法实现转场动画 row, then 单视图 (the square curls down to itself faded, then fades
/// back), then 双视图 (the screen curls down from the red square to the blue one), then the back button.
final class ViewTransitionsDemo: AnimationSetDemo {
    static let name = "app-uiview-transitions"
    static let screen = AnimationSetScreen.viewTransitions
    static let summary =
        "The AnimationSet app's UIView class-method transitions at device size: transition(with:) curls a square down to itself at 0.4 opacity (a nested animate block in its animations), which then fades back; transition(from:to:) curls the whole screen down from the red square to a blue one."

    static let rowTime: TimeInterval = 0.5
    /// When 单视图 and 双视图 are tapped.
    static let taps: [TimeInterval] = [1.3, 3.5]
    static let backTime: TimeInterval = 5.0

    let duration: TimeInterval = 5.6
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0.3, "动画集锦"), (1.2, "the screen"), (1.6, "单视图: curling"), (2.0, "单视图: half-way"),
        (3.0, "fading back"), (3.8, "双视图: curling"), (4.1, "双视图: half-way"), (4.9, "the blue square"),
        (5.6, "home again"),
    ]

    let app = AnimationSetApp(
        script: [(rowTime, .row)] + taps.enumerated().map { ($1, .button($0)) } + [(backTime, .back)])

    required init() {}

    static func makeScreen() -> UIViewController {
        ViewTransitionController()
    }
}
