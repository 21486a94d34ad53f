/// A responder that takes text from the keyboard (UIKit's `UIKeyInput`): the keyboard — here the injected
/// keys of `UIApplication.type(_:)` and `press(_:)` — inserts characters with `insertText(_:)` (the return
/// key inserts "\n", as UIKit's keyboard does) and deletes with `deleteBackward()`, on the first responder.
///
/// Deliberate difference: Apple's protocol refines `UITextInputTraits` (keyboard type, autocorrection…), which
/// OpenUIKit has no keyboard to apply to and leaves out.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    /// Whether the responder holds any text (the keyboard enables its delete key on it).
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}
