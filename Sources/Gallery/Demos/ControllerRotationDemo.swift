import Foundation
import OpenUIKit

/// The app's controller rotation (ViewController 旋转切换) in the app's shell: the finger taps the home's row, whose
/// action flips the whole navigation view (a 1 s ease-out "oglFlip" from the left on the navigation controller's
/// layer) over the push of `TransitionViewController`; then the screen's button twice (each a 1 s "rippleEffect"
/// swapping the picture), then the back button, which pops without a flip as in the app.
final class ControllerRotationDemo: AnimationSetDemo {
    static let name = "app-controller-rotation"
    static let screen = AnimationSetScreen.controllerRotation
    static let summary =
        "The AnimationSet app's controller rotation at device size, its screen loaded from a xib: the row flips the whole navigation view (a 1 s ease-out oglFlip CATransition on the navigation controller's layer) over the push; the screen's button ripples its picture to the other one (a 1 s rippleEffect CATransition), twice."

    static let rowTime: TimeInterval = 0.5
    /// When the finger taps the screen's button.
    static let taps: [TimeInterval] = [2, 3.4]
    static let backTime: TimeInterval = 4.8

    let duration: TimeInterval = 5.5
    let keyFrames: [(time: TimeInterval, caption: String)] = [
        (0.3, "动画集锦"), (0.7, "oglFlip: the home turning"), (0.85, "edge-on"), (1.1, "the screen turning in"),
        (1.8, "the meadow"), (2.4, "rippleEffect: the sunset rippling in"), (3.2, "the sunset"),
        (3.8, "rippling back"), (4.6, "the meadow again"), (5.5, "home again"),
    ]

    let app = AnimationSetApp(
        script: [(rowTime, .row)] + taps.map { ($0, .view(buttonTitle, { ($0 as? TransitionViewController)?.button })) }
            + [(backTime, .back)])

    /// The screen's button title, which names its taps in the trace.
    static let buttonTitle = "UIImageView 旋转更改图片"

    required init() {}

    static func makeScreen() -> UIViewController {
        TransitionViewController()
    }
}
