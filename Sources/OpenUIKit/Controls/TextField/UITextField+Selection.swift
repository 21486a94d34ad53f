import Foundation

/// The selection, positions and ranges of UIKit's `UITextInput` (the parts a one-line field without marked
/// text has), and copy, cut and paste through `UIPasteboard.general`.
///
/// Positions count UTF-16 units. A position or range made for a longer text than the field now holds (kept
/// across an edit) is out of bounds: where UIKit's text storage raises `NSRangeException`, OpenUIKit reports
/// `.rangeOutOfBounds` and leaves the field unchanged.
extension UITextField {
    /// The selected text, or the insertion point as an empty range; nil while the field is not editing.
    /// Setting a range selects it (shown in the tint colour, the caret hidden) while the field is editing.
    public var selectedTextRange: UITextRange? {
        get {
            guard isEditing else { return nil }
            let range = selectedRange
            return UITextRange(
                start: UITextPosition(offset: range.location), end: UITextPosition(offset: NSMaxRange(range)))
        }
        set {
            guard isEditing, let newValue, checked(newValue, "selectedTextRange") else { return }
            select(newValue.nsRange)
        }
    }

    /// The position before the first character.
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }

    /// The position after the last character.
    public var endOfDocument: UITextPosition { UITextPosition(offset: storage.utf16.count) }

    /// The range between two positions (in either order); nil when either is outside the text.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let length = storage.utf16.count
        guard (0...length).contains(fromPosition.offset), (0...length).contains(toPosition.offset) else {
            return nil
        }
        return fromPosition.offset <= toPosition.offset
            ? UITextRange(start: fromPosition, end: toPosition) : UITextRange(start: toPosition, end: fromPosition)
    }

    /// The position `offset` UTF-16 units from `position`; nil when it would lie outside the text (UIKit's
    /// documentation: "If the computed position is less than 0 or greater than the length of the backing
    /// string, return nil").
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let (target, overflow) = position.offset.addingReportingOverflow(offset)
        guard !overflow, (0...storage.utf16.count).contains(target) else { return nil }
        return UITextPosition(offset: target)
    }

    /// How many UTF-16 units lie from one position to another (negative backwards).
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        toPosition.offset - from.offset
    }

    /// The text in `range`; nil (reported) when the range lies outside the text.
    public func text(in range: UITextRange) -> String? {
        guard checked(range, "text(in:)") else { return nil }
        return (storage as NSString).substring(with: range.nsRange)
    }

    /// Replaces the text in `range` by `text` as typing does (the delegate is asked, the editing events are
    /// sent); a range outside the text is reported and nothing changes.
    public func replace(_ range: UITextRange, withText text: String) {
        guard checked(range, "replace(_:withText:)") else { return }
        replaceCharacters(in: range.nsRange, with: text)
    }

    // MARK: Edit actions

    /// Selects all the text (UIKit's `selectAll(_:)` edit action); only while the field is editing.
    public func selectAll(_ sender: Any?) {
        guard isEditing else { return }
        select(NSRange(location: 0, length: storage.utf16.count))
    }

    /// Puts the selected text on `UIPasteboard.general`. Nothing happens without a selection or in a secure
    /// field (UIKit offers no Copy for one).
    public func copy(_ sender: Any?) {
        let range = selectedRange
        guard isEditing, range.length > 0, !isSecureTextEntry else { return }
        UIPasteboard.general.string = (storage as NSString).substring(with: range)
    }

    /// Copies the selected text, then deletes it as typing does (the delegate is asked). Nothing happens
    /// without a selection or in a secure field.
    public func cut(_ sender: Any?) {
        let range = selectedRange
        guard isEditing, range.length > 0, !isSecureTextEntry else { return }
        UIPasteboard.general.string = (storage as NSString).substring(with: range)
        replaceCharacters(in: range, with: "")
    }

    /// Inserts the pasteboard's string in place of the selection, as typing does (the delegate is asked with
    /// the whole string). Nothing happens when the pasteboard holds no string.
    public func paste(_ sender: Any?) {
        guard isEditing, let string = UIPasteboard.general.string else { return }
        replaceCharacters(in: selectedRange, with: string)
    }

    // MARK: Selection state

    /// The selection in UTF-16 units: from the anchor to the insertion point, whichever comes first.
    var selectedRange: NSRange {
        NSRange(location: min(anchorOffset, caretOffset), length: abs(caretOffset - anchorOffset))
    }

    /// Selects `range` (its end is the moving end) and shows it.
    func select(_ range: NSRange) {
        anchorOffset = range.location
        caretOffset = NSMaxRange(range)
        selectionDidChange()
    }

    /// Moves the insertion point to `offset`, keeping the anchor when `extending` (shift held).
    func moveCaret(to offset: Int, extending: Bool) {
        caretOffset = offset
        if !extending { anchorOffset = offset }
        selectionDidChange()
    }

    private func selectionDidChange() {
        if isEditing { restartCaretBlink() }
        setNeedsLayout()
    }

    /// Whether `range` lies inside the text; reports `.rangeOutOfBounds` for `call` when it does not.
    private func checked(_ range: UITextRange, _ call: String) -> Bool {
        let length = storage.utf16.count
        guard range.start.offset >= 0, range.end.offset <= length, range.start.offset <= range.end.offset else {
            Diagnostics.report(
                .rangeOutOfBounds, .exception,
                "UITextField.\(call): range {\(range.start.offset), \(range.end.offset - range.start.offset)} out of bounds; text length \(length) (UIKit raises NSRangeException); unchanged"
            )
            return false
        }
        return true
    }
}
