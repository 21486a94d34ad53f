import Foundation

/// A pasteboard of strings (UIKit's `UIPasteboard`): `general` is the one text fields copy to and paste from.
///
/// Deliberate differences: the pasteboard lives in the process (it is not shared with other apps or the host's
/// clipboard, and the application reset empties it); it holds strings only (UIKit's also holds images, URLs,
/// colours and typed items), and pasting shows no permission prompt.
@preconcurrency @MainActor
open class UIPasteboard {
    /// The system-wide pasteboard for copy, cut and paste.
    public static let general = UIPasteboard()

    /// The strings on the pasteboard, first one first.
    open var strings: [String]? {
        get { items.isEmpty ? nil : items }
        set {
            items = newValue ?? []
            changeCount += 1
        }
    }

    /// The first string on the pasteboard; setting it replaces the pasteboard's contents (nil empties it).
    open var string: String? {
        get { items.first }
        set { strings = newValue.map { [$0] } }
    }

    /// Whether the pasteboard holds a string.
    open var hasStrings: Bool { !items.isEmpty }

    /// How many times the contents changed (UIKit's counter, increased by each change).
    public private(set) var changeCount = 0

    private var items: [String] = []

    /// Empties the pasteboard (the application reset).
    func reset() {
        items = []
        changeCount = 0
    }
}
