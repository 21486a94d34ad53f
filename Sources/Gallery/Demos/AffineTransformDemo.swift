import Foundation
import OpenUIKit

/// The app's CGAffineTransform screen (`AffineTransformController`) in the app's shell: the finger taps the home's
/// row, then each of the eight buttons in order, 1.3 s apart (each 1 s animation has ended by the next tap), then
/// the back button.
final class AffineTransformDemo: AnimationSetDemo {
    static let name = "app-affine-transform"
    static let screen = AnimationSetScreen.affineTransform
    static let summary =
        "The AnimationSet app's CGAffineTransform screen at device size: a square's view transform animated from the identity to a translation, a scale, a quarter turn, two combinations and an inverse, then the point and size applications the screen only logs."

    static let rowTime: TimeInterval = 0.5
    /// When each button is tapped: every 1.3 s from 1.3 s, in order.
    static let taps: [TimeInterval] = (0..<8).map { 1.3 + 1.3 * Double($0) }
    static let backTime: TimeInterval = 11.8

    let duration: TimeInterval = 12.4
    /// The home, the screen, and the first six animations half-way (0.55 s after their taps) and at their end.
    let keyFrames: [(time: TimeInterval, caption: String)] =
        [(0.3, "动画集锦"), (1.2, "CGAffineTransform")]
        + ["位移", "缩放", "旋转", "组合1", "组合2", "反转"].enumerated().flatMap { index, title in
            [(AffineTransformDemo.taps[index] + 0.55, title), (AffineTransformDemo.taps[index] + 1.2, "\(title): end")]
        } + [(12.4, "home again")]

    let app = AnimationSetApp(
        script: [(rowTime, .row)] + taps.enumerated().map { ($1, .button($0)) } + [(backTime, .back)])

    required init() {}

    static func makeScreen() -> UIViewController {
        AffineTransformController()
    }
}
