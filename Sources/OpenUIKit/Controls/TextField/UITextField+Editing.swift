import Foundation

/// Editing: keys through `UIKeyInput`, the clear button and the caret.
extension UITextField: UIKeyInput, KeyPressHandling {
    /// Leaves editing and tells the delegate, the targets and observers.
    func finishEditing() {
        isEditing = false
        caretTimer?.invalidate()
        caretTimer = nil
        caretView.isHidden = true
        setNeedsLayout()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    // MARK: UIKeyInput

    /// Whether the field holds text.
    public var hasText: Bool { !storage.isEmpty }

    /// Inserts `text` at the insertion point (in place of the selection), as a key press or a paste does: asks
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` with the selected range (empty at the
    /// insertion point);
    /// when allowed, changes the text, moves the insertion point after the insertion, sends `.editingChanged` and
    /// posts `textDidChangeNotification`. "\n" is the return key: it asks `textFieldShouldReturn(_:)` and, when
    /// that answers true, sends `.editingDidEndOnExit`, after which the field resigns if anything is registered
    /// for that event (UIKit's rule: a target for "Did End On Exit" dismisses the keyboard). Ignored while the
    /// field is not editing.
    public func insertText(_ text: String) {
        guard isEditing else { return }
        guard text != "\n" else { return pressReturn() }
        replaceCharacters(in: selectedRange, with: text)
    }

    /// Deletes the selection, or else the character before the insertion point (a whole composed character:
    /// an emoji's two UTF-16 units, a letter with its accents), asking the delegate with its range and "" as
    /// the replacement. Nothing happens at the start of the text.
    public func deleteBackward() {
        guard isEditing else { return }
        guard selectedRange.length == 0 else { return replaceCharacters(in: selectedRange, with: "") }
        guard caretOffset > 0 else { return }
        let range = (storage as NSString).rangeOfComposedCharacterSequence(at: caretOffset - 1)
        replaceCharacters(in: range, with: "")
    }

    /// Left and right arrows move the insertion point by one composed character (over a selection, to its
    /// start or end); with shift they move the selection's moving end, extending or shrinking it. Command with
    /// A, C, X and V selects all, copies, cuts and pastes. Up, down, escape and tab do nothing in a one-line
    /// field.
    func handleNavigationKey(_ key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags) {
        guard isEditing else { return }
        let string = storage as NSString
        let selected = selectedRange
        let extending = modifiers.contains(.shift)
        switch key {
        case .keyboardA where modifiers.contains(.command): selectAll(nil)
        case .keyboardC where modifiers.contains(.command): copy(nil)
        case .keyboardX where modifiers.contains(.command): cut(nil)
        case .keyboardV where modifiers.contains(.command): paste(nil)
        case .keyboardLeftArrow where !extending && selected.length > 0:
            select(NSRange(location: selected.location, length: 0))
        case .keyboardRightArrow where !extending && selected.length > 0:
            select(NSRange(location: NSMaxRange(selected), length: 0))
        case .keyboardLeftArrow where caretOffset > 0:
            moveCaret(to: string.rangeOfComposedCharacterSequence(at: caretOffset - 1).location, extending: extending)
        case .keyboardRightArrow where caretOffset < string.length:
            moveCaret(to: NSMaxRange(string.rangeOfComposedCharacterSequence(at: caretOffset)), extending: extending)
        default: return
        }
    }

    private func pressReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
        if isEditing, allControlEvents.contains(.editingDidEndOnExit) { resignFirstResponder() }
    }

    /// Replaces `range` (UTF-16 units inside the text, on character boundaries) by `replacement` if the
    /// delegate allows it; in an attributed text the replacement takes the attributes of the character before
    /// `range` (of the first character at the start), as UIKit's typing attributes.
    func replaceCharacters(in range: NSRange, with replacement: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
        else { return }
        if let attributedStorage {
            let changed = NSMutableAttributedString(attributedString: attributedStorage)
            let typing =
                changed.length == 0 ? [:] : changed.attributes(at: max(0, range.location - 1), effectiveRange: nil)
            changed.replaceCharacters(in: range, with: NSAttributedString(string: replacement, attributes: typing))
            self.attributedStorage = changed
        }
        storage = (storage as NSString).replacingCharacters(in: range, with: replacement)
        select(NSRange(location: range.location + (replacement as NSString).length, length: 0))
        textDidChange()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    // MARK: Clear button

    /// The clear button was tapped: asks `textFieldShouldClear(_:)`; when allowed, empties the text (sending
    /// `.editingChanged` and posting `textDidChangeNotification` when there was text) and begins editing if
    /// the field was not editing.
    func clearButtonTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !storage.isEmpty {
            attributedStorage = attributedStorage.map { _ in NSAttributedString(string: "") }
            replaceStorage(with: "")
            sendActions(for: .editingChanged)
            NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        }
        if isEditing { restartCaretBlink() } else { becomeFirstResponder() }
    }

    // MARK: Caret

    /// Shows the caret and starts its blink over: hidden after `caretBlinkInterval`, shown again after as long.
    /// Over a selection the caret is hidden, as UIKit.
    func restartCaretBlink() {
        caretTimer?.invalidate()
        caretTimer = nil
        caretView.isHidden = selectedRange.length > 0
        guard !caretView.isHidden else { return }
        caretTimer = Timer.scheduledTimer(withTimeInterval: Self.caretBlinkInterval, repeats: true) { [weak self] _ in
            guard let self else { return }
            caretView.isHidden.toggle()
        }
    }

    /// Whether the caret is drawn now (the field is editing and the blink is in its shown half).
    var isCaretVisible: Bool { isEditing && !caretView.isHidden }
}
