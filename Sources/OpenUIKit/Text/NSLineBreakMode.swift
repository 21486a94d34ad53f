import Foundation

/// What happens to text that does not fit (UIKit's `NSLineBreakMode`, with iOS's raw values). OpenUIKit's
/// labels wrap between words whenever they have more than one line, whatever the mode; the truncating
/// modes choose where "…" goes, and the others truncate nothing.
public enum NSLineBreakMode: Int, Sendable {
    /// Lines break between words.
    case byWordWrapping = 0
    /// Lines break between characters.
    case byCharWrapping = 1
    /// Text that does not fit is cut off.
    case byClipping = 2
    /// The start of the last line is replaced with "…" so that its end shows.
    case byTruncatingHead = 3
    /// The end of the last line is replaced with "…".
    case byTruncatingTail = 4
    /// The middle of the last line is replaced with "…".
    case byTruncatingMiddle = 5
}
