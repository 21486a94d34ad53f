import Foundation

/// The built-in push and pop, in one place.
///
/// Apple publishes no duration or curve for them (reference: UIKit headers and docs are silent). Measured on
/// iOS 26.1 by a third party, the transition coordinator reports 0.35 s, and UIKit's navigation transition
/// runs on a property animator with a spring (`UIViewSpringAnimationBehavior(dampingRatio: 1, response:
/// 0.35)` in the decompiled `_UINavigationParallaxTransition`). OpenUIKit uses a property animator of
/// 0.35 s with `UISpringTimingParameters(dampingRatio: 1)`: a critically damped spring fitted to settle
/// within 0.1 % at 0.35 s — fast at first, no overshoot, and no visible jump at the end. The coordinator
/// reports easeInOut as the completion curve (iOS reports a private curve, raw value 7, that
/// `UIView.AnimationCurve` cannot hold).
///
/// Geometry: a push slides the new view in from the right edge over the old one, which moves left by 30 % of
/// the container's width under a black dimming view fading to 10 % opacity; a pop is the reverse.
@MainActor
enum NavigationTransitionStyle {
    /// The duration of the built-in push and pop.
    static let duration: TimeInterval = 0.35
    /// The timing of the built-in push and pop.
    static var timingParameters: UISpringTimingParameters { UISpringTimingParameters(dampingRatio: 1) }
    /// How far the covered view moves, as a fraction of the container's width.
    static let parallaxFraction: CGFloat = 0.3
    /// The opacity of the dimming over the covered view at the end of a push.
    static let dimmingAlpha: CGFloat = 0.1
}
