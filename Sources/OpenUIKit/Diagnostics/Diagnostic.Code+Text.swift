import OpenQuartzCore

extension Diagnostic.Code {
    /// A font size UIKit cannot use: negative, NaN or infinite (`UIFont(name:size:)` documents that the size
    /// must be greater than 0; OpenUIKit reports the value and uses 0, or returns nil where UIKit's initializer
    /// is failable).
    public static let invalidFontSize = Diagnostic.Code(rawValue: "invalidFontSize")
}
