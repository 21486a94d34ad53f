import OpenQuartzCore

extension Diagnostic.Code {
    /// Key injection UIKit could never deliver: keys with no first responder that takes key input, a key
    /// `press(_:)` does not handle, a `type(_:)` longer than `UIApplication.maximumTypedLength`.
    public static let invalidKeyInput = Diagnostic.Code(rawValue: "invalidKeyInput")
}
