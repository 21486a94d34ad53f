import OpenUIKit

/// A key pressed in the live window (other than Esc, which always quits): the characters it types, the
/// editing key it is, and the host shortcut it also names (S, F, P).
struct LiveKeyboardPress: Equatable {
    /// The characters the key types with the modifiers held ("" for keys that type nothing).
    var text: String
    /// The editing key (return, backspace, an arrow, tab), if it is one.
    var usage: UIKeyboardHIDUsage?
    /// The host shortcut the key names, if any.
    var shortcut: LiveKey?

    /// Gives the key to the app while a responder that takes key input is first responder (a text field
    /// being edited), through the key-injection calls (`press(_:)` for an editing key, `type(_:)` for the
    /// printable characters it types); returns the shortcut for the host to answer otherwise.
    @MainActor
    func deliver() -> LiveKey? {
        guard UIApplication.shared.takesKeyInput else { return shortcut }
        if let usage {
            UIApplication.shared.press(usage)
        } else {
            let printable = String(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F })
            if !printable.isEmpty { UIApplication.shared.type(printable) }
        }
        return nil
    }
}
