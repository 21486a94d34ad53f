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

    /// Inserts `text` at the insertion point, as a key press or a paste does: asks
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` with the empty range at the insertion point;
    /// when allowed, changes the text, moves the insertion point after the insertion, sends `.editingChanged` and
    /// posts `textDidChangeNotification`. "\n" is the return key: it asks `textFieldShouldReturn(_:)` and, when
    /// that answers true, sends `.editingDidEndOnExit`, after which the field resigns if anything is registered
    /// for that event (UIKit's rule: a target for "Did End On Exit" dismisses the keyboard). Ignored while the
    /// field is not editing.
    public func insertText(_ text: String) {
        guard isEditing else { return }
        guard text != "\n" else { return pressReturn() }
        replaceCharacters(in: NSRange(location: caretOffset, length: 0), with: text)
    }

    /// Deletes the character before the insertion point (a whole composed character: an emoji's two UTF-16
    /// units, a letter with its accents), asking the delegate with its range and "" as the replacement. Nothing
    /// happens at the start of the text.
    public func deleteBackward() {
        guard isEditing, caretOffset > 0 else { return }
        let range = (storage as NSString).rangeOfComposedCharacterSequence(at: caretOffset - 1)
        replaceCharacters(in: range, with: "")
    }

    /// Left and right arrows move the insertion point by one composed character; up, down, escape and tab
    /// do nothing in a one-line field.
    func handleNavigationKey(_ key: UIKeyboardHIDUsage) {
        guard isEditing else { return }
        let string = storage as NSString
        switch key {
        case .keyboardLeftArrow where caretOffset > 0:
            caretOffset = string.rangeOfComposedCharacterSequence(at: caretOffset - 1).location
        case .keyboardRightArrow where caretOffset < string.length:
            caretOffset = NSMaxRange(string.rangeOfComposedCharacterSequence(at: caretOffset))
        default: return
        }
        restartCaretBlink()
        setNeedsLayout()
    }

    private func pressReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
        if isEditing, allControlEvents.contains(.editingDidEndOnExit) { resignFirstResponder() }
    }

    /// Replaces `range` (UTF-16 units, on character boundaries) by `replacement` if the delegate allows it.
    private func replaceCharacters(in range: NSRange, with replacement: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
        else { return }
        storage = (storage as NSString).replacingCharacters(in: range, with: replacement)
        caretOffset = range.location + (replacement as NSString).length
        restartCaretBlink()
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
            storage = ""
            caretOffset = 0
            textDidChange()
            sendActions(for: .editingChanged)
            NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        }
        if isEditing { restartCaretBlink() } else { becomeFirstResponder() }
    }

    // MARK: Caret

    /// Shows the caret and starts its blink over: hidden after `caretBlinkInterval`, shown again after as long.
    func restartCaretBlink() {
        caretTimer?.invalidate()
        caretView.isHidden = false
        caretTimer = Timer.scheduledTimer(withTimeInterval: Self.caretBlinkInterval, repeats: true) { [weak self] _ in
            guard let self else { return }
            caretView.isHidden.toggle()
        }
    }

    /// Whether the caret is drawn now (the field is editing and the blink is in its shown half).
    var isCaretVisible: Bool { isEditing && !caretView.isHidden }
}
