import Foundation

/// How lines of text are aligned (UIKit's `NSTextAlignment`, with iOS's raw values).
public enum NSTextAlignment: Int, Sendable {
    /// Lines start at the left edge.
    case left = 0
    /// Lines are centred.
    case center = 1
    /// Lines end at the right edge.
    case right = 2
    /// Lines fill the width, the last one aligned naturally.
    case justified = 3
    /// The script's natural alignment: left for the left-to-right scripts OpenUIKit lays out.
    case natural = 4
}
