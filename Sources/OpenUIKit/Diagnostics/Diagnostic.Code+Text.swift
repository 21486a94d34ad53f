import OpenQuartzCore

extension Diagnostic.Code {
    /// A font size UIKit cannot use: negative, NaN or infinite (`UIFont(name:size:)` documents that the size
    /// must be greater than 0; OpenUIKit reports the value and uses 0, or returns nil where UIKit's initializer
    /// is failable).
    public static let invalidFontSize = Diagnostic.Code(rawValue: "invalidFontSize")

    /// A text range past the end of the text it indexes: where UIKit raises `NSRangeException`, OpenUIKit's
    /// entry points that take a range (`UITextField`'s `replace(_:withText:)`, `text(in:)` and
    /// `selectedTextRange`) report it and change nothing.
    public static let rangeOutOfBounds = Diagnostic.Code(rawValue: "rangeOutOfBounds")
}
