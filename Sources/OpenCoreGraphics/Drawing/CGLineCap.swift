import CCairo
import Foundation

/// How the open ends of stroked lines are drawn, Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable, Hashable {
    /// The stroke ends exactly at the end point (Apple's default).
    case butt = 0
    /// A half circle of the line width's diameter caps the end.
    case round = 1
    /// A half square (half the line width long) extends past the end.
    case square = 2

    package var cairoValue: cairo_line_cap_t {
        switch self {
        case .butt: return CAIRO_LINE_CAP_BUTT
        case .round: return CAIRO_LINE_CAP_ROUND
        case .square: return CAIRO_LINE_CAP_SQUARE
        }
    }
}
