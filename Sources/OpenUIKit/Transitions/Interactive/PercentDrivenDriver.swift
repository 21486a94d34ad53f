import Foundation

/// How a percent-driven transition moves its animations.
@MainActor
enum PercentDrivenDriver {
    /// Through the animator's interruptible animator.
    case animator(any UIViewImplicitlyAnimating)
    /// By pausing the container layer and stepping its `timeOffset`.
    case layer(LayerScrubber)
}
