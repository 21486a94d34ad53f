import Foundation

/// How a presentation with a built-in animation moves on screen (UIKit's `UIModalTransitionStyle`;
/// `modalTransitionStyle` defaults to `coverVertical`). The geometry and timing of each are in
/// `ModalTransitionMetrics`.
public enum UIModalTransitionStyle: Int, Sendable, CustomStringConvertible {
    /// The presented view slides up from the bottom, and back down on dismissal.
    case coverVertical = 0
    /// A 3D flip around the vertical axis from right to left, reversed on dismissal.
    case flipHorizontal
    /// The presented view fades in, and out on dismissal.
    case crossDissolve
    /// The presenter's view curls up from its bottom edge, showing the presented view under it; only with
    /// `.fullScreen` presentations (UIKit raises an exception otherwise), and a controller presented this
    /// way cannot present another.
    case partialCurl

    public var description: String {
        switch self {
        case .coverVertical: return "coverVertical"
        case .flipHorizontal: return "flipHorizontal"
        case .crossDissolve: return "crossDissolve"
        case .partialCurl: return "partialCurl"
        }
    }
}
