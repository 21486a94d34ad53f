import OpenQuartzCore

/// Key injection: the way tests and outside checks type on a keyboard (Apple has no such API; on iOS the
/// keyboard delivers keys to the first responder).
///
/// Each call queues its key presses and the run loop delivers them at the start of its next turn, like
/// touches (so `advance(by: 0)` delivers them), each to the first responder of that moment, through
/// `UIKeyInput` as UIKit's keyboard does: characters with `insertText(_:)`, return as `insertText("\n")`,
/// backspace as `deleteBackward()`. The arrow keys, escape and tab reach text fields (left and right move the
/// insertion point; the others do nothing there). Keys that find no first responder taking key input are
/// reported as `.invalidKeyInput` and dropped.
extension UIApplication {
    /// The most characters one `type(_:)` call takes (an OpenUIKit limit: one key press per character, each
    /// asking the field's delegate, makes a longer call a paste, which `insertText(_:)` does in one change).
    public static let maximumTypedLength = 10_000

    /// Types `text`, one key press per character (a `Character`, so an emoji or a letter with its accents is
    /// one press): "\n" and "\r" press return, "\t" presses tab. Text longer than `maximumTypedLength`
    /// characters is reported as `.invalidKeyInput` and nothing is typed.
    public func type(_ text: String) {
        let count = text.count
        guard count <= Self.maximumTypedLength else {
            Diagnostics.report(
                .invalidKeyInput, .warning,
                "type(_:) takes at most \(Self.maximumTypedLength) characters (one key press each); got \(count): use insertText(_:) on the field to paste"
            )
            return
        }
        let presses = text.map { character -> KeyInputQueue.KeyPress in
            switch character {
            case "\n", "\r", "\r\n": .key(.keyboardReturnOrEnter)
            case "\t": .key(.keyboardTab)
            default: .character(character)
            }
        }
        guard !presses.isEmpty else { return }
        keyInputQueue.enqueue(presses, call: "type(_:)")
    }

    /// Whether keys typed now would reach a responder that takes key input (the live host sends keys to the
    /// app only then, and answers its own shortcuts otherwise).
    package var takesKeyInput: Bool { UIResponder.firstResponder is UIKeyInput }

    /// Presses `key` once with the `modifierFlags` held. Return, backspace, the four arrows, escape, tab and
    /// the spacebar are handled (shift with the left and right arrows extends a text field's selection);
    /// command with A, C, X and V selects all, copies, cuts and pastes. Other keys (and A, C, X, V without
    /// command) are reported as `.invalidKeyInput` and not pressed.
    public func press(_ key: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags = []) {
        let handled =
            switch key {
            case .keyboardA, .keyboardC, .keyboardX, .keyboardV: modifierFlags.contains(.command)
            case .keyboardHome, .keyboardEnd, .keyboardPageUp, .keyboardPageDown, .keyboardDeleteForward: false
            default: true
            }
        guard handled else {
            Diagnostics.report(
                .invalidKeyInput, .warning, "press(_:) does not handle \(key) (HID usage \(key.rawValue)); not pressed")
            return
        }
        keyInputQueue.enqueue([.key(key, modifierFlags)], call: "press(_:)")
    }
}
