import Foundation

/// The timing and geometry of the built-in presentation animations, in one place.
///
/// Apple publishes no duration or curve for them (UIKit's headers and documentation are silent; apps are
/// told to read `transitionCoordinator?.transitionDuration`). OpenUIKit's choices:
/// - `coverVertical` (and sheets): 0.5 s on a property animator with a critically damped spring fitted to
///   settle at the end (as the built-in push uses) — fast at first, no overshoot, no jump at the end; the
///   view travels the container's height.
/// - `crossDissolve`: 0.5 s, easeInOut.
/// - `flipHorizontal`: 0.75 s, the `oglFlip` transition (UIView's `.transitionFlipFromRight` on presentation,
///   `.transitionFlipFromLeft` on dismissal), easeInOut.
/// - `partialCurl`: 0.75 s, a `pageCurl` transition that stops `partialCurlAmount` of the way (the page
///   stays curled up while the controller is presented) and a `pageUnCurl` back from there on dismissal.
@MainActor
enum ModalTransitionMetrics {
    /// The duration of the cover-vertical presentation and dismissal.
    static let coverVerticalDuration: TimeInterval = 0.5
    /// The timing of the cover-vertical presentation and dismissal.
    static var coverVerticalTiming: UISpringTimingParameters { UISpringTimingParameters(dampingRatio: 1) }
    /// The duration of the cross-dissolve.
    static let crossDissolveDuration: TimeInterval = 0.5
    /// The duration of the horizontal flip.
    static let flipDuration: TimeInterval = 0.75
    /// The duration of the partial curl.
    static let partialCurlDuration: TimeInterval = 0.75
    /// How far the partial curl lifts the page (the transition's `endProgress`).
    static let partialCurlAmount: Float = 0.65
}
