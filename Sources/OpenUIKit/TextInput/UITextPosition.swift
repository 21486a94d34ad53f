import Foundation

/// A position in a text input's text (UIKit's `UITextPosition`): OpenUIKit's positions count UTF-16 units from
/// the start of the text, as `NSString` and `NSRange` do. Positions are made by the text input
/// (`beginningOfDocument`, `position(from:offset:)`…), not by apps.
@preconcurrency @MainActor
open class UITextPosition {
    /// The position's distance from the start of the text, in UTF-16 units.
    let offset: Int

    init(offset: Int) {
        self.offset = offset
    }
}

/// A range of a text input's text between two positions (UIKit's `UITextRange`), made by the text input
/// (`textRange(from:to:)`, `selectedTextRange`).
@preconcurrency @MainActor
open class UITextRange {
    /// Where the range starts.
    public let start: UITextPosition
    /// Where the range ends (not before `start`).
    public let end: UITextPosition

    init(start: UITextPosition, end: UITextPosition) {
        self.start = start
        self.end = end
    }

    /// Whether the range holds no text (a selection that is just an insertion point).
    open var isEmpty: Bool { start.offset == end.offset }

    /// The range in UTF-16 units.
    var nsRange: NSRange { NSRange(location: start.offset, length: end.offset - start.offset) }
}
