/// The USB HID usage codes that name the keys of a keyboard (UIKit's `UIKeyboardHIDUsage`), with Apple's case
/// names and raw values (Apple's documentation: "The raw usage code 40 (decimal)/28 (hexadecimal)" for
/// `keyboardReturnOrEnter`, and so on, as the USB HID Usage Tables number them).
///
/// Deliberate difference: Apple's enumeration lists every key of the usage table; this one lists the keys
/// `UIApplication.press(_:modifierFlags:)` handles and a few others for completeness of the editing keys (pressing those
/// is reported as `.invalidKeyInput`).
public enum UIKeyboardHIDUsage: Int, Sendable, CaseIterable {
    /// A (0x04): with the command modifier, selects all the text.
    case keyboardA = 0x04
    /// C (0x06): with the command modifier, copies the selection.
    case keyboardC = 0x06
    /// V (0x19): with the command modifier, pastes.
    case keyboardV = 0x19
    /// X (0x1B): with the command modifier, cuts the selection.
    case keyboardX = 0x1B
    /// Return or Enter (0x28): ends a line; a text field asks `textFieldShouldReturn(_:)`.
    case keyboardReturnOrEnter = 0x28
    /// Escape (0x29).
    case keyboardEscape = 0x29
    /// Delete (Backspace) (0x2A): deletes the character before the insertion point.
    case keyboardDeleteOrBackspace = 0x2A
    /// Tab (0x2B).
    case keyboardTab = 0x2B
    /// Spacebar (0x2C): types a space.
    case keyboardSpacebar = 0x2C
    /// Home (0x4A).
    case keyboardHome = 0x4A
    /// Page Up (0x4B).
    case keyboardPageUp = 0x4B
    /// Delete Forward (0x4C).
    case keyboardDeleteForward = 0x4C
    /// End (0x4D).
    case keyboardEnd = 0x4D
    /// Page Down (0x4E).
    case keyboardPageDown = 0x4E
    /// Right Arrow (0x4F): moves the insertion point one character forward.
    case keyboardRightArrow = 0x4F
    /// Left Arrow (0x50): moves the insertion point one character back.
    case keyboardLeftArrow = 0x50
    /// Down Arrow (0x51).
    case keyboardDownArrow = 0x51
    /// Up Arrow (0x52).
    case keyboardUpArrow = 0x52
}
