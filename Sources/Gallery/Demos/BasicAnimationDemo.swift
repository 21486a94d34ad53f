import Foundation
import OpenUIKit

/// The app's CABasicAnimation screen (`BasicAnimationController`) in the app's shell: the finger taps the home's
/// CABasicAnimation row, then 缩放, 旋转, 背景色, 移动, each once the one before has ended, then 透明度 and, while the
/// square fades in, 位移 (which starts 1 s after its tap and keeps the square at the right edge), then the back
/// button.
final class BasicAnimationDemo: AnimationSetDemo {
    static let name = "app-basic-animation"
    static let screen = AnimationSetScreen.basicAnimation
    static let summary =
        "The AnimationSet app's CABasicAnimation screen at device size: its buttons animate a square's position (begun 1 s late, kept at the end), opacity (twice), x scale (autoreversing), rotation (a UIView block), background colour and x translation."

    /// When each button is tapped, by its index.
    static let taps: [(time: TimeInterval, button: Int)] = [(1.3, 2), (3.5, 3), (4.7, 4), (5.9, 5), (7.1, 1), (7.5, 0)]
    static let rowTime: TimeInterval = 0.5
    static let backTime: TimeInterval = 11.3

    let duration: TimeInterval = 12.2
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0.3, "动画集锦"), (1.2, "CABasicAnimation"), (2.35, "缩放: x scale 0.2"), (4.05, "旋转: a quarter turn"),
        (5.25, "背景色: half-way to green"), (6.45, "移动: x + 55"), (8.1, "透明度"), (9.05, "位移: half-way"),
        (11.1, "kept at the right edge"), (12.1, "home again"),
    ]

    let app = AnimationSetApp(
        script: [(rowTime, .row)] + taps.map { ($0.time, .button($0.button)) } + [(backTime, .back)])

    required init() {}

    static func makeScreen() -> UIViewController {
        BasicAnimationController()
    }
}
