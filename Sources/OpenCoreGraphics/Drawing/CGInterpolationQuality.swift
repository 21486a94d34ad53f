import CCairo
import Foundation

/// How images are resampled when drawn scaled, Core Graphics' `CGInterpolationQuality`.
///
/// Cairo offers fewer filters: `none` is nearest-neighbour, `low` and `default` are bilinear, `medium` and
/// `high` use cairo's "good" filter (bilinear when enlarging, box-filtered when shrinking).
public enum CGInterpolationQuality: Int32, Sendable, Hashable {
    /// The context's default (bilinear here).
    case `default` = 0
    /// No interpolation: nearest neighbour.
    case none = 1
    /// Fast, lower quality (bilinear here).
    case low = 2
    /// Slowest, highest quality (cairo's "good" filter here).
    case high = 3
    /// Medium quality (cairo's "good" filter here).
    case medium = 4

    package var cairoFilter: cairo_filter_t {
        switch self {
        case .none: return CAIRO_FILTER_NEAREST
        case .default, .low: return CAIRO_FILTER_BILINEAR
        case .medium, .high: return CAIRO_FILTER_GOOD
        }
    }
}
