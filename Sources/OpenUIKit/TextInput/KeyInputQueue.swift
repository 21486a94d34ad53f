import OpenQuartzCore

/// A responder that handles the keys `UIKeyInput` has no method for (arrows, escape, tab); `UITextField` is one.
@MainActor
protocol KeyPressHandling: UIKeyInput {
    /// Handles a navigation key or a command shortcut pressed with `modifiers` while the responder is first
    /// responder.
    func handleNavigationKey(_ key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags)
}

/// Injected key presses waiting for the next run-loop turn, and their delivery to the first responder
/// (the keys of `UIApplication.type(_:)` and `press(_:)`).
@MainActor
final class KeyInputQueue {
    /// One key press: a character typed, or a key pressed.
    enum KeyPress: Equatable {
        case character(Character)
        case key(UIKeyboardHIDUsage, UIKeyModifierFlags = [])
    }

    /// The presses of one injection call, delivered together; `call` names the call in reports.
    private struct Injection {
        let call: String
        let presses: [KeyPress]
    }

    private var queued: [Injection] = []

    /// Whether presses wait for delivery.
    var hasPendingWork: Bool { !queued.isEmpty }

    /// Queues the presses of one injection call.
    func enqueue(_ presses: [KeyPress], call: String) {
        queued.append(Injection(call: call, presses: presses))
    }

    /// Delivers the queued presses, in order, each to the responder that is first responder when its turn
    /// comes (a press may change it: return can end editing). Presses that find no first responder taking key
    /// input are dropped and reported once per injection call.
    func deliverQueuedKeys() {
        let injections = queued
        queued = []
        for injection in injections {
            var dropped = 0
            for press in injection.presses {
                guard let input = UIResponder.firstResponder as? UIKeyInput else {
                    dropped += 1
                    continue
                }
                deliver(press, to: input)
            }
            if dropped > 0 {
                let presses = dropped == 1 ? "key press" : "key presses"
                Diagnostics.report(
                    .invalidKeyInput, .warning,
                    "\(injection.call): no first responder takes key input; \(dropped) \(presses) dropped")
            }
        }
    }

    private func deliver(_ press: KeyPress, to input: UIKeyInput) {
        switch press {
        case .character(let character): input.insertText(String(character))
        case .key(.keyboardReturnOrEnter, _): input.insertText("\n")
        case .key(.keyboardSpacebar, _): input.insertText(" ")
        case .key(.keyboardDeleteOrBackspace, _): input.deleteBackward()
        case .key(let key, let modifiers): (input as? KeyPressHandling)?.handleNavigationKey(key, modifiers: modifiers)
        }
    }

    /// Forgets queued presses (the application reset).
    func reset() {
        queued = []
    }
}
