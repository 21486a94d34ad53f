/// The modifier keys held with a key press (UIKit's `UIKeyModifierFlags`, with Apple's raw values: the
/// `NSEventModifierFlags` bits).
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Caps Lock.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift: with the left and right arrows, extends the selection.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option (Alt).
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command: with A, C, X and V, select all, copy, cut and paste.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key of the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
