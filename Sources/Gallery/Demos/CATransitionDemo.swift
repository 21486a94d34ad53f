import Foundation
import OpenUIKit

/// The app's CATransition screen (`TransitionController`) in the app's shell: the finger taps the home's row,
/// then each of the twelve buttons in the app's order, each once the 3 s transition before has ended, then the
/// back button.
final class CATransitionDemo: AnimationSetDemo {
    static let name = "app-catransition"
    static let screen = AnimationSetScreen.transition
    static let summary =
        "The AnimationSet app's CATransition screen at device size: a numbered card changes face under a 3 s CATransition of each type the app lists — fade, moveIn (progress 0.3 to 0.6), push, reveal, and the private cube, suckEffect, oglFlip, rippleEffect, pageCurl, pageUnCurl, cameraIrisHollowOpen and cameraIrisHollowClose."

    static let rowTime: TimeInterval = 0.5
    /// When each button is tapped: every 3.1 s from 1.3 s, in order.
    static let taps: [TimeInterval] = TransitionController.types.indices.map { 1.3 + 3.1 * Double($0) }
    static let backTime: TimeInterval = 38.6

    let duration: TimeInterval = 39.2
    /// The home, the card, and each transition half-way through (1.5 s after its tap's action) — oglFlip a
    /// third of the way, since half-way the card is edge-on.
    let keyFrames: [(time: TimeInterval, caption: String)] =
        [(0.3, "动画集锦"), (1.2, "CATransition")]
        + TransitionController.types.enumerated().map { index, type in
            (CATransitionDemo.taps[index] + (type.title == "oglFlip" ? 1.05 : 1.55), type.title)
        } + [(39.2, "home again")]

    let app = AnimationSetApp(
        script: [(rowTime, .row)] + taps.enumerated().map { ($1, .button($0)) } + [(backTime, .back)])

    required init() {}

    static func makeScreen() -> UIViewController {
        TransitionController()
    }
}
