import Foundation

/// How the inside of a path is decided for filling and hit-testing, Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable, Hashable {
    /// Non-zero winding: a point is inside when the path winds around it a non-zero number of times,
    /// counting direction (Apple's default).
    case winding = 0
    /// Even-odd: a point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd = 1
}
