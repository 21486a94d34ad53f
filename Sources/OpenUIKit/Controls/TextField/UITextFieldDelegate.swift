import Foundation

/// The object a text field asks before editing changes and tells after (UIKit's `UITextFieldDelegate`). Every
/// method is optional: the defaults answer true and do nothing, as a delegate that does not implement them.
///
/// UIKit's order, which OpenUIKit follows: `textFieldShouldBeginEditing(_:)`, then the field becomes first
/// responder and `textFieldDidBeginEditing(_:)`; per key, `textField(_:shouldChangeCharactersIn:replacementString:)`
/// with the range replaced in UTF-16 units; `textFieldShouldReturn(_:)` for the return key;
/// `textFieldShouldClear(_:)` for the clear button; `textFieldShouldEndEditing(_:)`, then the field resigns and
/// `textFieldDidEndEditing(_:)`. (Deliberate difference: `textFieldDidEndEditing(_:reason:)` and
/// `textFieldDidChangeSelection(_:)` are not called.)
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether the field may begin editing (become first responder).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field became first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether the field may end editing (resign first responder).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The field resigned first responder (or left its window while editing).
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether the characters in `range` (UTF-16 units of the current text) may be replaced by `string` ("" for
    /// a deletion).
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool
    /// Whether the clear button may clear the text.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the field processes the return key (sends `.editingDidEndOnExit`); the delegate often resigns
    /// the field here.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// True: editing may begin.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// True: editing may end.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// True: every change is allowed.
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// True: the clear button clears.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// True: the return key is processed.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
