import CCairo
import Foundation

/// How the corners of stroked paths are drawn, Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable, Hashable {
    /// Sharp corners, beveled when the miter would exceed the miter limit (Apple's default).
    case miter = 0
    /// Rounded corners.
    case round = 1
    /// Corners cut off square.
    case bevel = 2

    package var cairoValue: cairo_line_join_t {
        switch self {
        case .miter: return CAIRO_LINE_JOIN_MITER
        case .round: return CAIRO_LINE_JOIN_ROUND
        case .bevel: return CAIRO_LINE_JOIN_BEVEL
        }
    }
}
