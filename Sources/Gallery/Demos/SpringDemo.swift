import Foundation
import OpenUIKit

/// The app's damped-spring screen (`SpringAnimationController`, from a xib) in the app's shell: the finger taps
/// the home's 简单的阻尼弹簧动画 row; the screen's square springs in from the right as the push runs; then the back
/// button.
final class SpringDemo: AnimationSetDemo {
    static let name = "app-spring"
    static let screen = AnimationSetScreen.spring
    static let summary =
        "The AnimationSet app's damped-spring screen at device size, its view loaded from a xib: a red square springs in from a screen's width to the right (1 s after a 0.2 s delay, damping 0.6) while the push slides the screen in."

    static let rowTime: TimeInterval = 0.5
    static let backTime: TimeInterval = 2.4

    let duration: TimeInterval = 3
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0.3, "动画集锦"), (0.8, "pushing; the spring starts"), (1.0, "swinging in"), (1.2, "past its place"),
        (1.5, "settling"), (2.2, "settled"), (3.0, "home again"),
    ]

    let app = AnimationSetApp(script: [(rowTime, .row), (backTime, .back)])

    required init() {}

    static func makeScreen() -> UIViewController {
        SpringAnimationController()
    }
}
